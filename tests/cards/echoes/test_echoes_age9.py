"""Scenario tests for every branch of the Echoes age 9 cards."""

from __future__ import annotations

from typing import Any

from echoes_support import EchoesResult, echoes_dogma

from adjudicator.games.innovation.engine.cards import set_cards

COLORS = ("blue", "red", "green", "yellow", "purple")


def ok(r: EchoesResult) -> None:
    assert r.exit_code == 0, r.error
    assert r.error is None
    assert r.pending is None


def asked(r: EchoesResult, player: str) -> dict[str, Any]:
    assert r.exit_code == 0 and r.error is None, r.error
    assert r.pending is not None
    pending: dict[str, Any] = r.pending
    assert pending["player"] == player
    return pending


def board_cards(r: EchoesResult, player: str) -> list[str]:
    return [c for color in COLORS for c in r.pile(player, color)]


# --- ATM -----------------------------------------------------------------------
ATM = {"yellow": ["ATM"]}


def test_atm_echo_scores_a_card_of_the_chosen_value() -> None:
    r = echoes_dogma("ATM", {"alice": {"board": ATM}, "bob": {}}, [5], decks={5: ["Coal"]})
    ok(r)
    assert r.score("alice") == ["Coal"]
    assert "ECHO-14" in r.rules()


def test_atm_echo_value_options() -> None:
    r = echoes_dogma("ATM", {"alice": {"board": ATM}, "bob": {}})
    p = asked(r, "alice")
    assert p["decision"] == "value" and p["options"] == list(range(1, 11))
    assert p["optional"] is False


def test_atm_demand_transfers_the_highest_non_yellow_top_without_a_crown() -> None:
    r = echoes_dogma(
        "ATM",
        {
            "alice": {"board": {**ATM, "purple": ["Enterprise"]}},
            "bob": {
                "board": {
                    "red": ["Coal"],
                    "blue": ["Writing"],
                    "yellow": ["Vaccination"],
                    "green": ["Banking"],
                }
            },
        },
        [1],
        decks={1: ["Pottery"]},
    )
    ok(r)
    assert r.pile("alice", "red") == ["Coal"]
    assert r.pile("bob", "red") == []
    assert r.pile("bob", "yellow") == ["Vaccination"]
    assert r.pile("bob", "green") == ["Banking"]


def test_atm_demand_tie_is_chosen_by_the_victim() -> None:
    r = echoes_dogma(
        "ATM",
        {"alice": {"board": ATM}, "bob": {"board": {"red": ["Coal"], "blue": ["Chemistry"]}}},
        [1, {"player": "bob", "choose": "Chemistry"}],
        decks={1: ["Pottery"]},
    )
    ok(r)
    assert r.pile("alice", "blue") == ["Chemistry"]
    assert r.pile("bob", "red") == ["Coal"]


def test_atm_demand_nothing_to_transfer_and_splay_purple() -> None:
    r = echoes_dogma(
        "ATM",
        {
            "alice": {"board": {**ATM, "purple": ["Enterprise", "Monotheism"]}},
            "bob": {"board": {"green": ["Banking"], "yellow": ["Statistics"]}},
        },
        [1, "yes"],
        decks={1: ["Pottery"]},
    )
    ok(r)
    assert r.pile("bob", "green") == ["Banking"]
    assert r.pile("bob", "yellow") == ["Statistics"]
    assert r.splay("alice", "purple") == "up"


def test_atm_splay_declined() -> None:
    r = echoes_dogma(
        "ATM",
        {"alice": {"board": {**ATM, "purple": ["Mysticism", "Monotheism"]}}, "bob": {}},
        [1, "no"],
        decks={1: ["Pottery"]},
    )
    ok(r)
    assert r.splay("alice", "purple") == "none"


# --- Calculator ----------------------------------------------------------------
CALC = {"blue": ["Calculator"]}


def test_calculator_scores_two_draws_their_total_and_repeats_once() -> None:
    r = echoes_dogma(
        "Calculator",
        {"alice": {"board": {**CALC, "red": ["Coal"], "green": ["Banking"]}}, "bob": {}},
        decks={10: ["Software"]},
    )
    ok(r)
    assert sorted(r.score("alice")) == ["Banking", "Coal"]
    assert r.hand("alice") == ["Software"]


def test_calculator_total_of_11_draws_nothing() -> None:
    r = echoes_dogma(
        "Calculator",
        {"alice": {"board": {**CALC, "red": ["Coal"], "green": ["Metric System"]}}, "bob": {}},
    )
    ok(r)
    assert sorted(r.score("alice")) == ["Coal", "Metric System"]
    assert r.hand("alice") == []


def test_calculator_one_card_scored_draws_nothing() -> None:
    r = echoes_dogma("Calculator", {"alice": {"board": {**CALC, "red": ["Coal"]}}, "bob": {}})
    ok(r)
    assert r.score("alice") == ["Coal"]
    assert r.hand("alice") == []


def test_calculator_repeats_once_only() -> None:
    r = echoes_dogma(
        "Calculator",
        {
            "alice": {
                "board": {
                    **CALC,
                    "red": ["Oars", "Archery"],
                    "green": ["Sailing", "Clothing"],
                    "yellow": ["Masonry", "Agriculture"],
                }
            },
            "bob": {},
        },
        [["Archery", "Clothing"], ["Oars", "Sailing"]],
        decks={2: ["Calendar"]},
        echoes_decks={2: ["Lever"]},
    )
    ok(r)
    assert r.score("alice") == ["Archery", "Clothing", "Oars", "Sailing"]
    # two draws of a 2 (the second an Echoes 2, ECHO-10), no third execution
    assert r.hand("alice") == ["Calendar", "Lever"]
    assert r.pile("alice", "yellow") == ["Masonry", "Agriculture"]


def test_calculator_asks_two_bottom_non_blue_cards() -> None:
    r = echoes_dogma(
        "Calculator",
        {
            "alice": {
                "board": {
                    "blue": ["Calculator", "Writing"],
                    "red": ["Oars", "Archery"],
                    "green": ["Sailing"],
                    "yellow": ["Masonry"],
                }
            },
            "bob": {},
        },
    )
    p = asked(r, "alice")
    assert sorted(p["options"]) == ["Archery", "Masonry", "Sailing"]
    assert (p["min"], p["max"]) == (2, 2)


def test_calculator_splays_blue_up() -> None:
    r = echoes_dogma(
        "Calculator",
        {"alice": {"board": {"blue": ["Calculator", "Writing"]}}, "bob": {}},
        ["yes"],
    )
    ok(r)
    assert r.splay("alice", "blue") == "up"
    assert r.score("alice") == []


# --- Credit Card ---------------------------------------------------------------
CC = {"green": ["Credit Card"]}


def test_credit_card_foreshadows_takes_a_top_card_and_scores_its_value() -> None:
    r = echoes_dogma(
        "Credit Card",
        {"alice": {"board": {**CC, "red": ["Coal"]}}, "bob": {}},
        ["Coal"],
        decks={9: ["Computers"]},
        echoes_decks={5: ["Coke"]},
    )
    ok(r)
    assert r.forecast("alice") == ["Computers"]
    assert r.hand("alice") == ["Coal"]
    # a hand of a base card only: an Echoes 5 (ECHO-10)
    assert r.score("alice") == ["Coke"]


def test_credit_card_take_is_optional() -> None:
    r = echoes_dogma(
        "Credit Card", {"alice": {"board": {**CC, "red": ["Coal"]}}, "bob": {}}, [None]
    )
    ok(r)
    assert r.pile("alice", "red") == ["Coal"]
    assert r.score("alice") == []


def test_credit_card_no_non_green_top_and_green_splay() -> None:
    r = echoes_dogma(
        "Credit Card",
        {"alice": {"board": {"green": ["Credit Card", "Sailing"]}}, "bob": {}},
        ["yes"],
    )
    ok(r)
    assert r.splay("alice", "green") == "up"
    assert r.hand("alice") == []


def test_credit_card_options_are_non_green_tops() -> None:
    r = echoes_dogma(
        "Credit Card",
        {"alice": {"board": {**CC, "red": ["Coal"], "blue": ["Writing"]}}, "bob": {}},
    )
    p = asked(r, "alice")
    assert sorted(p["options"]) == ["Coal", "Writing"] and p["optional"] is True


# --- Email ---------------------------------------------------------------------
EMAIL = {"green": ["Email"]}


def test_email_foreshadows_and_executes_the_lowest_non_green_top() -> None:
    r = echoes_dogma(
        "Email",
        {"alice": {"board": {**EMAIL, "blue": ["Writing"], "red": ["Coal"]}}, "bob": {}},
        decks={10: ["Software"], 9: ["Computers"], 2: ["Calendar"]},
    )
    ok(r)
    assert r.forecast("alice") == ["Software", "Computers"]
    # Writing: "Draw a [2]."
    assert r.hand("alice") == ["Calendar"]
    assert "DOGMA-8" in r.rules()


def test_email_tie_for_lowest_is_chosen() -> None:
    r = echoes_dogma(
        "Email",
        {"alice": {"board": {**EMAIL, "blue": ["Writing"], "yellow": ["Masonry"]}}, "bob": {}},
        decks={10: ["Software"], 9: ["Computers"]},
    )
    p = asked(r, "alice")
    assert sorted(p["options"]) == ["Masonry", "Writing"]


def test_email_no_non_green_top_card() -> None:
    r = echoes_dogma(
        "Email", {"alice": {"board": EMAIL}, "bob": {}}, decks={10: ["Software"], 9: ["Computers"]}
    )
    ok(r)
    assert r.forecast("alice") == ["Software", "Computers"]
    assert r.hand("alice") == []


def test_email_executes_karaoke_without_echo_effects() -> None:
    r = echoes_dogma(
        "Email",
        {"alice": {"board": {**EMAIL, "purple": ["Karaoke"]}}, "bob": {}},
        [None],
        decks={10: ["Software"], 9: ["Computers"]},
    )
    ok(r)
    # Karaoke's echo effect does not run (ECHO-19): nothing melded, nothing executed
    assert r.pile("alice", "purple") == ["Karaoke"]
    assert any("melded nothing due to Karaoke" in t for t in r.texts())


# --- Helicopter ----------------------------------------------------------------
HELI = {"red": ["Helicopter"]}


def test_helicopter_transfers_and_repeats_after_a_return() -> None:
    r = echoes_dogma(
        "Helicopter",
        {"alice": {"board": HELI, "hand": ["Tools"]}, "bob": {"board": {"blue": ["Writing"]}}},
        ["Tools"],
    )
    ok(r)
    assert r.score("bob") == ["Writing"]
    assert r.deck(1)[-1] == "Tools"
    # repeated: no top card other than Helicopter is left
    assert r.pile("alice", "red") == ["Helicopter"]


def test_helicopter_return_declined_stops() -> None:
    r = echoes_dogma(
        "Helicopter",
        {
            "alice": {"board": {**HELI, "yellow": ["Masonry"]}, "hand": ["Tools"]},
            "bob": {"board": {"blue": ["Writing"]}},
        },
        ["Writing", None],
    )
    ok(r)
    assert r.score("bob") == ["Writing"]
    assert r.pile("alice", "yellow") == ["Masonry"]
    assert r.hand("alice") == ["Tools"]


def test_helicopter_options_are_every_top_card_but_helicopter() -> None:
    r = echoes_dogma(
        "Helicopter",
        {
            "alice": {"board": {**HELI, "yellow": ["Masonry"]}},
            "bob": {"board": {"blue": ["Writing"]}},
        },
    )
    p = asked(r, "alice")
    assert sorted(p["options"]) == ["Masonry", "Writing"]


def test_helicopter_own_card_to_own_score_and_no_icon_shared() -> None:
    r = echoes_dogma(
        "Helicopter",
        {"alice": {"board": {**HELI, "yellow": ["Masonry"]}, "hand": ["Pottery"]}, "bob": {}},
    )
    ok(r)
    # Masonry has castles only, Pottery leaves only: no return is asked
    assert r.score("alice") == ["Masonry"]
    assert r.hand("alice") == ["Pottery"]


def test_helicopter_repeat_transfers_again() -> None:
    r = echoes_dogma(
        "Helicopter",
        {
            "alice": {"board": {**HELI, "yellow": ["Masonry"]}, "hand": ["Oars", "Writing"]},
            "bob": {"board": {"blue": ["Tools"]}},
        },
        ["Tools", "Writing", "Oars"],
    )
    ok(r)
    assert r.score("bob") == ["Tools"]
    assert r.score("alice") == ["Masonry"]
    assert r.hand("alice") == []


def test_helicopter_nothing_to_transfer() -> None:
    r = echoes_dogma("Helicopter", {"alice": {"board": HELI, "hand": ["Oars"]}, "bob": {}})
    ok(r)
    assert r.hand("alice") == ["Oars"]


# --- Jet -----------------------------------------------------------------------
JET = {"red": ["Jet"]}


def test_jet_demand_returns_the_top_card_of_the_melded_color() -> None:
    r = echoes_dogma(
        "Jet",
        {
            "alice": {"board": JET, "hand": ["Writing"]},
            "bob": {"board": {"blue": ["Tools", "Pottery"], "green": ["Sailing"]}},
        },
    )
    ok(r)
    assert r.pile("alice", "blue") == ["Writing"]
    assert r.pile("bob", "blue") == ["Pottery"]
    assert r.deck(1)[-1] == "Tools"
    assert r.pile("bob", "green") == ["Sailing"]


def test_jet_echo_asks_which_card() -> None:
    r = echoes_dogma("Jet", {"alice": {"board": JET, "hand": ["Writing", "Oars"]}, "bob": {}})
    p = asked(r, "alice")
    assert sorted(p["options"]) == ["Oars", "Writing"] and p["optional"] is False


def test_jet_nothing_melded_nothing_returned() -> None:
    r = echoes_dogma(
        "Jet", {"alice": {"board": JET}, "bob": {"board": {"blue": ["Tools"], "red": ["Oars"]}}}
    )
    ok(r)
    assert r.pile("bob", "blue") == ["Tools"]
    assert r.pile("bob", "red") == ["Oars"]


def test_jet_victim_without_that_color() -> None:
    r = echoes_dogma(
        "Jet",
        {"alice": {"board": JET, "hand": ["Writing"]}, "bob": {"board": {"green": ["Sailing"]}}},
    )
    ok(r)
    assert r.pile("bob", "green") == ["Sailing"]


def test_jet_uses_the_leaders_meld_not_a_sharers() -> None:
    r = echoes_dogma(
        "Jet",
        {
            "alice": {"board": JET, "hand": ["Writing"]},
            "bob": {"board": {"blue": ["Rocketry"]}, "hand": ["Sailing"]},
            "carol": {"board": {"blue": ["Tools"], "green": ["Clothing"]}},
        },
    )
    ok(r)
    # bob shares the echo (melds green); carol returns her top blue card (alice's color)
    assert r.pile("bob", "green") == ["Sailing"]
    assert r.pile("carol", "blue") == []
    assert r.pile("carol", "green") == ["Clothing"]
    assert r.pile("bob", "blue") == ["Rocketry"]


# --- Karaoke -------------------------------------------------------------------
KARAOKE = {"purple": ["Karaoke"]}


def test_karaoke_melds_executes_and_takes_a_bottom_card() -> None:
    r = echoes_dogma(
        "Karaoke",
        {"alice": {"board": KARAOKE}, "bob": {}},
        [1, "Writing"],
        decks={1: ["Writing"], 2: ["Calendar"]},
    )
    ok(r)
    # Writing melded and executed ("Draw a [2]"), then taken back from the blue bottom
    assert r.pile("alice", "blue") == []
    assert r.hand("alice") == ["Calendar", "Writing"]
    assert "DOGMA-8" in r.rules()


def test_karaoke_value_options_are_1_to_9() -> None:
    r = echoes_dogma("Karaoke", {"alice": {"board": KARAOKE}, "bob": {}})
    p = asked(r, "alice")
    assert p["options"] == list(range(1, 10))


def test_karaoke_bottom_card_options_and_decline() -> None:
    players = {"alice": {"board": {"purple": ["Karaoke", "Mysticism"]}}, "bob": {}}
    kw: dict[str, Any] = {"decks": {1: ["Writing"], 2: ["Calendar"]}}
    r = echoes_dogma("Karaoke", players, [1], **kw)
    p = asked(r, "alice")
    assert sorted(p["options"]) == ["Mysticism", "Writing"] and p["optional"] is True
    r = echoes_dogma("Karaoke", players, [1, None], **kw)
    ok(r)
    assert r.pile("alice", "purple") == ["Karaoke", "Mysticism"]
    assert r.pile("alice", "blue") == ["Writing"]


def test_karaoke_shared_each_executes_their_own_meld() -> None:
    r = echoes_dogma(
        "Karaoke",
        {"alice": {"board": KARAOKE}, "bob": {"board": {"green": ["Clothing"]}}},
        [{"player": "bob", "choose": 1}, {"player": "alice", "choose": 2}, None, None],
        decks={1: ["Writing"], 2: ["Mathematics", "Calendar"], 9: ["Ecology"]},
    )
    ok(r)
    # bob melded Writing and executes it (draw a 2); alice executes her Mathematics
    assert r.pile("bob", "blue") == ["Writing"]
    assert r.pile("alice", "blue") == ["Mathematics"]
    assert r.hand("bob") == ["Calendar"]
    assert r.hand("alice") == ["Ecology"]  # the free draw: bob shared and changed something
    texts = r.texts()
    assert any(t.startswith("bob executes the non-demand effects of Writing") for t in texts)
    assert any(t.startswith("alice executes the non-demand effects of Mathematics") for t in texts)


# --- Laser ---------------------------------------------------------------------
LASER = {"blue": ["Laser"]}


def test_laser_returns_achievements_half_the_score_and_melds_two_10s() -> None:
    r = echoes_dogma(
        "Laser",
        {"alice": {"board": LASER, "score": ["Coal", "Chemistry", "Oars"]}, "bob": {}},
        [["Coal", "Oars"]],
        achievements=["Tools", "Mathematics", "Writing"],
        decks={10: ["Software", "A.I."]},
    )
    ok(r)
    assert [a for a in r.available if a in ("Tools", "Mathematics", "Writing")] == []
    assert r.deck(1)[-3:] == ["Tools", "Writing", "Oars"]
    assert r.deck(2)[-1] == "Mathematics"
    assert r.score("alice") == ["Chemistry"]
    assert r.deck(5)[-1] == "Coal"
    assert r.pile("alice", "blue") == ["Software", "Laser"]
    assert r.pile("alice", "purple") == ["A.I."]


def test_laser_half_rounded_up_is_asked() -> None:
    r = echoes_dogma(
        "Laser",
        {"alice": {"board": LASER, "score": ["Coal", "Chemistry", "Oars"]}, "bob": {}},
        achievements=[],
    )
    p = asked(r, "alice")
    assert (p["min"], p["max"]) == (2, 2)


def test_laser_one_score_card_returned_without_asking() -> None:
    r = echoes_dogma(
        "Laser",
        {"alice": {"board": LASER, "score": ["Coal"]}, "bob": {}},
        achievements=[],
        decks={10: ["Software", "A.I."]},
    )
    ok(r)
    assert r.score("alice") == []
    assert r.deck(5)[-1] == "Coal"


def test_laser_returns_echoes_achievements_to_the_echoes_pile_and_default_set() -> None:
    r = echoes_dogma(
        "Laser",
        {"alice": {"board": LASER}, "bob": {}},
        achievements=["Bangle", "Tools"],
        decks={10: ["Software", "A.I."]},
    )
    ok(r)
    assert r.echoes_deck(1)[-1] == "Bangle"
    assert r.deck(1)[-1] == "Tools"
    assert "Bangle" not in r.available and "Tools" not in r.available
    assert "Wealth" in r.available


def test_laser_nothing_unclaimed_empty_score() -> None:
    r = echoes_dogma(
        "Laser",
        {"alice": {"board": LASER}, "bob": {}},
        achievements=[],
        decks={10: ["Software", "A.I."]},
    )
    ok(r)
    assert r.pile("alice", "blue") == ["Software", "Laser"]
    assert any("no unclaimed standard achievement" in t for t in r.texts())


# --- Rock ----------------------------------------------------------------------
ROCK = {"purple": ["Rock"]}


def test_rock_demand_uncovering_scissors_wins_for_the_leader() -> None:
    r = echoes_dogma(
        "Rock",
        {"alice": {"board": ROCK}, "bob": {"board": {"green": ["Sailing", "Scissors"]}}},
    )
    assert r.exit_code == 0 and r.error is None
    assert r.hand("alice") == ["Sailing"]
    assert r.winner == ["alice"]


def test_rock_demand_transfer_without_scissors() -> None:
    r = echoes_dogma(
        "Rock",
        {"alice": {"board": ROCK}, "bob": {"board": {"green": ["Sailing", "Clothing"]}}},
        [None],
    )
    ok(r)
    assert r.hand("alice") == ["Sailing"]
    assert r.pile("bob", "green") == ["Clothing"]
    assert r.winner is None


def test_rock_no_green_card_to_transfer() -> None:
    r = echoes_dogma(
        "Rock",
        {"alice": {"board": ROCK}, "bob": {"board": {"red": ["Oars"]}}},
        [None],
    )
    ok(r)
    assert r.hand("alice") == []
    assert r.pile("bob", "red") == ["Oars"]


def test_rock_paper_on_top_wins() -> None:
    r = echoes_dogma("Rock", {"alice": {"board": {**ROCK, "green": ["Paper"]}}, "bob": {}}, [None])
    assert r.exit_code == 0 and r.error is None
    assert r.winner == ["alice"]


def test_rock_scoring_uncovers_paper_and_wins() -> None:
    r = echoes_dogma(
        "Rock",
        {"alice": {"board": {**ROCK, "green": ["Clothing", "Paper"]}}, "bob": {}},
        ["Clothing"],
    )
    assert r.exit_code == 0 and r.error is None
    assert r.score("alice") == ["Clothing"]
    assert r.winner == ["alice"]


def test_rock_scoring_paper_does_not_win() -> None:
    r = echoes_dogma(
        "Rock",
        {"alice": {"board": {**ROCK, "green": ["Paper"]}}, "bob": {}},
        ["Paper"],
    )
    ok(r)
    assert r.score("alice") == ["Paper"]
    assert r.winner is None


def test_rock_score_is_optional() -> None:
    r = echoes_dogma("Rock", {"alice": {"board": ROCK}, "bob": {}})
    p = asked(r, "alice")
    assert p["optional"] is True and p["options"] == ["Rock"]


# --- Wristwatch ----------------------------------------------------------------
WW = {"yellow": ["Wristwatch"]}


def test_wristwatch_echo_tucks_a_non_yellow_top_card() -> None:
    r = echoes_dogma(
        "Wristwatch",
        {"alice": {"board": {**WW, "red": ["Oars", "Archery"]}, "hand": ["Karaoke"]}, "bob": {}},
        decks={10: ["Software"]},
    )
    ok(r)
    assert r.pile("alice", "red") == ["Archery", "Oars"]
    assert r.pile("alice", "blue") == ["Software"]


def test_wristwatch_echo_asks_among_non_yellow_tops() -> None:
    r = echoes_dogma(
        "Wristwatch",
        {"alice": {"board": {**WW, "red": ["Oars"], "blue": ["Writing"]}}, "bob": {}},
    )
    p = asked(r, "alice")
    assert sorted(p["options"]) == ["Oars", "Writing"] and p["optional"] is False


def test_wristwatch_draws_and_tucks_bonuses_in_ascending_order() -> None:
    r = echoes_dogma(
        "Wristwatch",
        {"alice": {"board": {**WW, "blue": ["X-Ray"]}, "hand": ["Karaoke"]}, "bob": {}},
        decks={8: ["Skyscrapers"], 10: ["Globalization"]},
    )
    ok(r)
    # the 8 first, then the 10: the 10 ends lowest
    assert r.pile("alice", "yellow") == ["Wristwatch", "Skyscrapers", "Globalization"]


def test_wristwatch_no_non_yellow_top_card() -> None:
    r = echoes_dogma(
        "Wristwatch", {"alice": {"board": WW}, "bob": {}}, decks={10: ["Globalization"]}
    )
    ok(r)
    assert r.pile("alice", "yellow") == ["Wristwatch", "Globalization"]
    assert board_cards(r, "alice") == ["Wristwatch", "Globalization"]


def test_laser_returns_the_default_standard_achievements() -> None:
    r = echoes_dogma(
        "Laser", {"alice": {"board": LASER}, "bob": {}}, decks={10: ["Software", "A.I."]}
    )
    ok(r)
    # the nine set-aside cards went back to their piles: only special achievements remain
    cards = {c.name for s in ("base", "echoes") for c in set_cards(s)}
    assert [a for a in r.available if a in cards] == []
    assert len(r.available) == 10


def test_rock_scissors_wins_for_the_leaders_team() -> None:
    r = echoes_dogma(
        "Rock",
        {
            "alice": {"board": ROCK},
            "bob": {"board": {"green": ["Sailing", "Scissors"]}},
            "carol": {},
            "dave": {},
        },
        teams=[["alice", "carol"], ["bob", "dave"]],
    )
    assert r.exit_code == 0 and r.error is None
    assert sorted(r.winner or []) == ["alice", "carol"]


# --- review: shared echo effects (ECHO-14), "you may" declined ------------------
def test_atm_echo_is_shared_and_the_sharer_chooses_first() -> None:
    players: dict[str, Any] = {
        "alice": {"board": ATM},
        "bob": {"board": {"green": ["Sailing"]}},  # 2 crowns: shares, not vulnerable
    }
    r = echoes_dogma("ATM", players, decks={3: ["Alchemy"], 4: ["Invention"]})
    assert asked(r, "bob")["decision"] == "value"
    r = echoes_dogma("ATM", players, [3, 4], decks={3: ["Alchemy"], 4: ["Invention"]})
    ok(r)
    assert r.score("bob") == ["Alchemy"]
    assert r.score("alice") == ["Invention"]
    assert r.pile("bob", "green") == ["Sailing"]


def test_credit_card_echo_is_shared_and_the_sharer_foreshadows_first() -> None:
    r = echoes_dogma(
        "Credit Card",
        {"alice": {"board": CC}, "bob": {"board": {"green": ["Sailing"]}}},  # 2 crowns
        decks={9: ["Computers", "Ecology"]},
    )
    ok(r)  # no top non-green card and no pile to splay: nothing else is asked
    assert r.forecast("bob") == ["Computers"]
    assert r.forecast("alice") == ["Ecology"]


def test_credit_card_green_splay_declined() -> None:
    r = echoes_dogma(
        "Credit Card",
        {"alice": {"board": {"green": ["Credit Card", "Sailing"]}}, "bob": {}},
        ["no"],
    )
    ok(r)
    assert r.splay("alice", "green") == "none"


def test_calculator_blue_splay_declined() -> None:
    r = echoes_dogma(
        "Calculator", {"alice": {"board": {"blue": ["Calculator", "Writing"]}}, "bob": {}}, [None]
    )
    ok(r)
    assert r.splay("alice", "blue") == "none"


def test_email_echo_is_shared_and_the_sharer_foreshadows_first() -> None:
    r = echoes_dogma(
        "Email",
        {
            "alice": {"board": EMAIL},
            "bob": {"board": {"green": ["Satellites"]}},  # 3 clocks: shares
        },
        decks={9: ["Computers", "Ecology"], 10: ["A.I.", "Databases"]},
    )
    ok(r)  # no top non-green card on either board: nothing is executed
    assert r.forecast("bob") == ["A.I.", "Computers"]
    assert r.forecast("alice") == ["Databases", "Ecology"]


def test_wristwatch_echo_is_shared_and_the_sharer_tucks_first() -> None:
    r = echoes_dogma(
        "Wristwatch",
        {
            "alice": {"board": WW},
            "bob": {"board": {"red": ["Coal", "Archery"]}},  # 3 factories: shares
        },
        decks={10: ["A.I."]},
    )
    ok(r)
    assert r.pile("bob", "red") == ["Archery", "Coal"]  # his one non-yellow top card
    assert r.pile("alice", "yellow") == ["Wristwatch"]  # no non-yellow top card
    # the dogma: bob shows no bonus; alice's 10 draws and tucks A.I.
    assert r.pile("alice", "purple") == ["A.I."]
