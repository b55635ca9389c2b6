"""What the shared machinery asks of a Gizmos position beyond playing it
(:class:`adjudicator.core.game.Position`): words for actions, the parts of a
turn and outcomes for trees, card colours for drawings, and who sees a card
where. :class:`~adjudicator.games.gizmos.game.Game` inherits these."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Self

from adjudicator.core.steps import Cause, Zone
from adjudicator.games.gizmos import outcomes
from adjudicator.games.gizmos.actions import Action, describe
from adjudicator.games.gizmos.state import State


class PositionHooks:
    @property
    def state(self) -> State:
        raise NotImplementedError

    def describe(self, action: Action) -> str:
        return describe(action)

    def part(self, action: Action, cause: Cause) -> str | None:
        return outcomes.part_of_turn(cause)

    def outcome_key(self) -> Hashable:
        return outcomes.outcome_key(self.state)

    def outcome_summary(self, before: Self) -> list[str]:
        return outcomes.outcome_lines(before.state, self.state)

    def card_color(self, name: str) -> str | None:
        return outcomes.card_color(name)

    def sees(self, viewer: str, zone: Zone) -> bool:
        """Everything is face up but the decks and the dispenser (GIZ-SETUP-*)."""
        return zone.kind not in ("deck", "dispenser")
