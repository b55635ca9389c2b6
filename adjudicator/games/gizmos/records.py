"""Gizmos game records: a versioned msgspec event stream (one JSON document or
JSON Lines), like Innovation's (``"game": "gizmos"``).

The header names the players in seating order and the starting position in
the scenario's ``setup`` form (``scenario.md``, "Gizmos"; a simulated game
gives only its ``seed``). Each event is one turn's action with its actor, the
answers to every decision asked during the turn (in the scenario answer
forms, the last one usually ``null``: no more triggered gizmos), and what
chance gave: the spheres that came out of the dispenser, in order
(``spheres``), and the cards each research drew (``drawn``), cross-checked.
A build event may give only the spheres spent (no ``converters``): the
checker then finds the converter uses that pay with them.

JSON Lines: the first line is the header, every other line one event.
"""

from __future__ import annotations

from typing import Any, Literal

import msgspec

from adjudicator.core import jsonio
from adjudicator.core.problems import FormatError, Location
from adjudicator.core.records import decode_lines, encode_stream, is_lines
from adjudicator.games.gizmos.cards import Color
from adjudicator.games.gizmos.payment import ConverterUse
from adjudicator.games.gizmos.spec import SetupSpec

RECORD_FORMAT = "adjudicator-record"
RECORD_VERSION = 1


class Setup(SetupSpec, omit_defaults=True):
    """The starting position, as a scenario's ``setup`` (only what is given)."""


class Event(
    msgspec.Struct,
    tag_field="type",
    forbid_unknown_fields=True,
    omit_defaults=True,
    kw_only=True,
):
    player: str
    turn: int | None = None
    answers: list[Any] = msgspec.field(default_factory=list)
    # chance: the spheres out of the dispenser and the cards researched, in order
    spheres: list[Color] | None = None
    drawn: list[int] | None = None


class FileEvent(Event, tag="file"):
    card: int


class PickEvent(Event, tag="pick"):
    color: Color


class BuildEvent(Event, tag="build"):
    card: int
    spend: dict[Color, int] = msgspec.field(default_factory=dict)
    # absent: only the spheres spent are known (the checker finds the uses)
    converters: list[ConverterUse] | None = None


class ResearchEvent(Event, tag="research"):
    level: int


class PassEvent(Event, tag="pass"):
    pass


class ResultEvent(
    msgspec.Struct, tag_field="type", tag="result", forbid_unknown_fields=True, kw_only=True
):
    """How the source says the game ended (cross-checked)."""

    winners: list[str]
    reason: str


ActionEvent = FileEvent | PickEvent | BuildEvent | ResearchEvent | PassEvent
AnyEvent = ActionEvent | ResultEvent


class Header(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    format: Literal["adjudicator-record"] = "adjudicator-record"
    version: int = RECORD_VERSION
    game: Literal["gizmos"] = "gizmos"
    players: list[str]
    setup: Setup = msgspec.field(default_factory=Setup)
    source: str | None = None


class Record(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    header: Header
    events: list[AnyEvent] = msgspec.field(default_factory=list)

    def __repr__(self) -> str:
        players = " and ".join(self.header.players)
        return f"<Record gizmos: {players}, {len(self.events)} events>"


# ----------------------------------------------------------------------------
# reading and writing


def load_record(data: bytes, *, filename: str | None = None) -> Record:
    """Decode a record (a JSON document, or JSON Lines for ``.jsonl``/``.ndjson``)."""
    if is_lines(filename):
        record = _load_lines(data)
    else:
        record = jsonio.decode(data, Record, filename=filename)
    _check_header(record.header)
    return record


def _load_lines(data: bytes) -> Record:
    header, events = decode_lines(data, Header, AnyEvent)
    return Record(header=header, events=events)


def _check_header(h: Header) -> None:
    if h.version != RECORD_VERSION:
        raise FormatError(
            f"record version {h.version} is not supported (this is version {RECORD_VERSION})",
            location=Location(path="$.header.version"),
        )
    if len(set(h.players)) != len(h.players) or not 2 <= len(h.players) <= 4:
        raise FormatError(
            "players must be 2 to 4 distinct names", location=Location(path="$.header.players")
        )


def encode_record(record: Record, *, lines: bool = False) -> bytes:
    """The record as bytes: one JSON document (indented events, one per line) or JSON Lines."""
    return encode_stream(record.header, record.events, lines=lines)
