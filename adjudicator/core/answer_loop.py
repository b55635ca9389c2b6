"""The one loop that runs an action on to its next real decision, shared by the games'
engines (Innovation's and Gizmos' ``Game._advance``).

Kept apart from :mod:`.answers` to be compiled with the engine (``compiled.txt``): it
runs for every action and every answer, and holds no class a caller subclasses.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import Any

from adjudicator.core.decisions import ASK, Decision, auto_answer


def next_pending(
    gen: Generator[Decision, Any, object],
    value: Any,
    record_auto: Callable[[Decision, Any], object],
) -> Decision | None:
    """Send ``value`` into an action's generator (None starts it) and run it on
    to the first decision :func:`~adjudicator.core.decisions.auto_answer` cannot
    answer: that decision, or None when the generator has stopped. Each
    decision answered on the way is passed to ``record_auto`` with its answer
    before the answer is sent. Any other exception (a game's end, an illegal
    answer) propagates.

    >>> from adjudicator.core.decisions import ChoosePlayer
    >>> def action():
    ...     one = yield ChoosePlayer(player="al", prompt="pick", options=("bo",))
    ...     two = yield ChoosePlayer(player="al", prompt="pick again", options=("bo", "cy"))
    ...     print(one, two)
    >>> gen, auto = action(), []
    >>> next_pending(gen, None, lambda decision, answer: auto.append(answer)).prompt
    'pick again'
    >>> auto
    ['bo']
    >>> next_pending(gen, "cy", lambda decision, answer: auto.append(answer)) is None
    bo cy
    True
    """
    try:
        decision = gen.send(value)
        while (answer := auto_answer(decision)) is not ASK:
            record_auto(decision, answer)
            decision = gen.send(answer)
    except StopIteration:
        return None
    return decision
