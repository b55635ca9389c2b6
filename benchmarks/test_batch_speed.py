"""pytest-benchmark of `check` over many files, on one core, on two and on a
local Dask cluster of two workers, its start-up included
(`.venv/bin/pytest benchmarks --benchmark-only`; the ratio of the first two is the
gain from `--jobs 2`, at least 1.8 on two free cores). `jobs_ratio.py` prints
that ratio on 200 records, `dask_ratio.py` Dask's on 1000."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from adjudicator.core.batch import run_batch
from adjudicator.games.innovation.check import check_path, failed_check
from adjudicator.games.innovation.simulate import SimulateTask, simulated_record

RECORDS = 40


@pytest.fixture(scope="module")
def record_files(tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    folder = tmp_path_factory.mktemp("records")
    paths = []
    for seed in range(RECORDS):
        task = SimulateTask(players=2, seed=seed)
        path = Path(folder) / task.filename
        path.write_bytes(simulated_record(task).content)
        paths.append(str(path))
    return paths


@pytest.mark.parametrize(("jobs", "dask"), [(1, None), (2, None), (2, "local")])
def test_check_many_files(
    benchmark: Any, record_files: list[str], jobs: int, dask: str | None
) -> None:
    if dask is not None:
        pytest.importorskip("distributed")

    def check_all() -> list[Any]:
        return list(
            run_batch(check_path, record_files, on_error=failed_check, jobs=jobs, dask=dask)
        )

    reports = benchmark.pedantic(check_all, rounds=3, iterations=1)
    assert len(reports) == RECORDS


@pytest.mark.parametrize("jobs", [1, 2])
def test_simulate_many_games(benchmark: Any, jobs: int) -> None:
    tasks = [SimulateTask(players=2, seed=seed) for seed in range(RECORDS)]

    def simulate_all() -> list[Any]:
        return list(run_batch(simulated_record, tasks, on_error=failed_simulation, jobs=jobs))

    assert len(benchmark.pedantic(simulate_all, rounds=3, iterations=1)) == RECORDS


def failed_simulation(task: SimulateTask, reason: str) -> Any:
    raise AssertionError(f"{task.filename}: {reason}")
