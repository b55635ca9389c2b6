"""Scenario tests for every branch of the Echoes age 8 cards."""

from __future__ import annotations

from typing import Any

from echoes_support import EchoesResult, echoes_dogma


def ok(r: EchoesResult) -> None:
    assert r.exit_code == 0, r.error
    assert r.error is None
    assert r.pending is None


def asked(r: EchoesResult, player: str) -> dict[str, Any]:
    assert r.exit_code == 0 and r.error is None, r.error
    assert r.pending is not None
    pending: dict[str, Any] = r.pending
    assert pending["player"] == player
    return pending


# --- Air Conditioner -----------------------------------------------------------
AC = {"yellow": ["Air Conditioner"]}


def test_air_conditioner_echo_scores_and_demand_returns_matching_values() -> None:
    r = echoes_dogma(
        "Air Conditioner",
        {
            "alice": {"board": AC, "hand": ["Writing", "Tools"]},
            "bob": {
                "board": {"red": ["Archery"]},
                "score": ["Oars", "Mathematics", "Metalworking"],
            },
        },
        ["Writing"],
    )
    ok(r)
    assert r.score("alice") == ["Writing"]
    assert r.hand("alice") == ["Tools"]
    # bob's top card is a 1: both 1s leave his score pile, in the pile's order
    assert r.score("bob") == ["Mathematics"]
    assert r.deck(1)[-2:] == ["Oars", "Metalworking"]
    assert "ECHO-14" in r.rules()


def test_air_conditioner_echo_may_be_declined() -> None:
    r = echoes_dogma(
        "Air Conditioner", {"alice": {"board": AC, "hand": ["Writing"]}, "bob": {}}, [None]
    )
    ok(r)
    assert r.hand("alice") == ["Writing"]
    assert r.score("alice") == []


def test_air_conditioner_echo_is_optional_even_with_one_card() -> None:
    r = echoes_dogma("Air Conditioner", {"alice": {"board": AC, "hand": ["Writing"]}, "bob": {}})
    p = asked(r, "alice")
    assert p["optional"] is True and p["options"] == ["Writing"]


def test_air_conditioner_empty_hand_and_no_matching_score_card() -> None:
    r = echoes_dogma(
        "Air Conditioner",
        {"alice": {"board": AC}, "bob": {"board": {"red": ["Archery"]}, "score": ["Mathematics"]}},
    )
    ok(r)
    assert r.score("bob") == ["Mathematics"]
    assert any("nothing to return" in t for t in r.texts())


def test_air_conditioner_demand_matches_any_of_the_victims_top_cards() -> None:
    r = echoes_dogma(
        "Air Conditioner",
        {
            "alice": {"board": AC},
            "bob": {
                "board": {"red": ["Archery"], "blue": ["Mathematics"]},
                "score": ["Oars", "Calendar", "Alchemy"],
            },
        },
    )
    ok(r)
    assert r.score("bob") == ["Alchemy"]


def test_air_conditioner_echo_shared_by_a_player_with_as_many_leaves() -> None:
    r = echoes_dogma(
        "Air Conditioner",
        {
            "alice": {"board": AC, "hand": ["Writing"]},
            "bob": {"board": {"green": ["Clothing"]}, "hand": ["Oars"], "score": ["Tools"]},
        },
        [{"player": "bob", "choose": "Oars"}, {"player": "alice", "choose": None}],
        echoes_decks={8: ["Tractor"]},
    )
    ok(r)
    # bob shares the echo effect first; he is not vulnerable to the demand
    assert r.score("bob") == ["Tools", "Oars"]
    # the free draw (ECHO-17) of an 8: an Echoes 8, alice's hand holds a base card only
    assert r.hand("alice") == ["Writing", "Tractor"]


# --- Bandage -------------------------------------------------------------------
BANDAGE = {"red": ["Bandage"]}


def test_bandage_echo_melds_the_only_card_with_a_leaf() -> None:
    r = echoes_dogma(
        "Bandage", {"alice": {"board": BANDAGE, "hand": ["Pottery", "Archery"]}, "bob": {}}
    )
    ok(r)
    assert r.pile("alice", "blue") == ["Pottery"]
    assert r.hand("alice") == ["Archery"]


def test_bandage_echo_asks_among_cards_with_a_leaf() -> None:
    r = echoes_dogma(
        "Bandage",
        {"alice": {"board": BANDAGE, "hand": ["Pottery", "Clothing", "Archery"]}, "bob": {}},
    )
    p = asked(r, "alice")
    assert p["optional"] is False
    assert sorted(p["options"]) == ["Clothing", "Pottery"]


def test_bandage_echo_without_a_leaf_card_melds_nothing() -> None:
    r = echoes_dogma("Bandage", {"alice": {"board": BANDAGE, "hand": ["Archery"]}, "bob": {}})
    ok(r)
    assert r.hand("alice") == ["Archery"]


def test_bandage_demand_returns_highest_unmatched_score_card_and_a_clock_top() -> None:
    r = echoes_dogma(
        "Bandage",
        {
            "alice": {"board": BANDAGE},
            "bob": {
                "board": {"blue": ["Rocketry"], "yellow": ["Masonry"]},
                "hand": ["Calendar"],
                "score": ["Oars", "Mathematics", "Construction"],
            },
        },
    )
    ok(r)
    # the 2s match the 2 in his hand: the highest other is Oars
    assert r.score("bob") == ["Mathematics", "Construction"]
    assert r.deck(1)[-1] == "Oars"
    assert r.pile("bob", "blue") == []
    assert r.deck(8)[-1] == "Rocketry"
    assert r.pile("bob", "yellow") == ["Masonry"]


def test_bandage_demand_tie_is_chosen_by_the_victim() -> None:
    r = echoes_dogma(
        "Bandage",
        {
            "alice": {"board": BANDAGE},
            "bob": {"score": ["Oars", "Mathematics", "Construction"]},
        },
        [{"player": "bob", "choose": "Construction"}],
    )
    ok(r)
    assert r.score("bob") == ["Oars", "Mathematics"]
    assert r.deck(2)[-1] == "Construction"


def test_bandage_demand_asks_which_clock_top_card() -> None:
    r = echoes_dogma(
        "Bandage",
        {
            "alice": {"board": BANDAGE},
            "bob": {"board": {"blue": ["Rocketry"], "red": ["Flight"]}},
        },
    )
    p = asked(r, "bob")
    assert sorted(p["options"]) == ["Flight", "Rocketry"]


def test_bandage_demand_nothing_to_return() -> None:
    r = echoes_dogma(
        "Bandage",
        {
            "alice": {"board": BANDAGE},
            "bob": {"board": {"yellow": ["Masonry"]}, "hand": ["Oars"], "score": ["Archery"]},
        },
    )
    ok(r)
    assert r.score("bob") == ["Archery"]
    assert r.pile("bob", "yellow") == ["Masonry"]


# --- Crossword -----------------------------------------------------------------
def test_crossword_one_bonus_draws_one_card() -> None:
    r = echoes_dogma(
        "Crossword",
        {"alice": {"board": {"purple": ["Crossword"]}}, "bob": {}},
        decks={8: ["Flight"]},
    )
    ok(r)
    assert r.hand("alice") == ["Flight"]


def test_crossword_asks_the_draw_order_of_different_values() -> None:
    r = echoes_dogma(
        "Crossword",
        {"alice": {"board": {"purple": ["Crossword"], "yellow": ["Air Conditioner"]}}, "bob": {}},
    )
    p = asked(r, "alice")
    assert p["decision"] == "draw_order"
    assert p["options"] == [8, 9]
    assert p["rule"] == "ECHO-12"


def test_crossword_draw_order_decides_which_pile_ECHO_10_uses() -> None:
    players = {
        "alice": {"board": {"purple": ["Crossword"], "yellow": ["Air Conditioner"]}},
        "bob": {},
    }
    kw: dict[str, Any] = {
        "decks": {8: ["Flight"], 9: ["Computers"]},
        "echoes_decks": {8: ["Nylon"], 9: ["Laser"]},
    }
    r = echoes_dogma("Crossword", players, [9], **kw)
    ok(r)
    # the base 9 first (empty hand), then an Echoes 8 (a hand without Echoes cards)
    assert r.hand("alice") == ["Computers", "Nylon"]
    r = echoes_dogma("Crossword", players, [8], **kw)
    ok(r)
    assert r.hand("alice") == ["Flight", "Laser"]


def test_crossword_equal_values_are_not_asked() -> None:
    r = echoes_dogma(
        "Crossword",
        {"alice": {"board": {"purple": ["Crossword"], "green": ["Nylon"]}}, "bob": {}},
        decks={8: ["Flight"]},
        echoes_decks={8: ["Tractor"]},
    )
    ok(r)
    assert r.hand("alice") == ["Flight", "Tractor"]


def test_crossword_asks_while_two_different_values_remain() -> None:
    r = echoes_dogma(
        "Crossword",
        {
            "alice": {
                "board": {
                    "purple": ["Crossword"],
                    "green": ["Nylon"],
                    "yellow": ["Air Conditioner"],
                },
                "hand": ["Tractor"],  # an Echoes card in hand: base cards are drawn
            },
            "bob": {},
        },
        [8, 9],
        decks={8: ["Flight", "Mobility"], 9: ["Computers"]},
    )
    ok(r)
    # 8, then 9 (8 and 9 still left), then the last 8 without asking
    assert r.hand("alice") == ["Tractor", "Flight", "Computers", "Mobility"]


def test_crossword_second_draw_order_question() -> None:
    r = echoes_dogma(
        "Crossword",
        {
            "alice": {
                "board": {
                    "purple": ["Crossword"],
                    "green": ["Nylon"],
                    "yellow": ["Air Conditioner"],
                },
                "hand": ["Tractor"],
            },
            "bob": {},
        },
        [8],
    )
    p = asked(r, "alice")
    assert p["decision"] == "draw_order" and p["options"] == [8, 9]


def test_crossword_after_the_9_only_8s_remain() -> None:
    r = echoes_dogma(
        "Crossword",
        {
            "alice": {
                "board": {
                    "purple": ["Crossword"],
                    "green": ["Nylon"],
                    "yellow": ["Air Conditioner"],
                },
                "hand": ["Tractor"],
            },
            "bob": {},
        },
        [9],
        decks={8: ["Flight", "Mobility"], 9: ["Computers"]},
    )
    ok(r)
    assert r.hand("alice") == ["Tractor", "Computers", "Flight", "Mobility"]


# --- Nylon ---------------------------------------------------------------------
def test_nylon_tucks_an_8_per_three_factories_and_splays_red() -> None:
    r = echoes_dogma(
        "Nylon",
        {"alice": {"board": {"green": ["Nylon"], "red": ["Coal"]}}, "bob": {}},
        ["yes"],
        decks={8: ["Flight"]},
    )
    ok(r)
    assert r.pile("alice", "red") == ["Coal", "Flight"]
    assert r.splay("alice", "red") == "up"


def test_nylon_green_tuck_repeats() -> None:
    r = echoes_dogma(
        "Nylon",
        {"alice": {"board": {"green": ["Nylon"], "red": ["Coal"]}}, "bob": {}},
        [None],
        decks={8: ["Corporations", "Flight"]},
    )
    ok(r)
    assert r.pile("alice", "green") == ["Nylon", "Corporations"]
    assert r.pile("alice", "red") == ["Coal", "Flight"]
    assert r.splay("alice", "red") == "none"


def test_nylon_any_green_among_several_tucks_repeats() -> None:
    r = echoes_dogma(
        "Nylon",
        {
            "alice": {"board": {"green": ["Nylon"], "red": ["Coal"], "yellow": ["Steam Engine"]}},
            "bob": {},
        },
        [None],
        decks={8: ["Flight", "Corporations", "Mobility", "Skyscrapers"]},
    )
    ok(r)
    # 7 factories: two tucks (Flight, Corporations: green), then two more
    assert r.pile("alice", "green") == ["Nylon", "Corporations"]
    assert r.pile("alice", "red") == ["Coal", "Flight", "Mobility"]
    assert r.pile("alice", "yellow") == ["Steam Engine", "Skyscrapers"]


def test_nylon_fewer_than_three_factories_and_no_red_pile() -> None:
    r = echoes_dogma("Nylon", {"alice": {"board": {"green": ["Nylon"]}}, "bob": {}})
    ok(r)
    assert r.pile("alice", "green") == ["Nylon"]
    assert r.hand("alice") == []


def test_nylon_splay_is_optional() -> None:
    r = echoes_dogma(
        "Nylon",
        {"alice": {"board": {"green": ["Nylon"], "red": ["Coal"]}}, "bob": {}},
        decks={8: ["Flight"]},
    )
    p = asked(r, "alice")
    assert p["optional"] is True and p["options"] == ["red"]


# --- Parachute -----------------------------------------------------------------
PARACHUTE = {"red": ["Parachute"]}


def test_parachute_takes_every_card_without_a_clock() -> None:
    r = echoes_dogma(
        "Parachute",
        {
            "alice": {"board": PARACHUTE, "hand": ["Tools"]},
            "bob": {"hand": ["Writing", "Rocketry", "Oars"]},
        },
    )
    ok(r)
    assert r.hand("bob") == ["Rocketry"]
    assert r.hand("alice") == ["Tools", "Writing", "Oars"]


def test_parachute_nothing_without_a_clock() -> None:
    r = echoes_dogma("Parachute", {"alice": {"board": PARACHUTE}, "bob": {"hand": ["Rocketry"]}})
    ok(r)
    assert r.hand("bob") == ["Rocketry"]
    assert r.hand("alice") == []


def test_parachute_a_player_with_as_many_clocks_is_not_vulnerable() -> None:
    r = echoes_dogma(
        "Parachute",
        {
            "alice": {"board": PARACHUTE},
            "bob": {"board": {"blue": ["Rocketry"]}, "hand": ["Writing"]},
        },
    )
    ok(r)
    assert r.hand("bob") == ["Writing"]


# --- Radio Telescope -----------------------------------------------------------
RT = {"blue": ["Radio Telescope"]}


def test_radio_telescope_one_draw_is_melded() -> None:
    r = echoes_dogma(
        "Radio Telescope", {"alice": {"board": RT}, "bob": {}}, decks={9: ["Computers"]}
    )
    ok(r)
    assert r.pile("alice", "blue") == ["Computers", "Radio Telescope"]
    assert r.hand("alice") == []
    assert r.winner is None


def test_radio_telescope_melds_one_and_returns_the_rest() -> None:
    r = echoes_dogma(
        "Radio Telescope",
        {"alice": {"board": {**RT, "red": ["Archery"]}}, "bob": {}},
        ["Rock"],
        decks={9: ["Computers"]},
        echoes_decks={9: ["Rock"]},
    )
    ok(r)
    # 4 lightbulbs: two 9s, the second an Echoes 9 (ECHO-10)
    assert r.pile("alice", "purple") == ["Rock"]
    assert r.hand("alice") == []
    assert r.deck(9)[-1] == "Computers"


def test_radio_telescope_asks_which_drawn_card() -> None:
    r = echoes_dogma(
        "Radio Telescope",
        {"alice": {"board": {**RT, "red": ["Archery"]}}, "bob": {}},
        decks={9: ["Computers"]},
        echoes_decks={9: ["Rock"]},
    )
    p = asked(r, "alice")
    assert sorted(p["options"]) == ["Computers", "Rock"] and p["optional"] is False


def test_radio_telescope_returns_the_rest_in_the_order_drawn() -> None:
    r = echoes_dogma(
        "Radio Telescope",
        {"alice": {"board": {**RT, "purple": ["Philosophy"]}, "hand": ["Karaoke"]}, "bob": {}},
        ["Genetics"],
        decks={9: ["Computers", "Genetics", "Ecology"]},
    )
    ok(r)
    assert r.pile("alice", "blue")[0] == "Genetics"
    assert r.deck(9)[-2:] == ["Computers", "Ecology"]
    assert r.hand("alice") == ["Karaoke"]


def test_radio_telescope_melding_ai_wins() -> None:
    base_9s = [
        "Computers", "Genetics", "Collaboration", "Satellites", "Services",
        "Specialization", "Composites", "Fission", "Ecology", "Suburbia",
    ]  # fmt: skip
    r = echoes_dogma(
        "Radio Telescope",
        {"alice": {"board": RT}, "bob": {}},
        decks={10: ["A.I."]},
        removed=base_9s,
        achievements=[],
    )
    assert r.exit_code == 0 and r.error is None
    assert r.winner == ["alice"]
    assert r.pile("alice", "purple") == ["A.I."]


# --- Sliced Bread --------------------------------------------------------------
SB = {"green": ["Sliced Bread"]}


def test_sliced_bread_echo_returns_hand_and_draws_two_8s() -> None:
    r = echoes_dogma(
        "Sliced Bread",
        {"alice": {"board": SB, "hand": ["Writing", "Oars"]}, "bob": {}},
        decks={8: ["Flight"]},
        echoes_decks={8: ["Tractor"]},
    )
    ok(r)
    assert r.deck(1)[-2:] == ["Writing", "Oars"]
    # the empty hand draws a base 8, then a hand of a base card an Echoes 8
    assert r.hand("alice") == ["Flight", "Tractor"]


def test_sliced_bread_returns_a_score_card_and_scores_two_one_lower() -> None:
    r = echoes_dogma(
        "Sliced Bread",
        {"alice": {"board": SB, "hand": ["Tractor"], "score": ["Mathematics"]}, "bob": {}},
        decks={1: ["Pottery", "Tools"], 8: ["Flight", "Mobility"]},
    )
    ok(r)
    assert r.deck(2)[-1] == "Mathematics"
    assert r.score("alice") == ["Pottery", "Tools"]
    assert r.echoes_deck(8)[-1] == "Tractor"
    assert r.hand("alice")[0] == "Flight"


def test_sliced_bread_returning_a_1_draws_1s() -> None:
    r = echoes_dogma(
        "Sliced Bread",
        {"alice": {"board": SB, "score": ["Oars"]}, "bob": {}},
        decks={1: ["Pottery", "Tools"], 8: ["Flight"]},
        echoes_decks={8: ["Tractor"]},
    )
    ok(r)
    # the hand holds an Echoes card (Tractor): base 1s; value 0 is a draw of 1 (DRAW-2)
    assert r.score("alice") == ["Pottery", "Tools"]


def test_sliced_bread_asks_which_score_card() -> None:
    r = echoes_dogma("Sliced Bread", {"alice": {"board": SB, "score": ["Oars", "Coal"]}, "bob": {}})
    p = asked(r, "alice")
    assert sorted(p["options"]) == ["Coal", "Oars"] and p["optional"] is False


def test_sliced_bread_empty_score_pile_draws_nothing() -> None:
    r = echoes_dogma(
        "Sliced Bread",
        {"alice": {"board": SB}, "bob": {}},
        decks={8: ["Flight"]},
        echoes_decks={8: ["Tractor"]},
    )
    ok(r)
    assert r.score("alice") == []
    assert r.hand("alice") == ["Flight", "Tractor"]


# --- Television ----------------------------------------------------------------
TV = {"purple": ["Television"]}


def test_television_melds_an_8_transfers_and_achieves() -> None:
    r = echoes_dogma(
        "Television",
        {
            "alice": {"board": TV},
            "bob": {
                "score": ["Oars", "Metalworking", "Mathematics"],
                "achievements": ["Agriculture"],
            },
        },
        [1, "Oars"],
        decks={8: ["Flight"]},
    )
    ok(r)
    assert r.pile("alice", "red") == ["Flight"]
    assert r.pile("bob", "red") == ["Oars"]
    # bob holds a 1 achievement and alice (8 bonus points) is eligible for a 1
    assert r.achievements("alice") == ["Metalworking"]
    assert r.score("bob") == ["Mathematics"]


def test_television_asks_a_value_from_1_to_10() -> None:
    r = echoes_dogma("Television", {"alice": {"board": TV}, "bob": {}}, decks={8: ["Flight"]})
    p = asked(r, "alice")
    assert p["decision"] == "value" and p["options"] == list(range(1, 11))


def test_television_asks_the_opponent_among_several() -> None:
    r = echoes_dogma(
        "Television",
        {"alice": {"board": TV}, "bob": {}, "carol": {}},
        [3],
        decks={8: ["Flight"]},
    )
    p = asked(r, "alice")
    assert p["decision"] == "player" and p["options"] == ["bob", "carol"]


def test_television_without_achievement_of_that_value_achieves_nothing() -> None:
    r = echoes_dogma(
        "Television",
        {
            "alice": {"board": TV},
            "bob": {"score": ["Oars", "Metalworking"], "achievements": ["Calendar"]},
        },
        [1, "Metalworking"],
        decks={8: ["Flight"]},
    )
    ok(r)
    assert r.pile("bob", "red") == ["Metalworking"]
    assert r.score("bob") == ["Oars"]
    assert r.achievements("alice") == []


def test_television_ineligible_achieves_nothing() -> None:
    r = echoes_dogma(
        "Television",
        {
            "alice": {"board": TV},
            "bob": {
                "score": ["Calendar", "Mathematics", "Construction"],
                "achievements": ["Currency"],
            },
        },
        [2, "Calendar"],
        decks={8: ["Flight"]},
    )
    ok(r)
    # alice has 8 points, a 2 needs 10 (ECHO-27)
    assert r.achievements("alice") == []
    assert r.score("bob") == ["Mathematics", "Construction"]


def test_television_no_card_of_that_value_still_checks_the_achievement() -> None:
    r = echoes_dogma(
        "Television",
        {"alice": {"board": TV}, "bob": {"score": ["Mathematics"], "achievements": ["Oars"]}},
        [1],
        decks={8: ["Flight"]},
    )
    ok(r)
    assert r.score("bob") == ["Mathematics"]
    assert r.achievements("alice") == []
    assert all(not r.pile("bob", c) for c in ("blue", "red", "green", "yellow", "purple"))


def test_television_achieves_with_a_single_card_left_after_the_transfer() -> None:
    r = echoes_dogma(
        "Television",
        {"alice": {"board": TV}, "bob": {"score": ["Oars"], "achievements": ["Tools"]}},
        [1],
        decks={8: ["Flight"]},
    )
    ok(r)
    # the only 1 went to his board: none left to achieve
    assert r.pile("bob", "red") == ["Oars"]
    assert r.achievements("alice") == []


# --- Tractor -------------------------------------------------------------------
def test_tractor_draws_a_7_scores_a_7_draws_a_7() -> None:
    r = echoes_dogma(
        "Tractor",
        {"alice": {"board": {"yellow": ["Tractor"]}}, "bob": {}},
        decks={7: ["Bicycle", "Lighting", "Railroad"]},
        echoes_decks={7: ["Jeans", "Rubber"]},
    )
    ok(r)
    # echo: a base 7 (empty hand); then Echoes 7s (a hand of base cards only)
    assert r.hand("alice") == ["Bicycle", "Rubber"]
    assert r.score("alice") == ["Jeans"]


def test_tractor_with_an_echoes_card_in_hand_draws_base_7s() -> None:
    r = echoes_dogma(
        "Tractor",
        {"alice": {"board": {"yellow": ["Tractor"]}, "hand": ["Nylon"]}, "bob": {}},
        decks={7: ["Bicycle", "Lighting", "Railroad"]},
    )
    ok(r)
    assert r.hand("alice") == ["Nylon", "Bicycle", "Railroad"]
    assert r.score("alice") == ["Lighting"]


def test_tractor_shared() -> None:
    r = echoes_dogma(
        "Tractor",
        {
            "alice": {"board": {"yellow": ["Tractor"]}, "hand": ["Nylon"]},
            "bob": {"board": {"blue": ["Rocketry"]}, "hand": ["X-Ray"]},
        },
        decks={7: ["Bicycle", "Lighting", "Railroad", "Evolution", "Sanitation", "Explosives"]},
    )
    ok(r)
    # bob first for each effect; alice then takes the free draw (highest top: 8)
    assert r.hand("bob") == ["X-Ray", "Bicycle", "Evolution"]
    assert r.score("bob") == ["Railroad"]
    assert r.hand("alice")[:3] == ["Nylon", "Lighting", "Explosives"]
    assert r.score("alice") == ["Sanitation"]
    assert len(r.hand("alice")) == 4


# --- X-Ray ---------------------------------------------------------------------
def test_x_ray_tucks_an_8_and_foreshadows_per_three_leaves() -> None:
    r = echoes_dogma(
        "X-Ray",
        {
            "alice": {"board": {"blue": ["X-Ray"], "yellow": ["Agriculture", "Fermenting"]}},
            "bob": {},
        },
        [3, "yes"],
        decks={8: ["Rocketry"], 3: ["Compass"]},
    )
    ok(r)
    assert r.pile("alice", "blue") == ["X-Ray", "Rocketry"]
    assert r.forecast("alice") == ["Compass"]
    assert r.splay("alice", "yellow") == "up"


def test_x_ray_each_foreshadow_asks_a_value() -> None:
    r = echoes_dogma(
        "X-Ray",
        {
            "alice": {
                "board": {"blue": ["X-Ray"], "yellow": ["Agriculture"], "green": ["Clothing"]}
            },
            "bob": {},
        },
        [3, 5],
        decks={8: ["Rocketry"], 3: ["Compass"], 5: ["Coal"]},
    )
    ok(r)
    # 6 leaves: two foreshadows; no yellow pile of two: no splay asked
    assert r.forecast("alice") == ["Compass", "Coal"]


def test_x_ray_value_options() -> None:
    r = echoes_dogma(
        "X-Ray",
        {"alice": {"board": {"blue": ["X-Ray"], "yellow": ["Agriculture"]}}, "bob": {}},
        decks={8: ["Rocketry"]},
    )
    p = asked(r, "alice")
    assert p["options"] == list(range(1, 11)) and p["optional"] is False


def test_x_ray_fewer_than_three_leaves_and_splay_declined() -> None:
    r = echoes_dogma(
        "X-Ray",
        {
            "alice": {"board": {"blue": ["X-Ray"], "yellow": ["Masonry", "Domestication"]}},
            "bob": {},
        },
        ["no"],
        decks={8: ["Flight"]},
    )
    ok(r)
    assert r.forecast("alice") == []
    assert r.pile("alice", "red") == ["Flight"]
    assert r.splay("alice", "yellow") == "none"


def test_x_ray_echo_with_base_hand_tucks_an_echoes_8() -> None:
    r = echoes_dogma(
        "X-Ray",
        {"alice": {"board": {"blue": ["X-Ray"]}, "hand": ["Oars"]}, "bob": {}},
        echoes_decks={8: ["Parachute"]},
    )
    ok(r)
    assert r.pile("alice", "red") == ["Parachute"]


# --- review: shared echo effects (ECHO-14) -------------------------------------
def test_bandage_echo_is_shared_and_the_sharer_is_not_vulnerable() -> None:
    r = echoes_dogma(
        "Bandage",
        {
            "alice": {"board": BANDAGE, "hand": ["Clothing"]},
            # 3 leaves against Bandage's 2: bob shares the echo, the demand skips him
            "bob": {"board": {"yellow": ["Agriculture"]}, "hand": ["Pottery"], "score": ["Oars"]},
        },
    )
    ok(r)
    assert r.pile("bob", "blue") == ["Pottery"]  # one card with a leaf: melded unasked
    assert r.pile("alice", "green") == ["Clothing"]
    assert r.score("bob") == ["Oars"]
    assert "bob shares Bandage's echo effect" in " ".join(r.texts())


def test_sliced_bread_echo_is_shared_and_the_sharer_draws_first() -> None:
    r = echoes_dogma(
        "Sliced Bread",
        {
            "alice": {"board": SB},
            "bob": {"board": {"green": ["Sailing"]}, "hand": ["Archery"]},  # 2 crowns: shares
        },
        decks={8: ["Flight", "Mobility"]},
        echoes_decks={8: ["Nylon", "Parachute"]},
    )
    ok(r)
    assert r.deck(1)[-1] == "Archery"
    # each empty hand draws a base 8, then, holding a base card only, an Echoes 8
    assert r.hand("bob") == ["Flight", "Nylon"]
    assert r.hand("alice")[:2] == ["Mobility", "Parachute"]  # then the free draw (DOGMA-6)
    assert len(r.hand("alice")) == 3


def test_television_echo_is_shared_and_the_sharer_melds_first() -> None:
    r = echoes_dogma(
        "Television",
        {"alice": {"board": TV}, "bob": {"board": {"green": ["Bicycle"]}}},  # 1 clock: shares
        decks={8: ["Flight", "Mobility"]},
    )
    pending = asked(r, "bob")  # bob shares the dogma effect too: his value first
    assert pending["decision"] == "value"
    assert r.pile("bob", "red") == ["Flight"]
    assert r.pile("alice", "red") == ["Mobility"]


def test_x_ray_echo_is_shared_and_the_sharer_tucks_first() -> None:
    r = echoes_dogma(
        "X-Ray",
        {"alice": {"board": {"blue": ["X-Ray"]}}, "bob": {"board": {"yellow": ["Agriculture"]}}},
        decks={8: ["Flight", "Mobility"]},
    )
    pending = asked(r, "bob")  # bob's 3 leaves: one draw and foreshadow, its value
    assert pending["decision"] == "value" and pending["options"] == list(range(1, 11))
    assert r.pile("bob", "red") == ["Flight"]
    assert r.pile("alice", "red") == ["Mobility"]
