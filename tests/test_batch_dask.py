"""Dask batches in chunks (issue 33): a task per chunk of items, results in input
order, a failed chunk run again item by item, and `--chunk` only with `--dask`."""

from __future__ import annotations

import gc
import os
import signal
from collections.abc import Iterator

import pytest
from typer.testing import CliRunner

from adjudicator.cli import app
from adjudicator.core.batch import LARGEST_CHUNK, dask_chunk_size, run_batch

dask = pytest.importorskip("dask")
distributed = pytest.importorskip("distributed")


def as_error(item: object, reason: str) -> str:
    return f"failed: {reason}"


@pytest.fixture(scope="module")
def address() -> Iterator[str]:
    with distributed.LocalCluster(
        n_workers=2, processes=False, threads_per_worker=1, dashboard_address=None
    ) as cluster:
        yield cluster.scheduler_address


@pytest.mark.parametrize(
    ("items", "workers", "size"),
    [(1000, 2, 125), (7, 2, 1), (200, 2, 25), (10**6, 32, LARGEST_CHUNK), (0, 2, 1), (5, 0, 2)],
)
def test_a_chunk_is_a_quarter_of_a_workers_share_at_most_the_largest(
    items: int, workers: int, size: int
) -> None:
    assert dask_chunk_size(items, workers) == size


@pytest.mark.parametrize("chunk", [None, 1, 3, 100])
def test_chunks_come_back_in_input_order_each_failure_on_its_item(
    address: str, chunk: int | None
) -> None:
    items = ["3", "x", "1", "22", "5", "y", "7"]
    seen: list[object] = []
    results = run_batch(
        int, items, on_error=as_error, dask=address, chunk=chunk, on_result=seen.append
    )
    bad = "failed: ValueError: invalid literal for int() with base 10: "
    expected = [3, f"{bad}'x'", 1, 22, 5, f"{bad}'y'", 7]
    assert list(results) == expected
    assert sorted(map(str, seen)) == sorted(map(str, expected))


def set_up_or_die_on_five(n: int) -> tuple[int, bool]:
    """The worker's frozen objects, and whether it leaves Ctrl-C to the parent."""
    if n == 5:
        os._exit(1)  # as a segfault or the out-of-memory killer would end the worker
    return gc.get_freeze_count(), signal.getsignal(signal.SIGINT) == signal.SIG_IGN


def test_a_local_cluster_forks_prepared_workers_set_up_and_a_lost_chunk_runs_again_item_by_item() -> (
    None
):
    prepared: list[bool] = []
    with dask.config.set({"distributed.scheduler.allowed-failures": 0}):  # no retries
        results = list(
            run_batch(
                set_up_or_die_on_five,
                list(range(8)),
                on_error=as_error,
                dask="local",
                jobs=2,
                chunk=3,
                prepare=lambda: prepared.append(True),
            )
        )
    assert prepared == [True] and gc.get_freeze_count() == 0
    died = results.pop(5)
    assert isinstance(died, str) and died.startswith("failed: KilledWorker: "), died
    assert all(isinstance(r, tuple) and r[0] > 0 and r[1] for r in results)


@pytest.mark.parametrize("command", [["check", "logs/x.json"], ["simulate", "--out", "x"]])
def test_chunk_without_dask_is_a_clear_error(command: list[str]) -> None:
    result = CliRunner().invoke(app, [*command, "--chunk", "5"])
    assert result.exit_code == 2
    assert "--chunk sizes the tasks of --dask" in " ".join(result.stderr.split())
