"""The verdict on a record: the report ``check`` prints (:mod:`adjudicator.core.report`),
and where a problem was."""

from __future__ import annotations

from adjudicator.core.report import Report as Report
from adjudicator.core.report import Verdict as Verdict
from adjudicator.core.report import problem_text as problem_text
from adjudicator.core.report import unreadable as unreadable
from adjudicator.core.report import verdict_of as verdict_of
from adjudicator.games.innovation.engine.state import State


def action_number(state: State) -> int | None:
    """Which action of the turn (1 or 2) is being taken; None outside play."""
    if state.phase != "play":
        return None
    total = 1 if state.turn <= state.single_action_turns else 2
    return total - state.actions_left + 1
