"""Measuring one adjudicator: simulate random games, check their records, time both.

This file runs as a script in the measuring processes of ``bench --against``
(``__main__`` below), against whichever ``adjudicator`` comes first on
``sys.path`` — this tree's, or another revision's. So at module level it imports
nothing from the package, and it reaches the long-standing entry points in either
of the package's layouts: ``adjudicator.games.innovation`` and, before the games
moved there, ``adjudicator.innovation``. The layout is the one present in the
imported package's own folder: an editable install of another tree (its import hook
on ``sys.meta_path``) would otherwise supply the modules an older revision lacks,
and the "revision" measured would be this tree's code.

Each game set of :data:`SETS` (the base game with 2, 3 and 4 players, Cities of
Destiny, Gizmos) is measured twice over:

- the engine alone: a game played (``simulate_game``; Gizmos' ``simulate_record``),
  a record decoded (``load_record``) and checked (``check_record``), each timed apart;
- end to end, what a user waits for: ``adjudicator simulate --out DIR`` on one game
  (the function the command hands its workers, ``simulated_record``, then the record's
  bytes written to a file), and ``adjudicator check FILE --json`` on one file (the
  command's ``check_path``: the file read, its game detected, decoded, checked, the
  report built; then the report encoded as ``--json`` prints it).

A set a revision cannot play (no Cities, no Gizmos, another signature) is
``missing``, with the reason, and reported "n/a": never a crash.

Each process plays each set's first game untimed first: the card effects' modules are
imported on first use, and a machine that keeps no bytecode (``PYTHONDONTWRITEBYTECODE``)
compiles them then, a one-off cost of a process (some 18 ms) that is no game's speed.
Each game is timed alone: its record is kept, the game let go, so that no game is timed
with the earlier ones in memory (a growing heap the collector walks). Each game is
played, and each record decoded and checked, :data:`PASSES` times, and the least
processor time of each is kept: the time other work held the core is no game's, and
a pass that other work slowed anyway (its caches emptied) is slower, never faster,
so the least is the steadiest figure (as ``timeit`` advises).

Memory is each game's own peak (tracemalloc started after the imports and the
timed runs, its peak reset before each game, what was already allocated
subtracted), for the base game with 2 players: for simulating a game and writing its
record (as ``adjudicator simulate`` does), and for decoding and checking its record.
"""

from __future__ import annotations

import functools
import gc
import importlib
import json
import math
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any, NamedTuple

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
    for base in LAYOUTS:
        if _has_module(base + ".__init__"):
            return base
    raise ModuleNotFoundError(f"no Innovation package ({', '.join(LAYOUTS)}) in {_root()}")


def first_module(*names: str) -> ModuleType:
    """The first of the modules ``names`` (``{innovation}`` standing for the Innovation
    package) that the imported ``adjudicator``'s folder has: the same function lives
    in different modules in different revisions."""
    dotted = [n.format(innovation=innovation_package()) for n in names]
    for name in dotted:
        if _has_module(name):
            module = importlib.import_module(name)
            _check_origin(module)
            return module
    raise ModuleNotFoundError(f"none of {', '.join(dotted)} in {_root()}")


def _root() -> Path:
    import adjudicator

    return Path(adjudicator.__file__).resolve().parent


def _has_module(dotted: str) -> bool:
    """Whether the imported package's folder has the module (a file, or a package's
    ``__init__``), looked at without importing it."""
    parts = dotted.split(".")[1:]
    return (
        _root().joinpath(*parts).with_suffix(".py").is_file()
        or _root().joinpath(*parts, "__init__.py").is_file()
    )


def _check_origin(module: ModuleType) -> None:
    """Refuse a module that is not in the imported ``adjudicator``'s folder."""
    where = getattr(module, "__file__", None)
    if where is None or _root() not in Path(where).resolve().parents:
        raise ImportError(f"{module.__name__} comes from {where}, not from {_root()}")


class GameSet(NamedTuple):
    """What a group of figures measures: a game, its players and expansions."""

    label: str
    game: str  # "innovation" or "gizmos"
    players: int
    expansions: tuple[str, ...] = ()


SETS = (
    GameSet("base, 2 players", "innovation", 2),
    GameSet("base, 3 players", "innovation", 3),
    GameSet("base, 4 players", "innovation", 4),
    GameSet("Cities, 2 players", "innovation", 2, ("cities",)),
    GameSet("Gizmos, 2 players", "gizmos", 2),
)
MAIN_SET = SETS[0].label  # the set of the engine's headline figures and of memory


class SetMeasures(msgspec.Struct):
    """Raw counts and times of one game set in one measuring run; chunks add up."""

    games: int = 0
    actions: int = 0
    decisions: int = 0
    sim_time: float = 0.0  # the engine playing
    checked: int = 0
    check_time: float = 0.0  # the engine checking a decoded record
    decode_time: float = 0.0
    written_actions: int = 0
    write_time: float = 0.0  # end to end: played and the record file written
    file_checked: int = 0
    file_check_time: float = 0.0  # end to end: a file read, checked, its report encoded
    engine_missing: str | None = None  # why this revision cannot play or check the set
    commands_missing: str | None = None  # why not end to end

    def __add__(self, other: SetMeasures) -> SetMeasures:
        added = {
            f: getattr(self, f) + getattr(other, f)
            for f in self.__struct_fields__
            if f not in MISSING
        }
        missing = {f: getattr(self, f) or getattr(other, f) for f in MISSING}
        return SetMeasures(**added, **missing)


MISSING = ("engine_missing", "commands_missing")


class Measures(msgspec.Struct):
    """Raw counts and times of one measuring run, per game set; chunks add up."""

    sets: dict[str, SetMeasures]
    peak: int = 0  # bytes, the largest of one simulated game's peaks
    check_peak: int = 0  # bytes, the largest of one record's peaks (decoded and checked)

    def __add__(self, other: Measures) -> Measures:
        return Measures(
            {k: v + other.sets[k] for k, v in self.sets.items()},
            max(self.peak, other.peak),
            max(self.check_peak, other.check_peak),
        )

    @property
    def main(self) -> SetMeasures:
        return self.sets[MAIN_SET]


PASSES = 5  # each game simulated, the records decoded and checked: the least time kept
MEMORY_GAMES = 3  # games of a run whose memory is measured
# the passes a measuring process runs, in this order, PASSES times each
TIMED_STEPS = ("simulate_all", "write_all", "check_all", "check_files_all")


def _timed(fn: Callable[[], Any]) -> tuple[Any, float]:
    """``fn()`` and the processor time it took: on a shared machine the wall clock
    also counts the time other work held the core, the processor time does not."""
    start = time.process_time()
    out = fn()
    return out, time.process_time() - start


def _decisions(steps: list[Any]) -> int:
    """The decisions a player made (not the ones with a single way)."""
    return sum(1 for s in steps if s.verb == "decide" and not (s.detail or {}).get("auto"))


class _Engine:
    """The engine's entry points for one game set, in the imported revision: play a
    game, make its record's bytes, decode a record, check it."""

    def __init__(self, game_set: GameSet) -> None:
        self.game_set = game_set
        if game_set.game == "gizmos":
            self.records = first_module("adjudicator.games.gizmos.records")
            self.replay = first_module("adjudicator.games.gizmos.replay")
            self.simulate = first_module("adjudicator.games.gizmos.simulate")
        else:
            self.records = innovation_module("records")
            self.replay = innovation_module("replay")
            self.simulate = innovation_module("simulate")
            self.record_of = innovation_module("recorder").record_of

    def play(self, seed: int) -> Any:
        """A game played (Gizmos: its record, as its simulator makes them)."""
        s = self.game_set
        if s.game == "gizmos":
            return self.simulate.simulate_record(seed, s.players)
        return self.simulate.simulate_game(s.players, seed=seed, **_expansions(s))

    def counts(self, played: Any) -> tuple[int, int]:
        """A played game's actions and decisions (Gizmos: turns, and no decisions)."""
        if self.game_set.game == "gizmos":
            return sum(1 for e in played.events if type(e).__name__ != "ResultEvent"), 0
        game, _ = played
        return len(game.history), _decisions(game.steps)

    def record_bytes(self, played: Any) -> bytes:
        if self.game_set.game == "gizmos":
            return bytes(self.records.encode_record(played))
        return bytes(self.records.encode_record(self.record_of(*played)))

    def decode(self, blob: bytes) -> Any:
        return self.records.load_record(blob, filename="game.json")

    def check(self, record: Any) -> Any:
        return self.replay.check_record(record)


class _Commands:
    """What ``adjudicator simulate --out`` and ``check --json`` call for one game set,
    in the imported revision: simulate's work item (``simulated_record``, in a
    dispatcher over the games once there were several; before the batches, the game
    played, its record made and encoded) and check's worker function (``check_path``;
    before it, ``check_file``)."""

    def __init__(self, game_set: GameSet, engine: _Engine) -> None:
        self.game_set, self.engine = game_set, engine
        simulate = first_module("adjudicator.games.simulate", "{innovation}.simulate")
        self.simulated_record = getattr(simulate, "simulated_record", None)
        if self.simulated_record is not None:
            tasks = first_module("adjudicator.core.simulated", "{innovation}.simulate")
            self.task = tasks.SimulateTask
        elif game_set.game != "innovation":
            raise ModuleNotFoundError(f"no simulated_record in {simulate.__name__}")
        check = innovation_module("check")
        self.check_path = getattr(check, "check_path", None)
        self.check_file_of_old = check.check_file

    def write(self, seed: int, path: Path) -> tuple[int, bytes | bytearray]:
        """``adjudicator simulate --out`` on one game: its actions and record bytes."""
        s = self.game_set
        if self.simulated_record is None:  # before the batches: the engine's own way
            game, setup = self.engine.play(seed)
            record = self.engine.record_of(game, setup, source=f"adjudicator simulate, seed {seed}")
            content = self.engine.records.encode_record(record)
            path.write_bytes(content)
            return len(game.history), content
        task = self.task(players=s.players, seed=seed, game=s.game, **_expansions(s))
        simulated = self.simulated_record(task)
        if simulated.error is not None:
            raise RuntimeError(f"seed {seed}: {simulated.error}")
        path.write_bytes(simulated.content)
        return simulated.actions, simulated.content

    def check_file(self, path: Path) -> Any:
        """``adjudicator check FILE --json`` on one file: its report."""
        if self.check_path is None:
            report = self.check_file_of_old(path)
        else:
            report = self.check_path(str(path))
        msgspec.json.encode(report).decode()  # as --json prints it
        return report


def _expansions(game_set: GameSet) -> dict[str, tuple[str, ...]]:
    """The expansions argument, given only when there are some (a revision before
    them takes none)."""
    return {"expansions": game_set.expansions} if game_set.expansions else {}


def _valid(report: Any) -> None:
    """Refuse a record that does not check valid: it would stop early and skew the
    measures."""
    if report.verdict != "valid":
        raise RuntimeError(f"a simulated record checks {report.verdict}, not valid")


class _SetRun:
    """One game set's games, records and record files, timed a pass at a time, the
    least time of each kept. The engine's part and the commands' are each measured
    when the revision has them (``engine_missing``, ``commands_missing``: why not)."""

    def __init__(self, game_set: GameSet, games: int, seed: int, folder: Path) -> None:
        self.game_set, self.games, self.seed = game_set, games, seed
        self.folder = folder / f"set-{SETS.index(game_set)}"
        self.folder.mkdir()
        self.times: dict[str, list[float]] = {
            t: [math.inf] * games for t in ("sim", "write", "decode", "check", "file")
        }
        self.counts = {t: [0] * games for t in ("actions", "decisions", "written", "checked")}
        self.counts["file_checked"] = [0] * games
        self.blobs: dict[int, bytes] = {}
        self._records: dict[int, Any] = {}
        self.engine_missing: str | None = None
        self.commands_missing: str | None = None
        try:
            self.engine = _Engine(game_set)
            played = self.engine.play(seed)  # untimed: the effects' modules load once
            _valid(self.engine.check(self.engine.decode(self.engine.record_bytes(played))))
        except Exception as exc:  # a revision without the set, or with other signatures
            self.engine_missing = self.commands_missing = f"{type(exc).__name__}: {exc}"
            return
        try:
            self.commands = _Commands(game_set, self.engine)
            self.commands.write(seed, self.folder / "first.json")
            _valid(self.commands.check_file(self.folder / "first.json"))
        except Exception as exc:
            self.commands_missing = f"{type(exc).__name__}: {exc}"

    def path(self, i: int) -> Path:
        return self.folder / f"game-{i}.json"

    def simulate_all(self) -> None:
        """A pass: every game played by the engine once; the first time, its record
        made (untimed), then the game let go before the next is timed: none is timed
        with earlier ones in memory (a growing heap the collector walks)."""
        if self.engine_missing:
            return
        for i in range(self.games):
            played, took = _timed(functools.partial(self.engine.play, self.seed + i))
            self._keep("sim", i, took)
            if i not in self.blobs:
                self.counts["actions"][i], self.counts["decisions"][i] = self.engine.counts(played)
                self.blobs[i] = self.engine.record_bytes(played)

    def write_all(self) -> None:
        """A pass: every game simulated and its record file written once."""
        if self.commands_missing:
            return
        for i in range(self.games):
            write = functools.partial(self.commands.write, self.seed + i, self.path(i))
            (self.counts["written"][i], _), took = _timed(write)
            self._keep("write", i, took)

    def check_all(self) -> None:
        """A pass: every record decoded once, then every record checked once (every
        game simulated first)."""
        if self.engine_missing:
            return
        for i in range(self.games):
            self._records.pop(i, None)  # the last pass's record let go first
            self._records[i], took = _timed(functools.partial(self.engine.decode, self.blobs[i]))
            self._keep("decode", i, took)
        for i in range(self.games):
            report, took = _timed(functools.partial(self.engine.check, self._records[i]))
            self.counts["checked"][i] = report.actions_checked
            self._keep("check", i, took)

    def check_files_all(self) -> None:
        """A pass: every record file checked once, as ``check --json`` does (every
        file written first)."""
        self._records.clear()
        if self.commands_missing:
            return
        for i in range(self.games):
            report, took = _timed(functools.partial(self.commands.check_file, self.path(i)))
            self.counts["file_checked"][i] = report.actions_checked
            self._keep("file", i, took)

    def _keep(self, what: str, i: int, took: float) -> None:
        self.times[what][i] = min(self.times[what][i], took)

    def measures(self) -> SetMeasures:
        # a part not measured: its times stay infinite, counted as none
        t = {k: 0.0 if math.isinf(sum(v)) else sum(v) for k, v in self.times.items()}
        n = {k: sum(v) for k, v in self.counts.items()}
        return SetMeasures(
            games=0 if self.engine_missing else self.games,
            actions=n["actions"],
            decisions=n["decisions"],
            sim_time=t["sim"],
            checked=n["checked"],
            check_time=t["check"],
            decode_time=t["decode"],
            written_actions=n["written"],
            write_time=t["write"],
            file_checked=n["file_checked"],
            file_check_time=t["file"],
            engine_missing=self.engine_missing,
            commands_missing=self.commands_missing,
        )


class Measuring:
    """One measuring run: ``games`` games from ``seed`` of every set of :data:`SETS`,
    their records and record files, timed a pass at a time.

    :func:`measure` runs the passes in a row; ``bench --against`` runs two trees'
    passes in lockstep (:func:`_main`), each pass of one tree beside the same pass of
    the other, so both feel the same load."""

    def __init__(self, games: int, seed: int, folder: Path) -> None:
        self.runs = [_SetRun(s, games, seed, folder) for s in SETS]
        self.games, self.seed = games, seed
        self._peaks = (0, 0)

    def simulate_all(self) -> None:
        for run in self.runs:
            run.simulate_all()

    def write_all(self) -> None:
        for run in self.runs:
            run.write_all()

    def check_all(self) -> None:
        for run in self.runs:
            run.check_all()

    def check_files_all(self) -> None:
        for run in self.runs:
            run.check_files_all()

    def memory(self) -> None:
        """The peaks of the main set's first :data:`MEMORY_GAMES` games, simulated and
        written, and decoded and checked."""
        main = self.runs[0]
        if main.engine_missing:
            return
        measured = range(min(self.games, MEMORY_GAMES))
        blobs = [main.blobs[i] for i in measured]
        self._peaks = (
            max((_peak(_simulate_and_write, self.seed + i) for i in measured), default=0),
            max((_peak(_check_blob, b, "game.json") for b in blobs), default=0),
        )

    def measures(self) -> Measures:
        return Measures({r.game_set.label: r.measures() for r in self.runs}, *self._peaks)


def measure(*, games: int = 20, seed: int = 0) -> Measures:
    """Every set's ``games`` games simulated, their records checked, each game and
    record :data:`PASSES` times, both by the engine alone and end to end."""
    with tempfile.TemporaryDirectory(prefix="adjudicator-measuring-") as folder:
        run = Measuring(games, seed, Path(folder))
        for step in TIMED_STEPS:
            for _ in range(PASSES):
                getattr(run, step)()
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


PASS_STEPS = frozenset({*TIMED_STEPS, "memory"})


def _main(argv: list[str]) -> None:
    """In a measuring process: check that the tree asked for is the one imported, then
    run the passes the parent asks for, a line each on stdin (``{"do": "simulate_all"}``),
    each answered on stdout with ``ok``; ``{"do": "measures"}``
    answers with the measures as JSON and ends. The record files go in the folder the
    parent gives (``folder``), which it removes."""
    import adjudicator

    args = json.loads(argv[1])
    imported = Path(adjudicator.__file__).resolve().parents[1]
    if imported != Path(args["root"]).resolve():
        sys.exit(f"imported adjudicator from {imported}, not {args['root']}")
    answers, sys.stdout = sys.stdout, sys.stderr  # no other output on the answers' pipe
    run = Measuring(args["games"], args["seed"], Path(args["folder"]))
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
