"""Scenario tests for every branch of the Artifacts age 4 cards."""

from __future__ import annotations

from typing import Any

from artifacts_support import artifacts_dogma, free_dogma
from support import asks, ok

# --- Abell Gallery Harpsichord ------------------------------------------------
ABELL = "Abell Gallery Harpsichord"


def test_abell_draws_and_scores_each_value_appearing_once_in_ascending_order() -> None:
    r = artifacts_dogma(
        ABELL,
        {
            "alice": {
                "board": {
                    "purple": [ABELL],
                    "red": ["Archery"],
                    "yellow": ["Agriculture"],
                    "green": ["Mapmaking"],
                }
            },
            "bob": {},
        },
        decks={2: ["Calendar"], 4: ["Anatomy"]},
    )
    ok(r)
    # values 4, 1, 1, 2: 2 and 4 appear once, drawn and scored 2 first
    assert r.score("alice") == ["Calendar", "Anatomy"]


def test_abell_with_no_value_appearing_once_does_nothing() -> None:
    r = artifacts_dogma(
        ABELL,
        {"alice": {"board": {"purple": [ABELL], "green": ["Invention"]}}, "bob": {}},
        decks={4: ["Anatomy"]},
    )
    ok(r)
    assert r.score("alice") == [] and r.hand("alice") == []


# --- Cross of Coronado --------------------------------------------------------
CROSS = "Cross of Coronado"
FIVE_COLORS = ["Agriculture", "Archery", "Sailing", "Tools", "Mysticism"]


def test_cross_of_coronado_five_cards_of_five_colors_wins() -> None:
    r = artifacts_dogma(
        CROSS, {"alice": {"board": {"purple": [CROSS]}, "hand": FIVE_COLORS}, "bob": {}}
    )
    assert r.exit_code == 0 and r.error is None
    assert r.winner == ["alice"]
    assert sum(1 for s in r.steps if s["verb"] == "reveal") == 5


def test_cross_of_coronado_five_cards_of_four_colors_does_not_win() -> None:
    hand = ["Agriculture", "Archery", "Sailing", "Tools", "Writing"]
    r = artifacts_dogma(CROSS, {"alice": {"board": {"purple": [CROSS]}, "hand": hand}, "bob": {}})
    ok(r)
    assert r.winner is None and r.hand("alice") == hand


def test_cross_of_coronado_six_cards_does_not_win() -> None:
    hand = [*FIVE_COLORS, "Writing"]
    r = artifacts_dogma(CROSS, {"alice": {"board": {"purple": [CROSS]}, "hand": hand}, "bob": {}})
    ok(r)
    assert r.winner is None


# --- Delft Pocket Telescope ---------------------------------------------------
DELFT = "Delft Pocket Telescope"


def test_delft_reveals_the_only_drawn_card_with_a_symbol_in_common() -> None:
    r = artifacts_dogma(
        DELFT,
        {"alice": {"board": {"blue": [DELFT]}, "score": ["Archery"]}, "bob": {}},
        decks={5: ["Coal"], 6: ["Atomic Theory"]},
    )
    ok(r)
    # Archery: castle, lightbulb; Coal has only factories, Atomic Theory lightbulbs
    assert r.hand("alice") == ["Coal", "Atomic Theory"] and r.score("alice") == []
    reveals = [s["card"] for s in r.steps if s["verb"] == "reveal"]
    assert reveals == ["Atomic Theory"]


def test_delft_asks_which_drawn_card_to_reveal_when_both_match() -> None:
    players: dict[str, dict[str, Any]] = {
        "alice": {"board": {"blue": [DELFT]}, "score": ["Tools"]},
        "bob": {},
    }
    kw: dict[str, Any] = {"decks": {5: ["Physics"], 6: ["Atomic Theory"]}}
    p = asks(artifacts_dogma(DELFT, players, **kw), "alice")
    assert p["options"] == ["Physics", "Atomic Theory"]
    r = artifacts_dogma(DELFT, players, ["Physics"], **kw)
    ok(r)
    assert [s["card"] for s in r.steps if s["verb"] == "reveal"] == ["Physics"]


def test_delft_without_a_common_symbol_returns_the_drawn_cards_and_repeats() -> None:
    r = artifacts_dogma(
        DELFT,
        {"alice": {"board": {"blue": [DELFT]}, "score": ["Agriculture", "Archery"]}, "bob": {}},
        ["Agriculture"],
        decks={5: ["Coal", "Physics"], 6: ["Machine Tools", "Canning"]},
    )
    ok(r)
    # Agriculture (leaves) against Coal and Machine Tools (factories; the hex is no
    # symbol): both returned; again: Archery, then Physics (lightbulb) revealed
    assert r.hand("alice") == ["Physics", "Canning"] and r.score("alice") == []
    assert r.deck(5)[-1] == "Coal" and r.deck(6)[-1] == "Machine Tools"
    assert [s["card"] for s in r.steps if s["verb"] == "reveal"] == ["Physics"]


def test_delft_repeats_until_the_score_pile_is_empty() -> None:
    r = artifacts_dogma(
        DELFT,
        {"alice": {"board": {"blue": [DELFT]}, "score": ["Agriculture"]}, "bob": {}},
        decks={5: ["Coal"], 6: ["Machine Tools"]},
    )
    ok(r)
    assert r.hand("alice") == [] and r.score("alice") == []
    assert r.deck(5)[-1] == "Coal" and r.deck(1)[-1] == "Agriculture"


def test_delft_with_an_empty_score_pile_draws_nothing() -> None:
    r = artifacts_dogma(DELFT, {"alice": {"board": {"blue": [DELFT]}}, "bob": {}})
    ok(r)
    assert r.hand("alice") == []


# --- East India Company Charter -----------------------------------------------
EAST_INDIA = "East India Company Charter"


def test_east_india_returns_the_value_from_all_score_piles_and_scores_a_five_each() -> None:
    players: dict[str, dict[str, Any]] = {
        "alice": {"board": {"red": [EAST_INDIA]}, "score": ["Tools", "Calendar"]},
        "bob": {"score": ["Archery", "Mapmaking"]},
    }
    kw: dict[str, Any] = {"decks": {5: ["Coal", "Physics"]}}
    p = asks(artifacts_dogma(EAST_INDIA, players, **kw), "alice")
    assert p["options"] == [1, 2, 3, 4, 6, 7, 8, 9, 10]
    r = artifacts_dogma(EAST_INDIA, players, [1], **kw)
    ok(r)
    assert r.score("alice") == ["Calendar", "Coal", "Physics"]
    assert r.score("bob") == ["Mapmaking"]
    assert r.deck(1)[-2:] == ["Tools", "Archery"]


def test_east_india_counts_only_players_who_returned_cards() -> None:
    r = artifacts_dogma(
        EAST_INDIA,
        {"alice": {"board": {"red": [EAST_INDIA]}}, "bob": {"score": ["Archery", "Agriculture"]}},
        [1],
        decks={5: ["Coal", "Physics"]},
    )
    ok(r)
    assert r.score("alice") == ["Coal"] and r.score("bob") == []


def test_east_india_a_value_nobody_has_returns_and_scores_nothing() -> None:
    r = artifacts_dogma(
        EAST_INDIA,
        {"alice": {"board": {"red": [EAST_INDIA]}, "score": ["Tools"]}, "bob": {}},
        [10],
        decks={5: ["Coal"]},
    )
    ok(r)
    assert r.score("alice") == ["Tools"]


# --- Hunt-Lenox Globe ---------------------------------------------------------
GLOBE = "Hunt-Lenox Globe"


def test_hunt_lenox_returns_non_green_tops_draws_fives_and_melds() -> None:
    players: dict[str, dict[str, Any]] = {
        "alice": {
            "board": {"green": [GLOBE, "Sailing"], "red": ["Archery"], "yellow": ["Agriculture"]},
            "hand": ["Tools"],
        },
        "bob": {},
    }
    kw: dict[str, Any] = {"decks": {5: ["Coal", "Physics"]}}
    p = asks(artifacts_dogma(GLOBE, players, **kw), "alice")
    assert p["options"] == ["Tools", "Coal", "Physics"]
    r = artifacts_dogma(GLOBE, players, ["Coal"], **kw)
    ok(r)
    assert r.pile("alice", "red") == ["Coal"] and r.pile("alice", "yellow") == []
    assert r.pile("alice", "green") == [GLOBE, "Sailing"]
    assert r.hand("alice") == ["Tools", "Physics"]


def test_hunt_lenox_with_four_cards_in_hand_returns_nothing_but_still_melds() -> None:
    hand = ["Tools", "Sailing", "Mysticism", "Pottery"]
    r = artifacts_dogma(
        GLOBE,
        {"alice": {"board": {"green": [GLOBE], "red": ["Archery"]}, "hand": hand}, "bob": {}},
        ["Mysticism"],
    )
    ok(r)
    assert r.pile("alice", "red") == ["Archery"] and r.pile("alice", "purple") == ["Mysticism"]
    assert r.hand("alice") == ["Tools", "Sailing", "Pottery"]


def test_hunt_lenox_with_no_card_to_return_or_meld_does_nothing() -> None:
    r = artifacts_dogma(GLOBE, {"alice": {"board": {"green": [GLOBE]}}, "bob": {}})
    ok(r)
    assert r.pile("alice", "green") == [GLOBE] and r.hand("alice") == []


# --- Molasses Reef Caravel ----------------------------------------------------
CARAVEL = "Molasses Reef Caravel"


def test_molasses_reef_caravel_every_step() -> None:
    players: dict[str, dict[str, Any]] = {
        "alice": {"board": {"green": [CARAVEL]}, "hand": ["Agriculture"], "score": ["Tools"]},
        "bob": {},
    }
    r = artifacts_dogma(
        CARAVEL,
        players,
        ["Printing Press", "Anatomy", "Tools"],
        decks={4: ["Experimentation", "Printing Press", "Anatomy"]},
    )
    ok(r)
    assert r.deck(1)[-1] == "Tools" and r.deck(1)[-2] == "Agriculture"
    assert r.pile("alice", "blue") == ["Printing Press"]
    assert r.score("alice") == ["Anatomy"] and r.hand("alice") == ["Experimentation"]


def test_molasses_reef_caravel_without_a_blue_card_melds_nothing() -> None:
    r = artifacts_dogma(
        CARAVEL,
        {"alice": {"board": {"green": [CARAVEL]}}, "bob": {}},
        ["Enterprise"],
        decks={4: ["Anatomy", "Colonialism", "Enterprise"]},
    )
    ok(r)
    # Enterprise scored, then returned: the only card in the score pile
    assert r.pile("alice", "blue") == [] and r.score("alice") == []
    assert r.hand("alice") == ["Anatomy", "Colonialism"] and r.deck(4)[-1] == "Enterprise"


# --- Mona Lisa ----------------------------------------------------------------
MONA = "Mona Lisa"
FOURS = {4: ["Experimentation", "Printing Press", "Anatomy", "Colonialism", "Enterprise"]}


def test_mona_lisa_asks_a_number_then_a_color() -> None:
    players: dict[str, dict[str, Any]] = {"alice": {"board": {"yellow": [MONA]}}, "bob": {}}
    p = asks(artifacts_dogma(MONA, players, decks=FOURS), "alice")
    assert p["decision"] == "value" and p["options"] == list(range(11))
    p = asks(artifacts_dogma(MONA, players, [2], decks=FOURS), "alice")
    assert p["decision"] == "color" and len(p["options"]) == 5


def test_mona_lisa_exactly_that_many_scores_them_and_splays_right() -> None:
    r = artifacts_dogma(
        MONA,
        {"alice": {"board": {"yellow": [MONA], "blue": ["Tools", "Writing"]}}, "bob": {}},
        [2, "blue"],
        decks=FOURS,
    )
    ok(r)
    assert r.score("alice") == ["Experimentation", "Printing Press"]
    assert r.splay("alice", "blue") == "right"
    assert r.hand("alice") == ["Anatomy", "Colonialism", "Enterprise"]


def test_mona_lisa_counts_the_cards_already_in_hand() -> None:
    r = artifacts_dogma(
        MONA,
        {"alice": {"board": {"yellow": [MONA]}, "hand": ["Tools"]}, "bob": {}},
        [2, "blue"],
        decks=FOURS,
    )
    ok(r)
    # three blue cards in hand, not two: the whole hand returned
    assert r.hand("alice") == [] and r.score("alice") == []
    assert r.deck(1)[-1] == "Tools"


def test_mona_lisa_otherwise_returns_the_whole_hand() -> None:
    r = artifacts_dogma(
        MONA,
        {"alice": {"board": {"yellow": [MONA]}}, "bob": {}},
        [1, "blue"],
        decks=FOURS,
    )
    ok(r)
    assert r.hand("alice") == [] and r.score("alice") == []
    assert r.deck(4)[-5:] == FOURS[4]


def test_mona_lisa_zero_of_a_missing_color_scores_nothing_and_still_splays() -> None:
    r = artifacts_dogma(
        MONA,
        {"alice": {"board": {"yellow": [MONA, "Agriculture"]}}, "bob": {}},
        [0, "yellow"],
        decks={4: ["Experimentation", "Printing Press", "Colonialism", "Enterprise", "Gunpowder"]},
    )
    ok(r)
    assert r.score("alice") == [] and len(r.hand("alice")) == 5
    assert r.splay("alice", "yellow") == "right"


# --- Moses --------------------------------------------------------------------
MOSES = "Moses"


def test_moses_compels_all_crown_tops_then_each_scores_a_crown_top() -> None:
    r = artifacts_dogma(
        MOSES,
        {
            "alice": {"board": {"yellow": [MOSES], "green": ["Clothing"]}},
            "bob": {
                "board": {
                    "yellow": ["Agriculture"],
                    "blue": ["Pottery"],
                    "purple": ["City States"],
                    "red": ["Oars"],
                }
            },
        },
    )
    ok(r)
    # bob (6 leaves to alice's 5) is compelled: Oars and City States (board order) to
    # alice's score pile; bob shares the score, with no crown top left; alice scores Clothing
    assert r.score("alice") == ["Oars", "City States", "Clothing"]
    assert r.pile("bob", "purple") == [] and r.score("bob") == []


def test_moses_not_compelled_with_fewer_leaves_and_a_choice_of_crown_tops() -> None:
    players: dict[str, dict[str, Any]] = {
        "alice": {"board": {"yellow": [MOSES], "green": ["Clothing"], "purple": ["City States"]}},
        "bob": {"board": {"red": ["Oars"]}},
    }
    p = asks(artifacts_dogma(MOSES, players), "alice")
    assert p["options"] == ["Clothing", "City States"]
    r = artifacts_dogma(MOSES, players, ["City States"])
    ok(r)
    assert r.score("alice") == ["City States"] and r.pile("bob", "red") == ["Oars"]


def test_moses_with_no_crown_top_scores_nothing() -> None:
    r = artifacts_dogma(MOSES, {"alice": {"board": {"yellow": [MOSES]}}, "bob": {}})
    ok(r)
    assert r.score("alice") == [] and r.pile("alice", "yellow") == [MOSES]


# --- Petition of Right --------------------------------------------------------
PETITION = "Petition of Right"


def test_petition_transfers_a_score_card_per_castle_top() -> None:
    players: dict[str, dict[str, Any]] = {
        "alice": {"board": {"blue": [PETITION]}},
        "bob": {
            "board": {"blue": ["Tools"], "red": ["Archery"]},
            "score": ["Agriculture", "Sailing", "Mysticism"],
        },
    }
    p = asks(artifacts_dogma(PETITION, players), "bob")
    assert p["min"] == 2 and p["max"] == 2
    r = artifacts_dogma(PETITION, players, [["Mysticism", "Agriculture"]])
    ok(r)
    assert r.score("alice") == ["Mysticism", "Agriculture"] and r.score("bob") == ["Sailing"]


def test_petition_with_fewer_score_cards_transfers_them_all() -> None:
    r = artifacts_dogma(
        PETITION,
        {
            "alice": {"board": {"blue": [PETITION]}},
            "bob": {"board": {"blue": ["Tools"], "red": ["Archery"]}, "score": ["Sailing"]},
        },
    )
    ok(r)
    assert r.score("alice") == ["Sailing"] and r.score("bob") == []


def test_petition_without_castle_tops_transfers_nothing() -> None:
    r = artifacts_dogma(
        PETITION,
        {
            "alice": {"board": {"blue": [PETITION]}},
            "bob": {"board": {"blue": ["Writing"]}, "score": ["Sailing"]},
        },
    )
    ok(r)
    assert r.score("bob") == ["Sailing"] and "ART-16" in r.rules()


def test_petition_not_compelled_with_fewer_lightbulbs() -> None:
    r = artifacts_dogma(
        PETITION,
        {
            "alice": {"board": {"blue": [PETITION]}},
            "bob": {"board": {"red": ["Archery"]}, "score": ["Sailing"]},
        },
    )
    ok(r)
    assert r.score("bob") == ["Sailing"] and "ART-16" not in r.rules()


# --- Tortugas Galleon ---------------------------------------------------------
GALLEON = "Tortugas Galleon"


def test_tortugas_transfers_all_highest_and_a_top_card_of_that_value() -> None:
    r = artifacts_dogma(
        GALLEON,
        {
            "alice": {"board": {"red": [GALLEON]}},
            "bob": {
                "board": {"red": ["Coal"], "green": ["Currency"]},
                "score": ["Agriculture", "Calendar", "Mapmaking"],
            },
        },
    )
    ok(r)
    assert r.score("alice") == ["Calendar", "Mapmaking"] and r.score("bob") == ["Agriculture"]
    assert r.pile("alice", "green") == ["Currency"] and r.pile("bob", "green") == []


def test_tortugas_asks_which_top_card_of_that_value() -> None:
    players: dict[str, dict[str, Any]] = {
        "alice": {"board": {"red": [GALLEON]}},
        "bob": {
            "board": {"red": ["Coal"], "green": ["Currency"], "blue": ["Calendar"]},
            "score": ["Mathematics"],
        },
    }
    p = asks(artifacts_dogma(GALLEON, players), "bob")
    assert p["options"] == ["Currency", "Calendar"]
    r = artifacts_dogma(GALLEON, players, ["Calendar"])
    ok(r)
    assert r.pile("alice", "blue") == ["Calendar"] and r.score("alice") == ["Mathematics"]


def test_tortugas_without_a_top_card_of_that_value_transfers_only_the_scores() -> None:
    r = artifacts_dogma(
        GALLEON,
        {
            "alice": {"board": {"red": [GALLEON]}},
            "bob": {"board": {"red": ["Coal"]}, "score": ["Calendar"]},
        },
    )
    ok(r)
    assert r.score("alice") == ["Calendar"] and r.pile("bob", "red") == ["Coal"]


def test_tortugas_with_an_empty_score_pile_transfers_nothing() -> None:
    r = artifacts_dogma(
        GALLEON,
        {"alice": {"board": {"red": [GALLEON]}}, "bob": {"board": {"red": ["Coal"]}}},
    )
    ok(r)
    assert r.pile("bob", "red") == ["Coal"] and r.pile("alice", "red") == [GALLEON]


def test_tortugas_free_dogma_from_the_display_compels() -> None:
    # alice: Steam Engine (2 factories) + the displayed Galleon's 2 = 4; bob: Coal 3 <
    # 4, not compelled; with Canning too (5) he is
    r = free_dogma(
        "alice",
        {
            "alice": {"board": {"yellow": ["Steam Engine"]}},
            "bob": {"board": {"red": ["Coal"]}, "score": ["Calendar"]},
        },
        displays={"alice": [GALLEON]},
    )
    ok(r)
    assert r.score("bob") == ["Calendar"]
    r = free_dogma(
        "alice",
        {
            "alice": {"board": {"yellow": ["Steam Engine"]}},
            "bob": {"board": {"red": ["Coal"], "yellow": ["Canning"]}, "score": ["Calendar"]},
        },
        displays={"alice": [GALLEON]},
    )
    ok(r)
    assert r.score("alice") == ["Calendar"] and r.display("alice") == []
