"""A new game (SETUP-1…SETUP-4): shuffled supply piles, the nine standard
achievements set aside, two 1s dealt to every player; the initial meld is the
players' first action."""

from __future__ import annotations

import random

from adjudicator.games.innovation.cards import SPECIAL_ACHIEVEMENTS, all_cards
from adjudicator.games.innovation.game import Game
from adjudicator.games.innovation.state import PlayerState, State


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


def sorted_supply() -> dict[int, list[str]]:
    """The ten supply piles, each in name order (SETUP-1 before the shuffle)."""
    decks: dict[int, list[str]] = {age: [] for age in range(1, 11)}
    for c in all_cards():
        decks[c.age].append(c.name)
    return decks


def empty_state(
    names: list[str], *, teams: list[list[str]] | None = None, edition: int = 3
) -> State:
    """Every card in its supply pile, nothing set aside, the initial meld to come."""
    return State(
        players=[PlayerState(n) for n in names],
        decks=sorted_supply(),
        achievements=[],
        specials=list(SPECIAL_ACHIEVEMENTS),
        edition=edition,
        teams=[list(t) for t in teams] if teams else None,
        phase="initial_meld",
    )


def new_game(
    names: list[str],
    *,
    teams: list[list[str]] | None = None,
    edition: int = 3,
    seed: int = 0,
) -> Game:
    """SETUP-1…SETUP-4 with a seeded shuffle."""
    problem = teams_problem(names, teams)
    if problem:
        raise ValueError(problem)
    rng = random.Random(seed)
    state = empty_state(names, teams=teams, edition=edition)
    for pile in state.decks.values():
        rng.shuffle(pile)
    state.achievements = [state.decks[age].pop(0) for age in range(1, 10)]  # SETUP-2
    for p in state.players:  # SETUP-4
        p.hand = [state.decks[1].pop(0), state.decks[1].pop(0)]
    return Game(state)
