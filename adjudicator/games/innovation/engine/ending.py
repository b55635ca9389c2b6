"""The ends of the game: by achievements (END-1), by score after a draw above
10 (END-2), by a card's text (END-3). Each raises :class:`GameOver`, which
unwinds the action at once; the game records the end."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from adjudicator.core.steps import Step
from adjudicator.games.innovation.engine import registry
from adjudicator.games.innovation.engine.board_icons import (
    achievements_to_win,
    player_named,
    player_names,
    turn_order_from_current,
)
from adjudicator.games.innovation.engine.game_base import GameOver
from adjudicator.games.innovation.engine.state import State

Counter = Callable[[State, str], int]  # a set's counted achievements (CardSet)

if TYPE_CHECKING:
    from adjudicator.games.innovation.engine.game_base import GameBase


def achievement_count(state: State, player: str) -> int:
    """The achievements that count for ``player`` alone: the cards, plus what the
    sets in play count beyond them (Cities' flags and fountains, CITY-18..20)."""
    return _counted(state, player, registry.counting(state.expansions).counters)


def _counted(state: State, player: str, counters: tuple[Counter, ...]) -> int:
    total = len(player_named(state, player).achievements)
    for count in counters:
        total += count(state, player)
    return total


def achievements_needed(state: State) -> int:
    """END-1, plus what the expansions add (CITY-3)."""
    return achievements_to_win(state) + registry.more_to_win(state.expansions)


def team_achievements(state: State, player: str) -> int:
    counters = registry.counting(state.expansions).counters
    if not state.teams:
        return _counted(state, player, counters)
    return sum(_counted(state, n, counters) for n in state.team_of(player))


def check_achievement_wins(g: GameBase) -> None:
    """END-1 for every player, in turn order from the current one (after a
    change that can change achievements without claiming one, CITY-20): the
    sets' counters looked up once."""
    state = g.state
    counting = registry.counting(state.expansions)
    # the state's reads natively (board_icons): after every change with Cities (CITY-20)
    need = achievements_to_win(state) + counting.more_to_win
    for name in turn_order_from_current(state):
        if state.teams:
            have = sum(_counted(state, n, counting.counters) for n in state.team_of(name))
        else:
            have = _counted(state, name, counting.counters)
        if have >= need:
            _win_by_achievements(state, name, have, need)


def check_achievement_win(g: GameBase, player: str, need: int | None = None) -> None:
    """END-1 (``need``: :func:`achievements_needed`, when already known)."""
    state = g.state
    if need is None:
        need = achievements_needed(state)
    have = team_achievements(state, player)
    if have >= need:
        _win_by_achievements(state, player, have, need)


def _win_by_achievements(state: State, player: str, have: int, need: int) -> None:
    winners = state.team_of(player)
    who = " and ".join(winners)
    raise GameOver(
        winners,
        "achievements",
        "END-1",
        f"{who} {'have' if len(winners) > 1 else 'has'} {have} achievements, "
        f"{need} are needed to win: the game ends",
    )


def end_by_score(g: GameBase, why: str) -> None:
    """END-2: highest score; ties by achievements; still tied, a shared win."""
    state = g.state
    groups: list[list[str]] = []
    for name in player_names(state):
        if name in state.eliminated:
            continue
        team = state.team_of(name)
        if team not in groups:
            groups.append(team)

    def key(team: list[str]) -> tuple[int, int]:
        pts = sum(player_named(state, n).score_points() for n in team)
        ach = sum(achievement_count(state, n) for n in team)
        return (pts, ach)

    best = max(key(t) for t in groups)
    winners = [n for t in groups if key(t) == best for n in t]
    winners = [n for n in player_names(state) if n in winners]
    raise GameOver(
        winners,
        "score",
        "END-2",
        f"{why}: the game ends; {' and '.join(winners)} "
        f"{'win' if len(winners) > 1 else 'wins'} with {best[0]} points",
    )


def lose(g: GameBase, player: str, card_name: str) -> None:
    """ "You lose!" (Exxon Valdez): in the team game the other team wins at once;
    otherwise ``player`` is out of the game, and when a single player remains in
    it, that player wins (END-3)."""
    state = g.state
    if state.teams:
        other = next(n for n in player_names(state) if state.are_opponents(player, n))
        win(g, other, card_name)
    if g.undo is not None:
        g.undo.touch(state.eliminated)
    state.eliminated.append(player)
    g.add_step(
        Step(
            f"{player} loses by {card_name} and is out of the game",
            "note",
            "END-3",
            player,
            cause=g.effect_cause,
        )
    )
    left = [n for n in player_names(state) if n not in state.eliminated]
    if len(left) == 1:
        win(g, left[0], card_name)


def win(g: GameBase, player: str, card_name: str) -> None:
    """END-3: the executing player (and their partner) wins at once."""
    winners = g.state.team_of(player)
    winners = [n for n in player_names(g.state) if n in winners]
    raise GameOver(winners, card_name, "END-3", f"{player} wins by {card_name}")
