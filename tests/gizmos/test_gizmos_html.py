"""`adjudicator replay` on Gizmos files: the annotated HTML page, read as text."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest
from support import assert_self_contained
from typer.testing import CliRunner

from adjudicator.cli import app
from adjudicator.games import gizmos

ROOT = Path(__file__).resolve().parents[2]
ARCHIVE_BUILD = ROOT / "examples" / "gizmos" / "archive-build.json"
HOSTILE = "<script>alert(1)</script>"
runner = CliRunner()


@pytest.fixture(scope="module")
def record_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("gizhtml") / "game.json"
    path.write_bytes(gizmos.simulate_game(3, 3))
    return path


def build(tmp_path: Path, source: Path, *args: str) -> tuple[int, str]:
    out = tmp_path / "page.html"
    result = runner.invoke(app, ["replay", str(source), "-o", str(out), *args])
    assert out.exists(), result.output
    return result.exit_code, out.read_text(encoding="utf-8")


def frame_of(html: str, anchor: str) -> str:
    start = html.index(f'data-anchor="{anchor}"')
    end = html.find('<article class="frame', start)
    return html[start : end if end > 0 else len(html)]


def after_position(frame: str) -> str:
    return frame[frame.index('<section class="position"') :]


def marks(html: str) -> list[int]:
    found = re.findall(r'<a class="mark[^"]*" id="action-(\d+)" href="#action-(\d+)"', html)
    assert all(a == b for a, b in found)
    return [int(a) for a, _ in found]


def test_the_scenario_page_shows_the_build_and_the_position_after_it(tmp_path: Path) -> None:
    code, html = build(tmp_path, ARCHIVE_BUILD)
    assert code == 0
    assert_self_contained(html)
    assert marks(html) == [1]
    assert html.count('<article class="frame') == 2  # the start and the build
    assert 'class="verdict verdict-resolved"' in html
    start = after_position(frame_of(html, "start"))
    built_before = re.search(r"<dt>built \(3\)</dt><dd>(.*?)</dd>", start)
    assert built_before is not None and 'data-card="206"' not in built_before[1]
    frame = frame_of(html, "action-1")
    why = frame[: frame.index('<section class="position"')]
    assert "payable" in why and 'href="#rule-GIZ-BUILD-1"' in why
    assert 'class="card c-blue" data-card="206" tabindex="0">206</span>' in why
    assert 'id="rule-GIZ-BUILD-1"' in html  # the rules cited are listed
    built_after = re.search(r"<dt>built \(4\)</dt><dd>(.*?)</dd>", after_position(frame))
    assert built_after is not None and 'data-card="206"' in built_after[1]
    assert "<dt>energy row</dt>" in html and "<dt>decks</dt>" in html
    tips = re.search(r'<script type="application/json" id="card-data">(.*?)</script>', html)
    assert tips is not None
    assert json.loads(tips[1])["206"]["title"].startswith("206 (level 2 ")


def test_the_record_page_has_one_mark_per_action_and_the_verdict(
    record_file: Path, tmp_path: Path
) -> None:
    code, html = build(tmp_path, record_file)
    assert code == 0
    assert_self_contained(html)
    report = gizmos.check_file(record_file)
    assert report.verdict == "valid"
    assert marks(html) == list(range(1, report.actions_checked + 1))
    assert 'class="verdict verdict-valid"' in html
    last = after_position(frame_of(html, f"action-{report.actions_checked}"))
    assert "game over" in last and f"{report.winners[0]} won" in last  # type: ignore[index]


def test_every_build_puts_its_card_among_the_built(record_file: Path, tmp_path: Path) -> None:
    _, html = build(tmp_path, record_file)
    explained = gizmos.explain_file(record_file)
    builds = [e for e in explained if e.action.split(" takes the ")[1].startswith("Build")]
    assert builds
    for e in builds:
        card = re.search(r"\((\d+)", e.action.split(" takes the ")[1])
        assert card is not None
        position = after_position(frame_of(html, f"action-{e.number}"))
        player = position[position.index(f'<span class="pname">{e.player}</span>') :]
        built = re.search(r"<dt>built \(\d+\)</dt><dd>(.*?)</dd>", player)
        assert built is not None and f'data-card="{card[1]}"' in built[1], e.action


def test_an_illegal_action_is_the_highlighted_verdict(tmp_path: Path) -> None:
    raw = json.loads(ARCHIVE_BUILD.read_text())
    raw["actions"] = [{"player": "bob", "action": "pick", "color": "red"}]
    raw["answers"] = []
    path = tmp_path / "illegal.json"
    path.write_text(json.dumps(raw))
    code, html = build(tmp_path, path)
    assert code == 1
    assert 'class="verdict verdict-illegal"' in html
    assert 'class="mark bad"' in html and 'href="#action-1">see action 1' in html
    assert 'role="alert"' in frame_of(html, "action-1")


def test_a_hostile_player_name_is_text(tmp_path: Path) -> None:
    raw = json.loads(ARCHIVE_BUILD.read_text().replace('"bob"', json.dumps(HOSTILE)))
    path = tmp_path / "hostile.json"
    path.write_text(json.dumps(raw))
    code, html = build(tmp_path, path)
    assert code == 0
    assert HOSTILE not in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html
    assert html.count("<script") == 2  # the card data and the page's own script


def test_notes_show_and_a_view_is_refused(tmp_path: Path) -> None:
    notes = tmp_path / "notes.json"
    notes.write_text(json.dumps({"1": "alice pays with the converters"}))
    code, html = build(tmp_path, ARCHIVE_BUILD, "--notes", str(notes))
    assert code == 0
    assert "alice pays with the converters" in frame_of(html, "action-1")
    out = tmp_path / "viewed.html"
    result = runner.invoke(app, ["replay", str(ARCHIVE_BUILD), "-o", str(out), "--view", "bob"])
    assert result.exit_code == 2 and not out.exists()


def test_an_action_with_decisions_has_its_tree_unless_asked_not_to(tmp_path: Path) -> None:
    _, html = build(tmp_path, ARCHIVE_BUILD)
    frame = frame_of(html, "action-1")
    if shutil.which("dot") is None:
        assert "Graphviz" in frame
    else:
        assert '<details class="tree" open>' in frame and "<svg" in frame
        assert re.search(r'<p class="tree-note">\d+ nodes', frame)
    _, bare = build(tmp_path, ARCHIVE_BUILD, "--no-trees")
    assert "<svg" not in bare and 'class="tree-note"' not in bare
