"""Batches: every core, a Dask cluster, one verdict per file whatever the others
do, Ctrl-C and a closed pipe, simulate's overwriting, bench side by side."""

from __future__ import annotations

import io
import json
import os
import shutil
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console
from typer.testing import CliRunner

from adjudicator.cli import app
from adjudicator.core.batch import WORKER_DIED, BatchInterrupted, run_batch
from adjudicator.core.bench import BenchResult
from adjudicator.games.innovation import bench, check
from adjudicator.games.innovation.bench import measuring as bench_measure

ROOT = Path(__file__).resolve().parents[1]
LOGS = sorted(str(p) for p in (ROOT / "logs").glob("*.json*") if p.name != "expected.json")
ADJUDICATOR = [sys.executable, "-m", "adjudicator"]
runner = CliRunner()


def as_error(item: object, reason: str) -> str:
    return f"failed: {reason}"


@pytest.mark.parametrize(("jobs", "start_method"), [(1, None), (2, None), (2, "spawn")])
def test_results_come_in_input_order_and_a_failure_stays_with_its_item(
    jobs: int, start_method: str | None
) -> None:
    seen: list[object] = []
    items = ["3", "x", "1", "22", "5"]
    results = run_batch(
        int, items, on_error=as_error, jobs=jobs, on_result=seen.append, start_method=start_method
    )
    expected = [3, "failed: ValueError: invalid literal for int() with base 10: 'x'", 1, 22, 5]
    assert list(results) == expected
    assert sorted(map(str, seen)) == sorted(map(str, expected))  # each, as it was ready


def exit_on_two(n: int) -> int:
    if n == 2:
        os._exit(1)  # as a segfault or the out-of-memory killer would end it
    return n


def test_a_worker_that_dies_fails_its_item_only() -> None:
    results = list(run_batch(exit_on_two, list(range(8)), on_error=as_error, jobs=2))
    assert results == [0, 1, f"failed: {WORKER_DIED}", 3, 4, 5, 6, 7]
    always = list(run_batch(os._exit, [0, 0, 0], on_error=as_error, jobs=2))
    assert always == [f"failed: {WORKER_DIED}"] * 3


def test_many_quick_items_do_not_block_the_pool() -> None:
    items = ["ab"] * 6000  # many quick items, in chunks: none lost, order kept
    assert list(run_batch(len, items, on_error=as_error, jobs=2)) == [2] * 6000


def test_ctrl_c_in_a_batch_keeps_the_finished_results() -> None:
    def stop_at_three(n: int) -> int:
        if n == 3:
            raise KeyboardInterrupt
        return n

    got: list[int] = []
    with pytest.raises(BatchInterrupted):
        for result in run_batch(stop_at_three, [1, 2, 3, 4], on_error=as_error):
            got.append(result)
    assert got == [1, 2]


def _check(*args: str) -> tuple[int, Any]:
    result = runner.invoke(app, ["check", "--json", *args])
    return result.exit_code, json.loads(result.stdout)


def test_check_gives_the_same_reports_on_one_core_and_on_two() -> None:
    one = runner.invoke(app, ["check", "--jobs", "1", *LOGS])
    two = runner.invoke(app, ["check", "--jobs", "2", *LOGS])
    assert one.exit_code == two.exit_code == 1  # logs/illegal-achieve.json
    assert one.stdout == two.stdout
    _, reports = _check("--jobs", "2", *LOGS)
    assert [r["file"] for r in reports] == LOGS


def test_an_unreadable_or_crashing_file_does_not_hide_the_others(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    good = ROOT / "logs" / "full-2p-seed7.json"
    crashing = tmp_path / "crashing.json"
    shutil.copy(good, crashing)
    missing = tmp_path / "missing.json"
    checked = check.check_file

    def check_file(path: Path, *, all_problems: bool = False) -> Any:
        if path.name == "crashing.json":
            raise RuntimeError("the checker tripped\nover a second line")
        return checked(path, all_problems=all_problems)

    monkeypatch.setattr(check, "check_file", check_file)
    files = [str(good), str(missing), str(crashing), str(good)]
    code, reports = _check("--jobs", "1", *files)
    assert code == 2
    assert [r["verdict"] for r in reports] == ["valid", "unreadable", "unreadable", "valid"]
    assert "cannot read" in reports[1]["problems"][0]["message"]
    reason = reports[2]["problems"][0]["message"]
    assert "internal error: RuntimeError: the checker tripped" in reason
    assert "Traceback" not in reason and "second line" not in reason
    text = " ".join(runner.invoke(app, ["check", "--jobs", "1", *files]).stdout.split())
    assert text.count(": valid") == 2 and text.count(": unreadable") == 2


def _run(*args: str, **kwargs: Any) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [*ADJUDICATOR, *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=ROOT,
        **kwargs,
    )


def test_a_closed_pipe_ends_check_quietly() -> None:
    files = [str(ROOT / "logs" / "full-2p-seed7.json")] * 300
    for args in (["--jobs", "2"], ["--jobs", "1", "--json"]):
        proc = _run("check", *args, *files)
        assert proc.stdout is not None and proc.stderr is not None
        proc.stdout.read(20)
        proc.stdout.close()  # as `| head -c 20` does
        err = proc.stderr.read().decode()
        assert proc.wait() == 141, err
        assert "Traceback" not in err and "Error" not in err


def test_ctrl_c_stops_check_cleanly_reporting_what_finished() -> None:
    files = [str(ROOT / "logs" / "full-2p-seed7.json")] * 400
    proc = _run(
        "check",
        "--jobs",
        "2",
        *files,
        start_new_session=True,  # Ctrl-C reaches the whole process group
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
        # unbuffered: a buffered readline may read several reports ahead, which
        # communicate() (reading the pipe itself) would then never see
        bufsize=0,
    )
    assert proc.stdout is not None
    first = proc.stdout.readline()
    os.killpg(proc.pid, signal.SIGINT)
    rest, err = proc.communicate(timeout=60)
    assert proc.returncode == 130, err.decode()
    printed = (first + rest).decode().count(": valid")
    assert f"interrupted: {printed} of 400 file(s) checked" in err.decode()
    assert 0 < printed < 400 and b"Traceback" not in err


def test_simulate_on_two_cores_writes_the_same_bytes(tmp_path: Path) -> None:
    args = ["simulate", "--games", "3", "--players", "3", "--seed", "40"]
    one, two = tmp_path / "one", tmp_path / "two"
    assert runner.invoke(app, [*args, "--jobs", "1", "--out", str(one)]).exit_code == 0
    assert runner.invoke(app, [*args, "--jobs", "2", "--out", str(two)]).exit_code == 0
    names = sorted(p.name for p in one.iterdir())
    assert names == ["game-0040.json", "game-0041.json", "game-0042.json"]
    assert all((one / n).read_bytes() == (two / n).read_bytes() for n in names)


def test_simulate_refuses_to_overwrite_unless_forced(tmp_path: Path) -> None:
    args = ["simulate", "--games", "2", "--out", str(tmp_path)]
    (tmp_path / "game-0001.json").write_text("mine")
    result = runner.invoke(app, args)
    assert result.exit_code == 2
    said = " ".join(result.stderr.split())
    assert "game-0001.json exists; --force overwrites" in said
    assert (tmp_path / "game-0001.json").read_text() == "mine"
    assert not (tmp_path / "game-0000.json").exists()
    assert runner.invoke(app, [*args, "--force"]).exit_code == 0
    assert (tmp_path / "game-0001.json").read_text() != "mine"


def test_simulate_out_naming_a_file_is_an_error(tmp_path: Path) -> None:
    target = tmp_path / "records"
    target.write_text("not a folder")
    result = runner.invoke(app, ["simulate", "--out", str(target), "--force"])
    assert result.exit_code == 2
    assert "a file exists there" in " ".join(result.stderr.split())


def test_dask_gives_the_results_of_one_process(tmp_path: Path) -> None:
    distributed = pytest.importorskip("distributed")
    files = [*LOGS, str(tmp_path / "missing.json")]
    _, alone = _check("--jobs", "1", *files)
    sim = ["simulate", "--games", "2", "--players", "3", "--seed", "40"]
    runner.invoke(app, [*sim, "--jobs", "1", "--out", str(tmp_path / "alone")])
    with distributed.LocalCluster(
        n_workers=2, processes=False, threads_per_worker=2, dashboard_address=None
    ) as cluster:
        address = cluster.scheduler_address
        code, clustered = _check("--dask", address, *files)
        simulated = runner.invoke(app, [*sim, "--dask", address, "--out", str(tmp_path / "dask")])
    assert code == 2 and clustered == alone
    assert simulated.exit_code == 0
    for name in ("game-0040.json", "game-0041.json"):
        assert (tmp_path / "dask" / name).read_bytes() == (tmp_path / "alone" / name).read_bytes()


def test_dask_without_a_scheduler_is_a_clear_error() -> None:
    dask = pytest.importorskip("dask")
    pytest.importorskip("distributed")
    with dask.config.set({"distributed.comm.timeouts.connect": "1s"}):
        result = runner.invoke(app, ["check", "--dask", "tcp://127.0.0.1:9", LOGS[0]])
    assert result.exit_code == 2
    assert "--dask tcp://127.0.0.1:9" in " ".join(result.stderr.split())


@pytest.fixture
def one_pass(monkeypatch: pytest.MonkeyPatch) -> None:
    """bench's figures measured in one pass, not the least of several: what these
    tests look at is their presence and their counts, never their speed."""
    monkeypatch.setattr(bench_measure, "PASSES", 1)


@pytest.mark.usefixtures("one_pass")
def test_bench_exits_1_when_a_target_is_missed(monkeypatch: pytest.MonkeyPatch) -> None:
    measured = bench_measure.measure(games=1)  # once: the targets are what changes
    monkeypatch.setattr(bench, "measure", lambda **_: measured)
    args = ["bench", "--games", "1", "--json"]
    assert runner.invoke(app, [*args, "--check-targets"]).exit_code in (0, 1)
    monkeypatch.setattr(bench, "TARGETS", {k: 1e12 for k in bench.TARGETS})
    missed = runner.invoke(app, [*args, "--check-targets"])
    assert missed.exit_code == 1 and "missed: simulate: games/s" in missed.stderr
    assert runner.invoke(app, args).exit_code == 0  # measured, not asserted
    monkeypatch.setattr(bench, "TARGETS", {k: 1e-12 for k in bench.TARGETS})
    assert runner.invoke(app, [*args, "--check-targets"]).exit_code == 0


@pytest.mark.skipif(not (ROOT / ".git").exists(), reason="not a git checkout")
@pytest.mark.usefixtures("one_pass")
def test_bench_against_head_runs_both_side_by_side(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ADJUDICATOR_PURE_PYTHON", "1")  # HEAD's modules left uncompiled
    result = runner.invoke(app, ["bench", "--games", "2", "--against", "HEAD", "--json"])
    assert result.exit_code == 0, result.stderr
    rows = json.loads(result.stdout)
    names = [r["name"] for r in rows]
    assert "check: µs per action" in names and "memory: peak per simulated game" in names
    assert all(r["value"] > 0 and r["reference"] > 0 and r["ratio"] > 0 for r in rows)
    memory = next(r for r in rows if r["name"].startswith("memory"))
    assert memory["ratio"] == pytest.approx(1.0, rel=0.2)  # the same games, the same code


def test_a_set_a_revision_lacks_is_not_available_with_its_reason() -> None:
    present = bench_measure.SetMeasures(1, 10, 0, 0.1, 10, 0.1, 0.01, 10, 0.2, 10, 0.2)
    sets = {s.label: present for s in bench_measure.SETS}
    this = bench_measure.Measures(sets, 1024, 1024)
    why = "ModuleNotFoundError: no gizmos"
    lacking = bench_measure.SetMeasures(engine_missing=why, commands_missing=why)
    old = bench_measure.Measures({**sets, "Gizmos, 2 players": lacking}, 1024, 1024)
    rows = bench.compared(this, old, "v1")
    gizmos = [r for r in rows if r.group == "Gizmos, 2 players"]
    assert len(gizmos) == 4
    assert all(r.value and r.reference is None and r.ratio is None for r in gizmos)
    assert {r.note for r in gizmos} == {"v1: ModuleNotFoundError: no gizmos"}
    cities = next(r for r in rows if r.name == "Cities, 2 players: check, end to end µs per action")
    assert cities.ratio == pytest.approx(1.0) and cities.note is None
    console = Console(width=200, record=True, file=io.StringIO())
    console.print(bench.bench_table(rows))
    shown = [line for line in console.export_text().splitlines() if "Gizmos" in line]
    assert len(shown) == 4 and all(line.count("n/a") == 2 for line in shown)


def test_bench_ratios_read_how_many_times_better_this_tree_is() -> None:
    twice = bench_measure.SetMeasures(1, 10, 0, 0.1, 10, 0.1, 0.01, 10, 0.1, 10, 0.1)
    once = bench_measure.SetMeasures(1, 10, 0, 0.2, 10, 0.2, 0.02, 10, 0.2, 10, 0.2)
    fast = bench_measure.Measures({s.label: twice for s in bench_measure.SETS}, 1024, 1024)
    slow = bench_measure.Measures({s.label: once for s in bench_measure.SETS}, 2048, 2048)
    ratios = {r.name: r.ratio for r in bench.compared(fast, slow)}
    assert ratios["check: actions/s"] == pytest.approx(2.0)
    assert ratios["check: µs per action"] == pytest.approx(2.0)
    assert ratios["memory: peak per checked game"] == pytest.approx(2.0)
    assert ratios["Gizmos, 2 players: simulate, end to end µs per action"] == pytest.approx(2.0)


def test_bench_runs_show_the_median_of_each_figure_and_ratio() -> None:
    """``--runs N``: each figure the median of its N values, each ratio the median of
    the runs' side-by-side ratios (not a ratio of medians); a figure a run could not
    measure is left out of its median."""
    rounds = [
        [bench.ComparedResult("check", v, "µs", reference=r, ratio=r / v)]
        for v, r in [(10.0, 20.0), (30.0, 33.0), (11.0, 30.0)]
    ]
    (median,) = bench.medians(rounds)
    assert (median.value, median.reference) == (11.0, 30.0)
    assert median.ratio == pytest.approx(2.0)  # of 2.0, 1.1, 2.73
    plain = [[BenchResult("games/s", v, "games/s")] for v in (None, 4.0, 2.0)]
    assert bench.medians(plain)[0].value == pytest.approx(3.0)
    assert bench.medians([[BenchResult("x", None, "µs")]])[0].value is None


@pytest.mark.usefixtures("one_pass")
def test_bench_runs_measures_so_many_times(monkeypatch: pytest.MonkeyPatch) -> None:
    measured: list[int] = []

    def counted(**kwargs: int) -> bench_measure.Measures:
        measured.append(kwargs["games"])
        return bench_measure.measure(**kwargs)

    monkeypatch.setattr(bench, "measure", counted)
    result = runner.invoke(app, ["bench", "--games", "1", "--runs", "2", "--json"])
    assert result.exit_code == 0, result.stderr
    assert measured == [1, 1]
    assert all(row["value"] > 0 for row in json.loads(result.stdout))


def test_bench_against_an_unknown_revision_is_a_clear_error() -> None:
    result = runner.invoke(app, ["bench", "--games", "1", "--against", "no-such-revision"])
    assert result.exit_code == 2
    assert "--against no-such-revision" in " ".join(result.stderr.split())


@pytest.mark.usefixtures("one_pass")
def test_bench_lockstep_counts_both_trees_alike_and_names_a_failing_tree(
    tmp_path: Path,
) -> None:
    this = ROOT.resolve()
    one, other = bench._lockstep((this, this), 2, 5)
    assert one.sets.keys() == other.sets.keys() == {s.label for s in bench_measure.SETS}
    for label, mine in one.sets.items():
        theirs = other.sets[label]
        assert (mine.games, mine.actions, mine.decisions, mine.checked) == (
            theirs.games,
            theirs.actions,
            theirs.decisions,
            theirs.checked,
        )
        # both games' records, every action checked, by the engine and from the files
        assert mine.checked == mine.actions == mine.written_actions == mine.file_checked > 0
        assert mine.engine_missing is None and mine.commands_missing is None
    assert one.main.decisions > 0
    # a folder without the package: the measuring process imports another tree's and
    # refuses to measure it
    with pytest.raises(bench.BenchError, match=f"measuring {tmp_path} failed: imported"):
        bench._lockstep((this, tmp_path), 1, 0)


def test_check_does_not_import_dask_unless_asked() -> None:
    program = (
        "import sys; from typer.testing import CliRunner; from adjudicator.cli import app; "
        f"CliRunner().invoke(app, ['check', {LOGS[0]!r}]); "
        "print(sorted(m for m in ('dask', 'distributed') if m in sys.modules))"
    )
    done = subprocess.run([sys.executable, "-c", program], capture_output=True, cwd=ROOT)
    assert done.stdout.decode().strip() == "[]", done.stderr.decode()


def test_simulate_json_lists_what_was_written_in_order(tmp_path: Path) -> None:
    """Issue 17: `--json` on simulate: one array, one entry per game, no progress."""
    result = CliRunner().invoke(
        app,
        [
            "simulate",
            "--games",
            "2",
            "--seed",
            "3",
            "--jobs",
            "1",
            "--json",
            "--out",
            str(tmp_path),
        ],
    )
    assert result.exit_code == 0, result.output
    written = json.loads(result.stdout)
    assert [w["file"] for w in written] == [
        str(tmp_path / "game-0003.json"),
        str(tmp_path / "game-0004.json"),
    ]
    assert all(w["error"] is None and w["actions"] > 0 and w["winners"] for w in written)
