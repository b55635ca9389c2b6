"""A new game (SETUP-1…SETUP-4): shuffled supply piles, the nine standard
achievements set aside, two 1s dealt to every player; the initial meld is the
players' first action."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

from adjudicator.games.innovation.engine import registry
from adjudicator.games.innovation.engine.cards import set_cards
from adjudicator.games.innovation.engine.game import Game
from adjudicator.games.innovation.engine.state import PlayerState, State, Supply


def teams_problem(names: list[str], teams: list[list[str]] | None) -> str | None:
    """Why ``teams`` is not a valid team game for ``names`` (TEAM-1), or None."""
    if teams is None:
        return None
    if len(names) != 4:
        return "the team game needs exactly four players"
    flat = [n for t in teams for n in t]
    if len(teams) != 2 or any(len(t) != 2 for t in teams) or sorted(flat) != sorted(names):
        return "teams must be two lists of two players, using every player"
    for a, b in teams:
        if abs(names.index(a) - names.index(b)) != 2:
            return f"partners {a} and {b} must sit opposite (TEAM-1): players must alternate teams"
    return None


def sorted_piles(set_name: str) -> dict[int, list[str]]:
    """A set's ten supply piles, each in card file order (SETUP-1 before the shuffle)."""
    piles: dict[int, list[str]] = {age: [] for age in range(1, 11)}
    for c in set_cards(set_name):
        if not c.relic:  # a relic lies beside the piles (ART-18)
            piles[c.age].append(c.name)
    return piles


def sorted_supply(expansions: Sequence[str] = ()) -> Supply:
    """The supply piles of every set in play, by set then age."""
    return {cs.name: sorted_piles(cs.name) for cs in registry.in_play(expansions)}


def empty_state(
    names: list[str],
    *,
    teams: list[list[str]] | None = None,
    edition: int = 3,
    expansions: Sequence[str] = (),
) -> State:
    """Every card in its supply pile, nothing set aside, the initial meld to come."""
    return State(
        players=[PlayerState(n) for n in names],
        supply=sorted_supply(expansions),
        achievements=[],
        specials=registry.special_names(expansions),
        edition=edition,
        teams=[list(t) for t in teams] if teams else None,
        phase="initial_meld",
        expansions=list(expansions),
        relics=relics_of(expansions) or None,
    )


def relics_of(expansions: Sequence[str]) -> list[str]:
    """The relics of the sets in play, by value (ART-18): beside the piles at set-up."""
    found = [c for cs in registry.in_play(expansions) for c in set_cards(cs.name) if c.relic]
    return [c.name for c in sorted(found, key=lambda c: c.age)]


def new_game(
    names: list[str],
    *,
    teams: list[list[str]] | None = None,
    edition: int = 3,
    seed: int = 0,
    expansions: Sequence[str] = (),
) -> Game:
    """SETUP-1…SETUP-4 with a seeded shuffle; the standard achievements and the
    players' hands are base cards (an expansion's piles are shuffled after)."""
    problem = teams_problem(names, teams) or _expansions_problem(expansions)
    if problem:
        raise ValueError(problem)
    rng = random.Random(seed)
    state = empty_state(names, teams=teams, edition=edition, expansions=expansions)
    for piles in state.supply.values():
        for pile in piles.values():
            rng.shuffle(pile)
    state.achievements = [state.decks[age].pop(0) for age in range(1, 10)]  # SETUP-2
    dealt = registry.dealt_sets(expansions)
    for p in state.players:  # SETUP-4; one base 1 and one Echoes 1 (ECHO-3)
        second = state.supply[dealt[0]][1] if dealt else state.decks[1]
        p.hand = [state.decks[1].pop(0), second.pop(0)]
    return Game(state)


def _expansions_problem(expansions: Sequence[str]) -> str | None:
    found = registry.expansion_problem(expansions)
    return None if found is None else found[1]


if TYPE_CHECKING:  # mypy checks that Innovation satisfies the core protocols
    from adjudicator.core.game import NewPosition, Position
    from adjudicator.games.innovation.engine.actions import Action

    def _a_position(game: Game) -> Position[Action]:
        return game

    _STARTS: NewPosition = new_game
