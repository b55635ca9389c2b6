"""Scenario tests for every branch of the Echoes age 5 cards."""

from __future__ import annotations

from typing import Any

from echoes_support import EchoesResult, echoes_dogma

from adjudicator.games.innovation.engine.cards import all_cards


def ok(r: EchoesResult) -> None:
    assert r.exit_code == 0 and r.error is None and r.pending is None, (r.error, r.pending)


def asks(r: EchoesResult, player: str) -> dict[str, Any]:
    assert r.exit_code == 0 and r.error is None
    pending: dict[str, Any] | None = r.pending
    assert pending is not None and pending["player"] == player
    return pending


def base_cards(age: int) -> list[str]:
    return [c.name for c in all_cards() if c.age == age]


# --- Coke --------------------------------------------------------------------
COKE = {"red": ["Coke"]}  # 2 factories


def test_coke_melds_cards_with_a_factory_and_repeats_until_one_without() -> None:
    r = echoes_dogma(
        "Coke",
        {"alice": {"board": COKE, "hand": ["Bell"]}, "bob": {}},
        decks={4: ["Anatomy"], 6: ["Canning", "Machine Tools", "Atomic Theory"]},
    )
    ok(r)
    assert r.pile("alice", "yellow") == ["Canning", "Anatomy"]  # the echo tucked Anatomy
    assert r.pile("alice", "red") == ["Machine Tools", "Coke"]
    assert r.forecast("alice") == ["Atomic Theory"]
    assert r.hand("alice") == ["Bell"]
    assert [s["verb"] for s in r.steps].count("reveal") == 3


def test_coke_foreshadows_a_card_without_a_factory_at_once() -> None:
    r = echoes_dogma(
        "Coke",
        {"alice": {"board": COKE, "hand": ["Bell"]}, "bob": {}},
        decks={4: ["Anatomy"], 6: ["Atomic Theory"]},
    )
    ok(r)
    assert r.forecast("alice") == ["Atomic Theory"]
    assert r.pile("alice", "red") == ["Coke"]


# --- Lightning Rod -----------------------------------------------------------
ROD = {"blue": ["Lightning Rod"]}  # 1 factory


def test_lightning_rod_demand_returns_the_top_card_of_the_tucked_color() -> None:
    r = echoes_dogma(
        "Lightning Rod",
        {"alice": {"board": ROD, "hand": ["Bell"]}, "bob": {"board": {"blue": ["Writing"]}}},
        [None],
        decks={5: ["Coal", "Physics", "Chemistry"]},
    )
    ok(r)
    assert r.pile("alice", "red") == ["Coal"]  # the echo's tuck
    assert r.pile("bob", "blue") == ["Physics"]
    assert r.deck(1)[-1] == "Writing"
    assert r.pile("alice", "blue") == ["Lightning Rod", "Chemistry"]


def test_lightning_rod_demand_into_an_empty_pile_returns_the_tucked_card() -> None:
    r = echoes_dogma(
        "Lightning Rod",
        {"alice": {"board": ROD, "hand": ["Bell"]}, "bob": {}},
        [None],
        decks={5: ["Coal", "Physics", "Chemistry"]},
    )
    ok(r)
    assert r.pile("bob", "blue") == [] and r.deck(5)[-1] == "Physics"


def test_lightning_rod_may_return_a_top_card() -> None:
    players = {"alice": {"board": ROD, "hand": ["Bell"]}, "bob": {}}
    decks = {5: ["Steam Engine", "Physics", "Chemistry"]}
    pending = asks(echoes_dogma("Lightning Rod", players, decks=decks), "alice")
    assert pending["optional"] is True
    assert sorted(pending["options"]) == ["Lightning Rod", "Steam Engine"]
    r = echoes_dogma("Lightning Rod", players, ["Steam Engine"], decks=decks)
    ok(r)
    assert r.pile("alice", "yellow") == [] and r.deck(5)[-1] == "Steam Engine"
    assert r.pile("alice", "blue") == ["Lightning Rod", "Chemistry"]
    assert r.deck(5)[-2] == "Physics"  # bob's tucked card, returned


# --- Octant ------------------------------------------------------------------
OCTANT = {"red": ["Octant"]}  # 3 crowns


def test_octant_demand_transfers_a_card_and_the_victim_foreshadows_a_6() -> None:
    r = echoes_dogma(
        "Octant",
        {
            "alice": {"board": OCTANT},
            "bob": {"board": {"yellow": ["Agriculture"], "red": ["Coal"], "blue": ["Writing"]}},
        },
        decks={6: ["Canning", "Classification"]},
    )
    ok(r)
    assert r.pile("alice", "yellow") == ["Agriculture"] and r.pile("bob", "red") == ["Coal"]
    assert r.forecast("bob") == ["Canning"]
    assert r.forecast("alice") == ["Classification"]


def test_octant_demand_asks_the_victim_among_eligible_cards() -> None:
    players = {
        "alice": {"board": OCTANT},
        "bob": {"board": {"yellow": ["Agriculture"], "blue": ["Chemistry"]}},
    }
    pending = asks(echoes_dogma("Octant", players), "bob")
    assert sorted(pending["options"]) == ["Agriculture", "Chemistry"]
    r = echoes_dogma("Octant", players, ["Chemistry"], decks={6: ["Canning", "Classification"]})
    ok(r)
    assert r.pile("alice", "blue") == ["Chemistry"] and r.forecast("bob") == ["Canning"]


def test_octant_demand_without_an_eligible_card_foreshadows_nothing() -> None:
    r = echoes_dogma(
        "Octant",
        {"alice": {"board": OCTANT}, "bob": {"board": {"red": ["Coal"], "blue": ["Writing"]}}},
        decks={6: ["Canning"]},
    )
    ok(r)
    assert r.forecast("bob") == [] and r.forecast("alice") == ["Canning"]


# --- Palampore ---------------------------------------------------------------
PALAM = {"green": ["Palampore"]}  # 2 factories, bonus 5


def test_palampore_scores_a_card_of_a_bonus_seen_twice() -> None:
    r = echoes_dogma(
        "Palampore",
        {"alice": {"board": {**PALAM, "purple": ["Piano"]}}, "bob": {}},
        decks={5: ["Coal"]},
    )
    ok(r)
    assert r.score("alice") == ["Coal"]
    assert r.achievements("alice") == []


def test_palampore_asks_which_repeated_bonus() -> None:
    players = {
        "alice": {
            "board": {**PALAM, "purple": ["Piano"], "blue": ["Telescope"], "yellow": ["Pencil"]}
        },
        "bob": {},
    }
    pending = asks(echoes_dogma("Palampore", players), "alice")
    assert pending["options"] == [4, 5]
    r = echoes_dogma("Palampore", players, [4], decks={4: ["Anatomy"]})
    ok(r)
    assert r.score("alice") == ["Anatomy"]


def test_palampore_without_a_repeated_bonus_scores_nothing() -> None:
    r = echoes_dogma("Palampore", {"alice": {"board": {**PALAM, "blue": ["Telescope"]}}, "bob": {}})
    ok(r)
    assert r.score("alice") == []


def test_palampore_may_splay_purple_right() -> None:
    players = {"alice": {"board": {**PALAM, "purple": ["Mysticism", "City States"]}}, "bob": {}}
    r = echoes_dogma("Palampore", players, ["yes"])
    ok(r)
    assert r.splay("alice", "purple") == "right"
    r = echoes_dogma("Palampore", players, ["no"])
    ok(r)
    assert r.splay("alice", "purple") == "none"


SIX_BONUSES = {
    **PALAM,  # 5
    "purple": {"cards": ["Clock", "Piano"], "splay": "right"},  # 5, 5
    "yellow": {"cards": ["Pressure Cooker", "Soap", "Toothbrush"], "splay": "right"},  # 5, 2, 2
}


def test_palampore_claims_wealth_with_six_bonuses() -> None:
    r = echoes_dogma(
        "Palampore", {"alice": {"board": SIX_BONUSES}, "bob": {}}, [2], decks={2: ["Calendar"]}
    )
    ok(r)
    assert r.score("alice") == ["Calendar"]
    assert r.achievements("alice") == ["Wealth"]
    assert "Wealth" not in r.available


def test_palampore_five_bonuses_claim_nothing() -> None:
    board = {**SIX_BONUSES, "yellow": {"cards": ["Pressure Cooker", "Soap"], "splay": "right"}}
    r = echoes_dogma("Palampore", {"alice": {"board": board}, "bob": {}}, decks={5: ["Coal"]})
    ok(r)  # 5 occurs four times: no question
    assert r.score("alice") == ["Coal"]
    assert r.achievements("alice") == [] and "Wealth" in r.available


def test_palampore_wealth_already_held_is_not_claimed() -> None:
    r = echoes_dogma(
        "Palampore",
        {"alice": {"board": SIX_BONUSES}, "bob": {"achievements": ["Wealth"]}},
        [5],
        decks={5: ["Coal"]},
    )
    ok(r)
    assert r.achievements("alice") == [] and r.achievements("bob") == ["Wealth"]


# --- Piano -------------------------------------------------------------------
PIANO = {"purple": ["Piano"]}  # 1 lightbulb


def test_piano_echo_draws_a_value_present_in_any_hand() -> None:
    players: dict[str, dict[str, Any]] = {
        "alice": {"board": PIANO, "hand": ["Bell"]},
        "bob": {"hand": ["Coal", "Canning"]},
    }
    pending = asks(echoes_dogma("Piano", players), "alice")
    assert pending["options"] == [1, 5, 6] and pending["optional"] is False
    r = echoes_dogma("Piano", players, [6], decks={6: ["Classification"]})
    ok(r)
    assert r.hand("alice") == ["Bell", "Classification"]


def test_piano_echo_with_one_value_draws_without_a_question() -> None:
    r = echoes_dogma(
        "Piano",
        {"alice": {"board": PIANO}, "bob": {"hand": ["Coal"]}},
        decks={5: ["Physics"]},
    )
    ok(r)
    assert r.hand("alice") == ["Physics"]


def test_piano_echo_with_every_hand_empty_draws_nothing() -> None:
    r = echoes_dogma("Piano", {"alice": {"board": PIANO}, "bob": {}})
    ok(r)
    assert r.hand("alice") == []


FIVE_VALUES = {
    **PIANO,  # 5
    "red": ["Archery"],  # 1
    "yellow": ["Fermenting"],  # 2
    "green": ["Compass"],  # 3
    "blue": ["Experimentation"],  # 4
}


def test_piano_returns_five_score_cards_and_scores_each_top_value_ascending() -> None:
    score = ["Coal", "Physics", "Chemistry", "Anatomy", "Writing", "Agriculture"]
    players = {"alice": {"board": FIVE_VALUES, "score": score}, "bob": {}}
    decks = {1: ["Pottery"], 2: ["Calendar"], 3: ["Alchemy"], 4: ["Colonialism"], 5: ["Astronomy"]}
    pending = asks(echoes_dogma("Piano", players, decks=decks), "alice")
    assert pending["min"] == 5 and pending["max"] == 5
    r = echoes_dogma(
        "Piano", players, [["Coal", "Physics", "Chemistry", "Anatomy", "Writing"]], decks=decks
    )
    ok(r)
    assert r.score("alice") == [
        "Agriculture",
        "Pottery",
        "Calendar",
        "Alchemy",
        "Colonialism",
        "Astronomy",
    ]
    assert r.deck(5)[-3:] == ["Coal", "Physics", "Chemistry"]


def test_piano_with_five_or_fewer_score_cards_returns_them_all() -> None:
    r = echoes_dogma(
        "Piano",
        {"alice": {"board": FIVE_VALUES, "score": ["Coal", "Writing"]}, "bob": {}},
        decks={
            1: ["Pottery"],
            2: ["Calendar"],
            3: ["Alchemy"],
            4: ["Colonialism"],
            5: ["Astronomy"],
        },
    )
    ok(r)
    assert r.score("alice") == ["Pottery", "Calendar", "Alchemy", "Colonialism", "Astronomy"]
    assert r.deck(5)[-1] == "Coal" and r.deck(1)[-1] == "Writing"


def test_piano_needs_five_top_cards() -> None:
    board = {k: v for k, v in FIVE_VALUES.items() if k != "blue"}
    r = echoes_dogma("Piano", {"alice": {"board": board, "score": ["Coal"]}, "bob": {}})
    ok(r)
    assert r.score("alice") == ["Coal"]


def test_piano_needs_five_different_values() -> None:
    board = {**FIVE_VALUES, "blue": ["Writing"]}  # a second 1
    r = echoes_dogma("Piano", {"alice": {"board": board, "score": ["Coal"]}, "bob": {}})
    ok(r)
    assert r.score("alice") == ["Coal"]


# --- Pressure Cooker ---------------------------------------------------------
COOKER = {"yellow": ["Pressure Cooker"], "blue": ["Telescope"], "green": ["Chintz"]}  # 5, 4, 4


def test_pressure_cooker_returns_the_hand_and_asks_the_draw_order() -> None:
    players = {"alice": {"board": COOKER, "hand": ["Archery", "Bell"]}, "bob": {}}
    pending = asks(echoes_dogma("Pressure Cooker", players), "alice")
    assert pending["decision"] == "draw_order" and pending["options"] == [4, 5]
    assert pending["rule"] == "ECHO-12"
    r = echoes_dogma(
        "Pressure Cooker",
        players,
        [5],
        decks={4: ["Anatomy"], 5: ["Coal"]},
        echoes_decks={4: ["Shuriken"]},
    )
    ok(r)
    assert r.deck(1)[-1] == "Archery" and r.echoes_deck(1)[-1] == "Bell"
    # Coal into an empty hand; then a base card alone: Shuriken (ECHO-10); then Anatomy
    assert r.hand("alice") == ["Coal", "Shuriken", "Anatomy"]


def test_pressure_cooker_asks_again_while_two_values_remain() -> None:
    r = echoes_dogma(
        "Pressure Cooker",
        {"alice": {"board": COOKER}, "bob": {}},
        [4, 4],
        decks={4: ["Anatomy"], 5: ["Coal"]},
        echoes_decks={4: ["Shuriken"]},
    )
    ok(r)
    assert r.hand("alice") == ["Anatomy", "Shuriken", "Coal"]
    assert [s["rule"] for s in r.steps].count("ECHO-12") >= 2


def test_pressure_cooker_with_one_value_asks_nothing() -> None:
    r = echoes_dogma(
        "Pressure Cooker",
        {"alice": {"board": {"yellow": ["Pressure Cooker"]}, "hand": ["Archery"]}, "bob": {}},
        decks={5: ["Coal"]},
    )
    ok(r)
    assert r.hand("alice") == ["Coal"] and r.deck(1)[-1] == "Archery"


def test_pressure_cooker_ignores_covered_bonuses() -> None:
    r = echoes_dogma(
        "Pressure Cooker",
        {
            "alice": {
                "board": {
                    "yellow": ["Pressure Cooker"],
                    "blue": {"cards": ["Writing", "Telescope"], "splay": "right"},
                }
            },
            "bob": {},
        },
        decks={5: ["Coal"]},
    )
    ok(r)  # Telescope's 4 shows, but Telescope is no top card
    assert r.hand("alice") == ["Coal"]


# --- Seed Drill --------------------------------------------------------------
DRILL = {"green": ["Seed Drill"]}  # 2 leaves


def test_seed_drill_demand_asks_the_victim_for_a_top_card_below_3() -> None:
    players = {
        "alice": {"board": DRILL},
        "bob": {"board": {"red": ["Archery"], "blue": ["Mathematics"], "purple": ["Enterprise"]}},
    }
    pending = asks(echoes_dogma("Seed Drill", players), "bob")
    assert sorted(pending["options"]) == ["Archery", "Mathematics"]
    r = echoes_dogma("Seed Drill", players, ["Mathematics", 3, "no"])
    ok(r)
    assert r.pile("bob", "blue") == [] and r.deck(2)[-1] == "Mathematics"
    assert r.pile("bob", "red") == ["Archery"]


def test_seed_drill_demand_with_one_card_below_3_returns_it() -> None:
    r = echoes_dogma(
        "Seed Drill",
        {
            "alice": {"board": DRILL},
            "bob": {"board": {"red": ["Archery"], "purple": ["Enterprise"]}},
        },
        [3, "no"],
    )
    ok(r)
    assert r.pile("bob", "red") == [] and r.pile("bob", "purple") == ["Enterprise"]


def test_seed_drill_demand_without_a_low_card_returns_nothing() -> None:
    r = echoes_dogma(
        "Seed Drill",
        {"alice": {"board": DRILL}, "bob": {"board": {"purple": ["Enterprise"]}}},
        [3, "no"],
    )
    ok(r)
    assert r.pile("bob", "purple") == ["Enterprise"]


def test_seed_drill_transfers_the_bottom_card_of_the_chosen_deck() -> None:
    players = {"alice": {"board": DRILL}, "bob": {}}
    pending = asks(echoes_dogma("Seed Drill", players), "alice")
    assert pending["options"] == [3, 4, 5] and pending["optional"] is False
    kept = echoes_dogma("Seed Drill", players, [4, "no"])
    ok(kept)
    bottom = kept.deck(4)[-1]
    r = echoes_dogma("Seed Drill", players, [4, "yes"])
    ok(r)
    assert bottom in r.available and bottom not in r.deck(4)
    assert len(r.deck(4)) == len(kept.deck(4)) - 1


def test_seed_drill_empty_deck_asks_nothing_more() -> None:
    r = echoes_dogma(
        "Seed Drill", {"alice": {"board": DRILL}, "bob": {}}, [3], removed=base_cards(3)
    )
    ok(r)


# --- Stove -------------------------------------------------------------------
STOVE = {"yellow": ["Stove"]}  # 1 factory


def test_stove_echo_scores_a_top_card_without_a_factory() -> None:
    r = echoes_dogma(
        "Stove",
        {
            "alice": {
                "board": {**STOVE, "red": ["Archery"], "blue": ["Chemistry"]},
                "hand": ["Bell"],
            },
            "bob": {},
        },
        decks={4: ["Anatomy"]},
    )
    ok(r)
    assert r.score("alice") == ["Archery"] and r.pile("alice", "blue") == ["Chemistry"]


def test_stove_echo_asks_among_tops_without_a_factory_then_scores_a_4_under_a_low_top() -> None:
    players = {
        "alice": {"board": {**STOVE, "red": ["Archery"], "green": ["Sailing"]}, "hand": ["Bell"]},
        "bob": {},
    }
    pending = asks(echoes_dogma("Stove", players), "alice")
    assert sorted(pending["options"]) == ["Archery", "Sailing"]
    r = echoes_dogma("Stove", players, ["Sailing"], decks={4: ["Colonialism", "Anatomy"]})
    ok(r)
    assert r.pile("alice", "red") == ["Archery", "Colonialism"]
    assert r.score("alice") == ["Sailing", "Anatomy"]  # Archery, a 1, is on top


def test_stove_tuck_under_a_high_top_scores_nothing() -> None:
    r = echoes_dogma(
        "Stove",
        {"alice": {"board": {**STOVE, "red": ["Coal"]}, "hand": ["Bell"]}, "bob": {}},
        decks={4: ["Colonialism", "Anatomy"]},
    )
    ok(r)  # no top card without a factory: the echo does nothing
    assert r.pile("alice", "red") == ["Coal", "Colonialism"] and r.score("alice") == []


def test_stove_tuck_into_an_empty_pile_scores_nothing() -> None:
    r = echoes_dogma(
        "Stove",
        {"alice": {"board": STOVE, "hand": ["Bell"]}, "bob": {}},
        decks={4: ["Colonialism", "Anatomy"]},
    )
    ok(r)
    assert r.pile("alice", "red") == ["Colonialism"] and r.score("alice") == []


def test_stove_may_splay_green_right() -> None:
    players = {
        "alice": {
            "board": {**STOVE, "red": ["Archery"], "green": ["Sailing", "Clothing"]},
            "hand": ["Bell"],
        },
        "bob": {},
    }
    r = echoes_dogma("Stove", players, ["Archery", "green"], decks={4: ["Anatomy"]})
    ok(r)
    assert r.pile("alice", "yellow") == ["Stove", "Anatomy"]
    assert r.splay("alice", "green") == "right"
    r = echoes_dogma("Stove", players, ["Archery", None], decks={4: ["Anatomy"]})
    ok(r)
    assert r.splay("alice", "green") == "none"


# --- Thermometer -------------------------------------------------------------
THERMO = {"blue": ["Thermometer"]}  # 1 lightbulb


def test_thermometer_echo_melds_the_bottom_green_card_keeping_the_splay() -> None:
    r = echoes_dogma(
        "Thermometer",
        {
            "alice": {
                "board": {
                    **THERMO,
                    "green": {"cards": ["Sailing", "Clothing", "Compass"], "splay": "right"},
                },
                "hand": ["Bell"],
            },
            "bob": {},
        },
        decks={1: ["Writing"]},
    )
    ok(r)
    assert r.pile("alice", "green") == ["Compass", "Sailing", "Clothing"]
    assert r.splay("alice", "green") == "right"


def test_thermometer_echo_keeps_the_splay_of_a_two_card_pile() -> None:
    r = echoes_dogma(
        "Thermometer",
        {
            "alice": {
                "board": {**THERMO, "green": {"cards": ["Sailing", "Clothing"], "splay": "left"}},
                "hand": ["Bell"],
            },
            "bob": {},
        },
        decks={1: ["Writing"]},
    )
    ok(r)
    assert r.pile("alice", "green") == ["Clothing", "Sailing"]
    assert r.splay("alice", "green") == "left"


def test_thermometer_echo_with_one_green_card_melds_it_again() -> None:
    r = echoes_dogma(
        "Thermometer",
        {"alice": {"board": {**THERMO, "green": ["Sailing"]}, "hand": ["Bell"]}, "bob": {}},
        decks={1: ["Writing"]},
    )
    ok(r)
    assert r.pile("alice", "green") == ["Sailing"]
    assert "meld" in [s["verb"] for s in r.steps if s["card"] == "Sailing"]


def test_thermometer_echo_without_green_does_nothing() -> None:
    r = echoes_dogma(
        "Thermometer",
        {"alice": {"board": THERMO, "hand": ["Bell"]}, "bob": {}},
        decks={1: ["Writing"]},
    )
    ok(r)
    assert r.pile("alice", "green") == []
    assert r.pile("alice", "blue") == ["Writing", "Thermometer"]  # no yellow: a 1


def test_thermometer_repeats_while_the_melded_card_is_yellow() -> None:
    r = echoes_dogma(
        "Thermometer",
        {"alice": {"board": {**THERMO, "yellow": ["Agriculture"]}}, "bob": {}},
        decks={2: ["Fermenting"], 3: ["Alchemy"]},
    )
    ok(r)
    assert r.pile("alice", "yellow") == ["Fermenting", "Agriculture"]
    assert r.pile("alice", "blue") == ["Alchemy", "Thermometer"]


# --- Tuning Fork -------------------------------------------------------------
FORK = {"purple": ["Tuning Fork"]}  # 2 lightbulbs


def test_tuning_fork_echo_looks_at_the_top_card_of_any_deck() -> None:
    players = {"alice": {"board": FORK}, "bob": {}}
    pending = asks(echoes_dogma("Tuning Fork", players), "alice")
    assert pending["decision"] == "alternative"
    assert "base 5" in pending["options"] and "echoes 10" in pending["options"]
    r = echoes_dogma("Tuning Fork", players, ["echoes 5"], echoes_decks={5: ["Piano"]})
    ok(r)
    assert r.echoes_deck(5)[0] == "Piano"
    assert any("looks at the top card of the echoes 5 pile, Piano" in t for t in r.texts())


def test_tuning_fork_echo_offers_only_decks_with_cards() -> None:
    r = echoes_dogma("Tuning Fork", {"alice": {"board": FORK}, "bob": {}}, removed=base_cards(3))
    pending = asks(r, "alice")
    assert "base 3" not in pending["options"] and "base 4" in pending["options"]


def test_tuning_fork_echo_offers_city_decks_with_cities() -> None:
    r = echoes_dogma("Tuning Fork", {"alice": {"board": FORK}, "bob": {}}, cities=True)
    pending = asks(r, "alice")
    assert "cities 5" in pending["options"] and "base 5" in pending["options"]


def test_tuning_fork_echo_base_1_is_not_ambiguous() -> None:
    r = echoes_dogma("Tuning Fork", {"alice": {"board": FORK}, "bob": {}}, ["base 1"])
    ok(r)


def test_tuning_fork_melds_a_drawn_card_higher_than_the_top_card() -> None:
    r = echoes_dogma(
        "Tuning Fork",
        {"alice": {"board": FORK, "hand": ["Archery"]}, "bob": {}},
        ["base 5"],
        decks={1: ["Writing"]},
    )
    ok(r)  # no blue card: Writing is higher than nothing (TERM-VALUE); empty hand: no repeat
    assert r.deck(1)[-1] == "Archery"
    assert r.pile("alice", "blue") == ["Writing"]
    assert "reveal" in [s["verb"] for s in r.steps]


def test_tuning_fork_returns_a_drawn_card_not_higher() -> None:
    r = echoes_dogma(
        "Tuning Fork",
        {"alice": {"board": {**FORK, "red": ["Oars"]}, "hand": ["Archery"]}, "bob": {}},
        ["base 5"],
        decks={1: ["Metalworking"]},
    )
    ok(r)
    assert r.pile("alice", "red") == ["Oars"]
    assert r.deck(1)[-2:] == ["Archery", "Metalworking"]


def test_tuning_fork_may_repeat_while_a_card_is_in_hand() -> None:
    players = {"alice": {"board": FORK, "hand": ["Archery", "Calendar"]}, "bob": {}}
    kw: dict[str, Any] = {"decks": {2: ["Mathematics"]}, "echoes_decks": {1: ["Ruler"]}}
    r = echoes_dogma("Tuning Fork", players, ["base 5", "Archery"], **kw)
    pending = asks(r, "alice")
    assert pending["decision"] == "yes_no"
    r = echoes_dogma("Tuning Fork", players, ["base 5", "Archery", "yes"], **kw)
    ok(r)
    # Archery returned, Ruler drawn (ECHO-10) and melded; then Calendar, Mathematics
    assert r.pile("alice", "blue") == ["Mathematics", "Ruler"]
    assert r.deck(1)[-1] == "Archery" and r.deck(2)[-1] == "Calendar"
    assert r.hand("alice") == []


def test_tuning_fork_repeat_may_be_declined() -> None:
    r = echoes_dogma(
        "Tuning Fork",
        {"alice": {"board": FORK, "hand": ["Archery", "Calendar"]}, "bob": {}},
        ["base 5", "Archery", "no"],
        echoes_decks={1: ["Ruler"]},
    )
    ok(r)
    assert r.hand("alice") == ["Calendar"] and r.pile("alice", "blue") == ["Ruler"]


def test_tuning_fork_with_an_empty_hand_does_nothing() -> None:
    r = echoes_dogma("Tuning Fork", {"alice": {"board": FORK}, "bob": {}}, ["base 5"])
    ok(r)
    assert r.hand("alice") == [] and r.pile("alice", "purple") == ["Tuning Fork"]


# --- review additions: shared echo effects -----------------------------------


def test_coke_echo_and_dogma_are_shared() -> None:
    r = echoes_dogma(
        "Coke",
        {"alice": {"board": COKE}, "bob": {"board": {"red": ["Coal"]}}},  # 2 vs 3 factories
        decks={
            4: ["Anatomy", "Reformation"],
            6: ["Atomic Theory", "Classification"],
            5: ["Physics"],
        },
    )
    ok(r)
    assert r.pile("bob", "yellow") == ["Anatomy"] and r.pile("alice", "purple") == ["Reformation"]
    assert r.forecast("bob") == ["Atomic Theory"] and r.forecast("alice") == ["Classification"]
    assert r.hand("alice") == ["Physics"] and r.free_draws() == 1


def test_lightning_rod_echo_is_shared_and_each_may_decline_the_return() -> None:
    r = echoes_dogma(
        "Lightning Rod",
        {"alice": {"board": ROD}, "bob": {"board": {"red": ["Coal"]}}},  # 1 vs 3 factories
        [{"player": "bob", "choose": None}, {"player": "alice", "choose": None}],
        decks={5: ["Physics", "Chemistry", "Statistics", "Measurement", "Astronomy"]},
    )
    ok(r)  # bob shares, so he is not demanded
    assert r.pile("bob", "blue") == ["Physics"] and r.pile("bob", "yellow") == ["Statistics"]
    assert r.pile("alice", "blue") == ["Lightning Rod", "Chemistry"]
    assert r.pile("alice", "green") == ["Measurement"]
    assert r.hand("alice") == ["Astronomy"] and r.free_draws() == 1


def test_piano_echo_is_shared_each_choosing_a_value_in_any_hand() -> None:
    r = echoes_dogma(
        "Piano",
        {
            "alice": {"board": PIANO, "hand": ["Calendar"]},  # 1 lightbulb
            "bob": {"board": {"blue": ["Writing"]}, "hand": ["Oars"]},  # 2
        },
        [{"player": "bob", "choose": 2}, {"player": "alice", "choose": 1}],
        echoes_decks={2: ["Lever"], 1: ["Ruler"]},
        decks={5: ["Coal"]},
    )
    ok(r)
    # a hand of base cards only draws from the Echoes piles (ECHO-10)
    assert r.hand("bob") == ["Oars", "Lever"]
    assert r.hand("alice") == ["Calendar", "Ruler", "Coal"]  # Coal: the free draw


def test_stove_echo_is_shared_and_asks_nothing_without_a_top_card_to_score() -> None:
    r = echoes_dogma(
        "Stove",
        {"alice": {"board": STOVE}, "bob": {"board": {"red": ["Coal"], "blue": ["Writing"]}}},
        decks={4: ["Anatomy", "Colonialism"], 5: ["Physics"]},
    )
    ok(r)
    assert r.score("bob") == ["Writing"]  # his only top card without a factory
    assert r.pile("bob", "yellow") == ["Anatomy"]  # a 4 on top: nothing scored
    assert r.score("alice") == []  # Stove has a factory: nothing to score
    assert r.pile("alice", "red") == ["Colonialism"]
    assert r.hand("alice") == ["Physics"] and r.free_draws() == 1


def test_thermometer_echo_is_shared() -> None:
    r = echoes_dogma(
        "Thermometer",
        {
            "alice": {"board": THERMO},  # 1 lightbulb
            "bob": {"board": {"blue": ["Writing"], "green": ["Sailing", "Clothing"]}},  # 2
        },
        decks={1: ["Pottery", "Code of Laws"], 5: ["Coal"]},
    )
    ok(r)
    assert r.pile("bob", "green") == ["Clothing", "Sailing"]  # his bottom green card melded
    assert r.pile("bob", "blue") == ["Pottery", "Writing"]  # no yellow: a 1 melded
    assert r.pile("alice", "green") == []  # no green card: nothing melded
    assert r.pile("alice", "purple") == ["Code of Laws"]
    assert r.hand("alice") == ["Coal"] and r.free_draws() == 1


def test_tuning_fork_echo_is_shared_and_a_look_earns_no_free_draw() -> None:
    r = echoes_dogma(
        "Tuning Fork",
        {"alice": {"board": FORK}, "bob": {"board": {"blue": ["Writing"]}}},  # 2 vs 2
        [{"player": "bob", "choose": "base 3"}, {"player": "alice", "choose": "echoes 2"}],
        decks={3: ["Alchemy"]},
        echoes_decks={2: ["Lever"]},
    )
    ok(r)
    texts = r.texts()
    assert any("bob looks at the top card of the base 3 pile, Alchemy" in t for t in texts)
    assert any("alice looks at the top card of the echoes 2 pile, Lever" in t for t in texts)
    assert r.deck(3)[0] == "Alchemy" and r.echoes_deck(2)[0] == "Lever"
    assert r.free_draws() == 0 and r.hand("alice") == []
