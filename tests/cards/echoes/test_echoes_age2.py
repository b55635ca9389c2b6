"""Scenario tests for every branch of the Echoes age 2 cards."""

from __future__ import annotations

from typing import Any

from echoes_support import echoes_dogma
from support import asks, ok

from adjudicator.games.innovation.engine.cards import set_cards


def base_of_age(age: int, *keep: str) -> list[str]:
    """The base cards of ``age`` but ``keep``: a `removed` list leaving only those."""
    return [c.name for c in set_cards("base") if c.age == age and c.name not in keep]


# --- Chaturanga ---------------------------------------------------------------
CHATURANGA = {"purple": ["Chaturanga"]}


def test_chaturanga_melds_its_only_bonus_card_and_draws_two_of_the_bonus() -> None:
    r = echoes_dogma(
        "Chaturanga",
        {"alice": {"board": CHATURANGA, "hand": ["Horseshoes", "Archery"]}, "bob": {}},
        decks={2: ["Calendar", "Currency"]},
        echoes_decks={2: ["Pagoda"]},
    )
    ok(r)
    assert r.pile("alice", "red") == ["Horseshoes"]
    # the first draw (hand: Archery, no Echoes card) is an Echoes 2 (ECHO-10), the second base
    assert r.hand("alice") == ["Archery", "Pagoda", "Calendar"]
    assert "ECHO-10" in r.rules()


def test_chaturanga_asks_which_bonus_card_and_draws_that_cards_bonus() -> None:
    players = {"alice": {"board": CHATURANGA, "hand": ["Crossbow", "Soap"]}, "bob": {}}
    p = asks(echoes_dogma("Chaturanga", players), "alice")
    assert sorted(p["options"]) == ["Crossbow", "Soap"]
    r = echoes_dogma("Chaturanga", players, ["Soap"], decks={2: ["Calendar", "Currency"]})
    ok(r)
    assert r.pile("alice", "yellow") == ["Soap"]
    assert r.hand("alice") == ["Crossbow", "Calendar", "Currency"]


def test_chaturanga_without_a_bonus_card_foreshadows_by_the_number_of_top_cards() -> None:
    r = echoes_dogma(
        "Chaturanga",
        {
            "alice": {
                "board": {**CHATURANGA, "red": ["Oars"], "blue": ["Tools"]},
                "hand": ["Archery"],
            },
            "bob": {},
        },
        echoes_decks={3: ["Novel"]},
    )
    ok(r)
    assert r.forecast("alice") == ["Novel"]  # 3 top cards; ECHO-10 (hand: Archery)
    assert r.hand("alice") == ["Archery"]
    assert r.pile("alice", "purple") == ["Chaturanga"]


def test_chaturanga_with_an_empty_hand_foreshadows_a_base_card() -> None:
    r = echoes_dogma(
        "Chaturanga", {"alice": {"board": CHATURANGA}, "bob": {}}, decks={1: ["Pottery"]}
    )
    ok(r)
    assert r.forecast("alice") == ["Pottery"]
    assert r.hand("alice") == []


# --- Crossbow -----------------------------------------------------------------
CROSSBOW = {"red": ["Crossbow"]}


def test_crossbow_demand_takes_the_only_bonus_card_then_alice_gives_a_card() -> None:
    r = echoes_dogma(
        "Crossbow",
        {
            "alice": {"board": CROSSBOW, "hand": ["Pottery"]},
            "bob": {"hand": ["Soap", "Archery"]},
        },
    )
    ok(r)
    assert r.score("alice") == ["Soap"]
    assert r.hand("bob") == ["Archery"]
    # the only other player gets Pottery on his board
    assert r.pile("bob", "blue") == ["Pottery"] and r.hand("alice") == []


def test_crossbow_demand_without_a_bonus_card_transfers_nothing() -> None:
    r = echoes_dogma(
        "Crossbow", {"alice": {"board": CROSSBOW}, "bob": {"hand": ["Archery", "Oars"]}}
    )
    ok(r)
    assert r.score("alice") == [] and r.hand("bob") == ["Archery", "Oars"]


def test_crossbow_demand_asks_the_victim_which_bonus_card() -> None:
    players = {"alice": {"board": CROSSBOW}, "bob": {"hand": ["Soap", "Dice", "Archery"]}}
    p = asks(echoes_dogma("Crossbow", players), "bob")
    assert sorted(p["options"]) == ["Dice", "Soap"]
    r = echoes_dogma("Crossbow", players, ["Dice"])
    ok(r)
    assert r.score("alice") == ["Dice"] and r.hand("bob") == ["Soap", "Archery"]


def test_crossbow_non_demand_asks_card_then_player_with_three_players() -> None:
    players = {
        "alice": {"board": CROSSBOW, "hand": ["Pottery", "Tools"]},
        "bob": {},
        "carol": {},
    }
    p = asks(echoes_dogma("Crossbow", players, ["Tools"]), "alice")
    assert p["decision"] == "player" and sorted(p["options"]) == ["bob", "carol"]
    r = echoes_dogma("Crossbow", players, ["Tools", "carol"])
    ok(r)
    assert r.pile("carol", "blue") == ["Tools"]
    assert r.hand("alice") == ["Pottery"] and r.pile("bob", "blue") == []


def test_crossbow_non_demand_with_an_empty_hand_does_nothing() -> None:
    r = echoes_dogma("Crossbow", {"alice": {"board": CROSSBOW}, "bob": {}})
    ok(r)
    assert r.verbs("transfer") == []


def test_crossbow_shared_non_demand_transfers_to_alice_and_earns_the_free_draw() -> None:
    r = echoes_dogma(
        "Crossbow",
        {
            "alice": {"board": CROSSBOW, "hand": ["Pottery"]},
            "bob": {"board": {"yellow": ["Masonry"]}, "hand": ["Soap"]},
        },
        decks={2: ["Calendar"]},
    )
    ok(r)
    # bob shares (3 castles to 2): not vulnerable, he keeps his bonus card... until he gives it
    assert r.pile("alice", "yellow") == ["Soap"]
    assert r.pile("bob", "blue") == ["Pottery"]
    assert r.score("alice") == []
    assert r.free_draws() == 1 and r.hand("alice") == ["Calendar"]


# --- Glassblowing -------------------------------------------------------------
GLASSBLOWING = {"green": ["Glassblowing"]}


def test_glassblowing_echo_scores_a_bonus_card_then_foreshadows_lowest_non_green_plus_3() -> None:
    r = echoes_dogma(
        "Glassblowing",
        {
            "alice": {
                "board": {**GLASSBLOWING, "red": ["Oars"], "blue": ["Mathematics"]},
                "hand": ["Soap", "Archery"],
            },
            "bob": {},
        },
        echoes_decks={4: ["Globe"]},
    )
    ok(r)
    assert r.score("alice") == ["Soap"]
    # lowest non-green top card: Oars (1) -> a 4; hand Archery only: an Echoes 4 (ECHO-10)
    assert r.forecast("alice") == ["Globe"]
    assert r.rules().count("ECHO-14") == 1


def test_glassblowing_ignores_the_green_top_card() -> None:
    r = echoes_dogma(
        "Glassblowing",
        {"alice": {"board": {**GLASSBLOWING, "red": ["Engineering"]}}, "bob": {}},
        decks={6: ["Canning"]},
    )
    ok(r)
    assert r.forecast("alice") == ["Canning"]  # Engineering (3) + 3


def test_glassblowing_with_only_green_top_cards_foreshadows_a_3() -> None:
    r = echoes_dogma(
        "Glassblowing", {"alice": {"board": GLASSBLOWING}, "bob": {}}, decks={3: ["Alchemy"]}
    )
    ok(r)
    assert r.forecast("alice") == ["Alchemy"]  # the lowest of none is 0


def test_glassblowing_echo_without_a_bonus_card_scores_nothing() -> None:
    r = echoes_dogma(
        "Glassblowing",
        {"alice": {"board": GLASSBLOWING, "hand": ["Archery", "Comb"]}, "bob": {}},
        decks={3: ["Alchemy"]},
    )
    ok(r)
    assert r.score("alice") == [] and r.hand("alice") == ["Archery", "Comb"]
    assert r.forecast("alice") == ["Alchemy"]


def test_glassblowing_echo_asks_among_bonus_cards() -> None:
    players = {"alice": {"board": GLASSBLOWING, "hand": ["Soap", "Dice"]}, "bob": {}}
    p = asks(echoes_dogma("Glassblowing", players), "alice")
    assert sorted(p["options"]) == ["Dice", "Soap"]
    r = echoes_dogma("Glassblowing", players, ["Dice"], decks={3: ["Alchemy"]})
    ok(r)
    assert r.score("alice") == ["Dice"] and r.hand("alice") == ["Soap"]


# --- Horseshoes ---------------------------------------------------------------
HORSESHOES = {"red": ["Horseshoes"]}


def test_horseshoes_echo_foreshadows_then_demand_takes_a_top_card_and_victim_melds_a_2() -> None:
    r = echoes_dogma(
        "Horseshoes",
        {
            "alice": {"board": HORSESHOES},
            "bob": {"board": {"blue": ["Pottery"], "green": ["Clothing"]}},
        },
        decks={2: ["Calendar", "Currency"]},
    )
    # Clothing and Pottery are both without castle and factory: bob chooses
    p = asks(r, "bob")
    assert sorted(p["options"]) == ["Clothing", "Pottery"]
    assert r.forecast("alice") == ["Calendar"]
    r = echoes_dogma(
        "Horseshoes",
        {
            "alice": {"board": HORSESHOES},
            "bob": {"board": {"blue": ["Pottery"], "green": ["Clothing"]}},
        },
        ["Pottery"],
        decks={2: ["Calendar", "Currency"]},
    )
    ok(r)
    assert r.pile("alice", "blue") == ["Pottery"]
    assert r.pile("bob", "green") == ["Currency", "Clothing"]  # bob draws and melds a 2


def test_horseshoes_demand_skips_cards_with_castles_or_factories() -> None:
    r = echoes_dogma(
        "Horseshoes",
        {
            "alice": {"board": HORSESHOES},
            "bob": {"board": {"red": ["Colonialism"], "blue": ["Pottery"]}},
        },
        decks={2: ["Calendar", "Currency"]},
    )
    ok(r)
    assert r.pile("alice", "blue") == ["Pottery"]
    assert r.pile("bob", "red") == ["Colonialism"]
    assert r.pile("bob", "green") == ["Currency"]


def test_horseshoes_demand_with_no_such_top_card_draws_nothing() -> None:
    r = echoes_dogma(
        "Horseshoes",
        {"alice": {"board": HORSESHOES}, "bob": {"board": {"red": ["Colonialism"]}}},
        decks={2: ["Calendar", "Currency"]},
    )
    ok(r)
    assert r.pile("bob", "red") == ["Colonialism"]
    assert r.hand("bob") == [] and r.deck(2)[0] == "Currency"
    assert r.forecast("alice") == ["Calendar"]


def test_horseshoes_echo_is_shared_by_a_player_with_as_many_castles() -> None:
    r = echoes_dogma(
        "Horseshoes",
        {"alice": {"board": HORSESHOES}, "bob": {"board": {"red": ["Oars"]}}},
        decks={2: ["Calendar", "Currency"]},
    )
    ok(r)
    assert r.forecast("bob") == ["Calendar"] and r.forecast("alice") == ["Currency"]
    assert r.pile("bob", "red") == ["Oars"]  # not vulnerable
    assert r.free_draws() == 1


# --- Lever --------------------------------------------------------------------
LEVER = {"blue": ["Lever"]}


def test_lever_echo_draws_two_2s_the_second_an_echoes_card() -> None:
    r = echoes_dogma(
        "Lever",
        {"alice": {"board": LEVER}, "bob": {}},
        ["no"],
        decks={2: ["Calendar", "Currency"]},
        echoes_decks={2: ["Pagoda"]},
    )
    ok(r)
    # empty hand: a base 2; then the hand holds a base card only: an Echoes 2 (ECHO-11)
    assert r.hand("alice") == ["Calendar", "Pagoda"]


def test_lever_returns_pairs_and_asks_the_draw_order_between_values() -> None:
    players = {
        "alice": {"board": LEVER, "hand": ["Soap", "Archery", "Oars", "Calendar", "Currency"]},
        "bob": {},
    }
    kw = {"decks": {2: ["Mathematics", "Philosophy", "Fermenting"], 3: ["Alchemy"]}}
    returned = ["Archery", "Oars", "Calendar", "Currency"]
    p = asks(echoes_dogma("Lever", players, [returned], **kw), "alice")
    assert p["decision"] == "draw_order" and p["options"] == [2, 3] and p["rule"] == "ECHO-12"
    r = echoes_dogma("Lever", players, [returned, 3], **kw)
    ok(r)
    assert r.hand("alice") == ["Soap", "Mathematics", "Philosophy", "Alchemy", "Fermenting"]
    assert r.deck(1)[-2:] == ["Archery", "Oars"]


def test_lever_three_of_a_value_is_one_pair_and_one_value_asks_no_order() -> None:
    r = echoes_dogma(
        "Lever",
        {"alice": {"board": LEVER, "hand": ["Soap", "Archery", "Oars", "Tools"]}, "bob": {}},
        [["Archery", "Oars", "Tools"]],
        decks={2: ["Mathematics", "Philosophy", "Fermenting", "Calendar"]},
    )
    ok(r)
    assert r.hand("alice") == ["Soap", "Mathematics", "Philosophy", "Fermenting"]
    assert "draw_order" not in str(r.steps)


def test_lever_two_pairs_of_one_value_draw_two_without_asking() -> None:
    r = echoes_dogma(
        "Lever",
        {
            "alice": {"board": LEVER, "hand": ["Soap", "Archery", "Oars", "Tools", "Writing"]},
            "bob": {},
        },
        [["Archery", "Oars", "Tools", "Writing"]],
        decks={2: ["Mathematics", "Philosophy", "Fermenting", "Calendar"]},
    )
    ok(r)
    assert r.hand("alice") == ["Soap", "Mathematics", "Philosophy", "Fermenting", "Calendar"]


def test_lever_unmatched_values_draw_nothing() -> None:
    r = echoes_dogma(
        "Lever",
        {"alice": {"board": LEVER, "hand": ["Soap", "Archery", "Calendar"]}, "bob": {}},
        [["Archery", "Calendar"]],
        decks={2: ["Mathematics", "Philosophy", "Fermenting"]},
    )
    ok(r)
    assert r.hand("alice") == ["Soap", "Mathematics", "Philosophy"]
    assert r.deck(2)[0] == "Fermenting"


def test_lever_declined_returns_nothing() -> None:
    r = echoes_dogma(
        "Lever",
        {"alice": {"board": LEVER, "hand": ["Soap", "Archery", "Oars"]}, "bob": {}},
        [None],
        decks={2: ["Mathematics", "Philosophy"]},
    )
    ok(r)
    assert r.hand("alice") == ["Soap", "Archery", "Oars", "Mathematics", "Philosophy"]


# --- Linguistics --------------------------------------------------------------
LINGUISTICS = {"blue": ["Linguistics"]}


def test_linguistics_echo_first_alternative_draws_a_3() -> None:
    r = echoes_dogma(
        "Linguistics",
        {"alice": {"board": LINGUISTICS, "hand": ["Soap"]}, "bob": {}},
        ["draw a 3"],
        decks={3: ["Alchemy"]},
    )
    ok(r)
    assert r.hand("alice") == ["Soap", "Alchemy"] and r.forecast("alice") == []


def test_linguistics_echo_second_alternative_foreshadows_a_4() -> None:
    players = {"alice": {"board": LINGUISTICS, "hand": ["Soap"]}, "bob": {}}
    p = asks(echoes_dogma("Linguistics", players), "alice")
    assert p["decision"] == "alternative" and len(p["options"]) == 2
    r = echoes_dogma("Linguistics", players, [2], decks={4: ["Anatomy"]})
    ok(r)
    assert r.forecast("alice") == ["Anatomy"] and r.hand("alice") == ["Soap"]


def test_linguistics_draws_the_value_of_its_only_bonus() -> None:
    r = echoes_dogma(
        "Linguistics",
        {"alice": {"board": {**LINGUISTICS, "red": ["Crossbow"]}, "hand": ["Soap"]}, "bob": {}},
        ["1"],
        decks={3: ["Alchemy", "Compass"]},
    )
    ok(r)
    assert r.hand("alice") == ["Soap", "Alchemy", "Compass"]


def test_linguistics_asks_which_bonus_value() -> None:
    players = {
        "alice": {
            "board": {**LINGUISTICS, "red": ["Crossbow"], "purple": ["Puppet"], "yellow": ["Soap"]},
            "hand": ["Dice"],
        },
        "bob": {},
    }
    p = asks(echoes_dogma("Linguistics", players, ["1"], decks={3: ["Alchemy"]}), "alice")
    assert p["decision"] == "value" and p["options"] == [2, 3]
    r = echoes_dogma("Linguistics", players, ["1", 2], decks={3: ["Alchemy"], 2: ["Calendar"]})
    ok(r)
    assert r.hand("alice") == ["Dice", "Alchemy", "Calendar"]


def test_linguistics_without_a_visible_bonus_draws_nothing() -> None:
    # Crossbow's bonus (top left) is covered on an unsplayed pile
    r = echoes_dogma(
        "Linguistics",
        {
            "alice": {"board": {**LINGUISTICS, "red": ["Oars", "Crossbow"]}, "hand": ["Soap"]},
            "bob": {},
        },
        ["1"],
        decks={3: ["Alchemy", "Compass"]},
    )
    ok(r)
    assert r.hand("alice") == ["Soap", "Alchemy"]


# --- Pagoda -------------------------------------------------------------------
PAGODA = {"purple": ["Pagoda"]}


def test_pagoda_matching_color_tucks_the_hand_card_and_melds_the_drawn_card() -> None:
    r = echoes_dogma(
        "Pagoda",
        {"alice": {"board": {**PAGODA, "red": ["Oars"]}, "hand": ["Archery"]}, "bob": {}},
        echoes_decks={3: ["Katana"]},
    )
    ok(r)
    # hand Archery only: an Echoes 3 (ECHO-10), red like Archery
    assert r.pile("alice", "red") == ["Katana", "Oars", "Archery"]
    assert r.hand("alice") == [] and r.forecast("alice") == []
    assert r.verbs("reveal")


def test_pagoda_asks_which_matching_card_to_tuck() -> None:
    players = {"alice": {"board": PAGODA, "hand": ["Archery", "Oars"]}, "bob": {}}
    p = asks(echoes_dogma("Pagoda", players, echoes_decks={3: ["Katana"]}), "alice")
    assert sorted(p["options"]) == ["Archery", "Oars"]
    r = echoes_dogma("Pagoda", players, ["Oars"], echoes_decks={3: ["Katana"]})
    ok(r)
    assert r.pile("alice", "red") == ["Katana", "Oars"] and r.hand("alice") == ["Archery"]


def test_pagoda_without_a_matching_card_foreshadows_the_drawn_card() -> None:
    r = echoes_dogma(
        "Pagoda",
        {"alice": {"board": PAGODA, "hand": ["Pottery"]}, "bob": {}},
        echoes_decks={3: ["Katana"]},
    )
    ok(r)
    assert r.forecast("alice") == ["Katana"] and r.hand("alice") == ["Pottery"]
    assert r.pile("alice", "red") == []


def test_pagoda_with_an_empty_hand_foreshadows_a_base_3() -> None:
    r = echoes_dogma("Pagoda", {"alice": {"board": PAGODA}, "bob": {}}, decks={3: ["Alchemy"]})
    ok(r)
    assert r.forecast("alice") == ["Alchemy"]


# --- Scissors -----------------------------------------------------------------
SCISSORS = {"green": ["Scissors"]}


def test_scissors_echo_takes_a_chosen_bottom_card_then_melds_and_scores() -> None:
    players = {
        "alice": {"board": {**SCISSORS, "red": ["Oars", "Archery"]}, "hand": ["Tools", "Soap"]},
        "bob": {},
    }
    p = asks(echoes_dogma("Scissors", players), "alice")
    assert sorted(p["options"]) == ["Archery", "Scissors"]
    r = echoes_dogma("Scissors", players, ["Archery", ["Tools", "Archery"], "meld", "score it"])
    ok(r)
    assert r.pile("alice", "red") == ["Oars"]
    assert r.pile("alice", "blue") == ["Tools"] and r.score("alice") == ["Archery"]
    assert r.hand("alice") == ["Soap"]


def test_scissors_echo_takes_the_only_bottom_card_and_choice_declined() -> None:
    r = echoes_dogma("Scissors", {"alice": {"board": SCISSORS}, "bob": {}}, [None])
    ok(r)
    assert r.hand("alice") == ["Scissors"] and r.pile("alice", "green") == []


def test_scissors_one_card_chosen_scored_by_number() -> None:
    r = echoes_dogma(
        "Scissors",
        {"alice": {"board": {**SCISSORS, "red": ["Oars", "Archery"]}}, "bob": {}},
        ["Archery", ["Archery"], 2],
    )
    ok(r)
    assert r.score("alice") == ["Archery"] and r.hand("alice") == []


def test_scissors_takes_paper_from_another_players_board() -> None:
    r = echoes_dogma(
        "Scissors",
        {"alice": {"board": SCISSORS}, "bob": {"board": {"green": ["Paper", "Sailing"]}}},
        [None],
    )
    ok(r)
    assert r.score("alice") == ["Paper"] and r.pile("bob", "green") == ["Sailing"]


def test_scissors_takes_paper_it_melded_from_its_own_board() -> None:
    r = echoes_dogma(
        "Scissors",
        {"alice": {"board": {**SCISSORS, "red": ["Oars"]}, "hand": ["Paper"]}, "bob": {}},
        ["Oars", ["Paper"], "meld"],
    )
    ok(r)
    assert r.score("alice") == ["Paper"] and r.pile("alice", "green") == ["Scissors"]
    assert r.hand("alice") == ["Oars"]


def test_scissors_leaves_a_covered_paper() -> None:
    r = echoes_dogma(
        "Scissors",
        {"alice": {"board": SCISSORS}, "bob": {"board": {"green": ["Sailing", "Paper"]}}},
        [None],
    )
    ok(r)
    assert r.score("alice") == [] and r.pile("bob", "green") == ["Sailing", "Paper"]


# --- Toothbrush ---------------------------------------------------------------
TOOTHBRUSH = {"yellow": ["Toothbrush"]}
TWO_DECK = {"decks": {2: ["Calendar", "Currency"]}, "achievements": []}


def test_toothbrush_echo_tucks_all_of_the_chosen_value() -> None:
    players = {
        "alice": {"board": TOOTHBRUSH, "hand": ["Archery", "Mapmaking", "Oars"]},
        "bob": {},
    }
    kw = {**TWO_DECK, "removed": base_of_age(2, "Calendar", "Currency", "Mapmaking")}
    p = asks(echoes_dogma("Toothbrush", players, **kw), "alice")
    assert p["decision"] == "value" and p["options"] == [1, 2]
    r = echoes_dogma("Toothbrush", players, [1, None, "no"], **kw)
    ok(r)
    assert r.pile("alice", "red") == ["Archery", "Oars"]
    assert r.hand("alice") == ["Mapmaking"]


def test_toothbrush_echo_one_value_is_automatic_and_splay_left() -> None:
    removed = base_of_age(2, "Currency")
    r = echoes_dogma(
        "Toothbrush",
        {
            "alice": {
                "board": {**TOOTHBRUSH, "red": ["Oars", "Archery"]},
                "hand": ["Metalworking"],
            },
            "bob": {},
        },
        ["red", "no"],
        decks={2: ["Currency"]},
        achievements=[],
        removed=removed,
    )
    ok(r)
    assert r.pile("alice", "red") == ["Oars", "Archery", "Metalworking"]
    assert r.splay("alice", "red") == "left"
    assert r.deck(2) == ["Currency"]


def test_toothbrush_transfers_the_bottom_of_the_2_deck_to_the_achievements() -> None:
    r = echoes_dogma(
        "Toothbrush",
        {"alice": {"board": TOOTHBRUSH}, "bob": {}},
        ["yes"],
        removed=base_of_age(2, "Calendar", "Currency"),
        **TWO_DECK,
    )
    ok(r)
    assert "Currency" in r.available and r.deck(2) == ["Calendar"]


def test_toothbrush_transfer_declined() -> None:
    r = echoes_dogma(
        "Toothbrush",
        {"alice": {"board": TOOTHBRUSH}, "bob": {}},
        ["no"],
        removed=base_of_age(2, "Calendar", "Currency"),
        **TWO_DECK,
    )
    ok(r)
    assert r.deck(2) == ["Calendar", "Currency"] and "Currency" not in r.available


def test_toothbrush_with_an_empty_2_deck_asks_nothing() -> None:
    r = echoes_dogma(
        "Toothbrush",
        {"alice": {"board": TOOTHBRUSH}, "bob": {}},
        achievements=[],
        removed=base_of_age(2),
    )
    ok(r)
    assert r.deck(2) == [] and r.verbs("transfer") == []


# --- Watermill ----------------------------------------------------------------
WATERMILL = {"yellow": ["Watermill"]}


def test_watermill_tucks_draws_and_repeats_after_a_return() -> None:
    r = echoes_dogma(
        "Watermill",
        {"alice": {"board": WATERMILL, "hand": ["Soap", "Archery"]}, "bob": {}},
        ["Archery"],
        decks={2: ["Calendar"]},
        echoes_decks={2: ["Horseshoes"]},
    )
    ok(r)
    # Soap tucked, an Echoes 2 drawn (hand: Archery only) with a bonus; Archery returned,
    # repeat: Horseshoes tucked, a base 2 (empty hand) drawn without a bonus: stop
    assert r.pile("alice", "yellow") == ["Watermill", "Soap"]
    assert r.pile("alice", "red") == ["Horseshoes"]
    assert r.hand("alice") == ["Calendar"]
    assert r.deck(1)[-1] == "Archery"


def test_watermill_repeat_declined() -> None:
    players = {"alice": {"board": WATERMILL, "hand": ["Soap", "Archery"]}, "bob": {}}
    kw = {"echoes_decks": {2: ["Horseshoes"]}}
    p = asks(echoes_dogma("Watermill", players, **kw), "alice")
    assert p["optional"] and sorted(p["options"]) == ["Archery", "Horseshoes"]
    r = echoes_dogma("Watermill", players, [None], **kw)
    ok(r)
    assert r.hand("alice") == ["Archery", "Horseshoes"]


def test_watermill_drawn_card_without_a_bonus_stops() -> None:
    r = echoes_dogma(
        "Watermill",
        {"alice": {"board": WATERMILL, "hand": ["Soap", "Crossbow"]}, "bob": {}},
        ["Soap"],
        decks={2: ["Calendar"]},
    )
    ok(r)
    assert r.pile("alice", "yellow") == ["Watermill", "Soap"]
    assert r.hand("alice") == ["Crossbow", "Calendar"]


def test_watermill_without_a_bonus_card_does_nothing() -> None:
    r = echoes_dogma("Watermill", {"alice": {"board": WATERMILL, "hand": ["Archery"]}, "bob": {}})
    ok(r)
    assert r.hand("alice") == ["Archery"] and r.verbs("draw") == []


# --- shared echo effects (ECHO-14: every sharing player first, then the leader) ----------
def test_glassblowing_shared_echo_and_dogma() -> None:
    r = echoes_dogma(
        "Glassblowing",
        {
            "alice": {"board": {"green": ["Glassblowing"]}, "hand": ["Archery"]},
            "bob": {"board": {"purple": ["City States"]}, "hand": ["Dice"]},
        },
        decks={4: ["Anatomy"]},
        echoes_decks={3: ["Almanac"]},
    )
    ok(r)
    assert r.score("bob") == ["Dice"] and r.score("alice") == []
    # bob: lowest non-green top card City States (1) + 3, from an empty hand: a base 4;
    # alice: no non-green top card (0) + 3, her hand only a base card: an Echoes 3
    assert r.forecast("bob") == ["Anatomy"] and r.forecast("alice") == ["Almanac"]
    assert r.free_draws() == 1


def test_lever_shared_echo_draws_for_the_sharer_first() -> None:
    players = {
        "alice": {"board": {"blue": ["Lever"]}},
        "bob": {"board": {"blue": ["Writing"]}, "hand": ["Bell"]},
    }
    kw: dict[str, Any] = {
        "decks": {2: ["Calendar", "Currency", "Mathematics"]},
        "echoes_decks": {2: ["Horseshoes"]},
    }
    r = echoes_dogma("Lever", players, **kw)
    assert r.pending is not None and r.pending["player"] == "bob"
    r = echoes_dogma("Lever", players, [None, None], **kw)
    ok(r)
    assert r.hand("bob") == ["Bell", "Calendar", "Currency"]
    # alice: an empty hand draws base, then only a base card in hand: an Echoes 2
    assert r.hand("alice")[:2] == ["Mathematics", "Horseshoes"]
    assert r.free_draws() == 1


def test_linguistics_shared_echo_each_player_chooses_an_alternative() -> None:
    r = echoes_dogma(
        "Linguistics",
        {"alice": {"board": {"blue": ["Linguistics"]}}, "bob": {"board": {"blue": ["Writing"]}}},
        [{"player": "bob", "choose": 2}, {"player": "alice", "choose": "draw a [3]"}],
        decks={3: ["Alchemy"], 4: ["Anatomy"]},
    )
    ok(r)
    assert r.forecast("bob") == ["Anatomy"] and r.hand("bob") == []
    assert r.hand("alice")[0] == "Alchemy" and r.forecast("alice") == []
    assert r.free_draws() == 1


def test_scissors_shared_echo_takes_each_players_bottom_card() -> None:
    r = echoes_dogma(
        "Scissors",
        {
            "alice": {"board": {"green": ["Scissors", "Sailing"]}},
            "bob": {"board": {"red": ["Archery"]}},
        },
        [None, None],
        decks={1: ["Tools"]},
    )
    ok(r)
    assert r.hand("bob") == ["Archery"] and r.pile("bob", "red") == []
    assert r.hand("alice")[0] == "Sailing" and r.pile("alice", "green") == ["Scissors"]
    assert r.free_draws() == 1


def test_toothbrush_shared_echo_and_splay() -> None:
    r = echoes_dogma(
        "Toothbrush",
        {
            "alice": {"board": TOOTHBRUSH},
            "bob": {"board": {"yellow": ["Agriculture"]}, "hand": ["Archery", "Oars"]},
        },
        [{"player": "bob", "choose": "red"}, "no", "no"],
        decks={1: ["Tools"]},
    )
    ok(r)
    # bob's one present value is automatic: both tucked, then his red pile splayed left
    assert r.pile("bob", "red") == ["Archery", "Oars"] and r.splay("bob", "red") == "left"
    assert r.free_draws() == 1


def test_chaturanga_a_bonus_of_11_draws_above_10_and_ends_the_game() -> None:
    r = echoes_dogma(
        "Chaturanga",
        {"alice": {"board": CHATURANGA, "hand": ["Artificial Heart"]}, "bob": {}},
    )
    ok(r)
    # DRAW-3: the first draw of an 11 ends the game at once; the second is never made
    assert r.pile("alice", "blue") == ["Artificial Heart"]
    assert r.winner == ["alice"] and "END-2" in [s["rule"] for s in r.steps]
