"""The record's side of Innovation in layers: the record model reads records only; a
log is imported by the reader above the importers. The order of the record's modules
is the contract "the drivers in layers" (``pyproject.toml``), checked by
``tests/test_layers.py``."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def test_the_record_model_reads_records_only() -> None:
    """A log is imported by the reader above the importers, never by the record model."""
    from adjudicator.core.problems import FormatError
    from adjudicator.games.innovation.reading import is_log_to_import, load_record_or_log
    from adjudicator.games.innovation.records import load_record

    log = (ROOT / "logs" / "notation-en.txt").read_bytes()
    assert is_log_to_import(log)
    assert load_record_or_log(log, filename="notation-en.txt").header.infer_answers is True
    with pytest.raises(FormatError):
        load_record(log, filename="notation-en.txt")
    record = (ROOT / "logs" / "full-2p-seed7.json").read_bytes()
    assert not is_log_to_import(record)
    assert load_record_or_log(record) == load_record(record)
