"""Scenario tests for every branch of the Artifacts age 10 cards."""

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
from echoes_support import check_all_cards
from support import asks, ok

from adjudicator.games.innovation.scenario import run_dict

BASE_10S = [
    "A.I.",
    "Bioengineering",
    "Databases",
    "Globalization",
    "Miniaturization",
    "Robotics",
    "Self Service",
    "Software",
    "Stem Cells",
    "The Internet",
]
ARTIFACT_10S = [
    "DeLorean DMC-12",
    "Dolly the Sheep",
    "Exxon Valdez",
    "Higgs Boson",
    "Maastricht Treaty",
    "Maldives",
    "Rover Curiosity",
    "Seikan Tunnel",
    "Twister",
    "Where's Waldo?",
]
TEAMS = [["alice", "carol"], ["bob", "dave"]]


# --- DeLorean DMC-12 ----------------------------------------------------------------
DELOREAN = {"purple": ["DeLorean DMC-12", "Mysticism"]}


def test_delorean_removes_all_top_cards_and_all_hands() -> None:
    r = artifacts_dogma(
        "DeLorean DMC-12",
        {
            "alice": {"board": {**DELOREAN, "red": ["Archery"]}, "hand": ["Pottery"]},
            "bob": {"board": {"blue": ["Writing", "Tools"]}, "hand": ["Sailing", "Oars"]},
        },
    )
    ok(r)
    assert r.pile("alice", "purple") == ["Mysticism"]  # only the top cards go
    assert r.pile("alice", "red") == []
    assert r.pile("bob", "blue") == ["Tools"]
    assert r.hand("alice") == [] and r.hand("bob") == []
    assert r.removed == ["Archery", "DeLorean DMC-12", "Writing", "Pottery", "Sailing", "Oars"]


def test_delorean_shared_then_not_on_top_for_the_leader() -> None:
    r = artifacts_dogma(
        "DeLorean DMC-12",
        {
            "alice": {"board": DELOREAN, "hand": ["Pottery"]},
            "bob": {"board": {"red": ["Fission", "Oars"]}},
        },
        decks={1: ["Sailing"]},
    )
    ok(r)
    # bob (3 clocks) executes first and removes DeLorean: alice's turn does nothing
    assert r.removed == ["Fission", "DeLorean DMC-12", "Pottery"]
    assert r.pile("bob", "red") == ["Oars"]
    assert any("not a top card on any board" in t for t in r.texts())


def test_delorean_on_display_is_not_on_a_board() -> None:
    r = free_dogma(
        "alice",
        {"alice": {"board": {"red": ["Archery"]}, "hand": ["Pottery"]}, "bob": {}},
        displays={"alice": ["DeLorean DMC-12"]},
    )
    ok(r)
    assert r.removed == []
    assert r.pile("alice", "red") == ["Archery"]
    assert r.hand("alice") == ["Pottery"]
    assert r.artifacts_deck(10)[-1] == "DeLorean DMC-12"


# --- Dolly the Sheep ------------------------------------------------------------------


def test_dolly_with_domestication_at_the_bottom_wins() -> None:
    r = artifacts_dogma(
        "Dolly the Sheep",
        {"alice": {"board": {"yellow": ["Dolly the Sheep", "Domestication"]}}, "bob": {}},
        ["no", "no"],
    )
    ok(r)
    assert r.winner == ["alice"]


def test_dolly_asks_the_score_with_the_bottom_card_named() -> None:
    r = artifacts_dogma(
        "Dolly the Sheep",
        {"alice": {"board": {"yellow": ["Dolly the Sheep", "Domestication"]}}, "bob": {}},
    )
    p = asks(r, "alice")
    assert p["optional"] is True and p["options"] == ["Domestication"]


def test_dolly_scoring_domestication_then_melds_the_highest_and_draws_a_10() -> None:
    r = artifacts_dogma(
        "Dolly the Sheep",
        {
            "alice": {
                "board": {"yellow": ["Dolly the Sheep", "Domestication"]},
                "hand": ["Writing", "Calendar"],
            },
            "bob": {},
        },
        ["yes", "yes"],
        decks={1: ["Masonry"], 10: ["Databases"]},
    )
    ok(r)
    assert r.score("alice") == ["Domestication"]
    assert r.pile("alice", "yellow") == ["Dolly the Sheep", "Masonry"]
    assert r.pile("alice", "blue") == ["Calendar"]
    assert r.hand("alice") == ["Writing", "Databases"]
    assert r.winner is None


def test_dolly_tucking_domestication_wins() -> None:
    r = artifacts_dogma(
        "Dolly the Sheep",
        {"alice": {"board": {"yellow": ["Dolly the Sheep"]}}, "bob": {}},
        ["no", "yes"],
        decks={1: ["Domestication"]},
    )
    ok(r)
    assert r.pile("alice", "yellow") == ["Dolly the Sheep", "Domestication"]
    assert r.winner == ["alice"]


def test_dolly_scoring_itself_and_a_tie_in_hand() -> None:
    players = {
        "alice": {"board": {"yellow": ["Dolly the Sheep"]}, "hand": ["Writing", "Pottery"]},
        "bob": {},
    }
    p = asks(artifacts_dogma("Dolly the Sheep", players, ["Dolly the Sheep", "no"]), "alice")
    assert p["rule"] == "DOGMA-9" and sorted(p["options"]) == ["Pottery", "Writing"]
    r = artifacts_dogma(
        "Dolly the Sheep",
        players,
        ["Dolly the Sheep", "no", "Pottery"],
        decks={10: ["Databases"]},
    )
    ok(r)
    assert r.score("alice") == ["Dolly the Sheep"]
    assert r.pile("alice", "yellow") == []
    assert r.pile("alice", "blue") == ["Pottery"]
    assert r.hand("alice") == ["Writing", "Databases"]


def test_dolly_with_an_empty_hand_still_draws_a_10() -> None:
    r = artifacts_dogma(
        "Dolly the Sheep",
        {"alice": {"board": {"yellow": ["Dolly the Sheep"]}}, "bob": {}},
        ["no", "no"],
        decks={10: ["Databases"]},
    )
    ok(r)
    assert r.hand("alice") == ["Databases"]
    assert r.winner is None


# --- Exxon Valdez ---------------------------------------------------------------------
EXXON = {"red": ["Exxon Valdez"]}
BOB_EXXON: dict[str, Any] = {
    "board": {"red": ["Machine Tools"], "blue": ["Writing", "Tools"]},
    "hand": ["Pottery"],
    "score": ["Sailing"],
    "achievements": ["Complex Numbers", "Agriculture"],
}


def _run(raw: dict[str, Any]) -> ArtifactsResult:
    """A run whose check of every card ignores special achievements removed from the game
    (the shared check counts them only in achievements)."""
    result = run_dict(raw)
    out = msgspec.to_builtins(result.to_out())
    state = dict(out["state"])
    state["removed"] = [c for c in state["removed"] if c not in ("Monument", "Empire", "World")]
    check_all_cards(state, list(raw["expansions"]))
    return ArtifactsResult(out, result.exit_code)


def test_exxon_valdez_removes_everything_and_the_compelled_player_loses() -> None:
    r = artifacts_dogma("Exxon Valdez", {"alice": {"board": EXXON}, "bob": dict(BOB_EXXON)})
    ok(r)
    assert r.removed == [
        "Pottery",
        "Sailing",
        "Machine Tools",
        "Writing",
        "Tools",
        "Complex Numbers",
        "Agriculture",
    ]
    assert r.achievements("bob") == []
    assert r.winner == ["alice"]
    assert r.game_over == "Exxon Valdez"


def test_exxon_valdez_removes_special_achievements_too() -> None:
    bob = {**BOB_EXXON, "achievements": ["Monument"]}
    action = [{"player": "alice", "action": "dogma", "card": "Exxon Valdez"}]
    r = _run(artifacts_scenario({"alice": {"board": EXXON}, "bob": bob}, action, current="alice"))
    ok(r)
    assert "Monument" in r.removed
    assert r.winner == ["alice"]


def test_exxon_valdez_does_not_compel_fewer_factories() -> None:
    r = artifacts_dogma(
        "Exxon Valdez",
        {"alice": {"board": EXXON}, "bob": {"board": {"yellow": ["Canning"]}, "hand": ["Pottery"]}},
    )
    ok(r)
    assert r.removed == []
    assert r.hand("bob") == ["Pottery"]
    assert r.winner is None


def test_exxon_valdez_in_the_team_game_the_other_team_wins() -> None:
    r = artifacts_dogma(
        "Exxon Valdez",
        {
            "alice": {"board": EXXON},
            "bob": {"board": {"yellow": ["Canning"]}},
            "carol": {"board": {"purple": ["Railroad"], "red": ["Industrialization"]}},
            "dave": dict(BOB_EXXON),
        },
        teams=TEAMS,
    )
    ok(r)
    # dave (3 factories) is compelled; carol (partner, 3) never is; bob (2) has fewer
    assert r.pile("carol", "red") == ["Industrialization"]
    assert r.pile("bob", "yellow") == ["Canning"]
    assert r.pile("dave", "red") == []
    assert r.achievements("dave") == []
    assert r.winner == ["alice", "carol"]


def test_exxon_valdez_with_three_players_the_loser_leaves_and_the_game_goes_on() -> None:
    action = [
        {"player": "alice", "action": "dogma", "card": "Exxon Valdez"},
        {"player": "alice", "action": "draw"},
        {"player": "carol", "action": "draw"},
    ]
    r = artifacts_actions(
        {
            "alice": {"board": EXXON},
            "bob": dict(BOB_EXXON),
            "carol": {"board": {"red": ["Archery"]}},
        },
        action,
        current="alice",
    )
    ok(r)
    assert r.winner is None and "Machine Tools" in r.removed
    assert r.current == "carol"  # bob is out of the game: carol plays after alice
    assert any("bob loses by Exxon Valdez" in t for t in r.texts())
    # carol's turn came straight after alice's, and bob never acted again
    assert [s["actor"] for s in r.verbs("action")] == ["alice", "alice", "carol"]


def test_exxon_valdez_with_three_players_the_last_one_left_wins() -> None:
    carol = {"board": {"yellow": ["Globalization"]}, "hand": ["Oars"]}  # 3 factories: compelled
    r = artifacts_dogma(
        "Exxon Valdez", {"alice": {"board": EXXON}, "bob": dict(BOB_EXXON), "carol": carol}
    )
    ok(r)
    assert r.winner == ["alice"] and r.game_over == "Exxon Valdez"


def test_exxon_valdez_with_three_players_and_nobody_compelled_is_fine() -> None:
    r = artifacts_dogma("Exxon Valdez", {"alice": {"board": EXXON}, "bob": {}, "carol": {}})
    ok(r)
    assert r.winner is None


# --- Higgs Boson ------------------------------------------------------------------------


def test_higgs_boson_transfers_the_whole_board_to_the_score_pile() -> None:
    r = artifacts_dogma(
        "Higgs Boson",
        {
            "alice": {"board": {"blue": ["Higgs Boson", "Writing"], "red": ["Archery", "Oars"]}},
            "bob": {},
        },
    )
    ok(r)
    assert r.score("alice") == ["Archery", "Oars", "Higgs Boson", "Writing"]
    assert r.pile("alice", "blue") == [] and r.pile("alice", "red") == []


def test_higgs_boson_shared() -> None:
    r = artifacts_dogma(
        "Higgs Boson",
        {
            "alice": {"board": {"blue": ["Higgs Boson"]}},
            "bob": {"board": {"purple": ["Philosophy"]}},
        },
        decks={1: ["Pottery"]},
    )
    ok(r)
    assert r.score("bob") == ["Philosophy"]
    assert r.score("alice") == ["Higgs Boson"]
    # the free draw: alice's board is empty then, a draw of 0 is a 1 (DRAW-1, DRAW-2)
    assert r.hand("alice") == ["Pottery"]


# --- Maastricht Treaty -----------------------------------------------------------------
MAASTRICHT = {"green": ["Maastricht Treaty"]}


def test_maastricht_treaty_most_score_cards_wins() -> None:
    r = artifacts_dogma(
        "Maastricht Treaty",
        {
            "alice": {"board": MAASTRICHT, "score": ["Pottery", "Oars"]},
            "bob": {"score": ["Databases"]},
        },
    )
    ok(r)
    assert r.winner == ["alice"]


def test_maastricht_treaty_a_tie_is_not_the_most() -> None:
    r = artifacts_dogma(
        "Maastricht Treaty",
        {"alice": {"board": MAASTRICHT, "score": ["Pottery"]}, "bob": {"score": ["Databases"]}},
    )
    ok(r)
    assert r.winner is None


def test_maastricht_treaty_fewer_does_not_win_and_a_sharer_may() -> None:
    r = artifacts_dogma(
        "Maastricht Treaty",
        {
            "alice": {"board": MAASTRICHT, "score": ["Pottery"]},
            "bob": {
                "board": {"purple": ["Code of Laws"], "green": ["Mapmaking"]},
                "score": ["Oars", "Sailing"],
            },
        },
    )
    ok(r)
    assert r.winner == ["bob"]


# --- Maldives ------------------------------------------------------------------------------
MALDIVES = {"red": ["Maldives"]}
BOB_CLOCKS = {"red": ["Fission"]}  # three clocks, as many as Maldives


def test_maldives_compels_returning_all_but_two_in_hand_and_score() -> None:
    bob = {
        "board": BOB_CLOCKS,
        "hand": ["Pottery", "Sailing", "Oars", "Writing"],
        "score": ["Tools", "Archery", "Agriculture"],
    }
    r = artifacts_dogma("Maldives", {"alice": {"board": MALDIVES}, "bob": bob})
    p = asks(r, "bob")
    assert p["min"] == 2 and p["max"] == 2
    r = artifacts_dogma(
        "Maldives",
        {"alice": {"board": MALDIVES, "score": ["Calendar"]}, "bob": bob},
        [["Sailing", "Writing"], ["Archery"]],
    )
    ok(r)
    assert r.hand("bob") == ["Pottery", "Oars"]
    assert r.score("bob") == ["Tools", "Agriculture"]
    assert r.deck(1)[-3:] == ["Sailing", "Writing", "Archery"]
    assert r.score("alice") == ["Calendar"]


def test_maldives_with_two_cards_asks_nothing() -> None:
    bob = {"board": BOB_CLOCKS, "hand": ["Pottery", "Sailing"], "score": ["Tools"]}
    r = artifacts_dogma("Maldives", {"alice": {"board": MALDIVES}, "bob": bob})
    ok(r)
    assert r.hand("bob") == ["Pottery", "Sailing"]
    assert r.score("bob") == ["Tools"]


def test_maldives_does_not_compel_fewer_clocks_and_keeps_four() -> None:
    score = ["Pottery", "Sailing", "Oars", "Writing", "Tools", "Archery"]
    r = artifacts_dogma(
        "Maldives",
        {
            "alice": {"board": MALDIVES, "score": score},
            "bob": {"hand": ["Calendar", "Mathematics", "Agriculture"]},
        },
        [["Pottery", "Tools"]],
    )
    ok(r)
    assert r.hand("bob") == ["Calendar", "Mathematics", "Agriculture"]
    assert r.score("alice") == ["Sailing", "Oars", "Writing", "Archery"]


# --- Rover Curiosity ------------------------------------------------------------------------
ROVER = {"blue": ["Rover Curiosity"]}


def test_rover_curiosity_melds_an_artifact_10_and_executes_it() -> None:
    r = artifacts_dogma(
        "Rover Curiosity",
        {"alice": {"board": ROVER}, "bob": {}},
        artifacts_decks={10: ["Where's Waldo?"]},
    )
    ok(r)
    assert r.pile("alice", "yellow") == ["Where's Waldo?"]
    assert r.winner == ["alice"]


def test_rover_curiosity_compels_as_if_on_rover() -> None:
    # bob has as many lightbulbs as Rover's three: he shares Rover (Higgs Boson), then is
    # compelled by alice's Maldives as if it were on Rover
    r = artifacts_dogma(
        "Rover Curiosity",
        {
            "alice": {"board": ROVER, "score": ["Pottery", "Sailing", "Oars", "Writing", "Tools"]},
            "bob": {
                "board": {"purple": ["Philosophy"]},
                "hand": ["Calendar", "Mathematics", "Agriculture"],
            },
        },
        [["Calendar"], ["Pottery"]],
        artifacts_decks={10: ["Higgs Boson", "Maldives"]},
        decks={10: ["Databases"]},
    )
    ok(r)
    assert r.score("bob") == ["Higgs Boson", "Philosophy"]
    assert r.hand("bob") == ["Mathematics", "Agriculture"]
    assert r.pile("alice", "red") == ["Maldives"]
    assert r.score("alice") == ["Sailing", "Oars", "Writing", "Tools"]
    assert any(t.startswith("bob ") and "I compel you to return" in t for t in r.texts())
    assert r.hand("alice") == ["Databases"]  # the free draw


def test_rover_curiosity_with_no_artifact_10_melds_a_base_10_and_its_demand() -> None:
    r = artifacts_dogma(
        "Rover Curiosity",
        {"alice": {"board": ROVER}, "bob": {"score": ["Pottery", "Sailing", "Oars"]}},
        [["Pottery", "Oars"]],
        decks={10: ["Databases"]},
        removed=[c for c in ARTIFACT_10S if c != "Rover Curiosity"],
    )
    ok(r)
    assert r.pile("alice", "green") == ["Databases"]
    # Databases' demand goes to bob, with fewer lightbulbs than Rover's: half rounded up
    assert r.score("bob") == ["Sailing"]


def test_rover_curiosity_melding_delorean_removes_it_all() -> None:
    r = artifacts_dogma(
        "Rover Curiosity",
        {"alice": {"board": ROVER, "hand": ["Pottery"]}, "bob": {"board": {"red": ["Archery"]}}},
        artifacts_decks={10: ["DeLorean DMC-12"]},
    )
    ok(r)
    assert r.removed == ["Rover Curiosity", "DeLorean DMC-12", "Archery", "Pottery"]


def test_rover_curiosity_with_no_10_left_ends_the_game() -> None:
    r = artifacts_dogma(
        "Rover Curiosity",
        {"alice": {"board": ROVER}, "bob": {"score": ["Pottery"]}},
        removed=[*BASE_10S, *(c for c in ARTIFACT_10S if c != "Rover Curiosity")],
    )
    ok(r)
    assert r.game_over == "score"
    assert r.winner == ["bob"]


# --- Seikan Tunnel ------------------------------------------------------------------------


def test_seikan_tunnel_the_most_visible_cards_win() -> None:
    r = artifacts_dogma(
        "Seikan Tunnel",
        {
            "alice": {
                "board": {
                    "green": {"cards": ["Seikan Tunnel", "Sailing", "Mapmaking"], "splay": "left"}
                }
            },
            # an unsplayed pile shows one card, however tall
            "bob": {"board": {"red": ["Archery", "Oars", "Construction", "Road Building"]}},
        },
    )
    ok(r)
    assert r.winner == ["alice"]


def test_seikan_tunnel_a_tie_with_another_board_does_not_win() -> None:
    r = artifacts_dogma(
        "Seikan Tunnel",
        {
            "alice": {"board": {"green": {"cards": ["Seikan Tunnel", "Sailing"], "splay": "left"}}},
            "bob": {"board": {"red": {"cards": ["Archery", "Oars"], "splay": "right"}}},
        },
    )
    ok(r)
    assert r.winner is None


def test_seikan_tunnel_fewer_does_not_win() -> None:
    r = artifacts_dogma(
        "Seikan Tunnel",
        {
            "alice": {"board": {"green": ["Seikan Tunnel", "Sailing", "Mapmaking"]}},
            "bob": {"board": {"red": {"cards": ["Archery", "Oars"], "splay": "right"}}},
        },
    )
    ok(r)
    assert r.winner is None


# --- Twister ---------------------------------------------------------------------------------
TWISTER = {"purple": ["Twister"]}
BOB_TWISTER = {"yellow": ["Canning"]}  # two factories, as many as Twister


def test_twister_compels_revealing_and_melding_one_card_of_each_color() -> None:
    bob = {"board": BOB_TWISTER, "score": ["Archery", "Oars", "Writing", "Agriculture"]}
    r = artifacts_dogma("Twister", {"alice": {"board": TWISTER}, "bob": bob})
    p = asks(r, "bob")
    assert sorted(p["options"]) == ["Archery", "Oars"]
    assert [s["card"] for s in r.verbs("reveal")] == ["Archery", "Oars", "Writing", "Agriculture"]
    r = artifacts_dogma("Twister", {"alice": {"board": TWISTER}, "bob": bob}, ["Oars"])
    ok(r)
    assert r.pile("bob", "red") == ["Oars"]
    assert r.pile("bob", "blue") == ["Writing"]
    assert r.pile("bob", "yellow") == ["Agriculture", "Canning"]
    assert r.score("bob") == ["Archery"]


def test_twister_with_an_empty_score_pile_or_fewer_factories() -> None:
    r = artifacts_dogma("Twister", {"alice": {"board": TWISTER}, "bob": {"board": BOB_TWISTER}})
    ok(r)
    assert r.verbs("reveal") == [] and r.verbs("meld") == []
    r = artifacts_dogma("Twister", {"alice": {"board": TWISTER}, "bob": {"score": ["Oars"]}})
    ok(r)
    assert r.score("bob") == ["Oars"]


# --- Where's Waldo? ----------------------------------------------------------------------------


def test_wheres_waldo_you_win() -> None:
    r = artifacts_dogma(
        "Where's Waldo?", {"alice": {"board": {"yellow": ["Where's Waldo?"]}}, "bob": {}}
    )
    ok(r)
    assert r.winner == ["alice"]


def test_wheres_waldo_a_sharer_wins_first() -> None:
    r = artifacts_dogma(
        "Where's Waldo?",
        {
            "alice": {"board": {"yellow": ["Where's Waldo?"]}},
            "bob": {"board": {"blue": ["Pottery"]}},
        },
    )
    ok(r)
    assert r.winner == ["bob"]


def test_wheres_waldo_free_dogma_from_the_display() -> None:
    r = free_dogma(
        "alice",
        {"alice": {"board": {"red": ["Archery"]}}, "bob": {}},
        displays={"alice": ["Where's Waldo?"]},
    )
    ok(r)
    assert r.winner == ["alice"]
