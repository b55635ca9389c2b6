"""Explanations and decision trees of Gizmos turns, from records and scenarios."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import msgspec
import pytest
from gizmos_support import scenario

from adjudicator.core.problems import IllegalAction
from adjudicator.core.tree import Limits
from adjudicator.games import gizmos


@pytest.fixture(scope="module")
def record_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("gizmos") / "game.json"
    path.write_bytes(gizmos.simulate_game(3, 3))
    return path


def action_number(path: Path, wanted: Any) -> int:
    events = json.loads(path.read_bytes())["events"]
    return next(i for i, e in enumerate(events, 1) if wanted(e))


def test_explain_a_build_says_why_it_was_payable(record_file: Path) -> None:
    n = action_number(record_file, lambda e: e["type"] == "build" and e.get("converters"))
    [explained] = gizmos.explain_file(record_file, action=n)
    text = gizmos.explanation_text([explained])
    assert "GIZ-CONVERT-1" in text and "payable  [GIZ-BUILD-3]" in text
    assert "spheres taken from the ring" in text
    assert json.loads(msgspec.json.encode(explained))["explanation"]["rule"] == "GIZ-BUILD-1"


def test_explain_lists_the_triggers_in_order(record_file: Path) -> None:
    explained = gizmos.explain_file(record_file)
    text = gizmos.explanation_text(explained)
    assert "triggered, in order:" in text and "[GIZ-TRIGGER-1]" in text
    assert "used one at a time, in the order chosen:" in text
    assert [e.number for e in explained] == list(range(1, len(explained) + 1))


def test_explain_a_scenario_and_bad_options(tmp_path: Path) -> None:
    raw = scenario(
        players={"alice": {"energy": {"red": 1}}},
        actions=[{"player": "alice", "action": "build", "card": 115, "spend": {"red": 1}}],
    )
    path = tmp_path / "s.json"
    path.write_text(json.dumps(raw))
    [explained] = gizmos.explain_file(path)
    assert explained.player == "alice" and explained.explanation.rule == "GIZ-BUILD-1"
    with pytest.raises(ValueError):
        gizmos.explain_file(path, action=2)


def test_tree_of_a_research_has_chance_and_the_path_taken(
    record_file: Path, tmp_path: Path
) -> None:
    n = action_number(record_file, lambda e: e["type"] == "research")
    out = tmp_path / "tree.dot"
    tree = gizmos.tree_file(record_file, n, out, Limits(nodes=40))
    kinds = {node.kind for node in tree.walk()}
    assert {"chance", "decision", "outcome"} <= kinds
    assert any(o.taken for o in tree.outcomes)
    assert "research:" in out.read_text()


def test_tree_of_a_turn_with_triggers(record_file: Path, tmp_path: Path) -> None:
    n = action_number(record_file, lambda e: len(e.get("answers", [])) >= 3)
    tree = gizmos.tree_file(record_file, n, tmp_path / "t.dot", Limits(nodes=60))
    titles = [node.title for node in tree.walk() if node.kind == "decision"]
    assert any("triggered gizmo" in t for t in titles)
    assert any(o.taken for o in tree.outcomes) or tree.cut_by_nodes


def test_tree_of_an_illegal_or_missing_action(tmp_path: Path) -> None:
    raw = scenario(actions=[{"player": "alice", "action": "research", "level": 9}])
    path = tmp_path / "s.json"
    path.write_text(json.dumps(raw))
    with pytest.raises(IllegalAction):
        gizmos.tree_file(path, 1, tmp_path / "t.dot")
    with pytest.raises(ValueError):
        gizmos.tree_file(path, 3, tmp_path / "t.dot")


def test_explain_reads_json_lines_records_too(record_file: Path, tmp_path: Path) -> None:
    lines = tmp_path / "game.jsonl"
    lines.write_bytes(gizmos.simulate_game(3, 3, lines=True))
    assert len(gizmos.explain_file(lines)) == len(gizmos.explain_file(record_file))
    assert [e.turn for e in gizmos.explain_file(lines, turn=2)] == [2]
