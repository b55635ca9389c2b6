"""Scenario tests for every branch of the age 1 cards."""

from __future__ import annotations

from support import dogma, ok

from adjudicator.games.innovation.engine.cards import all_cards

AGE1 = [c for c in all_cards() if c.age == 1]
ALL_1S = [c.name for c in AGE1]


def everything_but(*kept: str) -> list[str]:
    """Every base card except ``kept``: for a `removed` list that empties the supply."""
    return [c.name for c in all_cards() if c.name not in kept]


def ones_but(*kept: str) -> list[str]:
    return [n for n in ALL_1S if n not in kept]


# --- Agriculture ------------------------------------------------------------
AGRICULTURE = {"yellow": ["Agriculture"]}


def test_agriculture_returns_and_scores_one_higher() -> None:
    r = dogma(
        "Agriculture",
        {"alice": {"board": AGRICULTURE, "hand": ["Writing"]}, "bob": {}},
        ["Writing"],
        decks={2: ["Calendar"]},
    )
    ok(r)
    assert r.score("alice") == ["Calendar"]
    assert r.hand("alice") == []
    assert r.deck(1)[-1] == "Writing"


def test_agriculture_may_decline() -> None:
    r = dogma(
        "Agriculture",
        {"alice": {"board": AGRICULTURE, "hand": ["Writing"]}, "bob": {}},
        ["no"],
    )
    ok(r)
    assert r.hand("alice") == ["Writing"] and r.score("alice") == []


def test_agriculture_empty_hand_asks_nothing() -> None:
    r = dogma("Agriculture", {"alice": {"board": AGRICULTURE}, "bob": {}})
    ok(r)
    assert r.score("alice") == []


def test_agriculture_pending_lists_options() -> None:
    r = dogma(
        "Agriculture",
        {"alice": {"board": AGRICULTURE, "hand": ["Writing", "Oars"]}, "bob": {}},
    )
    assert r.exit_code == 0
    assert r.pending is not None
    assert r.pending["player"] == "alice"
    assert r.pending["optional"] is True
    assert sorted(r.pending["options"]) == ["Oars", "Writing"]


def test_agriculture_returning_a_10_draws_past_10_and_ends_the_game() -> None:
    r = dogma(
        "Agriculture",
        {
            "alice": {"board": AGRICULTURE, "hand": ["Software"], "score": ["Calendar"]},
            "bob": {"score": ["Oars"]},
        },
        ["Software"],
    )
    ok(r)
    assert r.game_over == "score"
    assert r.winner == ["alice"]
    assert r.deck(10)[-1] == "Software"


def test_agriculture_shared_with_change_gives_free_draw() -> None:
    r = dogma(
        "Agriculture",
        {
            "alice": {"board": AGRICULTURE, "hand": ["Oars"]},
            "bob": {"board": {"green": ["Clothing"], "blue": ["Pottery"]}, "hand": ["Sailing"]},
        },
        [{"player": "bob", "choose": "Sailing"}, {"player": "alice", "choose": "no"}],
        decks={1: ["Writing"], 2: ["Calendar"]},
    )
    ok(r)
    assert r.score("bob") == ["Calendar"]
    assert r.free_draws() == 1
    assert r.hand("alice") == ["Oars", "Writing"]


def test_agriculture_shared_without_change_gives_no_free_draw() -> None:
    r = dogma(
        "Agriculture",
        {
            "alice": {"board": AGRICULTURE},
            "bob": {"board": {"green": ["Clothing"], "blue": ["Pottery"]}, "hand": ["Sailing"]},
        },
        ["no"],
    )
    ok(r)
    assert r.free_draws() == 0
    assert r.hand("alice") == [] and r.hand("bob") == ["Sailing"]


# --- Archery ----------------------------------------------------------------
ARCHERY = {"red": ["Archery"]}


def test_archery_draws_then_transfers_highest() -> None:
    r = dogma(
        "Archery",
        {"alice": {"board": ARCHERY}, "bob": {"hand": ["Calendar"]}},
        decks={1: ["Sailing"]},
    )
    ok(r)
    assert r.hand("bob") == ["Sailing"]
    assert r.hand("alice") == ["Calendar"]


def test_archery_tie_is_broken_by_the_owner() -> None:
    players = {"alice": {"board": ARCHERY}, "bob": {"hand": ["Oars"]}}
    r = dogma("Archery", players, decks={1: ["Sailing"]})
    assert r.pending is not None
    assert r.pending["player"] == "bob"
    assert sorted(r.pending["options"]) == ["Oars", "Sailing"]
    r = dogma("Archery", players, [{"player": "bob", "choose": "Sailing"}], decks={1: ["Sailing"]})
    ok(r)
    assert r.hand("alice") == ["Sailing"] and r.hand("bob") == ["Oars"]


def test_archery_not_vulnerable_with_as_many_castles() -> None:
    r = dogma(
        "Archery",
        {"alice": {"board": ARCHERY}, "bob": {"board": {"yellow": ["Domestication"]}}},
    )
    ok(r)
    assert r.hand("bob") == [] and r.hand("alice") == []
    assert r.free_draws() == 0


def test_archery_demands_clockwise_from_the_leader() -> None:
    r = dogma(
        "Archery",
        {"bob": {"board": ARCHERY}, "carol": {}, "alice": {}},
        order=["alice", "bob", "carol"],
        by="bob",
        decks={1: ["Sailing", "Pottery"]},
    )
    ok(r)
    # carol sits to bob's left, then alice
    assert r.hand("bob") == ["Sailing", "Pottery"]
    transfers = [s["from_player"] for s in r.verbs("transfer")]
    assert transfers == ["carol", "alice"]


def test_archery_empty_1_pile_skips_to_2() -> None:
    r = dogma(
        "Archery",
        {"alice": {"board": ARCHERY, "score": ones_but("Archery")}, "bob": {}},
        decks={2: ["Calendar"]},
        achievements=[],
    )
    ok(r)
    assert r.hand("alice") == ["Calendar"]
    assert any(s["rule"] == "DRAW-2" for s in r.verbs("draw"))


# --- City States ------------------------------------------------------------
CITY_STATES = {"purple": ["City States"]}


def test_city_states_transfers_chosen_castle_card_and_draws() -> None:
    r = dogma(
        "City States",
        {
            "alice": {"board": CITY_STATES},
            "bob": {"board": {"red": ["Metalworking"], "yellow": ["Masonry"]}},
        },
        [{"player": "bob", "choose": "Masonry"}],
        decks={1: ["Sailing"]},
    )
    ok(r)
    assert r.pile("alice", "yellow") == ["Masonry"]
    assert r.pile("bob", "yellow") == []
    assert r.hand("bob") == ["Sailing"]


def test_city_states_fewer_than_four_castles_does_nothing() -> None:
    r = dogma(
        "City States",
        {"alice": {"board": CITY_STATES}, "bob": {"board": {"red": ["Metalworking"]}}},
    )
    ok(r)
    assert r.pile("bob", "red") == ["Metalworking"] and r.hand("bob") == []


def test_city_states_single_option_is_automatic_and_splay_is_lost() -> None:
    bob = {"board": {"red": {"cards": ["Metalworking", "Oars"], "splay": "right"}}}
    r = dogma(
        "City States",
        {"alice": {"board": {**CITY_STATES, "red": ["Archery"]}}, "bob": bob},
        decks={1: ["Sailing"]},
    )
    ok(r)
    assert r.pile("alice", "red") == ["Metalworking", "Archery"]
    assert r.pile("bob", "red") == ["Oars"]
    assert r.splay("bob", "red") == "none"
    assert r.hand("bob") == ["Sailing"]


def test_city_states_not_vulnerable_with_as_many_crowns() -> None:
    bob = {"board": {"red": ["Metalworking"], "yellow": ["Masonry"], "purple": ["Code of Laws"]}}
    r = dogma("City States", {"alice": {"board": CITY_STATES}, "bob": bob})
    ok(r)
    assert r.pile("bob", "red") == ["Metalworking"]


# --- Clothing ---------------------------------------------------------------
CLOTHING = {"green": ["Clothing"]}


def test_clothing_melds_a_new_color_then_scores_for_unique_colors() -> None:
    r = dogma(
        "Clothing",
        {
            "alice": {"board": CLOTHING, "hand": ["Sailing", "Writing", "Oars"]},
            "bob": {"board": {"red": ["Archery"]}},
        },
        ["Writing"],
        decks={1: ["Pottery", "Mysticism"]},
    )
    ok(r)
    assert r.pile("alice", "blue") == ["Writing"]
    # green and blue are alice's alone; red is bob's too
    assert r.score("alice") == ["Pottery", "Mysticism"]
    assert r.hand("alice") == ["Sailing", "Oars"]


def test_clothing_nothing_to_meld_and_no_unique_color() -> None:
    r = dogma(
        "Clothing",
        {
            "alice": {"board": CLOTHING, "hand": ["Sailing"]},
            "bob": {"board": {"green": ["The Wheel"]}},
        },
    )
    ok(r)
    assert r.hand("alice") == ["Sailing"]
    assert r.score("alice") == []


def test_clothing_melding_a_color_the_opponent_has_scores_nothing_for_it() -> None:
    r = dogma(
        "Clothing",
        {
            "alice": {"board": CLOTHING, "hand": ["Oars"]},
            "bob": {"board": {"green": ["The Wheel"], "red": ["Archery"]}},
        },
    )
    ok(r)
    assert r.pile("alice", "red") == ["Oars"]
    assert r.score("alice") == []


def test_clothing_shared_by_an_opponent_counts_the_leader_as_opponent() -> None:
    r = dogma(
        "Clothing",
        {
            "alice": {"board": CLOTHING},
            "bob": {"board": {"yellow": ["Agriculture"]}},
        },
        decks={1: ["Pottery", "Mysticism", "Oars"]},
    )
    ok(r)
    assert r.score("bob") == ["Pottery"]
    assert r.score("alice") == ["Mysticism"]
    assert r.free_draws() == 1
    assert r.hand("alice") == ["Oars"]


# --- Code of Laws -----------------------------------------------------------
def test_code_of_laws_tucks_then_splays_left() -> None:
    r = dogma(
        "Code of Laws",
        {
            "alice": {
                "board": {"purple": ["Code of Laws"], "blue": ["Tools"]},
                "hand": ["Writing", "Oars"],
            },
            "bob": {},
        },
        ["Writing", "yes"],
    )
    ok(r)
    assert r.pile("alice", "blue") == ["Tools", "Writing"]
    assert r.splay("alice", "blue") == "left"


def test_code_of_laws_tuck_but_decline_splay() -> None:
    r = dogma(
        "Code of Laws",
        {"alice": {"board": {"purple": ["Code of Laws"]}, "hand": ["Mysticism"]}, "bob": {}},
        ["Mysticism", "no"],
    )
    ok(r)
    assert r.pile("alice", "purple") == ["Code of Laws", "Mysticism"]
    assert r.splay("alice", "purple") == "none"


def test_code_of_laws_no_card_of_a_board_color_asks_nothing() -> None:
    r = dogma(
        "Code of Laws",
        {"alice": {"board": {"purple": ["Code of Laws"]}, "hand": ["Oars"]}, "bob": {}},
    )
    ok(r)
    assert r.hand("alice") == ["Oars"]


def test_code_of_laws_decline_tuck() -> None:
    r = dogma(
        "Code of Laws",
        {"alice": {"board": {"purple": ["Code of Laws"]}, "hand": ["Mysticism"]}, "bob": {}},
        [None],
    )
    ok(r)
    assert r.hand("alice") == ["Mysticism"]


def test_code_of_laws_already_splayed_left_asks_no_splay() -> None:
    board = {"purple": {"cards": ["Code of Laws", "City States"], "splay": "left"}}
    r = dogma(
        "Code of Laws",
        {"alice": {"board": board, "hand": ["Mysticism"]}, "bob": {}},
        ["Mysticism"],
    )
    ok(r)
    assert r.pile("alice", "purple") == ["Code of Laws", "City States", "Mysticism"]
    assert r.splay("alice", "purple") == "left"


# --- Domestication ----------------------------------------------------------
DOMESTICATION = {"yellow": ["Domestication"]}


def test_domestication_melds_lowest_and_draws() -> None:
    r = dogma(
        "Domestication",
        {"alice": {"board": DOMESTICATION, "hand": ["Calendar", "Oars"]}, "bob": {}},
        decks={1: ["Sailing"]},
    )
    ok(r)
    assert r.pile("alice", "red") == ["Oars"]
    assert r.hand("alice") == ["Calendar", "Sailing"]


def test_domestication_tie_asks_the_player() -> None:
    players = {"alice": {"board": DOMESTICATION, "hand": ["Oars", "Sailing"]}, "bob": {}}
    r = dogma("Domestication", players)
    assert r.pending is not None and r.pending["player"] == "alice"
    assert sorted(r.pending["options"]) == ["Oars", "Sailing"]
    r = dogma("Domestication", players, ["Sailing"], decks={1: ["Pottery"]})
    ok(r)
    assert r.pile("alice", "green") == ["Sailing"]
    assert r.hand("alice") == ["Oars", "Pottery"]


def test_domestication_empty_hand_still_draws() -> None:
    r = dogma("Domestication", {"alice": {"board": DOMESTICATION}, "bob": {}}, decks={1: ["Oars"]})
    ok(r)
    assert r.hand("alice") == ["Oars"]


# --- Masonry ----------------------------------------------------------------
MASONRY = {"yellow": ["Masonry"]}
CASTLE_HAND = ["Archery", "Metalworking", "Mysticism", "The Wheel", "Sailing"]


def test_masonry_four_castle_cards_claim_monument() -> None:
    r = dogma(
        "Masonry",
        {"alice": {"board": MASONRY, "hand": CASTLE_HAND}, "bob": {}},
        [["Archery", "Metalworking", "Mysticism", "The Wheel"]],
    )
    ok(r)
    assert r.pile("alice", "red") == ["Metalworking", "Archery"]
    assert r.pile("alice", "purple") == ["Mysticism"]
    assert r.pile("alice", "green") == ["The Wheel"]
    assert r.achievements("alice") == ["Monument"]
    assert "Monument" not in r.available


def test_masonry_options_are_only_castle_cards() -> None:
    r = dogma("Masonry", {"alice": {"board": MASONRY, "hand": CASTLE_HAND}, "bob": {}})
    assert r.pending is not None
    assert sorted(r.pending["options"]) == sorted(CASTLE_HAND[:4])
    assert r.pending["optional"] is True


def test_masonry_three_cards_claim_nothing() -> None:
    r = dogma(
        "Masonry",
        {"alice": {"board": MASONRY, "hand": CASTLE_HAND}, "bob": {}},
        [["Archery", "Mysticism", "The Wheel"]],
    )
    ok(r)
    assert r.achievements("alice") == []
    assert r.hand("alice") == ["Metalworking", "Sailing"]


def test_masonry_decline() -> None:
    r = dogma("Masonry", {"alice": {"board": MASONRY, "hand": CASTLE_HAND}, "bob": {}}, [[]])
    ok(r)
    assert r.hand("alice") == CASTLE_HAND


def test_masonry_monument_already_taken_is_not_claimed() -> None:
    r = dogma(
        "Masonry",
        {
            "alice": {"board": MASONRY, "hand": CASTLE_HAND},
            "bob": {"achievements": ["Monument"]},
        },
        [["Archery", "Metalworking", "Mysticism", "The Wheel"]],
    )
    ok(r)
    assert r.achievements("alice") == []
    assert r.achievements("bob") == ["Monument"]


def test_masonry_monument_can_win_the_game() -> None:
    r = dogma(
        "Masonry",
        {
            "alice": {
                "board": MASONRY,
                "hand": CASTLE_HAND,
                "achievements": ["age 1", "age 2", "age 3", "age 4", "age 5"],
            },
            "bob": {},
        },
        [["Archery", "Metalworking", "Mysticism", "The Wheel"]],
    )
    ok(r)
    assert r.game_over == "achievements"
    assert r.winner == ["alice"]


# --- Metalworking -----------------------------------------------------------
METALWORKING = {"red": ["Metalworking"]}


def test_metalworking_scores_castles_until_one_without() -> None:
    r = dogma(
        "Metalworking",
        {"alice": {"board": METALWORKING}, "bob": {}},
        decks={1: ["Archery", "Oars", "Sailing"]},
    )
    ok(r)
    assert r.score("alice") == ["Archery", "Oars"]
    assert r.hand("alice") == ["Sailing"]
    assert len(r.verbs("reveal")) == 3


def test_metalworking_first_card_without_castle_is_kept() -> None:
    r = dogma(
        "Metalworking",
        {"alice": {"board": METALWORKING}, "bob": {}},
        decks={1: ["Writing"]},
    )
    ok(r)
    assert r.score("alice") == [] and r.hand("alice") == ["Writing"]


def test_metalworking_empty_supply_ends_the_game_mid_repeat() -> None:
    r = dogma(
        "Metalworking",
        {"alice": {"board": METALWORKING}, "bob": {"score": ["Oars"]}},
        removed=everything_but("Metalworking", "Oars", "Archery"),
        decks={1: ["Archery"]},
        achievements=[],
    )
    ok(r)
    assert r.score("alice") == ["Archery"]
    assert r.game_over == "score"
    assert r.winner == ["alice", "bob"]


# --- Mysticism --------------------------------------------------------------
MYSTICISM = {"purple": ["Mysticism"]}


def test_mysticism_same_color_melds_and_draws() -> None:
    r = dogma(
        "Mysticism",
        {"alice": {"board": MYSTICISM}, "bob": {}},
        decks={1: ["City States", "Sailing"]},
    )
    ok(r)
    assert r.pile("alice", "purple") == ["City States", "Mysticism"]
    assert r.hand("alice") == ["Sailing"]


def test_mysticism_other_color_is_kept() -> None:
    r = dogma("Mysticism", {"alice": {"board": MYSTICISM}, "bob": {}}, decks={1: ["Sailing"]})
    ok(r)
    assert r.hand("alice") == ["Sailing"]
    assert r.pile("alice", "purple") == ["Mysticism"]


def test_mysticism_shared_by_three_players_in_order() -> None:
    castles = {"red": ["Metalworking"]}
    r = dogma(
        "Mysticism",
        {
            "alice": {"board": MYSTICISM},
            "bob": {"board": castles},
            "carol": {"board": {"yellow": ["Masonry"]}},
        },
        decks={1: ["Oars", "Sailing", "Code of Laws", "Writing", "Pottery"]},
    )
    ok(r)
    # bob then carol (clockwise from alice), then alice
    assert r.pile("bob", "red") == ["Oars", "Metalworking"]
    assert r.hand("bob") == ["Sailing"]
    assert r.hand("carol") == ["Code of Laws"]
    assert r.pile("alice", "purple") == ["Mysticism"]
    assert r.hand("alice") == ["Writing", "Pottery"]
    assert r.free_draws() == 1


# --- Oars -------------------------------------------------------------------
OARS = {"red": ["Oars"]}


def test_oars_transfers_and_repeats_in_edition_3() -> None:
    r = dogma(
        "Oars",
        {"alice": {"board": OARS}, "bob": {"hand": ["Sailing", "Code of Laws", "Metalworking"]}},
        ["Sailing", {"player": "bob", "choose": "Code of Laws"}],
        decks={1: ["Clothing", "Pottery", "The Wheel"]},
    )
    ok(r)
    # Clothing (drawn after Sailing) has a crown: bob must go on until none is left
    assert r.score("alice") == ["Sailing", "Code of Laws", "Clothing"]
    assert r.hand("bob") == ["Metalworking", "Pottery", "The Wheel"]
    assert r.hand("alice") == []


def test_oars_edition_1_transfers_once() -> None:
    r = dogma(
        "Oars",
        {"alice": {"board": OARS}, "bob": {"hand": ["Sailing", "Code of Laws"]}},
        ["Sailing"],
        decks={1: ["Clothing"]},
        edition=1,
    )
    ok(r)
    assert r.score("alice") == ["Sailing"]
    assert r.hand("bob") == ["Code of Laws", "Clothing"]
    assert r.hand("alice") == []


def test_oars_nothing_transferred_lets_leader_draw() -> None:
    r = dogma(
        "Oars",
        {"alice": {"board": OARS}, "bob": {"hand": ["Metalworking"]}},
        decks={1: ["Pottery"]},
    )
    ok(r)
    assert r.hand("alice") == ["Pottery"]
    assert r.hand("bob") == ["Metalworking"]


def test_oars_no_vulnerable_opponent_means_nothing_transferred() -> None:
    r = dogma(
        "Oars",
        {"alice": {"board": OARS}, "bob": {"board": {"yellow": ["Masonry"]}, "hand": ["Sailing"]}},
        decks={1: ["Pottery", "Writing"]},
    )
    ok(r)
    # bob shares the non-demand (3 castles ≥ 2) and draws, then alice draws and takes the free draw
    assert r.hand("bob") == ["Sailing", "Pottery"]
    assert r.hand("alice")[0] == "Writing"
    assert r.free_draws() == 1


def test_oars_demands_three_players_clockwise() -> None:
    r = dogma(
        "Oars",
        {
            "alice": {"board": OARS},
            "bob": {"hand": ["Writing"]},
            "carol": {"hand": ["Sailing"]},
        },
        decks={1: ["Pottery", "Metalworking"]},
    )
    ok(r)
    assert r.score("alice") == ["Writing", "Sailing"]
    assert r.hand("bob") == ["Pottery"]
    assert r.hand("carol") == ["Metalworking"]
    assert r.hand("alice") == []


# --- Pottery ----------------------------------------------------------------
POTTERY = {"blue": ["Pottery"]}


def test_pottery_returns_three_and_scores_a_3_then_draws() -> None:
    r = dogma(
        "Pottery",
        {
            "alice": {"board": POTTERY, "hand": ["Oars", "Sailing", "Calendar", "Writing"]},
            "bob": {},
        },
        [["Sailing", "Oars", "Calendar"]],
        decks={3: ["Compass"], 1: ["Archery"]},
    )
    ok(r)
    assert r.score("alice") == ["Compass"]
    assert r.hand("alice") == ["Writing", "Archery"]
    # returned in the listed order: the last one ends lowest
    assert r.deck(1)[-2:] == ["Sailing", "Oars"]
    assert r.deck(2)[-1] == "Calendar"


def test_pottery_returns_one_and_scores_a_1() -> None:
    r = dogma(
        "Pottery",
        {"alice": {"board": POTTERY, "hand": ["Calendar"]}, "bob": {}},
        ["Calendar"],
        decks={1: ["Oars", "Archery"]},
    )
    ok(r)
    assert r.score("alice") == ["Oars"]
    assert r.hand("alice") == ["Archery"]


def test_pottery_decline_still_draws() -> None:
    r = dogma(
        "Pottery",
        {"alice": {"board": POTTERY, "hand": ["Calendar"]}, "bob": {}},
        [[]],
        decks={1: ["Archery"]},
    )
    ok(r)
    assert r.score("alice") == []
    assert r.hand("alice") == ["Calendar", "Archery"]


def test_pottery_more_than_three_is_refused() -> None:
    r = dogma(
        "Pottery",
        {
            "alice": {"board": POTTERY, "hand": ["Oars", "Sailing", "Calendar", "Writing"]},
            "bob": {},
        },
        [["Sailing", "Oars", "Calendar", "Writing"]],
    )
    assert r.exit_code == 1
    assert r.error is not None and r.error["answer"] == 0


# --- Sailing ----------------------------------------------------------------
def test_sailing_draws_and_melds() -> None:
    r = dogma(
        "Sailing",
        {"alice": {"board": {"green": ["Sailing"]}}, "bob": {}},
        decks={1: ["Archery"]},
    )
    ok(r)
    assert r.pile("alice", "red") == ["Archery"]


def test_sailing_melded_card_goes_on_top_of_its_pile() -> None:
    r = dogma(
        "Sailing",
        {"alice": {"board": {"green": ["Sailing"]}}, "bob": {}},
        decks={1: ["Clothing"]},
    )
    ok(r)
    assert r.pile("alice", "green") == ["Clothing", "Sailing"]


# --- The Wheel --------------------------------------------------------------
def test_the_wheel_draws_two() -> None:
    r = dogma(
        "The Wheel",
        {"alice": {"board": {"green": ["The Wheel"]}}, "bob": {}},
        decks={1: ["Archery", "Oars"]},
    )
    ok(r)
    assert r.hand("alice") == ["Archery", "Oars"]


def test_the_wheel_second_draw_skips_when_the_pile_runs_out() -> None:
    r = dogma(
        "The Wheel",
        {
            "alice": {"board": {"green": ["The Wheel"]}, "score": ones_but("The Wheel", "Oars")},
            "bob": {},
        },
        decks={1: ["Oars"], 2: ["Calendar"]},
        achievements=[],
    )
    ok(r)
    assert r.hand("alice") == ["Oars", "Calendar"]


# --- Tools ------------------------------------------------------------------
TOOLS = {"blue": ["Tools"]}


def test_tools_returns_three_and_melds_a_3() -> None:
    r = dogma(
        "Tools",
        {"alice": {"board": TOOLS, "hand": ["Oars", "Sailing", "Archery", "Writing"]}, "bob": {}},
        [["Oars", "Sailing", "Archery"]],
        decks={3: ["Compass"]},
    )
    ok(r)
    assert r.pile("alice", "green") == ["Compass"]
    assert r.hand("alice") == ["Writing"]


def test_tools_fewer_than_three_cards_asks_nothing() -> None:
    r = dogma(
        "Tools",
        {"alice": {"board": TOOLS, "hand": ["Oars", "Sailing"]}, "bob": {}},
    )
    ok(r)
    assert r.hand("alice") == ["Oars", "Sailing"]


def test_tools_decline_three_then_return_a_3_for_three_1s() -> None:
    r = dogma(
        "Tools",
        {"alice": {"board": TOOLS, "hand": ["Oars", "Sailing", "Compass"]}, "bob": {}},
        ["no", "Compass"],
        decks={1: ["Archery", "Writing", "Pottery"]},
    )
    ok(r)
    assert r.hand("alice") == ["Oars", "Sailing", "Archery", "Writing", "Pottery"]
    assert r.deck(3)[-1] == "Compass"


def test_tools_the_melded_3_can_be_returned_by_the_second_effect_only_from_hand() -> None:
    r = dogma(
        "Tools",
        {"alice": {"board": TOOLS, "hand": ["Oars", "Sailing", "Archery"]}, "bob": {}},
        [["Oars", "Sailing", "Archery"]],
        decks={3: ["Compass"]},
    )
    ok(r)
    # the 3 was melded, not kept: the second effect has nothing to return
    assert r.pile("alice", "green") == ["Compass"]
    assert r.hand("alice") == []


def test_tools_second_effect_decline() -> None:
    r = dogma(
        "Tools",
        {"alice": {"board": TOOLS, "hand": ["Compass"]}, "bob": {}},
        ["no"],
    )
    ok(r)
    assert r.hand("alice") == ["Compass"]


# --- Writing ----------------------------------------------------------------
def test_writing_draws_a_2() -> None:
    r = dogma(
        "Writing",
        {"alice": {"board": {"blue": ["Writing"]}}, "bob": {}},
        decks={2: ["Calendar"]},
    )
    ok(r)
    assert r.hand("alice") == ["Calendar"]


def test_writing_shared_gives_the_free_draw_after_the_leader() -> None:
    r = dogma(
        "Writing",
        {"alice": {"board": {"blue": ["Writing"]}}, "bob": {"board": {"blue": ["Tools"]}}},
        decks={2: ["Calendar", "Mathematics"], 1: ["Oars"]},
    )
    ok(r)
    assert r.hand("bob") == ["Calendar"]
    # the free draw is a Draw action: alice's highest top card is a 1
    assert r.hand("alice") == ["Mathematics", "Oars"]
    assert r.free_draws() == 1


def test_writing_draw_past_10_ends_the_game_by_score() -> None:
    r = dogma(
        "Writing",
        {
            "alice": {"board": {"blue": ["Writing"]}, "score": ["Oars"]},
            "bob": {"score": ["Calendar"]},
        },
        removed=everything_but("Writing", "Oars", "Calendar"),
        achievements=[],
    )
    ok(r)
    assert r.game_over == "score"
    assert r.winner == ["bob"]
