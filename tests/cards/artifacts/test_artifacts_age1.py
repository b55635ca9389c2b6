"""Scenario tests for every branch of the Artifacts age 1 cards, run through the
scenario contract (compel effects, sharing, the free Dogma from the display)."""

from __future__ import annotations

from typing import Any

from artifacts_support import artifacts_dogma, free_dogma
from support import asks, ok

TEAMS = [["alice", "carol"], ["bob", "dave"]]


# --- Ark of the Covenant ------------------------------------------------------
def test_ark_transfers_the_color_from_players_without_top_artifacts_then_itself_to_hand() -> None:
    r = artifacts_dogma(
        "Ark of the Covenant",
        {
            "alice": {
                "board": {"purple": ["Ark of the Covenant"], "red": ["Metalworking"]},
                "hand": ["Archery"],
            },
            "bob": {"board": {"red": ["Oars", "Construction"]}},
            "carol": {"board": {"red": ["Road Building"], "yellow": ["Dancing Girl"]}},
        },
    )
    ok(r)
    assert r.deck(1)[-1] == "Archery"  # returned
    # alice (Ark on top) and carol (Dancing Girl on top) have top Artifacts
    assert r.score("alice") == ["Oars", "Construction"]
    assert r.pile("alice", "red") == ["Metalworking"]
    assert r.pile("carol", "red") == ["Road Building"]
    assert r.pile("bob", "red") == []
    assert r.hand("alice") == ["Ark of the Covenant"]
    assert r.pile("alice", "purple") == []


def test_ark_takes_the_executing_players_own_pile_without_a_top_artifact() -> None:
    # from the display: alice has no top Artifact, so her own red pile goes
    r = free_dogma(
        "alice",
        {
            "alice": {"board": {"red": ["Oars", "Metalworking"]}, "hand": ["Archery"]},
            "bob": {"board": {"yellow": ["Agriculture"]}},
        },
        displays={"alice": ["Ark of the Covenant"]},
    )
    ok(r)
    assert r.score("alice") == ["Oars", "Metalworking"]
    assert r.pile("alice", "red") == []
    # Ark was on display, on no board: not taken to hand, returned after the action
    assert r.hand("alice") == []
    assert r.display("alice") == []
    assert r.artifacts_deck(1)[-1] == "Ark of the Covenant"
    assert "ART-15" in r.rules()


def test_ark_with_an_empty_hand_transfers_nothing_but_still_takes_itself() -> None:
    r = artifacts_dogma(
        "Ark of the Covenant",
        {
            "alice": {"board": {"purple": ["Ark of the Covenant"]}},
            "bob": {"board": {"red": ["Oars"]}},
        },
    )
    ok(r)
    assert r.pile("bob", "red") == ["Oars"]
    assert r.score("alice") == []
    assert r.hand("alice") == ["Ark of the Covenant"]


def test_ark_asks_which_card_to_return() -> None:
    r = artifacts_dogma(
        "Ark of the Covenant",
        {
            "alice": {"board": {"purple": ["Ark of the Covenant"]}, "hand": ["Archery", "Sailing"]},
            "bob": {},
        },
    )
    p = asks(r, "alice")
    assert sorted(p["options"]) == ["Archery", "Sailing"]
    assert p["optional"] is False


def test_ark_shared_by_an_opponent_who_takes_ark_to_their_hand() -> None:
    # bob shares (castles 6 >= 3) and runs first: he returns Oars; alice has a top
    # Artifact, so only piles of players without one go; bob then takes Ark
    r = artifacts_dogma(
        "Ark of the Covenant",
        {
            "alice": {"board": {"purple": ["Ark of the Covenant"]}, "hand": ["Sailing"]},
            "bob": {
                "board": {"red": ["Metalworking"], "yellow": ["Masonry"]},
                "hand": ["Oars"],
            },
        },
        decks={1: ["Writing"]},
    )
    ok(r)
    assert r.score("bob") == ["Metalworking"]
    assert r.hand("bob") == ["Ark of the Covenant"]
    # alice's turn: her hand's Sailing returned; green piles of players without top
    # Artifacts (now both): none; Ark is no longer on a board
    assert r.hand("alice") == ["Writing"]  # the free draw (bob changed the game)
    assert r.deck(1)[-2:] == ["Oars", "Sailing"]


# --- Basur Hoyuk Tokens -------------------------------------------------------
def test_basur_hoyuk_returns_drawn_card_and_score_pile_when_top_card_comes_first() -> None:
    r = artifacts_dogma(
        "Basur Hoyuk Tokens",
        {
            "alice": {
                "board": {"blue": ["Basur Hoyuk Tokens"], "yellow": ["Agriculture"]},
                "score": ["Archery", "Calendar"],
            },
            "bob": {},
        },
        decks={4: ["Perspective"]},
    )
    ok(r)
    assert r.hand("alice") == []
    assert r.score("alice") == []
    assert r.deck(4)[-1] == "Perspective"
    assert r.deck(1)[-1] == "Archery"
    assert r.deck(2)[-1] == "Calendar"


def test_basur_hoyuk_keeps_the_card_when_the_top_card_comes_after_it() -> None:
    r = artifacts_dogma(
        "Basur Hoyuk Tokens",
        {
            "alice": {
                "board": {"blue": ["Basur Hoyuk Tokens"], "yellow": ["Masonry"]},
                "score": ["Archery"],
            },
            "bob": {},
        },
        decks={4: ["Anatomy"]},
    )
    ok(r)
    assert r.hand("alice") == ["Anatomy"]
    assert r.score("alice") == ["Archery"]


def test_basur_hoyuk_keeps_the_card_without_a_top_card_of_its_color() -> None:
    r = artifacts_dogma(
        "Basur Hoyuk Tokens",
        {"alice": {"board": {"blue": ["Basur Hoyuk Tokens"]}, "score": ["Archery"]}, "bob": {}},
        decks={4: ["Anatomy"]},
    )
    ok(r)
    assert r.hand("alice") == ["Anatomy"]
    assert r.score("alice") == ["Archery"]


# --- Dancing Girl -------------------------------------------------------------
def test_dancing_girl_compelled_moves_it_and_the_leader_wins_in_two_players() -> None:
    r = artifacts_dogma(
        "Dancing Girl",
        {
            "alice": {"board": {"yellow": ["Dancing Girl"]}},
            "bob": {"board": {"purple": ["Philosophy"]}},
        },
    )
    ok(r)
    assert r.pile("bob", "yellow") == ["Dancing Girl"]
    assert r.pile("alice", "yellow") == []
    assert "ART-16" in r.rules()
    # bob shares effect 2 first: it did not start on his board; alice wins
    assert r.winner == ["alice"]


def test_dancing_girl_without_a_compelled_player_stays_and_no_one_wins() -> None:
    r = artifacts_dogma(
        "Dancing Girl",
        {
            "alice": {"board": {"yellow": ["Dancing Girl"]}},
            "bob": {"board": {"blue": ["Writing"]}},
        },
    )
    ok(r)
    assert r.pile("alice", "yellow") == ["Dancing Girl"]
    assert r.winner is None
    assert not r.game_over


def test_dancing_girl_not_on_every_board_with_three_players() -> None:
    r = artifacts_dogma(
        "Dancing Girl",
        {
            "alice": {"board": {"yellow": ["Dancing Girl"]}},
            "bob": {"board": {"purple": ["Philosophy"]}},
            "carol": {"board": {"blue": ["Writing"]}},
        },
    )
    ok(r)
    assert r.pile("bob", "yellow") == ["Dancing Girl"]
    assert r.winner is None


def test_dancing_girl_passes_round_every_board_with_three_players() -> None:
    r = artifacts_dogma(
        "Dancing Girl",
        {
            "alice": {"board": {"yellow": ["Dancing Girl"]}},
            "bob": {"board": {"purple": ["Philosophy"]}},
            "carol": {"board": {"blue": ["Tools"], "red": ["Archery"]}},
        },
    )
    ok(r)
    assert r.winner == ["alice"]
    assert r.pile("carol", "yellow") == ["Dancing Girl"]


def test_dancing_girl_never_compels_a_partner_so_the_team_game_has_no_win() -> None:
    r = artifacts_dogma(
        "Dancing Girl",
        {
            "alice": {"board": {"yellow": ["Dancing Girl"]}},
            "bob": {"board": {"purple": ["Philosophy"]}},
            "carol": {"board": {"blue": ["Tools"], "red": ["Archery"]}},
            "dave": {"board": {"green": ["Paper"], "red": ["Engineering"]}},
        },
        teams=TEAMS,
    )
    ok(r)
    assert r.pile("dave", "yellow") == ["Dancing Girl"]  # bob, then dave
    assert r.pile("carol", "yellow") == []
    assert r.winner is None


def test_dancing_girl_from_the_display_cannot_be_reached_and_wins_nothing() -> None:
    r = free_dogma(
        "alice",
        {"alice": {}, "bob": {"board": {"purple": ["Philosophy"]}}},
        displays={"alice": ["Dancing Girl"]},
    )
    ok(r)
    assert r.pile("bob", "yellow") == []
    assert r.winner is None
    assert r.display("alice") == []
    assert r.artifacts_deck(1)[-1] == "Dancing Girl"


def test_dancing_girl_that_started_on_the_sharers_board_is_not_his_win() -> None:
    # bob shares effect 2 but it did not start on his board: only alice may win,
    # and only with every board visited (here bob's was)
    r = artifacts_dogma(
        "Dancing Girl",
        {
            "alice": {"board": {"yellow": ["Dancing Girl"]}},
            "bob": {"board": {"purple": ["Philosophy"]}},
        },
    )
    ok(r)
    texts = r.texts()
    assert any("did not start on bob's board" in t for t in texts)


# --- Electrum Stater of Efesos ------------------------------------------------
def test_electrum_stater_melds_new_colors_and_repeats_until_a_color_is_on_board() -> None:
    r = artifacts_dogma(
        "Electrum Stater of Efesos",
        {"alice": {"board": {"green": ["Electrum Stater of Efesos"]}}, "bob": {}},
        decks={3: ["Optics", "Education", "Compass"]},
    )
    ok(r)
    assert r.pile("alice", "red") == ["Optics"]
    assert r.pile("alice", "purple") == ["Education"]
    assert r.hand("alice") == ["Compass"]


def test_electrum_stater_keeps_the_first_card_of_a_color_on_board() -> None:
    r = artifacts_dogma(
        "Electrum Stater of Efesos",
        {"alice": {"board": {"green": ["Electrum Stater of Efesos"]}}, "bob": {}},
        decks={3: ["Paper"]},
    )
    ok(r)
    assert r.hand("alice") == ["Paper"]
    assert r.pile("alice", "green") == ["Electrum Stater of Efesos"]


# --- Holmegaard Bows ----------------------------------------------------------
def test_holmegaard_bows_compels_the_highest_castle_top_card_then_both_draw() -> None:
    r = artifacts_dogma(
        "Holmegaard Bows",
        {
            "alice": {"board": {"red": ["Holmegaard Bows"]}},
            "bob": {
                "board": {
                    "purple": ["Monotheism"],
                    "yellow": ["Masonry"],
                    "green": ["Clothing"],
                },
            },
        },
        decks={2: ["Calendar", "Mathematics"], 1: ["Sailing"]},
    )
    ok(r)
    assert "Monotheism" in r.hand("alice")
    assert r.pile("bob", "purple") == []
    assert r.hand("bob") == ["Calendar"]
    # alice draws her 2, then the free draw (bob shared and drew)
    assert r.hand("alice") == ["Monotheism", "Mathematics", "Sailing"]
    assert r.free_draws() == 1


def test_holmegaard_bows_tie_is_chosen_by_the_compelled_player() -> None:
    r = artifacts_dogma(
        "Holmegaard Bows",
        {
            "alice": {"board": {"red": ["Holmegaard Bows"]}},
            "bob": {"board": {"red": ["Archery"], "purple": ["Mysticism"], "green": ["Clothing"]}},
        },
    )
    p = asks(r, "bob")
    assert sorted(p["options"]) == ["Archery", "Mysticism"]
    assert p["rule"] == "DOGMA-9"
    r = artifacts_dogma(
        "Holmegaard Bows",
        {
            "alice": {"board": {"red": ["Holmegaard Bows"]}},
            "bob": {"board": {"red": ["Archery"], "purple": ["Mysticism"], "green": ["Clothing"]}},
        },
        ["Mysticism"],
        decks={2: ["Calendar", "Mathematics"], 1: ["Sailing"]},
    )
    ok(r)
    assert r.hand("alice")[0] == "Mysticism"
    assert r.pile("bob", "red") == ["Archery"]


def test_holmegaard_bows_without_a_compelled_player_only_draws() -> None:
    r = artifacts_dogma(
        "Holmegaard Bows",
        {
            "alice": {"board": {"red": ["Holmegaard Bows"]}},
            "bob": {"board": {"purple": ["Monotheism"]}},
        },
        decks={2: ["Calendar"]},
    )
    ok(r)
    assert r.pile("bob", "purple") == ["Monotheism"]
    assert r.hand("alice") == ["Calendar"]
    assert "ART-16" not in r.rules()


def test_holmegaard_bows_compelled_without_castle_top_cards_gives_nothing() -> None:
    r = artifacts_dogma(
        "Holmegaard Bows",
        {
            "alice": {"board": {"red": ["Holmegaard Bows"]}},
            "bob": {"board": {"green": ["Clothing"]}},
        },
        decks={2: ["Calendar", "Mathematics"], 1: ["Sailing"]},
    )
    ok(r)
    assert r.pile("bob", "green") == ["Clothing"]
    assert r.hand("bob") == ["Calendar"]
    assert r.hand("alice") == ["Mathematics", "Sailing"]


# --- Jiskairumoko Necklace ----------------------------------------------------
ACHIEVEMENTS = ["Pottery", "Calendar", "Compass", "Anatomy"]


def test_jiskairumoko_returns_a_score_card_and_transfers_an_achievement_of_its_value() -> None:
    r = artifacts_dogma(
        "Jiskairumoko Necklace",
        {
            "alice": {"board": {"green": ["Jiskairumoko Necklace"]}},
            "bob": {
                "board": {"red": ["Metalworking"]},
                "score": ["Agriculture"],
                "achievements": ["Sailing"],
            },
        },
        achievements=ACHIEVEMENTS,
    )
    ok(r)
    assert r.score("bob") == []
    assert r.deck(1)[-1] == "Agriculture"
    assert r.achievements("bob") == []
    assert r.achievements("alice") == ["Sailing"]


def test_jiskairumoko_without_an_achievement_of_that_value_transfers_nothing() -> None:
    r = artifacts_dogma(
        "Jiskairumoko Necklace",
        {
            "alice": {"board": {"green": ["Jiskairumoko Necklace"]}},
            "bob": {
                "board": {"red": ["Metalworking"]},
                "score": ["Mapmaking"],
                "achievements": ["Sailing"],
            },
        },
        achievements=ACHIEVEMENTS,
    )
    ok(r)
    assert r.score("bob") == []
    assert r.deck(2)[-1] == "Mapmaking"
    assert r.achievements("bob") == ["Sailing"]
    assert r.achievements("alice") == []


def test_jiskairumoko_with_an_empty_score_pile_does_nothing() -> None:
    r = artifacts_dogma(
        "Jiskairumoko Necklace",
        {
            "alice": {"board": {"green": ["Jiskairumoko Necklace"]}},
            "bob": {"board": {"red": ["Metalworking"]}, "achievements": ["Sailing"]},
        },
        achievements=ACHIEVEMENTS,
    )
    ok(r)
    assert r.achievements("bob") == ["Sailing"]


def test_jiskairumoko_asks_the_compelled_player_which_score_card_and_which_achievement() -> None:
    players: dict[str, dict[str, Any]] = {
        "alice": {"board": {"green": ["Jiskairumoko Necklace"]}},
        "bob": {
            "board": {"red": ["Metalworking"]},
            "score": ["Agriculture", "Mapmaking"],
            "achievements": ["Sailing", "Writing"],
        },
    }
    r = artifacts_dogma("Jiskairumoko Necklace", players, achievements=ACHIEVEMENTS)
    p = asks(r, "bob")
    assert sorted(p["options"]) == ["Agriculture", "Mapmaking"]
    r = artifacts_dogma(
        "Jiskairumoko Necklace", players, ["Agriculture"], achievements=ACHIEVEMENTS
    )
    p = asks(r, "bob")
    assert sorted(p["options"]) == ["Sailing", "Writing"]
    r = artifacts_dogma(
        "Jiskairumoko Necklace", players, ["Agriculture", "Writing"], achievements=ACHIEVEMENTS
    )
    ok(r)
    assert r.achievements("alice") == ["Writing"]
    assert r.achievements("bob") == ["Sailing"]


def test_jiskairumoko_not_compelling_a_player_with_fewer_castles() -> None:
    r = artifacts_dogma(
        "Jiskairumoko Necklace",
        {
            "alice": {"board": {"green": ["Jiskairumoko Necklace"]}},
            "bob": {"score": ["Agriculture"], "achievements": ["Sailing"]},
        },
        achievements=ACHIEVEMENTS,
    )
    ok(r)
    assert r.score("bob") == ["Agriculture"]
    assert r.achievements("bob") == ["Sailing"]


def test_jiskairumoko_transferred_achievement_can_win_the_game() -> None:
    r = artifacts_dogma(
        "Jiskairumoko Necklace",
        {
            "alice": {
                "board": {"green": ["Jiskairumoko Necklace"]},
                "achievements": ["Monument", "Empire", "World", "Wonder", "Universe", "Writing"],
            },
            "bob": {
                "board": {"red": ["Metalworking"]},
                "score": ["Agriculture"],
                "achievements": ["Sailing"],
            },
        },
        achievements=ACHIEVEMENTS,
    )
    assert r.exit_code == 0 and r.error is None
    assert r.winner == ["alice"]
    assert "Sailing" in r.achievements("alice")


# --- Lurgan Canoe -------------------------------------------------------------
def test_lurgan_canoe_scores_the_rest_of_the_color_and_repeats() -> None:
    r = artifacts_dogma(
        "Lurgan Canoe",
        {
            "alice": {
                "board": {"yellow": ["Lurgan Canoe"], "red": ["Archery", "Oars"]},
                "hand": ["Metalworking", "Writing"],
            },
            "bob": {},
        },
        ["Metalworking"],
    )
    ok(r)
    assert r.score("alice") == ["Archery", "Oars"]
    assert r.pile("alice", "red") == ["Metalworking"]
    # repeated: Writing melded (only card), nothing under it, so no more repeat
    assert r.pile("alice", "blue") == ["Writing"]
    assert r.hand("alice") == []


def test_lurgan_canoe_can_score_itself_and_stops_with_an_empty_hand() -> None:
    r = artifacts_dogma(
        "Lurgan Canoe",
        {"alice": {"board": {"yellow": ["Lurgan Canoe"]}, "hand": ["Agriculture"]}, "bob": {}},
    )
    ok(r)
    assert r.pile("alice", "yellow") == ["Agriculture"]
    assert r.score("alice") == ["Lurgan Canoe"]


def test_lurgan_canoe_new_color_scores_nothing_and_does_not_repeat() -> None:
    r = artifacts_dogma(
        "Lurgan Canoe",
        {
            "alice": {"board": {"yellow": ["Lurgan Canoe"]}, "hand": ["Writing", "Archery"]},
            "bob": {},
        },
        ["Writing"],
    )
    ok(r)
    assert r.pile("alice", "blue") == ["Writing"]
    assert r.hand("alice") == ["Archery"]
    assert r.score("alice") == []


def test_lurgan_canoe_with_an_empty_hand_does_nothing() -> None:
    r = artifacts_dogma(
        "Lurgan Canoe", {"alice": {"board": {"yellow": ["Lurgan Canoe"]}}, "bob": {}}
    )
    ok(r)
    assert r.pile("alice", "yellow") == ["Lurgan Canoe"]


# --- Mask of Warka ------------------------------------------------------------
def test_mask_of_warka_the_only_revealer_returns_and_claims_matching_achievements() -> None:
    r = artifacts_dogma(
        "Mask of Warka",
        {
            "alice": {
                "board": {"purple": ["Mask of Warka"]},
                "hand": ["Archery", "Construction", "Writing"],
            },
            "bob": {"hand": ["Sailing"]},
        },
        ["red"],
        achievements=ACHIEVEMENTS,
    )
    ok(r)
    assert r.hand("alice") == ["Writing"]
    assert r.deck(1)[-1] == "Archery"
    assert r.deck(2)[-1] == "Construction"
    # values 1 and 2, eligibility ignored (alice has no score)
    assert r.achievements("alice") == ["Pottery", "Calendar"]
    assert r.available[:2] == ["Compass", "Anatomy"]


def test_mask_of_warka_asks_a_color_among_all_five() -> None:
    r = artifacts_dogma(
        "Mask of Warka",
        {"alice": {"board": {"purple": ["Mask of Warka"]}}, "bob": {}},
    )
    p = asks(r, "alice")
    assert sorted(p["options"]) == ["blue", "green", "purple", "red", "yellow"]


def test_mask_of_warka_another_revealer_cancels_everything() -> None:
    r = artifacts_dogma(
        "Mask of Warka",
        {
            "alice": {"board": {"purple": ["Mask of Warka"]}, "hand": ["Archery"]},
            "bob": {"hand": ["Oars"]},
        },
        ["red"],
        achievements=ACHIEVEMENTS,
    )
    ok(r)
    assert r.hand("alice") == ["Archery"]
    assert r.hand("bob") == ["Oars"]
    assert r.achievements("alice") == []


def test_mask_of_warka_a_partner_revealing_cancels_too() -> None:
    r = artifacts_dogma(
        "Mask of Warka",
        {
            "alice": {"board": {"purple": ["Mask of Warka"]}, "hand": ["Archery"]},
            "bob": {},
            "carol": {"hand": ["Oars"]},
            "dave": {},
        },
        ["red"],
        achievements=ACHIEVEMENTS,
        teams=TEAMS,
    )
    ok(r)
    assert r.hand("alice") == ["Archery"]
    assert r.achievements("alice") == []


def test_mask_of_warka_only_others_revealing_does_nothing() -> None:
    r = artifacts_dogma(
        "Mask of Warka",
        {
            "alice": {"board": {"purple": ["Mask of Warka"]}, "hand": ["Writing"]},
            "bob": {"hand": ["Oars"]},
        },
        ["red"],
        achievements=ACHIEVEMENTS,
    )
    ok(r)
    assert r.hand("bob") == ["Oars"]
    assert r.achievements("alice") == []
    assert r.achievements("bob") == []


def test_mask_of_warka_value_without_an_available_achievement_claims_nothing_for_it() -> None:
    r = artifacts_dogma(
        "Mask of Warka",
        {
            "alice": {"board": {"purple": ["Mask of Warka"]}, "hand": ["Optics", "Archery"]},
            "bob": {},
        },
        ["red"],
        achievements=["Pottery", "Calendar"],
    )
    ok(r)
    assert r.hand("alice") == []
    assert r.achievements("alice") == ["Pottery"]
    assert r.available[0] == "Calendar"


# --- Papyrus of Ani -----------------------------------------------------------
def test_papyrus_draws_a_purple_base_card_melds_and_executes_its_non_demand_effects() -> None:
    r = artifacts_dogma(
        "Papyrus of Ani",
        {
            "alice": {
                "board": {"red": ["Papyrus of Ani"], "purple": ["Code of Laws"]},
                "hand": ["Mysticism"],
            },
            "bob": {"board": {"red": ["Archery"]}, "hand": ["Masonry"]},
        },
        ["base", "purple"],
        decks={3: ["Feudalism"]},
    )
    ok(r)
    assert r.deck(1)[-1] == "Mysticism"
    assert r.pile("alice", "purple") == ["Feudalism", "Code of Laws"]
    assert r.splay("alice", "purple") == "left"  # Feudalism's second effect
    assert r.hand("bob") == ["Masonry"]  # its demand is not executed
    assert "DOGMA-8" in r.rules()


def test_papyrus_asks_for_the_set_among_the_sets_in_play() -> None:
    r = artifacts_dogma(
        "Papyrus of Ani",
        {"alice": {"board": {"red": ["Papyrus of Ani"]}, "hand": ["Mysticism"]}, "bob": {}},
    )
    p = asks(r, "alice")
    assert p["options"] == ["base", "artifacts"]
    r = artifacts_dogma(
        "Papyrus of Ani",
        {
            "alice": {"board": {"red": ["Papyrus of Ani"]}, "hand": ["Mysticism", "Bell"]},
            "bob": {},
        },
        ["Mysticism"],
        expansions=["echoes"],
    )
    p = asks(r, "alice")
    assert p["options"] == ["base", "artifacts", "echoes"]


def test_papyrus_draws_an_artifact_that_is_not_purple_and_keeps_it() -> None:
    r = artifacts_dogma(
        "Papyrus of Ani",
        {"alice": {"board": {"red": ["Papyrus of Ani"]}, "hand": ["Mysticism"]}, "bob": {}},
        ["artifacts"],
        artifacts_decks={3: ["Excalibur"]},
    )
    ok(r)
    assert r.hand("alice") == ["Excalibur"]
    assert r.pile("alice", "red") == ["Papyrus of Ani"]


def test_papyrus_draws_a_non_purple_base_card_and_keeps_it() -> None:
    r = artifacts_dogma(
        "Papyrus of Ani",
        {"alice": {"board": {"red": ["Papyrus of Ani"]}, "hand": ["Philosophy"]}, "bob": {}},
        ["base"],
        decks={4: ["Anatomy"]},
    )
    ok(r)
    assert r.hand("alice") == ["Anatomy"]
    assert r.deck(2)[-1] == "Philosophy"


def test_papyrus_without_a_purple_card_in_hand_does_nothing() -> None:
    r = artifacts_dogma(
        "Papyrus of Ani",
        {"alice": {"board": {"red": ["Papyrus of Ani"]}, "hand": ["Archery"]}, "bob": {}},
    )
    ok(r)
    assert r.hand("alice") == ["Archery"]


# --- Pavlovian Tusk -----------------------------------------------------------
def test_pavlovian_tusk_draws_three_of_the_green_value_returns_one_scores_one() -> None:
    r = artifacts_dogma(
        "Pavlovian Tusk",
        {
            "alice": {
                "board": {"red": ["Pavlovian Tusk"], "green": ["Mapmaking"]},
                "hand": ["Archery"],
            },
            "bob": {},
        },
        ["Calendar", "Fermenting"],
        decks={2: ["Calendar", "Fermenting", "Philosophy"]},
    )
    ok(r)
    assert r.deck(2)[-1] == "Calendar"
    assert r.score("alice") == ["Fermenting"]
    assert r.hand("alice") == ["Archery", "Philosophy"]


def test_pavlovian_tusk_offers_only_the_drawn_cards() -> None:
    r = artifacts_dogma(
        "Pavlovian Tusk",
        {"alice": {"board": {"red": ["Pavlovian Tusk"]}, "hand": ["Archery"]}, "bob": {}},
        decks={1: ["Sailing", "Writing", "Pottery"]},
    )
    p = asks(r, "alice")  # no top green card: value 0, so 1s are drawn
    assert sorted(p["options"]) == ["Pottery", "Sailing", "Writing"]
    r = artifacts_dogma(
        "Pavlovian Tusk",
        {"alice": {"board": {"red": ["Pavlovian Tusk"]}, "hand": ["Archery"]}, "bob": {}},
        ["Writing"],
        decks={1: ["Sailing", "Writing", "Pottery"]},
    )
    p = asks(r, "alice")
    assert sorted(p["options"]) == ["Pottery", "Sailing"]


# --- Priest-King --------------------------------------------------------------
def test_priest_king_scores_then_executes_the_matching_top_card() -> None:
    r = artifacts_dogma(
        "Priest-King",
        {
            "alice": {
                "board": {"green": ["Priest-King"], "yellow": ["Domestication"]},
                "hand": ["Masonry", "Archery"],
            },
            "bob": {},
        },
        ["Masonry"],
        decks={1: ["Sailing"]},
        achievements=ACHIEVEMENTS,
    )
    ok(r)
    assert r.score("alice") == ["Masonry"]
    # Domestication: meld the lowest card in hand (Archery), draw a 1
    assert r.pile("alice", "red") == ["Archery"]
    assert r.hand("alice") == ["Sailing"]
    assert r.achievements("alice") == []  # 1 point: not eligible


def test_priest_king_without_a_matching_top_card_only_scores() -> None:
    r = artifacts_dogma(
        "Priest-King",
        {"alice": {"board": {"green": ["Priest-King"]}, "hand": ["Writing"]}, "bob": {}},
        achievements=ACHIEVEMENTS,
    )
    ok(r)
    assert r.score("alice") == ["Writing"]
    assert "DOGMA-8" not in r.rules()


def test_priest_king_claims_an_achievement_chosen_by_value_when_eligible() -> None:
    players: dict[str, dict[str, Any]] = {
        "alice": {
            "board": {"green": ["Priest-King"], "red": ["Construction"]},
            "score": ["Optics", "Alchemy", "Mathematics", "Fermenting"],
        },
        "bob": {},
    }
    r = artifacts_dogma("Priest-King", players, achievements=ACHIEVEMENTS)
    p = asks(r, "alice")
    assert p["options"] == [1, 2]
    r = artifacts_dogma("Priest-King", players, [2], achievements=ACHIEVEMENTS)
    ok(r)
    assert r.achievements("alice") == ["Calendar"]


def test_priest_king_claims_the_one_eligible_achievement_without_asking() -> None:
    r = artifacts_dogma(
        "Priest-King",
        {"alice": {"board": {"green": ["Priest-King"]}, "score": ["Optics", "Alchemy"]}, "bob": {}},
        achievements=ACHIEVEMENTS,
    )
    ok(r)
    assert r.achievements("alice") == ["Pottery"]


def test_priest_king_not_eligible_claims_nothing() -> None:
    r = artifacts_dogma(
        "Priest-King",
        {"alice": {"board": {"green": ["Priest-King"]}, "score": ["Archery"]}, "bob": {}},
        achievements=ACHIEVEMENTS,
    )
    ok(r)
    assert r.achievements("alice") == []


# --- Sibidu Needle ------------------------------------------------------------
def test_sibidu_needle_scores_matches_and_repeats() -> None:
    r = artifacts_dogma(
        "Sibidu Needle",
        {"alice": {"board": {"blue": ["Sibidu Needle"], "red": ["Archery"]}}, "bob": {}},
        decks={1: ["Oars", "Writing", "Clothing"]},
    )
    ok(r)
    assert r.score("alice") == ["Oars", "Writing"]
    assert r.hand("alice") == ["Clothing"]


def test_sibidu_needle_keeps_a_card_of_matching_color_but_other_value() -> None:
    r = artifacts_dogma(
        "Sibidu Needle",
        {"alice": {"board": {"blue": ["Sibidu Needle"], "red": ["Construction"]}}, "bob": {}},
        decks={1: ["Archery"]},
    )
    ok(r)
    assert r.hand("alice") == ["Archery"]
    assert r.score("alice") == []


# --- Tale of the Shipwrecked Sailor -------------------------------------------
def test_tale_melds_a_card_of_the_chosen_color_and_splays_it_left() -> None:
    r = artifacts_dogma(
        "Tale of the Shipwrecked Sailor",
        {
            "alice": {
                "board": {"purple": ["Tale of the Shipwrecked Sailor"], "red": ["Metalworking"]},
                "hand": ["Oars"],
            },
            "bob": {},
        },
        ["red", "Oars"],
        decks={1: ["Archery"]},
    )
    ok(r)
    assert r.pile("alice", "red") == ["Oars", "Metalworking"]
    assert r.splay("alice", "red") == "left"
    assert r.hand("alice") == ["Archery"]


def test_tale_melds_the_drawn_card_when_it_is_the_only_one_of_the_color() -> None:
    r = artifacts_dogma(
        "Tale of the Shipwrecked Sailor",
        {"alice": {"board": {"purple": ["Tale of the Shipwrecked Sailor"]}}, "bob": {}},
        ["red"],
        decks={1: ["Archery"]},
    )
    ok(r)
    assert r.pile("alice", "red") == ["Archery"]
    assert r.splay("alice", "red") == "none"


def test_tale_without_a_card_of_the_color_melds_nothing() -> None:
    r = artifacts_dogma(
        "Tale of the Shipwrecked Sailor",
        {"alice": {"board": {"purple": ["Tale of the Shipwrecked Sailor"]}}, "bob": {}},
        ["blue"],
        decks={1: ["Archery"]},
    )
    ok(r)
    assert r.hand("alice") == ["Archery"]
    assert r.pile("alice", "blue") == []


# --- Treaty of Kadesh ---------------------------------------------------------
def test_treaty_compels_returning_every_demanding_top_card_compels_included() -> None:
    r = artifacts_dogma(
        "Treaty of Kadesh",
        {
            "alice": {"board": {"blue": ["Treaty of Kadesh"], "red": ["Oars"]}},
            "bob": {
                "board": {
                    "red": ["Archery"],
                    "purple": ["City States"],
                    "yellow": ["Dancing Girl"],
                    "green": ["The Wheel"],
                },
            },
        },
    )
    ok(r)
    assert r.pile("bob", "red") == []
    assert r.pile("bob", "purple") == []
    assert r.pile("bob", "yellow") == []
    assert r.pile("bob", "green") == ["The Wheel"]
    assert r.artifacts_deck(1)[-1] == "Dancing Girl"
    # effect 2: bob has no demanding top card left; alice scores Oars
    assert r.score("alice") == ["Oars"]
    assert r.score("bob") == []


def test_treaty_without_a_compelled_player_asks_which_top_card_to_score() -> None:
    r = artifacts_dogma(
        "Treaty of Kadesh",
        {
            "alice": {
                "board": {"blue": ["Treaty of Kadesh"], "red": ["Oars"], "green": ["Mapmaking"]},
            },
            "bob": {"board": {"red": ["Archery"]}},
        },
    )
    p = asks(r, "alice")
    assert sorted(p["options"]) == ["Mapmaking", "Oars"]
    assert r.pile("bob", "red") == ["Archery"]


def test_treaty_never_scores_a_blue_card() -> None:
    r = artifacts_dogma(
        "Treaty of Kadesh",
        {"alice": {"board": {"blue": ["Treaty of Kadesh"], "yellow": ["Masonry"]}}, "bob": {}},
    )
    ok(r)
    assert r.score("alice") == []
    assert r.pile("alice", "blue") == ["Treaty of Kadesh"]


# --- Xianrendong Shards -------------------------------------------------------
def test_xianrendong_scores_two_of_one_color_tucks_the_other_and_draws_three() -> None:
    r = artifacts_dogma(
        "Xianrendong Shards",
        {
            "alice": {
                "board": {"yellow": ["Xianrendong Shards"]},
                "hand": ["Archery", "Oars", "Writing", "Sailing"],
            },
            "bob": {},
        },
        [["Archery", "Oars", "Writing"], ["Archery", "Oars"]],
        decks={1: ["Agriculture", "Pottery", "Clothing"]},
    )
    ok(r)
    assert r.score("alice") == ["Archery", "Oars"]
    assert r.pile("alice", "blue") == ["Writing"]
    assert r.hand("alice") == ["Sailing", "Agriculture", "Pottery", "Clothing"]


def test_xianrendong_two_colors_scored_draw_nothing() -> None:
    r = artifacts_dogma(
        "Xianrendong Shards",
        {
            "alice": {
                "board": {"yellow": ["Xianrendong Shards"]},
                "hand": ["Archery", "Oars", "Writing"],
            },
            "bob": {},
        },
        [["Archery", "Writing"]],
    )
    ok(r)
    assert r.score("alice") == ["Archery", "Writing"]
    assert r.pile("alice", "red") == ["Oars"]
    assert r.hand("alice") == []


def test_xianrendong_three_cards_are_revealed_without_asking() -> None:
    r = artifacts_dogma(
        "Xianrendong Shards",
        {
            "alice": {
                "board": {"yellow": ["Xianrendong Shards"]},
                "hand": ["Archery", "Oars", "Writing"],
            },
            "bob": {},
        },
    )
    p = asks(r, "alice")
    assert p["min"] == 2 and p["max"] == 2
    assert sorted(p["options"]) == ["Archery", "Oars", "Writing"]


def test_xianrendong_two_cards_of_one_color_are_both_scored_and_draw() -> None:
    r = artifacts_dogma(
        "Xianrendong Shards",
        {
            "alice": {"board": {"yellow": ["Xianrendong Shards"]}, "hand": ["Archery", "Oars"]},
            "bob": {},
        },
        decks={1: ["Agriculture", "Pottery", "Clothing"]},
    )
    ok(r)
    assert sorted(r.score("alice")) == ["Archery", "Oars"]
    assert r.hand("alice") == ["Agriculture", "Pottery", "Clothing"]


def test_xianrendong_one_card_is_scored_and_draws_nothing() -> None:
    r = artifacts_dogma(
        "Xianrendong Shards",
        {"alice": {"board": {"yellow": ["Xianrendong Shards"]}, "hand": ["Archery"]}, "bob": {}},
    )
    ok(r)
    assert r.score("alice") == ["Archery"]
    assert r.hand("alice") == []


def test_xianrendong_with_an_empty_hand_does_nothing() -> None:
    r = artifacts_dogma(
        "Xianrendong Shards", {"alice": {"board": {"yellow": ["Xianrendong Shards"]}}, "bob": {}}
    )
    ok(r)
    assert r.score("alice") == []


def test_priest_king_scoring_a_green_card_executes_priest_king_itself() -> None:
    r = artifacts_dogma(
        "Priest-King",
        {"alice": {"board": {"green": ["Priest-King"]}, "hand": ["Sailing", "Writing"]}, "bob": {}},
        ["Sailing"],
        achievements=ACHIEVEMENTS,
    )
    ok(r)
    # Priest-King's own effects, executed: Writing scored (no top blue card)
    assert r.score("alice") == ["Sailing", "Writing"]
    assert r.hand("alice") == []
    assert "DOGMA-8" in r.rules()


def test_mask_of_warka_claims_every_available_achievement_of_a_value_with_echoes() -> None:
    # Echoes allows several available achievements of one value (ECHO-26)
    r = artifacts_dogma(
        "Mask of Warka",
        {
            "alice": {
                "board": {"purple": ["Mask of Warka"]},
                "hand": ["Archery", "Bangle", "Bell"],
            },
            "bob": {"hand": ["Comb"]},
        },
        ["red"],
        achievements=["Pottery", "Sailing", "Calendar"],
        expansions=["echoes"],
    )
    ok(r)
    assert r.hand("alice") == ["Bell"]
    assert r.achievements("alice") == ["Pottery", "Sailing"]
    assert r.available[0] == "Calendar"
