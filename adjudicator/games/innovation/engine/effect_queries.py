"""What an effect may ask about the position: piles, hands, icons, values."""

from __future__ import annotations

from collections.abc import Iterable

from adjudicator.games.innovation.engine.achieving import ineligible
from adjudicator.games.innovation.engine.board_icons import top_cards
from adjudicator.games.innovation.engine.cards import COLORS, Color, Icon, Splay, bonus_of, card
from adjudicator.games.innovation.engine.effect_base import ContextBase, value


class ContextQueries(ContextBase):
    """The queries of an :class:`~adjudicator.games.innovation.engine.effect_context.EffectContext`."""

    def hand(self, name: str | None = None) -> list[str]:
        return list(self.p(name).hand)

    def score_pile(self, name: str | None = None) -> list[str]:
        return list(self.p(name).score)

    def forecast(self, name: str | None = None) -> list[str]:
        """The forecast (ECHO-21), in the order the cards arrived."""
        return list(self.p(name).forecast)

    def bonuses(self, name: str | None = None, color: Color | None = None) -> list[int]:
        """The visible bonuses on the board (of one pile if ``color``), ECHO-9."""
        marks = self.p(name).visible_marks(color)
        return [int(m[6:]) for m in marks if m.startswith("bonus_")]

    def visible_cards(self, color: Color, name: str | None = None) -> int:
        """How many cards a pile shows: every card of a splayed pile, the top card
        of an unsplayed one (none when empty)."""
        pile = self.p(name).board[color]
        return len(pile.cards) if pile.splay is not Splay.NONE else min(len(pile.cards), 1)

    def visible_echoes(self, color: Color, name: str | None = None) -> int:
        """How many echo effects the pile shows (ECHO-7)."""
        return self.p(name).visible_marks(color).count("echo")

    def eligible(self, age: int, name: str | None = None, *, points: int | None = None) -> bool:
        """ECHO-27 (ACHIEVE-1): may the player claim an achievement of value
        ``age``? ``points``: the score to judge by, the player's by default."""
        return ineligible(self.p(name), age, points=points) is None

    def available_achievements(self) -> list[str]:
        """The available standard achievements, the one available longest first."""
        return list(self.state.achievements)

    @staticmethod
    def bonus(c: str) -> int | None:
        """The card's bonus, or None (ECHO-7: the whole card)."""
        return bonus_of(c)

    def top_cards(self, name: str | None = None) -> list[str]:
        return top_cards(self.p(name))

    def top(self, color: Color, name: str | None = None) -> str | None:
        return self.p(name).top(color)

    def bottom(self, color: Color, name: str | None = None) -> str | None:
        return self.p(name).board[color].bottom

    def pile(self, color: Color, name: str | None = None) -> list[str]:
        return list(self.p(name).board[color].cards)

    def splay_of(self, color: Color, name: str | None = None) -> Splay:
        return self.p(name).board[color].splay

    def colors_on_board(self, name: str | None = None) -> list[Color]:
        return [c for c in COLORS if self.p(name).board[c].cards]

    def icons(self, icon: Icon, name: str | None = None) -> int:
        return self.p(name).icon_count(icon)

    def points(self, name: str | None = None) -> int:
        return self.p(name).score_points()

    @staticmethod
    def highest(cards: Iterable[str]) -> int:
        return max((value(c) for c in cards), default=0)

    @staticmethod
    def lowest(cards: Iterable[str]) -> int:
        return min((value(c) for c in cards), default=0)

    @staticmethod
    def with_icon(cards: Iterable[str], icon: Icon) -> list[str]:
        return [c for c in cards if card(c).has_icon(icon)]

    @staticmethod
    def without_icon(cards: Iterable[str], icon: Icon) -> list[str]:
        return [c for c in cards if not card(c).has_icon(icon)]

    @staticmethod
    def of_value(cards: Iterable[str], age: int) -> list[str]:
        return [c for c in cards if value(c) == age]

    @staticmethod
    def of_color(cards: Iterable[str], color: Color) -> list[str]:
        return [c for c in cards if card(c).color == color]

    def can_splay(self, color: Color, direction: Splay, name: str | None = None) -> bool:
        pile = self.p(name).board[color]
        return len(pile.cards) >= 2 and pile.splay != direction
