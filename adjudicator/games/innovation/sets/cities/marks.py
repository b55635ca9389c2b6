"""Flags and fountains: achievements counted from the boards (CITY-18 to CITY-20).

A board's packed icon count carries the flags and fountains it shows
(:func:`~adjudicator.games.innovation.engine.board_icons.flags_shown`), kept with each
pile's icons: a board without a flag is counted without looking at the others."""

from __future__ import annotations

from adjudicator.games.innovation.engine.board_icons import (
    flags_shown,
    fountains_shown,
    player_named,
    seat_icon_total,
)
from adjudicator.games.innovation.engine.cards import Color, Splay
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
    return _holding_flags(state, p) if flags_shown(seat_icon_total(p)) else 0


def _holding_flags(state: State, p: PlayerState) -> int:
    """:func:`counting_flags` of a board showing a flag: the opponents found once."""
    total = 0
    opponents: list[PlayerState] | None = None
    for color, pile in p.board.items():
        flags = flags_shown(pile.packed_icons()) if pile.cards else 0
        if not flags:
            continue
        if opponents is None:
            opponents = [state.player(o) for o in state.opponents(p.name)]
        mine = visible_cards(p, color)
        if all(visible_cards(o, color) <= mine for o in opponents):  # flag_holds's
            total += flags
    return total


def counting_fountains(state: State, player: str) -> int:
    """CITY-19: each visible fountain counts one."""
    return fountains_shown(seat_icon_total(state.player(player)))


def flags_and_fountains(state: State, player: str) -> int:
    """The achievements ``player``'s board counts beyond the cards (CITY-20):
    one packed count says whether any flag shows."""
    # read natively (board_icons): after every change in a game with Cities (CITY-20)
    p = player_named(state, player)
    total = seat_icon_total(p)
    counted = fountains_shown(total)
    return counted + _holding_flags(state, p) if flags_shown(total) else counted
