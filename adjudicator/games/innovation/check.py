"""``adjudicator check``: read record files, replay them, report the verdicts."""

from __future__ import annotations

from pathlib import Path

from rich.console import Console
from rich.text import Text

from adjudicator.core.problems import FormatError, Location, exit_code
from adjudicator.games.innovation.records import load_record
from adjudicator.games.innovation.replay import Report, check_record, problem_text, unreadable

VERDICT_STYLE = {
    "valid": "bold green",
    "incomplete": "bold yellow",
    "unreadable": "bold red",
}

__all__ = ["check_file", "print_reports", "problem_text", "reports_exit_code"]


def check_file(path: Path, *, all_problems: bool = False) -> Report:
    """The verdict on one record file; an unreadable file is a verdict too."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        error = FormatError(f"cannot read {path}: {exc.strerror}", location=Location(path="$"))
        return unreadable(str(path), error.problem)
    try:
        record = load_record(data, filename=path.name)
        return check_record(record, all_problems=all_problems, file=str(path))
    except FormatError as exc:
        return unreadable(str(path), exc.problem)


def reports_exit_code(reports: list[Report]) -> int:
    """0 every record valid, 1 problems found, 2 unreadable input."""
    return exit_code(p for r in reports for p in r.problems)


def print_reports(console: Console, reports: list[Report]) -> None:
    for report in reports:
        head = Text(f"{report.file}: ")
        head.append(report.verdict, style=VERDICT_STYLE.get(report.verdict, "bold red"))
        if report.verdict != "unreadable":
            head.append(
                f" ({report.events} events, {report.actions_checked} actions checked"
                + (f", {report.view}'s view" if report.view else "")
                + ")"
            )
        console.print(head)
        if report.game_over:
            console.print(f"  game over ({report.game_over}): {', '.join(report.winners or [])}")
        for problem in report.problems:
            console.print(Text("  " + problem_text(problem), style="red"))
            for alt in problem.alternatives[:12]:
                console.print(Text(f"    legal instead: {alt}", style="dim"))
        for note in report.notes:
            console.print(Text(f"  note: {note}", style="dim"))
