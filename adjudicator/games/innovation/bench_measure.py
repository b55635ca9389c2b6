"""Measuring one adjudicator: simulate random games, check their records, time both.

This file runs as a script in the measuring processes of ``bench --against``
(``__main__`` below), against whichever ``adjudicator`` comes first on
``sys.path`` — this tree's, or another revision's. So at module level it imports
nothing from the package, and :func:`measure` reaches the long-standing entry
points (``simulate_game``, ``record_of``, ``encode_record``, ``load_record``,
``check_record``) in either of the package's layouts: ``adjudicator.games.innovation``
and, before the games moved there, ``adjudicator.innovation``.
"""

from __future__ import annotations

import importlib
import json
import sys
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

import msgspec

LAYOUTS = ("adjudicator.games.innovation", "adjudicator.innovation")


def innovation_module(name: str) -> ModuleType:
    """Module ``name`` of the Innovation game, in whichever layout this package has."""
    for base in LAYOUTS:
        try:
            return importlib.import_module(f"{base}.{name}")
        except ModuleNotFoundError as exc:
            if exc.name is None or not base.startswith(exc.name):
                raise
    raise ModuleNotFoundError(f"no Innovation module {name!r} in {', '.join(LAYOUTS)}")


class Measures(msgspec.Struct):
    """Raw counts and times of one measuring run; chunks add up."""

    games: int
    sim_time: float
    actions: int
    decisions: int
    checked: int
    check_time: float
    decode_time: float
    peak: int  # bytes, the largest of one simulated game's peaks

    def __add__(self, other: Measures) -> Measures:
        added = {
            f: getattr(self, f) + getattr(other, f) for f in self.__struct_fields__ if f != "peak"
        }
        return Measures(**added, peak=max(self.peak, other.peak))


def _timed(fn: Callable[[], Any]) -> tuple[Any, float]:
    # core.bench.timed's twin: this script may run against a revision without it
    start = time.perf_counter()
    out = fn()
    return out, time.perf_counter() - start


def _valid_record(path: Path) -> bool:
    """A record file that checks valid (a bundled log with a planted problem
    would stop early and skew the measures)."""
    load_record = innovation_module("records").load_record
    check_record = innovation_module("replay").check_record
    try:
        record = load_record(path.read_bytes(), filename=path.name)
    except Exception:  # an unreadable file, whatever the revision calls its error
        return False
    return bool(check_record(record).verdict == "valid")


def _decisions(steps: list[Any]) -> int:
    """The decisions a player made (not the ones with a single way)."""
    return sum(1 for s in steps if s.verb == "decide" and not (s.detail or {}).get("auto"))


def measure(*, games: int = 20, seed: int = 0, logs: list[Path] | None = None) -> Measures:
    """Simulate ``games`` 2-player games, check their records and the bundled logs."""
    record_of = innovation_module("recorder").record_of
    encode_record = innovation_module("records").encode_record
    load_record = innovation_module("records").load_record
    check_record = innovation_module("replay").check_record
    simulate_game = innovation_module("simulate").simulate_game

    simulated = []
    actions = decisions = 0
    start = time.perf_counter()
    for i in range(games):
        game, setup = simulate_game(2, seed=seed + i)
        simulated.append((game, setup))
        actions += len(game.history)
        decisions += _decisions(game.steps)
    sim_time = time.perf_counter() - start
    blobs = [(encode_record(record_of(g, s)), "game.json") for g, s in simulated]
    blobs += [(p.read_bytes(), p.name) for p in logs or [] if _valid_record(p)]
    decodes = [_timed(lambda: [load_record(b, filename=n) for b, n in blobs]) for _ in range(3)]
    records, decode_time = min(decodes, key=lambda pair: pair[1])
    reports, check_time = _timed(lambda: [check_record(r) for r in records])
    tracemalloc.start()
    simulate_game(2, seed=seed + games)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    checked = sum(r.actions_checked for r in reports)
    return Measures(games, sim_time, actions, decisions, checked, check_time, decode_time, peak)


def _main(argv: list[str]) -> None:
    """In a measuring process: check that the tree asked for is the one imported,
    measure, print the measures as JSON."""
    import adjudicator

    args = json.loads(argv[1])
    imported = Path(adjudicator.__file__).resolve().parents[1]
    if imported != Path(args["root"]).resolve():
        sys.exit(f"imported adjudicator from {imported}, not {args['root']}")
    sys.stdout.write(msgspec.json.encode(measure(games=args["games"], seed=args["seed"])).decode())


if __name__ == "__main__":
    _main(sys.argv)
