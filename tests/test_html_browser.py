"""The replay page in a real browser: headless Chromium from the system's
packages, driven by Playwright (never `playwright install`: it downloads).

Skipped, with the reason, when Playwright or Chromium is not installed
(`make install` adds Chromium when missing and root).
"""

from __future__ import annotations

import json
import shutil
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from test_html import HOSTILE, LOGS, hostile_scenario
from typer.testing import CliRunner

from adjudicator.cli import app

sync_api = pytest.importorskip(
    "playwright.sync_api", reason="Playwright is not installed (pip install playwright)"
)
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
if CHROMIUM is None:
    pytest.skip(
        "no system Chromium (apt-get install chromium; `make install` does it as root)",
        allow_module_level=True,
    )

ILLEGAL = LOGS / "illegal-achieve.json"


class Loaded:
    """One page load, watched: console messages, page errors, requests, dialogs."""

    def __init__(self, browser: Any, path: Path, width: int = 1280, height: int = 800) -> None:
        self.page = browser.new_page(viewport={"width": width, "height": height})
        self.console: list[str] = []
        self.requests: list[str] = []
        self.dialogs: list[str] = []
        self.page.on("console", lambda m: self.console.append(f"{m.type}: {m.text}"))
        self.page.on("pageerror", lambda e: self.console.append(f"pageerror: {e}"))
        self.page.on("request", lambda r: self.requests.append(r.url))
        self.page.on("dialog", self._dialog)
        self.url = path.resolve().as_uri()
        self.page.goto(self.url)

    def _dialog(self, dialog: Any) -> None:
        self.dialogs.append(dialog.message)
        dialog.dismiss()

    def visible_frame(self) -> Any:
        """The frame shown; after a key or a click the page switches frames on its own
        time, so its anchor is read with ``expect(...).to_have_attribute``, which waits."""
        return self.page.locator("article.frame:not([hidden])")


def page_file(tmp: Path, source: Path, name: str) -> Path:
    out = tmp / f"{name}.html"
    result = CliRunner().invoke(app, ["replay", str(source), "-o", str(out)])
    assert out.exists(), result.output
    return out


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with sync_api.sync_playwright() as p:
        try:
            launched = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        except sync_api.Error as exc:
            pytest.skip(f"the system Chromium ({CHROMIUM}) does not start headless: {exc}")
        yield launched
        launched.close()


@pytest.fixture(scope="module")
def illegal(browser: Any, tmp_path_factory: pytest.TempPathFactory) -> Loaded:
    return Loaded(browser, page_file(tmp_path_factory.mktemp("page"), ILLEGAL, "illegal"))


def test_loads_from_disk_with_no_console_error_and_no_network(illegal: Loaded) -> None:
    assert illegal.console == []
    assert illegal.requests == [illegal.url]
    assert illegal.page.locator(".tree svg").count() > 0  # the inline trees pass the CSP


def test_one_timeline_mark_per_action(illegal: Loaded) -> None:
    events = json.loads(ILLEGAL.read_text())["events"]
    # the record's actions up to and including the planted illegal one
    assert illegal.page.locator(".timeline .mark").count() == 12
    assert len(events) > 12


def test_right_arrow_shows_the_next_position(illegal: Loaded) -> None:
    page = illegal.page
    page.goto(illegal.url + "#start")
    first = json.loads(ILLEGAL.read_text())["events"][0]
    assert first["type"] == "initial_meld"
    pile = illegal.visible_frame().locator(".player", has_text=first["player"]).locator(".top")
    assert first["card"] not in " ".join(pile.all_inner_texts())
    page.keyboard.press("ArrowRight")
    frame = illegal.visible_frame()
    sync_api.expect(frame).to_have_attribute("data-anchor", "action-1")
    player = frame.locator(".player", has_text=first["player"])
    assert first["card"] in " ".join(player.locator(".top").all_inner_texts())
    assert page.url.endswith("#action-1")
    page.keyboard.press("ArrowLeft")
    sync_api.expect(illegal.visible_frame()).to_have_attribute("data-anchor", "start")


def test_the_planted_illegal_move_is_highlighted_at_its_action(illegal: Loaded) -> None:
    page = illegal.page
    page.goto(illegal.url + "#start")
    page.locator(".verdict a").click()
    frame = illegal.visible_frame()
    sync_api.expect(frame).to_have_attribute("data-anchor", "action-12")
    problem = frame.locator(".problem")
    assert problem.is_visible()
    assert "ACHIEVE-1" in problem.inner_text()
    assert "alice takes the Draw action" in problem.inner_text()
    assert page.locator(".mark.bad").get_attribute("id") == "action-12"


def test_card_text_shows_on_hover(illegal: Loaded) -> None:
    page = illegal.page
    page.goto(illegal.url + "#action-1")
    illegal.visible_frame().locator("[data-card]").first.hover()
    tip = page.locator("#tip")
    assert tip.is_visible() and "age" in tip.inner_text()


def _has_content(png: bytes) -> bool:
    """Whether a PNG has more than a plain background: many distinct bytes once inflated."""
    data, at = b"", 8
    while at < len(png):
        length = int.from_bytes(png[at : at + 4], "big")
        if png[at + 4 : at + 8] == b"IDAT":
            data += png[at + 8 : at + 8 + length]
        at += 12 + length
    return len(set(zlib.decompress(data))) > 32


@pytest.mark.parametrize("size", [(1280, 800), (390, 844)], ids=["desktop", "phone"])
def test_screenshots_are_not_blank(
    browser: Any, illegal: Loaded, size: tuple[int, int], tmp_path: Path
) -> None:
    page = browser.new_page(viewport={"width": size[0], "height": size[1]})
    page.goto(illegal.url + "#action-12")
    shot = page.screenshot()
    (tmp_path / "shot.png").write_bytes(shot)
    assert _has_content(shot)
    # nothing wider than the screen but the scrolling timeline and trees
    assert page.evaluate("document.documentElement.scrollWidth") <= size[0]
    page.close()


def test_a_hostile_player_name_is_text_and_runs_no_script(browser: Any, tmp_path: Path) -> None:
    loaded = Loaded(browser, page_file(tmp_path, hostile_scenario(tmp_path), "hostile"))
    assert loaded.dialogs == []
    assert loaded.console == []
    names = loaded.page.locator(".pname").all_inner_texts()
    assert HOSTILE in names
    loaded.page.keyboard.press("ArrowRight")
    loaded.page.keyboard.press("ArrowRight")
    assert loaded.visible_frame().locator(".problem").is_visible()
    assert loaded.dialogs == []
    loaded.page.close()


# ---------------------------------------------------------------- the Gizmos page

GIZMOS_SCENARIO = LOGS.parent / "examples" / "gizmos" / "archive-build.json"


def gizmos_actions(path: Path) -> list[dict[str, Any]]:
    """The record's action events (not its closing ``result``)."""
    events: list[dict[str, Any]] = json.loads(path.read_text())["events"]
    return [e for e in events if e["type"] != "result"]


def zone(frame: Any, player: str, name: str) -> str:
    """The HTML of one zone (``built``, ``archive``, ``ring``) of a player in a frame."""
    section = frame.locator(".player", has=frame.page.locator(".pname", has_text=player))
    inner: str = section.locator(f"dt:has-text('{name}') + dd").inner_html()
    return inner


@pytest.fixture(scope="module")
def gizmos_record(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from adjudicator.games import gizmos

    path = tmp_path_factory.mktemp("gizmos") / "gizmos-game.json"
    path.write_bytes(gizmos.simulate_game(3, 3))
    return path


@pytest.fixture(scope="module")
def gizmos_page(browser: Any, gizmos_record: Path) -> Loaded:
    return Loaded(browser, page_file(gizmos_record.parent, gizmos_record, "gizmos"))


def test_gizmos_page_loads_under_its_csp_with_no_console_error(gizmos_page: Loaded) -> None:
    assert gizmos_page.console == []
    assert gizmos_page.dialogs == []
    assert gizmos_page.requests == [gizmos_page.url]
    assert gizmos_page.page.locator(".tree svg").count() > 0  # the inline trees pass the CSP


def test_gizmos_page_has_one_timeline_mark_per_action(
    gizmos_page: Loaded, gizmos_record: Path
) -> None:
    actions = gizmos_actions(gizmos_record)
    assert gizmos_page.page.locator(".timeline .mark").count() == len(actions)


def test_gizmos_arrows_step_through_the_positions(gizmos_page: Loaded, gizmos_record: Path) -> None:
    page = gizmos_page.page
    first = gizmos_actions(gizmos_record)[0]
    assert first["type"] == "file"
    filed = f'data-card="{first["card"]}"'
    page.goto(gizmos_page.url + "#start")
    assert filed not in zone(gizmos_page.visible_frame(), first["player"], "archive")
    page.keyboard.press("ArrowRight")
    frame = gizmos_page.visible_frame()
    sync_api.expect(frame).to_have_attribute("data-anchor", "action-1")
    assert page.url.endswith("#action-1")
    assert filed in zone(frame, first["player"], "archive")
    page.keyboard.press("ArrowRight")
    sync_api.expect(gizmos_page.visible_frame()).to_have_attribute("data-anchor", "action-2")
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowLeft")
    sync_api.expect(gizmos_page.visible_frame()).to_have_attribute("data-anchor", "start")
    assert gizmos_page.console == []


def test_gizmos_card_tips_show_on_hover(gizmos_page: Loaded, gizmos_record: Path) -> None:
    page = gizmos_page.page
    page.goto(gizmos_page.url + "#action-1")
    card = gizmos_actions(gizmos_record)[0]["card"]
    gizmos_page.visible_frame().locator(f".why [data-card='{card}']").first.hover()
    tip = page.locator("#tip")
    assert tip.is_visible()
    assert tip.inner_text().startswith(f"{card} (level ")
    page.keyboard.press("Escape")
    assert not tip.is_visible()


def test_gizmos_action_with_a_decision_shows_its_explanation_and_tree(
    gizmos_page: Loaded, gizmos_record: Path
) -> None:
    actions = gizmos_actions(gizmos_record)
    number = next(
        i for i, e in enumerate(actions, 1) if any(a is not None for a in e.get("answers", []))
    )
    page = gizmos_page.page
    page.goto(gizmos_page.url + f"#action-{number}")
    frame = gizmos_page.visible_frame()
    sync_api.expect(frame).to_have_attribute("data-anchor", f"action-{number}")
    explain = frame.locator(".why .explain")
    assert explain.is_visible()
    assert actions[number - 1]["player"] in explain.inner_text()
    assert frame.locator(".why .k-decision").count() > 0
    if shutil.which("dot") is None:
        assert "Graphviz" in frame.locator(".why").inner_text()
        return
    tree = frame.locator(".tree svg")
    assert tree.is_visible()
    box = tree.bounding_box()
    assert box is not None and box["width"] > 0 and box["height"] > 0
    assert gizmos_page.console == []


def test_gizmos_hostile_player_name_is_text_and_runs_no_script(
    browser: Any, tmp_path: Path
) -> None:
    raw = GIZMOS_SCENARIO.read_text().replace('"alice"', json.dumps(HOSTILE))
    source = tmp_path / "hostile.json"
    source.write_text(raw)
    loaded = Loaded(browser, page_file(tmp_path, source, "hostile"))
    page = loaded.page
    assert HOSTILE in page.locator(".pname").all_inner_texts()
    page.keyboard.press("ArrowRight")
    frame = loaded.visible_frame()
    sync_api.expect(frame).to_have_attribute("data-anchor", "action-1")
    assert HOSTILE in frame.locator(".why .explain").inner_text()
    if shutil.which("dot") is not None:  # the tree's labels name the player too
        assert frame.locator(".tree svg text", has_text=HOSTILE).count() > 0
    assert page.locator("script").count() == 2  # the card data and the page's own script
    assert loaded.dialogs == []
    assert loaded.console == []
    page.close()
