"""What the shared machinery asks of an Innovation position beyond playing it
(:class:`adjudicator.core.game.Position`): words for actions, the parts of
an action and outcomes for trees, card colours for drawings, and who sees a
card where, for views. :class:`~adjudicator.games.innovation.game.Game`
inherits these."""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Self

from adjudicator.core.steps import Cause, Zone
from adjudicator.games.innovation import tree, visibility
from adjudicator.games.innovation.actions import Action, describe
from adjudicator.games.innovation.state import State


class PositionHooks:
    state: State

    def describe(self, action: Action) -> str:
        return describe(action)

    def part(self, action: Action, cause: Cause) -> str | None:
        return tree.part_of_action(action, cause)

    def outcome_key(self) -> Hashable:
        return tree.outcome_key(self.state)

    def outcome_summary(self, before: Self) -> list[str]:
        return tree.outcome_lines(before.state, self.state)

    def card_color(self, name: str) -> str | None:
        return tree.card_color(name)

    def sees(self, viewer: str, zone: Zone) -> bool:
        return visibility.sees(zone, viewer)


if TYPE_CHECKING:  # mypy checks that Innovation satisfies the core protocols
    from adjudicator.core.game import NewPosition, Position
    from adjudicator.games.innovation.game import Game
    from adjudicator.games.innovation.setup import new_game

    def _a_position(game: Game) -> Position[Action]:
        return game

    _STARTS: NewPosition = new_game
