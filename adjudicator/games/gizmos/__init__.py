"""Gizmos (CMON, Phil Walker-Harding): the second game on the same core.

Cards are named by their ids (no printed titles). The engine is
:class:`adjudicator.games.gizmos.game.Game`; scenario files are
:mod:`adjudicator.games.gizmos.scenario`; the rules reference is ``rules.md``.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rich.console import Console

    from adjudicator.games.gizmos.scenario import ScenarioResult


def run_scenario(path: Path) -> ScenarioResult:
    """Resolve the scenario file at ``path`` (FormatError for a bad file)."""
    from adjudicator.games.gizmos.scenario import run_file

    return run_file(path)


def print_scenario(console: Console, result: ScenarioResult) -> None:
    """The human-readable result, as plain text."""
    from adjudicator.games.gizmos.scenario import render_text

    console.print(render_text(result), markup=False, highlight=False)
