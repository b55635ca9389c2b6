"""Game records: a versioned msgspec event stream (one JSON document or JSON Lines).

A record has a header (game, edition, players in seating order, teams, whose
view it is, the known setup) and the events in order. Each action event
carries its actor, the answers to every decision asked inside it (in the
scenario answer forms), the draws observed (each card by name, or by age
only when the record's viewer could not see it) and, optionally, what the
source reported happened, so that it can be cross-checked.

JSON Lines: the first line is the header, every other line one event.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from typing import Any, Literal, NamedTuple, get_args

import msgspec

from adjudicator.core import jsonio
from adjudicator.core.problems import FormatError, Location
from adjudicator.core.records import (
    convert_in_chunks,
    decode_lines,
    encode_stream,
    is_lines,
    look_alike,
    one_of,
)
from adjudicator.core.steps import VERBS
from adjudicator.core.text import closest
from adjudicator.games.innovation.engine import registry
from adjudicator.games.innovation.engine.cards import (
    BASE,
    COLORS,
    Splay,
    known_cards,
    lookup,
    normalize_name,
)
from adjudicator.games.innovation.scenario_spec import SetupSpec

RECORD_FORMAT = "adjudicator-record"
RECORD_VERSION = 1
SPECTATOR = "spectator"  # the view of a record that no player saw (an imported log)


class DrawnCard(
    msgspec.Struct, frozen=True, gc=False, forbid_unknown_fields=True, omit_defaults=True
):
    """A card drawn during an action: the pile it came from (after skipping
    empty piles, DRAW-2) and its name, or no name when the viewer could not see it."""

    age: int
    card: str | None = None
    set: str = "base"  # the supply it came from (a city pile: "cities"; ECHO-10: "echoes")
    # taken from the bottom of the pile without a draw (ECHO-26: "transfer its bottom card")
    bottom: bool = False


class Reported(
    msgspec.Struct, frozen=True, gc=False, forbid_unknown_fields=True, omit_defaults=True
):
    """A state change as the record's source reported it (cross-checked)."""

    verb: str
    card: str | None = None
    age: int | None = None  # a card's back shows its age, even when hidden
    # and its set, when not a base card (a city's back, CITY-1; an Echoes card's, ECHO-1)
    set: str | None = None
    actor: str | None = None
    from_player: str | None = None
    from_zone: str | None = None
    to_player: str | None = None
    to_zone: str | None = None
    splay: str | None = None  # the new direction, for splay and unsplay


class HiddenAnswer(msgspec.Struct, frozen=True, gc=False, forbid_unknown_fields=True):
    """An answer the viewer could not see: the ages of the cards picked, if known."""

    hidden: list[int] | None = None
    # the set of each card picked, when one is not a base card (its back: CITY-1, ECHO-1)
    sets: list[str] | msgspec.UnsetType = msgspec.UNSET


class IconCounts(msgspec.Struct, frozen=True, gc=False, forbid_unknown_fields=True):
    """Each player's count of a dogma's featured icon at its start, as the source
    reported it (BGA's "P has N [icon]." lines; DOGMA-2, after an Endorse's payment,
    CITY-24): cross-checked with the rules' counts."""

    icon: str
    players: dict[str, int]


class Event(
    msgspec.Struct,
    gc=False,  # a tree of plain values: never part of a reference cycle
    tag_field="type",
    forbid_unknown_fields=True,
    omit_defaults=True,
    kw_only=True,
):
    player: str
    turn: int | None = None
    answers: list[Any] = msgspec.field(default_factory=list)
    draws: list[DrawnCard] = msgspec.field(default_factory=list)
    reported: list[Reported] | None = None
    # an imported log's place for this action: the file's line and the source's move number
    source_line: int | None = None
    bga_move: int | None = None
    # an imported log's guess: this may still be part of the action before it (a draw or
    # meld inside a dogma looks like a Draw or Meld action); the replay decides
    tentative: bool = False


class InitialMeldEvent(Event, tag="initial_meld"):
    card: str


class DrawEvent(Event, tag="draw"):
    pass


class MeldEvent(Event, tag="meld"):
    card: str


class DogmaEvent(Event, tag="dogma"):
    card: str
    counts: IconCounts | None = None  # the featured icon's counts the source reported


class AchieveEvent(Event, tag="achieve"):
    age: int


class EndorseEvent(Event, tag="endorse"):
    """Cities' Endorse action (CITY-21): the top card endorsed, the top city."""

    card: str
    city: str | None = None
    counts: IconCounts | None = None  # the featured icon's counts the source reported


class ArtifactEvent(Event, tag="artifact"):
    """Artifacts' free artifact action at the start of a turn (ART-13): ``choice``
    is "dogma" (then the artifact is returned), "return" or "pass"."""

    choice: str
    counts: IconCounts | None = None  # a dogma's featured icon's counts the source reported


class ResultEvent(
    msgspec.Struct, tag_field="type", tag="result", forbid_unknown_fields=True, kw_only=True
):
    """How the source says the game ended (cross-checked)."""

    winners: list[str]
    reason: str


ActionEvent = (
    InitialMeldEvent
    | DrawEvent
    | MeldEvent
    | DogmaEvent
    | AchieveEvent
    | EndorseEvent
    | ArtifactEvent
)
AnyEvent = ActionEvent | ResultEvent


class Setup(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True):
    """Known setup facts. ``hands``: each player's two dealt 1s (null for a card
    the viewer could not see). ``achievements``: the nine cards set aside (null
    entries, or no list, when unknown). ``seed``: the shuffle of a simulated game."""

    hands: dict[str, list[str | None]] = msgspec.field(default_factory=dict)
    achievements: list[str | None] | None = None
    seed: int | None = None


class Unsupported(msgspec.Struct, frozen=True, forbid_unknown_fields=True, omit_defaults=True):
    """Where an imported log first shows a card of a set the engine does not implement:
    the record's events stop before it."""

    set: str
    card: str | None = None
    line: int | None = None
    move: int | None = None


class Imported(msgspec.Struct, frozen=True, forbid_unknown_fields=True, omit_defaults=True):
    """Where an imported record comes from: the log's format and file, whose view, the
    achievements to win and where that number came from ("end line", "option", "rules";
    "extra" when the check inferred BGA's extra achievement, replay.table)."""

    format: str
    file: str | None = None
    viewer: str | None = None
    achievements_to_win: int | None = None
    achievements_from: str | None = None
    ended: bool = False
    unsupported: Unsupported | None = None
    # a tracker log of the older text-only form: a hidden card's set unsaid, as in
    # BGA's text (CITY-1: a hidden card taken for a base card may be a city)
    backs_unsaid: bool = False


class Header(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    format: Literal["adjudicator-record"] = "adjudicator-record"
    version: int = RECORD_VERSION
    game: Literal["innovation"] = "innovation"
    edition: Literal[1, 3] = 3
    players: list[str]
    teams: list[list[str]] | None = None
    view: str | None = None
    setup: Setup = msgspec.field(default_factory=Setup)
    source: str | None = None
    # the expansions in play (scenario.md "Expansions"); left out for the base game
    expansions: list[str] | msgspec.UnsetType = msgspec.UNSET
    # an imported log (issue 14): where it came from; its events give no answers, the
    # replay infers them (``infer_answers``) from the reported changes, which leave out
    # the step verbs in ``omits`` (the tracker drops splays)
    imported: Imported | msgspec.UnsetType = msgspec.UNSET
    infer_answers: bool | msgspec.UnsetType = msgspec.UNSET
    omits: list[str] | msgspec.UnsetType = msgspec.UNSET
    # a record that starts from a position (a referee's dispute, issue 15) instead of the
    # deal: the scenario's "setup" object, built by the scenario's code (scenario_position)
    position: SetupSpec | msgspec.UnsetType = msgspec.UNSET


class Record(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    header: Header
    events: list[AnyEvent] = msgspec.field(default_factory=list)

    def __repr__(self) -> str:
        h = self.header
        view = f", {h.view}'s view" if h.view else ""
        players = " and ".join(h.players)
        return f"<Record {h.game}: {players}, {len(self.events)} events{view}>"


# ----------------------------------------------------------------------------
# reading and writing


def load_record(data: bytes, *, filename: str | None = None) -> Record:
    """Decode a record (a JSON document, or JSON Lines for ``.jsonl``/``.ndjson``). A
    Board Game Arena log or a game in the text notation is imported on the fly by
    :func:`~adjudicator.games.innovation.reading.load_record_or_log` instead: the
    record model knows no importer."""
    names_in_play = False  # known already: every card the events name is of a set in play
    if is_lines(filename):
        record = _load_lines(data)
        _share_strings(record.events, {})
    elif (shared := _decode_sharing(data, filename)) is not None:
        record, names_in_play = shared
    else:
        record = _decode_by_event(data, filename) or jsonio.decode(data, Record, filename=filename)
    _check_header(record.header)
    # the usual case, checked in one go; else locate the card
    if not names_in_play and not _names_in_play(record):
        _check_event_cards(record.events)
        _check_sets(record)
    return record


# A JSON object first, and a record's key in the first 4 KB: what the importers'
# is_bga_log takes for a record, and what the notation and an HTML page never start with.
_JSON_OBJECT_START = re.compile(rb"(?:\xef\xbb\xbf)?\s*\{")
_RECORD_MARKS = (b'"header"', b'"adjudicator-record"')


def plainly_a_record(data: bytes) -> bool:
    """Whether ``data`` is a JSON record, never a log to import: then the importers
    (and what they import) need not be loaded to tell."""
    head = data[:4096]
    return _JSON_OBJECT_START.match(head) is not None and any(m in head for m in _RECORD_MARKS)


class _HeaderFirst(msgspec.Struct, kw_only=True):
    """A record document's header alone (its events skipped)."""

    header: Header


# ----------------------------------------------------------------------------
# decoding with shared strings (core.records.look_alike): every name of a record's
# events one object, as msgspec decodes them


class _Key(NamedTuple):
    """What a decoder of look-alikes is built for: the players, the sets in play
    (whose cards alone an event names or draws) and the sets registered."""

    players: tuple[str, ...]
    in_play: tuple[str, ...]
    registered: tuple[str, ...]


def _decode_sharing(data: bytes, filename: str | None) -> tuple[Record, bool] | None:
    """A JSON record decoded by the look-alikes' decoder of its players and sets,
    and whether every card its events name or draw is then known to belong to a set
    in play; None for a TOML file, a first record of its players and sets (a
    decoder costs some 1.3 ms to build), a name outside the decoder's ``Literal``
    types, or any error: the slower decoder then shares the strings, or says where
    the error is."""
    if filename and filename.endswith(".toml"):
        return None
    try:
        key = _key_of(data)
        decoder = _decoder_if_seen(key)
        if decoder is None:
            return None
        shared = decoder.decode(data)
        header = shared.header
        events = convert_in_chunks(shared.events, AnyEvent)
    except (msgspec.DecodeError, ValueError, RecursionError):
        return None
    in_play = {BASE, *(header.expansions or [])}
    return Record(header=header, events=events), in_play.issuperset(key.in_play)


# patterns compiled at their first search (re's cache), not at each start
_PLAYERS = rb'"players"\s*:\s*(\[[^]]*\])'
_EXPANSIONS = rb'"expansions"\s*:\s*(\[[^]]*\])'
_HEADER = msgspec.json.Decoder(_HeaderFirst)


def _key_of(data: bytes) -> _Key:
    """The decoder's key for a record: its header's players and expansions as found
    in its first 4 KB (a hint: a decoder built for others fails or decodes the
    same), else the header decoded."""
    head = data[:4096]
    players, expansions = re.search(_PLAYERS, head), re.search(_EXPANSIONS, head)
    if players is not None:
        names = _NAMES.decode(players.group(1))
        added = _NAMES.decode(expansions.group(1)) if expansions is not None else []
    else:
        header = _HEADER.decode(data).header
        names, added = header.players, header.expansions or []
    return _Key(tuple(names), (BASE, *added), registry.registered())


_NAMES = msgspec.json.Decoder(list[str])
_DECODERS = 16  # decoders kept: the latest built
_decoders: dict[_Key, msgspec.json.Decoder[Any]] = {}
_SEEN: set[_Key] = set()  # the keys of records decoded without a decoder of their own


def _decoder_if_seen(key: _Key) -> msgspec.json.Decoder[Any] | None:
    """The look-alikes' decoder for ``key`` once a record of that key was decoded
    before (a folder of imported logs may name new players in each record); none
    for no players."""
    decoder = _decoders.get(key)
    if decoder is not None or not key.players:
        return decoder
    if key not in _SEEN:
        if len(_SEEN) >= _DECODERS * 16:
            _SEEN.clear()
        _SEEN.add(key)
        return None
    if len(_decoders) >= _DECODERS:
        del _decoders[next(iter(_decoders))]
    decoder = _decoders[key] = _decoder(key)
    return decoder


def _decoder(key: _Key) -> msgspec.json.Decoder[Any]:
    """A decoder of a record whose events are look-alikes with ``Literal`` types
    for the players, the cards of the sets in play (any known card or special
    achievement in a reported change), the verbs, zones, sets and splays."""
    changes = {**_vocabulary(key.registered), **dict.fromkeys(_PLAYER_FIELDS, one_of(key.players))}
    events = {**changes, "card": _cards_of(key.in_play), "city": _cards_of(key.in_play)}
    vocabularies = {Record: {}, DrawnCard: events, Reported: changes}
    vocabularies.update(dict.fromkeys(get_args(ActionEvent), events))
    return msgspec.json.Decoder(look_alike(Record, vocabularies))


_PLAYER_FIELDS = ("player", "actor", "from_player", "to_player")


@cache
def _cards_of(in_play: tuple[str, ...]) -> Any:
    return one_of(sorted(_names_of_sets(frozenset(in_play))))


@cache
def _vocabulary(registered: tuple[str, ...]) -> dict[str, Any]:
    """The ``Literal`` type of each named field of a reported change but its players'."""
    cards = {c.name for c in known_cards()}
    cards.update(s.name for name in registered for s in registry.get(name).specials)
    ages = sorted({c.age for c in known_cards()})
    zones = [*_ZONE_KINDS, *(f"board:{c.value}" for c in COLORS), *(f"deck:{a}" for a in ages)]
    zones += [f"deck:{s}:{a}" for s in registered if s != BASE for a in ages]
    zone = one_of(zones)
    return {
        "card": one_of(sorted(cards)),
        "verb": one_of(sorted({*VERBS, "end"})),
        "from_zone": zone,
        "to_zone": zone,
        "set": one_of(registered),
        "splay": one_of(s.value for s in Splay),
    }


# the zone codes without a colour or an age (steps.zone_code)
_ZONE_KINDS = ("hand", "score", "achievements", "removed", "forecast", "display", "relics")


class _EventsLater(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """A record document whose events are decoded one at a time."""

    header: Header
    events: list[msgspec.Raw] = msgspec.field(default_factory=list)


_LATER = msgspec.json.Decoder(_EventsLater)
_EVENT = msgspec.json.Decoder(AnyEvent)


def _decode_by_event(data: bytes, filename: str | None) -> Record | None:
    """A JSON record decoded event by event, each event's strings shared before
    the next is decoded (so the unshared strings of the whole record never exist
    at once); None for a TOML file or any error (the whole document decoded
    again then says where)."""
    if filename and filename.endswith(".toml"):
        return None
    try:
        later = _LATER.decode(data)
        shared: dict[Any, Any] = {}
        events = [_shared_event(_EVENT.decode(raw), shared) for raw in later.events]
    except (msgspec.DecodeError, ValueError, RecursionError):
        return None
    return Record(header=later.header, events=events)


def _share_strings(events: list[AnyEvent], shared: dict[Any, Any]) -> None:
    """:func:`_shared_event` for each of ``events``."""
    for event in events:
        _shared_event(event, shared)


def _shared_event(event: AnyEvent, shared: dict[Any, Any]) -> AnyEvent:
    """``event``, with one object for each name it repeats from earlier events
    and for each reported change (``shared``: the ones met so far, each its own
    key). The decoder makes a new string at each place: without this, most of a
    decoded record's memory."""
    if isinstance(event, ResultEvent):
        return event
    share = shared.setdefault
    event.player = share(event.player, event.player)
    for drawn in event.draws:
        if drawn.card is not None:
            msgspec.structs.force_setattr(drawn, "card", share(drawn.card, drawn.card))
    if event.reported:
        event.reported = _shared_changes(event.reported, shared)
    return event


def _shared_changes(changes: list[Reported], shared: dict[Any, Any]) -> list[Reported]:
    """For each of ``changes``, the one object for an equal reported change met
    before, else a copy whose strings are the shared ones (one loop, no call per
    change: the decoding's cost is mostly these few operations per change)."""
    get = shared.get
    share = shared.setdefault
    astuple = msgspec.structs.astuple
    found_changes = []
    for change in changes:
        found: Reported | None = get(change)
        if found is None:
            values = astuple(change)
            shared_values: Iterator[Any] = map(share, values, values)
            found = Reported(*shared_values)
            shared[found] = found
        found_changes.append(found)
    return found_changes


def _names_in_play(record: Record) -> bool:
    """Whether every card the events name or draw is named by its proper name and
    belongs to a set in play (then neither check below can find anything)."""
    events = record.events
    named: set[str | None] = {getattr(e, "card", None) for e in events}
    named |= {getattr(e, "city", None) for e in events}
    named |= {d.card for e in events if not isinstance(e, ResultEvent) for d in e.draws}
    named.discard(None)
    return named <= _names_of_sets(frozenset({BASE, *(record.header.expansions or [])}))


@cache
def _names_of_sets(in_play: frozenset[str]) -> frozenset[str]:
    return frozenset(c.name for c in known_cards() if c.set in in_play)


def _check_sets(record: Record) -> None:
    """Every card an event names belongs to a set in play (a city in a base-only
    record is a format error naming the card and the expansion it needs)."""
    in_play = {BASE, *(record.header.expansions or [])}
    for i, event in enumerate(record.events):
        named = [("card", getattr(event, "card", None)), ("city", getattr(event, "city", None))]
        named += [(f"draws[{k}].card", d.card) for k, d in enumerate(getattr(event, "draws", []))]
        for field, name in named:
            found = lookup(name) if isinstance(name, str) else None
            if found is not None and found.set not in in_play:
                raise FormatError(
                    registry.not_in_play(found.name, found.set),
                    location=Location(path=f"$.events[{i}].{field}"),
                )


def _load_lines(data: bytes) -> Record:
    header, events = decode_lines(data, Header, AnyEvent)
    return Record(header=header, events=events)


#: Innovation's table: 2 to 4 players.
MIN_PLAYERS, MAX_PLAYERS = 2, 4


def _check_header(h: Header) -> None:
    jsonio.check_player_names(h.players, "$.header.players")
    if h.version != RECORD_VERSION:
        raise FormatError(
            f"record version {h.version} is not supported (this is version {RECORD_VERSION})",
            location=Location(path="$.header.version"),
        )
    if len(set(h.players)) != len(h.players) or not MIN_PLAYERS <= len(h.players) <= MAX_PLAYERS:
        raise FormatError(
            f"players must be {MIN_PLAYERS} to {MAX_PLAYERS} distinct names",
            location=Location(path="$.header.players"),
        )
    problem = registry.expansion_problem(h.expansions or [])
    if problem is not None:
        index, message = problem
        raise FormatError(message, location=Location(path=f"$.header.expansions[{index}]"))
    if h.view is not None and h.view not in h.players and h.view != SPECTATOR:
        raise FormatError(f"unknown player {h.view!r}", location=Location(path="$.header.view"))
    for name in h.setup.hands:
        if name not in h.players:
            raise FormatError(
                f"unknown player {name!r}", location=Location(path=f"$.header.setup.hands.{name}")
            )


def _check_event_cards(events: list[AnyEvent]) -> None:
    """Every card an action event names or draws is a known card: a misspelt one
    is a format error at its path, with the card it is closest to. (What the
    source reported is cross-checked by the replay, achievements included.)"""
    known = _card_names()
    for i, event in enumerate(events):
        if isinstance(event, ResultEvent):
            continue
        named = [("card", getattr(event, "card", None)), ("city", getattr(event, "city", None))]
        named += [(f"draws[{j}].card", d.card) for j, d in enumerate(event.draws)]
        for where, name in named:
            if isinstance(name, str) and name not in known and lookup(name) is None:
                near = closest(name, known, normalize_name)
                hint = f" (did you mean {near}?)" if near else ""
                raise FormatError(
                    f"unknown card {name!r}{hint}", location=Location(path=f"$.events[{i}].{where}")
                )


@cache
def _card_names() -> frozenset[str]:
    return frozenset(c.name for c in known_cards())


def encode_record(record: Record, *, lines: bool = False) -> bytes:
    """The record as bytes: one JSON document (indented events, one per line) or JSON Lines."""
    return encode_stream(record.header, record.events, lines=lines)


def order_of(text: str) -> list[str]:
    """A pile's order as a record writes it ("A, B, C", top first), back into
    names: a name with a comma in it ("Almira, Queen of the Castle") stays whole."""
    commas = sorted((c.name for c in known_cards() if ", " in c.name), key=len, reverse=True)
    out: list[str] = []
    rest = text
    while rest:
        whole = next((n for n in commas if rest.startswith(n)), None)
        name = whole if whole is not None else rest.split(", ", 1)[0]
        out.append(name)
        rest = rest[len(name) :].removeprefix(", ")
    return out
