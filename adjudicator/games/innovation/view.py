"""What one player can see of an action (``explain --view PLAYER``).

Boards are public; a hand or a score pile is seen only by its owner; supply
piles, standard achievements (SETUP-2) and removed cards are face down. A card
named in a step is shown to the viewer when they can see it where it comes
from or where it goes, or when it is revealed (TERM-DRAWX); otherwise it
becomes its back, ``[N]`` (its age, which everyone sees).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache
from typing import Any

import msgspec

from adjudicator.core.steps import Step
from adjudicator.games.innovation.cards import all_cards, card
from adjudicator.games.innovation.state import State

# where a card is: (zone code as in steps, owning player or None)
Place = tuple[str, str | None]


@cache
def _names_pattern() -> re.Pattern[str]:
    names = sorted((c.name for c in all_cards()), key=len, reverse=True)
    return re.compile(r"(?<!\w)(" + "|".join(re.escape(n) for n in names) + r")(?!\w)")


def names_in(text: str) -> list[str]:
    """The card names written in ``text``, in order of appearance."""
    return _names_pattern().findall(text)


def card_back(name: str) -> str:
    """How a hidden card is shown: its age, the only thing on its back."""
    return f"[{card(name).age}]"


def _with_article(back: str) -> str:
    return f"an {back}" if back in ("[8]", "[11]") else f"a {back}"


def places(state: State) -> dict[str, Place]:
    """Where every card is in ``state``."""
    where: dict[str, Place] = {}
    for p in state.players:
        for name in p.hand:
            where[name] = ("hand", p.name)
        for name in p.score:
            where[name] = ("score", p.name)
        for name in p.achievements:
            where[name] = ("achievements", p.name)
        for color, pile in p.board.items():
            for name in pile.cards:
                where[name] = (f"board:{color}", p.name)
    for age, deck in state.decks.items():
        for name in deck:
            where[name] = (f"deck:{age}", None)
    for name in state.achievements:
        where[name] = ("achievements", None)
    for name in state.removed:
        where[name] = ("removed", None)
    return where


def sees(place: Place, viewer: str) -> bool:
    """Whether ``viewer`` sees the face of a card lying at ``place``."""
    zone, owner = place
    if zone.startswith("board:"):
        return True
    return zone in ("hand", "score") and owner == viewer


def _step_cards(step: Step) -> list[str]:
    named = [n for n in (step.card, *step.cards) if n]
    detail = step.detail or {}
    for key in ("options", "answer", "a", "b"):
        value = detail.get(key)
        if isinstance(value, list):
            named.extend(v for v in value if isinstance(v, str))
    return [*named, *names_in(step.text)]


def _moves(step: Step) -> list[tuple[str, Place]]:
    """The cards a step moves and where each goes."""
    if not step.change or step.to_zone is None:
        return []
    if step.verb == "exchange":
        detail = step.detail or {}
        src: Place = (step.from_zone or "", step.from_player)
        dst: Place = (step.to_zone, step.to_player)
        return [(n, _landing(n, dst)) for n in detail.get("a", [])] + [
            (n, _landing(n, src)) for n in detail.get("b", [])
        ]
    names = [n for n in (step.card, *step.cards) if n]
    return [(n, _landing(n, (step.to_zone, step.to_player))) for n in names]


def _landing(name: str, place: Place) -> Place:
    zone, owner = place
    return (f"board:{card(name).color}", owner) if zone.startswith("board") else place


class Viewer:
    """Follows the cards through an action's steps and hides what ``viewer`` cannot see."""

    def __init__(self, state: State, viewer: str) -> None:
        self.viewer = viewer
        self.where = places(state)

    def hidden(self, step: Step) -> set[str]:
        """The cards named in ``step`` whose faces the viewer does not see."""
        if step.verb in ("reveal", "dogma", "effect", "execute"):
            return set()
        landed = dict(_moves(step))
        out = set()
        for name in _step_cards(step):
            before = self.where.get(name)
            if before is None or sees(before, self.viewer):
                continue
            after = landed.get(name)
            if after is None or not sees(after, self.viewer):
                out.add(name)
        return out

    def follow(self, step: Step) -> None:
        for name, place in _moves(step):
            self.where[name] = place

    def hide_unseen(self, names: Sequence[Any]) -> list[Any]:
        """``names`` with the cards the viewer cannot see where they are now as backs."""
        return [
            card_back(n) if n in self.where and not sees(self.where[n], self.viewer) else n
            for n in names
        ]

    def redact(self, step: Step) -> Step:
        hidden = self.hidden(step)
        self.follow(step)
        return redact_step(step, hidden) if hidden else step


def redact_step(step: Step, hidden: set[str]) -> Step:
    """``step`` with every card of ``hidden`` replaced by its back."""

    def hide(value: Any) -> Any:
        if isinstance(value, str) and value in hidden:
            return card_back(value)
        if isinstance(value, list):
            return [hide(v) for v in value]
        return value

    def hide_text(text: str) -> str:
        return _names_pattern().sub(
            lambda m: _with_article(card_back(m[1])) if m[1] in hidden else m[1], text
        )

    detail = {k: hide(v) for k, v in step.detail.items()} if step.detail else step.detail
    return msgspec.structs.replace(
        step,
        text=hide_text(step.text),
        card=hide(step.card),
        cards=tuple(hide(c) for c in step.cards),
        detail=detail,
    )
