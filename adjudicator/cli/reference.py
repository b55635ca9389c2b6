"""`rules`, `card` and `schema`: the reference commands."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer
from rich.markup import escape

from adjudicator.cli.common import app, err, fail, out, print_json
from adjudicator.core.problems import Problem, exit_code
from adjudicator.core.text import closest

if TYPE_CHECKING:
    from adjudicator.games.innovation.engine.cards import Card

EDITIONS = (3, 1)


@app.command("rules")
def rules_command(
    rule_id: Annotated[str | None, typer.Argument(help="a rule ID, e.g. DOGMA-6")] = None,
    game: Annotated[str, typer.Option(help="the game whose rules to list")] = "innovation",
    as_json: Annotated[bool, typer.Option("--json", help="rule IDs and texts, as JSON")] = False,
) -> None:
    """Print a game's rules reference, or one rule by its ID (of any game)."""
    from adjudicator.core.rulebook import rules_of
    from adjudicator.games import GAMES

    if game not in GAMES:
        known = ", ".join(sorted(GAMES))
        fail(f"--game {game}: unknown game (this adjudicator knows {known})", as_json=as_json)
    if rule_id is None:
        _print_rules(rules_of(GAMES[game]), as_json)
        return
    wanted = rule_id.strip().upper()
    for package in (GAMES[game], *GAMES.values()):
        text = rules_of(package).get(wanted)
        if text is not None:
            _print_rules({wanted: text}, as_json)
            return
    fail(f"no rule {rule_id!r}; try `adjudicator rules`", as_json=as_json)


def _print_rules(rules: dict[str, str], as_json: bool) -> None:
    if as_json:
        print_json([{"id": rid, "text": text} for rid, text in rules.items()])
        return
    for rid, text in rules.items():
        out.print(f"[bold]{escape(rid)}[/] {escape(text)}", highlight=False)


@app.command("card")
def card_command(
    name: Annotated[str, typer.Argument(help="a card name (case and punctuation ignored)")],
    edition: Annotated[int, typer.Option(help="3 or 1")] = 3,
    as_json: Annotated[bool, typer.Option("--json", help="the card's facts, as JSON")] = False,
) -> None:
    """Print a card's facts and effect texts."""
    from adjudicator.games.innovation.engine.cards import all_cards, lookup, normalize_name

    if edition not in EDITIONS:
        fail(f"--edition {edition}: the editions are 3 and 1", as_json=as_json)
    found = lookup(name)
    if found is None:
        near = closest(name, [c.name for c in all_cards()], normalize_name)
        hint = f" (did you mean {near}?)" if near else ""
        fail(f"unknown card {name!r}{hint}", as_json=as_json)
    if as_json:
        print_json(_card_facts(found, edition))
    else:
        _print_card(found, edition)


def _card_facts(found: Card, edition: int) -> dict[str, object]:
    from adjudicator.games.innovation.engine.registry import effects_for

    return {
        "name": found.name,
        "age": found.age,
        "color": found.color.value,
        "set": found.set,
        "icons": [i.value for i in found.icons],
        "featured": found.dogma_icon.value,
        "edition": edition,
        "effects": [{"demand": e.demand, "text": e.text} for e in found.effects_for(edition)],
        "implemented": effects_for(found.name, edition) is not None,
    }


def _print_card(found: Card, edition: int) -> None:
    facts = _card_facts(found, edition)
    icons = ", ".join(i.value for i in found.icons)
    title = f"[bold]{escape(found.name)}[/] (age {found.age}, {found.color.value})"
    out.print(title, highlight=False)
    out.print(f"icons: {icons}; featured: {found.dogma_icon.value}", highlight=False)
    for i, effect in enumerate(found.effects_for(edition), 1):
        kind = "demand" if effect.demand else "effect"
        out.print(f"{i}. ({kind}) {effect.text}", highlight=False, markup=False)
    if not facts["implemented"]:
        out.print("[yellow]not implemented yet[/]")


@app.command("schema")
def schema_command(
    out_dir: Annotated[Path, typer.Option("--out", help="folder to write")] = Path("schemas"),
    check: Annotated[bool, typer.Option("--check", help="only report stale files")] = False,
    as_json: Annotated[bool, typer.Option("--json", help="the files, as JSON")] = False,
) -> None:
    """Write the JSON Schemas of the file formats (generated from the msgspec types)."""
    from adjudicator import schemas

    if out_dir.exists() and not out_dir.is_dir():
        fail(f"--out {out_dir}: not a folder (the schemas are several files)", as_json=as_json)
    if check:
        stale = schemas.stale(out_dir)
        problems = [Problem(code="stale", message=f"stale: {out_dir / name}") for name in stale]
        if as_json:
            print_json({"stale": [str(out_dir / name) for name in stale]})
        for problem in [] if as_json else problems:
            err.print(problem.message, markup=False, highlight=False)
        raise typer.Exit(exit_code(problems))
    try:
        written = schemas.write(out_dir)
    except OSError as exc:
        fail(f"cannot write {out_dir}: {exc.strerror}", as_json=as_json)
    if as_json:
        print_json({"written": [str(p) for p in written]})
        return
    for path in written:
        out.print(f"wrote {path}", highlight=False, markup=False)
