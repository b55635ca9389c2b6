"""Reading an input file: bytes to text, format detection, JSON with line numbers, and
the clear verdicts for bad input (empty, HTML, truncated, not a log)."""

from __future__ import annotations

import json
import re
from typing import Any

from adjudicator.core.problems import FormatError, Location
from adjudicator.games.innovation.importers.entries import Format

JsonPath = tuple[str | int, ...]

_HTML = re.compile(rb"^\s*(<!doctype html|<html|<head|<body|<\?xml)", re.IGNORECASE)
_TOKEN = re.compile(r'"(?:[^"\\\n]|\\.)*"|[{}\[\],:]|\n|[-\w.+]+')


def problem(message: str, file: str | None, line: int | None = None, **where: Any) -> FormatError:
    """A FormatError located in ``file`` at ``line`` (and a JSON path or BGA move)."""
    move = where.pop("move", None)
    if move is not None:
        message = f"BGA move {move}: {message}"
    return FormatError(message, location=Location(file=file, line=line, **where))


def is_html(data: bytes) -> bool:
    """Whether ``data`` is a web page (saved instead of the log)."""
    return _HTML.match(data.removeprefix(b"\xef\xbb\xbf")) is not None


def decode(data: bytes, file: str | None) -> str:
    """The file as text: UTF-8 (a BOM allowed), an empty file or an HTML page refused."""
    if not data.removeprefix(b"\xef\xbb\xbf").strip():
        raise problem("empty file: no game log in it", file)
    if is_html(data):
        raise problem(
            "an HTML page, not a game log (save the tracker's export or the log text, "
            "not the web page)",
            file,
            line=1,
        )
    try:
        return plain_spaces(data.decode("utf-8-sig"))
    except UnicodeDecodeError as error:
        line = data[: error.start].count(b"\n") + 1
        raise problem("not UTF-8 text", file, line=line) from None


# what a web page's text copies with: no-break spaces (&nbsp;, narrow, figure) for
# spaces, and invisible zero-width characters inside words
_PLAIN_SPACES = str.maketrans(
    {"\u00a0": " ", "\u2007": " ", "\u202f": " ", "\u200b": None, "\u200c": None,
     "\u200d": None, "\u2060": None}
)  # fmt: skip


def plain_spaces(text: str) -> str:
    """The text with a copied web page's no-break spaces made spaces and its
    zero-width characters left out (a log copied from BGA's log panel)."""
    return text.translate(_PLAIN_SPACES)


def without_header(text: str) -> str:
    """The text with a leading ``#`` comment line (a sample's source note) blanked,
    keeping the line count so that line numbers still name the file's lines."""
    if text.startswith("#"):
        _first, newline, rest = text.partition("\n")
        return newline + rest if newline else ""
    return text


# a JSON array of objects or arrays; a text line may start with "[" too ("[20:15] …")
_JSON_ARRAY = re.compile(r"\[\s*[\[{\]]")


def detect_text(text: str) -> Format | None:
    """The format of a log, from its first characters and keys (no full parse)."""
    body = without_header(text).lstrip()
    if not body:
        return None
    if body[0] == "{" or _JSON_ARRAY.match(body):
        head = body[:4096]
        if '"packets"' in head or '"gamedatas"' in head or '"notifications"' in body[:200000]:
            return "bga-packets"
        return "bga-tracker"
    if body[0] == "<":
        return None
    return "bga-text"


def load_json(text: str, file: str | None) -> Any:
    """The JSON value; a truncated or broken file names its line."""
    try:
        return json.loads(without_header(text))
    except json.JSONDecodeError as error:
        what = (
            "truncated JSON (the download stopped early?)"
            if _cut_short(text, error)
            else "invalid JSON"
        )
        raise problem(f"{what}: {error.msg}", file, line=error.lineno) from None
    except RecursionError:
        raise problem("invalid JSON: nested too deeply", file) from None


def _cut_short(text: str, error: json.JSONDecodeError) -> bool:
    """Whether broken JSON looks cut off: the error at its very end, or an object or
    array that never closes."""
    body = without_header(text).strip()
    closing = {"{": "}", "[": "]"}.get(body[:1])
    return error.pos >= len(text.rstrip()) - 1 or (
        closing is not None and not body.endswith(closing)
    )


def object_lines(text: str) -> dict[JsonPath, int]:
    """The line on which each JSON value starts, by its path ("log", 3). The text must
    be valid JSON (already loaded); strings never hold raw newlines in JSON."""
    lines: dict[JsonPath, int] = {}
    line = 1
    stack: list[_Frame] = []
    for token in _TOKEN.finditer(without_header(text)):
        value = token.group()
        if value == "\n":
            line += 1
        elif value in "{[":
            path: JsonPath = stack[-1].child() if stack else ()
            lines[path] = line
            stack.append(_Frame(value == "[", path))
        elif value in "}]":
            stack.pop()
        elif value == "," and stack:
            stack[-1].next()
        elif value == ":" or not stack:
            continue
        elif value.startswith('"') and not stack[-1].array and stack[-1].key is None:
            stack[-1].key = json.loads(value)
        else:
            lines[stack[-1].child()] = line  # a string, number, true, false or null
    return lines


class _Frame:
    """An open object or array while scanning: its path and the current key or index."""

    def __init__(self, array: bool, path: JsonPath) -> None:
        self.array = array
        self.path = path
        self.key: str | int | None = 0 if array else None

    def child(self) -> JsonPath:
        return (*self.path, self.key if self.key is not None else "")

    def next(self) -> None:
        self.key = self.key + 1 if isinstance(self.key, int) else None
