"""Where answers come from, and the loop that feeds them to an engine.

An engine asks decisions (``pending``) and takes normalised answers
(``answer``). An :class:`AnswerSource` stands beside the engine's draw source
and gives the answer to each decision asked: a scenario's answer list, a
record event's answers, the answers an action was resolved with before.
:func:`feed_answers` answers the engine until no decision is pending or the
source has none left; every problem it raises says which answer (its index).
Inside an engine, :func:`~.answer_loop.next_pending` runs an action's
generator on to the next decision a player must answer, answering the others
by itself.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Final, Protocol

from adjudicator.core.decisions import AnswerError, Decision
from adjudicator.core.problems import AdjudicatorError, IllegalAnswer


class Answerable(Protocol):
    """An engine that asks decisions."""

    @property
    def pending(self) -> Decision | None: ...

    def answer(self, value: Any) -> None: ...


class _NoAnswer:
    def __repr__(self) -> str:
        return "NO_ANSWER"


NO_ANSWER: Final = _NoAnswer()
"""What a source gives when it has no answer left."""


class AnswerSource(Protocol):
    """The answers to the decisions an engine asks, in order."""

    @property
    def position(self) -> int:
        """The index of the next answer (where a problem with it is located)."""
        ...

    def next_answer(self, decision: Decision) -> Any:
        """The normalised answer to ``decision`` or :data:`NO_ANSWER`; raise
        :class:`AnswerError` when the given answer cannot fit the decision."""
        ...


Reader = Callable[[Decision, Any, Sequence[Any]], tuple[Any, int]]
"""Reads a given answer for a decision: (raw, the answers after it) -> (the
normalised answer, how many of the following answers it used as well)."""


def as_given(decision: Decision, raw: Any, following: Sequence[Any]) -> tuple[Any, int]:
    """A :data:`Reader` for answers that are already normalised."""
    return raw, 0


class ListedAnswers:
    """An :class:`AnswerSource` over a list of answers, each read by ``read``."""

    def __init__(self, answers: Sequence[Any], read: Reader = as_given) -> None:
        self.answers = list(answers)
        self.read = read
        self.used = 0

    @property
    def position(self) -> int:
        return self.used

    def next_answer(self, decision: Decision) -> Any:
        if self.used >= len(self.answers):
            return NO_ANSWER
        value, more = self.read(decision, self.answers[self.used], self.answers[self.used + 1 :])
        self.used += 1 + more
        return value

    def left(self) -> int:
        """How many answers no decision has used (yet)."""
        return len(self.answers) - self.used


def unwrap(decision: Decision, raw: Any) -> Any:
    """An answer given as ``{"player": P, "choose": X}`` (the scenario form
    naming who answers) as ``X``, checked to be for the player asked; any
    other answer as given."""
    if isinstance(raw, dict) and "choose" in raw:
        who = raw.get("player")
        if who is not None and who != decision.player:
            raise AnswerError(f"the answer is for {who}, but {decision.player} is being asked")
        return raw["choose"]
    return raw


def answer_error(decision: Decision, why: AnswerError) -> IllegalAnswer:
    """An answer that does not fit ``decision`` (DECIDE-1 unless it cites its own rule)."""
    return IllegalAnswer(
        f"{decision.player} was asked to {decision.prompt}; {why}",
        rule=decision.rule or "DECIDE-1",
    )


def feed_answers(engine: Answerable, source: AnswerSource) -> Decision | None:
    """Answer ``engine``'s decisions from ``source`` until none is pending (None)
    or the source has no answer left (the decision still pending). A problem with
    an answer is raised located at that answer's index."""
    while (decision := engine.pending) is not None:
        at = source.position
        try:
            value = source.next_answer(decision)
        except AnswerError as why:
            raise answer_error(decision, why).at(answer=at) from None
        if value is NO_ANSWER:
            return decision
        try:
            engine.answer(value)
        except AdjudicatorError as error:
            error.at(answer=at)
            raise
    return None
