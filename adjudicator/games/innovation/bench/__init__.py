"""``adjudicator bench``: how fast simulate and check run, and how much memory a game takes.

Targets (for a 2-core machine) live here and in ``benchmarks/``, never in the
test suite: check at least 10,000 recorded actions per second on one core,
simulate at least 30 complete random 2-player games per second, and decoding a
record a small share of checking it. Beside the engine's figures, each game set
(:data:`bench_measure.SETS`) gets its µs per action by the engine alone and end to
end: what ``simulate --out`` and ``check --json`` make a user wait for.

Absolute figures on a shared machine vary by 2x from minute to minute, so
:func:`compare_revisions` measures this tree and another git revision side by
side, in lockstep: for each chunk of the games (one per job), two Python
processes, each importing one version (its tree first on ``sys.path``), take
turns pass by pass: the chunk's games simulated by this tree, then by the
revision, then again (the revision first), and so on for ``bench_measure.PASSES``
passes; then the games simulated and their record files written, the records
decoded and checked, and the files checked, the same way
(``bench_measure.TIMED_STEPS``); ``--runs N`` does it all N times and shows each
figure's median (each ratio the median of the runs' side-by-side ratios). Each game and record
is timed alone and the least of its times kept. Each pass of one tree thus runs next to the same
pass of the other and feels the same load, and a pass is long enough (many
games) that a process finds its caches cold only at its start: taking turns game
by game instead made the faster tree pay that start far more often for its
work, and lowered its ratio by some 15 %. The ratio is how many times better
this tree is: its figure over the revision's, or the revision's over its own where
less is better (µs, memory). What each process runs is :mod:`bench_measure`.
"""

from __future__ import annotations

import io
import json
import os
import statistics
import subprocess
import sys
import tarfile
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn, TypeVar

import msgspec

from adjudicator.core.bench import BenchResult
from adjudicator.games.innovation.bench import measuring as bench_measure
from adjudicator.games.innovation.bench.measuring import Measures, SetMeasures, measure

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

    from rich.table import Table

R = TypeVar("R", bound=BenchResult)

TARGETS = {"check_actions_per_s": 10_000.0, "simulate_games_per_s": 30.0}


class BenchError(Exception):
    """A revision that cannot be measured (unknown to git, or failing to run)."""


class ComparedResult(BenchResult):
    """A figure of this tree beside the same figure of another revision."""

    reference: float | None = None
    ratio: float | None = None  # how many times better (faster, smaller) this tree is


ENGINE = "engine, base game, 2 players"


def figures(m: Measures) -> list[BenchResult]:
    """The reported figures of a measuring run: the engine's headline figures, then
    each set's µs per action, by the engine alone and end to end."""
    main = m.main
    return [
        BenchResult(
            "simulate: games/s (2 players)",
            _per(main.games, main.sim_time),
            "games/s",
            TARGETS["simulate_games_per_s"],
            group=ENGINE,
        ),
        BenchResult(
            "simulate: actions/s", _per(main.actions, main.sim_time), "actions/s", group=ENGINE
        ),
        BenchResult(
            "simulate: decisions/s",
            _per(main.decisions, main.sim_time),
            "decisions/s",
            group=ENGINE,
        ),
        BenchResult(
            "check: actions/s",
            _per(main.checked, main.check_time),
            "actions/s",
            TARGETS["check_actions_per_s"],
            group=ENGINE,
        ),
        BenchResult(
            "check: µs per action", _micro(main.check_time, main.checked), "µs", group=ENGINE
        ),
        BenchResult(
            "decode: share of check time",
            _per(100 * main.decode_time, main.decode_time + main.check_time),
            "%",
            group=ENGINE,
        ),
        BenchResult("memory: peak per simulated game", m.peak / 1024, "KiB", group=ENGINE),
        BenchResult("memory: peak per checked game", m.check_peak / 1024, "KiB", group=ENGINE),
        *(row for label, s in m.sets.items() for row in _set_figures(label, s)),
    ]


def _set_figures(label: str, s: SetMeasures) -> list[BenchResult]:
    """One set's µs per action: simulate and check, by the engine alone and end to end
    (``simulate --out``: played and written; ``check --json``: a file read, decoded,
    checked, its report encoded)."""
    rows = [
        ("simulate, engine", s.sim_time, s.actions, s.engine_missing),
        ("simulate, end to end", s.write_time, s.written_actions, s.commands_missing),
        ("check, engine", s.check_time, s.checked, s.engine_missing),
        ("check, end to end", s.file_check_time, s.file_checked, s.commands_missing),
    ]
    return [
        BenchResult(
            f"{label}: {what} µs per action",
            None if missing else _micro(took, actions),
            "µs",
            group=label,
            note=missing,
        )
        for what, took, actions, missing in rows
    ]


def _per(amount: float, seconds: float) -> float | None:
    return amount / seconds if seconds else None


def _micro(seconds: float, actions: int) -> float | None:
    return 1e6 * seconds / actions if actions else None


def run_bench(*, games: int = 20, seed: int = 0, runs: int = 1) -> list[BenchResult]:
    """The figures of this process's adjudicator, measured here (``runs`` times: the
    median of each)."""
    return medians([figures(measure(games=games, seed=seed)) for _ in range(runs)])


def compared(this: Measures, reference: Measures, ref: str = "REF") -> list[ComparedResult]:
    """This tree's figures beside revision ``ref``'s, with how many times better this
    tree is (its figure over the revision's; the revision's over its own where less
    is better: µs, memory)."""
    return [
        ComparedResult(
            mine.name,
            mine.value,
            mine.unit,
            mine.target,
            mine.group,
            _unmeasured(mine.note, theirs.note, ref),
            reference=theirs.value,
            ratio=_better_by(mine, theirs.value),
        )
        for mine, theirs in zip(figures(this), figures(reference))
    ]


def _unmeasured(mine: str | None, theirs: str | None, ref: str) -> str | None:
    """Why a figure is missing, and in which tree."""
    if mine:
        return f"this tree: {mine}"
    return f"{ref}: {theirs}" if theirs else None


def _better_by(mine: BenchResult, reference: float | None) -> float | None:
    if not mine.value or not reference:
        return None
    return mine.value / reference if mine.higher_is_better else reference / mine.value


def compare_revisions(
    ref: str, *, games: int = 20, seed: int = 0, jobs: int = 2, runs: int = 1
) -> list[ComparedResult]:
    """This tree and git revision ``ref`` measured on the same games, in lockstep;
    with ``runs`` > 1, so many times, each figure and ratio the median of the runs'."""
    this_root = Path(__file__).resolve().parents[4]
    with tempfile.TemporaryDirectory(prefix="adjudicator-bench-") as tmp:
        ref_root = Path(tmp)
        _export_revision(this_root, ref, ref_root)
        _compile_like_an_install(ref_root)
        chunks = _chunks(games, seed, parts=min(games, jobs))
        rounds = []
        for _ in range(runs):
            with ThreadPoolExecutor(max_workers=jobs) as pool:
                pairs = [pool.submit(_lockstep, (this_root, ref_root), n, s) for n, s in chunks]
                measured = [f.result() for f in pairs]
            this, theirs = _sum(m[0] for m in measured), _sum(m[1] for m in measured)
            rounds.append(compared(this, theirs, ref))
    return medians(rounds)


def medians(rounds: Sequence[Sequence[R]]) -> list[R]:
    """Each figure of several runs (the same figures in the same order) as the median
    of its runs' values (and, compared, of the references and of the ratios, each run's
    ratio taken side by side)."""
    return [_median_figure(same) for same in zip(*rounds, strict=True)]


def _median_figure(same: Sequence[R]) -> R:
    first, value = same[0], _median(r.value for r in same)
    if not isinstance(first, ComparedResult):
        return msgspec.structs.replace(first, value=value)
    compared = [r for r in same if isinstance(r, ComparedResult)]
    reference = _median(r.reference for r in compared)
    ratio = _median(r.ratio for r in compared)
    return msgspec.structs.replace(first, value=value, reference=reference, ratio=ratio)


def _median(values: Iterable[float | None]) -> float | None:
    measured = [v for v in values if v is not None]
    return statistics.median(measured) if measured else None


def _chunks(games: int, seed: int, parts: int) -> list[tuple[int, int]]:
    """``games`` games from ``seed`` as ``parts`` runs of (games, first seed)."""
    sizes = [games // parts + (1 if i < games % parts else 0) for i in range(parts)]
    starts = [seed + sum(sizes[:i]) for i in range(parts)]
    return list(zip(sizes, starts))


def _sum(measures: Any) -> Measures:
    items = list(measures)
    total = items[0]
    for m in items[1:]:
        total = total + m
    return total  # type: ignore[no-any-return]


def _export_revision(repo: Path, ref: str, into: Path) -> None:
    """The files of revision ``ref`` of the git repository at ``repo``, in ``into``."""
    try:
        tar = subprocess.run(
            ["git", "-C", str(repo), "archive", "--format=tar", ref],
            capture_output=True,
            check=True,
        ).stdout
    except FileNotFoundError:
        raise BenchError("--against needs git") from None
    except subprocess.CalledProcessError as exc:
        reason = exc.stderr.decode(errors="replace").strip() or "git archive failed"
        raise BenchError(f"--against {ref}: {reason}") from None
    with tarfile.open(fileobj=io.BytesIO(tar)) as archive:
        if hasattr(tarfile, "data_filter"):  # Python 3.11.4+
            archive.extractall(into, filter="data")
        else:  # git's own archive of this repository: trusted
            archive.extractall(into)


def _compile_like_an_install(root: Path) -> None:
    """Compile the exported revision's modules as ``pip install`` would (a revision
    with mypyc's ``setup.py`` and ``compiled.txt``; ``ADJUDICATOR_PURE_PYTHON=1``:
    not), so that each revision is measured as it installs."""
    if os.environ.get("ADJUDICATOR_PURE_PYTHON") or not (root / "compiled.txt").is_file():
        return
    done = subprocess.run(
        [sys.executable, "setup.py", "--quiet", "build_ext", "--inplace"],
        cwd=root,
        capture_output=True,
    )
    if done.returncode != 0:
        last = (done.stderr.decode(errors="replace").strip().splitlines() or ["no output"])[-1]
        raise BenchError(f"compiling the revision's modules failed: {last}")


def bench_table(results: Sequence[BenchResult]) -> Table:
    """The figures as a table, a section per group; compared figures get the
    revision's and the ratio (how many times better this tree is)."""
    from rich.table import Table

    compared = any(isinstance(r, ComparedResult) for r in results)
    caption = "ratio: how many times faster (or smaller) this tree is" if compared else None
    table = Table(title="adjudicator bench", caption=caption)
    columns = ["measure", "value", "target", ""]
    if compared:
        columns[1:3] = ["this tree", "revision", "ratio", "target"]
    for col in columns:
        table.add_column(col)
    group = None
    for r in results:
        if group is not None and r.group != group:
            table.add_section()
        group = r.group
        table.add_row(*_cells(r))
    return table


def _cells(r: BenchResult) -> list[str]:
    mark = "" if r.ok is None else ("[green]ok[/]" if r.ok else "[red]below[/]")
    target = f"{r.target:,.0f}" if r.target else ""
    cells = [r.name, _shown(r.value, r.unit), target, mark]
    if isinstance(r, ComparedResult):
        ratio = "n/a" if r.ratio is None else f"{r.ratio:.2f}×"
        cells[2:2] = [_shown(r.reference, r.unit), ratio]
    return cells


def _shown(value: float | None, unit: str) -> str:
    return "n/a" if value is None else f"{value:,.1f} {unit}"


# Runs the measuring script in a fresh interpreter, so that `adjudicator` is
# imported from the tree first on sys.path (PYTHONPATH), not from this process.
_DRIVER = (
    "import runpy, sys; sys.argv = sys.argv[1:]; runpy.run_path(sys.argv[0], run_name='__main__')"
)


def _lockstep(roots: tuple[Path, Path], games: int, seed: int) -> tuple[Measures, Measures]:
    """``games`` games from ``seed`` measured by the trees ``roots``, each in its own
    process, the two taking turns pass by pass (who goes first alternating)."""
    with _Measurer(roots[0], games, seed) as one, _Measurer(roots[1], games, seed) as other:
        pair = (one, other)
        for step in bench_measure.TIMED_STEPS:
            for k in range(bench_measure.PASSES):
                for m in pair if k % 2 == 0 else pair[::-1]:
                    m.ask(step)
        for m in pair:
            m.ask("memory")
        return one.measures(), other.measures()


class _Measurer:
    """A measuring process of the tree ``root`` (:mod:`bench_measure` run in a fresh
    interpreter, so that ``adjudicator`` is imported from ``root``, not from this
    process), asked for one pass at a time."""

    def __init__(self, root: Path, games: int, seed: int) -> None:
        self.root = root
        # the record files it writes, removed in __exit__
        self.folder = tempfile.TemporaryDirectory(prefix="adjudicator-measuring-")
        args = json.dumps(
            {"games": games, "seed": seed, "root": str(root), "folder": self.folder.name}
        )
        # a file, not a pipe: a process writing much there could not block on it
        self.errors = tempfile.TemporaryFile()  # noqa: SIM115 (closed in __exit__)
        self.proc = subprocess.Popen(
            [sys.executable, "-c", _DRIVER, bench_measure.__file__, args],
            cwd=root,
            env={**os.environ, "PYTHONPATH": str(root)},
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=self.errors,
        )
        self._answer()  # ready: imported, the untimed first game played

    def __enter__(self) -> _Measurer:
        return self

    def __exit__(self, *exc: object) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.communicate()
        self.errors.close()
        self.folder.cleanup()

    def ask(self, step: str) -> None:
        self._send({"do": step})
        self._answer()

    def measures(self) -> Measures:
        self._send({"do": "measures"})
        return msgspec.json.decode(self._answer(), type=Measures)

    def _send(self, asked: dict[str, Any]) -> None:
        assert self.proc.stdin is not None
        try:
            self.proc.stdin.write(json.dumps(asked).encode() + b"\n")
            self.proc.stdin.flush()
        except BrokenPipeError:
            self._failed()

    def _answer(self) -> bytes:
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()
        if not line:
            self._failed()
        return line

    def _failed(self) -> NoReturn:
        self.proc.kill()
        self.proc.wait()
        self.errors.seek(0)
        said = self.errors.read().decode(errors="replace").strip().splitlines()
        last = (said or ["no output"])[-1]
        raise BenchError(f"measuring {self.root} failed: {last}")
