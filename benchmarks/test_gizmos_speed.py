"""pytest-benchmark of Gizmos' legal actions in the slowest position found
(`.venv/bin/pytest benchmarks/test_gizmos_speed.py --benchmark-only`).

Timing every ``simulate --game gizmos`` game of seeds 0-200 for 2, 3 and 4
players found this one the worst: the 4-player game of seed 21 before turn
145, where alice holds six converters. Side by side (CPU seconds, the same
machine), the payment finder used to take 6.5-7.4 s there, and the whole
game 11.6 s; now 0.09 s and 0.2 s. The search never enters a node from
which no payment can be reached, and the answers are kept per build terms
(whether a node can reach a payment, and the payments of each spend and of
each ring): so the position is measured from cold (kept answers dropped) and
warm (some 30 µs, against 40 ms when only the first were kept).
"""

from __future__ import annotations

from typing import Any

import pytest

from adjudicator.games.gizmos.drivers import new_game, play_turns
from adjudicator.games.gizmos.game import Game
from adjudicator.games.gizmos.payment import forget_payments
from adjudicator.games.gizmos.simulate import NAMES, simulate_game

SEED, PLAYERS, TURNS_BEFORE = 21, 4, 144


@pytest.fixture(scope="module")
def slowest() -> Game:
    game = new_game(NAMES[:PLAYERS], SEED)
    play_turns(game, SEED, TURNS_BEFORE)
    assert game.state.turn == TURNS_BEFORE + 1 and game.pending is None
    return game


def test_legal_actions_in_the_slowest_position_cold(benchmark: Any, slowest: Game) -> None:
    actions = benchmark.pedantic(
        slowest.legal_actions, setup=forget_payments, rounds=5, iterations=1
    )
    assert actions == slowest.legal_actions()


def test_legal_actions_in_the_slowest_position_warm(benchmark: Any, slowest: Game) -> None:
    slowest.legal_actions()
    actions = benchmark(slowest.legal_actions)
    assert len(actions) > 1


def test_simulate_the_slowest_game(benchmark: Any) -> None:
    record = benchmark.pedantic(
        simulate_game, args=(SEED, PLAYERS), setup=forget_payments, rounds=2, iterations=1
    )
    assert record.startswith(b"{")
