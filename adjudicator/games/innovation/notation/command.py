"""``adjudicator export RECORD --format text --lang de -o GAME.txt``: a record as notation.

The command function is registered in the command line with one line
(``app.command("export")(export_command)``).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated, NoReturn

import typer
from rich.console import Console

from adjudicator.core.problems import AdjudicatorError, Problem, exit_code
from adjudicator.games.innovation.importers.entries import BgaLog
from adjudicator.games.innovation.notation.phrases import LANGUAGES

err = Console(stderr=True)


def export_command(
    record_file: Annotated[Path, typer.Argument(help="a game record (.json or .jsonl)")],
    output: Annotated[
        Path | None, typer.Option("-o", "--output", help="the text file (default: stdout)")
    ] = None,
    fmt: Annotated[str, typer.Option("--format", help="text (the notation)")] = "text",
    lang: Annotated[str, typer.Option("--lang", help="en or de")] = "en",
    view: Annotated[
        str | None, typer.Option(help="write what this player saw (default: the record's view)")
    ] = None,
) -> None:
    """Write a game record as plain-text notation, one line per event: exit 0
    written, 1 written up to the record's first problem, 2 unreadable record."""
    from adjudicator.games.innovation.notation.writer import record_items, render
    from adjudicator.games.innovation.records import load_record

    if fmt != "text":
        _fail(f"--format must be text (got {fmt!r})")
    if lang not in LANGUAGES:
        _fail(f"--lang must be one of {', '.join(LANGUAGES)} (got {lang!r})")
    try:
        record = load_record(record_file.read_bytes(), filename=record_file.name)
        written = record_items(record, view, file=str(record_file))
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
    problems = written.report.problems
    if problems:
        err.print(
            f"warning: {record_file} stops being a legal game: written up to its first "
            f"problem: {problems[0].message}",
            highlight=False,
            markup=False,
        )
    raise typer.Exit(exit_code(problems) if problems else 0)


def read_notation_file(path: Path, *, language: str | None = None) -> BgaLog:
    """A notation file read into the log model (FormatError, exit 2, when it does not read)."""
    from adjudicator.games.innovation.notation.parser import parse_notation

    return parse_notation(path.read_bytes(), file=str(path), language=language)


def _fail(message: str, code: str = "invalid") -> NoReturn:
    """Print the problem and exit with its status (an invalid file or option by default)."""
    err.print(f"error: {message}", highlight=False, markup=False)
    raise typer.Exit(exit_code([Problem(code=code, message=message)]))
