"""Gizmos (CMON, Phil Walker-Harding): the second game on the same core.

Cards are named by their ids (no printed titles). The engine is
:class:`adjudicator.games.gizmos.game.Game`; scenario files are
:mod:`adjudicator.games.gizmos.scenario`; records :mod:`.records` (checked
by :mod:`.replay`); the rules reference is ``rules.md``.

The functions the CLI dispatches to (imports are lazy: loading the game
costs nothing until it is used):

- :func:`run_scenario`, :func:`print_scenario`: ``scenario run``.
- :func:`check_file`: ``check`` (a core ``Report``; exit status
  ``adjudicator.core.problems.exit_code(report.problems)``).
- :func:`simulate_game`: ``simulate --game gizmos`` (record bytes).
- :func:`explain_file`, :func:`explanation_text`: ``explain``.
- :func:`tree_file`: ``tree``.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rich.console import Console

    from adjudicator.core.report import Report
    from adjudicator.core.tree import DecisionTree, Limits
    from adjudicator.games.gizmos.explain import ActionExplanation
    from adjudicator.games.gizmos.scenario import ScenarioResult


def run_scenario(path: Path) -> ScenarioResult:
    """Resolve the scenario file at ``path`` (FormatError for a bad file)."""
    from adjudicator.games.gizmos.scenario import run_file

    return run_file(path)


def print_scenario(console: Console, result: ScenarioResult) -> None:
    """The human-readable result, as plain text."""
    from adjudicator.games.gizmos.scenario import render_text

    console.print(render_text(result), markup=False, highlight=False)


def check_file(path: Path, all_problems: bool = False) -> Report:
    """The verdict on the record file at ``path`` (JSON, or JSON Lines for
    ``.jsonl``/``.ndjson``): ``valid``, ``illegal``, ``divergence``,
    ``incomplete`` or ``unreadable`` (never raises for a bad file)."""
    from adjudicator.games.gizmos.check import check_file as check

    return check(path, all_problems)


def simulate_game(seed: int, players: int = 2, *, lines: bool = False) -> bytes:
    """A random legal game of ``players`` (2 to 4) as record bytes; the same
    seed gives the same bytes (``lines``: JSON Lines)."""
    from adjudicator.games.gizmos.simulate import simulate_game as simulate

    return simulate(seed, players, lines=lines)


def explain_file(
    path: Path, action: int | None = None, turn: int | None = None
) -> list[ActionExplanation]:
    """The explanation of every action (or action ``action``, from 1, or turn
    ``turn``'s) of a record or scenario file. ``FormatError`` for a bad file,
    ``ValueError`` for an action or turn the file does not have."""
    from adjudicator.games.gizmos.explain import explain_file as explain

    return explain(path, action, turn)


def explanation_text(explanations: list[ActionExplanation]) -> str:
    """Explanations as indented plain text (``msgspec.json.encode`` gives JSON)."""
    from adjudicator.games.gizmos.explain import explanation_text as text

    return text(explanations)


def tree_file(path: Path, action: int, out: Path, limits: Limits | None = None) -> DecisionTree:
    """Draw the decision tree of action ``action`` (from 1) of a record or
    scenario file into ``out`` (.dot/.gv, .svg, .png). ``FormatError`` for a
    bad file, ``IllegalAction`` when the action is illegal, ``ValueError``
    when there is no such action, ``GraphvizMissing`` (exit 3) without ``dot``."""
    from adjudicator.games.gizmos.trees import tree_file as draw

    return draw(path, action, out, limits)
