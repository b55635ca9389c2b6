"""Scenario tests for every branch of the Echoes age 6 cards (echo effects and
dogma effects), through the scenario contract."""

from __future__ import annotations

from typing import Any

from echoes_support import EchoesResult, echoes_dogma


def ok(r: EchoesResult) -> None:
    assert r.exit_code == 0, r.error
    assert r.error is None
    assert r.pending is None, r.pending


def asks(r: EchoesResult, player: str) -> dict[str, Any]:
    assert r.exit_code == 0 and r.error is None, r.error
    pending: dict[str, Any] | None = r.pending
    assert pending is not None and pending["player"] == player, pending
    return pending


# --- Bifocals ----------------------------------------------------------------
def test_bifocals_echo_asks_any_value_then_foreshadows_a_card_of_it() -> None:
    r = echoes_dogma("Bifocals", {"alice": {"board": {"blue": ["Bifocals"]}}, "bob": {}})
    pending = asks(r, "alice")
    assert pending["decision"] == "value"
    assert pending["options"] == list(range(1, 11))
    assert pending["optional"] is False


def test_bifocals_return_from_forecast_draws_and_foreshadows_equal_value() -> None:
    r = echoes_dogma(
        "Bifocals",
        {
            "alice": {"board": {"blue": ["Bifocals"]}, "forecast": ["Optics"]},
            "bob": {},
        },
        [4, "Optics"],
        decks={4: ["Invention"], 3: ["Paper"]},
    )
    ok(r)
    # the echo foreshadowed a 4; effect 1 returned Optics (3) and foreshadowed a 3
    assert sorted(r.forecast("alice")) == ["Invention", "Paper"]
    assert r.deck(3)[-1] == "Optics"
    assert "ECHO-14" in r.rules()


def test_bifocals_return_offers_every_forecast_card_and_may_be_declined() -> None:
    r = echoes_dogma(
        "Bifocals",
        {"alice": {"board": {"blue": ["Bifocals"]}, "forecast": ["Optics"]}, "bob": {}},
        [4],
        decks={4: ["Invention"]},
    )
    pending = asks(r, "alice")
    assert pending["optional"] is True
    assert sorted(pending["options"]) == ["Invention", "Optics"]
    r = echoes_dogma(
        "Bifocals",
        {"alice": {"board": {"blue": ["Bifocals"]}, "forecast": ["Optics"]}, "bob": {}},
        [4, None],
        decks={4: ["Invention"]},
    )
    ok(r)
    assert sorted(r.forecast("alice")) == ["Invention", "Optics"]


def test_bifocals_splays_green_right_when_accepted() -> None:
    players = {
        "alice": {"board": {"blue": ["Bifocals"], "green": ["Sailing", "Clothing"]}},
        "bob": {},
    }
    r = echoes_dogma("Bifocals", players, [2, None, "green"], decks={2: ["Calendar"]})
    ok(r)
    assert r.splay("alice", "green") == "right"
    assert r.forecast("alice") == ["Calendar"]
    r = echoes_dogma("Bifocals", players, [2, None, None], decks={2: ["Calendar"]})
    ok(r)
    assert r.splay("alice", "green") == "none"


def test_bifocals_echo_is_shared_first_by_a_player_with_more_crowns() -> None:
    r = echoes_dogma(
        "Bifocals",
        {
            "alice": {"board": {"blue": ["Bifocals"]}},
            "bob": {"board": {"purple": ["Enterprise"], "green": ["Navigation"]}},
        },
        [{"player": "bob", "choose": 5}, {"player": "alice", "choose": 1}],
        decks={5: ["Coal"], 1: ["Archery"]},
    )
    pending = asks(r, "bob")  # bob shares effect 1 first: his forecast holds Coal
    assert pending["options"] == ["Coal"]
    assert r.forecast("bob") == ["Coal"]
    assert r.forecast("alice") == ["Archery"]


# --- Dentures ----------------------------------------------------------------
def test_dentures_scores_the_two_non_bottom_cards_of_the_tucked_color() -> None:
    r = echoes_dogma(
        "Dentures",
        {"alice": {"board": {"yellow": ["Dentures", "Agriculture"]}}, "bob": {}},
        decks={6: ["Canning"]},
    )
    ok(r)
    assert r.pile("alice", "yellow") == ["Canning"]
    assert r.score("alice") == ["Dentures", "Agriculture"]


def test_dentures_scores_only_one_when_one_card_is_above_the_bottom() -> None:
    r = echoes_dogma(
        "Dentures",
        {"alice": {"board": {"yellow": ["Dentures"], "red": ["Archery"]}}, "bob": {}},
        decks={6: ["Industrialization"]},
    )
    ok(r)
    assert r.pile("alice", "red") == ["Industrialization"]
    assert r.score("alice") == ["Archery"]
    assert r.pile("alice", "yellow") == ["Dentures"]


def test_dentures_with_none_to_score_tucks_another_6_and_repeats() -> None:
    r = echoes_dogma(
        "Dentures",
        {"alice": {"board": {"yellow": ["Dentures"], "red": ["Archery"]}}, "bob": {}},
        decks={6: ["Metric System", "Atomic Theory", "Machine Tools"]},
    )
    ok(r)
    # the echo's Metric System starts a green pile: none; Atomic Theory starts blue:
    # none; Machine Tools goes under Archery: Archery is scored
    assert r.pile("alice", "green") == ["Metric System"]
    assert r.pile("alice", "blue") == ["Atomic Theory"]
    assert r.pile("alice", "red") == ["Machine Tools"]
    assert r.score("alice") == ["Archery"]


def test_dentures_splays_blue_right_or_not() -> None:
    players = {
        "alice": {"board": {"yellow": ["Dentures", "Agriculture"], "blue": ["Writing", "Tools"]}},
        "bob": {},
    }
    r = echoes_dogma("Dentures", players, ["blue"], decks={6: ["Canning"]})
    ok(r)
    assert r.splay("alice", "blue") == "right"
    r = echoes_dogma("Dentures", players, ["no"], decks={6: ["Canning"]})
    ok(r)
    assert r.splay("alice", "blue") == "none"


def test_dentures_remembers_the_tuck_per_player_when_shared() -> None:
    r = echoes_dogma(
        "Dentures",
        {
            "alice": {"board": {"yellow": ["Dentures", "Agriculture"]}},
            "bob": {"board": {"red": ["Coal", "Oars"]}},
        },
        decks={6: ["Industrialization", "Canning"]},
    )
    ok(r)
    # bob (three factories) shares: his 6 went under his red pile
    assert r.pile("bob", "red") == ["Industrialization"]
    assert r.score("bob") == ["Coal", "Oars"]
    assert r.pile("alice", "yellow") == ["Canning"]
    assert r.score("alice") == ["Dentures", "Agriculture"]


# --- Hot Air Balloon ---------------------------------------------------------
def _balloon(answers: list[Any], bob_achievements: list[str], bob_top: str) -> EchoesResult:
    return echoes_dogma(
        "Hot Air Balloon",
        {
            "alice": {"board": {"green": ["Hot Air Balloon"], "blue": ["Writing"]}},
            "bob": {"board": {"red": [bob_top]}, "achievements": bob_achievements},
        },
        answers,
        decks={7: ["Explosives", "Lighting"]},
    )


def test_hot_air_balloon_achieves_an_opponents_top_card_and_gives_the_green_card() -> None:
    r = _balloon([], ["Calendar"], "Construction")
    pending = asks(r, "alice")
    assert pending["optional"] is True
    assert pending["options"] == ["Construction"]
    r = _balloon(["Construction"], ["Calendar"], "Construction")
    ok(r)
    assert r.score("alice") == ["Explosives"]  # the echo: draw and score a 7
    assert r.achievements("alice") == ["Construction"]
    assert r.pile("bob", "red") == []
    assert r.pile("bob", "green") == ["Hot Air Balloon"]
    assert r.pile("alice", "green") == []
    assert r.deck(7)[0] == "Lighting"  # no 7 melded


def test_hot_air_balloon_declined_draws_and_melds_a_7() -> None:
    r = _balloon([None], ["Calendar"], "Construction")
    ok(r)
    assert r.achievements("alice") == []
    assert r.pile("alice", "purple") == ["Lighting"]
    assert r.pile("bob", "red") == ["Construction"]


def test_hot_air_balloon_without_a_matching_achievement_asks_nothing_and_melds() -> None:
    r = _balloon([], ["Monument", "Tools"], "Construction")
    ok(r)  # a special has no value; Tools is a 1, Construction a 2
    assert r.pile("alice", "purple") == ["Lighting"]
    assert r.achievements("alice") == []


def test_hot_air_balloon_offers_only_achievements_alice_is_eligible_for() -> None:
    # Coal (5) matches bob's Chemistry, but alice's highest top card is a 6 and
    # her score (7 + bonus 7 = 14) is below 25
    r = _balloon([], ["Chemistry"], "Coal")
    ok(r)
    assert r.pile("alice", "purple") == ["Lighting"]
    assert r.pile("bob", "red") == ["Coal"]


def test_hot_air_balloon_shared_by_a_player_without_green_cards() -> None:
    r = echoes_dogma(
        "Hot Air Balloon",
        {
            "alice": {
                "board": {"green": ["Hot Air Balloon"], "red": ["Archery"]},
                "achievements": ["Agriculture"],
            },
            "bob": {"board": {"blue": ["Tools"]}},
        },
        [{"player": "bob", "choose": "Archery"}, {"player": "alice", "choose": None}],
        decks={7: ["Explosives", "Lighting", "Bicycle", "Sanitation"]},
    )
    ok(r)
    # bob (as many lightbulbs) scores a 7, then achieves alice's Archery (she holds
    # a 1): he has no top green card to give; alice then declines Tools and melds
    assert r.score("bob") == ["Explosives"]
    assert r.achievements("bob") == ["Archery"]
    assert r.pile("alice", "red") == []
    assert r.pile("alice", "green") == ["Bicycle", "Hot Air Balloon"]
    assert r.hand("alice") == ["Sanitation"]  # the free draw (DOGMA-6)


# --- Indian Clubs ------------------------------------------------------------
def test_indian_clubs_demand_returns_two_chosen_score_cards() -> None:
    r = echoes_dogma(
        "Indian Clubs",
        {
            "alice": {"board": {"purple": ["Indian Clubs"]}},
            "bob": {"score": ["Archery", "Oars", "Writing"]},
        },
        [["Archery", "Writing"]],
    )
    ok(r)
    assert r.score("bob") == ["Oars"]
    assert r.deck(1)[-2:] == ["Archery", "Writing"]


def test_indian_clubs_demand_with_two_or_fewer_cards_asks_nothing() -> None:
    r = echoes_dogma(
        "Indian Clubs",
        {"alice": {"board": {"purple": ["Indian Clubs"]}}, "bob": {"score": ["Oars"]}},
    )
    ok(r)
    assert r.score("bob") == []
    r = echoes_dogma("Indian Clubs", {"alice": {"board": {"purple": ["Indian Clubs"]}}, "bob": {}})
    ok(r)


def test_indian_clubs_scores_a_hand_card_of_each_value_in_the_score_pile() -> None:
    r = echoes_dogma(
        "Indian Clubs",
        {
            "alice": {
                "board": {"purple": ["Indian Clubs"]},
                "score": ["Archery", "Alchemy", "Oars", "Coal"],
                "hand": ["Tools", "Agriculture", "Optics", "Calendar"],
            },
            "bob": {},
        },
        ["Agriculture"],
    )
    ok(r)
    # values 1, 3, 5: a 1 chosen, the only 3 automatically, no 5 in hand
    assert r.score("alice") == ["Archery", "Alchemy", "Oars", "Coal", "Agriculture", "Optics"]
    assert sorted(r.hand("alice")) == ["Calendar", "Tools"]


def test_indian_clubs_with_an_empty_score_pile_scores_nothing() -> None:
    r = echoes_dogma(
        "Indian Clubs",
        {"alice": {"board": {"purple": ["Indian Clubs"]}, "hand": ["Tools"]}, "bob": {}},
    )
    ok(r)
    assert r.hand("alice") == ["Tools"]
    assert r.score("alice") == []


# --- Kaleidoscope ------------------------------------------------------------
def test_kaleidoscope_melds_a_7_and_may_splay_its_color_right() -> None:
    players = {"alice": {"board": {"purple": ["Kaleidoscope"], "blue": ["Writing"]}}, "bob": {}}
    r = echoes_dogma("Kaleidoscope", players, [], decks={7: ["Evolution"]})
    pending = asks(r, "alice")
    assert pending["options"] == ["blue"] and pending["optional"] is True
    r = echoes_dogma("Kaleidoscope", players, ["yes"], decks={7: ["Evolution"]})
    ok(r)
    assert r.pile("alice", "blue") == ["Evolution", "Writing"]
    assert r.splay("alice", "blue") == "right"
    r = echoes_dogma("Kaleidoscope", players, [None], decks={7: ["Evolution"]})
    ok(r)
    assert r.splay("alice", "blue") == "none"


def test_kaleidoscope_asks_no_splay_for_a_new_pile() -> None:
    r = echoes_dogma(
        "Kaleidoscope",
        {"alice": {"board": {"purple": ["Kaleidoscope"]}}, "bob": {}},
        decks={7: ["Bicycle"]},
    )
    ok(r)
    assert r.pile("alice", "green") == ["Bicycle"]


# --- Loom --------------------------------------------------------------------
def test_loom_echo_scores_the_lowest_top_card_a_tie_asked() -> None:
    players = {
        "alice": {"board": {"red": ["Loom"], "blue": ["Writing"], "yellow": ["Agriculture"]}},
        "bob": {},
    }
    r = echoes_dogma("Loom", players)
    pending = asks(r, "alice")
    assert sorted(pending["options"]) == ["Agriculture", "Writing"]
    r = echoes_dogma("Loom", players, ["Writing"])
    ok(r)
    assert r.score("alice") == ["Writing"]
    assert r.pile("alice", "yellow") == ["Agriculture"]


def test_loom_echo_scores_loom_itself_when_it_is_the_only_top_card() -> None:
    r = echoes_dogma("Loom", {"alice": {"board": {"red": ["Loom", "Archery"]}}, "bob": {}})
    ok(r)
    assert r.score("alice") == ["Loom"]
    assert r.pile("alice", "red") == ["Archery"]


def test_loom_returns_two_of_different_values_and_tucks_three_6s() -> None:
    players = {
        "alice": {
            "board": {"red": ["Loom"], "blue": ["Writing"]},
            "score": ["Archery", "Oars", "Calendar"],
        },
        "bob": {},
    }
    decks = {6: ["Canning", "Atomic Theory", "Machine Tools"]}
    r = echoes_dogma("Loom", players, [], decks=decks)
    pending = asks(r, "alice")
    assert pending["optional"] is True and pending["min"] == 2 and pending["max"] == 2
    assert sorted(pending["options"]) == ["Archery", "Calendar", "Oars", "Writing"]
    r = echoes_dogma("Loom", players, [["Archery", "Calendar"]], decks=decks)
    ok(r)
    assert r.score("alice") == ["Oars", "Writing"]
    assert r.pile("alice", "yellow") == ["Canning"]
    assert r.pile("alice", "blue") == ["Atomic Theory"]
    assert r.pile("alice", "red") == ["Loom", "Machine Tools"]


def test_loom_rejects_two_cards_of_the_same_value() -> None:
    r = echoes_dogma(
        "Loom",
        {
            "alice": {
                "board": {"red": ["Loom"], "blue": ["Writing"]},
                "score": ["Archery", "Oars", "Calendar"],
            },
            "bob": {},
        },
        [["Archery", "Oars"]],
    )
    assert r.exit_code == 1
    assert r.error is not None and "not a legal choice" in r.error["message"]


def test_loom_return_declined_or_impossible() -> None:
    players = {
        "alice": {"board": {"red": ["Loom"], "blue": ["Writing"]}, "score": ["Oars", "Calendar"]},
        "bob": {},
    }
    r = echoes_dogma("Loom", players, [None])
    ok(r)
    assert r.score("alice") == ["Oars", "Calendar", "Writing"]
    assert r.pile("alice", "red") == ["Loom"]
    # only 1s in the score pile: nothing asked
    r = echoes_dogma(
        "Loom",
        {"alice": {"board": {"red": ["Loom"], "blue": ["Writing"]}, "score": ["Oars"]}, "bob": {}},
    )
    ok(r)
    assert r.score("alice") == ["Oars", "Writing"]


def _loom_hexes(red: list[str], **kw: Any) -> EchoesResult:
    alice = {"board": {"red": {"cards": red, "splay": "up"}, "blue": ["Writing"]}}
    players: dict[str, Any] = {"alice": alice, "bob": kw.pop("bob", {})}
    return echoes_dogma("Loom", players, **kw)


def test_loom_claims_heritage_with_five_hexes_in_one_color() -> None:
    # Loom shows one hex, the four base cards splayed up one each
    r = _loom_hexes(["Loom", "Archery", "Metalworking", "Oars", "Construction"])
    ok(r)
    assert "Heritage" in r.achievements("alice")
    assert "Heritage" not in r.available


def test_loom_claims_no_heritage_with_four_hexes() -> None:
    r = _loom_hexes(["Loom", "Archery", "Metalworking", "Oars"])
    ok(r)
    assert "Heritage" not in r.achievements("alice")
    assert "Heritage" in r.available


def test_loom_heritage_already_held_is_not_claimed_again() -> None:
    r = _loom_hexes(
        ["Loom", "Archery", "Metalworking", "Oars", "Construction"],
        bob={"achievements": ["Heritage"]},
    )
    ok(r)
    assert r.achievements("bob") == ["Heritage"]
    assert "Heritage" not in r.achievements("alice")


# --- Morphine ----------------------------------------------------------------
def test_morphine_echo_scores_a_chosen_odd_card() -> None:
    players = {
        "alice": {
            "board": {"yellow": ["Morphine"]},
            "hand": ["Archery", "Calendar", "Alchemy", "Watermill"],
        },
        "bob": {},
    }
    r = echoes_dogma("Morphine", players)
    pending = asks(r, "alice")
    assert sorted(pending["options"]) == ["Alchemy", "Archery"]
    r = echoes_dogma("Morphine", players, ["Alchemy"])
    ok(r)
    assert r.score("alice") == ["Alchemy"]
    assert r.hand("alice") == ["Archery", "Calendar", "Watermill"]


def test_morphine_demand_returns_odd_cards_draws_6_then_alice_draws_one_higher() -> None:
    r = echoes_dogma(
        "Morphine",
        {
            "alice": {"board": {"yellow": ["Morphine"]}, "hand": ["Watermill"]},
            "bob": {"hand": ["Oars", "Mathematics", "Optics", "Chaturanga"]},
        },
        decks={6: ["Canning"], 4: ["Invention"]},
    )
    ok(r)
    assert r.hand("bob") == ["Mathematics", "Chaturanga", "Canning"]
    assert r.deck(1)[-1] == "Oars" and r.deck(3)[-1] == "Optics"
    assert r.hand("alice") == ["Watermill", "Invention"]  # 3 + 1


def test_morphine_takes_the_highest_returned_by_any_opponent() -> None:
    r = echoes_dogma(
        "Morphine",
        {
            "alice": {"board": {"yellow": ["Morphine"]}, "hand": ["Watermill"]},
            "bob": {"hand": ["Oars", "Chaturanga"]},
            "carol": {"hand": ["Coal", "Slide Rule"]},
        },
        decks={6: ["Canning", "Vaccination", "Democracy"]},
    )
    ok(r)
    assert r.hand("bob") == ["Chaturanga", "Canning"]
    assert r.hand("carol") == ["Slide Rule", "Vaccination"]
    assert r.hand("alice") == ["Watermill", "Democracy"]  # carol's Coal: 5 + 1


def test_morphine_no_odd_card_returned_draws_nothing_for_alice() -> None:
    r = echoes_dogma(
        "Morphine",
        {
            "alice": {"board": {"yellow": ["Morphine"]}, "hand": ["Watermill"]},
            "bob": {"hand": ["Chaturanga"]},
        },
        decks={6: ["Canning"]},
    )
    ok(r)
    assert r.hand("bob") == ["Chaturanga", "Canning"]
    assert r.hand("alice") == ["Watermill"]


def test_morphine_splays_red_right() -> None:
    r = echoes_dogma(
        "Morphine",
        {"alice": {"board": {"yellow": ["Morphine"], "red": ["Archery", "Oars"]}}, "bob": {}},
        ["red"],
    )
    ok(r)
    assert r.splay("alice", "red") == "right"


# --- Shrapnel ----------------------------------------------------------------
def test_shrapnel_tucks_then_moves_two_top_cards_and_my_bottom_card() -> None:
    r = echoes_dogma(
        "Shrapnel",
        {
            "alice": {"board": {"red": ["Shrapnel", "Oars", "Archery"]}},
            "bob": {"board": {"red": ["Construction", "Metalworking"]}},
        },
        decks={6: ["Machine Tools"]},
    )
    ok(r)
    assert r.pile("bob", "red") == ["Machine Tools"]
    assert r.score("alice") == ["Construction", "Metalworking"]
    assert r.score("bob") == ["Archery"]
    assert r.pile("alice", "red") == ["Shrapnel", "Oars"]


def test_shrapnel_a_lone_tucked_card_is_itself_transferred() -> None:
    r = echoes_dogma(
        "Shrapnel",
        {"alice": {"board": {"red": ["Shrapnel"]}}, "bob": {}},
        decks={6: ["Canning"]},
    )
    ok(r)
    assert r.score("alice") == ["Canning"]
    assert r.pile("bob", "yellow") == []
    assert r.score("bob") == []  # alice has no yellow card


def test_shrapnel_can_transfer_shrapnel_itself_as_my_bottom_card() -> None:
    r = echoes_dogma(
        "Shrapnel",
        {"alice": {"board": {"red": ["Shrapnel"]}}, "bob": {"board": {"red": ["Oars"]}}},
        decks={6: ["Industrialization"]},
    )
    ok(r)
    assert r.score("alice") == ["Oars", "Industrialization"]
    assert r.score("bob") == ["Shrapnel"]
    assert r.pile("alice", "red") == []


def test_shrapnel_does_nothing_to_a_player_with_as_many_factories() -> None:
    r = echoes_dogma(
        "Shrapnel",
        {"alice": {"board": {"red": ["Shrapnel"]}}, "bob": {"board": {"red": ["Coal"]}}},
        decks={6: ["Industrialization"]},
    )
    ok(r)
    assert r.pile("bob", "red") == ["Coal"]
    assert r.score("alice") == []


# --- Steamboat ---------------------------------------------------------------
def _steamboat(drawn: str, bob: dict[str, Any], answers: list[Any] | None = None) -> EchoesResult:
    return echoes_dogma(
        "Steamboat",
        {"alice": {"board": {"green": ["Steamboat"]}, "hand": ["Tools"]}, "bob": bob},
        answers,
        decks={6: [drawn]},
    )


def test_steamboat_blue_or_yellow_card_and_the_whole_hand_go_to_my_hand() -> None:
    for drawn in ("Atomic Theory", "Canning"):
        r = _steamboat(drawn, {"hand": ["Comb", "Writing"], "score": ["Oars"]})
        ok(r)
        assert r.hand("bob") == []
        assert r.hand("alice") == ["Tools", drawn, "Comb", "Writing"]
        assert r.score("bob") == ["Oars"]


def test_steamboat_red_or_green_card_is_kept_and_two_score_cards_transferred() -> None:
    bob = {"hand": ["Comb"], "score": ["Oars", "Writing", "Calendar"]}
    r = _steamboat("Machine Tools", bob)
    pending = asks(r, "bob")
    assert pending["min"] == 2 and pending["max"] == 2
    r = _steamboat("Metric System", bob, [["Oars", "Calendar"]])
    ok(r)
    assert r.hand("bob") == ["Comb", "Metric System"]
    assert r.score("bob") == ["Writing"]
    assert r.score("alice") == ["Oars", "Calendar"]


def test_steamboat_red_card_with_a_short_score_pile_transfers_what_there_is() -> None:
    r = _steamboat("Machine Tools", {"hand": ["Comb"], "score": ["Oars"]})
    ok(r)
    assert r.score("alice") == ["Oars"]
    assert r.hand("bob") == ["Comb", "Machine Tools"]


def test_steamboat_purple_card_is_kept() -> None:
    r = _steamboat("Democracy", {"hand": ["Comb"], "score": ["Oars"]})
    ok(r)
    assert r.hand("bob") == ["Comb", "Democracy"]
    assert r.score("bob") == ["Oars"]
    assert r.hand("alice") == ["Tools"]


# --- Stethoscope -------------------------------------------------------------
def test_stethoscope_melding_blue_by_the_echo_draws_a_7_and_an_8() -> None:
    players = {
        "alice": {
            "board": {"blue": ["Stethoscope"]},
            "hand": ["Writing", "Agriculture", "Archery", "Comb"],
        },
        "bob": {},
    }
    r = echoes_dogma("Stethoscope", players, decks={7: ["Bicycle"], 8: ["Flight"]})
    pending = asks(r, "alice")
    assert sorted(pending["options"]) == ["Agriculture", "Writing"]
    r = echoes_dogma("Stethoscope", players, ["Writing"], decks={7: ["Bicycle"], 8: ["Flight"]})
    ok(r)
    assert r.pile("alice", "blue") == ["Writing", "Stethoscope"]
    assert r.hand("alice") == ["Agriculture", "Archery", "Comb", "Bicycle", "Flight"]


def test_stethoscope_melding_yellow_draws_only_a_7() -> None:
    r = echoes_dogma(
        "Stethoscope",
        {"alice": {"board": {"blue": ["Stethoscope"]}, "hand": ["Agriculture", "Comb"]}, "bob": {}},
        decks={7: ["Bicycle"], 8: ["Flight"]},
    )
    ok(r)
    assert r.pile("alice", "yellow") == ["Agriculture"]
    assert r.hand("alice") == ["Comb", "Bicycle"]


def test_stethoscope_nothing_to_meld_draws_only_a_7() -> None:
    r = echoes_dogma(
        "Stethoscope",
        {"alice": {"board": {"blue": ["Stethoscope"]}, "hand": ["Archery", "Comb"]}, "bob": {}},
        decks={7: ["Bicycle"], 8: ["Flight"]},
    )
    ok(r)
    assert r.hand("alice") == ["Archery", "Comb", "Bicycle"]


def test_stethoscope_the_echo_counts_for_the_same_player_only() -> None:
    r = echoes_dogma(
        "Stethoscope",
        {
            "alice": {"board": {"blue": ["Stethoscope"]}, "hand": ["Agriculture", "Comb"]},
            "bob": {
                "board": {"purple": ["Philosophy"]},
                "hand": ["Tools", "Katana"],
            },
        },
        decks={7: ["Bicycle", "Lighting"], 8: ["Flight"], 6: ["Canning"]},
    )
    ok(r)
    # bob (three lightbulbs) shares: melds Tools, draws a 7 and an 8; alice
    # melded a yellow card: a 7 only, then the free draw (a 6, DOGMA-6)
    assert r.pile("bob", "blue") == ["Tools"]
    assert r.hand("bob") == ["Katana", "Bicycle", "Flight"]
    assert r.hand("alice") == ["Comb", "Lighting", "Canning"]


def test_stethoscope_splays_yellow_right() -> None:
    r = echoes_dogma(
        "Stethoscope",
        {
            "alice": {
                "board": {"blue": ["Stethoscope"], "yellow": ["Agriculture", "Masonry"]},
                "hand": ["Comb"],
            },
            "bob": {},
        },
        ["yellow"],
        decks={7: ["Bicycle"]},
    )
    ok(r)
    assert r.splay("alice", "yellow") == "right"


# --- executed by another card (DOGMA-8): no echo effect runs (ECHO-19, ECHO-20)
def test_dentures_executed_has_tucked_nothing_so_tucks_a_6_first() -> None:
    r = echoes_dogma(
        "Self Service",
        {
            "alice": {
                "board": {"green": ["Self Service"], "yellow": ["Dentures", "Agriculture"]},
            },
            "bob": {},
        },
        [],  # the only other top card: chosen automatically
        decks={6: ["Canning"]},
    )
    ok(r)
    assert "ECHO-14" not in r.rules()
    assert r.pile("alice", "yellow") == ["Canning"]
    assert r.score("alice") == ["Dentures", "Agriculture"]


def test_stethoscope_executed_draws_no_8_without_its_echo() -> None:
    r = echoes_dogma(
        "Self Service",
        {
            "alice": {
                "board": {"green": ["Self Service"], "blue": ["Stethoscope"]},
                "hand": ["Writing", "Comb"],
            },
            "bob": {},
        },
        [],  # the only other top card: chosen automatically
        decks={7: ["Bicycle"], 8: ["Flight"]},
    )
    ok(r)
    assert r.hand("alice") == ["Writing", "Comb", "Bicycle"]
    assert r.pile("alice", "blue") == ["Stethoscope"]


def test_morphine_executed_draws_nothing_for_the_demand() -> None:
    r = echoes_dogma(
        "Self Service",
        {
            "alice": {
                "board": {"green": ["Self Service"], "yellow": ["Morphine"]},
                "hand": ["Archery", "Comb"],
            },
            "bob": {"hand": ["Oars"]},
        },
        [],  # the only other top card: chosen automatically
    )
    ok(r)
    assert r.hand("alice") == ["Archery", "Comb"]  # neither echo nor demand ran
    assert r.hand("bob") == ["Oars"]


# --- review additions: shared echo effects, declined splays ----------------------
def test_loom_echo_is_shared_and_may_score_loom_itself() -> None:
    r = echoes_dogma(
        "Loom",
        {
            "alice": {"board": {"red": ["Loom"]}},  # 1 factory
            "bob": {"board": {"red": ["Coal"], "blue": ["Writing"]}},  # 3
        },
        decks={1: ["Pottery"]},
    )
    ok(r)
    assert r.score("bob") == ["Writing"]  # his lowest top card
    # alice's only top card is Loom: scored; its dogma effects still run (ECHO-15),
    # with one value in each score pile nothing is asked
    assert r.score("alice") == ["Loom"] and r.pile("alice", "red") == []
    assert r.hand("alice") == ["Pottery"]  # the free draw: no top card, a 1
    assert r.free_draws() == 1


def test_morphine_echo_is_shared_and_a_sharer_is_not_demanded() -> None:
    r = echoes_dogma(
        "Morphine",
        {
            "alice": {"board": {"yellow": ["Morphine"]}, "hand": ["Alchemy", "Mathematics"]},
            "bob": {"board": {"blue": ["Writing"]}, "hand": ["Oars", "Calendar"]},
        },
        echoes_decks={6: ["Bifocals"]},
    )
    ok(r)
    assert r.score("bob") == ["Oars"] and r.hand("bob") == ["Calendar"]
    assert r.score("alice") == ["Alchemy"]
    # nothing returned due to the demand: no draw; the free draw meets a hand of
    # one base card (ECHO-10)
    assert r.hand("alice") == ["Mathematics", "Bifocals"] and r.free_draws() == 1


def test_morphine_splay_may_be_declined() -> None:
    players = {"alice": {"board": {"yellow": ["Morphine"], "red": ["Archery", "Oars"]}}, "bob": {}}
    pending = asks(echoes_dogma("Morphine", players), "alice")
    assert pending["options"] == ["red"] and pending["optional"] is True
    r = echoes_dogma("Morphine", players, [None])
    ok(r)
    assert r.splay("alice", "red") == "none"


def test_stethoscope_splay_may_be_declined() -> None:
    players = {
        "alice": {
            "board": {"blue": ["Stethoscope"], "yellow": ["Agriculture", "Masonry"]},
            "hand": ["Comb"],
        },
        "bob": {},
    }
    r = echoes_dogma("Stethoscope", players, ["no"], decks={7: ["Bicycle"]})
    ok(r)
    assert r.splay("alice", "yellow") == "none"
    assert r.hand("alice") == ["Comb", "Bicycle"]
