"""Issue 14: games played purposefully (tests/importers/purposeful.py: achieving when
it can, splaying when offered, Dogma before Meld before Draw), written as BGA logs them,
import back to the same actions and check valid with the same winners, as the random
games of test_import_roundtrip do. Set PURPOSEFUL_GAMES for more (the suite runs a few).
"""

from __future__ import annotations

import os

import pytest
from bga_writer import Unwritable
from purposeful import purposeful_game
from test_import_roundtrip import WRITERS, action_of, played

from adjudicator.games.innovation.import_command import import_bga
from adjudicator.games.innovation.replay import Replay, problem_text

GAMES = int(os.environ.get("PURPOSEFUL_GAMES", "3"))
#: Games that once failed, checked whatever GAMES is: bob's second card, dealt unseen
#: (the tracker shows no deal), is green, so Clothing's meld has nothing to meld, and
#: the replay's stand-in is taken to be a green card (replay.infer, look_alikes) (6);
#: a pile rearranged unseen (Publications) whose new top only the next icon counts
#: show (Cities 61), or whose top a later Dogma shows, which rules out an order the
#: counts would take (Cities 75, 32) (replay.rearranged); an answer list leaving the
#: log's next endorse without a top city (CITY-22) comes after the others (Cities 94).
ONCE_FAILING = [
    (6, (), "tracker, bob's view"),
    (61, ("cities",), "tracker, bob's view"),
    (75, ("cities",), "tracker, bob's view"),
    (32, ("cities",), "packets, a spectator's view"),
    (94, ("cities",), "text, alice's view"),
]
FORMATS = ["tracker, bob's view", "text, alice's view", "packets, a spectator's view"]


def check_round_trip(seed: int, expansions: tuple[str, ...], name: str) -> None:
    game = purposeful_game(2 + seed % 3, seed, expansions)
    try:
        data, viewer = WRITERS[name](game)
    except Unwritable as exc:
        pytest.skip(str(exc))
    replay = Replay(import_bga(data, file=f"game-{seed}", viewer=viewer), False, None)
    report = replay.run()
    assert report.verdict == "valid", [problem_text(p) for p in report.problems]
    assert sorted(report.winners or []) == sorted(game.state.winners)
    imported = [action_of(e) for e in replay.events if action_of(e)[0] != "ResultEvent"]
    assert imported == [played(a) for a, _ in game.history]


@pytest.mark.parametrize("name", FORMATS)
@pytest.mark.parametrize("seed", range(GAMES))
def test_a_purposeful_cities_game_imports_back_and_checks_valid(seed: int, name: str) -> None:
    check_round_trip(seed, ("cities",), name)


@pytest.mark.parametrize(("seed", "expansions", "name"), ONCE_FAILING)
def test_a_purposeful_game_that_once_failed_checks_valid(
    seed: int, expansions: tuple[str, ...], name: str
) -> None:
    check_round_trip(seed, expansions, name)
