"""Scenario tests for every branch of the age 5 cards."""

from __future__ import annotations

from typing import Any

from support import asks, dogma, ok

from adjudicator.games.innovation.engine.cards import all_cards

AGE5 = [c for c in all_cards() if c.age == 5]


def ages(*numbers: int, keep: tuple[str, ...] = ()) -> list[str]:
    """Every card of these ages except ``keep`` (for ``removed``: empty piles)."""
    return [c.name for c in all_cards() if c.age in numbers and c.name not in keep]


# --- Astronomy --------------------------------------------------------------
def test_astronomy_melds_green_and_blue_and_repeats() -> None:
    r = dogma(
        "Astronomy",
        {"alice": {"board": {"purple": ["Astronomy"], "red": ["Oars"]}}, "bob": {}},
        decks={6: ["Classification", "Atomic Theory", "Canning"]},
    )
    ok(r)
    assert r.pile("alice", "green") == ["Classification"]
    assert r.pile("alice", "blue") == ["Atomic Theory"]
    assert r.hand("alice") == ["Canning"]
    assert r.achievements("alice") == []  # Oars, a 1, is a non-purple top card
    assert "Universe" in r.available
    assert len(r.verbs("reveal")) == 3


def test_astronomy_keeps_a_card_of_another_color() -> None:
    r = dogma(
        "Astronomy",
        {"alice": {"board": {"purple": ["Astronomy"], "red": ["Oars"]}}, "bob": {}},
        decks={6: ["Democracy"]},
    )
    ok(r)
    assert r.hand("alice") == ["Democracy"]
    assert r.pile("alice", "purple") == ["Astronomy"]


def test_astronomy_claims_universe_with_every_non_purple_top_6_or_higher() -> None:
    r = dogma(
        "Astronomy",
        {
            "alice": {
                "board": {
                    "purple": ["Astronomy"],
                    "red": ["Industrialization"],
                    "yellow": ["Canning"],
                }
            },
            "bob": {},
        },
        decks={6: ["Vaccination"]},
    )
    ok(r)
    assert r.hand("alice") == ["Vaccination"]
    assert r.achievements("alice") == ["Universe"]
    assert "Universe" not in r.available


def test_astronomy_melded_cards_count_for_universe() -> None:
    r = dogma(
        "Astronomy",
        {"alice": {"board": {"purple": ["Astronomy"], "red": ["Industrialization"]}}, "bob": {}},
        decks={6: ["Metric System", "Democracy"]},
    )
    ok(r)
    assert r.pile("alice", "green") == ["Metric System"]
    assert r.hand("alice") == ["Democracy"]
    assert r.achievements("alice") == ["Universe"]


def test_astronomy_one_low_top_card_blocks_universe() -> None:
    r = dogma(
        "Astronomy",
        {
            "alice": {
                "board": {
                    "purple": ["Astronomy"],
                    "red": ["Industrialization"],
                    "yellow": ["Agriculture"],
                }
            },
            "bob": {},
        },
        decks={6: ["Vaccination"]},
    )
    ok(r)
    assert r.achievements("alice") == []
    assert "Universe" in r.available


def test_astronomy_with_only_purple_claims_universe() -> None:
    # "all non-purple top cards" of none holds: no non-purple top card is below 6
    r = dogma(
        "Astronomy",
        {"alice": {"board": {"purple": ["Astronomy"]}}, "bob": {}},
        decks={6: ["Emancipation"]},
    )
    ok(r)
    assert r.hand("alice") == ["Emancipation"]
    assert r.achievements("alice") == ["Universe"]


def test_astronomy_universe_already_claimed_does_nothing() -> None:
    r = dogma(
        "Astronomy",
        {
            "alice": {"board": {"purple": ["Astronomy"], "red": ["Industrialization"]}},
            "bob": {"achievements": ["Universe"]},
        },
        decks={6: ["Vaccination"]},
    )
    ok(r)
    assert r.achievements("alice") == []
    assert r.achievements("bob") == ["Universe"]


def test_astronomy_universe_can_win_the_game() -> None:
    r = dogma(
        "Astronomy",
        {
            "alice": {
                "board": {"purple": ["Astronomy"], "red": ["Industrialization"]},
                "achievements": ["age 1", "age 2", "age 3", "age 4", "age 5"],
            },
            "bob": {},
        },
        decks={6: ["Vaccination"]},
    )
    assert r.exit_code == 0 and r.error is None
    assert r.game_over == "achievements" and r.winner == ["alice"]
    assert "Universe" in r.achievements("alice")


def test_astronomy_empty_6_pile_draws_7s() -> None:
    r = dogma(
        "Astronomy",
        {"alice": {"board": {"purple": ["Astronomy"], "red": ["Oars"]}}, "bob": {}},
        decks={7: ["Bicycle", "Lighting"]},
        removed=ages(6),
        achievements=[],
    )
    ok(r)
    assert r.deck(6) == []
    assert r.pile("alice", "green") == ["Bicycle"]
    assert r.hand("alice") == ["Lighting"]


def test_astronomy_draw_above_10_ends_the_game() -> None:
    r = dogma(
        "Astronomy",
        {"alice": {"board": {"purple": ["Astronomy"]}}, "bob": {"score": ["Oars"]}},
        removed=ages(6, 7, 8, 9, 10),
        achievements=[],
    )
    assert r.exit_code == 0 and r.error is None
    assert r.game_over == "score" and r.winner == ["bob"]
    assert r.achievements("alice") == []


def test_astronomy_shared_gives_a_free_draw() -> None:
    # bob: Experimentation 3 lightbulbs >= alice's 2
    r = dogma(
        "Astronomy",
        {
            "alice": {"board": {"purple": ["Astronomy"], "red": ["Oars"]}},
            "bob": {"board": {"blue": ["Experimentation"]}},
        },
        decks={6: ["Canning", "Democracy"], 5: ["Coal"]},
    )
    ok(r)
    assert r.hand("bob") == ["Canning"]
    assert r.hand("alice") == ["Democracy", "Coal"]
    assert r.free_draws() == 1
    assert r.achievements("alice") == [] and r.achievements("bob") == []


# --- Banking ----------------------------------------------------------------
def test_banking_victim_chooses_a_top_non_green_factory_card() -> None:
    players: dict[str, Any] = {
        "alice": {"board": {"green": ["Banking"]}},
        "bob": {"board": {"red": ["Coal"], "blue": ["Chemistry"]}},
    }
    pending = asks(dogma("Banking", players), "bob")
    assert sorted(pending["options"]) == ["Chemistry", "Coal"]
    assert pending["optional"] is False
    r = dogma("Banking", players, [{"player": "bob", "choose": "Coal"}], decks={5: ["Physics"]})
    ok(r)
    assert r.pile("alice", "red") == ["Coal"]
    assert r.pile("bob", "red") == [] and r.pile("bob", "blue") == ["Chemistry"]
    assert r.score("bob") == ["Physics"]
    assert r.hand("bob") == []


def test_banking_green_and_factoryless_cards_are_not_transferred() -> None:
    r = dogma(
        "Banking",
        {
            "alice": {"board": {"green": ["Banking"]}},
            "bob": {"board": {"green": ["Electricity"], "blue": ["Writing"]}},
        },
    )
    ok(r)
    assert r.pile("bob", "green") == ["Electricity"] and r.pile("bob", "blue") == ["Writing"]
    assert r.score("bob") == []
    assert r.pile("alice", "green") == ["Banking"]


def test_banking_single_option_is_automatic_then_splay_green_right() -> None:
    r = dogma(
        "Banking",
        {
            "alice": {"board": {"green": ["Banking", "Sailing"]}},
            "bob": {"board": {"red": ["Coal"], "green": ["Electricity"]}},
        },
        [{"player": "alice", "choose": "green"}],
        decks={5: ["Physics"]},
    )
    ok(r)
    assert r.pile("alice", "red") == ["Coal"]
    assert r.score("bob") == ["Physics"]
    assert r.splay("alice", "green") == "right"


def test_banking_splay_is_optional_and_may_be_declined() -> None:
    players: dict[str, Any] = {"alice": {"board": {"green": ["Banking", "Sailing"]}}, "bob": {}}
    pending = asks(dogma("Banking", players), "alice")
    assert pending["optional"] is True and pending["options"] == ["green"]
    r = dogma("Banking", players, ["no"])
    ok(r)
    assert r.splay("alice", "green") == "none"


def test_banking_splay_already_right_asks_nothing() -> None:
    r = dogma(
        "Banking",
        {
            "alice": {"board": {"green": {"cards": ["Banking", "Sailing"], "splay": "right"}}},
            "bob": {},
        },
    )
    ok(r)
    assert r.splay("alice", "green") == "right"


def test_banking_demands_clockwise_with_three_players() -> None:
    r = dogma(
        "Banking",
        {
            "alice": {"board": {"green": ["Banking"]}},
            "bob": {"board": {"red": ["Coal"]}},
            "carol": {"board": {"blue": ["Chemistry"]}},
        },
        decks={5: ["Physics", "Societies"]},
    )
    ok(r)
    assert r.pile("alice", "red") == ["Coal"] and r.pile("alice", "blue") == ["Chemistry"]
    assert r.score("bob") == ["Physics"]
    assert r.score("carol") == ["Societies"]


def test_banking_empty_5_pile_scores_a_6() -> None:
    r = dogma(
        "Banking",
        {"alice": {"board": {"green": ["Banking"]}}, "bob": {"board": {"red": ["Coal"]}}},
        decks={6: ["Canning"]},
        removed=ages(5, keep=("Banking", "Coal")),
        achievements=[],
    )
    ok(r)
    assert r.deck(5) == []
    assert r.score("bob") == ["Canning"]


def test_banking_draw_above_10_ends_the_game() -> None:
    r = dogma(
        "Banking",
        {
            "alice": {"board": {"green": ["Banking"]}, "score": ["Oars"]},
            "bob": {"board": {"red": ["Coal"]}},
        },
        removed=ages(5, 6, 7, 8, 9, 10, keep=("Banking", "Coal")),
        achievements=[],
    )
    assert r.exit_code == 0 and r.error is None
    assert r.game_over == "score" and r.winner == ["alice"]
    assert r.pile("alice", "red") == ["Coal"]


def test_banking_shared_splay_gives_a_free_draw() -> None:
    # bob: Mapmaking 2 crowns >= alice's 2: he shares and is not vulnerable
    r = dogma(
        "Banking",
        {
            "alice": {"board": {"green": ["Banking"], "red": ["Coal"]}},
            "bob": {"board": {"green": ["Mapmaking", "Sailing"], "red": ["Gunpowder"]}},
        },
        [{"player": "bob", "choose": "green"}],
        decks={5: ["Physics"]},
    )
    ok(r)
    assert r.pile("bob", "red") == ["Gunpowder"]
    assert r.splay("bob", "green") == "right"
    assert r.free_draws() == 1
    assert r.hand("alice") == ["Physics"]


def test_banking_shared_but_declined_gives_no_free_draw() -> None:
    r = dogma(
        "Banking",
        {
            "alice": {"board": {"green": ["Banking"]}},
            "bob": {"board": {"green": ["Mapmaking", "Sailing"]}},
        },
        [{"player": "bob", "choose": None}],
    )
    ok(r)
    assert r.splay("bob", "green") == "none"
    assert r.free_draws() == 0
    assert r.hand("alice") == []


def test_banking_team_game_spares_the_partner() -> None:
    r = dogma(
        "Banking",
        {
            "alice": {"board": {"green": ["Banking"]}},
            "bob": {"board": {"red": ["Gunpowder"]}},
            "carol": {"board": {"red": ["Coal"]}},
            "dave": {"board": {"blue": ["Chemistry"]}},
        },
        decks={5: ["Physics", "Societies"]},
        teams=[["alice", "carol"], ["bob", "dave"]],
    )
    ok(r)
    assert r.pile("carol", "red") == ["Coal"]
    assert r.pile("alice", "red") == ["Gunpowder"] and r.pile("alice", "blue") == ["Chemistry"]
    assert r.score("bob") == ["Physics"] and r.score("dave") == ["Societies"]


# --- Chemistry --------------------------------------------------------------
def test_chemistry_splays_scores_one_higher_and_returns() -> None:
    r = dogma(
        "Chemistry",
        {
            "alice": {
                "board": {"blue": ["Chemistry", "Writing"], "red": ["Industrialization"]},
                "score": ["Oars"],
            },
            "bob": {},
        },
        ["blue", "Oars"],
        decks={7: ["Lighting"]},
    )
    ok(r)
    assert r.splay("alice", "blue") == "right"
    assert r.score("alice") == ["Lighting"]
    assert r.deck(1)[-1] == "Oars"


def test_chemistry_return_choice_includes_the_scored_card() -> None:
    pending = asks(
        dogma(
            "Chemistry",
            {"alice": {"board": {"blue": ["Chemistry"]}, "score": ["Oars"]}, "bob": {}},
            decks={6: ["Canning"]},
        ),
        "alice",
    )
    assert pending["optional"] is False
    assert sorted(pending["options"]) == ["Canning", "Oars"]


def test_chemistry_empty_score_returns_the_scored_card() -> None:
    r = dogma(
        "Chemistry",
        {"alice": {"board": {"blue": ["Chemistry"]}}, "bob": {}},
        decks={6: ["Canning"]},
    )
    ok(r)
    assert r.score("alice") == []
    assert r.deck(6)[-1] == "Canning"


def test_chemistry_may_decline_the_splay() -> None:
    r = dogma(
        "Chemistry",
        {"alice": {"board": {"blue": ["Chemistry", "Writing"]}}, "bob": {}},
        [None],
        decks={6: ["Canning"]},
    )
    ok(r)
    assert r.splay("alice", "blue") == "none"
    assert r.deck(6)[-1] == "Canning"


def test_chemistry_empty_6_pile_scores_a_7() -> None:
    r = dogma(
        "Chemistry",
        {"alice": {"board": {"blue": ["Chemistry"]}, "score": ["Oars"]}, "bob": {}},
        ["Oars"],
        decks={7: ["Lighting"]},
        removed=ages(6),
        achievements=[],
    )
    ok(r)
    assert r.score("alice") == ["Lighting"]
    assert r.deck(6) == []


def test_chemistry_draw_above_10_ends_the_game() -> None:
    r = dogma(
        "Chemistry",
        {
            "alice": {"board": {"blue": ["Chemistry"], "red": ["Robotics"]}},
            "bob": {"score": ["Oars"]},
        },
    )
    assert r.exit_code == 0 and r.error is None
    assert r.game_over == "score" and r.winner == ["bob"]


def test_chemistry_shared_gives_a_free_draw() -> None:
    # bob: Coal 3 factories >= alice's 2
    r = dogma(
        "Chemistry",
        {
            "alice": {"board": {"blue": ["Chemistry"]}},
            "bob": {"board": {"red": ["Coal"]}, "score": ["Writing"]},
        },
        [{"player": "bob", "choose": "Writing"}],
        decks={6: ["Canning", "Vaccination"], 5: ["Physics"]},
    )
    ok(r)
    assert r.score("bob") == ["Canning"]
    assert r.deck(1)[-1] == "Writing"
    assert r.score("alice") == []
    assert r.deck(6)[-1] == "Vaccination"
    assert r.free_draws() == 1
    assert r.hand("alice") == ["Physics"]


# --- Coal -------------------------------------------------------------------
def test_coal_tucks_splays_and_scores_a_top_card_and_the_one_beneath() -> None:
    r = dogma(
        "Coal",
        {"alice": {"board": {"red": ["Coal", "Oars"], "blue": ["Writing"]}}, "bob": {}},
        ["red", "Writing"],
        decks={5: ["Physics"]},
    )
    ok(r)
    assert r.splay("alice", "red") == "right"
    assert r.pile("alice", "blue") == []
    assert r.score("alice") == ["Writing", "Physics"]
    assert r.pile("alice", "red") == ["Coal", "Oars"]


def test_coal_scoring_coal_scores_the_card_beneath_and_unsplays() -> None:
    r = dogma(
        "Coal",
        {"alice": {"board": {"red": ["Coal", "Oars", "Archery"]}}, "bob": {}},
        ["red", "Coal"],
        decks={5: ["Physics"]},
    )
    ok(r)
    assert r.score("alice") == ["Coal", "Oars"]
    assert r.pile("alice", "red") == ["Archery"]
    assert r.splay("alice", "red") == "none"  # one card left forgets its splay


def test_coal_a_top_card_alone_is_scored_alone() -> None:
    players: dict[str, Any] = {
        "alice": {"board": {"red": ["Coal"], "blue": ["Writing"]}},
        "bob": {},
    }
    pending = asks(dogma("Coal", players, decks={5: ["Societies"]}), "alice")
    assert pending["optional"] is True
    assert sorted(pending["options"]) == ["Coal", "Societies", "Writing"]
    r = dogma("Coal", players, ["Writing"], decks={5: ["Societies"]})
    ok(r)
    assert r.pile("alice", "purple") == ["Societies"]
    assert r.score("alice") == ["Writing"]
    assert r.pile("alice", "blue") == []


def test_coal_may_decline_splay_and_score() -> None:
    r = dogma(
        "Coal",
        {"alice": {"board": {"red": ["Coal", "Oars"]}}, "bob": {}},
        [None, None],
        decks={5: ["Physics"]},
    )
    ok(r)
    assert r.splay("alice", "red") == "none"
    assert r.pile("alice", "blue") == ["Physics"]
    assert r.score("alice") == []


def test_coal_empty_5_pile_tucks_a_6() -> None:
    r = dogma(
        "Coal",
        {"alice": {"board": {"red": ["Coal"]}}, "bob": {}},
        [None],
        decks={6: ["Canning"]},
        removed=ages(5, keep=("Coal",)),
        achievements=[],
    )
    ok(r)
    assert r.pile("alice", "yellow") == ["Canning"]
    assert r.deck(5) == []


def test_coal_draw_above_10_ends_the_game() -> None:
    r = dogma(
        "Coal",
        {"alice": {"board": {"red": ["Coal"]}, "score": ["Oars"]}, "bob": {}},
        removed=ages(5, 6, 7, 8, 9, 10, keep=("Coal",)),
        achievements=[],
    )
    assert r.exit_code == 0 and r.error is None
    assert r.game_over == "score" and r.winner == ["alice"]


def test_coal_shared_gives_a_free_draw() -> None:
    # bob: Machine Tools 3 factories >= alice's 3
    r = dogma(
        "Coal",
        {
            "alice": {"board": {"red": ["Coal"]}},
            "bob": {"board": {"red": ["Machine Tools"]}},
        },
        [{"player": "bob", "choose": None}, {"player": "alice", "choose": None}],
        decks={5: ["Physics", "Steam Engine", "Measurement"]},
    )
    ok(r)
    assert r.pile("bob", "blue") == ["Physics"]
    assert r.pile("alice", "yellow") == ["Steam Engine"]
    assert r.free_draws() == 1
    assert r.hand("alice") == ["Measurement"]


# --- Measurement ------------------------------------------------------------
MEASUREMENT_BOARD = {"green": ["Measurement"], "blue": ["Writing", "Tools", "Calendar"]}


def test_measurement_reveals_returns_splays_and_draws_the_pile_size() -> None:
    r = dogma(
        "Measurement",
        {"alice": {"board": MEASUREMENT_BOARD, "hand": ["Mathematics"]}, "bob": {}},
        ["Mathematics"],
        decks={3: ["Optics"]},
    )
    ok(r)
    assert [s["card"] for s in r.verbs("reveal")] == ["Mathematics"]
    assert r.deck(2)[-1] == "Mathematics"
    assert r.splay("alice", "blue") == "right"
    assert r.hand("alice") == ["Optics"]


def test_measurement_color_not_on_board_draws_a_1() -> None:
    r = dogma(
        "Measurement",
        {"alice": {"board": MEASUREMENT_BOARD, "hand": ["Oars"]}, "bob": {}},
        ["Oars"],
        decks={1: ["Sailing"]},
    )
    ok(r)
    assert r.hand("alice") == ["Sailing"]
    assert r.deck(1)[-1] == "Oars"
    assert r.splay("alice", "blue") == "none"


def test_measurement_pile_already_splayed_right_still_draws() -> None:
    r = dogma(
        "Measurement",
        {
            "alice": {
                "board": {
                    "green": ["Measurement"],
                    "blue": {"cards": ["Writing", "Tools"], "splay": "right"},
                },
                "hand": ["Calendar"],
            },
            "bob": {},
        },
        ["Calendar"],
        decks={2: ["Mathematics"]},
    )
    ok(r)
    assert r.splay("alice", "blue") == "right"
    assert r.verbs("splay") == []
    assert r.hand("alice") == ["Mathematics"]


def test_measurement_may_decline() -> None:
    players: dict[str, Any] = {
        "alice": {"board": MEASUREMENT_BOARD, "hand": ["Mathematics"]},
        "bob": {},
    }
    pending = asks(dogma("Measurement", players), "alice")
    assert pending["optional"] is True and pending["options"] == ["Mathematics"]
    r = dogma("Measurement", players, [None])
    ok(r)
    assert r.hand("alice") == ["Mathematics"]
    assert r.splay("alice", "blue") == "none"


def test_measurement_empty_hand_asks_nothing() -> None:
    r = dogma("Measurement", {"alice": {"board": MEASUREMENT_BOARD}, "bob": {}})
    ok(r)
    assert r.hand("alice") == []


def test_measurement_draw_above_10_ends_the_game() -> None:
    r = dogma(
        "Measurement",
        {
            "alice": {"board": MEASUREMENT_BOARD, "hand": ["Mathematics"]},
            "bob": {"score": ["Oars"]},
        },
        ["Mathematics"],
        removed=ages(3, 4, 5, 6, 7, 8, 9, 10, keep=("Measurement",)),
        achievements=[],
    )
    assert r.exit_code == 0 and r.error is None
    assert r.game_over == "score" and r.winner == ["bob"]
    assert r.splay("alice", "blue") == "right"


def test_measurement_shared_gives_a_free_draw() -> None:
    # bob: Experimentation 3 lightbulbs >= alice's 2
    r = dogma(
        "Measurement",
        {
            "alice": {"board": {"green": ["Measurement"]}, "hand": ["Writing"]},
            "bob": {"board": {"blue": ["Experimentation"]}, "hand": ["Oars"]},
        },
        [{"player": "bob", "choose": "Oars"}, {"player": "alice", "choose": None}],
        decks={1: ["Sailing"], 5: ["Physics"]},
    )
    ok(r)
    assert r.hand("bob") == ["Sailing"]
    assert r.free_draws() == 1
    assert r.hand("alice") == ["Writing", "Physics"]


def test_measurement_shared_but_declined_gives_no_free_draw() -> None:
    r = dogma(
        "Measurement",
        {
            "alice": {"board": {"green": ["Measurement"]}},
            "bob": {"board": {"blue": ["Experimentation"]}, "hand": ["Oars"]},
        },
        [{"player": "bob", "choose": None}],
    )
    ok(r)
    assert r.hand("bob") == ["Oars"]
    assert r.free_draws() == 0


def test_measurement_edition1_returns_then_chooses_any_color() -> None:
    r = dogma(
        "Measurement",
        {"alice": {"board": MEASUREMENT_BOARD, "hand": ["Oars"]}, "bob": {}},
        ["Oars", "blue"],
        decks={3: ["Optics"]},
        edition=1,
    )
    ok(r)
    assert r.verbs("reveal") == []
    assert r.deck(1)[-1] == "Oars"
    assert r.splay("alice", "blue") == "right"
    assert r.hand("alice") == ["Optics"]


def test_measurement_edition1_color_choice_offers_all_five_colors() -> None:
    pending = asks(
        dogma(
            "Measurement",
            {"alice": {"board": MEASUREMENT_BOARD, "hand": ["Oars"]}, "bob": {}},
            ["Oars"],
            edition=1,
        ),
        "alice",
    )
    assert pending["optional"] is False
    assert sorted(pending["options"]) == ["blue", "green", "purple", "red", "yellow"]


def test_measurement_edition1_empty_color_draws_a_1() -> None:
    r = dogma(
        "Measurement",
        {"alice": {"board": MEASUREMENT_BOARD, "hand": ["Oars"]}, "bob": {}},
        ["Oars", "purple"],
        decks={1: ["Sailing"]},
        edition=1,
    )
    ok(r)
    assert r.hand("alice") == ["Sailing"]
    assert r.splay("alice", "blue") == "none"


def test_measurement_edition1_decline_asks_no_color() -> None:
    r = dogma(
        "Measurement",
        {"alice": {"board": MEASUREMENT_BOARD, "hand": ["Oars"]}, "bob": {}},
        ["no"],
        edition=1,
    )
    ok(r)
    assert r.hand("alice") == ["Oars"]


# --- Physics ----------------------------------------------------------------
def test_physics_three_different_colors_are_kept() -> None:
    r = dogma(
        "Physics",
        {"alice": {"board": {"blue": ["Physics"]}, "hand": ["Oars"]}, "bob": {}},
        decks={6: ["Canning", "Democracy", "Atomic Theory"]},
    )
    ok(r)
    assert r.hand("alice") == ["Oars", "Canning", "Democracy", "Atomic Theory"]
    assert [s["card"] for s in r.verbs("reveal")] == ["Canning", "Democracy", "Atomic Theory"]


def test_physics_two_of_a_color_return_the_drawn_cards_and_the_hand() -> None:
    r = dogma(
        "Physics",
        {"alice": {"board": {"blue": ["Physics"]}, "hand": ["Oars", "Writing"]}, "bob": {}},
        decks={6: ["Canning", "Democracy", "Vaccination"]},
    )
    ok(r)
    assert r.hand("alice") == []
    assert r.deck(6)[-3:] == ["Canning", "Democracy", "Vaccination"]
    assert r.deck(1)[-2:] == ["Oars", "Writing"]


def test_physics_returns_the_whole_hand_in_arrival_order() -> None:
    # the drawn cards arrived after Metric System: the whole hand goes back in source
    # order (scenario.md), so Metric System lies above the three drawn 6s
    r = dogma(
        "Physics",
        {"alice": {"board": {"blue": ["Physics"]}, "hand": ["Metric System"]}, "bob": {}},
        decks={6: ["Canning", "Democracy", "Vaccination"]},
    )
    ok(r)
    assert r.hand("alice") == []
    assert [s["card"] for s in r.verbs("return")] == [
        "Metric System",
        "Canning",
        "Democracy",
        "Vaccination",
    ]
    assert r.deck(6)[-4:] == ["Metric System", "Canning", "Democracy", "Vaccination"]


def test_physics_empty_6_pile_continues_with_7s() -> None:
    r = dogma(
        "Physics",
        {"alice": {"board": {"blue": ["Physics"]}}, "bob": {}},
        decks={6: ["Canning"], 7: ["Lighting", "Bicycle"]},
        removed=ages(6, keep=("Canning",)),
        achievements=[],
    )
    ok(r)
    assert r.hand("alice") == ["Canning", "Lighting", "Bicycle"]
    assert r.deck(6) == []


def test_physics_draw_above_10_ends_the_game() -> None:
    r = dogma(
        "Physics",
        {"alice": {"board": {"blue": ["Physics"]}}, "bob": {"score": ["Oars"]}},
        decks={10: ["Software"]},
        removed=ages(6, 7, 8, 9) + ages(10, keep=("Software",)),
        achievements=[],
    )
    assert r.exit_code == 0 and r.error is None
    assert r.game_over == "score" and r.winner == ["bob"]
    assert r.hand("alice") == ["Software"]


def test_physics_shared_gives_a_free_draw() -> None:
    # bob: Philosophy 3 lightbulbs >= alice's 2
    r = dogma(
        "Physics",
        {
            "alice": {"board": {"blue": ["Physics"]}, "hand": ["Oars"]},
            "bob": {"board": {"purple": ["Philosophy"]}},
        },
        decks={
            6: [
                "Canning",
                "Democracy",
                "Atomic Theory",
                "Vaccination",
                "Classification",
                "Metric System",
            ],
            5: ["Coal"],
        },
    )
    ok(r)
    assert r.hand("bob") == ["Canning", "Democracy", "Atomic Theory"]
    assert r.deck(6)[-3:] == ["Vaccination", "Classification", "Metric System"]
    assert r.deck(1)[-1] == "Oars"
    assert r.free_draws() == 1
    assert r.hand("alice") == ["Coal"]


# --- Societies --------------------------------------------------------------
SOCIETIES_BOARD = {"purple": ["Societies"], "blue": ["Writing"]}


def test_societies_transfers_a_lightbulb_card_higher_than_my_top_card() -> None:
    players: dict[str, Any] = {
        "alice": {"board": SOCIETIES_BOARD},
        # bob: Paper's 1 crown < alice's 2; Philosophy (2) is not higher than Societies (5)
        "bob": {"board": {"blue": ["Physics"], "purple": ["Philosophy"], "green": ["Paper"]}},
    }
    pending = asks(dogma("Societies", players), "bob")
    assert sorted(pending["options"]) == ["Paper", "Physics"]
    r = dogma("Societies", players, [{"player": "bob", "choose": "Paper"}], decks={5: ["Coal"]})
    ok(r)
    assert r.pile("alice", "green") == ["Paper"]
    assert r.pile("bob", "green") == []
    assert r.hand("bob") == ["Coal"]


def test_societies_equal_value_is_not_higher() -> None:
    r = dogma(
        "Societies",
        {
            "alice": {"board": {"purple": ["Societies"], "blue": ["Tools"]}},
            "bob": {"board": {"blue": ["Writing"], "red": ["Coal"]}},
        },
    )
    ok(r)
    assert r.pile("bob", "blue") == ["Writing"] and r.pile("bob", "red") == ["Coal"]
    assert r.hand("bob") == []


def test_societies_demands_clockwise_against_my_changing_top_card() -> None:
    # after bob's Physics (5) tops alice's blue, carol's Printing Press (4) is not higher
    r = dogma(
        "Societies",
        {
            "alice": {"board": SOCIETIES_BOARD},
            "bob": {"board": {"blue": ["Physics"]}},
            "carol": {"board": {"blue": ["Printing Press"]}},
        },
        decks={5: ["Coal"]},
    )
    ok(r)
    assert r.pile("alice", "blue") == ["Physics", "Writing"]
    assert r.hand("bob") == ["Coal"]
    assert r.pile("carol", "blue") == ["Printing Press"]
    assert r.hand("carol") == []


def test_societies_player_with_more_crowns_is_not_affected() -> None:
    r = dogma(
        "Societies",
        {
            "alice": {"board": SOCIETIES_BOARD},
            "bob": {"board": {"blue": ["Physics"], "green": ["Navigation"]}},
        },
    )
    ok(r)
    assert r.pile("bob", "blue") == ["Physics"]
    assert r.free_draws() == 0


def test_societies_empty_5_pile_draws_a_6() -> None:
    r = dogma(
        "Societies",
        {"alice": {"board": SOCIETIES_BOARD}, "bob": {"board": {"blue": ["Physics"]}}},
        decks={6: ["Canning"]},
        removed=ages(5, keep=("Societies", "Physics")),
        achievements=[],
    )
    ok(r)
    assert r.hand("bob") == ["Canning"]


def test_societies_draw_above_10_ends_the_game() -> None:
    r = dogma(
        "Societies",
        {
            "alice": {"board": SOCIETIES_BOARD, "score": ["Oars"]},
            "bob": {"board": {"blue": ["Physics"]}},
        },
        removed=ages(5, 6, 7, 8, 9, 10, keep=("Societies", "Physics")),
        achievements=[],
    )
    assert r.exit_code == 0 and r.error is None
    assert r.game_over == "score" and r.winner == ["alice"]
    assert r.pile("alice", "blue") == ["Physics", "Writing"]


def test_societies_team_game_spares_the_partner() -> None:
    r = dogma(
        "Societies",
        {
            "alice": {"board": {"purple": ["Societies"]}},
            "bob": {"board": {"blue": ["Writing"]}},
            "carol": {"board": {"green": ["Paper"]}},
            "dave": {"board": {"green": ["Invention"]}},
        },
        decks={5: ["Coal", "Steam Engine"]},
        teams=[["alice", "carol"], ["bob", "dave"]],
    )
    ok(r)
    assert r.pile("carol", "green") == ["Paper"]
    assert r.pile("alice", "blue") == ["Writing"] and r.pile("alice", "green") == ["Invention"]
    assert r.hand("bob") == ["Coal"] and r.hand("dave") == ["Steam Engine"]


def test_societies_edition1_any_top_non_purple_lightbulb_card() -> None:
    players: dict[str, Any] = {
        "alice": {"board": {"purple": ["Societies"], "blue": ["Experimentation"]}},
        "bob": {"board": {"purple": ["Philosophy"], "blue": ["Tools"], "green": ["Paper"]}},
    }
    pending = asks(dogma("Societies", players, edition=1), "bob")
    assert sorted(pending["options"]) == ["Paper", "Tools"]
    r = dogma(
        "Societies",
        players,
        [{"player": "bob", "choose": "Tools"}],
        decks={5: ["Coal"]},
        edition=1,
    )
    ok(r)
    assert r.pile("alice", "blue") == ["Tools", "Experimentation"]
    assert r.pile("bob", "purple") == ["Philosophy"]
    assert r.hand("bob") == ["Coal"]


def test_societies_edition3_same_position_transfers_only_higher() -> None:
    r = dogma(
        "Societies",
        {
            "alice": {"board": {"purple": ["Societies"], "blue": ["Experimentation"]}},
            "bob": {"board": {"purple": ["Philosophy"], "blue": ["Tools"], "green": ["Paper"]}},
        },
        decks={5: ["Coal"]},
    )
    ok(r)
    assert r.pile("alice", "green") == ["Paper"]
    assert r.pile("bob", "blue") == ["Tools"]


def test_societies_edition1_purple_only_transfers_nothing() -> None:
    r = dogma(
        "Societies",
        {"alice": {"board": SOCIETIES_BOARD}, "bob": {"board": {"purple": ["Philosophy"]}}},
        edition=1,
    )
    ok(r)
    assert r.pile("bob", "purple") == ["Philosophy"] and r.hand("bob") == []


# --- Statistics -------------------------------------------------------------
STATISTICS = {"yellow": ["Statistics"]}


def test_statistics_transfers_all_the_highest_score_cards_to_hand() -> None:
    r = dogma(
        "Statistics",
        {
            "alice": {"board": STATISTICS},
            "bob": {"score": ["Coal", "Writing", "Physics", "Oars"]},
        },
    )
    ok(r)
    assert r.hand("bob") == ["Coal", "Physics"]
    assert r.score("bob") == ["Writing", "Oars"]
    assert r.hand("alice") == [] and r.score("alice") == []


def test_statistics_empty_score_and_nothing_to_splay_asks_nothing() -> None:
    r = dogma("Statistics", {"alice": {"board": STATISTICS}, "bob": {"hand": ["Oars"]}})
    ok(r)
    assert r.hand("bob") == ["Oars"]


def test_statistics_splay_yellow_right() -> None:
    r = dogma(
        "Statistics",
        {"alice": {"board": {"yellow": ["Statistics", "Agriculture"]}}, "bob": {}},
        ["yes"],
    )
    ok(r)
    assert r.splay("alice", "yellow") == "right"


def test_statistics_splay_may_be_declined() -> None:
    r = dogma(
        "Statistics",
        {"alice": {"board": {"yellow": ["Statistics", "Agriculture"]}}, "bob": {}},
        [None],
    )
    ok(r)
    assert r.splay("alice", "yellow") == "none"


def test_statistics_demands_clockwise_with_three_players() -> None:
    r = dogma(
        "Statistics",
        {
            "alice": {"board": STATISTICS},
            "bob": {"score": ["Writing", "Oars"]},
            "carol": {"score": ["Calendar", "Coal"]},
        },
    )
    ok(r)
    assert r.hand("bob") == ["Writing", "Oars"] and r.score("bob") == []
    assert r.hand("carol") == ["Coal"] and r.score("carol") == ["Calendar"]
    transfers = [s["actor"] for s in r.verbs("transfer")]
    assert transfers == ["bob", "bob", "carol"]


def test_statistics_shared_splay_gives_a_free_draw() -> None:
    # bob: Anatomy 3 leaves >= alice's 2: he shares and is not vulnerable
    r = dogma(
        "Statistics",
        {
            "alice": {"board": STATISTICS},
            "bob": {"board": {"yellow": ["Anatomy", "Agriculture"]}, "score": ["Coal"]},
        },
        [{"player": "bob", "choose": "yellow"}],
        decks={5: ["Physics"]},
    )
    ok(r)
    assert r.score("bob") == ["Coal"]
    assert r.splay("bob", "yellow") == "right"
    assert r.free_draws() == 1
    assert r.hand("alice") == ["Physics"]


def test_statistics_shared_but_declined_gives_no_free_draw() -> None:
    r = dogma(
        "Statistics",
        {"alice": {"board": STATISTICS}, "bob": {"board": {"yellow": ["Anatomy", "Agriculture"]}}},
        [{"player": "bob", "choose": "no"}],
    )
    ok(r)
    assert r.splay("bob", "yellow") == "none"
    assert r.free_draws() == 0


def test_statistics_team_game_spares_the_partner() -> None:
    r = dogma(
        "Statistics",
        {
            "alice": {"board": STATISTICS},
            "bob": {"score": ["Coal"]},
            "carol": {"score": ["Physics"]},
            "dave": {"score": ["Writing"]},
        },
        teams=[["alice", "carol"], ["bob", "dave"]],
    )
    ok(r)
    assert r.score("carol") == ["Physics"]
    assert r.hand("bob") == ["Coal"] and r.hand("dave") == ["Writing"]


def test_statistics_edition1_repeats_while_one_card_in_hand() -> None:
    players: dict[str, Any] = {
        "alice": {"board": STATISTICS},
        "bob": {"score": ["Coal", "Writing", "Oars"]},
    }
    pending = asks(dogma("Statistics", players, edition=1), "bob")
    assert sorted(pending["options"]) == ["Oars", "Writing"]  # the repeat: a tie of 1s
    r = dogma("Statistics", players, [{"player": "bob", "choose": "Oars"}], edition=1)
    ok(r)
    assert r.hand("bob") == ["Coal", "Oars"]
    assert r.score("bob") == ["Writing"]


def test_statistics_edition1_no_repeat_with_other_cards_in_hand() -> None:
    players: dict[str, Any] = {
        "alice": {"board": STATISTICS},
        "bob": {"hand": ["Sailing"], "score": ["Coal", "Physics", "Oars"]},
    }
    pending = asks(dogma("Statistics", players, edition=1), "bob")
    assert sorted(pending["options"]) == ["Coal", "Physics"]
    r = dogma("Statistics", players, [{"player": "bob", "choose": "Physics"}], edition=1)
    ok(r)
    assert r.hand("bob") == ["Sailing", "Physics"]
    assert r.score("bob") == ["Coal", "Oars"]


def test_statistics_edition1_repeat_stops_with_an_empty_score() -> None:
    r = dogma("Statistics", {"alice": {"board": STATISTICS}, "bob": {"score": ["Coal"]}}, edition=1)
    ok(r)
    assert r.hand("bob") == ["Coal"] and r.score("bob") == []


def test_statistics_edition1_empty_score_transfers_nothing() -> None:
    r = dogma("Statistics", {"alice": {"board": STATISTICS}, "bob": {"hand": ["Oars"]}}, edition=1)
    ok(r)
    assert r.hand("bob") == ["Oars"]
    assert r.verbs("transfer") == []


# --- Steam Engine -----------------------------------------------------------
STEAM_ENGINE = {"yellow": ["Steam Engine"]}


def test_steam_engine_tucks_two_4s_and_scores_the_bottom_yellow() -> None:
    r = dogma(
        "Steam Engine",
        {"alice": {"board": STEAM_ENGINE}, "bob": {}},
        decks={4: ["Anatomy", "Gunpowder"]},
    )
    ok(r)
    assert r.pile("alice", "yellow") == ["Steam Engine"]
    assert r.pile("alice", "red") == ["Gunpowder"]
    assert r.score("alice") == ["Anatomy"]


def test_steam_engine_two_yellow_4s_scores_the_last_tucked() -> None:
    r = dogma(
        "Steam Engine",
        {"alice": {"board": STEAM_ENGINE}, "bob": {}},
        decks={4: ["Anatomy", "Perspective"]},
    )
    ok(r)
    assert r.pile("alice", "yellow") == ["Steam Engine", "Anatomy"]
    assert r.score("alice") == ["Perspective"]


def test_steam_engine_scores_itself_when_it_is_the_bottom_yellow() -> None:
    r = dogma(
        "Steam Engine",
        {"alice": {"board": STEAM_ENGINE}, "bob": {}},
        decks={4: ["Gunpowder", "Colonialism"]},
    )
    ok(r)
    assert r.pile("alice", "red") == ["Gunpowder", "Colonialism"]
    assert r.pile("alice", "yellow") == []
    assert r.score("alice") == ["Steam Engine"]


def test_steam_engine_shared_without_yellow_scores_nothing_but_gives_a_free_draw() -> None:
    # bob: Coal 3 factories >= alice's 2
    r = dogma(
        "Steam Engine",
        {"alice": {"board": STEAM_ENGINE}, "bob": {"board": {"red": ["Coal"]}}},
        decks={4: ["Gunpowder", "Colonialism", "Anatomy", "Perspective"], 5: ["Physics"]},
    )
    ok(r)
    assert r.pile("bob", "red") == ["Coal", "Gunpowder", "Colonialism"]
    assert r.score("bob") == []
    assert r.score("alice") == ["Perspective"]
    assert r.free_draws() == 1
    assert r.hand("alice") == ["Physics"]


def test_steam_engine_empty_4_pile_tucks_5s() -> None:
    r = dogma(
        "Steam Engine",
        {"alice": {"board": STEAM_ENGINE}, "bob": {}},
        decks={5: ["Physics", "Coal"]},
        removed=ages(4),
        achievements=[],
    )
    ok(r)
    assert r.deck(4) == []
    assert r.pile("alice", "blue") == ["Physics"] and r.pile("alice", "red") == ["Coal"]
    assert r.score("alice") == ["Steam Engine"]


def test_steam_engine_draw_above_10_ends_the_game() -> None:
    r = dogma(
        "Steam Engine",
        {"alice": {"board": STEAM_ENGINE}, "bob": {"score": ["Oars"]}},
        decks={10: ["Software"]},
        removed=ages(4, 5, 6, 7, 8, 9, keep=("Steam Engine",)) + ages(10, keep=("Software",)),
        achievements=[],
    )
    assert r.exit_code == 0 and r.error is None
    assert r.game_over == "score" and r.winner == ["bob"]
    assert r.pile("alice", "blue") == ["Software"]
    assert r.score("alice") == []


# --- The Pirate Code --------------------------------------------------------
def test_pirate_code_transfers_two_low_cards_then_scores_lowest_crown_top() -> None:
    players: dict[str, Any] = {
        "alice": {"board": {"red": ["The Pirate Code"], "green": ["Sailing"]}},
        "bob": {"score": ["Oars", "Calendar", "Coal", "Writing"]},
    }
    pending = asks(dogma("The Pirate Code", players), "bob")
    assert sorted(pending["options"]) == ["Calendar", "Oars", "Writing"]
    assert (pending["min"], pending["max"]) == (2, 2)
    r = dogma("The Pirate Code", players, [{"player": "bob", "choose": ["Calendar", "Oars"]}])
    ok(r)
    assert r.score("bob") == ["Coal", "Writing"]
    assert r.score("alice") == ["Calendar", "Oars", "Sailing"]
    assert r.pile("alice", "green") == []
    assert r.pile("alice", "red") == ["The Pirate Code"]


def test_pirate_code_tie_for_lowest_crown_top_is_the_executors_choice() -> None:
    players: dict[str, Any] = {
        "alice": {
            "board": {
                "red": ["The Pirate Code"],
                "green": ["Sailing"],
                "purple": ["City States"],
            }
        },
        "bob": {"score": ["Oars", "Writing"]},
    }
    pending = asks(dogma("The Pirate Code", players), "alice")
    assert sorted(pending["options"]) == ["City States", "Sailing"]
    r = dogma("The Pirate Code", players, ["City States"])
    ok(r)
    assert r.score("alice") == ["Oars", "Writing", "City States"]
    assert r.pile("alice", "green") == ["Sailing"]


def test_pirate_code_one_eligible_card_is_enough_to_score() -> None:
    r = dogma(
        "The Pirate Code",
        {"alice": {"board": {"red": ["The Pirate Code"]}}, "bob": {"score": ["Oars", "Coal"]}},
    )
    ok(r)
    assert r.score("bob") == ["Coal"]
    assert r.score("alice") == ["Oars", "The Pirate Code"]
    assert r.pile("alice", "red") == []


def test_pirate_code_nothing_transferred_scores_nothing() -> None:
    r = dogma(
        "The Pirate Code",
        {"alice": {"board": {"red": ["The Pirate Code"]}}, "bob": {"score": ["Coal"]}},
    )
    ok(r)
    assert r.score("bob") == ["Coal"]
    assert r.score("alice") == []
    assert r.pile("alice", "red") == ["The Pirate Code"]


def test_pirate_code_demands_clockwise_with_three_players() -> None:
    r = dogma(
        "The Pirate Code",
        {
            "alice": {"board": {"red": ["The Pirate Code"], "green": ["Sailing"]}},
            "bob": {"score": ["Oars", "Writing"]},
            "carol": {"score": ["Calendar", "Agriculture"]},
        },
    )
    ok(r)
    assert r.score("alice") == ["Oars", "Writing", "Calendar", "Agriculture", "Sailing"]
    assert r.score("bob") == [] and r.score("carol") == []


def test_pirate_code_sharer_scores_too_and_earns_a_free_draw() -> None:
    # bob: Mapmaking + Code of Laws 4 crowns >= alice's 4 (shares); carol 0 (vulnerable)
    r = dogma(
        "The Pirate Code",
        {
            "alice": {"board": {"red": ["The Pirate Code"], "green": ["Sailing"]}},
            "bob": {
                "board": {"green": ["Mapmaking"], "purple": ["Code of Laws"]},
                "score": ["Oars"],
            },
            "carol": {"score": ["Writing", "Calendar"]},
        },
        decks={5: ["Physics"]},
    )
    ok(r)
    assert r.score("bob") == ["Oars", "Code of Laws"]
    assert r.pile("bob", "green") == ["Mapmaking"]
    assert r.score("alice") == ["Writing", "Calendar", "Sailing"]
    assert r.free_draws() == 1
    assert r.hand("alice") == ["Physics"]


def test_pirate_code_shared_without_a_transfer_gives_no_free_draw() -> None:
    r = dogma(
        "The Pirate Code",
        {
            "alice": {"board": {"red": ["The Pirate Code"]}},
            "bob": {"board": {"green": ["Mapmaking"]}, "score": ["Oars"]},
        },
    )
    ok(r)
    assert r.pile("bob", "green") == ["Mapmaking"] and r.score("bob") == ["Oars"]
    assert r.pile("alice", "red") == ["The Pirate Code"]
    assert r.free_draws() == 0


def test_pirate_code_team_game_partner_shares_but_earns_no_free_draw() -> None:
    r = dogma(
        "The Pirate Code",
        {
            "alice": {"board": {"red": ["The Pirate Code"]}},
            "bob": {"score": ["Oars", "Writing"]},
            "carol": {"board": {"green": ["Mapmaking"]}, "score": ["Calendar"]},
            "dave": {"score": ["Coal"]},
        },
        teams=[["alice", "carol"], ["bob", "dave"]],
    )
    ok(r)
    assert r.score("bob") == [] and r.score("dave") == ["Coal"]
    assert r.score("carol") == ["Calendar", "Mapmaking"]
    assert r.score("alice") == ["Oars", "Writing", "The Pirate Code"]
    assert r.free_draws() == 0
