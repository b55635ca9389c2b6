"""How much faster `adjudicator check` runs on two cores than on one:

    .venv/bin/python benchmarks/jobs_ratio.py [RECORDS] [ROUNDS]

Simulates RECORDS (200) random 2-player records into a temporary folder, then
checks them all with one job and with two, alternately, ROUNDS (3) times each,
and prints each round's times and ratio, the best times, their ratio and the
spread of the ratios. A measurement, never a test: on a machine whose cores are
busy with other work the ratio falls towards 1, so it also prints the ceiling,
the same ratio for a pure busy loop measured in the same rounds (2.0 on two free
cores), and the CPU seconds each way (the pool's own cost, which load hardly moves).
"""

from __future__ import annotations

import resource
import sys
import tempfile
import time
from functools import partial
from pathlib import Path

from adjudicator.core.batch import default_jobs, run_batch
from adjudicator.games.innovation.check import check_path, failed_check, prepare_checks
from adjudicator.games.innovation.simulate import SimulateTask, simulated_record


def cpu_seconds() -> float:
    """CPU seconds used so far by this process and its finished workers."""
    own, workers = (
        resource.getrusage(who) for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN)
    )
    return own.ru_utime + own.ru_stime + workers.ru_utime + workers.ru_stime


def check_all(paths: list[str], jobs: int) -> tuple[float, float, int]:
    """Seconds and CPU seconds to check every file with ``jobs`` jobs, and the actions checked."""
    start, cpu = time.perf_counter(), cpu_seconds()
    reports = list(
        run_batch(
            partial(check_path), paths, on_error=failed_check, jobs=jobs, prepare=prepare_checks
        )
    )
    actions = sum(r.actions_checked for r in reports)
    return time.perf_counter() - start, cpu_seconds() - cpu, actions


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
        times: dict[int, list[float]] = {1: [], 2: []}
        cpu: dict[int, list[float]] = {1: [], 2: []}
        ceilings = []
        actions = 0
        for round_ in range(1, rounds + 1):
            for jobs in (1, 2):
                seconds, used, actions = check_all(paths, jobs)
                times[jobs].append(seconds)
                cpu[jobs].append(used)
            loop_one, loop_two = ceiling_times()
            ceilings.append(loop_one / loop_two)
            one, two = times[1][-1], times[2][-1]
            print(
                f"round {round_}: 1 job {one:.2f} s, 2 jobs {two:.2f} s, ratio {one / two:.2f}x "
                f"(ceiling {ceilings[-1]:.2f}x); CPU {cpu[1][-1]:.2f} s and {cpu[2][-1]:.2f} s"
            )
        ratios = [a / b for a, b in zip(times[1], times[2])]
        one, two = min(times[1]), min(times[2])
        print(f"{records} records, {actions:,} actions, {default_jobs()} core(s) available")
        print(f"1 job:  {one:.2f} s ({actions / one:,.0f} actions/s)")
        print(f"2 jobs: {two:.2f} s ({actions / two:,.0f} actions/s)")
        # the pool's own cost: the CPU two jobs use beyond one job's (load-tolerant)
        extra = min(cpu[2]) / min(cpu[1]) - 1
        print(f"CPU:    2 jobs use {extra:+.1%} of 1 job's CPU time (the pool's overhead)")
        print(
            f"ratio:  {one / two:.2f}x of the best times; per round {min(ratios):.2f}x to "
            f"{max(ratios):.2f}x (ceiling {min(ceilings):.2f}x to {max(ceilings):.2f}x)"
        )


if __name__ == "__main__":
    main(*(int(a) for a in sys.argv[1:3]))
