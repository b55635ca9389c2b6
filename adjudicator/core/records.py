"""What every game's records share: a header and events, as one JSON document
or as JSON Lines (the first line the header, every other line one event)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypeVar

import msgspec

from adjudicator.core import jsonio
from adjudicator.core.problems import FormatError, Location

H = TypeVar("H")
E = TypeVar("E")


def is_lines(filename: str | None) -> bool:
    """Whether a file of that name holds JSON Lines."""
    return bool(filename and filename.endswith((".jsonl", ".ndjson")))


def decode_lines(data: bytes, header_type: type[H], event_type: Any) -> tuple[H, list[Any]]:
    """A JSON Lines record: the header and the events (a :class:`FormatError`
    names the JSON path and the line)."""
    lines = jsonio.decode_lines(data)
    if not lines:
        raise FormatError(
            "the file is empty: the first line must be the header",
            location=Location(path="$", line=1),
        )
    number, raw = lines[0]
    try:
        header = msgspec.convert(raw, header_type)
    except msgspec.ValidationError as exc:
        raise jsonio.path_error(exc, prefix="$.header", line=number) from None
    events: list[Any] = []
    for i, (number, raw) in enumerate(lines[1:]):
        try:
            events.append(msgspec.convert(raw, event_type))
        except msgspec.ValidationError as exc:
            raise jsonio.path_error(exc, prefix=f"$.events[{i}]", line=number) from None
    return header, events


def encode_stream(header: Any, events: Sequence[Any], *, lines: bool = False) -> bytes:
    """A record as bytes: one JSON document (one event per line) or JSON Lines."""
    encode = msgspec.json.encode
    body = stream_separator(lines).join([encode(e) for e in events])
    return join_stream(encode(header), body, lines=lines)


def stream_separator(lines: bool) -> bytes:
    """What comes between two events' JSON in a record's bytes."""
    return b"\n" if lines else b",\n  "


def join_stream(header: bytes, body: bytes | bytearray, *, lines: bool = False) -> bytes:
    """:func:`encode_stream`'s bytes from the header's JSON and the events'
    (``body``: each event's JSON, :func:`stream_separator` between two)."""
    before, after = _stream_ends(header, bool(body), lines)
    return b"".join([before, body, after])


def finish_stream(header: bytes, body: bytearray, *, lines: bool = False) -> bytearray:
    """:func:`join_stream`'s bytes made in ``body`` itself, which the events' JSON was
    encoded into: no copy of the whole record (a simulated game's peak memory)."""
    before, after = _stream_ends(header, bool(body), lines)
    body[:0] = before
    body += after
    return body


def _stream_ends(header: bytes, events: bool, lines: bool) -> tuple[bytes, bytes]:
    """What comes before and after the events' JSON in a record's bytes."""
    if lines:
        return header + b"\n", b"\n" if events else b""
    return b'{"header": ' + header + b',\n "events": [\n  ', b"\n ]}\n"
