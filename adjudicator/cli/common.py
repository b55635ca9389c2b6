"""What every command shares: the typer apps, the consoles, reading a file's game, failing."""

from __future__ import annotations

import sys
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, NoReturn

import msgspec
import typer
from rich.console import Console
from rich.markup import escape

from adjudicator.core.problems import AdjudicatorError, FormatError, Problem, exit_code

if TYPE_CHECKING:
    from adjudicator.games.innovation.game import Game
    from adjudicator.games.innovation.positions import ActionRun
    from adjudicator.games.innovation.records import Record
    from adjudicator.games.innovation.scenario import ScenarioResult, ScenarioSpec

app = typer.Typer(
    help="Settle rules questions in the card game Innovation.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)
scenario_app = typer.Typer(help="Set up a position, resolve actions, read the result.")
app.add_typer(scenario_app, name="scenario")

out = Console()
err = Console(stderr=True)


def game_of(file: Path) -> ModuleType:
    """The game package the file's ``game`` field picks: a file naming a game this
    adjudicator does not have raises FormatError (exit 2); a file that cannot be
    read goes to the default game, whose loader says why."""
    from adjudicator.games import DEFAULT_GAME, game_for, game_package

    try:
        data = file.read_bytes()
    except OSError:
        return game_package(DEFAULT_GAME)
    return game_for(data, filename=file.name)


def format_error(exc: AdjudicatorError, as_json: bool, file: Path) -> None:
    if as_json:
        payload = {"error": {"path": exc.location.path or "$", "message": exc.message}}
        sys.stdout.write(msgspec.json.encode(payload).decode() + "\n")
    else:
        err.print(f"[bold red]error[/]: {file}: {exc}")


def fail(message: str, code: str = "invalid") -> NoReturn:
    """Print the problem and exit with its status (an invalid file or option by default)."""
    err.print(f"[bold red]error[/]: {escape(message)}")
    raise typer.Exit(exit_code([Problem(code=code, message=message)]))


def resolved_scenario(
    file: Path, as_json: bool = False
) -> tuple[ScenarioSpec, Game, list[ActionRun], ScenarioResult]:
    """Load and resolve a scenario for `explain` and `tree`; a bad file exits 2."""
    from adjudicator.games.innovation.positions import scenario_runs
    from adjudicator.games.innovation.scenario import load_scenario

    try:
        game_of(file)
        spec, start = load_scenario(file.read_bytes(), filename=file.name)
        runs, result = scenario_runs(spec, start)
    except OSError as exc:
        fail(f"cannot read {file}: {exc.strerror}")
    except AdjudicatorError as exc:
        format_error(exc, as_json, file)
        raise typer.Exit(exc.exit_code) from None
    return spec, start, runs, result


def record_in(file: Path) -> Record | None:
    """The game record in ``file`` (JSON Lines, or a JSON document with a
    "header"), or None when it is not one (a scenario); read once. A file that
    is a record but does not load exits 2 with the reason."""
    from adjudicator.games import game_for
    from adjudicator.games.innovation.records import load_record

    try:
        data = file.read_bytes()
    except OSError:
        return None  # the scenario path reports the unreadable file
    try:
        game_for(data, filename=file.name)
    except FormatError as exc:
        fail(f"{file}: {exc}")
    if file.suffix not in (".jsonl", ".ndjson"):
        try:
            raw = msgspec.json.decode(data)
        except msgspec.DecodeError:
            return None
        if not (isinstance(raw, dict) and "header" in raw):
            return None
    try:
        return load_record(data, filename=file.name)
    except AdjudicatorError as exc:
        fail(f"{file}: {exc}", exc.problem.code)
