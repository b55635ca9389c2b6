"""`check`, `simulate` and `bench`: game records, in bulk, on every core or a Dask cluster."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import msgspec
import typer
from rich.markup import escape

from adjudicator.cli.common import app, err, out, print_json
from adjudicator.cli.common import fail as _fail

if TYPE_CHECKING:
    from adjudicator.core.bench import BenchResult
    from adjudicator.core.simulated import SimulatedRecord, SimulateTask
    from adjudicator.games.innovation.replay import Report


_CHUNK_OPTION = typer.Option(
    "--chunk",
    min=1,
    metavar="N",
    help=(
        "with --dask: items per Dask task; by default a quarter of each worker's "
        "share, at most 1000: enough tasks for the workers to finish together, few "
        "enough that the scheduler's few ms per task are small against a task's work"
    ),
)


@app.command("check")
def check_command(
    files: Annotated[
        list[Path] | None,
        typer.Argument(
            help=(
                "game records (.json or .jsonl), BGA logs or notation games (detected); "
                "a folder: every file in it and its subfolders"
            ),
            show_default=False,
        ),
    ] = None,
    files_from: Annotated[
        Path | None,
        typer.Option(
            "--files-from",
            metavar="LIST",
            help="a text file naming the files to check, one a line ('-': standard input)",
        ),
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="machine-readable reports")] = False,
    all_problems: Annotated[bool, typer.Option("--all", help="go on after a problem")] = False,
    jobs: Annotated[
        int | None, typer.Option("--jobs", "-j", min=1, help="worker processes [default: cores]")
    ] = None,
    dask: Annotated[
        str | None,
        typer.Option(metavar="ADDRESS", help="a Dask scheduler's address, or 'local'"),
    ] = None,
    chunk: Annotated[int | None, _CHUNK_OPTION] = None,
    achievements_to_win: Annotated[
        int | None,
        typer.Option(
            "--achievements-to-win",
            min=1,
            help="a BGA log's table option, when not the rules' (as import takes it)",
        ),
    ] = None,
) -> None:
    """Replay game records through the rules: exit 0 valid, 1 problems, 2 unreadable.

    A Board Game Arena log or a notation game is imported on the way (as by
    `import`). Each file gets its own verdict, printed as soon as it and the files
    before it are checked; Ctrl-C stops, reporting the files already checked.
    """
    from functools import partial

    from adjudicator.core.batch import default_jobs, run_batch
    from adjudicator.games.innovation.check import (
        check_path,
        failed_check,
        prepare_checks,
        print_reports_as_ready,
        reports_exit_code,
    )

    _chunk_needs_dask(chunk, dask)
    paths = _paths_to_check(files or [], files_from, as_json)
    reports: list[Report] = []
    with _batch_errors(), _batch_progress(len(paths), "files", not as_json) as advance:
        results = run_batch(
            partial(check_path, all_problems=all_problems, achievements_to_win=achievements_to_win),
            paths,
            on_error=failed_check,
            jobs=jobs or default_jobs(),
            dask=dask,
            chunk=chunk,
            on_result=lambda report: advance(report.actions_checked),
            prepare=prepare_checks,
        )
        stopped = print_reports_as_ready(out, results, reports, as_json=as_json)
    if stopped:
        err.print(f"interrupted: {len(reports)} of {len(paths)} file(s) checked", highlight=False)
        raise typer.Exit(130)
    raise typer.Exit(reports_exit_code(reports))


def _paths_to_check(files: Sequence[Path], files_from: Path | None, as_json: bool) -> list[str]:
    """The files named (a folder: the files in it and its subfolders, by path, hidden
    ones left out), then those ``files_from`` lists (one a line, blank lines skipped):
    a corpus whose paths do not fit on one command line. None at all is an error."""
    paths: list[str] = []
    for named in files:
        paths += _files_in(named) if named.is_dir() else [str(named)]
    if files_from is not None:
        paths += _listed(files_from, as_json)
    if not paths:
        where = "the folders given hold none" if files else "give files, a folder or --files-from"
        _fail(f"no files to check: {where}", as_json=as_json)
    return paths


def _files_in(folder: Path) -> list[str]:
    """The files in ``folder`` and its subfolders, in path order; names starting with
    a dot (hidden files and folders) left out."""
    found: list[str] = []
    for root, dirs, names in os.walk(folder):
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        found += [os.path.join(root, n) for n in sorted(names) if not n.startswith(".")]
    return found


def _listed(listing: Path, as_json: bool) -> list[str]:
    """The paths a list file names, one a line (``-``: standard input)."""
    try:
        text = sys.stdin.read() if str(listing) == "-" else listing.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) else "not UTF-8 text"
        _fail(f"--files-from {listing}: cannot read the list: {reason}", as_json=as_json)
    return [line.strip() for line in text.splitlines() if line.strip()]


def _chunk_needs_dask(chunk: int | None, dask: str | None) -> None:
    """``--chunk`` sizes Dask's tasks; the pool of ``--jobs`` sizes its own chunks."""
    if chunk is not None and dask is None:
        _fail("--chunk sizes the tasks of --dask; give --dask too (--jobs chunks by itself)")


@contextmanager
def _batch_progress(total: int, unit: str, wanted: bool) -> Iterator[Callable[[int], None]]:
    """A progress bar on a terminal (items and actions per second); yields the
    function that counts one item done with its actions."""
    from adjudicator.core.batch import progress_bar

    with progress_bar(out, unit, wanted) as progress:
        task = progress.add_task("", total=total, actions=0)
        actions = 0

        def advance(more_actions: int) -> None:
            nonlocal actions
            actions += more_actions
            progress.update(task, advance=1, actions=actions)
            progress.refresh()

        yield advance


@contextmanager
def _batch_errors() -> Iterator[None]:
    """A batch that cannot start (Dask missing or unreachable) exits 2. A reader
    that stops early (``| head``) ends the command quietly, with the status of a
    process killed by SIGPIPE (141), not 1 ("problems found")."""
    from adjudicator.core.batch import BatchSetupError

    try:
        yield
    except BatchSetupError as exc:
        _fail(str(exc))
    except BrokenPipeError:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())  # the final flush must not fail again
        raise typer.Exit(141) from None
    except SystemExit as exc:
        if exc.code == 1 and out.quiet:  # rich's own end on a closed pipe (stdout to devnull)
            raise typer.Exit(141) from None
        raise


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
    force: Annotated[bool, typer.Option("--force", help="overwrite existing record files")] = False,
    jobs: Annotated[
        int | None, typer.Option("--jobs", "-j", min=1, help="worker processes [default: cores]")
    ] = None,
    dask: Annotated[
        str | None,
        typer.Option(metavar="ADDRESS", help="a Dask scheduler's address, or 'local'"),
    ] = None,
    chunk: Annotated[int | None, _CHUNK_OPTION] = None,
    game: Annotated[str, typer.Option(help="innovation or gizmos")] = "innovation",
    expansions: Annotated[
        list[str] | None,
        typer.Option(
            "--expansions", help="expansions in play (cities, echoes): repeated or comma-separated"
        ),
    ] = None,
    as_json: Annotated[
        bool, typer.Option("--json", help="what was written, as one JSON array")
    ] = False,
) -> None:
    """Play complete random legal games and write one record file per game.

    Exit 0, 1 when a game failed in the engine, 2 for a bad option or when a
    record file exists already (--force overwrites it).
    """
    from adjudicator.core.batch import default_jobs, run_batch
    from adjudicator.core.simulated import SimulateTask, failed_simulation
    from adjudicator.games.innovation.engine.registry import expansion_problem
    from adjudicator.games.innovation.simulate import NAMES
    from adjudicator.games.simulate import prepare_simulations, simulated_record

    if game not in ("innovation", "gizmos"):
        _fail(f"--game {game}: unknown game (innovation or gizmos)")
    if game == "gizmos" and (teams or view is not None or edition != 3 or expansions):
        _fail("--teams, --view, --edition and --expansions are Innovation's options")
    if teams and players != 4:
        _fail("--teams needs --players 4")
    _chunk_needs_dask(chunk, dask)
    if edition not in (1, 3):
        _fail("--edition must be 1 or 3")
    if view is not None and view not in NAMES[:players]:
        _fail(f"--view must be one of {', '.join(NAMES[:players])}")
    expansions = [e.strip() for listed in expansions or [] for e in listed.split(",") if e.strip()]
    unusable = expansion_problem(expansions)
    if unusable is not None:
        _fail(f"--expansions: {unusable[1]}")
    written: list[dict[str, object]] | None = [] if as_json else None
    tasks = [
        SimulateTask(players, seed + i, teams, edition, view, jsonl, game, tuple(expansions or ()))
        for i in range(games)
    ]
    _prepare_out_dir(out_dir, [out_dir / t.filename for t in tasks], force)
    with _batch_errors(), _batch_progress(games, "games", not as_json) as advance:
        results = run_batch(
            simulated_record,
            tasks,
            on_error=failed_simulation,
            jobs=jobs or default_jobs(),
            dask=dask,
            chunk=chunk,
            on_result=lambda simulated: advance(simulated.actions),
            prepare=prepare_simulations,
        )
        failed, stopped = _write_simulated_all(out_dir, tasks, results, written)
    if as_json:
        print_json(written)
    if stopped:
        err.print("interrupted: every record written is complete", highlight=False)
        raise typer.Exit(130)
    raise typer.Exit(1 if failed else 0)


def _prepare_out_dir(out_dir: Path, paths: list[Path], force: bool) -> None:
    """Make the folder; refuse a file in its place, and existing records unless ``force``."""
    if out_dir.exists() and not out_dir.is_dir():
        _fail(f"--out {out_dir}: a file exists there; give a folder for the record files")
    existing = [p for p in paths if p.exists()]
    if existing and not force:
        more = f" (and {len(existing) - 1} more)" if len(existing) > 1 else ""
        _fail(f"{existing[0]} exists{more}; --force overwrites")
    try:
        out_dir.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        _fail(f"--out {out_dir}: {exc.strerror}")


def _write_simulated_all(
    out_dir: Path,
    tasks: list[SimulateTask],
    results: Iterator[SimulatedRecord],
    written: list[dict[str, object]] | None = None,
) -> tuple[int, bool]:
    """Write the records in order as they come: how many games failed, and
    whether Ctrl-C stopped the batch (the games finished by then are written)."""
    failed = 0
    try:
        for task, simulated in zip(tasks, results):
            failed += _write_simulated(out_dir / task.filename, simulated, written)
    except KeyboardInterrupt as stop:
        for index, simulated in getattr(stop, "finished", []):
            failed += _write_simulated(out_dir / tasks[index].filename, simulated, written)
        return failed, True
    finally:
        close = getattr(results, "close", None)
        if close is not None:
            close()
    return failed, False


def _write_simulated(
    path: Path, simulated: SimulatedRecord, written: list[dict[str, object]] | None = None
) -> int:
    """Write one game's record and say so (in ``written`` for ``--json``); 1 when its
    playout failed (nothing written)."""
    if written is not None:
        written.append(
            {
                "file": str(path) if simulated.error is None else None,
                "actions": simulated.actions,
                "winners": simulated.winners,
                "game_over": simulated.game_over,
                "error": simulated.error,
            }
        )
    if simulated.error is not None:
        err.print(f"[bold red]error[/]: {path}: {escape(simulated.error)}")
        return 1
    try:
        path.write_bytes(simulated.content)
    except OSError as exc:
        _fail(f"cannot write {path}: {exc.strerror}")
    if written is None:
        out.print(f"wrote {path}: {simulated.summary}", highlight=False)
    return 0


@app.command("bench")
def bench_command(
    as_json: Annotated[bool, typer.Option("--json", help="machine-readable results")] = False,
    games: Annotated[int, typer.Option(help="games to simulate", min=1)] = 20,
    against: Annotated[
        str | None,
        typer.Option(metavar="REF", help="also measure this git revision, side by side"),
    ] = None,
    check_targets: Annotated[
        bool, typer.Option("--check-targets", help="exit 1 when a target is missed")
    ] = False,
    jobs: Annotated[
        int,
        typer.Option(
            "--jobs", "-j", min=1, help="chunks of the games measured at a time with --against"
        ),
    ] = 2,
    runs: Annotated[
        int, typer.Option("--runs", min=1, help="measure so many times; show each median")
    ] = 1,
) -> None:
    """Speed and memory of simulate and check, against the project's targets.

    Per game set (the base game with 2, 3 and 4 players, Cities of Destiny, Gizmos):
    µs per action of the engine alone and end to end (`simulate --out`: the game
    played and its record written; `check --json`: the file read, decoded, checked,
    its report encoded). With --against REF, this tree and the revision REF run the
    same games side by side (each pass of one beside the same pass of the other),
    and each figure gets the ratio: how many times faster (or smaller) this tree is.
    With --runs N, everything is measured N times and each figure (and ratio) shown
    is the median of the N.
    """
    from adjudicator.games.innovation.bench import (
        BenchError,
        bench_table,
        compare_revisions,
        run_bench,
    )

    results: Sequence[BenchResult]
    if against is None:
        results = run_bench(games=games, runs=runs)
    else:
        try:
            results = compare_revisions(against, games=games, jobs=jobs, runs=runs)
        except BenchError as exc:
            _fail(str(exc))
    if as_json:
        rows = [{**msgspec.to_builtins(r), "ok": r.ok} for r in results]
        sys.stdout.write(msgspec.json.encode(rows).decode() + "\n")
    else:
        out.print(bench_table(results))
    _print_unmeasured(results)
    missed = [r for r in results if r.ok is False]
    if check_targets and missed:
        err.print(f"missed: {', '.join(r.name for r in missed)}", highlight=False)
        raise typer.Exit(1)


def _print_unmeasured(results: Sequence[BenchResult]) -> None:
    """Why each game set shown "n/a" could not be measured (a revision without it)."""
    notes = {r.group: r.note for r in results if r.note}
    for group, note in notes.items():
        err.print(f"n/a: {group}: {escape(note)}", highlight=False)
