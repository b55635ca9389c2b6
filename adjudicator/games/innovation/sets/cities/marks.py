"""Flags and fountains: achievements counted from the boards (CITY-18 to CITY-20)."""

from __future__ import annotations

from adjudicator.games.innovation.engine.cards import COLORS, Color, Splay, marked_cards
from adjudicator.games.innovation.engine.state import PlayerState, State


def visible_cards(p: PlayerState, color: Color) -> int:
    """CITY-18: 0 for no pile, 1 for an unsplayed pile, the whole pile when splayed."""
    pile = p.board[color]
    if not pile.cards:
        return 0
    return 1 if pile.splay is Splay.NONE else len(pile.cards)


def flag_holds(state: State, player: str, color: Color) -> bool:
    """CITY-18: no opponent (a partner is none, TEAM-1) shows more cards of ``color``."""
    mine = visible_cards(state.player(player), color)
    return all(visible_cards(state.player(o), color) <= mine for o in state.opponents(player))


def counting_flags(state: State, player: str) -> int:
    """CITY-18: each visible flag of a color no opponent outnumbers counts one."""
    p = state.player(player)
    marked = marked_cards()
    total = 0
    for color in COLORS:
        if marked.isdisjoint(p.board[color].cards):
            continue  # a pile without a card with marks shows no flag
        flags = p.visible_marks(color).count("flag")
        if flags and flag_holds(state, player, color):
            total += flags
    return total


def counting_fountains(state: State, player: str) -> int:
    """CITY-19: each visible fountain counts one."""
    p = state.player(player)
    marked = marked_cards()
    if all(marked.isdisjoint(pile.cards) for pile in p.board.values()):
        return 0  # no card with marks on the board
    return p.visible_marks().count("fountain")


def flags_and_fountains(state: State, player: str) -> int:
    """The achievements ``player``'s board counts beyond the cards (CITY-20)."""
    return counting_flags(state, player) + counting_fountains(state, player)
