"""Issue 14: every real BGA sample (all with Cities of Destiny) checks without a problem
up to its last entry: each action of the log is checked, and a game cut before its end
is valid or incomplete at its last action only."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from support import REAL_LOGS
from typer.testing import CliRunner

from adjudicator.cli import app
from adjudicator.games.innovation.reading import load_record_or_log
from adjudicator.games.innovation.records import ActionEvent
from adjudicator.games.innovation.replay import Replay

REAL = REAL_LOGS
SAMPLES = sorted(REAL.glob("bga-*.txt")) if REAL.is_dir() else []

pytestmark = pytest.mark.skipif(not SAMPLES, reason="../shared/real-logs is not there")


@pytest.mark.parametrize("path", SAMPLES, ids=[p.name for p in SAMPLES])
def test_every_action_of_a_sample_is_checked(path: Path) -> None:
    record = load_record_or_log(path.read_bytes(), filename=path.name)
    replay = Replay(record, False, path.name)
    report = replay.run()
    actions = [e for e in replay.events if isinstance(e, ActionEvent)]
    assert report.verdict in ("valid", "incomplete"), report.problems
    if report.verdict == "valid":
        assert report.actions_checked == len(actions)
    else:  # cut inside its last action: every action before it is checked
        (stop,) = report.problems
        assert stop.code == "incomplete"
        assert stop.event == len(record.events) - 1
        assert report.actions_checked >= len(actions) - 1


def test_the_tracker_sample_keeps_its_turns() -> None:
    """The tracker's game once stopped at BGA move 36 (TURN-1): a meld inside Masonry's
    shared effect had been taken for the next player's action."""
    path = REAL / "bga-table815136179-tracker-gamelog.txt"
    result = CliRunner().invoke(app, ["check", str(path), "--json"])
    (report,) = json.loads(result.output)
    # a partial game: every action legal, then "incomplete" at its last event (exit 1)
    assert result.exit_code == 1, result.output
    assert [p["kind"] for p in report["problems"]] == ["incomplete"]
    assert report["actions_checked"] == 59


def test_text_logs_take_hidden_city_draws_from_the_city_pile() -> None:
    """ "draws a [1]" does not say which pile: a Meld action that starts a new colour
    draws a city (CITY-10), and the text logs check as the packets do."""
    for name in ("player", "spectator"):
        path = REAL / f"bga-table823235522-rendered-{name}.txt"
        record = load_record_or_log(path.read_bytes(), filename=path.name)
        report = Replay(record, False, path.name).run()
        assert report.actions_checked >= 17, report.problems


@pytest.mark.parametrize("name", ["raw-notifications", "rendered-player"])
def test_the_oars_demand_with_hidden_draws_is_explained_not_accepted(name: str) -> None:
    """BGA move 12: Oars' demand (edition 3: repeated while a [crown] card is given)
    takes Uruk, City States, Clothing, Code of Laws and Writing from jamdalla's hand,
    each followed by a hidden draw of a 1; the last two were drawn in it, then his hand
    is shown. A hidden draw takes the shown card the log needs soonest (Code of Laws,
    then Writing), so the rules give all five transfers."""
    path = REAL / f"bga-table823235522-{name}.txt"
    record = load_record_or_log(path.read_bytes(), filename=path.name)
    report = Replay(record, False, path.name).run()
    assert not [n for n in report.notes if "accepted" in n], report.notes
    oars = [n for n in report.notes if n.startswith("event 11:")]
    assert oars == [
        "event 11: "
        + "AnotherSava"
        + " takes the Dogma action on Oars: answers inferred from the log "
        "([Uruk], [City States], [Clothing], [Code of Laws])"
    ]


def test_the_spectators_oars_demands_identify_the_hidden_crown_cards() -> None:
    """The spectator sees neither Oars' transfers nor the draws (BGA moves 12 and 23),
    then jamdalla's hand shown with no [crown] card. The hidden cards his hand held are
    taken to be unseen cards with a [crown] so that the rules repeat the demand just as
    often (edition 3, DOGMA-11), and a draw takes a card the hand shows as late as the
    draws allow (Fermenting, held hidden in his score pile, is the one drawn at move 23):
    both actions are explained, none accepted as recorded."""
    path = REAL / "bga-table823235522-rendered-spectator.txt"
    record = load_record_or_log(path.read_bytes(), filename=path.name)
    report = Replay(record, False, path.name).run()
    assert not [n for n in report.notes if "accepted" in n], report.notes
    assert report.actions_checked == 18, report.problems  # every action of the log
    oars = [n for n in report.notes if n.startswith("event 11:")]
    assert len(oars) == 1 and "answers inferred" in oars[0], report.notes
    assert oars[0].count("a hidden card taken to be") >= 2, oars[0]
