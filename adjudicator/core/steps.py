"""Structured steps: every state change and every decision, in order.

Explanations, the free-draw test (DOGMA-6), replay checks and trees all read
the same steps. ``change`` marks steps that changed the game in the sense of
DOGMA-6 (a card moved or revealed, a pile splayed or rearranged).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import msgspec


class Step(msgspec.Struct, frozen=True):
    text: str
    verb: str
    rule: str | None = None
    actor: str | None = None
    card: str | None = None
    cards: tuple[str, ...] = ()
    from_player: str | None = None
    from_zone: str | None = None
    to_player: str | None = None
    to_zone: str | None = None
    # What caused it: the card whose effect ran, the effect's index (0-based),
    # the player executing it and the player who took the Dogma action.
    effect_card: str | None = None
    effect_index: int | None = None
    executor: str | None = None
    leader: str | None = None
    demand: bool = False
    depth: int = 0
    change: bool = False
    detail: dict[str, Any] | None = None


def split_actions(steps: Sequence[Step]) -> list[list[Step]]:
    """The steps of each action, each list starting at its "action" step
    (steps before the first action, such as set-up draws, are left out)."""
    groups: list[list[Step]] = []
    for step in steps:
        if step.verb == "action":
            groups.append([])
        if groups:
            groups[-1].append(step)
    return groups
