"""pytest-benchmark measurements (not part of `make test`):

    .venv/bin/pytest benchmarks --benchmark-only

Targets for this 2-core machine: check >= 10,000 recorded actions/s on one
core, simulate >= 30 complete random 2-player games/s. `adjudicator bench`
prints the same figures against the targets.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from adjudicator.games.innovation.recorder import record_of
from adjudicator.games.innovation.records import encode_record, load_record
from adjudicator.games.innovation.replay import check_record
from adjudicator.games.innovation.simulate import simulate_game

LOG = Path(__file__).resolve().parents[1] / "logs" / "full-2p-seed7.json"


def test_simulate_one_game(benchmark: Any) -> None:
    seeds = iter(range(10_000))
    benchmark(lambda: simulate_game(2, seed=next(seeds)))


def test_check_bundled_log(benchmark: Any) -> None:
    record = load_record(LOG.read_bytes())
    report = benchmark(check_record, record)
    assert report.verdict == "valid"


def test_decode_bundled_log(benchmark: Any) -> None:
    data = LOG.read_bytes()
    benchmark(load_record, data)


def test_check_view_record(benchmark: Any) -> None:
    game, setup = simulate_game(3, seed=12)
    record = load_record(encode_record(record_of(game, setup, view="alice")))
    benchmark(check_record, record)
