"""Scenario tests for every branch of the age 8 cards."""

from __future__ import annotations

from support import asks, dogma, ok

from adjudicator.games.innovation.engine.cards import all_cards

AGE8 = [c for c in all_cards() if c.age == 8]
ALL_8S = [c.name for c in AGE8]
ALL_9S = [c.name for c in all_cards() if c.age == 9]
ALL_10S = [c.name for c in all_cards() if c.age == 10]
TEAMS = [["alice", "carol"], ["bob", "dave"]]


def eights_but(*kept: str) -> list[str]:
    return [n for n in ALL_8S if n not in kept]


# --- Antibiotics ------------------------------------------------------------
ANTIBIOTICS = {"yellow": ["Antibiotics"]}


def test_antibiotics_draws_two_8s_per_different_value_returned() -> None:
    r = dogma(
        "Antibiotics",
        {
            "alice": {"board": ANTIBIOTICS, "hand": ["Writing", "Oars", "Calendar", "Coal"]},
            "bob": {},
        },
        [["Writing", "Oars", "Calendar"]],
        decks={8: ["Corporations", "Empiricism", "Flight", "Mass Media"]},
    )
    ok(r)
    assert r.hand("alice") == ["Coal", "Corporations", "Empiricism", "Flight", "Mass Media"]
    # returned in the listed order: the last one ends lowest
    assert r.deck(1)[-2:] == ["Writing", "Oars"]
    assert r.deck(2)[-1] == "Calendar"
    assert r.deck(8)[0] not in ("Corporations", "Empiricism", "Flight", "Mass Media")


def test_antibiotics_three_values_draw_six() -> None:
    drawn = ["Corporations", "Empiricism", "Flight", "Mass Media", "Mobility", "Rocketry"]
    r = dogma(
        "Antibiotics",
        {"alice": {"board": ANTIBIOTICS, "hand": ["Writing", "Calendar", "Coal"]}, "bob": {}},
        [["Coal", "Writing", "Calendar"]],
        decks={8: drawn},
    )
    ok(r)
    assert r.hand("alice") == drawn


def test_antibiotics_same_value_draws_two() -> None:
    r = dogma(
        "Antibiotics",
        {"alice": {"board": ANTIBIOTICS, "hand": ["Writing", "Oars"]}, "bob": {}},
        [["Oars", "Writing"]],
        decks={8: ["Flight", "Rocketry"]},
    )
    ok(r)
    assert r.hand("alice") == ["Flight", "Rocketry"]
    assert r.deck(1)[-2:] == ["Oars", "Writing"]


def test_antibiotics_pending_up_to_three() -> None:
    r = dogma(
        "Antibiotics",
        {
            "alice": {"board": ANTIBIOTICS, "hand": ["Writing", "Oars", "Calendar", "Coal"]},
            "bob": {},
        },
    )
    pending = asks(r, "alice")
    assert pending["optional"] is True
    assert (pending["min"], pending["max"]) == (1, 3)
    assert sorted(pending["options"]) == ["Calendar", "Coal", "Oars", "Writing"]


def test_antibiotics_may_decline() -> None:
    r = dogma(
        "Antibiotics", {"alice": {"board": ANTIBIOTICS, "hand": ["Writing"]}, "bob": {}}, [[]]
    )
    ok(r)
    assert r.hand("alice") == ["Writing"]


def test_antibiotics_empty_hand_asks_nothing() -> None:
    r = dogma("Antibiotics", {"alice": {"board": ANTIBIOTICS}, "bob": {}})
    ok(r)
    assert r.hand("alice") == []


def test_antibiotics_four_cards_are_refused() -> None:
    r = dogma(
        "Antibiotics",
        {
            "alice": {"board": ANTIBIOTICS, "hand": ["Writing", "Oars", "Calendar", "Coal"]},
            "bob": {},
        },
        [["Writing", "Oars", "Calendar", "Coal"]],
    )
    assert r.exit_code == 1
    assert r.error is not None and r.error["answer"] == 0


def test_antibiotics_empty_8_pile_draws_9s() -> None:
    r = dogma(
        "Antibiotics",
        {"alice": {"board": ANTIBIOTICS, "hand": ["Writing"]}, "bob": {}},
        ["Writing"],
        decks={8: ["Flight"], 9: ["Genetics"]},
        removed=eights_but("Antibiotics", "Flight"),
        achievements=[],
    )
    ok(r)
    assert r.hand("alice") == ["Flight", "Genetics"]
    assert r.deck(8) == []


def test_antibiotics_draw_above_10_ends_the_game() -> None:
    r = dogma(
        "Antibiotics",
        {"alice": {"board": ANTIBIOTICS, "hand": ["Writing"]}, "bob": {"score": ["Oars"]}},
        ["Writing"],
        removed=eights_but("Antibiotics") + ALL_9S + ALL_10S,
        achievements=[],
    )
    assert r.exit_code == 0 and r.error is None and r.pending is None
    assert r.game_over == "score" and r.winner == ["bob"]
    assert r.deck(1)[-1] == "Writing"


def test_antibiotics_shared_with_a_change_gives_a_free_draw() -> None:
    # bob: Anatomy 3 leaves >= alice's 3: he shares and goes first
    r = dogma(
        "Antibiotics",
        {
            "alice": {"board": ANTIBIOTICS},
            "bob": {"board": {"yellow": ["Anatomy"]}, "hand": ["Writing"]},
        },
        [{"player": "bob", "choose": "Writing"}],
        decks={8: ["Flight", "Rocketry", "Mobility"]},
    )
    ok(r)
    assert r.hand("bob") == ["Flight", "Rocketry"]
    assert r.free_draws() == 1
    assert r.hand("alice") == ["Mobility"]  # the free draw: alice's highest top card is an 8


def test_antibiotics_shared_but_declined_gives_no_free_draw() -> None:
    r = dogma(
        "Antibiotics",
        {
            "alice": {"board": ANTIBIOTICS, "hand": ["Oars"]},
            "bob": {"board": {"yellow": ["Anatomy"]}, "hand": ["Writing"]},
        },
        [{"player": "bob", "choose": []}, {"player": "alice", "choose": "Oars"}],
        decks={8: ["Flight", "Rocketry"]},
    )
    ok(r)
    assert r.hand("bob") == ["Writing"]
    assert r.hand("alice") == ["Flight", "Rocketry"]
    assert r.free_draws() == 0


# --- Corporations -----------------------------------------------------------
# alice: Corporations 2 + Coal 3 = 5 factories
CORPORATIONS = {"green": ["Corporations"], "red": ["Coal"]}


def test_corporations_transfer_then_victim_draws_and_melds_an_8() -> None:
    r = dogma(
        "Corporations",
        {
            "alice": {"board": CORPORATIONS},
            # bob: 3 factories (Colonialism 2, Vaccination 1): vulnerable
            "bob": {
                "board": {
                    "red": ["Colonialism"],
                    "yellow": ["Vaccination", "Agriculture"],
                    "green": ["Metric System"],
                }
            },
        },
        [{"player": "bob", "choose": "Vaccination"}],
        decks={8: ["Antibiotics", "Flight"]},
    )
    ok(r)
    assert r.score("alice") == ["Vaccination"]
    assert r.pile("bob", "yellow") == ["Antibiotics", "Agriculture"]
    assert r.pile("bob", "green") == ["Metric System"]
    # the non-demand: alice draws and melds an 8
    assert r.pile("alice", "red") == ["Flight", "Coal"]
    assert r.hand("alice") == [] and r.hand("bob") == []


def test_corporations_victim_chooses_among_non_green_factory_cards() -> None:
    r = dogma(
        "Corporations",
        {
            "alice": {"board": CORPORATIONS},
            "bob": {
                "board": {
                    "red": ["Colonialism"],
                    "yellow": ["Vaccination"],
                    "green": ["Metric System"],
                    "blue": ["Writing"],
                }
            },
        },
    )
    pending = asks(r, "bob")
    assert pending["optional"] is False
    assert pending["options"] == ["Colonialism", "Vaccination"]


def test_corporations_single_candidate_is_automatic() -> None:
    r = dogma(
        "Corporations",
        {
            "alice": {"board": CORPORATIONS},
            "bob": {"board": {"blue": ["Physics", "Writing"], "green": ["Metric System"]}},
        },
        decks={8: ["Quantum Theory", "Mobility"]},
    )
    ok(r)
    assert r.score("alice") == ["Physics"]
    assert r.pile("bob", "blue") == ["Quantum Theory", "Writing"]
    assert r.pile("alice", "red") == ["Mobility", "Coal"]


def test_corporations_nothing_to_transfer_means_no_draw_for_the_victim() -> None:
    r = dogma(
        "Corporations",
        {
            "alice": {"board": CORPORATIONS},
            # a green factory card and a non-factory card only
            "bob": {"board": {"green": ["Metric System"], "blue": ["Writing"]}},
        },
        decks={8: ["Flight"]},
    )
    ok(r)
    assert r.score("alice") == []
    assert r.pile("bob", "green") == ["Metric System"] and r.pile("bob", "blue") == ["Writing"]
    assert r.pile("alice", "red") == ["Flight", "Coal"]


def test_corporations_demands_clockwise_with_three_players() -> None:
    r = dogma(
        "Corporations",
        {
            "alice": {"board": CORPORATIONS},
            "bob": {"board": {"yellow": ["Vaccination"]}},
            "carol": {"board": {"blue": ["Physics"]}},
        },
        decks={8: ["Antibiotics", "Rocketry", "Flight"]},
    )
    ok(r)
    assert r.score("alice") == ["Vaccination", "Physics"]
    assert r.pile("bob", "yellow") == ["Antibiotics"]
    assert r.pile("carol", "blue") == ["Rocketry"]
    assert r.pile("alice", "red") == ["Flight", "Coal"]


def test_corporations_team_game_spares_the_partner() -> None:
    r = dogma(
        "Corporations",
        {
            "alice": {"board": CORPORATIONS},
            "bob": {"board": {"yellow": ["Vaccination"]}},
            "carol": {"board": {"blue": ["Physics"]}},
            "dave": {"board": {"purple": ["Emancipation"]}},
        },
        decks={8: ["Antibiotics", "Socialism", "Flight"]},
        teams=TEAMS,
    )
    ok(r)
    assert r.score("alice") == ["Vaccination", "Emancipation"]
    assert r.pile("carol", "blue") == ["Physics"]
    assert r.pile("bob", "yellow") == ["Antibiotics"]
    assert r.pile("dave", "purple") == ["Socialism"]
    assert r.pile("alice", "red") == ["Flight", "Coal"]
    assert r.free_draws() == 0


def test_corporations_shared_meld_gives_a_free_draw() -> None:
    # bob: Machine Tools 3 factories >= alice's Corporations 2: he shares, not vulnerable
    r = dogma(
        "Corporations",
        {
            "alice": {"board": {"green": ["Corporations"]}},
            "bob": {"board": {"red": ["Machine Tools"]}},
        },
        decks={8: ["Mobility", "Antibiotics", "Rocketry"]},
    )
    ok(r)
    assert r.pile("bob", "red") == ["Mobility", "Machine Tools"]
    assert r.pile("alice", "yellow") == ["Antibiotics"]
    assert r.score("alice") == []
    assert r.free_draws() == 1
    assert r.hand("alice") == ["Rocketry"]


def test_corporations_empty_8_pile_melds_a_9() -> None:
    r = dogma(
        "Corporations",
        {"alice": {"board": CORPORATIONS}, "bob": {"board": {"yellow": ["Vaccination"]}}},
        decks={8: ["Antibiotics"], 9: ["Fission"]},
        removed=eights_but("Corporations", "Antibiotics"),
        achievements=[],
    )
    ok(r)
    assert r.pile("bob", "yellow") == ["Antibiotics"]
    assert r.pile("alice", "red") == ["Fission", "Coal"]


def test_corporations_draw_above_10_in_the_demand_ends_the_game() -> None:
    r = dogma(
        "Corporations",
        {"alice": {"board": CORPORATIONS}, "bob": {"board": {"yellow": ["Vaccination"]}}},
        removed=eights_but("Corporations") + ALL_9S + ALL_10S,
        achievements=[],
    )
    assert r.exit_code == 0 and r.error is None and r.pending is None
    assert r.game_over == "score" and r.winner == ["alice"]
    assert r.score("alice") == ["Vaccination"]


# --- Empiricism -------------------------------------------------------------
EMPIRICISM = {"purple": ["Empiricism"], "blue": ["Writing"]}


def test_empiricism_melds_a_chosen_color_and_splays_it_up() -> None:
    r = dogma(
        "Empiricism",
        {"alice": {"board": EMPIRICISM}, "bob": {}},
        [["red", "blue"], "yes"],
        decks={9: ["Computers"]},
    )
    ok(r)
    assert r.pile("alice", "blue") == ["Computers", "Writing"]
    assert r.splay("alice", "blue") == "up"
    assert r.hand("alice") == []
    assert r.game_over is None


def test_empiricism_splay_may_be_declined() -> None:
    r = dogma(
        "Empiricism",
        {"alice": {"board": EMPIRICISM}, "bob": {}},
        [["blue", "green"], "no"],
        decks={9: ["Genetics"]},
    )
    ok(r)
    assert r.pile("alice", "blue") == ["Genetics", "Writing"]
    assert r.splay("alice", "blue") == "none"


def test_empiricism_meld_into_a_new_pile_asks_no_splay() -> None:
    r = dogma(
        "Empiricism",
        {"alice": {"board": EMPIRICISM}, "bob": {}},
        [["red", "yellow"]],
        decks={9: ["Composites"]},
    )
    ok(r)
    assert r.pile("alice", "red") == ["Composites"]
    assert r.splay("alice", "red") == "none"


def test_empiricism_pile_already_splayed_up_asks_no_splay() -> None:
    r = dogma(
        "Empiricism",
        {
            "alice": {
                "board": {
                    "purple": ["Empiricism"],
                    "blue": {"cards": ["Writing", "Tools"], "splay": "up"},
                }
            },
            "bob": {},
        },
        [["blue", "red"]],
        decks={9: ["Computers"]},
    )
    ok(r)
    assert r.pile("alice", "blue") == ["Computers", "Writing", "Tools"]
    assert r.splay("alice", "blue") == "up"


def test_empiricism_other_color_stays_in_hand() -> None:
    r = dogma(
        "Empiricism",
        {"alice": {"board": EMPIRICISM}, "bob": {}},
        [["red", "yellow"]],
        decks={9: ["Computers"]},
    )
    ok(r)
    assert r.hand("alice") == ["Computers"]
    assert r.pile("alice", "blue") == ["Writing"]
    assert len(r.verbs("reveal")) == 1


def test_empiricism_pending_asks_two_of_the_five_colors() -> None:
    r = dogma("Empiricism", {"alice": {"board": EMPIRICISM}, "bob": {}})
    pending = asks(r, "alice")
    assert pending["optional"] is False
    assert (pending["min"], pending["max"]) == (2, 2)
    assert pending["options"] == ["red", "yellow", "green", "blue", "purple"]


def test_empiricism_one_color_is_refused() -> None:
    r = dogma("Empiricism", {"alice": {"board": EMPIRICISM}, "bob": {}}, [["red"]])
    assert r.exit_code == 1
    assert r.error is not None and r.error["answer"] == 0


# twenty lightbulbs: Empiricism 3 + blue splayed up (Atomic Theory 3, Experimentation 3,
# Tools 2, Writing 2) + green splayed up (Classification 3, Paper 2) + Perspective 2
TWENTY_BULBS = {
    "purple": ["Empiricism"],
    "blue": {"cards": ["Atomic Theory", "Experimentation", "Tools", "Writing"], "splay": "up"},
    "green": {"cards": ["Classification", "Paper"], "splay": "up"},
    "yellow": ["Perspective"],
}
NINETEEN_BULBS = dict(TWENTY_BULBS, yellow=["Statistics"])  # Statistics has 1 lightbulb


def test_empiricism_twenty_lightbulbs_win() -> None:
    r = dogma(
        "Empiricism",
        {"alice": {"board": TWENTY_BULBS}, "bob": {}},
        [["red", "yellow"]],
        decks={9: ["Collaboration"]},
    )
    assert r.exit_code == 0 and r.error is None and r.pending is None
    assert r.icons("alice")["lightbulb"] == 20
    assert r.game_over == "Empiricism" and r.winner == ["alice"]
    assert r.hand("alice") == ["Collaboration"]


def test_empiricism_nineteen_lightbulbs_do_not_win() -> None:
    r = dogma(
        "Empiricism",
        {"alice": {"board": NINETEEN_BULBS}, "bob": {}},
        [["red", "yellow"]],
        decks={9: ["Collaboration"]},
    )
    ok(r)
    assert r.icons("alice")["lightbulb"] == 19
    assert r.game_over is None and r.winner is None


def test_empiricism_meld_reaching_twenty_lightbulbs_wins() -> None:
    # 19 lightbulbs; Ecology (2) melded over Statistics (1) makes 20
    r = dogma(
        "Empiricism",
        {"alice": {"board": NINETEEN_BULBS}, "bob": {}},
        [["yellow", "red"], "no"],
        decks={9: ["Ecology"]},
    )
    assert r.exit_code == 0 and r.error is None and r.pending is None
    assert r.pile("alice", "yellow") == ["Ecology", "Statistics"]
    assert r.icons("alice")["lightbulb"] == 20
    assert r.game_over == "Empiricism" and r.winner == ["alice"]


def test_empiricism_empty_9_pile_reveals_a_10() -> None:
    r = dogma(
        "Empiricism",
        {"alice": {"board": EMPIRICISM}, "bob": {}},
        [["blue", "purple"], "purple"],
        decks={10: ["The Internet"]},
        removed=ALL_9S,
        achievements=[],
    )
    ok(r)
    assert r.pile("alice", "purple") == ["The Internet", "Empiricism"]
    assert r.splay("alice", "purple") == "up"


def test_empiricism_draw_above_10_ends_the_game() -> None:
    r = dogma(
        "Empiricism",
        {"alice": {"board": EMPIRICISM}, "bob": {"score": ["Oars"]}},
        [["blue", "purple"]],
        removed=ALL_9S + ALL_10S,
        achievements=[],
    )
    assert r.exit_code == 0 and r.error is None and r.pending is None
    assert r.game_over == "score" and r.winner == ["bob"]


def test_empiricism_shared_with_a_change_gives_a_free_draw() -> None:
    # bob: Atomic Theory 3 lightbulbs >= alice's Empiricism 3
    r = dogma(
        "Empiricism",
        {
            "alice": {"board": {"purple": ["Empiricism"]}},
            "bob": {"board": {"blue": ["Atomic Theory"]}},
        },
        [
            {"player": "bob", "choose": ["red", "green"]},
            {"player": "alice", "choose": ["red", "green"]},
        ],
        decks={9: ["Computers", "Services"], 8: ["Flight"]},
    )
    ok(r)
    # a revealed card that stays in hand was still drawn: a change
    assert r.hand("bob") == ["Computers"]
    assert r.hand("alice") == ["Services", "Flight"]
    assert r.free_draws() == 1


def test_empiricism_a_sharer_with_twenty_lightbulbs_wins() -> None:
    r = dogma(
        "Empiricism",
        {
            "alice": {"board": {"purple": ["Empiricism"]}},
            "bob": {"board": dict(TWENTY_BULBS, purple=["Philosophy"])},
        },
        [{"player": "bob", "choose": ["red", "yellow"]}, ["red", "yellow"]],
        decks={9: ["Collaboration", "Satellites"]},
    )
    assert r.exit_code == 0 and r.error is None and r.pending is None
    assert r.game_over == "Empiricism" and r.winner == ["bob"]
    assert r.free_draws() == 0


def test_empiricism_team_win_is_shared_with_the_partner() -> None:
    r = dogma(
        "Empiricism",
        {"alice": {"board": TWENTY_BULBS}, "bob": {}, "carol": {}, "dave": {}},
        [["red", "yellow"]],
        decks={9: ["Collaboration"]},
        teams=TEAMS,
    )
    assert r.exit_code == 0 and r.error is None and r.pending is None
    assert r.game_over == "Empiricism" and r.winner == ["alice", "carol"]


# --- Flight -----------------------------------------------------------------
def test_flight_red_up_lets_any_color_splay_up() -> None:
    r = dogma(
        "Flight",
        {
            "alice": {
                "board": {
                    "red": {"cards": ["Flight", "Oars"], "splay": "up"},
                    "blue": {"cards": ["Writing", "Tools"], "splay": "left"},
                    "green": {"cards": ["Sailing", "Clothing"], "splay": "up"},
                    "yellow": ["Agriculture"],
                    "purple": ["Mysticism", "Code of Laws"],
                }
            },
            "bob": {},
        },
        ["blue"],
    )
    ok(r)
    assert r.splay("alice", "blue") == "up"
    assert r.splay("alice", "purple") == "none"
    assert r.splay("alice", "red") == "up"


def test_flight_any_color_options_exclude_piles_that_would_not_change() -> None:
    r = dogma(
        "Flight",
        {
            "alice": {
                "board": {
                    "red": {"cards": ["Flight", "Oars"], "splay": "up"},
                    "blue": {"cards": ["Writing", "Tools"], "splay": "left"},
                    "green": {"cards": ["Sailing", "Clothing"], "splay": "up"},
                    "yellow": ["Agriculture"],
                    "purple": ["Mysticism", "Code of Laws"],
                }
            },
            "bob": {},
        },
    )
    pending = asks(r, "alice")
    assert pending["optional"] is True
    assert pending["options"] == ["blue", "purple"]


def test_flight_red_up_but_declined_asks_no_more() -> None:
    r = dogma(
        "Flight",
        {
            "alice": {
                "board": {
                    "red": {"cards": ["Flight", "Oars"], "splay": "up"},
                    "purple": ["Mysticism", "Code of Laws"],
                }
            },
            "bob": {},
        },
        [None],
    )
    ok(r)
    assert r.splay("alice", "purple") == "none"


def test_flight_red_not_up_skips_the_first_effect_then_splays_red() -> None:
    r = dogma(
        "Flight",
        {
            "alice": {
                "board": {
                    "red": {"cards": ["Flight", "Oars"], "splay": "left"},
                    "purple": ["Mysticism", "Code of Laws"],
                }
            },
            "bob": {},
        },
        ["yes"],
    )
    ok(r)
    # the first effect saw red splayed left: no other color was offered
    assert r.splay("alice", "red") == "up"
    assert r.splay("alice", "purple") == "none"


def test_flight_second_effect_may_be_declined() -> None:
    r = dogma(
        "Flight",
        {"alice": {"board": {"red": ["Flight", "Oars"]}}, "bob": {}},
        ["no"],
    )
    ok(r)
    assert r.splay("alice", "red") == "none"


def test_flight_single_red_card_asks_nothing() -> None:
    r = dogma(
        "Flight",
        {
            "alice": {"board": {"red": ["Flight"], "purple": ["Mysticism", "Code of Laws"]}},
            "bob": {},
        },
    )
    ok(r)
    assert r.splay("alice", "purple") == "none"


def test_flight_wonder_claimed_mid_effect_ends_the_game() -> None:
    # alice holds five achievements; splaying her fifth color up gives Wonder, the sixth
    r = dogma(
        "Flight",
        {
            "alice": {
                "board": {
                    "red": {"cards": ["Flight", "Oars"], "splay": "up"},
                    "blue": {"cards": ["Writing", "Tools"], "splay": "right"},
                    "green": {"cards": ["Sailing", "Clothing"], "splay": "up"},
                    "yellow": {"cards": ["Agriculture", "Masonry"], "splay": "right"},
                    "purple": ["Mysticism", "Code of Laws"],
                },
                "achievements": ["age 1", "age 2", "age 3", "age 4", "age 5"],
            },
            "bob": {},
        },
        ["purple"],
    )
    assert r.exit_code == 0 and r.error is None and r.pending is None
    assert "Wonder" in r.achievements("alice")
    assert r.game_over == "achievements" and r.winner == ["alice"]


def test_flight_shared_splay_gives_a_free_draw() -> None:
    # bob: Optics 3 crowns >= alice's Flight 2
    r = dogma(
        "Flight",
        {
            "alice": {"board": {"red": ["Flight"]}},
            "bob": {"board": {"red": ["Optics", "Oars"]}},
        },
        [{"player": "bob", "choose": "yes"}],
        decks={8: ["Rocketry"]},
    )
    ok(r)
    assert r.splay("bob", "red") == "up"
    assert r.hand("alice") == ["Rocketry"]
    assert r.free_draws() == 1


def test_flight_shared_but_declined_gives_no_free_draw() -> None:
    r = dogma(
        "Flight",
        {
            "alice": {"board": {"red": ["Flight", "Archery"]}},
            "bob": {"board": {"red": ["Optics", "Oars"]}},
        },
        [{"player": "bob", "choose": "no"}, {"player": "alice", "choose": "yes"}],
    )
    ok(r)
    assert r.splay("bob", "red") == "none"
    assert r.splay("alice", "red") == "up"
    assert r.free_draws() == 0


# --- Mass Media -------------------------------------------------------------
MASS_MEDIA = {"green": ["Mass Media"]}


def test_mass_media_returns_every_card_of_the_value_from_all_score_piles() -> None:
    r = dogma(
        "Mass Media",
        {
            "alice": {"board": MASS_MEDIA, "hand": ["Coal"], "score": ["Oars", "Calendar"]},
            "bob": {"score": ["Writing", "Sailing", "Canning"]},
        },
        ["Coal", 1],
    )
    ok(r)
    assert r.score("alice") == ["Calendar"]
    assert r.score("bob") == ["Canning"]
    # the executing player's pile first, then clockwise, each in arrival order
    assert r.deck(1)[-3:] == ["Oars", "Writing", "Sailing"]
    assert r.deck(5)[-1] == "Coal"


def test_mass_media_value_options_are_every_value() -> None:
    # "choose a value": every value the text allows, even one no score pile holds
    r = dogma(
        "Mass Media",
        {
            "alice": {"board": MASS_MEDIA, "hand": ["Coal"], "score": ["Oars", "Calendar"]},
            "bob": {"score": ["Writing", "Canning"]},
        },
        ["Coal"],
    )
    pending = asks(r, "alice")
    assert pending["decision"] == "value"
    assert pending["optional"] is False
    assert pending["options"] == list(range(1, 11))


def test_mass_media_a_value_no_score_pile_holds_returns_nothing() -> None:
    r = dogma(
        "Mass Media",
        {
            "alice": {"board": MASS_MEDIA, "hand": ["Coal"], "score": ["Oars"]},
            "bob": {"score": ["Writing", "Canning"]},
        },
        ["Coal", 3],
    )
    ok(r)
    assert r.score("alice") == ["Oars"] and r.score("bob") == ["Writing", "Canning"]
    assert r.deck(5)[-1] == "Coal"
    assert any("no score pile holds a card of value 3" in t for t in r.texts())


def test_mass_media_a_single_value_held_is_still_asked() -> None:
    players = {
        "alice": {"board": MASS_MEDIA, "hand": ["Coal"]},
        "bob": {"score": ["Writing", "Oars"]},
    }
    pending = asks(dogma("Mass Media", players, ["Coal"]), "alice")
    assert pending["options"] == list(range(1, 11))
    r = dogma("Mass Media", players, ["Coal", 1])
    ok(r)
    assert r.score("bob") == []
    assert r.deck(1)[-2:] == ["Writing", "Oars"]


def test_mass_media_empty_score_piles_still_ask_a_value() -> None:
    players = {"alice": {"board": MASS_MEDIA, "hand": ["Coal"]}, "bob": {}}
    pending = asks(dogma("Mass Media", players, ["Coal"]), "alice")
    assert pending["options"] == list(range(1, 11))
    r = dogma("Mass Media", players, ["Coal", 10])
    ok(r)
    assert r.hand("alice") == [] and r.deck(5)[-1] == "Coal"


def test_mass_media_a_value_outside_1_to_10_is_an_answer_error() -> None:
    r = dogma(
        "Mass Media",
        {"alice": {"board": MASS_MEDIA, "hand": ["Coal"]}, "bob": {"score": ["Writing"]}},
        ["Coal", 11],
    )
    assert r.exit_code == 1
    assert r.error is not None and r.error["answer"] == 1


def test_mass_media_declined_return_asks_no_value() -> None:
    r = dogma(
        "Mass Media",
        {
            "alice": {"board": MASS_MEDIA, "hand": ["Coal"]},
            "bob": {"score": ["Writing", "Calendar"]},
        },
        [None],
    )
    ok(r)
    assert r.hand("alice") == ["Coal"]
    assert r.score("bob") == ["Writing", "Calendar"]


def test_mass_media_empty_hand_asks_nothing() -> None:
    r = dogma("Mass Media", {"alice": {"board": MASS_MEDIA}, "bob": {"score": ["Writing"]}})
    ok(r)
    assert r.score("bob") == ["Writing"]


def test_mass_media_splays_purple_up() -> None:
    r = dogma(
        "Mass Media",
        {"alice": {"board": dict(MASS_MEDIA, purple=["Mysticism", "Code of Laws"])}, "bob": {}},
        ["yes"],
    )
    ok(r)
    assert r.splay("alice", "purple") == "up"


def test_mass_media_purple_splay_may_be_declined() -> None:
    r = dogma(
        "Mass Media",
        {"alice": {"board": dict(MASS_MEDIA, purple=["Mysticism", "Code of Laws"])}, "bob": {}},
        ["no"],
    )
    ok(r)
    assert r.splay("alice", "purple") == "none"


def test_mass_media_three_players_and_every_score_pile() -> None:
    r = dogma(
        "Mass Media",
        {
            "alice": {"board": MASS_MEDIA, "hand": ["Coal"], "score": ["Calendar"]},
            "bob": {"score": ["Mathematics", "Writing"]},
            "carol": {"score": ["Fermenting"]},
        },
        ["Coal", 2],
    )
    ok(r)
    assert r.score("alice") == [] and r.score("bob") == ["Writing"] and r.score("carol") == []
    assert r.deck(2)[-3:] == ["Calendar", "Mathematics", "Fermenting"]


def test_mass_media_team_game_includes_the_partners_score_pile() -> None:
    r = dogma(
        "Mass Media",
        {
            "alice": {"board": MASS_MEDIA, "hand": ["Coal"]},
            "bob": {"score": ["Writing"]},
            "carol": {"score": ["Oars"]},
            "dave": {"score": ["Calendar"]},
        },
        ["Coal", 1],
        teams=TEAMS,
    )
    ok(r)
    assert r.score("bob") == [] and r.score("carol") == [] and r.score("dave") == ["Calendar"]


def test_mass_media_shared_with_a_change_gives_a_free_draw() -> None:
    # bob: Philosophy 3 lightbulbs >= alice's Mass Media 2; bob's return hits alice's score
    r = dogma(
        "Mass Media",
        {
            "alice": {"board": MASS_MEDIA, "score": ["Oars"]},
            "bob": {"board": {"purple": ["Philosophy"]}, "hand": ["Coal"]},
        },
        [{"player": "bob", "choose": "Coal"}, {"player": "bob", "choose": 1}],
        decks={8: ["Flight"]},
    )
    ok(r)
    assert r.score("alice") == []
    assert r.deck(1)[-1] == "Oars"
    assert r.hand("alice") == ["Flight"]
    assert r.free_draws() == 1


def test_mass_media_shared_but_declined_gives_no_free_draw() -> None:
    r = dogma(
        "Mass Media",
        {
            "alice": {"board": MASS_MEDIA},
            "bob": {"board": {"purple": ["Philosophy", "Mysticism"]}, "hand": ["Coal"]},
        },
        [{"player": "bob", "choose": None}, {"player": "bob", "choose": "no"}],
    )
    ok(r)
    assert r.hand("bob") == ["Coal"] and r.splay("bob", "purple") == "none"
    assert r.free_draws() == 0


# --- Mobility ---------------------------------------------------------------
MOBILITY = {"red": ["Mobility"]}


def test_mobility_transfers_the_two_highest_and_draws_an_8() -> None:
    r = dogma(
        "Mobility",
        {
            "alice": {"board": MOBILITY},
            "bob": {
                "board": {
                    "red": ["Oars"],
                    "yellow": ["Canal Building"],
                    "green": ["Navigation"],
                    "blue": ["Writing"],
                    "purple": ["Code of Laws"],
                }
            },
        },
        decks={8: ["Flight"]},
    )
    ok(r)
    assert sorted(r.score("alice")) == ["Canal Building", "Navigation"]
    assert r.pile("bob", "red") == ["Oars"]
    assert r.pile("bob", "blue") == ["Writing"]
    assert r.hand("bob") == ["Flight"]


def test_mobility_excludes_red_and_factory_cards() -> None:
    r = dogma(
        "Mobility",
        {
            "alice": {"board": dict(MOBILITY, purple=["Emancipation"])},
            # bob: 1 factory < alice's 4
            "bob": {"board": {"red": ["Optics"], "yellow": ["Vaccination"], "blue": ["Writing"]}},
        },
        decks={8: ["Flight"]},
    )
    ok(r)
    assert r.score("alice") == ["Writing"]
    assert r.pile("bob", "red") == ["Optics"] and r.pile("bob", "yellow") == ["Vaccination"]
    assert r.hand("bob") == ["Flight"]


def test_mobility_nothing_to_transfer_draws_nothing() -> None:
    r = dogma(
        "Mobility",
        {"alice": {"board": MOBILITY}, "bob": {"board": {"red": ["Oars"]}}},
    )
    ok(r)
    assert r.score("alice") == [] and r.hand("bob") == []


def test_mobility_tie_is_broken_by_the_victim() -> None:
    players = {
        "alice": {"board": MOBILITY},
        "bob": {
            "board": {
                "yellow": ["Perspective"],
                "green": ["Navigation"],
                "blue": ["Experimentation"],
                "purple": ["Code of Laws"],
            }
        },
    }
    pending = asks(dogma("Mobility", players), "bob")
    assert pending["rule"] == "DOGMA-9"
    assert (pending["min"], pending["max"]) == (2, 2)
    assert sorted(pending["options"]) == ["Experimentation", "Navigation", "Perspective"]
    r = dogma(
        "Mobility",
        players,
        [{"player": "bob", "choose": ["Perspective", "Experimentation"]}],
        decks={8: ["Flight"]},
    )
    ok(r)
    assert r.score("alice") == ["Perspective", "Experimentation"]
    assert r.pile("bob", "green") == ["Navigation"]


def test_mobility_one_fixed_card_and_a_tie_for_the_second() -> None:
    players = {
        "alice": {"board": MOBILITY},
        "bob": {
            "board": {
                "green": ["Navigation"],
                "blue": ["Writing"],
                "purple": ["Code of Laws"],
            }
        },
    }
    pending = asks(dogma("Mobility", players), "bob")
    assert (pending["min"], pending["max"]) == (1, 1)
    assert sorted(pending["options"]) == ["Code of Laws", "Writing"]


def test_mobility_top_cards_are_fixed_when_the_demand_begins() -> None:
    # Canal Building (2) and Writing (1) are the two highest; Perspective (4), uncovered by
    # the first transfer, is not one of the top cards the demand chose from
    r = dogma(
        "Mobility",
        {
            "alice": {"board": MOBILITY},
            "bob": {"board": {"yellow": ["Canal Building", "Perspective"], "blue": ["Writing"]}},
        },
        decks={8: ["Flight"]},
    )
    ok(r)
    assert r.score("alice") == ["Canal Building", "Writing"]
    assert r.pile("bob", "yellow") == ["Perspective"]


def test_mobility_a_single_card_is_enough_to_draw() -> None:
    r = dogma(
        "Mobility",
        {"alice": {"board": MOBILITY}, "bob": {"board": {"blue": ["Writing"]}}},
        decks={8: ["Flight"]},
    )
    ok(r)
    assert r.score("alice") == ["Writing"] and r.hand("bob") == ["Flight"]


def test_mobility_demands_clockwise_with_three_players() -> None:
    r = dogma(
        "Mobility",
        {
            "alice": {"board": MOBILITY},
            "bob": {"board": {"blue": ["Writing"]}},
            "carol": {"board": {"green": ["Sailing"]}},
        },
        decks={8: ["Flight", "Rocketry"]},
    )
    ok(r)
    assert r.score("alice") == ["Writing", "Sailing"]
    assert r.hand("bob") == ["Flight"] and r.hand("carol") == ["Rocketry"]


def test_mobility_team_game_spares_the_partner() -> None:
    r = dogma(
        "Mobility",
        {
            "alice": {"board": MOBILITY},
            "bob": {"board": {"blue": ["Writing"]}},
            "carol": {"board": {"green": ["Sailing"]}},
            "dave": {"board": {"purple": ["Code of Laws"]}},
        },
        decks={8: ["Flight", "Rocketry"]},
        teams=TEAMS,
    )
    ok(r)
    assert r.score("alice") == ["Writing", "Code of Laws"]
    assert r.pile("carol", "green") == ["Sailing"]
    assert r.hand("bob") == ["Flight"] and r.hand("dave") == ["Rocketry"]


def test_mobility_not_vulnerable_with_as_many_factories() -> None:
    r = dogma(
        "Mobility",
        {"alice": {"board": MOBILITY}, "bob": {"board": {"red": ["Coal"], "blue": ["Writing"]}}},
    )
    ok(r)
    assert r.score("alice") == [] and r.pile("bob", "blue") == ["Writing"]
    assert r.free_draws() == 0


def test_mobility_empty_8_pile_draws_a_9() -> None:
    r = dogma(
        "Mobility",
        {"alice": {"board": MOBILITY}, "bob": {"board": {"blue": ["Writing"]}}},
        decks={9: ["Fission"]},
        removed=eights_but("Mobility"),
        achievements=[],
    )
    ok(r)
    assert r.hand("bob") == ["Fission"]


def test_mobility_draw_above_10_ends_the_game() -> None:
    r = dogma(
        "Mobility",
        {"alice": {"board": MOBILITY}, "bob": {"board": {"green": ["Navigation"]}}},
        removed=eights_but("Mobility") + ALL_9S + ALL_10S,
        achievements=[],
    )
    assert r.exit_code == 0 and r.error is None and r.pending is None
    assert r.game_over == "score" and r.winner == ["alice"]
    assert r.score("alice") == ["Navigation"]


# --- Quantum Theory ---------------------------------------------------------
QUANTUM = {"blue": ["Quantum Theory"]}


def test_quantum_theory_two_returned_draw_a_10_and_score_a_10() -> None:
    r = dogma(
        "Quantum Theory",
        {"alice": {"board": QUANTUM, "hand": ["Writing", "Coal", "Oars"]}, "bob": {}},
        [["Coal", "Writing"]],
        decks={10: ["A.I.", "Software"]},
    )
    ok(r)
    assert r.hand("alice") == ["Oars", "A.I."]
    assert r.score("alice") == ["Software"]
    assert r.deck(5)[-1] == "Coal" and r.deck(1)[-1] == "Writing"


def test_quantum_theory_one_returned_draws_nothing() -> None:
    r = dogma(
        "Quantum Theory",
        {"alice": {"board": QUANTUM, "hand": ["Writing", "Coal"]}, "bob": {}},
        [["Coal"]],
    )
    ok(r)
    assert r.hand("alice") == ["Writing"] and r.score("alice") == []
    assert r.deck(5)[-1] == "Coal"


def test_quantum_theory_a_single_card_in_hand_draws_nothing() -> None:
    r = dogma(
        "Quantum Theory",
        {"alice": {"board": QUANTUM, "hand": ["Coal"]}, "bob": {}},
        ["Coal"],
    )
    ok(r)
    assert r.hand("alice") == [] and r.score("alice") == []


def test_quantum_theory_pending_up_to_two() -> None:
    r = dogma(
        "Quantum Theory",
        {"alice": {"board": QUANTUM, "hand": ["Writing", "Coal", "Oars"]}, "bob": {}},
    )
    pending = asks(r, "alice")
    assert pending["optional"] is True
    assert (pending["min"], pending["max"]) == (1, 2)


def test_quantum_theory_may_decline() -> None:
    r = dogma(
        "Quantum Theory",
        {"alice": {"board": QUANTUM, "hand": ["Writing", "Coal"]}, "bob": {}},
        ["no"],
    )
    ok(r)
    assert r.hand("alice") == ["Writing", "Coal"]


def test_quantum_theory_empty_hand_asks_nothing() -> None:
    r = dogma("Quantum Theory", {"alice": {"board": QUANTUM}, "bob": {}})
    ok(r)


def test_quantum_theory_draw_above_10_ends_the_game() -> None:
    # one 10 left: drawn, then the draw-and-score is above 10
    r = dogma(
        "Quantum Theory",
        {"alice": {"board": QUANTUM, "hand": ["Writing", "Coal"]}, "bob": {"score": ["Oars"]}},
        [["Writing", "Coal"]],
        decks={10: ["A.I."]},
        removed=[n for n in ALL_10S if n != "A.I."],
        achievements=[],
    )
    assert r.exit_code == 0 and r.error is None and r.pending is None
    assert r.game_over == "score" and r.winner == ["bob"]
    assert r.hand("alice") == ["A.I."] and r.score("alice") == []


def test_quantum_theory_shared_with_a_change_gives_a_free_draw() -> None:
    # bob: Rocketry 3 clocks >= alice's 3
    r = dogma(
        "Quantum Theory",
        {
            "alice": {"board": QUANTUM},
            "bob": {"board": {"blue": ["Rocketry"]}, "hand": ["Writing", "Oars"]},
        },
        [{"player": "bob", "choose": ["Oars", "Writing"]}],
        decks={10: ["A.I.", "Software"], 8: ["Flight"]},
    )
    ok(r)
    assert r.hand("bob") == ["A.I."] and r.score("bob") == ["Software"]
    assert r.hand("alice") == ["Flight"]
    assert r.free_draws() == 1


# --- Rocketry ---------------------------------------------------------------
# alice: Rocketry 3 + Railroad 2 = 5 clocks: two cards
ROCKETRY = {"blue": ["Rocketry"], "purple": ["Railroad"]}


def test_rocketry_returns_one_card_per_two_clocks() -> None:
    r = dogma(
        "Rocketry",
        {"alice": {"board": ROCKETRY}, "bob": {"score": ["Writing", "Coal", "Oars"]}},
        [["Coal", "Oars"]],
    )
    ok(r)
    assert r.score("bob") == ["Writing"]
    assert r.deck(5)[-1] == "Coal" and r.deck(1)[-1] == "Oars"


def test_rocketry_pending_asks_the_executor_for_two() -> None:
    r = dogma(
        "Rocketry",
        {"alice": {"board": ROCKETRY}, "bob": {"score": ["Writing", "Coal", "Oars"]}},
    )
    pending = asks(r, "alice")
    assert pending["optional"] is False
    assert (pending["min"], pending["max"]) == (2, 2)
    assert pending["options"] == ["Writing", "Coal", "Oars"]


def test_rocketry_three_clocks_return_one_card() -> None:
    r = dogma(
        "Rocketry",
        {"alice": {"board": {"blue": ["Rocketry"]}}, "bob": {"score": ["Writing", "Coal"]}},
        ["Coal"],
    )
    ok(r)
    assert r.score("bob") == ["Writing"]


def test_rocketry_fewer_cards_than_the_count_returns_them_all() -> None:
    r = dogma(
        "Rocketry",
        {"alice": {"board": ROCKETRY, "score": ["Calendar"]}, "bob": {"score": ["Coal"]}},
    )
    ok(r)
    assert r.score("bob") == [] and r.score("alice") == ["Calendar"]


def test_rocketry_no_opponent_score_cards_does_nothing() -> None:
    r = dogma("Rocketry", {"alice": {"board": ROCKETRY, "score": ["Calendar"]}, "bob": {}})
    ok(r)
    assert r.score("alice") == ["Calendar"]


def test_rocketry_cards_may_come_from_several_opponents() -> None:
    r = dogma(
        "Rocketry",
        {
            "alice": {"board": ROCKETRY},
            "bob": {"score": ["Writing", "Coal"]},
            "carol": {"score": ["Calendar"]},
        },
        [["Calendar", "Coal"]],
    )
    ok(r)
    assert r.score("bob") == ["Writing"] and r.score("carol") == []
    assert r.deck(2)[-1] == "Calendar" and r.deck(5)[-1] == "Coal"


def test_rocketry_team_game_leaves_the_partner_alone() -> None:
    players = {
        "alice": {"board": ROCKETRY},
        "bob": {"score": ["Writing"]},
        "carol": {"score": ["Calendar"]},
        "dave": {"score": ["Coal", "Oars"]},
    }
    pending = asks(dogma("Rocketry", players, teams=TEAMS), "alice")
    assert pending["options"] == ["Writing", "Coal", "Oars"]
    r = dogma("Rocketry", players, [["Writing", "Oars"]], teams=TEAMS)
    ok(r)
    assert r.score("carol") == ["Calendar"]
    assert r.score("bob") == [] and r.score("dave") == ["Coal"]


def test_rocketry_shared_return_gives_a_free_draw() -> None:
    # bob: Quantum Theory 3 + Lighting 1 = 4 clocks >= alice's 3: he returns two cards
    # from alice's score pile, then alice returns bob's only card
    r = dogma(
        "Rocketry",
        {
            "alice": {"board": {"blue": ["Rocketry"]}, "score": ["Writing", "Oars", "Calendar"]},
            "bob": {
                "board": {"blue": ["Quantum Theory"], "purple": ["Lighting"]},
                "score": ["Coal"],
            },
        },
        [{"player": "bob", "choose": ["Oars", "Writing"]}],
        decks={8: ["Flight"]},
    )
    ok(r)
    assert r.score("alice") == ["Calendar"]
    assert r.score("bob") == []
    assert r.deck(1)[-2:] == ["Oars", "Writing"] and r.deck(5)[-1] == "Coal"
    assert r.hand("alice") == ["Flight"]
    assert r.free_draws() == 1


def test_rocketry_shared_without_a_change_gives_no_free_draw() -> None:
    r = dogma(
        "Rocketry",
        {
            "alice": {"board": {"blue": ["Rocketry"]}},
            "bob": {"board": {"blue": ["Quantum Theory"]}, "score": ["Coal"]},
        },
    )
    ok(r)
    assert r.score("bob") == []
    assert r.free_draws() == 0


# --- Skyscrapers ------------------------------------------------------------
SKYSCRAPERS = {"yellow": ["Skyscrapers"]}


def test_skyscrapers_transfer_score_beneath_return_the_rest() -> None:
    r = dogma(
        "Skyscrapers",
        {
            "alice": {"board": dict(SKYSCRAPERS, purple=["Mysticism"])},
            "bob": {
                "board": {"purple": ["Lighting", "Reformation", "City States", "Code of Laws"]}
            },
        },
    )
    ok(r)
    assert r.pile("alice", "purple") == ["Lighting", "Mysticism"]
    assert r.score("bob") == ["Reformation"]
    assert r.pile("bob", "purple") == []
    # returned from the pile top to bottom
    assert r.deck(1)[-2:] == ["City States", "Code of Laws"]


def test_skyscrapers_victim_chooses_the_card() -> None:
    players = {
        "alice": {"board": SKYSCRAPERS},
        "bob": {
            "board": {
                "purple": ["Lighting", "Reformation"],
                "blue": ["Publications", "Writing"],
                "red": ["Oars"],
            }
        },
    }
    pending = asks(dogma("Skyscrapers", players), "bob")
    assert pending["optional"] is False
    assert pending["options"] == ["Publications", "Lighting"]
    r = dogma("Skyscrapers", players, [{"player": "bob", "choose": "Publications"}])
    ok(r)
    assert r.pile("alice", "blue") == ["Publications"]
    assert r.score("bob") == ["Writing"]
    assert r.pile("bob", "purple") == ["Lighting", "Reformation"]


def test_skyscrapers_pile_of_one_scores_and_returns_nothing() -> None:
    r = dogma(
        "Skyscrapers",
        {"alice": {"board": SKYSCRAPERS}, "bob": {"board": {"blue": ["Publications"]}}},
    )
    ok(r)
    assert r.pile("alice", "blue") == ["Publications"]
    assert r.score("bob") == []
    assert r.verbs("return") == []


def test_skyscrapers_pile_of_two_returns_nothing() -> None:
    r = dogma(
        "Skyscrapers",
        {
            "alice": {"board": SKYSCRAPERS},
            "bob": {"board": {"blue": {"cards": ["Publications", "Writing"], "splay": "left"}}},
        },
    )
    ok(r)
    assert r.score("bob") == ["Writing"]
    assert r.pile("bob", "blue") == [] and r.verbs("return") == []


def test_skyscrapers_no_card_with_a_clock_does_nothing() -> None:
    r = dogma(
        "Skyscrapers",
        {"alice": {"board": SKYSCRAPERS}, "bob": {"board": {"blue": ["Writing", "Tools"]}}},
    )
    ok(r)
    assert r.pile("bob", "blue") == ["Writing", "Tools"] and r.score("bob") == []


def test_skyscrapers_covered_clock_card_is_not_a_top_card() -> None:
    r = dogma(
        "Skyscrapers",
        {
            "alice": {"board": SKYSCRAPERS},
            "bob": {"board": {"blue": {"cards": ["Writing", "Publications"], "splay": "up"}}},
        },
    )
    ok(r)
    assert r.pile("bob", "blue") == ["Writing", "Publications"]


def test_skyscrapers_demands_clockwise_with_three_players() -> None:
    r = dogma(
        "Skyscrapers",
        {
            "alice": {"board": SKYSCRAPERS},
            "bob": {"board": {"purple": ["Lighting", "Mysticism"]}},
            "carol": {"board": {"purple": ["Railroad", "Reformation", "Code of Laws"]}},
        },
    )
    ok(r)
    assert r.pile("alice", "purple") == ["Railroad", "Lighting"]
    assert r.score("bob") == ["Mysticism"]
    assert r.score("carol") == ["Reformation"]
    assert r.deck(1)[-1] == "Code of Laws"


def test_skyscrapers_team_game_spares_the_partner() -> None:
    r = dogma(
        "Skyscrapers",
        {
            "alice": {"board": SKYSCRAPERS},
            "bob": {"board": {"purple": ["Lighting", "Mysticism"]}},
            "carol": {"board": {"blue": ["Publications", "Writing"]}},
            "dave": {"board": {"blue": ["Quantum Theory", "Tools"]}},
        },
        teams=TEAMS,
    )
    ok(r)
    assert r.pile("carol", "blue") == ["Publications", "Writing"]
    assert r.pile("alice", "purple") == ["Lighting"]
    assert r.pile("alice", "blue") == ["Quantum Theory"]
    assert r.score("bob") == ["Mysticism"] and r.score("dave") == ["Tools"]


def test_skyscrapers_not_vulnerable_with_as_many_crowns() -> None:
    r = dogma(
        "Skyscrapers",
        {"alice": {"board": SKYSCRAPERS}, "bob": {"board": {"red": ["Flight", "Oars"]}}},
    )
    ok(r)
    assert r.pile("bob", "red") == ["Flight", "Oars"]


# --- Socialism --------------------------------------------------------------
SOCIALISM = {"purple": ["Socialism"]}


def test_socialism_tucks_all_and_takes_the_lowest_cards() -> None:
    r = dogma(
        "Socialism",
        {
            "alice": {"board": SOCIALISM, "hand": ["Code of Laws", "Writing", "Mysticism"]},
            "bob": {"hand": ["Calendar", "Oars", "Coal", "Sailing"]},
        },
        ["yes"],
    )
    ok(r)
    # tucked in hand order: each goes to the bottom
    assert r.pile("alice", "purple") == ["Socialism", "Code of Laws", "Mysticism"]
    assert r.pile("alice", "blue") == ["Writing"]
    assert r.hand("alice") == ["Oars", "Sailing"]
    assert r.hand("bob") == ["Calendar", "Coal"]


def test_socialism_no_purple_tucked_takes_nothing() -> None:
    r = dogma(
        "Socialism",
        {"alice": {"board": SOCIALISM, "hand": ["Writing"]}, "bob": {"hand": ["Oars"]}},
        ["yes"],
    )
    ok(r)
    assert r.pile("alice", "blue") == ["Writing"]
    assert r.hand("alice") == [] and r.hand("bob") == ["Oars"]


def test_socialism_may_decline() -> None:
    r = dogma(
        "Socialism",
        {"alice": {"board": SOCIALISM, "hand": ["Code of Laws"]}, "bob": {"hand": ["Oars"]}},
        ["no"],
    )
    ok(r)
    assert r.hand("alice") == ["Code of Laws"] and r.hand("bob") == ["Oars"]


def test_socialism_pending_is_a_yes_no() -> None:
    r = dogma(
        "Socialism",
        {"alice": {"board": SOCIALISM, "hand": ["Code of Laws"]}, "bob": {"hand": ["Oars"]}},
    )
    pending = asks(r, "alice")
    assert pending["decision"] == "yes_no" and pending["optional"] is True


def test_socialism_empty_hand_asks_nothing() -> None:
    r = dogma("Socialism", {"alice": {"board": SOCIALISM}, "bob": {"hand": ["Oars"]}})
    ok(r)
    assert r.hand("bob") == ["Oars"]


def test_socialism_each_other_player_with_three_players() -> None:
    r = dogma(
        "Socialism",
        {
            "alice": {"board": SOCIALISM, "hand": ["Code of Laws"]},
            "bob": {"hand": ["Calendar"]},
            "carol": {},
        },
        ["yes"],
    )
    ok(r)
    assert r.hand("alice") == ["Calendar"] and r.hand("bob") == []


def test_socialism_team_game_takes_from_the_partner_too() -> None:
    r = dogma(
        "Socialism",
        {
            "alice": {"board": SOCIALISM, "hand": ["Code of Laws"]},
            "bob": {"hand": ["Calendar", "Coal"]},
            "carol": {"hand": ["Oars", "Writing", "Canning"]},
            "dave": {"hand": ["Mathematics"]},
        },
        ["yes"],
        teams=TEAMS,
    )
    ok(r)
    assert r.hand("alice") == ["Calendar", "Oars", "Writing", "Mathematics"]
    assert r.hand("bob") == ["Coal"] and r.hand("carol") == ["Canning"] and r.hand("dave") == []


def test_socialism_six_tucks_claim_monument() -> None:
    hand = ["Code of Laws", "Writing", "Oars", "Sailing", "Pottery", "Agriculture"]
    r = dogma(
        "Socialism",
        {"alice": {"board": SOCIALISM, "hand": hand}, "bob": {}},
        ["yes"],
    )
    ok(r)
    assert "Monument" in r.achievements("alice")
    assert r.hand("alice") == []


def test_socialism_shared_tuck_gives_a_free_draw() -> None:
    # bob: Reformation 3 leaves >= alice's 3; his purple tuck takes alice's lowest card
    r = dogma(
        "Socialism",
        {
            "alice": {"board": SOCIALISM, "hand": ["Oars", "Coal"]},
            "bob": {"board": {"purple": ["Reformation"]}, "hand": ["Mysticism"]},
        },
        [{"player": "bob", "choose": "yes"}, {"player": "alice", "choose": "no"}],
        decks={8: ["Flight"]},
    )
    ok(r)
    assert r.pile("bob", "purple") == ["Reformation", "Mysticism"]
    assert r.hand("bob") == ["Oars"]
    assert r.hand("alice") == ["Coal", "Flight"]
    assert r.free_draws() == 1


def test_socialism_shared_but_declined_gives_no_free_draw() -> None:
    r = dogma(
        "Socialism",
        {
            "alice": {"board": SOCIALISM, "hand": ["Oars"]},
            "bob": {"board": {"purple": ["Reformation"]}, "hand": ["Mysticism"]},
        },
        [{"player": "bob", "choose": "no"}, {"player": "alice", "choose": "no"}],
    )
    ok(r)
    assert r.hand("bob") == ["Mysticism"] and r.hand("alice") == ["Oars"]
    assert r.free_draws() == 0
