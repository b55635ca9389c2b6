"""A seeded random player for Gizmos, and a new game from a seed: random
whole games for the fuzz tests and ``simulate``."""

from __future__ import annotations

import random
from typing import Any

from adjudicator.core.decisions import Decision, all_answers
from adjudicator.games.gizmos.actions import Action
from adjudicator.games.gizmos.game import Game
from adjudicator.games.gizmos.loader import build_state
from adjudicator.games.gizmos.recorder import PlayedTurn
from adjudicator.games.gizmos.spec import ScenarioSpec, SetupSpec


def new_game(players: list[str], seed: int) -> Game:
    """A fresh game (GIZ-SETUP-*): decks, display and energy row by ``seed``."""
    spec = ScenarioSpec(game="gizmos", players=players, setup=SetupSpec(seed=seed))
    return Game(build_state(spec))


class RandomPlayer:
    """Chooses uniformly among the legal actions and answers."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def action(self, game: Game) -> Action:
        return self.rng.choice(game.legal_actions())

    def answer(self, game: Game, decision: Decision) -> Any:
        return self.rng.choice(list(all_answers(decision)))


def play_turns(game: Game, seed: int, max_turns: int = 2000) -> list[PlayedTurn]:
    """Play ``game`` to its end with random players; every turn as played."""
    chooser = RandomPlayer(seed)
    turns: list[PlayedTurn] = []
    for _ in range(max_turns):
        if game.terminal:
            break
        turn, start = game.state.turn, len(game.steps)
        action = chooser.action(game)
        game.apply(action)
        answers: list[Any] = []
        while game.pending is not None:
            answers.append(chooser.answer(game, game.pending))
            game.answer(answers[-1])
        turns.append(PlayedTurn(turn, action, answers, game.steps[start:]))
    return turns


def play(game: Game, seed: int, max_turns: int = 2000) -> Game:
    """Play ``game`` to its end with random players."""
    play_turns(game, seed, max_turns)
    return game
