"""The state's reads that run on every action: a player by name, the players
clockwise, a player's top cards and highest top value, each player's count of an icon.

Kept apart from :mod:`.state` to be compiled (``compiled.txt``): the state's classes
are msgspec Structs, which mypyc does not compile. Their methods call these, and the
compiled modules call them directly (a native call, no interpreted frame).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from adjudicator.games.innovation.engine.board_icons import LANE, SHIFT, board_icon_total
from adjudicator.games.innovation.engine.cards import Icon, card_ages

if TYPE_CHECKING:  # state imports this module
    from adjudicator.games.innovation.engine.state import PlayerState, State


def player_named(state: State, name: str) -> PlayerState:
    for p in state.players:
        if p.name == name:
            return p
    raise KeyError(name)


def player_names(state: State) -> list[str]:
    return [p.name for p in state.players]


def clockwise_from(state: State, name: str, include_self: bool = False) -> list[str]:
    """Players clockwise starting at ``name``'s left (``name`` last if included)."""
    names = player_names(state)
    i = names.index(name)
    order = names[i + 1 :] + names[:i]
    eliminated = state.eliminated
    if eliminated:  # out of the game: never in the order
        order = [n for n in order if n not in eliminated]
    if include_self:
        order.append(name)
    return order


def top_cards(me: PlayerState) -> list[str]:
    out: list[str] = []
    for pile in me.board.values():
        cards = pile.cards
        if cards:
            out.append(cards[0])
    return out


def highest_top_value(me: PlayerState) -> int:
    """TERM-VALUE: 0 with an empty board."""
    ages = card_ages()
    best = 0
    for pile in me.board.values():
        cards = pile.cards
        if cards:
            age = ages[cards[0]]
            if age > best:
                best = age
    return best


def icon_counts_of(players: list[PlayerState], icon: Icon) -> dict[str, int]:
    """Each player's count of ``icon`` (TERM-ICONS), by name."""
    shift = SHIFT[icon]
    return {p.name: board_icon_total(p.board) >> shift & LANE for p in players}
