"""Scenario tests for the relics' effects (ART-18, ART-20): Complex Numbers,
Newton-Wickins Telescope, Safety Pin (with Echoes), Timbuktu (with Cities)."""

from __future__ import annotations

from artifacts_support import artifacts_dogma
from support import asks, ok

# --- Complex Numbers ----------------------------------------------------------------
COMPLEX = {"blue": ["Complex Numbers"]}  # a factory and two lightbulbs


def test_complex_numbers_reveals_a_match_and_claims_ignoring_eligibility() -> None:
    r = artifacts_dogma(
        "Complex Numbers",
        {"alice": {"board": COMPLEX, "hand": ["Physics", "Pottery"]}, "bob": {}},
        ["Physics"],
        achievements=["Mathematics", "Coal"],
    )
    ok(r)
    # Physics: a factory and two lightbulbs, as Complex Numbers; alice has 0 points
    assert r.verbs("reveal")[0]["card"] == "Physics"
    assert r.hand("alice") == ["Physics", "Pottery"]
    assert r.achievements("alice") == ["Coal"]
    assert "Mathematics" in r.available and "Coal" not in r.available


def test_complex_numbers_asks_as_you_may_with_only_the_matching_cards() -> None:
    r = artifacts_dogma(
        "Complex Numbers",
        {
            "alice": {"board": {**COMPLEX, "red": ["Archery"]}, "hand": ["Physics", "Chemistry"]},
            "bob": {},
        },
    )
    p = asks(r, "alice")
    # Chemistry has two factories and one lightbulb: no top card has that
    assert p["options"] == ["Physics"] and p["optional"] is True


def test_complex_numbers_matches_any_top_card() -> None:
    r = artifacts_dogma(
        "Complex Numbers",
        {
            "alice": {"board": {**COMPLEX, "yellow": ["Agriculture"]}, "hand": ["Pottery"]},
            "bob": {},
        },
        ["Pottery"],
        achievements=["Writing"],
    )
    ok(r)
    assert r.achievements("alice") == ["Writing"]


def test_complex_numbers_declined_claims_nothing() -> None:
    r = artifacts_dogma(
        "Complex Numbers",
        {"alice": {"board": COMPLEX, "hand": ["Physics"]}, "bob": {}},
        [None],
        achievements=["Coal"],
    )
    ok(r)
    assert r.achievements("alice") == []
    assert r.verbs("reveal") == []


def test_complex_numbers_without_a_match_asks_nothing() -> None:
    r = artifacts_dogma(
        "Complex Numbers",
        {"alice": {"board": COMPLEX, "hand": ["Pottery", "Coal"]}, "bob": {}},
        achievements=["Banking"],
    )
    ok(r)
    assert r.achievements("alice") == []


def test_complex_numbers_with_no_achievement_of_that_value_claims_nothing() -> None:
    r = artifacts_dogma(
        "Complex Numbers",
        {"alice": {"board": COMPLEX, "hand": ["Physics"]}, "bob": {}},
        ["Physics"],
        achievements=["Mathematics"],
    )
    ok(r)
    assert r.verbs("reveal")[0]["card"] == "Physics"
    assert r.achievements("alice") == []
    assert "Mathematics" in r.available


def test_complex_numbers_never_claims_a_relic() -> None:
    # Newton-Wickins Telescope (5) lies beside its pile: not an available achievement
    r = artifacts_dogma(
        "Complex Numbers",
        {"alice": {"board": COMPLEX, "hand": ["Physics"]}, "bob": {}},
        ["Physics"],
        achievements=[],
    )
    ok(r)
    assert r.achievements("alice") == []
    assert "Newton-Wickins Telescope" in r.relics


def test_complex_numbers_with_echoes_echo_effects_and_bonuses_are_no_icons() -> None:
    # Safety Pin on top shows two leaves (its echo effect is no icon, ECHO-7); Umbrella
    # (two leaves and an echo effect) and Soap (two leaves and a bonus) match it
    players = {
        "alice": {"board": {**COMPLEX, "yellow": ["Safety Pin"]}, "hand": ["Umbrella", "Soap"]},
        "bob": {},
    }
    p = asks(artifacts_dogma("Complex Numbers", players, expansions=["echoes"]), "alice")
    assert sorted(p["options"]) == ["Soap", "Umbrella"]
    r = artifacts_dogma(
        "Complex Numbers",
        players,
        ["Umbrella"],
        expansions=["echoes"],
        achievements=["Agriculture", "Coal"],
    )
    ok(r)
    assert r.achievements("alice") == ["Agriculture"]


# --- Newton-Wickins Telescope ---------------------------------------------------------
TELESCOPE = {"purple": ["Newton-Wickins Telescope"]}


def test_telescope_returns_and_melds_a_card_of_that_value() -> None:
    r = artifacts_dogma(
        "Newton-Wickins Telescope",
        {"alice": {"board": TELESCOPE, "score": ["Pottery", "Sailing", "Oars"]}, "bob": {}},
        [["Sailing", "Pottery"]],
        decks={2: ["Mathematics"]},
    )
    ok(r)
    assert r.deck(1)[-2:] == ["Sailing", "Pottery"]
    assert r.score("alice") == ["Oars"]
    assert r.pile("alice", "blue") == ["Mathematics"]  # no clock: it stays


def test_telescope_returns_a_melded_card_with_a_clock() -> None:
    score = ["Pottery", "Sailing", "Oars", "Writing", "Tools", "Archery", "Agriculture"]
    r = artifacts_dogma(
        "Newton-Wickins Telescope",
        {"alice": {"board": TELESCOPE, "score": score}, "bob": {}},
        [score],
        decks={7: ["Railroad"]},
    )
    ok(r)
    assert r.pile("alice", "purple") == ["Newton-Wickins Telescope"]
    assert r.deck(7)[-1] == "Railroad"
    assert r.verbs("meld")[0]["card"] == "Railroad"


def test_telescope_declined_or_with_an_empty_score_pile() -> None:
    r = artifacts_dogma(
        "Newton-Wickins Telescope",
        {"alice": {"board": TELESCOPE, "score": ["Pottery"]}, "bob": {}},
    )
    p = asks(r, "alice")
    assert p["optional"] is True and p["options"] == ["Pottery"]
    r = artifacts_dogma(
        "Newton-Wickins Telescope",
        {"alice": {"board": TELESCOPE, "score": ["Pottery"]}, "bob": {}},
        [None],
    )
    ok(r)
    assert r.score("alice") == ["Pottery"]
    assert r.verbs("meld") == []
    r = artifacts_dogma("Newton-Wickins Telescope", {"alice": {"board": TELESCOPE}, "bob": {}})
    ok(r)
    assert r.verbs("meld") == []


def test_relics_returned_from_a_score_pile_lie_beside_their_piles() -> None:
    r = artifacts_dogma(
        "Luna 3",
        {
            "alice": {
                "board": {"blue": ["Luna 3"]},
                "score": ["Newton-Wickins Telescope", "Complex Numbers"],
            },
            "bob": {},
        },
        decks={2: ["Mathematics"]},
    )
    ok(r)
    assert "Newton-Wickins Telescope" in r.relics and "Complex Numbers" in r.relics
    assert r.score("alice") == ["Mathematics"]


# --- Safety Pin (an Echoes card: Echoes in play) -----------------------------------------
PIN = {"yellow": ["Safety Pin"]}


def test_safety_pin_echo_then_demand() -> None:
    r = artifacts_dogma(
        "Safety Pin",
        {"alice": {"board": PIN}, "bob": {"hand": ["Railroad", "Computers"]}},
        expansions=["echoes"],
        decks={7: ["Bicycle"], 6: ["Canning"]},
    )
    ok(r)
    assert "ECHO-14" in r.rules()
    assert r.score("alice") == ["Bicycle"]
    assert r.deck(7)[-1] == "Railroad"
    assert r.deck(9)[-1] == "Computers"
    assert r.hand("bob") == ["Canning"]


def test_safety_pin_demand_with_no_high_card_still_draws_a_6() -> None:
    r = artifacts_dogma(
        "Safety Pin",
        {"alice": {"board": PIN}, "bob": {"hand": ["Pottery", "Steamboat"]}},
        expansions=["echoes"],
        decks={7: ["Bicycle"], 6: ["Canning"]},
    )
    ok(r)
    assert r.hand("bob") == ["Pottery", "Steamboat", "Canning"]


def test_safety_pin_echo_is_shared_and_the_sharer_is_not_vulnerable() -> None:
    r = artifacts_dogma(
        "Safety Pin",
        {"alice": {"board": PIN}, "bob": {"board": {"blue": ["Pottery"]}, "hand": ["Railroad"]}},
        expansions=["echoes"],
        decks={7: ["Bicycle"]},
        echoes_decks={7: ["Jeans"]},
    )
    ok(r)
    # bob's hand holds a base card and no Echoes card: his draw is an Echoes 7 (ECHO-10)
    assert r.score("bob") == ["Jeans"]
    assert r.score("alice") == ["Bicycle"]
    assert r.hand("bob")[0] == "Railroad"


def test_safety_pin_in_a_hand_is_returned_beside_its_pile() -> None:
    r = artifacts_dogma(
        "Syncom 3",
        {"alice": {"board": {"green": ["Syncom 3"]}, "hand": ["Safety Pin"]}, "bob": {}},
        expansions=["echoes"],
    )
    ok(r)
    assert "Safety Pin" in r.relics
    assert len(r.hand("alice")) == 5


# --- Timbuktu (a city: Cities in play) -----------------------------------------------------


def test_timbuktu_has_no_effects() -> None:
    r = artifacts_dogma(
        "Timbuktu", {"alice": {"board": {"green": ["Timbuktu"]}}, "bob": {}}, expansions=["cities"]
    )
    ok(r)
    assert any("has no effects" in t for t in r.texts())
