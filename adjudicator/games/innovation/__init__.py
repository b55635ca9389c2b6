"""Innovation (Carl Chudyk): the engine, its card sets, records and drivers.

What the CLI and the API ask of a game package: :func:`run_scenario`,
:func:`print_scenario`, :func:`check_file` and the rules reference (``rules.md``
beside this file).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

# The card sets register themselves (cards, effects, special achievements).
from adjudicator.games.innovation import sets as _sets  # noqa: F401

if TYPE_CHECKING:
    from rich.console import Console

    from adjudicator.games.innovation.replay import Report
    from adjudicator.games.innovation.scenario import ScenarioResult


def run_scenario(path: Path) -> ScenarioResult:
    """Resolve the scenario file at ``path`` (FormatError for a bad file)."""
    from adjudicator.games.innovation.scenario import run_file

    return run_file(path)


def print_scenario(console: Console, result: ScenarioResult) -> None:
    """The human-readable result: the steps, the position, then the end, what is asked
    or the error."""
    from adjudicator.games.innovation.render import print_result

    print_result(console, result)


def check_file(path: Path, all_problems: bool = False) -> Report:
    """The verdict on the record file at ``path`` (never raises for a bad file)."""
    from adjudicator.games.innovation.check import check_file as check

    return check(path, all_problems=all_problems)
