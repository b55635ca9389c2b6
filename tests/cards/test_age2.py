"""Scenario tests for every branch of the age 2 cards."""

from __future__ import annotations

from typing import Any

from support import asks, dogma, ok

from adjudicator.games.innovation.engine.cards import all_cards

AGE2 = [c for c in all_cards() if c.age == 2]
ALL_1S = [c.name for c in all_cards() if c.age == 1]
ALL_2S = [c.name for c in all_cards() if c.age == 2]
ALL_3S = [c.name for c in all_cards() if c.age == 3]
ALL_4_TO_10 = [c.name for c in all_cards() if c.age >= 4]


def _except(names: list[str], *keep: str) -> list[str]:
    return [n for n in names if n not in keep]


# --- Calendar ---------------------------------------------------------------
CALENDAR = {"blue": ["Calendar"]}


def test_calendar_more_score_than_hand_draws_two_3s() -> None:
    r = dogma(
        "Calendar",
        {
            "alice": {"board": CALENDAR, "score": ["Oars", "Sailing"], "hand": ["Writing"]},
            "bob": {},
        },
        decks={3: ["Alchemy", "Compass"]},
    )
    ok(r)
    assert r.hand("alice") == ["Writing", "Alchemy", "Compass"]
    assert "Alchemy" not in r.deck(3) and "Compass" not in r.deck(3)


def test_calendar_as_many_in_hand_as_in_score_does_nothing() -> None:
    r = dogma(
        "Calendar",
        {"alice": {"board": CALENDAR, "score": ["Oars"], "hand": ["Writing"]}, "bob": {}},
    )
    ok(r)
    assert r.hand("alice") == ["Writing"] and r.score("alice") == ["Oars"]
    assert r.verbs("draw") == []


def test_calendar_empty_score_and_hand_does_nothing() -> None:
    r = dogma("Calendar", {"alice": {"board": CALENDAR}, "bob": {}})
    ok(r)
    assert r.hand("alice") == [] and r.verbs("draw") == []


def test_calendar_empty_3_pile_draws_4s() -> None:
    r = dogma(
        "Calendar",
        {"alice": {"board": CALENDAR, "score": ["Oars"]}, "bob": {}},
        decks={4: ["Anatomy", "Colonialism"]},
        removed=ALL_3S,
        achievements=[],
    )
    ok(r)
    assert r.hand("alice") == ["Anatomy", "Colonialism"]
    assert r.deck(3) == []


def test_calendar_last_3_then_a_draw_above_10_ends_the_game() -> None:
    r = dogma(
        "Calendar",
        {"alice": {"board": CALENDAR, "score": ["Oars"]}, "bob": {"score": ["Construction"]}},
        removed=_except(ALL_3S, "Alchemy") + ALL_4_TO_10,
        achievements=[],
    )
    assert r.exit_code == 0 and r.error is None and r.pending is None
    assert r.hand("alice") == ["Alchemy"]
    assert r.game_over == "score"
    assert r.winner == ["bob"]


def test_calendar_shared_with_a_change_gives_a_free_draw() -> None:
    # bob: Clothing 2 leaves >= alice's Calendar 2: he shares, first
    r = dogma(
        "Calendar",
        {
            "alice": {"board": CALENDAR, "score": ["Writing"]},
            "bob": {"board": {"green": ["Clothing"]}, "score": ["Oars"]},
        },
        decks={3: ["Alchemy", "Compass", "Education", "Engineering"], 2: ["Canal Building"]},
    )
    ok(r)
    assert r.hand("bob") == ["Alchemy", "Compass"]
    assert r.free_draws() == 1
    assert r.hand("alice") == ["Education", "Engineering", "Canal Building"]


def test_calendar_shared_without_a_change_gives_no_free_draw() -> None:
    r = dogma(
        "Calendar",
        {
            "alice": {"board": CALENDAR, "score": ["Writing"]},
            "bob": {"board": {"green": ["Clothing"]}, "hand": ["Oars"]},
        },
        decks={3: ["Alchemy", "Compass"]},
    )
    ok(r)
    assert r.hand("bob") == ["Oars"]
    assert r.hand("alice") == ["Alchemy", "Compass"]
    assert r.free_draws() == 0


# --- Canal Building ---------------------------------------------------------
CANAL = {"yellow": ["Canal Building"]}


def test_canal_building_exchanges_all_the_highest_cards() -> None:
    r = dogma(
        "Canal Building",
        {
            "alice": {
                "board": CANAL,
                "hand": ["Mathematics", "Oars", "Currency"],
                "score": ["Alchemy", "Writing", "Compass"],
            },
            "bob": {},
        },
        ["yes"],
    )
    ok(r)
    assert r.hand("alice") == ["Oars", "Alchemy", "Compass"]
    assert r.score("alice") == ["Writing", "Mathematics", "Currency"]


def test_canal_building_exchange_with_an_empty_hand() -> None:
    r = dogma(
        "Canal Building",
        {"alice": {"board": CANAL, "score": ["Alchemy", "Writing"]}, "bob": {}},
        ["yes"],
    )
    ok(r)
    assert r.hand("alice") == ["Alchemy"] and r.score("alice") == ["Writing"]


def test_canal_building_exchange_with_an_empty_score_pile() -> None:
    r = dogma(
        "Canal Building",
        {"alice": {"board": CANAL, "hand": ["Oars", "Calendar"]}, "bob": {}},
        ["yes"],
    )
    ok(r)
    assert r.hand("alice") == ["Oars"] and r.score("alice") == ["Calendar"]


def test_canal_building_may_decline() -> None:
    r = dogma(
        "Canal Building",
        {"alice": {"board": CANAL, "hand": ["Oars"], "score": ["Alchemy"]}, "bob": {}},
        ["no"],
    )
    ok(r)
    assert r.hand("alice") == ["Oars"] and r.score("alice") == ["Alchemy"]


def test_canal_building_pending_is_an_optional_yes_no() -> None:
    r = dogma(
        "Canal Building",
        {"alice": {"board": CANAL, "hand": ["Oars"], "score": ["Alchemy"]}, "bob": {}},
    )
    pending = asks(r, "alice")
    assert pending["decision"] == "yes_no" and pending["optional"] is True


def test_canal_building_nothing_to_exchange_asks_nothing() -> None:
    r = dogma("Canal Building", {"alice": {"board": CANAL}, "bob": {}})
    ok(r)
    assert r.hand("alice") == [] and r.score("alice") == []


def test_canal_building_shared_with_a_change_gives_a_free_draw() -> None:
    # bob: Sailing 2 crowns >= alice's Canal Building 2
    r = dogma(
        "Canal Building",
        {
            "alice": {"board": CANAL, "hand": ["Writing"]},
            "bob": {"board": {"green": ["Sailing"]}, "hand": ["Oars"]},
        },
        [{"player": "bob", "choose": "yes"}, {"player": "alice", "choose": "no"}],
        decks={2: ["Calendar"]},
    )
    ok(r)
    assert r.score("bob") == ["Oars"] and r.hand("bob") == []
    assert r.free_draws() == 1
    assert r.hand("alice") == ["Writing", "Calendar"]


def test_canal_building_shared_but_declined_gives_no_free_draw() -> None:
    r = dogma(
        "Canal Building",
        {
            "alice": {"board": CANAL, "hand": ["Writing"]},
            "bob": {"board": {"green": ["Sailing"]}, "hand": ["Oars"]},
        },
        [{"player": "bob", "choose": "no"}, {"player": "alice", "choose": "yes"}],
    )
    ok(r)
    assert r.hand("bob") == ["Oars"]
    assert r.score("alice") == ["Writing"]
    assert r.free_draws() == 0


# --- Construction -----------------------------------------------------------
CONSTRUCTION = {"red": ["Construction"]}
FIVE_COLORS = {
    "red": ["Construction"],
    "blue": ["Writing"],
    "green": ["Sailing"],
    "yellow": ["Agriculture"],
    "purple": ["Mysticism"],
}


def test_construction_demand_transfers_two_chosen_cards_then_draws_a_2() -> None:
    r = dogma(
        "Construction",
        {"alice": {"board": CONSTRUCTION}, "bob": {"hand": ["Oars", "Writing", "Sailing"]}},
        [{"player": "bob", "choose": ["Sailing", "Writing"]}],
        decks={2: ["Fermenting"]},
    )
    ok(r)
    assert r.hand("alice") == ["Sailing", "Writing"]
    assert r.hand("bob") == ["Oars", "Fermenting"]
    assert r.achievements("alice") == []


def test_construction_demand_pending_asks_the_victim_for_two() -> None:
    r = dogma(
        "Construction",
        {"alice": {"board": CONSTRUCTION}, "bob": {"hand": ["Oars", "Writing", "Sailing"]}},
    )
    pending = asks(r, "bob")
    assert (pending["min"], pending["max"]) == (2, 2)
    assert sorted(pending["options"]) == ["Oars", "Sailing", "Writing"]
    assert pending["optional"] is False


def test_construction_demand_with_two_cards_asks_nothing() -> None:
    r = dogma(
        "Construction",
        {"alice": {"board": CONSTRUCTION}, "bob": {"hand": ["Oars", "Writing"]}},
        decks={2: ["Fermenting"]},
    )
    ok(r)
    assert sorted(r.hand("alice")) == ["Oars", "Writing"]
    assert r.hand("bob") == ["Fermenting"]


def test_construction_demand_with_one_card_transfers_it_and_still_draws() -> None:
    r = dogma(
        "Construction",
        {"alice": {"board": CONSTRUCTION}, "bob": {"hand": ["Oars"]}},
        decks={2: ["Fermenting"]},
    )
    ok(r)
    assert r.hand("alice") == ["Oars"]
    assert r.hand("bob") == ["Fermenting"]


def test_construction_demand_with_an_empty_hand_only_draws() -> None:
    r = dogma(
        "Construction",
        {"alice": {"board": CONSTRUCTION}, "bob": {}},
        decks={2: ["Fermenting"]},
    )
    ok(r)
    assert r.hand("alice") == []
    assert r.hand("bob") == ["Fermenting"]


def test_construction_demand_empty_2_pile_draws_a_3() -> None:
    r = dogma(
        "Construction",
        {"alice": {"board": CONSTRUCTION}, "bob": {}},
        decks={3: ["Alchemy"]},
        removed=_except(ALL_2S, "Construction"),
        achievements=[],
    )
    ok(r)
    assert r.hand("bob") == ["Alchemy"]
    assert r.deck(2) == []


def test_construction_demand_draw_above_10_ends_the_game() -> None:
    r = dogma(
        "Construction",
        {"alice": {"board": CONSTRUCTION, "score": ["Oars"]}, "bob": {"hand": ["Writing"]}},
        removed=_except(ALL_2S, "Construction") + ALL_3S + ALL_4_TO_10,
        achievements=[],
    )
    assert r.exit_code == 0 and r.error is None and r.pending is None
    assert r.hand("alice") == ["Writing"]
    assert r.game_over == "score" and r.winner == ["alice"]


def test_construction_demands_clockwise_with_three_players() -> None:
    r = dogma(
        "Construction",
        {
            "alice": {"board": CONSTRUCTION},
            "bob": {"hand": ["Oars", "Writing"]},
            "carol": {"hand": ["Sailing", "Pottery"]},
        },
        decks={2: ["Calendar", "Fermenting"]},
    )
    ok(r)
    assert r.hand("alice") == ["Oars", "Writing", "Sailing", "Pottery"]
    assert r.hand("bob") == ["Calendar"]
    assert r.hand("carol") == ["Fermenting"]


def test_construction_team_game_spares_the_partner() -> None:
    r = dogma(
        "Construction",
        {
            "alice": {"board": CONSTRUCTION},
            "bob": {"hand": ["Oars"]},
            "carol": {"hand": ["Sailing"]},
            "dave": {"hand": ["Writing"]},
        },
        decks={2: ["Calendar", "Fermenting"]},
        teams=[["alice", "carol"], ["bob", "dave"]],
    )
    ok(r)
    assert r.hand("alice") == ["Oars", "Writing"]
    assert r.hand("carol") == ["Sailing"]
    assert r.hand("bob") == ["Calendar"] and r.hand("dave") == ["Fermenting"]


def test_construction_only_player_with_five_top_cards_claims_empire() -> None:
    r = dogma(
        "Construction",
        {"alice": {"board": FIVE_COLORS}, "bob": {}},
        decks={2: ["Fermenting"]},
    )
    ok(r)
    assert r.achievements("alice") == ["Empire"]
    assert "Empire" not in r.available
    assert r.hand("bob") == ["Fermenting"]


def test_construction_no_empire_when_another_player_has_five_top_cards() -> None:
    # bob: Archery 2 + Tools 1 + The Wheel 3 castles >= alice's 6: shares, not vulnerable
    bob_board = {
        "red": ["Archery"],
        "blue": ["Tools"],
        "green": ["The Wheel"],
        "yellow": ["Domestication"],
        "purple": ["Code of Laws"],
    }
    r = dogma("Construction", {"alice": {"board": FIVE_COLORS}, "bob": {"board": bob_board}})
    ok(r)
    assert r.achievements("alice") == [] and r.achievements("bob") == []
    assert "Empire" in r.available
    assert r.free_draws() == 0


def test_construction_team_game_a_partner_with_five_top_cards_blocks_empire() -> None:
    # "the only player": the partner counts. carol: 5 castles < alice's 6
    carol_board = {
        "red": ["Oars"],
        "blue": ["Tools"],
        "green": ["Clothing"],
        "yellow": ["Domestication"],
        "purple": ["Code of Laws"],
    }
    r = dogma(
        "Construction",
        {"alice": {"board": FIVE_COLORS}, "bob": {}, "carol": {"board": carol_board}, "dave": {}},
        decks={2: ["Fermenting", "Mapmaking"]},
        teams=[["alice", "carol"], ["bob", "dave"]],
    )
    ok(r)
    assert r.achievements("alice") == [] and r.achievements("carol") == []
    assert "Empire" in r.available
    assert r.hand("bob") == ["Fermenting"] and r.hand("dave") == ["Mapmaking"]


def test_construction_four_top_cards_claim_nothing() -> None:
    board = {k: v for k, v in FIVE_COLORS.items() if k != "purple"}
    r = dogma("Construction", {"alice": {"board": board}, "bob": {}}, decks={2: ["Fermenting"]})
    ok(r)
    assert r.achievements("alice") == []
    assert "Empire" in r.available


def test_construction_empire_already_taken_does_nothing() -> None:
    r = dogma(
        "Construction",
        {"alice": {"board": FIVE_COLORS}, "bob": {"achievements": ["Empire"]}},
        decks={2: ["Fermenting"]},
    )
    ok(r)
    assert r.achievements("alice") == [] and r.achievements("bob") == ["Empire"]


def test_construction_shared_empire_claim_gives_a_free_draw() -> None:
    # bob: 6 castles >= alice's Construction 3; only bob has five top cards
    bob_board = {
        "red": ["Archery"],
        "blue": ["Tools"],
        "green": ["The Wheel"],
        "yellow": ["Agriculture"],
        "purple": ["Code of Laws"],
    }
    r = dogma(
        "Construction",
        {"alice": {"board": CONSTRUCTION}, "bob": {"board": bob_board, "hand": ["Oars"]}},
        decks={2: ["Calendar"]},
    )
    ok(r)
    assert r.achievements("bob") == ["Empire"]
    assert r.hand("bob") == ["Oars"]  # a sharer is not vulnerable
    assert r.free_draws() == 1
    assert r.hand("alice") == ["Calendar"]


def test_construction_claiming_empire_can_win_the_game() -> None:
    r = dogma(
        "Construction",
        {
            "alice": {
                "board": FIVE_COLORS,
                "achievements": ["age 1", "age 3", "age 4", "age 5", "age 6"],
            },
            "bob": {},
        },
        decks={2: ["Fermenting"]},
    )
    assert r.exit_code == 0 and r.error is None and r.pending is None
    assert r.game_over == "achievements" and r.winner == ["alice"]
    assert "Empire" in r.achievements("alice")


# --- Currency ---------------------------------------------------------------
CURRENCY = {"green": ["Currency"]}


def test_currency_scores_a_2_per_different_value_returned() -> None:
    r = dogma(
        "Currency",
        {"alice": {"board": CURRENCY, "hand": ["Oars", "Writing", "Calendar"]}, "bob": {}},
        [["Writing", "Calendar", "Oars"]],
        decks={2: ["Fermenting", "Mapmaking"]},
    )
    ok(r)
    assert r.hand("alice") == []
    assert r.score("alice") == ["Fermenting", "Mapmaking"]
    assert r.deck(1)[-2:] == ["Writing", "Oars"]
    assert r.deck(2)[-1] == "Calendar"


def test_currency_same_value_returned_scores_one() -> None:
    r = dogma(
        "Currency",
        {"alice": {"board": CURRENCY, "hand": ["Oars", "Writing", "Calendar"]}, "bob": {}},
        [["Oars", "Writing"]],
        decks={2: ["Fermenting"]},
    )
    ok(r)
    assert r.hand("alice") == ["Calendar"]
    assert r.score("alice") == ["Fermenting"]


def test_currency_pending_is_optional_any_number() -> None:
    r = dogma(
        "Currency",
        {"alice": {"board": CURRENCY, "hand": ["Oars", "Writing", "Calendar"]}, "bob": {}},
    )
    pending = asks(r, "alice")
    assert pending["optional"] is True
    assert (pending["min"], pending["max"]) == (1, 3)


def test_currency_may_decline() -> None:
    r = dogma("Currency", {"alice": {"board": CURRENCY, "hand": ["Oars"]}, "bob": {}}, [None])
    ok(r)
    assert r.hand("alice") == ["Oars"] and r.score("alice") == []


def test_currency_empty_hand_asks_nothing() -> None:
    r = dogma("Currency", {"alice": {"board": CURRENCY}, "bob": {}})
    ok(r)
    assert r.score("alice") == []


def test_currency_empty_2_pile_scores_3s() -> None:
    r = dogma(
        "Currency",
        {"alice": {"board": CURRENCY, "hand": ["Oars", "Alchemy"]}, "bob": {}},
        [["Oars", "Alchemy"]],
        decks={3: ["Compass", "Education"]},
        removed=_except(ALL_2S, "Currency"),
        achievements=[],
    )
    ok(r)
    # Alchemy went to the bottom of the 3 pile, below Compass and Education
    assert r.score("alice") == ["Compass", "Education"]


def test_currency_a_returned_2_refills_the_empty_2_pile() -> None:
    r = dogma(
        "Currency",
        {"alice": {"board": CURRENCY, "hand": ["Oars", "Calendar"]}, "bob": {}},
        [["Oars", "Calendar"]],
        decks={3: ["Alchemy"]},
        removed=_except(ALL_2S, "Currency", "Calendar"),
        achievements=[],
    )
    ok(r)
    assert r.score("alice") == ["Calendar", "Alchemy"]
    assert r.deck(2) == []


def test_currency_draw_above_10_ends_the_game() -> None:
    r = dogma(
        "Currency",
        {"alice": {"board": CURRENCY, "hand": ["Oars"]}, "bob": {"score": ["Writing"]}},
        ["Oars"],
        removed=_except(ALL_2S, "Currency") + ALL_3S + ALL_4_TO_10,
        achievements=[],
    )
    assert r.exit_code == 0 and r.error is None and r.pending is None
    assert r.deck(1)[-1] == "Oars"
    assert r.game_over == "score" and r.winner == ["bob"]


def test_currency_sixth_score_claims_monument_and_wins() -> None:
    six_values = ["Oars", "Calendar", "Alchemy", "Anatomy", "Astronomy", "Atomic Theory"]
    twos = ["Canal Building", "Construction", "Fermenting", "Mapmaking", "Mathematics"]
    r = dogma(
        "Currency",
        {
            "alice": {
                "board": CURRENCY,
                "hand": six_values,
                "achievements": ["age 1", "age 2", "age 3", "age 4", "age 5"],
            },
            "bob": {},
        },
        [six_values],
        decks={2: [*twos, "Monotheism"]},
    )
    assert r.exit_code == 0 and r.error is None and r.pending is None
    assert r.score("alice") == [*twos, "Monotheism"]
    assert "Monument" in r.achievements("alice")
    assert r.game_over == "achievements" and r.winner == ["alice"]


def test_currency_shared_with_a_change_gives_a_free_draw() -> None:
    # bob: Sailing 2 crowns >= alice's Currency 2
    r = dogma(
        "Currency",
        {
            "alice": {"board": CURRENCY, "hand": ["Writing"]},
            "bob": {"board": {"green": ["Sailing"]}, "hand": ["Oars"]},
        },
        [{"player": "bob", "choose": "Oars"}, {"player": "alice", "choose": None}],
        decks={2: ["Fermenting", "Mapmaking"]},
    )
    ok(r)
    assert r.score("bob") == ["Fermenting"]
    assert r.free_draws() == 1
    assert r.hand("alice") == ["Writing", "Mapmaking"]


def test_currency_shared_but_declined_gives_no_free_draw() -> None:
    r = dogma(
        "Currency",
        {
            "alice": {"board": CURRENCY, "hand": ["Writing"]},
            "bob": {"board": {"green": ["Sailing"]}, "hand": ["Oars"]},
        },
        [{"player": "bob", "choose": None}, {"player": "alice", "choose": "Writing"}],
        decks={2: ["Fermenting"]},
    )
    ok(r)
    assert r.hand("bob") == ["Oars"] and r.score("bob") == []
    assert r.score("alice") == ["Fermenting"]
    assert r.free_draws() == 0


# --- Fermenting -------------------------------------------------------------
FERMENTING = {"yellow": ["Fermenting"]}


def test_fermenting_draws_a_2_per_color_with_a_leaf() -> None:
    board = {
        "yellow": ["Fermenting"],
        "blue": ["Calendar"],
        "green": ["Sailing"],
        "red": ["Oars"],
    }
    r = dogma(
        "Fermenting",
        {"alice": {"board": board}, "bob": {}},
        decks={2: ["Canal Building", "Construction", "Currency"]},
    )
    ok(r)
    assert r.hand("alice") == ["Canal Building", "Construction", "Currency"]


def test_fermenting_counts_leaves_a_splay_reveals() -> None:
    # Mysticism has no leaf; Code of Laws' leaf (bottom right) shows when splayed left
    board = {
        "yellow": ["Fermenting"],
        "purple": {"cards": ["Mysticism", "Code of Laws"], "splay": "left"},
    }
    r = dogma(
        "Fermenting",
        {"alice": {"board": board}, "bob": {}},
        decks={2: ["Canal Building", "Construction"]},
    )
    ok(r)
    assert r.hand("alice") == ["Canal Building", "Construction"]


def test_fermenting_ignores_covered_leaves() -> None:
    board = {"yellow": ["Fermenting"], "purple": ["Mysticism", "Code of Laws"]}
    r = dogma("Fermenting", {"alice": {"board": board}, "bob": {}}, decks={2: ["Canal Building"]})
    ok(r)
    assert r.hand("alice") == ["Canal Building"]


def test_fermenting_edition3_and_edition1_differ() -> None:
    # two colors with a leaf but only three leaves: 2 cards (ed. 3), 1 card (ed. 1)
    players = {"alice": {"board": {"yellow": ["Fermenting"], "green": ["Sailing"]}}, "bob": {}}
    decks = {2: ["Canal Building", "Construction"]}
    r3 = dogma("Fermenting", players, decks=decks)
    ok(r3)
    assert r3.hand("alice") == ["Canal Building", "Construction"]
    r1 = dogma("Fermenting", players, decks=decks, edition=1)
    ok(r1)
    assert r1.hand("alice") == ["Canal Building"]


def test_fermenting_edition1_one_card_per_two_leaves() -> None:
    # Fermenting 2 + Pottery 3 + Clothing 2 = 7 leaves: three cards (3 colors in ed. 3 too)
    board = {"yellow": ["Fermenting"], "blue": ["Pottery"], "green": ["Clothing"]}
    r = dogma(
        "Fermenting",
        {"alice": {"board": board}, "bob": {}},
        decks={2: ["Canal Building", "Construction", "Currency"]},
        edition=1,
    )
    ok(r)
    assert r.hand("alice") == ["Canal Building", "Construction", "Currency"]


def test_fermenting_edition1_counts_leaves_a_splay_reveals() -> None:
    # Fermenting 2 + Sailing 1 + Code of Laws' leaf, shown by the left splay = 4 leaves
    board = {
        "yellow": ["Fermenting"],
        "green": ["Sailing"],
        "purple": {"cards": ["Mysticism", "Code of Laws"], "splay": "left"},
    }
    r = dogma(
        "Fermenting",
        {"alice": {"board": board}, "bob": {}},
        decks={2: ["Canal Building", "Construction"]},
        edition=1,
    )
    ok(r)
    assert r.hand("alice") == ["Canal Building", "Construction"]


def test_fermenting_empty_2_pile_draws_3s() -> None:
    board = {"yellow": ["Fermenting"], "green": ["Sailing"]}
    r = dogma(
        "Fermenting",
        {"alice": {"board": board}, "bob": {}},
        decks={3: ["Alchemy", "Compass"]},
        removed=_except(ALL_2S, "Fermenting"),
        achievements=[],
    )
    ok(r)
    assert r.hand("alice") == ["Alchemy", "Compass"]


def test_fermenting_draw_above_10_ends_the_game() -> None:
    r = dogma(
        "Fermenting",
        {"alice": {"board": FERMENTING, "score": ["Oars"]}, "bob": {}},
        removed=_except(ALL_2S, "Fermenting") + ALL_3S + ALL_4_TO_10,
        achievements=[],
    )
    assert r.exit_code == 0 and r.error is None and r.pending is None
    assert r.game_over == "score" and r.winner == ["alice"]


def test_fermenting_shared_gives_a_free_draw() -> None:
    # bob: Clothing 2 leaves >= alice's 2 (a sharer always has a leaf color, so always draws)
    r = dogma(
        "Fermenting",
        {"alice": {"board": FERMENTING}, "bob": {"board": {"green": ["Clothing"]}}},
        decks={2: ["Canal Building", "Construction", "Currency"]},
    )
    ok(r)
    assert r.hand("bob") == ["Canal Building"]
    assert r.free_draws() == 1
    assert r.hand("alice") == ["Construction", "Currency"]


def test_fermenting_not_shared_by_a_player_with_fewer_leaves() -> None:
    r = dogma(
        "Fermenting",
        {"alice": {"board": FERMENTING}, "bob": {"board": {"green": ["Sailing"]}}},
        decks={2: ["Canal Building"]},
    )
    ok(r)
    assert r.hand("bob") == [] and r.hand("alice") == ["Canal Building"]
    assert r.free_draws() == 0


# --- Mapmaking --------------------------------------------------------------
MAPMAKING = {"green": ["Mapmaking"]}


def test_mapmaking_victim_chooses_which_1_then_leader_scores_a_1() -> None:
    players: dict[str, dict[str, Any]] = {
        "alice": {"board": MAPMAKING},
        "bob": {"score": ["Oars", "Calendar", "Writing"]},
    }
    pending = asks(dogma("Mapmaking", players), "bob")
    assert sorted(pending["options"]) == ["Oars", "Writing"]
    assert pending["optional"] is False
    r = dogma(
        "Mapmaking",
        players,
        [{"player": "bob", "choose": "Writing"}],
        decks={1: ["Pottery"]},
    )
    ok(r)
    assert r.score("alice") == ["Writing", "Pottery"]
    assert r.score("bob") == ["Oars", "Calendar"]


def test_mapmaking_single_1_is_transferred_without_asking() -> None:
    r = dogma(
        "Mapmaking",
        {"alice": {"board": MAPMAKING}, "bob": {"score": ["Oars", "Calendar"]}},
        decks={1: ["Pottery"]},
    )
    ok(r)
    assert r.score("alice") == ["Oars", "Pottery"]
    assert r.score("bob") == ["Calendar"]


def test_mapmaking_no_1_transferred_means_no_score() -> None:
    r = dogma(
        "Mapmaking",
        {"alice": {"board": MAPMAKING}, "bob": {"score": ["Calendar"], "hand": ["Oars"]}},
    )
    ok(r)
    assert r.score("alice") == [] and r.score("bob") == ["Calendar"]
    assert r.hand("bob") == ["Oars"]
    assert r.verbs("draw") == []


def test_mapmaking_nobody_vulnerable_nothing_happens() -> None:
    # bob: Sailing 2 crowns, shares; no demand, so nothing was transferred
    r = dogma(
        "Mapmaking",
        {
            "alice": {"board": MAPMAKING},
            "bob": {"board": {"green": ["Sailing"]}, "score": ["Oars"]},
        },
    )
    ok(r)
    assert r.score("alice") == [] and r.score("bob") == ["Oars"]
    assert r.free_draws() == 0


def test_mapmaking_demands_clockwise_and_scores_once() -> None:
    r = dogma(
        "Mapmaking",
        {
            "alice": {"board": MAPMAKING},
            "bob": {"score": ["Oars"]},
            "carol": {"score": ["Writing"]},
        },
        decks={1: ["Pottery", "Tools"]},
    )
    ok(r)
    assert r.score("alice") == ["Oars", "Writing", "Pottery"]
    assert r.score("bob") == [] and r.score("carol") == []


def test_mapmaking_sharer_also_scores_and_earns_a_free_draw() -> None:
    # bob vulnerable (0 crowns), carol shares (Sailing 2 crowns)
    r = dogma(
        "Mapmaking",
        {
            "alice": {"board": MAPMAKING},
            "bob": {"score": ["Oars"]},
            "carol": {"board": {"green": ["Sailing"]}},
        },
        decks={1: ["Pottery", "Tools"], 2: ["Calendar"]},
    )
    ok(r)
    assert r.score("carol") == ["Pottery"]
    assert r.score("alice") == ["Oars", "Tools"]
    assert r.free_draws() == 1
    assert r.hand("alice") == ["Calendar"]


def test_mapmaking_empty_1_pile_scores_a_2() -> None:
    r = dogma(
        "Mapmaking",
        {"alice": {"board": MAPMAKING}, "bob": {"score": ["Oars"]}},
        decks={2: ["Calendar"]},
        removed=_except(ALL_1S, "Oars"),
        achievements=[],
    )
    ok(r)
    assert r.score("alice") == ["Oars", "Calendar"]


def test_mapmaking_draw_above_10_ends_the_game() -> None:
    everything_else = [c.name for c in all_cards() if c.name not in ("Mapmaking", "Oars")]
    r = dogma(
        "Mapmaking",
        {"alice": {"board": MAPMAKING}, "bob": {"score": ["Oars"]}},
        removed=everything_else,
        achievements=[],
    )
    assert r.exit_code == 0 and r.error is None and r.pending is None
    assert r.score("alice") == ["Oars"]
    assert r.game_over == "score" and r.winner == ["alice"]


def test_mapmaking_team_game_spares_the_partner() -> None:
    r = dogma(
        "Mapmaking",
        {
            "alice": {"board": MAPMAKING},
            "bob": {"score": ["Oars"]},
            "carol": {"score": ["Writing"]},
            "dave": {"score": ["Sailing"]},
        },
        decks={1: ["Pottery"]},
        teams=[["alice", "carol"], ["bob", "dave"]],
    )
    ok(r)
    assert r.score("alice") == ["Oars", "Sailing", "Pottery"]
    assert r.score("carol") == ["Writing"]


# --- Mathematics ------------------------------------------------------------
MATHEMATICS = {"blue": ["Mathematics"]}


def test_mathematics_returns_and_melds_one_higher() -> None:
    r = dogma(
        "Mathematics",
        {"alice": {"board": MATHEMATICS, "hand": ["Calendar", "Oars"]}, "bob": {}},
        ["Calendar"],
        decks={3: ["Compass"]},
    )
    ok(r)
    assert r.hand("alice") == ["Oars"]
    assert r.pile("alice", "green") == ["Compass"]
    assert r.deck(2)[-1] == "Calendar"


def test_mathematics_pending_is_optional() -> None:
    r = dogma("Mathematics", {"alice": {"board": MATHEMATICS, "hand": ["Oars"]}, "bob": {}})
    pending = asks(r, "alice")
    assert pending["optional"] is True and pending["options"] == ["Oars"]


def test_mathematics_may_decline() -> None:
    r = dogma("Mathematics", {"alice": {"board": MATHEMATICS, "hand": ["Oars"]}, "bob": {}}, [None])
    ok(r)
    assert r.hand("alice") == ["Oars"]
    assert r.verbs("meld") == []


def test_mathematics_empty_hand_asks_nothing() -> None:
    r = dogma("Mathematics", {"alice": {"board": MATHEMATICS}, "bob": {}})
    ok(r)
    assert r.pile("alice", "blue") == ["Mathematics"]


def test_mathematics_empty_pile_melds_the_next_age() -> None:
    r = dogma(
        "Mathematics",
        {"alice": {"board": MATHEMATICS, "hand": ["Calendar"]}, "bob": {}},
        ["Calendar"],
        decks={4: ["Anatomy"]},
        removed=ALL_3S,
        achievements=[],
    )
    ok(r)
    assert r.pile("alice", "yellow") == ["Anatomy"]


def test_mathematics_returning_a_10_ends_the_game() -> None:
    r = dogma(
        "Mathematics",
        {"alice": {"board": MATHEMATICS, "hand": ["Software"]}, "bob": {"score": ["Oars"]}},
        ["Software"],
    )
    assert r.exit_code == 0 and r.error is None and r.pending is None
    assert r.deck(10)[-1] == "Software"
    assert r.game_over == "score" and r.winner == ["bob"]


def test_mathematics_shared_with_a_change_gives_a_free_draw() -> None:
    # bob: Tools 2 lightbulbs >= alice's Mathematics 2
    r = dogma(
        "Mathematics",
        {
            "alice": {"board": MATHEMATICS, "hand": ["Writing"]},
            "bob": {"board": {"blue": ["Tools"]}, "hand": ["Oars"]},
        },
        [{"player": "bob", "choose": "Oars"}, {"player": "alice", "choose": None}],
        decks={2: ["Calendar", "Canal Building"]},
    )
    ok(r)
    assert r.pile("bob", "blue") == ["Calendar", "Tools"]
    assert r.free_draws() == 1
    assert r.hand("alice") == ["Writing", "Canal Building"]


def test_mathematics_shared_but_declined_gives_no_free_draw() -> None:
    r = dogma(
        "Mathematics",
        {
            "alice": {"board": MATHEMATICS, "hand": ["Writing"]},
            "bob": {"board": {"blue": ["Tools"]}, "hand": ["Oars"]},
        },
        [{"player": "bob", "choose": None}, {"player": "alice", "choose": None}],
    )
    ok(r)
    assert r.hand("bob") == ["Oars"] and r.hand("alice") == ["Writing"]
    assert r.free_draws() == 0


# --- Monotheism -------------------------------------------------------------
MONOTHEISM = {"purple": ["Monotheism"], "blue": ["Tools"]}
# no castles: blue Writing, green Sailing, yellow Agriculture
BOB_NO_CASTLES = {"blue": ["Writing"], "green": ["Sailing"], "yellow": ["Agriculture"]}


def test_monotheism_pending_offers_only_colors_the_leader_lacks() -> None:
    r = dogma("Monotheism", {"alice": {"board": MONOTHEISM}, "bob": {"board": BOB_NO_CASTLES}})
    pending = asks(r, "bob")
    assert sorted(pending["options"]) == ["Agriculture", "Sailing"]
    assert pending["optional"] is False


def test_monotheism_transfer_then_both_draw_and_tuck() -> None:
    r = dogma(
        "Monotheism",
        {"alice": {"board": MONOTHEISM}, "bob": {"board": BOB_NO_CASTLES}},
        [{"player": "bob", "choose": "Sailing"}],
        decks={1: ["Pottery", "Clothing"]},
    )
    ok(r)
    assert r.score("alice") == ["Sailing"]
    assert r.pile("bob", "green") == []
    assert r.pile("bob", "blue") == ["Writing", "Pottery"]
    assert r.pile("alice", "green") == ["Clothing"]


def test_monotheism_single_option_is_transferred_without_asking() -> None:
    r = dogma(
        "Monotheism",
        {
            "alice": {"board": MONOTHEISM},
            "bob": {"board": {"blue": ["Writing"], "green": ["Sailing"]}},
        },
        decks={1: ["Pottery", "Clothing"]},
    )
    ok(r)
    assert r.score("alice") == ["Sailing"]
    assert r.pile("bob", "blue") == ["Writing", "Pottery"]
    assert r.pile("alice", "green") == ["Clothing"]


def test_monotheism_no_eligible_top_card_no_transfer_no_tuck() -> None:
    r = dogma(
        "Monotheism",
        {"alice": {"board": MONOTHEISM}, "bob": {"board": {"blue": ["Writing"]}}},
        decks={1: ["Clothing"]},
    )
    ok(r)
    assert r.score("alice") == []
    assert r.pile("bob", "blue") == ["Writing"]
    assert r.pile("alice", "green") == ["Clothing"]  # the leader still tucks
    assert r.verbs("transfer") == []


def test_monotheism_victim_with_empty_board() -> None:
    r = dogma("Monotheism", {"alice": {"board": MONOTHEISM}, "bob": {}}, decks={1: ["Clothing"]})
    ok(r)
    assert r.pile("alice", "green") == ["Clothing"]
    assert r.hand("bob") == [] and r.score("alice") == []


def test_monotheism_demands_clockwise_with_three_players() -> None:
    r = dogma(
        "Monotheism",
        {
            "alice": {"board": MONOTHEISM},
            "bob": {"board": {"green": ["Sailing"]}},
            "carol": {"board": {"yellow": ["Agriculture"]}},
        },
        decks={1: ["Pottery", "Clothing", "Writing"]},
    )
    ok(r)
    assert r.score("alice") == ["Sailing", "Agriculture"]
    assert r.pile("bob", "blue") == ["Pottery"]
    assert r.pile("carol", "green") == ["Clothing"]
    assert r.pile("alice", "blue") == ["Tools", "Writing"]


def test_monotheism_team_game_spares_the_partner() -> None:
    r = dogma(
        "Monotheism",
        {
            "alice": {"board": MONOTHEISM},
            "bob": {"board": {"green": ["Sailing"]}},
            "carol": {"board": {"yellow": ["Agriculture"]}},
            "dave": {"board": {"red": ["Oars"]}},
        },
        decks={1: ["Pottery", "Clothing", "Writing"]},
        teams=[["alice", "carol"], ["bob", "dave"]],
    )
    ok(r)
    assert r.score("alice") == ["Sailing", "Oars"]
    assert r.pile("carol", "yellow") == ["Agriculture"]
    assert r.pile("bob", "blue") == ["Pottery"]
    assert r.pile("dave", "green") == ["Clothing"]
    # carol (no castles) neither shares nor is vulnerable; alice tucks Writing
    assert r.pile("alice", "blue") == ["Tools", "Writing"]


def test_monotheism_empty_1_pile_tucks_a_2() -> None:
    r = dogma(
        "Monotheism",
        {"alice": {"board": {"purple": ["Monotheism"]}}, "bob": {}},
        decks={2: ["Calendar"]},
        removed=ALL_1S,
        achievements=[],
    )
    ok(r)
    assert r.pile("alice", "blue") == ["Calendar"]


def test_monotheism_draw_above_10_ends_the_game() -> None:
    everything_else = [c.name for c in all_cards() if c.name not in ("Monotheism", "Oars")]
    r = dogma(
        "Monotheism",
        {"alice": {"board": {"purple": ["Monotheism"]}}, "bob": {"score": ["Oars"]}},
        removed=everything_else,
        achievements=[],
    )
    assert r.exit_code == 0 and r.error is None and r.pending is None
    assert r.game_over == "score" and r.winner == ["bob"]


def test_monotheism_demand_tuck_above_10_ends_the_game() -> None:
    everything_else = [c.name for c in all_cards() if c.name not in ("Monotheism", "Sailing")]
    r = dogma(
        "Monotheism",
        {"alice": {"board": {"purple": ["Monotheism"]}}, "bob": {"board": {"green": ["Sailing"]}}},
        removed=everything_else,
        achievements=[],
    )
    assert r.exit_code == 0 and r.error is None and r.pending is None
    assert r.score("alice") == ["Sailing"]
    assert r.game_over == "score" and r.winner == ["alice"]
    assert r.verbs("tuck") == []


def test_monotheism_shared_gives_a_free_draw() -> None:
    # bob: Masonry 3 + Archery 2 castles >= alice's Monotheism 3 (a sharer always
    # draws and tucks, so sharing always changes something)
    r = dogma(
        "Monotheism",
        {
            "alice": {"board": {"purple": ["Monotheism"]}},
            "bob": {"board": {"yellow": ["Masonry"], "red": ["Archery"]}},
        },
        decks={1: ["Pottery", "Clothing"], 2: ["Calendar"]},
    )
    ok(r)
    assert r.score("alice") == []  # a sharer is not vulnerable
    assert r.pile("bob", "blue") == ["Pottery"]
    assert r.pile("alice", "green") == ["Clothing"]
    assert r.free_draws() == 1
    assert r.hand("alice") == ["Calendar"]


# --- Philosophy -------------------------------------------------------------
def test_philosophy_splays_a_chosen_color_left_then_scores_a_card() -> None:
    board = {
        "purple": ["Philosophy", "Code of Laws"],
        "red": ["Oars", "Archery"],
        "blue": ["Writing"],
    }
    players = {"alice": {"board": board, "hand": ["Sailing", "Calendar"]}, "bob": {}}
    pending = asks(dogma("Philosophy", players), "alice")
    assert sorted(pending["options"]) == ["purple", "red"]
    assert pending["optional"] is True
    r = dogma("Philosophy", players, ["red", "Calendar"])
    ok(r)
    assert r.splay("alice", "red") == "left" and r.splay("alice", "purple") == "none"
    assert r.score("alice") == ["Calendar"]
    assert r.hand("alice") == ["Sailing"]


def test_philosophy_may_decline_both() -> None:
    board = {"purple": ["Philosophy", "Code of Laws"]}
    r = dogma(
        "Philosophy", {"alice": {"board": board, "hand": ["Sailing"]}, "bob": {}}, [None, None]
    )
    ok(r)
    assert r.splay("alice", "purple") == "none"
    assert r.hand("alice") == ["Sailing"] and r.score("alice") == []


def test_philosophy_offers_a_right_splay_but_not_a_left_one() -> None:
    board = {
        "purple": {"cards": ["Philosophy", "Code of Laws"], "splay": "right"},
        "red": {"cards": ["Oars", "Archery"], "splay": "left"},
    }
    players = {"alice": {"board": board}, "bob": {}}
    pending = asks(dogma("Philosophy", players), "alice")
    assert pending["options"] == ["purple"]
    r = dogma("Philosophy", players, ["purple"])
    ok(r)
    assert r.splay("alice", "purple") == "left"


def test_philosophy_nothing_to_splay_or_score_asks_nothing() -> None:
    board = {"purple": ["Philosophy"], "red": ["Oars"]}
    r = dogma("Philosophy", {"alice": {"board": board}, "bob": {}})
    ok(r)
    assert r.splay("alice", "red") == "none"


def test_philosophy_score_is_asked_even_with_nothing_to_splay() -> None:
    r = dogma(
        "Philosophy", {"alice": {"board": {"purple": ["Philosophy"]}, "hand": ["Oars"]}, "bob": {}}
    )
    pending = asks(r, "alice")
    assert pending["options"] == ["Oars"] and pending["optional"] is True


def test_philosophy_shared_with_a_change_gives_a_free_draw() -> None:
    # bob: Tools 2 + Archery 1 lightbulbs >= alice's Philosophy 3
    r = dogma(
        "Philosophy",
        {
            "alice": {"board": {"purple": ["Philosophy"]}},
            "bob": {"board": {"blue": ["Tools"], "red": ["Archery", "Oars"]}},
        },
        [{"player": "bob", "choose": "red"}],
        decks={2: ["Calendar"]},
    )
    ok(r)
    assert r.splay("bob", "red") == "left"
    assert r.free_draws() == 1
    assert r.hand("alice") == ["Calendar"]


def test_philosophy_shared_but_declined_gives_no_free_draw() -> None:
    r = dogma(
        "Philosophy",
        {
            "alice": {"board": {"purple": ["Philosophy"]}, "hand": ["Sailing"]},
            "bob": {"board": {"blue": ["Tools"], "red": ["Archery", "Oars"]}, "hand": ["Writing"]},
        },
        [
            {"player": "bob", "choose": None},
            {"player": "bob", "choose": None},
            {"player": "alice", "choose": "Sailing"},
        ],
    )
    ok(r)
    assert r.splay("bob", "red") == "none" and r.hand("bob") == ["Writing"]
    assert r.score("alice") == ["Sailing"]
    assert r.free_draws() == 0


# --- Road Building ----------------------------------------------------------
ROAD = {"red": ["Road Building"]}


def test_road_building_meld_two_swap_red_for_green() -> None:
    r = dogma(
        "Road Building",
        {
            "alice": {"board": ROAD, "hand": ["Archery", "Writing", "Oars"]},
            "bob": {"board": {"green": ["Sailing", "The Wheel"]}},
        },
        [["Writing", "Archery"], "bob"],
    )
    ok(r)
    assert r.hand("alice") == ["Oars"]
    assert r.pile("alice", "blue") == ["Writing"]
    assert r.pile("alice", "red") == ["Road Building"]
    assert r.pile("bob", "red") == ["Archery"]
    assert r.pile("alice", "green") == ["Sailing"]
    assert r.pile("bob", "green") == ["The Wheel"]


def test_road_building_melds_in_the_listed_order() -> None:
    r = dogma(
        "Road Building",
        {"alice": {"board": ROAD, "hand": ["Archery", "Oars"]}, "bob": {}},
        [["Archery", "Oars"], None],
    )
    ok(r)
    assert r.pile("alice", "red") == ["Oars", "Archery", "Road Building"]


def test_road_building_pending_meld_one_or_two() -> None:
    r = dogma(
        "Road Building", {"alice": {"board": ROAD, "hand": ["Archery", "Writing"]}, "bob": {}}
    )
    pending = asks(r, "alice")
    assert (pending["min"], pending["max"]) == (1, 2)
    assert pending["optional"] is False


def test_road_building_after_two_melds_the_transfer_is_optional() -> None:
    r = dogma(
        "Road Building",
        {"alice": {"board": ROAD, "hand": ["Archery", "Writing"]}, "bob": {}},
        [["Archery", "Writing"]],
    )
    pending = asks(r, "alice")
    assert pending["decision"] == "player"
    assert pending["options"] == ["bob"] and pending["optional"] is True


def test_road_building_meld_one_asks_no_more() -> None:
    r = dogma(
        "Road Building",
        {
            "alice": {"board": ROAD, "hand": ["Archery", "Writing"]},
            "bob": {"board": {"green": ["Sailing"]}},
        },
        [["Writing"]],
    )
    ok(r)
    assert r.pile("alice", "blue") == ["Writing"] and r.hand("alice") == ["Archery"]
    assert r.pile("alice", "red") == ["Road Building"]
    assert r.pile("bob", "green") == ["Sailing"]


def test_road_building_one_card_in_hand_is_melded_without_asking() -> None:
    r = dogma("Road Building", {"alice": {"board": ROAD, "hand": ["Writing"]}, "bob": {}})
    ok(r)
    assert r.pile("alice", "blue") == ["Writing"] and r.hand("alice") == []


def test_road_building_empty_hand_does_nothing() -> None:
    r = dogma("Road Building", {"alice": {"board": ROAD}, "bob": {"board": {"green": ["Sailing"]}}})
    ok(r)
    assert r.pile("alice", "red") == ["Road Building"]
    assert r.pile("bob", "green") == ["Sailing"]


def test_road_building_declining_the_transfer() -> None:
    r = dogma(
        "Road Building",
        {
            "alice": {"board": ROAD, "hand": ["Archery", "Writing"]},
            "bob": {"board": {"green": ["Sailing"]}},
        },
        [["Archery", "Writing"], "no"],
    )
    ok(r)
    assert r.pile("alice", "red") == ["Archery", "Road Building"]
    assert r.pile("bob", "green") == ["Sailing"] and r.pile("bob", "red") == []


def test_road_building_transfers_itself_when_it_is_the_top_red() -> None:
    r = dogma(
        "Road Building",
        {
            "alice": {"board": ROAD, "hand": ["Writing", "Agriculture"]},
            "bob": {"board": {"green": ["Sailing"], "red": ["Oars"]}},
        },
        [["Writing", "Agriculture"], "bob"],
    )
    ok(r)
    assert r.pile("alice", "red") == []
    assert r.pile("bob", "red") == ["Road Building", "Oars"]
    assert r.pile("alice", "green") == ["Sailing"]


def test_road_building_other_player_without_green_gives_nothing_back() -> None:
    r = dogma(
        "Road Building",
        {"alice": {"board": ROAD, "hand": ["Archery", "Writing"]}, "bob": {}},
        [["Archery", "Writing"], "bob"],
    )
    ok(r)
    assert r.pile("bob", "red") == ["Archery"]
    assert r.pile("alice", "green") == []
    assert r.pile("alice", "red") == ["Road Building"]


def test_road_building_three_players_choose_who() -> None:
    r = dogma(
        "Road Building",
        {
            "alice": {"board": ROAD, "hand": ["Archery", "Writing"]},
            "bob": {"board": {"green": ["Sailing"]}},
            "carol": {"board": {"green": ["The Wheel"]}},
        },
        [["Archery", "Writing"], "carol"],
    )
    ok(r)
    assert r.pile("carol", "red") == ["Archery"]
    assert r.pile("alice", "green") == ["The Wheel"]
    assert r.pile("bob", "green") == ["Sailing"]


def test_road_building_team_game_the_partner_is_another_player() -> None:
    players: dict[str, dict[str, Any]] = {
        "alice": {"board": ROAD, "hand": ["Archery", "Writing"]},
        "bob": {},
        "carol": {"board": {"green": ["Sailing"]}},
        "dave": {},
    }
    teams = [["alice", "carol"], ["bob", "dave"]]
    pending = asks(dogma("Road Building", players, [["Archery", "Writing"]], teams=teams), "alice")
    assert pending["options"] == ["bob", "carol", "dave"]
    r = dogma("Road Building", players, [["Archery", "Writing"], "carol"], teams=teams)
    ok(r)
    assert r.pile("carol", "red") == ["Archery"]
    assert r.pile("alice", "green") == ["Sailing"]


def test_road_building_shared_with_a_change_gives_a_free_draw() -> None:
    # bob: Masonry 3 castles >= alice's 3; he melds two but has no red: no transfer offer
    r = dogma(
        "Road Building",
        {
            "alice": {"board": ROAD},
            "bob": {"board": {"yellow": ["Masonry"]}, "hand": ["Writing", "Sailing"]},
        },
        [{"player": "bob", "choose": ["Writing", "Sailing"]}],
        decks={2: ["Calendar"]},
    )
    ok(r)
    assert r.pile("bob", "blue") == ["Writing"] and r.pile("bob", "green") == ["Sailing"]
    assert r.free_draws() == 1
    assert r.hand("alice") == ["Calendar"]


def test_road_building_shared_without_a_change_gives_no_free_draw() -> None:
    r = dogma(
        "Road Building",
        {
            "alice": {"board": ROAD, "hand": ["Writing"]},
            "bob": {"board": {"yellow": ["Masonry"]}},
        },
    )
    ok(r)
    assert r.pile("alice", "blue") == ["Writing"]
    assert r.free_draws() == 0
