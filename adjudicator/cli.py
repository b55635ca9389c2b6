"""The ``adjudicator`` command line."""

from __future__ import annotations

import sys
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Annotated, NoReturn

import msgspec
import typer
from rich.console import Console
from rich.markup import escape

from adjudicator.core.problems import AdjudicatorError, FormatError, Problem, exit_code
from adjudicator.games.innovation.importers.command import import_command

if TYPE_CHECKING:
    from adjudicator.games.innovation.game import Game
    from adjudicator.games.innovation.positions import ActionRun
    from adjudicator.games.innovation.records import Record
    from adjudicator.games.innovation.replay import Report
    from adjudicator.games.innovation.scenario import ScenarioResult, ScenarioSpec
    from adjudicator.games.innovation.tree import DecisionTree, Limits

app = typer.Typer(
    help="Settle rules questions in the card game Innovation.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)
scenario_app = typer.Typer(help="Set up a position, resolve actions, read the result.")
app.add_typer(scenario_app, name="scenario")
app.command("import")(import_command)

out = Console()
err = Console(stderr=True)


def _game_of(file: Path) -> ModuleType:
    """The game package the file's ``game`` field picks: a file naming a game this
    adjudicator does not have raises FormatError (exit 2); a file that cannot be
    read goes to the default game, whose loader says why."""
    from adjudicator.games import DEFAULT_GAME, game_for, game_package

    try:
        data = file.read_bytes()
    except OSError:
        return game_package(DEFAULT_GAME)
    return game_for(data, filename=file.name)


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
    try:
        game = _game_of(file)
        result = game.run_scenario(file)
    except AdjudicatorError as exc:
        _format_error(exc, as_json, file)
        raise typer.Exit(exc.exit_code) from None
    if as_json:
        sys.stdout.write(result.to_json().decode() + "\n")
    else:
        game.print_scenario(out, result)
    raise typer.Exit(result.exit_code)


@app.command("rules")
def rules_command(
    rule_id: Annotated[str | None, typer.Argument(help="a rule ID, e.g. DOGMA-6")] = None,
    game: Annotated[str, typer.Option(help="the game whose rules to list")] = "innovation",
) -> None:
    """Print a game's rules reference, or one rule by its ID (of any game)."""
    from adjudicator.core.rulebook import rules_of
    from adjudicator.games import GAMES

    if game not in GAMES:
        _fail(f"--game {game}: unknown game (this adjudicator knows {', '.join(sorted(GAMES))})")
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
    _fail(f"no rule {rule_id!r}; try `adjudicator rules`")


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
        _fail(f"unknown card {name!r}")
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


def _resolved_scenario(
    file: Path, as_json: bool = False
) -> tuple[ScenarioSpec, Game, list[ActionRun], ScenarioResult]:
    """Load and resolve a scenario for `explain` and `tree`; a bad file exits 2."""
    from adjudicator.games.innovation.positions import scenario_runs
    from adjudicator.games.innovation.scenario import load_scenario

    try:
        _game_of(file)
        spec, start = load_scenario(file.read_bytes(), filename=file.name)
        runs, result = scenario_runs(spec, start)
    except OSError as exc:
        _fail(f"cannot read {file}: {exc.strerror}")
    except AdjudicatorError as exc:
        _format_error(exc, as_json, file)
        raise typer.Exit(exc.exit_code) from None
    return spec, start, runs, result


def _fail(message: str, code: str = "invalid") -> NoReturn:
    """Print the problem and exit with its status (an invalid file or option by default)."""
    err.print(f"[bold red]error[/]: {escape(message)}")
    raise typer.Exit(exit_code([Problem(code=code, message=message)]))


@app.command("explain")
def explain_command(
    file: Annotated[Path, typer.Argument(help="scenario file (JSON, or TOML)")],
    action: Annotated[
        int | None, typer.Option("--action", min=1, help="only action N (from 1)")
    ] = None,
    turn: Annotated[int | None, typer.Option("--turn", min=1, help="only turn T's actions")] = None,
    view: Annotated[
        str | None, typer.Option("--view", help="only what this player could see")
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="the same structure, as JSON")] = False,
) -> None:
    """Explain every action: counts, sharing, effects, decisions, changes, rules.

    Exit 0, or 1 when the scenario has an illegal action or answer (explained
    too), 2 for a bad file or option.
    """
    from adjudicator.games.innovation.explain import explain_scenario, rich_tree, select

    record = _record_in(file)
    if record is not None:
        _explain_record(record, file, action=action, turn=turn, view=view, as_json=as_json)
        return
    spec, start, runs, result = _resolved_scenario(file, as_json)
    if view is not None and view not in start.state.names:
        _fail(f"--view {view}: no such player ({', '.join(start.state.names)})")
    explained = explain_scenario(spec, runs, result, viewer=view)
    if action is not None and action > len(explained):
        _fail(f"--action {action}: the scenario has {len(explained)} action(s)")
    chosen = select(explained, action=action, turn=turn)
    if not chosen:
        _fail(f"--turn {turn}: no action was taken in that turn")
    if as_json:
        payload = {"view": view, "actions": chosen, "error": result.error}
        sys.stdout.write(msgspec.json.encode(payload).decode() + "\n")
        raise typer.Exit(result.exit_code)
    if spec.description and action is None and turn is None:
        out.print(spec.description, style="dim", markup=False, highlight=False)
    for item in chosen:
        out.print(rich_tree(item.explanation))
    raise typer.Exit(result.exit_code)


@app.command("tree")
def tree_command(
    file: Annotated[Path, typer.Argument(help="scenario file (JSON, or TOML)")],
    output: Annotated[Path, typer.Option("-o", "--output", help="FILE.svg, .png or .dot")],
    action: Annotated[int, typer.Option("--action", min=1, help="the action (from 1)")] = 1,
    depth: Annotated[int, typer.Option(min=1, help="decisions and draws per path")] = 10,
    max_nodes: Annotated[int, typer.Option(min=1, help="nodes in all")] = 150,
    max_chance: Annotated[int, typer.Option(min=1, help="cards shown per chance draw")] = 6,
) -> None:
    """Draw every legal answer at every decision of one action (Graphviz).

    Exit 0, 1 when that action is illegal, 2 for a bad file or option, 3 when
    .svg/.png is asked for and Graphviz's `dot` is missing.
    """
    from adjudicator.games.innovation.positions import unlisted_cards
    from adjudicator.games.innovation.tree import FORMATS, Limits, explore

    if output.suffix.lower() not in FORMATS:
        _fail(f"-o {output}: write .svg, .png or .dot (.gv)")
    limits = Limits(depth=depth, nodes=max_nodes, chance=max_chance)
    record = _record_in(file)
    if record is not None:
        _write_tree(_record_tree(record, file, action, limits), output)
        return
    spec, start, runs, result = _resolved_scenario(file)
    if action > len(runs):
        e = result.error
        if e is not None and e.action == action - 1:
            rule = f" ({e.rule})" if e.rule else ""
            _fail(f"action {action} is illegal: {e.message}{rule}", e.code)
        _fail(f"--action {action}: the scenario has {len(runs)} action(s)")
    run = runs[action - 1]
    tree = explore(
        run.before,
        run.action,
        taken=run.answers,
        unknown=unlisted_cards(spec, start),
        limits=limits,
    )
    _write_tree(tree, output)


def _write_tree(tree: DecisionTree, output: Path) -> None:
    from adjudicator.games.innovation.tree import write

    try:
        write(tree, output)
    except AdjudicatorError as exc:
        _fail(exc.message, exc.problem.code)
    except OSError as exc:
        _fail(f"cannot write {output}: {exc.strerror}")
    summary = f"wrote {output}: {tree.nodes} nodes, {len(tree.outcomes)} distinct outcome(s)"
    out.print(summary, highlight=False, markup=False, soft_wrap=True)
    for note in tree.notes:
        out.print(f"note: {note}", highlight=False, markup=False, soft_wrap=True)


def _record_in(file: Path) -> Record | None:
    """The game record in ``file`` (JSON Lines, or a JSON document with a
    "header"), or None when it is not one (a scenario); read once. A file that
    is a record but does not load exits 2 with the reason."""
    from adjudicator.games import game_for
    from adjudicator.games.innovation.importers.command import is_bga_log
    from adjudicator.games.innovation.records import load_record

    try:
        data = file.read_bytes()
    except OSError:
        return None  # the scenario path reports the unreadable file
    try:
        game_for(data, filename=file.name)
    except FormatError as exc:
        _fail(f"{file}: {exc}")
    if file.suffix not in (".jsonl", ".ndjson") and not is_bga_log(data):
        try:
            raw = msgspec.json.decode(data)
        except msgspec.DecodeError:
            return None
        if not (isinstance(raw, dict) and "header" in raw):
            return None
    try:
        return load_record(data, filename=file.name)
    except AdjudicatorError as exc:
        _fail(f"{file}: {exc}", exc.problem.code)


def _explain_record(
    record: Record,
    file: Path,
    *,
    action: int | None,
    turn: int | None,
    view: str | None,
    as_json: bool,
) -> None:
    """`explain` on a game record: each action the record takes, as far as it checks."""
    from adjudicator.games.innovation.check import problem_text
    from adjudicator.games.innovation.explain import (
        ActionExplanation,
        Line,
        explain_run,
        rich_tree,
        select,
    )
    from adjudicator.games.innovation.positions import record_runs

    if view is not None and view not in record.header.players:
        _fail(f"--view {view}: no such player ({', '.join(record.header.players)})")
    runs, report = record_runs(record, file=str(file))
    explained = [explain_run(run, viewer=view) for run in runs]
    if report.problems:
        p = report.problems[0]
        line = Line(problem_text(msgspec.structs.replace(p, rule=None)), "error", p.rule)
        explained.append(
            ActionExplanation(len(runs) + 1, p.player or "", "problem", p.turn, line, [])
        )
    chosen = select(explained, action=action, turn=turn)
    if not chosen:
        _fail("no such action or turn in this record")
    if as_json:
        payload = {"view": view, "actions": chosen, "verdict": report.verdict}
        sys.stdout.write(msgspec.json.encode(payload).decode() + "\n")
    else:
        for item in chosen:
            out.print(rich_tree(item.explanation))
    raise typer.Exit(exit_code(report.problems))


def _record_tree(record: Record, file: Path, action: int, limits: Limits) -> DecisionTree:
    """The tree of a record's action N: the cards it drew are on top of their piles
    (the recorded path, highlighted); any other draw is chance, as a record does
    not give the piles' order."""
    from adjudicator.games.innovation.positions import record_draws_on_top, record_runs
    from adjudicator.games.innovation.tree import explore

    runs, report = record_runs(record, file=str(file))
    if action > len(runs):
        _fail(f"--action {action}: the record has {len(runs)} checked action(s) ({report.verdict})")
    run = runs[action - 1]
    before, unknown = record_draws_on_top(run)
    return explore(before, run.action, taken=run.answers, unknown=unknown, limits=limits)


@app.command("replay")
def replay_command(
    file: Annotated[Path, typer.Argument(help="game record or scenario file")],
    output: Annotated[Path, typer.Option("-o", "--output", help="the page to write (.html)")],
    view: Annotated[
        str | None, typer.Option("--view", help="only what this player could see")
    ] = None,
    notes: Annotated[
        Path | None, typer.Option("--notes", help="notes by action number (TOML or JSON)")
    ] = None,
    trees: Annotated[bool, typer.Option(help="a decision tree for each Dogma action")] = True,
    max_nodes: Annotated[int, typer.Option(min=1, help="nodes per decision tree")] = 40,
) -> None:
    """Write an annotated replay: one self-contained HTML page to step through.

    Exit 0, 1 when the game has an illegal move or a divergence (highlighted
    in the page, which is written all the same), 2 for a bad file or option.
    """
    from adjudicator.games.innovation.replay_page import PageOptions, record_page, scenario_page
    from adjudicator.html.builder import write
    from adjudicator.html.notes import load_notes

    try:
        by_action = load_notes(notes) if notes is not None else {}
    except FormatError as exc:
        _fail(f"--notes {notes}: {exc}")
    options = PageOptions(
        title=file.name, view=view, notes=by_action, trees=trees, max_nodes=max_nodes
    )
    record = _record_in(file)
    if record is None:
        spec, start, runs, result = _resolved_scenario(file)
    players = record.header.players if record is not None else start.state.names
    if view is not None and view not in players:
        _fail(f"--view {view}: no such player ({', '.join(players)})")
    try:
        if record is not None:
            page = record_page(record, options, file=str(file))
        else:
            page = scenario_page(spec, start, runs, result, options)
    except AdjudicatorError as exc:
        _fail(exc.message)
    try:
        write(page, output)
    except OSError as exc:
        _fail(f"cannot write {output}: {exc.strerror}")
    out.print(
        f"wrote {output}: {len(page.frames)} actions, {page.verdict}", highlight=False, markup=False
    )
    raise typer.Exit(0 if page.verdict in ("valid", "resolved", "pending") else 1)


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
        game, setup = simulate_game(players, seed=seed + i, teams=teams, edition=edition)
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


def main() -> None:
    app()
