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


@app.command("rules")
def rules_command(
    rule_id: Annotated[str | None, typer.Argument(help="a rule ID, e.g. DOGMA-6")] = None,
) -> None:
    """Print the rules reference, or one rule by its ID."""
    from adjudicator.innovation.rulebook import rule_text, rules

    if rule_id is None:
        for rid, entry in rules().items():
            out.print(f"[bold]{rid}[/] {entry}", highlight=False)
        return
    text = rule_text(rule_id)
    if text is None:
        err.print(f"[bold red]error[/]: no rule {rule_id!r}; try `adjudicator rules`")
        raise typer.Exit(2)
    out.print(f"[bold]{rule_id.upper()}[/] {text}", highlight=False)


@app.command("card")
def card_command(
    name: Annotated[str, typer.Argument(help="a card name (case and punctuation ignored)")],
    edition: Annotated[int, typer.Option(help="3 or 1")] = 3,
) -> None:
    """Print a card's facts and effect texts."""
    from adjudicator.innovation.cards import lookup
    from adjudicator.innovation.effects import effects_for

    found = lookup(name)
    if found is None:
        err.print(f"[bold red]error[/]: unknown card {name!r}")
        raise typer.Exit(2)
    icons = ", ".join(i.value for i in found.icons)
    out.print(f"[bold]{found.name}[/] (age {found.age}, {found.color.value})", highlight=False)
    out.print(f"icons: {icons}; featured: {found.dogma_icon.value}", highlight=False)
    for i, effect in enumerate(found.effects_for(edition), 1):
        kind = "demand" if effect.demand else "effect"
        out.print(f"{i}. ({kind}) {effect.text}", highlight=False, markup=False)
    if effects_for(found.name, edition) is None:
        out.print("[yellow]not implemented yet[/]")


@app.command("schema")
def schema_command(
    out_dir: Annotated[Path, typer.Option("--out", help="folder to write")] = Path("schemas"),
    check: Annotated[bool, typer.Option("--check", help="only report stale files")] = False,
) -> None:
    """Write the JSON Schemas of the file formats (generated from the msgspec types)."""
    from adjudicator import schemas

    if check:
        stale = schemas.stale(out_dir)
        for name in stale:
            err.print(f"stale: {out_dir / name}")
        raise typer.Exit(1 if stale else 0)
    for path in schemas.write(out_dir):
        out.print(f"wrote {path}", highlight=False)


def main() -> None:
    app()
