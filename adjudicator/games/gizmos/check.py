"""``adjudicator check`` for Gizmos records: read a file, replay it, the verdict."""

from __future__ import annotations

from pathlib import Path

from adjudicator.core.problems import FormatError
from adjudicator.core.report import Report, unreadable
from adjudicator.core.scenario import read_input
from adjudicator.games.gizmos.records import load_record
from adjudicator.games.gizmos.replay import check_record


def check_file(path: Path, all_problems: bool = False) -> Report:
    """The verdict on one record file; an unreadable file is a verdict too."""
    try:
        record = load_record(read_input(path), filename=path.name)
        return check_record(record, all_problems=all_problems, file=str(path))
    except FormatError as exc:
        return unreadable(str(path), exc.problem)
