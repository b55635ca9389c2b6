"""Typed steps: every state change and every decision, in order.

A :class:`Step` says what happened in fields: its ``verb`` (a closed set), the
``rule``, the ``actor``, the cards, where they came from and went to (``src``
and ``dst``, :class:`Zone` structs) and what caused it (``cause``, a
:class:`Cause`: the card and effect, the executor and leader, a demand, the
free draw). Explanations, the free-draw test (DOGMA-6), replay checks, views
and trees read these fields; ``text`` is the English sentence shown to people
and read by nothing else. ``change`` marks steps that changed the game in the
sense of DOGMA-6 (a card moved or revealed, a pile splayed or rearranged).

A game keeps all its steps, so they are kept small: no garbage-collector
header (``gc=False``: a step, a zone or a cause never refers back to anything
that refers to it), and equal zones and causes shared (:func:`shared_zone`,
:func:`shared_cause`).

Steps go out as JSON in one flat shape (:class:`StepOut`, made by
:func:`step_out` and nowhere else): zones as code strings ("hand", "board:red",
"deck:3"), the cause spread into ``effect_card``, ``effect_index`` and so on.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal, TypeVar, get_args

import msgspec

Verb = Literal[
    "action",
    "turn",
    "dogma",
    "effect",
    "execute",
    "decide",
    "note",
    # an event a replacement stands in for (FIG-16): not a change
    "would",
    "draw",
    "foreshadow",  # into a forecast (Echoes, ECHO-21)
    "dig",  # an artifact onto a display (Artifacts, ART-7)
    "meld",
    "tuck",
    "score",
    "return",
    "transfer",
    "exchange",
    "reveal",
    "splay",
    "unsplay",
    "rearrange",
    "remove",
    "achieve",
    "claim",
    "game_over",
    # Gizmos (games/gizmos/steps.py)
    "decision",
    "file",
    "pick",
    "build",
    "research",
    "bottom",
    "use",
    "trigger",
    "vp_token",
    "refill_row",
    "refill_display",
    "end_turn",
    "last_round",
]
VERBS: frozenset[str] = frozenset(get_args(Verb))

BASE_SET = "base"


class Zone(msgspec.Struct, frozen=True, gc=False):
    """A place a card can be: a player's hand, score pile, board pile (``color``)
    or achievements, a supply pile (``age``, of the card set ``set``), the
    available achievements (no player), or out of the game ("removed")."""

    kind: str
    player: str | None = None
    color: str | None = None  # board piles
    age: int | None = None  # supply piles
    set: str = BASE_SET  # supply piles: the card set they belong to

    @property
    def code(self) -> str:
        """The zone's code as records and JSON steps write it (without the player)."""
        return zone_code(self)


def zone_code(zone: Zone) -> str:
    """ "hand", "score", "achievements", "removed", "board:red", "deck:3"
    ("deck:SET:3" for a supply pile of another card set than the base one)."""
    if zone.kind == "board" and zone.color is not None:
        return f"board:{zone.color}"
    if zone.kind == "deck" and zone.age is not None:
        return f"deck:{zone.age}" if zone.set == BASE_SET else f"deck:{zone.set}:{zone.age}"
    return zone.kind


def zone_from_code(code: str, player: str | None = None) -> Zone:
    """The :class:`Zone` a code of :func:`zone_code` names (``player``: its owner)."""
    kind, _, rest = code.partition(":")
    if kind == "board":
        return Zone("board", player, color=rest or None)
    if kind == "deck":
        set_name, _, age = rest.rpartition(":")
        return Zone("deck", age=int(age) if age else None, set=set_name or BASE_SET)
    return Zone(kind, player)


class Cause(msgspec.Struct, frozen=True, gc=False):
    """What made a step happen: effect ``effect`` (0-based) of ``card`` run by
    ``executor`` for ``leader`` (who took the Dogma action), as a demand or
    not, ``depth`` executions deep (an effect executing another card's), by
    an "execute" effect (DOGMA-8), or the free draw (DOGMA-6)."""

    card: str | None = None
    effect: int | None = None
    executor: str | None = None
    leader: str | None = None
    demand: bool = False
    depth: int = 0
    via_execute: bool = False
    free_draw: bool = False


NO_CAUSE = Cause()

_ZONES: dict[Zone, Zone] = {}
_CAUSES: dict[Cause, Cause] = {NO_CAUSE: NO_CAUSE}
# the tables, for a hot caller's lookup inline (``SHARED_ZONES.get(zone) or shared_zone(zone)``)
SHARED_ZONES: dict[Zone, Zone] = _ZONES
SHARED_CAUSES: dict[Cause, Cause] = _CAUSES
_T = TypeVar("_T", Zone, Cause)
_SHARED_MAX = 4096  # distinct zones (causes) kept: player names differ from game to game


def _shared(table: dict[_T, _T], item: _T) -> _T:
    """The one object of all equal items handed here, kept in ``table`` (cleared when
    it reaches :data:`_SHARED_MAX`)."""
    found = table.get(item)
    if found is None:
        if len(table) >= _SHARED_MAX:
            table.clear()
            _CAUSES[NO_CAUSE] = NO_CAUSE  # the one "no cause" stays the shared one
        table[item] = found = item
    return found


def shared_zone(zone: Zone) -> Zone:
    """The one object of all equal zones handed here (a game's steps name the
    same few zones over and over)."""
    found = _ZONES.get(zone)
    return _shared(_ZONES, zone) if found is None else found


def shared_cause(cause: Cause) -> Cause:
    """The one object of all equal causes handed here."""
    found = _CAUSES.get(cause)
    return _shared(_CAUSES, cause) if found is None else found


class Step(msgspec.Struct, frozen=True, gc=False):
    text: str
    verb: Verb
    rule: str | None = None
    actor: str | None = None
    card: str | None = None
    cards: tuple[str, ...] = ()
    src: Zone | None = None
    dst: Zone | None = None
    cause: Cause = NO_CAUSE
    change: bool = False
    detail: dict[str, Any] | None = None
    # the cards the sentence names, as its writer declared them (views hide them)
    mentions: tuple[str, ...] = ()

    @property
    def named(self) -> list[str]:
        """The cards the step names in its fields (card, cards)."""
        return [n for n in (self.card, *self.cards) if n]


def as_verb(word: str) -> Verb:
    """``word`` as a :data:`Verb` (a verb read from a file)."""
    if word not in VERBS:
        raise ValueError(f"unknown step verb {word!r}")
    return word  # type: ignore[return-value]


class StepOut(msgspec.Struct):
    """A step as JSON: every key users and acceptance tests read, flat."""

    text: str
    verb: str
    rule: str | None = None
    actor: str | None = None
    card: str | None = None
    cards: tuple[str, ...] = ()
    from_player: str | None = None
    from_zone: str | None = None
    to_player: str | None = None
    to_zone: str | None = None
    # What caused it: the card whose effect ran, the effect's index (0-based),
    # the player executing it and the player who took the Dogma action.
    effect_card: str | None = None
    effect_index: int | None = None
    executor: str | None = None
    leader: str | None = None
    demand: bool = False
    depth: int = 0
    change: bool = False
    detail: dict[str, Any] | None = None
    free_draw: bool = False


def step_out(step: Step) -> StepOut:
    """The one JSON encoding of a step."""
    src, dst, cause = step.src, step.dst, step.cause
    return StepOut(
        text=step.text,
        verb=step.verb,
        rule=step.rule,
        actor=step.actor,
        card=step.card,
        cards=step.cards,
        from_player=src.player if src else None,
        from_zone=zone_code(src) if src else None,
        to_player=dst.player if dst else None,
        to_zone=zone_code(dst) if dst else None,
        effect_card=cause.card,
        effect_index=cause.effect,
        executor=cause.executor,
        leader=cause.leader,
        demand=cause.demand,
        depth=cause.depth,
        change=step.change,
        detail=step.detail,
        free_draw=cause.free_draw,
    )


def steps_out(steps: Sequence[Step]) -> list[StepOut]:
    return [step_out(s) for s in steps]


def split_actions(steps: Sequence[Step]) -> list[list[Step]]:
    """The steps of each action, each list starting at its "action" step
    (steps before the first action, such as set-up draws, are left out)."""
    groups: list[list[Step]] = []
    for step in steps:
        if step.verb == "action":
            groups.append([])
        if groups:
            groups[-1].append(step)
    return groups
