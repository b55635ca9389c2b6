"""`adjudicator replay`: the annotated HTML page, read as text (no browser)."""

from __future__ import annotations

import ast
import json
import re
import time
from pathlib import Path
from typing import Any

import pytest
from support import assert_self_contained
from typer.testing import CliRunner

from adjudicator.cli import app
from adjudicator.games.innovation import replay_page
from adjudicator.games.innovation.records import load_record
from adjudicator.games.innovation.replay_page import PageOptions, position, record_page, segments
from adjudicator.games.innovation.scenario import load_scenario
from adjudicator.html.builder import render
from adjudicator.html.notes import notes_from

ROOT = Path(__file__).resolve().parents[1]
LOGS = ROOT / "logs"
OARS = ROOT / "examples" / "scenarios" / "oars-demand.json"
HOSTILE = "<script>alert(1)</script>"
runner = CliRunner()


def hostile_scenario(tmp_path: Path, *, illegal: bool = True) -> Path:
    """oars-demand.json with bob renamed to a script tag, and an illegal Achieve."""
    raw = json.loads(OARS.read_text().replace('"bob"', json.dumps(HOSTILE)))
    if illegal:
        raw["actions"].append({"player": HOSTILE, "action": "achieve", "age": 5})
    path = tmp_path / "hostile.json"
    path.write_text(json.dumps(raw))
    return path


def replay(*args: str) -> tuple[int, str]:
    result = runner.invoke(app, ["replay", *args])
    return result.exit_code, result.output


def build(tmp_path: Path, source: Path, *args: str) -> tuple[int, str]:
    out = tmp_path / "page.html"
    code, output = replay(str(source), "-o", str(out), *args)
    assert out.exists(), output
    return code, out.read_text(encoding="utf-8")


def frame_of(html: str, anchor: str) -> str:
    start = html.index(f'data-anchor="{anchor}"')
    end = html.find('<article class="frame', start)
    return html[start : end if end > 0 else len(html)]


def test_page_is_self_contained_with_a_content_security_policy(tmp_path: Path) -> None:
    code, html = build(tmp_path, OARS)
    assert code == 0
    assert_self_contained(html)


def test_every_action_has_a_mark_a_link_and_a_frame(tmp_path: Path) -> None:
    code, html = build(tmp_path, LOGS / "full-2p-seed7.json", "--no-trees")
    assert code == 0
    marks = re.findall(r'<a class="mark[^"]*" id="action-(\d+)" href="#action-(\d+)"', html)
    assert [int(a) for a, _ in marks] == list(range(1, 145))
    assert all(a == b for a, b in marks)
    assert html.count('<article class="frame') == 145  # the start and 144 actions
    assert "T15" in html  # turns are labelled on the timeline
    action_31 = frame_of(html, "action-31")
    assert "bob takes the Dogma action on" in action_31
    assert 'href="#rule-DOGMA-1"' in action_31 and 'id="rule-DOGMA-1"' in html
    assert 'data-card="Tools"' in action_31  # card texts on hover or tap


def test_a_full_game_builds_in_a_few_seconds_with_its_trees() -> None:
    record = load_record((LOGS / "full-2p-seed7.json").read_bytes())
    began = time.perf_counter()
    page = record_page(record, PageOptions(title="full"))
    html = render(page)
    assert time.perf_counter() - began < 8
    trees = [f for f in page.frames if f.tree_svg]
    assert trees and html.count("<svg") == len(trees)
    assert all(f.tree_note for f in trees)


def test_the_planted_illegal_move_is_the_verdict_at_its_action(tmp_path: Path) -> None:
    code, html = build(tmp_path, LOGS / "illegal-achieve.json")
    assert code == 1
    assert 'class="mark bad" id="action-12"' in html
    assert html.count("mark bad") == 1
    frame = frame_of(html, "action-12")
    assert "alice takes the Achieve action: age 3" in frame
    assert "alice has 7 points; achieving age 3 needs 15" in frame
    assert 'href="#rule-ACHIEVE-1"' in frame and 'id="rule-ACHIEVE-1"' in html
    assert "<li>alice takes the Draw action</li>" in frame  # legal instead
    assert 'href="#action-12"' in html.split("</header>")[0]  # the verdict links to it


def test_an_illegal_scenario_action_and_a_hostile_name_are_text(tmp_path: Path) -> None:
    code, html = build(tmp_path, hostile_scenario(tmp_path))
    assert code == 1
    assert HOSTILE not in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html
    assert html.count("<script") == 2  # the card data and the page's own script
    frame = frame_of(html, "action-2")
    assert "not allowed" in frame and 'href="#rule-ACHIEVE-1"' in frame
    assert "Legal instead" in frame


def test_notes_are_shown_at_their_action_and_escaped(tmp_path: Path) -> None:
    notes = tmp_path / "notes.toml"
    notes.write_text('0 = "before anything"\n1 = ["Oars demands <b>crowns</b>", "second"]\n')
    code, html = build(tmp_path, OARS, "--notes", str(notes))
    assert code == 0
    assert "before anything" in frame_of(html, "start")
    frame = frame_of(html, "action-1")
    assert "Oars demands &lt;b&gt;crowns&lt;/b&gt;" in frame and "second" in frame
    as_json = tmp_path / "notes.json"
    as_json.write_text('{"1": "from JSON"}')
    assert "from JSON" in build(tmp_path, OARS, "--notes", str(as_json))[1]


@pytest.mark.parametrize("raw", [["a list"], {"first": "not a number"}, {"1": 3}, {"1": ["ok", 2]}])
def test_bad_notes_are_refused(raw: Any, tmp_path: Path) -> None:
    from adjudicator.core.problems import FormatError

    with pytest.raises(FormatError):
        notes_from(raw)
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(raw))
    code, output = replay(str(OARS), "-o", str(tmp_path / "x.html"), "--notes", str(bad))
    assert code == 2 and "--notes" in output


def test_a_players_view_shows_hidden_cards_by_age_only() -> None:
    _spec, start = load_scenario(OARS.read_bytes())
    bob_sees = position(start.state, "bob")
    referee = position(start.state, None)
    hands = {p.name: p.hand for p in bob_sees.players}
    assert [c.name for c in hands["bob"]] == ["Sailing", "Code of Laws", "Metalworking"]
    assert [(c.name, c.age) for c in bob_sees.achievements[:2]] == [(None, 1), (None, 2)]
    assert bob_sees.achievements[2].name == "Monument"  # a special achievement is its name
    assert [c.name for c in referee.achievements][:2] == ["Agriculture", "Calendar"]
    alice = next(p for p in position(start.state, "bob").players if p.name == "alice")
    red = next(p for p in alice.piles if p.color == "red")
    assert red.top is not None and red.top.name == "Oars"  # boards are public
    assert red.icons["castle"] == 2  # Oars alone: its two castles


def test_view_record_page_hides_the_others_hands(tmp_path: Path) -> None:
    record = LOGS / "view-alice-3p-seed12.json"
    code, html = build(tmp_path, record)  # a player's-view record is shown as theirs
    assert code == 0
    assert "As alice saw the game" in html
    assert 'class="card back"' in html
    assert "No decision tree in a player&#39;s view" in html
    code, output = replay(str(record), "-o", str(tmp_path / "x.html"), "--view", "bob")
    assert code == 2 and "alice's view" in output
    out = str(tmp_path / "x.html")
    code, output = replay(str(LOGS / "full-2p-seed7.json"), "-o", out, "--view", "carol")
    assert code == 2 and "no such player" in output


def test_without_dot_trees_are_left_out_with_a_note(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(replay_page.shutil, "which", lambda name: None)
    code, html = build(tmp_path, OARS)
    assert code == 0
    assert "<svg" not in html and "Graphviz" in html


def test_card_names_are_cut_out_of_sentences() -> None:
    parts = segments("bob transfers Code of Laws and Oars to alice")
    assert [(s.text, s.card) for s in parts] == [
        ("bob transfers ", None),
        ("Code of Laws", "Code of Laws"),
        (" and ", None),
        ("Oars", "Oars"),
        (" to alice", None),
    ]


def test_the_html_package_imports_no_game() -> None:
    for path in (ROOT / "adjudicator" / "html").glob("*.py"):
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                assert not (node.module or "").startswith("adjudicator.games"), path
            elif isinstance(node, ast.Import):
                assert not any(a.name.startswith("adjudicator.games") for a in node.names), path
