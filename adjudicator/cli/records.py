"""`check`, `simulate` and `bench`: game records, in bulk."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import msgspec
import typer

from adjudicator.cli.common import app, out
from adjudicator.cli.common import fail as _fail
from adjudicator.cli.common import game_of as _game_of
from adjudicator.core.problems import FormatError

if TYPE_CHECKING:
    from adjudicator.games.innovation.replay import Report


@app.command("check")
def check_command(
    files: Annotated[list[Path], typer.Argument(help="game records (.json or .jsonl)")],
    as_json: Annotated[bool, typer.Option("--json", help="machine-readable reports")] = False,
    all_problems: Annotated[bool, typer.Option("--all", help="go on after a problem")] = False,
) -> None:
    """Replay game records through the rules: exit 0 valid, 1 problems, 2 unreadable."""
    from adjudicator.games.innovation.check import print_reports, reports_exit_code

    reports = [_check_file(f, all_problems) for f in files]
    if as_json:
        sys.stdout.write(msgspec.json.encode(reports).decode() + "\n")
    else:
        print_reports(out, reports)
    raise typer.Exit(reports_exit_code(reports))


def _check_file(path: Path, all_problems: bool) -> Report:
    """`check` on one file: a file naming another game is unreadable."""
    from adjudicator.games.innovation.check import check_file
    from adjudicator.games.innovation.replay import unreadable

    try:
        _game_of(path)
    except FormatError as exc:
        return unreadable(str(path), exc.problem)
    return check_file(path, all_problems=all_problems)


@app.command("simulate")
def simulate_command(
    out_dir: Annotated[Path, typer.Option("--out", help="folder for the record files")],
    games: Annotated[int, typer.Option(help="how many games", min=1)] = 1,
    players: Annotated[int, typer.Option(help="2, 3 or 4", min=2, max=4)] = 2,
    seed: Annotated[int, typer.Option(help="game i uses seed + i")] = 0,
    teams: Annotated[bool, typer.Option(help="four players in two teams")] = False,
    edition: Annotated[int, typer.Option(help="3 or 1")] = 3,
    view: Annotated[str | None, typer.Option(help="write this player's view")] = None,
    jsonl: Annotated[bool, typer.Option("--jsonl", help="JSON Lines instead of JSON")] = False,
    expansions: Annotated[
        list[str] | None, typer.Option("--expansions", help="an expansion in play (cities)")
    ] = None,
) -> None:
    """Play complete random legal games and write one record file per game."""
    from adjudicator.games.innovation.recorder import record_of
    from adjudicator.games.innovation.records import encode_record
    from adjudicator.games.innovation.simulate import NAMES, simulate_game

    if teams and players != 4:
        _fail("--teams needs --players 4")
    if edition not in (1, 3):
        _fail("--edition must be 1 or 3")
    if view is not None and view not in NAMES[:players]:
        _fail(f"--view must be one of {', '.join(NAMES[:players])}")
    out_dir.mkdir(parents=True, exist_ok=True)
    for i in range(games):
        game, setup = simulate_game(
            players, seed=seed + i, teams=teams, edition=edition, expansions=expansions or ()
        )
        record = record_of(game, setup, view=view, source=f"adjudicator simulate, seed {seed + i}")
        suffix = ".jsonl" if jsonl else ".json"
        path = out_dir / f"game-{seed + i:04d}{'-' + view if view else ''}{suffix}"
        path.write_bytes(encode_record(record, lines=jsonl))
        st = game.state
        result = f"{', '.join(st.winners)} won ({st.game_over})" if st.winners else "unfinished"
        out.print(f"wrote {path}: {len(game.history)} actions, {result}", highlight=False)


@app.command("bench")
def bench_command(
    as_json: Annotated[bool, typer.Option("--json", help="machine-readable results")] = False,
    games: Annotated[int, typer.Option(help="games to simulate", min=1)] = 20,
) -> None:
    """Speed and memory of simulate and check, against the project's targets."""
    from rich.table import Table

    from adjudicator.games.innovation.bench import run_bench

    logs = sorted(Path("logs").glob("*.json*")) if Path("logs").is_dir() else []
    results = run_bench(games=games, logs=logs)
    if as_json:
        rows = [{**msgspec.to_builtins(r), "ok": r.ok} for r in results]
        sys.stdout.write(msgspec.json.encode(rows).decode() + "\n")
        return
    table = Table(title="adjudicator bench")
    for col in ("measure", "value", "target", ""):
        table.add_column(col)
    for r in results:
        mark = "" if r.ok is None else ("[green]ok[/]" if r.ok else "[red]below[/]")
        target = f"{r.target:,.0f}" if r.target else ""
        table.add_row(r.name, f"{r.value:,.1f} {r.unit}", target, mark)
    out.print(table)
