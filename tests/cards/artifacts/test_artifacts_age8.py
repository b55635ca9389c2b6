"""Scenario tests for every branch of the Artifacts age 8 cards, through the
scenario contract."""

from __future__ import annotations

from typing import Any

import msgspec
from artifacts_support import (
    ArtifactsResult,
    artifacts_actions,
    artifacts_dogma,
    artifacts_scenario,
    free_dogma,
)
from support import asks, ok

from adjudicator.games.innovation.scenario import load_scenario
from adjudicator.games.innovation.sets.artifacts.action import ArtifactAction


def _dogma(card: str, color: str, alice: dict[str, Any], **kw: Any) -> ArtifactsResult:
    """alice takes a Dogma action on ``card``, on top of her ``color`` pile."""
    board = dict(alice.get("board", {}))
    board[color] = [card, *board.get(color, [])]
    players: dict[str, Any] = {"alice": {**alice, "board": board}}
    players["bob"] = kw.pop("bob", {})
    for extra in ("carol", "dave"):
        if extra in kw:
            players[extra] = kw.pop(extra)
    return artifacts_dogma(card, players, kw.pop("answers", []), **kw)


# --- '30 World Cup Final Ball ------------------------------------------------------------
BALL = "'30 World Cup Final Ball"


def test_world_cup_compel_returns_an_achievement_of_the_players_choice() -> None:
    bob = {"board": {"yellow": ["Agriculture"]}, "achievements": ["Oars", "Monotheism"]}
    pending = asks(_dogma(BALL, "purple", {}, bob=bob), "bob")
    assert pending["options"] == ["Oars", "Monotheism"]
    r = _dogma(
        BALL, "purple", {}, bob=bob, answers=["Monotheism"], decks={8: ["Flight", "Mobility"]}
    )
    ok(r)
    assert "ART-16" in r.rules()
    assert r.achievements("bob") == ["Oars"] and r.deck(2)[-1] == "Monotheism"


def test_world_cup_compel_never_offers_a_special_achievement() -> None:
    bob = {"board": {"yellow": ["Agriculture"]}, "achievements": ["Monument", "Oars"]}
    r = _dogma(BALL, "purple", {}, bob=bob, decks={8: ["Flight", "Mobility"]})
    ok(r)
    assert r.achievements("bob") == ["Monument"] and r.deck(1)[-1] == "Oars"


def test_world_cup_single_highest_achieves_and_repeats() -> None:
    r = _dogma(
        BALL,
        "purple",
        {"board": {"red": ["Coal"]}},
        bob={"board": {"red": ["Archery"]}},
        decks={8: ["Flight", "Antibiotics"]},
    )
    ok(r)
    assert "ART-16" not in r.rules()
    assert r.achievements("alice") == ["Flight"]
    assert r.hand("alice") == ["Antibiotics"]  # nobody has yellow: no single player


def test_world_cup_another_player_may_achieve() -> None:
    r = _dogma(
        BALL,
        "purple",
        {"board": {"red": ["Coal"]}},
        bob={"board": {"red": ["Combustion"]}},
        decks={8: ["Mobility", "Antibiotics"]},
    )
    ok(r)
    assert r.achievements("bob") == ["Mobility"] and r.achievements("alice") == []
    assert r.hand("alice") == ["Antibiotics"]


def test_world_cup_tie_achieves_nothing() -> None:
    r = _dogma(
        BALL,
        "purple",
        {"board": {"red": ["Archery"]}},
        bob={"board": {"red": ["Oars"]}},
        decks={8: ["Flight"]},
    )
    ok(r)
    assert r.pile("bob", "red") == ["Oars"]
    assert r.hand("alice") == ["Flight"] and r.achievements("alice") == []


# --- Battleship Bismarck ------------------------------------------------------------------
def test_bismarck_returns_the_drawn_color() -> None:
    r = _dogma(
        "Battleship Bismarck",
        "red",
        {},
        bob={"board": {"red": ["Coal"], "blue": ["Writing", "Tools"]}},
        decks={8: ["Quantum Theory"]},
    )
    ok(r)
    assert "ART-16" in r.rules()
    assert r.hand("bob") == ["Quantum Theory"] and r.pile("bob", "blue") == []
    assert r.deck(1)[-2:] == ["Writing", "Tools"]


def test_bismarck_no_card_of_the_color() -> None:
    r = _dogma(
        "Battleship Bismarck",
        "red",
        {},
        bob={"board": {"red": ["Coal"]}},
        decks={8: ["Antibiotics"]},
    )
    ok(r)
    assert r.hand("bob") == ["Antibiotics"] and r.pile("bob", "red") == ["Coal"]


def test_bismarck_no_compelled_player() -> None:
    r = _dogma("Battleship Bismarck", "red", {}, bob={"board": {"blue": ["Writing"]}})
    ok(r)
    assert r.hand("bob") == [] and r.pile("bob", "blue") == ["Writing"]


# --- Battleship Yamato --------------------------------------------------------------------
def test_yamato_no_dogma_action_on_it() -> None:
    r = artifacts_actions(
        {"alice": {"board": {"red": ["Battleship Yamato"]}}, "bob": {}},
        [{"player": "alice", "action": "dogma", "card": "Battleship Yamato"}],
        current="alice",
    )
    assert r.exit_code == 1
    assert r.error is not None and r.error["rule"] == "ART-4"


def test_yamato_no_free_dogma_from_the_display() -> None:
    players = {"alice": {"board": {"blue": ["Writing"]}}, "bob": {}}
    r = free_dogma("alice", players, displays={"alice": ["Battleship Yamato"]})
    assert r.exit_code == 1
    assert r.error is not None and r.error["rule"] == "ART-4"
    players = {"alice": {"board": {"blue": ["Writing"]}}, "bob": {}}
    raw = artifacts_scenario(
        players, [], current="alice", displays={"alice": ["Battleship Yamato"]}
    )
    _, game = load_scenario(msgspec.json.encode(raw))
    offered = [a.choice for a in game.legal_actions() if isinstance(a, ArtifactAction)]
    assert offered == ["return", "pass"]
    r = artifacts_actions(
        {"alice": {"board": {"blue": ["Writing"]}}, "bob": {}},
        [{"player": "alice", "action": "artifact", "choice": "return"}],
        current="alice",
        displays={"alice": ["Battleship Yamato"]},
    )
    ok(r)
    assert r.artifacts_deck(8)[-1] == "Battleship Yamato"


# --- Earhart's Lockheed Electra 10E -------------------------------------------------------
EARHART = "Earhart's Lockheed Electra 10E"


def test_earhart_returning_eight_cards_wins() -> None:
    blue = [
        "Evolution",
        "Atomic Theory",
        "Chemistry",
        "Printing Press",
        "Alchemy",
        "Calendar",
        "Writing",
    ]
    r = _dogma(EARHART, "blue", {"board": {"blue": blue}})
    assert r.exit_code == 0 and r.winner == ["alice"]
    assert r.pile("alice", "blue") == []


def test_earhart_fewer_returns_claim_an_achievement() -> None:
    alice = {"board": {"red": ["Archery"]}}
    r = _dogma(EARHART, "blue", alice, achievements=["Oars", "Monotheism"])
    pending = asks(r, "alice")
    assert pending["decision"] == "value" and pending["options"] == [1, 2]
    r = _dogma(EARHART, "blue", alice, achievements=["Oars", "Monotheism"], answers=[2])
    ok(r)
    assert r.winner in (None, [])
    assert r.pile("alice", "red") == [] and r.pile("alice", "blue") == []
    assert r.achievements("alice") == ["Monotheism"]


def test_earhart_asks_among_top_cards_of_one_value() -> None:
    alice = {"board": {"red": ["Combustion"], "green": ["Bicycle", "Sailing"]}}
    pending = asks(_dogma(EARHART, "blue", alice), "alice")
    assert pending["options"] == ["Combustion", "Bicycle"]
    r = _dogma(EARHART, "blue", alice, answers=["Bicycle"], achievements=["Oars"])
    ok(r)
    # Bicycle's return uncovers Sailing, a top card when 1 comes
    assert r.pile("alice", "red") == ["Combustion"] and r.pile("alice", "green") == []
    assert r.achievements("alice") == ["Oars"]


# --- Garland's Ruby Slippers --------------------------------------------------------------
SLIPPERS = "Garland's Ruby Slippers"


def test_slippers_melding_a_card_without_effects_wins() -> None:
    r = _dogma(SLIPPERS, "purple", {"hand": ["Battleship Yamato"]})
    assert r.exit_code == 0 and r.winner == ["alice"]
    assert r.pile("alice", "red") == ["Battleship Yamato"]


def test_slippers_melding_a_city_wins() -> None:
    r = _dogma(SLIPPERS, "purple", {"hand": ["Chicago"]}, expansions=["cities"])
    assert r.exit_code == 0 and r.winner == ["alice"]


def test_slippers_executes_the_melded_card_as_if_on_this_card() -> None:
    # Corporations' demand by Ruby Slippers' clocks: bob, with more factories, is vulnerable
    r = _dogma(
        SLIPPERS,
        "purple",
        {"hand": ["Corporations"]},
        bob={"board": {"red": ["Coal"]}},
        decks={8: ["Antibiotics", "Flight"]},
    )
    ok(r)
    assert r.score("alice") == ["Coal"] and r.pile("bob", "red") == []
    assert r.pile("bob", "yellow") == ["Antibiotics"]  # "if you do, draw and meld an 8"
    assert r.pile("alice", "green") == ["Corporations"]
    assert r.pile("alice", "red") == ["Flight"]


def test_slippers_asks_which_8_and_melds_nothing_without() -> None:
    pending = asks(_dogma(SLIPPERS, "purple", {"hand": ["Flight", "Mobility", "Writing"]}), "alice")
    assert pending["options"] == ["Flight", "Mobility"]
    r = _dogma(SLIPPERS, "purple", {"hand": ["Writing"]})
    ok(r)
    assert r.hand("alice") == ["Writing"] and r.winner in (None, [])


# --- Meiji-Mura Stamp Vending Machine ------------------------------------------------------
MEIJI = "Meiji-Mura Stamp Vending Machine"


def test_meiji_mura_draws_and_scores_three_of_the_returned_value() -> None:
    alice = {"hand": ["Calendar", "Writing"]}
    assert asks(_dogma(MEIJI, "green", alice), "alice")["options"] == ["Calendar", "Writing"]
    r = _dogma(
        MEIJI,
        "green",
        alice,
        answers=["Calendar"],
        decks={2: ["Mathematics", "Currency", "Philosophy"]},
    )
    ok(r)
    assert r.score("alice") == ["Mathematics", "Currency", "Philosophy"]
    assert r.deck(2)[-1] == "Calendar"


def test_meiji_mura_empty_hand_does_nothing() -> None:
    r = _dogma(MEIJI, "green", {})
    ok(r)
    assert r.score("alice") == []


# --- Ocean Liner Titanic -------------------------------------------------------------------
def test_titanic_scores_every_bottom_card() -> None:
    r = _dogma(
        "Ocean Liner Titanic",
        "green",
        {"board": {"red": ["Archery"], "green": ["Sailing"], "blue": ["Writing", "Tools"]}},
    )
    ok(r)
    assert r.score("alice") == ["Archery", "Sailing", "Tools"]
    assert r.pile("alice", "green") == ["Ocean Liner Titanic"]
    assert r.pile("alice", "blue") == ["Writing"] and r.pile("alice", "red") == []


def test_titanic_alone_scores_itself() -> None:
    r = _dogma("Ocean Liner Titanic", "green", {})
    ok(r)
    assert r.score("alice") == ["Ocean Liner Titanic"]


# --- Parnell Pitch Drop --------------------------------------------------------------------
def test_parnell_three_clocks_win() -> None:
    r = _dogma("Parnell Pitch Drop", "blue", {}, decks={9: ["Fission"]})
    assert r.exit_code == 0 and r.winner == ["alice"]
    assert r.pile("alice", "red") == ["Fission"]


def test_parnell_fewer_clocks_do_not_win() -> None:
    r = _dogma("Parnell Pitch Drop", "blue", {}, decks={9: ["Computers"]})
    ok(r)
    assert r.winner in (None, []) and r.pile("alice", "blue")[0] == "Computers"


# --- Plush Beweglich Rod Bear --------------------------------------------------------------
BEAR = "Plush Beweglich Rod Bear"


def test_bear_splays_up_and_returns_the_value_from_all_score_piles() -> None:
    alice = {
        "board": {
            "red": ["Archery", "Oars"],
            "green": ["Sailing"],
            "blue": ["Calendar", "Writing"],
        },
        "score": ["Tools", "Mathematics"],
    }
    pending = asks(_dogma(BEAR, "yellow", alice), "alice")
    assert pending["decision"] == "value" and pending["options"] == list(range(1, 11))
    r = _dogma(BEAR, "yellow", alice, bob={"score": ["Pottery", "Currency"]}, answers=[1])
    ok(r)
    assert r.splay("alice", "red") == "up" and r.splay("alice", "blue") == "none"
    assert r.score("alice") == ["Mathematics"] and r.score("bob") == ["Currency"]
    assert r.deck(1)[-2:] == ["Tools", "Pottery"]


def test_bear_a_value_no_one_has_changes_nothing() -> None:
    r = _dogma(BEAR, "yellow", {"score": ["Tools"]}, answers=[10])
    ok(r)
    assert r.score("alice") == ["Tools"]


# --- Time ----------------------------------------------------------------------------------
def test_time_transfers_non_yellow_clock_tops_and_repeats() -> None:
    bob = {
        "board": {
            "blue": ["Quantum Theory"],
            "red": ["Flight"],
            "yellow": ["Singer Model 27"],
        }
    }
    pending = asks(_dogma("Time", "yellow", {}, bob=bob), "bob")
    assert pending["options"] == ["Flight", "Quantum Theory"]
    r = _dogma("Time", "yellow", {}, bob=bob, answers=["Flight"])
    ok(r)
    assert r.pile("alice", "red") == ["Flight"] and r.pile("alice", "blue") == ["Quantum Theory"]
    assert r.pile("bob", "yellow") == ["Singer Model 27"]


def test_time_only_a_yellow_clock_card_transfers_nothing() -> None:
    r = _dogma("Time", "yellow", {}, bob={"board": {"yellow": ["Singer Model 27"]}})
    ok(r)
    assert "ART-16" in r.rules()
    assert r.pile("bob", "yellow") == ["Singer Model 27"]


def test_time_team_partner_is_never_compelled() -> None:
    r = _dogma(
        "Time",
        "yellow",
        {},
        bob={"board": {"blue": ["Quantum Theory"]}},
        carol={"board": {"blue": ["Rocketry"]}},
        dave={"board": {"red": ["Flight"]}},
        teams=[["alice", "carol"], ["bob", "dave"]],
    )
    ok(r)
    assert r.pile("alice", "blue") == ["Quantum Theory"]
    assert r.pile("carol", "blue") == ["Rocketry"]
    assert r.pile("dave", "red") == ["Flight"]  # 1 clock, fewer than alice's 2


def test_time_free_dogma_counts_the_display() -> None:
    players = {"alice": {}, "bob": {"board": {"red": ["Flight"]}}}
    r = free_dogma("alice", players, displays={"alice": ["Time"]})
    ok(r)
    assert r.pile("bob", "red") == ["Flight"]  # 1 clock < 2 (the display's)
    assert r.artifacts_deck(8)[-1] == "Time"


def test_titanic_shared_by_an_opponent_earns_the_free_draw() -> None:
    r = _dogma(
        "Ocean Liner Titanic",
        "green",
        {"board": {"blue": ["Writing", "Tools"]}},
        bob={"board": {"purple": ["Enterprise", "Mysticism"]}},
        decks={1: ["Agriculture"]},
    )
    ok(r)
    assert r.score("bob") == ["Mysticism"]  # bob shares first
    assert r.score("alice") == ["Ocean Liner Titanic", "Tools"]
    assert r.hand("alice") == ["Agriculture"]  # DOGMA-6, by her highest top card then (1)
