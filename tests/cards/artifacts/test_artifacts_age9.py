"""Scenario tests for every branch of the Artifacts age 9 cards."""

from __future__ import annotations

from typing import Any

from artifacts_support import artifacts_dogma, free_dogma
from support import asks, ok

BASE_10S = [
    "A.I.",
    "Bioengineering",
    "Databases",
    "Globalization",
    "Miniaturization",
    "Robotics",
    "Self Service",
    "Software",
    "Stem Cells",
    "The Internet",
]
TEAMS = [["alice", "carol"], ["bob", "dave"]]


# --- Luna 3 ---------------------------------------------------------------------
LUNA = {"blue": ["Luna 3"]}


def test_luna_3_returns_the_score_pile_and_scores_a_card_of_that_many() -> None:
    r = artifacts_dogma(
        "Luna 3",
        {"alice": {"board": LUNA, "score": ["Agriculture", "Pottery"]}, "bob": {}},
        decks={2: ["Mathematics"]},
    )
    ok(r)
    assert r.score("alice") == ["Mathematics"]
    assert r.deck(1)[-2:] == ["Agriculture", "Pottery"]  # returned in arrival order


def test_luna_3_with_an_empty_score_pile_draws_and_scores_a_1() -> None:
    r = artifacts_dogma("Luna 3", {"alice": {"board": LUNA}, "bob": {}}, decks={1: ["Pottery"]})
    ok(r)
    assert r.score("alice") == ["Pottery"]


def test_luna_3_returning_eleven_cards_ends_the_game() -> None:
    score = [
        "Agriculture",
        "Pottery",
        "Archery",
        "Oars",
        "Sailing",
        "Writing",
        "Tools",
        "Clothing",
        "Masonry",
        "Mysticism",
        "The Wheel",
    ]
    r = artifacts_dogma(
        "Luna 3",
        {"alice": {"board": LUNA, "score": score}, "bob": {"score": ["Calendar"]}},
    )
    ok(r)
    assert r.game_over == "score"
    assert r.winner == ["bob"]
    assert r.score("alice") == []


def test_luna_3_shared_by_a_player_with_as_many_factories() -> None:
    r = artifacts_dogma(
        "Luna 3",
        {
            "alice": {"board": LUNA},
            "bob": {"board": {"red": ["Machine Tools"]}, "score": ["Calendar"]},
        },
        decks={1: ["Pottery", "Sailing"], 9: ["Genetics"]},
    )
    ok(r)
    assert r.score("bob") == ["Pottery"]
    assert r.score("alice") == ["Sailing"]
    assert r.hand("alice") == ["Genetics"]  # the free draw (DOGMA-6)


# --- Magnavox Odyssey -------------------------------------------------------------
MAGNAVOX = {"yellow": ["Magnavox Odyssey"]}


def test_magnavox_odyssey_two_of_the_same_color_win() -> None:
    r = artifacts_dogma(
        "Magnavox Odyssey",
        {"alice": {"board": MAGNAVOX}, "bob": {}},
        decks={10: ["Databases", "Self Service"]},
    )
    ok(r)
    assert r.winner == ["alice"]
    assert r.pile("alice", "green") == ["Self Service", "Databases"]


def test_magnavox_odyssey_two_colors_do_not_win() -> None:
    r = artifacts_dogma(
        "Magnavox Odyssey",
        {"alice": {"board": MAGNAVOX}, "bob": {}},
        decks={10: ["Databases", "Software"]},
    )
    ok(r)
    assert r.winner is None
    assert r.pile("alice", "green") == ["Databases"]
    assert r.pile("alice", "blue") == ["Software"]


def test_magnavox_odyssey_with_one_10_left_ends_the_game() -> None:
    r = artifacts_dogma(
        "Magnavox Odyssey",
        {"alice": {"board": MAGNAVOX}, "bob": {"score": ["Pottery"]}},
        removed=[c for c in BASE_10S if c != "Databases"],
    )
    ok(r)
    assert r.pile("alice", "green") == ["Databases"]
    assert r.game_over == "score"
    assert r.winner == ["bob"]


# --- Marilyn Diptych --------------------------------------------------------------
MARILYN = {"purple": ["Marilyn Diptych"]}


def test_marilyn_diptych_scoring_to_exactly_25_wins() -> None:
    r = artifacts_dogma(
        "Marilyn Diptych",
        {
            "alice": {"board": MARILYN, "hand": ["Databases"], "score": ["Software", "Coal"]},
            "bob": {},
        },
        ["Databases", None],
    )
    ok(r)
    assert r.points("alice") == 25
    assert r.winner == ["alice"]


def test_marilyn_diptych_transfer_to_hand_to_reach_25_wins() -> None:
    r = artifacts_dogma(
        "Marilyn Diptych",
        {
            "alice": {"board": MARILYN, "score": ["Software", "Databases", "Coal", "Pottery"]},
            "bob": {},
        },
        ["Pottery"],
    )
    ok(r)
    assert r.hand("alice") == ["Pottery"]
    assert r.winner == ["alice"]


def test_marilyn_diptych_asks_both_as_you_may() -> None:
    r = artifacts_dogma(
        "Marilyn Diptych",
        {"alice": {"board": MARILYN, "hand": ["Pottery"], "score": ["Writing"]}, "bob": {}},
    )
    p = asks(r, "alice")
    assert p["optional"] is True and p["options"] == ["Pottery"]
    r = artifacts_dogma(
        "Marilyn Diptych",
        {"alice": {"board": MARILYN, "hand": ["Pottery"], "score": ["Writing"]}, "bob": {}},
        ["no"],
    )
    p = asks(r, "alice")
    assert p["optional"] is True and p["options"] == ["Writing"]


def test_marilyn_diptych_not_25_does_not_win() -> None:
    r = artifacts_dogma(
        "Marilyn Diptych",
        {"alice": {"board": MARILYN, "hand": ["Pottery"], "score": ["Software"]}, "bob": {}},
        ["Pottery", "Software"],
    )
    ok(r)
    assert r.score("alice") == ["Pottery"]
    assert r.hand("alice") == ["Software"]
    assert r.winner is None


def test_marilyn_diptych_with_nothing_asks_nothing() -> None:
    r = artifacts_dogma("Marilyn Diptych", {"alice": {"board": MARILYN}, "bob": {}})
    ok(r)
    assert r.winner is None


# --- Philips Compact Cassette -----------------------------------------------------
PHILIPS = {"green": ["Philips Compact Cassette"]}
SPLAYED_BOB = {
    "yellow": {"cards": ["Agriculture", "Domestication"], "splay": "right"},
    "blue": {"cards": ["Pottery", "Writing"], "splay": "left"},
    "red": {"cards": ["Archery", "Oars"], "splay": "left"},
}


def test_philips_compact_cassette_compels_unsplaying_then_shares_the_splay() -> None:
    r = artifacts_dogma(
        "Philips Compact Cassette",
        {"alice": {"board": PHILIPS}, "bob": {"board": SPLAYED_BOB}},
    )
    # bob (5 leaves to 3) is compelled: every splay is gone; then he shares the splay
    p = asks(r, "bob")
    assert "ART-16" in r.rules()
    assert r.splay("bob", "yellow") == "none"
    assert r.splay("bob", "blue") == "none"
    assert r.splay("bob", "red") == "none"
    assert p["decision"] == "color" and p["min"] == 2 and p["max"] == 2
    assert sorted(p["options"]) == ["blue", "red", "yellow"]


def test_philips_compact_cassette_splays_up_the_two_chosen_colors() -> None:
    r = artifacts_dogma(
        "Philips Compact Cassette",
        {
            "alice": {
                "board": {
                    **PHILIPS,
                    "red": ["Archery", "Oars"],
                    "blue": ["Writing", "Tools"],
                    "purple": ["City States", "Code of Laws"],
                }
            },
            "bob": {},
        },
        [["red", "purple"]],
    )
    ok(r)
    assert r.splay("alice", "red") == "up"
    assert r.splay("alice", "purple") == "up"
    assert r.splay("alice", "blue") == "none"


def test_philips_compact_cassette_one_splayable_color_is_automatic() -> None:
    r = artifacts_dogma(
        "Philips Compact Cassette",
        {
            "alice": {
                "board": {
                    **PHILIPS,
                    "red": ["Archery", "Oars"],
                    "blue": {"cards": ["Writing", "Tools"], "splay": "up"},
                }
            },
            "bob": {},
        },
    )
    ok(r)
    assert r.splay("alice", "red") == "up"


def test_philips_compact_cassette_nothing_to_splay_and_nobody_compelled() -> None:
    bob = {
        "yellow": {"cards": ["Domestication", "Agriculture"], "splay": "right"},
    }
    r = artifacts_dogma(
        "Philips Compact Cassette", {"alice": {"board": PHILIPS}, "bob": {"board": bob}}
    )
    ok(r)
    # bob has fewer leaves (2 to 3): not compelled, his splay stays
    assert r.splay("bob", "yellow") == "right"
    assert "ART-16" not in r.rules()


def test_philips_compact_cassette_never_compels_a_partner() -> None:
    r = artifacts_dogma(
        "Philips Compact Cassette",
        {
            "alice": {"board": PHILIPS},
            "bob": {
                "board": {
                    "green": ["Clothing"],
                    "blue": {"cards": ["Calendar", "Mathematics"], "splay": "left"},
                }
            },
            "carol": {"board": SPLAYED_BOB},
            "dave": {},
        },
        [["yellow", "red"]],
        teams=TEAMS,
    )
    ok(r)
    # bob (4 leaves) is compelled, then shares: his one pile goes up
    assert r.splay("bob", "blue") == "up"
    # carol (partner) is not compelled; she shares: two of her piles go up
    assert r.splay("carol", "yellow") == "up"
    assert r.splay("carol", "red") == "up"
    assert r.splay("carol", "blue") == "left"


# --- Rock Around the Clock ---------------------------------------------------------
ROCK = {"yellow": ["Rock Around the Clock"]}


def test_rock_around_the_clock_scores_a_9_per_top_card_with_a_clock() -> None:
    r = artifacts_dogma(
        "Rock Around the Clock",
        {"alice": {"board": {**ROCK, "red": ["Fission"], "blue": ["Writing"]}}, "bob": {}},
        decks={9: ["Ecology", "Genetics", "Services"]},
    )
    ok(r)
    assert r.score("alice") == ["Ecology", "Genetics"]
    assert r.deck(9)[0] == "Services"


def test_rock_around_the_clock_shared_with_no_top_clock_scores_nothing() -> None:
    # bob's clocks show only on covered cards: no top card of his has one
    bob = {"purple": {"cards": ["Code of Laws", "Railroad", "Lighting"], "splay": "up"}}
    r = artifacts_dogma(
        "Rock Around the Clock",
        {"alice": {"board": ROCK}, "bob": {"board": bob}},
        decks={9: ["Ecology", "Genetics"]},
    )
    ok(r)
    assert r.score("bob") == []
    assert r.score("alice") == ["Ecology"]


# --- Syncom 3 ---------------------------------------------------------------------
SYNCOM = {"green": ["Syncom 3"]}
FIVE_COLORS = ["Collaboration", "Composites", "Computers", "Ecology", "Services"]


def test_syncom_3_five_colors_win() -> None:
    r = artifacts_dogma(
        "Syncom 3",
        {"alice": {"board": SYNCOM, "hand": ["Agriculture", "Pottery"]}, "bob": {}},
        decks={9: FIVE_COLORS},
    )
    ok(r)
    assert r.deck(1)[-2:] == ["Agriculture", "Pottery"]
    assert r.hand("alice") == FIVE_COLORS
    assert r.winner == ["alice"]


def test_syncom_3_four_colors_do_not_win() -> None:
    drawn = ["Collaboration", "Satellites", "Composites", "Computers", "Ecology"]
    r = artifacts_dogma("Syncom 3", {"alice": {"board": SYNCOM}, "bob": {}}, decks={9: drawn})
    ok(r)
    assert r.hand("alice") == drawn
    assert r.winner is None
    assert r.verbs("reveal")[-1]["card"] == "Ecology"


# --- The Big Bang ------------------------------------------------------------------
BANG = {"purple": ["The Big Bang"]}


def test_the_big_bang_repeats_while_the_blue_card_changes_something() -> None:
    r = artifacts_dogma(
        "The Big Bang",
        {
            "alice": {
                "board": {**BANG, "blue": ["Calendar"]},
                "score": ["Agriculture", "Pottery", "Archery"],
            },
            "bob": {},
        },
        decks={3: ["Alchemy", "Translation", "Compass", "Paper"], 10: ["Databases", "Software"]},
    )
    ok(r)
    # 3 > 0 and 3 > 2 draw; 3 > 4 does not: two changes, two 10s removed
    assert r.hand("alice") == ["Alchemy", "Translation", "Compass", "Paper"]
    assert r.removed == ["Databases", "Software"]
    assert r.winner is None


def test_the_big_bang_without_a_change_removes_nothing() -> None:
    r = artifacts_dogma(
        "The Big Bang",
        {"alice": {"board": {**BANG, "blue": ["Calendar"]}, "hand": ["Sailing"]}, "bob": {}},
    )
    ok(r)
    assert r.removed == []
    assert r.hand("alice") == ["Sailing"]


def test_the_big_bang_without_a_top_blue_card_does_nothing() -> None:
    r = artifacts_dogma("The Big Bang", {"alice": {"board": BANG}, "bob": {}})
    ok(r)
    assert r.removed == []
    assert r.hand("alice") == []


def test_the_big_bang_ends_the_game_when_no_10_is_left() -> None:
    r = artifacts_dogma(
        "The Big Bang",
        {"alice": {"board": {**BANG, "blue": ["Writing"]}}, "bob": {"score": ["Pottery"]}},
        decks={2: ["Mathematics"]},
        removed=BASE_10S,
    )
    ok(r)
    assert r.hand("alice") == ["Mathematics"]
    assert r.game_over == "score"
    assert r.winner == ["bob"]


def test_the_big_bang_is_shared_on_the_sharer_s_own_blue_card() -> None:
    r = artifacts_dogma(
        "The Big Bang",
        {
            "alice": {"board": BANG},
            "bob": {"board": {"blue": ["Calendar"], "purple": ["Philosophy"]}, "score": ["Oars"]},
        },
        decks={3: ["Alchemy", "Translation"], 10: ["Databases"], 9: ["Genetics"]},
    )
    ok(r)
    assert r.hand("bob") == ["Alchemy", "Translation"]
    assert r.removed == ["Databases"]
    assert r.hand("alice") == ["Genetics"]  # bob changed the game: the free draw


# --- United Nations Charter ----------------------------------------------------------
UNC = {"red": ["United Nations Charter"]}


def test_united_nations_charter_compels_the_transfer_of_demand_tops() -> None:
    bob = {
        "red": ["Holmegaard Bows", "Oars"],
        "yellow": ["Agriculture"],
        "purple": ["City States"],
    }
    r = artifacts_dogma(
        "United Nations Charter",
        {"alice": {"board": UNC}, "bob": {"board": bob}},
        decks={10: ["Databases", "Software"], 9: ["Genetics"]},
    )
    ok(r)
    # a compel is a demand effect (ART-17): Holmegaard Bows goes too
    assert r.score("alice") == ["Holmegaard Bows", "City States"]
    assert r.pile("bob", "red") == ["Oars"]
    # bob shares: Oars (a demand) is now on top: he draws a 10; alice draws (UNC compels)
    assert r.hand("bob") == ["Databases"]
    assert "Software" in r.hand("alice")
    assert r.hand("alice") == ["Software", "Genetics"]  # then the free draw (a 9)


def test_united_nations_charter_without_demand_tops_draws_nothing() -> None:
    r = artifacts_dogma(
        "United Nations Charter",
        {"alice": {"board": UNC}, "bob": {"board": {"yellow": ["Agriculture"]}}},
        decks={10: ["Databases"]},
    )
    ok(r)
    assert r.score("alice") == []
    assert r.hand("bob") == []
    assert r.hand("alice") == ["Databases"]


def test_united_nations_charter_does_not_compel_fewer_leaves() -> None:
    r = artifacts_dogma(
        "United Nations Charter",
        {"alice": {"board": UNC}, "bob": {"board": {"red": ["Archery"]}}},
        decks={10: ["Databases"]},
    )
    ok(r)
    assert r.pile("bob", "red") == ["Archery"]
    assert r.score("alice") == []
    assert "ART-16" not in r.rules()


# --- Velcro Shoes ---------------------------------------------------------------------
VELCRO = {"red": ["Velcro Shoes"]}
BOB_FACTORIES = {"yellow": ["Canning"]}  # two factories, as many as alice


def test_velcro_shoes_compels_a_9_from_hand() -> None:
    players: dict[str, dict[str, Any]] = {
        "alice": {"board": VELCRO},
        "bob": {"board": BOB_FACTORIES, "hand": ["Ecology", "Genetics", "Pottery"]},
    }
    p = asks(artifacts_dogma("Velcro Shoes", players), "bob")
    assert p["options"] == ["Ecology", "Genetics"]
    r = artifacts_dogma("Velcro Shoes", players, ["Genetics"])
    ok(r)
    assert r.hand("alice") == ["Genetics"]
    assert r.hand("bob") == ["Ecology", "Pottery"]
    assert r.winner is None


def test_velcro_shoes_without_a_9_in_hand_takes_a_9_from_the_score_pile() -> None:
    r = artifacts_dogma(
        "Velcro Shoes",
        {
            "alice": {"board": VELCRO},
            "bob": {"board": BOB_FACTORIES, "hand": ["Pottery"], "score": ["Genetics", "Writing"]},
        },
    )
    ok(r)
    assert r.score("alice") == ["Genetics"]
    assert r.score("bob") == ["Writing"]
    assert r.winner is None


def test_velcro_shoes_with_neither_i_win() -> None:
    r = artifacts_dogma(
        "Velcro Shoes",
        {"alice": {"board": VELCRO}, "bob": {"board": BOB_FACTORIES, "hand": ["Pottery"]}},
    )
    ok(r)
    assert r.winner == ["alice"]
    assert r.game_over == "Velcro Shoes"


def test_velcro_shoes_does_not_compel_fewer_factories() -> None:
    r = artifacts_dogma("Velcro Shoes", {"alice": {"board": VELCRO}, "bob": {}})
    ok(r)
    assert r.winner is None


def test_velcro_shoes_never_compels_a_partner() -> None:
    r = artifacts_dogma(
        "Velcro Shoes",
        {"alice": {"board": VELCRO}, "bob": {}, "carol": {"board": BOB_FACTORIES}, "dave": {}},
        teams=TEAMS,
    )
    ok(r)
    assert r.winner is None


def test_velcro_shoes_in_the_team_game_wins_for_the_team() -> None:
    r = artifacts_dogma(
        "Velcro Shoes",
        {"alice": {"board": VELCRO}, "bob": {}, "carol": {}, "dave": {"board": BOB_FACTORIES}},
        teams=TEAMS,
    )
    ok(r)
    assert r.winner == ["alice", "carol"]


def test_velcro_shoes_free_dogma_counts_the_displayed_factories() -> None:
    # alice: Canning's two factories and Velcro Shoes' two on display (ART-14): bob's
    # three are fewer, so he is not compelled (without the display he would be)
    r = free_dogma(
        "alice",
        {
            "alice": {"board": {"yellow": ["Canning"]}},
            "bob": {"board": {"red": ["Machine Tools"]}},
        },
        displays={"alice": ["Velcro Shoes"]},
    )
    ok(r)
    assert r.winner is None
    assert r.display("alice") == []
    assert r.artifacts_deck(9)[-1] == "Velcro Shoes"


def test_velcro_shoes_free_dogma_compels_as_many() -> None:
    r = free_dogma(
        "alice",
        {"alice": {}, "bob": {"board": BOB_FACTORIES}},
        displays={"alice": ["Velcro Shoes"]},
    )
    ok(r)
    assert r.winner == ["alice"]


# --- Yeager's Bell X-1A ------------------------------------------------------------------
YEAGER = {"blue": ["Yeager's Bell X-1A"]}


def test_yeagers_bell_melds_and_executes_a_card_without_a_clock_once() -> None:
    r = artifacts_dogma(
        "Yeager's Bell X-1A",
        {"alice": {"board": YEAGER}, "bob": {}},
        decks={9: ["Suburbia", "Ecology"]},
    )
    ok(r)
    assert r.pile("alice", "yellow") == ["Suburbia"]
    assert r.deck(9)[0] == "Ecology"
    assert any("as if they were on Yeager's Bell X-1A" in t for t in r.texts())


def test_yeagers_bell_repeats_after_a_card_with_a_clock_and_runs_its_demand() -> None:
    r = artifacts_dogma(
        "Yeager's Bell X-1A",
        {"alice": {"board": YEAGER}, "bob": {}},
        ["Ecology"],
        decks={9: ["Collaboration", "Ecology", "Services", "Suburbia"]},
    )
    ok(r)
    # Collaboration's demand goes to bob (fewer clocks than Yeager's Bell's two)
    assert r.pile("alice", "green") == ["Collaboration"]
    assert r.pile("bob", "purple") == ["Services"]
    # Collaboration has a clock: again, Suburbia has none: stop
    assert r.pile("alice", "yellow") == ["Suburbia", "Ecology"]
    assert r.winner is None


def test_yeagers_bell_demand_spares_players_with_as_many_clocks() -> None:
    r = artifacts_dogma(
        "Yeager's Bell X-1A",
        {"alice": {"board": YEAGER}, "bob": {"board": {"purple": ["Railroad"]}}},
        decks={9: ["Suburbia", "Collaboration", "Ecology"]},
    )
    ok(r)
    # bob shares (2 clocks to 2): his meld is Suburbia; alice's Collaboration's demand
    # does not reach bob, who has as many clocks; then Ecology (no clock) ends it
    assert r.pile("bob", "yellow") == ["Suburbia"]
    assert r.pile("alice", "green") == ["Collaboration"]
    assert r.pile("alice", "yellow") == ["Ecology"]
    assert r.pile("bob", "purple") == ["Railroad"]
