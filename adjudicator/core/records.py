"""What every game's records share: a header and events, as one JSON document
or as JSON Lines (the first line the header, every other line one event)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from functools import cache
from types import UnionType
from typing import Any, Literal, NewType, TypeVar, Union, get_args, get_origin

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


# ----------------------------------------------------------------------------
# decoding with shared strings: msgspec decodes a value of a ``Literal`` type as the
# one object the type holds, so look-alikes of a record's Structs with ``Literal``
# types for their names decode with every name shared (a record's events keep a
# few names each many times over), then become the real Structs in C


def one_of(values: Iterable[str]) -> Any:
    """A ``Literal`` type of ``values``, behind a ``NewType``: typing walks and
    hashes a ``Literal``'s values wherever it meets one (2 ms a decoder for 400 cards)."""
    return NewType("one_of", Literal[tuple(values)])


def look_alike(real: Any, vocabularies: Mapping[Any, Mapping[str, Any]]) -> Any:
    """A Struct type like ``real`` field for field, but for the ``Literal`` types of
    its vocabulary (by field name) in place of ``str``, and the look-alike of each
    Struct type that has a vocabulary in place of that type (a tagged Struct's tag
    also readable as an attribute, as :func:`msgspec.convert` reads it)."""
    return _look_alike(real, vocabularies, {})


def _look_alike(
    real: Any, vocabularies: Mapping[Any, Mapping[str, Any]], made: dict[Any, Any]
) -> Any:
    config = real.__struct_config__
    vocabulary = vocabularies[real]
    fields: list[Any] = []
    for f in _fields_of(real):
        kind = _narrowed(f.type, vocabulary.get(f.name), vocabularies, made)
        if f.required:
            fields.append((f.name, kind))
        elif f.default_factory is not msgspec.NODEFAULT:
            fields.append((f.name, kind, msgspec.field(default_factory=f.default_factory)))
        else:
            fields.append((f.name, kind, f.default))
    tag = config.tag
    made[real] = msgspec.defstruct(
        real.__name__,
        fields,
        namespace={} if tag is None else {config.tag_field: tag},
        tag_field=config.tag_field,
        tag=tag,
        forbid_unknown_fields=config.forbid_unknown_fields,
        frozen=config.frozen,
        kw_only=True,
        gc=False,
    )
    return made[real]


@cache
def _fields_of(real: Any) -> tuple[msgspec.structs.FieldInfo, ...]:
    return msgspec.structs.fields(real)


def _narrowed(
    kind: Any, literal: Any, vocabularies: Mapping[Any, Mapping[str, Any]], made: dict[Any, Any]
) -> Any:
    """``kind`` with ``literal`` for ``str`` and each Struct type with a vocabulary
    for its look-alike, in lists, unions and optional values too."""
    if kind is str and literal is not None:
        return literal
    if kind in vocabularies:
        return made.get(kind) or _look_alike(kind, vocabularies, made)
    args = get_args(kind)
    if get_origin(kind) is list:
        return list[_narrowed(args[0], literal, vocabularies, made)]  # type: ignore[misc]
    if get_origin(kind) in (Union, UnionType):
        return Union[tuple(_narrowed(a, literal, vocabularies, made) for a in args)]  # noqa: UP007
    return kind


CHUNK = 64  # look-alikes converted at once


def convert_in_chunks(look_alikes: list[Any], kind: Any) -> list[Any]:
    """The real values of ``look_alikes`` (each of type ``kind``), a chunk at a time,
    each chunk's look-alikes dropped before the next is converted: the two never all
    exist at once. ``look_alikes`` is left empty."""
    values: list[Any] = []
    convert, source, target = msgspec.convert, *_wrappers(kind)
    while look_alikes:
        chunk = source(look_alikes[:CHUNK])
        values += convert(chunk, target, from_attributes=True).items
        del look_alikes[:CHUNK]
    return values


@cache
def _wrappers(kind: Any) -> tuple[Any, Any]:
    """Struct types holding the look-alikes and the values ``kind`` of a chunk:
    msgspec makes a Struct type ready once, a ``list[kind]`` at each call (6 µs)."""
    source = msgspec.defstruct("LookAlikes", [("items", list[Any])], gc=False)
    return source, msgspec.defstruct("Values", [("items", list[kind])], gc=False)
