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

import io
import os
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any

import msgspec
from rich.console import Console

from adjudicator.core.problems import FormatError, Location
from adjudicator.core.steps import Step, StepOut
from adjudicator.games import Sniffed, game_package, sniff

# The Innovation entry points, each imported here only (one place to re-point).
from adjudicator.games.innovation.actions import Action, describe
from adjudicator.games.innovation.explain import ActionExplanation, Line, explain_run, rich_tree
from adjudicator.games.innovation.game import Game
from adjudicator.games.innovation.positions import (
    ActionRun,
    record_draws_on_top,
    record_runs,
    scenario_runs,
    unlisted_cards,
)
from adjudicator.games.innovation.records import Header, Record, load_record
from adjudicator.games.innovation.replay import Report, check_record, replay_record
from adjudicator.games.innovation.scenario import ScenarioResult as EngineResult
from adjudicator.games.innovation.scenario import ScenarioSpec
from adjudicator.games.innovation.scenario import load_scenario as load_spec
from adjudicator.games.innovation.tree import DecisionTree, Limits, explore, to_dot, write

Source = str | os.PathLike[str] | bytes
WIDTH = 80  # the columns explanations are drawn in, as on a terminal


def read_record(source: Source) -> GameRecord:
    """Read a game record from a path (``str`` or :class:`~pathlib.Path`) or bytes.

    JSON or JSON Lines, told apart by the content.

    >>> record = read_record(Path("logs/teams-4p-seed3.jsonl").read_bytes())
    >>> record.players, record.header.teams
    (['alice', 'bob', 'carol', 'dave'], [['alice', 'carol'], ['bob', 'dave']])
    >>> read_record(b'{"header": {"game": "chess", "players": ["a", "b"]}}')
    Traceback (most recent call last):
    ...
    adjudicator.core.problems.FormatError: $.header.game: unknown game 'chess' (this adjudicator knows gizmos, innovation)
    """
    data, file = _read(source)
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
        return source, None
    path = Path(source)
    try:
        return path.read_bytes(), str(path)
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
        after the first problem, like ``--all``)."""
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
        return ScenarioResult(self._resolved[1])

    @cached_property
    def _resolved(self) -> tuple[list[ActionRun], EngineResult]:
        return scenario_runs(self.spec, self.start)

    def explain(self, n: int, view: str | None = None) -> Explanation:
        """Action ``n`` (from 1) explained, as ``adjudicator explain --action N``."""
        if view is not None and view not in self.players:
            raise ValueError(f"view {view!r}: no such player ({', '.join(self.players)})")
        return Explanation(explain_run(_pick(self._resolved[0], n, "the scenario"), viewer=view))

    def tree(
        self, n: int = 1, *, depth: int = 10, max_nodes: int = 150, max_chance: int = 6
    ) -> Tree:
        """Every legal answer at every decision of action ``n``, as ``adjudicator tree``.

        >>> load_scenario("examples/explain/two-opponents-demand.json").tree()
        <Tree of alice takes the Dogma action on Oars: 3 nodes, 1 distinct outcome>
        """
        run = _pick(self._resolved[0], n, "the scenario")
        limits = Limits(depth=depth, nodes=max_nodes, chance=max_chance)
        unknown = unlisted_cards(self.spec, self.start)
        return Tree(
            explore(run.before, run.action, taken=run.answers, unknown=unknown, limits=limits)
        )

    def __repr__(self) -> str:
        s = self.spec
        counts = f"{_count(len(s.actions), 'action')}, {_count(len(s.answers), 'answer')}"
        return f"<Scenario {s.game}: {' and '.join(s.players)}, {counts}>"


def _count(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


class JsonObject(Mapping[str, Any]):
    """A JSON object of the scenario contract's output, read by key or by
    attribute: ``state["players"]["alice"]["hand"]`` is ``state.players.alice.hand``.
    It equals the same object decoded from the JSON."""

    def __init__(self, raw: Mapping[str, Any]) -> None:
        self._raw = raw

    def __getitem__(self, key: str) -> Any:
        return _json_view(self._raw[key])

    def __getattr__(self, name: str) -> Any:
        try:
            return self[name]
        except KeyError:
            raise AttributeError(name) from None

    def __iter__(self) -> Iterator[str]:
        return iter(self._raw)

    def __len__(self) -> int:
        return len(self._raw)

    def __repr__(self) -> str:
        return repr(self._raw)


def _json_view(value: Any) -> Any:
    if isinstance(value, Mapping):
        return JsonObject(value)
    if isinstance(value, list):
        return [_json_view(v) for v in value]
    return value


def _json_object(value: msgspec.Struct | None) -> JsonObject | None:
    return None if value is None else JsonObject(msgspec.to_builtins(value))


class ScenarioResult:
    """A resolved scenario: the fields of ``adjudicator scenario run --json``.

    ``state``, ``pending`` and ``error`` are the contract's JSON objects (see
    :class:`JsonObject`), ``winner`` and ``game_over`` its values, ``steps``
    the engine's typed steps (``text``, ``verb``, ``rule`` …) and ``game`` the
    engine at the end.

    >>> result = load_scenario("examples/scenarios/what-could-bob-do.json").run()
    >>> result
    <ScenarioResult pending: bob must transfer a top card with a castle to the demanding player's board>
    >>> result.pending.options
    ['Metalworking', 'Domestication', 'The Wheel']
    >>> result.state["players"]["bob"]["board"]["red"] == {"cards": ["Metalworking"], "splay": "none"}
    True
    """

    def __init__(self, result: EngineResult) -> None:
        self._result = result
        out = result.to_out()
        self.game: Game = result.game
        self.state: JsonObject = JsonObject(msgspec.to_builtins(out.state))
        self.steps: list[Step] = list(result.game.steps)
        self.pending: JsonObject | None = _json_object(out.pending)
        self.winner: list[str] | None = out.winner
        self.game_over: str | None = out.game_over
        self.error: JsonObject | None = _json_object(out.error)

    @property
    def exit_code(self) -> int:
        """What ``scenario run`` exits with: 0 resolved or pending, 1 an error."""
        return self._result.exit_code

    def to_json(self) -> str:
        """Exactly what ``adjudicator scenario run --json`` prints (less the newline)."""
        return self._result.to_json().decode()

    def __repr__(self) -> str:
        return repr(self._result)


# ---------------------------------------------------------------------------
# explanations and trees


class Explanation:
    """One action explained: a tree of :class:`Line` (``.root``), each with its
    text, kind, rule and children, and the steps it reads. ``str()`` gives the
    text ``adjudicator explain`` prints, ``to_json()`` its ``--json`` item."""

    def __init__(self, item: ActionExplanation) -> None:
        self.item = item

    @property
    def number(self) -> int:
        return self.item.number

    @property
    def player(self) -> str:
        return self.item.player

    @property
    def turn(self) -> int | None:
        return self.item.turn

    @property
    def root(self) -> Line:
        return self.item.explanation

    @property
    def steps(self) -> list[StepOut]:
        return self.item.steps

    def text(self, width: int = WIDTH) -> str:
        """The tree as ``adjudicator explain`` draws it, without colors or trailing spaces."""
        printed = io.StringIO()
        console = Console(file=printed, width=width, color_system=None, highlight=False)
        console.print(rich_tree(self.root))
        return "\n".join(line.rstrip() for line in printed.getvalue().splitlines())

    def to_json(self) -> str:
        return msgspec.json.encode(self.item).decode()

    def __str__(self) -> str:
        return self.text()

    def __repr__(self) -> str:
        return f"<Explanation of action {self.number}: {self.root.text}>"


class Tree:
    """A decision tree: ``nodes``, ``outcomes`` (the distinct ones), ``notes``
    (where the limits cut it); :meth:`write` draws it, :meth:`dot` gives DOT."""

    def __init__(self, tree: DecisionTree) -> None:
        self.tree = tree

    @property
    def title(self) -> str:
        return self.tree.title

    @property
    def nodes(self) -> int:
        return self.tree.nodes

    @property
    def outcomes(self) -> int:
        return len(self.tree.outcomes)

    @property
    def notes(self) -> list[str]:
        return self.tree.notes

    def dot(self) -> str:
        """The Graphviz DOT source."""
        return str(to_dot(self.tree).source)

    def write(self, path: str | os.PathLike[str]) -> Path:
        """Write ``.svg``, ``.png`` (both need Graphviz's ``dot``) or ``.dot``, by suffix."""
        out = Path(path)
        write(self.tree, out)
        return out

    def __repr__(self) -> str:
        outcomes = _count(self.outcomes, "distinct outcome")
        return f"<Tree of {self.title}: {_count(self.nodes, 'node')}, {outcomes}>"


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
