"""Which of a game's steps are still needed once the actions before are checked."""

from __future__ import annotations

from adjudicator.core.steps import Step


def this_turn_start(steps: list[Step], turn: int) -> int:
    """The index of the first step of turn ``turn``'s actions (``len(steps)``
    when none is there yet): the earliest "action" step of the unbroken run of
    this turn's actions at the end, as CITY-21's look back over the steps sees it."""
    start = len(steps)
    for index in range(len(steps) - 1, -1, -1):
        step = steps[index]
        if step.verb != "action" or step.detail is None:
            continue
        if step.detail.get("turn") != turn:
            break
        start = index
    return start
