"""The verdict on a game record, for every game: the :class:`Report` that
``check`` prints, and a problem in words."""

from __future__ import annotations

from typing import Literal, cast

import msgspec

from adjudicator.core.problems import Problem

Verdict = Literal[
    "valid", "illegal", "divergence", "incomplete", "contradiction", "unsupported", "unreadable"
]


class Report(msgspec.Struct):
    """The verdict on one record: the first problem's code, or "valid"."""

    file: str | None
    verdict: Verdict
    events: int
    actions_checked: int
    problems: list[Problem]
    notes: list[str]
    winners: list[str] | None
    game_over: str | None
    turn: int
    view: str | None = None

    def __repr__(self) -> str:
        problems = len(self.problems)
        found = f", {problems} problem{'s' if problems != 1 else ''}" if problems else ""
        return f"<Report {self.verdict}: {self.actions_checked} actions checked{found}>"


def verdict_of(problems: list[Problem]) -> Verdict:
    return cast(Verdict, problems[0].code) if problems else "valid"


def unreadable(file: str, problem: Problem) -> Report:
    """The report on a file that could not be read as a record."""
    where = (problem.path or "$") + (f" (line {problem.line})" if problem.line is not None else "")
    found = Problem(code="unreadable", message=f"{where}: {problem.message}")
    return Report(
        file=file,
        verdict="unreadable",
        events=0,
        actions_checked=0,
        problems=[found],
        notes=[],
        winners=None,
        game_over=None,
        turn=0,
    )


def event_label(index: int) -> str:
    """An event as a person counts it, from 1 (JSON keeps the 0-based index)."""
    return f"event {index + 1}"


def problem_text(p: Problem, file: str | None = None) -> str:
    """A record's problem in words: "illegal: [event 11; turn 6, action 1; alice] … (ACHIEVE-1)";
    where an imported log has it: "BGA move 9, line 246", or "GAME.txt line 17" for a
    log without move numbers (the notation) read from ``file``."""
    where = []
    if p.move is not None:
        where.append(f"BGA move {p.move}" + (f", line {p.line}" if p.line is not None else ""))
    elif p.line is not None:
        where.append(f"{file} line {p.line}" if file else f"line {p.line}")
    if p.event is not None:
        where.append(event_label(p.event))
    if p.turn is not None:
        where.append(f"turn {p.turn}" + (f", action {p.action}" if p.action else ""))
    if p.player:
        where.append(p.player)
    place = f"[{'; '.join(where)}] " if where else ""
    rule = f" ({p.rule})" if p.rule else ""
    return f"{p.code}: {place}{p.message}{rule}"
