"""How much faster `adjudicator check` and `simulate` run on two cores than on one:

    .venv/bin/python benchmarks/jobs_ratio.py [RECORDS] [ROUNDS]

Simulates RECORDS (200) random 2-player records into a temporary folder, then
checks them all, and simulates them again, with one job and with two,
alternately, ROUNDS (3) times each, and prints for each command each round's
times and ratio, the best times, their ratio and the spread of the ratios. A measurement, never a test: on a machine whose cores are
busy with other work the ratio falls towards 1, so it also prints the ceiling,
the same ratio for a pure busy loop measured in the same rounds (2.0 on two free
cores), and the CPU seconds each way (the pool's own cost, which load hardly moves).
"""

from __future__ import annotations

import resource
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path

from adjudicator.core.batch import default_jobs, run_batch
from adjudicator.games.innovation.check import check_path, failed_check, prepare_checks
from adjudicator.games.innovation.simulate import (
    SimulateTask,
    prepare_simulations,
    simulated_record,
)


def cpu_seconds() -> float:
    """CPU seconds used so far by this process and its finished workers."""
    own, workers = (
        resource.getrusage(who) for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN)
    )
    return own.ru_utime + own.ru_stime + workers.ru_utime + workers.ru_stime


def timed(work: Callable[[int], int], jobs: int) -> tuple[float, float, int]:
    """Seconds and CPU seconds of ``work(jobs)``, and the actions it counted."""
    start, cpu = time.perf_counter(), cpu_seconds()
    actions = work(jobs)
    return time.perf_counter() - start, cpu_seconds() - cpu, actions


def check_all(paths: list[str], jobs: int) -> int:
    """Check every file with ``jobs`` jobs: the actions checked."""
    reports = run_batch(
        partial(check_path), paths, on_error=failed_check, jobs=jobs, prepare=prepare_checks
    )
    return sum(r.actions_checked for r in reports)


def simulate_all(tasks: list[SimulateTask], jobs: int) -> int:
    """Play every task's game with ``jobs`` jobs: the actions played."""
    records = run_batch(
        simulated_record,
        tasks,
        on_error=None,  # type: ignore[arg-type]
        jobs=jobs,
        prepare=prepare_simulations,
    )
    return sum(r.actions for r in records)


def spin(_: object) -> float:
    """A pure CPU loop (no I/O, no sharing): what two free cores can give."""
    total = 0
    for i in range(3_000_000):
        total += i
    return float(total)


def ceiling_times() -> tuple[float, float]:
    """Seconds for four busy loops on one job and on two."""
    items = [0, 1, 2, 3]
    timed = []
    for jobs in (1, 2):
        start = time.perf_counter()
        list(run_batch(spin, items, on_error=lambda item, reason: 0.0, jobs=jobs))
        timed.append(time.perf_counter() - start)
    return timed[0], timed[1]


@dataclass
class Measured:
    """One command's seconds and CPU seconds per round, with one job and with two."""

    name: str
    times: dict[int, list[float]] = field(default_factory=lambda: {1: [], 2: []})
    cpu: dict[int, list[float]] = field(default_factory=lambda: {1: [], 2: []})
    actions: int = 0

    def measure(self, work: Callable[[int], int]) -> None:
        for jobs in (1, 2):
            seconds, used, self.actions = timed(work, jobs)
            self.times[jobs].append(seconds)
            self.cpu[jobs].append(used)

    def round_line(self) -> str:
        one, two = self.times[1][-1], self.times[2][-1]
        return (
            f"{self.name} 1 job {one:.2f} s, 2 jobs {two:.2f} s, ratio {one / two:.2f}x; "
            f"CPU {self.cpu[1][-1]:.2f} s and {self.cpu[2][-1]:.2f} s"
        )

    def summary(self, ceilings: list[float]) -> None:
        ratios = [a / b for a, b in zip(self.times[1], self.times[2])]
        one, two = min(self.times[1]), min(self.times[2])
        print(f"{self.name}: {self.actions:,} actions")
        print(f"  1 job:  {one:.2f} s ({self.actions / one:,.0f} actions/s)")
        print(f"  2 jobs: {two:.2f} s ({self.actions / two:,.0f} actions/s)")
        # the pool's own cost: the CPU two jobs use beyond one job's (load-tolerant)
        extra = min(self.cpu[2]) / min(self.cpu[1]) - 1
        print(f"  CPU:    2 jobs use {extra:+.1%} of 1 job's CPU time (the pool's overhead)")
        print(
            f"  ratio:  {one / two:.2f}x of the best times; per round {min(ratios):.2f}x to "
            f"{max(ratios):.2f}x (ceiling {min(ceilings):.2f}x to {max(ceilings):.2f}x)"
        )


def main(records: int = 200, rounds: int = 3) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        tasks = [SimulateTask(players=2, seed=i) for i in range(records)]
        # read to the end, so that the pool is shut down: a pool thread left running
        # would make the check pools start their workers by spawn instead of fork
        written = list(run_batch(simulated_record, tasks, on_error=None, jobs=default_jobs()))  # type: ignore[arg-type]
        paths = []
        for task, simulated in zip(tasks, written):
            path = Path(tmp) / task.filename
            path.write_bytes(simulated.content)
            paths.append(str(path))
        check, simulate = Measured("check"), Measured("simulate")
        ceilings = []
        for round_ in range(1, rounds + 1):
            check.measure(partial(check_all, paths))
            simulate.measure(partial(simulate_all, tasks))
            loop_one, loop_two = ceiling_times()
            ceilings.append(loop_one / loop_two)
            print(f"round {round_} (ceiling {ceilings[-1]:.2f}x):")
            print(f"  {check.round_line()}\n  {simulate.round_line()}")
        print(f"{records} records, {default_jobs()} core(s) available")
        check.summary(ceilings)
        simulate.summary(ceilings)


if __name__ == "__main__":
    main(*(int(a) for a in sys.argv[1:3]))
