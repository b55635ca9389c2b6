"""``adjudicator bench``: how fast simulate and check run, and how much memory a game takes.

Targets (for a 2-core machine) live here and in ``benchmarks/``, never in the
test suite: check at least 10,000 recorded actions per second on one core,
simulate at least 30 complete random 2-player games per second, and decoding a
record a small share of checking it.
"""

from __future__ import annotations

import time
import tracemalloc
from pathlib import Path

from adjudicator.core.bench import BenchResult as BenchResult
from adjudicator.core.bench import timed
from adjudicator.core.problems import FormatError
from adjudicator.games.innovation.recorder import record_of
from adjudicator.games.innovation.records import encode_record, load_record
from adjudicator.games.innovation.replay import check_record
from adjudicator.games.innovation.simulate import simulate_game

TARGETS = {"check_actions_per_s": 10_000.0, "simulate_games_per_s": 30.0}


def _valid_record(path: Path) -> bool:
    """A record file that checks valid (a bundled log with a planted problem
    would stop early and skew the measures)."""
    try:
        record = load_record(path.read_bytes(), filename=path.name)
    except (FormatError, OSError):
        return False
    return check_record(record).verdict == "valid"


def run_bench(
    *, games: int = 20, seed: int = 0, logs: list[Path] | None = None
) -> list[BenchResult]:
    """Simulate ``games`` 2-player games, check their records and the bundled logs."""
    simulated = []
    actions = decisions = 0
    start = time.perf_counter()
    for i in range(games):
        game, setup = simulate_game(2, seed=seed + i)
        simulated.append((game, setup))
        actions += len(game.history)
        decisions += sum(
            1 for s in game.steps if s.verb == "decide" and not (s.detail or {}).get("auto")
        )
    sim_time = time.perf_counter() - start
    blobs = [(encode_record(record_of(g, s)), "game.json") for g, s in simulated]
    blobs += [(p.read_bytes(), p.name) for p in logs or [] if _valid_record(p)]
    decodes = [timed(lambda: [load_record(b, filename=n) for b, n in blobs]) for _ in range(3)]
    records, decode_time = min(decodes, key=lambda pair: pair[1])
    reports, check_time = timed(lambda: [check_record(r) for r in records])
    checked = sum(r.actions_checked for r in reports)
    tracemalloc.start()
    simulate_game(2, seed=seed + games)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return [
        BenchResult(
            "simulate: games/s (2 players)",
            games / sim_time,
            "games/s",
            TARGETS["simulate_games_per_s"],
        ),
        BenchResult("simulate: actions/s", actions / sim_time, "actions/s"),
        BenchResult("simulate: decisions/s", decisions / sim_time, "decisions/s"),
        BenchResult(
            "check: actions/s", checked / check_time, "actions/s", TARGETS["check_actions_per_s"]
        ),
        BenchResult(
            "decode: share of check time", 100 * decode_time / (decode_time + check_time), "%"
        ),
        BenchResult("memory: peak per simulated game", peak / 1024, "KiB"),
    ]
