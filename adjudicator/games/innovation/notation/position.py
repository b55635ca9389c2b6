"""The notation's ``position:`` header: a starting position in the scenario's terms.

Two ways to write it, both the scenario's ``setup`` object (../shared/spec/scenario.md):

- the scenario's JSON, after ``position:``, over as many lines as it takes;
- a block a referee can type: ``position:`` alone, then the same keys, one per line,
  indented under their parent; a list is its items separated by commas (``hand:
  Sailing, Code of Laws``; ``[]`` for none), and any value may be written in JSON::

      position:
        current_player: alice
        players:
          alice:
            board:
              red: Oars
              blue:
                cards: Writing, Tools
                splay: left
          bob:
            hand: Sailing, Code of Laws
        decks:
          1: Clothing, Pottery

Reading keeps where each value was written (its line and column), so that a problem
the scenario's own validation finds (an unknown card, a card in a pile of another
colour) names the line and column of the value (:class:`PositionError`).
"""

from __future__ import annotations

import bisect
import json
import re
from dataclasses import dataclass, field
from typing import Any

#: Keys whose value is one word or number, not a list (the scenario's set-up).
_TEXT_KEYS = frozenset({"current_player", "splay"})
_NUMBER_KEYS = frozenset({"actions_left", "turn", "seed"})
_NO_ITEMS = frozenset({"", "none", "nothing", "-"})
_LITERAL = re.compile(r"-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?|true|false|null")
_INTEGER = re.compile(r"-?[0-9]{1,9}")
MAX_DEPTH = 24
_DECODER = json.JSONDecoder()
_SURROGATE = re.compile("[\ud800-\udfff]")
ROOT = "$"

Where = dict[str, tuple[int, int]]  # a value's path: its line (from 1) and column (from 0)


class PositionError(Exception):
    """A problem at ``line`` (from 1), ``column`` (from 0, in the line as written)."""

    def __init__(self, message: str, line: int, column: int) -> None:
        super().__init__(message)
        self.message, self.line, self.column = message, line, column


@dataclass
class Position:
    """A position read: the scenario's set-up as plain data, and where each value is."""

    value: dict[str, Any]
    where: Where
    line: int  # the ``position:`` line

    def place(self, path: str | None) -> tuple[int, int]:
        """The line and column of the value at ``path`` (a scenario error's JSON path,
        ``$.setup…``), or of the closest value holding it."""
        steps = _steps(path or ROOT)
        while steps:
            found = self.where.get(ROOT + "".join(steps))
            if found is not None:
                return found
            steps.pop()
        return self.where.get(ROOT, (self.line, 0))


def _steps(path: str) -> list[str]:
    """A JSON path's steps after ``$.setup``, each key as ``.key``, each index as ``[i]``."""
    rest = path.removeprefix("$.setup").removeprefix("$")
    out = []
    for key, quoted, index in re.findall(r"\.([^.\[]+)|\['([^']*)'\]|\[(\d+|\.\.\.)\]", rest):
        if index == "...":
            break
        out.append(f"[{index}]" if index else f".{key or quoted}")
    return out


@dataclass
class _Text:
    """Lines (or parts of lines) joined, knowing where each character was written."""

    parts: list[tuple[int, int, str]] = field(default_factory=list)  # line, column, text
    starts: list[int] = field(default_factory=list)
    text: str = ""

    def add(self, line: int, column: int, text: str) -> None:
        if self.parts:
            self.text += "\n"
        self.starts.append(len(self.text))
        self.parts.append((line, column, text))
        self.text += text

    def at(self, offset: int) -> tuple[int, int]:
        k = max(bisect.bisect_right(self.starts, offset) - 1, 0)
        line, column, text = self.parts[k]
        return line, column + min(offset - self.starts[k], len(text))

    def error(self, message: str, offset: int) -> PositionError:
        return PositionError(message, *self.at(offset))


# ----------------------------------------------------------------------------
# collecting the lines


class PositionReader:
    """The lines of a ``position:`` header as the notation reader meets them: the JSON
    until its braces close, or the indented block under ``position:``."""

    def __init__(self, line: int, column: int, value: str) -> None:
        self.line = line
        self.json = bool(value.strip())
        self.text = _Text()
        self.block: list[tuple[int, int, str]] = []  # line, indent, content
        self.depth = 0
        self.in_string = False
        self.escaped = False
        self.done = False
        if self.json:
            self.feed_json(line, column, value)

    def takes(self, line: int, body: str) -> bool:
        """Whether ``body`` (a line without its comment) is part of the position."""
        if self.json:
            self.feed_json(line, 0, body)
            return True
        if not body[:1].isspace():
            self.done = True
            return False
        content = body.strip()
        self.block.append((line, len(body) - len(body.lstrip()), content))
        return True

    def feed_json(self, line: int, column: int, text: str) -> None:
        if not self.text.parts and not text.lstrip().startswith("{"):
            offset = len(text) - len(text.lstrip())
            raise PositionError(
                "the position is the scenario's JSON object ('{…}') or an indented block "
                "on the lines below 'position:'",
                line,
                column + offset,
            )
        self.text.add(line, column, text)
        for k, char in enumerate(text):
            if self.done and not char.isspace():
                raise PositionError("text after the position's closing '}'", line, column + k)
            self.count(char)

    def count(self, char: str) -> None:
        """Follow the braces outside strings, to see where the JSON ends."""
        if self.in_string:
            self.escaped = not self.escaped and char == "\\"
            self.in_string = self.escaped or char != '"'
        elif char == '"':
            self.in_string = True
        elif char in "{[":
            self.depth += 1
        elif char in "}]":
            self.depth -= 1
            self.done = self.depth <= 0

    def finish(self) -> Position:
        """The position read (a PositionError where it does not read)."""
        where: Where = {}
        if self.json:
            if not self.done:
                line, column, _ = self.text.parts[0]
                raise PositionError(
                    "the position is not a whole JSON object: its '{' is never closed",
                    line,
                    column + len(self.text.parts[0][2]) - len(self.text.parts[0][2].lstrip()),
                )
            value = JsonReader(self.text, where).document()
        else:
            if not self.block:
                raise PositionError(
                    "the position is empty: write it on the lines below 'position:', "
                    "indented, or as the scenario's JSON after it",
                    self.line,
                    0,
                )
            value, k = BlockReader(self.block, where).mapping(0, self.block[0][1], ROOT)
            if k < len(self.block):
                line, column, _ = self.block[k]
                raise PositionError(
                    "this line is indented less than the position's first", line, column
                )
        if not isinstance(value, dict):
            raise PositionError(
                "the position must be an object (the scenario's 'setup')", *where[ROOT]
            )
        return Position(value, where, self.line)


# ----------------------------------------------------------------------------
# JSON, keeping where each value is


class JsonReader:
    """A JSON document read by recursive descent, noting the place of every value."""

    def __init__(self, text: _Text, where: Where) -> None:
        self.text = text
        self.s = text.text
        self.where = where

    def document(self) -> Any:
        value, end = self.value(self.skip(0), ROOT, 0)
        end = self.skip(end)
        if end < len(self.s):
            raise self.text.error("text after the position's closing '}'", end)
        return value

    def skip(self, at: int) -> int:
        while at < len(self.s) and self.s[at] in " \t\r\n":
            at += 1
        return at

    def value(self, at: int, path: str, depth: int) -> tuple[Any, int]:
        if depth > MAX_DEPTH:
            raise self.text.error("the position is nested too deep", at)
        self.where[path] = self.text.at(at)
        char = self.s[at : at + 1]
        if char == "{":
            return self.object(at + 1, path, depth)
        if char == "[":
            return self.array(at + 1, path, depth)
        if char == '"':
            return self.string(at)
        found = _LITERAL.match(self.s, at)
        if found is None:
            what = repr(char) if char else "the end of the position"
            raise self.text.error(f"expected a JSON value, found {what}", at)
        return json.loads(found.group()), found.end()

    def string(self, at: int) -> tuple[str, int]:
        try:
            found, end = _DECODER.raw_decode(self.s, at)
        except json.JSONDecodeError as exc:
            raise self.text.error(f"a bad JSON string: {exc.msg}", exc.pos) from None
        text = str(found)
        if not text.isprintable() or _SURROGATE.search(text):
            raise self.text.error("a bad JSON string: a control or surrogate character", at)
        return text, end

    def expect(self, at: int, chars: str, what: str) -> int:
        at = self.skip(at)
        if self.s[at : at + 1] not in tuple(chars):
            found = repr(self.s[at]) if at < len(self.s) else "the end of the position"
            raise self.text.error(f"expected {what}, found {found}", at)
        return at

    def object(self, at: int, path: str, depth: int) -> tuple[dict[str, Any], int]:
        out: dict[str, Any] = {}
        at = self.skip(at)
        if self.s[at : at + 1] == "}":
            return out, at + 1
        while True:
            at = self.expect(at, '"', "a key in double quotes")
            key, at = self.string(at)
            at = self.expect(at, ":", "':'") + 1
            out[key], at = self.value(self.skip(at), f"{path}.{key}", depth + 1)
            at = self.expect(at, ",}", "',' or '}'")
            if self.s[at] == "}":
                return out, at + 1
            at += 1

    def array(self, at: int, path: str, depth: int) -> tuple[list[Any], int]:
        out: list[Any] = []
        at = self.skip(at)
        if self.s[at : at + 1] == "]":
            return out, at + 1
        while True:
            item, at = self.value(self.skip(at), f"{path}[{len(out)}]", depth + 1)
            out.append(item)
            at = self.expect(at, ",]", "',' or ']'")
            if self.s[at] == "]":
                return out, at + 1
            at += 1


# ----------------------------------------------------------------------------
# the indented block


class BlockReader:
    """The indented block: ``key: value`` lines, a key alone opening the lines indented
    under it, ``- item`` lines a list."""

    def __init__(self, lines: list[tuple[int, int, str]], where: Where) -> None:
        self.lines = lines
        self.where = where

    def mapping(self, k: int, indent: int, path: str) -> tuple[dict[str, Any] | list[Any], int]:
        line, _, content = self.lines[k]
        if path.count(".") > MAX_DEPTH:
            raise PositionError("the position is nested too deep", line, indent)
        self.where.setdefault(path, (line, indent))
        if content.startswith("-"):
            return self.items(k, indent, path)
        out: dict[str, Any] = {}
        while k < len(self.lines) and self.lines[k][1] >= indent:
            line, column, content = self.lines[k]
            if column > indent:
                raise PositionError("this line is indented more than the one above", line, column)
            key, sep, value = content.partition(":")
            key = key.strip()
            if not sep or not key:
                raise PositionError("a line of the position is 'key: value'", line, column)
            if key in out:
                raise PositionError(f"{key!r} is given twice", line, column)
            inner = f"{path}.{key}"
            below = self.lines[k + 1][1] if k + 1 < len(self.lines) else -1
            if value.strip() or below <= indent:
                at = column + len(content) - len(value.lstrip())
                out[key] = self.leaf(value.strip(), key, inner, line, at)
                k += 1
            else:
                self.where[inner] = (line, column)
                out[key], k = self.mapping(k + 1, below, inner)
        return out, k

    def items(self, k: int, indent: int, path: str) -> tuple[list[Any], int]:
        out: list[Any] = []
        while k < len(self.lines) and self.lines[k][1] >= indent:
            line, column, content = self.lines[k]
            if column > indent or not content.startswith("-"):
                raise PositionError(
                    "a list's lines are '- item', one under the other", line, column
                )
            item = content[1:].strip()
            at = column + len(content) - len(item)
            self.where[f"{path}[{len(out)}]"] = (line, at)
            written = _json_value(item, line, at, self.where, f"{path}[{len(out)}]")
            out.append(item if written is None else written)
            k += 1
        return out, k

    def leaf(self, value: str, key: str, path: str, line: int, column: int) -> Any:
        self.where[path] = (line, column)
        written = _json_value(value, line, column, self.where, path)
        if written is not None:
            return written
        if key in _NUMBER_KEYS and _INTEGER.fullmatch(value):
            return int(value)
        if key in _TEXT_KEYS or key in _NUMBER_KEYS:
            return value
        if value.lower() in _NO_ITEMS:
            return []
        out: list[str] = []
        at = column
        for part in value.split(","):
            name = part.strip()
            if name:
                self.where[f"{path}[{len(out)}]"] = (line, at + len(part) - len(part.lstrip()))
                out.append(name)
            at += len(part) + 1
        return out


def _json_value(value: str, line: int, column: int, where: Where, path: str) -> Any:
    """A value written in JSON (``[…]``, ``{…}``, or a quoted string), else None."""
    if not value.startswith(("[", "{", '"')):
        return None
    text = _Text()
    text.add(line, column, value)
    inner: Where = {}
    found = JsonReader(text, inner).document()
    where.update({path + p[len(ROOT) :]: place for p, place in inner.items()})
    return found


# ----------------------------------------------------------------------------
# writing


def block_lines(value: dict[str, Any], indent: int = 2) -> list[str]:
    """A position as the indented block (``position:`` itself not included)."""
    out: list[str] = []
    pad = " " * indent
    for key, item in value.items():
        if isinstance(item, dict) and item:
            out.append(f"{pad}{key}:")
            out += block_lines(item, indent + 2)
        elif isinstance(item, list) and item and all(_plain(x) for x in item):
            out.append(f"{pad}{key}: {', '.join(item)}")
        elif isinstance(item, str) and _plain(item):
            out.append(f"{pad}{key}: {item}")
        else:
            out.append(f"{pad}{key}: {json.dumps(item, ensure_ascii=False)}")
    return out


def _plain(item: Any) -> bool:
    """A text written as it is in the block: no comma, no '#', no JSON start."""
    return (
        isinstance(item, str)
        and item == item.strip()
        and item.lower() not in _NO_ITEMS
        and not any(c in item for c in ",#\n")
        and not item.startswith(("[", "{", '"', "-"))
    )
