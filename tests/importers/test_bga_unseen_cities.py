"""A Cities of Destiny game whose log names no city: BGA's text does not show a hidden
card's back, so a spectator may never see a city the players drew (CITY-1, CITY-10).
As the log reads it is a base game, where the supply runs out too soon; the check tries
it as a Cities game too (replay.table.with_unseen_cities) and notes it."""

from __future__ import annotations

from bga_writer import SPECTATOR, bga_packets, bga_text

from adjudicator.games.innovation.import_command import import_bga
from adjudicator.games.innovation.replay import check_record
from adjudicator.games.innovation.replay.table import with_unseen_cities
from adjudicator.games.innovation.simulate import simulate_game

# seed 255, two players: every city drawn stays in a hand or is returned unseen
GAME, _ = simulate_game(2, seed=255, expansions=("cities",))


def test_a_cities_game_whose_log_names_no_city_checks_as_one() -> None:
    record = import_bga(bga_text(GAME, SPECTATOR), file="g.txt")
    assert not record.header.expansions  # nothing in the log shows the set
    report = check_record(record)
    assert report.verdict == "valid", report.problems[:1]
    assert report.winners == GAME.state.winners == ["alice"]
    (note,) = [n for n in report.notes if "Cities of Destiny" in n]
    assert note.startswith("checked as a Cities of Destiny game (every city it drew stayed")
    assert "as it reads the check is contradiction (Enterprise is not in its supply" in note


def test_a_log_that_shows_a_hidden_cards_back_is_not_read_so() -> None:
    """BGA's packets give a hidden card's set: no city among them is no Cities game."""
    record = import_bga(bga_packets(GAME, SPECTATOR), file="g.json")
    assert record.header.expansions == ["cities"]  # the backs show it as it reads
    assert with_unseen_cities(record) is None
    text = import_bga(bga_text(GAME, SPECTATOR), file="g.txt")
    assert with_unseen_cities(text) is not None
