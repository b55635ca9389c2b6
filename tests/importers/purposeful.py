"""A purposeful random player for the round trips: it plays more like people than
:func:`~adjudicator.games.innovation.drivers.play_random` does. It achieves whenever it
can, prefers Dogma (and Endorse) actions to melds and melds to draws, and splays when a
card offers a splay; everything else is random. People splay and achieve far more than
a uniform choice over legal actions does, and BGA's tracker drops every splay
(replay.splays pins them by the icon counts), so these games press the inference where
real logs do."""

from __future__ import annotations

import random
from typing import Any

from adjudicator.core.decisions import ChooseColor, Decision, YesNo
from adjudicator.games.innovation.drivers import random_answer
from adjudicator.games.innovation.engine.actions import Achieve, Action, Dogma, Meld
from adjudicator.games.innovation.engine.game import Game
from adjudicator.games.innovation.engine.setup import new_game
from adjudicator.games.innovation.sets.cities.action import Endorse

NAMES = ["alice", "bob", "carol", "dave"]
SPLAY = "TERM-SPLAY"  # the rule a splay decision cites


def purposeful_answer(decision: Decision, rng: random.Random) -> Any:
    """A splay offered is taken nine times in ten; any other answer is random."""
    if decision.rule == SPLAY and rng.random() < 0.9:
        if isinstance(decision, ChooseColor) and decision.options:
            return (rng.choice(list(decision.options)),)
        if isinstance(decision, YesNo):
            return True
    return random_answer(decision, rng)


def purposeful_action(legal: list[Action], rng: random.Random) -> Action:
    """An achievement if one is legal; else a Dogma or Endorse action six times in
    ten, a Meld three in ten (when there are such), any legal action otherwise."""
    achieve = [a for a in legal if isinstance(a, Achieve)]
    if achieve:
        return rng.choice(achieve)
    dogma = [a for a in legal if isinstance(a, Dogma | Endorse)]
    meld = [a for a in legal if isinstance(a, Meld)]
    roll = rng.random()
    if dogma and roll < 0.6:
        return rng.choice(dogma)
    if meld and roll < 0.9:
        return rng.choice(meld)
    return rng.choice(legal)


def purposeful_game(
    players: int, seed: int, expansions: tuple[str, ...] = (), max_actions: int = 1000
) -> Game:
    """A complete game (or ``max_actions`` actions of one) played purposefully."""
    game = new_game(NAMES[:players], seed=seed, expansions=expansions)
    rng = random.Random(seed)
    taken = 0
    while not game.terminal and taken < max_actions:
        if game.pending is not None:
            game.answer(purposeful_answer(game.pending, rng))
            continue
        legal = game.legal_actions()
        if not legal:
            break
        game.apply(purposeful_action(legal, rng))
        taken += 1
    return game
