"""Innovation's side of decision trees (the explorer and its drawing are
:mod:`adjudicator.core.tree`): draws of supply cards whose order is unknown
are chance, the parts of an action are its effects (and the free draw), and
an outcome is summed up by what changed for each player.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from adjudicator.core.tree import FORMATS as FORMATS
from adjudicator.core.tree import DecisionTree as DecisionTree
from adjudicator.core.tree import GraphvizMissing as GraphvizMissing
from adjudicator.core.tree import Limits as Limits
from adjudicator.core.tree import NeedChance
from adjudicator.core.tree import explore as explore_position
from adjudicator.core.tree import to_dot as to_dot
from adjudicator.core.tree import write as write
from adjudicator.games.innovation.engine.actions import Action
from adjudicator.games.innovation.engine.cards import BASE
from adjudicator.games.innovation.engine.state import State

if TYPE_CHECKING:
    from adjudicator.games.innovation.engine.game import Game


def explore(
    game: Game,
    action: Action,
    *,
    taken: Sequence[Any] = (),
    drawn: Sequence[str] = (),
    unknown: Mapping[tuple[str, int], Collection[str]] | None = None,
    limits: Limits | None = None,
) -> DecisionTree:
    """The decision tree of ``action`` from ``game`` (positioned just before it).

    The highlighted path follows ``taken``, the answers actually given, and
    ``drawn``, the cards actually drawn at chance nodes (by default the card
    the game's own pile order puts on top). ``unknown`` lists, per supply pile
    (its set and age), the cards whose order is not known: drawing one of them is
    chance — a city pile's too (CITY-10).
    """
    piles = unknown or {}

    def prepare(g: Game, forced: list[str]) -> None:
        g.source = ForcedDraws(g, piles, forced)

    return explore_position(game, action, prepare, taken=taken, drawn=drawn, limits=limits)


# ---------------------------------------------------------------------------
# chance


class ForcedDraws:
    """A draw source: fixed cards come off the top of their pile; a card of
    unknown position is the next of ``forced``, else :class:`NeedChance`."""

    def __init__(
        self,
        game: Game,
        unknown: Mapping[tuple[str, int], Collection[str]],
        forced: Sequence[str],
    ) -> None:
        self.game = game
        self.unknown = unknown
        self.forced = list(forced)
        self.used = 0

    def take(
        self, state: State, age: int, player: str, supply: str = BASE, bottom: bool = False
    ) -> str:
        pile = state.pile(supply, age)
        taken = set(self.forced[: self.used])
        unknown = self.unknown.get((supply, age), ())
        candidates = [c for c in pile if c in unknown and c not in taken]
        known = pile[-1] if bottom else pile[0]
        if known not in candidates:
            return known
        if self.used < len(self.forced):
            self.used += 1
            return self.forced[self.used - 1]
        where = f"the {age} pile" if supply == BASE else f"the {supply} {age} pile"
        end = "at the bottom" if bottom else "on top"
        title = f"{player} draws from {where}: {len(candidates)} card(s) could be {end}"
        raise NeedChance(title, candidates, self.game.effect_cause, known)
