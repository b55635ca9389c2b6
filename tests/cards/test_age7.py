"""Scenario tests for every branch of the age 7 cards."""

from __future__ import annotations

from support import asks, dogma, ok

from adjudicator.games.innovation.engine.cards import all_cards

AGE7 = [c for c in all_cards() if c.age == 7]
ALL_6S = [c.name for c in all_cards() if c.age == 6]
ALL_7S = [c.name for c in all_cards() if c.age == 7]
ALL_8S = [c.name for c in all_cards() if c.age == 8]
ALL_9S = [c.name for c in all_cards() if c.age == 9]
ALL_10S = [c.name for c in all_cards() if c.age == 10]


# --- Bicycle ----------------------------------------------------------------
BICYCLE = {"green": ["Bicycle"]}


def test_bicycle_exchanges_hand_and_score() -> None:
    r = dogma(
        "Bicycle",
        {
            "alice": {"board": BICYCLE, "hand": ["Writing", "Oars"], "score": ["Calendar"]},
            "bob": {},
        },
        ["yes"],
    )
    ok(r)
    assert r.hand("alice") == ["Calendar"]
    assert r.score("alice") == ["Writing", "Oars"]
    assert r.free_draws() == 0


def test_bicycle_exchange_with_an_empty_side() -> None:
    r = dogma("Bicycle", {"alice": {"board": BICYCLE, "hand": ["Writing"]}, "bob": {}}, ["yes"])
    ok(r)
    assert r.hand("alice") == [] and r.score("alice") == ["Writing"]


def test_bicycle_may_decline() -> None:
    r = dogma(
        "Bicycle",
        {"alice": {"board": BICYCLE, "hand": ["Writing"], "score": ["Calendar"]}, "bob": {}},
        ["no"],
    )
    ok(r)
    assert r.hand("alice") == ["Writing"] and r.score("alice") == ["Calendar"]


def test_bicycle_nothing_to_exchange_asks_nothing() -> None:
    r = dogma("Bicycle", {"alice": {"board": BICYCLE}, "bob": {}})
    ok(r)
    assert r.hand("alice") == [] and r.score("alice") == []


def test_bicycle_pending_is_a_yes_no() -> None:
    r = dogma("Bicycle", {"alice": {"board": BICYCLE, "score": ["Writing"]}, "bob": {}})
    assert r.exit_code == 0 and r.error is None
    assert r.pending is not None
    assert r.pending["player"] == "alice" and r.pending["optional"] is True


def test_bicycle_shared_with_a_change_gives_a_free_draw() -> None:
    # bob has 3 crowns (Translation) >= alice's 2: he shares and goes first
    r = dogma(
        "Bicycle",
        {
            "alice": {"board": BICYCLE, "hand": ["Writing"]},
            "bob": {"board": {"blue": ["Translation"]}, "hand": ["Oars"]},
        },
        [{"player": "bob", "choose": "yes"}, {"player": "alice", "choose": "no"}],
        decks={7: ["Lighting"]},
    )
    ok(r)
    assert r.score("bob") == ["Oars"] and r.hand("bob") == []
    assert r.free_draws() == 1
    assert r.hand("alice") == ["Writing", "Lighting"]
    assert r.deck(7)[0] != "Lighting"


def test_bicycle_shared_without_a_change_gives_no_free_draw() -> None:
    r = dogma(
        "Bicycle",
        {
            "alice": {"board": BICYCLE, "hand": ["Writing"]},
            "bob": {"board": {"blue": ["Translation"]}, "hand": ["Oars"]},
        },
        [{"player": "bob", "choose": "no"}, {"player": "alice", "choose": "yes"}],
    )
    ok(r)
    assert r.hand("bob") == ["Oars"]
    assert r.score("alice") == ["Writing"]
    assert r.free_draws() == 0


# --- Combustion -------------------------------------------------------------
def test_combustion_one_card_per_four_crowns_then_return_bottom_red() -> None:
    # alice: Combustion 2 + Translation 3 + Navigation 3 = 8 crowns: two cards
    r = dogma(
        "Combustion",
        {
            "alice": {
                "board": {
                    "red": ["Combustion", "Oars"],
                    "blue": ["Translation"],
                    "green": ["Navigation"],
                }
            },
            "bob": {"score": ["Writing", "Calendar", "Coal"]},
        },
        [{"player": "bob", "choose": ["Coal", "Writing"]}],
    )
    ok(r)
    assert r.score("alice") == ["Coal", "Writing"]
    assert r.score("bob") == ["Calendar"]
    assert r.pile("alice", "red") == ["Combustion"]
    assert r.deck(1)[-1] == "Oars"


def test_combustion_five_crowns_is_one_card() -> None:
    r = dogma(
        "Combustion",
        {
            "alice": {"board": {"red": ["Combustion"], "blue": ["Translation"]}},
            "bob": {"score": ["Writing", "Calendar"]},
        },
    )
    assert r.exit_code == 0
    assert r.pending is not None
    assert r.pending["player"] == "bob"
    assert (r.pending["min"], r.pending["max"]) == (1, 1)
    assert sorted(r.pending["options"]) == ["Calendar", "Writing"]


def test_combustion_counts_the_leaders_crowns_not_the_victims() -> None:
    # alice has only Combustion's 2 crowns: nothing is transferred; bob has 1 crown
    r = dogma(
        "Combustion",
        {
            "alice": {"board": {"red": ["Combustion"]}},
            "bob": {"board": {"purple": ["Code of Laws"]}, "score": ["Writing"]},
        },
    )
    ok(r)
    assert r.score("bob") == ["Writing"] and r.score("alice") == []
    # the leader returns her bottom red card: Combustion itself
    assert r.pile("alice", "red") == []
    assert r.deck(7)[-1] == "Combustion"


def test_combustion_victim_with_fewer_cards_transfers_what_there_is() -> None:
    r = dogma(
        "Combustion",
        {
            "alice": {
                "board": {
                    "red": ["Combustion"],
                    "blue": ["Translation"],
                    "green": ["Navigation"],
                }
            },
            "bob": {"score": ["Writing"]},
        },
    )
    ok(r)
    assert r.score("alice") == ["Writing"] and r.score("bob") == []


def test_combustion_demands_clockwise_with_three_players() -> None:
    players = {
        "alice": {"board": {"red": ["Combustion"], "blue": ["Translation"]}},
        "bob": {"score": ["Writing", "Oars"]},
        "carol": {"score": ["Calendar"]},
    }
    pending = dogma("Combustion", players)
    assert pending.pending is not None and pending.pending["player"] == "bob"
    r = dogma("Combustion", players, [{"player": "bob", "choose": "Oars"}])
    ok(r)
    assert r.score("alice") == ["Oars", "Calendar"]
    assert r.score("bob") == ["Writing"] and r.score("carol") == []


def test_combustion_shared_return_gives_a_free_draw() -> None:
    # alice 5 crowns (Combustion, Enterprise); bob 6 (Optics, Translation): bob shares
    r = dogma(
        "Combustion",
        {
            "alice": {"board": {"red": ["Combustion"], "purple": ["Enterprise"]}},
            "bob": {"board": {"red": ["Optics"], "blue": ["Translation"]}, "score": ["Oars"]},
        },
        decks={4: ["Anatomy"]},
    )
    ok(r)
    assert r.score("bob") == ["Oars"]  # a sharer is not vulnerable
    assert r.pile("bob", "red") == [] and r.deck(3)[-1] == "Optics"
    assert r.pile("alice", "red") == [] and r.deck(7)[-1] == "Combustion"
    assert r.free_draws() == 1
    assert r.hand("alice") == ["Anatomy"]


def test_combustion_shared_without_red_gives_no_free_draw() -> None:
    r = dogma(
        "Combustion",
        {
            "alice": {"board": {"red": ["Combustion"], "purple": ["Enterprise"]}},
            "bob": {"board": {"blue": ["Translation"], "green": ["Navigation"]}},
        },
    )
    ok(r)
    assert r.free_draws() == 0
    assert r.pile("bob", "blue") == ["Translation"]
    assert r.pile("alice", "red") == []


def test_combustion_edition1_transfers_two_and_returns_nothing() -> None:
    r = dogma(
        "Combustion",
        {
            "alice": {"board": {"red": ["Combustion", "Oars"]}},
            "bob": {"score": ["Writing", "Calendar", "Coal"]},
        },
        [{"player": "bob", "choose": ["Writing", "Calendar"]}],
        edition=1,
    )
    ok(r)
    assert r.score("alice") == ["Writing", "Calendar"]
    assert r.score("bob") == ["Coal"]
    assert r.pile("alice", "red") == ["Combustion", "Oars"]


def test_combustion_edition1_pending_asks_for_two() -> None:
    r = dogma(
        "Combustion",
        {
            "alice": {"board": {"red": ["Combustion"]}},
            "bob": {"score": ["Writing", "Calendar", "Coal"]},
        },
        edition=1,
    )
    assert r.exit_code == 0 and r.pending is not None
    assert r.pending["player"] == "bob"
    assert (r.pending["min"], r.pending["max"]) == (2, 2)


def test_combustion_team_game_spares_the_partner() -> None:
    r = dogma(
        "Combustion",
        {
            "alice": {"board": {"red": ["Combustion"], "blue": ["Translation"]}},
            "bob": {"score": ["Writing"]},
            "carol": {"score": ["Oars"]},
            "dave": {"score": ["Calendar"]},
        },
        teams=[["alice", "carol"], ["bob", "dave"]],
    )
    ok(r)
    assert r.score("alice") == ["Writing", "Calendar"]
    assert r.score("carol") == ["Oars"]


# --- Electricity ------------------------------------------------------------
def test_electricity_returns_top_cards_without_a_factory_and_draws_8s() -> None:
    r = dogma(
        "Electricity",
        {
            "alice": {
                "board": {
                    "green": ["Electricity"],
                    "red": ["Oars", "Archery"],
                    "blue": ["Writing"],
                    "yellow": ["Canning"],
                }
            },
            "bob": {},
        },
        decks={8: ["Antibiotics", "Flight"]},
    )
    ok(r)
    assert r.pile("alice", "red") == ["Archery"]  # uncovered, but not returned
    assert r.pile("alice", "blue") == []
    assert r.pile("alice", "yellow") == ["Canning"]
    assert r.pile("alice", "green") == ["Electricity"]
    assert r.deck(1)[-2:] == ["Oars", "Writing"]
    assert r.hand("alice") == ["Antibiotics", "Flight"]


def test_electricity_nothing_to_return_draws_nothing() -> None:
    r = dogma(
        "Electricity",
        {"alice": {"board": {"green": ["Electricity"], "red": ["Coal"]}}, "bob": {}},
    )
    ok(r)
    assert r.hand("alice") == []
    assert r.pile("alice", "red") == ["Coal"]


def test_electricity_empty_8_pile_draws_9s() -> None:
    r = dogma(
        "Electricity",
        {"alice": {"board": {"green": ["Electricity"], "blue": ["Writing"]}}, "bob": {}},
        decks={9: ["Collaboration"]},
        removed=ALL_8S,
        achievements=[],
    )
    ok(r)
    assert r.hand("alice") == ["Collaboration"]
    assert r.deck(8) == []


def test_electricity_draw_above_10_ends_the_game() -> None:
    r = dogma(
        "Electricity",
        {
            "alice": {"board": {"green": ["Electricity"], "blue": ["Writing"]}},
            "bob": {"score": ["Oars"]},
        },
        removed=ALL_8S + ALL_9S + ALL_10S,
        achievements=[],
    )
    assert r.exit_code == 0 and r.error is None
    assert r.game_over == "score"
    assert r.winner == ["bob"]


def test_electricity_shared_with_a_change_gives_a_free_draw() -> None:
    # bob: Coal 3 factories >= alice's Electricity 2
    r = dogma(
        "Electricity",
        {
            "alice": {"board": {"green": ["Electricity"], "red": ["Oars"]}},
            "bob": {"board": {"red": ["Coal"], "blue": ["Writing"]}},
        },
        decks={8: ["Antibiotics", "Flight"], 7: ["Lighting"]},
    )
    ok(r)
    assert r.hand("bob") == ["Antibiotics"]
    assert r.hand("alice") == ["Flight", "Lighting"]
    assert r.free_draws() == 1
    assert r.deck(1)[-2:] == ["Writing", "Oars"]


def test_electricity_shared_without_a_change_gives_no_free_draw() -> None:
    r = dogma(
        "Electricity",
        {
            "alice": {"board": {"green": ["Electricity"]}},
            "bob": {"board": {"red": ["Coal"]}},
        },
    )
    ok(r)
    assert r.free_draws() == 0
    assert r.hand("alice") == [] and r.hand("bob") == []


# --- Evolution --------------------------------------------------------------
EVOLUTION = {"blue": ["Evolution"]}


def test_evolution_score_an_8_then_return_a_score_card() -> None:
    r = dogma(
        "Evolution",
        {"alice": {"board": EVOLUTION, "score": ["Writing"]}, "bob": {}},
        [1, "Writing"],
        decks={8: ["Antibiotics"]},
    )
    ok(r)
    assert r.score("alice") == ["Antibiotics"]
    assert r.deck(1)[-1] == "Writing"


def test_evolution_return_choice_includes_the_scored_8() -> None:
    r = dogma(
        "Evolution",
        {"alice": {"board": EVOLUTION, "score": ["Writing"]}, "bob": {}},
        [1],
        decks={8: ["Antibiotics"]},
    )
    assert r.exit_code == 0 and r.pending is not None
    assert r.pending["player"] == "alice" and r.pending["optional"] is False
    assert sorted(r.pending["options"]) == ["Antibiotics", "Writing"]


def test_evolution_empty_score_returns_the_scored_8_itself() -> None:
    r = dogma(
        "Evolution",
        {"alice": {"board": EVOLUTION}, "bob": {}},
        ["draw and score"],
        decks={8: ["Antibiotics"]},
    )
    ok(r)
    assert r.score("alice") == []
    assert r.deck(8)[-1] == "Antibiotics"


def test_evolution_empty_8_pile_scores_a_9() -> None:
    r = dogma(
        "Evolution",
        {"alice": {"board": EVOLUTION, "score": ["Writing"]}, "bob": {}},
        [1, "Writing"],
        decks={9: ["Genetics"]},
        removed=ALL_8S,
        achievements=[],
    )
    ok(r)
    assert r.score("alice") == ["Genetics"]


def test_evolution_draw_one_higher_than_highest_score_card() -> None:
    r = dogma(
        "Evolution",
        {"alice": {"board": EVOLUTION, "score": ["Coal", "Writing"]}, "bob": {}},
        [2],
        decks={6: ["Canning"]},
    )
    ok(r)
    assert r.hand("alice") == ["Canning"]
    assert r.score("alice") == ["Coal", "Writing"]


def test_evolution_draw_with_empty_score_draws_a_1() -> None:
    r = dogma(
        "Evolution",
        {"alice": {"board": EVOLUTION}, "bob": {}},
        ["draw a card"],
        decks={1: ["Oars"]},
    )
    ok(r)
    assert r.hand("alice") == ["Oars"]


def test_evolution_draw_above_10_ends_the_game() -> None:
    r = dogma(
        "Evolution",
        {"alice": {"board": EVOLUTION, "score": ["Software"]}, "bob": {"score": ["Coal"]}},
        [2],
    )
    assert r.exit_code == 0 and r.error is None
    assert r.game_over == "score" and r.winner == ["alice"]


def test_evolution_may_decline() -> None:
    r = dogma("Evolution", {"alice": {"board": EVOLUTION, "score": ["Coal"]}, "bob": {}}, [None])
    ok(r)
    assert r.hand("alice") == [] and r.score("alice") == ["Coal"]


def test_evolution_pending_offers_both_alternatives() -> None:
    r = dogma("Evolution", {"alice": {"board": EVOLUTION}, "bob": {}})
    assert r.exit_code == 0 and r.pending is not None
    assert r.pending["optional"] is True
    assert len(r.pending["options"]) == 2


def test_evolution_shared_with_a_change_gives_a_free_draw() -> None:
    # bob: Atomic Theory 3 lightbulbs >= alice's 3
    r = dogma(
        "Evolution",
        {"alice": {"board": EVOLUTION}, "bob": {"board": {"blue": ["Atomic Theory"]}}},
        [{"player": "bob", "choose": 2}, {"player": "alice", "choose": None}],
        decks={1: ["Oars"], 7: ["Lighting"]},
    )
    ok(r)
    assert r.hand("bob") == ["Oars"]
    assert r.hand("alice") == ["Lighting"]
    assert r.free_draws() == 1


def test_evolution_shared_but_declined_gives_no_free_draw() -> None:
    r = dogma(
        "Evolution",
        {"alice": {"board": EVOLUTION}, "bob": {"board": {"blue": ["Atomic Theory"]}}},
        [None, 2],
        decks={1: ["Oars"]},
    )
    ok(r)
    assert r.hand("alice") == ["Oars"] and r.hand("bob") == []
    assert r.free_draws() == 0


# --- Explosives -------------------------------------------------------------
EXPLOSIVES = {"red": ["Explosives"]}


def test_explosives_transfers_the_three_highest() -> None:
    r = dogma(
        "Explosives",
        {
            "alice": {"board": EXPLOSIVES},
            "bob": {"hand": ["Writing", "Calendar", "Coal", "Canning"]},
        },
    )
    ok(r)
    assert sorted(r.hand("alice")) == ["Calendar", "Canning", "Coal"]
    assert r.hand("bob") == ["Writing"]


def test_explosives_tie_is_broken_by_the_victim() -> None:
    players = {
        "alice": {"board": EXPLOSIVES},
        "bob": {"hand": ["Oars", "Writing", "Agriculture", "Calendar"]},
    }
    pending = dogma("Explosives", players)
    assert pending.pending is not None
    assert pending.pending["player"] == "bob"
    assert sorted(pending.pending["options"]) == ["Agriculture", "Oars", "Writing"]
    assert pending.pending["min"] == pending.pending["max"] == 2
    r = dogma("Explosives", players, [{"player": "bob", "choose": ["Oars", "Agriculture"]}])
    ok(r)
    assert r.hand("alice") == ["Calendar", "Oars", "Agriculture"]
    assert r.hand("bob") == ["Writing"]


def test_explosives_emptied_hand_draws_a_7() -> None:
    r = dogma(
        "Explosives",
        {"alice": {"board": EXPLOSIVES}, "bob": {"hand": ["Writing", "Calendar"]}},
        decks={7: ["Lighting"]},
    )
    ok(r)
    assert r.hand("alice") == ["Calendar", "Writing"]
    assert r.hand("bob") == ["Lighting"]


def test_explosives_empty_hand_transfers_nothing_and_draws_nothing() -> None:
    r = dogma("Explosives", {"alice": {"board": EXPLOSIVES}, "bob": {}})
    ok(r)
    assert r.hand("alice") == [] and r.hand("bob") == []


def test_explosives_empty_7_pile_draws_an_8() -> None:
    others = [n for n in ALL_7S if n != "Explosives"]
    r = dogma(
        "Explosives",
        {"alice": {"board": EXPLOSIVES}, "bob": {"hand": ["Writing"]}},
        decks={8: ["Antibiotics"]},
        removed=others,
        achievements=[],
    )
    ok(r)
    assert r.hand("bob") == ["Antibiotics"]


def test_explosives_demands_clockwise_with_three_players() -> None:
    r = dogma(
        "Explosives",
        {"alice": {"board": EXPLOSIVES}, "bob": {"hand": ["Writing"]}, "carol": {"hand": ["Oars"]}},
        decks={7: ["Lighting", "Railroad"]},
    )
    ok(r)
    assert r.hand("alice") == ["Writing", "Oars"]
    assert r.hand("bob") == ["Lighting"]
    assert r.hand("carol") == ["Railroad"]


def test_explosives_team_game_spares_the_partner() -> None:
    r = dogma(
        "Explosives",
        {
            "alice": {"board": EXPLOSIVES},
            "bob": {"hand": ["Writing"]},
            "carol": {"hand": ["Oars"]},
            "dave": {"hand": ["Calendar"]},
        },
        decks={7: ["Lighting", "Railroad"]},
        teams=[["alice", "carol"], ["bob", "dave"]],
    )
    ok(r)
    assert r.hand("alice") == ["Writing", "Calendar"]
    assert r.hand("carol") == ["Oars"]
    assert r.hand("bob") == ["Lighting"] and r.hand("dave") == ["Railroad"]


def test_explosives_draw_above_10_ends_the_game() -> None:
    others = [n for n in ALL_7S if n != "Explosives"]
    r = dogma(
        "Explosives",
        {"alice": {"board": EXPLOSIVES, "score": ["Coal"]}, "bob": {"hand": ["Writing"]}},
        removed=others + ALL_8S + ALL_9S + ALL_10S,
        achievements=[],
    )
    assert r.exit_code == 0 and r.error is None
    assert r.game_over == "score" and r.winner == ["alice"]
    assert r.hand("alice") == ["Writing"]


# --- Lighting ---------------------------------------------------------------
LIGHTING = {"purple": ["Lighting"]}


def test_lighting_scores_a_7_per_different_value_tucked() -> None:
    r = dogma(
        "Lighting",
        {"alice": {"board": LIGHTING, "hand": ["Writing", "Oars", "Calendar", "Coal"]}, "bob": {}},
        [["Writing", "Oars", "Calendar"]],
        decks={7: ["Railroad", "Bicycle"]},
    )
    ok(r)
    assert r.pile("alice", "blue") == ["Writing", "Calendar"]
    assert r.pile("alice", "red") == ["Oars"]
    assert r.score("alice") == ["Railroad", "Bicycle"]
    assert r.hand("alice") == ["Coal"]


def test_lighting_same_values_score_one_7() -> None:
    r = dogma(
        "Lighting",
        {"alice": {"board": LIGHTING, "hand": ["Writing", "Oars", "Agriculture"]}, "bob": {}},
        [["Oars", "Agriculture", "Writing"]],
        decks={7: ["Railroad"]},
    )
    ok(r)
    assert r.score("alice") == ["Railroad"]
    assert r.hand("alice") == []


def test_lighting_tuck_continues_a_splay() -> None:
    r = dogma(
        "Lighting",
        {
            "alice": {
                "board": {"purple": {"cards": ["Lighting", "Mysticism"], "splay": "left"}},
                "hand": ["Code of Laws"],
            },
            "bob": {},
        },
        ["Code of Laws"],
        decks={7: ["Railroad"]},
    )
    ok(r)
    assert r.pile("alice", "purple") == ["Lighting", "Mysticism", "Code of Laws"]
    assert r.splay("alice", "purple") == "left"
    assert r.score("alice") == ["Railroad"]


def test_lighting_may_decline() -> None:
    r = dogma("Lighting", {"alice": {"board": LIGHTING, "hand": ["Writing"]}, "bob": {}}, [[]])
    ok(r)
    assert r.hand("alice") == ["Writing"] and r.score("alice") == []


def test_lighting_empty_hand_asks_nothing() -> None:
    r = dogma("Lighting", {"alice": {"board": LIGHTING}, "bob": {}})
    ok(r)
    assert r.score("alice") == []


def test_lighting_pending_up_to_three() -> None:
    r = dogma(
        "Lighting",
        {"alice": {"board": LIGHTING, "hand": ["Writing", "Oars", "Calendar", "Coal"]}, "bob": {}},
    )
    assert r.exit_code == 0 and r.pending is not None
    assert r.pending["optional"] is True
    assert (r.pending["min"], r.pending["max"]) == (1, 3)


def test_lighting_shared_with_a_change_gives_a_free_draw() -> None:
    # bob: Agriculture 3 leaves >= alice's 2
    r = dogma(
        "Lighting",
        {
            "alice": {"board": LIGHTING},
            "bob": {"board": {"yellow": ["Agriculture"]}, "hand": ["Domestication"]},
        },
        [{"player": "bob", "choose": ["Domestication"]}],
        decks={7: ["Railroad", "Bicycle"]},
    )
    ok(r)
    assert r.pile("bob", "yellow") == ["Agriculture", "Domestication"]
    assert r.score("bob") == ["Railroad"]
    assert r.hand("alice") == ["Bicycle"]
    assert r.free_draws() == 1


# --- Publications -----------------------------------------------------------
def test_publications_rearranges_a_pile() -> None:
    r = dogma(
        "Publications",
        {
            "alice": {
                "board": {
                    "blue": ["Publications"],
                    "red": {"cards": ["Oars", "Archery", "Construction"], "splay": "right"},
                }
            },
            "bob": {},
        },
        ["red", ["Construction", "Oars", "Archery"]],
    )
    ok(r)
    assert r.pile("alice", "red") == ["Construction", "Oars", "Archery"]
    assert r.splay("alice", "red") == "right"
    assert len(r.verbs("rearrange")) == 1


def test_publications_order_decision_lists_the_pile_top_first() -> None:
    r = dogma(
        "Publications",
        {
            "alice": {"board": {"blue": ["Publications"], "red": ["Oars", "Archery"]}},
            "bob": {},
        },
        ["red"],
    )
    assert r.exit_code == 0 and r.pending is not None
    assert r.pending["player"] == "alice"
    assert r.pending["options"] == ["Oars", "Archery"]


def test_publications_same_order_changes_nothing() -> None:
    r = dogma(
        "Publications",
        {
            "alice": {"board": {"blue": ["Publications"], "red": ["Oars", "Archery"]}},
            "bob": {},
        },
        ["red", ["Oars", "Archery"]],
    )
    ok(r)
    assert r.pile("alice", "red") == ["Oars", "Archery"]
    assert r.verbs("rearrange") == []


def test_publications_a_pile_of_one_card_is_no_option() -> None:
    # one card has no order to change (scenario.md): only piles of two or more
    players = {
        "alice": {"board": {"blue": ["Publications", "Writing"], "red": ["Oars"]}},
        "bob": {},
    }
    pending = asks(dogma("Publications", players), "alice")
    assert pending["decision"] == "color"
    assert pending["optional"] is True
    assert pending["options"] == ["blue"]
    r = dogma("Publications", players, ["red"])
    assert r.exit_code == 1
    assert r.error is not None and r.error["answer"] == 0


def test_publications_an_empty_color_is_no_option() -> None:
    players = {"alice": {"board": {"blue": ["Publications"], "red": ["Oars"]}}, "bob": {}}
    r = dogma("Publications", players, ["green"])
    assert r.exit_code == 1
    assert r.error is not None and r.error["answer"] == 0


def test_publications_with_no_pile_of_two_asks_nothing() -> None:
    r = dogma("Publications", {"alice": {"board": {"blue": ["Publications"]}}, "bob": {}})
    ok(r)
    assert r.pile("alice", "blue") == ["Publications"]
    assert r.verbs("rearrange") == []


def test_publications_decline_then_splay_blue_up() -> None:
    r = dogma(
        "Publications",
        {
            "alice": {
                "board": {
                    "blue": ["Publications", "Writing"],
                    "yellow": ["Agriculture", "Domestication"],
                }
            },
            "bob": {},
        },
        [None, "blue"],
    )
    ok(r)
    assert r.splay("alice", "blue") == "up"
    assert r.splay("alice", "yellow") == "none"
    assert r.pile("alice", "blue") == ["Publications", "Writing"]


def test_publications_splay_options_and_decline() -> None:
    players = {
        "alice": {
            "board": {
                "blue": {"cards": ["Publications", "Writing"], "splay": "up"},
                "yellow": ["Agriculture", "Domestication"],
            }
        },
        "bob": {},
    }
    pending = dogma("Publications", players, [None])
    assert pending.pending is not None
    assert pending.pending["options"] == ["yellow"]  # blue is already up
    assert pending.pending["optional"] is True
    r = dogma("Publications", players, [None, None])
    ok(r)
    assert r.splay("alice", "yellow") == "none"


def test_publications_shared_rearrangement_gives_a_free_draw() -> None:
    # bob: Experimentation 3 lightbulbs >= alice's 2
    r = dogma(
        "Publications",
        {
            "alice": {"board": {"blue": ["Publications"]}},
            "bob": {"board": {"blue": ["Experimentation", "Tools"]}},
        },
        [
            {"player": "bob", "choose": "blue"},
            ["Tools", "Experimentation"],
            {"player": "bob", "choose": None},  # alice's pile of one is no option
        ],
        decks={7: ["Lighting"]},
    )
    ok(r)
    assert r.pile("bob", "blue") == ["Tools", "Experimentation"]
    assert r.hand("alice") == ["Lighting"]
    assert r.free_draws() == 1


def test_publications_shared_same_order_gives_no_free_draw() -> None:
    r = dogma(
        "Publications",
        {
            "alice": {"board": {"blue": ["Publications"]}},
            "bob": {"board": {"blue": ["Experimentation", "Tools"]}},
        },
        [
            {"player": "bob", "choose": "blue"},
            ["Experimentation", "Tools"],
            {"player": "bob", "choose": None},
        ],
    )
    ok(r)
    assert r.pile("bob", "blue") == ["Experimentation", "Tools"]
    assert r.splay("bob", "blue") == "none"
    assert r.free_draws() == 0
    assert r.hand("alice") == []


# --- Railroad ---------------------------------------------------------------
def test_railroad_returns_hand_draws_three_6s_and_splays_up() -> None:
    r = dogma(
        "Railroad",
        {
            "alice": {
                "board": {
                    "purple": ["Railroad"],
                    "red": {"cards": ["Oars", "Archery"], "splay": "right"},
                    "blue": {"cards": ["Writing", "Tools"], "splay": "left"},
                },
                "hand": ["Agriculture", "Calendar", "Clothing"],
            },
            "bob": {},
        },
        ["red"],
        decks={6: ["Canning", "Democracy", "Vaccination"]},
    )
    ok(r)
    assert r.deck(1)[-2:] == ["Agriculture", "Clothing"]
    assert r.deck(2)[-1] == "Calendar"
    assert r.hand("alice") == ["Canning", "Democracy", "Vaccination"]
    assert r.splay("alice", "red") == "up"
    assert r.splay("alice", "blue") == "left"


def test_railroad_splay_offers_only_colors_splayed_right() -> None:
    r = dogma(
        "Railroad",
        {
            "alice": {
                "board": {
                    "purple": ["Railroad"],
                    "red": {"cards": ["Oars", "Archery"], "splay": "right"},
                    "green": {"cards": ["Sailing", "Clothing"], "splay": "right"},
                    "blue": {"cards": ["Writing", "Tools"], "splay": "left"},
                }
            },
            "bob": {},
        },
        decks={6: ["Canning", "Democracy", "Vaccination"]},
    )
    assert r.exit_code == 0 and r.pending is not None
    assert r.pending["optional"] is True
    assert sorted(r.pending["options"]) == ["green", "red"]
    assert r.hand("alice") == ["Canning", "Democracy", "Vaccination"]


def test_railroad_may_decline_the_splay() -> None:
    r = dogma(
        "Railroad",
        {
            "alice": {
                "board": {
                    "purple": ["Railroad"],
                    "red": {"cards": ["Oars", "Archery"], "splay": "right"},
                }
            },
            "bob": {},
        },
        [None],
        decks={6: ["Canning", "Democracy", "Vaccination"]},
    )
    ok(r)
    assert r.splay("alice", "red") == "right"


def test_railroad_empty_6_pile_continues_with_7s() -> None:
    r = dogma(
        "Railroad",
        {"alice": {"board": {"purple": ["Railroad"]}}, "bob": {}},
        decks={6: ["Canning"], 7: ["Lighting", "Publications"]},
        removed=[n for n in ALL_6S if n != "Canning"],
        achievements=[],
    )
    ok(r)
    assert r.hand("alice") == ["Canning", "Lighting", "Publications"]
    assert r.deck(6) == []


def test_railroad_shared_with_a_change_gives_a_free_draw() -> None:
    # bob: Quantum Theory 3 clocks >= alice's 2
    r = dogma(
        "Railroad",
        {
            "alice": {"board": {"purple": ["Railroad"]}},
            "bob": {"board": {"blue": ["Quantum Theory"]}},
        },
        decks={
            6: [
                "Canning",
                "Democracy",
                "Vaccination",
                "Encyclopedia",
                "Emancipation",
                "Classification",
            ],
            7: ["Lighting"],
        },
    )
    ok(r)
    assert r.hand("bob") == ["Canning", "Democracy", "Vaccination"]
    assert r.hand("alice") == ["Encyclopedia", "Emancipation", "Classification", "Lighting"]
    assert r.free_draws() == 1


# --- Refrigeration ----------------------------------------------------------
REFRIGERATION = {"yellow": ["Refrigeration"]}


def test_refrigeration_returns_half_then_scores() -> None:
    r = dogma(
        "Refrigeration",
        {
            "alice": {"board": REFRIGERATION, "hand": ["Coal"]},
            "bob": {"hand": ["Writing", "Oars", "Calendar", "Canning", "Sailing"]},
        },
        [{"player": "bob", "choose": ["Oars", "Calendar"]}, {"player": "alice", "choose": "Coal"}],
    )
    ok(r)
    assert r.hand("bob") == ["Writing", "Canning", "Sailing"]
    assert r.deck(1)[-1] == "Oars" and r.deck(2)[-1] == "Calendar"
    assert r.score("alice") == ["Coal"] and r.hand("alice") == []


def test_refrigeration_pending_asks_for_half() -> None:
    r = dogma(
        "Refrigeration",
        {
            "alice": {"board": REFRIGERATION},
            "bob": {"hand": ["Writing", "Oars", "Calendar", "Canning", "Sailing"]},
        },
    )
    assert r.exit_code == 0 and r.pending is not None
    assert r.pending["player"] == "bob"
    assert (r.pending["min"], r.pending["max"]) == (2, 2)


def test_refrigeration_one_card_returns_nothing() -> None:
    r = dogma(
        "Refrigeration",
        {"alice": {"board": REFRIGERATION, "hand": ["Coal"]}, "bob": {"hand": ["Writing"]}},
        ["no"],
    )
    ok(r)
    assert r.hand("bob") == ["Writing"]
    assert r.hand("alice") == ["Coal"] and r.score("alice") == []


def test_refrigeration_empty_hands_ask_nothing() -> None:
    r = dogma("Refrigeration", {"alice": {"board": REFRIGERATION}, "bob": {}})
    ok(r)


def test_refrigeration_demands_clockwise_with_three_players() -> None:
    players = {
        "alice": {"board": REFRIGERATION},
        "bob": {"hand": ["Writing", "Oars"]},
        "carol": {"hand": ["Calendar", "Coal", "Canning"]},
    }
    pending = dogma("Refrigeration", players)
    assert pending.pending is not None and pending.pending["player"] == "bob"
    r = dogma(
        "Refrigeration",
        players,
        [{"player": "bob", "choose": "Oars"}, {"player": "carol", "choose": "Coal"}],
    )
    ok(r)
    assert r.hand("bob") == ["Writing"]
    assert r.hand("carol") == ["Calendar", "Canning"]
    assert r.deck(1)[-1] == "Oars" and r.deck(5)[-1] == "Coal"


def test_refrigeration_shared_score_gives_a_free_draw() -> None:
    # bob: Agriculture 3 leaves >= alice's 2: he shares and is not vulnerable
    r = dogma(
        "Refrigeration",
        {
            "alice": {"board": REFRIGERATION, "hand": ["Coal"]},
            "bob": {"board": {"yellow": ["Agriculture"]}, "hand": ["Writing", "Oars"]},
        },
        [{"player": "bob", "choose": "Oars"}, {"player": "alice", "choose": None}],
        decks={7: ["Lighting"]},
    )
    ok(r)
    assert r.hand("bob") == ["Writing"] and r.score("bob") == ["Oars"]
    assert r.hand("alice") == ["Coal", "Lighting"]
    assert r.free_draws() == 1


def test_refrigeration_shared_but_declined_gives_no_free_draw() -> None:
    r = dogma(
        "Refrigeration",
        {
            "alice": {"board": REFRIGERATION, "hand": ["Coal"]},
            "bob": {"board": {"yellow": ["Agriculture"]}, "hand": ["Writing"]},
        },
        [{"player": "bob", "choose": None}, {"player": "alice", "choose": "Coal"}],
    )
    ok(r)
    assert r.hand("bob") == ["Writing"]
    assert r.score("alice") == ["Coal"]
    assert r.free_draws() == 0


# --- Sanitation -------------------------------------------------------------
SANITATION = {"yellow": ["Sanitation"]}


def test_sanitation_exchanges_two_highest_for_lowest() -> None:
    r = dogma(
        "Sanitation",
        {
            "alice": {"board": SANITATION, "hand": ["Writing", "Coal"]},
            "bob": {"hand": ["Oars", "Calendar", "Canning"]},
        },
    )
    ok(r)
    assert sorted(r.hand("alice")) == ["Calendar", "Canning", "Coal"]
    assert sorted(r.hand("bob")) == ["Oars", "Writing"]


def test_sanitation_victim_breaks_their_tie() -> None:
    players = {
        "alice": {"board": SANITATION, "hand": ["Coal"]},
        "bob": {"hand": ["Canning", "Calendar", "Mapmaking"]},
    }
    pending = dogma("Sanitation", players)
    assert pending.pending is not None
    assert pending.pending["player"] == "bob"
    assert sorted(pending.pending["options"]) == ["Calendar", "Mapmaking"]
    r = dogma("Sanitation", players, [{"player": "bob", "choose": "Mapmaking"}])
    ok(r)
    assert sorted(r.hand("alice")) == ["Canning", "Mapmaking"]
    assert sorted(r.hand("bob")) == ["Calendar", "Coal"]


def test_sanitation_demanding_player_breaks_their_own_tie() -> None:
    players = {
        "alice": {"board": SANITATION, "hand": ["Writing", "Agriculture", "Coal"]},
        "bob": {"hand": ["Calendar", "Canning"]},
    }
    pending = dogma("Sanitation", players)
    assert pending.pending is not None
    assert pending.pending["player"] == "alice"  # DOGMA-9
    assert sorted(pending.pending["options"]) == ["Agriculture", "Writing"]
    r = dogma("Sanitation", players, [{"player": "alice", "choose": "Agriculture"}])
    ok(r)
    assert sorted(r.hand("alice")) == ["Calendar", "Canning", "Coal", "Writing"]
    assert r.hand("bob") == ["Agriculture"]


def test_sanitation_empty_demanding_hand_still_takes_two() -> None:
    r = dogma(
        "Sanitation",
        {"alice": {"board": SANITATION}, "bob": {"hand": ["Calendar", "Canning", "Oars"]}},
    )
    ok(r)
    assert sorted(r.hand("alice")) == ["Calendar", "Canning"]
    assert r.hand("bob") == ["Oars"]


def test_sanitation_empty_victim_hand_still_receives_the_lowest() -> None:
    r = dogma(
        "Sanitation",
        {"alice": {"board": SANITATION, "hand": ["Writing", "Coal"]}, "bob": {}},
    )
    ok(r)
    assert r.hand("alice") == ["Coal"]
    assert r.hand("bob") == ["Writing"]


def test_sanitation_both_hands_empty_changes_nothing() -> None:
    r = dogma("Sanitation", {"alice": {"board": SANITATION}, "bob": {}})
    ok(r)
    assert r.hand("alice") == [] and r.hand("bob") == []


def test_sanitation_demands_clockwise_with_three_players() -> None:
    # alice's lowest changes between the two demands
    r = dogma(
        "Sanitation",
        {
            "alice": {"board": SANITATION, "hand": ["Coal"]},
            "bob": {"hand": ["Writing"]},
            "carol": {"hand": ["Canning", "Calendar", "Oars"]},
        },
    )
    ok(r)
    assert r.hand("bob") == ["Coal"]
    assert r.hand("alice") == ["Canning", "Calendar"]
    assert r.hand("carol") == ["Oars", "Writing"]


def test_sanitation_not_shared_by_a_player_with_more_leaves() -> None:
    r = dogma(
        "Sanitation",
        {
            "alice": {"board": SANITATION, "hand": ["Coal"]},
            "bob": {"board": {"yellow": ["Agriculture"], "blue": ["Pottery"]}, "hand": ["Canning"]},
        },
    )
    ok(r)
    assert r.hand("alice") == ["Coal"] and r.hand("bob") == ["Canning"]
    assert r.free_draws() == 0


def test_sanitation_team_game_spares_the_partner() -> None:
    r = dogma(
        "Sanitation",
        {
            "alice": {"board": SANITATION, "hand": ["Writing", "Coal"]},
            "bob": {"hand": ["Canning"]},
            "carol": {"hand": ["Calendar"]},
            "dave": {"hand": ["Vaccination"]},
        },
        teams=[["alice", "carol"], ["bob", "dave"]],
    )
    ok(r)
    assert r.hand("carol") == ["Calendar"]
    assert r.hand("bob") == ["Writing"] and r.hand("dave") == ["Coal"]
    assert sorted(r.hand("alice")) == ["Canning", "Vaccination"]


# --- the game ending mid-effect ----------------------------------------------
def test_lighting_draw_above_10_ends_the_game() -> None:
    r = dogma(
        "Lighting",
        {"alice": {"board": LIGHTING, "hand": ["Writing"]}, "bob": {"score": ["Oars"]}},
        ["Writing"],
        removed=[n for n in ALL_7S if n != "Lighting"] + ALL_8S + ALL_9S + ALL_10S,
        achievements=[],
    )
    assert r.exit_code == 0 and r.error is None
    assert r.game_over == "score" and r.winner == ["bob"]
    assert r.pile("alice", "blue") == ["Writing"]


def test_railroad_draw_above_10_ends_the_game() -> None:
    r = dogma(
        "Railroad",
        {
            "alice": {"board": {"purple": ["Railroad"]}, "hand": ["Writing"], "score": ["Coal"]},
            "bob": {},
        },
        removed=ALL_6S + [n for n in ALL_7S if n != "Railroad"] + ALL_8S + ALL_9S + ALL_10S,
        achievements=[],
    )
    assert r.exit_code == 0 and r.error is None
    assert r.game_over == "score" and r.winner == ["alice"]
    assert r.deck(1)[-1] == "Writing"


def test_evolution_score_above_10_ends_the_game() -> None:
    r = dogma(
        "Evolution",
        {"alice": {"board": EVOLUTION}, "bob": {"score": ["Writing"]}},
        [1],
        removed=ALL_8S + ALL_9S + ALL_10S,
        achievements=[],
    )
    assert r.exit_code == 0 and r.error is None
    assert r.game_over == "score" and r.winner == ["bob"]
