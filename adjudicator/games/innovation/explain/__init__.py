"""Explanations of one action, read from the steps it produced.

For a Dogma action: the featured icon and every player's count, who shares
and who is vulnerable and why (DOGMA-2), each effect in order with each
player's execution, every decision (who chose what, among which options),
every state change with its rule, special achievements claimed on the way,
the free draw or why there was none (DOGMA-6) and the end of the game. Draw,
Meld and Achieve actions say why that age, that pile, that achievement.

:func:`explain_steps` turns one action's steps into a tree of :class:`Line`
(records and scenarios alike); :func:`rich_tree` draws it and
``msgspec.json.encode`` gives the same structure as JSON. The Dogma action is
explained by :mod:`explain_dogma`; the sentences are :mod:`explain_lines`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import msgspec
from rich.text import Text
from rich.tree import Tree

from adjudicator.core.decisions import Decision
from adjudicator.core.steps import Step, StepOut, steps_out
from adjudicator.games.innovation.engine.visibility import Viewer, names_in
from adjudicator.games.innovation.explain.dogma import DogmaExplainer
from adjudicator.games.innovation.explain.lines import Line as Line
from adjudicator.games.innovation.explain.lines import listing, step_line
from adjudicator.games.innovation.positions import ActionRun
from adjudicator.games.innovation.render import styled_sentence
from adjudicator.games.innovation.scenario import ScenarioResult, ScenarioSpec
from adjudicator.games.innovation.scenario_spec import ActionSpec


class ActionExplanation(msgspec.Struct):
    number: int  # 1-based, in the order taken
    player: str
    action: str
    turn: int | None
    explanation: Line
    steps: list[StepOut]


# ---------------------------------------------------------------------------
# one action


def explain_steps(steps: Sequence[Step], *, finished: bool = True) -> Line:
    """The explanation of one action: ``steps`` starts with its "action" step;
    ``finished`` is False when the action waits for an answer."""
    if not steps or steps[0].verb != "action":
        raise ValueError("an action's steps start with its 'action' step")
    first = steps[0]
    kind = (first.detail or {}).get("action")
    root = Line(first.text, "action", first.rule, 0)
    if kind == "dogma" and not (first.detail or {}).get("outside"):
        DogmaExplainer(root, steps, finished).run()
    else:
        root.children.extend(_action_reasons(kind, first))
        for index, step in enumerate(steps[1:], 1):
            root.children.append(step_line(step, index, melded_by_action=kind == "meld"))
    return root


def _action_reasons(kind: Any, step: Step) -> list[Line]:
    """Why a Draw takes that age (DRAW-1) and why an Achieve is allowed (ACHIEVE-1)."""
    d = step.detail or {}
    who = step.actor
    if kind == "draw" and "highest_top" in d:
        top = d["highest_top"]
        if not d.get("top_cards"):
            text = f"{who} has no top card (value 0), so {who} draws a 1"
        else:
            text = (
                f"{who}'s highest top card is {listing(d['top_cards'])} (value {top}), "
                f"so {who} draws a {top}"
            )
        return [Line(text, "why", "DRAW-1", 0)]
    if kind == "achieve" and "points" in d:
        age = d["age"]
        text = (
            f"{who} has {d['points']} points, at least 5 × {age} = {d['points_needed']}, "
            f"and a highest top card of value {d['highest_top']}, at least {age}: "
            f"the age {age} achievement can be claimed"
        )
        return [Line(text, "why", "ACHIEVE-1", 0)]
    return []


# ---------------------------------------------------------------------------
# actions of a scenario


def pending_line(decision: Decision, options: Sequence[Any] | None = None) -> Line:
    shown = list(decision.options if options is None else options)
    offered = f" (options: {listing(shown, 'or')})" if shown else ""
    return Line(
        f'waiting for {decision.player} to answer "{decision.prompt}"{offered}',
        "pending",
        decision.rule,
    )


def explain_run(run: ActionRun, *, viewer: str | None = None) -> ActionExplanation:
    """One resolved action, as ``viewer`` saw it (everything when None)."""
    steps = list(run.steps)
    view = Viewer(run.before.state, viewer) if viewer else None
    if view is not None:
        steps = [view.redact(s) for s in steps]
    line = explain_steps(steps, finished=run.pending is None)
    if run.pending is not None:
        options = list(run.pending.options)
        if view is not None and viewer != run.pending.player:
            options = view.hide_unseen(options)
        line.children.append(pending_line(run.pending, options))
    detail = steps[0].detail or {}
    return ActionExplanation(
        run.number,
        run.action.player,
        str(detail.get("action")),
        detail.get("turn"),
        line,
        steps_out(steps),
    )


def explain_scenario(
    spec: ScenarioSpec,
    runs: Sequence[ActionRun],
    result: ScenarioResult,
    *,
    viewer: str | None = None,
) -> list[ActionExplanation]:
    """Every action of a resolved scenario, with the illegal one (if any) last."""
    out = [explain_run(run, viewer=viewer) for run in runs]
    error = result.error
    if error is None:
        return out
    rule = error.rule
    if error.action is not None:
        action = spec.actions[error.action]
        line = Line(f"{_spec_text(action)}: not allowed, {error.message}", "error", rule)
        turn = result.game.state.turn
        out.append(
            ActionExplanation(error.action + 1, action.player, action.action, turn, line, [])
        )
    elif out:
        out[-1].explanation.children.append(Line(f"not allowed: {error.message}", "error", rule))
    return out


def select(
    explanations: Sequence[ActionExplanation], *, action: int | None, turn: int | None
) -> list[ActionExplanation]:
    """The explanations of action number ``action`` and/or of turn ``turn``."""
    return [
        e
        for e in explanations
        if (action is None or e.number == action) and (turn is None or e.turn == turn)
    ]


def _spec_text(a: ActionSpec) -> str:
    what = a.card or (f"age {a.age}" if a.age is not None else "")
    return f"{a.player} takes the {a.action.replace('_', ' ').capitalize()} action" + (
        f": {what}" if what else ""
    )


# ---------------------------------------------------------------------------
# drawing


_STYLES = {
    "action": "bold",
    "game_over": "bold",
    "claim": "bold",
    "free_draw": "bold",
    "effect": "italic",
    "pending": "yellow",
    "error": "bold red",
}


def line_text(line: Line) -> Text:
    """A line with card names in their color and the rule dimmed."""
    text = styled_sentence(line.text, set(names_in(line.text)))
    text.stylize(_STYLES.get(line.kind, ""))
    if line.rule:
        text.append(f"  [{line.rule}]", style="dim")
    return text


def rich_tree(line: Line) -> Tree:
    tree = Tree(line_text(line))
    _grow(tree, line.children)
    return tree


def _grow(tree: Tree, lines: list[Line]) -> None:
    for line in lines:
        _grow(tree.add(line_text(line)), line.children)
