"""The one answer loop the engines share (`adjudicator.core.answer_loop.next_pending`)."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

import pytest

from adjudicator.core.answer_loop import next_pending
from adjudicator.core.decisions import ChooseCards, ChoosePlayer, Decision


def _action(log: list[Any]) -> Generator[Decision, Any, None]:
    log.append((yield ChooseCards(player="al", prompt="none", options=())))
    log.append((yield ChoosePlayer(player="al", prompt="one", options=("bo",))))
    log.append((yield ChoosePlayer(player="al", prompt="two", options=("bo", "cy"))))
    log.append((yield ChoosePlayer(player="al", prompt="last", options=("cy",))))


def test_next_pending_answers_what_it_can_and_stops_at_a_choice() -> None:
    log: list[Any] = []
    recorded: list[tuple[str, Any, int]] = []  # and how many answers were sent before

    def record(decision: Decision, answer: Any) -> None:
        recorded.append((decision.prompt, answer, len(log)))

    gen = _action(log)
    pending = next_pending(gen, None, record)
    assert pending is not None and pending.prompt == "two"
    assert recorded == [("none", (), 0), ("one", "bo", 1)]
    assert next_pending(gen, "cy", record) is None
    assert recorded[2:] == [("last", "cy", 3)]
    assert log == [(), "bo", "cy", "cy"]


def test_next_pending_lets_other_exceptions_through() -> None:
    def action() -> Generator[Decision, Any, None]:
        yield ChoosePlayer(player="al", prompt="one", options=("bo",))
        raise LookupError("the game ends")

    with pytest.raises(LookupError):
        next_pending(action(), None, lambda decision, answer: None)
