"""What a game offers the shared machinery: the protocol every game's engine
(one position of the game, and the way it moves on) satisfies.

A game starts from :class:`NewPosition`. A position knows who acts, the legal actions, takes an action (which may stop
at a :class:`~adjudicator.core.decisions.Decision`, ``pending``, until it is
answered), clones itself, and records its :class:`~adjudicator.core.steps.Step`
list. For trees (:mod:`adjudicator.core.tree`) it also describes actions, names
the part of an action being resolved, summarises an outcome and colours card
names; for views it says who sees a card in a zone.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any, Protocol, Self, TypeVar

from adjudicator.core.decisions import Decision
from adjudicator.core.steps import Cause, Step, Zone

ActionT = TypeVar("ActionT")


class Position(Protocol[ActionT]):
    """One game in progress (the engine): positions, actions, answers, steps."""

    pending: Decision | None
    steps: list[Step]
    # the effect execution asking the pending decision (for the steps and trees)
    effect_cause: Cause

    @property
    def terminal(self) -> bool: ...

    @property
    def winners(self) -> list[str]: ...

    def actor(self) -> str | None:
        """Who must act now: the player asked, else the player to move."""
        ...

    def legal_actions(self) -> list[ActionT]: ...

    def check(self, action: ActionT) -> None:
        """Raise an :class:`~adjudicator.core.problems.IllegalAction` (with its
        rule) when ``action`` is not legal now."""
        ...

    def apply(self, action: ActionT) -> None:
        """Take ``action``; it runs until a decision is pending or it ends."""
        ...

    def answer(self, value: Any) -> None:
        """Answer the pending decision."""
        ...

    def clone(self) -> Self:
        """An independent copy."""
        ...

    # ------------------------------------------------------------ trees
    def describe(self, action: ActionT) -> str:
        """``action`` in words ("alice takes the Draw action")."""
        ...

    def part(self, action: ActionT, cause: Cause) -> str | None:
        """The part of ``action`` that ``cause`` belongs to (a tree's cluster),
        or None outside every part."""
        ...

    def outcome_key(self) -> Hashable:
        """Equal for positions a tree counts as the same outcome."""
        ...

    def outcome_summary(self, before: Self) -> list[str]:
        """What changed since ``before``, one line per player, and the winners."""
        ...

    def card_color(self, name: str) -> str | None:
        """The colour (HTML) to draw card ``name`` in, None for a non-card."""
        ...

    # ------------------------------------------------------------ views
    def sees(self, viewer: str, zone: Zone) -> bool:
        """Whether ``viewer`` sees the face of a card lying in ``zone``."""
        ...


class NewPosition(Protocol):
    """How a game starts: a new position for ``names`` in seating order, its
    hidden order (shuffles) fixed by ``seed``."""

    def __call__(self, names: list[str], *, seed: int = 0) -> Position[Any]: ...
