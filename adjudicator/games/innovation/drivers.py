"""Drivers that play the engine without a human: a seeded random player.

One engine, many drivers: a scenario's answers, a log's events, this random
player (fuzzing, ``simulate``) and the tree explorer all call the same
:meth:`Game.apply` and :meth:`Game.answer`.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from adjudicator.core.decisions import (
    ChooseAlternative,
    ChooseCards,
    ChooseColor,
    ChooseOrder,
    ChoosePlayer,
    ChooseValue,
    Decision,
    YesNo,
)
from adjudicator.games.innovation.engine.game import Game


def random_answer(decision: Decision, rng: random.Random) -> Any:
    """A legal answer to ``decision``, chosen with ``rng`` (declines included)."""
    opts = list(decision.options)
    own = decision.own_answers()
    if own:  # a pick under a condition: one of the picks that meet it
        if decision.optional and len(own) > 1 and rng.random() < 0.25:
            return own[0]  # declined (listed first)
        return rng.choice(own[1:] if decision.optional and len(own) > 1 else own)
    match decision:
        case ChooseCards() | ChooseColor():
            if decision.optional and (not opts or rng.random() < 0.25):
                return ()
            lo = min(decision.min, len(opts))
            hi = min(decision.max, len(opts))
            return tuple(rng.sample(opts, rng.randint(lo, hi)))
        case ChoosePlayer() | ChooseValue():
            if decision.optional and (not opts or rng.random() < 0.25):
                return None
            return rng.choice(opts)
        case ChooseAlternative():
            if decision.optional and rng.random() < 0.25:
                return None
            return rng.randrange(len(opts))
        case YesNo():
            return rng.random() < 0.5
        case ChooseOrder():
            shuffled = list(opts)
            rng.shuffle(shuffled)
            return tuple(shuffled)
    raise TypeError(f"unknown decision {type(decision).__name__}")


def play_random(
    game: Game,
    rng: random.Random,
    *,
    max_actions: int = 200,
    between: Callable[[], None] | None = None,
) -> int:
    """Play random legal actions and answers until the game ends or
    ``max_actions`` actions were taken; returns the number of actions taken.
    ``between`` runs before each action (the one before has ended) and draws nothing
    from ``rng``: the same seed plays the same game with it or without."""
    taken = 0
    while game.state.phase != "over":  # not game.terminal (a property's call)
        if game.pending is not None:
            game.answer(random_answer(game.pending, rng))
            continue
        if taken >= max_actions:
            break
        legal = game.legal_actions()
        if not legal:
            break
        if between is not None:
            between()
        game.apply(rng.choice(legal))
        taken += 1
    return taken


def finish_action(game: Game, rng: random.Random) -> None:
    """Answer every pending decision of the running action at random."""
    while game.pending is not None and not game.terminal:
        game.answer(random_answer(game.pending, rng))
