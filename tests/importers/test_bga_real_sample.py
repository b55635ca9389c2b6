"""Issue 14 on the real tracker sample (../shared/real-logs/): where its actions end, and
the actions the rules explain rather than accept (Physics' sharing bonus and its returns
in the player's order, Construction's demand on a hand of two, Measurement's hidden
draw); the turns' count of actions; ``check --achievements-to-win``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from support import REAL_LOGS
from typer.testing import CliRunner

from adjudicator.cli import app
from adjudicator.games import gizmos
from adjudicator.games.innovation.import_command import import_bga
from adjudicator.games.innovation.importers.turns import TurnCount
from adjudicator.games.innovation.records import ActionEvent, DogmaEvent, DrawEvent, Record
from adjudicator.games.innovation.replay import check_record
from adjudicator.games.innovation.replay.visible import Move, first_mismatch

REAL = REAL_LOGS
TRACKER = REAL / "bga-table815136179-tracker-gamelog.txt"
real_sample = pytest.mark.skipif(not TRACKER.is_file(), reason="../shared/real-logs is not there")
runner = CliRunner()


def _sample() -> Record:
    return import_bga(TRACKER.read_bytes(), file=TRACKER.name)


def _at_line(record: Record, line: int) -> ActionEvent:
    found = [e for e in record.events if isinstance(e, ActionEvent) and e.source_line == line]
    assert len(found) == 1, [e.source_line for e in record.events]
    return found[0]


# ----------------------------------------------------------------------------
# where the sample's actions end


@real_sample
def test_the_sharing_bonus_draw_is_part_of_the_dogma_not_a_draw_action() -> None:
    """BGA move 76 (line 2131): Physics runs over moves 76-80 (a move per decision);
    the draw after "Sharing bonus." at move 80 (line 2376) is the dogma's."""
    record = _sample()
    physics = _at_line(record, 2131)
    assert isinstance(physics, DogmaEvent) and physics.card == "Physics"
    assert [d.age for d in physics.draws] == [6, 6, 6, 6, 6, 6, 5]
    assert not any(e.source_line == 2376 for e in record.events if isinstance(e, ActionEvent))
    # Currency's bonus (move 57, line 1691) and Masonry's (move 29, line 777) too
    assert not any(
        e.source_line in (777, 1691) for e in record.events if isinstance(e, ActionEvent)
    )


@real_sample
def test_a_draw_of_a_player_with_no_action_left_is_part_of_the_dogma() -> None:
    """Printing Press is TrinaCat's second action (BGA move 36): the city she draws at
    move 37 (line 1018) comes from its splay, not from a third action."""
    record = _sample()
    printing_press = _at_line(record, 988)
    assert isinstance(printing_press, DogmaEvent)
    assert [(d.age, d.set) for d in printing_press.draws] == [(4, "cities")]
    assert not any(isinstance(e, DrawEvent) and e.source_line == 1018 for e in record.events)


@real_sample
def test_the_sample_checks_with_every_action_explained_by_the_rules() -> None:
    """No outcome is accepted: Physics (its bonus draw, its returns in the order the
    players chose), Measurement (the hidden 5 it returns is Banking), and Construction's
    demands (a hand of two given in BGA's order, a hidden draw given away named)."""
    report = check_record(_sample(), file=TRACKER.name)
    assert report.verdict == "incomplete" and report.actions_checked == 59
    assert not [n for n in report.notes if "accepted" in n]
    inferred = [n for n in report.notes if "answers inferred" in n]
    assert any("Measurement: answers inferred from the log ([Banking])" in n for n in inferred)
    assert any("Construction: answers inferred from the log ([Calendar])" in n for n in inferred)


# ----------------------------------------------------------------------------
# cards moved together


def _to_deck(name: str, owner: str = "bob") -> Move:
    return Move(name, 6, ("hand", owner), ("deck", None))


def test_cards_returned_together_fit_in_the_order_the_player_chose() -> None:
    """TERM-RETURN: the engine returns a group in its source's order; BGA's log shows
    the order the player chose."""
    log = [_to_deck("Atomic Theory"), _to_deck("Encyclopedia"), _to_deck("Machine Tools")]
    rules = [_to_deck("Atomic Theory"), _to_deck("Machine Tools"), _to_deck("Encyclopedia")]
    assert first_mismatch(log, rules) is None
    assert first_mismatch(log, [*rules[:2], _to_deck("Canning")]) == 1


def test_a_group_fits_only_between_the_same_places_and_never_onto_a_board() -> None:
    given = [
        Move("Gunpowder", 4, ("hand", "bob"), ("hand", "alice")),
        Move("Milan", 4, ("hand", "bob"), ("hand", "alice")),
    ]
    assert first_mismatch(given, given[::-1]) is None
    melded = [Move(m.card, 4, ("hand", "bob"), ("board", "bob")) for m in given]
    assert first_mismatch(melded, melded[::-1]) == 0  # the last one is on top
    elsewhere = [given[0], Move("Milan", 4, ("hand", "bob"), ("score", "bob"))]
    assert first_mismatch(elsewhere, elsewhere[::-1]) == 0


# ----------------------------------------------------------------------------
# the turns' count of actions


def test_a_player_with_no_action_left_opens_none() -> None:
    turns = TurnCount(2, "alice")
    assert turns.may_open("alice") and not turns.may_open("bob")  # SETUP-6: one action
    turns.opened("alice", surely=True)
    assert turns.may_open("bob") and not turns.may_open("alice")
    turns.opened("bob", surely=True)
    assert turns.may_open("bob") and not turns.may_open("alice")
    turns.opened("bob", surely=True)
    assert turns.may_open("alice") and not turns.may_open("bob")


def test_a_tentative_action_keeps_both_counts() -> None:
    turns = TurnCount(2, "alice")
    turns.opened("alice", surely=True)
    turns.opened("bob", surely=True)
    turns.opened("bob", surely=False)  # a draw inside bob's dogma, or his second action
    assert turns.may_open("bob") and turns.may_open("alice")


def test_in_a_game_of_four_the_first_two_players_take_one_action() -> None:
    turns = TurnCount(4, "alice")
    turns.opened("alice", surely=True)
    turns.opened("bob", surely=True)
    assert not turns.may_open("bob")  # SETUP-6
    turns.opened("carol", surely=True)
    assert turns.may_open("carol")


def test_the_whole_log_shows_a_tentative_action_was_none() -> None:
    """A draw after bob's dogma (entry 3) may be his second action; bob's next dogma
    (entry 4) shows it was not. A draw after alice's dogma (entry 6) must be her second
    action (bob acts next): it is not among those that were none."""
    turns = TurnCount(2, "alice")
    turns.opened("alice", surely=True, index=1)
    turns.opened("bob", surely=True, index=2)
    turns.opened("bob", surely=False, index=3)
    turns.opened("bob", surely=True, index=4)
    turns.opened("alice", surely=True, index=5)
    turns.opened("alice", surely=False, index=6)
    turns.opened("bob", surely=True, index=7)
    assert turns.never_actions() == frozenset({3})


def test_a_tentative_action_either_way_is_not_settled() -> None:
    turns = TurnCount(2, "alice")
    turns.opened("alice", surely=True, index=1)
    turns.opened("bob", surely=True, index=2)
    turns.opened("bob", surely=False, index=3)
    assert turns.never_actions() == frozenset()


def test_an_unknown_first_player_or_a_contradiction_decides_nothing() -> None:
    assert TurnCount(2, None).may_open("bob")
    turns = TurnCount(2, "alice")
    turns.opened("bob", surely=True)  # the log contradicts the count: unknown from here
    assert turns.may_open("alice") and turns.may_open("bob")


# ----------------------------------------------------------------------------
# check --achievements-to-win


@real_sample
def test_check_takes_the_tables_option_for_a_bga_log() -> None:
    result = runner.invoke(
        app, ["check", str(TRACKER), "--achievements-to-win", "8", "--jobs", "1"]
    )
    assert result.exit_code == 1, result.output  # incomplete
    assert "note: achievements to win: 8 (the table's option)" in result.output
    plain = runner.invoke(app, ["check", str(TRACKER), "--jobs", "1"])
    assert "achievements to win: 7 (the rules' number" in plain.output


@real_sample
def test_check_takes_the_option_for_a_record_import_wrote(tmp_path: Path) -> None:
    record = tmp_path / "table.jsonl"
    imported = runner.invoke(app, ["import", str(TRACKER), "-o", str(record)])
    assert imported.exit_code == 0, imported.output
    result = runner.invoke(
        app, ["check", str(record), "--achievements-to-win", "9", "--jobs", "1", "--json"]
    )
    (report,) = json.loads(result.stdout)
    assert "achievements to win: 9 (the table's option)" in report["notes"]


def test_check_says_the_option_does_not_apply_to_other_records(tmp_path: Path) -> None:
    logs = Path(__file__).resolve().parents[2] / "logs"
    result = runner.invoke(
        app,
        ["check", str(logs / "full-2p-seed7.json"), "--achievements-to-win", "9", "-j", "1"],
    )
    assert result.exit_code == 0, result.output
    said = " ".join(result.output.split())
    assert "--achievements-to-win 9 ignored: it applies only to BGA logs" in said
    other = tmp_path / "gizmos.json"
    other.write_bytes(gizmos.simulate_game(1))
    result = runner.invoke(
        app, ["check", str(other), "--achievements-to-win", "9", "-j", "1", "--json"]
    )
    (report,) = json.loads(result.stdout)
    assert any("ignored" in n and "gizmos record" in n for n in report["notes"])


def test_check_refuses_an_option_below_one() -> None:
    result = runner.invoke(app, ["check", "x.json", "--achievements-to-win", "0"])
    assert result.exit_code == 2
