"""``adjudicator export RECORD --format text --lang de -o GAME.txt``: a record as notation.

The command function is registered in the command line with one line
(``app.command("export")(export_command)``).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, NoReturn

import msgspec
import typer

from adjudicator.core.files import read_file
from adjudicator.core.problems import AdjudicatorError, Problem, exit_code
from adjudicator.core.text import SafeConsole
from adjudicator.games.innovation.importers.entries import BgaLog
from adjudicator.games.innovation.notation.phrases import LANGUAGES

if TYPE_CHECKING:
    from adjudicator.games.innovation.notation.writer import Written

err = SafeConsole(stderr=True)


def export_command(
    record_file: Annotated[
        Path, typer.Argument(help="a game record (.json or .jsonl) or a scenario")
    ],
    output: Annotated[
        Path | None, typer.Option("-o", "--output", help="the text file (default: stdout)")
    ] = None,
    fmt: Annotated[str, typer.Option("--format", help="text (the notation)")] = "text",
    lang: Annotated[str, typer.Option("--lang", help="en or de")] = "en",
    view: Annotated[
        str | None, typer.Option(help="write what this player saw (default: the record's view)")
    ] = None,
) -> None:
    """Write a game record (or a scenario: its set-up, then its actions) as plain-text
    notation, one line per event: exit 0 written, 1 written up to the first problem,
    2 an unreadable file."""
    from adjudicator.games.innovation.notation.writer import render

    if fmt != "text":
        _fail(f"--format must be text (got {fmt!r})")
    if lang not in LANGUAGES:
        _fail(f"--lang must be one of {', '.join(LANGUAGES)} (got {lang!r})")
    try:
        written = _written(record_file, view)
    except OSError as exc:
        _fail(f"cannot read {record_file}: {exc.strerror}")
    except AdjudicatorError as exc:
        _fail(f"{record_file}: {exc}", exc.problem.code)
    text = render(written, lang, source=record_file.name)
    if output is None:
        sys.stdout.write(text)
    else:
        try:
            output.write_text(text, encoding="utf-8")
        except OSError as exc:
            _fail(f"cannot write {output}: {exc.strerror}")
    problems = written.problems
    if problems:
        err.print(
            f"warning: {record_file} stops being a legal game: written up to its first "
            f"problem: {problems[0].message}",
            highlight=False,
            markup=False,
        )
    raise typer.Exit(exit_code(problems) if problems else 0)


def _written(path: Path, view: str | None) -> Written:
    """A record's log, or a scenario's (its set-up as the starting position)."""
    from adjudicator.games.innovation.notation.writer import record_items, scenario_items
    from adjudicator.games.innovation.positions import scenario_runs
    from adjudicator.games.innovation.reading import load_record_or_log
    from adjudicator.games.innovation.scenario import load_scenario

    data = read_file(path)
    if _is_record(data, path):
        return record_items(load_record_or_log(data, filename=path.name), view, file=str(path))
    spec, start = load_scenario(data, filename=path.name)
    runs, result = scenario_runs(spec, start)
    return scenario_items(spec, runs, result, view)


def _is_record(data: bytes, path: Path) -> bool:
    """JSON Lines, a JSON document with a "header", or a log to import (a BGA log or
    the notation): a record; else a scenario."""
    if path.suffix in (".jsonl", ".ndjson"):
        return True
    try:
        raw = msgspec.json.decode(data)
    except msgspec.DecodeError:
        raw = None
    if isinstance(raw, dict) and "header" in raw:
        return True  # a record: the importers need not be loaded to tell
    from adjudicator.games.innovation.import_command import is_log

    return is_log(data)


def read_notation_file(path: Path, *, language: str | None = None) -> BgaLog:
    """A notation file read into the log model (FormatError, exit 2, when it does not read)."""
    from adjudicator.games.innovation.notation.parser import parse_notation

    return parse_notation(read_file(path), file=str(path), language=language)


def _fail(message: str, code: str = "invalid") -> NoReturn:
    """Print the problem and exit with its status (an invalid file or option by default)."""
    err.print(f"error: {message}", highlight=False, markup=False)
    raise typer.Exit(exit_code([Problem(code=code, message=message)]))
