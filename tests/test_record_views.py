"""explain and tree on game records (the same functions as for scenarios)."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from adjudicator.cli import app
from adjudicator.games.innovation.positions import record_draws_on_top, record_runs
from adjudicator.games.innovation.records import load_record
from adjudicator.games.innovation.tree import Limits, explore

LOGS = Path(__file__).resolve().parents[1] / "logs"
runner = CliRunner()


def test_explain_a_record_action() -> None:
    result = runner.invoke(app, ["explain", str(LOGS / "full-2p-seed7.json"), "--action", "4"])
    assert result.exit_code == 0, result.stdout
    assert "alice takes the Dogma action on The Wheel" in result.stdout
    assert "free draw" in result.stdout


def test_explain_a_record_as_json_has_the_steps() -> None:
    result = runner.invoke(
        app, ["explain", str(LOGS / "full-2p-seed7.json"), "--turn", "2", "--json"]
    )
    assert result.exit_code == 0, result.stdout
    payload = json.loads(result.stdout)
    assert payload["verdict"] == "valid"
    assert payload["actions"]
    for item in payload["actions"]:
        assert item["turn"] == 2 and item["steps"][0]["verb"] == "action"


def test_explain_an_illegal_record_ends_with_the_problem() -> None:
    result = runner.invoke(app, ["explain", str(LOGS / "illegal-achieve.json"), "--turn", "6"])
    assert result.exit_code == 1
    assert "alice has 7 points; achieving age 3 needs 15" in " ".join(result.stdout.split())


def test_explain_a_view_record_shows_accepted_outcomes() -> None:
    result = runner.invoke(
        app,
        ["explain", str(LOGS / "view-alice-3p-seed12.json"), "--action", "8", "--view", "alice"],
    )
    assert result.exit_code == 0, result.stdout
    assert "recorded outcome" in result.stdout
    assert "(as recorded)" in result.stdout


def test_record_runs_follow_the_game() -> None:
    record = load_record((LOGS / "full-2p-seed7.json").read_bytes())
    runs, report = record_runs(record)
    assert report.verdict == "valid"
    assert len(runs) == report.actions_checked
    assert all(r.steps[0].verb == "action" for r in runs)


def test_tree_of_a_record_action_highlights_the_recorded_path(tmp_path: Path) -> None:
    record = load_record((LOGS / "full-2p-seed7.json").read_bytes())
    runs, _ = record_runs(record)
    run = runs[30]  # bob's Tools: return three cards (you may), then a 3 (you may)
    before, unknown = record_draws_on_top(run)
    tree = explore(before, run.action, taken=run.answers, unknown=unknown, limits=Limits(nodes=200))
    assert len(tree.outcomes) > 1
    out = tmp_path / "t.dot"
    result = runner.invoke(
        app, ["tree", str(LOGS / "full-2p-seed7.json"), "--action", "31", "-o", str(out)]
    )
    assert result.exit_code == 0, result.stdout
    text = out.read_text()
    assert "digraph" in text and "#d62728" in text  # the path taken is drawn in red


def test_tree_action_beyond_the_record(tmp_path: Path) -> None:
    result = runner.invoke(
        app,
        [
            "tree",
            str(LOGS / "illegal-achieve.json"),
            "--action",
            "40",
            "-o",
            str(tmp_path / "t.dot"),
        ],
    )
    assert result.exit_code == 2
