"""pytest-benchmark measurements (not part of `make test`):

    .venv/bin/pytest benchmarks --benchmark-only

Targets for this 2-core machine: check >= 10,000 recorded actions/s on one
core, simulate >= 30 complete random 2-player games/s. `adjudicator bench`
prints the same figures against the targets, and the end-to-end ones: what
`check FILE --json` and `simulate --out DIR` do per record (the last two here).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import msgspec

from adjudicator.core.simulated import SimulateTask
from adjudicator.games.innovation.check import check_path
from adjudicator.games.innovation.recorder import record_of
from adjudicator.games.innovation.records import encode_record, load_record
from adjudicator.games.innovation.replay import check_record
from adjudicator.games.innovation.simulate import simulate_game
from adjudicator.games.simulate import simulated_record

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


def test_check_file_end_to_end(benchmark: Any) -> None:
    """`check FILE --json` on one file: read, decoded, checked, its report encoded."""

    def check_and_report() -> str:
        report = check_path(str(LOG))
        msgspec.json.encode(report).decode()
        return report.verdict

    assert benchmark(check_and_report) == "valid"


def test_simulate_and_write_end_to_end(benchmark: Any, tmp_path: Path) -> None:
    """`simulate --out DIR` on one 2-player game: played, its record written."""
    seeds = iter(range(10_000))

    def simulate_and_write() -> None:
        task = SimulateTask(players=2, seed=next(seeds))
        (tmp_path / task.filename).write_bytes(simulated_record(task).content)

    benchmark(simulate_and_write)
