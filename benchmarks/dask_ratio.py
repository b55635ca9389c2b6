"""How much faster `adjudicator check --dask local` runs on two workers than one job:

    .venv/bin/python benchmarks/dask_ratio.py [RECORDS] [ROUNDS] [simulate]

Makes RECORDS (1000) records with `adjudicator simulate --games RECORDS --out DIR`,
then runs, alternately, ROUNDS (3) times each, the commands a user would:
`check --jobs 1 DIR/*` and `check --dask local --jobs 2 DIR/*` (and the same two
for `simulate` when asked), each a process of its own, its start-up and the Dask
cluster's included. Prints each round's seconds and ratio, the best times and the
median ratio, the processor seconds each way (what Dask itself costs, which the
machine's load hardly moves), and the ceiling: the ratio a pure busy loop gets on
two processes in the same rounds (2.0 on two free cores).

Then, apart: the local cluster's start-up and close (two workers), and the
scheduler's cost per task, from the same files checked with `--chunk 1` (a task
per file) and with the default chunks: the difference over the extra tasks.
A measurement, never a test.
"""

from __future__ import annotations

import multiprocessing
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from functools import partial
from pathlib import Path

from adjudicator.core.batch import dask_chunk_size

ADJUDICATOR = [sys.executable, "-m", "adjudicator"]


def children_cpu() -> float:
    """Processor seconds used so far by this script's finished child processes."""
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def run(args: list[str]) -> tuple[float, float]:
    """Wall and processor seconds of one command (its exit status 0 or 1 only)."""
    start, cpu = time.perf_counter(), children_cpu()
    done = subprocess.run([*ADJUDICATOR, *args], capture_output=True)
    if done.returncode not in (0, 1):
        sys.exit(f"{' '.join(args[:4])} ...: exit {done.returncode}\n{done.stderr.decode()}")
    return time.perf_counter() - start, children_cpu() - cpu


def spin(_: object) -> None:
    total = 0
    for i in range(4_000_000):
        total += i


def ceiling() -> float:
    """Two busy loops one after the other over the same two in two processes."""
    start = time.perf_counter()
    spin(0)
    spin(1)
    one = time.perf_counter() - start
    start = time.perf_counter()
    with multiprocessing.get_context("fork").Pool(2) as pool:
        pool.map(spin, [0, 1])
    return one / (time.perf_counter() - start)


def startup_and_close() -> float:
    """Seconds for `--dask local` on two workers to do nothing: Dask imported, the
    cluster started and closed, one empty task run (best of three)."""
    program = (
        "import time; t = time.perf_counter(); "
        "from adjudicator.core.batch import run_batch; "
        "from adjudicator.games.innovation.check import prepare_checks; "
        "list(run_batch(len, [''], on_error=print, dask='local', jobs=2, prepare=prepare_checks)); "
        "print(time.perf_counter() - t)"
    )
    runs = [subprocess.run([sys.executable, "-c", program], capture_output=True) for _ in range(3)]
    return min(float(done.stdout.split()[-1]) for done in runs)


def per_task_cost(paths: list[str]) -> tuple[float, int]:
    """The scheduler's seconds per task: the files with a task each and with the
    default chunks, the difference over the extra tasks (best of three each)."""
    base = ["check", "--dask", "local", "--jobs", "2"]
    one_each = min(run([*base, "--chunk", "1", *paths])[0] for _ in range(3))
    chunked = min(run([*base, *paths])[0] for _ in range(3))
    tasks = -(-len(paths) // dask_chunk_size(len(paths), 2))
    return (one_each - chunked) / (len(paths) - tasks), len(paths)


def simulate_args(records: int, folder: Path, name: str) -> list[str]:
    """`simulate` of the records into ``folder/name``, overwriting the last round's."""
    return ["simulate", "--games", str(records), "--force", "--out", str(folder / name)]


class Compared:
    """One command with one job and with Dask: seconds and processor seconds per round."""

    def __init__(self, name: str, one_job: list[str], dask: list[str]) -> None:
        self.name, self.one_job, self.dask = name, one_job, dask
        self.times: dict[str, list[float]] = {"one": [], "dask": []}
        self.cpu: dict[str, list[float]] = {"one": [], "dask": []}

    def measure(self, first_dask: bool) -> str:
        ways: list[tuple[str, list[str]]] = [("one", self.one_job), ("dask", self.dask)]
        for way, args in reversed(ways) if first_dask else ways:
            seconds, cpu = run(args)
            self.times[way].append(seconds)
            self.cpu[way].append(cpu)
        one, dask = self.times["one"][-1], self.times["dask"][-1]
        return (
            f"  {self.name}: 1 job {one:.2f} s, --dask local {dask:.2f} s, ratio {one / dask:.2f}x"
        )

    def summary(self, ceilings: list[float]) -> None:
        ratios = [a / b for a, b in zip(self.times["one"], self.times["dask"])]
        one, dask = min(self.times["one"]), min(self.times["dask"])
        cpu_one, cpu_dask = min(self.cpu["one"]), min(self.cpu["dask"])
        print(f"{self.name}:")
        print(f"  1 job:         {one:.2f} s (processor {cpu_one:.2f} s)")
        print(
            f"  --dask local:  {dask:.2f} s (processor {cpu_dask:.2f} s, {cpu_dask / cpu_one - 1:+.0%})"
        )
        print(
            f"  ratio: {one / dask:.2f}x of the best times; median {statistics.median(ratios):.2f}x, "
            f"{min(ratios):.2f}x to {max(ratios):.2f}x (ceiling {min(ceilings):.2f}x to "
            f"{max(ceilings):.2f}x)"
        )


def main(records: int = 1000, rounds: int = 3, commands: tuple[str, ...] = ()) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "records"
        run(["simulate", "--games", str(records), "--out", str(folder)])
        paths = sorted(str(p) for p in folder.iterdir())
        dask = ["--dask", "local", "--jobs", "2"]
        compared = [Compared("check", ["check", "--jobs", "1", *paths], ["check", *dask, *paths])]
        if "simulate" in commands:
            sim = partial(simulate_args, records, Path(tmp))
            compared.append(
                Compared("simulate", [*sim("one"), "--jobs", "1"], [*sim("dask"), *dask])
            )
        ceilings = []
        for round_ in range(1, rounds + 1):
            lines = [c.measure(first_dask=round_ % 2 == 0) for c in compared]
            ceilings.append(ceiling())
            print(f"round {round_} (ceiling {ceilings[-1]:.2f}x):", *lines, sep="\n", flush=True)
        print(f"{records} records, ratios of one job's seconds over --dask local's")
        for each in compared:
            each.summary(ceilings)
        print(
            f"--dask local, 2 workers, no work: {startup_and_close():.2f} s (import, start, close)"
        )
        cost, files = per_task_cost(paths[:200])
        print(
            f"scheduler: {cost * 1000:.1f} ms per task ({files} files, a task each against chunks)"
        )


if __name__ == "__main__":
    numbers = [int(a) for a in sys.argv[1:] if a.isdigit()]
    numbers += [1000, 3][len(numbers) :]
    main(numbers[0], numbers[1], tuple(a for a in sys.argv[1:] if not a.isdigit()))
