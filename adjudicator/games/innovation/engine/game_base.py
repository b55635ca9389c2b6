"""What a game of Innovation is made of, below every rule that plays it.

The primitives, the Dogma machinery and the card sets' subscribers read and
change a :class:`GameBase`: the state, the steps, the undo log, the draw
source, the Dogma action in progress and the trigger points the sets hang on.
:class:`~.game.Game` (the driver's contract: legal actions, apply, answer,
clone) builds on it. Kept apart so that the modules ``Game`` is made of do not
import ``Game``.

The trigger points live here too (see the comment above :data:`TriggerPoint`):
the subscribers' points, the start of a turn and its free actions (ART-13),
the ordered end of a Meld action (:data:`END_OF_MELD`, ART-9) and the
replacements asked before a primitive acts (:class:`Would`, :class:`Instead`,
FIG-16, FIG-19, FIG-20).
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterable
from dataclasses import dataclass
from typing import Any, Literal, Protocol, get_args

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
    """Where drawn cards come from (chance is explicit): the top card of a
    supply pile, or (``bottom``) its bottom card, which an effect takes without
    drawing it (ECHO-26: "transfer its bottom card")."""

    def take(
        self, state: State, age: int, player: str, supply: str = BASE, bottom: bool = False
    ) -> str: ...


class TopOfPile:
    """The card on top of the supply pile (scenario decks, seeded shuffles)."""

    def take(
        self, state: State, age: int, player: str, supply: str = BASE, bottom: bool = False
    ) -> str:
        pile = state.pile(supply, age)
        return pile[-1] if bottom else pile[0]


# ----------------------------------------------------------------------------
# trigger points
#
# A set hangs its rules on the engine in three ways (CardSet in registry.py):
#
# - subscribers at the named points of TRIGGER_POINTS, called in the order of
#   the sets in play after the event (a meld, a draw ...), or at the start or
#   end of an action or a turn: "turn_start" fires when a turn begins, before
#   its first action (after end_turn passes to the next player, and for the
#   first turn after the initial melds, SETUP-5);
# - handlers at the end of a Meld action ("meld_action_end"), each in a named
#   slot of END_OF_MELD, called in the order of the slots whatever the order of
#   the sets (ART-9), after the meld and its "meld" subscribers, for a Meld
#   action only: a meld by an effect or a promotion (ECHO-24) is no Meld action
#   (ART-6, CITY-14, ECHO-25), nor is a Meld action whose meld was replaced;
# - replacements ("if you would X, instead ...": FIG-16, ECHO-10), asked by a
#   primitive before it acts (REPLACE_POINTS).

# Named points where a set's subscribers react.
TriggerPoint = Literal[
    "meld",
    "draw",
    "tuck",
    "splay",
    "score",
    "dogma_start",
    "dogma_end",
    "action_end",
    "turn_start",
    "meld_action_end",
]
MELD_ACTION_END: TriggerPoint = "meld_action_end"
# the points a plain subscriber hangs on ("meld_action_end" takes slotted handlers)
TRIGGER_POINTS: tuple[TriggerPoint, ...] = tuple(
    p for p in get_args(TriggerPoint) if p != MELD_ACTION_END
)

# The slots of the end of a Meld action, in the order they act (ART-9): the
# melded city's plus, arrow and search icons (CITY-14), the city drawn for a
# new color (CITY-10a), the dig of an artifact and the relic seized (ART-6,
# ART-19), the promotion from the forecast (ECHO-23), the Figures karma (FIG-14).
MeldSlot = Literal["city_icons", "city_draw", "dig", "promote", "karma"]
END_OF_MELD: tuple[MeldSlot, ...] = get_args(MeldSlot)

# The primitives a replacement can stand in for (FIG-16: each card drawn,
# melded, tucked, scored, returned, transferred or removed is one event; a
# splay that changes something; a claim of a standard achievement).
ReplacePoint = Literal[
    "draw", "meld", "tuck", "score", "return", "transfer", "remove", "splay", "achieve"
]
REPLACE_POINTS: tuple[ReplacePoint, ...] = get_args(ReplacePoint)


class Trigger:
    """What just happened at a trigger point: ``player`` did it, to ``card``
    (or to a pile, in ``detail``), because of ``cause``.

    At "meld_action_end" ``card`` is the card the Meld action melded and
    ``detail["covered"]`` the card it covered (None: it started a new pile),
    both as they were at the meld (ART-9); at "turn_start" ``player`` is the
    player whose turn begins and ``detail["turn"]`` the turn's number.

    A plain class, compiled, its fields never changed: one is made at every
    trigger point fired (a frozen dataclass's ``__init__`` is interpreted, and sets
    each field through ``object.__setattr__``)."""

    def __init__(
        self,
        point: TriggerPoint,
        player: str,
        card: str | None,
        cause: Cause,
        detail: dict[str, Any] | None = None,
    ) -> None:
        self.point = point
        self.player = player
        self.card = card
        self.cause = cause
        self.detail = detail


Subscriber = Callable[["GameBase", Trigger], None]
ActionGen = Generator[Decision, Any, Any]


@dataclass(frozen=True)
class MeldEnd:
    """A set's handler at the end of a Meld action, in one slot of
    :data:`END_OF_MELD` (ART-9).

    ``run`` returns None, or (a handler that may ask a decision, as Echoes'
    "you may promote") a generator of decisions that the Meld action runs to
    its end. ``asks``: ``run`` may return one. The Meld action runs as a
    generator only in a game where a set in play registered a handler that
    asks; otherwise it is a plain action (the hot path) and a generator
    returned is an error."""

    slot: MeldSlot
    run: Callable[[GameBase, Trigger], ActionGen | None]
    asks: bool = False


@dataclass(frozen=True)
class Would:
    """An event about to happen, put to the replacements (FIG-16, ECHO-10):
    ``player`` would ``point`` ``card`` (a draw: a card of ``age``, after
    DRAW-2's skipping, from ``supply``'s piles), because of ``cause``.
    ``detail``: what else the primitive was told (a transfer's ``to`` zone, a
    splay's ``color`` and ``to``, a meld's ``by_action``, a draw's ``asked`` age)."""

    point: ReplacePoint
    player: str
    card: str | None
    age: int | None
    supply: str | None
    cause: Cause
    detail: dict[str, Any] | None = None

    def __str__(self) -> str:
        what = self.card if self.card is not None else ""
        if self.point == "draw":
            of_set = "" if self.supply in (None, BASE) else f"{self.supply} "
            what = f"a {of_set}{self.age}"
        elif self.point == "splay" and self.detail:
            what = f"their {self.detail.get('color')} cards {self.detail.get('to')}"
        return f"{self.player} would {self.point} {what}".rstrip()


@dataclass(frozen=True)
class Instead:
    """A replacement's answer: the event does not happen, ``run`` is carried
    out in its place (FIG-16 "instead"). ``rule``: the rule (or the card's) that
    replaces; ``text``: what happens instead, for the step; ``run``: does it and
    returns what the primitive would have returned (a draw: the name of the
    card drawn instead; a splay: whether it changed something). While it runs
    no replacement triggers (FIG-19)."""

    rule: str
    text: str
    run: Callable[[], Any]


# a replacement: None (not this event), or what happens instead
Replacer = Callable[["GameBase", Would], Instead | None]


@dataclass(frozen=True)
class OtherPile:
    """A draw rule's answer: the card comes from ``supply``'s pile of the same
    age (ECHO-10), the step citing ``rule`` and saying ``why``."""

    supply: str
    rule: str
    why: str


# A draw rule: asked by every draw from the base piles once its age is known
# (after DRAW-2's skipping): None (the base pile), or the pile of another set
# to draw from instead (ECHO-10). Not a replacement: the draw still happens.
DrawRule = Callable[["GameBase", str, int], OtherPile | None]


@dataclass(frozen=True)
class ExtraAction:
    """An action a set adds to the base five (Cities' Endorse, say).

    ``kind``: its action struct (an :class:`Action` subclass with its own tag,
    and a ``__str__`` that describes it); ``legal``: the ones a player may take
    now; ``problem``: why one may not be taken now, or None; ``run``: take it
    (a generator, like the Dogma action); ``rule``: the rule that allows it.

    ``free``: a free action at the start of a turn (ART-13): it does not use up
    one of the turn's actions (TURN-1), and it is legal only before the turn's
    first action (the engine's test; the set's ``problem`` says anything else,
    such as "at most once per turn")."""

    kind: type[Action]
    rule: str
    legal: Callable[[GameBase, str], list[Action]]
    problem: Callable[[GameBase, Action], str | None]
    run: Callable[[GameBase, Action], ActionGen]
    free: bool = False


class Triggers:
    """One game's subscribers by trigger point, its end-of-Meld handlers in
    slot order and its replacements by point (see the comment above
    :data:`TriggerPoint`).

    ``points``: the points with subscribers or handlers; ``replaced``: the
    points with replacements (empty while a replacement runs, FIG-19). The
    primitives test these sets before making anything for a listener: a game
    whose sets hang nothing there pays one test."""

    def __init__(
        self,
        subscribers: Iterable[tuple[TriggerPoint, Subscriber]] = (),
        meld_end: Iterable[MeldEnd] = (),
        replacements: Iterable[tuple[ReplacePoint, Replacer]] = (),
        draw_rules: Iterable[DrawRule] = (),
        echoes: bool = False,
    ) -> None:
        self._by_point: dict[TriggerPoint, list[Subscriber]] = {}
        for point, fn in subscribers:
            if point not in TRIGGER_POINTS:
                raise ValueError(f"no subscriber at {point!r}: a slotted handler (MeldEnd)")
            self._by_point.setdefault(point, []).append(fn)
        # stable: within a slot, in the order of the sets in play
        order = {slot: i for i, slot in enumerate(END_OF_MELD)}
        self.meld_end: tuple[MeldEnd, ...] = tuple(sorted(meld_end, key=lambda h: order[h.slot]))
        # a handler may ask: the Meld action runs as a generator
        self.meld_asks = any(h.asks for h in self.meld_end)
        points: set[TriggerPoint] = set(self._by_point)
        if self.meld_end:
            points.add(MELD_ACTION_END)
        # the points with subscribers (most points of most games have none)
        self.points: frozenset[TriggerPoint] = frozenset(points)
        self._replacers: dict[ReplacePoint, list[Replacer]] = {}
        for rpoint, replacer in replacements:
            self._replacers.setdefault(rpoint, []).append(replacer)
        self._replaced: frozenset[ReplacePoint] = frozenset(self._replacers)
        self.replaced = self._replaced
        # the rules that may draw a base draw from another set's pile (ECHO-10)
        self.draw_rules: tuple[DrawRule, ...] = tuple(draw_rules)
        # a set in play has cards with echo effects (ECHO-14): a Dogma action lists them
        self.echoes = echoes

    def fire(self, g: GameBase, trigger: Trigger) -> None:
        """Call the subscribers of ``trigger.point`` in registration order."""
        for fn in self._by_point.get(trigger.point, ()):
            fn(g, trigger)

    def listens(self, point: TriggerPoint) -> bool:
        return point in self.points

    def replacements(self, g: GameBase, would: Would) -> list[Instead]:
        """What the replacements of ``would.point`` would do instead, in the
        order of the sets in play (an empty list: the event happens)."""
        found = (fn(g, would) for fn in self._replacers.get(would.point, ()))
        return [i for i in found if i is not None]

    def run_instead(self, instead: Instead) -> Any:
        """Carry out ``instead`` with no replacement triggering (FIG-19)."""
        self.replaced = frozenset()
        try:
            return instead.run()
        finally:
            self.replaced = self._replaced


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
        # the kinds of the free actions (ART-13), which use up none of the turn's
        self.free_actions = frozenset(k for k, a in extra_actions.items() if a.free)
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
