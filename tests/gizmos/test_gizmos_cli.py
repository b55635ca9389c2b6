"""`adjudicator scenario run` picks Gizmos from the file's game field."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from adjudicator.cli import app
from adjudicator.games.gizmos.scenario import run_scenario_file

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "gizmos" / "archive-build.json"
runner = CliRunner()


def test_scenario_run_json_is_the_gizmos_result() -> None:
    result = runner.invoke(app, ["scenario", "run", str(EXAMPLE), "--json"])
    expected, code = run_scenario_file(EXAMPLE)
    assert result.exit_code == code == 0
    assert json.loads(result.stdout) == json.loads(expected)
    assert json.loads(result.stdout)["state"]["players"]["alice"]["vp_tokens"] == 1


def test_scenario_run_text_lists_the_steps_with_rule_ids() -> None:
    result = runner.invoke(app, ["scenario", "run", str(EXAMPLE)])
    assert result.exit_code == 0
    assert "alice builds 206 from the archive, spending 3 blue  [GIZ-BUILD-1]" in result.stdout


def test_a_bad_gizmos_file_exits_2_with_its_json_path(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"game": "gizmos", "players": ["solo"]}')
    result = runner.invoke(app, ["scenario", "run", str(bad), "--json"])
    assert result.exit_code == 2
    assert json.loads(result.stdout)["error"]["path"] == "$.players"


def test_rules_finds_a_gizmos_rule_by_its_id() -> None:
    result = runner.invoke(app, ["rules", "GIZ-SETUP-1"])
    assert result.exit_code == 0
    assert "112 gizmo cards" in result.stdout


def test_simulate_game_gizmos_then_check_is_valid(tmp_path: Path) -> None:
    made = runner.invoke(
        app,
        [
            "simulate",
            "--game",
            "gizmos",
            "--games",
            "2",
            "--players",
            "3",
            "--jobs",
            "1",
            "--out",
            str(tmp_path),
        ],
    )
    assert made.exit_code == 0, made.stdout
    files = sorted(str(p) for p in tmp_path.iterdir())
    assert len(files) == 2
    assert json.loads(Path(files[0]).read_text())["header"]["game"] == "gizmos"
    checked = runner.invoke(app, ["check", "--jobs", "1", "--json", *files])
    assert checked.exit_code == 0
    assert [r["verdict"] for r in json.loads(checked.stdout)] == ["valid", "valid"]


def test_simulate_refuses_innovation_options_for_gizmos(tmp_path: Path) -> None:
    result = runner.invoke(
        app, ["simulate", "--game", "gizmos", "--teams", "--players", "4", "--out", str(tmp_path)]
    )
    assert result.exit_code == 2


def test_explain_of_a_gizmos_scenario_cites_the_build_and_the_triggers() -> None:
    result = runner.invoke(app, ["explain", str(EXAMPLE)])
    assert result.exit_code == 0, result.stdout
    assert "alice builds 206 from the archive, spending 3 blue  [GIZ-BUILD-1]" in result.stdout
    assert "[GIZ-TRIGGER-2]" in result.stdout
    as_json = runner.invoke(app, ["explain", str(EXAMPLE), "--json"])
    assert json.loads(as_json.stdout)["actions"][0]["explanation"]["rule"] == "GIZ-BUILD-1"


def test_explain_refuses_a_view_in_gizmos() -> None:
    result = runner.invoke(app, ["explain", str(EXAMPLE), "--view", "bob"])
    assert result.exit_code == 2


def test_tree_of_a_gizmos_turn_is_drawn(tmp_path: Path) -> None:
    out = tmp_path / "turn.dot"
    result = runner.invoke(app, ["tree", str(EXAMPLE), "-o", str(out), "--json"])
    assert result.exit_code == 0, result.stdout
    written = json.loads(result.stdout)
    assert written["output"] == str(out) and written["outcomes"] > 1
    assert "digraph" in out.read_text()
