"""Issue 14's acceptance, on complete games: ``adjudicator check FILE --json`` on a whole
BGA log (each format, with Cities of Destiny) checks to the recorded end and names the
recorded winners and how the game ended. The logs are games simulated by us and written
as BGA writes them (``write_fixtures.py``: 2-player games won by achievements, one with
a flag or fountain counting, a 4-player one ended by score, a 3-player one won by a
card's dogma); each file's first line names its source as the real samples' do."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from adjudicator.cli import app
from adjudicator.games.innovation.import_command import import_bga
from adjudicator.games.innovation.importers import parse_bga
from adjudicator.games.innovation.records import ResultEvent

COMPLETE = Path(__file__).parent / "fixtures" / "complete"
EXPECTED: dict[str, dict[str, Any]] = json.loads((COMPLETE / "expected.json").read_text())


def reason_of(game_over: str | None) -> str | None:
    """The END OF GAME line's words for an ending: a card's win (END-3) is "dogma"."""
    return game_over if game_over in (None, "achievements", "score") else "dogma"


def check_json(path: Path) -> dict[str, Any]:
    result = CliRunner().invoke(app, ["check", str(path), "--json", "--jobs", "1"])
    assert result.exit_code == 0, result.output
    reports: list[dict[str, Any]] = json.loads(result.output)
    return reports[0]


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_a_complete_game_checks_to_its_end_and_names_the_winners(name: str) -> None:
    expected = EXPECTED[name]
    report = check_json(COMPLETE / name)
    assert report["verdict"] == "valid", report["problems"]
    assert report["winners"] == expected["winners"]
    assert reason_of(report["game_over"]) == expected["reason"]
    if expected["reason"] != "dogma":  # an outcome accepted from the log ends "by dogma"
        assert report["game_over"] == expected["game_over"]
    # BGA's score line names no winner: the packets' result table does, else the rules
    unnamed = any(n.startswith("the log names no winner: by the rules") for n in report["notes"])
    ranked = parse_bga((COMPLETE / name).read_bytes()).format == "bga-packets"
    assert unnamed == (expected["reason"] == "score" and not ranked)
    # the report says which number of achievements to win it took: with Cities 7, 6, 5
    # for 2, 3, 4 players (END-1, CITY-3), counting city specials (CITY-25) and flags and
    # fountains (CITY-18, CITY-19), which the end line's count may leave out
    goal = [n for n in report["notes"] if n.startswith("achievements to win")]
    number = {2: 7, 3: 6, 4: 5}[len(report_players(name))]
    if expected["reason"] == "achievements":
        assert len(goal) == 1 and goal[0].startswith(
            f"achievements to win: {number} (from the end line"
        )
    else:
        assert goal == [f"achievements to win: {number} (the rules' number, END-1, CITY-3)"]


def report_players(name: str) -> list[str]:
    log = parse_bga((COMPLETE / name).read_bytes())
    return log.player_names()


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_the_record_ends_with_the_logs_result(name: str) -> None:
    """The END OF GAME line is the record's result: its reason, and the winner it names
    (BGA's score ending names only who drew past 10: the packets' result table names the
    winners, else nobody and the rules decide)."""
    expected = EXPECTED[name]
    data = (COMPLETE / name).read_bytes()
    log = parse_bga(data, file=name)
    assert log.ended is not None and log.ended.reason == expected["reason"]
    assert data.startswith(b"# source: simulated by adjudicator")
    result = import_bga(data, file=name).events[-1]
    assert isinstance(result, ResultEvent)
    assert result.reason == expected["reason"]
    unnamed = expected["reason"] == "score" and log.format != "bga-packets"
    named = [] if unnamed else expected["winners"]
    assert result.winners == named


def test_each_format_has_a_complete_game() -> None:
    formats = {parse_bga((COMPLETE / name).read_bytes()).format for name in EXPECTED}
    assert formats == {"bga-tracker", "bga-packets", "bga-text"}
    endings = {EXPECTED[name]["reason"] for name in EXPECTED}
    assert endings == {"achievements", "score", "dogma"}
