"""What a game of Innovation is made of, below every rule that plays it.

The primitives, the Dogma machinery and the card sets' subscribers read and
change a :class:`GameBase`: the state, the steps, the undo log, the draw
source, the Dogma action in progress and the trigger points the sets hang on.
:class:`~.game.Game` (the driver's contract: legal actions, apply, answer,
clone) builds on it. Kept apart so that the modules ``Game`` is made of do not
import ``Game``.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterable
from dataclasses import dataclass
from typing import Any, Literal, Protocol

from adjudicator.core.decisions import Decision
from adjudicator.core.steps import NO_CAUSE, Cause, Step
from adjudicator.games.innovation.engine.actions import Action
from adjudicator.games.innovation.engine.cards import BASE
from adjudicator.games.innovation.engine.state import State
from adjudicator.games.innovation.engine.undo import UndoLog


class GameOver(Exception):
    """Raised by a primitive when the game ends; unwinds everything at once."""

    def __init__(self, winners: list[str], reason: str, rule: str, text: str) -> None:
        super().__init__(text)
        self.winners = winners
        self.reason = reason
        self.rule = rule
        self.text = text


class DogmaRun:
    """What lasts through one Dogma action (DOGMA-2, DOGMA-6, DOGMA-10)."""

    def __init__(
        self,
        leader: str,
        card_name: str,
        counts: dict[str, int],
        sharers: list[str],
        vulnerable: list[str],
    ) -> None:
        self.leader = leader
        self.card = card_name
        self.counts = counts
        self.sharers = sharers
        self.vulnerable = vulnerable
        self.demand_transfers = 0
        self.demand_returns = 0
        self.shared_change = False
        # per-card memory through this action, e.g. Democracy's returned counts
        self.memory: dict[str, Any] = {}


class DrawSource(Protocol):
    """Where drawn cards come from (chance is explicit)."""

    def take(self, state: State, age: int, player: str, supply: str = BASE) -> str: ...


class TopOfPile:
    """The card on top of the supply pile (scenario decks, seeded shuffles)."""

    def take(self, state: State, age: int, player: str, supply: str = BASE) -> str:
        return state.pile(supply, age)[0]


# Named points in the primitives and actions where a set's rules can step in.
TriggerPoint = Literal[
    "meld", "draw", "tuck", "splay", "score", "dogma_start", "dogma_end", "action_end"
]
TRIGGER_POINTS: tuple[TriggerPoint, ...] = (
    "meld",
    "draw",
    "tuck",
    "splay",
    "score",
    "dogma_start",
    "dogma_end",
    "action_end",
)


@dataclass(frozen=True)
class Trigger:
    """What just happened at a trigger point: ``player`` did it, to ``card``
    (or to a pile, in ``detail``), because of ``cause``."""

    point: TriggerPoint
    player: str
    card: str | None
    cause: Cause
    detail: dict[str, Any] | None = None


Subscriber = Callable[["GameBase", Trigger], None]
ActionGen = Generator[Decision, Any, Any]


@dataclass(frozen=True)
class ExtraAction:
    """An action a set adds to the base five (Cities' Endorse, say).

    ``kind``: its action struct (an :class:`Action` subclass with its own tag,
    and a ``__str__`` that describes it); ``legal``: the ones a player may take
    now; ``problem``: why one may not be taken now, or None; ``run``: take it
    (a generator, like the Dogma action); ``rule``: the rule that allows it."""

    kind: type[Action]
    rule: str
    legal: Callable[[GameBase, str], list[Action]]
    problem: Callable[[GameBase, Action], str | None]
    run: Callable[[GameBase, Action], ActionGen]


class Triggers:
    """One game's subscribers, by trigger point."""

    def __init__(self, subscribers: Iterable[tuple[TriggerPoint, Subscriber]] = ()) -> None:
        self._by_point: dict[TriggerPoint, list[Subscriber]] = {}
        for point, fn in subscribers:
            self._by_point.setdefault(point, []).append(fn)
        # the points with subscribers (most points of most games have none)
        self.points: frozenset[TriggerPoint] = frozenset(self._by_point)

    def fire(self, g: GameBase, trigger: Trigger) -> None:
        """Call the subscribers of ``trigger.point`` in registration order."""
        for fn in self._by_point.get(trigger.point, ()):
            fn(g, trigger)

    def listens(self, point: TriggerPoint) -> bool:
        return point in self._by_point


class GameBase:
    """A game's table: what every rule reads and changes (see the module)."""

    def __init__(
        self,
        state: State,
        source: DrawSource | None,
        triggers: Triggers,
        extra_actions: dict[type[Action], ExtraAction],
    ) -> None:
        self.state = state
        self.source: DrawSource = source or TopOfPile()
        # the trigger subscribers of the sets in play, for this game only
        self.triggers = triggers
        self.extra_actions = extra_actions
        self.steps: list[Step] = []
        # False: the steps of earlier turns' actions may go (forget_steps)
        self.keep_steps = True
        self.pending: Decision | None = None
        self.run: DogmaRun | None = None
        # the effect execution that is asking decisions now (for the steps)
        self.effect_cause: Cause = NO_CAUSE
        self.change_count = 0
        # the state END-1 was last checked in after a change, nothing unchecked since (recording)
        self.end_checked: State | None = None
        # the changes of the action in progress, to go back to the position before it
        self.undo: UndoLog | None = None
        # False: no undo log is kept (a driver that never abandons nor clones an
        # action half-way, as a random playout: :func:`simulate.playout`)
        self.keep_undo = True
        self.history: list[tuple[Action, list[Any]]] = []

    @property
    def terminal(self) -> bool:
        return self.state.phase == "over"

    @property
    def winners(self) -> list[str]:
        return list(self.state.winners)

    def add_step(self, step: Step) -> None:
        self.steps.append(step)
        if step.change:
            self.change_count += 1
            run = self.run
            cause = step.cause
            if run is not None and cause.demand and not cause.via_execute:
                if step.verb == "transfer":
                    run.demand_transfers += 1
                elif step.verb == "return":
                    run.demand_returns += 1

    def end_game(self, over: GameOver) -> None:
        """The game ends now, as ``over`` says (the end's step recorded)."""
        raise NotImplementedError

    def finish_action(self, action: Action | None) -> None:
        """The turn's bookkeeping after ``action``."""
        raise NotImplementedError
