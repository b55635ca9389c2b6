"""Scenario tests for every branch of the Echoes age 7 cards (echo effects and
dogma effects), through the scenario contract."""

from __future__ import annotations

from typing import Any

from echoes_support import EchoesResult, echoes_dogma

ALL_BASE_9S = [
    "Collaboration",
    "Composites",
    "Computers",
    "Ecology",
    "Fission",
    "Genetics",
    "Satellites",
    "Services",
    "Specialization",
    "Suburbia",
]


def ok(r: EchoesResult) -> None:
    assert r.exit_code == 0, r.error
    assert r.error is None
    assert r.pending is None, r.pending


def asks(r: EchoesResult, player: str) -> dict[str, Any]:
    assert r.exit_code == 0 and r.error is None, r.error
    pending = r.pending
    assert pending is not None and pending["player"] == player, pending
    return pending


# --- Elevator ----------------------------------------------------------------
def _elevator(answers: list[Any], **zones: Any) -> EchoesResult:
    alice: dict[str, Any] = {"board": {"yellow": ["Elevator"], **zones.pop("board", {})}}
    alice.update(zones.pop("alice", {}))
    players: dict[str, Any] = {"alice": alice, "bob": zones.pop("bob", {})}
    if "carol" in zones:
        players["carol"] = zones.pop("carol")
    return echoes_dogma("Elevator", players, answers)


def test_elevator_echo_asks_top_or_bottom_green_card() -> None:
    r = _elevator([], board={"green": ["Sailing", "Clothing"]})
    pending = asks(r, "alice")
    assert pending["decision"] == "cards"
    assert pending["options"] == ["Sailing", "Clothing"]
    r = _elevator(["Clothing", 2], board={"green": ["Sailing", "The Wheel", "Clothing"]})
    ok(r)
    assert r.score("alice") == ["Clothing"]
    assert r.pile("alice", "green") == ["Sailing", "The Wheel"]


def test_elevator_echo_with_one_green_card_asks_nothing() -> None:
    r = _elevator(["1"], board={"green": ["Sailing"]})
    ok(r)
    assert r.score("alice") == ["Sailing"]


def test_elevator_with_no_green_and_no_score_does_nothing() -> None:
    r = _elevator([], bob={"hand": ["Oars"], "score": ["Tools"]})
    ok(r)
    assert r.score("alice") == []
    assert r.hand("bob") == ["Oars"]


def test_elevator_transfers_the_value_from_all_other_players_hands() -> None:
    r = _elevator(
        [],
        board={"green": ["Sailing"]},
        bob={"hand": ["Oars", "Writing", "Calendar"], "score": ["Tools"]},
        carol={"hand": ["Archery"], "score": ["Metalworking"]},
    )
    pending = asks(r, "alice")  # the value (1) is the only one: the alternative is asked
    assert pending["decision"] == "alternative"
    assert pending["options"] == ["all other players' hands", "all their score piles"]
    r = _elevator(
        [1],
        board={"green": ["Sailing"]},
        bob={"hand": ["Oars", "Writing", "Calendar"], "score": ["Tools"]},
        carol={"hand": ["Archery"], "score": ["Metalworking"]},
    )
    ok(r)
    assert r.score("alice") == ["Sailing", "Oars", "Writing", "Archery"]
    assert r.hand("bob") == ["Calendar"]
    assert r.score("bob") == ["Tools"]


def test_elevator_transfers_the_value_from_all_their_score_piles() -> None:
    r = _elevator(
        ["all their"],
        board={"green": ["Sailing"]},
        bob={"hand": ["Oars"], "score": ["Tools", "Calendar"]},
        carol={"hand": ["Archery"], "score": ["Metalworking"]},
    )
    ok(r)
    assert r.score("alice") == ["Sailing", "Tools", "Metalworking"]
    assert r.hand("bob") == ["Oars"]
    assert r.score("bob") == ["Calendar"]


def test_elevator_asks_the_value_among_those_in_the_score_pile() -> None:
    r = _elevator(
        [],
        alice={"score": ["Calendar", "Optics", "Translation"]},
        bob={"hand": ["Alchemy"], "score": ["Mathematics"]},
    )
    pending = asks(r, "alice")
    assert pending["decision"] == "value" and pending["options"] == [2, 3]
    r = _elevator(
        [3, "all other"],
        alice={"score": ["Calendar", "Optics", "Translation"]},
        bob={"hand": ["Alchemy"], "score": ["Mathematics"]},
    )
    ok(r)
    assert r.score("alice") == ["Calendar", "Optics", "Translation", "Alchemy"]
    # a choice that changes nothing is still a choice
    r = _elevator(
        [2, 1],
        alice={"score": ["Calendar", "Optics"]},
        bob={"hand": ["Alchemy"], "score": ["Mathematics"]},
    )
    ok(r)
    assert r.score("bob") == ["Mathematics"] and r.hand("bob") == ["Alchemy"]


# --- Fertilizer --------------------------------------------------------------
def test_fertilizer_returns_then_takes_that_value_from_all_score_piles() -> None:
    players: dict[str, Any] = {
        "alice": {
            "board": {"yellow": ["Fertilizer"]},
            "hand": ["Oars", "Comb"],
            "score": ["Archery", "Calendar"],
        },
        "bob": {"score": ["Metalworking", "Mathematics", "Writing"]},
    }
    r = echoes_dogma("Fertilizer", players)
    pending = asks(r, "alice")
    assert pending["optional"] is True and sorted(pending["options"]) == ["Comb", "Oars"]
    r = echoes_dogma("Fertilizer", players, ["Oars", 3], decks={3: ["Paper"]})
    ok(r)
    assert r.deck(1)[-1] == "Oars"
    assert r.hand("alice") == ["Comb", "Archery", "Metalworking", "Writing"]
    assert r.score("alice") == ["Calendar"]
    assert r.score("bob") == ["Mathematics"]
    assert r.forecast("alice") == ["Paper"]


def test_fertilizer_return_declined_still_foreshadows_a_chosen_value() -> None:
    r = echoes_dogma(
        "Fertilizer",
        {
            "alice": {"board": {"yellow": ["Fertilizer"]}, "hand": ["Oars", "Comb"]},
            "bob": {"score": ["Metalworking"]},
        },
        [None],
    )
    pending = asks(r, "alice")
    assert pending["decision"] == "value" and pending["options"] == list(range(1, 11))
    r = echoes_dogma(
        "Fertilizer",
        {
            "alice": {"board": {"yellow": ["Fertilizer"]}, "hand": ["Oars", "Comb"]},
            "bob": {"score": ["Metalworking"]},
        },
        [None, 8],
        decks={8: ["Flight"]},
    )
    ok(r)
    assert r.hand("alice") == ["Oars", "Comb"]
    assert r.score("bob") == ["Metalworking"]
    assert r.forecast("alice") == ["Flight"]


def test_fertilizer_with_an_empty_hand_only_foreshadows() -> None:
    r = echoes_dogma(
        "Fertilizer",
        {"alice": {"board": {"yellow": ["Fertilizer"]}}, "bob": {}},
        [5],
        decks={5: ["Coal"]},
    )
    ok(r)
    assert r.forecast("alice") == ["Coal"]


# --- Ice Cream ---------------------------------------------------------------
def _ice_cream(answers: list[Any], **kw: Any) -> EchoesResult:
    return echoes_dogma(
        "Ice Cream",
        {
            "alice": {
                "board": {
                    "purple": ["Ice Cream"],
                    "red": ["Archery"],
                    "yellow": ["Elevator"],
                    "blue": ["Writing"],
                },
            },
            "bob": {},
        },
        answers,
        decks={1: ["Tools"]},
        **kw,
    )


def test_ice_cream_echo_scores_a_non_purple_top_card_without_a_bonus() -> None:
    r = _ice_cream([])
    pending = asks(r, "alice")
    assert sorted(pending["options"]) == ["Archery", "Writing"]  # not Elevator (bonus)
    r = _ice_cream(["Writing", 7, "no"])
    ok(r)
    assert r.score("alice") == ["Writing"]
    assert r.pile("bob", "blue") == ["Tools"]  # the demand: draw and meld a 1


def test_ice_cream_transfers_the_bottom_card_of_the_chosen_deck() -> None:
    r = _ice_cream(["Writing"])
    pending = asks(r, "alice")
    assert pending["decision"] == "value" and pending["options"] == [6, 7, 8, 9]
    r = _ice_cream(["Writing", 8])
    pending = asks(r, "alice")
    assert pending["decision"] == "yes_no"
    declined = _ice_cream(["Writing", 8, "no"])
    ok(declined)
    bottom = declined.deck(8)[-1]
    assert bottom not in declined.available
    r = _ice_cream(["Writing", 8, "yes"])
    ok(r)
    assert bottom in r.available
    assert bottom not in r.deck(8)
    assert len(r.deck(8)) == len(declined.deck(8)) - 1


def test_ice_cream_an_empty_deck_asks_nothing_more() -> None:
    r = _ice_cream(["Writing", 9], removed=ALL_BASE_9S)
    ok(r)
    assert r.deck(9) == []


def test_ice_cream_echo_with_no_option_scores_nothing() -> None:
    r = echoes_dogma(
        "Ice Cream",
        {"alice": {"board": {"purple": ["Ice Cream"], "yellow": ["Elevator"]}}, "bob": {}},
        [6, "no"],
        decks={1: ["Tools"]},
    )
    ok(r)
    assert r.score("alice") == []


# --- Jeans -------------------------------------------------------------------
def test_jeans_echo_draws_two_9s_returns_one_and_foreshadows_the_other() -> None:
    players = {"alice": {"board": {"green": ["Jeans"]}}, "bob": {}}
    decks: dict[str, Any] = {"decks": {9: ["Computers"]}, "echoes_decks": {9: ["Laser"]}}
    r = echoes_dogma("Jeans", players, [], **decks)
    pending = asks(r, "alice")
    # the second 9 is an Echoes card: the hand held a base card only (ECHO-10)
    assert pending["options"] == ["Computers", "Laser"]
    r = echoes_dogma("Jeans", players, ["Computers"], **decks)
    pending = asks(r, "alice")
    assert pending["decision"] == "value" and pending["options"] == [1, 2, 3, 4, 5, 6]
    assert r.forecast("alice") == ["Laser"]
    assert r.deck(9)[-1] == "Computers"


def test_jeans_draws_the_two_chosen_values_in_order_melds_one_returns_the_other() -> None:
    players = {"alice": {"board": {"green": ["Jeans"]}}, "bob": {}}
    decks: dict[str, Any] = {
        "decks": {9: ["Computers"], 2: ["Calendar"]},
        "echoes_decks": {9: ["Laser"], 5: ["Octant"]},
    }
    r = echoes_dogma("Jeans", players, ["Laser", 2], **decks)
    pending = asks(r, "alice")
    assert pending["options"] == [1, 3, 4, 5, 6]
    r = echoes_dogma("Jeans", players, ["Laser", 2, 5], **decks)
    pending = asks(r, "alice")
    assert pending["options"] == ["Calendar", "Octant"]
    r = echoes_dogma("Jeans", players, ["Laser", 2, 5, "Octant"], **decks)
    ok(r)
    assert r.forecast("alice") == ["Computers"]
    assert r.pile("alice", "red") == ["Octant"]
    assert r.deck(2)[-1] == "Calendar"
    assert r.hand("alice") == []
    assert "alice reveals Calendar" in " ".join(r.texts())


# --- Machine Gun -------------------------------------------------------------
FIVE_TOPS = {
    "red": ["Machine Gun"],
    "yellow": ["Agriculture"],
    "green": ["Sailing"],
    "blue": ["Writing"],
    "purple": ["Mysticism"],
}


def test_machine_gun_with_five_top_cards_scores_a_7_then_returns_top_non_red() -> None:
    r = echoes_dogma(
        "Machine Gun",
        {"alice": {"board": FIVE_TOPS}, "bob": {}},
        decks={7: ["Bicycle"]},
    )
    ok(r)
    assert r.score("alice") == ["Bicycle"]
    for color in ("yellow", "green", "blue", "purple"):
        assert r.pile("alice", color) == []
    assert r.pile("alice", "red") == ["Machine Gun"]


def test_machine_gun_with_four_top_cards_scores_nothing_and_returns_only_tops() -> None:
    r = echoes_dogma(
        "Machine Gun",
        {
            "alice": {"board": {"red": ["Machine Gun"], "yellow": ["Agriculture", "Masonry"]}},
            "bob": {},
        },
        decks={7: ["Bicycle"]},
    )
    ok(r)
    assert r.score("alice") == []
    assert r.pile("alice", "yellow") == ["Masonry"]  # uncovered by the return: stays
    assert r.deck(7)[0] == "Bicycle"


def test_machine_gun_demand_takes_top_cards_with_a_bonus_and_bob_draws_a_7() -> None:
    r = echoes_dogma(
        "Machine Gun",
        {
            "alice": {"board": {"red": ["Machine Gun"]}},
            "bob": {"board": {"blue": ["Dice"], "red": ["Bangle", "Oars"], "yellow": ["Masonry"]}},
        },
        decks={7: ["Bicycle"]},
    )
    ok(r)
    assert r.score("alice") == ["Bangle", "Dice"]
    assert r.pile("bob", "red") == ["Oars"]
    assert r.pile("bob", "yellow") == ["Masonry"]
    assert r.hand("bob") == ["Bicycle"]


def test_machine_gun_demand_without_a_bonus_draws_nothing() -> None:
    r = echoes_dogma(
        "Machine Gun",
        {"alice": {"board": {"red": ["Machine Gun"]}}, "bob": {"board": {"yellow": ["Masonry"]}}},
        decks={7: ["Bicycle"]},
    )
    ok(r)
    assert r.hand("bob") == []
    assert r.pile("bob", "yellow") == ["Masonry"]


# --- Photography -------------------------------------------------------------
def test_photography_echo_melds_a_chosen_forecast_card() -> None:
    players = {
        "alice": {"board": {"blue": ["Photography"]}, "forecast": ["Archery", "Tools"]},
        "bob": {},
    }
    r = echoes_dogma("Photography", players)
    pending = asks(r, "alice")
    assert pending["optional"] is False and sorted(pending["options"]) == ["Archery", "Tools"]
    r = echoes_dogma("Photography", players, ["Archery"])
    ok(r)
    assert r.pile("alice", "red") == ["Archery"]
    assert r.forecast("alice") == ["Tools"]


def test_photography_demand_takes_the_highest_top_card_a_tie_chosen_by_bob() -> None:
    players = {
        "alice": {"board": {"blue": ["Photography"]}},
        "bob": {
            "board": {"red": ["Construction"], "purple": ["Monotheism"], "yellow": ["Masonry"]}
        },
    }
    r = echoes_dogma("Photography", players)
    pending = asks(r, "bob")
    assert sorted(pending["options"]) == ["Construction", "Monotheism"]
    r = echoes_dogma("Photography", players, ["Monotheism"])
    ok(r)
    assert r.hand("bob") == ["Monotheism"]
    assert r.pile("bob", "purple") == []


def test_photography_demand_single_highest_is_taken_without_asking() -> None:
    r = echoes_dogma(
        "Photography",
        {
            "alice": {"board": {"blue": ["Photography"]}},
            "bob": {"board": {"red": ["Construction"], "yellow": ["Masonry"]}},
        },
    )
    ok(r)
    assert r.hand("bob") == ["Construction"]


def test_photography_claims_history_with_three_echo_effects_in_one_color() -> None:
    r = echoes_dogma(
        "Photography",
        {
            "alice": {
                "board": {
                    "blue": {"cards": ["Photography", "Stethoscope", "Bifocals"], "splay": "right"}
                }
            },
            "bob": {},
        },
        [3],  # Bifocals' echo, then Stethoscope's (nothing to meld), Photography's
        decks={3: ["Optics"]},
    )
    ok(r)
    assert r.rules().count("ECHO-14") == 3
    assert r.pile("alice", "red") == ["Optics"]  # foreshadowed, then melded
    assert "History" in r.achievements("alice")


def test_photography_two_echo_effects_claim_no_history() -> None:
    r = echoes_dogma(
        "Photography",
        {
            "alice": {
                "board": {"blue": {"cards": ["Photography", "Stethoscope"], "splay": "right"}}
            },
            "bob": {},
        },
    )
    ok(r)
    assert "History" not in r.achievements("alice")
    assert "History" in r.available


# --- Rubber ------------------------------------------------------------------
def test_rubber_tucks_two_8s_scores_a_top_card_without_bonus_and_may_splay_up() -> None:
    players = {"alice": {"board": {"red": ["Rubber"], "blue": ["Writing"]}}, "bob": {}}
    decks = {8: ["Flight", "Antibiotics"]}
    r = echoes_dogma("Rubber", players, [], decks=decks)
    pending = asks(r, "alice")
    assert sorted(pending["options"]) == ["Antibiotics", "Writing"]  # not Rubber (bonus)
    r = echoes_dogma("Rubber", players, ["Antibiotics", "red"], decks=decks)
    ok(r)
    assert r.pile("alice", "red") == ["Rubber", "Flight"]
    assert r.score("alice") == ["Antibiotics"]
    assert r.splay("alice", "red") == "up"
    r = echoes_dogma("Rubber", players, ["Writing", None], decks=decks)
    ok(r)
    assert r.splay("alice", "red") == "none"
    assert r.pile("alice", "yellow") == ["Antibiotics"]


def test_rubber_with_only_bonus_top_cards_scores_nothing() -> None:
    r = echoes_dogma(
        "Rubber",
        {"alice": {"board": {"red": ["Rubber"]}}, "bob": {}},
        [None],
        decks={8: ["Flight", "Mobility"]},
    )
    ok(r)
    assert r.score("alice") == []
    assert r.pile("alice", "red") == ["Rubber", "Flight", "Mobility"]


# --- Saxophone ---------------------------------------------------------------
def test_saxophone_wins_when_all_four_music_notes_are_visible() -> None:
    r = echoes_dogma(
        "Saxophone",
        {
            "alice": {"board": {"purple": {"cards": ["Saxophone", "Bell"], "splay": "right"}}},
            "bob": {"board": {"purple": {"cards": ["Piano", "Flute"], "splay": "right"}}},
        },
        ["no"],
    )
    assert r.exit_code == 0 and r.error is None
    assert r.winner == ["alice"]


def test_saxophone_draws_a_7_per_visible_note_otherwise() -> None:
    players: dict[str, Any] = {
        "alice": {"board": {"purple": ["Saxophone", "Bell"]}, "hand": ["Comb"]},
        "bob": {"board": {"purple": ["Piano", "Flute"]}},
    }
    decks = {7: ["Bicycle", "Lighting", "Railroad"]}
    r = echoes_dogma("Saxophone", players, ["no"], decks=decks)
    ok(r)
    assert r.winner is None
    assert r.hand("alice") == ["Comb", "Bicycle", "Lighting"]  # Saxophone's and Piano's
    # splaying up shows Bell's note too
    r = echoes_dogma("Saxophone", players, ["purple"], decks=decks)
    ok(r)
    assert r.splay("alice", "purple") == "up"
    assert r.hand("alice") == ["Comb", "Bicycle", "Lighting", "Railroad"]


def test_saxophone_a_covered_note_in_an_unsplayed_pile_does_not_count() -> None:
    r = echoes_dogma(
        "Saxophone",
        {"alice": {"board": {"purple": ["Saxophone"]}, "hand": ["Comb"]}, "bob": {}},
        decks={7: ["Bicycle"]},
    )
    ok(r)
    assert r.hand("alice") == ["Comb", "Bicycle"]


# --- Telegraph ---------------------------------------------------------------
def _telegraph(answers: list[Any]) -> EchoesResult:
    return echoes_dogma(
        "Telegraph",
        {
            "alice": {
                "board": {
                    "green": ["Telegraph"],
                    "blue": ["Writing", "Tools"],
                    "red": {"cards": ["Archery", "Oars"], "splay": "left"},
                }
            },
            "bob": {
                "board": {
                    "blue": {"cards": ["Calendar", "Mathematics"], "splay": "up"},
                    "red": ["Construction"],
                }
            },
        },
        answers,
    )


def test_telegraph_asks_an_opponent_and_color_as_one_answer() -> None:
    pending = asks(_telegraph([]), "alice")
    assert pending["optional"] is True
    assert pending["options"] == ["bob red", "bob yellow", "bob green", "bob blue", "bob purple"]


def test_telegraph_matches_the_opponents_splay() -> None:
    r = _telegraph(["bob blue"])
    ok(r)  # blue is up now: the "splay blue up" is not asked
    assert r.splay("alice", "blue") == "up"


def test_telegraph_matching_an_unsplayed_pile_unsplays() -> None:
    r = _telegraph(["bob red", "no"])
    ok(r)
    assert r.splay("alice", "red") == "none"
    assert r.splay("alice", "blue") == "none"


def test_telegraph_declined_then_splays_blue_up() -> None:
    r = _telegraph([None, "blue"])
    ok(r)
    assert r.splay("alice", "red") == "left"
    assert r.splay("alice", "blue") == "up"


def test_telegraph_a_single_card_pile_cannot_be_splayed() -> None:
    r = _telegraph(["bob green", "no"])
    ok(r)
    assert r.splay("alice", "green") == "none"
    assert r.splay("alice", "red") == "left"


# --- Typewriter --------------------------------------------------------------
def test_typewriter_returns_the_hand_draws_a_6_and_one_higher_per_color() -> None:
    r = echoes_dogma(
        "Typewriter",
        {
            "alice": {"board": {"blue": ["Typewriter"]}, "hand": ["Archery", "Oars", "Comb"]},
            "bob": {},
        },
        decks={6: ["Canning"], 8: ["Flight"]},
        echoes_decks={7: ["Fertilizer"]},
    )
    ok(r)
    # red and green: a 6, a 7, an 8; the 7 is an Echoes card (ECHO-10)
    assert r.hand("alice") == ["Canning", "Fertilizer", "Flight"]
    assert r.deck(1)[-2:] == ["Archery", "Oars"]
    assert r.echoes_deck(1)[-1] == "Comb"


def test_typewriter_with_an_empty_hand_draws_only_a_6() -> None:
    r = echoes_dogma(
        "Typewriter",
        {"alice": {"board": {"blue": ["Typewriter"]}}, "bob": {}},
        decks={6: ["Canning"]},
    )
    ok(r)
    assert r.hand("alice") == ["Canning"]


# --- review: shared echo effects (ECHO-14), empty piles ------------------------
def test_elevator_echo_is_shared_and_the_sharer_scores_first() -> None:
    players: dict[str, Any] = {
        "alice": {"board": {"yellow": ["Elevator"], "green": ["Sailing"]}},
        "bob": {"board": {"green": ["Bicycle", "Clothing"]}},  # 1 clock, as many as alice
    }
    r = echoes_dogma("Elevator", players)
    pending = asks(r, "bob")  # bob shares the echo effect first
    assert pending["options"] == ["Bicycle", "Clothing"]
    # bob scores Clothing, alice her only green card; then bob's dogma (value 1 alone)
    # takes the 1s from all other score piles: alice's Sailing; alice then has no score
    r = echoes_dogma("Elevator", players, ["Clothing", 2])
    ok(r)
    assert r.score("bob") == ["Clothing", "Sailing"]
    assert r.pile("bob", "green") == ["Bicycle"]
    assert r.score("alice") == []
    assert "bob shares Elevator's echo effect" in " ".join(r.texts())


def test_ice_cream_echo_is_shared_and_the_sharer_is_not_vulnerable() -> None:
    players: dict[str, Any] = {
        "alice": {"board": {"purple": ["Ice Cream"], "blue": ["Writing"]}},
        "bob": {"board": {"yellow": ["Agriculture"]}},  # 3 leaves: shares
    }
    r = echoes_dogma("Ice Cream", players, decks={1: ["Tools"]})
    pending = asks(r, "bob")  # both echoes had one option; bob shares the deck choice first
    assert pending["decision"] == "value" and pending["options"] == [6, 7, 8, 9]
    assert r.score("bob") == ["Agriculture"] and r.score("alice") == ["Writing"]
    r = echoes_dogma("Ice Cream", players, [6, "no", 7, "no"], decks={1: ["Tools"]})
    ok(r)
    assert r.pile("bob", "blue") == []  # no demand on a sharer: Tools stays in the pile
    assert r.deck(1)[0] == "Tools"


def test_jeans_echo_is_shared_each_draws_their_own_two_9s() -> None:
    players: dict[str, Any] = {
        "alice": {"board": {"green": ["Jeans"]}},
        "bob": {"board": {"yellow": ["Agriculture"]}},  # 3 leaves: shares
    }
    decks: dict[str, Any] = {
        "decks": {9: ["Computers", "Ecology"]},
        "echoes_decks": {9: ["Laser", "Email"]},
    }
    r = echoes_dogma("Jeans", players, **decks)
    assert asks(r, "bob")["options"] == ["Computers", "Laser"]
    r = echoes_dogma("Jeans", players, ["Computers"], **decks)
    assert asks(r, "alice")["options"] == ["Ecology", "Email"]
    assert r.forecast("bob") == ["Laser"]
    assert r.deck(9)[-1] == "Computers"


def test_jeans_echo_with_an_empty_9_pile_draws_10s() -> None:
    r = echoes_dogma(
        "Jeans",
        {"alice": {"board": {"green": ["Jeans"]}}, "bob": {}},
        ["A.I."],
        decks={10: ["A.I."]},
        echoes_decks={9: ["Laser"], 10: ["GPS"]},
        removed=ALL_BASE_9S,
    )
    pending = asks(r, "alice")  # Jeans' dogma asks its first value
    assert pending["decision"] == "value"
    # the empty base 9 pile is skipped, Echoes 9s left or not (ECHO-10)
    assert r.forecast("alice") == ["GPS"]
    assert r.deck(10)[-1] == "A.I."
    assert r.echoes_deck(9)[0] == "Laser"


def test_machine_gun_echo_is_shared_by_a_player_with_five_top_cards() -> None:
    r = echoes_dogma(
        "Machine Gun",
        {
            "alice": {"board": {"red": ["Machine Gun"]}},
            "bob": {"board": {**FIVE_TOPS, "red": ["Coal"]}},  # 3 factories: shares
        },
        decks={7: ["Bicycle", "Lighting"]},
    )
    ok(r)
    assert r.score("bob") == ["Bicycle"]  # alice has one top card: nothing
    assert r.score("alice") == []
    # bob is not vulnerable; he shares the return of his top non-red cards
    for color in ("yellow", "green", "blue", "purple"):
        assert r.pile("bob", color) == []
    assert r.pile("bob", "red") == ["Coal"]


def test_photography_echo_is_shared_by_a_player_with_as_many_lightbulbs() -> None:
    r = echoes_dogma(
        "Photography",
        {
            "alice": {"board": {"blue": ["Photography"]}},
            "bob": {"board": {"blue": ["Writing"]}, "forecast": ["Archery"]},  # 2 lightbulbs
        },
    )
    ok(r)
    assert r.pile("bob", "red") == ["Archery"]  # one forecast card: melded without asking
    assert r.forecast("bob") == []
    assert r.hand("bob") == []  # not vulnerable to the demand
    assert "bob shares Photography's echo effect" in " ".join(r.texts())


def test_rubber_echo_is_shared_and_the_sharer_tucks_first() -> None:
    r = echoes_dogma(
        "Rubber",
        {
            "alice": {"board": {"red": ["Rubber"]}},
            "bob": {"board": {"red": ["Coal"]}},  # 3 factories: shares
        },
        decks={8: ["Mass Media", "Rocketry", "Flight", "Quantum Theory"]},
    )
    pending = asks(r, "bob")  # bob shares the score effect first
    assert sorted(pending["options"]) == ["Coal", "Mass Media", "Rocketry"]
    assert r.pile("bob", "green") == ["Mass Media"]
    assert r.pile("bob", "blue") == ["Rocketry"]
    assert r.pile("alice", "red") == ["Rubber", "Flight"]
    assert r.pile("alice", "blue") == ["Quantum Theory"]
