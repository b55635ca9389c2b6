"""What the public API hands back: a scenario's result (:class:`ScenarioResult`,
its JSON objects as :class:`JsonObject`), an action explained
(:class:`Explanation`) and a decision tree (:class:`Tree`). Made by
:mod:`adjudicator.api`, which re-exports them."""

from __future__ import annotations

import io
import os
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import msgspec
from rich.console import Console

from adjudicator.core.steps import Step, StepOut
from adjudicator.games.innovation.engine.game import Game
from adjudicator.games.innovation.explain import ActionExplanation, Line, rich_tree
from adjudicator.games.innovation.scenario import ScenarioResult as EngineResult
from adjudicator.games.innovation.tree import DecisionTree, to_dot, write

WIDTH = 80  # the columns explanations are drawn in, as on a terminal


def count(n: int, word: str) -> str:
    """``n`` and ``word``, plural unless ``n`` is 1."""
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

    >>> from adjudicator import load_scenario
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
        outcomes = count(self.outcomes, "distinct outcome")
        return f"<Tree of {self.title}: {count(self.nodes, 'node')}, {outcomes}>"
