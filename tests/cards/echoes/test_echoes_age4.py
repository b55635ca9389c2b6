"""Scenario tests for every branch of the Echoes age 4 cards."""

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


# --- Barometer ---------------------------------------------------------------
BARO = {"yellow": ["Barometer"]}  # 2 leaves, no bonus


def test_barometer_echo_transfers_the_only_5_from_the_forecast() -> None:
    r = echoes_dogma(
        "Barometer",
        {"alice": {"board": BARO, "forecast": ["Coal", "Anatomy"]}, "bob": {}},
        ["no"],
    )
    ok(r)
    assert r.hand("alice") == ["Coal"]
    assert r.forecast("alice") == ["Anatomy"]
    assert "ECHO-14" in r.rules()


def test_barometer_echo_asks_which_5_when_there_are_two() -> None:
    players = {"alice": {"board": BARO, "forecast": ["Coal", "Chemistry"]}, "bob": {}}
    pending = asks(echoes_dogma("Barometer", players), "alice")
    assert sorted(pending["options"]) == ["Chemistry", "Coal"]
    assert pending["optional"] is False
    r = echoes_dogma("Barometer", players, ["Chemistry", "no"])
    ok(r)
    assert r.hand("alice") == ["Chemistry"]
    assert r.forecast("alice") == ["Coal"]


def test_barometer_echo_without_a_5_in_the_forecast_does_nothing() -> None:
    r = echoes_dogma(
        "Barometer", {"alice": {"board": BARO, "forecast": ["Anatomy"]}, "bob": {}}, ["no"]
    )
    ok(r)
    assert r.hand("alice") == [] and r.forecast("alice") == ["Anatomy"]


def test_barometer_foreshadows_two_higher_than_the_only_bonus_on_any_board() -> None:
    # bob's Chintz shows a 4: a 6 is drawn and foreshadowed without a question
    r = echoes_dogma(
        "Barometer",
        {"alice": {"board": BARO}, "bob": {"board": {"green": ["Chintz"]}}},
        ["no"],
        decks={6: ["Canning"]},
    )
    ok(r)
    assert r.forecast("alice") == ["Canning"]
    assert r.hand("alice") == []


def test_barometer_asks_which_bonus_when_several() -> None:
    players = {
        "alice": {"board": {**BARO, "blue": ["Telescope"]}},  # bonus 4
        "bob": {"board": {"purple": ["Clock"]}},  # bonus 5
    }
    pending = asks(echoes_dogma("Barometer", players, decks={7: ["Bicycle"]}), "alice")
    assert pending["decision"] == "value"
    # the options are the values drawn, two higher than the bonuses 4 and 5 (BGA)
    assert pending["options"] == [6, 7]
    r = echoes_dogma("Barometer", players, [7, "no"], decks={7: ["Bicycle"]})
    ok(r)
    assert r.forecast("alice") == ["Bicycle"]
    r = echoes_dogma("Barometer", players, [6, "no"], decks={6: ["Canning"]})
    ok(r)
    assert r.forecast("alice") == ["Canning"]
    # a bonus itself is not a value to answer
    r = echoes_dogma("Barometer", players, [5, "no"], decks={7: ["Bicycle"]})
    assert r.exit_code == 1 and r.error is not None


def test_barometer_without_any_bonus_draws_nothing() -> None:
    r = echoes_dogma("Barometer", {"alice": {"board": BARO}, "bob": {}})
    ok(r)  # the forecast stays empty: the second effect asks nothing either
    assert r.forecast("alice") == [] and r.hand("alice") == []


def test_barometer_returns_the_forecast_and_claims_destiny_with_a_blue_card() -> None:
    r = echoes_dogma(
        "Barometer",
        {"alice": {"board": BARO, "forecast": ["Pottery", "Chopsticks"]}, "bob": {}},
        ["yes"],
    )
    ok(r)
    assert r.forecast("alice") == []
    assert r.deck(1)[-1] == "Pottery"
    assert r.echoes_deck(1)[-1] == "Chopsticks"
    assert r.achievements("alice") == ["Destiny"]
    assert "Destiny" not in r.available
    assert [s["verb"] for s in r.steps].count("reveal") == 2


def test_barometer_returns_the_forecast_without_destiny_when_none_was_blue() -> None:
    r = echoes_dogma(
        "Barometer",
        {"alice": {"board": BARO, "forecast": ["Agriculture", "Chopsticks"]}, "bob": {}},
        ["yes"],
    )
    ok(r)
    assert r.forecast("alice") == []
    assert r.deck(1)[-1] == "Agriculture" and r.echoes_deck(1)[-1] == "Chopsticks"
    assert r.achievements("alice") == []
    assert "Destiny" in r.available


def test_barometer_destiny_already_held_is_not_claimed() -> None:
    r = echoes_dogma(
        "Barometer",
        {
            "alice": {"board": BARO, "forecast": ["Pottery"]},
            "bob": {"achievements": ["Destiny"]},
        },
        ["yes"],
    )
    ok(r)
    assert r.forecast("alice") == [] and r.deck(1)[-1] == "Pottery"
    assert r.achievements("alice") == [] and r.achievements("bob") == ["Destiny"]


def test_barometer_may_decline_to_return_the_forecast() -> None:
    r = echoes_dogma(
        "Barometer", {"alice": {"board": BARO, "forecast": ["Pottery"]}, "bob": {}}, ["no"]
    )
    ok(r)
    assert r.forecast("alice") == ["Pottery"] and r.achievements("alice") == []


def test_barometer_echo_is_shared_and_earns_the_free_draw() -> None:
    r = echoes_dogma(
        "Barometer",
        {
            "alice": {"board": BARO, "forecast": ["Steam Engine"]},
            "bob": {"board": {"yellow": ["Agriculture"]}, "forecast": ["Coal"]},
        },
        echoes_decks={4: ["Chintz"]},
    )
    ok(r)
    assert r.hand("bob") == ["Coal"]
    # the free draw: alice's hand holds a base card and no Echoes card (ECHO-10)
    assert r.hand("alice") == ["Steam Engine", "Chintz"]
    assert r.free_draws() == 1


# --- Chintz ------------------------------------------------------------------
CHINTZ = {"green": ["Chintz"]}


def test_chintz_with_exactly_one_card_draws_a_4_then_draws_and_scores_a_4() -> None:
    r = echoes_dogma(
        "Chintz",
        {"alice": {"board": CHINTZ}, "bob": {}},
        decks={4: ["Anatomy", "Colonialism"]},
        echoes_decks={4: ["Globe"]},
    )
    ok(r)
    # the second draw meets a hand of one base card: an Echoes 4 (ECHO-10)
    assert r.hand("alice") == ["Anatomy", "Globe"]
    assert r.score("alice") == ["Colonialism"]


def test_chintz_with_two_cards_in_hand_draws_only_the_first_4() -> None:
    r = echoes_dogma(
        "Chintz",
        {"alice": {"board": CHINTZ, "hand": ["Bell"]}, "bob": {}},
        decks={4: ["Anatomy"]},
    )
    ok(r)
    assert r.hand("alice") == ["Bell", "Anatomy"] and r.score("alice") == []


# --- Clock -------------------------------------------------------------------
CLOCK = {"purple": ["Clock", "Mysticism"]}  # 1 lightbulb


def test_clock_echo_splays_the_biggest_pile_right_and_the_demand_takes_that_value() -> None:
    r = echoes_dogma(
        "Clock",
        {
            "alice": {"board": {**CLOCK, "red": ["Archery", "Oars", "Metalworking"]}},
            "bob": {"hand": ["Flight"], "score": ["Rocketry", "Coal"]},
        },
        ["red"],
        decks={10: ["Software", "Databases"]},
        echoes_decks={10: ["GPS"]},
    )
    ok(r)
    assert r.splay("alice", "red") == "right"
    # bob drew GPS (ECHO-10), Software and Databases: 2 + 3 + 3 = 8 clocks
    assert r.echoes_deck(10)[-1] == "GPS"
    assert r.deck(10)[-2:] == ["Software", "Databases"]
    assert r.score("alice") == ["Flight", "Rocketry"]
    assert r.hand("bob") == [] and r.score("bob") == ["Coal"]
    assert [s["verb"] for s in r.steps].count("reveal") == 3


def test_clock_echo_may_be_declined() -> None:
    r = echoes_dogma(
        "Clock",
        {"alice": {"board": {**CLOCK, "red": ["Archery", "Oars", "Metalworking"]}}, "bob": {}},
        [None],
        decks={10: ["Globalization", "Self Service", "Stem Cells"]},
    )
    ok(r)
    assert r.splay("alice", "red") == "none"


def test_clock_echo_offers_every_tied_biggest_pile() -> None:
    players = {
        "alice": {"board": {**CLOCK, "red": ["Archery", "Oars"], "blue": ["Writing"]}},
        "bob": {},
    }
    pending = asks(echoes_dogma("Clock", players), "alice")
    assert pending["options"] == ["red", "purple"] and pending["optional"] is True
    r = echoes_dogma("Clock", players, ["purple"])
    ok(r)
    assert r.splay("alice", "purple") == "right" and r.splay("alice", "red") == "none"


def test_clock_echo_asks_nothing_when_the_biggest_pile_cannot_splay_right() -> None:
    r = echoes_dogma(
        "Clock",
        {
            "alice": {"board": {"purple": {"cards": ["Clock", "Mysticism"], "splay": "right"}}},
            "bob": {},
        },
    )
    ok(r)
    r = echoes_dogma("Clock", {"alice": {"board": {"purple": ["Clock"]}}, "bob": {}})
    ok(r)


def test_clock_demand_with_no_clock_transfers_nothing() -> None:
    r = echoes_dogma(
        "Clock",
        {
            "alice": {"board": {"purple": ["Clock"]}},
            "bob": {"hand": ["Bell"], "score": ["Coal"]},
        },
        decks={10: ["Globalization", "Self Service", "Stem Cells"]},
    )
    ok(r)
    assert r.deck(10)[-3:] == ["Globalization", "Self Service", "Stem Cells"]
    assert r.hand("bob") == ["Bell"] and r.score("bob") == ["Coal"]
    assert r.score("alice") == []


def test_clock_demand_with_the_10_pile_empty_ends_the_game() -> None:
    r = echoes_dogma(
        "Clock",
        {"alice": {"board": {"purple": ["Clock"]}, "score": ["Coal"]}, "bob": {}},
        removed=[c.name for c in all_cards() if c.age == 10],
    )
    assert r.exit_code == 0 and r.error is None and r.pending is None
    assert r.game_over == "score" and r.winner == ["alice"]  # 5 + Clock's bonus 5


def test_clock_echo_is_shared_and_a_sharer_is_not_demanded() -> None:
    r = echoes_dogma(
        "Clock",
        {"alice": {"board": CLOCK}, "bob": {"board": {"blue": ["Tools", "Writing"]}}},
        [{"player": "bob", "choose": "blue"}, {"player": "alice", "choose": "no"}],
        decks={4: ["Anatomy"]},
    )
    ok(r)
    assert r.splay("bob", "blue") == "right" and r.splay("alice", "purple") == "none"
    assert r.hand("bob") == []
    assert r.hand("alice") == ["Anatomy"]  # the free draw


# --- Globe -------------------------------------------------------------------
GLOBE = {"green": ["Globe", "Sailing"]}  # 2 factories


def test_globe_one_card_returned_splays_a_color_left_and_foreshadows_a_6() -> None:
    r = echoes_dogma(
        "Globe",
        {
            "alice": {
                "board": {**GLOBE, "blue": ["Tools", "Pottery"]},
                "hand": ["Archery", "Oars", "Writing"],
            },
            "bob": {},
        },
        [["Archery"], "blue"],
        echoes_decks={6: ["Bifocals"]},
    )
    ok(r)
    assert r.deck(1)[-1] == "Archery"
    assert r.splay("alice", "blue") == "left" and r.splay("alice", "green") == "none"
    assert r.forecast("alice") == ["Bifocals"]  # ECHO-10: a hand of base cards
    assert r.hand("alice") == ["Oars", "Writing"]


def test_globe_asks_which_color_to_splay() -> None:
    players = {
        "alice": {"board": {**GLOBE, "blue": ["Tools", "Pottery"]}, "hand": ["Archery"]},
        "bob": {},
    }
    pending = asks(echoes_dogma("Globe", players, ["Archery"]), "alice")
    assert pending["options"] == ["green", "blue"] and pending["optional"] is False


def test_globe_two_cards_of_one_color_splay_right() -> None:
    r = echoes_dogma(
        "Globe",
        {"alice": {"board": GLOBE, "hand": ["Archery", "Oars", "Writing"]}, "bob": {}},
        [["Archery", "Oars"]],
        echoes_decks={6: ["Bifocals"]},
    )
    ok(r)
    assert r.deck(1)[-2:] == ["Archery", "Oars"]
    assert r.splay("alice", "green") == "right"
    assert r.forecast("alice") == ["Bifocals"]


def test_globe_three_cards_of_one_color_splay_up() -> None:
    r = echoes_dogma(
        "Globe",
        {
            "alice": {"board": GLOBE, "hand": ["Archery", "Oars", "Metalworking", "Bell"]},
            "bob": {},
        },
        [["Oars", "Metalworking", "Archery"]],
        decks={6: ["Canning"]},
    )
    ok(r)
    assert r.deck(1)[-3:] == ["Oars", "Metalworking", "Archery"]
    assert r.splay("alice", "green") == "up"
    assert r.forecast("alice") == ["Canning"]  # Bell in hand: a base draw
    assert r.hand("alice") == ["Bell"]


def test_globe_cards_of_different_colors_are_refused() -> None:
    r = echoes_dogma(
        "Globe",
        {"alice": {"board": GLOBE, "hand": ["Archery", "Writing"]}, "bob": {}},
        [["Archery", "Writing"]],
    )
    assert r.exit_code == 1 and r.error is not None


def test_globe_pending_is_one_optional_pick_of_up_to_three() -> None:
    r = echoes_dogma(
        "Globe",
        {
            "alice": {"board": GLOBE, "hand": ["Archery", "Oars", "Metalworking", "Writing"]},
            "bob": {},
        },
    )
    pending = asks(r, "alice")
    assert pending["decision"] == "cards"
    assert pending["optional"] is True and pending["min"] == 1 and pending["max"] == 3


def test_globe_declined_returns_and_draws_nothing() -> None:
    r = echoes_dogma("Globe", {"alice": {"board": GLOBE, "hand": ["Archery"]}, "bob": {}}, [None])
    ok(r)
    assert r.hand("alice") == ["Archery"] and r.forecast("alice") == []
    assert r.splay("alice", "green") == "none"


def test_globe_with_an_empty_hand_does_nothing() -> None:
    r = echoes_dogma("Globe", {"alice": {"board": GLOBE}, "bob": {}})
    ok(r)
    assert r.forecast("alice") == []


def test_globe_without_a_pile_to_splay_still_foreshadows() -> None:
    r = echoes_dogma(
        "Globe",
        {"alice": {"board": {"green": ["Globe"]}, "hand": ["Archery"]}, "bob": {}},
        [["Archery"]],
        decks={6: ["Canning"]},
    )
    ok(r)
    assert r.splay("alice", "green") == "none"
    assert r.forecast("alice") == ["Canning"]  # an empty hand: a base draw


# --- Kobukson ----------------------------------------------------------------
KOB = {"red": ["Kobukson"]}  # 1 factory


def test_kobukson_echo_splays_left_a_pile_on_any_board() -> None:
    players = {
        "alice": {"board": {"red": ["Kobukson", "Archery"]}},
        "bob": {"board": {"blue": ["Tools", "Writing", "Pottery"]}},
    }
    pending = asks(echoes_dogma("Kobukson", players, decks={4: ["Anatomy"]}), "alice")
    assert pending["options"] == ["alice red", "bob blue"] and pending["optional"] is False
    r = echoes_dogma("Kobukson", players, ["bob blue"], decks={4: ["Anatomy"]})
    ok(r)
    assert r.splay("bob", "blue") == "left" and r.splay("alice", "red") == "none"
    # the demand: Tools (a castle) is returned, then Anatomy drawn and tucked
    assert r.deck(1)[-1] == "Tools"
    assert r.pile("bob", "blue") == ["Writing", "Pottery"]
    assert r.pile("bob", "yellow") == ["Anatomy"]


def test_kobukson_echo_with_one_pile_splays_it_without_a_question() -> None:
    r = echoes_dogma(
        "Kobukson",
        {"alice": {"board": {"red": ["Kobukson", "Archery"]}}, "bob": {}},
        decks={4: ["Anatomy"]},
    )
    ok(r)
    assert r.splay("alice", "red") == "left"


def test_kobukson_demand_returns_every_top_card_with_a_castle() -> None:
    r = echoes_dogma(
        "Kobukson",
        {
            "alice": {"board": KOB},
            "bob": {
                "board": {
                    "red": ["Oars"],
                    "yellow": ["Masonry"],
                    "blue": ["Writing"],
                    "purple": {"cards": ["Mysticism", "City States"], "splay": "left"},
                }
            },
        },
        decks={4: ["Anatomy", "Colonialism"]},
    )
    ok(r)
    assert r.deck(1)[-3:] == ["Oars", "Masonry", "Mysticism"]
    assert r.pile("bob", "purple") == ["City States"]  # the new top card stays
    assert r.pile("bob", "blue") == ["Writing"]
    assert r.pile("bob", "yellow") == ["Anatomy"]
    # three returned: one draw and tuck of a 4 for alice
    assert r.pile("alice", "red") == ["Kobukson", "Colonialism"]
    assert [s["actor"] for s in r.verbs("tuck")] == ["bob", "alice"]


def test_kobukson_four_returned_give_two_tucks_to_every_executor() -> None:
    r = echoes_dogma(
        "Kobukson",
        {
            "alice": {"board": KOB},
            "bob": {
                "board": {
                    "red": ["Oars"],
                    "yellow": ["Masonry"],
                    "purple": ["Mysticism"],
                    "green": ["The Wheel"],
                }
            },
            "carol": {"board": {"red": ["Coal"]}},
        },
        decks={
            4: ["Anatomy", "Colonialism", "Enterprise", "Experimentation", "Gunpowder", "Invention"]
        },
    )
    ok(r)
    assert r.deck(1)[-4:] == ["Oars", "Masonry", "The Wheel", "Mysticism"]
    assert r.pile("bob", "yellow") == ["Anatomy"]
    # carol shares first, then alice
    assert r.pile("carol", "red") == ["Coal", "Colonialism"]
    assert r.pile("carol", "purple") == ["Enterprise"]
    assert r.pile("alice", "blue") == ["Experimentation"]
    assert r.pile("alice", "red") == ["Kobukson", "Gunpowder"]
    assert r.hand("alice") == ["Invention"]  # the free draw


def test_kobukson_demand_without_a_castle_still_draws_and_tucks() -> None:
    r = echoes_dogma(
        "Kobukson",
        {"alice": {"board": KOB}, "bob": {"board": {"blue": ["Writing"]}}},
        decks={4: ["Anatomy", "Colonialism"]},
    )
    ok(r)
    assert r.pile("bob", "blue") == ["Writing"]
    assert r.pile("bob", "yellow") == ["Anatomy"]
    assert r.pile("alice", "red") == ["Kobukson"]  # nothing returned: no tuck
    assert r.hand("alice") == []


def test_kobukson_with_nobody_vulnerable_tucks_nothing() -> None:
    r = echoes_dogma(
        "Kobukson",
        {"alice": {"board": KOB}, "bob": {"board": {"red": ["Coal"]}}},
        decks={4: ["Anatomy", "Colonialism"]},
    )
    ok(r)
    assert r.pile("alice", "red") == ["Kobukson"] and r.pile("bob", "red") == ["Coal"]
    assert r.hand("alice") == [] and r.hand("bob") == []


# --- Pencil ------------------------------------------------------------------
PENCIL = {"yellow": ["Pencil"]}  # 1 lightbulb


def test_pencil_returns_draws_one_higher_foreshadows_one_and_returns_the_rest() -> None:
    r = echoes_dogma(
        "Pencil",
        {"alice": {"board": PENCIL, "hand": ["Bell", "Archery", "Calendar"]}, "bob": {}},
        [["Archery", "Calendar"], "Compass"],
        decks={5: ["Coal"], 3: ["Alchemy", "Compass"]},
    )
    ok(r)
    assert r.deck(1)[-1] == "Archery" and r.deck(2)[-1] == "Calendar"
    assert r.forecast("alice") == ["Compass"]
    assert r.deck(3)[-1] == "Alchemy"
    assert r.hand("alice") == ["Bell", "Coal"]  # Coal from the echo effect


def test_pencil_asks_for_up_to_three_cards_and_may_be_declined() -> None:
    players = {"alice": {"board": PENCIL, "hand": ["Bell", "Archery"]}, "bob": {}}
    pending = asks(echoes_dogma("Pencil", players, decks={5: ["Coal"]}), "alice")
    assert pending["optional"] is True and pending["max"] == 3
    r = echoes_dogma("Pencil", players, [None], decks={5: ["Coal"]})
    ok(r)
    assert r.hand("alice") == ["Bell", "Archery", "Coal"] and r.forecast("alice") == []


def test_pencil_one_card_returned_foreshadows_the_one_drawn() -> None:
    r = echoes_dogma(
        "Pencil",
        {"alice": {"board": PENCIL, "hand": ["Bell"]}, "bob": {}},
        [["Coal"]],
        decks={5: ["Coal"], 6: ["Canning"]},
    )
    ok(r)
    assert r.deck(5)[-1] == "Coal"
    assert r.forecast("alice") == ["Canning"] and r.hand("alice") == ["Bell"]


def test_pencil_three_cards_returned_draw_three_with_the_echoes_draw_rule() -> None:
    r = echoes_dogma(
        "Pencil",
        {"alice": {"board": PENCIL, "hand": ["Bell", "Archery"]}, "bob": {}},
        [["Bell", "Archery", "Coal"], "Bifocals"],
        decks={5: ["Coal"], 6: ["Canning", "Classification"]},
        echoes_decks={6: ["Bifocals"]},
    )
    ok(r)
    assert r.echoes_deck(1)[-1] == "Bell"
    # an empty hand draws Canning; then a base card alone: Bifocals; then Classification
    assert r.forecast("alice") == ["Bifocals"]
    assert r.deck(6)[-2:] == ["Canning", "Classification"]
    assert r.hand("alice") == []


# --- Shuriken ----------------------------------------------------------------
SHUR = {"red": ["Shuriken"]}  # 3 crowns


def test_shuriken_demand_transfers_the_only_card_and_draws_a_4() -> None:
    r = echoes_dogma(
        "Shuriken",
        {
            "alice": {"board": SHUR},
            "bob": {"board": {"blue": ["Writing"], "red": ["Archery"], "yellow": ["Agriculture"]}},
        },
        decks={4: ["Anatomy"]},
    )
    ok(r)
    assert r.pile("alice", "blue") == ["Writing"] and r.pile("bob", "blue") == []
    assert r.pile("bob", "red") == ["Archery"]
    assert r.hand("bob") == ["Anatomy"]


def test_shuriken_demand_asks_the_victim_among_eligible_cards() -> None:
    players = {
        "alice": {"board": SHUR},
        "bob": {"board": {"blue": ["Writing"], "purple": ["Mysticism"]}},
    }
    pending = asks(echoes_dogma("Shuriken", players, decks={4: ["Anatomy"]}), "bob")
    assert sorted(pending["options"]) == ["Mysticism", "Writing"]
    r = echoes_dogma("Shuriken", players, ["Mysticism"], decks={4: ["Anatomy"]})
    ok(r)
    assert r.pile("alice", "purple") == ["Mysticism"] and r.pile("bob", "blue") == ["Writing"]


def test_shuriken_demand_without_an_eligible_card_draws_nothing() -> None:
    r = echoes_dogma(
        "Shuriken",
        {
            "alice": {"board": SHUR},
            "bob": {"board": {"red": ["Archery"], "yellow": ["Agriculture"]}},
        },
    )
    ok(r)
    assert r.pile("bob", "red") == ["Archery"] and r.hand("bob") == []


def test_shuriken_may_splay_purple_right() -> None:
    players = {"alice": {"board": {**SHUR, "purple": ["Code of Laws", "Mysticism"]}}, "bob": {}}
    r = echoes_dogma("Shuriken", players, ["purple"])
    ok(r)
    assert r.splay("alice", "purple") == "right"
    r = echoes_dogma("Shuriken", players, ["no"])
    ok(r)
    assert r.splay("alice", "purple") == "none"


# --- Slide Rule --------------------------------------------------------------


def test_slide_rule_splays_yellow_and_draws_lowest_top_plus_splayed_colors() -> None:
    r = echoes_dogma(
        "Slide Rule",
        {
            "alice": {
                "board": {
                    "blue": ["Slide Rule"],
                    "yellow": ["Masonry", "Agriculture"],
                    "red": {"cards": ["Archery", "Oars"], "splay": "left"},
                }
            },
            "bob": {},
        },
        ["yes"],
        decks={3: ["Alchemy"]},
    )
    ok(r)
    assert r.splay("alice", "yellow") == "right"
    assert r.hand("alice") == ["Alchemy"]  # 1 + 2 colors splayed


def test_slide_rule_declined_splay_counts_only_the_splayed_colors() -> None:
    r = echoes_dogma(
        "Slide Rule",
        {
            "alice": {
                "board": {
                    "blue": ["Slide Rule"],
                    "yellow": ["Masonry", "Agriculture"],
                    "red": {"cards": ["Archery", "Oars"], "splay": "left"},
                }
            },
            "bob": {},
        },
        ["no"],
        decks={2: ["Calendar"]},
    )
    ok(r)
    assert r.splay("alice", "yellow") == "none"
    assert r.hand("alice") == ["Calendar"]  # 1 + 1


def test_slide_rule_alone_draws_its_own_value() -> None:
    r = echoes_dogma(
        "Slide Rule",
        {"alice": {"board": {"blue": ["Slide Rule"]}}, "bob": {}},
        decks={4: ["Anatomy"]},
    )
    ok(r)  # no yellow pile to splay: nothing asked
    assert r.hand("alice") == ["Anatomy"]


# --- Telescope ---------------------------------------------------------------
TELE = {"blue": ["Telescope"]}  # bonus 4: 4 points


def test_telescope_places_a_card_on_its_deck_and_achieves_an_eligible_one() -> None:
    r = echoes_dogma(
        "Telescope",
        {
            "alice": {"board": TELE, "forecast": ["Agriculture"], "score": ["Archery"]},
            "bob": {},
        },
        ["Coal"],
        decks={5: ["Coal"]},
    )
    ok(r)
    assert r.deck(5)[0] == "Coal"  # the echo's card, placed back on top
    assert r.achievements("alice") == ["Agriculture"]
    assert r.forecast("alice") == []


def test_telescope_places_an_echoes_card_on_top_of_the_echoes_pile() -> None:
    r = echoes_dogma(
        "Telescope",
        {"alice": {"board": TELE, "forecast": ["Chopsticks"]}, "bob": {}},
        ["Chopsticks"],
        decks={5: ["Coal"]},
    )
    ok(r)
    assert r.echoes_deck(1)[0] == "Chopsticks"
    assert r.forecast("alice") == ["Coal"]  # 4 points: no 5 is eligible
    assert r.achievements("alice") == []


def test_telescope_without_the_requirements_achieves_nothing() -> None:
    r = echoes_dogma(
        "Telescope",
        {"alice": {"board": TELE, "forecast": ["Agriculture"]}, "bob": {}},
        ["Coal"],
        decks={5: ["Coal"]},
    )
    ok(r)  # 4 points, fewer than 5
    assert r.forecast("alice") == ["Agriculture"] and r.achievements("alice") == []


def test_telescope_a_second_achievement_of_a_value_costs_double() -> None:
    r = echoes_dogma(
        "Telescope",
        {
            "alice": {
                "board": TELE,
                "forecast": ["Agriculture"],
                "score": ["Archery"],
                "achievements": ["Writing"],
            },
            "bob": {},
        },
        ["Coal"],
        decks={5: ["Coal"]},
    )
    ok(r)
    assert r.forecast("alice") == ["Agriculture"] and r.achievements("alice") == ["Writing"]


def test_telescope_asks_which_eligible_card_to_achieve() -> None:
    players = {
        "alice": {
            "board": TELE,
            "forecast": ["Agriculture", "Pottery", "Calendar"],
            "score": ["Archery"],
        },
        "bob": {},
    }
    pending = asks(echoes_dogma("Telescope", players, ["Coal"], decks={5: ["Coal"]}), "alice")
    assert sorted(pending["options"]) == ["Agriculture", "Pottery"]  # not the 2
    r = echoes_dogma("Telescope", players, ["Coal", "Pottery"], decks={5: ["Coal"]})
    ok(r)
    assert r.achievements("alice") == ["Pottery"]
    assert sorted(r.forecast("alice")) == ["Agriculture", "Calendar"]


def test_telescope_may_decline_to_place_a_card() -> None:
    players = {"alice": {"board": TELE, "score": ["Archery"], "forecast": ["Agriculture"]}}
    pending = asks(echoes_dogma("Telescope", {**players, "bob": {}}, decks={5: ["Coal"]}), "alice")
    assert pending["optional"] is True
    r = echoes_dogma("Telescope", {**players, "bob": {}}, [None], decks={5: ["Coal"]})
    ok(r)
    assert sorted(r.forecast("alice")) == ["Agriculture", "Coal"]
    assert r.achievements("alice") == []


# --- Toilet ------------------------------------------------------------------


def test_toilet_demand_returns_score_cards_of_the_highest_bonus() -> None:
    r = echoes_dogma(
        "Toilet",
        {
            "alice": {"board": {"purple": ["Toilet"], "red": ["Kobukson"], "blue": ["Telescope"]}},
            "bob": {"score": ["Coal", "Anatomy", "Physics"]},
        },
        decks={4: ["Colonialism"]},
    )
    ok(r)
    assert r.pile("alice", "red") == ["Kobukson", "Colonialism"]  # the echo's tuck
    assert r.score("bob") == ["Anatomy"]
    assert r.deck(5)[-2:] == ["Coal", "Physics"]


def test_toilet_demand_reads_only_visible_bonuses() -> None:
    r = echoes_dogma(
        "Toilet",
        {
            "alice": {
                "board": {
                    "purple": ["Toilet"],
                    "red": ["Archery", "Kobukson"],  # Kobukson's 5 covered
                    "blue": ["Telescope"],
                }
            },
            "bob": {"score": ["Coal", "Anatomy"]},
        },
        decks={4: ["Colonialism"]},
    )
    ok(r)
    assert r.score("bob") == ["Coal"] and r.deck(4)[-1] == "Anatomy"


def test_toilet_demand_without_a_bonus_returns_nothing() -> None:
    r = echoes_dogma(
        "Toilet",
        {"alice": {"board": {"purple": ["Toilet"]}}, "bob": {"score": ["Coal"]}},
        decks={4: ["Colonialism"]},
    )
    ok(r)
    assert r.score("bob") == ["Coal"]


def test_toilet_returns_a_card_from_hand_and_draws_one_of_its_value() -> None:
    r = echoes_dogma(
        "Toilet",
        {"alice": {"board": {"purple": ["Toilet"]}, "hand": ["Bell"]}, "bob": {}},
        ["Bell"],
        decks={4: ["Anatomy"], 1: ["Agriculture"]},
    )
    ok(r)
    assert r.pile("alice", "yellow") == ["Anatomy"]  # Bell in hand: a base 4 tucked
    assert r.echoes_deck(1)[-1] == "Bell"
    assert r.hand("alice") == ["Agriculture"]


def test_toilet_may_decline_the_return() -> None:
    players = {"alice": {"board": {"purple": ["Toilet"]}, "hand": ["Bell"]}, "bob": {}}
    pending = asks(echoes_dogma("Toilet", players, decks={4: ["Anatomy"]}), "alice")
    assert pending["optional"] is True and pending["options"] == ["Bell"]
    r = echoes_dogma("Toilet", players, [None], decks={4: ["Anatomy"]})
    ok(r)
    assert r.hand("alice") == ["Bell"]


# --- review additions: draws past 10, empty piles, shared echo effects ----------


def test_barometer_a_bonus_of_10_draws_a_12_and_ends_the_game() -> None:
    # bob's Jet shows a 10: the one value, 12, is drawn without a question (DRAW-3)
    r = echoes_dogma("Barometer", {"alice": {"board": BARO}, "bob": {"board": {"red": ["Jet"]}}})
    assert r.exit_code == 0 and r.error is None and r.pending is None
    assert r.game_over == "score" and r.winner == ["bob"]  # Jet's bonus: 10 points


def test_chintz_with_the_4_pile_empty_draws_5s() -> None:
    base_4s = [c.name for c in all_cards() if c.age == 4]
    r = echoes_dogma(
        "Chintz",
        {"alice": {"board": CHINTZ}, "bob": {}},
        decks={5: ["Coal", "Physics"]},
        echoes_decks={5: ["Coke"]},
        removed=base_4s,
    )
    ok(r)
    # DRAW-2: a 5 each time; the second meets a hand of one base card (ECHO-10)
    assert r.hand("alice") == ["Coal", "Coke"]
    assert r.score("alice") == ["Physics"]


def test_kobukson_echo_is_shared_on_any_board_and_earns_the_free_draw() -> None:
    r = echoes_dogma(
        "Kobukson",
        {
            "alice": {"board": {"red": ["Kobukson", "Archery"]}},  # 1 factory
            "bob": {"board": {"yellow": ["Steam Engine", "Agriculture"]}},  # 2: shares
        },
        [{"player": "bob", "choose": "alice red"}],
        decks={4: ["Anatomy"]},
    )
    ok(r)
    # bob splays alice's pile; alice then has only bob's yellow pile to splay left
    assert r.splay("alice", "red") == "left" and r.splay("bob", "yellow") == "left"
    # bob is not vulnerable: no demand; nothing returned, nothing tucked
    assert r.pile("bob", "yellow") == ["Steam Engine", "Agriculture"]
    assert r.hand("alice") == ["Anatomy"] and r.free_draws() == 1


def test_kobukson_echo_with_no_pile_to_splay_asks_nothing() -> None:
    r = echoes_dogma(
        "Kobukson",
        {"alice": {"board": KOB}, "bob": {"board": {"blue": ["Writing"]}}},
        decks={4: ["Anatomy"]},
    )
    ok(r)
    assert not r.verbs("splay")


def test_pencil_echo_is_shared_and_each_may_decline() -> None:
    r = echoes_dogma(
        "Pencil",
        {"alice": {"board": PENCIL}, "bob": {"board": {"blue": ["Writing"]}}},  # 1 vs 2
        [{"player": "bob", "choose": None}, {"player": "alice", "choose": None}],
        decks={5: ["Coal", "Physics"]},
        echoes_decks={4: ["Chintz"]},
    )
    ok(r)
    assert r.hand("bob") == ["Coal"]
    # the free draw meets a hand of one base card: an Echoes 4 (ECHO-10)
    assert r.hand("alice") == ["Physics", "Chintz"] and r.free_draws() == 1


def test_telescope_echo_is_shared_and_each_may_decline() -> None:
    r = echoes_dogma(
        "Telescope",
        {"alice": {"board": TELE}, "bob": {"board": {"blue": ["Writing"]}}},  # 1 vs 2
        [{"player": "bob", "choose": None}, {"player": "alice", "choose": None}],
        decks={5: ["Coal", "Physics"], 4: ["Anatomy"]},
    )
    ok(r)
    assert r.forecast("bob") == ["Coal"] and r.forecast("alice") == ["Physics"]
    assert r.hand("alice") == ["Anatomy"] and r.free_draws() == 1


def test_toilet_echo_is_shared_and_an_empty_hand_is_asked_nothing() -> None:
    r = echoes_dogma(
        "Toilet",
        {"alice": {"board": {"purple": ["Toilet"]}}, "bob": {"board": {"yellow": ["Agriculture"]}}},
        decks={4: ["Anatomy", "Colonialism", "Enterprise"]},
    )
    ok(r)  # bob (3 leaves) shares and is not demanded
    assert r.pile("bob", "yellow") == ["Agriculture", "Anatomy"]
    assert r.pile("alice", "red") == ["Colonialism"]
    assert r.hand("alice") == ["Enterprise"] and r.free_draws() == 1
