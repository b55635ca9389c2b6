"""Scenario tests for every branch of the Artifacts age 6 cards, through the
scenario contract."""

from __future__ import annotations

from typing import Any

from artifacts_support import ArtifactsResult, artifacts_dogma, free_dogma
from support import asks, ok


def _dogma(card: str, color: str, alice: dict[str, Any], **kw: Any) -> ArtifactsResult:
    """alice takes a Dogma action on ``card``, on top of her ``color`` pile."""
    board = dict(alice.get("board", {}))
    board[color] = [card, *board.get(color, [])]
    players: dict[str, Any] = {"alice": {**alice, "board": board}}
    players["bob"] = kw.pop("bob", {})
    for extra in ("carol", "dave"):
        if extra in kw:
            players[extra] = kw.pop(extra)
    return artifacts_dogma(card, players, kw.pop("answers", []), **kw)


# --- Buttonwood Agreement ----------------------------------------------------------------
def test_buttonwood_asks_three_colors() -> None:
    r = _dogma("Buttonwood Agreement", "green", {})
    pending = asks(r, "alice")
    assert pending["decision"] == "color"
    assert pending["min"] == 3 and pending["max"] == 3
    assert sorted(pending["options"]) == ["blue", "green", "purple", "red", "yellow"]


def test_buttonwood_chosen_color_scores_and_splays_up() -> None:
    r = _dogma(
        "Buttonwood Agreement",
        "green",
        {"board": {"red": ["Archery", "Construction"]}, "score": ["Coal"]},
        answers=[["red", "blue", "green"]],
        decks={8: ["Flight"]},
    )
    ok(r)
    assert r.score("alice") == ["Coal", "Flight"]
    assert r.splay("alice", "red") == "up"
    assert r.hand("alice") == []


def test_buttonwood_other_color_returns_score_cards_and_unsplays() -> None:
    r = _dogma(
        "Buttonwood Agreement",
        "green",
        {
            "board": {"red": {"cards": ["Archery", "Construction"], "splay": "right"}},
            "score": ["Coal", "Writing", "Gunpowder"],
        },
        answers=[["yellow", "blue", "green"]],
        decks={8: ["Flight"]},
    )
    ok(r)
    assert r.hand("alice") == ["Flight"]  # revealed, kept
    assert r.score("alice") == ["Writing"]
    assert r.deck(5)[-1] == "Coal" and r.deck(4)[-1] == "Gunpowder"
    assert r.splay("alice", "red") == "none"


# --- Frigate Constitution ----------------------------------------------------------------
def _frigate(bob: dict[str, Any], answers: list[Any], **kw: Any) -> ArtifactsResult:
    return _dogma("Frigate Constitution", "red", {}, bob=bob, answers=answers, **kw)


def test_frigate_compels_a_reveal_and_returns_the_matching_color() -> None:
    bob = {
        "board": {"red": ["Coal"], "yellow": ["Machinery", "Agriculture"]},
        "hand": ["Canning", "Writing"],
    }
    pending = asks(_frigate(bob, []), "bob")
    assert pending["options"] == ["Canning", "Writing"]
    r = _frigate(bob, ["Canning"])
    ok(r)
    assert "ART-16" in r.rules()
    assert r.hand("bob") == ["Writing"]
    assert r.pile("bob", "yellow") == []
    assert r.deck(6)[-1] == "Canning"
    assert r.deck(3)[-1] == "Machinery" and r.deck(1)[-1] == "Agriculture"


def test_frigate_revealed_value_not_matching_returns_nothing() -> None:
    bob = {"board": {"red": ["Coal"], "blue": ["Writing"]}, "hand": ["Tools"]}
    r = _frigate(bob, [])  # one card: revealed without a decision
    ok(r)
    assert "bob reveals Tools (blue, age 1)" in " ".join(r.texts())
    assert r.hand("bob") == ["Tools"]
    assert r.pile("bob", "blue") == ["Writing"]


def test_frigate_matches_any_of_my_top_cards() -> None:
    r = _dogma(
        "Frigate Constitution",
        "red",
        {"board": {"blue": ["Writing"]}},
        bob={"board": {"red": ["Coal"], "blue": ["Tools"]}, "hand": ["Pottery"]},
    )
    ok(r)
    assert r.hand("bob") == [] and r.pile("bob", "blue") == []
    assert r.deck(1)[-2:] == ["Pottery", "Tools"]


def test_frigate_with_an_empty_hand_does_nothing() -> None:
    r = _frigate({"board": {"red": ["Coal"], "blue": ["Writing"]}}, [])
    ok(r)
    assert r.pile("bob", "blue") == ["Writing"]


def test_frigate_does_not_compel_a_player_with_fewer_factories() -> None:
    r = _frigate({"board": {"red": ["Gunpowder"]}, "hand": ["Calendar"]}, [])
    ok(r)
    assert "ART-16" not in r.rules()
    assert r.hand("bob") == ["Calendar"]


def test_frigate_free_dogma_counts_the_displayed_artifact() -> None:
    # alice has no factory on her board, 3 with the display: bob's 2 are fewer
    r = free_dogma(
        "alice",
        {"alice": {"board": {"blue": ["Writing"]}}, "bob": {"board": {"red": ["Gunpowder"]}}},
        displays={"alice": ["Frigate Constitution"]},
    )
    ok(r)
    assert "ART-16" not in r.rules()
    assert r.display("alice") == []
    assert r.artifacts_deck(6)[-1] == "Frigate Constitution"


def test_frigate_free_dogma_compels_a_player_with_as_many() -> None:
    r = free_dogma(
        "alice",
        {
            "alice": {"board": {"blue": ["Writing"]}},
            "bob": {"board": {"red": ["Coal"]}, "hand": ["Tools"]},
        },
        displays={"alice": ["Frigate Constitution"]},
    )
    ok(r)
    assert "ART-16" in r.rules()
    assert r.hand("bob") == [] and r.deck(1)[-1] == "Tools"


# --- Kilogram of the Archives ------------------------------------------------------------
def test_kilogram_two_cards_summing_to_ten_draw_and_score_a_10() -> None:
    r = _dogma("Kilogram of the Archives", "blue", {"hand": ["Reformation"]}, decks={10: ["A.I."]})
    ok(r)
    assert r.deck(4)[-1] == "Reformation"
    assert r.artifacts_deck(6)[-1] == "Kilogram of the Archives"
    assert r.score("alice") == ["A.I."]


def test_kilogram_asks_the_top_card_and_misses_ten() -> None:
    alice = {"hand": ["Writing"], "board": {"red": ["Coal"]}}
    pending = asks(_dogma("Kilogram of the Archives", "blue", alice), "alice")
    assert pending["options"] == ["Coal", "Kilogram of the Archives"]
    r = _dogma("Kilogram of the Archives", "blue", alice, answers=["Coal"])
    ok(r)
    assert r.score("alice") == [] and r.pile("alice", "red") == []
    assert r.deck(1)[-1] == "Writing" and r.deck(5)[-1] == "Coal"


def test_kilogram_one_returned_card_of_value_ten_draws_nothing() -> None:
    r = _dogma(
        "Kilogram of the Archives", "blue", {"board": {"purple": ["A.I."]}}, answers=["A.I."]
    )
    ok(r)
    assert r.deck(10)[-1] == "A.I."
    assert r.score("alice") == []


# --- Marcha Real --------------------------------------------------------------------------
def test_marcha_real_same_value_and_color_draws_and_claims() -> None:
    alice = {"hand": ["Agriculture", "Domestication", "Writing"]}
    pending = asks(_dogma("Marcha Real", "purple", alice), "alice")
    assert pending["min"] == 2 and pending["max"] == 2
    r = _dogma(
        "Marcha Real",
        "purple",
        alice,
        answers=[["Agriculture", "Domestication"], 2],
        decks={2: ["Calendar"]},
        achievements=["Oars", "Monotheism"],
    )
    ok(r)
    assert r.hand("alice") == ["Writing", "Calendar"]
    assert r.deck(1)[-2:] == ["Agriculture", "Domestication"]
    assert r.achievements("alice") == ["Monotheism"]
    assert "Oars" in r.available and "Monotheism" not in r.available


def test_marcha_real_asks_the_value_of_the_achievement() -> None:
    r = _dogma(
        "Marcha Real",
        "purple",
        {"hand": ["Agriculture", "Masonry"]},
        achievements=["Oars", "Monotheism"],
    )
    pending = asks(r, "alice")
    assert pending["decision"] == "value" and pending["options"] == [1, 2]


def test_marcha_real_same_value_other_color_only_draws() -> None:
    r = _dogma(
        "Marcha Real",
        "purple",
        {"hand": ["Agriculture", "Writing"]},
        decks={2: ["Calendar"]},
        achievements=["Oars"],
    )
    ok(r)
    assert r.hand("alice") == ["Calendar"]
    assert r.achievements("alice") == []


def test_marcha_real_same_color_other_value_only_claims() -> None:
    r = _dogma(
        "Marcha Real",
        "purple",
        {"hand": ["Agriculture", "Canning"]},
        achievements=["Monotheism"],
    )
    ok(r)
    assert r.hand("alice") == []
    assert r.achievements("alice") == ["Monotheism"]


def test_marcha_real_neither_and_one_card() -> None:
    r = _dogma(
        "Marcha Real", "purple", {"hand": ["Agriculture", "Calendar"]}, achievements=["Oars"]
    )
    ok(r)
    assert r.hand("alice") == [] and r.achievements("alice") == []
    r = _dogma("Marcha Real", "purple", {"hand": ["Agriculture"]}, achievements=["Oars"])
    ok(r)
    assert r.deck(1)[-1] == "Agriculture" and r.achievements("alice") == []


def test_marcha_real_claim_with_no_achievement_available() -> None:
    r = _dogma("Marcha Real", "purple", {"hand": ["Agriculture", "Canning"]}, achievements=[])
    ok(r)
    assert r.achievements("alice") == []


# --- Moonlight Sonata ---------------------------------------------------------------------
def test_moonlight_sonata_asks_among_the_highest_colors() -> None:
    alice = {"board": {"yellow": ["Canning", "Agriculture"], "red": ["Archery"]}}
    pending = asks(_dogma("Moonlight Sonata", "purple", alice), "alice")
    assert pending["decision"] == "color"
    assert sorted(pending["options"]) == ["purple", "yellow"]
    r = _dogma("Moonlight Sonata", "purple", alice, answers=["yellow"], achievements=["Oars"])
    ok(r)
    assert r.pile("alice", "yellow") == ["Agriculture", "Canning"]
    assert r.achievements("alice") == ["Oars"]


def test_moonlight_sonata_single_highest_color_and_no_achievement() -> None:
    r = _dogma(
        "Moonlight Sonata",
        "purple",
        {"board": {"purple": ["Mysticism"], "red": ["Archery"]}},
        achievements=[],
    )
    ok(r)
    assert r.pile("alice", "purple") == ["Mysticism", "Moonlight Sonata"]
    assert r.achievements("alice") == []


def test_moonlight_sonata_a_one_card_pile_melds_its_own_card() -> None:
    r = _dogma("Moonlight Sonata", "purple", {}, achievements=["Oars", "Monotheism"], answers=[1])
    ok(r)
    assert r.pile("alice", "purple") == ["Moonlight Sonata"]
    assert r.achievements("alice") == ["Oars"]


# --- Pride and Prejudice -----------------------------------------------------------------
FIVE = {
    "red": {"cards": ["Archery", "Oars"], "splay": "right"},
    "green": ["Sailing"],
    "blue": ["Writing"],
    "purple": ["Mysticism"],
}


def test_pride_and_prejudice_scores_and_repeats_while_fewest() -> None:
    r = _dogma(
        "Pride and Prejudice",
        "yellow",
        {"board": FIVE},
        decks={6: ["Atomic Theory", "Classification", "Industrialization"]},
    )
    ok(r)
    # blue 1 visible (tied fewest), green 1 (tied), red 3 splayed: not fewest
    assert r.score("alice") == ["Atomic Theory", "Classification"]
    assert r.pile("alice", "red") == ["Industrialization", "Archery", "Oars"]


def test_pride_and_prejudice_an_empty_color_has_fewer() -> None:
    r = _dogma("Pride and Prejudice", "yellow", {}, decks={6: ["Atomic Theory"]})
    ok(r)
    assert r.pile("alice", "blue") == ["Atomic Theory"]
    assert r.score("alice") == []


# --- Puffing Billy -------------------------------------------------------------------------
def test_puffing_billy_counts_the_most_icons_of_one_kind_and_splays_right() -> None:
    alice = {"hand": ["Archery"], "board": {"red": ["Industrialization", "Gunpowder"]}}
    r = _dogma("Puffing Billy", "blue", alice, decks={2: ["Calendar"]})
    ok(r)
    assert r.deck(1)[-1] == "Archery"
    assert r.hand("alice") == ["Calendar"]  # 2 factories visible on Industrialization
    assert r.splay("alice", "red") == "right"


def test_puffing_billy_counts_splayed_icons() -> None:
    alice = {
        "hand": ["Archery", "Writing"],
        "board": {"red": {"cards": ["Industrialization", "Gunpowder", "Coal"], "splay": "right"}},
    }
    assert asks(_dogma("Puffing Billy", "blue", alice), "alice")["options"] == [
        "Archery",
        "Writing",
    ]
    r = _dogma("Puffing Billy", "blue", alice, answers=["Archery"], decks={5: ["Astronomy"]})
    ok(r)
    assert r.hand("alice") == ["Writing", "Astronomy"]  # 2 + 1 + 2 factories


def test_puffing_billy_color_missing_draws_a_1() -> None:
    r = _dogma("Puffing Billy", "blue", {"hand": ["Archery"]}, decks={1: ["Oars"]})
    ok(r)
    assert r.hand("alice") == ["Oars"]


def test_puffing_billy_with_an_empty_hand_does_nothing() -> None:
    r = _dogma("Puffing Billy", "blue", {"board": {"red": ["Coal", "Archery"]}})
    ok(r)
    assert r.hand("alice") == [] and r.splay("alice", "red") == "none"


# --- Stamp Act ---------------------------------------------------------------------------
def _stamp(bob: dict[str, Any], answers: list[Any]) -> ArtifactsResult:
    return _dogma("Stamp Act", "yellow", {}, bob=bob, answers=answers)


def test_stamp_act_transfers_then_returns() -> None:
    bob = {
        "board": {"yellow": ["Perspective"], "green": ["Mapmaking"]},
        "score": ["Enterprise", "Calendar", "Monotheism"],
    }
    pending = asks(_stamp(bob, []), "bob")
    assert pending["options"] == ["Calendar", "Monotheism"]
    r = _stamp(bob, ["Monotheism"])
    ok(r)
    assert r.score("alice") == ["Enterprise"]
    assert r.score("bob") == ["Calendar"]
    assert r.deck(2)[-1] == "Monotheism"


def test_stamp_act_no_top_green_returns_nothing() -> None:
    bob = {"board": {"yellow": ["Perspective"]}, "score": ["Enterprise", "Calendar"]}
    r = _stamp(bob, [])
    ok(r)
    assert r.score("alice") == ["Enterprise"] and r.score("bob") == ["Calendar"]


def test_stamp_act_no_card_of_the_yellow_value_stops() -> None:
    bob = {
        "board": {"blue": ["Writing"], "green": ["Mapmaking"]},
        "score": ["Calendar", "Enterprise"],
    }
    r = _stamp(bob, [])
    ok(r)
    assert r.score("alice") == [] and r.score("bob") == ["Calendar", "Enterprise"]


def test_stamp_act_does_not_compel_fewer_lightbulbs() -> None:
    r = _stamp({"board": {"yellow": ["Agriculture"]}, "score": ["Oars"]}, [])
    ok(r)
    assert r.score("bob") == ["Oars"]


# --- The Wealth of Nations ----------------------------------------------------------------
def test_wealth_of_nations_rounds_up() -> None:
    r = _dogma(
        "The Wealth of Nations",
        "green",
        {"score": ["Coal"]},
        decks={1: ["Agriculture"], 2: ["Calendar"]},
    )
    ok(r)
    assert r.score("alice") == ["Coal", "Agriculture", "Calendar"]  # 6 / 5 -> 2


def test_wealth_of_nations_exact_multiple() -> None:
    r = _dogma(
        "The Wealth of Nations",
        "green",
        {"score": ["Enterprise"]},
        decks={1: ["Agriculture", "Archery"]},
    )
    ok(r)
    assert r.score("alice") == ["Enterprise", "Agriculture", "Archery"]  # 5 / 5 -> 1


# --- U.S. Declaration of Independence ----------------------------------------------------
def _declaration(bob: dict[str, Any], answers: list[Any], **kw: Any) -> ArtifactsResult:
    return _dogma("U.S. Declaration of Independence", "red", {}, bob=bob, answers=answers, **kw)


BOB_DECL = {
    "board": {"purple": ["Enterprise"], "red": ["Coal"], "yellow": ["Canning"]},
    "hand": ["Writing", "Calendar"],
    "score": ["Optics", "Mathematics"],
}


def test_declaration_transfers_the_three_highest() -> None:
    r = _declaration(BOB_DECL, [])
    ok(r)
    assert r.hand("alice") == ["Calendar"] and r.hand("bob") == ["Writing"]
    assert r.score("alice") == ["Optics"] and r.score("bob") == ["Mathematics"]
    assert r.pile("alice", "yellow") == ["Canning"] and r.pile("bob", "yellow") == []
    assert r.pile("bob", "red") == ["Coal"]


def test_declaration_ties_are_chosen_by_the_compelled_player() -> None:
    bob = {**BOB_DECL, "hand": ["Writing", "Tools"], "score": []}
    pending = asks(_declaration(bob, []), "bob")
    assert pending["rule"] == "DOGMA-9" and pending["options"] == ["Writing", "Tools"]
    r = _declaration(bob, ["Tools"])
    ok(r)
    assert r.hand("alice") == ["Tools"]


def test_declaration_team_partner_is_never_compelled() -> None:
    r = _declaration(
        {"board": {"purple": ["Enterprise"]}, "hand": ["Writing"]},
        [],
        carol={"board": {"blue": ["Translation"]}, "hand": ["Calendar"]},
        dave={"hand": ["Tools"]},
        teams=[["alice", "carol"], ["bob", "dave"]],
    )
    ok(r)
    assert r.hand("alice") == ["Writing"]
    assert r.hand("carol") == ["Calendar"] and r.hand("dave") == ["Tools"]


def test_declaration_no_compelled_player() -> None:
    r = _declaration({"board": {"red": ["Archery"]}, "hand": ["Writing"]}, [])
    ok(r)
    assert r.hand("bob") == ["Writing"]
