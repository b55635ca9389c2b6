"""Scenario tests for every branch of the age 1 cards."""

from __future__ import annotations

from support import dogma


# --- Agriculture ------------------------------------------------------------
def test_agriculture_returns_and_scores_one_higher() -> None:
    r = dogma(
        "Agriculture",
        {"alice": {"board": {"yellow": ["Agriculture"]}, "hand": ["Writing"]}, "bob": {}},
        ["Writing"],
        decks={2: ["Calendar"]},
    )
    assert r.exit_code == 0, r.error
    assert r.score("alice") == ["Calendar"]
    assert r.hand("alice") == []
    assert r.deck(1)[-1] == "Writing"


def test_agriculture_may_decline() -> None:
    r = dogma(
        "Agriculture",
        {"alice": {"board": {"yellow": ["Agriculture"]}, "hand": ["Writing"]}, "bob": {}},
        ["no"],
    )
    assert r.exit_code == 0
    assert r.hand("alice") == ["Writing"] and r.score("alice") == []


def test_agriculture_empty_hand_asks_nothing() -> None:
    r = dogma("Agriculture", {"alice": {"board": {"yellow": ["Agriculture"]}}, "bob": {}})
    assert r.exit_code == 0 and r.pending is None
    assert r.score("alice") == []


def test_agriculture_pending_lists_options() -> None:
    r = dogma(
        "Agriculture",
        {"alice": {"board": {"yellow": ["Agriculture"]}, "hand": ["Writing", "Oars"]}, "bob": {}},
    )
    assert r.exit_code == 0
    assert r.pending is not None
    assert r.pending["player"] == "alice"
    assert r.pending["optional"] is True
    assert sorted(r.pending["options"]) == ["Oars", "Writing"]
