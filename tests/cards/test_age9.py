"""Scenario tests for every branch of the age 9 cards."""

from __future__ import annotations

from typing import Any

import pytest
from support import Result, dogma, ok

from adjudicator.games.innovation.engine.cards import all_cards
from adjudicator.games.innovation.engine.registry import effects_for

AGE9 = [c for c in all_cards() if c.age == 9]
ALL_1S = [c.name for c in all_cards() if c.age == 1]
ALL_8S = [c.name for c in all_cards() if c.age == 8]
ALL_9S = [c.name for c in all_cards() if c.age == 9]
ALL_10S = [c.name for c in all_cards() if c.age == 10]

# Computers always melds a 10 and executes it: those tests need the age 10 effects.
needs_age10 = pytest.mark.skipif(
    effects_for("A.I.", 3) is None or effects_for("Databases", 3) is None,
    reason="the age 10 cards are not implemented yet",
)


def nines_but(*kept: str) -> list[str]:
    return [n for n in ALL_9S if n not in kept]


def eights_but(*kept: str) -> list[str]:
    return [n for n in ALL_8S if n not in kept]


def ended_by_score(r: Result, winner: list[str]) -> None:
    assert r.exit_code == 0, r.error
    assert r.error is None and r.pending is None
    assert r.game_over == "score"
    assert r.winner == winner


# --- Collaboration ----------------------------------------------------------
COLLABORATION = {"green": ["Collaboration"]}
NINE_GREENS = [
    "Collaboration",
    "Bicycle",
    "Electricity",
    "Classification",
    "Metric System",
    "Banking",
    "Measurement",
    "Invention",
    "Navigation",
]


def test_collaboration_leader_chooses_the_transfer_victim_melds_the_other() -> None:
    r = dogma(
        "Collaboration",
        {"alice": {"board": COLLABORATION}, "bob": {}},
        [{"player": "alice", "choose": "Ecology"}],
        decks={9: ["Fission", "Ecology"]},
    )
    ok(r)
    assert r.pile("alice", "yellow") == ["Ecology"]
    assert r.pile("bob", "red") == ["Fission"]
    assert r.hand("bob") == [] and r.hand("alice") == []
    assert [s["card"] for s in r.verbs("reveal")] == ["Fission", "Ecology"]
    assert r.game_over is None


def test_collaboration_the_demanding_player_is_asked() -> None:
    r = dogma(
        "Collaboration",
        {"alice": {"board": COLLABORATION}, "bob": {}},
        decks={9: ["Fission", "Ecology"]},
    )
    assert r.exit_code == 0 and r.error is None
    assert r.pending is not None
    assert r.pending["player"] == "alice" and r.pending["optional"] is False
    assert r.pending["options"] == ["Fission", "Ecology"]
    assert r.hand("bob") == ["Fission", "Ecology"]


def test_collaboration_demands_clockwise_with_three_players() -> None:
    players = {"alice": {"board": COLLABORATION}, "bob": {}, "carol": {}}
    decks = {9: ["Fission", "Ecology", "Genetics", "Services"]}
    r = dogma(
        "Collaboration",
        players,
        [{"player": "alice", "choose": "Ecology"}, {"player": "alice", "choose": "Services"}],
        decks=decks,
    )
    ok(r)
    assert r.pile("alice", "yellow") == ["Ecology"]
    assert r.pile("alice", "purple") == ["Services"]
    assert r.pile("bob", "red") == ["Fission"]
    assert r.pile("carol", "blue") == ["Genetics"]
    # carol has not drawn yet while alice chooses for bob
    first = dogma("Collaboration", players, decks=decks)
    assert first.pending is not None and first.pending["options"] == ["Fission", "Ecology"]
    assert first.hand("carol") == []


def test_collaboration_empty_9_pile_draws_a_10() -> None:
    r = dogma(
        "Collaboration",
        {"alice": {"board": COLLABORATION}, "bob": {}},
        ["Databases"],
        decks={9: ["Ecology"], 10: ["Databases"]},
        removed=nines_but("Collaboration", "Ecology"),
        achievements=[],
    )
    ok(r)
    assert r.pile("alice", "green") == ["Databases", "Collaboration"]
    assert r.pile("bob", "yellow") == ["Ecology"]
    assert r.deck(9) == []


def test_collaboration_draw_above_10_ends_the_game() -> None:
    r = dogma(
        "Collaboration",
        {"alice": {"board": COLLABORATION, "score": ["Coal"]}, "bob": {}},
        removed=nines_but("Collaboration") + ALL_10S,
        achievements=[],
    )
    ended_by_score(r, ["alice"])


def test_collaboration_tenth_green_card_by_the_demand_wins() -> None:
    r = dogma(
        "Collaboration",
        {"alice": {"board": {"green": NINE_GREENS}}, "bob": {}},
        ["Satellites"],
        decks={9: ["Satellites", "Ecology"]},
    )
    assert r.exit_code == 0 and r.error is None and r.pending is None
    assert r.game_over == "Collaboration"
    assert r.winner == ["alice"]
    assert r.pile("alice", "green") == ["Satellites", *NINE_GREENS]
    assert r.pile("bob", "yellow") == ["Ecology"]


def test_collaboration_nine_green_cards_do_not_win() -> None:
    # bob: Translation 3 crowns >= alice's 2: he shares and is not vulnerable
    r = dogma(
        "Collaboration",
        {"alice": {"board": {"green": NINE_GREENS}}, "bob": {"board": {"blue": ["Translation"]}}},
    )
    ok(r)
    assert r.game_over is None and r.winner is None
    assert r.free_draws() == 0
    assert r.hand("alice") == [] and r.hand("bob") == []


def test_collaboration_a_sharing_player_with_ten_greens_wins_first() -> None:
    bobs_greens = [
        "Self Service",
        "Databases",
        "Satellites",
        "Corporations",
        "Mass Media",
        "Bicycle",
        "Electricity",
        "Classification",
        "Metric System",
        "Banking",
    ]
    r = dogma(
        "Collaboration",
        {"alice": {"board": COLLABORATION}, "bob": {"board": {"green": bobs_greens}}},
    )
    assert r.exit_code == 0 and r.error is None
    assert r.game_over == "Collaboration"
    assert r.winner == ["bob"]
    assert r.free_draws() == 0


def test_collaboration_team_game_spares_the_partner() -> None:
    r = dogma(
        "Collaboration",
        {"alice": {"board": COLLABORATION}, "bob": {}, "carol": {}, "dave": {}},
        ["Ecology", "Services"],
        decks={9: ["Fission", "Ecology", "Genetics", "Services"]},
        teams=[["alice", "carol"], ["bob", "dave"]],
    )
    ok(r)
    assert r.pile("bob", "red") == ["Fission"]
    assert r.pile("dave", "blue") == ["Genetics"]
    assert r.pile("alice", "yellow") == ["Ecology"]
    assert r.pile("alice", "purple") == ["Services"]
    assert r.hand("carol") == [] and r.pile("carol", "blue") == []


# --- Composites -------------------------------------------------------------
COMPOSITES = {"red": ["Composites"]}


def test_composites_transfers_all_but_one_and_the_highest_score_card() -> None:
    r = dogma(
        "Composites",
        {
            "alice": {"board": COMPOSITES},
            "bob": {
                "hand": ["Writing", "Oars", "Calendar"],
                "score": ["Coal", "Canning", "Agriculture"],
            },
        },
        [{"player": "bob", "choose": ["Calendar", "Oars"]}],
    )
    ok(r)
    assert r.hand("alice") == ["Calendar", "Oars"]
    assert r.hand("bob") == ["Writing"]
    assert r.score("alice") == ["Canning"]
    assert r.score("bob") == ["Coal", "Agriculture"]


def test_composites_the_victim_names_the_cards_transferred() -> None:
    r = dogma(
        "Composites",
        {"alice": {"board": COMPOSITES}, "bob": {"hand": ["Writing", "Oars", "Calendar"]}},
    )
    assert r.exit_code == 0 and r.pending is not None
    assert r.pending["player"] == "bob"
    assert (r.pending["min"], r.pending["max"]) == (2, 2)
    assert r.pending["options"] == ["Writing", "Oars", "Calendar"]
    assert r.pending["optional"] is False


def test_composites_keeps_one_of_two() -> None:
    r = dogma(
        "Composites",
        {"alice": {"board": COMPOSITES}, "bob": {"hand": ["Writing", "Oars"]}},
        ["Oars"],
    )
    ok(r)
    assert r.hand("alice") == ["Oars"] and r.hand("bob") == ["Writing"]


def test_composites_one_card_in_hand_stays_and_score_tie_is_the_victims() -> None:
    players: dict[str, dict[str, Any]] = {
        "alice": {"board": COMPOSITES},
        "bob": {"hand": ["Writing"], "score": ["Coal", "Chemistry", "Oars"]},
    }
    pending = dogma("Composites", players)
    assert pending.pending is not None
    assert pending.pending["player"] == "bob"
    assert pending.pending["rule"] == "DOGMA-9"
    assert sorted(pending.pending["options"]) == ["Chemistry", "Coal"]
    r = dogma("Composites", players, [{"player": "bob", "choose": "Chemistry"}])
    ok(r)
    assert r.hand("bob") == ["Writing"] and r.hand("alice") == []
    assert r.score("alice") == ["Chemistry"]
    assert r.score("bob") == ["Coal", "Oars"]


def test_composites_nothing_to_transfer() -> None:
    r = dogma("Composites", {"alice": {"board": COMPOSITES}, "bob": {}})
    ok(r)
    assert r.hand("alice") == [] and r.score("alice") == []


def test_composites_demands_clockwise_with_three_players() -> None:
    r = dogma(
        "Composites",
        {
            "alice": {"board": COMPOSITES},
            "bob": {"hand": ["Writing", "Oars"], "score": ["Tools"]},
            "carol": {"hand": ["Calendar", "Coal"], "score": ["Canning"]},
        },
        [{"player": "bob", "choose": "Oars"}, {"player": "carol", "choose": "Coal"}],
    )
    ok(r)
    assert r.hand("alice") == ["Oars", "Coal"]
    assert r.score("alice") == ["Tools", "Canning"]
    assert r.hand("bob") == ["Writing"] and r.hand("carol") == ["Calendar"]


def test_composites_player_with_as_many_factories_is_not_vulnerable() -> None:
    r = dogma(
        "Composites",
        {
            "alice": {"board": COMPOSITES},
            "bob": {"board": {"red": ["Coal"]}, "hand": ["Writing", "Oars"], "score": ["Tools"]},
        },
    )
    ok(r)
    assert r.hand("bob") == ["Writing", "Oars"] and r.score("bob") == ["Tools"]
    assert r.free_draws() == 0


def test_composites_team_game_spares_the_partner() -> None:
    r = dogma(
        "Composites",
        {
            "alice": {"board": COMPOSITES},
            "bob": {"score": ["Tools"]},
            "carol": {"score": ["Canning"]},
            "dave": {"score": ["Coal"]},
        },
        teams=[["alice", "carol"], ["bob", "dave"]],
    )
    ok(r)
    assert r.score("alice") == ["Tools", "Coal"]
    assert r.score("carol") == ["Canning"]


# --- Computers --------------------------------------------------------------
COMPUTERS_BOARD = {
    "blue": ["Computers"],
    "red": ["Oars", "Archery"],
    "green": ["Sailing", "Clothing"],
}


def test_computers_offers_red_or_green() -> None:
    r = dogma(
        "Computers",
        {
            "alice": {
                "board": {
                    **COMPUTERS_BOARD,
                    "green": {"cards": ["Sailing", "Clothing"], "splay": "up"},
                }
            },
            "bob": {},
        },
    )
    assert r.exit_code == 0 and r.pending is not None
    assert r.pending["player"] == "alice" and r.pending["optional"] is True
    assert r.pending["options"] == ["red"]  # green is already up


def test_computers_splay_then_empty_10_pile_ends_the_game() -> None:
    r = dogma(
        "Computers",
        {"alice": {"board": COMPUTERS_BOARD}, "bob": {"score": ["Writing"]}},
        ["green"],
        removed=ALL_10S,
    )
    ended_by_score(r, ["bob"])
    assert r.splay("alice", "green") == "up"
    assert r.splay("alice", "red") == "none"


@needs_age10
def test_computers_splays_melds_a_10_and_executes_it() -> None:
    r = dogma(
        "Computers",
        {"alice": {"board": COMPUTERS_BOARD}, "bob": {}},
        ["red"],
        decks={10: ["A.I.", "Software"]},
    )
    ok(r)
    assert r.splay("alice", "red") == "up"
    assert r.pile("alice", "purple") == ["A.I."]
    assert r.score("alice") == ["Software"]  # A.I.: "Draw and score a [10]."


@needs_age10
def test_computers_declined_splay_still_melds() -> None:
    r = dogma(
        "Computers",
        {"alice": {"board": COMPUTERS_BOARD}, "bob": {}},
        [None],
        decks={10: ["A.I.", "Software"]},
    )
    ok(r)
    assert r.splay("alice", "red") == "none" and r.splay("alice", "green") == "none"
    assert r.pile("alice", "purple") == ["A.I."]


@needs_age10
def test_computers_executes_no_demand_of_the_melded_card() -> None:
    # Databases has only a demand: bob's score pile is untouched
    r = dogma(
        "Computers",
        {"alice": {"board": {"blue": ["Computers"]}}, "bob": {"score": ["Writing", "Oars"]}},
        decks={10: ["Databases"]},
    )
    ok(r)
    assert r.pile("alice", "green") == ["Databases"]
    assert r.score("bob") == ["Writing", "Oars"]


@needs_age10
def test_computers_shared_gives_a_free_draw() -> None:
    # bob: Quantum Theory 3 clocks >= alice's 2
    r = dogma(
        "Computers",
        {
            "alice": {"board": {"blue": ["Computers"]}},
            "bob": {"board": {"blue": ["Quantum Theory"]}},
        },
        decks={10: ["A.I.", "Software", "Databases", "Stem Cells"]},
    )
    ok(r)
    assert r.pile("bob", "purple") == ["A.I."] and r.score("bob") == ["Software"]
    assert r.pile("alice", "green") == ["Databases"]
    assert r.free_draws() == 1
    assert r.hand("alice") == ["Stem Cells"]


# --- Ecology ----------------------------------------------------------------
ECOLOGY = {"yellow": ["Ecology"]}


def test_ecology_returns_scores_and_draws_two_10s() -> None:
    r = dogma(
        "Ecology",
        {"alice": {"board": ECOLOGY, "hand": ["Writing", "Coal", "Oars"]}, "bob": {}},
        ["Writing", "Coal"],
        decks={10: ["A.I.", "Software"]},
    )
    ok(r)
    assert r.deck(1)[-1] == "Writing"
    assert r.score("alice") == ["Coal"]
    assert r.hand("alice") == ["Oars", "A.I.", "Software"]


def test_ecology_score_is_a_mandatory_choice() -> None:
    r = dogma(
        "Ecology",
        {"alice": {"board": ECOLOGY, "hand": ["Writing", "Coal", "Oars"]}, "bob": {}},
        ["Writing"],
    )
    assert r.exit_code == 0 and r.pending is not None
    assert r.pending["player"] == "alice" and r.pending["optional"] is False
    assert r.pending["options"] == ["Coal", "Oars"]


def test_ecology_returning_the_only_card_still_draws() -> None:
    r = dogma(
        "Ecology",
        {"alice": {"board": ECOLOGY, "hand": ["Writing"]}, "bob": {}},
        ["Writing"],
        decks={10: ["A.I.", "Software"]},
    )
    ok(r)
    assert r.score("alice") == []
    assert r.hand("alice") == ["A.I.", "Software"]


def test_ecology_may_decline() -> None:
    r = dogma("Ecology", {"alice": {"board": ECOLOGY, "hand": ["Writing"]}, "bob": {}}, [None])
    ok(r)
    assert r.hand("alice") == ["Writing"] and r.score("alice") == []


def test_ecology_empty_hand_asks_nothing() -> None:
    r = dogma("Ecology", {"alice": {"board": ECOLOGY}, "bob": {}})
    ok(r)
    assert r.hand("alice") == []


def test_ecology_draw_above_10_ends_the_game() -> None:
    r = dogma(
        "Ecology",
        {"alice": {"board": ECOLOGY, "hand": ["Writing", "Coal"]}, "bob": {"score": ["Tools"]}},
        ["Writing"],
        decks={10: ["Software"]},
        removed=[n for n in ALL_10S if n != "Software"],
    )
    ended_by_score(r, ["alice"])
    assert r.score("alice") == ["Coal"]
    assert r.hand("alice") == ["Software"]


def test_ecology_shared_with_a_change_gives_a_free_draw() -> None:
    # bob: Writing 2 lightbulbs >= alice's 2
    r = dogma(
        "Ecology",
        {
            "alice": {"board": ECOLOGY},
            "bob": {"board": {"blue": ["Writing"]}, "hand": ["Oars", "Coal"]},
        },
        [{"player": "bob", "choose": "Oars"}],
        decks={10: ["A.I.", "Software"], 9: ["Genetics"]},
    )
    ok(r)
    assert r.score("bob") == ["Coal"] and r.hand("bob") == ["A.I.", "Software"]
    assert r.free_draws() == 1
    assert r.hand("alice") == ["Genetics"]


def test_ecology_shared_but_declined_gives_no_free_draw() -> None:
    r = dogma(
        "Ecology",
        {
            "alice": {"board": ECOLOGY},
            "bob": {"board": {"blue": ["Writing"]}, "hand": ["Oars", "Coal"]},
        },
        [{"player": "bob", "choose": None}],
    )
    ok(r)
    assert r.hand("bob") == ["Oars", "Coal"]
    assert r.free_draws() == 0


# --- Fission ----------------------------------------------------------------
def test_fission_non_red_draw_then_return_a_top_card_and_draw() -> None:
    r = dogma(
        "Fission",
        {
            "alice": {"board": {"red": ["Fission"], "blue": ["Writing"]}},
            "bob": {"board": {"yellow": ["Agriculture"]}},
        },
        ["Agriculture"],
        decks={10: ["Databases", "Software"]},
    )
    ok(r)
    assert r.hand("bob") == ["Databases"]
    assert r.pile("bob", "yellow") == [] and r.deck(1)[-1] == "Agriculture"
    assert r.pile("alice", "blue") == ["Writing"]
    assert r.hand("alice") == ["Software"]
    assert r.removed == []


def test_fission_return_offers_every_top_card_but_fission() -> None:
    r = dogma(
        "Fission",
        {
            "alice": {"board": {"red": ["Fission", "Oars"], "blue": ["Writing"]}},
            "bob": {"board": {"yellow": ["Agriculture"]}},
        },
        decks={10: ["Databases"]},
    )
    assert r.exit_code == 0 and r.pending is not None
    assert r.pending["player"] == "alice" and r.pending["optional"] is False
    assert r.pending["options"] == ["Writing", "Agriculture"]


def test_fission_only_fission_on_the_boards_returns_nothing_but_draws() -> None:
    r = dogma(
        "Fission",
        {"alice": {"board": {"red": ["Fission"]}}, "bob": {}},
        decks={10: ["Databases", "Software"]},
    )
    ok(r)
    assert r.pile("alice", "red") == ["Fission"]
    assert r.hand("alice") == ["Software"]


def test_fission_red_removes_all_hands_boards_and_score_piles() -> None:
    r = dogma(
        "Fission",
        {
            "alice": {
                "board": {"red": ["Fission", "Oars"], "blue": ["Writing"]},
                "hand": ["Coal"],
                "score": ["Canning"],
                "achievements": ["age 1"],
            },
            "bob": {
                "board": {"yellow": ["Agriculture"]},
                "hand": ["Calendar"],
                "score": ["Tools"],
            },
            "carol": {"hand": ["Sailing"]},
        },
        decks={10: ["Robotics", "Software"]},
    )
    ok(r)
    # hands, then boards, then score piles; bob (the executor) first, then clockwise
    assert r.removed == [
        "Calendar",
        "Robotics",
        "Sailing",
        "Coal",
        "Agriculture",
        "Fission",
        "Oars",
        "Writing",
        "Tools",
        "Canning",
    ]
    for p in ("alice", "bob", "carol"):
        assert r.hand(p) == [] and r.score(p) == []
        assert all(r.pile(p, c) == [] for c in ("red", "yellow", "green", "blue", "purple"))
    assert len(r.achievements("alice")) == 1
    # the dogma action is complete: carol draws nothing, no non-demand, no free draw
    assert r.deck(10)[0] == "Software"
    assert r.free_draws() == 0


def test_fission_demands_clockwise_with_three_players() -> None:
    r = dogma(
        "Fission",
        {"alice": {"board": {"red": ["Fission"]}}, "bob": {}, "carol": {}},
        decks={10: ["Databases", "Software", "A.I."]},
    )
    ok(r)
    assert r.hand("bob") == ["Databases"]
    assert r.hand("carol") == ["Software"]
    assert r.hand("alice") == ["A.I."]


def test_fission_draw_above_10_ends_the_game() -> None:
    r = dogma(
        "Fission",
        {"alice": {"board": {"red": ["Fission"]}}, "bob": {"score": ["Writing"]}},
        removed=ALL_10S,
    )
    ended_by_score(r, ["bob"])


def test_fission_edition1_returns_without_drawing() -> None:
    r = dogma(
        "Fission",
        {
            "alice": {"board": {"red": ["Fission"], "blue": ["Writing"]}},
            "bob": {"board": {"yellow": ["Agriculture"]}},
        },
        ["Writing"],
        decks={10: ["Databases", "Software"]},
        edition=1,
    )
    ok(r)
    assert r.hand("bob") == ["Databases"]
    assert r.pile("alice", "blue") == [] and r.deck(1)[-1] == "Writing"
    assert r.hand("alice") == []
    assert r.deck(10)[0] == "Software"


def test_fission_edition1_red_still_removes_everything() -> None:
    r = dogma(
        "Fission",
        {"alice": {"board": {"red": ["Fission"]}, "hand": ["Coal"]}, "bob": {}},
        decks={10: ["Miniaturization"]},
        edition=1,
    )
    ok(r)
    assert r.removed == ["Miniaturization", "Coal", "Fission"]


def test_fission_shared_with_a_change_gives_a_free_draw() -> None:
    # bob: Quantum Theory 3 clocks >= alice's 3: he shares and is not vulnerable
    r = dogma(
        "Fission",
        {
            "alice": {"board": {"red": ["Fission"], "blue": ["Writing"]}},
            "bob": {"board": {"blue": ["Quantum Theory"]}},
        },
        [{"player": "bob", "choose": "Writing"}],
        decks={10: ["Databases", "Software"], 9: ["Ecology"]},
    )
    ok(r)
    assert r.deck(1)[-1] == "Writing"
    assert r.hand("bob") == ["Databases"]
    # alice's only option is bob's Quantum Theory
    assert r.pile("bob", "blue") == [] and r.deck(8)[-1] == "Quantum Theory"
    assert r.hand("alice") == ["Software", "Ecology"]
    assert r.free_draws() == 1


def test_fission_team_game_spares_the_partner() -> None:
    r = dogma(
        "Fission",
        {"alice": {"board": {"red": ["Fission"]}}, "bob": {}, "carol": {}, "dave": {}},
        decks={10: ["Databases", "Software", "A.I."]},
        teams=[["alice", "carol"], ["bob", "dave"]],
    )
    ok(r)
    assert r.hand("bob") == ["Databases"]
    assert r.hand("dave") == ["Software"]
    assert r.hand("carol") == []
    assert r.hand("alice") == ["A.I."]


# --- Genetics ---------------------------------------------------------------
def test_genetics_scores_every_card_beneath_the_melded_10() -> None:
    r = dogma(
        "Genetics",
        {
            "alice": {"board": {"blue": {"cards": ["Genetics", "Writing"], "splay": "left"}}},
            "bob": {},
        },
        decks={10: ["Software"]},
    )
    ok(r)
    assert r.pile("alice", "blue") == ["Software"]
    assert r.splay("alice", "blue") == "none"
    assert r.score("alice") == ["Genetics", "Writing"]


def test_genetics_new_pile_scores_nothing() -> None:
    r = dogma(
        "Genetics",
        {"alice": {"board": {"blue": ["Genetics"]}}, "bob": {}},
        decks={10: ["Robotics"]},
    )
    ok(r)
    assert r.pile("alice", "red") == ["Robotics"]
    assert r.pile("alice", "blue") == ["Genetics"]
    assert r.score("alice") == []


def test_genetics_scoring_six_cards_claims_monument() -> None:
    pile = ["Genetics", "Writing", "Tools", "Pottery", "Calendar", "Mathematics"]
    r = dogma(
        "Genetics",
        {"alice": {"board": {"blue": pile}}, "bob": {}},
        decks={10: ["Software"]},
    )
    ok(r)
    assert r.score("alice") == pile
    assert r.achievements("alice") == ["Monument"]


def test_genetics_scoring_five_cards_is_no_monument() -> None:
    pile = ["Genetics", "Writing", "Tools", "Pottery", "Calendar"]
    r = dogma(
        "Genetics",
        {"alice": {"board": {"blue": pile}}, "bob": {}},
        decks={10: ["Software"]},
    )
    ok(r)
    assert r.score("alice") == pile
    assert r.achievements("alice") == []


def test_genetics_draw_above_10_ends_the_game() -> None:
    r = dogma(
        "Genetics",
        {"alice": {"board": {"blue": ["Genetics", "Writing"]}}, "bob": {"score": ["Oars"]}},
        removed=ALL_10S,
    )
    ended_by_score(r, ["bob"])
    assert r.pile("alice", "blue") == ["Genetics", "Writing"]


def test_genetics_shared_with_a_change_gives_a_free_draw() -> None:
    # bob: Philosophy 3 lightbulbs >= alice's 3
    r = dogma(
        "Genetics",
        {
            "alice": {"board": {"blue": ["Genetics"]}},
            "bob": {"board": {"purple": ["Philosophy"], "red": ["Oars"]}},
        },
        decks={10: ["Robotics", "Software", "Databases"]},
    )
    ok(r)
    assert r.pile("bob", "red") == ["Robotics"] and r.score("bob") == ["Oars"]
    assert r.pile("alice", "blue") == ["Software"] and r.score("alice") == ["Genetics"]
    assert r.free_draws() == 1
    assert r.hand("alice") == ["Databases"]


# --- Satellites -------------------------------------------------------------
SATELLITES = {"green": ["Satellites"]}


def test_satellites_returns_draws_splays_melds_and_executes() -> None:
    r = dogma(
        "Satellites",
        {
            "alice": {
                "board": {**SATELLITES, "purple": ["Code of Laws", "Mysticism"]},
                "hand": ["Writing", "Oars"],
            },
            # bob would be vulnerable to Corporations' demand; it is not executed
            "bob": {"board": {"red": ["Coal"]}},
        },
        ["purple", "Corporations"],
        decks={8: ["Antibiotics", "Corporations", "Socialism", "Mass Media"]},
    )
    ok(r)
    assert r.deck(1)[-2:] == ["Writing", "Oars"]
    assert r.splay("alice", "purple") == "up"
    # Corporations' "Draw and meld an [8]" melds Mass Media
    assert r.pile("alice", "green") == ["Mass Media", "Corporations", "Satellites"]
    assert r.hand("alice") == ["Antibiotics", "Socialism"]
    assert r.pile("bob", "red") == ["Coal"] and r.score("alice") == []


def test_satellites_meld_is_a_mandatory_choice() -> None:
    r = dogma(
        "Satellites",
        {"alice": {"board": SATELLITES}, "bob": {}},
        decks={8: ["Antibiotics", "Corporations", "Socialism"]},
    )
    assert r.exit_code == 0 and r.pending is not None
    assert r.pending["player"] == "alice" and r.pending["optional"] is False
    assert r.pending["options"] == ["Antibiotics", "Corporations", "Socialism"]


def test_satellites_executed_may_is_asked_of_the_executor() -> None:
    r = dogma(
        "Satellites",
        {"alice": {"board": SATELLITES}, "bob": {}},
        ["Antibiotics"],
        decks={8: ["Antibiotics", "Corporations", "Socialism"]},
    )
    assert r.exit_code == 0 and r.pending is not None
    assert r.pending["player"] == "alice" and r.pending["optional"] is True
    assert r.pending["options"] == ["Corporations", "Socialism"]
    assert r.pile("alice", "yellow") == ["Antibiotics"]


def test_satellites_splay_declined() -> None:
    r = dogma(
        "Satellites",
        {"alice": {"board": {**SATELLITES, "purple": ["Code of Laws", "Mysticism"]}}, "bob": {}},
        [None, "Mobility"],
        decks={8: ["Mobility", "Skyscrapers", "Rocketry"]},
    )
    ok(r)
    assert r.splay("alice", "purple") == "none"
    assert r.pile("alice", "red") == ["Mobility"]
    assert r.hand("alice") == ["Skyscrapers", "Rocketry"]


def test_satellites_empty_8_pile_draws_9s() -> None:
    r = dogma(
        "Satellites",
        {"alice": {"board": SATELLITES}, "bob": {}},
        ["Ecology"],
        decks={8: ["Mobility"], 9: ["Genetics", "Ecology"]},
        removed=eights_but("Mobility"),
        achievements=[],
    )
    assert r.exit_code == 0 and r.error is None
    # Ecology, executed: "You may return a card from your hand"
    assert r.pending is not None and r.pending["optional"] is True
    assert r.hand("alice") == ["Mobility", "Genetics"]
    assert r.pile("alice", "yellow") == ["Ecology"]
    assert r.deck(8) == []


def test_satellites_draw_above_10_ends_the_game() -> None:
    r = dogma(
        "Satellites",
        {"alice": {"board": SATELLITES, "hand": ["Writing"]}, "bob": {"score": ["Oars"]}},
        removed=ALL_8S + nines_but("Satellites") + ALL_10S,
        achievements=[],
    )
    ended_by_score(r, ["bob"])
    assert r.hand("alice") == [] and r.deck(1)[-1] == "Writing"


def test_satellites_shared_with_a_change_gives_a_free_draw() -> None:
    # bob: Quantum Theory 3 clocks >= alice's 3
    r = dogma(
        "Satellites",
        {"alice": {"board": SATELLITES}, "bob": {"board": {"blue": ["Quantum Theory"]}}},
        [{"player": "bob", "choose": "Mobility"}, {"player": "alice", "choose": "Flight"}],
        decks={
            8: [
                "Mobility",
                "Skyscrapers",
                "Rocketry",
                "Antibiotics",
                "Flight",
                "Socialism",
            ],
            9: ["Ecology"],
        },
    )
    ok(r)
    assert r.pile("bob", "red") == ["Mobility"]
    assert r.hand("bob") == ["Skyscrapers", "Rocketry"]
    assert r.pile("alice", "red") == ["Flight"]
    assert r.free_draws() == 1
    assert r.hand("alice") == ["Antibiotics", "Socialism", "Ecology"]


# --- Services ---------------------------------------------------------------
SERVICES_BOARD = {
    "purple": ["Services"],
    "red": ["Oars"],
    "blue": ["Writing"],
    "yellow": ["Agriculture"],
}


def test_services_takes_all_highest_then_victim_takes_a_top_card() -> None:
    r = dogma(
        "Services",
        {"alice": {"board": SERVICES_BOARD}, "bob": {"score": ["Coal", "Canning", "Vaccination"]}},
        [{"player": "bob", "choose": "Oars"}],
    )
    ok(r)
    assert r.hand("alice") == ["Canning", "Vaccination"]
    assert r.score("bob") == ["Coal"]
    assert r.hand("bob") == ["Oars"]
    assert r.pile("alice", "red") == []


def test_services_options_are_the_leaders_top_cards_without_a_leaf() -> None:
    r = dogma(
        "Services",
        {"alice": {"board": SERVICES_BOARD}, "bob": {"score": ["Coal"]}},
    )
    assert r.exit_code == 0 and r.pending is not None
    assert r.pending["player"] == "bob" and r.pending["optional"] is False
    assert r.pending["options"] == ["Oars", "Writing"]
    assert r.hand("alice") == ["Coal"]


def test_services_empty_score_pile_takes_nothing() -> None:
    r = dogma("Services", {"alice": {"board": SERVICES_BOARD}, "bob": {}})
    ok(r)
    assert r.hand("bob") == [] and r.pile("alice", "red") == ["Oars"]


def test_services_no_top_card_without_a_leaf() -> None:
    r = dogma(
        "Services",
        {
            "alice": {"board": {"purple": ["Services"], "yellow": ["Agriculture"]}},
            "bob": {"score": ["Coal"]},
        },
    )
    ok(r)
    assert r.hand("alice") == ["Coal"] and r.hand("bob") == []


def test_services_demands_clockwise_with_three_players() -> None:
    r = dogma(
        "Services",
        {
            "alice": {"board": {"purple": ["Services"], "red": ["Oars", "Archery"]}},
            "bob": {"score": ["Coal", "Writing"]},
            "carol": {"score": ["Canning"]},
        },
    )
    ok(r)
    assert r.hand("alice") == ["Coal", "Canning"]
    assert r.hand("bob") == ["Oars"]  # the only option: taken without a question
    assert r.hand("carol") == ["Archery"]  # uncovered by bob's transfer
    assert r.pile("alice", "red") == []


def test_services_each_victim_judges_its_own_transfer() -> None:
    r = dogma(
        "Services",
        {
            "alice": {"board": {"purple": ["Services"], "red": ["Oars"]}},
            "bob": {},
            "carol": {"score": ["Canning"]},
        },
    )
    ok(r)
    assert r.hand("bob") == []
    assert r.hand("carol") == ["Oars"]


def test_services_player_with_as_many_leaves_is_not_vulnerable() -> None:
    r = dogma(
        "Services",
        {
            "alice": {"board": {"purple": ["Services"], "red": ["Oars"]}},
            "bob": {"board": {"blue": ["Pottery"]}, "score": ["Coal"]},
        },
    )
    ok(r)
    assert r.score("bob") == ["Coal"] and r.hand("alice") == []
    assert r.free_draws() == 0


def test_services_team_game_spares_the_partner() -> None:
    r = dogma(
        "Services",
        {
            "alice": {"board": {"purple": ["Services"], "red": ["Oars"], "blue": ["Writing"]}},
            "bob": {"score": ["Coal"]},
            "carol": {"score": ["Canning"]},
            "dave": {"score": ["Tools"]},
        },
        [{"player": "bob", "choose": "Writing"}],
        teams=[["alice", "carol"], ["bob", "dave"]],
    )
    ok(r)
    assert r.hand("alice") == ["Coal", "Tools"]
    assert r.score("carol") == ["Canning"]
    assert r.hand("bob") == ["Writing"] and r.hand("dave") == ["Oars"]


# --- Specialization ---------------------------------------------------------
SPECIALIZATION = {"purple": ["Specialization"]}


def test_specialization_takes_that_color_from_all_other_players() -> None:
    r = dogma(
        "Specialization",
        {
            "alice": {"board": SPECIALIZATION, "hand": ["Construction"]},
            "bob": {"board": {"red": ["Archery"]}},
            "carol": {"board": {"red": ["Oars", "Metalworking"], "blue": ["Writing"]}},
        },
    )
    ok(r)
    assert [s["card"] for s in r.verbs("reveal")] == ["Construction"]
    assert r.hand("alice") == ["Construction", "Archery", "Oars"]
    assert r.pile("bob", "red") == []
    assert r.pile("carol", "red") == ["Metalworking"]
    assert r.pile("carol", "blue") == ["Writing"]


def test_specialization_reveal_is_a_mandatory_choice() -> None:
    r = dogma(
        "Specialization",
        {"alice": {"board": SPECIALIZATION, "hand": ["Construction", "Writing"]}, "bob": {}},
    )
    assert r.exit_code == 0 and r.pending is not None
    assert r.pending["player"] == "alice" and r.pending["optional"] is False
    assert r.pending["options"] == ["Construction", "Writing"]


def test_specialization_no_card_of_that_color_elsewhere() -> None:
    r = dogma(
        "Specialization",
        {
            "alice": {"board": SPECIALIZATION, "hand": ["Writing"]},
            "bob": {"board": {"red": ["Archery"]}},
        },
    )
    ok(r)
    assert r.hand("alice") == ["Writing"] and r.pile("bob", "red") == ["Archery"]


def test_specialization_empty_hand_then_splay() -> None:
    players: dict[str, dict[str, Any]] = {
        "alice": {
            "board": {
                **SPECIALIZATION,
                "yellow": ["Agriculture", "Domestication"],
                "blue": ["Writing", "Tools"],
            }
        },
        "bob": {"board": {"red": ["Archery"]}},
    }
    pending = dogma("Specialization", players)
    assert pending.pending is not None and pending.pending["optional"] is True
    assert pending.pending["options"] == ["yellow", "blue"]
    r = dogma("Specialization", players, ["blue"])
    ok(r)
    assert r.splay("alice", "blue") == "up" and r.splay("alice", "yellow") == "none"
    assert r.pile("bob", "red") == ["Archery"]


def test_specialization_splay_declined() -> None:
    r = dogma(
        "Specialization",
        {
            "alice": {"board": {**SPECIALIZATION, "yellow": ["Agriculture", "Domestication"]}},
            "bob": {},
        },
        [None],
    )
    ok(r)
    assert r.splay("alice", "yellow") == "none"


def test_specialization_team_game_takes_from_the_partner_too() -> None:
    r = dogma(
        "Specialization",
        {
            "alice": {"board": SPECIALIZATION, "hand": ["Construction"]},
            "bob": {"board": {"red": ["Archery"]}},
            "carol": {"board": {"red": ["Oars"]}},
            "dave": {"board": {"red": ["Metalworking"]}},
        },
        teams=[["alice", "carol"], ["bob", "dave"]],
    )
    ok(r)
    assert r.hand("alice") == ["Construction", "Archery", "Oars", "Metalworking"]


def test_specialization_shared_with_a_change_gives_a_free_draw() -> None:
    # bob: Coal 3 factories >= alice's 2
    r = dogma(
        "Specialization",
        {
            "alice": {"board": {**SPECIALIZATION, "red": ["Archery"]}, "hand": ["Metalworking"]},
            "bob": {"board": {"red": ["Coal"]}, "hand": ["Construction"]},
        },
        decks={9: ["Ecology"]},
    )
    ok(r)
    assert r.hand("bob") == ["Construction", "Archery"]
    assert r.hand("alice") == ["Metalworking", "Coal", "Ecology"]
    assert r.free_draws() == 1


def test_specialization_shared_without_a_change_gives_no_free_draw() -> None:
    r = dogma(
        "Specialization",
        {
            "alice": {"board": SPECIALIZATION, "hand": ["Writing"]},
            "bob": {"board": {"red": ["Coal"]}},
        },
    )
    ok(r)
    assert r.free_draws() == 0
    assert r.hand("alice") == ["Writing"] and r.hand("bob") == []


# --- Suburbia ---------------------------------------------------------------
SUBURBIA = {"yellow": ["Suburbia"]}


def test_suburbia_tucks_and_scores_a_1_per_card() -> None:
    r = dogma(
        "Suburbia",
        {"alice": {"board": SUBURBIA, "hand": ["Writing", "Oars", "Coal"]}, "bob": {}},
        [["Oars", "Writing"]],
        decks={1: ["Agriculture", "Pottery"]},
    )
    ok(r)
    assert r.pile("alice", "red") == ["Oars"] and r.pile("alice", "blue") == ["Writing"]
    assert r.score("alice") == ["Agriculture", "Pottery"]
    assert r.hand("alice") == ["Coal"]


def test_suburbia_pending_any_number() -> None:
    r = dogma(
        "Suburbia",
        {"alice": {"board": SUBURBIA, "hand": ["Writing", "Oars", "Coal"]}, "bob": {}},
    )
    assert r.exit_code == 0 and r.pending is not None
    assert r.pending["optional"] is True
    assert (r.pending["min"], r.pending["max"]) == (1, 3)


def test_suburbia_may_decline() -> None:
    r = dogma("Suburbia", {"alice": {"board": SUBURBIA, "hand": ["Writing"]}, "bob": {}}, [[]])
    ok(r)
    assert r.hand("alice") == ["Writing"] and r.score("alice") == []


def test_suburbia_empty_hand_asks_nothing() -> None:
    r = dogma("Suburbia", {"alice": {"board": SUBURBIA}, "bob": {}})
    ok(r)
    assert r.score("alice") == []


def test_suburbia_tucking_six_claims_monument() -> None:
    hand = ["Writing", "Oars", "Coal", "Calendar", "Canning", "Tools"]
    ones = ["Agriculture", "Pottery", "Sailing", "Clothing", "Archery", "Masonry"]
    r = dogma(
        "Suburbia",
        {"alice": {"board": SUBURBIA, "hand": hand}, "bob": {}},
        [hand],
        decks={1: ones},
    )
    ok(r)
    assert r.achievements("alice") == ["Monument"]
    assert r.score("alice") == ones
    assert r.pile("alice", "yellow") == ["Suburbia", "Canning"]
    claim = next(i for i, s in enumerate(r.steps) if s["verb"] == "claim")
    assert r.steps[claim - 1]["verb"] == "tuck"  # the sixth tuck, before any score


def test_suburbia_empty_1_pile_scores_2s() -> None:
    r = dogma(
        "Suburbia",
        {"alice": {"board": SUBURBIA, "hand": ["Coal", "Canning"]}, "bob": {}},
        [["Coal", "Canning"]],
        decks={2: ["Calendar", "Fermenting"]},
        removed=ALL_1S,
        achievements=[],
    )
    ok(r)
    assert r.score("alice") == ["Calendar", "Fermenting"]
    assert r.deck(1) == []


def test_suburbia_shared_with_a_change_gives_a_free_draw() -> None:
    # bob: Agriculture 3 leaves >= alice's 2
    r = dogma(
        "Suburbia",
        {
            "alice": {"board": SUBURBIA, "hand": ["Writing"]},
            "bob": {"board": {"yellow": ["Agriculture"]}, "hand": ["Oars"]},
        },
        [{"player": "bob", "choose": ["Oars"]}, {"player": "alice", "choose": []}],
        decks={1: ["Pottery"], 9: ["Ecology"]},
    )
    ok(r)
    assert r.pile("bob", "red") == ["Oars"] and r.score("bob") == ["Pottery"]
    assert r.hand("alice") == ["Writing", "Ecology"]
    assert r.free_draws() == 1


def test_suburbia_shared_but_declined_gives_no_free_draw() -> None:
    r = dogma(
        "Suburbia",
        {
            "alice": {"board": SUBURBIA, "hand": ["Writing"]},
            "bob": {"board": {"yellow": ["Agriculture"]}, "hand": ["Oars"]},
        },
        [{"player": "bob", "choose": []}, {"player": "alice", "choose": ["Writing"]}],
        decks={1: ["Pottery"]},
    )
    ok(r)
    assert r.hand("bob") == ["Oars"]
    assert r.score("alice") == ["Pottery"]
    assert r.free_draws() == 0
