"""What an effect runs in: the Dogma action's lasting memory (:class:`DogmaRun`)
and who is who in one effect's execution (:class:`ContextBase`: "you" is the
executing player, "I/me" the :attr:`~ContextBase.leader` who took the Dogma
action). The queries, primitives and decisions build on it, in
:mod:`.effect_queries`, :mod:`.effect_moves` and :mod:`.effect_decisions`.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from adjudicator.core.decisions import Decision
from adjudicator.core.steps import SHARED_CAUSES, Cause, shared_cause
from adjudicator.games.innovation.engine.board_icons import player_named
from adjudicator.games.innovation.engine.cards import card
from adjudicator.games.innovation.engine.state import PlayerState, State

if TYPE_CHECKING:
    from adjudicator.games.innovation.engine.game_base import DogmaRun, GameBase

Gen = Generator[Decision, Any, Any]


def value(name: str) -> int:
    return card(name).age


class ContextBase:
    """One player's execution of one effect: who is who."""

    def __init__(
        self,
        g: GameBase,
        run: DogmaRun,
        card_name: str,
        effect_index: int,
        player: str,
        # no "*": a missing argument filled from a tuple, not a dict (every execution)
        demand: bool,
        via_execute: bool = False,
        depth: int = 0,
    ) -> None:
        self.g = g
        self.run = run
        self.card = card_name
        self.effect_index = effect_index
        self.player = player
        self.demand = demand
        self.via_execute = via_execute
        self.depth = depth
        # what the steps of this execution cite (its parts never change)
        cause = Cause(card_name, effect_index, player, run.leader, demand, depth, via_execute)
        self.cause = SHARED_CAUSES.get(cause) or shared_cause(cause)  # its lookup inline

    # ------------------------------------------------------------------ who
    @property
    def state(self) -> State:
        return self.g.state

    @property
    def leader(self) -> str:
        """ "I / me / my" in a demand: the player who took the Dogma action."""
        return self.run.leader

    def p(self, name: str | None = None) -> PlayerState:
        return player_named(self.g.state, name or self.player)  # not through the property

    @property
    def me(self) -> PlayerState:
        return self.p()

    @property
    def memory(self) -> dict[str, Any]:
        return self.run.memory

    def opponents(self, name: str | None = None) -> list[str]:
        """Opponents of the executing player, clockwise from their left (DOGMA-5, TEAM-1)."""
        return self.state.opponents(name or self.player)

    def others(self, name: str | None = None) -> list[str]:
        """Every other player, partner included, clockwise from the left."""
        return self.state.others(name or self.player)

    def everyone(self) -> list[str]:
        """All players, the executing player first, then clockwise."""
        return [self.player, *self.others()]
