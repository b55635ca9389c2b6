"""Random positions and random games with Echoes of the Past and Artifacts of
History (alone and with the other expansions, 2-4 players and teams): no engine
error, every card accounted for after every action, simulate → check valid,
also from a player's view. ``ADJUDICATOR_FUZZ=N`` multiplies the seeds."""

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
from adjudicator.games.innovation.engine.cards import card, set_cards
from adjudicator.games.innovation.engine.registry import special_names
from adjudicator.games.innovation.engine.setup import new_game
from adjudicator.games.innovation.engine.state import State
from adjudicator.games.innovation.records import encode_record, load_record
from adjudicator.games.innovation.replay import check_record
from adjudicator.games.innovation.scenario import load_scenario
from adjudicator.games.innovation.simulate import NAMES, simulate_record

SCALE = int(os.environ.get("ADJUDICATOR_FUZZ", "1"))
COMBOS = [
    ["echoes"],
    ["echoes", "cities"],
    ["artifacts"],
    ["artifacts", "echoes"],
    ["cities", "echoes", "artifacts"],
]


def cards_of(expansions: list[str]) -> set[str]:
    return {c.name for s in ("base", *expansions) for c in set_cards(s)}


def check_conservation(state: State) -> None:
    """Every card of the sets in play in exactly one place (relics, forecasts and
    displays included); every special achievement available or held once."""
    specials = set(special_names(state.expansions))
    seen = Counter(n for n in state.every_card() if n not in specials)
    assert not [n for n, k in seen.items() if k > 1], "a card is in two places"
    want = cards_of(state.expansions)
    if state.relics is None:
        want = {n for n in want if not card(n).relic}
    assert set(seen) == want, f"missing: {want - set(seen)}; unknown: {set(seen) - want}"
    held = [a for p in state.players for a in p.achievements if a in specials]
    removed = [n for n in state.removed if n in specials]
    assert sorted([*held, *removed, *state.specials]) == sorted(specials)


@pytest.mark.parametrize("expansions", COMBOS, ids=",".join)
@pytest.mark.parametrize("players", [2, 3, 4, "teams"])
def test_random_games_account_for_every_card_after_every_action(
    expansions: list[str], players: int | str
) -> None:
    count = 4 if players == "teams" else int(players)
    teams = [["alice", "carol"], ["bob", "dave"]] if players == "teams" else None
    for seed in range(SCALE):
        game = new_game(NAMES[:count], teams=teams, seed=seed, expansions=expansions)
        state_now = game  # read at each call: the game's state changes between actions
        play_random(
            game,
            random.Random(f"{expansions}-{players}-{seed}"),
            max_actions=400,
            between=lambda g=state_now: check_conservation(g.state),  # type: ignore[misc]
        )
        check_conservation(game.state)


@pytest.mark.parametrize("expansions", COMBOS, ids=",".join)
@pytest.mark.parametrize(
    ("players", "teams", "view"), [(2, False, None), (3, False, "bob"), (4, True, "alice")]
)
def test_simulated_games_check_valid(
    expansions: list[str], players: int, teams: bool, view: str | None
) -> None:
    for seed in range(SCALE):
        _, record = simulate_record(
            players, seed=seed, teams=teams, expansions=expansions, view=view
        )
        report = check_record(load_record(encode_record(record)))
        assert report.verdict == "valid", report.problems[:1]


EXPANSION_CARDS = sorted(
    c.name for s in ("echoes", "artifacts") for c in set_cards(s) if not c.relic and c.featured
)


def random_position(rng: random.Random, leader_card: str, players: int) -> dict[str, Any]:
    """A mid-game scenario with every expansion, ``leader_card`` on top of alice's board."""
    expansions = ["cities", "echoes", "artifacts"]
    pool = [n for n in cards_of(expansions) if n != leader_card and not card(n).relic]
    pool.sort()
    rng.shuffle(pool)
    names = NAMES[:players]
    setup: dict[str, dict[str, Any]] = {n: {"board": {}} for n in names}
    setup["alice"]["board"][card(leader_card).color.value] = [leader_card]
    for name in names:
        deal_random_zones(rng, setup[name], pool, (("hand", 5), ("score", 6), ("forecast", 3)))
        if rng.random() < 0.3:
            shown = next(n for n in pool if card(n).set == "artifacts")
            pool.remove(shown)
            setup[name]["display"] = [shown]
    removed = [n for n in pool if rng.random() < 0.3]
    raw: dict[str, Any] = {
        "players": names,
        "expansions": expansions,
        "setup": {
            "players": setup,
            "current_player": "alice",
            "removed": removed,
            "seed": rng.randrange(1000),
        },
    }
    if players == 4 and rng.random() < 0.5:
        raw["teams"] = [["alice", "carol"], ["bob", "dave"]]
    return raw


@pytest.mark.parametrize("name", EXPANSION_CARDS)
def test_every_expansion_dogma_on_random_boards(name: str) -> None:
    for seed in range(2 * SCALE):
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
