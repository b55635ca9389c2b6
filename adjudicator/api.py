"""The public Python API: read a game record or a scenario, check it, look inside.

>>> import adjudicator
>>> record = adjudicator.read_record("logs/full-2p-seed7.json")
>>> record.check().verdict
'valid'
>>> record.actions[30]
<Action 31, turn 15: bob takes the Dogma action on Tools>
>>> record.position(31)
<Game innovation turn 16, alice to act>
>>> adjudicator.load_scenario("examples/scenarios/oars-demand.json").run()
<ScenarioResult resolved: <Game innovation turn 2, bob to act>>

The file's ``game`` field picks the game (:mod:`adjudicator.games`); the content,
not the file name, says whether it is JSON, JSON Lines or TOML. A file that
cannot be read raises :class:`~adjudicator.core.problems.FormatError`.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any

import msgspec

from adjudicator.api_results import Explanation, JsonObject, ScenarioResult, Tree, count
from adjudicator.core.files import as_utf8, read_file
from adjudicator.core.problems import FormatError, Location
from adjudicator.games import Sniffed, game_package, sniff

# The Innovation entry points, each imported here only (one place to re-point).
from adjudicator.games.innovation.engine.actions import Action, describe
from adjudicator.games.innovation.engine.game import Game
from adjudicator.games.innovation.explain import explain_run
from adjudicator.games.innovation.positions import (
    ActionRun,
    record_draws_on_top,
    record_runs,
    scenario_runs,
    unlisted_cards,
)
from adjudicator.games.innovation.reading import is_log_to_import, load_record_or_log
from adjudicator.games.innovation.records import Header, Record, load_record
from adjudicator.games.innovation.replay import Report, check_record, replay_record
from adjudicator.games.innovation.scenario import ScenarioResult as EngineResult
from adjudicator.games.innovation.scenario import ScenarioSpec
from adjudicator.games.innovation.scenario import load_scenario as load_spec
from adjudicator.games.innovation.tree import Limits, explore

Source = str | os.PathLike[str] | bytes


def read_record(source: Source) -> GameRecord:
    """Read a game record from a path (``str`` or :class:`~pathlib.Path`) or bytes.

    JSON or JSON Lines, told apart by the content; a Board Game Arena log (any of its
    formats) or a game in the text notation is imported on the fly, its answers left
    to the checker to infer.

    >>> record = read_record(Path("logs/teams-4p-seed3.jsonl").read_bytes())
    >>> record.players, record.header.teams
    (['alice', 'bob', 'carol', 'dave'], [['alice', 'carol'], ['bob', 'dave']])
    >>> read_record(b'{"header": {"game": "chess", "players": ["a", "b"]}}')
    Traceback (most recent call last):
    ...
    adjudicator.core.problems.FormatError: $.header.game: unknown game 'chess' (this adjudicator knows gizmos, innovation)
    """
    data, file = _read(source)
    if is_log_to_import(data):
        name = None if file is None else Path(file).name
        return GameRecord(load_record_or_log(data, filename=name), file=file)
    sniffed = sniff(data)
    if sniffed is not None and not sniffed.record:
        raise FormatError(
            'not a game record: a record is a JSON document with a "header", '
            "or JSON Lines whose first line is the header (for a scenario use load_scenario)",
            location=Location(path="$.header"),
        )
    _check_game(sniffed)
    lines = sniffed is not None and sniffed.format == "jsonl"
    return GameRecord(load_record(data, filename="record.jsonl" if lines else None), file=file)


def load_scenario(source: Source | Mapping[str, Any]) -> Scenario:
    """Load a scenario (``../shared/spec/scenario.md``) from a path, bytes or a dict.

    JSON or TOML, told apart by the content. A bad scenario raises
    :class:`~adjudicator.core.problems.FormatError` with the JSON path.

    >>> scenario = load_scenario("examples/scenarios/oars-demand.json")
    >>> scenario
    <Scenario innovation: alice and bob, 1 action, 2 answers>
    >>> result = scenario.run()
    >>> result.state.players["alice"].score, result.winner, result.error
    (['Sailing', 'Code of Laws', 'Clothing'], None, None)
    >>> load_scenario({"players": ["alice", "bob"], "setup": {"players": {"alice": {"hand": ["Oarz"]}}}})
    Traceback (most recent call last):
    ...
    adjudicator.core.problems.FormatError: $.setup.players.alice.hand[0]: unknown card 'Oarz'
    """
    if isinstance(source, Mapping):
        data, file = msgspec.json.encode(dict(source)), None
    else:
        data, file = _read(source)
    sniffed = sniff(data, filename=file)
    if sniffed is not None and sniffed.record:
        raise FormatError(
            "this is a game record, not a scenario (use read_record)", location=Location(path="$")
        )
    _check_game(sniffed)
    toml = sniffed is not None and sniffed.format == "toml"
    spec, start = load_spec(data, filename="scenario.toml" if toml else None)
    return Scenario(spec, start, file=file)


def _read(source: Source) -> tuple[bytes, str | None]:
    if isinstance(source, bytes):
        return as_utf8(source), None
    path = Path(source)
    try:
        return read_file(path), str(path)
    except OSError as exc:
        raise FormatError(
            f"cannot read {path}: {exc.strerror}", location=Location(path="$")
        ) from None


def _check_game(sniffed: Sniffed | None) -> None:
    if sniffed is not None:
        game_package(sniffed.game, path=sniffed.game_path)


def _pick(runs: Sequence[ActionRun], n: int, what: str) -> ActionRun:
    if not 1 <= n <= len(runs):
        raise IndexError(
            f"action {n}: {what} has {len(runs)} action(s) that resolve, numbered from 1 "
            "(a problem after them is in check() or run())"
        )
    return runs[n - 1]


# ---------------------------------------------------------------------------
# game records


@dataclass(frozen=True)
class RecordedAction:
    """One action a record takes, numbered from 1 in the order taken (initial
    melds included), as ``adjudicator explain --action N`` counts them."""

    number: int
    turn: int  # the initial melds count as turn 1
    action: Action  # the engine's action: player, and card or age
    answers: list[Any]  # the answers to the decisions asked inside it

    @property
    def player(self) -> str:
        return self.action.player

    def __str__(self) -> str:
        return describe(self.action)

    def __repr__(self) -> str:
        return f"<Action {self.number}, turn {self.turn}: {self}>"


class GameRecord:
    """A game record: its header, its actions, and the engine replaying them.

    The record is replayed (as ``adjudicator check`` does) the first time
    :attr:`actions`, :meth:`position`, :meth:`explain` or :meth:`tree` needs
    it; they cover the actions that check, up to the first problem.

    >>> record = read_record("logs/illegal-achieve.json")
    >>> report = record.check()
    >>> report
    <Report illegal: 11 actions checked, 1 problem>
    >>> report.problems[0].rule, report.problems[0].player, len(record.actions)
    ('ACHIEVE-1', 'alice', 11)
    """

    def __init__(self, record: Record, *, file: str | None = None) -> None:
        self.record = record
        self.file = file

    @property
    def header(self) -> Header:
        return self.record.header

    @property
    def players(self) -> list[str]:
        return list(self.record.header.players)

    @property
    def game(self) -> str:
        return self.record.header.game

    def check(self, *, all_problems: bool = False) -> Report:
        """The verdict, as ``adjudicator check`` gives it (``all_problems``: go on
        after the first problem, like ``--all``). Without ``all_problems`` it is
        the report of the replay :attr:`actions` come from, when that was made."""
        if not all_problems and "_replayed" in self.__dict__:
            return self._replayed[1]
        return check_record(self.record, all_problems=all_problems, file=self.file)

    @cached_property
    def _replayed(self) -> tuple[list[ActionRun], Report]:
        return record_runs(self.record, file=self.file)

    @cached_property
    def _final(self) -> Game:
        return replay_record(self.record, file=self.file)[1]

    @cached_property
    def actions(self) -> list[RecordedAction]:
        """The actions the record takes, as far as it checks."""
        return [
            RecordedAction(run.number, run.before.state.turn, run.action, list(run.answers))
            for run in self._replayed[0]
        ]

    def position(self, n: int) -> Game:
        """The engine after action ``n`` (0: before the first), a copy to play on.

        >>> record = read_record("logs/full-2p-seed7.json")
        >>> game = record.position(len(record.actions))
        >>> game, game.terminal, game.winners
        (<Game innovation over (score): alice won>, True, ['alice'])
        """
        runs = self._replayed[0]
        if not 0 <= n <= len(runs):
            raise IndexError(
                f"position {n}: the record has {len(runs)} action(s), so 0 to {len(runs)}"
            )
        if n < len(runs):
            return runs[n].before.clone()
        final = self._final
        return final.clone() if final.pending is not None else Game(final.state.copy())

    def explain(self, n: int, view: str | None = None) -> Explanation:
        """Action ``n`` explained as ``adjudicator explain --action N [--view PLAYER]``.

        >>> print(read_record("logs/full-2p-seed7.json").explain(1))
        bob melds Metalworking as the initial meld  [SETUP-4]
        └── bob melds Metalworking  [SETUP-4]
        """
        if view is not None and view not in self.players:
            raise ValueError(f"view {view!r}: no such player ({', '.join(self.players)})")
        return Explanation(explain_run(_pick(self._replayed[0], n, "the record"), viewer=view))

    def tree(self, n: int, *, depth: int = 10, max_nodes: int = 150, max_chance: int = 6) -> Tree:
        """Every legal answer at every decision of action ``n``, as ``adjudicator
        tree``: the cards the action drew are on top of their piles (the path
        taken), any other draw is chance.

        >>> read_record("logs/full-2p-seed7.json").tree(28)
        <Tree of alice takes the Dogma action on Currency: 34 nodes, 32 distinct outcomes>
        """
        run = _pick(self._replayed[0], n, "the record")
        before, unknown = record_draws_on_top(run)
        limits = Limits(depth=depth, nodes=max_nodes, chance=max_chance)
        return Tree(explore(before, run.action, taken=run.answers, unknown=unknown, limits=limits))

    def __repr__(self) -> str:
        return repr(self.record).replace("<Record", "<GameRecord", 1)


# ---------------------------------------------------------------------------
# scenarios


class Scenario:
    """A loaded scenario: the position set up, the actions and answers to give."""

    def __init__(self, spec: ScenarioSpec, start: Game, *, file: str | None = None) -> None:
        self.spec = spec
        self.start = start  # the position before the first action (left untouched)
        self.file = file

    @property
    def players(self) -> list[str]:
        return list(self.spec.players)

    @property
    def description(self) -> str | None:
        return self.spec.description

    def run(self) -> ScenarioResult:
        """Resolve the scenario, as ``adjudicator scenario run`` does."""
        return ScenarioResult(self.resolution[1])

    @cached_property
    def resolution(self) -> tuple[list[ActionRun], EngineResult]:
        """The engine's resolution, made once: each action taken with the position
        before it, and the engine's result (for explanations and replay pages)."""
        return scenario_runs(self.spec, self.start)

    def explain(self, n: int, view: str | None = None) -> Explanation:
        """Action ``n`` (from 1) explained, as ``adjudicator explain --action N``."""
        if view is not None and view not in self.players:
            raise ValueError(f"view {view!r}: no such player ({', '.join(self.players)})")
        return Explanation(explain_run(_pick(self.resolution[0], n, "the scenario"), viewer=view))

    def tree(
        self, n: int = 1, *, depth: int = 10, max_nodes: int = 150, max_chance: int = 6
    ) -> Tree:
        """Every legal answer at every decision of action ``n``, as ``adjudicator tree``.

        >>> load_scenario("examples/explain/two-opponents-demand.json").tree()
        <Tree of alice takes the Dogma action on Oars: 3 nodes, 1 distinct outcome>
        """
        run = _pick(self.resolution[0], n, "the scenario")
        limits = Limits(depth=depth, nodes=max_nodes, chance=max_chance)
        unknown = unlisted_cards(self.spec, self.start)
        return Tree(
            explore(run.before, run.action, taken=run.answers, unknown=unknown, limits=limits)
        )

    def __repr__(self) -> str:
        s = self.spec
        counts = f"{count(len(s.actions), 'action')}, {count(len(s.answers), 'answer')}"
        return f"<Scenario {s.game}: {' and '.join(s.players)}, {counts}>"


__all__ = [
    "Explanation",
    "GameRecord",
    "JsonObject",
    "RecordedAction",
    "Scenario",
    "ScenarioResult",
    "Tree",
    "load_scenario",
    "read_record",
]
