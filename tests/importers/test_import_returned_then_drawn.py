"""A card that leaves a hand the viewer did not see and is drawn, named, later in the same
action: Cities seed 268, bob's tracker export, Measurement shared by alice ("reveal and
return a card from your hand", Railroad, which she drew unseen before) and bob's sharing
bonus draws Railroad back off the bottom of the emptied 7 pile (DOGMA-6). What the action
shows of alice's hand before the rules run must count the return: the draw comes after it
(replay.hidden.identify_from_event)."""

from __future__ import annotations

import json

from bga_writer import bga_tracker

from adjudicator.games.innovation.import_command import import_bga
from adjudicator.games.innovation.replay import check_record
from adjudicator.games.innovation.simulate import simulate_game

GAME, _ = simulate_game(3, seed=268, expansions=("cities",))
EXPORT = bga_tracker(GAME, "bob")


def _railroad_moves() -> list[tuple[str, str, str | None, str | None]]:
    log = json.loads(EXPORT)["log"]
    return [
        (e["source"], e["dest"], e["source_owner"], e["dest_owner"])
        for e in log
        if e.get("card_name") == "Railroad" and e["move"] == 85
    ]


def test_the_export_returns_railroad_then_draws_it_in_one_action() -> None:
    assert _railroad_moves() == [
        ("hand", "revealed", "alice", "alice"),
        ("revealed", "deck", "alice", None),
        ("deck", "hand", None, "bob"),
    ]


def test_a_card_returned_from_a_hidden_hand_then_drawn_checks_valid() -> None:
    report = check_record(import_bga(EXPORT, file="g268.json"))
    assert report.verdict == "valid", report.problems[:1]
    assert report.winners == GAME.state.winners
