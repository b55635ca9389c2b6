"""``adjudicator check``: read record files, replay them, report the verdicts."""

from __future__ import annotations

from pathlib import Path

from rich.console import Console
from rich.text import Text

from adjudicator.core.problems import FormatError
from adjudicator.games.innovation.records import load_record
from adjudicator.games.innovation.replay import Problem, Report, check_record

VERDICT_STYLE = {
    "valid": "bold green",
    "incomplete": "bold yellow",
    "unreadable": "bold red",
}


def check_file(path: Path, *, all_problems: bool = False) -> Report:
    """The verdict on one record file; an unreadable file is a verdict too."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        return _unreadable(path, f"cannot read {path}: {exc.strerror}", "$", None)
    try:
        record = load_record(data, filename=path.name)
        return check_record(record, all_problems=all_problems, file=str(path))
    except FormatError as exc:
        return _unreadable(path, exc.message, exc.location.path or "$", exc.location.line)


def _unreadable(path: Path, message: str, json_path: str, line: int | None) -> Report:
    where = json_path + (f" (line {line})" if line is not None else "")
    return Report(
        file=str(path),
        verdict="unreadable",
        events=0,
        actions_checked=0,
        problems=[Problem(kind="unreadable", message=f"{where}: {message}")],
        notes=[],
        winners=None,
        game_over=None,
        turn=0,
    )


def exit_code(reports: list[Report]) -> int:
    """0 every record valid, 1 problems found, 2 unreadable input."""
    if any(r.verdict == "unreadable" for r in reports):
        return 2
    return 0 if all(r.verdict == "valid" for r in reports) else 1


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
            for alt in problem.legal[:12]:
                console.print(Text(f"    legal instead: {alt}", style="dim"))
        for note in report.notes:
            console.print(Text(f"  note: {note}", style="dim"))


def problem_text(p: Problem) -> str:
    where = []
    if p.event is not None:
        where.append(f"event {p.event}")
    if p.turn is not None:
        where.append(f"turn {p.turn}" + (f", action {p.action}" if p.action else ""))
    if p.player:
        where.append(p.player)
    place = f"[{'; '.join(where)}] " if where else ""
    rule = f" ({p.rule})" if p.rule else ""
    return f"{p.kind}: {place}{p.message}{rule}"
