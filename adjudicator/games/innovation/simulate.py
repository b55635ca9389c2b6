"""Random playouts: complete random legal games from a seeded new game; the
same seed gives the same game (and, through :mod:`recorder`, the same bytes)."""

from __future__ import annotations

import random
from collections.abc import Sequence

from adjudicator.games.innovation.drivers import play_random
from adjudicator.games.innovation.game import Game
from adjudicator.games.innovation.records import Setup
from adjudicator.games.innovation.setup import new_game

NAMES = ["alice", "bob", "carol", "dave"]


def simulate_game(
    players: int = 2,
    *,
    seed: int = 0,
    teams: bool = False,
    edition: int = 3,
    max_actions: int = 1000,
    expansions: Sequence[str] = (),
) -> tuple[Game, Setup]:
    """A complete random legal game (or ``max_actions`` actions of one)."""
    names = NAMES[:players]
    team_list = [[names[0], names[2]], [names[1], names[3]]] if teams else None
    game = new_game(names, teams=team_list, edition=edition, seed=seed, expansions=expansions)
    setup = Setup(
        hands={p.name: list(p.hand) for p in game.state.players},
        achievements=list(game.state.achievements),
        seed=seed,
    )
    play_random(game, random.Random(seed), max_actions=max_actions)
    return game, setup
