"""Random whole games of 2 to 4 players: they never crash, always end with
one winner, and keep all 112 cards and 52 spheres accounted for after every
action and answer. ``ADJUDICATOR_FUZZ=N`` plays N times more games."""

from __future__ import annotations

import os
from collections import Counter

import pytest

from adjudicator.games.gizmos.cards import CARD_COUNT, SPHERE_COUNT
from adjudicator.games.gizmos.drivers import RandomPlayer, new_game
from adjudicator.games.gizmos.game import Game
from adjudicator.games.gizmos.rules import limits
from adjudicator.games.gizmos.state import State

SCALE = int(os.environ.get("ADJUDICATOR_FUZZ", "1"))
NAMES = ["alice", "bob", "carol", "dave"]


def all_cards_once(state: State) -> None:
    places = [c for lv in (1, 2, 3) for c in state.rows[lv] + state.decks[lv]]
    places += state.removed + state.research
    for p in state.players.values():
        places += p.built + p.archive
    dupes = [c for c, n in Counter(places).items() if n > 1]
    assert not dupes, f"cards in two places: {dupes}"
    assert state.card_count() == CARD_COUNT
    assert state.sphere_count() == SPHERE_COUNT
    for p in state.players.values():
        lim = limits(p)
        assert p.ring_total <= lim.energy and len(p.archive) <= lim.archive
        assert min(p.energy.values()) >= 0


def play_checked(game: Game, seed: int) -> Game:
    chooser = RandomPlayer(seed)
    steps = 0
    while not game.terminal:
        game.apply(chooser.action(game))
        all_cards_once(game.state)
        while game.pending is not None:
            if steps % 17 == 0:
                twin = game.clone()
                assert twin.state == game.state and twin.pending == game.pending
            game.answer(chooser.answer(game, game.pending))
            all_cards_once(game.state)
            steps += 1
        assert game.state.turn < 1000, "the game does not end"
    return game


@pytest.mark.parametrize("seed", range(6 * SCALE))
def test_random_games_keep_every_card_and_sphere(seed: int) -> None:
    players = NAMES[: 2 + seed % 3]
    game = play_checked(new_game(players, seed), seed)
    assert len(game.winners) == 1 and game.winners[0] in players
    assert game.state.round_reason in ("level3", "gizmos")
    # every player had as many turns (GIZ-END-2)
    assert game.state.turn % len(players) == 0
