"""Arbitrary input to every parser: a BgaLog or a FormatError, never anything else."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.core.problems import FormatError
from adjudicator.games.innovation.importers import (
    BgaLog,
    detect_format,
    parse_bga,
    parse_packets,
    parse_text,
    parse_tracker,
)

PARSERS: tuple[Callable[..., BgaLog], ...] = (parse_bga, parse_tracker, parse_packets, parse_text)
FIXTURE = (Path(__file__).parent / "fixtures" / "tracker-old-form.json").read_bytes()

WORDS = st.sampled_from(
    [
        "alice", "bob", "You", "your", "his", "draws", "melds", "a", "[1]", "[castle]", "1",
        "The wheel", "Babylon", "from", "hand", "score pile", "board", "to", "'s", ".", ":",
        "activates the dogma of", "with", "as the featured icon", "END OF GAME BY ACHIEVEMENTS",
        "has got", "achievements", "transfers", "splays", "left", "red cards", "reveals", ",",
        "<span class='square N age age_1'>1</span>", "&amp;", "\u2011", "move 3\t", "log\t",
        "has", "\u00b2", "\u0663", "99999999999999999999", "[castle].", "move", "\t",
    ]
)  # fmt: skip
LINES = st.lists(WORDS, max_size=12).map(" ".join)


def outcome(parse: Callable[..., BgaLog], content: bytes) -> BgaLog | FormatError:
    try:
        return parse(content)
    except FormatError as error:
        assert error.exit_code == 2
        return error


@settings(max_examples=150, deadline=None)
@given(st.binary(max_size=300))
def test_any_bytes(content: bytes) -> None:
    detect_format(content)
    for parse in PARSERS:
        outcome(parse, content)


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=300))
def test_any_text(text: str) -> None:
    for parse in PARSERS:
        outcome(parse, text.encode())


@settings(max_examples=150, deadline=None)
@given(st.lists(LINES, max_size=15))
def test_text_made_of_bga_words(lines: list[str]) -> None:
    """Lines close to BGA's: each one read as some entry or as info."""
    content = "\n".join(lines).encode()
    result = outcome(parse_text, content)
    if isinstance(result, BgaLog):
        assert all(entry.line >= 1 for entry in result.entries)


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.sampled_from(["log", "players", "packets", "data", "args", "type", "msg", "move", "channel", "name"]), inner, max_size=5),
    max_leaves=20,
)  # fmt: skip


@settings(max_examples=150, deadline=None)
@given(JSON)
def test_any_json(value: Any) -> None:
    content = json.dumps(value).encode()
    for parse in PARSERS:
        outcome(parse, content)


@settings(max_examples=100, deadline=None)
@given(st.integers(min_value=0, max_value=len(FIXTURE)))
def test_cut_anywhere(cut: int) -> None:
    for parse in PARSERS:
        outcome(parse, FIXTURE[:cut])


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(sorted(json.loads(FIXTURE)["log"][0])), JSON)
def test_tracker_entry_fields_of_any_type(field: str, value: Any) -> None:
    data = json.loads(FIXTURE)
    for entry in data["log"]:
        entry[field] = value
    outcome(parse_tracker, json.dumps(data).encode())


@settings(max_examples=100, deadline=None)
@given(
    st.sampled_from(
        [
            "location_from",
            "location_to",
            "owner_from",
            "owner_to",
            "name",
            "age",
            "type",
            "log",
            "player_name",
        ]
    ),
    JSON,
)
def test_packet_arguments_of_any_type(field: str, value: Any) -> None:
    args: dict[str, Any] = {
        "log": "${player_name} draws a ${<}${age}${>}.",
        "player_name": "bob",
        "age": "1",
    }
    args[field] = value
    note = {"type": "transferedCard_spectator", "log": "", "args": args}
    data = {
        "players": {"1": "bob"},
        "packets": [{"channel": "/table/t1", "move_id": "2", "data": [note]}],
    }
    outcome(parse_packets, json.dumps(data).encode())
