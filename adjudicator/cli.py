"""The ``adjudicator`` command line."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated

import msgspec
import typer
from rich.console import Console

from adjudicator.errors import AdjudicatorError, FormatError

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


def _format_error(exc: AdjudicatorError, as_json: bool, file: Path) -> None:
    if as_json:
        payload = {"error": {"path": exc.location.path or "$", "message": exc.message}}
        sys.stdout.write(msgspec.json.encode(payload).decode() + "\n")
    else:
        err.print(f"[bold red]error[/]: {file}: {exc}")


@scenario_app.command("run")
def scenario_run(
    file: Annotated[Path, typer.Argument(help="scenario file (JSON, or TOML)")],
    as_json: Annotated[bool, typer.Option("--json", help="machine-readable result")] = False,
) -> None:
    """Resolve a scenario: exit 0 resolved (or pending), 1 illegal, 2 invalid file."""
    from adjudicator.innovation.scenario import run_file
    from adjudicator.render import print_state, print_steps

    try:
        result = run_file(file)
    except FormatError as exc:
        _format_error(exc, as_json, file)
        raise typer.Exit(2) from None
    except AdjudicatorError as exc:
        _format_error(exc, as_json, file)
        raise typer.Exit(exc.exit_code) from None
    if as_json:
        sys.stdout.write(result.to_json().decode() + "\n")
        raise typer.Exit(result.exit_code)
    print_steps(out, result.game.steps)
    print_state(out, result.game.state)
    st = result.game.state
    if st.phase == "over":
        out.print(f"[bold]game over[/] ({st.game_over}): winner {', '.join(st.winners)}")
    if result.pending is not None:
        d = result.pending
        out.print(
            f"[bold]pending[/]: {d.player} must {d.prompt} "
            f"(options: {', '.join(map(str, d.options))})"
        )
    if result.error is not None:
        e = result.error
        where = f"action {e.action}" if e.action is not None else f"answer {e.answer}"
        rule = f" ({e.rule})" if e.rule else ""
        err.print(f"[bold red]error[/] at {where}: {e.message}{rule}")
    raise typer.Exit(result.exit_code)


def main() -> None:
    app()
