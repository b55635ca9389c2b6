"""Run one function over many work items, on every core or on a cluster.

:func:`run_batch` runs ``fn(item)`` for each item in this process (``jobs=1``),
in a pool of worker processes (``jobs>1``) or on a Dask distributed scheduler
(``dask="ADDRESS"``, or ``"local"`` for a local cluster), and yields the results
in input order, each as soon as it and every one before it are ready.
On Dask the items go in chunks, one task each (:func:`dask_chunk_size`): the
scheduler's few milliseconds per task are then small against a task's work.

- ``fn`` must be picklable (a module-level function, or a ``functools.partial``
  of one): the pool starts its workers by ``spawn`` when ``fork`` is not safe.
- An exception raised by ``fn`` stays with its item: ``on_error(item, reason)``
  gives that item's result, and the other items go on.
- A worker process that dies (killed, out of memory) fails the item it was
  running, found by running the items then in flight again one at a time
  (on Dask: the items of a chunk whose task failed, each in a task of its own).
- Ctrl-C stops the batch: the pool's queued work is cancelled and
  :class:`BatchInterrupted` (a ``KeyboardInterrupt``) carries the results that
  were finished but not yet yielded.
- Dask is imported only when ``dask`` is given (``pip install adjudicator[dask]``).

>>> list(run_batch(len, ["a", "bb", "ccc"], on_error=lambda item, reason: -1))
[1, 2, 3]
>>> list(run_batch(int, ["1", "x", "3"], on_error=lambda item, reason: reason))
[1, "ValueError: invalid literal for int() with base 10: 'x'", 3]
"""

from __future__ import annotations

import functools
import gc
import importlib
import logging
import multiprocessing
import os
import signal
import sys
import threading
from collections.abc import Callable, Generator, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    ProgressColumn,
    Task,
    TextColumn,
    TimeRemainingColumn,
)
from rich.text import Text

T = TypeVar("T")
R = TypeVar("R")

__all__ = [
    "WORKER_DIED",
    "BatchInterrupted",
    "BatchSetupError",
    "dask_chunk_size",
    "default_jobs",
    "describe",
    "progress_bar",
    "run_batch",
]


@dataclass(frozen=True)
class Outcome(Generic[R]):
    """What a worker sends back: the value, or why there is none."""

    value: R | None = None
    error: str | None = None


class BatchInterrupted(KeyboardInterrupt):
    """Ctrl-C during a batch. ``finished`` holds the results that were ready but
    not yielded yet (an earlier item was still running), with their indexes."""

    def __init__(self, finished: list[tuple[int, Any]]) -> None:
        super().__init__(f"interrupted with {len(finished)} finished result(s) not yielded")
        self.finished = finished


class BatchSetupError(Exception):
    """The batch cannot start: Dask is missing or its scheduler unreachable."""


def default_jobs() -> int:
    """The number of cores this process may use."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def describe(exc: BaseException) -> str:
    """An exception as one line: its type and message, never a traceback."""
    message = str(exc).strip().splitlines()
    return f"{type(exc).__name__}: {message[0]}" if message else type(exc).__name__


def guarded(fn: Callable[[T], R], item: T) -> Outcome[R]:
    """``fn(item)``, with any exception turned into its one-line description."""
    try:
        return Outcome(value=fn(item))
    except Exception as exc:  # one item's failure must not take the batch with it
        return Outcome(error=describe(exc))


def run_batch(
    fn: Callable[[T], R],
    items: Sequence[T],
    *,
    on_error: Callable[[T, str], R],
    jobs: int = 1,
    dask: str | None = None,
    chunk: int | None = None,
    on_result: Callable[[R], None] | None = None,
    start_method: str | None = None,
    prepare: Callable[[], None] | None = None,
) -> Iterator[R]:
    """``fn`` over ``items``, results in input order; ``on_result`` sees each result
    as soon as it is ready (in any order), e.g. to advance a progress bar.
    ``chunk``: items per Dask task (default :func:`dask_chunk_size`).
    ``prepare()`` loads what every item needs (e.g. the card effects): called in
    this process before a pool (or a local Dask cluster) forks its workers, once,
    instead of in each worker; never for one job nor a spawned pool (its workers
    would not share it)."""
    if dask is not None:
        client, cluster = _dask_client(dask, jobs, prepare)
        outcomes = _dask_outcomes(fn, items, client, cluster, chunk)
    elif jobs <= 1 or len(items) <= 1:
        outcomes = _local_outcomes(fn, items)
    else:
        outcomes = _pool_outcomes(fn, items, jobs, start_method, prepare)

    def result_of(index: int, outcome: Outcome[R]) -> R:
        if outcome.error is not None:
            return on_error(items[index], outcome.error)
        return outcome.value  # type: ignore[return-value]

    return _in_order(outcomes, result_of, on_result)


def _in_order(
    outcomes: Iterator[tuple[int, Outcome[R]]],
    result_of: Callable[[int, Outcome[R]], R],
    on_result: Callable[[R], None] | None,
) -> Iterator[R]:
    ready: dict[int, R] = {}
    following = 0
    try:
        for index, outcome in outcomes:
            result = result_of(index, outcome)
            if on_result is not None:
                on_result(result)
            ready[index] = result
            while following in ready:
                yield ready.pop(following)
                following += 1
    except KeyboardInterrupt:
        raise BatchInterrupted(sorted(ready.items())) from None
    finally:
        close = getattr(outcomes, "close", None)
        if close is not None:
            close()


def _local_outcomes(fn: Callable[[T], R], items: Sequence[T]) -> Iterator[tuple[int, Outcome[R]]]:
    for index, item in enumerate(items):
        yield index, guarded(fn, item)


_PROGRESS: Any = None  # in a worker: the shared flags where it marks each item's progress
STARTED, DONE = 1, 2  # an item's flag: 0 not started yet


def _init_worker(progress: Any) -> None:
    """In a worker: Ctrl-C reaches the whole process group, and the parent
    handles it; remember where to mark the items' progress. What the worker has
    from its parent (its imports, by ``fork``) is frozen: the cycle collector
    never walks it again, in each worker, nor copies its pages by touching them."""
    global _PROGRESS
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _PROGRESS = progress
    gc.freeze()


def _tracked_chunk(
    fn: Callable[[T], R], chunk: list[tuple[int, T]]
) -> list[tuple[int, Outcome[R]]]:
    """``guarded(fn, item)`` for each ``(index, item)``, each marked started then
    done (writes to shared memory: no message to send, none for the parent to read)."""
    outcomes = []
    for index, item in chunk:
        _PROGRESS[index] = STARTED
        outcomes.append((index, guarded(fn, item)))
        _PROGRESS[index] = DONE
    return outcomes


def chunked(batch: list[int], workers: int) -> list[list[int]]:
    """``batch`` in consecutive chunks, one message each way per chunk, not per
    item: a chunk is an eighth of a worker's share of what remains (16 at most),
    so the chunks shrink to single items at the end and the workers finish together."""
    chunks, start = [], 0
    while start < len(batch):
        size = max(1, min(16, (len(batch) - start) // (workers * 8)))
        chunks.append(batch[start : start + size])
        start += size
    return chunks


def _pool_context(start_method: str | None) -> multiprocessing.context.BaseContext:
    """``fork`` (cheap: the workers share the parent's imports) while this process
    has a single thread, where forking is safe; ``spawn`` otherwise."""
    if start_method is None:
        forkable = "fork" in multiprocessing.get_all_start_methods()
        start_method = "fork" if forkable and threading.active_count() == 1 else "spawn"
    return multiprocessing.get_context(start_method)


WORKER_DIED = "worker process died (killed, or out of memory)"


def _pool_outcomes(
    fn: Callable[[T], R],
    items: Sequence[T],
    jobs: int,
    start_method: str | None,
    prepare: Callable[[], None] | None,
) -> Iterator[tuple[int, Outcome[R]]]:
    """The items in pools of ``jobs`` workers. A worker that dies takes down its
    pool, and the items running then; those are run again one at a time, in a
    pool of one, where the item running when its worker dies is the one that
    killed it: that item alone gets :data:`WORKER_DIED`."""
    context = _pool_context(start_method)
    if prepare is not None and context.get_start_method() == "fork":
        prepare()
    todo, suspects = list(range(len(items))), list[int]()
    while todo or suspects:
        alone = bool(suspects)
        batch, workers = (suspects, 1) if alone else (todo, jobs)
        not_started, running = yield from _pool_round(fn, items, batch, workers, context)
        if not alone:
            todo, suspects = not_started, running
            continue
        if running or not_started:  # a worker died: in a pool of one, it was that item
            culprit = running[0] if running else not_started.pop(0)
            yield culprit, Outcome(error=WORKER_DIED)
        suspects = not_started


def _pool_round(
    fn: Callable[[T], R],
    items: Sequence[T],
    batch: list[int],
    workers: int,
    context: multiprocessing.context.BaseContext,
) -> Generator[tuple[int, Outcome[R]], None, tuple[list[int], list[int]]]:
    """Run the items ``batch`` in one pool, in chunks; when a worker dies, return
    the items not finished: those to run again (not started, or done in a chunk
    lost with its worker), and those started but not done (running)."""
    progress = context.RawArray("b", len(items))  # each item's STARTED, DONE or 0
    pool = ProcessPoolExecutor(
        max_workers=min(workers, len(batch)),
        mp_context=context,
        initializer=_init_worker,
        initargs=(progress,),
    )
    unfinished = set(batch)
    try:
        futures = [
            pool.submit(_tracked_chunk, fn, [(i, items[i]) for i in chunk])
            for chunk in chunked(batch, workers)
        ]
        for future in as_completed(futures):  # one waiter for all: linear in the chunks
            if isinstance(future.exception(), BrokenProcessPool):
                continue
            for index, outcome in future.result():
                unfinished.discard(index)
                yield index, outcome
    except BrokenProcessPool:  # broken while the items were being submitted
        pass
    finally:
        # waits only for the chunks already running: the queued ones are cancelled
        # (a pool not waited for may be collected before it cancels them)
        pool.shutdown(wait=True, cancel_futures=True)
    # an item done in a chunk lost with its worker is not a suspect: run it again
    running = {i for i in unfinished if progress[i] == STARTED}
    return sorted(unfinished - running), sorted(running)


def _dask_client(address: str, jobs: int, prepare: Callable[[], None] | None) -> tuple[Any, Any]:
    """A client of the Dask scheduler at ``address`` (``"local"``: a new local
    cluster of ``jobs`` worker processes, closed with the client) and the cluster."""
    try:
        distributed = importlib.import_module("distributed")
    except ImportError:
        raise BatchSetupError("--dask needs Dask: pip install 'adjudicator[dask]'") from None
    try:
        if address == "local":
            return _local_client(distributed, max(jobs, 1), prepare)
        return distributed.Client(address), None  # waits distributed.comm.timeouts.connect
    except (OSError, ValueError) as exc:
        raise BatchSetupError(f"--dask {address}: {describe(exc)}") from None


def _local_client(
    distributed: Any, workers: int, prepare: Callable[[], None] | None
) -> tuple[Any, Any]:
    """A client of a new cluster of ``workers`` processes on this machine, one
    thread each, and the cluster. On Linux they are forked from this process once
    ``prepare()`` has run: they start with its imports and prepared data (a
    spawned worker imports Dask and the engine again, some 0.5 s of processor
    time each), which they then freeze (as a pool's workers do). No dashboard,
    hence no profiling of the workers' threads and fewer measures for it."""
    dask = importlib.import_module("dask")
    forked = sys.platform.startswith("linux")
    if forked and prepare is not None:
        prepare()
    settings = {
        "distributed.worker.multiprocessing-method": "fork" if forked else "spawn",
        "distributed.worker.profile.enabled": False,
        # the event loops' health checks and the dashboard's measures, in each
        # process: 20 ms and 0.5 s by default, half of Dask's own processor time
        "distributed.admin.tick.interval": "1s",
        "distributed.admin.system-monitor.interval": "2s",
        # a task sent to a worker only when it has a free thread: a worker lost
        # takes no queued task with it, and no chunk waits behind another
        "distributed.scheduler.worker-saturation": 1.0,
    }
    with dask.config.set(settings):
        cluster = distributed.LocalCluster(
            n_workers=workers,
            threads_per_worker=1,
            dashboard_address=None,
            silence_logs=logging.ERROR,  # a worker's warnings, e.g. on being stopped
            scheduler_kwargs={"dashboard_address": ":0"},  # its web server on any free port
        )
    client = distributed.Client(cluster)
    # run in each worker, and in any the cluster starts again in place of a lost one
    plugin = type("LocalWorker", (distributed.WorkerPlugin,), {"setup": _set_up_local_worker})
    client.register_plugin(plugin(), name="adjudicator-local-worker")
    return client, cluster


def _set_up_local_worker(plugin: Any, worker: Any) -> None:
    """In a local worker (in its main thread): Ctrl-C reaches the whole process
    group, and the parent handles it (it closes the cluster); what the worker
    has from its parent (or its own imports) is never walked by the cycle
    collector again."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    gc.freeze()


CHUNKS_PER_WORKER = 4  # the tasks a worker gets: the workers finish within a chunk of each other
LARGEST_CHUNK = 1000  # a task's items at most: the results stream back at least this often


def dask_chunk_size(items: int, workers: int) -> int:
    """Items per Dask task: each worker gets some :data:`CHUNKS_PER_WORKER` tasks,
    so that the workers finish together, and each task many items (at most
    :data:`LARGEST_CHUNK`), so that the scheduler's per-task cost (a few ms) is
    small against the task's work (several ms per item)."""
    share = -(-items // (max(workers, 1) * CHUNKS_PER_WORKER))
    return max(1, min(LARGEST_CHUNK, share))


def _guarded_chunk(fn: Callable[[T], R], items: list[T]) -> list[Outcome[R]]:
    """One Dask task: ``guarded(fn, item)`` for each item."""
    return [guarded(fn, item) for item in items]


def _dask_outcomes(
    fn: Callable[[T], R], items: Sequence[T], client: Any, cluster: Any, chunk: int | None
) -> Iterator[tuple[int, Outcome[R]]]:
    """The items in tasks of ``chunk`` items each, submitted at once. A chunk
    whose task failed (a worker lost with it, the retries spent) is run again
    item by item, so that only the item that failed gets the error."""
    as_completed = importlib.import_module("distributed").as_completed
    run_chunk = functools.partial(_guarded_chunk, fn)
    try:
        size = chunk or dask_chunk_size(len(items), sum(client.nthreads().values()))
        firsts = range(0, len(items), size)
        futures = client.map(run_chunk, [list(items[i : i + size]) for i in firsts], pure=False)
        spans = {f.key: (i, min(size, len(items) - i)) for f, i in zip(futures, firsts)}
        done = as_completed(futures)
        for future in done:
            first, count = spans.pop(future.key)
            outcomes, error = _chunk_result(future)
            if error is None:
                yield from enumerate(outcomes, first)
            elif count > 1 and client.status == "running":
                for index in range(first, first + count):
                    alone = client.submit(run_chunk, [items[index]], pure=False)
                    spans[alone.key] = (index, 1)
                    done.add(alone)
            else:
                for index in range(first, first + count):
                    yield index, Outcome(error=error)
    finally:
        client.close()
        if cluster is not None:
            cluster.close()


def _chunk_result(future: Any) -> tuple[list[Outcome[Any]], str | None]:
    """A chunk's outcomes, or why its task failed (a worker lost with it, a lost
    scheduler, whatever escaped ``guarded`` there); Ctrl-C here stops the batch."""
    try:
        return future.result(), None
    except (KeyboardInterrupt, SystemExit):
        raise
    except BaseException as exc:  # the task's own failure, raised again here
        return [], describe(exc)


class _RateColumn(ProgressColumn):
    """Items per second and, from each task's ``actions`` field, actions per second."""

    def __init__(self, unit: str) -> None:
        super().__init__()
        self.unit = unit

    def render(self, task: Task) -> Text:
        elapsed = task.elapsed or 0.0
        if elapsed <= 0:
            return Text("")
        actions = float(task.fields.get("actions", 0))
        rates = f"{task.completed / elapsed:,.1f} {self.unit}/s, {actions / elapsed:,.0f} actions/s"
        return Text(rates, style="progress.data.speed")


def progress_bar(console: Console, unit: str = "files", wanted: bool = True) -> Progress:
    """A progress bar with the items and actions done per second; it draws only on
    a terminal (use it as a context manager, one task per batch). It has no
    refresh thread (call ``refresh()``), so the pool may still fork safely."""
    return Progress(
        TextColumn("[progress.description]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        _RateColumn(unit),
        TimeRemainingColumn(),
        console=console,
        transient=True,
        auto_refresh=False,
        disable=not (wanted and console.is_terminal),
    )
