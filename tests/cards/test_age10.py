"""Scenario tests for every branch of the age 10 cards."""

from __future__ import annotations

from support import Result, dogma, ok

from adjudicator.games.innovation.engine.cards import all_cards

AGE10 = [c for c in all_cards() if c.age == 10]
ALL_6S = [c.name for c in all_cards() if c.age == 6]
ALL_7S = [c.name for c in all_cards() if c.age == 7]
ALL_8S = [c.name for c in all_cards() if c.age == 8]
ALL_9S = [c.name for c in all_cards() if c.age == 9]
ALL_10S = [c.name for c in AGE10]


def tens_but(*kept: str) -> list[str]:
    """Every 10 except ``kept``: for a `removed` list that (nearly) empties the 10 pile."""
    return [n for n in ALL_10S if n not in kept]


def not_over(r: Result) -> None:
    ok(r)
    assert r.game_over is None and r.winner is None


def ended(r: Result, why: str, winners: list[str]) -> None:
    ok(r)
    assert r.game_over == why
    assert r.winner == winners


# --- A.I. -------------------------------------------------------------------
AI = {"purple": ["A.I."]}


def test_ai_scores_a_10_and_nobody_wins_without_robotics_and_software() -> None:
    r = dogma("A.I.", {"alice": {"board": AI}, "bob": {}}, decks={10: ["Databases"]})
    not_over(r)
    assert r.score("alice") == ["Databases"]
    assert "Databases" not in r.deck(10)
    assert r.free_draws() == 0


def test_ai_robotics_and_software_on_different_boards_lowest_score_wins() -> None:
    # bob has Software (no lightbulb): he neither shares nor is asked anything
    r = dogma(
        "A.I.",
        {
            "alice": {"board": {**AI, "red": ["Robotics"]}},
            "bob": {"board": {"blue": ["Software"]}, "score": ["Writing"]},
        },
        decks={10: ["Databases"]},
    )
    ended(r, "A.I.", ["bob"])
    assert r.score("alice") == ["Databases"]


def test_ai_the_executing_player_wins_with_the_lowest_score() -> None:
    r = dogma(
        "A.I.",
        {
            "alice": {"board": {**AI, "red": ["Robotics"], "blue": ["Software"]}},
            "bob": {"score": ["Stem Cells", "Bioengineering"]},
        },
        decks={10: ["Databases"]},
    )
    ended(r, "A.I.", ["alice"])


def test_ai_tie_for_the_lowest_score_does_nothing() -> None:
    r = dogma(
        "A.I.",
        {
            "alice": {"board": {**AI, "red": ["Robotics"], "blue": ["Software"]}},
            "bob": {"score": ["Self Service"]},
        },
        decks={10: ["Databases"]},
    )
    not_over(r)
    assert r.score("alice") == ["Databases"] and r.score("bob") == ["Self Service"]


def test_ai_covered_software_is_not_a_top_card() -> None:
    r = dogma(
        "A.I.",
        {
            "alice": {"board": {**AI, "red": ["Robotics"], "blue": ["Bioengineering", "Software"]}},
            "bob": {},
        },
        decks={10: ["Databases"]},
    )
    not_over(r)
    assert r.score("alice") == ["Databases"]


def test_ai_three_players_single_lowest_wins() -> None:
    r = dogma(
        "A.I.",
        {
            "alice": {"board": {**AI, "red": ["Robotics"], "blue": ["Software"]}},
            "bob": {"score": ["Coal"]},
            "carol": {"score": ["Writing", "Oars"]},
        },
        decks={10: ["Databases"]},
    )
    ended(r, "A.I.", ["carol"])


def test_ai_empty_10_pile_ends_the_game() -> None:
    r = dogma(
        "A.I.",
        {"alice": {"board": AI}, "bob": {"score": ["Writing"]}},
        removed=tens_but("A.I."),
    )
    ended(r, "score", ["bob"])
    assert r.deck(10) == []


def test_ai_shared_gives_a_free_draw() -> None:
    # bob: Writing 2 lightbulbs >= alice's 2
    r = dogma(
        "A.I.",
        {"alice": {"board": AI}, "bob": {"board": {"blue": ["Writing"]}}},
        decks={10: ["Databases", "Globalization", "Stem Cells"]},
    )
    not_over(r)
    assert r.score("bob") == ["Databases"]
    assert r.score("alice") == ["Globalization"]
    assert r.hand("alice") == ["Stem Cells"]
    assert r.free_draws() == 1


# --- Bioengineering ---------------------------------------------------------
BIO = {"blue": ["Bioengineering"]}


def test_bioengineering_offers_opponents_top_cards_with_a_leaf() -> None:
    players = {
        "alice": {"board": {**BIO, "yellow": ["Anatomy"]}},
        "bob": {"board": {"purple": ["Reformation"], "green": ["Clothing"], "red": ["Oars"]}},
    }
    pending = dogma("Bioengineering", players)
    assert pending.exit_code == 0 and pending.pending is not None
    assert pending.pending["player"] == "alice" and pending.pending["optional"] is False
    assert sorted(pending.pending["options"]) == ["Clothing", "Reformation"]
    # afterwards both have three leaves: nobody has fewer, nobody wins
    r = dogma("Bioengineering", players, ["Clothing"])
    not_over(r)
    assert r.score("alice") == ["Clothing"]
    assert r.pile("bob", "green") == []
    assert r.pile("bob", "purple") == ["Reformation"]


def test_bioengineering_most_leaves_wins_when_someone_has_fewer_than_three() -> None:
    r = dogma(
        "Bioengineering",
        {
            "alice": {"board": {**BIO, "yellow": ["Anatomy"]}},
            "bob": {"board": {"green": ["Clothing"]}},
        },
    )
    ended(r, "Bioengineering", ["alice"])
    assert r.score("alice") == ["Clothing"]


def test_bioengineering_an_opponent_can_win_by_most_leaves() -> None:
    r = dogma(
        "Bioengineering",
        {
            "alice": {"board": BIO},
            "bob": {"board": {"yellow": ["Anatomy"], "purple": ["Reformation"]}},
        },
        ["Anatomy"],
    )
    ended(r, "Bioengineering", ["bob"])
    assert r.score("alice") == ["Anatomy"]


def test_bioengineering_nothing_to_take_and_tied_leaves_do_nothing() -> None:
    r = dogma("Bioengineering", {"alice": {"board": BIO}, "bob": {"board": {"red": ["Oars"]}}})
    not_over(r)
    assert r.score("alice") == [] and r.pile("bob", "red") == ["Oars"]


def test_bioengineering_three_players_any_opponent_then_single_most_wins() -> None:
    players = {
        "alice": {"board": BIO},
        "bob": {"board": {"green": ["Clothing"]}},
        "carol": {"board": {"yellow": ["Anatomy"]}},
    }
    pending = dogma("Bioengineering", players)
    assert pending.pending is not None
    assert pending.pending["options"] == ["Clothing", "Anatomy"]  # clockwise
    r = dogma("Bioengineering", players, ["Anatomy"])
    # alice 0, bob 2, carol 0 leaves: bob has the most
    ended(r, "Bioengineering", ["bob"])
    assert r.score("alice") == ["Anatomy"]


def test_bioengineering_team_game_never_takes_from_the_partner() -> None:
    r = dogma(
        "Bioengineering",
        {
            "alice": {"board": BIO},
            "bob": {"board": {"green": ["Clothing"]}},
            "carol": {"board": {"yellow": ["Anatomy"]}},
            "dave": {},
        },
        teams=[["alice", "carol"], ["bob", "dave"]],
    )
    # Clothing is the only legal option; then carol has the most leaves: her team wins
    ended(r, "Bioengineering", ["alice", "carol"])
    assert r.score("alice") == ["Clothing"]
    assert r.pile("carol", "yellow") == ["Anatomy"]


def test_bioengineering_shared_with_a_change_gives_a_free_draw() -> None:
    # bob: Quantum Theory 3 clocks >= alice's 2: he shares and goes first
    r = dogma(
        "Bioengineering",
        {
            "alice": {"board": {**BIO, "purple": ["Reformation"], "green": ["Clothing"]}},
            "bob": {
                "board": {"blue": ["Quantum Theory"], "yellow": ["Anatomy"], "green": ["Sailing"]}
            },
        },
        [{"player": "bob", "choose": "Clothing"}, {"player": "alice", "choose": "Sailing"}],
        decks={10: ["Databases"]},
    )
    not_over(r)
    assert r.score("bob") == ["Clothing"]
    assert r.score("alice") == ["Sailing"]
    assert r.free_draws() == 1
    assert r.hand("alice") == ["Databases"]


def test_bioengineering_shared_without_a_change_gives_no_free_draw() -> None:
    r = dogma(
        "Bioengineering",
        {"alice": {"board": BIO}, "bob": {"board": {"blue": ["Quantum Theory"]}}},
    )
    not_over(r)
    assert r.free_draws() == 0
    assert r.hand("alice") == []


# --- Databases --------------------------------------------------------------
DATABASES = {"green": ["Databases"]}


def test_databases_returns_half_rounded_up_in_the_chosen_order() -> None:
    r = dogma(
        "Databases",
        {
            "alice": {"board": DATABASES},
            "bob": {"score": ["Writing", "Calendar", "Oars"]},
        },
        [{"player": "bob", "choose": ["Oars", "Writing"]}],
    )
    ok(r)
    assert r.score("bob") == ["Calendar"]
    assert r.deck(1)[-2:] == ["Oars", "Writing"]


def test_databases_pending_asks_the_victim_for_half() -> None:
    r = dogma(
        "Databases",
        {"alice": {"board": DATABASES}, "bob": {"score": ["Writing", "Calendar", "Oars", "Coal"]}},
    )
    assert r.exit_code == 0 and r.pending is not None
    assert r.pending["player"] == "bob"
    assert (r.pending["min"], r.pending["max"]) == (2, 2)


def test_databases_a_single_card_is_returned_without_a_question() -> None:
    r = dogma("Databases", {"alice": {"board": DATABASES}, "bob": {"score": ["Coal"]}})
    ok(r)
    assert r.score("bob") == [] and r.deck(5)[-1] == "Coal"


def test_databases_empty_score_pile_returns_nothing() -> None:
    r = dogma("Databases", {"alice": {"board": DATABASES}, "bob": {}})
    ok(r)
    assert r.score("bob") == []


def test_databases_demands_clockwise_with_three_players() -> None:
    players = {
        "alice": {"board": DATABASES},
        "bob": {"score": ["Writing", "Calendar"]},
        "carol": {"score": ["Coal"]},
    }
    pending = dogma("Databases", players)
    assert pending.pending is not None and pending.pending["player"] == "bob"
    r = dogma("Databases", players, [{"player": "bob", "choose": "Calendar"}])
    ok(r)
    assert r.score("bob") == ["Writing"] and r.score("carol") == []
    assert r.deck(2)[-1] == "Calendar" and r.deck(5)[-1] == "Coal"


def test_databases_spares_a_player_with_as_many_clocks() -> None:
    r = dogma(
        "Databases",
        {
            "alice": {"board": DATABASES},
            "bob": {"board": {"blue": ["Software"]}, "score": ["Coal"]},
        },
    )
    ok(r)
    assert r.score("bob") == ["Coal"]
    assert r.free_draws() == 0


def test_databases_team_game_spares_the_partner() -> None:
    r = dogma(
        "Databases",
        {
            "alice": {"board": DATABASES},
            "bob": {"score": ["Writing"]},
            "carol": {"score": ["Oars"]},
            "dave": {"score": ["Coal"]},
        },
        teams=[["alice", "carol"], ["bob", "dave"]],
    )
    ok(r)
    assert r.score("bob") == [] and r.score("dave") == []
    assert r.score("carol") == ["Oars"]


# --- Globalization ----------------------------------------------------------
GLOBALIZATION = {"yellow": ["Globalization"]}
# Reformation and Pottery: six leaves against Globalization's three factories
LEAFY = {**GLOBALIZATION, "purple": ["Reformation"], "blue": ["Pottery"]}


def test_globalization_victim_returns_a_leaf_card_and_leaves_block_the_win() -> None:
    r = dogma(
        "Globalization",
        {
            "alice": {"board": GLOBALIZATION},
            "bob": {"board": {"yellow": ["Anatomy"], "green": ["Clothing"], "red": ["Oars"]}},
        },
        [{"player": "bob", "choose": "Clothing"}],
        decks={6: ["Canning"]},
    )
    not_over(r)  # bob's Anatomy: 3 leaves > 0 factories
    assert r.pile("bob", "green") == [] and r.deck(1)[-1] == "Clothing"
    assert r.pile("bob", "yellow") == ["Anatomy"] and r.pile("bob", "red") == ["Oars"]
    assert r.score("alice") == ["Canning"]


def test_globalization_pending_asks_the_victim() -> None:
    r = dogma(
        "Globalization",
        {
            "alice": {"board": GLOBALIZATION},
            "bob": {"board": {"yellow": ["Anatomy"], "green": ["Clothing"], "red": ["Oars"]}},
        },
    )
    assert r.exit_code == 0 and r.pending is not None
    assert r.pending["player"] == "bob"
    assert sorted(r.pending["options"]) == ["Anatomy", "Clothing"]


def test_globalization_single_player_with_most_points_wins() -> None:
    r = dogma(
        "Globalization",
        {
            "alice": {"board": GLOBALIZATION},
            "bob": {"board": {"green": ["Clothing"]}, "score": ["Writing"]},
        },
        decks={6: ["Canning"]},
    )
    ended(r, "Globalization", ["alice"])
    assert r.pile("bob", "green") == []
    assert r.score("alice") == ["Canning"]


def test_globalization_tie_for_most_points_does_nothing() -> None:
    r = dogma(
        "Globalization",
        {"alice": {"board": GLOBALIZATION}, "bob": {"score": ["Vaccination"]}},
        decks={6: ["Canning"]},
    )
    not_over(r)
    assert r.score("alice") == ["Canning"]


def test_globalization_an_opponent_with_most_points_wins() -> None:
    r = dogma(
        "Globalization",
        {"alice": {"board": GLOBALIZATION}, "bob": {"score": ["Software"]}},
        decks={6: ["Canning"]},
    )
    ended(r, "Globalization", ["bob"])


def test_globalization_leaders_own_leaves_block_the_win() -> None:
    r = dogma("Globalization", {"alice": {"board": LEAFY}, "bob": {}}, decks={6: ["Canning"]})
    not_over(r)
    assert r.score("alice") == ["Canning"]
    assert r.pile("alice", "purple") == ["Reformation"]  # the demand is not on the leader


def test_globalization_a_sharer_can_win_before_the_leader_scores() -> None:
    # bob: Coal 3 factories >= alice's 3: he shares, is not vulnerable, and goes first
    r = dogma(
        "Globalization",
        {"alice": {"board": GLOBALIZATION}, "bob": {"board": {"red": ["Coal"]}}},
        decks={6: ["Canning"]},
    )
    ended(r, "Globalization", ["bob"])
    assert r.score("bob") == ["Canning"] and r.score("alice") == []


def test_globalization_shared_with_a_change_gives_a_free_draw() -> None:
    r = dogma(
        "Globalization",
        {"alice": {"board": LEAFY}, "bob": {"board": {"red": ["Coal"]}}},
        decks={6: ["Canning", "Vaccination"], 10: ["Databases"]},
    )
    not_over(r)
    assert r.score("bob") == ["Canning"]
    assert r.score("alice") == ["Vaccination"]
    assert r.hand("alice") == ["Databases"]
    assert r.free_draws() == 1


def test_globalization_demands_clockwise_with_three_players() -> None:
    players = {
        "alice": {"board": GLOBALIZATION},
        "bob": {"board": {"green": ["Clothing"], "purple": ["Code of Laws"]}},
        "carol": {"board": {"yellow": ["Anatomy"], "blue": ["Pottery"]}},
    }
    pending = dogma("Globalization", players)
    assert pending.pending is not None and pending.pending["player"] == "bob"
    r = dogma(
        "Globalization",
        players,
        [{"player": "bob", "choose": "Code of Laws"}, {"player": "carol", "choose": "Pottery"}],
        decks={6: ["Canning"]},
    )
    not_over(r)
    assert r.pile("bob", "purple") == [] and r.pile("bob", "green") == ["Clothing"]
    assert r.pile("carol", "blue") == [] and r.pile("carol", "yellow") == ["Anatomy"]
    assert r.deck(1)[-2:] == ["Code of Laws", "Pottery"]
    assert r.score("alice") == ["Canning"]


def test_globalization_team_game_spares_the_partner() -> None:
    r = dogma(
        "Globalization",
        {
            "alice": {"board": LEAFY},
            "bob": {"board": {"green": ["Clothing"]}},
            "carol": {"board": {"green": ["Sailing"]}},
            "dave": {"board": {"yellow": ["Anatomy"]}},
        },
        teams=[["alice", "carol"], ["bob", "dave"]],
        decks={6: ["Canning"]},
    )
    not_over(r)
    assert r.pile("bob", "green") == [] and r.pile("dave", "yellow") == []
    assert r.pile("carol", "green") == ["Sailing"]
    assert r.score("alice") == ["Canning"]


def test_globalization_empty_6_pile_scores_a_7() -> None:
    r = dogma(
        "Globalization",
        {"alice": {"board": LEAFY}, "bob": {}},
        decks={7: ["Lighting"]},
        removed=ALL_6S,
        achievements=[],
    )
    not_over(r)
    assert r.score("alice") == ["Lighting"]
    assert r.deck(6) == []


def test_globalization_draw_above_10_ends_the_game() -> None:
    r = dogma(
        "Globalization",
        {"alice": {"board": GLOBALIZATION}, "bob": {"score": ["Writing"]}},
        removed=ALL_6S + ALL_7S + ALL_8S + ALL_9S + tens_but("Globalization"),
        achievements=[],
    )
    ended(r, "score", ["bob"])


# --- Miniaturization --------------------------------------------------------
MINI = {"red": ["Miniaturization"]}


def test_miniaturization_returned_10_draws_a_10_per_score_value() -> None:
    r = dogma(
        "Miniaturization",
        {
            "alice": {
                "board": MINI,
                "hand": ["Software"],
                "score": ["Writing", "Oars", "Calendar"],
            },
            "bob": {},
        },
        ["Software"],
        decks={10: ["Databases", "Globalization"]},
    )
    ok(r)
    assert r.hand("alice") == ["Databases", "Globalization"]  # values 1 and 2
    assert r.deck(10)[-1] == "Software"
    assert r.score("alice") == ["Writing", "Oars", "Calendar"]


def test_miniaturization_returning_another_value_draws_nothing() -> None:
    r = dogma(
        "Miniaturization",
        {"alice": {"board": MINI, "hand": ["Writing", "Software"], "score": ["Coal"]}, "bob": {}},
        ["Writing"],
    )
    ok(r)
    assert r.hand("alice") == ["Software"]
    assert r.deck(1)[-1] == "Writing"


def test_miniaturization_pending_is_optional() -> None:
    r = dogma(
        "Miniaturization",
        {"alice": {"board": MINI, "hand": ["Writing", "Software"]}, "bob": {}},
    )
    assert r.exit_code == 0 and r.pending is not None
    assert r.pending["player"] == "alice" and r.pending["optional"] is True
    assert sorted(r.pending["options"]) == ["Software", "Writing"]


def test_miniaturization_may_decline() -> None:
    r = dogma(
        "Miniaturization",
        {"alice": {"board": MINI, "hand": ["Software"], "score": ["Coal"]}, "bob": {}},
        [None],
    )
    ok(r)
    assert r.hand("alice") == ["Software"]


def test_miniaturization_empty_hand_asks_nothing() -> None:
    r = dogma("Miniaturization", {"alice": {"board": MINI, "score": ["Coal"]}, "bob": {}})
    ok(r)
    assert r.hand("alice") == []


def test_miniaturization_empty_score_pile_draws_nothing() -> None:
    r = dogma(
        "Miniaturization",
        {"alice": {"board": MINI, "hand": ["Software"]}, "bob": {}},
        ["Software"],
    )
    ok(r)
    assert r.hand("alice") == [] and r.deck(10)[-1] == "Software"


def test_miniaturization_draws_the_returned_10_back_then_past_10() -> None:
    r = dogma(
        "Miniaturization",
        {
            "alice": {"board": MINI, "hand": ["Software"], "score": ["Writing", "Calendar"]},
            "bob": {"score": ["Coal"]},
        },
        ["Software"],
        removed=tens_but("Miniaturization", "Software"),
    )
    ended(r, "score", ["bob"])
    assert r.hand("alice") == ["Software"]


def test_miniaturization_shared_with_a_change_gives_a_free_draw() -> None:
    # bob: Writing 2 lightbulbs >= alice's 2
    r = dogma(
        "Miniaturization",
        {
            "alice": {"board": MINI, "hand": ["Coal"]},
            "bob": {"board": {"blue": ["Writing"]}, "hand": ["Oars"]},
        },
        [{"player": "bob", "choose": "Oars"}, {"player": "alice", "choose": None}],
        decks={10: ["Databases"]},
    )
    ok(r)
    assert r.hand("bob") == [] and r.deck(1)[-1] == "Oars"
    assert r.hand("alice") == ["Coal", "Databases"]
    assert r.free_draws() == 1


def test_miniaturization_shared_but_declined_gives_no_free_draw() -> None:
    r = dogma(
        "Miniaturization",
        {
            "alice": {"board": MINI, "hand": ["Coal"]},
            "bob": {"board": {"blue": ["Writing"]}, "hand": ["Oars"]},
        },
        [{"player": "bob", "choose": None}, {"player": "alice", "choose": "Coal"}],
    )
    ok(r)
    assert r.hand("bob") == ["Oars"]
    assert r.hand("alice") == [] and r.deck(5)[-1] == "Coal"
    assert r.free_draws() == 0


# --- Robotics ---------------------------------------------------------------
ROBOTICS = {"red": ["Robotics"]}


def test_robotics_scores_top_green_then_melds_and_executes_a_10() -> None:
    r = dogma(
        "Robotics",
        {"alice": {"board": {**ROBOTICS, "green": ["Sailing", "Clothing"]}}, "bob": {}},
        decks={10: ["A.I.", "Databases"]},
    )
    not_over(r)  # A.I.: Robotics is a top card but Software is not
    assert r.pile("alice", "green") == ["Clothing"]
    assert r.pile("alice", "purple") == ["A.I."]
    assert r.score("alice") == ["Sailing", "Databases"]


def test_robotics_executed_ai_can_end_the_game() -> None:
    r = dogma(
        "Robotics",
        {"alice": {"board": ROBOTICS}, "bob": {"board": {"blue": ["Software"]}}},
        decks={10: ["A.I.", "Databases"]},
    )
    ended(r, "A.I.", ["bob"])
    assert r.score("alice") == ["Databases"]


def test_robotics_without_green_melds_and_runs_no_demand() -> None:
    # Databases has only a demand: executing it does nothing (DOGMA-8)
    r = dogma(
        "Robotics",
        {"alice": {"board": ROBOTICS}, "bob": {"score": ["Writing"]}},
        decks={10: ["Databases"]},
    )
    not_over(r)
    assert r.score("alice") == []
    assert r.pile("alice", "green") == ["Databases"]
    assert r.score("bob") == ["Writing"]


def test_robotics_chain_through_software_skips_globalizations_demand() -> None:
    r = dogma(
        "Robotics",
        {"alice": {"board": ROBOTICS}, "bob": {"board": {"yellow": ["Anatomy"]}}},
        decks={10: ["Software", "Databases", "Stem Cells", "Globalization"], 6: ["Canning"]},
    )
    not_over(r)  # bob's Anatomy: more leaves than factories
    assert r.pile("alice", "blue") == ["Software"]
    assert r.pile("alice", "yellow") == ["Globalization", "Stem Cells"]
    assert r.score("alice") == ["Databases", "Canning"]
    assert r.pile("bob", "yellow") == ["Anatomy"]


def test_robotics_executed_self_service_offers_other_top_cards() -> None:
    players = {"alice": {"board": {**ROBOTICS, "blue": ["Writing"]}}, "bob": {}}
    pending = dogma("Robotics", players, decks={10: ["Self Service"]})
    assert pending.pending is not None and pending.pending["player"] == "alice"
    assert sorted(pending.pending["options"]) == ["Robotics", "Writing"]
    r = dogma("Robotics", players, ["Writing"], decks={10: ["Self Service"], 2: ["Calendar"]})
    not_over(r)
    assert r.pile("alice", "green") == ["Self Service"]
    assert r.hand("alice") == ["Calendar"]


def test_robotics_empty_10_pile_ends_the_game_after_scoring_green() -> None:
    r = dogma(
        "Robotics",
        {"alice": {"board": {**ROBOTICS, "green": ["Sailing"]}}, "bob": {}},
        removed=tens_but("Robotics"),
    )
    ended(r, "score", ["alice"])
    assert r.score("alice") == ["Sailing"]


def test_robotics_shared_with_a_change_gives_a_free_draw() -> None:
    # bob: Coal 3 factories >= alice's 2
    r = dogma(
        "Robotics",
        {"alice": {"board": ROBOTICS}, "bob": {"board": {"red": ["Coal"]}}},
        decks={10: ["Databases", "Bioengineering", "Stem Cells"]},
    )
    not_over(r)
    assert r.pile("bob", "green") == ["Databases"]
    assert r.pile("alice", "blue") == ["Bioengineering"]
    assert r.hand("alice") == ["Stem Cells"]
    assert r.free_draws() == 1


# --- Self Service -----------------------------------------------------------
SELF_SERVICE = {"green": ["Self Service"]}


def test_self_service_asks_which_other_top_card_to_execute() -> None:
    r = dogma(
        "Self Service",
        {"alice": {"board": {**SELF_SERVICE, "red": ["Oars"], "blue": ["Writing"]}}, "bob": {}},
    )
    assert r.exit_code == 0 and r.pending is not None
    assert r.pending["player"] == "alice" and r.pending["optional"] is False
    assert sorted(r.pending["options"]) == ["Oars", "Writing"]


def test_self_service_executes_the_chosen_card() -> None:
    r = dogma(
        "Self Service",
        {"alice": {"board": {**SELF_SERVICE, "red": ["Oars"], "blue": ["Writing"]}}, "bob": {}},
        ["Writing"],
        decks={2: ["Calendar"]},
    )
    not_over(r)
    assert r.hand("alice") == ["Calendar"]


def test_self_service_runs_no_demand_of_the_executed_card() -> None:
    # Oars via Self Service: no demand, so nothing was transferred due to it: draw a 1
    r = dogma(
        "Self Service",
        {"alice": {"board": {**SELF_SERVICE, "red": ["Oars"]}}, "bob": {"hand": ["Code of Laws"]}},
        decks={1: ["Tools"]},
    )
    not_over(r)
    assert r.hand("alice") == ["Tools"]
    assert r.hand("bob") == ["Code of Laws"]


def test_self_service_alone_on_the_board_does_nothing() -> None:
    r = dogma("Self Service", {"alice": {"board": SELF_SERVICE}, "bob": {}})
    not_over(r)
    assert r.hand("alice") == []


def test_self_service_a_demand_only_card_is_an_option() -> None:
    # Archery has no non-demand effect: executing it changes nothing, yet "any other top
    # card" allows it (scenario.md), so alice is asked
    players = {
        "alice": {"board": {**SELF_SERVICE, "red": ["Archery"], "blue": ["Writing"]}},
        "bob": {"hand": ["Tools"]},
    }
    pending = dogma("Self Service", players)
    assert pending.pending is not None and pending.pending["player"] == "alice"
    assert sorted(pending.pending["options"]) == ["Archery", "Writing"]
    r = dogma("Self Service", players, ["Writing"], decks={2: ["Calendar"]})
    not_over(r)
    assert r.hand("alice") == ["Calendar"]
    assert r.hand("bob") == ["Tools"]


def test_self_service_executing_a_demand_only_card_changes_nothing() -> None:
    r = dogma(
        "Self Service",
        {
            "alice": {"board": {**SELF_SERVICE, "red": ["Archery"], "blue": ["Writing"]}},
            "bob": {"hand": ["Tools"]},
        },
        ["Archery"],
    )
    not_over(r)
    assert r.hand("alice") == [] and r.hand("bob") == ["Tools"]
    assert [s["card"] for s in r.steps if s["verb"] == "execute"] == ["Archery"]
    assert r.verbs("draw") == [] and r.verbs("transfer") == []


def test_self_service_only_demand_only_cards_still_asks() -> None:
    players = {
        "alice": {"board": {**SELF_SERVICE, "red": ["Archery"], "yellow": ["Medicine"]}},
        "bob": {},
    }
    pending = dogma("Self Service", players)
    assert pending.pending is not None
    assert sorted(pending.pending["options"]) == ["Archery", "Medicine"]
    r = dogma("Self Service", players, ["Medicine"])
    not_over(r)
    assert r.hand("alice") == []
    assert [s["card"] for s in r.steps if s["verb"] == "execute"] == ["Medicine"]


def test_self_service_a_single_demand_only_card_is_taken_without_a_question() -> None:
    r = dogma("Self Service", {"alice": {"board": {**SELF_SERVICE, "red": ["Archery"]}}, "bob": {}})
    not_over(r)
    assert [s["card"] for s in r.steps if s["verb"] == "execute"] == ["Archery"]
    assert r.hand("alice") == [] and r.pile("alice", "red") == ["Archery"]


def test_self_service_edition1_combustion_is_an_option_with_nothing_to_execute() -> None:
    players = {
        "alice": {"board": {**SELF_SERVICE, "red": ["Combustion"], "blue": ["Writing"]}},
        "bob": {},
    }
    for edition in (3, 1):
        pending = dogma("Self Service", players, edition=edition)
        assert pending.pending is not None
        assert sorted(pending.pending["options"]) == ["Combustion", "Writing"]
    # edition 3: Combustion returns your bottom red card, here Combustion itself
    e3 = dogma("Self Service", players, ["Combustion"])
    not_over(e3)
    assert e3.pile("alice", "red") == []
    # edition 1: Combustion is a demand only, so executing it does nothing
    e1 = dogma("Self Service", players, ["Combustion"], edition=1)
    not_over(e1)
    assert e1.pile("alice", "red") == ["Combustion"]
    assert e1.hand("alice") == []


def test_self_service_more_achievements_than_each_other_player_wins() -> None:
    r = dogma(
        "Self Service",
        {
            "alice": {"board": SELF_SERVICE, "achievements": ["age 1", "age 2"]},
            "bob": {"achievements": ["age 3"]},
        },
    )
    ended(r, "Self Service", ["alice"])


def test_self_service_equal_achievements_do_not_win() -> None:
    r = dogma(
        "Self Service",
        {
            "alice": {"board": SELF_SERVICE, "achievements": ["age 1"]},
            "bob": {"achievements": ["age 3"]},
        },
    )
    not_over(r)


def test_self_service_must_beat_every_other_player() -> None:
    r = dogma(
        "Self Service",
        {
            "alice": {"board": SELF_SERVICE, "achievements": ["age 1", "age 2"]},
            "bob": {"achievements": ["age 3"]},
            "carol": {"achievements": ["age 4", "age 5"]},
        },
    )
    not_over(r)


def test_self_service_team_game_the_partner_is_another_player() -> None:
    r = dogma(
        "Self Service",
        {
            "alice": {"board": SELF_SERVICE, "achievements": ["age 1", "age 2"]},
            "bob": {"achievements": ["age 3"]},
            "carol": {"achievements": ["age 4", "age 5"]},
            "dave": {},
        },
        teams=[["alice", "carol"], ["bob", "dave"]],
    )
    not_over(r)


def test_self_service_team_game_win_is_for_the_team() -> None:
    r = dogma(
        "Self Service",
        {
            "alice": {"board": SELF_SERVICE, "achievements": ["age 1", "age 2"]},
            "bob": {"achievements": ["age 3"]},
            "carol": {"achievements": ["age 4"]},
            "dave": {},
        },
        teams=[["alice", "carol"], ["bob", "dave"]],
    )
    ended(r, "Self Service", ["alice", "carol"])


def test_self_service_shared_with_a_change_gives_a_free_draw() -> None:
    # bob: Code of Laws and Sailing, 4 crowns >= alice's 3: he shares and goes first
    r = dogma(
        "Self Service",
        {
            "alice": {"board": {**SELF_SERVICE, "blue": ["Writing"]}},
            "bob": {"board": {"purple": ["Code of Laws"], "green": ["Sailing"]}},
        },
        [{"player": "bob", "choose": "Sailing"}],
        decks={1: ["Tools"], 2: ["Calendar"], 10: ["Databases"]},
    )
    not_over(r)
    assert r.pile("bob", "blue") == ["Tools"]
    assert r.hand("alice") == ["Calendar", "Databases"]
    assert r.free_draws() == 1


def test_self_service_a_sharer_can_win_first() -> None:
    r = dogma(
        "Self Service",
        {
            "alice": {"board": SELF_SERVICE, "achievements": ["age 3"]},
            "bob": {
                "board": {"purple": ["Code of Laws"], "green": ["Sailing"]},
                "achievements": ["age 1", "age 2"],
            },
        },
        [{"player": "bob", "choose": "Code of Laws"}],
    )
    ended(r, "Self Service", ["bob"])


# --- Software ---------------------------------------------------------------
SOFTWARE = {"blue": ["Software"]}


def test_software_scores_then_melds_two_and_executes_only_the_second() -> None:
    # Miniaturization (first) is not executed: it would ask about alice's Writing
    r = dogma(
        "Software",
        {"alice": {"board": SOFTWARE, "hand": ["Writing"]}, "bob": {}},
        decks={10: ["Databases", "Miniaturization", "A.I.", "Globalization"]},
    )
    not_over(r)
    assert r.score("alice") == ["Databases", "Globalization"]
    assert r.pile("alice", "red") == ["Miniaturization"]
    assert r.pile("alice", "purple") == ["A.I."]
    assert r.hand("alice") == ["Writing"]


def test_software_second_card_covering_the_first_is_executed() -> None:
    players = {"alice": {"board": SOFTWARE, "hand": ["Writing"]}, "bob": {}}
    decks = {10: ["Databases", "Robotics", "Miniaturization"]}
    pending = dogma("Software", players, decks=decks)
    assert pending.pending is not None and pending.pending["player"] == "alice"
    assert pending.pending["options"] == ["Writing"]
    r = dogma("Software", players, [None], decks=decks)
    not_over(r)
    assert r.pile("alice", "red") == ["Miniaturization", "Robotics"]
    assert r.hand("alice") == ["Writing"]


def test_software_executed_ai_can_end_the_game() -> None:
    r = dogma(
        "Software",
        {"alice": {"board": {**SOFTWARE, "red": ["Robotics"]}}, "bob": {"score": ["Writing"]}},
        decks={10: ["Databases", "Stem Cells", "A.I.", "Globalization"]},
    )
    ended(r, "A.I.", ["bob"])
    assert r.score("alice") == ["Databases", "Globalization"]


def test_software_empty_10_pile_ends_the_game_between_the_melds() -> None:
    r = dogma(
        "Software",
        {"alice": {"board": SOFTWARE}, "bob": {}},
        decks={10: ["Databases", "Stem Cells"]},
        removed=tens_but("Software", "Databases", "Stem Cells"),
    )
    ended(r, "score", ["alice"])
    assert r.score("alice") == ["Databases"]
    assert r.pile("alice", "yellow") == ["Stem Cells"]


def test_software_shared_with_a_change_gives_a_free_draw() -> None:
    # bob: Quantum Theory 3 clocks >= alice's 3
    r = dogma(
        "Software",
        {"alice": {"board": SOFTWARE}, "bob": {"board": {"blue": ["Quantum Theory"]}}},
        decks={
            10: [
                "A.I.",
                "Bioengineering",
                "Globalization",
                "Databases",
                "Robotics",
                "Stem Cells",
                "Self Service",
            ]
        },
    )
    not_over(r)
    assert r.score("bob") == ["A.I."]
    assert r.score("alice") == ["Bioengineering"]
    assert r.pile("bob", "yellow") == ["Globalization"]
    assert r.pile("bob", "green") == ["Databases"]
    assert r.pile("alice", "red") == ["Robotics"]
    assert r.pile("alice", "yellow") == ["Stem Cells"]
    assert r.hand("alice") == ["Self Service"]
    assert r.free_draws() == 1


# --- Stem Cells -------------------------------------------------------------
STEM_CELLS = {"yellow": ["Stem Cells"]}


def test_stem_cells_scores_the_whole_hand() -> None:
    r = dogma(
        "Stem Cells",
        {"alice": {"board": STEM_CELLS, "hand": ["Writing", "Coal", "Oars"]}, "bob": {}},
        ["yes"],
    )
    ok(r)
    assert r.score("alice") == ["Writing", "Coal", "Oars"]
    assert r.hand("alice") == []


def test_stem_cells_pending_is_a_yes_no() -> None:
    r = dogma("Stem Cells", {"alice": {"board": STEM_CELLS, "hand": ["Writing"]}, "bob": {}})
    assert r.exit_code == 0 and r.pending is not None
    assert r.pending["player"] == "alice" and r.pending["optional"] is True


def test_stem_cells_may_decline() -> None:
    r = dogma(
        "Stem Cells",
        {"alice": {"board": STEM_CELLS, "hand": ["Writing", "Coal"]}, "bob": {}},
        ["no"],
    )
    ok(r)
    assert r.hand("alice") == ["Writing", "Coal"] and r.score("alice") == []


def test_stem_cells_empty_hand_asks_nothing() -> None:
    r = dogma("Stem Cells", {"alice": {"board": STEM_CELLS}, "bob": {}})
    ok(r)
    assert r.score("alice") == []


def test_stem_cells_scoring_six_cards_claims_monument() -> None:
    hand = ["Writing", "Coal", "Oars", "Calendar", "Canning", "Lighting"]
    r = dogma("Stem Cells", {"alice": {"board": STEM_CELLS, "hand": hand}, "bob": {}}, ["yes"])
    not_over(r)
    assert r.score("alice") == hand
    assert r.achievements("alice") == ["Monument"]
    assert "Monument" not in r.available


def test_stem_cells_shared_with_a_change_gives_a_free_draw() -> None:
    # bob: Reformation 3 leaves >= alice's 3
    r = dogma(
        "Stem Cells",
        {
            "alice": {"board": STEM_CELLS, "hand": ["Writing"]},
            "bob": {"board": {"purple": ["Reformation"]}, "hand": ["Oars"]},
        },
        [{"player": "bob", "choose": "yes"}, {"player": "alice", "choose": "no"}],
        decks={10: ["Databases"]},
    )
    ok(r)
    assert r.score("bob") == ["Oars"]
    assert r.hand("alice") == ["Writing", "Databases"]
    assert r.free_draws() == 1


def test_stem_cells_shared_but_declined_gives_no_free_draw() -> None:
    r = dogma(
        "Stem Cells",
        {
            "alice": {"board": STEM_CELLS, "hand": ["Writing"]},
            "bob": {"board": {"purple": ["Reformation"]}, "hand": ["Oars"]},
        },
        [{"player": "bob", "choose": "no"}, {"player": "alice", "choose": "yes"}],
    )
    ok(r)
    assert r.hand("bob") == ["Oars"]
    assert r.score("alice") == ["Writing"]
    assert r.free_draws() == 0


# --- The Internet -----------------------------------------------------------
INTERNET = {"purple": ["The Internet"]}
# Bicycle shows 1 clock; splayed up, Mass Media shows 1 more
GREEN_PAIR = ["Bicycle", "Mass Media"]


def test_the_internet_splay_score_and_meld_per_two_clocks() -> None:
    # 4 clocks after the splay: two melds, counted before the first (TERM-COUNT) even
    # though A.I. then covers The Internet
    r = dogma(
        "The Internet",
        {"alice": {"board": {**INTERNET, "green": GREEN_PAIR}}, "bob": {}},
        ["green"],
        decks={10: ["Databases", "A.I.", "Stem Cells"]},
    )
    ok(r)
    assert r.splay("alice", "green") == "up"
    assert r.score("alice") == ["Databases"]
    assert r.pile("alice", "purple") == ["A.I.", "The Internet"]
    assert r.pile("alice", "yellow") == ["Stem Cells"]


def test_the_internet_pending_splay_is_optional() -> None:
    r = dogma("The Internet", {"alice": {"board": {**INTERNET, "green": GREEN_PAIR}}, "bob": {}})
    assert r.exit_code == 0 and r.pending is not None
    assert r.pending["optional"] is True and r.pending["options"] == ["green"]


def test_the_internet_declined_splay_melds_once() -> None:
    r = dogma(
        "The Internet",
        {"alice": {"board": {**INTERNET, "green": GREEN_PAIR}}, "bob": {}},
        [None],
        decks={10: ["Databases", "A.I."]},
    )
    ok(r)
    assert r.splay("alice", "green") == "none"
    assert r.pile("alice", "purple") == ["A.I.", "The Internet"]
    assert r.pile("alice", "yellow") == []


def test_the_internet_nothing_to_splay_asks_nothing() -> None:
    r = dogma(
        "The Internet",
        {"alice": {"board": {**INTERNET, "green": ["Bicycle"]}}, "bob": {}},
        decks={10: ["Databases", "Stem Cells"]},
    )
    ok(r)
    assert r.score("alice") == ["Databases"]
    assert r.pile("alice", "yellow") == ["Stem Cells"]


def test_the_internet_already_splayed_up_asks_nothing() -> None:
    r = dogma(
        "The Internet",
        {
            "alice": {"board": {**INTERNET, "green": {"cards": GREEN_PAIR, "splay": "up"}}},
            "bob": {},
        },
        decks={10: ["Databases", "Stem Cells", "A.I."]},
    )
    ok(r)
    assert r.pile("alice", "yellow") == ["Stem Cells"]
    assert r.pile("alice", "purple") == ["A.I.", "The Internet"]


def test_the_internet_empty_10_pile_ends_the_game() -> None:
    r = dogma(
        "The Internet",
        {"alice": {"board": INTERNET}, "bob": {"score": ["Writing"]}},
        decks={10: ["Databases"]},
        removed=tens_but("The Internet", "Databases"),
    )
    ended(r, "score", ["alice"])
    assert r.score("alice") == ["Databases"]


def test_the_internet_shared_with_a_change_gives_a_free_draw() -> None:
    # bob: Quantum Theory 3 clocks >= alice's 2; no green, so no splay question
    r = dogma(
        "The Internet",
        {"alice": {"board": INTERNET}, "bob": {"board": {"blue": ["Quantum Theory"]}}},
        decks={10: ["A.I.", "Bioengineering", "Databases", "Stem Cells", "Globalization"]},
    )
    ok(r)
    assert r.score("bob") == ["A.I."] and r.score("alice") == ["Bioengineering"]
    assert r.pile("bob", "green") == ["Databases"]
    assert r.pile("alice", "yellow") == ["Stem Cells"]
    assert r.hand("alice") == ["Globalization"]
    assert r.free_draws() == 1


def test_self_service_shared_without_a_change_gives_no_free_draw() -> None:
    # bob: Code of Laws over City States splayed right, 3 crowns >= alice's 3 (Pottery has
    # none); Code of Laws with an empty hand changes nothing
    r = dogma(
        "Self Service",
        {
            "alice": {"board": {**SELF_SERVICE, "blue": ["Pottery"]}},
            "bob": {
                "board": {"purple": {"cards": ["Code of Laws", "City States"], "splay": "right"}}
            },
        },
        decks={1: ["Tools"]},
    )
    not_over(r)
    [counted] = r.verbs("dogma")
    assert counted["detail"]["counts"]["bob"] == 3 and "bob" in counted["detail"]["sharing"]
    assert r.hand("alice") == ["Tools"] and r.hand("bob") == []
    assert r.free_draws() == 0
