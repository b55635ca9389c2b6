"""Scenario tests for every branch of the Artifacts age 3 cards."""

from __future__ import annotations

from typing import Any

from artifacts_support import ArtifactsResult, artifacts_dogma, free_dogma
from support import asks, ok

TEAMS = [["alice", "carol"], ["bob", "dave"]]

# --- Along the River during the Qingming Festival -----------------------------
RIVER = "Along the River during the Qingming Festival"


def test_along_the_river_tucks_a_yellow_card() -> None:
    r = artifacts_dogma(
        RIVER, {"alice": {"board": {"yellow": [RIVER]}}, "bob": {}}, decks={4: ["Anatomy"]}
    )
    ok(r)
    assert r.pile("alice", "yellow") == [RIVER, "Anatomy"] and r.hand("alice") == []


def test_along_the_river_scores_a_purple_card() -> None:
    r = artifacts_dogma(
        RIVER, {"alice": {"board": {"yellow": [RIVER]}}, "bob": {}}, decks={4: ["Enterprise"]}
    )
    ok(r)
    assert r.score("alice") == ["Enterprise"] and r.hand("alice") == []


def test_along_the_river_repeats_on_other_colors_keeping_them_in_hand() -> None:
    r = artifacts_dogma(
        RIVER,
        {"alice": {"board": {"yellow": [RIVER]}}, "bob": {}},
        decks={4: ["Colonialism", "Invention", "Experimentation", "Perspective"]},
    )
    ok(r)
    assert r.hand("alice") == ["Colonialism", "Invention", "Experimentation"]
    assert r.pile("alice", "yellow") == [RIVER, "Perspective"]
    assert r.rules().count("TERM-DRAWX") >= 4


def test_along_the_river_is_shared_by_a_player_with_as_many_crowns() -> None:
    r = artifacts_dogma(
        RIVER,
        {"alice": {"board": {"yellow": [RIVER]}}, "bob": {"board": {"red": ["Optics"]}}},
        decks={4: ["Enterprise", "Reformation"]},
    )
    ok(r)
    # bob (3 crowns, as many) goes first: Enterprise scored; then alice: Reformation
    assert r.score("bob") == ["Enterprise"] and r.score("alice") == ["Reformation"]


# --- Beauvais Cathedral Clock -------------------------------------------------
CLOCK = "Beauvais Cathedral Clock"


def test_beauvais_splays_right_the_drawn_cards_color() -> None:
    r = artifacts_dogma(
        CLOCK,
        {
            "alice": {"board": {"green": [CLOCK], "yellow": ["Agriculture", "Domestication"]}},
            "bob": {},
        },
        decks={4: ["Anatomy"]},
    )
    ok(r)
    assert r.splay("alice", "yellow") == "right" and r.hand("alice") == ["Anatomy"]


def test_beauvais_a_pile_of_one_card_is_not_splayed() -> None:
    r = artifacts_dogma(
        CLOCK,
        {"alice": {"board": {"green": [CLOCK], "yellow": ["Agriculture"]}}, "bob": {}},
        decks={4: ["Navigation"]},
    )
    ok(r)
    assert r.splay("alice", "green") == "none" and r.hand("alice") == ["Navigation"]


# --- Charter of Liberties -----------------------------------------------------
CHARTER = "Charter of Liberties"


def test_charter_without_a_hand_does_nothing() -> None:
    r = artifacts_dogma(CHARTER, {"alice": {"board": {"blue": [CHARTER]}}, "bob": {}})
    ok(r)
    assert r.pile("alice", "blue") == [CHARTER] and r.hand("alice") == []


def test_charter_tucks_splays_left_and_executes_the_only_splayed_pile() -> None:
    r = artifacts_dogma(
        CHARTER,
        {
            "alice": {"board": {"blue": [CHARTER], "green": ["Sailing"]}, "hand": ["Clothing"]},
            "bob": {},
        },
        decks={1: ["Agriculture"]},
    )
    ok(r)
    assert r.pile("alice", "green") == ["Sailing", "Clothing"]
    assert r.splay("alice", "green") == "left"
    # Sailing: "Draw and meld a [1]" executed by alice alone (DOGMA-8)
    assert r.pile("alice", "yellow") == ["Agriculture"]
    assert "DOGMA-8" in r.rules()


def test_charter_asks_player_and_color_and_executes_an_opponents_top_card() -> None:
    players: dict[str, dict[str, Any]] = {
        "alice": {"board": {"blue": [CHARTER], "green": ["Sailing"]}, "hand": ["Clothing"]},
        "bob": {"board": {"blue": {"cards": ["Writing", "Tools"], "splay": "left"}}},
    }
    p = asks(artifacts_dogma(CHARTER, players, decks={2: ["Calendar"]}), "alice")
    assert p["options"] == ["alice green", "bob blue"]
    r = artifacts_dogma(CHARTER, players, ["bob blue"], decks={2: ["Calendar"]})
    ok(r)
    # Writing: "Draw a [2]", executed by alice, not shared with bob
    assert r.hand("alice") == ["Calendar"] and r.hand("bob") == []
    assert r.pile("bob", "blue") == ["Writing", "Tools"]


def test_charter_executes_only_the_non_demand_effects() -> None:
    players: dict[str, dict[str, Any]] = {
        "alice": {"board": {"blue": [CHARTER]}, "hand": ["Archery"]},
        "bob": {
            "board": {"red": {"cards": ["Construction", "Oars"], "splay": "right"}},
            "hand": ["Agriculture"],
        },
    }
    r = artifacts_dogma(CHARTER, players, decks={2: ["Calendar"]})  # one pile: not asked
    ok(r)
    # Construction's demand skipped; "If you are the only player with five top cards,
    # claim Empire" does nothing for alice
    assert r.hand("bob") == ["Agriculture"] and r.hand("alice") == []
    assert r.pile("alice", "red") == ["Archery"]


def test_charter_tucked_into_an_empty_pile_with_no_splayed_pile_executes_nothing() -> None:
    r = artifacts_dogma(
        CHARTER, {"alice": {"board": {"blue": [CHARTER]}, "hand": ["Agriculture"]}, "bob": {}}
    )
    ok(r)
    assert r.pile("alice", "yellow") == ["Agriculture"] and r.splay("alice", "yellow") == "none"
    assert "DOGMA-8" not in r.rules()


def test_charter_may_execute_itself_when_its_pile_is_splayed() -> None:
    r = artifacts_dogma(
        CHARTER,
        {"alice": {"board": {"blue": [CHARTER]}, "hand": ["Writing", "Tools"]}, "bob": {}},
        ["Writing"],
    )
    ok(r)
    # Writing tucked, blue splayed left; the only splayed pile is blue: Charter again,
    # Tools tucked; again blue: the hand is empty, so it stops
    assert r.pile("alice", "blue") == [CHARTER, "Writing", "Tools"]
    assert r.splay("alice", "blue") == "left" and r.hand("alice") == []


# --- Dunhuang Star Chart ------------------------------------------------------
CHART = "Dunhuang Star Chart"


def test_dunhuang_returns_the_hand_and_draws_its_size() -> None:
    r = artifacts_dogma(
        CHART,
        {"alice": {"board": {"blue": [CHART]}, "hand": ["Agriculture", "Archery"]}, "bob": {}},
        decks={2: ["Calendar"]},
    )
    ok(r)
    assert r.hand("alice") == ["Calendar"] and r.deck(1)[-2:] == ["Agriculture", "Archery"]


def test_dunhuang_with_an_empty_hand_draws_a_zero_that_is_a_one() -> None:
    r = artifacts_dogma(
        CHART, {"alice": {"board": {"blue": [CHART]}}, "bob": {}}, decks={1: ["Pottery"]}
    )
    ok(r)
    assert r.hand("alice") == ["Pottery"]


# --- Excalibur ----------------------------------------------------------------
EXCALIBUR = "Excalibur"
BOB_CASTLES = {"red": ["Construction"], "yellow": ["Masonry"], "purple": ["Monotheism"]}


def test_excalibur_offers_only_higher_top_cards_and_transfers_one() -> None:
    players: dict[str, dict[str, Any]] = {
        "alice": {"board": {"red": [EXCALIBUR], "purple": ["Mysticism"]}},
        "bob": {"board": BOB_CASTLES},
    }
    p = asks(artifacts_dogma(EXCALIBUR, players), "bob")
    # Construction (2) is not higher than Excalibur (3); no yellow of alice's: value 0
    assert sorted(p["options"]) == ["Masonry", "Monotheism"]
    r = artifacts_dogma(EXCALIBUR, players, ["Monotheism"])
    ok(r)
    assert r.pile("alice", "purple") == ["Monotheism", "Mysticism"]
    assert "ART-16" in r.rules()


def test_excalibur_compelled_without_a_higher_card_transfers_nothing() -> None:
    r = artifacts_dogma(
        EXCALIBUR,
        {
            "alice": {"board": {"red": [EXCALIBUR], "yellow": ["Masonry"]}},
            "bob": {"board": {"red": ["Construction"], "yellow": ["Domestication"]}},
        },
    )
    ok(r)
    assert r.pile("bob", "red") == ["Construction"]
    assert r.pile("bob", "yellow") == ["Domestication"] and "ART-16" in r.rules()


def test_excalibur_does_not_compel_a_player_with_fewer_castles() -> None:
    r = artifacts_dogma(
        EXCALIBUR,
        {"alice": {"board": {"red": [EXCALIBUR]}}, "bob": {"board": {"yellow": ["Agriculture"]}}},
    )
    ok(r)
    assert r.pile("bob", "yellow") == ["Agriculture"] and "ART-16" not in r.rules()


def test_excalibur_never_compels_a_teammate() -> None:
    board = {"yellow": ["Masonry"]}
    r = artifacts_dogma(
        EXCALIBUR,
        {
            "alice": {"board": {"red": [EXCALIBUR]}},
            "bob": {"board": {"purple": ["Mysticism"]}},
            "carol": {"board": board},
            "dave": {},
        },
        teams=TEAMS,
    )
    ok(r)
    # carol (partner, as many castles) is not compelled; bob is and gives Mysticism
    assert r.pile("carol", "yellow") == ["Masonry"]
    assert r.pile("alice", "purple") == ["Mysticism"]


def test_excalibur_free_dogma_counts_the_displayed_castles_for_the_compel() -> None:
    # alice's board: Masonry (3 castles) + display Excalibur (2) = 5; bob has 3
    r = free_dogma(
        "alice",
        {"alice": {"board": {"yellow": ["Masonry"]}}, "bob": {"board": {"purple": ["Mysticism"]}}},
        displays={"alice": [EXCALIBUR]},
    )
    ok(r)
    assert r.pile("bob", "purple") == ["Mysticism"]  # 3 < 5: not compelled
    r = free_dogma(
        "alice",
        {
            "alice": {"board": {"red": ["Archery"]}},
            "bob": {"board": {"purple": ["Mysticism"], "yellow": ["Masonry"]}},
        },
        ["Mysticism"],
        displays={"alice": [EXCALIBUR]},
    )
    ok(r)
    # alice 2 + 2 = 4, bob 6: compelled; Excalibur is returned after (ART-15)
    assert r.pile("alice", "purple") == ["Mysticism"] and r.display("alice") == []
    assert r.artifacts_deck(3)[-1] == EXCALIBUR


# --- Mjolnir Amulet -----------------------------------------------------------
MJOLNIR = "Mjolnir Amulet"


def test_mjolnir_transfers_the_whole_chosen_color_to_my_score_pile() -> None:
    players: dict[str, dict[str, Any]] = {
        "alice": {"board": {"red": [MJOLNIR]}},
        "bob": {"board": {"red": ["Construction", "Archery"], "yellow": ["Masonry"]}},
    }
    p = asks(artifacts_dogma(MJOLNIR, players), "bob")
    assert sorted(p["options"]) == ["Construction", "Masonry"]
    r = artifacts_dogma(MJOLNIR, players, ["Construction"])
    ok(r)
    assert r.score("alice") == ["Construction", "Archery"] and r.pile("bob", "red") == []
    assert r.pile("bob", "yellow") == ["Masonry"]


def test_mjolnir_not_compelled_with_fewer_castles() -> None:
    r = artifacts_dogma(
        MJOLNIR,
        {"alice": {"board": {"red": [MJOLNIR]}}, "bob": {"board": {"yellow": ["Agriculture"]}}},
    )
    ok(r)
    assert r.score("alice") == [] and r.pile("bob", "yellow") == ["Agriculture"]


# --- Moylough Belt Shrine -----------------------------------------------------
SHRINE = "Moylough Belt Shrine"


def test_moylough_reveals_the_hand_and_the_leader_chooses_the_card() -> None:
    players: dict[str, dict[str, Any]] = {
        "alice": {"board": {"yellow": [SHRINE]}},
        "bob": {"board": {"red": ["Archery", "Oars"]}, "hand": ["Sailing", "Tools"]},
    }
    p = asks(artifacts_dogma(SHRINE, players), "alice")
    assert p["options"] == ["Sailing", "Tools"]
    r = artifacts_dogma(SHRINE, players, [{"player": "alice", "choose": "Tools"}])
    ok(r)
    assert r.pile("alice", "blue") == ["Tools"] and r.hand("bob") == ["Sailing"]
    assert sum(1 for s in r.steps if s["verb"] == "reveal") == 2


def test_moylough_with_an_empty_hand_does_nothing() -> None:
    r = artifacts_dogma(
        SHRINE,
        {"alice": {"board": {"yellow": [SHRINE]}}, "bob": {"board": {"red": ["Archery", "Oars"]}}},
    )
    ok(r)
    assert r.pile("alice", "yellow") == [SHRINE] and r.pile("alice", "blue") == []


def test_moylough_not_compelled_with_fewer_castles() -> None:
    r = artifacts_dogma(
        SHRINE, {"alice": {"board": {"yellow": [SHRINE]}}, "bob": {"hand": ["Sailing"]}}
    )
    ok(r)
    assert r.hand("bob") == ["Sailing"]


# --- Necronomicon -------------------------------------------------------------
NECRO = "Necronomicon"


def _necro(drawn: str, **zones: Any) -> ArtifactsResult:
    alice: dict[str, Any] = {"board": {"purple": [NECRO]}, **zones}
    return artifacts_dogma(NECRO, {"alice": alice, "bob": {}}, decks={3: [drawn], 9: ["Fission"]})


def test_necronomicon_yellow_returns_the_hand() -> None:
    r = _necro("Machinery", hand=["Agriculture"])
    ok(r)
    assert r.hand("alice") == []
    assert r.deck(3)[-1] == "Machinery"


def test_necronomicon_green_unsplays_all_stacks() -> None:
    r = _necro(
        "Compass",
        board={
            "purple": {"cards": [NECRO, "Mysticism"], "splay": "left"},
            "red": {"cards": ["Archery", "Oars"], "splay": "right"},
        },
    )
    ok(r)
    assert r.splay("alice", "purple") == "none" and r.splay("alice", "red") == "none"
    assert r.hand("alice") == ["Compass"]


def test_necronomicon_red_returns_the_score_pile() -> None:
    r = _necro("Optics", score=["Tools", "Calendar"], hand=["Agriculture"])
    ok(r)
    assert r.score("alice") == [] and r.hand("alice") == ["Agriculture", "Optics"]


def test_necronomicon_blue_draws_a_nine() -> None:
    r = _necro("Translation")
    ok(r)
    assert r.hand("alice") == ["Translation", "Fission"]


def test_necronomicon_purple_does_nothing_more() -> None:
    r = _necro("Education", score=["Tools"], hand=["Agriculture"])
    ok(r)
    assert r.hand("alice") == ["Agriculture", "Education"] and r.score("alice") == ["Tools"]


# --- Philosopher's Stone ------------------------------------------------------
STONE = "Philosopher's Stone"


def test_philosophers_stone_scores_as_many_cards_as_the_returned_value() -> None:
    players: dict[str, dict[str, Any]] = {
        "alice": {
            "board": {"green": [STONE]},
            "hand": ["Mapmaking", "Agriculture", "Archery", "Tools"],
        },
        "bob": {},
    }
    r = artifacts_dogma(STONE, players, ["Mapmaking"])
    p = asks(r, "alice")
    assert p["min"] == 2 and p["max"] == 2
    r = artifacts_dogma(STONE, players, ["Mapmaking", ["Tools", "Archery"]])
    ok(r)
    assert r.score("alice") == ["Tools", "Archery"] and r.hand("alice") == ["Agriculture"]
    assert r.deck(2)[-1] == "Mapmaking"


def test_philosophers_stone_with_fewer_cards_scores_them_all() -> None:
    r = artifacts_dogma(
        STONE,
        {"alice": {"board": {"green": [STONE]}, "hand": ["Compass", "Agriculture"]}, "bob": {}},
        ["Compass"],
    )
    ok(r)
    assert r.score("alice") == ["Agriculture"] and r.hand("alice") == []


def test_philosophers_stone_with_one_card_returns_it_and_scores_nothing() -> None:
    r = artifacts_dogma(
        STONE, {"alice": {"board": {"green": [STONE]}, "hand": ["Compass"]}, "bob": {}}
    )
    ok(r)
    assert r.score("alice") == [] and r.deck(3)[-1] == "Compass"


def test_philosophers_stone_with_an_empty_hand_does_nothing() -> None:
    r = artifacts_dogma(STONE, {"alice": {"board": {"green": [STONE]}}, "bob": {}})
    ok(r)
    assert r.score("alice") == []


# --- Shroud of Turin ----------------------------------------------------------
SHROUD = "Shroud of Turin"
ACHIEVEMENTS = ["Mysticism", "Monotheism", "Alchemy"]


def test_shroud_returns_all_three_and_claims_any_achievement() -> None:
    players: dict[str, dict[str, Any]] = {
        "alice": {
            "board": {"purple": [SHROUD], "red": ["Archery"]},
            "hand": ["Oars"],
            "score": ["Construction", "Tools"],
        },
        "bob": {},
    }
    p = asks(artifacts_dogma(SHROUD, players, achievements=ACHIEVEMENTS), "alice")
    assert p["decision"] == "value" and p["options"] == [1, 2, 3]
    r = artifacts_dogma(SHROUD, players, [3], achievements=ACHIEVEMENTS)
    ok(r)
    # alice has 2 points: a 3 claimed all the same
    assert r.achievements("alice") == ["Alchemy"]
    assert r.pile("alice", "red") == [] and r.score("alice") == ["Tools"]
    assert r.hand("alice") == []


def test_shroud_chooses_the_score_card_of_the_color() -> None:
    players: dict[str, dict[str, Any]] = {
        "alice": {
            "board": {"purple": [SHROUD], "red": ["Archery"]},
            "hand": ["Oars"],
            "score": ["Construction", "Road Building", "Tools"],
        },
        "bob": {},
    }
    p = asks(artifacts_dogma(SHROUD, players, achievements=ACHIEVEMENTS), "alice")
    assert p["options"] == ["Construction", "Road Building"]
    r = artifacts_dogma(SHROUD, players, ["Road Building", 1], achievements=ACHIEVEMENTS)
    ok(r)
    assert r.score("alice") == ["Construction", "Tools"] and r.achievements("alice") == [
        "Mysticism"
    ]


def test_shroud_without_a_top_card_of_the_color_claims_nothing() -> None:
    r = artifacts_dogma(
        SHROUD,
        {
            "alice": {"board": {"purple": [SHROUD]}, "hand": ["Oars"], "score": ["Construction"]},
            "bob": {},
        },
        achievements=ACHIEVEMENTS,
    )
    ok(r)
    assert r.achievements("alice") == [] and r.score("alice") == []


def test_shroud_without_a_score_card_of_the_color_claims_nothing() -> None:
    r = artifacts_dogma(
        SHROUD,
        {
            "alice": {"board": {"purple": [SHROUD], "red": ["Archery"]}, "hand": ["Oars"]},
            "bob": {},
        },
        achievements=ACHIEVEMENTS,
    )
    ok(r)
    assert r.achievements("alice") == [] and r.pile("alice", "red") == []


def test_shroud_with_an_empty_hand_returns_nothing() -> None:
    r = artifacts_dogma(
        SHROUD,
        {"alice": {"board": {"purple": [SHROUD], "red": ["Archery"]}}, "bob": {}},
        achievements=ACHIEVEMENTS,
    )
    ok(r)
    assert r.pile("alice", "red") == ["Archery"] and r.achievements("alice") == []


def test_shroud_returning_its_own_pile_top_counts() -> None:
    # a purple card returned from hand: the top purple is the Shroud itself
    r = artifacts_dogma(
        SHROUD,
        {
            "alice": {
                "board": {"purple": [SHROUD]},
                "hand": ["Mysticism"],
                "score": ["Philosophy"],
            },
            "bob": {},
        },
        [2],
        achievements=["City States", "Monotheism"],
    )
    ok(r)
    assert r.pile("alice", "purple") == [] and r.artifacts_deck(3)[-1] == SHROUD
    assert r.achievements("alice") == ["Monotheism"]


def test_charter_skips_a_compel_effect_as_a_demand() -> None:
    r = artifacts_dogma(
        CHARTER,
        {
            "alice": {"board": {"blue": [CHARTER], "green": ["Clothing"]}, "hand": ["Tools"]},
            "bob": {
                "board": {
                    "yellow": {"cards": ["Moses", "Agriculture"], "splay": "left"},
                    "purple": ["City States"],
                }
            },
        },
        ["bob yellow"],
    )
    ok(r)
    # Moses's compel is not executed (ART-17); its "Score a top card on your board
    # with a [crown]" is, by alice: Clothing
    assert r.score("alice") == ["Clothing"] and r.pile("bob", "purple") == ["City States"]
