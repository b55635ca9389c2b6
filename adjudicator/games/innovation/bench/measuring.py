"""Measuring one adjudicator: simulate random games, check their records, time both.

This file runs as a script in the measuring processes of ``bench --against``
(``__main__`` below), against whichever ``adjudicator`` comes first on
``sys.path`` — this tree's, or another revision's. So at module level it imports
nothing from the package, and :func:`measure` reaches the long-standing entry
points (``simulate_game``, ``record_of``, ``encode_record``, ``load_record``,
``check_record``) in either of the package's layouts: ``adjudicator.games.innovation``
and, before the games moved there, ``adjudicator.innovation``. The layout is the one
present in the imported package's own folder: an editable install of another tree
(its import hook on ``sys.meta_path``) would otherwise supply the modules an older
revision lacks, and the "revision" measured would be this tree's code.

Each process plays one game untimed first: the card effects' modules are imported on
first use, and a machine that keeps no bytecode (``PYTHONDONTWRITEBYTECODE``) compiles
them then, a one-off cost of a process (some 18 ms) that is no game's speed. Each game
is timed alone: its record is made untimed right after it and the game let go, so that
no game is timed with the earlier ones in memory (a growing heap the collector walks).
Each game is played, and each record decoded and checked, :data:`PASSES` times, and
the least processor time of each is kept: the time other work held the core is no game's, and
a pass that other work slowed anyway (its caches emptied) is slower, never faster,
so the least is the steadiest figure (as ``timeit`` advises).

Memory is each game's own peak (tracemalloc started after the imports and the
timed runs, its peak reset before each game, what was already allocated
subtracted): for simulating a game and writing its record (as ``adjudicator
simulate`` does), and for decoding and checking its record.
"""

from __future__ import annotations

import functools
import gc
import importlib
import json
import math
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
    module = importlib.import_module(f"{innovation_package()}.{name}")
    _check_origin(module)
    return module


def innovation_package() -> str:
    """The Innovation package of the imported ``adjudicator``: the first layout
    whose folder is in the package's own folder (looked at, not imported: an
    import would try the other trees an import hook knows)."""
    import adjudicator

    root = Path(adjudicator.__file__).resolve().parent
    for base in LAYOUTS:
        if root.joinpath(*base.split(".")[1:], "__init__.py").is_file():
            return base
    raise ModuleNotFoundError(f"no Innovation package ({', '.join(LAYOUTS)}) in {root}")


def _check_origin(module: ModuleType) -> None:
    """Refuse a module that is not in the imported ``adjudicator``'s folder."""
    import adjudicator

    root = Path(adjudicator.__file__).resolve().parent
    where = getattr(module, "__file__", None)
    if where is None or root not in Path(where).resolve().parents:
        raise ImportError(f"{module.__name__} comes from {where}, not from {root}")


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
    check_peak: int = 0  # bytes, the largest of one record's peaks (decoded and checked)

    def __add__(self, other: Measures) -> Measures:
        added = {
            f: getattr(self, f) + getattr(other, f)
            for f in self.__struct_fields__
            if f not in PEAKS
        }
        peaks = {f: max(getattr(self, f), getattr(other, f)) for f in PEAKS}
        return Measures(**added, **peaks)


PEAKS = ("peak", "check_peak")
PASSES = 5  # each game simulated, the records decoded and checked: the least time kept
MEMORY_GAMES = 3  # games of a run whose memory is measured


def _timed(fn: Callable[[], Any]) -> tuple[Any, float]:
    """``fn()`` and the processor time it took: on a shared machine the wall clock
    also counts the time other work held the core, the processor time does not."""
    start = time.process_time()
    out = fn()
    return out, time.process_time() - start


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


class Measuring:
    """One measuring run: ``games`` 2-player games from ``seed``, their records (and
    the valid ``logs``), timed a pass at a time, the least time of each kept.

    :func:`measure` runs the passes in a row; ``bench --against`` runs two trees'
    passes in lockstep (:func:`_main`), each pass of one tree beside the same pass of
    the other, so both feel the same load."""

    def __init__(self, games: int, seed: int = 0, logs: list[Path] | None = None) -> None:
        self.games, self.seed = games, seed
        self.sim_times = [math.inf] * games
        self.actions = self.decisions = 0
        self._blobs: dict[int, tuple[bytes, str]] = {}
        self._logs = [(p.read_bytes(), p.name) for p in logs or [] if _valid_record(p)]
        # per record (the games' first, then the logs'): decoded, timings, actions checked
        self._records: dict[int, Any] = {}
        self._decode_times: dict[int, float] = {}
        self._check_times: dict[int, float] = {}
        self._checked: dict[int, int] = {}
        self._peaks = (0, 0)
        # untimed: the effects' modules load (and compile) once
        innovation_module("simulate").simulate_game(2, seed=seed)

    @property
    def record_count(self) -> int:
        """The records decoded and checked: one a game, then the valid logs."""
        return self.games + len(self._logs)

    def simulate(self, i: int) -> None:
        """Game ``i`` played once, timed; the first time, its record made (untimed)."""
        play = functools.partial(innovation_module("simulate").simulate_game, 2, seed=self.seed + i)
        (game, setup), took = _timed(play)
        self.sim_times[i] = min(self.sim_times[i], took)
        if i not in self._blobs:
            self.actions += len(game.history)
            self.decisions += _decisions(game.steps)
            record = innovation_module("recorder").record_of(game, setup)
            self._blobs[i] = (innovation_module("records").encode_record(record), "game.json")
        # the game let go before the next is timed: none is timed with earlier ones in
        # memory (a growing heap the collector walks)

    def decode(self, i: int) -> None:
        """Record ``i`` decoded once, timed (every game simulated first)."""
        blob, name = self._blobs[i] if i < self.games else self._logs[i - self.games]
        load_record = innovation_module("records").load_record
        self._records.pop(i, None)  # the last pass's record let go first
        self._records[i], took = _timed(functools.partial(load_record, blob, filename=name))
        self._decode_times[i] = min(self._decode_times.get(i, math.inf), took)

    def check(self, i: int) -> None:
        """Record ``i`` checked once, timed (decoded first)."""
        check = functools.partial(innovation_module("replay").check_record, self._records[i])
        report, took = _timed(check)
        self._check_times[i] = min(self._check_times.get(i, math.inf), took)
        self._checked[i] = report.actions_checked

    def simulate_all(self) -> None:
        """A pass: every game simulated once."""
        for i in range(self.games):
            self.simulate(i)

    def check_all(self) -> None:
        """A pass: every record decoded once, then every record checked once (every
        game simulated first)."""
        for i in range(self.record_count):
            self.decode(i)
        for i in range(self.record_count):
            self.check(i)

    def memory(self) -> None:
        """The peaks of the first :data:`MEMORY_GAMES` games, simulated and checked."""
        measured = min(self.games, MEMORY_GAMES)
        blobs = self._all_blobs()[:measured]
        self._peaks = (
            max((_peak(_simulate_and_write, self.seed + i) for i in range(measured)), default=0),
            max((_peak(_check_blob, b, n) for b, n in blobs), default=0),
        )

    def measures(self) -> Measures:
        return Measures(
            self.games,
            sum(self.sim_times),
            self.actions,
            self.decisions,
            sum(self._checked.values()),
            sum(self._check_times.values()),
            sum(self._decode_times.values()),
            *self._peaks,
        )

    def _all_blobs(self) -> list[tuple[bytes, str]]:
        return [self._blobs[i] for i in range(self.games)] + self._logs


def measure(*, games: int = 20, seed: int = 0, logs: list[Path] | None = None) -> Measures:
    """Simulate ``games`` 2-player games, check their records and the bundled logs,
    each game and record :data:`PASSES` times."""
    run = Measuring(games, seed, logs)
    for _ in range(PASSES):
        run.simulate_all()
    for _ in range(PASSES):
        run.check_all()
    run.memory()
    return run.measures()


def _simulate_and_write(seed: int) -> Any:
    """A 2-player game simulated as ``adjudicator simulate`` does it: played and
    its record written (``simulated_record``; a revision without it: the game
    simulated, then its record made and encoded)."""
    simulate = innovation_module("simulate")
    if hasattr(simulate, "simulated_record") and hasattr(simulate, "SimulateTask"):
        return simulate.simulated_record(simulate.SimulateTask(players=2, seed=seed)).content
    game, setup = simulate.simulate_game(2, seed=seed)
    record = innovation_module("recorder").record_of(game, setup)
    return innovation_module("records").encode_record(record)


def _check_blob(blob: bytes, filename: str) -> Any:
    """A record's bytes decoded and checked."""
    record = innovation_module("records").load_record(blob, filename=filename)
    return innovation_module("replay").check_record(record)


def _peak(fn: Callable[..., Any], *args: Any, **kwargs: Any) -> int:
    """The most memory ``fn(*args, **kwargs)`` had allocated at once while it
    ran, in bytes (what was allocated before it, not). The garbage of earlier work is
    collected first: else the collector's phase would move the peak by some 10 KiB."""
    gc.collect()
    tracemalloc.start()
    try:
        before, _ = tracemalloc.get_traced_memory()
        tracemalloc.reset_peak()
        fn(*args, **kwargs)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    return peak - before


PASS_STEPS = frozenset({"simulate_all", "check_all", "memory"})


def _main(argv: list[str]) -> None:
    """In a measuring process: check that the tree asked for is the one imported, then
    run the passes the parent asks for, a line each on stdin (``{"do": "simulate_all"}``),
    each answered on stdout with ``ok``; ``{"do": "measures"}``
    answers with the measures as JSON and ends."""
    import adjudicator

    args = json.loads(argv[1])
    imported = Path(adjudicator.__file__).resolve().parents[1]
    if imported != Path(args["root"]).resolve():
        sys.exit(f"imported adjudicator from {imported}, not {args['root']}")
    answers, sys.stdout = sys.stdout, sys.stderr  # no other output on the answers' pipe
    run = Measuring(args["games"], args["seed"])
    answers.write("ok\n")
    answers.flush()
    for line in sys.stdin:
        asked = json.loads(line)
        if asked["do"] == "measures":
            strays = _stray_modules(imported / "adjudicator")
            if strays:
                sys.exit(f"modules imported from outside {imported}: {', '.join(strays)}")
            answers.write(msgspec.json.encode(run.measures()).decode() + "\n")
            answers.flush()
            return
        if asked["do"] not in PASS_STEPS:
            sys.exit(f"unknown pass {asked['do']!r}")
        getattr(run, asked["do"])()
        answers.write("ok\n")
        answers.flush()


def _stray_modules(root: Path) -> list[str]:
    """The ``adjudicator`` modules loaded from elsewhere than ``root``."""
    return sorted(
        name
        for name, module in list(sys.modules.items())
        if (name == "adjudicator" or name.startswith("adjudicator."))
        and getattr(module, "__file__", None)
        and root not in Path(module.__file__ or "").resolve().parents
    )


if __name__ == "__main__":
    _main(sys.argv)
