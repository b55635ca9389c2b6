"""Scenario tests for every branch of the age 3 cards."""

from __future__ import annotations

import pytest
from support import asks, dogma, ok

from adjudicator.games.innovation.engine.cards import all_cards
from adjudicator.games.innovation.engine.registry import effects_for

AGE3 = [c for c in all_cards() if c.age == 3]


def ages(*wanted: int) -> list[str]:
    """Every card of the given ages: for a `removed` list that empties those piles."""
    return [c.name for c in all_cards() if c.age in wanted]


def ages_but(kept: str, *wanted: int) -> list[str]:
    return [n for n in ages(*wanted) if n != kept]


TEAMS = [["alice", "carol"], ["bob", "dave"]]


def test_only_feudalism_has_an_edition1_text() -> None:
    for c in AGE3:
        assert (effects_for(c.name, 1) == effects_for(c.name, 3)) == (c.name != "Feudalism")


# --- Alchemy ----------------------------------------------------------------
# Alchemy 2 castles + Metalworking 3 + Mysticism 3 = 8: two 4s
ALCHEMY_8 = {"blue": ["Alchemy"], "red": ["Metalworking"], "purple": ["Mysticism"]}
# Alchemy 2 + Archery 2 = 4: one 4
ALCHEMY_4 = {"blue": ["Alchemy"], "red": ["Archery"]}


def test_alchemy_keeps_drawn_cards_without_red_then_melds_and_scores() -> None:
    r = dogma(
        "Alchemy",
        {"alice": {"board": ALCHEMY_8, "hand": ["Sailing"]}, "bob": {}},
        ["Anatomy", "Sailing"],
        decks={4: ["Anatomy", "Enterprise"]},
    )
    ok(r)
    assert [s["card"] for s in r.verbs("reveal")] == ["Anatomy", "Enterprise"]
    assert r.pile("alice", "yellow") == ["Anatomy"]
    assert r.score("alice") == ["Sailing"]
    assert r.hand("alice") == ["Enterprise"]


def test_alchemy_a_red_card_returns_the_drawn_cards_and_the_whole_hand() -> None:
    r = dogma(
        "Alchemy",
        {"alice": {"board": ALCHEMY_8, "hand": ["Sailing", "Tools"]}, "bob": {}},
        decks={4: ["Anatomy", "Colonialism"]},
    )
    ok(r)
    assert r.hand("alice") == []
    # the drawn cards first, then the rest of the hand
    assert r.deck(4)[-2:] == ["Anatomy", "Colonialism"]
    assert r.deck(1)[-2:] == ["Sailing", "Tools"]
    # the second effect then finds an empty hand
    assert r.score("alice") == [] and r.pile("alice", "blue") == ["Alchemy"]


def test_alchemy_returns_the_whole_hand_in_arrival_order() -> None:
    # the drawn card is in the hand, after the 4 already there: a group the player does
    # not pick moves in source order, so Invention goes beneath first, Colonialism below it
    r = dogma(
        "Alchemy",
        {"alice": {"board": ALCHEMY_4, "hand": ["Invention"]}, "bob": {}},
        decks={4: ["Colonialism"]},
    )
    ok(r)
    assert r.hand("alice") == []
    assert [s["card"] for s in r.verbs("return")] == ["Invention", "Colonialism"]
    assert r.deck(4)[-2:] == ["Invention", "Colonialism"]


def test_alchemy_counts_castles_once_for_every_three() -> None:
    r = dogma(
        "Alchemy",
        {"alice": {"board": ALCHEMY_4}, "bob": {}},
        decks={4: ["Anatomy", "Enterprise"]},
    )
    ok(r)
    # one 4 drawn (4 castles); the second effect melds it (the only card), scores nothing
    assert r.pile("alice", "yellow") == ["Anatomy"]
    assert r.hand("alice") == [] and r.score("alice") == []
    assert r.deck(4)[0] == "Enterprise"


def test_alchemy_fewer_than_three_castles_draws_nothing() -> None:
    r = dogma(
        "Alchemy", {"alice": {"board": {"blue": ["Alchemy"]}, "hand": ["Sailing"]}, "bob": {}}
    )
    ok(r)
    assert r.verbs("draw") == []
    assert r.pile("alice", "green") == ["Sailing"]  # melded without a decision
    assert r.hand("alice") == [] and r.score("alice") == []


def test_alchemy_meld_then_score_are_chosen_by_the_player() -> None:
    players = {
        "alice": {"board": {"blue": ["Alchemy"]}, "hand": ["Sailing", "Tools", "Oars"]},
        "bob": {},
    }
    pending = asks(dogma("Alchemy", players), "alice")
    assert sorted(pending["options"]) == ["Oars", "Sailing", "Tools"]
    pending = asks(dogma("Alchemy", players, ["Tools"]), "alice")
    assert sorted(pending["options"]) == ["Oars", "Sailing"]
    r = dogma("Alchemy", players, ["Tools", "Oars"])
    ok(r)
    assert r.pile("alice", "blue") == ["Tools", "Alchemy"]
    assert r.score("alice") == ["Oars"]
    assert r.hand("alice") == ["Sailing"]


def test_alchemy_empty_4_pile_draws_a_5() -> None:
    r = dogma(
        "Alchemy",
        {"alice": {"board": ALCHEMY_4}, "bob": {}},
        decks={5: ["Banking"]},
        removed=ages(4),
        achievements=[],
    )
    ok(r)
    assert r.deck(4) == []
    assert r.pile("alice", "green") == ["Banking"]
    assert r.hand("alice") == []


def test_alchemy_empty_pile_red_5_returns_everything() -> None:
    r = dogma(
        "Alchemy",
        {"alice": {"board": ALCHEMY_4, "hand": ["Sailing"]}, "bob": {}},
        decks={5: ["Coal"]},
        removed=ages(4),
        achievements=[],
    )
    ok(r)
    assert r.hand("alice") == []
    assert r.deck(5)[-1] == "Coal" and r.deck(1)[-1] == "Sailing"


def test_alchemy_draw_above_10_ends_the_game() -> None:
    r = dogma(
        "Alchemy",
        {"alice": {"board": ALCHEMY_4}, "bob": {"score": ["Oars"]}},
        removed=ages(4, 5, 6, 7, 8, 9, 10),
        achievements=[],
    )
    assert r.exit_code == 0 and r.error is None and r.pending is None
    assert r.game_over == "score"
    assert r.winner == ["bob"]


def test_alchemy_shared_with_a_change_gives_a_free_draw() -> None:
    # bob: Archery 2 castles >= alice's Alchemy 2: he shares, draws nothing, melds Sailing
    r = dogma(
        "Alchemy",
        {
            "alice": {"board": {"blue": ["Alchemy"]}},
            "bob": {"board": {"red": ["Archery"]}, "hand": ["Sailing"]},
        },
        decks={3: ["Compass"]},
    )
    ok(r)
    assert r.pile("bob", "green") == ["Sailing"]
    assert r.free_draws() == 1
    assert r.hand("alice") == ["Compass"]


def test_alchemy_shared_without_a_change_gives_no_free_draw() -> None:
    r = dogma(
        "Alchemy",
        {"alice": {"board": {"blue": ["Alchemy"]}}, "bob": {"board": {"red": ["Archery"]}}},
    )
    ok(r)
    assert r.free_draws() == 0
    assert r.hand("alice") == []


# --- Compass ----------------------------------------------------------------
def test_compass_gives_a_leaf_card_and_takes_a_card_without_a_leaf() -> None:
    # alice 3 crowns (Compass 2, Oars 1); bob 1 (Clothing): vulnerable
    r = dogma(
        "Compass",
        {
            "alice": {"board": {"green": ["Compass"], "red": ["Oars"], "blue": ["Tools"]}},
            "bob": {
                "board": {"red": ["Archery"], "yellow": ["Agriculture"], "green": ["Clothing"]}
            },
        },
        [{"player": "bob", "choose": "Tools"}],
    )
    ok(r)
    # Agriculture is bob's only non-green top card with a leaf: no decision
    assert r.pile("alice", "yellow") == ["Agriculture"]
    assert r.pile("bob", "yellow") == []
    assert r.pile("bob", "green") == ["Clothing"]  # green is never given
    assert r.pile("bob", "blue") == ["Tools"] and r.pile("alice", "blue") == []
    assert r.pile("alice", "red") == ["Oars"]
    assert r.free_draws() == 0


def test_compass_the_victim_chooses_which_leaf_card() -> None:
    r = dogma(
        "Compass",
        {
            "alice": {"board": {"green": ["Compass"]}},
            "bob": {"board": {"yellow": ["Agriculture"], "blue": ["Pottery"]}},
        },
    )
    pending = asks(r, "bob")
    assert sorted(pending["options"]) == ["Agriculture", "Pottery"]


def test_compass_takes_even_when_nothing_was_given() -> None:
    r = dogma(
        "Compass",
        {
            "alice": {"board": {"green": ["Compass"], "red": ["Oars"]}},
            "bob": {"board": {"red": ["Archery"], "green": ["Clothing"]}},
        },
    )
    ok(r)
    assert r.pile("bob", "red") == ["Oars", "Archery"]
    assert r.pile("alice", "red") == []
    assert r.pile("bob", "green") == ["Clothing"]


def test_compass_nothing_eligible_asks_nothing() -> None:
    r = dogma(
        "Compass",
        {"alice": {"board": {"green": ["Compass"]}}, "bob": {"board": {"red": ["Archery"]}}},
    )
    ok(r)
    assert r.pile("alice", "green") == ["Compass"]
    assert r.pile("bob", "red") == ["Archery"]
    assert r.verbs("transfer") == []


def test_compass_a_card_covered_by_the_given_card_cannot_be_taken() -> None:
    r = dogma(
        "Compass",
        {
            "alice": {"board": {"green": ["Compass"], "yellow": ["Masonry"]}},
            "bob": {"board": {"yellow": ["Agriculture"]}},
        },
    )
    ok(r)
    assert r.pile("alice", "yellow") == ["Agriculture", "Masonry"]
    assert r.pile("bob", "yellow") == []


def test_compass_demands_clockwise_with_three_players() -> None:
    r = dogma(
        "Compass",
        {
            "alice": {"board": {"green": ["Compass"], "red": ["Oars"], "blue": ["Tools"]}},
            "bob": {"board": {"yellow": ["Agriculture"]}},
            "carol": {"board": {"blue": ["Pottery"]}},
        },
        [{"player": "bob", "choose": "Oars"}],
    )
    ok(r)
    assert r.pile("bob", "red") == ["Oars"] and r.pile("bob", "yellow") == []
    # carol gives Pottery, then finds no top card without a leaf to take
    assert r.pile("alice", "blue") == ["Pottery", "Tools"]
    assert r.pile("alice", "yellow") == ["Agriculture"]
    assert r.pile("carol", "blue") == []


def test_compass_player_with_as_many_crowns_is_not_vulnerable() -> None:
    r = dogma(
        "Compass",
        {
            "alice": {"board": {"green": ["Compass"], "red": ["Archery"]}},
            "bob": {"board": {"purple": ["Code of Laws"], "yellow": ["Agriculture"]}},
        },
    )
    ok(r)
    assert r.pile("bob", "yellow") == ["Agriculture"]
    assert r.pile("alice", "red") == ["Archery"]
    assert r.free_draws() == 0


def test_compass_team_game_spares_the_partner() -> None:
    r = dogma(
        "Compass",
        {
            "alice": {"board": {"green": ["Compass"], "red": ["Oars"]}},
            "bob": {"board": {"yellow": ["Agriculture"]}},
            "carol": {"board": {"blue": ["Pottery"]}},
            "dave": {},
        },
        teams=TEAMS,
    )
    ok(r)
    assert r.pile("alice", "yellow") == ["Agriculture"]
    assert r.pile("bob", "red") == ["Oars"]
    assert r.pile("carol", "blue") == ["Pottery"]
    assert r.pile("dave", "red") == []


# --- Education --------------------------------------------------------------
EDUCATION = {"purple": ["Education"]}


def test_education_returns_the_highest_and_draws_two_above_the_rest() -> None:
    r = dogma(
        "Education",
        {"alice": {"board": EDUCATION, "score": ["Writing", "Calendar", "Compass"]}, "bob": {}},
        ["Compass"],
        decks={4: ["Anatomy"]},
    )
    ok(r)
    assert r.score("alice") == ["Writing", "Calendar"]
    assert r.deck(3)[-1] == "Compass"
    assert r.hand("alice") == ["Anatomy"]


def test_education_is_asked_even_with_one_highest_card() -> None:
    r = dogma(
        "Education",
        {"alice": {"board": EDUCATION, "score": ["Writing", "Compass"]}, "bob": {}},
    )
    pending = asks(r, "alice")
    assert pending["optional"] is True and pending["options"] == ["Compass"]


def test_education_tie_for_highest_is_the_players_choice() -> None:
    players = {
        "alice": {"board": EDUCATION, "score": ["Calendar", "Mathematics", "Writing"]},
        "bob": {},
    }
    pending = asks(dogma("Education", players), "alice")
    assert sorted(pending["options"]) == ["Calendar", "Mathematics"]
    r = dogma("Education", players, ["Mathematics"], decks={4: ["Anatomy"]})
    ok(r)
    assert r.score("alice") == ["Calendar", "Writing"]
    assert r.hand("alice") == ["Anatomy"]


def test_education_may_decline() -> None:
    r = dogma(
        "Education",
        {"alice": {"board": EDUCATION, "score": ["Writing", "Compass"]}, "bob": {}},
        ["no"],
    )
    ok(r)
    assert r.score("alice") == ["Writing", "Compass"]
    assert r.hand("alice") == []


def test_education_empty_score_pile_asks_nothing() -> None:
    r = dogma("Education", {"alice": {"board": EDUCATION}, "bob": {}})
    ok(r)
    assert r.hand("alice") == [] and r.verbs("draw") == []


def test_education_last_card_returned_draws_a_2() -> None:
    r = dogma(
        "Education",
        {"alice": {"board": EDUCATION, "score": ["Writing"]}, "bob": {}},
        ["Writing"],
        decks={2: ["Calendar"]},
    )
    ok(r)
    assert r.score("alice") == []
    assert r.hand("alice") == ["Calendar"]


def test_education_empty_pile_draws_higher() -> None:
    r = dogma(
        "Education",
        {"alice": {"board": EDUCATION, "score": ["Calendar", "Compass"]}, "bob": {}},
        ["Compass"],
        decks={5: ["Coal"]},
        removed=ages(4),
        achievements=[],
    )
    ok(r)
    assert r.hand("alice") == ["Coal"]
    assert r.deck(3)[-1] == "Compass"


def test_education_draw_above_10_ends_the_game() -> None:
    r = dogma(
        "Education",
        {"alice": {"board": EDUCATION, "score": ["Software", "Bioengineering"]}, "bob": {}},
        ["Software"],
    )
    assert r.exit_code == 0 and r.error is None and r.pending is None
    assert r.game_over == "score"
    assert r.winner == ["alice"]
    assert r.score("alice") == ["Bioengineering"]


def test_education_shared_with_a_change_gives_a_free_draw() -> None:
    # bob: Philosophy 3 lightbulbs >= alice's Education 3
    r = dogma(
        "Education",
        {
            "alice": {"board": EDUCATION},
            "bob": {"board": {"purple": ["Philosophy"]}, "score": ["Oars"]},
        },
        [{"player": "bob", "choose": "Oars"}],
        decks={2: ["Calendar"], 3: ["Compass"]},
    )
    ok(r)
    assert r.score("bob") == [] and r.hand("bob") == ["Calendar"]
    assert r.free_draws() == 1
    assert r.hand("alice") == ["Compass"]


def test_education_shared_but_declined_gives_no_free_draw() -> None:
    r = dogma(
        "Education",
        {
            "alice": {"board": EDUCATION},
            "bob": {"board": {"purple": ["Philosophy"]}, "score": ["Oars"]},
        },
        [{"player": "bob", "choose": "no"}],
    )
    ok(r)
    assert r.score("bob") == ["Oars"]
    assert r.free_draws() == 0


# --- Engineering ------------------------------------------------------------
# Engineering 2 castles + Masonry 3 = 5
ENGINEERING_5 = {"red": ["Engineering"], "yellow": ["Masonry"]}


def test_engineering_transfers_all_top_castle_cards_to_the_score_pile() -> None:
    # bob: Fermenting 1 + Tools 1 + City States 1 = 3 castles < 5: vulnerable
    r = dogma(
        "Engineering",
        {
            "alice": {"board": ENGINEERING_5},
            "bob": {
                "board": {
                    "yellow": ["Fermenting"],
                    "green": ["Sailing"],
                    "blue": ["Tools"],
                    "purple": ["City States", "Mysticism"],
                }
            },
        },
    )
    ok(r)
    assert sorted(r.score("alice")) == ["City States", "Fermenting", "Tools"]
    assert r.pile("bob", "green") == ["Sailing"]
    # the uncovered Mysticism was not a top card when the instruction began
    assert r.pile("bob", "purple") == ["Mysticism"]
    assert r.pile("bob", "yellow") == [] and r.pile("bob", "blue") == []


def test_engineering_nothing_with_a_castle_transfers_nothing() -> None:
    r = dogma(
        "Engineering",
        {"alice": {"board": ENGINEERING_5}, "bob": {"board": {"green": ["Sailing"]}}},
    )
    ok(r)
    assert r.score("alice") == [] and r.pile("bob", "green") == ["Sailing"]


def test_engineering_splays_red_left() -> None:
    r = dogma(
        "Engineering",
        {"alice": {"board": {"red": ["Engineering", "Archery"]}}, "bob": {}},
        ["yes"],
    )
    ok(r)
    assert r.splay("alice", "red") == "left"


def test_engineering_splay_is_optional() -> None:
    players = {"alice": {"board": {"red": ["Engineering", "Archery"]}}, "bob": {}}
    pending = asks(dogma("Engineering", players), "alice")
    assert pending["optional"] is True and pending["options"] == ["red"]
    r = dogma("Engineering", players, ["no"])
    ok(r)
    assert r.splay("alice", "red") == "none"


def test_engineering_single_red_card_asks_nothing() -> None:
    r = dogma("Engineering", {"alice": {"board": {"red": ["Engineering"]}}, "bob": {}})
    ok(r)
    assert r.splay("alice", "red") == "none"


def test_engineering_shared_with_a_change_gives_a_free_draw() -> None:
    # bob: Oars 2 castles >= alice's 2: he shares and is not vulnerable
    r = dogma(
        "Engineering",
        {
            "alice": {"board": {"red": ["Engineering"]}},
            "bob": {"board": {"red": ["Oars", "Archery"]}},
        },
        [{"player": "bob", "choose": "red"}],
        decks={3: ["Compass"]},
    )
    ok(r)
    assert r.pile("bob", "red") == ["Oars", "Archery"] and r.splay("bob", "red") == "left"
    assert r.score("alice") == []
    assert r.free_draws() == 1
    assert r.hand("alice") == ["Compass"]


def test_engineering_shared_without_a_change_gives_no_free_draw() -> None:
    r = dogma(
        "Engineering",
        {"alice": {"board": {"red": ["Engineering"]}}, "bob": {"board": {"red": ["Oars"]}}},
    )
    ok(r)
    assert r.free_draws() == 0
    assert r.pile("bob", "red") == ["Oars"]


def test_engineering_demands_clockwise_with_three_players() -> None:
    r = dogma(
        "Engineering",
        {
            "alice": {"board": ENGINEERING_5},
            "bob": {"board": {"blue": ["Tools"]}},
            "carol": {"board": {"purple": ["City States"]}},
        },
    )
    ok(r)
    assert [s["from_player"] for s in r.verbs("transfer")] == ["bob", "carol"]
    assert sorted(r.score("alice")) == ["City States", "Tools"]


def test_engineering_team_game_spares_the_partner() -> None:
    r = dogma(
        "Engineering",
        {
            "alice": {"board": ENGINEERING_5},
            "bob": {"board": {"blue": ["Tools"]}},
            "carol": {"board": {"purple": ["City States"]}},
            "dave": {"board": {"yellow": ["Fermenting"]}},
        },
        teams=TEAMS,
    )
    ok(r)
    assert sorted(r.score("alice")) == ["Fermenting", "Tools"]
    assert r.pile("carol", "purple") == ["City States"]


# --- Feudalism --------------------------------------------------------------
FEUDALISM = {"purple": ["Feudalism"]}
# bob: Optics 0 castles, Oars shows one castle splayed left: 1 < 2
BOB_RED_LEFT = {"red": {"cards": ["Optics", "Oars"], "splay": "left"}}


def test_feudalism_transfer_then_unsplay_that_color() -> None:
    r = dogma(
        "Feudalism",
        {
            "alice": {"board": FEUDALISM},
            "bob": {"board": BOB_RED_LEFT, "hand": ["Archery", "Sailing"]},
        },
    )
    ok(r)
    assert r.hand("alice") == ["Archery"] and r.hand("bob") == ["Sailing"]
    assert r.splay("bob", "red") == "none"


def test_feudalism_the_victim_chooses_and_only_that_color_unsplays() -> None:
    players = {
        "alice": {"board": FEUDALISM},
        "bob": {"board": BOB_RED_LEFT, "hand": ["Archery", "Masonry", "Sailing"]},
    }
    pending = asks(dogma("Feudalism", players), "bob")
    assert sorted(pending["options"]) == ["Archery", "Masonry"]
    r = dogma("Feudalism", players, [{"player": "bob", "choose": "Masonry"}])
    ok(r)
    assert r.hand("alice") == ["Masonry"]
    assert r.splay("bob", "red") == "left"


def test_feudalism_no_castle_in_hand_transfers_and_unsplays_nothing() -> None:
    r = dogma(
        "Feudalism",
        {"alice": {"board": FEUDALISM}, "bob": {"board": BOB_RED_LEFT, "hand": ["Sailing"]}},
    )
    ok(r)
    assert r.hand("bob") == ["Sailing"] and r.hand("alice") == []
    assert r.splay("bob", "red") == "left"


def test_feudalism_edition1_transfers_without_unsplaying() -> None:
    r = dogma(
        "Feudalism",
        {
            "alice": {"board": FEUDALISM},
            "bob": {"board": BOB_RED_LEFT, "hand": ["Archery", "Sailing"]},
        },
        edition=1,
    )
    ok(r)
    assert r.hand("alice") == ["Archery"]
    assert r.splay("bob", "red") == "left"


@pytest.mark.parametrize("edition", [1, 3])
def test_feudalism_splays_yellow_or_purple_left(edition: int) -> None:
    players = {
        "alice": {
            "board": {"yellow": ["Masonry", "Agriculture"], "purple": ["Feudalism", "Mysticism"]}
        },
        "bob": {},
    }
    pending = asks(dogma("Feudalism", players, edition=edition), "alice")
    assert pending["optional"] is True
    assert sorted(pending["options"]) == ["purple", "yellow"]
    r = dogma("Feudalism", players, ["purple"], edition=edition)
    ok(r)
    assert r.splay("alice", "purple") == "left" and r.splay("alice", "yellow") == "none"


def test_feudalism_splay_may_be_declined() -> None:
    r = dogma(
        "Feudalism",
        {"alice": {"board": {"purple": ["Feudalism", "Mysticism"]}}, "bob": {}},
        ["no"],
    )
    ok(r)
    assert r.splay("alice", "purple") == "none"


def test_feudalism_shared_with_a_change_gives_a_free_draw() -> None:
    # bob: Masonry 3 castles >= alice's 2: he shares and is not vulnerable
    r = dogma(
        "Feudalism",
        {
            "alice": {"board": FEUDALISM},
            "bob": {"board": {"yellow": ["Masonry", "Agriculture"]}, "hand": ["Archery"]},
        },
        [{"player": "bob", "choose": "yellow"}],
        decks={3: ["Compass"]},
    )
    ok(r)
    assert r.hand("bob") == ["Archery"]
    assert r.splay("bob", "yellow") == "left"
    assert r.free_draws() == 1
    assert r.hand("alice") == ["Compass"]


def test_feudalism_shared_without_a_change_gives_no_free_draw() -> None:
    r = dogma(
        "Feudalism",
        {
            "alice": {"board": FEUDALISM},
            "bob": {"board": {"yellow": ["Masonry", "Agriculture"]}},
        },
        [{"player": "bob", "choose": "no"}],
    )
    ok(r)
    assert r.splay("bob", "yellow") == "none"
    assert r.free_draws() == 0


def test_feudalism_demands_clockwise_with_three_players() -> None:
    r = dogma(
        "Feudalism",
        {
            "alice": {"board": FEUDALISM},
            "bob": {"hand": ["Archery"]},
            "carol": {"hand": ["Oars"]},
        },
    )
    ok(r)
    assert r.hand("alice") == ["Archery", "Oars"]


def test_feudalism_team_game_spares_the_partner() -> None:
    r = dogma(
        "Feudalism",
        {
            "alice": {"board": FEUDALISM},
            "bob": {"hand": ["Archery"]},
            "carol": {"hand": ["Oars"]},
            "dave": {"hand": ["Metalworking"]},
        },
        teams=TEAMS,
    )
    ok(r)
    assert r.hand("alice") == ["Archery", "Metalworking"]
    assert r.hand("carol") == ["Oars"]


# --- Machinery --------------------------------------------------------------
MACHINERY = {"yellow": ["Machinery"]}


def test_machinery_exchanges_the_hand_with_all_my_highest_cards() -> None:
    r = dogma(
        "Machinery",
        {
            "alice": {"board": MACHINERY, "hand": ["Compass", "Paper", "Writing"]},
            "bob": {"hand": ["Sailing", "Calendar"]},
        },
    )
    ok(r)
    assert sorted(r.hand("bob")) == ["Compass", "Paper"]
    assert sorted(r.hand("alice")) == ["Calendar", "Sailing", "Writing"]
    assert r.score("alice") == []  # no card with a castle to score


def test_machinery_empty_victim_hand_still_receives() -> None:
    r = dogma(
        "Machinery",
        {"alice": {"board": MACHINERY, "hand": ["Compass", "Writing"]}, "bob": {}},
    )
    ok(r)
    assert r.hand("bob") == ["Compass"] and r.hand("alice") == ["Writing"]


def test_machinery_empty_leader_hand_still_takes_the_victims_hand() -> None:
    r = dogma(
        "Machinery",
        {
            "alice": {"board": {"yellow": ["Machinery"], "red": ["Metalworking", "Construction"]}},
            "bob": {"hand": ["Writing"]},
        },
        ["no"],
    )
    ok(r)
    assert r.hand("bob") == [] and r.hand("alice") == ["Writing"]
    # Writing has no castle: nothing scored; the splay was declined
    assert r.score("alice") == [] and r.splay("alice", "red") == "none"


def test_machinery_both_hands_empty_changes_nothing() -> None:
    r = dogma("Machinery", {"alice": {"board": MACHINERY}, "bob": {}})
    ok(r)
    assert r.hand("alice") == [] and r.hand("bob") == []


def test_machinery_scores_a_castle_card_then_splays_red_left() -> None:
    players = {
        "alice": {
            "board": {"yellow": ["Machinery"], "red": ["Metalworking", "Construction"]},
            "hand": ["Oars", "Archery", "Sailing", "Calendar"],
        },
        "bob": {},
    }
    pending = asks(dogma("Machinery", players), "alice")
    assert sorted(pending["options"]) == ["Archery", "Oars"]
    r = dogma("Machinery", players, ["Archery", "red"])
    ok(r)
    assert r.hand("bob") == ["Calendar"]
    assert r.score("alice") == ["Archery"]
    assert r.hand("alice") == ["Oars", "Sailing"]
    assert r.splay("alice", "red") == "left"


def test_machinery_demands_clockwise_with_three_players() -> None:
    r = dogma(
        "Machinery",
        {
            "alice": {"board": MACHINERY, "hand": ["Compass"]},
            "bob": {"hand": ["Writing"]},
            "carol": {"hand": ["Calendar"]},
        },
    )
    ok(r)
    # bob takes Compass; carol then takes alice's new highest, Writing
    assert r.hand("bob") == ["Compass"]
    assert r.hand("carol") == ["Writing"]
    assert r.hand("alice") == ["Calendar"]


def test_machinery_shared_with_a_change_gives_a_free_draw() -> None:
    # bob: Agriculture 3 leaves >= alice's 2: he shares and is not vulnerable
    r = dogma(
        "Machinery",
        {
            "alice": {"board": MACHINERY},
            "bob": {"board": {"yellow": ["Agriculture"]}, "hand": ["Oars"]},
        },
        decks={3: ["Compass"]},
    )
    ok(r)
    assert r.score("bob") == ["Oars"]
    assert r.free_draws() == 1
    assert r.hand("alice") == ["Compass"]


def test_machinery_shared_without_a_change_gives_no_free_draw() -> None:
    r = dogma(
        "Machinery",
        {
            "alice": {"board": MACHINERY},
            "bob": {"board": {"yellow": ["Agriculture"]}, "hand": ["Sailing"]},
        },
    )
    ok(r)
    assert r.hand("bob") == ["Sailing"]
    assert r.free_draws() == 0


def test_machinery_team_game_spares_the_partner() -> None:
    r = dogma(
        "Machinery",
        {
            "alice": {"board": MACHINERY, "hand": ["Compass", "Paper"]},
            "bob": {"hand": ["Writing"]},
            "carol": {"hand": ["Tools"]},
            "dave": {},
        },
        teams=TEAMS,
    )
    ok(r)
    assert sorted(r.hand("bob")) == ["Compass", "Paper"]
    assert r.hand("dave") == ["Writing"]
    assert r.hand("carol") == ["Tools"]
    assert r.hand("alice") == []


# --- Medicine ---------------------------------------------------------------
MEDICINE = {"yellow": ["Medicine"]}


def test_medicine_exchanges_highest_with_my_lowest() -> None:
    r = dogma(
        "Medicine",
        {
            "alice": {"board": MEDICINE, "score": ["Calendar", "Oars"]},
            "bob": {"score": ["Writing", "Compass"]},
        },
    )
    ok(r)
    assert sorted(r.score("bob")) == ["Oars", "Writing"]
    assert sorted(r.score("alice")) == ["Calendar", "Compass"]


def test_medicine_victim_breaks_a_tie_for_their_highest() -> None:
    r = dogma(
        "Medicine",
        {
            "alice": {"board": MEDICINE, "score": ["Oars"]},
            "bob": {"score": ["Compass", "Paper", "Writing"]},
        },
    )
    pending = asks(r, "bob")
    assert sorted(pending["options"]) == ["Compass", "Paper"]


def test_medicine_demanding_player_breaks_a_tie_for_their_lowest() -> None:
    players = {
        "alice": {"board": MEDICINE, "score": ["Oars", "Sailing", "Calendar"]},
        "bob": {"score": ["Compass"]},
    }
    pending = asks(dogma("Medicine", players), "alice")
    assert sorted(pending["options"]) == ["Oars", "Sailing"]
    r = dogma("Medicine", players, [{"player": "alice", "choose": "Sailing"}])
    ok(r)
    assert r.score("bob") == ["Sailing"]
    assert sorted(r.score("alice")) == ["Calendar", "Compass", "Oars"]


def test_medicine_empty_victim_score_still_receives() -> None:
    r = dogma("Medicine", {"alice": {"board": MEDICINE, "score": ["Oars"]}, "bob": {}})
    ok(r)
    assert r.score("bob") == ["Oars"] and r.score("alice") == []


def test_medicine_empty_leader_score_still_takes() -> None:
    r = dogma("Medicine", {"alice": {"board": MEDICINE}, "bob": {"score": ["Compass"]}})
    ok(r)
    assert r.score("alice") == ["Compass"] and r.score("bob") == []


def test_medicine_both_empty_changes_nothing() -> None:
    r = dogma("Medicine", {"alice": {"board": MEDICINE}, "bob": {}})
    ok(r)
    assert r.score("alice") == [] and r.score("bob") == []


def test_medicine_demands_clockwise_with_three_players() -> None:
    r = dogma(
        "Medicine",
        {
            "alice": {"board": MEDICINE, "score": ["Oars"]},
            "bob": {"score": ["Compass"]},
            "carol": {"score": ["Writing"]},
        },
    )
    ok(r)
    # bob: Compass for Oars; carol: Writing for alice's new lowest, Compass
    assert r.score("bob") == ["Oars"]
    assert r.score("carol") == ["Compass"]
    assert r.score("alice") == ["Writing"]


def test_medicine_player_with_as_many_leaves_is_untouched() -> None:
    r = dogma(
        "Medicine",
        {
            "alice": {"board": MEDICINE, "score": ["Oars"]},
            "bob": {"board": {"yellow": ["Agriculture"]}, "score": ["Compass"]},
        },
    )
    ok(r)
    assert r.score("bob") == ["Compass"] and r.score("alice") == ["Oars"]
    assert r.free_draws() == 0


def test_medicine_team_game_spares_the_partner() -> None:
    r = dogma(
        "Medicine",
        {
            "alice": {"board": MEDICINE, "score": ["Oars"]},
            "bob": {},
            "carol": {"score": ["Compass"]},
            "dave": {"score": ["Writing"]},
        },
        teams=TEAMS,
    )
    ok(r)
    # bob takes Oars; dave gives Writing and takes nothing (alice has no card left)
    assert r.score("bob") == ["Oars"]
    assert r.score("dave") == []
    assert r.score("alice") == ["Writing"]
    assert r.score("carol") == ["Compass"]


# --- Optics -----------------------------------------------------------------
OPTICS = {"red": ["Optics"]}


def test_optics_melded_crown_draws_and_scores_a_4() -> None:
    r = dogma(
        "Optics",
        {"alice": {"board": OPTICS}, "bob": {}},
        decks={3: ["Compass"], 4: ["Anatomy"]},
    )
    ok(r)
    assert r.pile("alice", "green") == ["Compass"]
    assert r.score("alice") == ["Anatomy"]


def test_optics_no_crown_gives_a_score_card_to_a_poorer_opponent() -> None:
    players = {
        "alice": {"board": OPTICS, "score": ["Writing", "Calendar"]},
        "bob": {"score": ["Oars"]},
    }
    pending = asks(dogma("Optics", players, decks={3: ["Engineering"]}), "alice")
    assert sorted(pending["options"]) == ["Calendar", "Writing"]
    r = dogma("Optics", players, ["Calendar"], decks={3: ["Engineering"]})
    ok(r)
    assert r.pile("alice", "red") == ["Engineering", "Optics"]
    assert r.score("alice") == ["Writing"]
    assert r.score("bob") == ["Oars", "Calendar"]


def test_optics_the_player_chooses_among_poorer_opponents() -> None:
    players = {
        "alice": {"board": OPTICS, "score": ["Calendar"]},
        "bob": {},
        "carol": {},
    }
    pending = asks(dogma("Optics", players, decks={3: ["Engineering"]}), "alice")
    assert pending["options"] == ["bob", "carol"]
    r = dogma("Optics", players, ["carol"], decks={3: ["Engineering"]})
    ok(r)
    assert r.score("carol") == ["Calendar"] and r.score("bob") == []


def test_optics_only_opponents_with_fewer_points_qualify() -> None:
    r = dogma(
        "Optics",
        {
            "alice": {"board": OPTICS, "score": ["Calendar"]},
            "bob": {"score": ["Mathematics"]},
            "carol": {},
        },
        decks={3: ["Engineering"]},
    )
    ok(r)
    assert r.score("carol") == ["Calendar"]
    assert r.score("bob") == ["Mathematics"]


def test_optics_no_poorer_opponent_transfers_nothing() -> None:
    r = dogma(
        "Optics",
        {"alice": {"board": OPTICS, "score": ["Calendar"]}, "bob": {"score": ["Mathematics"]}},
        decks={3: ["Engineering"]},
    )
    ok(r)
    assert r.score("alice") == ["Calendar"] and r.score("bob") == ["Mathematics"]


def test_optics_empty_score_pile_transfers_nothing() -> None:
    r = dogma("Optics", {"alice": {"board": OPTICS}, "bob": {}}, decks={3: ["Engineering"]})
    ok(r)
    assert r.score("alice") == [] and r.score("bob") == []
    assert r.pile("alice", "red") == ["Engineering", "Optics"]


def test_optics_empty_3_pile_melds_a_4() -> None:
    r = dogma(
        "Optics",
        {"alice": {"board": OPTICS}, "bob": {}},
        decks={4: ["Enterprise", "Anatomy"]},
        removed=ages_but("Optics", 3),
        achievements=[],
    )
    ok(r)
    assert r.pile("alice", "purple") == ["Enterprise"]
    assert r.score("alice") == ["Anatomy"]


def test_optics_draw_above_10_ends_the_game() -> None:
    r = dogma(
        "Optics",
        {"alice": {"board": OPTICS}, "bob": {"score": ["Oars"]}},
        decks={3: ["Compass"]},
        removed=ages(4, 5, 6, 7, 8, 9, 10),
        achievements=[],
    )
    assert r.exit_code == 0 and r.error is None and r.pending is None
    assert r.pile("alice", "green") == ["Compass"]
    assert r.game_over == "score"
    assert r.winner == ["bob"]


def test_optics_shared_gives_a_free_draw() -> None:
    # bob: Translation 3 crowns >= alice's Optics 3
    r = dogma(
        "Optics",
        {"alice": {"board": OPTICS}, "bob": {"board": {"blue": ["Translation"]}}},
        decks={3: ["Compass", "Paper", "Medicine"], 4: ["Anatomy", "Enterprise"]},
    )
    ok(r)
    assert r.pile("bob", "green") == ["Compass"] and r.score("bob") == ["Anatomy"]
    assert r.pile("alice", "green") == ["Paper"] and r.score("alice") == ["Enterprise"]
    assert r.free_draws() == 1
    assert r.hand("alice") == ["Medicine"]


def test_optics_team_game_the_partner_is_not_an_opponent() -> None:
    r = dogma(
        "Optics",
        {
            "alice": {"board": OPTICS, "score": ["Writing"]},
            "bob": {},
            "carol": {},
            "dave": {"score": ["Calendar"]},
        },
        decks={3: ["Engineering"]},
        teams=TEAMS,
    )
    ok(r)
    assert r.score("bob") == ["Writing"] and r.score("carol") == []


# --- Paper ------------------------------------------------------------------
def test_paper_splays_then_draws_a_4_per_color_splayed_left() -> None:
    players = {
        "alice": {
            "board": {
                "green": ["Paper", "Clothing"],
                "blue": ["Tools", "Writing"],
                "red": {"cards": ["Oars", "Archery"], "splay": "left"},
            }
        },
        "bob": {},
    }
    pending = asks(dogma("Paper", players), "alice")
    assert pending["optional"] is True
    assert sorted(pending["options"]) == ["blue", "green"]
    r = dogma("Paper", players, ["green"], decks={4: ["Anatomy", "Enterprise"]})
    ok(r)
    assert r.splay("alice", "green") == "left" and r.splay("alice", "blue") == "none"
    assert r.hand("alice") == ["Anatomy", "Enterprise"]


def test_paper_declined_splay_still_counts_colors_already_left() -> None:
    r = dogma(
        "Paper",
        {
            "alice": {
                "board": {
                    "green": ["Paper", "Clothing"],
                    "red": {"cards": ["Oars", "Archery"], "splay": "left"},
                }
            },
            "bob": {},
        },
        ["no"],
        decks={4: ["Anatomy"]},
    )
    ok(r)
    assert r.splay("alice", "green") == "none"
    assert r.hand("alice") == ["Anatomy"]


def test_paper_nothing_to_splay_and_nothing_left_draws_nothing() -> None:
    r = dogma(
        "Paper",
        {
            "alice": {
                "board": {
                    "green": ["Paper"],
                    "red": {"cards": ["Oars", "Archery"], "splay": "right"},
                }
            },
            "bob": {},
        },
    )
    ok(r)
    assert r.hand("alice") == [] and r.verbs("draw") == []


def test_paper_empty_4_pile_draws_a_5() -> None:
    r = dogma(
        "Paper",
        {"alice": {"board": {"green": ["Paper", "Clothing"]}}, "bob": {}},
        ["green"],
        decks={5: ["Banking"]},
        removed=ages(4),
        achievements=[],
    )
    ok(r)
    assert r.hand("alice") == ["Banking"]


def test_paper_draw_above_10_ends_the_game() -> None:
    r = dogma(
        "Paper",
        {"alice": {"board": {"green": ["Paper", "Clothing"]}}, "bob": {"score": ["Oars"]}},
        ["green"],
        removed=ages(4, 5, 6, 7, 8, 9, 10),
        achievements=[],
    )
    assert r.exit_code == 0 and r.error is None and r.pending is None
    assert r.game_over == "score"
    assert r.winner == ["bob"]


def test_paper_shared_with_a_change_gives_a_free_draw() -> None:
    # bob: Writing 2 lightbulbs >= alice's Paper 2
    r = dogma(
        "Paper",
        {
            "alice": {"board": {"green": ["Paper"]}},
            "bob": {"board": {"blue": ["Writing", "Tools"]}},
        },
        [{"player": "bob", "choose": "blue"}],
        decks={3: ["Compass"], 4: ["Anatomy"]},
    )
    ok(r)
    assert r.splay("bob", "blue") == "left"
    assert r.hand("bob") == ["Anatomy"]
    assert r.free_draws() == 1
    assert r.hand("alice") == ["Compass"]


def test_paper_shared_without_a_change_gives_no_free_draw() -> None:
    r = dogma(
        "Paper",
        {"alice": {"board": {"green": ["Paper"]}}, "bob": {"board": {"blue": ["Writing"]}}},
    )
    ok(r)
    assert r.free_draws() == 0
    assert r.hand("bob") == [] and r.hand("alice") == []


# --- Translation ------------------------------------------------------------
TRANSLATION = {"blue": ["Translation"]}


def test_translation_melds_the_whole_score_pile_in_order() -> None:
    r = dogma(
        "Translation",
        {"alice": {"board": TRANSLATION, "score": ["Writing", "Sailing", "Calendar"]}, "bob": {}},
        ["yes"],
    )
    ok(r)
    assert r.score("alice") == []
    assert r.pile("alice", "blue") == ["Calendar", "Writing", "Translation"]
    assert r.pile("alice", "green") == ["Sailing"]
    # Calendar has no crown: no World
    assert r.achievements("alice") == []
    assert "World" in r.available


def test_translation_declined_then_all_crowns_claims_world() -> None:
    players = {"alice": {"board": TRANSLATION, "score": ["Calendar"]}, "bob": {}}
    pending = asks(dogma("Translation", players), "alice")
    assert pending["optional"] is True
    r = dogma("Translation", players, ["no"])
    ok(r)
    assert r.score("alice") == ["Calendar"]
    assert r.achievements("alice") == ["World"]
    assert "World" not in r.available


def test_translation_a_top_card_without_a_crown_claims_nothing() -> None:
    r = dogma(
        "Translation",
        {"alice": {"board": {"blue": ["Translation"], "red": ["Archery"]}}, "bob": {}},
    )
    ok(r)
    assert r.achievements("alice") == []


def test_translation_world_already_claimed_does_nothing() -> None:
    r = dogma(
        "Translation",
        {"alice": {"board": TRANSLATION}, "bob": {"achievements": ["World"]}},
    )
    ok(r)
    assert r.achievements("alice") == [] and r.achievements("bob") == ["World"]


def test_translation_world_can_win_the_game() -> None:
    r = dogma(
        "Translation",
        {
            "alice": {
                "board": TRANSLATION,
                "achievements": ["age 1", "age 2", "age 3", "age 4", "age 5"],
            },
            "bob": {},
        },
    )
    assert r.exit_code == 0 and r.error is None and r.pending is None
    assert r.game_over == "achievements"
    assert r.winner == ["alice"]
    assert "World" in r.achievements("alice")


def test_translation_shared_with_a_change_gives_a_free_draw() -> None:
    # bob: Optics 3 crowns >= alice's Translation 3; he melds Writing, then claims World first
    r = dogma(
        "Translation",
        {
            "alice": {"board": TRANSLATION},
            "bob": {"board": {"red": ["Optics"]}, "score": ["Writing"]},
        },
        [{"player": "bob", "choose": "yes"}],
        decks={3: ["Compass"]},
    )
    ok(r)
    assert r.pile("bob", "blue") == ["Writing"]
    assert r.achievements("bob") == ["World"] and r.achievements("alice") == []
    assert r.free_draws() == 1
    assert r.hand("alice") == ["Compass"]


def test_translation_shared_without_a_change_gives_no_free_draw() -> None:
    # bob: Optics 3 crowns, Masonry has none: he claims nothing
    r = dogma(
        "Translation",
        {
            "alice": {"board": TRANSLATION},
            "bob": {"board": {"red": ["Optics"], "yellow": ["Masonry"]}},
        },
    )
    ok(r)
    assert r.achievements("bob") == []
    assert r.achievements("alice") == ["World"]
    assert r.free_draws() == 0
