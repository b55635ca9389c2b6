"""`rules`, `card` and `schema`: the reference commands."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.markup import escape

from adjudicator.cli.common import app, err, fail, out
from adjudicator.core.problems import Problem, exit_code


@app.command("rules")
def rules_command(
    rule_id: Annotated[str | None, typer.Argument(help="a rule ID, e.g. DOGMA-6")] = None,
    game: Annotated[str, typer.Option(help="the game whose rules to list")] = "innovation",
) -> None:
    """Print a game's rules reference, or one rule by its ID (of any game)."""
    from adjudicator.core.rulebook import rules_of
    from adjudicator.games import GAMES

    if game not in GAMES:
        fail(f"--game {game}: unknown game (this adjudicator knows {', '.join(sorted(GAMES))})")
    if rule_id is None:
        for rid, entry in rules_of(GAMES[game]).items():
            out.print(f"[bold]{rid}[/] {escape(entry)}", highlight=False)
        return
    wanted = rule_id.strip().upper()
    for package in (GAMES[game], *GAMES.values()):
        text = rules_of(package).get(wanted)
        if text is not None:
            out.print(f"[bold]{wanted}[/] {escape(text)}", highlight=False)
            return
    fail(f"no rule {rule_id!r}; try `adjudicator rules`")


@app.command("card")
def card_command(
    name: Annotated[str, typer.Argument(help="a card name (case and punctuation ignored)")],
    edition: Annotated[int, typer.Option(help="3 or 1")] = 3,
) -> None:
    """Print a card's facts and effect texts."""
    from adjudicator.games.innovation.cards import lookup
    from adjudicator.games.innovation.sets import effects_for

    found = lookup(name)
    if found is None:
        fail(f"unknown card {name!r}")
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
        problems = [Problem(code="stale", message=f"stale: {out_dir / name}") for name in stale]
        for problem in problems:
            err.print(problem.message)
        raise typer.Exit(exit_code(problems))
    for path in schemas.write(out_dir):
        out.print(f"wrote {path}", highlight=False)
