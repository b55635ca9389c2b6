"""``adjudicator check``: read record files, replay them, report the verdicts."""

from __future__ import annotations

import json
import re
import signal
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import msgspec
from rich.console import Console
from rich.text import Text

from adjudicator.core.files import read_file
from adjudicator.core.problems import FormatError, Location, Problem, exit_code
from adjudicator.games.innovation.reading import load_record_or_log
from adjudicator.games.innovation.records import Record, load_record
from adjudicator.games.innovation.replay import Report, check_record, problem_text, unreadable

VERDICT_STYLE = {
    "valid": "bold green",
    "incomplete": "bold yellow",
    "unreadable": "bold red",
}

__all__ = [
    "check_file",
    "check_path",
    "failed_check",
    "print_report",
    "print_reports",
    "print_reports_as_ready",
    "problem_text",
    "reports_exit_code",
]


def check_file(
    path: Path, *, all_problems: bool = False, achievements_to_win: int | None = None
) -> Report:
    """The verdict on one record file; an unreadable file is a verdict too.
    ``achievements_to_win``: the table's option of an imported game (a BGA log or the
    notation, read here or by ``import``), as ``import --achievements-to-win`` takes it."""
    try:
        data = read_file(path)
    except OSError as exc:
        error = FormatError(f"cannot read {path}: {exc.strerror}", location=Location(path="$"))
        return unreadable(str(path), error.problem)
    try:
        if achievements_to_win is None:
            record = load_record_or_log(data, filename=path.name)
            return check_record(record, all_problems=all_problems, file=str(path))
        record, ignored = _with_goal(data, path.name, achievements_to_win)
        report = check_record(record, all_problems=all_problems, file=str(path))
    except FormatError as exc:
        return unreadable(str(path), exc.problem)
    report.notes += [ignored] if ignored else []
    return report


def goal_ignored(count: int, why: str) -> str:
    """The note on ``--achievements-to-win`` given for a record it does not apply to."""
    return (
        f"achievements to win: --achievements-to-win {count} ignored: it applies only to "
        f"BGA logs and the notation (an imported Innovation game); {why}"
    )


def _with_goal(data: bytes, filename: str, count: int) -> tuple[Record, str | None]:
    """The record with the table's option: a log is imported with it (as ``import``
    does), a record written by ``import`` takes it in place of its header's number; any
    other record keeps the rules' number, and the note says so."""
    from adjudicator.games.innovation.import_command import import_bga, is_log

    if is_log(data):
        return import_bga(data, file=filename, achievements_to_win=count), None
    record = load_record(data, filename=filename)
    imported = record.header.imported
    if isinstance(imported, msgspec.UnsetType):
        return record, goal_ignored(count, "this record is not one, so the rules' number holds")
    option = msgspec.structs.replace(
        imported, achievements_to_win=count, achievements_from="option"
    )
    header = msgspec.structs.replace(record.header, imported=option)
    return msgspec.structs.replace(record, header=header), None


class _GameNamed(msgspec.Struct):
    game: Any = msgspec.UNSET  # any JSON value: the game's package says what is wrong


class _RecordHeader(msgspec.Struct):
    """A JSON record read for its header's game field only (the events are skipped)."""

    header: _GameNamed


def _game_of(data: bytes, filename: str) -> ModuleType:
    """The package of the game a file names: a JSON record's header says it without
    the whole file being decoded; any other file is sniffed."""
    from adjudicator.core.jsonio import UNREADABLE
    from adjudicator.games import DEFAULT_GAME, game_for, game_package

    try:
        named = _leading_header(data) or msgspec.json.decode(data, type=_RecordHeader).header
    except UNREADABLE:
        return game_for(data, filename=filename)
    given = DEFAULT_GAME if named.game is msgspec.UNSET else named.game
    return game_package(given, path="$.header.game")


_HEADER_FIRST = re.compile(rb'\s*\{\s*"header"\s*:\s*(?=\{)')


def _leading_header(data: bytes) -> _GameNamed | None:
    """The header of a record that starts with it (as the project writes them), read
    alone: the events after it, most of the file, are not scanned (5 % of a check).
    None for any other file, or a header that does not read (the whole file is then
    decoded, for the error's place)."""
    start = _HEADER_FIRST.match(data)
    if start is None:
        return None
    try:
        header, _end = json.JSONDecoder().raw_decode(data.decode("utf-8"), start.end())
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None
    if not isinstance(header, dict):
        return None
    return _GameNamed(game=header.get("game", msgspec.UNSET))


def check_path(
    path: str, all_problems: bool = False, achievements_to_win: int | None = None
) -> Report:
    """``adjudicator check`` on one file, as a batch worker runs it: the file's game
    field picks the game's checker; a file naming no known game is unreadable.
    ``achievements_to_win``: an imported Innovation game's table option (:func:`check_file`)."""
    try:
        game = _game_of(read_file(Path(path)), Path(path).name)
    except FormatError as exc:
        return unreadable(path, exc.problem)
    except OSError:
        return check_file(Path(path), all_problems=all_problems)  # it says why
    if achievements_to_win is not None and game.__name__ == __package__:  # Innovation's
        return check_file(
            Path(path), all_problems=all_problems, achievements_to_win=achievements_to_win
        )
    report: Report = game.check_file(Path(path), all_problems=all_problems)
    if achievements_to_win is not None:
        other = game.__name__.rpartition(".")[2]
        report.notes.append(goal_ignored(achievements_to_win, f"this is a {other} record"))
    return report


def prepare_checks() -> None:
    """Load every card set's effects: a batch's parent does it once, before its
    workers fork, rather than each worker on its first file (``run_batch(prepare=)``)."""
    from adjudicator.games.innovation.engine.registry import implemented

    implemented()


def failed_check(path: str, reason: str) -> Report:
    """The verdict on a file whose check failed inside the checker: unreadable,
    with the reason (the other files keep their own verdicts)."""
    return unreadable(path, Problem(code="unreadable", message=f"internal error: {reason}"))


def reports_exit_code(reports: list[Report]) -> int:
    """0 every record valid, 1 problems found, 2 unreadable input."""
    return exit_code(p for r in reports for p in r.problems)


def print_reports(console: Console, reports: list[Report]) -> None:
    for report in reports:
        print_report(console, report)


def print_report(console: Console, report: Report) -> None:
    """One file's verdict, its problems (with the legal alternatives) and notes."""
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
        console.print(Text("  " + problem_text(problem, report.file), style="red"))
        for alt in problem.alternatives[:12]:
            console.print(Text(f"    legal instead: {alt}", style="dim"))
    for note in report.notes:
        console.print(Text(f"  note: {note}", style="dim"))


def _block_ctrl_c() -> set[int | signal.Signals] | None:
    """SIGINT held back (Unix), the signals blocked before; None where it cannot be."""
    if not hasattr(signal, "pthread_sigmask"):
        return None
    return signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})


def _unblock(blocked: set[int | signal.Signals] | None) -> None:
    if blocked is not None:
        signal.pthread_sigmask(signal.SIG_SETMASK, blocked)


def print_reports_as_ready(
    console: Console, results: Iterator[Report], reports: list[Report], *, as_json: bool
) -> bool:
    """Print each report as it comes (``as_json``: one JSON array on stdout,
    written report by report), collecting them in ``reports``; True when Ctrl-C
    stopped the batch (the reports finished by then are printed too)."""

    def emit(report: Report) -> None:
        # printed whole: a Ctrl-C that comes meanwhile waits until it is out, so
        # that the count said at the end is the count of reports printed
        blocked = _block_ctrl_c()
        try:
            reports.append(report)
            if as_json:
                opening = "," if len(reports) > 1 else "["
                sys.stdout.write(opening + msgspec.json.encode(report).decode())
            else:
                print_report(console, report)
            sys.stdout.flush()
        finally:
            _unblock(blocked)

    stopped = False
    try:
        for report in results:
            emit(report)
    except KeyboardInterrupt as stop:
        stopped = True
        for _, report in getattr(stop, "finished", []):
            emit(report)
    finally:
        close = getattr(results, "close", None)
        if close is not None:
            close()
    if as_json:
        sys.stdout.write(("]" if reports else "[]") + "\n")
        sys.stdout.flush()
    return stopped
