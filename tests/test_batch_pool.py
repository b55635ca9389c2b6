"""The pool's own costs (issue 12): chunks of items in order, the parent's
``prepare`` before the workers fork, frozen inherited objects in the workers,
and a worker dying in the middle of a chunk."""

from __future__ import annotations

import gc
import os
import subprocess
import sys
from pathlib import Path

import pytest

from adjudicator.core.batch import WORKER_DIED, chunked, run_batch

ROOT = Path(__file__).resolve().parents[1]


def as_error(item: object, reason: str) -> str:
    return f"failed: {reason}"


@pytest.mark.parametrize(("items", "workers"), [(1, 2), (7, 2), (200, 2), (1000, 4), (50, 1)])
def test_chunks_keep_the_order_and_shrink_to_single_items(items: int, workers: int) -> None:
    batch = list(range(100, 100 + items))
    chunks = chunked(batch, workers)
    assert [i for chunk in chunks for i in chunk] == batch
    sizes = [len(chunk) for chunk in chunks]
    assert sizes == sorted(sizes, reverse=True)
    assert max(sizes) <= 16 and sizes[-1] == 1
    assert sizes[-workers * 8 :] == [1] * min(len(sizes), workers * 8)


def test_many_items_come_in_order_with_each_failure_on_its_own_item() -> None:
    items = [str(n) if n % 7 else "x" for n in range(300)]
    results = list(run_batch(int, items, on_error=lambda item, reason: -1, jobs=2))
    assert results == [n if n % 7 else -1 for n in range(300)]


def exit_on_forty(n: int) -> int:
    if n == 40:
        os._exit(1)  # mid-chunk: the items done before it in its chunk are lost with it
    return n


def test_a_worker_dying_mid_chunk_fails_only_its_item() -> None:
    results = list(run_batch(exit_on_forty, list(range(200)), on_error=as_error, jobs=2))
    assert results == [f"failed: {WORKER_DIED}" if n == 40 else n for n in range(200)]


class Prepared:
    """A ``prepare`` that counts its calls in the parent."""

    def __init__(self) -> None:
        self.calls = 0

    def __call__(self) -> None:
        self.calls += 1


def freeze_count(_: object) -> int:
    return gc.get_freeze_count()


def test_prepare_runs_once_in_the_parent_before_a_forked_pool() -> None:
    prepare = Prepared()
    counts = list(
        run_batch(
            freeze_count,
            list(range(20)),
            on_error=as_error,
            jobs=2,
            start_method="fork",  # another test's thread left running would choose spawn
            prepare=prepare,
        )
    )
    assert prepare.calls == 1
    assert all(count > 0 for count in counts)  # the worker froze what it inherited
    assert gc.get_freeze_count() == 0  # the parent did not


@pytest.mark.parametrize(
    ("items", "jobs", "start_method"), [(5, 1, None), (1, 2, None), (5, 2, "spawn")]
)
def test_prepare_is_skipped_when_no_worker_would_share_it(
    items: int, jobs: int, start_method: str | None
) -> None:
    prepare = Prepared()
    results = run_batch(
        len,
        ["ab"] * items,
        on_error=as_error,
        jobs=jobs,
        start_method=start_method,
        prepare=prepare,
    )
    assert list(results) == [2] * items
    assert prepare.calls == 0


@pytest.mark.parametrize(
    "prepare", ["check import prepare_checks", "simulate import prepare_simulations"]
)
def test_check_and_simulate_prepare_the_card_effects(prepare: str) -> None:
    code = (
        f"import sys; from adjudicator.games.innovation.{prepare} as prepare; "
        "effects = 'adjudicator.games.innovation.sets.base.effects.age1'; "
        "before = effects in sys.modules; prepare(); print(before, effects in sys.modules)"
    )
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert run.stdout.split() == ["False", "True"], run.stderr
