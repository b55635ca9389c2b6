"""Scenario tests for every branch of the Artifacts age 2 cards, run through the
scenario contract (compel effects, sharing, the free Dogma from the display)."""

from __future__ import annotations

from typing import Any

from artifacts_support import artifacts_dogma, free_dogma
from support import asks, ok

from adjudicator.games.innovation.engine.cards import set_cards

TEAMS = [["alice", "carol"], ["bob", "dave"]]
ACHIEVEMENTS = ["Pottery", "Calendar", "Compass", "Anatomy"]


# --- Babylonian Chronicles ----------------------------------------------------
def test_babylonian_chronicles_compels_a_non_red_castle_top_card_then_both_score() -> None:
    r = artifacts_dogma(
        "Babylonian Chronicles",
        {
            "alice": {"board": {"red": ["Babylonian Chronicles"]}},
            "bob": {"board": {"red": ["Archery"], "yellow": ["Masonry"], "green": ["Sailing"]}},
        },
        decks={3: ["Optics", "Paper"], 2: ["Calendar"]},
    )
    ok(r)
    assert r.pile("alice", "yellow") == ["Masonry"]
    assert r.pile("bob", "red") == ["Archery"]  # red is never transferred
    assert r.score("bob") == ["Optics"]
    assert r.score("alice") == ["Paper"]
    assert r.hand("alice") == ["Calendar"]  # the free draw
    assert "ART-16" in r.rules()


def test_babylonian_chronicles_asks_the_compelled_player_to_choose() -> None:
    r = artifacts_dogma(
        "Babylonian Chronicles",
        {
            "alice": {"board": {"red": ["Babylonian Chronicles"]}},
            "bob": {"board": {"yellow": ["Masonry"], "purple": ["Mysticism"]}},
        },
    )
    p = asks(r, "bob")
    assert sorted(p["options"]) == ["Masonry", "Mysticism"]


def test_babylonian_chronicles_compelled_with_only_a_red_castle_card_gives_nothing() -> None:
    r = artifacts_dogma(
        "Babylonian Chronicles",
        {
            "alice": {"board": {"red": ["Babylonian Chronicles"]}},
            "bob": {"board": {"red": ["Metalworking"], "green": ["Sailing"]}},
        },
        decks={3: ["Optics", "Paper"], 2: ["Calendar"]},
    )
    ok(r)
    assert r.pile("bob", "red") == ["Metalworking"]
    assert r.pile("bob", "green") == ["Sailing"]
    assert r.score("bob") == ["Optics"]


def test_babylonian_chronicles_without_a_compelled_player_only_scores() -> None:
    r = artifacts_dogma(
        "Babylonian Chronicles",
        {
            "alice": {"board": {"red": ["Babylonian Chronicles"]}},
            "bob": {"board": {"yellow": ["Domestication"]}},
        },
        decks={3: ["Optics"]},
    )
    ok(r)
    assert r.pile("bob", "yellow") == ["Domestication"]
    assert r.score("alice") == ["Optics"]
    assert r.score("bob") == []


def test_babylonian_chronicles_never_compels_a_partner() -> None:
    r = artifacts_dogma(
        "Babylonian Chronicles",
        {
            "alice": {"board": {"red": ["Babylonian Chronicles"]}},
            "bob": {},
            "carol": {"board": {"yellow": ["Masonry"]}},
            "dave": {},
        },
        decks={3: ["Optics", "Paper"]},
        teams=TEAMS,
    )
    ok(r)
    assert r.pile("carol", "yellow") == ["Masonry"]
    assert r.score("carol") == ["Optics"]  # she shares
    assert r.score("alice") == ["Paper"]
    assert r.free_draws() == 0  # a partner's change earns no free draw


# --- Baghdad Battery ----------------------------------------------------------
FIVE_2S = ["Calendar", "Mathematics", "Fermenting", "Philosophy", "Currency"]


def test_baghdad_battery_same_color_from_different_sets_draws_and_scores_five_2s() -> None:
    r = artifacts_dogma(
        "Baghdad Battery",
        {
            "alice": {
                "board": {"green": ["Baghdad Battery"]},
                "hand": ["Archery", "Holmegaard Bows"],
            },
            "bob": {},
        },
        decks={2: FIVE_2S},
    )
    ok(r)
    assert r.pile("alice", "red") == ["Holmegaard Bows", "Archery"]  # hand order
    assert r.score("alice") == FIVE_2S


def test_baghdad_battery_same_color_same_set_draws_nothing() -> None:
    r = artifacts_dogma(
        "Baghdad Battery",
        {
            "alice": {"board": {"green": ["Baghdad Battery"]}, "hand": ["Archery", "Oars"]},
            "bob": {},
        },
    )
    ok(r)
    assert r.pile("alice", "red") == ["Oars", "Archery"]
    assert r.score("alice") == []


def test_baghdad_battery_different_colors_draw_nothing() -> None:
    r = artifacts_dogma(
        "Baghdad Battery",
        {
            "alice": {
                "board": {"green": ["Baghdad Battery"]},
                "hand": ["Writing", "Holmegaard Bows"],
            },
            "bob": {},
        },
    )
    ok(r)
    assert r.pile("alice", "blue") == ["Writing"]
    assert r.pile("alice", "red") == ["Holmegaard Bows"]
    assert r.score("alice") == []


def test_baghdad_battery_asks_two_cards_melded_in_the_order_given() -> None:
    players: dict[str, dict[str, Any]] = {
        "alice": {
            "board": {"green": ["Baghdad Battery"]},
            "hand": ["Archery", "Writing", "Holmegaard Bows"],
        },
        "bob": {},
    }
    r = artifacts_dogma("Baghdad Battery", players)
    p = asks(r, "alice")
    assert p["min"] == 2 and p["max"] == 2
    r = artifacts_dogma(
        "Baghdad Battery", players, [["Holmegaard Bows", "Archery"]], decks={2: FIVE_2S}
    )
    ok(r)
    assert r.pile("alice", "red") == ["Archery", "Holmegaard Bows"]
    assert r.hand("alice") == ["Writing"]
    assert r.score("alice") == FIVE_2S


def test_baghdad_battery_one_card_is_melded_and_draws_nothing() -> None:
    r = artifacts_dogma(
        "Baghdad Battery",
        {"alice": {"board": {"green": ["Baghdad Battery"]}, "hand": ["Archery"]}, "bob": {}},
    )
    ok(r)
    assert r.pile("alice", "red") == ["Archery"]
    assert r.score("alice") == []


def test_baghdad_battery_an_echoes_card_is_another_set() -> None:
    r = artifacts_dogma(
        "Baghdad Battery",
        {
            "alice": {"board": {"green": ["Baghdad Battery"]}, "hand": ["Archery", "Bangle"]},
            "bob": {},
        },
        decks={2: FIVE_2S},
        expansions=["echoes"],
    )
    ok(r)
    assert sorted(r.pile("alice", "red")) == ["Archery", "Bangle"]
    assert r.score("alice") == FIVE_2S


# --- Chronicle of Zuo ---------------------------------------------------------
def test_chronicle_of_zuo_draws_for_each_icon_of_which_you_have_strictly_the_least() -> None:
    # alice: 0 castles, 1 crown, 2 lightbulbs; bob: 3 castles, 0 crowns, 3 lightbulbs
    r = artifacts_dogma(
        "Chronicle of Zuo",
        {
            "alice": {"board": {"red": ["Chronicle of Zuo"]}},
            "bob": {"board": {"purple": ["Philosophy"], "yellow": ["Masonry"]}},
        },
        decks={3: ["Optics"], 2: ["Calendar", "Mathematics"], 4: ["Anatomy"]},
    )
    ok(r)
    assert r.hand("bob") == ["Optics"]  # bob shares: the least crowns
    assert r.hand("alice") == ["Calendar", "Anatomy", "Mathematics"]  # + the free draw


def test_chronicle_of_zuo_a_tie_is_not_the_least() -> None:
    # alice and bob (sharing): 0 castles, 1 crown, 2 lightbulbs each
    r = artifacts_dogma(
        "Chronicle of Zuo",
        {
            "alice": {"board": {"red": ["Chronicle of Zuo"]}},
            "bob": {"board": {"blue": ["Writing"]}},
        },
        decks={2: ["Calendar"]},
    )
    ok(r)
    assert r.hand("alice") == []
    assert r.hand("bob") == []


def test_chronicle_of_zuo_least_castles_only() -> None:
    r = artifacts_dogma(
        "Chronicle of Zuo",
        {
            "alice": {"board": {"red": ["Chronicle of Zuo"]}},
            "bob": {"board": {"yellow": ["Masonry"]}},
        },
        decks={2: ["Calendar"]},
    )
    ok(r)
    assert r.hand("alice") == ["Calendar"]


# --- Cyrus Cylinder -----------------------------------------------------------
def test_cyrus_cylinder_executes_another_top_purple_then_splays_any_pile_left() -> None:
    r = artifacts_dogma(
        "Cyrus Cylinder",
        {
            "alice": {"board": {"purple": ["Cyrus Cylinder"], "blue": ["Tools", "Pottery"]}},
            "bob": {"board": {"purple": ["Mysticism"], "red": ["Archery", "Oars"]}},
        },
        ["bob red"],
        decks={1: ["Writing", "Sailing"]},
    )
    ok(r)
    # Mysticism for alice: Writing is blue like her Tools: melded, then a 1 drawn
    assert r.pile("alice", "blue") == ["Writing", "Tools", "Pottery"]
    assert r.hand("alice") == ["Sailing"]
    assert r.splay("bob", "red") == "left"
    assert r.splay("alice", "blue") == "none"
    assert "DOGMA-8" in r.rules()


def test_cyrus_cylinder_asks_which_purple_card_and_which_pile() -> None:
    players: dict[str, dict[str, Any]] = {
        "alice": {"board": {"purple": ["Cyrus Cylinder"], "blue": ["Tools", "Pottery"]}},
        "bob": {"board": {"purple": ["Mysticism"], "red": ["Archery", "Oars"]}},
        "carol": {"board": {"purple": ["City States"]}},
    }
    r = artifacts_dogma("Cyrus Cylinder", players)
    p = asks(r, "alice")
    assert sorted(p["options"]) == ["City States", "Mysticism"]
    # City States has only a demand: nothing is executed, then the splay is asked
    r = artifacts_dogma("Cyrus Cylinder", players, ["City States"])
    p = asks(r, "alice")
    assert sorted(p["options"]) == ["alice blue", "bob red"]
    r = artifacts_dogma("Cyrus Cylinder", players, ["City States", "alice blue"])
    ok(r)
    assert r.splay("alice", "blue") == "left"
    assert r.pile("bob", "red") == ["Archery", "Oars"]


def test_cyrus_cylinder_without_another_purple_card_only_splays() -> None:
    r = artifacts_dogma(
        "Cyrus Cylinder",
        {
            "alice": {"board": {"purple": ["Cyrus Cylinder"], "blue": ["Tools", "Pottery"]}},
            "bob": {},
        },
    )
    ok(r)
    assert r.splay("alice", "blue") == "left"  # the one pile: no question
    assert "DOGMA-8" not in r.rules()


def test_cyrus_cylinder_with_no_pile_to_splay_does_nothing_more() -> None:
    r = artifacts_dogma(
        "Cyrus Cylinder",
        {
            "alice": {"board": {"purple": ["Cyrus Cylinder"]}},
            "bob": {"board": {"red": {"cards": ["Archery", "Oars"], "splay": "left"}}},
        },
    )
    ok(r)
    assert r.splay("bob", "red") == "left"


def test_cyrus_cylinder_from_the_display_may_execute_a_purple_on_the_own_board() -> None:
    r = free_dogma(
        "alice",
        {
            "alice": {"board": {"purple": ["Mysticism"]}},
            "bob": {},
        },
        displays={"alice": ["Cyrus Cylinder"]},
        decks={1: ["Sailing"]},
    )
    ok(r)
    assert r.hand("alice") == ["Sailing"]  # Sailing is green: kept
    assert r.artifacts_deck(2)[-1] == "Cyrus Cylinder"


# --- Dead Sea Scrolls ---------------------------------------------------------
def test_dead_sea_scrolls_draws_an_artifact_of_the_highest_top_value() -> None:
    r = artifacts_dogma(
        "Dead Sea Scrolls",
        {"alice": {"board": {"purple": ["Dead Sea Scrolls"], "red": ["Optics"]}}, "bob": {}},
        artifacts_decks={3: ["Excalibur"]},
    )
    ok(r)
    assert r.hand("alice") == ["Excalibur"]
    assert "ART-5" in r.rules()


def test_dead_sea_scrolls_draws_a_base_card_when_the_artifacts_pile_is_empty() -> None:
    others = [c.name for c in set_cards("artifacts") if c.age == 2 and c.name != "Dead Sea Scrolls"]
    r = artifacts_dogma(
        "Dead Sea Scrolls",
        {"alice": {"board": {"purple": ["Dead Sea Scrolls"]}}, "bob": {}},
        decks={2: ["Calendar"]},
        removed=others,
    )
    ok(r)
    assert r.hand("alice") == ["Calendar"]


def test_dead_sea_scrolls_skips_an_empty_base_age() -> None:
    base_2s = [c.name for c in set_cards("base") if c.age == 2]
    r = artifacts_dogma(
        "Dead Sea Scrolls",
        {"alice": {"board": {"purple": ["Dead Sea Scrolls"]}}, "bob": {}},
        artifacts_decks={3: ["Excalibur"]},
        achievements=["Pottery", "Compass"],
        removed=base_2s,
    )
    ok(r)
    assert r.hand("alice") == ["Excalibur"]


def test_dead_sea_scrolls_from_the_display_with_an_empty_board_draws_an_artifact_1() -> None:
    r = free_dogma(
        "alice",
        {"alice": {}, "bob": {"board": {"blue": ["Writing"]}}},
        displays={"alice": ["Dead Sea Scrolls"]},
        artifacts_decks={1: ["Sibidu Needle"]},
    )
    ok(r)
    assert r.hand("alice") == ["Sibidu Needle"]
    assert r.display("alice") == []


# --- Holy Grail ---------------------------------------------------------------
def test_holy_grail_returns_a_card_and_claims_an_achievement_of_its_value() -> None:
    r = artifacts_dogma(
        "Holy Grail",
        {"alice": {"board": {"yellow": ["Holy Grail"]}, "hand": ["Archery"]}, "bob": {}},
        achievements=ACHIEVEMENTS,
    )
    ok(r)
    assert r.deck(1)[-1] == "Archery"
    assert r.achievements("alice") == ["Pottery"]  # no score: eligibility ignored


def test_holy_grail_without_an_available_achievement_of_that_value_claims_nothing() -> None:
    r = artifacts_dogma(
        "Holy Grail",
        {"alice": {"board": {"yellow": ["Holy Grail"]}, "hand": ["Optics"]}, "bob": {}},
        achievements=["Pottery", "Calendar"],
    )
    ok(r)
    assert r.hand("alice") == []
    assert r.achievements("alice") == []


def test_holy_grail_with_an_empty_hand_does_nothing_and_asks_with_two_cards() -> None:
    r = artifacts_dogma(
        "Holy Grail",
        {"alice": {"board": {"yellow": ["Holy Grail"]}}, "bob": {}},
        achievements=ACHIEVEMENTS,
    )
    ok(r)
    assert r.achievements("alice") == []
    r = artifacts_dogma(
        "Holy Grail",
        {"alice": {"board": {"yellow": ["Holy Grail"]}, "hand": ["Archery", "Optics"]}, "bob": {}},
    )
    p = asks(r, "alice")
    assert sorted(p["options"]) == ["Archery", "Optics"]


# --- Holy Lance ---------------------------------------------------------------
def test_holy_lance_compels_a_top_artifact_onto_my_board() -> None:
    r = artifacts_dogma(
        "Holy Lance",
        {
            "alice": {"board": {"green": ["Holy Lance"]}},
            "bob": {"board": {"red": ["Holmegaard Bows"], "purple": ["Mysticism"]}},
        },
    )
    ok(r)
    assert r.pile("alice", "red") == ["Holmegaard Bows"]
    assert r.pile("bob", "red") == []
    assert r.winner is None


def test_holy_lance_wins_with_holy_grail_on_top() -> None:
    r = artifacts_dogma(
        "Holy Lance",
        {"alice": {"board": {"green": ["Holy Lance"], "yellow": ["Holy Grail"]}}, "bob": {}},
    )
    assert r.exit_code == 0 and r.error is None
    assert r.winner == ["alice"]


def test_holy_lance_compelled_player_keeps_the_grail_and_wins_sharing() -> None:
    players: dict[str, dict[str, Any]] = {
        "alice": {"board": {"green": ["Holy Lance"]}},
        "bob": {
            "board": {
                "yellow": ["Holy Grail"],
                "red": ["Holmegaard Bows"],
                "purple": ["Mysticism"],
            }
        },
    }
    r = artifacts_dogma("Holy Lance", players)
    p = asks(r, "bob")
    assert sorted(p["options"]) == ["Holmegaard Bows", "Holy Grail"]
    r = artifacts_dogma("Holy Lance", players, ["Holmegaard Bows"])
    assert r.winner == ["bob"]
    r = artifacts_dogma("Holy Lance", players, ["Holy Grail"])
    assert r.winner == ["alice"]  # the Grail now on alice's board


def test_holy_lance_compelled_without_a_top_artifact_gives_nothing() -> None:
    r = artifacts_dogma(
        "Holy Lance",
        {
            "alice": {"board": {"green": ["Holy Lance"]}},
            "bob": {"board": {"purple": ["Mysticism"]}},
        },
    )
    ok(r)
    assert r.pile("bob", "purple") == ["Mysticism"]
    assert r.winner is None


def test_holy_lance_in_a_team_game_the_partners_win_together() -> None:
    r = artifacts_dogma(
        "Holy Lance",
        {
            "alice": {"board": {"green": ["Holy Lance"], "yellow": ["Holy Grail"]}},
            "bob": {},
            "carol": {"board": {"red": ["Holmegaard Bows"], "purple": ["Mysticism"]}},
            "dave": {},
        },
        teams=TEAMS,
    )
    assert r.exit_code == 0 and r.error is None
    assert r.pile("carol", "red") == ["Holmegaard Bows"]  # a partner: not compelled
    assert sorted(r.winner or []) == ["alice", "carol"]


# --- Rosetta Stone ------------------------------------------------------------
def test_rosetta_stone_draws_two_base_2s_melds_one_gives_the_other() -> None:
    r = artifacts_dogma(
        "Rosetta Stone",
        {"alice": {"board": {"blue": ["Rosetta Stone"]}}, "bob": {}},
        ["base", "Mathematics"],
        decks={2: ["Calendar", "Mathematics"]},
    )
    ok(r)
    assert r.pile("alice", "blue") == ["Mathematics", "Rosetta Stone"]
    assert r.pile("bob", "blue") == ["Calendar"]
    assert r.hand("alice") == []


def test_rosetta_stone_from_the_artifacts_choosing_the_opponent() -> None:
    r = artifacts_dogma(
        "Rosetta Stone",
        {"alice": {"board": {"blue": ["Rosetta Stone"]}}, "bob": {}, "carol": {}},
        ["artifacts", "Holy Lance", "carol"],
        artifacts_decks={2: ["Holy Grail", "Holy Lance"]},
    )
    ok(r)
    assert r.pile("alice", "green") == ["Holy Lance"]
    assert r.pile("carol", "yellow") == ["Holy Grail"]
    assert r.display("alice") == []  # a meld by an effect never digs


def test_rosetta_stone_asks_the_set_then_the_opponent_never_a_partner() -> None:
    r = artifacts_dogma(
        "Rosetta Stone",
        {"alice": {"board": {"blue": ["Rosetta Stone"]}}, "bob": {}},
    )
    p = asks(r, "alice")
    assert p["options"] == ["base", "artifacts"]
    r = artifacts_dogma(
        "Rosetta Stone",
        {"alice": {"board": {"blue": ["Rosetta Stone"]}}, "bob": {}, "carol": {}, "dave": {}},
        ["base", "Calendar"],
        decks={2: ["Calendar", "Mathematics"]},
        teams=TEAMS,
    )
    p = asks(r, "alice")
    assert p["options"] == ["bob", "dave"]


# --- Seikilos Epitaph ---------------------------------------------------------
def test_seikilos_epitaph_melds_the_bottom_card_and_executes_it() -> None:
    r = artifacts_dogma(
        "Seikilos Epitaph",
        {
            "alice": {"board": {"blue": ["Seikilos Epitaph"], "green": ["Sailing", "The Wheel"]}},
            "bob": {},
        },
        decks={3: ["Paper"], 1: ["Writing", "Pottery"]},
    )
    ok(r)
    assert r.pile("alice", "green") == ["The Wheel", "Paper", "Sailing"]
    assert r.hand("alice") == ["Writing", "Pottery"]  # The Wheel: draw two 1s


def test_seikilos_epitaph_a_new_color_executes_the_drawn_card_without_its_demand() -> None:
    r = artifacts_dogma(
        "Seikilos Epitaph",
        {
            "alice": {"board": {"blue": ["Seikilos Epitaph"], "yellow": ["Masonry"]}},
            "bob": {"board": {"yellow": ["Canal Building"]}},
        },
        decks={3: ["Compass"]},
    )
    ok(r)
    assert r.pile("alice", "green") == ["Compass"]
    assert r.pile("bob", "yellow") == ["Canal Building"]  # Compass's demand not run
    assert r.pile("alice", "yellow") == ["Masonry"]


# --- Terracotta Army ----------------------------------------------------------
def test_terracotta_army_compels_returning_a_castle_free_top_card_then_both_score() -> None:
    r = artifacts_dogma(
        "Terracotta Army",
        {
            "alice": {"board": {"yellow": ["Terracotta Army"]}, "hand": ["Archery", "Agriculture"]},
            "bob": {
                "board": {"yellow": ["Canal Building"], "red": ["Oars"], "purple": ["City States"]},
                "hand": ["Writing"],
            },
        },
        decks={2: ["Calendar"]},
    )
    ok(r)
    assert r.deck(2)[-1] == "Canal Building"
    assert r.score("bob") == ["Writing"]
    assert r.score("alice") == ["Agriculture"]
    assert r.hand("alice") == ["Archery", "Calendar"]  # the free draw


def test_terracotta_army_asks_the_compelled_player_which_top_card() -> None:
    r = artifacts_dogma(
        "Terracotta Army",
        {
            "alice": {"board": {"yellow": ["Terracotta Army"]}},
            "bob": {
                "board": {"yellow": ["Canal Building"], "green": ["Sailing"], "blue": ["Writing"]}
            },
        },
    )
    p = asks(r, "bob")
    assert sorted(p["options"]) == ["Canal Building", "Sailing", "Writing"]


def test_terracotta_army_without_a_compelled_player_or_castle_free_card() -> None:
    r = artifacts_dogma(
        "Terracotta Army",
        {
            "alice": {"board": {"yellow": ["Terracotta Army"]}, "hand": ["Archery"]},
            "bob": {"board": {"blue": ["Writing"]}},
        },
    )
    ok(r)
    assert r.pile("bob", "blue") == ["Writing"]
    assert r.hand("alice") == ["Archery"]
    assert r.score("alice") == []


def test_holy_lance_from_the_display_counts_its_castles_for_the_compel() -> None:
    # alice: 2 castles on her board + Holy Lance's 2 = 4; bob has 4, so he is compelled
    r = free_dogma(
        "alice",
        {
            "alice": {"board": {"yellow": ["Holy Grail"], "red": ["Archery"]}},
            "bob": {
                "board": {
                    "red": ["Holmegaard Bows"],
                    "green": ["Sailing"],
                    "purple": ["Monotheism"],
                }
            },
        },
        displays={"alice": ["Holy Lance"]},
    )
    assert r.exit_code == 0 and r.error is None
    assert "ART-16" in r.rules()
    assert r.pile("alice", "red") == ["Holmegaard Bows", "Archery"]
    assert r.winner == ["alice"]


def test_holy_lance_from_the_display_without_enough_castles_compels_no_one() -> None:
    r = free_dogma(
        "alice",
        {
            "alice": {"board": {"red": ["Archery"], "purple": ["Mysticism"]}},
            "bob": {"board": {"red": ["Holmegaard Bows"], "purple": ["Monotheism"]}},
        },
        displays={"alice": ["Holy Lance"]},
    )
    ok(r)
    assert r.pile("bob", "red") == ["Holmegaard Bows"]
    assert r.winner is None
    assert r.artifacts_deck(2)[-1] == "Holy Lance"
