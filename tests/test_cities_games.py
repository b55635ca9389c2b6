"""Random games with Cities of Destiny (2, 3, 4 players, teams): they never
crash, all 210 cards stay accounted for after every action and answer, and a
simulated record checks valid."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from adjudicator.games.innovation.drivers import random_answer
from adjudicator.games.innovation.engine.cards import set_cards
from adjudicator.games.innovation.engine.game import Game
from adjudicator.games.innovation.engine.setup import new_game
from adjudicator.games.innovation.recorder import record_of
from adjudicator.games.innovation.records import (
    EndorseEvent,
    ResultEvent,
    encode_record,
    load_record,
)
from adjudicator.games.innovation.replay import replay_record
from adjudicator.games.innovation.simulate import simulate_game

CARDS = {c.name for s in ("base", "cities") for c in set_cards(s)}
TABLES = [(2, False), (3, False), (4, False), (4, True)]


def accounted(g: Game) -> None:
    seen = Counter(c for c in g.state.every_card() if c in CARDS)
    assert set(seen) == CARDS and max(seen.values()) == 1


def play(g: Game, rng: random.Random, max_actions: int) -> int:
    """Random legal play, checking the cards after every change of position."""
    taken = 0
    while not g.terminal and taken < max_actions:
        if g.pending is not None:
            g.answer(random_answer(g.pending, rng))
        else:
            g.apply(rng.choice(g.legal_actions()))
            taken += 1
        accounted(g)
    return taken


@pytest.mark.parametrize(("players", "teams"), TABLES)
@pytest.mark.parametrize("seed", [1, 2])
def test_random_cities_games_account_for_all_210_cards(
    players: int, teams: bool, seed: int
) -> None:
    names = ["alice", "bob", "carol", "dave"][:players]
    team_list = [["alice", "carol"], ["bob", "dave"]] if teams else None
    g = new_game(names, teams=team_list, seed=seed, expansions=["cities"])
    accounted(g)
    play(g, random.Random(seed), 400)
    assert g.terminal or len(g.history) >= 400


@pytest.mark.parametrize(("players", "teams"), TABLES)
def test_simulated_cities_games_check_valid(players: int, teams: bool) -> None:
    game, setup = simulate_game(players, seed=11, teams=teams, expansions=["cities"])
    record = load_record(encode_record(record_of(game, setup)))
    assert record.header.expansions == ["cities"]
    endorsed = any(isinstance(e, EndorseEvent) for e in record.events)
    draws = [d for e in record.events if not isinstance(e, ResultEvent) for d in e.draws]
    assert endorsed or any(d.set == "cities" for d in draws)
    report, replayed, _ = replay_record(record)
    assert report.verdict == "valid", report.problems
    assert replayed.state.winners == game.state.winners


@pytest.mark.parametrize(("players", "teams", "view"), [(3, False, "bob"), (4, True, "alice")])
def test_a_players_view_of_a_cities_game_checks_valid(players: int, teams: bool, view: str) -> None:
    game, setup = simulate_game(players, seed=44, teams=teams, expansions=["cities"])
    record = load_record(encode_record(record_of(game, setup, view=view)))
    report, _, _ = replay_record(record)
    assert report.verdict == "valid", report.problems
