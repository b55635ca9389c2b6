"""The undo log (games/innovation/undo.py) gives back exactly the position a full
copy taken before the action holds: mid-action (clone), after an abandoned
action, and after an action that ended the game."""

from __future__ import annotations

import random

import pytest

from adjudicator.games.innovation.drivers import random_answer
from adjudicator.games.innovation.engine.game import Game
from adjudicator.games.innovation.engine.setup import new_game
from adjudicator.games.innovation.engine.state import State

CASES = [
    (2, False, ()),
    (3, False, ()),
    (4, True, ()),
    (2, False, ("cities",)),
    (3, False, ("cities",)),
]


def _game(players: int, teams: bool, expansions: tuple[str, ...], seed: int) -> Game:
    names = ["alice", "bob", "carol", "dave"][:players]
    team_list = [[names[0], names[2]], [names[1], names[3]]] if teams else None
    return new_game(names, teams=team_list, seed=seed, expansions=expansions)


def _before_matches(game: Game, snap: State) -> None:
    assert game.undo is not None
    live = game.state.copy()
    assert game.undo.before() == snap
    assert game.state == live  # looking back changes nothing


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize(("players", "teams", "expansions"), CASES)
def test_the_log_gives_back_the_position_before_the_action(
    players: int, teams: bool, expansions: tuple[str, ...], seed: int
) -> None:
    game = _game(players, teams, expansions, seed)
    rng = random.Random(seed)
    abandoned = 0
    for number in range(400):
        if game.terminal:
            break
        legal = game.legal_actions()
        if not legal:
            break
        snap = game.state.copy()
        game.apply(rng.choice(legal))
        answered = 0
        while game.pending is not None:
            _before_matches(game, snap)
            if number % 5 == 0 and answered == 1:
                game.abandon_action()  # undone after an answer: as if never taken
                assert game.state == snap and game.pending is None
                abandoned += 1
                break
            game.answer(random_answer(game.pending, rng))
            answered += 1
        if game.terminal:
            _before_matches(game, snap)
            game.abandon_action()
            assert game.state == snap and not game.terminal
            abandoned += 1
            break
    assert abandoned
