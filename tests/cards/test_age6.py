"""Scenario tests for every branch of the age 6 cards."""

from __future__ import annotations

from support import asks, dogma, ok

from adjudicator.games.innovation.engine.cards import all_cards

AGE6 = [c for c in all_cards() if c.age == 6]
ALL_6S = [c.name for c in all_cards() if c.age == 6]
ALL_7S = [c.name for c in all_cards() if c.age == 7]
ALL_8S = [c.name for c in all_cards() if c.age == 8]
ALL_9S = [c.name for c in all_cards() if c.age == 9]
ALL_10S = [c.name for c in all_cards() if c.age == 10]


def other_6s(*keep: str) -> list[str]:
    """Every 6 except ``keep`` (which the test places somewhere)."""
    return [n for n in ALL_6S if n not in keep]


# --- Atomic Theory -----------------------------------------------------------
def test_atomic_theory_splays_blue_right_then_melds_a_7() -> None:
    r = dogma(
        "Atomic Theory",
        {"alice": {"board": {"blue": ["Atomic Theory", "Writing"]}}, "bob": {}},
        ["blue"],
        decks={7: ["Lighting"]},
    )
    ok(r)
    assert r.splay("alice", "blue") == "right"
    assert r.pile("alice", "blue") == ["Atomic Theory", "Writing"]
    assert r.pile("alice", "purple") == ["Lighting"]
    assert r.hand("alice") == []
    assert r.free_draws() == 0


def test_atomic_theory_pending_splay_is_optional() -> None:
    r = dogma(
        "Atomic Theory",
        {"alice": {"board": {"blue": ["Atomic Theory", "Writing"]}}, "bob": {}},
    )
    pending = asks(r, "alice")
    assert pending["optional"] is True
    assert pending["options"] == ["blue"]


def test_atomic_theory_splay_declined_still_melds() -> None:
    r = dogma(
        "Atomic Theory",
        {"alice": {"board": {"blue": ["Atomic Theory", "Writing"]}}, "bob": {}},
        [None],
        decks={7: ["Evolution"]},
    )
    ok(r)
    assert r.splay("alice", "blue") == "none"
    assert r.pile("alice", "blue") == ["Evolution", "Atomic Theory", "Writing"]


def test_atomic_theory_no_splay_asked_for_a_single_or_already_right_pile() -> None:
    single = dogma(
        "Atomic Theory",
        {"alice": {"board": {"blue": ["Atomic Theory"]}}, "bob": {}},
        decks={7: ["Lighting"]},
    )
    ok(single)
    assert single.pile("alice", "purple") == ["Lighting"]
    splayed = dogma(
        "Atomic Theory",
        {
            "alice": {"board": {"blue": {"cards": ["Atomic Theory", "Writing"], "splay": "right"}}},
            "bob": {},
        },
        decks={7: ["Lighting"]},
    )
    ok(splayed)
    assert splayed.splay("alice", "blue") == "right"
    assert splayed.pile("alice", "purple") == ["Lighting"]


def test_atomic_theory_empty_7_pile_melds_an_8() -> None:
    r = dogma(
        "Atomic Theory",
        {"alice": {"board": {"blue": ["Atomic Theory"]}}, "bob": {}},
        decks={8: ["Antibiotics"]},
        removed=ALL_7S,
        achievements=[],
    )
    ok(r)
    assert r.pile("alice", "yellow") == ["Antibiotics"]
    assert r.deck(7) == []


def test_atomic_theory_draw_above_10_ends_the_game() -> None:
    r = dogma(
        "Atomic Theory",
        {"alice": {"board": {"blue": ["Atomic Theory"]}}, "bob": {"score": ["Oars"]}},
        removed=ALL_7S + ALL_8S + ALL_9S + ALL_10S,
        achievements=[],
    )
    assert r.exit_code == 0 and r.error is None
    assert r.game_over == "score" and r.winner == ["bob"]


def test_atomic_theory_shared_gives_a_free_draw() -> None:
    # bob: Experimentation 3 lightbulbs >= alice's 3; he melds first
    r = dogma(
        "Atomic Theory",
        {
            "alice": {"board": {"blue": ["Atomic Theory"]}},
            "bob": {"board": {"blue": ["Experimentation", "Tools"]}},
        },
        [{"player": "bob", "choose": None}],
        decks={7: ["Lighting", "Publications", "Railroad"]},
    )
    ok(r)
    assert r.splay("bob", "blue") == "none"
    assert r.pile("bob", "purple") == ["Lighting"]
    assert r.pile("alice", "blue") == ["Publications", "Atomic Theory"]
    assert r.free_draws() == 1
    assert r.hand("alice") == ["Railroad"]


# --- Canning -----------------------------------------------------------------
def test_canning_tucks_into_a_new_pile_and_scores_top_cards_without_a_factory() -> None:
    r = dogma(
        "Canning",
        {
            "alice": {
                "board": {
                    "yellow": ["Canning"],
                    "red": ["Oars", "Archery"],
                    "blue": ["Writing"],
                    "green": ["Banking"],
                }
            },
            "bob": {},
        },
        ["yes"],
        decks={6: ["Democracy"]},
    )
    ok(r)
    # the tucked Democracy is a top card without a factory: scored too
    assert r.score("alice") == ["Oars", "Writing", "Democracy"]
    assert r.pile("alice", "red") == ["Archery"]  # uncovered, not scored
    assert r.pile("alice", "blue") == [] and r.pile("alice", "purple") == []
    assert r.pile("alice", "yellow") == ["Canning"]
    assert r.pile("alice", "green") == ["Banking"]


def test_canning_tuck_under_canning_then_splay_yellow_right() -> None:
    r = dogma(
        "Canning",
        {"alice": {"board": {"yellow": ["Canning"], "blue": ["Writing"]}}, "bob": {}},
        ["yes", "yellow"],
        decks={6: ["Vaccination"]},
    )
    ok(r)
    assert r.pile("alice", "yellow") == ["Canning", "Vaccination"]
    assert r.splay("alice", "yellow") == "right"
    assert r.score("alice") == ["Writing"]


def test_canning_pending_is_a_yes_no() -> None:
    r = dogma("Canning", {"alice": {"board": {"yellow": ["Canning"]}}, "bob": {}})
    pending = asks(r, "alice")
    assert pending["optional"] is True and pending["decision"] == "yes_no"


def test_canning_declined_scores_nothing_then_splay_may_be_declined() -> None:
    r = dogma(
        "Canning",
        {
            "alice": {"board": {"yellow": ["Canning", "Agriculture"], "blue": ["Writing"]}},
            "bob": {},
        },
        ["no", None],
    )
    ok(r)
    assert r.score("alice") == [] and r.hand("alice") == []
    assert r.pile("alice", "blue") == ["Writing"]
    assert r.splay("alice", "yellow") == "none"


def test_canning_empty_6_pile_tucks_a_7() -> None:
    r = dogma(
        "Canning",
        {"alice": {"board": {"yellow": ["Canning"]}}, "bob": {}},
        ["yes"],
        decks={7: ["Electricity"]},
        removed=other_6s("Canning"),
        achievements=[],
    )
    ok(r)
    # Electricity has factories: it stays on the board
    assert r.pile("alice", "green") == ["Electricity"]
    assert r.score("alice") == []
    assert r.deck(6) == []


def test_canning_draw_above_10_ends_the_game() -> None:
    r = dogma(
        "Canning",
        {"alice": {"board": {"yellow": ["Canning"]}, "score": ["Coal"]}, "bob": {}},
        ["yes"],
        removed=other_6s("Canning") + ALL_7S + ALL_8S + ALL_9S + ALL_10S,
        achievements=[],
    )
    assert r.exit_code == 0 and r.error is None
    assert r.game_over == "score" and r.winner == ["alice"]


def test_canning_shared_with_a_change_gives_a_free_draw() -> None:
    # bob: Coal 3 factories >= alice's 2
    r = dogma(
        "Canning",
        {
            "alice": {"board": {"yellow": ["Canning"]}},
            "bob": {"board": {"red": ["Coal"], "blue": ["Writing"]}},
        },
        [{"player": "bob", "choose": "yes"}, {"player": "alice", "choose": "no"}],
        decks={6: ["Vaccination", "Democracy"]},
    )
    ok(r)
    assert r.pile("bob", "yellow") == ["Vaccination"]  # a factory: not scored
    assert r.score("bob") == ["Writing"]
    assert r.pile("bob", "red") == ["Coal"]
    assert r.free_draws() == 1
    assert r.hand("alice") == ["Democracy"]


def test_canning_shared_but_declined_gives_no_free_draw() -> None:
    r = dogma(
        "Canning",
        {
            "alice": {"board": {"yellow": ["Canning"]}},
            "bob": {"board": {"red": ["Coal"], "blue": ["Writing"]}},
        },
        [{"player": "bob", "choose": "no"}, {"player": "alice", "choose": "no"}],
    )
    ok(r)
    assert r.score("bob") == [] and r.pile("bob", "blue") == ["Writing"]
    assert r.free_draws() == 0
    assert r.hand("alice") == []


# --- Classification ----------------------------------------------------------
CLASSIFICATION = {"green": ["Classification"]}


def test_classification_takes_the_color_from_opponents_and_melds_it() -> None:
    r = dogma(
        "Classification",
        {
            "alice": {"board": CLASSIFICATION, "hand": ["Oars", "Writing", "Tools"]},
            "bob": {"hand": ["Archery", "Calendar", "Metalworking"]},
        },
        ["red"],
    )
    ok(r)
    # melded in hand order: the taken cards arrived last, Metalworking ends on top
    assert r.pile("alice", "red") == ["Metalworking", "Archery", "Oars"]
    assert r.hand("alice") == ["Writing", "Tools"]
    assert r.hand("bob") == ["Calendar"]


def test_classification_color_may_be_named_by_a_card() -> None:
    r = dogma(
        "Classification",
        {
            "alice": {"board": CLASSIFICATION, "hand": ["Oars", "Writing"]},
            "bob": {"hand": ["Tools"]},
        },
        ["Writing"],
    )
    ok(r)
    assert r.pile("alice", "blue") == ["Tools", "Writing"]
    assert r.hand("alice") == ["Oars"] and r.hand("bob") == []


def test_classification_pending_offers_the_colors_in_hand() -> None:
    r = dogma(
        "Classification",
        {
            "alice": {"board": CLASSIFICATION, "hand": ["Oars", "Writing", "Archery"]},
            "bob": {"hand": ["Tools"]},
        },
    )
    pending = asks(r, "alice")
    assert pending["optional"] is False
    assert sorted(pending["options"]) == ["blue", "red"]


def test_classification_one_color_in_hand_is_not_asked() -> None:
    r = dogma(
        "Classification",
        {
            "alice": {"board": CLASSIFICATION, "hand": ["Writing", "Tools"]},
            "bob": {"hand": ["Oars"]},
        },
    )
    ok(r)
    assert r.pile("alice", "blue") == ["Tools", "Writing"]
    assert r.hand("bob") == ["Oars"]


def test_classification_empty_hand_does_nothing() -> None:
    r = dogma(
        "Classification",
        {"alice": {"board": CLASSIFICATION}, "bob": {"hand": ["Oars"]}},
    )
    ok(r)
    assert r.hand("bob") == ["Oars"] and r.hand("alice") == []
    assert r.pile("alice", "red") == []


def test_classification_takes_from_every_opponent_clockwise() -> None:
    r = dogma(
        "Classification",
        {
            "alice": {"board": CLASSIFICATION, "hand": ["Oars"]},
            "bob": {"hand": ["Archery", "Writing"]},
            "carol": {"hand": ["Metalworking"]},
        },
    )
    ok(r)
    assert r.pile("alice", "red") == ["Metalworking", "Archery", "Oars"]
    assert r.hand("bob") == ["Writing"] and r.hand("carol") == []


def test_classification_team_game_spares_the_partner() -> None:
    r = dogma(
        "Classification",
        {
            "alice": {"board": CLASSIFICATION, "hand": ["Oars"]},
            "bob": {"hand": ["Archery"]},
            "carol": {"hand": ["Metalworking"]},
            "dave": {"hand": ["Construction"]},
        },
        teams=[["alice", "carol"], ["bob", "dave"]],
    )
    ok(r)
    assert r.pile("alice", "red") == ["Construction", "Archery", "Oars"]
    assert r.hand("carol") == ["Metalworking"]
    assert r.hand("bob") == [] and r.hand("dave") == []


def test_classification_shared_with_a_change_gives_a_free_draw() -> None:
    # bob: Experimentation 3 lightbulbs >= alice's 3; he takes from alice first
    r = dogma(
        "Classification",
        {
            "alice": {"board": CLASSIFICATION, "hand": ["Archery"]},
            "bob": {"board": {"blue": ["Experimentation"]}, "hand": ["Oars"]},
        },
        decks={6: ["Canning"]},
    )
    ok(r)
    assert r.pile("bob", "red") == ["Archery", "Oars"]
    assert r.hand("bob") == []
    assert r.free_draws() == 1
    assert r.hand("alice") == ["Canning"]


def test_classification_shared_without_a_change_gives_no_free_draw() -> None:
    r = dogma(
        "Classification",
        {
            "alice": {"board": CLASSIFICATION, "hand": ["Archery"]},
            "bob": {"board": {"blue": ["Experimentation"]}},
        },
    )
    ok(r)
    assert r.free_draws() == 0
    assert r.pile("alice", "red") == ["Archery"]


# --- Democracy ---------------------------------------------------------------
DEMOCRACY = {"purple": ["Democracy"]}
BOB_SHARES_LIGHTBULBS = {"blue": ["Experimentation"]}  # 3 lightbulbs >= Democracy's 2


def test_democracy_returns_and_scores_an_8() -> None:
    r = dogma(
        "Democracy",
        {"alice": {"board": DEMOCRACY, "hand": ["Oars", "Writing", "Coal"]}, "bob": {}},
        [["Writing", "Oars"]],
        decks={8: ["Antibiotics"]},
    )
    ok(r)
    assert r.deck(1)[-2:] == ["Writing", "Oars"]
    assert r.hand("alice") == ["Coal"]
    assert r.score("alice") == ["Antibiotics"]


def test_democracy_pending_is_optional_any_number() -> None:
    r = dogma(
        "Democracy",
        {"alice": {"board": DEMOCRACY, "hand": ["Oars", "Writing", "Coal"]}, "bob": {}},
    )
    pending = asks(r, "alice")
    assert pending["optional"] is True
    assert (pending["min"], pending["max"]) == (1, 3)


def test_democracy_declined_scores_nothing() -> None:
    r = dogma(
        "Democracy",
        {"alice": {"board": DEMOCRACY, "hand": ["Oars"]}, "bob": {}},
        [None],
    )
    ok(r)
    assert r.hand("alice") == ["Oars"] and r.score("alice") == []


def test_democracy_empty_hand_asks_nothing_and_scores_nothing() -> None:
    r = dogma("Democracy", {"alice": {"board": DEMOCRACY}, "bob": {}})
    ok(r)
    assert r.score("alice") == []
    assert r.verbs("score") == []


def test_democracy_sharer_returning_more_keeps_the_8_from_the_leader() -> None:
    r = dogma(
        "Democracy",
        {
            "alice": {"board": DEMOCRACY, "hand": ["Oars"]},
            "bob": {"board": BOB_SHARES_LIGHTBULBS, "hand": ["Writing", "Tools"]},
        },
        [{"player": "bob", "choose": ["Writing", "Tools"]}, {"player": "alice", "choose": "Oars"}],
        decks={8: ["Antibiotics"], 6: ["Canning"]},
    )
    ok(r)
    assert r.score("bob") == ["Antibiotics"]
    assert r.score("alice") == []  # 1 is not more than bob's 2
    assert r.deck(1)[-3:] == ["Writing", "Tools", "Oars"]
    assert r.free_draws() == 1
    assert r.hand("alice") == ["Canning"]


def test_democracy_a_tie_scores_only_for_the_first_to_return() -> None:
    r = dogma(
        "Democracy",
        {
            "alice": {"board": DEMOCRACY, "hand": ["Oars"]},
            "bob": {"board": BOB_SHARES_LIGHTBULBS, "hand": ["Writing"]},
        },
        [["Writing"], ["Oars"]],
        decks={8: ["Antibiotics"], 6: ["Canning"]},
    )
    ok(r)
    assert r.score("bob") == ["Antibiotics"]  # 1 > alice's 0 so far
    assert r.score("alice") == []  # 1 is not more than 1
    assert r.hand("alice") == ["Canning"]


def test_democracy_leader_returning_more_also_scores() -> None:
    r = dogma(
        "Democracy",
        {
            "alice": {"board": DEMOCRACY, "hand": ["Oars", "Archery"]},
            "bob": {"board": BOB_SHARES_LIGHTBULBS, "hand": ["Writing"]},
        },
        [["Writing"], ["Oars", "Archery"]],
        decks={8: ["Antibiotics", "Flight"], 6: ["Canning"]},
    )
    ok(r)
    assert r.score("bob") == ["Antibiotics"]
    assert r.score("alice") == ["Flight"]
    assert r.hand("alice") == ["Canning"]


def test_democracy_shared_but_declined_gives_no_free_draw() -> None:
    r = dogma(
        "Democracy",
        {
            "alice": {"board": DEMOCRACY, "hand": ["Oars"]},
            "bob": {"board": BOB_SHARES_LIGHTBULBS, "hand": ["Writing"]},
        },
        [{"player": "bob", "choose": None}, {"player": "alice", "choose": "Oars"}],
        decks={8: ["Antibiotics"]},
    )
    ok(r)
    assert r.hand("bob") == ["Writing"] and r.score("bob") == []
    assert r.score("alice") == ["Antibiotics"]
    assert r.free_draws() == 0


def test_democracy_team_game_counts_the_partner_as_another_player() -> None:
    # carol (alice's partner) shares and returns 2; alice's 1 is not more; no free draw
    r = dogma(
        "Democracy",
        {
            "alice": {"board": DEMOCRACY, "hand": ["Oars"]},
            "bob": {},
            "carol": {"board": BOB_SHARES_LIGHTBULBS, "hand": ["Writing", "Tools"]},
            "dave": {},
        },
        [
            {"player": "carol", "choose": ["Writing", "Tools"]},
            {"player": "alice", "choose": "Oars"},
        ],
        decks={8: ["Antibiotics"]},
        teams=[["alice", "carol"], ["bob", "dave"]],
    )
    ok(r)
    assert r.score("carol") == ["Antibiotics"]
    assert r.score("alice") == []
    assert r.free_draws() == 0
    assert r.hand("alice") == []


def test_democracy_empty_8_pile_scores_a_9() -> None:
    r = dogma(
        "Democracy",
        {"alice": {"board": DEMOCRACY, "hand": ["Oars"]}, "bob": {}},
        ["Oars"],
        decks={9: ["Genetics"]},
        removed=ALL_8S,
        achievements=[],
    )
    ok(r)
    assert r.score("alice") == ["Genetics"]


def test_democracy_draw_above_10_ends_the_game() -> None:
    r = dogma(
        "Democracy",
        {"alice": {"board": DEMOCRACY, "hand": ["Oars"]}, "bob": {"score": ["Writing"]}},
        ["Oars"],
        removed=ALL_8S + ALL_9S + ALL_10S,
        achievements=[],
    )
    assert r.exit_code == 0 and r.error is None
    assert r.game_over == "score" and r.winner == ["bob"]
    assert r.deck(1)[-1] == "Oars"


# --- Emancipation ------------------------------------------------------------
EMANCIPATION = {"purple": ["Emancipation"]}


def test_emancipation_victim_transfers_a_card_of_their_choice_and_draws_a_6() -> None:
    r = dogma(
        "Emancipation",
        {"alice": {"board": EMANCIPATION}, "bob": {"hand": ["Oars", "Writing"]}},
        [{"player": "bob", "choose": "Oars"}],
        decks={6: ["Canning"]},
    )
    ok(r)
    assert r.score("alice") == ["Oars"]
    assert r.hand("bob") == ["Writing", "Canning"]


def test_emancipation_pending_asks_the_victim() -> None:
    r = dogma(
        "Emancipation",
        {"alice": {"board": EMANCIPATION}, "bob": {"hand": ["Oars", "Writing"]}},
    )
    pending = asks(r, "bob")
    assert pending["optional"] is False
    assert sorted(pending["options"]) == ["Oars", "Writing"]


def test_emancipation_empty_hand_transfers_nothing_and_draws_nothing() -> None:
    r = dogma("Emancipation", {"alice": {"board": EMANCIPATION}, "bob": {}})
    ok(r)
    assert r.hand("bob") == [] and r.score("alice") == []
    assert r.verbs("draw") == []


def test_emancipation_demands_clockwise_with_three_players() -> None:
    r = dogma(
        "Emancipation",
        {
            "alice": {"board": EMANCIPATION},
            "bob": {"hand": ["Oars"]},
            "carol": {"hand": ["Writing"]},
        },
        decks={6: ["Canning", "Democracy"]},
    )
    ok(r)
    assert r.score("alice") == ["Oars", "Writing"]
    assert r.hand("bob") == ["Canning"] and r.hand("carol") == ["Democracy"]


def test_emancipation_team_game_spares_the_partner() -> None:
    r = dogma(
        "Emancipation",
        {
            "alice": {"board": EMANCIPATION},
            "bob": {"hand": ["Oars"]},
            "carol": {"hand": ["Writing"]},
            "dave": {"hand": ["Tools"]},
        },
        decks={6: ["Canning", "Democracy"]},
        teams=[["alice", "carol"], ["bob", "dave"]],
    )
    ok(r)
    assert r.score("alice") == ["Oars", "Tools"]
    assert r.hand("carol") == ["Writing"]
    assert r.hand("bob") == ["Canning"] and r.hand("dave") == ["Democracy"]


def test_emancipation_empty_6_pile_draws_a_7() -> None:
    r = dogma(
        "Emancipation",
        {"alice": {"board": EMANCIPATION}, "bob": {"hand": ["Oars"]}},
        decks={7: ["Lighting"]},
        removed=other_6s("Emancipation"),
        achievements=[],
    )
    ok(r)
    assert r.hand("bob") == ["Lighting"]


def test_emancipation_draw_above_10_ends_the_game() -> None:
    r = dogma(
        "Emancipation",
        {"alice": {"board": EMANCIPATION}, "bob": {"hand": ["Oars"]}},
        removed=other_6s("Emancipation") + ALL_7S + ALL_8S + ALL_9S + ALL_10S,
        achievements=[],
    )
    assert r.exit_code == 0 and r.error is None
    assert r.score("alice") == ["Oars"]
    assert r.game_over == "score" and r.winner == ["alice"]


def test_emancipation_splays_red_or_purple_right() -> None:
    players = {
        "alice": {
            "board": {"purple": ["Emancipation", "Mysticism"], "red": ["Oars", "Archery"]},
        },
        "bob": {},
    }
    pending = asks(dogma("Emancipation", players), "alice")
    assert pending["optional"] is True
    assert sorted(pending["options"]) == ["purple", "red"]
    r = dogma("Emancipation", players, ["red"])
    ok(r)
    assert r.splay("alice", "red") == "right"
    assert r.splay("alice", "purple") == "none"


def test_emancipation_splay_declined() -> None:
    r = dogma(
        "Emancipation",
        {"alice": {"board": {"purple": ["Emancipation", "Mysticism"]}}, "bob": {}},
        [None],
    )
    ok(r)
    assert r.splay("alice", "purple") == "none"


def test_emancipation_shared_splay_gives_a_free_draw() -> None:
    # bob: Coal 3 factories >= alice's 2: he shares and is not vulnerable
    r = dogma(
        "Emancipation",
        {
            "alice": {"board": EMANCIPATION},
            "bob": {"board": {"red": ["Coal", "Oars"]}, "hand": ["Writing"]},
        },
        [{"player": "bob", "choose": "red"}],
        decks={6: ["Canning"]},
    )
    ok(r)
    assert r.hand("bob") == ["Writing"]
    assert r.splay("bob", "red") == "right"
    assert r.free_draws() == 1
    assert r.hand("alice") == ["Canning"]


def test_emancipation_shared_splay_declined_gives_no_free_draw() -> None:
    r = dogma(
        "Emancipation",
        {
            "alice": {"board": EMANCIPATION},
            "bob": {"board": {"red": ["Coal", "Oars"]}},
        },
        [{"player": "bob", "choose": None}],
    )
    ok(r)
    assert r.splay("bob", "red") == "none"
    assert r.free_draws() == 0


# --- Encyclopedia ------------------------------------------------------------
ENCYCLOPEDIA = {"blue": ["Encyclopedia"]}


def test_encyclopedia_melds_all_the_highest_in_score_order() -> None:
    r = dogma(
        "Encyclopedia",
        {
            "alice": {
                "board": ENCYCLOPEDIA,
                "score": ["Coal", "Writing", "Steam Engine", "The Pirate Code"],
            },
            "bob": {},
        },
        ["yes"],
    )
    ok(r)
    assert r.pile("alice", "red") == ["The Pirate Code", "Coal"]
    assert r.pile("alice", "yellow") == ["Steam Engine"]
    assert r.score("alice") == ["Writing"]


def test_encyclopedia_meld_continues_a_splay() -> None:
    r = dogma(
        "Encyclopedia",
        {
            "alice": {
                "board": {**ENCYCLOPEDIA, "red": {"cards": ["Oars", "Archery"], "splay": "left"}},
                "score": ["Coal"],
            },
            "bob": {},
        },
        ["yes"],
    )
    ok(r)
    assert r.pile("alice", "red") == ["Coal", "Oars", "Archery"]
    assert r.splay("alice", "red") == "left"


def test_encyclopedia_pending_is_a_yes_no() -> None:
    r = dogma("Encyclopedia", {"alice": {"board": ENCYCLOPEDIA, "score": ["Coal"]}, "bob": {}})
    pending = asks(r, "alice")
    assert pending["optional"] is True and pending["decision"] == "yes_no"


def test_encyclopedia_may_decline() -> None:
    r = dogma(
        "Encyclopedia",
        {"alice": {"board": ENCYCLOPEDIA, "score": ["Coal"]}, "bob": {}},
        ["no"],
    )
    ok(r)
    assert r.score("alice") == ["Coal"] and r.pile("alice", "red") == []


def test_encyclopedia_empty_score_asks_nothing() -> None:
    r = dogma("Encyclopedia", {"alice": {"board": ENCYCLOPEDIA}, "bob": {}})
    ok(r)
    assert r.verbs("meld") == []


def test_encyclopedia_shared_with_a_change_gives_a_free_draw() -> None:
    # bob: Translation 3 crowns >= alice's 3
    r = dogma(
        "Encyclopedia",
        {
            "alice": {"board": ENCYCLOPEDIA, "score": ["Coal"]},
            "bob": {"board": {"blue": ["Translation"]}, "score": ["Oars"]},
        },
        [{"player": "bob", "choose": "yes"}, {"player": "alice", "choose": "no"}],
        decks={6: ["Canning"]},
    )
    ok(r)
    assert r.pile("bob", "red") == ["Oars"] and r.score("bob") == []
    assert r.score("alice") == ["Coal"]
    assert r.free_draws() == 1
    assert r.hand("alice") == ["Canning"]


def test_encyclopedia_shared_but_declined_gives_no_free_draw() -> None:
    r = dogma(
        "Encyclopedia",
        {
            "alice": {"board": ENCYCLOPEDIA, "score": ["Coal"]},
            "bob": {"board": {"blue": ["Translation"]}, "score": ["Oars"]},
        },
        [{"player": "bob", "choose": "no"}, {"player": "alice", "choose": "yes"}],
    )
    ok(r)
    assert r.score("bob") == ["Oars"]
    assert r.pile("alice", "red") == ["Coal"]
    assert r.free_draws() == 0


# --- Industrialization -------------------------------------------------------
INDUSTRIALIZATION = {"red": ["Industrialization"]}
# red: Industrialization 2 factories; blue: Chemistry 2; green: Banking 1 (5 in all)
THREE_FACTORY_COLORS = {
    "red": ["Industrialization"],
    "blue": ["Chemistry"],
    "green": ["Banking"],
}


def test_industrialization_tucks_a_6_per_color_with_a_factory() -> None:
    r = dogma(
        "Industrialization",
        {
            "alice": {
                "board": {
                    "red": ["Industrialization"],
                    "yellow": ["Canning"],
                    # right splay shows Emancipation's covered factory: purple counts
                    "purple": {"cards": ["Mysticism", "Emancipation"], "splay": "right"},
                    # Metric System's factory is covered: green does not count
                    "green": ["Sailing", "Metric System"],
                    "blue": ["Writing"],
                }
            },
            "bob": {},
        },
        decks={6: ["Democracy", "Vaccination", "Atomic Theory", "Encyclopedia"]},
    )
    ok(r)
    assert r.pile("alice", "purple") == ["Mysticism", "Emancipation", "Democracy"]
    assert r.splay("alice", "purple") == "right"
    assert r.pile("alice", "yellow") == ["Canning", "Vaccination"]
    assert r.pile("alice", "blue") == ["Writing", "Atomic Theory"]
    assert r.deck(6)[0] == "Encyclopedia"


def test_industrialization_counts_colors_not_factories() -> None:
    r = dogma(
        "Industrialization",
        {"alice": {"board": THREE_FACTORY_COLORS}, "bob": {}},
        [None],
        decks={6: ["Machine Tools", "Canning", "Democracy", "Vaccination"]},
    )
    ok(r)
    assert r.pile("alice", "red") == ["Industrialization", "Machine Tools"]
    assert r.pile("alice", "yellow") == ["Canning"]
    assert r.pile("alice", "purple") == ["Democracy"]
    assert r.deck(6)[0] == "Vaccination"


def test_industrialization_edition1_tucks_a_6_per_two_factories() -> None:
    r = dogma(
        "Industrialization",
        {"alice": {"board": THREE_FACTORY_COLORS}, "bob": {}},
        [None],
        decks={6: ["Machine Tools", "Canning", "Democracy"]},
        edition=1,
    )
    ok(r)
    assert r.pile("alice", "red") == ["Industrialization", "Machine Tools"]
    assert r.pile("alice", "yellow") == ["Canning"]
    assert r.pile("alice", "purple") == []
    assert r.deck(6)[0] == "Democracy"


def test_industrialization_splays_red_or_purple_right() -> None:
    players = {"alice": {"board": INDUSTRIALIZATION}, "bob": {}}
    pending = asks(dogma("Industrialization", players, decks={6: ["Machine Tools"]}), "alice")
    assert pending["optional"] is True and pending["options"] == ["red"]
    r = dogma("Industrialization", players, ["red"], decks={6: ["Machine Tools"]})
    ok(r)
    assert r.pile("alice", "red") == ["Industrialization", "Machine Tools"]
    assert r.splay("alice", "red") == "right"


def test_industrialization_splay_declined() -> None:
    r = dogma(
        "Industrialization",
        {
            "alice": {"board": {**INDUSTRIALIZATION, "purple": ["Democracy", "Emancipation"]}},
            "bob": {},
        },
        [None],
        decks={6: ["Canning"]},
    )
    ok(r)
    assert r.splay("alice", "purple") == "none"
    assert r.pile("alice", "purple") == ["Democracy", "Emancipation"]


def test_industrialization_no_splay_asked_when_nothing_can_change() -> None:
    r = dogma(
        "Industrialization",
        {"alice": {"board": INDUSTRIALIZATION}, "bob": {}},
        decks={6: ["Canning"]},
    )
    ok(r)
    assert r.pile("alice", "yellow") == ["Canning"]


def test_industrialization_empty_6_pile_tucks_7s() -> None:
    r = dogma(
        "Industrialization",
        {"alice": {"board": {**INDUSTRIALIZATION, "yellow": ["Canning"]}}, "bob": {}},
        decks={7: ["Lighting", "Bicycle"]},
        removed=other_6s("Industrialization", "Canning"),
        achievements=[],
    )
    ok(r)
    assert r.pile("alice", "purple") == ["Lighting"]
    assert r.pile("alice", "green") == ["Bicycle"]


def test_industrialization_draw_above_10_ends_the_game() -> None:
    r = dogma(
        "Industrialization",
        {"alice": {"board": INDUSTRIALIZATION}, "bob": {"score": ["Oars"]}},
        removed=other_6s("Industrialization") + ALL_7S + ALL_8S + ALL_9S + ALL_10S,
        achievements=[],
    )
    assert r.exit_code == 0 and r.error is None
    assert r.game_over == "score" and r.winner == ["bob"]


def test_industrialization_shared_tuck_gives_a_free_draw() -> None:
    # bob: Coal 3 factories >= alice's 2; he tucks first
    r = dogma(
        "Industrialization",
        {"alice": {"board": INDUSTRIALIZATION}, "bob": {"board": {"red": ["Coal"]}}},
        [{"player": "bob", "choose": None}],  # alice's red pile stays one card: not asked
        decks={6: ["Machine Tools", "Canning", "Democracy"]},
    )
    ok(r)
    assert r.pile("bob", "red") == ["Coal", "Machine Tools"]
    assert r.pile("alice", "yellow") == ["Canning"]
    assert r.free_draws() == 1
    assert r.hand("alice") == ["Democracy"]


def test_industrialization_shared_edition1_with_a_splay() -> None:
    # bob: Coal + Steam Engine 5 factories: two 6s; then he splays red right
    r = dogma(
        "Industrialization",
        {
            "alice": {"board": INDUSTRIALIZATION},
            "bob": {"board": {"red": ["Coal"], "yellow": ["Steam Engine"]}},
        },
        [{"player": "bob", "choose": "red"}],
        decks={6: ["Machine Tools", "Democracy", "Canning", "Vaccination"]},
        edition=1,
    )
    ok(r)
    assert r.pile("bob", "red") == ["Coal", "Machine Tools"]
    assert r.splay("bob", "red") == "right"
    assert r.pile("bob", "purple") == ["Democracy"]
    assert r.pile("alice", "yellow") == ["Canning"]
    assert r.hand("alice") == ["Vaccination"]
    assert r.free_draws() == 1


# --- Machine Tools -----------------------------------------------------------
MACHINE_TOOLS = {"red": ["Machine Tools"]}


def test_machine_tools_scores_a_card_of_the_highest_score_value() -> None:
    r = dogma(
        "Machine Tools",
        {"alice": {"board": MACHINE_TOOLS, "score": ["Writing", "Coal"]}, "bob": {}},
        decks={5: ["Chemistry"]},
    )
    ok(r)
    assert r.score("alice") == ["Writing", "Coal", "Chemistry"]


def test_machine_tools_empty_score_scores_a_1() -> None:
    r = dogma(
        "Machine Tools",
        {"alice": {"board": MACHINE_TOOLS}, "bob": {}},
        decks={1: ["Oars"]},
    )
    ok(r)
    assert r.score("alice") == ["Oars"]


def test_machine_tools_empty_pile_scores_the_next_age() -> None:
    r = dogma(
        "Machine Tools",
        {"alice": {"board": MACHINE_TOOLS, "score": ["Coal"]}, "bob": {}},
        decks={6: ["Canning"]},
        removed=[c.name for c in all_cards() if c.age == 5 and c.name != "Coal"],
        achievements=[],
    )
    ok(r)
    assert r.score("alice") == ["Coal", "Canning"]
    assert r.deck(5) == []


def test_machine_tools_draw_above_10_ends_the_game() -> None:
    r = dogma(
        "Machine Tools",
        {"alice": {"board": MACHINE_TOOLS, "score": ["Software"]}, "bob": {"score": ["Coal"]}},
        removed=[n for n in ALL_10S if n != "Software"],
        achievements=[],
    )
    assert r.exit_code == 0 and r.error is None
    assert r.game_over == "score" and r.winner == ["alice"]


def test_machine_tools_shared_gives_a_free_draw() -> None:
    # bob: Coal 3 factories >= alice's 3
    r = dogma(
        "Machine Tools",
        {
            "alice": {"board": MACHINE_TOOLS},
            "bob": {"board": {"red": ["Coal"]}, "score": ["Writing"]},
        },
        decks={1: ["Oars", "Tools"], 6: ["Canning"]},
    )
    ok(r)
    assert r.score("bob") == ["Writing", "Oars"]
    assert r.score("alice") == ["Tools"]
    assert r.free_draws() == 1
    assert r.hand("alice") == ["Canning"]


# --- Metric System -----------------------------------------------------------
def test_metric_system_green_not_right_only_offers_green() -> None:
    players = {
        "alice": {
            "board": {"green": ["Metric System", "Sailing"], "red": ["Oars", "Archery"]},
        },
        "bob": {},
    }
    pending = asks(dogma("Metric System", players), "alice")
    assert pending["options"] == ["green"] and pending["optional"] is True
    r = dogma("Metric System", players, ["green"])
    ok(r)
    # the first effect was over before green was splayed right
    assert r.splay("alice", "green") == "right"
    assert r.splay("alice", "red") == "none"


def test_metric_system_green_right_allows_any_color() -> None:
    players = {
        "alice": {
            "board": {
                "green": {"cards": ["Metric System", "Sailing"], "splay": "right"},
                "red": ["Oars", "Archery"],
                "purple": ["Mysticism", "Code of Laws"],
                "blue": {"cards": ["Writing", "Tools"], "splay": "right"},
                "yellow": ["Agriculture"],
            },
        },
        "bob": {},
    }
    pending = asks(dogma("Metric System", players), "alice")
    assert pending["optional"] is True
    assert sorted(pending["options"]) == ["purple", "red"]
    r = dogma("Metric System", players, ["purple"])
    ok(r)
    assert r.splay("alice", "purple") == "right"
    assert r.splay("alice", "red") == "none"


def test_metric_system_any_color_declined() -> None:
    r = dogma(
        "Metric System",
        {
            "alice": {
                "board": {
                    "green": {"cards": ["Metric System", "Sailing"], "splay": "right"},
                    "red": ["Oars", "Archery"],
                }
            },
            "bob": {},
        },
        [None],
    )
    ok(r)
    assert r.splay("alice", "red") == "none"


def test_metric_system_green_declined() -> None:
    r = dogma(
        "Metric System",
        {"alice": {"board": {"green": ["Metric System", "Sailing"]}}, "bob": {}},
        ["no"],
    )
    ok(r)
    assert r.splay("alice", "green") == "none"


def test_metric_system_nothing_to_splay_asks_nothing() -> None:
    r = dogma(
        "Metric System",
        {"alice": {"board": {"green": ["Metric System"], "red": ["Oars", "Archery"]}}, "bob": {}},
    )
    ok(r)
    assert r.splay("alice", "red") == "none"


def test_metric_system_shared_splay_gives_a_free_draw() -> None:
    # bob: Translation 3 crowns >= alice's 2
    r = dogma(
        "Metric System",
        {
            "alice": {"board": {"green": ["Metric System"]}},
            "bob": {"board": {"blue": ["Translation"], "green": ["Sailing", "Clothing"]}},
        },
        [{"player": "bob", "choose": "green"}],
        decks={6: ["Canning"]},
    )
    ok(r)
    assert r.splay("bob", "green") == "right"
    assert r.free_draws() == 1
    assert r.hand("alice") == ["Canning"]


def test_metric_system_shared_without_a_change_gives_no_free_draw() -> None:
    r = dogma(
        "Metric System",
        {
            "alice": {"board": {"green": ["Metric System"]}},
            "bob": {"board": {"blue": ["Translation", "Writing"]}},
        },
    )
    ok(r)
    assert r.splay("bob", "blue") == "none"
    assert r.free_draws() == 0
    assert r.hand("alice") == []


# --- Vaccination -------------------------------------------------------------
VACCINATION = {"yellow": ["Vaccination"]}


def test_vaccination_returns_all_lowest_then_both_meld() -> None:
    r = dogma(
        "Vaccination",
        {
            "alice": {"board": VACCINATION},
            "bob": {"score": ["Oars", "Calendar", "Writing"]},
        },
        decks={6: ["Canning"], 7: ["Lighting"]},
    )
    ok(r)
    assert r.score("bob") == ["Calendar"]
    assert r.deck(1)[-2:] == ["Oars", "Writing"]
    assert r.pile("bob", "yellow") == ["Canning"]
    assert r.pile("alice", "purple") == ["Lighting"]


def test_vaccination_nothing_returned_melds_nothing() -> None:
    r = dogma(
        "Vaccination",
        {"alice": {"board": VACCINATION}, "bob": {"hand": ["Oars"]}},
    )
    ok(r)
    assert r.hand("bob") == ["Oars"]
    assert r.verbs("meld") == [] and r.verbs("draw") == []


def test_vaccination_any_victim_returning_lets_the_leader_meld() -> None:
    r = dogma(
        "Vaccination",
        {
            "alice": {"board": VACCINATION},
            "bob": {},
            "carol": {"score": ["Coal"]},
        },
        decks={6: ["Canning"], 7: ["Lighting"]},
    )
    ok(r)
    assert r.score("carol") == [] and r.deck(5)[-1] == "Coal"
    assert r.pile("carol", "yellow") == ["Canning"]
    assert r.pile("bob", "yellow") == []
    assert r.pile("alice", "purple") == ["Lighting"]


def test_vaccination_demands_clockwise_with_three_players() -> None:
    r = dogma(
        "Vaccination",
        {
            "alice": {"board": VACCINATION},
            "bob": {"score": ["Oars"]},
            "carol": {"score": ["Writing"]},
        },
        decks={6: ["Canning", "Democracy"], 7: ["Lighting"]},
    )
    ok(r)
    assert r.deck(1)[-2:] == ["Oars", "Writing"]
    assert r.pile("bob", "yellow") == ["Canning"]
    assert r.pile("carol", "purple") == ["Democracy"]
    assert r.pile("alice", "purple") == ["Lighting"]


def test_vaccination_sharer_melds_a_7_and_earns_a_free_draw() -> None:
    # bob: Agriculture 3 leaves >= alice's 2: he shares, carol is vulnerable
    r = dogma(
        "Vaccination",
        {
            "alice": {"board": VACCINATION},
            "bob": {"board": {"yellow": ["Agriculture"]}, "score": ["Oars"]},
            "carol": {"score": ["Writing"]},
        },
        decks={6: ["Canning"], 7: ["Lighting", "Publications", "Railroad"]},
    )
    ok(r)
    assert r.score("bob") == ["Oars"]  # a sharer is not vulnerable
    assert r.pile("carol", "yellow") == ["Canning"]
    assert r.pile("bob", "purple") == ["Lighting"]
    assert r.pile("alice", "blue") == ["Publications"]
    assert r.free_draws() == 1
    assert r.hand("alice") == ["Railroad"]


def test_vaccination_shared_without_a_return_gives_no_free_draw() -> None:
    r = dogma(
        "Vaccination",
        {
            "alice": {"board": VACCINATION},
            "bob": {"board": {"yellow": ["Agriculture"]}, "score": ["Oars"]},
        },
    )
    ok(r)
    assert r.score("bob") == ["Oars"]
    assert r.free_draws() == 0
    assert r.verbs("meld") == []


def test_vaccination_team_game_spares_the_partner() -> None:
    r = dogma(
        "Vaccination",
        {
            "alice": {"board": VACCINATION},
            "bob": {},
            "carol": {"score": ["Oars"]},
            "dave": {"score": ["Writing"]},
        },
        decks={6: ["Canning"], 7: ["Lighting"]},
        teams=[["alice", "carol"], ["bob", "dave"]],
    )
    ok(r)
    assert r.score("carol") == ["Oars"]
    assert r.score("dave") == [] and r.pile("dave", "yellow") == ["Canning"]
    assert r.pile("alice", "purple") == ["Lighting"]


def test_vaccination_empty_6_pile_melds_a_7() -> None:
    r = dogma(
        "Vaccination",
        {"alice": {"board": VACCINATION}, "bob": {"score": ["Oars"]}},
        decks={7: ["Lighting", "Bicycle"]},
        removed=other_6s("Vaccination"),
        achievements=[],
    )
    ok(r)
    assert r.pile("bob", "purple") == ["Lighting"]
    assert r.pile("alice", "green") == ["Bicycle"]


def test_vaccination_draw_above_10_ends_the_game() -> None:
    r = dogma(
        "Vaccination",
        {"alice": {"board": VACCINATION, "score": ["Coal"]}, "bob": {"score": ["Oars"]}},
        removed=other_6s("Vaccination") + ALL_7S + ALL_8S + ALL_9S + ALL_10S,
        achievements=[],
    )
    assert r.exit_code == 0 and r.error is None
    assert r.deck(1)[-1] == "Oars"
    assert r.game_over == "score" and r.winner == ["alice"]


def test_metric_system_splay_claiming_wonder_ends_the_game() -> None:
    r = dogma(
        "Metric System",
        {
            "alice": {
                "board": {
                    "green": {"cards": ["Metric System", "Sailing"], "splay": "right"},
                    "red": {"cards": ["Oars", "Archery"], "splay": "right"},
                    "blue": {"cards": ["Writing", "Tools"], "splay": "up"},
                    "yellow": {"cards": ["Agriculture", "Domestication"], "splay": "right"},
                    "purple": ["Mysticism", "Code of Laws"],
                },
                "achievements": ["age 1", "age 2", "age 3", "age 4", "age 5"],
            },
            "bob": {},
        },
        ["purple"],
    )
    assert r.exit_code == 0 and r.error is None
    assert r.splay("alice", "purple") == "right"
    assert "Wonder" in r.achievements("alice")
    assert r.game_over == "achievements" and r.winner == ["alice"]
