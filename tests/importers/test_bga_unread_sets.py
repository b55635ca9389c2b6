"""A BGA log of a set whose BGA phrases the importers do not read (Echoes, Artifacts: no
sample shows how BGA writes a foreshadow, a promotion, an echo effect or a dig) is checked
up to that set's first card; the notation, which states those actions, is read whole."""

from __future__ import annotations

from pathlib import Path

from adjudicator.games.innovation.import_command import import_bga
from adjudicator.games.innovation.replay import check_record

COMPLETE = Path(__file__).parent / "fixtures" / "complete"
# a Cities game, a spectator's view: its first city is Hattusa, tucked at BGA move 14
TEXT = (COMPLETE / "sim-seed9-2p-spectator-rendered.txt").read_bytes()
SAILING = b"move 8\tlog_spectator\talice melds [1] Sailing from his hand."


def with_meld_of(card: bytes) -> bytes:
    assert TEXT.count(SAILING) == 1
    return TEXT.replace(SAILING, SAILING.replace(b"Sailing", card))


def test_an_echoes_card_in_a_bga_log_stops_the_check_there() -> None:
    record = import_bga(with_meld_of(b"Bangle"), file="echoes.txt")
    imported = record.header.imported
    assert imported and imported.unsupported and imported.unsupported.card == "Bangle"
    report = check_record(record)
    assert report.verdict == "unsupported"
    problem = report.problems[0]
    assert (problem.move, problem.card) == (8, "Bangle")
    assert "Echoes of the Past" in problem.message
    assert "BGA logs are not read yet" in problem.message


def test_an_artifact_in_a_bga_log_stops_the_check_there() -> None:
    report = check_record(import_bga(with_meld_of(b"Dancing Girl")))
    assert report.verdict == "unsupported"
    assert "Artifacts of History" in report.problems[0].message


def test_a_set_shown_only_after_the_stop_is_still_played_before_it() -> None:
    """The cities show after Bangle, yet the game is a Cities game from its first meld
    (a city drawn hidden on a new color, CITY-10): the part before the stop checks."""
    record = import_bga(with_meld_of(b"Bangle"))
    assert record.header.expansions == ["cities"]
    report = check_record(record)
    assert not any("depended on hidden cards" in note for note in report.notes)


def test_the_same_log_without_the_card_checks_whole() -> None:
    assert check_record(import_bga(TEXT)).verdict == "valid"
