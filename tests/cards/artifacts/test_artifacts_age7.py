"""Scenario tests for every branch of the Artifacts age 7 cards, through the
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


# --- Colt Paterson Revolver --------------------------------------------------------------
def _colt(bob: dict[str, Any], draw: str) -> ArtifactsResult:
    return _dogma("Colt Paterson Revolver", "yellow", {}, bob=bob, decks={7: [draw]})


def test_colt_matching_color_returns_hand_and_score() -> None:
    bob = {"board": {"red": ["Coal"]}, "hand": ["Writing", "Archery"], "score": ["Optics"]}
    r = _colt(bob, "Evolution")
    ok(r)
    assert "ART-16" in r.rules()
    text = " ".join(r.texts())
    assert "bob reveals Writing" in text and "bob reveals Archery" in text
    assert r.hand("bob") == [] and r.score("bob") == []
    assert r.deck(7)[-1] == "Evolution" and r.deck(3)[-1] == "Optics"


def test_colt_no_matching_color_keeps_everything() -> None:
    bob = {"board": {"red": ["Coal"]}, "hand": ["Writing", "Archery"], "score": ["Optics"]}
    r = _colt(bob, "Lighting")
    ok(r)
    assert r.hand("bob") == ["Writing", "Archery", "Lighting"] and r.score("bob") == ["Optics"]


def test_colt_empty_hand_the_drawn_card_alone_matches_nothing() -> None:
    r = _colt({"board": {"red": ["Coal"]}, "score": ["Optics"]}, "Evolution")
    ok(r)
    assert r.hand("bob") == ["Evolution"] and r.score("bob") == ["Optics"]


def test_colt_does_not_compel_fewer_factories() -> None:
    r = _colt({"hand": ["Writing"], "score": ["Optics"]}, "Evolution")
    ok(r)
    assert r.hand("bob") == ["Writing"] and r.deck(7)[0] == "Evolution"


# --- Corvette Challenger -----------------------------------------------------------------
def test_corvette_splays_up_and_counts_visible_cards() -> None:
    r = _dogma(
        "Corvette Challenger",
        "blue",
        {"board": {"red": ["Archery", "Oars"]}},
        decks={8: ["Flight"], 3: ["Optics"]},
    )
    ok(r)
    assert r.pile("alice", "red") == ["Archery", "Oars", "Flight"]
    assert r.splay("alice", "red") == "up"
    assert r.score("alice") == ["Optics"]


def test_corvette_a_new_pile_shows_one_card() -> None:
    r = _dogma("Corvette Challenger", "blue", {}, decks={8: ["Flight"], 1: ["Oars"]})
    ok(r)
    assert r.pile("alice", "red") == ["Flight"] and r.splay("alice", "red") == "none"
    assert r.score("alice") == ["Oars"]


# --- Hansen Writing Ball -----------------------------------------------------------------
def test_hansen_compel_draws_four_melds_blue_and_transfers_the_hand() -> None:
    r = _dogma(
        "Hansen Writing Ball",
        "green",
        {},
        bob={"board": {"blue": ["Quantum Theory"]}},
        decks={7: ["Evolution", "Explosives", "Sanitation", "Combustion", "Lighting", "Bicycle"]},
    )
    ok(r)
    assert "ART-16" in r.rules()
    assert r.pile("bob", "blue") == ["Evolution", "Quantum Theory"]
    # then bob shares the second effect (Lighting has a clock), then alice (Bicycle)
    assert r.hand("bob") == ["Lighting"]
    assert r.hand("alice")[:4] == ["Explosives", "Sanitation", "Combustion", "Bicycle"]


def test_hansen_compel_asks_among_blue_cards_and_melds_none_without() -> None:
    bob = {"board": {"blue": ["Quantum Theory"]}, "hand": ["Writing"]}
    decks = {7: ["Evolution", "Explosives", "Sanitation", "Combustion", "Lighting", "Bicycle"]}
    pending = asks(_dogma("Hansen Writing Ball", "green", {}, bob=bob, decks=decks), "bob")
    assert pending["options"] == ["Writing", "Evolution"]
    r = _dogma("Hansen Writing Ball", "green", {}, bob=bob, decks=decks, answers=["Writing"])
    ok(r)
    assert r.pile("bob", "blue") == ["Writing", "Quantum Theory"]
    assert r.hand("alice")[:4] == ["Evolution", "Explosives", "Sanitation", "Combustion"]
    bob = {"board": {"blue": ["Quantum Theory"]}}
    decks = {7: ["Railroad", "Explosives", "Sanitation", "Combustion", "Lighting", "Bicycle"]}
    r = _dogma("Hansen Writing Ball", "green", {}, bob=bob, decks=decks)
    ok(r)
    assert r.pile("bob", "blue") == ["Quantum Theory"]
    assert r.hand("alice")[:4] == ["Railroad", "Explosives", "Sanitation", "Combustion"]


def test_hansen_tucks_while_no_clock_and_repeats() -> None:
    r = _dogma(
        "Hansen Writing Ball",
        "green",
        {},
        decks={7: ["Explosives", "Refrigeration", "Bicycle"]},
    )
    ok(r)
    assert "ART-16" not in r.rules()
    assert r.pile("alice", "red") == ["Explosives"]
    assert r.pile("alice", "yellow") == ["Refrigeration"]
    assert r.hand("alice") == ["Bicycle"]


# --- International Prototype Metre Bar ----------------------------------------------------
def test_metre_bar_asks_a_value_from_one_to_ten() -> None:
    pending = asks(_dogma("International Prototype Metre Bar", "green", {}), "alice")
    assert pending["decision"] == "value" and pending["options"] == list(range(1, 11))


def test_metre_bar_wins_when_visible_cards_equal_the_value() -> None:
    r = _dogma(
        "International Prototype Metre Bar",
        "green",
        {"board": {"blue": ["Writing"]}},
        answers=[2],
        decks={2: ["Calendar"]},
    )
    assert r.exit_code == 0 and r.winner == ["alice"]
    assert r.splay("alice", "blue") == "up"


def test_metre_bar_otherwise_returns_the_melded_card() -> None:
    r = _dogma(
        "International Prototype Metre Bar",
        "green",
        {"board": {"red": ["Archery"]}},
        answers=[3],
        decks={3: ["Optics"]},
    )
    ok(r)
    assert r.winner is None or r.winner == []
    assert r.pile("alice", "red") == ["Archery"] and r.deck(3)[-1] == "Optics"


# --- Jedlik's Electromagnetic Self-Rotor --------------------------------------------------
def test_jedlik_claims_an_available_8() -> None:
    r = _dogma(
        "Jedlik's Electromagnetic Self-Rotor",
        "red",
        {},
        decks={8: ["Flight", "Mobility"]},
        achievements=["Oars", "Antibiotics"],
    )
    ok(r)
    assert r.score("alice") == ["Flight"]
    assert r.pile("alice", "red") == ["Mobility", "Jedlik's Electromagnetic Self-Rotor"]
    assert r.achievements("alice") == ["Antibiotics"]


def test_jedlik_no_8_available_claims_nothing() -> None:
    r = _dogma(
        "Jedlik's Electromagnetic Self-Rotor",
        "red",
        {},
        decks={8: ["Flight", "Mobility"]},
        achievements=["Oars"],
    )
    ok(r)
    assert r.achievements("alice") == [] and "Oars" in r.available


# --- Periodic Table -----------------------------------------------------------------------
def test_periodic_table_one_pair_repeats_while_melding_over_a_chosen_card() -> None:
    r = _dogma(
        "Periodic Table",
        "blue",
        {"board": {"red": ["Combustion"], "yellow": ["Antibiotics"]}},
        decks={8: ["Mobility"], 9: ["Fission"]},
    )
    ok(r)
    # 7s: Mobility over Combustion; 8s: Fission over Mobility; then no pair
    assert r.pile("alice", "red") == ["Fission", "Mobility", "Combustion"]


def test_periodic_table_melding_elsewhere_stops() -> None:
    r = _dogma(
        "Periodic Table",
        "blue",
        {"board": {"red": ["Combustion"]}},
        decks={8: ["Antibiotics"]},
    )
    ok(r)
    assert r.pile("alice", "yellow") == ["Antibiotics"]
    assert r.pile("alice", "red") == ["Combustion"]


def test_periodic_table_asks_two_of_the_same_value() -> None:
    alice = {"board": {"red": ["Combustion"], "yellow": ["Canning"], "green": ["Metric System"]}}
    pending = asks(_dogma("Periodic Table", "blue", alice), "alice")
    assert pending["min"] == 2 and pending["max"] == 2
    assert pending["options"] == ["Combustion", "Canning", "Metric System", "Periodic Table"]
    bad = _dogma("Periodic Table", "blue", alice, answers=[["Canning", "Combustion"]])
    assert bad.exit_code == 1
    r = _dogma(
        "Periodic Table",
        "blue",
        alice,
        answers=[["Canning", "Metric System"]],
        decks={7: ["Lighting"]},
    )
    ok(r)
    assert r.pile("alice", "purple") == ["Lighting"]


def test_periodic_table_no_pair_does_nothing() -> None:
    r = _dogma("Periodic Table", "blue", {"board": {"red": ["Archery"]}})
    ok(r)
    assert r.hand("alice") == [] and r.pile("alice", "red") == ["Archery"]


# --- Roundhay Garden Scene ----------------------------------------------------------------
def test_roundhay_melds_highest_scores_two_and_executes_it() -> None:
    r = _dogma(
        "Roundhay Garden Scene",
        "purple",
        {"score": ["Writing"]},
        decks={1: ["Agriculture", "Archery"], 2: ["Calendar"]},
    )
    ok(r)
    assert r.pile("alice", "blue") == ["Writing"]
    assert r.score("alice") == ["Agriculture", "Archery"]
    assert r.hand("alice") == ["Calendar"]


def test_roundhay_tie_is_chosen_by_the_owner() -> None:
    alice = {"score": ["Writing", "Metalworking"]}
    pending = asks(_dogma("Roundhay Garden Scene", "purple", alice), "alice")
    assert pending["rule"] == "DOGMA-9"
    assert pending["options"] == ["Writing", "Metalworking"]


def test_roundhay_demand_goes_to_opponents_with_fewer_leaves() -> None:
    # Archery's demand, as if on Roundhay: bob has more castles than alice but no leaf
    r = _dogma(
        "Roundhay Garden Scene",
        "purple",
        {"score": ["Archery"]},
        bob={"board": {"yellow": ["Masonry"]}},
        decks={1: ["Agriculture", "Oars", "Clothing"]},
    )
    ok(r)
    assert r.score("alice") == ["Agriculture", "Oars"]
    assert r.hand("alice") == ["Clothing"] and r.hand("bob") == []


def test_roundhay_compel_goes_to_opponents_with_as_many_leaves() -> None:
    r = _dogma(
        "Roundhay Garden Scene",
        "purple",
        {"score": ["Battleship Bismarck"]},
        bob={"board": {"yellow": ["Agriculture"], "blue": ["Writing"]}},
        decks={8: ["Flight", "Mobility", "Quantum Theory"]},
    )
    ok(r)
    assert r.score("alice") == ["Flight", "Mobility"]
    assert r.hand("bob") == ["Quantum Theory"] and r.pile("bob", "blue") == []


def test_roundhay_a_card_without_effects_executes_nothing() -> None:
    r = _dogma(
        "Roundhay Garden Scene",
        "purple",
        {"score": ["Battleship Yamato"]},
        decks={8: ["Flight", "Mobility"]},
    )
    ok(r)
    assert r.pile("alice", "red") == ["Battleship Yamato"]
    assert r.score("alice") == ["Flight", "Mobility"]


def test_roundhay_empty_score_pile_does_nothing() -> None:
    r = _dogma("Roundhay Garden Scene", "purple", {})
    ok(r)
    assert r.score("alice") == [] and r.hand("alice") == []


# --- Singer Model 27 ----------------------------------------------------------------------
def test_singer_tucks_splays_up_and_tucks_score_cards_of_the_color() -> None:
    r = _dogma(
        "Singer Model 27",
        "yellow",
        {"hand": ["Archery"], "board": {"red": ["Oars"]}, "score": ["Construction", "Writing"]},
    )
    ok(r)
    assert r.pile("alice", "red") == ["Oars", "Archery", "Construction"]
    assert r.splay("alice", "red") == "up"
    assert r.score("alice") == ["Writing"]


def test_singer_new_pile_is_not_splayed() -> None:
    alice = {"hand": ["Archery", "Writing"], "score": ["Construction"]}
    assert asks(_dogma("Singer Model 27", "yellow", alice), "alice")["options"] == [
        "Archery",
        "Writing",
    ]
    r = _dogma("Singer Model 27", "yellow", alice, answers=["Archery"])
    ok(r)
    assert r.pile("alice", "red") == ["Archery", "Construction"]
    assert r.splay("alice", "red") == "none"


def test_singer_empty_hand_does_nothing() -> None:
    r = _dogma("Singer Model 27", "yellow", {"board": {"red": ["Oars"]}, "score": ["Construction"]})
    ok(r)
    assert r.score("alice") == ["Construction"]


# --- Submarine H. L. Hunley ---------------------------------------------------------------
def test_hunley_bottom_1_returns_the_whole_color() -> None:
    r = _dogma(
        "Submarine H. L. Hunley",
        "red",
        {},
        bob={"board": {"red": ["Coal", "Archery"]}},
        decks={7: ["Combustion"]},
    )
    ok(r)
    assert "bob reveals Archery" in " ".join(r.texts())
    assert r.pile("bob", "red") == []
    assert r.deck(7)[-1] == "Combustion" and r.deck(1)[-1] == "Archery"


def test_hunley_bottom_not_1_returns_nothing() -> None:
    r = _dogma(
        "Submarine H. L. Hunley",
        "red",
        {},
        bob={"board": {"red": ["Coal"]}},
        decks={7: ["Combustion"]},
    )
    ok(r)
    assert r.pile("bob", "red") == ["Combustion", "Coal"]


def test_hunley_melded_card_alone_is_its_own_bottom() -> None:
    r = _dogma(
        "Submarine H. L. Hunley",
        "red",
        {},
        bob={"board": {"red": ["Coal"]}},
        decks={7: ["Lighting"]},
    )
    ok(r)
    assert r.pile("bob", "purple") == ["Lighting"]


def test_hunley_no_compelled_player() -> None:
    r = _dogma("Submarine H. L. Hunley", "red", {}, decks={7: ["Combustion"]})
    ok(r)
    assert r.pile("bob", "red") == [] and r.deck(7)[0] == "Combustion"


def test_hunley_free_dogma_counts_the_display() -> None:
    # alice 0 factories on her board, 3 with the display: bob's 2 are fewer
    r = free_dogma(
        "alice",
        {"alice": {}, "bob": {"board": {"red": ["Gunpowder"]}}},
        displays={"alice": ["Submarine H. L. Hunley"]},
        decks={7: ["Combustion"]},
    )
    ok(r)
    assert r.pile("bob", "red") == ["Gunpowder"]
    assert r.artifacts_deck(7)[-1] == "Submarine H. L. Hunley"


# --- The Communist Manifesto -------------------------------------------------------------
def test_manifesto_transfers_a_drawn_card_to_each_board_and_executes_mine() -> None:
    alice = {"hand": ["Writing"]}
    decks = {7: ["Refrigeration", "Lighting"]}
    pending = asks(_dogma("The Communist Manifesto", "purple", alice, decks=decks), "alice")
    assert pending["options"] == ["Refrigeration", "Lighting"]
    r = _dogma(
        "The Communist Manifesto",
        "purple",
        alice,
        bob={"hand": ["Tools", "Pottery"]},
        decks=decks,
        answers=["Refrigeration", "Writing"],
    )
    ok(r)
    assert r.pile("alice", "yellow") == ["Refrigeration"]
    assert r.pile("bob", "purple") == ["Lighting"]
    # Refrigeration's demand is not executed; its "you may score" is
    assert r.hand("bob") == ["Tools", "Pottery"]
    assert r.score("alice") == ["Writing"]


def test_manifesto_three_players_assigns_each() -> None:
    r = _dogma(
        "The Communist Manifesto",
        "purple",
        {},
        carol={},
        decks={7: ["Sanitation", "Lighting", "Bicycle"]},
        answers=["Sanitation", "Bicycle"],
    )
    ok(r)
    assert r.pile("alice", "yellow") == ["Sanitation"]
    assert r.pile("bob", "green") == ["Bicycle"]
    assert r.pile("carol", "purple") == ["Lighting"]
