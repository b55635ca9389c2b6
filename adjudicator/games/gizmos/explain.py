"""Explanations of one Gizmos turn, read from the steps it produced: why a
build was payable (the card's colour and cost, the spheres spent, each
converter use in order, the discount; GIZ-BUILD-*, GIZ-CONVERT-*,
GIZ-UPGRADE-4), which gizmos the turn triggered and in what order, which the
player used and in what order (GIZ-TRIGGER-*), what each effect did, every
decision and every change, each with its rule ID.

:func:`explain_steps` turns one turn's steps into a tree of core
:class:`~adjudicator.core.explain.Line`; :func:`explain_file` explains the
actions of a record or scenario file; :func:`explanation_text` writes them
as indented plain text.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import msgspec

from adjudicator.core.explain import Line, line_lines
from adjudicator.core.steps import Step
from adjudicator.games.gizmos.actions import describe
from adjudicator.games.gizmos.cards import card
from adjudicator.games.gizmos.positions import runs_of_file
from adjudicator.games.gizmos.replay import ActionRun
from adjudicator.games.gizmos.steps import GizmoStepOut, gizmo_step_out, step_card, step_spheres


class ActionExplanation(msgspec.Struct):
    number: int  # 1-based, in the order taken
    player: str
    action: str
    turn: int
    explanation: Line
    steps: list[GizmoStepOut]


# ---------------------------------------------------------------------------
# one turn


def explain_steps(steps: Sequence[Step], *, finished: bool = True) -> Line:
    """The explanation of one turn: ``steps`` starts with its "action" step;
    ``finished`` is False when the turn waits for an answer."""
    if not steps or steps[0].verb != "action":
        raise ValueError("a turn's steps start with its 'action' step")
    first = steps[0]
    root = Line(first.text, "action", first.rule, 0)
    uses: dict[str, Line] = {}
    for index, step in enumerate(steps[1:], 1):
        line = step_line(step, index)
        owner = uses.get(step.cause.card or "") if step.verb != "use" else None
        (owner.children if owner is not None else root.children).append(line)
        if step.verb == "use" and step.card is not None:
            uses[step.card] = line
    root.children += trigger_summary(steps)
    if not finished:
        root.children.append(Line("the turn waits for an answer", "pending"))
    return root


def step_line(step: Step, index: int) -> Line:
    """One step as a sentence; a build also says why it was payable."""
    line = Line(step.text, step.verb, step.rule, index)
    if step.verb == "build":
        line.children += payable_lines(step)
    return line


def payable_lines(step: Step) -> list[Line]:
    """Why a build was payable: colour and cost, spheres, converters, discount."""
    cid = step_card(step)
    assert cid is not None
    c = card(cid)
    detail = step.detail or {}
    source = detail.get("source", "display")
    if source in ("free", "free-archive"):
        return [Line(f"{cid} is built without paying (a free build)", "payable", "GIZ-TRIGGER-6")]
    spent = step_spheres(step)
    out = [
        Line(
            f"{cid} is a level {c.level} {c.color} gizmo costing {c.cost} {c.color} sphere(s)",
            "payable",
            "GIZ-BUILD-1",
        ),
        Line(
            f"spheres taken from the ring: {_spheres_text(spent)}",
            "payable",
            "GIZ-BUILD-3",
        ),
    ]
    units = sum(spent.values())
    for used, from_, to in detail.get("converters", []):
        conv = card(int(used)).converter
        amount = conv.amount if conv is not None else 1
        made = f"{amount} {to or from_}"
        out.append(
            Line(f"converter {used} turns 1 {from_} into {made}", "converter", "GIZ-CONVERT-1")
        )
        units += amount - 1
    if units < c.cost:
        out.append(
            Line(
                f"{c.cost - units} less to pay: a discount from the player's upgrades "
                f"({'research' if source == 'research' else source} build)",
                "discount",
                "GIZ-UPGRADE-4",
            )
        )
    out.append(
        Line(
            f"{units} {c.color} unit(s) paid for a cost of {c.cost}: payable",
            "payable",
            "GIZ-BUILD-3",
        )
    )
    return out


def _spheres_text(spheres: dict[str, int]) -> str:
    return ", ".join(f"{n} {c}" for c, n in spheres.items() if n) or "none"


def trigger_summary(steps: Sequence[Step]) -> list[Line]:
    """Which gizmos the turn triggered and which the player used, in order."""
    fired = [s.card for s in steps if s.verb == "trigger" and s.card]
    used = [s.card for s in steps if s.verb == "use" and s.card]
    if not fired:
        return [Line("no gizmo was triggered this turn", "triggers", "GIZ-TRIGGER-1")]
    out = [Line(f"triggered, in order: {', '.join(fired)}", "triggers", "GIZ-TRIGGER-1")]
    if used:
        out.append(
            Line(
                f"used one at a time, in the order chosen: {', '.join(used)}",
                "triggers",
                "GIZ-TRIGGER-2",
            )
        )
    unused = [c for c in fired if c not in used]
    if unused:
        out.append(Line(f"not used: {', '.join(unused)}", "triggers", "GIZ-TRIGGER-2"))
    return out


# ---------------------------------------------------------------------------
# files


def explain_run(number: int, run: ActionRun) -> ActionExplanation:
    played = run.played
    return ActionExplanation(
        number=number,
        player=played.action.player,
        action=describe(played.action),
        turn=played.turn,
        explanation=explain_steps(played.steps, finished=run.finished),
        steps=[gizmo_step_out(s) for s in played.steps],
    )


def explain_file(
    path: Path, action: int | None = None, turn: int | None = None
) -> list[ActionExplanation]:
    """Explain every action of a record or scenario file (``action``: only
    action N, from 1; ``turn``: only turn T's). Raises ``FormatError`` for a
    bad file and ``ValueError`` for an action or turn the file does not have."""
    runs, _ = runs_of_file(path)
    explained = [explain_run(i, run) for i, run in enumerate(runs, 1)]
    if action is not None:
        if not 1 <= action <= len(explained):
            raise ValueError(f"--action {action}: the file has {len(explained)} action(s)")
        explained = [explained[action - 1]]
    if turn is not None:
        explained = [e for e in explained if e.turn == turn]
        if not explained:
            raise ValueError(f"--turn {turn}: no action was taken in that turn")
    return explained


def explanation_text(explanations: Sequence[ActionExplanation]) -> str:
    """The explanations as indented plain text, one block per action."""
    blocks: list[Any] = []
    for e in explanations:
        head = f"action {e.number} (turn {e.turn}, {e.player})"
        blocks.append("\n".join([head, *line_lines(e.explanation, 1)]))
    return "\n\n".join(blocks) + "\n"
