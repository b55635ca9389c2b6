"""What every game's scenario runner shares (``scenario.md``): reading the
file, the loop that takes the actions and feeds the answers, and the output
shapes of an error and of a pending decision.

A game's runner decodes its own file and builds its own position; then
:func:`resolve` takes the actions in order, answering each decision from the
scenario's answers (:mod:`adjudicator.core.answers`), and stops at the first
problem or at a decision the answers leave unanswered.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any, NamedTuple, Protocol, TypeVar

import msgspec

from adjudicator.core.answers import ListedAnswers, feed_answers
from adjudicator.core.decisions import Decision, decision_kind
from adjudicator.core.files import read_file
from adjudicator.core.problems import (
    AdjudicatorError,
    FormatError,
    IllegalAction,
    Location,
    Problem,
    UnsupportedCard,
)

A = TypeVar("A", contravariant=True)

# the problems a scenario reports in its result (exit 1); any other is raised
RESULT_ERRORS: tuple[type[AdjudicatorError], ...] = (IllegalAction, UnsupportedCard)


class Engine(Protocol[A]):
    """A game position that takes actions and asks decisions."""

    @property
    def pending(self) -> Decision | None: ...

    def apply(self, action: A) -> None: ...

    def answer(self, value: Any) -> None: ...


class Resolution(NamedTuple):
    """How a scenario's actions ended: at a pending decision, at a problem, or resolved."""

    pending: Decision | None = None
    error: Problem | None = None


def resolve(
    engine: Engine[A],
    actions: Sequence[A],
    answers: ListedAnswers,
    *,
    first: int = 0,
    all_used: bool = True,
) -> Resolution:
    """Take ``actions``, answering each decision from ``answers``; stop at the
    first problem (located at its action's or answer's index; ``first`` is the
    index of ``actions[0]``), or at a decision the answers leave unanswered.
    Answers left unused are a problem too (unless ``all_used`` is False: more
    actions are to come)."""
    for i, action in enumerate(actions, first):
        try:
            try:
                engine.apply(action)
            except RESULT_ERRORS as exc:
                raise exc.at(action=i) from None
            pending = feed_answers(engine, answers)
        except RESULT_ERRORS as exc:
            return Resolution(error=exc.problem)
        if pending is not None:
            return Resolution(pending=pending)
    if all_used and answers.left():
        unused = Problem(
            code="illegal",
            message=f"{answers.left()} answer(s) left unused; no decision asked for them",
            answer=answers.position,
        )
        return Resolution(error=unused)
    return Resolution()


def read_input(path: Path) -> bytes:
    """The bytes of an input file (a :class:`FormatError` when it cannot be read)."""
    try:
        return read_file(path)
    except OSError as exc:
        raise FormatError(
            f"cannot read {path}: {exc.strerror}", location=Location(path="$")
        ) from None


class ErrorOut(msgspec.Struct, omit_defaults=True):
    """The contract's form of a scenario's :class:`Problem`: the rule, the
    message and the action's or the answer's index (from 0)."""

    rule: str | None
    message: str
    action: int | None = None
    answer: int | None = None

    @classmethod
    def of(cls, problem: Problem) -> ErrorOut:
        return cls(problem.rule, problem.message, action=problem.action, answer=problem.answer)


class PathErrorOut(msgspec.Struct):
    path: str
    message: str


class FileErrorOut(msgspec.Struct):
    error: PathErrorOut


def format_error_json(exc: FormatError) -> bytes:
    """An invalid file's ``--json`` output: ``{"error": {"path", "message"}}``."""
    return msgspec.json.encode(FileErrorOut(PathErrorOut(exc.location.path or "$", exc.message)))


# the contract's form of a pending decision (no docstring: it would enter the schemas)
class PendingOut(msgspec.Struct):
    player: str
    decision: str
    prompt: str
    rule: str | None
    optional: bool
    min: int
    max: int
    options: list[Any]


def pending_fields(d: Decision) -> dict[str, Any]:
    """The fields of :class:`PendingOut` for ``d`` (a game may add its own)."""
    return {
        "player": d.player,
        "decision": decision_kind(d),
        "prompt": d.prompt,
        "rule": d.rule,
        "optional": d.optional,
        "min": d.min,
        "max": d.max,
        "options": list(d.options),
    }


def pending_out(d: Decision) -> PendingOut:
    return PendingOut(**pending_fields(d))
