"""The games behind the core, each a package (``innovation``, ``gizmos``), by name.

A game package offers ``run_scenario(path)`` (a result with ``to_json()`` and
``exit_code``), ``print_scenario(console, result)`` and ``RULES`` (its rules
reference, by rule ID).

A scenario or record file names its game: ``$.game`` in a scenario,
``$.header.game`` in a record (the first line of a JSON Lines record). The
game's package is imported only when a file names it; a file naming a game
this adjudicator does not have is a :class:`FormatError` (exit 2). The
content decides the text format, not the file name: JSON, JSON Lines (a
record's header line first) or TOML.
"""

from __future__ import annotations

import importlib
import tomllib
from dataclasses import dataclass
from types import ModuleType
from typing import Any, Literal

import msgspec

from adjudicator.core.jsonio import UNREADABLE
from adjudicator.core.problems import FormatError, Location

GAMES: dict[str, str] = {
    "innovation": "adjudicator.games.innovation",
    "gizmos": "adjudicator.games.gizmos",
}
DEFAULT_GAME = "innovation"  # the formats' default when a file names none

TextFormat = Literal["json", "jsonl", "toml"]


@dataclass(frozen=True)
class Sniffed:
    """What a file holds, read without its game's types."""

    format: TextFormat
    record: bool  # a game record (JSON with a "header", or JSON Lines)
    game: object  # the value of its game field (DEFAULT_GAME when absent)
    game_path: str  # where that field is


def game_package(name: object, *, path: str = "$.game") -> ModuleType:
    """The package of the game called ``name``, imported on first use.

    >>> game_package("innovation").__name__
    'adjudicator.games.innovation'
    >>> game_package("chess")
    Traceback (most recent call last):
    ...
    adjudicator.core.problems.FormatError: $.game: unknown game 'chess' (this adjudicator knows gizmos, innovation)
    """
    if not isinstance(name, str) or name not in GAMES:
        raise FormatError(
            f"unknown game {name!r} (this adjudicator knows {', '.join(sorted(GAMES))})",
            location=Location(path=path),
        )
    return importlib.import_module(GAMES[name])


def game_for(data: bytes, *, filename: str | None = None) -> ModuleType:
    """The package of the game a scenario or record file names. A file that
    does not parse gets the default game, whose loader says what is wrong."""
    sniffed = sniff(data, filename=filename)
    if sniffed is None:
        return game_package(DEFAULT_GAME)
    return game_package(sniffed.game, path=sniffed.game_path)


def sniff(data: bytes, *, filename: str | None = None) -> Sniffed | None:
    """The text format of ``data``, whether it is a record, and the game it
    names; None when it is none of JSON, JSON Lines and TOML."""
    doc = _decoded(data)
    if isinstance(doc, dict) and "header" in doc:
        header = doc["header"]
        game = header.get("game", DEFAULT_GAME) if isinstance(header, dict) else DEFAULT_GAME
        return Sniffed("json", True, game, "$.header.game")
    if doc is not _UNREADABLE and not (isinstance(doc, dict) and "format" in doc):
        return Sniffed("json", False, _game_field(doc), "$.game")
    first = _first_line(data)
    if isinstance(first, dict):  # JSON Lines: the header line, then the events
        return Sniffed("jsonl", True, first.get("game", DEFAULT_GAME), "$.header.game")
    toml = _toml(data) if doc is _UNREADABLE else None
    if toml is not None or (filename or "").endswith(".toml"):
        return Sniffed("toml", False, _game_field(toml), "$.game")
    return None


_UNREADABLE = object()


def _decoded(data: bytes) -> Any:
    try:
        return msgspec.json.decode(data)
    except UNREADABLE:
        return _UNREADABLE


def _first_line(data: bytes) -> Any:
    for line in data.split(b"\n"):
        if line.strip():
            try:
                return msgspec.json.decode(line)
            except UNREADABLE:
                return None
    return None


def _toml(data: bytes) -> dict[str, Any] | None:
    try:
        return tomllib.loads(data.decode())
    except (ValueError, RecursionError):  # TOMLDecodeError and UnicodeDecodeError are ValueErrors
        return None


def _game_field(doc: Any) -> object:
    return doc.get("game", DEFAULT_GAME) if isinstance(doc, dict) else DEFAULT_GAME


__all__ = ["DEFAULT_GAME", "GAMES", "Sniffed", "game_for", "game_package", "sniff"]
