"""Decoding a record: µs per event with ``load_record`` beside plain msgspec decoding
of the same bytes, and the peak memory of decoding and checking a record.

Run it with the tree to measure first on the path, e.g.
``PYTHONPATH=. .venv/bin/python -P benchmarks/decode_speed.py 20``: the records are
the bundled logs' JSON ones and ``GAMES`` simulated 2-player games (seeds 0 on), each
decoded ``PASSES`` times in processor time, the least kept.
"""

from __future__ import annotations

import functools
import gc
import sys
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path
from typing import Any

import msgspec

from adjudicator.games.innovation.recorder import record_of
from adjudicator.games.innovation.records import Record, encode_record, load_record
from adjudicator.games.innovation.replay import check_record
from adjudicator.games.innovation.simulate import simulate_game

PASSES = 7
LOGS = Path(__file__).resolve().parents[1] / "logs"


def records(games: int) -> list[bytes]:
    """The bundled JSON logs and ``games`` simulated games' records, as bytes."""
    blobs = [path.read_bytes() for path in sorted(LOGS.glob("*.json")) if path.stem != "expected"]
    for seed in range(games):
        game, setup = simulate_game(2, seed=seed)
        blobs.append(encode_record(record_of(game, setup)))
    return blobs


def least_time(decode: Callable[[bytes], Any], blobs: list[bytes]) -> float:
    """The least processor time of :data:`PASSES` passes decoding every blob, in seconds."""
    best = []
    for blob in blobs:
        times = []
        for _ in range(PASSES):
            start = time.process_time_ns()
            decode(blob)
            times.append(time.process_time_ns() - start)
        best.append(min(times))
    return sum(best) / 1e9


def peak(fn: Callable[[], Any]) -> int:
    """The most memory ``fn()`` had allocated at once, in bytes."""
    gc.collect()
    tracemalloc.start()
    try:
        before, _ = tracemalloc.get_traced_memory()
        tracemalloc.reset_peak()
        fn()
        _, most = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    return most - before


def decode_and_check(blob: bytes) -> Any:
    """A record's bytes decoded and checked, as ``adjudicator check`` does."""
    return check_record(load_record(blob))


def main(games: int) -> None:
    blobs = records(games)
    events = sum(len(load_record(blob).events) for blob in blobs)
    plain = msgspec.json.Decoder(Record).decode
    for name, decode in (("msgspec", plain), ("load_record", load_record)):
        took = least_time(decode, blobs)
        print(f"{name:12} {took * 1e6 / events:6.2f} µs per event ({events} events)")
    kept = max(peak(functools.partial(load_record, blob)) for blob in blobs[-games:])
    checked = max(peak(functools.partial(decode_and_check, blob)) for blob in blobs[-games:])
    print(
        f"memory: decoded record {kept / 1024:.1f} KiB, decoded and checked {checked / 1024:.1f} KiB"
    )


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20)
