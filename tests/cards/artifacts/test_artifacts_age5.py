"""Scenario tests for every branch of the Artifacts age 5 cards."""

from __future__ import annotations

from typing import Any

from artifacts_support import artifacts_dogma, free_dogma
from support import asks, ok

ACHIEVEMENTS = ["Mysticism", "Monotheism", "Alchemy"]

# --- Almira, Queen of the Castle ----------------------------------------------
ALMIRA = "Almira, Queen of the Castle"


def test_almira_melds_and_claims_an_achievement_of_its_value_ignoring_eligibility() -> None:
    r = artifacts_dogma(
        ALMIRA,
        {"alice": {"board": {"purple": [ALMIRA]}, "hand": ["Mapmaking", "Tools"]}, "bob": {}},
        ["Mapmaking"],
        achievements=ACHIEVEMENTS,
    )
    ok(r)
    assert r.pile("alice", "green") == ["Mapmaking"]
    assert r.achievements("alice") == ["Monotheism"]  # 0 points: claimed all the same


def test_almira_without_an_achievement_of_that_value_claims_nothing() -> None:
    r = artifacts_dogma(
        ALMIRA,
        {"alice": {"board": {"purple": [ALMIRA]}, "hand": ["Translation"]}, "bob": {}},
        achievements=["Mysticism", "Monotheism"],
    )
    ok(r)
    assert r.pile("alice", "blue") == ["Translation"] and r.achievements("alice") == []


def test_almira_with_an_empty_hand_claims_nothing() -> None:
    r = artifacts_dogma(
        ALMIRA, {"alice": {"board": {"purple": [ALMIRA]}}, "bob": {}}, achievements=ACHIEVEMENTS
    )
    ok(r)
    assert r.achievements("alice") == [] and r.available[:3] == ACHIEVEMENTS


# --- Barque-Longue La Belle ---------------------------------------------------
BARQUE = "Barque-Longue La Belle"


def test_barque_longue_repeats_until_a_green_card() -> None:
    r = artifacts_dogma(
        BARQUE,
        {"alice": {"board": {"green": [BARQUE]}}, "bob": {}},
        decks={5: ["Coal", "Physics", "Banking", "Measurement"]},
    )
    ok(r)
    assert r.pile("alice", "red") == ["Coal"] and r.pile("alice", "blue") == ["Physics"]
    assert r.pile("alice", "green") == ["Banking", BARQUE]
    assert r.deck(5)[0] == "Measurement"


def test_barque_longue_a_green_card_first_stops_at_once() -> None:
    r = artifacts_dogma(
        BARQUE,
        {"alice": {"board": {"green": [BARQUE]}}, "bob": {}},
        decks={5: ["Measurement", "Coal"]},
    )
    ok(r)
    assert r.pile("alice", "green") == ["Measurement", BARQUE] and r.pile("alice", "red") == []


# --- Bill of Rights -----------------------------------------------------------
BILL = "Bill of Rights"


def test_bill_of_rights_transfers_the_chosen_color_from_the_bottom_up() -> None:
    players: dict[str, dict[str, Any]] = {
        "alice": {"board": {"red": [BILL], "blue": ["Calendar"]}},
        "bob": {
            "board": {
                "blue": {"cards": ["Writing", "Tools", "Mathematics"], "splay": "left"},
                "yellow": ["Agriculture"],
                "red": ["Archery"],
            }
        },
    }
    p = asks(artifacts_dogma(BILL, players), "bob")
    # blue 3 visible to alice's 1, yellow 1 to 0; red 1 to 1 is no option
    assert p["options"] == ["yellow", "blue"]
    r = artifacts_dogma(BILL, players, ["blue"])
    ok(r)
    assert r.pile("alice", "blue") == ["Writing", "Tools", "Mathematics", "Calendar"]
    assert r.pile("bob", "blue") == []


def test_bill_of_rights_counts_an_unsplayed_pile_as_one_visible_card() -> None:
    r = artifacts_dogma(
        BILL,
        {
            "alice": {"board": {"red": [BILL], "blue": ["Calendar"]}},
            "bob": {"board": {"blue": ["Writing", "Tools", "Mathematics"], "red": ["Archery"]}},
        },
    )
    ok(r)
    # bob's unsplayed blue shows one card, as alice's: no color qualifies
    assert r.pile("bob", "blue") == ["Writing", "Tools", "Mathematics"]
    assert "ART-16" in r.rules()


def test_bill_of_rights_not_compelled_with_fewer_lightbulbs() -> None:
    r = artifacts_dogma(
        BILL,
        {"alice": {"board": {"red": [BILL]}}, "bob": {"board": {"yellow": ["Agriculture"]}}},
    )
    ok(r)
    assert r.pile("bob", "yellow") == ["Agriculture"] and "ART-16" not in r.rules()


# --- Boerhavve Silver Microscope ----------------------------------------------
MICROSCOPE = "Boerhavve Silver Microscope"


def test_boerhavve_returns_the_lowest_of_hand_and_board_and_scores_their_sum() -> None:
    r = artifacts_dogma(
        MICROSCOPE,
        {
            "alice": {
                "board": {"blue": [MICROSCOPE], "red": ["Archery"], "green": ["Mapmaking"]},
                "hand": ["Calendar", "Tools"],
            },
            "bob": {},
        },
        decks={2: ["Mathematics"]},
    )
    ok(r)
    assert r.hand("alice") == ["Calendar"] and r.pile("alice", "red") == []
    assert r.score("alice") == ["Mathematics"]


def test_boerhavve_ties_are_chosen_by_the_player() -> None:
    players: dict[str, dict[str, Any]] = {
        "alice": {
            "board": {"blue": [MICROSCOPE], "red": ["Archery"], "yellow": ["Agriculture"]},
            "hand": ["Tools", "Writing"],
        },
        "bob": {},
    }
    p = asks(artifacts_dogma(MICROSCOPE, players, decks={2: ["Mathematics"]}), "alice")
    assert p["rule"] == "DOGMA-9" and p["options"] == ["Tools", "Writing"]
    r = artifacts_dogma(MICROSCOPE, players, ["Writing", "Agriculture"], decks={2: ["Mathematics"]})
    ok(r)
    assert r.hand("alice") == ["Tools"] and r.pile("alice", "red") == ["Archery"]
    assert r.score("alice") == ["Mathematics"]


def test_boerhavve_with_an_empty_hand_returns_itself_and_scores_a_five() -> None:
    r = artifacts_dogma(
        MICROSCOPE,
        {"alice": {"board": {"blue": [MICROSCOPE]}}, "bob": {}},
        decks={5: ["Coal"]},
    )
    ok(r)
    assert r.pile("alice", "blue") == [] and r.score("alice") == ["Coal"]
    assert r.artifacts_deck(5)[-1] == MICROSCOPE


def test_boerhavve_free_dogma_with_nothing_to_return_scores_a_one() -> None:
    r = free_dogma(
        "alice",
        {"alice": {}, "bob": {"board": {"red": ["Archery"]}}},
        displays={"alice": [MICROSCOPE]},
        decks={1: ["Pottery"]},
    )
    ok(r)
    assert r.score("alice") == ["Pottery"] and r.display("alice") == []


# --- Gujin Tushu Jinsheng -----------------------------------------------------
GUJIN = "Gujin Tushu Jinsheng"


def test_gujin_executes_another_boards_top_card_as_if_on_this_card() -> None:
    players: dict[str, dict[str, Any]] = {
        "alice": {"board": {"yellow": [GUJIN], "green": ["Sailing"]}},
        "bob": {"board": {"red": ["Archery"], "blue": ["Writing"]}},
    }
    p = asks(artifacts_dogma(GUJIN, players, decks={2: ["Calendar"]}), "alice")
    assert p["options"] == ["Archery", "Writing"]  # alice's own tops are no option
    r = artifacts_dogma(GUJIN, players, ["Writing"], decks={2: ["Calendar"]})
    ok(r)
    # bob (3 lightbulbs to alice's 2) shares Gujin, not on his board: nothing for him
    assert r.hand("alice") == ["Calendar"] and r.hand("bob") == []


def test_gujin_an_executed_demand_hits_players_with_fewer_of_its_featured_icon() -> None:
    r = artifacts_dogma(
        GUJIN,
        {
            "alice": {"board": {"yellow": [GUJIN]}},
            "bob": {"board": {"red": ["Archery"], "green": ["Sailing"]}},
        },
        ["Archery"],
        decks={1: ["Agriculture"]},
    )
    ok(r)
    # Archery's demand, as if on Gujin: bob has 1 lightbulb, fewer than alice's 2
    assert r.hand("alice") == ["Agriculture"] and r.hand("bob") == []


def test_gujin_an_executed_compel_hits_players_with_as_many_of_its_featured_icon() -> None:
    r = artifacts_dogma(
        GUJIN,
        {
            "alice": {"board": {"yellow": [GUJIN]}},
            "bob": {"board": {"red": ["Mjolnir Amulet"], "blue": ["Writing"]}},
        },
        ["Mjolnir Amulet", "Writing"],
    )
    ok(r)
    assert r.score("alice") == ["Writing"] and r.pile("bob", "blue") == []


def test_gujin_executed_from_another_players_board_does_nothing() -> None:
    # Charter of Liberties executes bob's top Gujin for alice: not on alice's board
    r = artifacts_dogma(
        "Charter of Liberties",
        {
            "alice": {"board": {"blue": ["Charter of Liberties"]}, "hand": ["Tools"]},
            "bob": {
                "board": {"yellow": {"cards": [GUJIN, "Statistics"], "splay": "left"}},
            },
        },
        ["bob yellow"],
    )
    ok(r)
    assert any(f"{GUJIN} is not on alice's board" in t for t in r.texts())
    assert r.hand("alice") == [] and r.hand("bob") == []


def test_gujin_from_the_display_is_not_on_the_board() -> None:
    r = free_dogma(
        "alice",
        {"alice": {"board": {"blue": ["Tools"]}}, "bob": {"board": {"blue": ["Writing"]}}},
        displays={"alice": [GUJIN]},
        decks={2: ["Calendar"]},
    )
    ok(r)
    assert r.hand("alice") == [] and "DOGMA-8" not in r.rules()
    assert r.artifacts_deck(5)[-1] == GUJIN


def test_gujin_without_another_top_card_executes_nothing() -> None:
    r = artifacts_dogma(GUJIN, {"alice": {"board": {"yellow": [GUJIN]}}, "bob": {}})
    ok(r)
    assert "DOGMA-8" not in r.rules()


# --- Hudson's Bay Company Archives --------------------------------------------
HUDSON = "Hudson's Bay Company Archives"


def test_hudsons_bay_scores_bottoms_melds_from_score_and_splays_right() -> None:
    players: dict[str, dict[str, Any]] = {
        "alice": {
            "board": {"green": [HUDSON], "red": ["Archery", "Oars"], "yellow": ["Agriculture"]},
            "score": ["Construction"],
        },
        "bob": {},
    }
    p = asks(artifacts_dogma(HUDSON, players), "alice")
    # every color's bottom, in board order: Oars, Agriculture, the Archives itself
    assert p["options"] == ["Construction", "Oars", "Agriculture", HUDSON]
    r = artifacts_dogma(HUDSON, players, ["Construction"])
    ok(r)
    assert r.pile("alice", "red") == ["Construction", "Archery"]
    assert r.splay("alice", "red") == "right"
    assert r.score("alice") == ["Oars", "Agriculture", HUDSON]


def test_hudsons_bay_a_melded_card_alone_in_its_pile_is_not_splayed() -> None:
    r = artifacts_dogma(
        HUDSON,
        {"alice": {"board": {"green": [HUDSON], "yellow": ["Agriculture"]}}, "bob": {}},
        ["Agriculture"],
    )
    ok(r)
    assert r.pile("alice", "yellow") == ["Agriculture"] and r.splay("alice", "yellow") == "none"
    assert r.score("alice") == [HUDSON]


def test_hudsons_bay_free_dogma_with_an_empty_board_and_score_does_nothing() -> None:
    r = free_dogma(
        "alice", {"alice": {}, "bob": {"board": {"red": ["Archery"]}}}, displays={"alice": [HUDSON]}
    )
    ok(r)
    assert r.score("alice") == [] and r.artifacts_deck(5)[-1] == HUDSON


# --- Principia ----------------------------------------------------------------
PRINCIPIA = "Principia"


def test_principia_returns_non_blue_tops_and_melds_one_higher_in_ascending_order() -> None:
    r = artifacts_dogma(
        PRINCIPIA,
        {
            "alice": {
                "board": {
                    "blue": [PRINCIPIA],
                    "red": ["Archery"],
                    "yellow": ["Machinery"],
                    "green": ["Mapmaking"],
                }
            },
            "bob": {},
        },
        decks={2: ["Mathematics"], 3: ["Alchemy"], 4: ["Experimentation"]},
    )
    ok(r)
    # values 1, 3, 2 returned: a 2, a 3 and a 4 melded in that order
    assert r.pile("alice", "blue") == ["Experimentation", "Alchemy", "Mathematics", PRINCIPIA]
    assert r.pile("alice", "red") == [] and r.pile("alice", "yellow") == []
    assert r.deck(1)[-1] == "Archery"


def test_principia_with_only_blue_tops_does_nothing() -> None:
    r = artifacts_dogma(PRINCIPIA, {"alice": {"board": {"blue": [PRINCIPIA, "Tools"]}}, "bob": {}})
    ok(r)
    assert r.pile("alice", "blue") == [PRINCIPIA, "Tools"]


# --- Sandham Room Cricket Bat -------------------------------------------------
BAT = "Sandham Room Cricket Bat"


def test_sandham_red_claims_any_achievement_ignoring_eligibility() -> None:
    players: dict[str, dict[str, Any]] = {"alice": {"board": {"purple": [BAT]}}, "bob": {}}
    kw: dict[str, Any] = {
        "decks": {6: ["Industrialization"]},
        "achievements": ["Mysticism", "Monotheism"],
    }
    p = asks(artifacts_dogma(BAT, players, **kw), "alice")
    assert p["options"] == [1, 2]
    r = artifacts_dogma(BAT, players, [2], **kw)
    ok(r)
    assert r.achievements("alice") == ["Monotheism"] and r.hand("alice") == ["Industrialization"]


def test_sandham_not_red_claims_nothing() -> None:
    r = artifacts_dogma(
        BAT,
        {"alice": {"board": {"purple": [BAT]}}, "bob": {}},
        decks={6: ["Canning"]},
        achievements=["Mysticism"],
    )
    ok(r)
    assert r.achievements("alice") == [] and r.hand("alice") == ["Canning"]


def test_sandham_red_with_no_achievement_available_claims_nothing() -> None:
    r = artifacts_dogma(
        BAT,
        {"alice": {"board": {"purple": [BAT]}}, "bob": {}},
        decks={6: ["Industrialization"]},
        achievements=[],
    )
    ok(r)
    assert r.achievements("alice") == []


# --- Ship of the Line Sussex --------------------------------------------------
SUSSEX = "Ship of the Line Sussex"


def test_sussex_with_no_score_scores_the_chosen_color() -> None:
    players: dict[str, dict[str, Any]] = {
        "alice": {"board": {"red": [SUSSEX, "Archery"], "blue": ["Tools"]}},
        "bob": {},
    }
    p = asks(artifacts_dogma(SUSSEX, players), "alice")
    assert len(p["options"]) == 5
    r = artifacts_dogma(SUSSEX, players, ["red"])
    ok(r)
    assert r.score("alice") == [SUSSEX, "Archery"] and r.pile("alice", "blue") == ["Tools"]


def test_sussex_an_empty_color_scores_nothing() -> None:
    r = artifacts_dogma(SUSSEX, {"alice": {"board": {"red": [SUSSEX]}}, "bob": {}}, ["purple"])
    ok(r)
    assert r.score("alice") == [] and r.pile("alice", "red") == [SUSSEX]


def test_sussex_otherwise_returns_the_score_pile() -> None:
    r = artifacts_dogma(
        SUSSEX,
        {"alice": {"board": {"red": [SUSSEX]}, "score": ["Tools", "Calendar"]}, "bob": {}},
    )
    ok(r)
    assert r.score("alice") == [] and r.pile("alice", "red") == [SUSSEX]
    assert r.deck(1)[-1] == "Tools" and r.deck(2)[-1] == "Calendar"


# --- The Daily Courant --------------------------------------------------------
COURANT = "The Daily Courant"
ONES = [
    "Agriculture", "Archery", "City States", "Clothing", "Code of Laws", "Domestication",
    "Masonry", "Metalworking", "Mysticism", "Oars", "Pottery", "Sailing", "The Wheel",
    "Tools", "Writing",
]  # fmt: skip


def test_daily_courant_draws_puts_back_on_top_and_executes_another_top_card() -> None:
    players: dict[str, dict[str, Any]] = {
        "alice": {"board": {"yellow": [COURANT], "blue": ["Writing"]}},
        "bob": {},
    }
    kw: dict[str, Any] = {"decks": {3: ["Alchemy"], 2: ["Calendar"]}}
    p = asks(artifacts_dogma(COURANT, players, **kw), "alice")
    assert p["decision"] == "value" and p["options"] == list(range(1, 11))
    p = asks(artifacts_dogma(COURANT, players, [3], **kw), "alice")
    assert p["optional"] and p["options"] == ["Writing"]
    r = artifacts_dogma(COURANT, players, [3, "Writing"], **kw)
    ok(r)
    assert r.deck(3)[0] == "Alchemy" and r.hand("alice") == ["Calendar"]


def test_daily_courant_declined() -> None:
    r = artifacts_dogma(
        COURANT,
        {"alice": {"board": {"yellow": [COURANT], "blue": ["Writing"]}}, "bob": {}},
        [3, None],
        decks={3: ["Alchemy"], 2: ["Calendar"]},
    )
    ok(r)
    assert r.deck(3)[0] == "Alchemy" and r.hand("alice") == []


def test_daily_courant_an_empty_pile_draws_higher_and_puts_it_on_its_own_pile() -> None:
    r = artifacts_dogma(
        COURANT,
        {"alice": {"board": {"yellow": [COURANT]}}, "bob": {}},
        [1],
        decks={2: ["Calendar"]},
        removed=ONES,
        achievements=[],
    )
    ok(r)
    assert r.deck(1) == [] and r.deck(2)[0] == "Calendar" and r.hand("alice") == []


def test_daily_courant_an_executed_demand_hits_players_with_fewer_factories() -> None:
    r = artifacts_dogma(
        COURANT,
        {"alice": {"board": {"yellow": [COURANT], "red": ["Archery"]}}, "bob": {}},
        [3, "Archery"],
        decks={3: ["Alchemy"], 1: ["Agriculture"]},
    )
    ok(r)
    assert r.hand("alice") == ["Agriculture"] and r.hand("bob") == []


def test_daily_courant_from_the_display_may_execute_any_top_card() -> None:
    r = free_dogma(
        "alice",
        {"alice": {"board": {"blue": ["Writing"]}}, "bob": {}},
        [3, "Writing"],
        displays={"alice": [COURANT]},
        decks={3: ["Alchemy"], 2: ["Calendar"]},
    )
    ok(r)
    assert r.hand("alice") == ["Calendar"] and r.artifacts_deck(5)[-1] == COURANT
