"""Decoding JSON, JSON Lines and TOML into msgspec types, with errors that
name the place: the JSON path, and the line (and column) where the text is
malformed."""

from __future__ import annotations

import re
from typing import Any, TypeVar

import msgspec

from adjudicator.core.problems import FormatError, Location

T = TypeVar("T")


def path_error(
    exc: msgspec.ValidationError, *, prefix: str = "$", line: int | None = None
) -> FormatError:
    """A msgspec validation error as a FormatError at its JSON path."""
    text = str(exc)
    m = re.search(r" - at `([^`]*)`$", text)
    path = m.group(1) if m else "$"
    message = text[: m.start()] if m else text
    if prefix != "$":
        path = prefix + path[1:]
    return FormatError(message, location=Location(path=path, line=line))


def syntax_error(data: bytes, exc: msgspec.DecodeError, *, first_line: int = 1) -> FormatError:
    """Turn msgspec's "(byte N)" into a line and column a user can find."""
    message = str(exc)
    m = re.search(r"\(byte (\d+)\)$", message)
    if m is None:
        return FormatError(
            f"not valid JSON: {message}", location=Location(path="$", line=first_line)
        )
    offset = int(m[1])
    before = data[:offset]
    line = before.count(b"\n") + first_line
    column = offset - (before.rfind(b"\n") + 1) + 1
    reason = message[: m.start()].strip().removeprefix("JSON is malformed: ")
    return FormatError(
        f"not valid JSON at line {line}, column {column}: {reason}",
        location=Location(path="$", line=line),
    )


# What decoding untrusted bytes may raise besides a FormatError: malformed text,
# text that is not UTF-8, and nesting deeper than the decoders recurse.
UNREADABLE = (msgspec.DecodeError, ValueError, RecursionError)

TOO_DEEP = "nested too deeply"


def unreadable_error(exc: Exception, *, line: int | None = None) -> FormatError:
    """The FormatError for text that does not decode at all (not UTF-8, nested too deep)."""
    reason = str(exc)
    if isinstance(exc, RecursionError):
        reason = TOO_DEEP
    elif isinstance(exc, UnicodeDecodeError):
        reason = f"not UTF-8 text (byte {exc.start})"
    return FormatError(f"cannot read the file: {reason}", location=Location(path="$", line=line))


def raw_json(data: bytes) -> Any:
    """The JSON value in ``data``, untyped; a FormatError when it is not JSON."""
    try:
        return msgspec.json.decode(data)
    except msgspec.DecodeError as exc:
        raise syntax_error(data, exc) from None
    except (ValueError, RecursionError) as exc:
        raise unreadable_error(exc) from None


def raw_toml(data: bytes) -> dict[str, Any]:
    """The TOML document in ``data``, untyped; a FormatError when it is not TOML."""
    import tomllib

    try:
        return tomllib.loads(data.decode())
    except (ValueError, RecursionError) as exc:
        raise unreadable_error(exc) from None


def decode(data: bytes, tp: type[T], *, filename: str | None = None) -> T:
    """Decode a JSON (or, by extension, TOML) document into ``tp``."""
    try:
        if filename and filename.endswith(".toml"):
            return msgspec.convert(raw_toml(data), tp)
        return msgspec.json.decode(data, type=tp)
    except msgspec.ValidationError as exc:
        raise path_error(exc) from None
    except msgspec.DecodeError as exc:
        raise syntax_error(data, exc) from None
    except (ValueError, RecursionError) as exc:
        raise unreadable_error(exc) from None


def decode_lines(data: bytes) -> list[tuple[int, Any]]:
    """JSON Lines: ``(line number, raw value)`` for every non-blank line."""
    out: list[tuple[int, Any]] = []
    for number, line in enumerate(data.split(b"\n"), 1):
        if not line.strip():
            continue
        try:
            out.append((number, msgspec.json.decode(line)))
        except msgspec.DecodeError as exc:
            raise syntax_error(line, exc, first_line=number) from None
        except (ValueError, RecursionError) as exc:
            raise unreadable_error(exc, line=number) from None
    return out
