"""Issue 14: the real BGA samples (all with Cities of Destiny) import into records."""

from __future__ import annotations

from pathlib import Path

import pytest
from support import REAL_LOGS
from typer.testing import CliRunner

from adjudicator.api import read_record
from adjudicator.cli import app
from adjudicator.core.problems import FormatError
from adjudicator.games.innovation.import_command import import_bga, is_bga_log
from adjudicator.games.innovation.importers.to_record import imported_header
from adjudicator.games.innovation.records import load_record

REAL = REAL_LOGS
SAMPLES = sorted(REAL.glob("bga-*.txt")) if REAL.is_dir() else []

pytestmark = pytest.mark.skipif(not SAMPLES, reason="../shared/real-logs is not there")


def test_import_writes_a_record_that_loads(tmp_path: Path) -> None:
    path = REAL / "bga-table815136179-tracker-gamelog.txt"
    out = tmp_path / "game.jsonl"
    result = CliRunner().invoke(app, ["import", str(path), "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert "achievements to win" in result.output
    record = load_record(out.read_bytes(), filename=out.name)
    assert record.header.players == ["AnotherSava", "TrinaCat"]
    assert record.header.omits == ["splay", "unsplay"]  # the tracker drops both
    imported = imported_header(record)
    assert imported is not None and imported.format == "bga-tracker"
    assert record.header.expansions == ["cities"]
    first = record.events[0]
    assert first.source_line is not None and first.bga_move == 3  # type: ignore[union-attr]


def test_the_achievements_to_win_option_is_recorded(tmp_path: Path) -> None:
    path = REAL / "bga-table823235522-rendered-spectator.txt"
    out = tmp_path / "game.json"
    args = ["import", str(path), "-o", str(out), "--achievements-to-win", "7"]
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 0, result.output
    assert "7 (from the option)" in result.output


def test_the_api_reads_a_bga_file(tmp_path: Path) -> None:
    path = REAL / "bga-table823235522-rendered-player.txt"
    game = read_record(path)
    assert game.record.header.view == "AnotherSava"  # the sample's source note names him


def test_bad_input_gets_a_clear_verdict(tmp_path: Path) -> None:
    page = tmp_path / "page.txt"
    page.write_text("<!DOCTYPE html><html><body>BGA</body></html>")
    result = CliRunner().invoke(app, ["import", str(page), "-o", str(tmp_path / "x.jsonl")])
    assert result.exit_code == 2
    assert "HTML" in result.output
    with pytest.raises(FormatError):
        import_bga(b'{"players": {"1": "a"}, "log": [', file="cut.json")


def test_a_record_is_not_taken_for_a_bga_log() -> None:
    record = Path(__file__).resolve().parents[2] / "logs" / "full-2p-seed7.json"
    assert not is_bga_log(record.read_bytes())
