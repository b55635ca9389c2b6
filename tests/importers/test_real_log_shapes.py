"""The real tracker sample (table 815136179) rewritten as other versions of the tracker
write it (bga-log-format.md, "The same tracker format, written by other versions of the
tracker") checks as the sample does: the same actions, verdict and inferred answers."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from support import REAL_LOGS

from adjudicator.core.report import Report
from adjudicator.games.innovation.import_command import import_bga
from adjudicator.games.innovation.replay import check_record

TRACKER = REAL_LOGS / "bga-table815136179-tracker-gamelog.txt"
pytestmark = pytest.mark.skipif(not TRACKER.is_file(), reason="../shared/real-logs is not there")

Export = dict[str, Any]


def _transfers(export: Export) -> list[dict[str, Any]]:
    return [e for e in export["log"] if e.get("type") == "transfer"]


def keyed_by_seat(export: Export) -> None:
    export["players"] = {str(k): name for k, name in enumerate(export["players"].values(), 1)}


def timed(export: Export) -> None:
    for entry in export["log"]:
        entry["time"] = 1_700_000_000 + 30 * entry["move"]


def achieved_from_the_deck(export: Export) -> None:
    for entry in _transfers(export):
        if entry["source"] == "achievements" and entry["card_name"] is None:
            entry |= {"source": "deck", "card_set": "base"}


def claimed(export: Export) -> None:
    for entry in _transfers(export):
        if entry["source"] == "achievements" and entry["card_name"] is not None:
            entry |= {"source": None, "dest": "claimed", "card_set": None, "card_age": None}


def meld_keyword_for_cities(export: Export) -> None:
    """The synthetic flag: true exactly when a city goes from a hand to a board."""
    for entry in _transfers(export):
        city = entry["card_set"] == "cities"
        entry["meld_keyword"] = city and (entry["source"], entry["dest"]) == ("hand", "board")


def no_hand(export: Export) -> None:
    export["my_hand"] = []


SHAPES: dict[str, list[Callable[[Export], None]]] = {
    "players keyed 1, 2": [keyed_by_seat],
    "a time on every entry": [timed],
    "achievements from the deck": [achieved_from_the_deck],
    "claims as dest claimed": [claimed],
    "meld_keyword for cities only": [meld_keyword_for_cities],
    "no my_hand": [no_hand],
    "every shape at once": [
        keyed_by_seat,
        timed,
        achieved_from_the_deck,
        claimed,
        meld_keyword_for_cities,
        no_hand,
    ],
}


def _checked(data: bytes) -> Report:
    return check_record(import_bga(data, file=TRACKER.name))


def _rewritten(rewrites: list[Callable[[Export], None]]) -> bytes:
    comment, body = TRACKER.read_bytes().split(b"\n", 1)
    export = json.loads(body)
    for rewrite in rewrites:
        rewrite(export)
    return comment + b"\n" + json.dumps(export, indent=1).encode()


@pytest.mark.parametrize("shape", list(SHAPES))
def test_the_real_sample_in_another_versions_shape_checks_the_same(shape: str) -> None:
    sample = _checked(TRACKER.read_bytes())
    rewritten = _checked(_rewritten(SHAPES[shape]))
    assert (rewritten.verdict, rewritten.actions_checked) == ("incomplete", 59)
    assert (sample.verdict, sample.actions_checked) == ("incomplete", 59)
    assert rewritten.notes == sample.notes  # the same answers inferred, cards identified
    assert [p.code for p in rewritten.problems] == ["incomplete"]
    assert "The Pirate Code" in rewritten.problems[0].message
