"""A seeded random player for Gizmos, and a new game from a seed: random
whole games for the fuzz tests (and, later, ``simulate``)."""

from __future__ import annotations

import random
from typing import Any

from adjudicator.core.decisions import Decision, all_answers
from adjudicator.games.gizmos.actions import Action
from adjudicator.games.gizmos.decisions import ChooseResearch, ResearchAnswer
from adjudicator.games.gizmos.game import Game
from adjudicator.games.gizmos.loader import build_state
from adjudicator.games.gizmos.perform import research_answer_problem
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
        if isinstance(decision, ChooseResearch):
            return self.rng.choice(research_answers(game, decision))
        return self.rng.choice(list(all_answers(decision)))


def research_answers(game: Game, decision: ChooseResearch) -> list[ResearchAnswer | None]:
    """Every legal research answer the player could give (one payment per way)."""
    out: list[ResearchAnswer | None] = [None]
    p = game.state.me
    for cid in decision.options:
        filed = ResearchAnswer(file=cid)
        if research_answer_problem(game.state, p, filed) is None:
            out.append(filed)
        for pay in decision.payments.get(str(cid), []):
            out.append(ResearchAnswer(build=cid, spend=pay.spend, converters=list(pay.converters)))
    return out


def play(game: Game, seed: int, max_turns: int = 2000) -> Game:
    """Play ``game`` to its end with random players."""
    chooser = RandomPlayer(seed)
    for _ in range(max_turns):
        if game.terminal:
            break
        game.apply(chooser.action(game))
        while game.pending is not None:
            game.answer(chooser.answer(game, game.pending))
    return game
