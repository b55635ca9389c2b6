"""Where an accepted imported action's note says the log has it: BGA's move and line, or
only the line for a log without move numbers (the notation) — never "BGA move None"."""

from __future__ import annotations

from adjudicator.core.problems import Problem
from adjudicator.games.innovation.records import DrawEvent
from adjudicator.games.innovation.replay.imported import why_accepted

FOUND = Problem("divergence", "the log shows more")


def test_a_bga_log_names_move_and_line() -> None:
    event = DrawEvent(player="alice", bga_move=12, source_line=35)
    assert why_accepted(event, FOUND) == " (BGA move 12, line 35: the log shows more)"


def test_a_notation_file_names_only_the_line() -> None:
    event = DrawEvent(player="alice", source_line=34)
    assert why_accepted(event, FOUND) == " (line 34: the log shows more)"


def test_no_place_known_gives_only_the_reason() -> None:
    assert why_accepted(DrawEvent(player="alice"), FOUND) == " (the log shows more)"
