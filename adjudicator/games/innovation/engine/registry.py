"""The registry of card sets: how the engine reaches a set.

A set is a package in :mod:`adjudicator.games.innovation.sets` that describes
itself with one :class:`CardSet`: its cards, the modules holding its card
effects, its special achievements, its extra actions, and the subscribers,
end-of-Meld handlers and replacements it hangs on the engine's trigger points
(see :class:`CardSet`). Adding a set is its folder plus one name in
``sets.SET_PACKAGES`` (tests register theirs with :func:`register`).

The engine never names a set: it asks this registry for the sets in play (the
base set plus the game's expansions), for a card's effects, for a special
achievement's condition, and for the trigger subscribers of a game. The
registry of known sets is the only global state; every game gets its own
:class:`Triggers`.
"""

from __future__ import annotations

import importlib
import threading
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass
from typing import Any, Final, NamedTuple

import msgspec

from adjudicator.core.decisions import Decision
from adjudicator.games.innovation.engine.actions import Action
from adjudicator.games.innovation.engine.cards import (
    BASE,
    CardLoader,
    Icon,
    add_source,
    card,
    drop_source,
    lookup,
    normalize_name,
)
from adjudicator.games.innovation.engine.game_base import END_OF_MELD as END_OF_MELD
from adjudicator.games.innovation.engine.game_base import REPLACE_POINTS as REPLACE_POINTS
from adjudicator.games.innovation.engine.game_base import (
    TRIGGER_POINTS as TRIGGER_POINTS,
)
from adjudicator.games.innovation.engine.game_base import ActionGen as ActionGen
from adjudicator.games.innovation.engine.game_base import DrawRule as DrawRule
from adjudicator.games.innovation.engine.game_base import ExtraAction as ExtraAction
from adjudicator.games.innovation.engine.game_base import Instead as Instead
from adjudicator.games.innovation.engine.game_base import MeldEnd as MeldEnd
from adjudicator.games.innovation.engine.game_base import MeldSlot as MeldSlot
from adjudicator.games.innovation.engine.game_base import OtherPile as OtherPile
from adjudicator.games.innovation.engine.game_base import ReplacePoint as ReplacePoint
from adjudicator.games.innovation.engine.game_base import Replacer as Replacer
from adjudicator.games.innovation.engine.game_base import Subscriber as Subscriber
from adjudicator.games.innovation.engine.game_base import Trigger as Trigger
from adjudicator.games.innovation.engine.game_base import TriggerPoint as TriggerPoint
from adjudicator.games.innovation.engine.game_base import Triggers as Triggers
from adjudicator.games.innovation.engine.game_base import Would as Would
from adjudicator.games.innovation.engine.state import PlayerState, State

# The effect functions take a ``dogma.EffectContext``; typed loosely here so
# that the registry does not depend on the Dogma machinery.
EffectGen = Generator[Decision, Any, None]
EffectFn = Callable[[Any], EffectGen]

Condition = Callable[[PlayerState, dict[Icon, int]], str | None]


@dataclass(frozen=True)
class SpecialAchievement:
    """A special achievement and when a player qualifies (SPECIAL-1, SPECIAL-2).

    ``condition`` says why the player qualifies, or None; ``board``: only a
    change to a board can newly meet it; ``icons``: it reads the icon counts;
    ``standing``: a position can meet it (False: only an event claims it, its
    condition is never met, CITY-27); ``icon_floor``: the icon counts (and the
    piles splayed right or up, the top cards of value 8 or more) it needs at
    least, packed (``state.packed_floor``; 0: none), tested before the condition;
    ``turn_floor``: the cards tucked, or scored, this turn it needs at least (one
    count or the other; 0: none), tested before the condition too."""

    name: str
    condition: Condition
    board: bool = True
    icons: bool = False
    standing: bool = True
    icon_floor: int = 0
    turn_floor: int = 0


@dataclass(frozen=True)
class CardSet:
    """Everything a card set brings to the game.

    Its rules hang on the engine's trigger points (``game_base``):

    - ``subscribers``: (point, subscriber) pairs, a point of ``TRIGGER_POINTS``
      ("meld", "draw", "tuck", "splay", "score", "dogma_start", "dogma_end",
      "action_end", "turn_start"), called after the event in the order of
      the sets in play;
    - ``end_of_meld``: handlers at the end of a Meld action, each in a slot of
      ``END_OF_MELD`` (city icons, city draw, dig, promote, karma): called in
      the slots' order whatever the order of the sets (ART-9), after the meld
      and its "meld" subscribers, for a Meld action only (not an effect's meld
      nor a promotion's, ART-6, ECHO-24); a handler may return a generator of
      decisions (``MeldEnd.asks``);
    - ``replacements``: (point, replacer) pairs, a point of ``REPLACE_POINTS``;
      before a primitive acts the replacers of its point are asked with a
      :class:`Would`; one answering an :class:`Instead` replaces the event
      (FIG-16, ECHO-10): a "would" step is recorded (its rule, the event's
      cause) and the replacement runs in the primitive's place, with no
      replacement triggering while it runs (FIG-19). When several answer for
      one event the current player would choose one (FIG-20): the engine
      cannot ask a decision inside a primitive, so it raises
      :class:`~adjudicator.core.problems.UnsupportedCard` naming them;
    - ``actions``: extra actions, a free one (``ExtraAction.free``) taken at
      the start of a turn without using up an action (ART-13);
    - ``draw_rules``: asked by every draw from the base piles, once its age is
      known: the pile of another set to draw from instead (ECHO-10);
    - ``echoes``: its cards carry echo effects (``register_echo``), which a
      Dogma action runs before the dogma effects (ECHO-14);
    - ``deals``: each player's initial hand holds one card of this set's
      1 pile in place of the second base 1 (ECHO-3)."""

    name: str
    cards: CardLoader
    effect_modules: tuple[str, ...] = ()  # imported on the first effect lookup
    specials: tuple[SpecialAchievement, ...] = ()
    subscribers: tuple[tuple[TriggerPoint, Subscriber], ...] = ()
    end_of_meld: tuple[MeldEnd, ...] = ()
    replacements: tuple[tuple[ReplacePoint, Replacer], ...] = ()
    actions: tuple[ExtraAction, ...] = ()  # beyond the base game's actions
    draw_rules: tuple[DrawRule, ...] = ()
    echoes: bool = False
    deals: bool = False
    # achievements a player has beyond the cards (Cities' flags and fountains),
    # for END-1 and END-2, read from the boards alone (END-1 is checked again
    # after a change to a board or to achievements); and how many more
    # achievements winning takes (CITY-3)
    counted_achievements: Callable[[State, str], int] | None = None
    more_to_win: int = 0


# expansions the scenario contract names that have no set here yet
DEFINED_EXPANSIONS: tuple[str, ...] = ("cities", "echoes", "artifacts")

_SETS: Final[dict[str, CardSet]] = {}
_SPECIALS: Final[dict[str, SpecialAchievement]] = {}  # of every known set, by name
_EFFECTS: Final[dict[tuple[str, int], tuple[EffectFn, ...]]] = {}
_ECHOES: Final[dict[str, EffectFn]] = {}  # the echo effects (ECHO-13), by card
_EFFECTS_LOADED: Final[set[str]] = set()
_EFFECTS_LOCK = threading.RLock()
# the specials to check after a change, by (available specials, board changed)
_WANTED: Final[dict[tuple[tuple[str, ...], bool], Wanted]] = {}
WANTED = _WANTED  # for a hot caller's lookup inline (specials_wanted's, when known)
# the sets' additions to END-1, by the expansions in play (counting's)
_COUNTING: Final[dict[tuple[str, ...], Counting]] = {}


# ----------------------------------------------------------------------------
# registering


def register(card_set: CardSet) -> None:
    """Make a set known: its cards can be named, its effects and specials found
    (a set registered again under the same name replaces the earlier one in its place:
    the sets are listed, and their cards searched, in the order they came)."""
    _forget_set(card_set.name)
    _SETS[card_set.name] = card_set
    _SPECIALS.update((s.name, s) for s in card_set.specials)
    add_source(card_set.name, card_set.cards)


def unregister(name: str) -> None:
    """Forget a set (tests that register a set of their own)."""
    _forget_set(name)
    _SETS.pop(name, None)
    drop_source(name)


def _forget_set(name: str) -> None:
    """What was worked out from set ``name`` (its specials, its effects loaded, the
    special achievements wanted), not its place among the sets."""
    gone = _SETS.get(name)
    for s in gone.specials if gone else ():
        _SPECIALS.pop(s.name, None)
    _WANTED.clear()
    _COUNTING.clear()
    _EFFECTS_LOADED.discard(name)


def registered() -> tuple[str, ...]:
    return tuple(_SETS)


def get(name: str) -> CardSet:
    return _SETS[name]


def in_play(expansions: Sequence[str] = ()) -> tuple[CardSet, ...]:
    """The base set, then the expansions in the order given."""
    return tuple(_SETS[name] for name in (BASE, *expansions))


def expansion_problem(expansions: Sequence[str]) -> tuple[int, str] | None:
    """The index and the reason of the first expansion a game cannot use, or None."""
    for i, name in enumerate(expansions):
        if name in expansions[:i]:
            return i, f"expansion {name!r} is listed twice"
        if name in _SETS and name != BASE:
            continue
        if name in DEFINED_EXPANSIONS:
            return i, f"expansion {name!r} is not supported yet"
        return i, f"unknown expansion {name!r}"
    return None


def not_in_play(name: str, set_name: str) -> str:
    """Why a known card cannot be named in a game without its set."""
    article = "an" if set_name[:1] in ("a", "e", "i", "o", "u") else "a"
    return f"{name} is {article} {set_name} card, and {set_name} is not in play"


# ----------------------------------------------------------------------------
# card effects


def register_effects(name: str, *effects: EffectFn, edition: int = 3) -> None:
    """Register a card's effects in card order (``edition=1`` for first-edition texts)."""
    _EFFECTS[(name, edition)] = effects


def register_echo(name: str, effect: EffectFn) -> None:
    """Register a card's echo effect (ECHO-13)."""
    _ECHOES[name] = effect


def echo_for(name: str) -> EffectFn | None:
    """The implemented echo effect of a card, or None if not implemented."""
    found = card(name)
    set_name = found.home or found.set
    if set_name not in _EFFECTS_LOADED:
        _load_effects(set_name)
    return _ECHOES.get(name)


def _load_effects(set_name: str) -> None:
    # a lock: threads (a Dask worker's) must not see a set marked loaded half-way
    with _EFFECTS_LOCK:
        if set_name in _EFFECTS_LOADED or set_name not in _SETS:
            return
        for module in _SETS[set_name].effect_modules:
            try:
                importlib.import_module(module)
            except ModuleNotFoundError as exc:
                if exc.name != module:
                    raise
        _EFFECTS_LOADED.add(set_name)


def effects_for(name: str, edition: int) -> tuple[EffectFn, ...] | None:
    """The implemented effects of a card, or None if the card is not implemented."""
    found = card(name)
    set_name = found.home or found.set
    if set_name not in _EFFECTS_LOADED:  # marked only once loaded: no lock needed to read
        _load_effects(set_name)
    if edition == 1 and (name, 1) in _EFFECTS:
        return _EFFECTS[(name, 1)]
    return _EFFECTS.get((name, 3))


def implemented() -> set[tuple[str, int]]:
    """(card, edition) of every registered effect, after loading every set's."""
    for set_name in _SETS:
        _load_effects(set_name)
    # an unregistered set's effects stay imported, but its cards are unknown
    return {key for key in _EFFECTS if lookup(key[0]) is not None}


# ----------------------------------------------------------------------------
# special achievements


def special_names(expansions: Sequence[str] = ()) -> list[str]:
    """The special achievements of the sets in play, in set order."""
    return [s.name for cs in in_play(expansions) for s in cs.specials]


def special(name: str) -> SpecialAchievement | None:
    return _SPECIALS.get(name)


def specials_named(names: Sequence[str]) -> list[SpecialAchievement]:
    """The special achievements of known sets among ``names``, in that order."""
    found = _SPECIALS.get
    return [s for n in names if (s := found(n)) is not None]


class Wanted:
    """The special achievements a change can newly meet, in the order given,
    whether any of them reads the packed icon total (its counts or a floor), and
    the ``turn_floor`` all of them need at least (0: one needs none): a player
    below it meets none. A plain class, compiled: read after every change, its
    attributes are read natively (a NamedTuple's through a generic look-up)."""

    def __init__(
        self,
        specials: tuple[SpecialAchievement, ...],
        icons: bool,
        turn_floor: int,
        tests: tuple[tuple[str, Condition, bool, int, int], ...],
    ) -> None:
        self.specials = specials
        self.icons = icons
        self.turn_floor = turn_floor
        # each special's name, condition, icons, icon_floor and turn_floor, in order:
        # read in one unpacking per special after every change (recording._claim_met)
        self.tests = tests


def specials_wanted(names: tuple[str, ...], *, boards: bool) -> Wanted:
    """The special achievements of known sets among ``names`` that a change can
    newly meet (``boards``: a board changed; otherwise only those not about
    boards), worked out once per combination."""
    key = (names, boards)
    found = _WANTED.get(key)
    if found is None:
        specials = tuple(s for s in specials_named(names) if s.standing and (boards or not s.board))
        floor = min((s.turn_floor for s in specials), default=0)
        tests = tuple((s.name, s.condition, s.icons, s.icon_floor, s.turn_floor) for s in specials)
        icons = any(s.icons or s.icon_floor for s in specials)
        found = _WANTED[key] = Wanted(specials, icons, floor, tests)
    return found


def resolve_special(text: str) -> str | None:
    """A special achievement of a known set named ``text`` (any case/punctuation)."""
    key = normalize_name(text)
    return next((name for name in _SPECIALS if normalize_name(name) == key), None)


# ----------------------------------------------------------------------------
# trigger points


def actions_for(expansions: Sequence[str] = ()) -> dict[type[Action], ExtraAction]:
    """The extra actions of the sets in play, by action struct."""
    return {a.kind: a for cs in in_play(expansions) for a in cs.actions}


class Counting(NamedTuple):
    """What the sets in play add to END-1: the counters of achievements beyond the
    cards (``CardSet.counted_achievements``) and how many more winning takes."""

    counters: tuple[Callable[[State, str], int], ...]
    more_to_win: int


def counting(expansions: Sequence[str]) -> Counting:
    """The sets' :class:`Counting` for these expansions, worked out once (END-1 is
    checked again after every change in a game of Cities, CITY-20)."""
    key = tuple(expansions)
    found = _COUNTING.get(key)
    if found is None:
        sets = in_play(key)
        counters = tuple(c for cs in sets if (c := cs.counted_achievements) is not None)
        found = _COUNTING[key] = Counting(counters, sum(cs.more_to_win for cs in sets))
    return found


def counted_achievements(state: State, player: str) -> int:
    """``player``'s achievements beyond the cards, by the sets in play (0 in the base game)."""
    total = 0
    for count in counting(state.expansions).counters:
        total += count(state, player)
    return total


def counts_more_achievements(expansions: Sequence[str]) -> bool:
    return bool(counting(expansions).counters)


def more_to_win(expansions: Sequence[str]) -> int:
    """How many more achievements than END-1 says winning takes (CITY-3)."""
    return counting(expansions).more_to_win


def action_kind(tag: str) -> type[Action] | None:
    """The action struct a known set adds under ``tag`` (``"endorse"``), or None."""
    for cs in _SETS.values():
        for extra in cs.actions:
            if extra.kind.__struct_config__.tag == tag:
                return extra.kind
    return None


def extra_action(tag: str, **fields: Any) -> Action:
    """A set's extra action (``"endorse"``) built from its fields (records, scenarios)."""
    kind = action_kind(tag)
    if kind is None:
        raise ValueError(f"no set adds an action {tag!r}")
    named = {k: v for k, v in fields.items() if v is not None}
    return msgspec.convert({"action": tag, **named}, type=kind)


def triggers_for(expansions: Sequence[str] = ()) -> Triggers:
    """A fresh subscriber list for a game playing these expansions: the
    subscribers, end-of-Meld handlers and replacements of the sets in play."""
    sets = in_play(expansions)
    return Triggers(
        (sub for cs in sets for sub in cs.subscribers),
        (h for cs in sets for h in cs.end_of_meld),
        (r for cs in sets for r in cs.replacements),
        (rule for cs in sets for rule in cs.draw_rules),
        any(cs.echoes for cs in sets),
    )


def dealt_sets(expansions: Sequence[str] = ()) -> tuple[str, ...]:
    """The sets whose 1 pile gives each player a card of the initial deal
    in place of a second base 1 (ECHO-3)."""
    return tuple(cs.name for cs in in_play(expansions) if cs.deals)
