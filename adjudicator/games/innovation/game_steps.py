"""Which of a game's steps are still needed once the actions before are checked."""

from __future__ import annotations

from collections.abc import Sequence
from operator import attrgetter

from adjudicator.core.steps import Step

_VERB = attrgetter("verb")


def this_turn_start(steps: Sequence[Step], turn: int) -> int:
    """The index of the first step of turn ``turn``'s actions (``len(steps)``
    when none is there yet): the earliest "action" step of the unbroken run of
    this turn's actions at the end, as CITY-21's look back over the steps sees it."""
    n = len(steps)
    # the verbs from the last step back: the action steps found by list.index
    backwards = list(map(_VERB, reversed(steps)))
    start = n
    k = 0
    while True:
        try:
            k = backwards.index("action", k)
        except ValueError:
            return start
        index = n - 1 - k
        k += 1
        detail = steps[index].detail
        if detail is None:
            continue
        if detail.get("turn") != turn:
            return start
        start = index
