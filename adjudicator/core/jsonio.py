"""Decoding JSON, JSON Lines and TOML into msgspec types, with errors that
name the place: the JSON path, and the line (and column) where the text is
malformed."""

from __future__ import annotations

import contextlib
import difflib
import re
from collections import deque
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, TypeVar

import msgspec

from adjudicator.core.problems import FormatError, Location
from adjudicator.core.text import name_problem

T = TypeVar("T")
_NO_RAW: Any = object()


def path_error(
    exc: msgspec.ValidationError,
    *,
    prefix: str = "$",
    line: int | None = None,
    tp: Any = None,
    raw: Any = _NO_RAW,
    not_yet: Mapping[str, str] | None = None,
) -> FormatError:
    """A msgspec validation error as a FormatError at its JSON path. With the
    type decoded into (``tp``), an unknown key gets the known key it is closest
    to; with the raw value too (``raw``), the path names the keys msgspec leaves
    as ``[...]`` (the player a misspelt key is under). ``not_yet`` maps keys the
    format defines but this adjudicator does not support yet to what they are for."""
    text = str(exc)
    m = re.search(r" - at `([^`]*)`$", text)
    path = m.group(1) if m else "$"
    message = text[: m.start()] if m else text
    if "[...]" in path and tp is not None and raw is not _NO_RAW:
        with contextlib.suppress(RecursionError):  # else the path as msgspec gives it
            path = _keys_named(path, raw, tp, text)
    unknown = re.fullmatch(r"Object contains unknown field `(.*)`", message, re.DOTALL)
    if unknown and not_yet and unknown.group(1) in not_yet:
        message = f"{unknown.group(1)!r} is not supported yet ({not_yet[unknown.group(1)]})"
    elif unknown:
        message = unknown_key_message(unknown.group(1), field_places(tp) if tp else {})
    if prefix != "$":
        path = prefix + path[1:]
    return FormatError(message, location=Location(path=path, line=line))


def unknown_key_message(key: str, known: Mapping[str, Sequence[str]]) -> str:
    """``unknown key 'deck'`` and, when a known key is close, ``(did you mean 'decks'?)``;
    a key the format has in another object says where (``known``: each key's places).

    >>> unknown_key_message("seeed", {"seed": ["$.setup"], "players": ["$"]})
    "unknown key 'seeed' (did you mean 'seed'?)"
    >>> unknown_key_message("seed", {"seed": ["$.setup"], "players": ["$"]})
    "unknown key 'seed' here (it belongs in $.setup)"
    """
    if key in known:
        return f"unknown key {key!r} here (it belongs in {' or '.join(known[key][:2])})"
    close = difflib.get_close_matches(key, sorted(known), n=1, cutoff=0.6)
    hint = f" (did you mean {close[0]!r}?)" if close else ""
    return f"unknown key {key!r}{hint}"


def field_places(tp: Any) -> dict[str, list[str]]:
    """Every field name (as encoded) of every struct type reachable from ``tp``,
    with the JSON paths of the objects that have it, the shallowest first
    (``[*]`` an item of a list, ``.*`` a value of a mapping)."""
    places: dict[str, list[str]] = {}
    seen: set[int] = set()
    todo: deque[tuple[Any, str]] = deque([(msgspec.inspect.type_info(tp), "$")])
    while todo:
        info, path = todo.popleft()
        if id(info) in seen:
            continue
        seen.add(id(info))
        if isinstance(info, msgspec.inspect.StructType):
            for f in info.fields:
                places.setdefault(f.encode_name, []).append(path)
                todo.append((f.type, f"{path}.{f.encode_name}"))
        if hasattr(info, "item_type"):
            todo.append((info.item_type, f"{path}[*]"))
        if hasattr(info, "value_type"):
            todo.append((info.value_type, f"{path}.*"))
        todo += [(t, path) for t in getattr(info, "types", ())]
    return places


_STEP = re.compile(r"\.([A-Za-z_][A-Za-z0-9_]*)|\[(\d+|\.\.\.)\]")


def _keys_named(path: str, raw: Any, tp: Any, error: str) -> str:
    """``path`` with each ``[...]`` (a key msgspec does not name) replaced by the
    key under which the same error happens: each key of that object is tried
    alone. The path as it was when that cannot be told."""
    doc = raw  # tried in place: each object tried is restored before the next step
    at: Any = doc
    named = "$"
    for m in _STEP.finditer(path):
        if m.group(1) is not None:
            if not isinstance(at, dict) or m.group(1) not in at:
                return path
            at, named = at[m.group(1)], f"{named}.{m.group(1)}"
        elif m.group(2) != "...":
            if not isinstance(at, list) or int(m.group(2)) >= len(at):
                return path
            at, named = at[int(m.group(2))], f"{named}[{m.group(2)}]"
        else:
            key = _failing_key(doc, at, tp, error) if isinstance(at, dict) else None
            if key is None:
                return path
            at, named = at[key], named + (f".{key}" if key.isidentifier() else f"[{key!r}]")
    return named


def _failing_key(doc: Any, obj: dict[str, Any], tp: Any, error: str) -> str | None:
    """The key of ``obj`` (inside ``doc``) that alone still gives ``error``."""
    entries = dict(obj)
    try:
        for key, value in entries.items():
            obj.clear()
            obj[key] = value
            try:
                msgspec.convert(doc, tp)
            except msgspec.ValidationError as exc:
                if str(exc) == error:
                    return key
        return None
    finally:
        obj.clear()
        obj.update(entries)


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


def decode(
    data: bytes,
    tp: type[T],
    *,
    filename: str | None = None,
    not_yet: Mapping[str, str] | None = None,
) -> T:
    """Decode a JSON (or, by extension, TOML) document into ``tp`` (``not_yet``: as
    for :func:`path_error`)."""
    try:
        if filename and filename.endswith(".toml"):
            return msgspec.convert(raw_toml(data), tp)
        return msgspec.json.decode(data, type=tp)
    except msgspec.ValidationError as exc:
        raw = _raw_or_none(data, filename)
        raise path_error(exc, tp=tp, raw=raw, not_yet=not_yet) from None
    except msgspec.DecodeError as exc:
        raise syntax_error(data, exc) from None
    except (ValueError, RecursionError) as exc:
        raise unreadable_error(exc) from None


def _raw_or_none(data: bytes, filename: str | None) -> Any:
    """The untyped document (to locate an error in), or no document."""
    try:
        return raw_toml(data) if filename and filename.endswith(".toml") else raw_json(data)
    except FormatError:
        return _NO_RAW


def check_player_names(names: Iterable[object], path: str) -> None:
    """A FormatError at ``path[i]`` for the first name that cannot name a player
    (empty, blank, several lines)."""
    for i, name in enumerate(names):
        problem = name_problem(name) if isinstance(name, str) else None
        if problem is not None:
            raise FormatError(f"{problem}: {name!r}", location=Location(path=f"{path}[{i}]"))


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
