"""``adjudicator simulate``'s work item for every game: a task played by its game's
package (a batch worker, a Dask task: plain module-level functions)."""

from __future__ import annotations

from adjudicator.core.simulated import SimulatedRecord, SimulateTask


def simulated_record(task: SimulateTask) -> SimulatedRecord:
    """Play the task's game and encode its record (the same seed, the same bytes)."""
    if task.game == "gizmos":
        return simulated_gizmos(task)
    from adjudicator.games.innovation.simulate import simulated_record as innovation_record

    return innovation_record(task)


def prepare_simulations() -> None:
    """Load every Innovation card set's effects: a batch's parent does it once, before
    its workers fork, rather than each worker on its first game (``run_batch(prepare=)``)."""
    from adjudicator.games.innovation.simulate import prepare_simulations as prepare

    prepare()


def simulated_gizmos(task: SimulateTask) -> SimulatedRecord:
    """A random Gizmos game (``simulate --game gizmos``)."""
    from adjudicator.games.gizmos.records import ResultEvent, encode_record
    from adjudicator.games.gizmos.simulate import simulate_record

    record = simulate_record(task.seed, task.players)
    results = [e for e in record.events if isinstance(e, ResultEvent)]
    return SimulatedRecord(
        content=encode_record(record, lines=task.jsonl),
        actions=len(record.events) - len(results),
        winners=list(results[-1].winners) if results else [],
        game_over=results[-1].reason if results else None,
    )
