"""What the shared machinery asks of an Innovation position beyond playing it
(:class:`adjudicator.core.game.Position`): words for actions, the parts of
an action and outcomes for trees, card colours for drawings, and who sees a
card where, for views. :class:`~adjudicator.games.innovation.engine.game.Game`
inherits these."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Self

from adjudicator.core.steps import Cause, Zone
from adjudicator.games.innovation.engine import outcomes, visibility
from adjudicator.games.innovation.engine.actions import Action, describe
from adjudicator.games.innovation.engine.state import State


class PositionHooks:
    state: State

    def describe(self, action: Action) -> str:
        return describe(action)

    def part(self, action: Action, cause: Cause) -> str | None:
        return outcomes.part_of_action(action, cause)

    def outcome_key(self) -> Hashable:
        return outcomes.outcome_key(self.state)

    def outcome_summary(self, before: Self) -> list[str]:
        return outcomes.outcome_lines(before.state, self.state)

    def card_color(self, name: str) -> str | None:
        return outcomes.card_color(name)

    def sees(self, viewer: str, zone: Zone) -> bool:
        return visibility.sees(zone, viewer)
