"""Issue 15: the notation read into records through the importers' one converter:
``import``, ``check`` and the API take it; what its header states is the record's (a
starting position too); a bad position and a line that is no action are refused with
their line."""

from __future__ import annotations

import contextlib
import json
from pathlib import Path

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support import REAL_LOGS
from typer.testing import CliRunner

from adjudicator.api import read_record
from adjudicator.cli import app
from adjudicator.core.problems import AdjudicatorError, FormatError
from adjudicator.games.innovation.import_command import import_bga, is_bga_log, is_log
from adjudicator.games.innovation.importers.to_record import FORMATS
from adjudicator.games.innovation.reading import load_record_or_log
from adjudicator.games.innovation.records import (
    SPECTATOR,
    DogmaEvent,
    InitialMeldEvent,
    load_record,
)
from adjudicator.games.innovation.replay import check_record

LOGS = Path(__file__).resolve().parents[2] / "logs"
runner = CliRunner()
DEAL = (
    "players: alice, bob\nalice draws Oars\nalice draws Writing\n"
    "bob draws Sailing\nbob draws Tools\n1. alice melds Oars\n1. bob melds Sailing\n"
)


def test_the_converter_reads_the_notation_and_detection_tells_it_apart() -> None:
    assert "notation" in FORMATS
    data = (LOGS / "notation-en.txt").read_bytes()
    assert is_log(data) and is_bga_log(data)  # the loaders hand it to the importer
    assert not is_log((LOGS / "full-2p-seed7.json").read_bytes())


def test_the_header_and_the_deal_are_the_records() -> None:
    record = load_record_or_log((LOGS / "notation-en.txt").read_bytes(), filename="notation-en.txt")
    h = record.header
    assert h.players == ["alice", "bob"] and h.view is None and h.infer_answers is True
    assert h.setup.hands == {"alice": ["The Wheel", "Writing"], "bob": ["Metalworking", "Sailing"]}
    assert h.setup.achievements is not None and h.setup.achievements[0] == "Clothing"
    assert all(isinstance(e, InitialMeldEvent) for e in record.events[:2])
    assert not any(getattr(e, "tentative", False) for e in record.events)
    dogma = record.events[3]
    assert isinstance(dogma, DogmaEvent) and dogma.card == "The Wheel"
    assert [d.card for d in dogma.draws][:2] == ["Code of Laws", "Tools"]


def test_teams_a_view_and_a_card_by_its_back() -> None:
    text = "players: alice, bob, carol, dave\nteams: alice, carol; bob, dave\n1. alice melds Oars\n"
    record = import_bga(text.encode())
    assert record.header.teams == [["alice", "carol"], ["bob", "dave"]]
    assert record.header.view is None
    hidden = import_bga((DEAL + "1. alice draws a [1]\n").encode())
    assert hidden.header.view == SPECTATOR  # a card by its back: not full information
    seen = import_bga(
        (DEAL.replace("players: alice, bob\n", "players: alice, bob\nview: bob\n")).encode()
    )
    assert seen.header.view == "bob"


def test_a_starting_position_is_the_records_start(tmp_path: Path) -> None:
    game = tmp_path / "dispute.txt"
    game.write_text(
        'players: alice, bob\nposition: {"current_player": "alice",\n'
        '  "players": {"alice": {"board": {"red": ["Oars"]}}}}\n'
        "1. alice activates the dogma of Oars [castle]\n"
        "alice draws Clothing  # nothing transferred: Oars's second effect\n"
    )
    out = tmp_path / "r.json"
    result = runner.invoke(app, ["import", str(game), "-o", str(out)])
    assert result.exit_code == 0, result.output
    record = load_record(out.read_bytes(), filename=out.name)
    assert not isinstance(record.header.position, msgspec.UnsetType)
    assert record.header.position.players["alice"].board == {"red": ["Oars"]}
    assert record.header.setup.hands == {} and len(record.events) == 1
    report = check_record(record)
    assert report.actions_checked == 1 and report.verdict == "incomplete"


def test_a_bad_starting_position_is_refused_naming_its_line_and_column(tmp_path: Path) -> None:
    game = tmp_path / "dispute.txt"
    game.write_text(
        'players: alice, bob\nposition: {"current_player": "alice",\n'
        '  "players": {"alice": {"board": {"red": ["Oarz"]}}}}\n'
        "1. alice activates the dogma of Oars [castle]\n"
    )
    result = runner.invoke(app, ["import", str(game), "-o", str(tmp_path / "r.json")])
    assert result.exit_code == 2 and "unknown card 'Oarz'" in result.output
    try:
        import_bga(game.read_bytes(), file="dispute.txt")
    except FormatError as exc:
        assert exc.location.line == 3 and exc.location.column == 43 and exc.exit_code == 2
    else:  # pragma: no cover
        raise AssertionError("a bad position was read")


def test_a_numbered_line_that_is_no_action_names_its_line() -> None:
    try:
        import_bga((DEAL + "1. alice scores Writing\n").encode())
    except FormatError as exc:
        assert exc.location.line == 8 and "an action is a draw" in exc.message
    else:  # pragma: no cover
        raise AssertionError("a score was read as an action")


def test_import_writes_the_record_and_check_reads_the_text(tmp_path: Path) -> None:
    out = tmp_path / "game.jsonl"
    result = runner.invoke(app, ["import", str(LOGS / "notation-de.txt"), "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert "format notation; view: full information" in result.stdout
    report = check_record(load_record(out.read_bytes(), filename=out.name))
    assert report.verdict == "incomplete"  # an excerpt: every action legal, the game not over
    assert [p.code for p in report.problems] == ["incomplete"]
    named = runner.invoke(
        app, ["import", str(LOGS / "notation-en.txt"), "--format", "notation", "-o", str(out)]
    )
    assert named.exit_code == 0, named.output
    wrong = runner.invoke(
        app, ["import", str(LOGS / "full-2p-seed7.json"), "--format", "notation", "-o", str(out)]
    )
    assert wrong.exit_code == 2
    checked = runner.invoke(app, ["check", str(LOGS / "notation-illegal-en.txt"), "--json"])
    [report] = json.loads(checked.stdout)
    assert report["verdict"] == "illegal" and report["problems"][0]["rule"] == "ACHIEVE-1"
    assert report["problems"][0]["line"] == 74
    assert read_record(LOGS / "notation-en.txt").players == ["alice", "bob"]


def test_explain_and_tree_take_the_text(tmp_path: Path) -> None:
    explained = runner.invoke(app, ["explain", str(LOGS / "notation-en.txt"), "--action", "3"])
    # an excerpt ends before the game does: incomplete, exit 1, every action explained
    assert explained.exit_code == 1 and "bob melds Sailing" in explained.stdout
    tree = runner.invoke(
        app, ["tree", str(LOGS / "notation-en.txt"), "--action", "3", "-o", str(tmp_path / "t.dot")]
    )
    assert tree.exit_code == 1, tree.output
    assert (tmp_path / "t.dot").exists()


WORDS = [
    "alice",
    "bob",
    "melds",
    "draws",
    "scores",
    "achieves",
    "a",
    "[1]",
    "[3]",
    "Oars",
    "Writing",
    "Sailing",
    "from",
    "their",
    "hand",
    "to",
    "bob's",
    "score",
    "pile",
    "1.",
    "2.",
    "activates",
    "the",
    "dogma",
    "of",
    "[castle]",
    "shares",
    "free",
    "draw",
    "end",
    "of",
    "game:",
    "won",
    "by",
    "exchanges",
    "nothing",
    "in",
    "with",
    "rearranges",
    "red",
    "splays",
    "left",
    "cards",
]


@settings(max_examples=120, deadline=None)
@given(st.lists(st.lists(st.sampled_from(WORDS), max_size=9).map(" ".join), max_size=10))
def test_no_traceback_from_text_to_verdict(lines: list[str]) -> None:
    data = (DEAL + "\n".join(lines)).encode()
    try:
        record = import_bga(data, format="notation")
    except FormatError as exc:
        assert exc.exit_code == 2
        return
    with contextlib.suppress(AdjudicatorError):
        check_record(record)


REAL_PACKETS = REAL_LOGS / "bga-table823235522-raw-notifications.txt"


@pytest.mark.skipif(not REAL_PACKETS.is_file(), reason="../shared/real-logs is not there")
def test_a_real_bga_log_exports_as_notation_that_checks_alike(tmp_path: Path) -> None:
    """`export` takes a BGA log (Cities of Destiny): its Endorse actions as endorse
    lines, the cities drawn unseen by their backs; the text checks as the log does."""
    text = tmp_path / "game.txt"
    exported = runner.invoke(app, ["export", str(REAL_PACKETS), "-o", str(text)])
    assert exported.exit_code == 1  # the sample stops mid-game: written up to its end
    written = text.read_text("utf-8")
    assert "1. AnotherSava endorses the dogma of Domestication [castle]" in written
    assert "jamdalla draws a city [1]" in written
    from_log, from_text = (
        check_record(load_record_or_log(REAL_PACKETS.read_bytes())),
        check_record(load_record_or_log(written.encode())),
    )
    assert (from_text.verdict, from_text.actions_checked) == ("incomplete", 18)
    assert (from_log.verdict, from_log.actions_checked) == ("incomplete", 18)


@pytest.mark.parametrize(
    ("text", "line"),
    [
        (DEAL.replace("1. alice melds Oars", "1. alice melds a [1]"), 6),
        (DEAL + "turn 1: bob\n1. bob melds a [1]\n", 9),
        (DEAL + "turn 1: bob\n1. bob activates the dogma of a [1] [crown]\n", 9),
    ],
)
def test_a_meld_or_dogma_of_an_unnamed_card_is_refused_at_its_line(text: str, line: int) -> None:
    """MELD-1: a melded card lies face up, a dogma's card is a top card: a log that
    hides one is refused at its line (exit 2), never a crash of the replay."""
    with pytest.raises(FormatError) as caught:
        import_bga(text.encode(), format="notation", file="GAME.txt")
    assert caught.value.exit_code == 2
    assert caught.value.problem.location.line == line
    assert "face up" in str(caught.value)


def test_explain_and_the_replay_page_name_the_files_line_of_a_problem(tmp_path: Path) -> None:
    """As `check` does: "logs/notation-illegal-en.txt line 74", not a bare "line 74"
    (the page names the file, not its folder)."""
    illegal = LOGS / "notation-illegal-en.txt"
    explained = runner.invoke(app, ["explain", str(illegal), "--action", "12"])
    assert explained.exit_code == 1
    assert f"[{illegal} line 74; event 12;" in " ".join(explained.stdout.split())
    page = tmp_path / "page.html"
    assert runner.invoke(app, ["replay", str(illegal), "-o", str(page)]).exit_code == 1
    html = page.read_text("utf-8")
    assert "[notation-illegal-en.txt line 74; event 12;" in html and str(LOGS) not in html
