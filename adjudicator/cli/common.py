"""What every command shares: the typer apps, the consoles, reading a file's game, failing."""

from __future__ import annotations

import sys
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Annotated, NoReturn

import msgspec
import typer

from adjudicator.core.files import read_file
from adjudicator.core.problems import AdjudicatorError, FormatError, Location, Problem, exit_code
from adjudicator.core.text import SafeConsole, markup_safe

if TYPE_CHECKING:
    from adjudicator.api import GameRecord, Scenario

app = typer.Typer(
    help="Settle rules questions in the card game Innovation.",
    no_args_is_help=True,
    add_completion=True,
    pretty_exceptions_enable=False,
)


def _print_version(asked: bool) -> None:
    if asked:
        from adjudicator import __version__

        sys.stdout.write(f"adjudicator {__version__}\n")
        raise typer.Exit()


@app.callback()
def _options(
    version: Annotated[
        bool,
        typer.Option(
            "--version", callback=_print_version, is_eager=True, help="print the version and exit"
        ),
    ] = False,
) -> None:
    """Settle rules questions in the card game Innovation."""


scenario_app = typer.Typer(help="Set up a position, resolve actions, read the result.")
app.add_typer(scenario_app, name="scenario")

out = SafeConsole()
err = SafeConsole(stderr=True)


def game_of(file: Path) -> ModuleType:
    """The game package the file's ``game`` field picks: a file naming a game this
    adjudicator does not have raises FormatError (exit 2); a file that cannot be
    read goes to the default game, whose loader says why."""
    from adjudicator.games import DEFAULT_GAME, game_for, game_package

    try:
        data = read_file(file)
    except OSError:
        return game_package(DEFAULT_GAME)
    return game_for(data, filename=file.name)


def format_error(exc: AdjudicatorError, as_json: bool, file: Path) -> None:
    if as_json:
        print_json({"error": {"path": exc.location.path or "$", "message": exc.message}})
    else:
        err.print(f"[bold red]error[/]: {markup_safe(str(file))}: {markup_safe(str(exc))}")


def fail(message: str, code: str = "invalid", as_json: bool = False) -> NoReturn:
    """Print the problem (with ``as_json``, as ``{"error": {"path", "message"}}`` on
    stdout) and exit with its status (an invalid file or option by default)."""
    if as_json:
        print_json({"error": {"path": "$", "message": message}})
    else:
        err.print(f"[bold red]error[/]: {markup_safe(message)}")
    raise typer.Exit(exit_code([Problem(code=code, message=message)]))


def print_json(payload: object) -> None:
    """One JSON document on stdout, on one line."""
    sys.stdout.write(msgspec.json.encode(payload).decode() + "\n")


def resolved_scenario(file: Path, as_json: bool = False) -> Scenario:
    """Load and resolve a scenario for `explain`, `tree` and `replay` (through the
    API, which reads the content); a bad file exits 2."""
    from adjudicator.api import load_scenario
    from adjudicator.games import DEFAULT_GAME

    try:
        game = game_of(file).__name__.rsplit(".", 1)[-1]
        if game != DEFAULT_GAME:
            raise FormatError(
                f"this looks at Innovation games; {file.name} is a {game} scenario "
                "(`adjudicator scenario run` resolves it)",
                location=Location(path="$.game"),
            )
        scenario = load_scenario(file)
        scenario.resolution  # noqa: B018 (resolved here, where a bad file exits 2)
    except AdjudicatorError as exc:
        format_error(exc, as_json, file)
        raise typer.Exit(exc.exit_code) from None
    return scenario


def record_in(file: Path, as_json: bool = False) -> GameRecord | None:
    """The game record in ``file`` (a JSON document with a "header", JSON Lines,
    or a Board Game Arena log: the content says, as the API reads it), or None when
    it is not one (a scenario). A file naming an unknown game, or a record that
    does not load, exits 2 with the reason."""
    from adjudicator.api import read_record
    from adjudicator.games import game_package, sniff
    from adjudicator.games.innovation.import_command import is_bga_log

    try:
        data = read_file(file)
    except OSError:
        return None  # the scenario path reports the unreadable file
    bga = is_bga_log(data)
    sniffed = None if bga else sniff(data, filename=file.name)
    if sniffed is None and not bga:
        return None
    try:
        if sniffed is not None:
            game_package(sniffed.game, path=sniffed.game_path)
            if not sniffed.record:
                return None
        record = read_record(file)
        record.actions  # noqa: B018 (replayed here, where a bad setup exits 2)
    except AdjudicatorError as exc:
        format_error(exc, as_json, file)
        raise typer.Exit(exc.exit_code) from None
    return record
