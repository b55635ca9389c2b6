"""``adjudicator bench --game gizmos``: how fast random Gizmos games are
simulated and their records checked, and how much memory a game takes."""

from __future__ import annotations

import time
import tracemalloc

from adjudicator.core.bench import BenchResult, timed
from adjudicator.games.gizmos.records import encode_record, load_record
from adjudicator.games.gizmos.replay import check_record
from adjudicator.games.gizmos.simulate import simulate_record


def run_bench(*, games: int = 10, seed: int = 0, players: int = 2) -> list[BenchResult]:
    """Simulate ``games`` games of ``players``, then decode and check their records."""
    start = time.perf_counter()
    records = [simulate_record(seed + i, players) for i in range(games)]
    sim_time = time.perf_counter() - start
    turns = sum(len(r.events) - 1 for r in records)
    blobs = [encode_record(r) for r in records]
    decoded, decode_time = timed(lambda: [load_record(b) for b in blobs])
    reports, check_time = timed(lambda: [check_record(r) for r in decoded])
    checked = sum(r.actions_checked for r in reports)
    tracemalloc.start()
    simulate_record(seed + games, players)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return [
        BenchResult(f"simulate: games/s ({players} players)", games / sim_time, "games/s"),
        BenchResult("simulate: turns/s", turns / sim_time, "turns/s"),
        BenchResult("check: turns/s", checked / check_time, "turns/s"),
        BenchResult(
            "decode: share of check time", 100 * decode_time / (decode_time + check_time), "%"
        ),
        BenchResult("memory: peak per simulated game", peak / 1024, "KiB"),
    ]
