"""`scenario run`: resolve a scenario file."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated

import typer

from adjudicator.cli.common import format_error, game_of, out, scenario_app
from adjudicator.core.problems import AdjudicatorError


@scenario_app.command("run")
def scenario_run(
    file: Annotated[Path, typer.Argument(help="scenario file (JSON, or TOML)")],
    as_json: Annotated[bool, typer.Option("--json", help="machine-readable result")] = False,
) -> None:
    """Resolve a scenario: exit 0 resolved (or pending), 1 illegal, 2 invalid file."""
    try:
        game = game_of(file)
        result = game.run_scenario(file)
    except AdjudicatorError as exc:
        format_error(exc, as_json, file)
        raise typer.Exit(exc.exit_code) from None
    if as_json:
        sys.stdout.write(result.to_json().decode() + "\n")
    else:
        game.print_scenario(out, result)
    raise typer.Exit(result.exit_code)
