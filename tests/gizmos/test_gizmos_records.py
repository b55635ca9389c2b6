"""Gizmos records: simulate (same seed, same bytes), check (valid, illegal,
divergence, incomplete, unreadable), a build given only by the spheres spent,
JSON Lines. ``ADJUDICATOR_FUZZ=N`` checks N times more simulated games."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from adjudicator.core.problems import exit_code
from adjudicator.games import gizmos
from adjudicator.games.gizmos.records import load_record
from adjudicator.games.gizmos.replay import check_record
from adjudicator.games.gizmos.simulate import simulate_record

SCALE = int(os.environ.get("ADJUDICATOR_FUZZ", "1"))


@pytest.fixture(scope="module")
def game3_bytes() -> bytes:
    return gizmos.simulate_game(3, 3)


@pytest.fixture
def game3(game3_bytes: bytes) -> dict[str, Any]:
    """A whole simulated 3-player game, as JSON (a fresh copy)."""
    data: dict[str, Any] = json.loads(game3_bytes)
    return data


def write(tmp_path: Path, raw: dict[str, Any], name: str = "game.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(raw))
    return path


def test_same_seed_same_bytes_and_players_2_to_4() -> None:
    assert gizmos.simulate_game(5, 2) == gizmos.simulate_game(5, 2)
    assert gizmos.simulate_game(5, 2) != gizmos.simulate_game(6, 2)
    for n in (2, 3, 4):
        header = json.loads(gizmos.simulate_game(1, n))["header"]
        assert header["game"] == "gizmos" and len(header["players"]) == n
    with pytest.raises(ValueError):
        gizmos.simulate_game(1, 5)


@pytest.mark.parametrize("seed", range(12 * SCALE))
def test_simulated_games_check_valid(seed: int) -> None:
    record = simulate_record(seed, 2 + seed % 3)
    report = check_record(record)
    assert report.verdict == "valid", report.problems
    assert report.winners and report.game_over in ("level3", "gizmos")
    assert report.actions_checked == len(record.events) - 1  # the result event aside


def test_check_file_json_and_json_lines(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    path.write_bytes(gizmos.simulate_game(2, 2, lines=True))
    report = gizmos.check_file(path)
    assert report.verdict == "valid" and exit_code(report.problems) == 0
    assert load_record(path.read_bytes(), filename="game.jsonl").header.players == ["alice", "bob"]


def test_a_build_given_only_by_the_spheres_spent_is_accepted(
    game3: dict[str, Any], tmp_path: Path
) -> None:
    """The payment finder picks the converter uses (issue 18)."""
    with_uses = [e for e in game3["events"] if e["type"] == "build" and e.get("converters")]
    assert with_uses, "the game builds with converters"
    for event in game3["events"]:
        if event["type"] == "build":
            del event["converters"]
        for answer in event.get("answers", []):
            if isinstance(answer, dict) and "build" in answer:
                del answer["converters"]
    report = gizmos.check_file(write(tmp_path, game3))
    assert report.verdict == "valid", report.problems
    assert any(" turns " in note for note in report.notes)


def test_an_illegal_action_names_its_rule_and_the_legal_ones(
    game3: dict[str, Any], tmp_path: Path
) -> None:
    first = game3["events"][0]
    game3["events"][0] = {"type": "research", "player": first["player"], "turn": 1, "level": 7}
    report = gizmos.check_file(write(tmp_path, game3))
    assert report.verdict == "illegal" and exit_code(report.problems) == 1
    problem = report.problems[0]
    assert problem.rule == "GIZ-RESEARCH-1" and problem.event == 0 and problem.turn == 1
    assert any("Pick action" in alt for alt in problem.alternatives)


def test_a_turn_out_of_order_is_illegal(game3: dict[str, Any], tmp_path: Path) -> None:
    event = game3["events"][1]
    event["player"] = game3["header"]["players"][0]
    report = gizmos.check_file(write(tmp_path, game3))
    assert report.verdict == "illegal" and report.problems[0].rule == "GIZ-TURN-1"


def test_chance_that_disagrees_is_a_divergence(game3: dict[str, Any], tmp_path: Path) -> None:
    event = next(e for e in game3["events"] if e.get("spheres"))
    event["spheres"] = event["spheres"] + ["red"]
    report = gizmos.check_file(write(tmp_path, game3))
    assert report.verdict == "divergence" and report.problems[0].rule == "GIZ-PICK-1"


def test_a_wrong_result_is_a_divergence(game3: dict[str, Any], tmp_path: Path) -> None:
    result = game3["events"][-1]
    loser = next(p for p in game3["header"]["players"] if p not in result["winners"])
    result["winners"] = [loser]
    report = gizmos.check_file(write(tmp_path, game3))
    assert report.verdict == "divergence" and report.problems[0].rule == "GIZ-END-4"


def test_a_record_stopping_at_a_decision_is_incomplete(
    game3: dict[str, Any], tmp_path: Path
) -> None:
    cut = next(i for i, e in enumerate(game3["events"]) if e.get("answers"))
    game3["events"] = game3["events"][: cut + 1]
    game3["events"][cut]["answers"] = []
    report = gizmos.check_file(write(tmp_path, game3))
    assert report.verdict == "incomplete"
    assert report.problems[0].rule is not None and report.problems[0].rule.startswith("GIZ-")


def test_unreadable_records_say_where(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"header": {"players": ["a", "b"], "version": 9}, "events": []}')
    report = gizmos.check_file(bad)
    assert report.verdict == "unreadable" and exit_code(report.problems) == 2
    assert "$.header.version" in report.problems[0].message
    wrong = tmp_path / "wrong.json"
    wrong.write_text('{"header": {"players": ["a", "b"]}, "events": [{"type": "dance"}]}')
    assert gizmos.check_file(wrong).verdict == "unreadable"
    assert gizmos.check_file(tmp_path / "missing.json").verdict == "unreadable"


def test_all_problems_goes_on_after_a_divergence(game3: dict[str, Any], tmp_path: Path) -> None:
    event = next(e for e in game3["events"] if e.get("spheres"))
    event["spheres"] = event["spheres"] + ["red"]
    result = game3["events"][-1]
    result["winners"] = [p for p in game3["header"]["players"] if p not in result["winners"]][:1]
    path = write(tmp_path, game3)
    assert len(gizmos.check_file(path).problems) == 1
    everything = gizmos.check_file(path, all_problems=True)
    assert [p.rule for p in everything.problems] == ["GIZ-PICK-1", "GIZ-END-4"]


def test_a_hand_written_record_with_its_setup(tmp_path: Path) -> None:
    """The header's setup is a scenario's; a build with a converter gives only the spheres."""
    setup = {
        "rows": {"1": [114, 115, 116, 120], "2": [209, 210, 211], "3": [309, 310]},
        "energy_row": ["red", "red", "blue", "blue", "black", "yellow"],
        "players": {"alice": {"energy": {"red": 1}}},
    }
    raw = {
        "header": {"game": "gizmos", "players": ["alice", "bob"], "setup": setup},
        "events": [
            {"type": "build", "player": "alice", "turn": 1, "card": 115, "spend": {"red": 1}},
            {"type": "pick", "player": "bob", "turn": 2, "color": "blue", "spheres": ["yellow"]},
        ],
    }
    report = gizmos.check_file(write(tmp_path, raw))
    assert report.verdict == "valid", report.problems
    assert report.actions_checked == 2 and report.winners is None
