"""Random positions and random games: no engine error, every card accounted for.

``ADJUDICATOR_FUZZ=N`` multiplies the number of seeds (default 1) for long runs.
"""

from __future__ import annotations

import os
import random
from collections import Counter
from typing import Any

import msgspec
import pytest
from support import deal_random_zones

from adjudicator.games.innovation.drivers import finish_action, play_random
from adjudicator.games.innovation.engine.actions import Dogma
from adjudicator.games.innovation.engine.cards import all_cards, card
from adjudicator.games.innovation.engine.state import State
from adjudicator.games.innovation.scenario import load_scenario
from adjudicator.games.innovation.sets.base.achievements import SPECIAL_ACHIEVEMENTS

SCALE = int(os.environ.get("ADJUDICATOR_FUZZ", "1"))
NAMES = ["alice", "bob", "carol", "dave"]
CARDS = [c.name for c in all_cards()]


def check_conservation(state: State) -> None:
    seen = Counter(n for n in state.every_card() if n not in SPECIAL_ACHIEVEMENTS)
    assert not [n for n, k in seen.items() if k > 1], "a card is in two places"
    assert set(seen) == set(CARDS), f"missing: {set(CARDS) - set(seen)}"
    specials = [a for p in state.players for a in p.achievements if a in SPECIAL_ACHIEVEMENTS]
    assert sorted(specials + list(state.specials)) == sorted(SPECIAL_ACHIEVEMENTS)


def random_position(rng: random.Random, leader_card: str, players: int) -> dict[str, Any]:
    """A mid-game scenario with ``leader_card`` on top of alice's board."""
    pool = [n for n in CARDS if n != leader_card]
    rng.shuffle(pool)
    names = NAMES[:players]
    setup: dict[str, dict[str, Any]] = {n: {"board": {}} for n in names}
    setup["alice"]["board"][card(leader_card).color.value] = [leader_card]
    for name in names:
        deal_random_zones(rng, setup[name], pool, (("hand", 5), ("score", 6)))
    # thin some supply piles so that draws skip, now and then
    removed = [n for n in pool if rng.random() < 0.3]
    raw: dict[str, Any] = {
        "players": names,
        "setup": {
            "players": setup,
            "current_player": "alice",
            "removed": removed,
            "seed": rng.randrange(1000),
        },
    }
    if players == 4 and rng.random() < 0.5:
        raw["teams"] = [["alice", "carol"], ["bob", "dave"]]
    raw["edition"] = rng.choice([1, 3])
    return raw


@pytest.mark.parametrize("name", CARDS)
def test_every_dogma_on_random_boards(name: str) -> None:
    for seed in range(3 * SCALE):
        rng = random.Random(f"{name}-{seed}")
        raw = random_position(rng, name, players=2 + seed % 3)
        _, game = load_scenario(msgspec.json.encode(raw))
        check_conservation(game.state)
        if game.terminal:
            continue
        game.apply(Dogma(player="alice", card=name))
        finish_action(game, rng)
        assert game.pending is None
        check_conservation(game.state)
        assert game.terminal or game.state.actions_left == 1


@pytest.mark.parametrize("players", [2, 3, 4, "teams"])
def test_random_games_from_the_start(players: int | str) -> None:
    count = 4 if players == "teams" else int(players)
    for seed in range(2 * SCALE):
        rng = random.Random(f"game-{players}-{seed}")
        raw: dict[str, Any] = {"players": NAMES[:count], "setup": {"seed": seed}}
        if players == "teams":
            raw["teams"] = [["alice", "carol"], ["bob", "dave"]]
        _, game = load_scenario(msgspec.json.encode(raw))
        play_random(game, rng, max_actions=150)
        check_conservation(game.state)
        copy = game.clone()
        assert msgspec.to_builtins(copy.state) == msgspec.to_builtins(game.state)


def test_clone_mid_decision_is_independent() -> None:
    raw = {
        "players": ["alice", "bob"],
        "setup": {
            "players": {
                "alice": {"board": {"blue": ["Pottery"]}, "hand": ["Oars", "Writing", "Calendar"]},
                "bob": {"board": {"red": ["Archery"]}},
            }
        },
    }
    _, game = load_scenario(msgspec.json.encode(raw))
    game.apply(Dogma(player="alice", card="Pottery"))
    assert game.pending is not None and game.pending.player == "alice"
    copy = game.clone()
    game.answer(())
    copy.answer(("Oars", "Writing"))
    assert game.state.player("alice").hand[:3] == ["Oars", "Writing", "Calendar"]
    assert game.state.player("alice").score == []
    assert copy.state.player("alice").hand[0] == "Calendar"
    assert [card(n).age for n in copy.state.player("alice").score] == [2]
    assert len(copy.steps) > len(game.steps) - 2
