"""Outcomes applied from outside the engine: a game record's outcome that
depended on cards hidden from its viewer, and the end of the game the record
says that outcome caused."""

from __future__ import annotations

from typing import TYPE_CHECKING

from adjudicator.core.steps import NO_CAUSE
from adjudicator.games.innovation.engine.actions import Action, InitialMeld
from adjudicator.games.innovation.engine.ending import check_achievement_win, end_by_score
from adjudicator.games.innovation.engine.game_base import GameOver
from adjudicator.games.innovation.engine.legality import record_action
from adjudicator.games.innovation.engine.recording import record

if TYPE_CHECKING:
    from adjudicator.games.innovation.engine.game_base import GameBase


def begin_resolved(g: GameBase, action: Action, note: str) -> None:
    """Start ``action`` whose outcome is applied from outside the engine (a
    record's outcome that depended on cards hidden from its viewer); the
    caller has checked it (:meth:`Game.check`), applies the outcome, then calls
    :func:`finish_resolved`."""
    record_action(g, action, {"outside": True})
    record(g, NO_CAUSE, "note", note, rule=None, actor=action.player, change=False)


def finish_resolved(g: GameBase, action: Action) -> None:
    """Count ``action`` as taken: the turn bookkeeping of :func:`begin_resolved`."""
    g.history.append((action, []))
    if isinstance(action, InitialMeld):
        g.state.initial_melds[action.player] = action.card
    g.finish_action(action)


def end_now_by_score(g: GameBase, why: str) -> None:
    """End the game now by END-2 (a draw above 10)."""
    try:
        end_by_score(g, why)
    except GameOver as over:
        g.end_game(over)


def check_achievement_end(g: GameBase) -> None:
    """END-1 for every player, now (after changes made from outside the engine)."""
    try:
        for name in g.state.turn_order_from_current():
            check_achievement_win(g, name)
    except GameOver as over:
        g.end_game(over)


def end_by_record(g: GameBase, winners: list[str], reason: str) -> None:
    """End the game as a record says a card effect ended it (END-3)."""
    g.end_game(GameOver(winners, reason, "END-3", f"{' and '.join(winners)} win by {reason}"))
