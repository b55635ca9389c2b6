"""``tree`` for Gizmos files: the decision tree of one action of a record or
scenario (the explorer is :mod:`adjudicator.core.tree`, Gizmos's chance and
outcomes :mod:`adjudicator.games.gizmos.tree`)."""

from __future__ import annotations

from pathlib import Path

from adjudicator.core.problems import IllegalAction
from adjudicator.core.report import Report
from adjudicator.core.tree import DecisionTree, Limits, write
from adjudicator.games.gizmos.positions import runs_of_file
from adjudicator.games.gizmos.tree import chance_path, explore


def tree_of_file(path: Path, action: int = 1, limits: Limits | None = None) -> DecisionTree:
    """The decision tree of action ``action`` (from 1) of a record or scenario
    file, the path the game took highlighted. Raises ``FormatError`` for a bad
    file, ``IllegalAction`` when that action is illegal and ``ValueError``
    when the file has no such action."""
    runs, outcome = runs_of_file(path)
    if not 1 <= action <= len(runs):
        error = outcome.problems[0] if isinstance(outcome, Report) and outcome.problems else None
        if error is None and not isinstance(outcome, Report):
            error = outcome.error
        if error is not None and error.code == "illegal" and action == len(runs) + 1:
            raise IllegalAction(f"action {action} is illegal: {error.message}", rule=error.rule)
        raise ValueError(f"--action {action}: the file has {len(runs)} action(s)")
    run = runs[action - 1]
    played = run.played
    return explore(
        run.before,
        played.action,
        taken=played.answers,
        drawn=chance_path(played.steps),
        limits=limits,
    )


def tree_file(
    path: Path, action: int, out: Path, limits: Limits | None = None, *, title: str | None = None
) -> DecisionTree:
    """Draw the tree of action ``action`` of ``path`` into ``out`` (.dot,
    .gv, .svg or .png); the tree drawn. ``GraphvizMissing`` (exit 3) when
    .svg or .png needs Graphviz's ``dot`` and it is missing."""
    tree = tree_of_file(path, action, limits)
    write(tree, out, title=title)
    return tree
