"""`explain`, `tree` and `replay`: one game, looked at closely."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, NoReturn

import msgspec
import typer

from adjudicator.cli.common import (
    app,
    err,
    fail,
    out,
    print_json,
    record_in,
    resolved_scenario,
)
from adjudicator.core.files import read_file
from adjudicator.core.problems import AdjudicatorError, FormatError, exit_code
from adjudicator.core.text import error_place, folded, visible
from adjudicator.core.tree import Limits

if TYPE_CHECKING:
    from adjudicator.api import GameRecord
    from adjudicator.games.innovation.tree import DecisionTree
    from adjudicator.html.page import ReplayPage


#: What explain and tree read: the format is detected.
GAME_FILE = "a scenario (JSON or TOML), game record, BGA log or notation game"


@app.command("explain")
def explain_command(
    file: Annotated[Path, typer.Argument(help=GAME_FILE)],
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

    if _is_gizmos(file):
        _explain_gizmos(file, action=action, turn=turn, view=view, as_json=as_json)
    record = record_in(file, as_json)
    if record is not None:
        _explain_record(record, action=action, turn=turn, view=view, as_json=as_json)
        return
    scenario = resolved_scenario(file, as_json)
    spec, start = scenario.spec, scenario.start
    runs, result = scenario.resolution
    _need_player(view, start.state.names)
    explained = explain_scenario(spec, runs, result, viewer=view)
    if action is not None and action > len(explained):
        fail(f"--action {action}: the scenario has {len(explained)} action(s)")
    chosen = select(explained, action=action, turn=turn)
    if not chosen:
        fail(f"--turn {turn}: no action was taken in that turn")
    if as_json:
        payload = {"view": view, "actions": chosen, "error": result.error}
        sys.stdout.write(msgspec.json.encode(payload).decode() + "\n")
        raise typer.Exit(result.exit_code)
    if spec.description and action is None and turn is None:
        _print_description(spec.description)
    for item in chosen:
        out.print(rich_tree(item.explanation))
    raise typer.Exit(result.exit_code)


@app.command("tree")
def tree_command(
    file: Annotated[Path, typer.Argument(help=GAME_FILE)],
    output: Annotated[Path, typer.Option("-o", "--output", help="FILE.svg, .png or .dot")],
    action: Annotated[int, typer.Option("--action", min=1, help="the action (from 1)")] = 1,
    depth: Annotated[int, typer.Option(min=1, help="decisions and draws per path")] = 10,
    max_nodes: Annotated[int, typer.Option(min=1, help="nodes in all")] = 150,
    max_chance: Annotated[int, typer.Option(min=1, help="cards shown per chance draw")] = 6,
    as_json: Annotated[bool, typer.Option("--json", help="what was written, as JSON")] = False,
) -> None:
    """Draw every legal answer at every decision of one action (Graphviz).

    Exit 0, 1 when the scenario or record has an illegal action or answer (the
    tree is drawn when the action itself resolves), 2 for a bad file or option,
    3 when .svg/.png is asked for and Graphviz's `dot` is missing.
    """
    from adjudicator.games.innovation.tree import FORMATS

    if output.suffix.lower() not in FORMATS:
        fail(f"-o {output}: write .svg, .png or .dot (.gv)", as_json=as_json)
    limits = {"depth": depth, "max_nodes": max_nodes, "max_chance": max_chance}
    if _is_gizmos(file):
        _tree_gizmos(file, action, output, Limits(depth, max_nodes, max_chance), as_json)
    record = record_in(file, as_json)
    if record is not None:
        checked = len(record.actions)
        report = record.check()
        if action > checked:
            verdict = report.verdict
            fail(
                f"--action {action}: the record has {checked} checked action(s) ({verdict})",
                as_json=as_json,
            )
        _write_tree(record.tree(action, **limits).tree, output, as_json)
        raise typer.Exit(exit_code(report.problems))
    scenario = resolved_scenario(file, as_json)
    runs, result = scenario.resolution
    e = result.error
    if action > len(runs):
        if e is not None and e.action == action - 1:
            rule = f" ({e.rule})" if e.rule else ""
            fail(f"action {action} is illegal: {e.message}{rule}", e.code, as_json)
        fail(f"--action {action}: the scenario has {len(runs)} action(s)", as_json=as_json)
    error = (
        None
        if e is None
        else {"rule": e.rule, "message": e.message, "action": e.action, "answer": e.answer}
    )
    _write_tree(scenario.tree(action, **limits).tree, output, as_json, error)
    if e is not None and not as_json:
        rule = f" ({e.rule})" if e.rule else ""
        err.print(f"error at {error_place(e.action, e.answer)}: {e.message}{rule}", markup=False)
    raise typer.Exit(result.exit_code)


def _is_gizmos(file: Path) -> bool:
    """Whether the file's game field names Gizmos (a bad file goes the default way,
    whose loader says what is wrong)."""
    from adjudicator.games import sniff

    try:
        sniffed = sniff(read_file(file), filename=file.name)
    except OSError:
        return False
    return sniffed is not None and sniffed.game == "gizmos"


def _explain_gizmos(
    file: Path, *, action: int | None, turn: int | None, view: str | None, as_json: bool
) -> NoReturn:
    """`explain` on a Gizmos record or scenario (everything in Gizmos is public)."""
    from adjudicator.games import gizmos

    if view is not None:
        fail("--view: in Gizmos every player sees everything", as_json=as_json)
    try:
        explained = gizmos.explain_file(file, action, turn)
    except AdjudicatorError as exc:
        fail(f"{file}: {exc}", exc.problem.code, as_json)
    except ValueError as exc:
        fail(str(exc), as_json=as_json)
    if as_json:
        print_json({"view": None, "actions": explained})
    else:
        out.print(gizmos.explanation_text(explained), markup=False, highlight=False, end="")
    raise typer.Exit(0)


def _tree_gizmos(file: Path, action: int, output: Path, limits: Limits, as_json: bool) -> NoReturn:
    """`tree` of one action of a Gizmos record or scenario."""
    from adjudicator.games import gizmos

    try:
        tree = gizmos.tree_file(file, action, output, limits)
    except AdjudicatorError as exc:
        fail(f"{file}: {exc}", exc.problem.code, as_json)
    except ValueError as exc:
        fail(str(exc), as_json=as_json)
    except OSError as exc:
        fail(f"cannot write {output}: {exc.strerror}", as_json=as_json)
    if as_json:
        written = {"output": str(output), "nodes": tree.nodes, "outcomes": len(tree.outcomes)}
        print_json({**written, "notes": tree.notes, "error": None})
    else:
        out.print(
            f"wrote {output}: {tree.nodes} nodes, {len(tree.outcomes)} distinct outcome(s)",
            highlight=False,
            markup=False,
            soft_wrap=True,
        )
        for note in tree.notes:
            out.print(f"note: {note}", highlight=False, markup=False, soft_wrap=True)
    raise typer.Exit(0)


def _print_description(description: str) -> None:
    """The scenario's description, dim on a terminal, folded to its width, in
    time linear in its length (rich's wrapping of a huge text is not)."""
    text = folded(visible(description), out.width)
    if not out.is_terminal:
        out.file.write(text + "\n")
        return
    for line in text.split("\n"):
        out.print(line, style="dim", markup=False, highlight=False, soft_wrap=True)


def _write_tree(
    tree: DecisionTree, output: Path, as_json: bool = False, error: object = None
) -> None:
    """Write the picture and say so (with ``as_json``: output, nodes, outcomes,
    notes and the scenario's error, indices from 0 as in ``scenario run``)."""
    from adjudicator.games.innovation.tree import write

    try:
        write(tree, output)
    except AdjudicatorError as exc:
        fail(exc.message, exc.problem.code, as_json)
    except OSError as exc:
        fail(f"cannot write {output}: {exc.strerror}", as_json=as_json)
    if as_json:
        outcomes = len(tree.outcomes)
        written = {"output": str(output), "nodes": tree.nodes, "outcomes": outcomes}
        print_json({**written, "notes": tree.notes, "error": error})
        return
    summary = f"wrote {output}: {tree.nodes} nodes, {len(tree.outcomes)} distinct outcome(s)"
    out.print(summary, highlight=False, markup=False, soft_wrap=True)
    for note in tree.notes:
        out.print(f"note: {note}", highlight=False, markup=False, soft_wrap=True)


def _explain_record(
    record: GameRecord,
    *,
    action: int | None,
    turn: int | None,
    view: str | None,
    as_json: bool,
) -> None:
    """`explain` on a game record: each action the record takes, as far as it checks."""
    from adjudicator.games.innovation.check import problem_text
    from adjudicator.games.innovation.explain import ActionExplanation, Line, rich_tree, select

    _need_player(view, record.players)
    checked = len(record.actions)
    explained = [record.explain(n, view).item for n in range(1, checked + 1)]
    report = record.check()
    if report.problems:
        p = report.problems[0]
        text = problem_text(msgspec.structs.replace(p, rule=None), record.file)
        line = Line(text, "error", p.rule)
        explained.append(
            ActionExplanation(checked + 1, p.player or "", "problem", p.turn, line, [])
        )
    chosen = select(explained, action=action, turn=turn)
    if not chosen:
        fail("no such action or turn in this record")
    if as_json:
        payload = {"view": view, "actions": chosen, "verdict": report.verdict}
        sys.stdout.write(msgspec.json.encode(payload).decode() + "\n")
    else:
        for item in chosen:
            out.print(rich_tree(item.explanation))
    raise typer.Exit(exit_code(report.problems))


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
        fail(f"--notes {notes}: {exc}")
    options = PageOptions(
        title=file.name, view=view, notes=by_action, trees=trees, max_nodes=max_nodes
    )
    gizmos = _is_gizmos(file)
    record = None if gizmos else record_in(file)
    if gizmos:
        page = _gizmos_page(file, view, by_action, trees, max_nodes)
    elif record is not None:
        _need_player(view, record.players)
        page = _made(lambda: record_page(record.record, options, file=str(file)))
    else:
        scenario = resolved_scenario(file)
        runs, result = scenario.resolution
        _need_player(view, scenario.start.state.names)
        page = _made(lambda: scenario_page(scenario.spec, scenario.start, runs, result, options))
    try:
        write(page, output)
    except OSError as exc:
        fail(f"cannot write {output}: {exc.strerror}")
    out.print(
        f"wrote {output}: {len(page.frames)} actions, {page.verdict}", highlight=False, markup=False
    )
    raise typer.Exit(0 if page.verdict in ("valid", "resolved", "pending") else 1)


def _gizmos_page(
    file: Path, view: str | None, notes: dict[int, list[str]], trees: bool, max_nodes: int
) -> ReplayPage:
    """The replay page of a Gizmos record or scenario (everything in Gizmos is public)."""
    from adjudicator.games.gizmos.replay_page import PageOptions, file_page

    if view is not None:
        fail("--view: in Gizmos every player sees everything")
    options = PageOptions(title=file.name, notes=notes, trees=trees, max_nodes=max_nodes)
    return _made(lambda: file_page(file, options))


def _need_player(view: str | None, players: list[str]) -> None:
    """``--view`` names one of the players, or exit 2."""
    if view is not None and view not in players:
        fail(f"--view {view}: no such player ({', '.join(players)})")


def _made(build: Callable[[], ReplayPage]) -> ReplayPage:
    """The page ``build`` makes; a problem making it exits 2."""
    try:
        return build()
    except AdjudicatorError as exc:
        fail(exc.message)
