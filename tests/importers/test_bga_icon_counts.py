"""Issue 14: BGA's icon counts at a dogma's start ("P has N [icon].", one line per player)
are carried into the record (``DogmaEvent.counts``, ``EndorseEvent.counts``) and the
replay compares them with the rules' counts (DOGMA-2): a wrong count is a divergence,
and for an imported log it is evidence that picks the splays the tracker drops."""

from __future__ import annotations

from pathlib import Path

import msgspec
import pytest
from bga_writer import SPECTATOR, bga_packets, bga_text, bga_tracker
from purposeful import purposeful_game
from support import REAL_LOGS

from adjudicator.games.innovation.engine.cards import Icon
from adjudicator.games.innovation.import_command import import_bga
from adjudicator.games.innovation.importers.counts import icon_counts
from adjudicator.games.innovation.importers.entries import LogEntry
from adjudicator.games.innovation.records import (
    DogmaEvent,
    EndorseEvent,
    IconCounts,
    Record,
    load_record,
)
from adjudicator.games.innovation.replay import check_record, replay_record
from adjudicator.games.innovation.replay.splays import later_count_error
from adjudicator.games.innovation.simulate import simulate_game

ROOT = Path(__file__).resolve().parents[2]
REAL = REAL_LOGS

TEXT_LOG = b"""alice chooses a card.
bob chooses a card.
alice melds [1] Oars from his hand.
bob melds [1] Writing from his hand.
alice melded the first card in English alphabetical order (Oars): he plays first.
alice activates the dogma of [1] Oars with [castle] as the featured icon.
alice has 2 [castle].
bob has 0 [castle].
Nobody is affected by the I demand effect of the card.
bob activates the dogma of [1] Writing with [lightbulb] as the featured icon.
alice has 0 [lightbulb].
bob has two [lightbulb].
bob draws a [2].
"""


def _dogmas(record: Record) -> list[DogmaEvent | EndorseEvent]:
    return [e for e in record.events if isinstance(e, DogmaEvent | EndorseEvent)]


def test_the_count_lines_of_each_dogma_go_into_its_event() -> None:
    first, second = _dogmas(import_bga(TEXT_LOG))
    assert first.counts == IconCounts(icon="castle", players={"alice": 2, "bob": 0})
    assert second.counts == IconCounts(icon="lightbulb", players={"alice": 0, "bob": 2})


def test_a_log_without_count_lines_leaves_the_field_out() -> None:
    lines = [line for line in TEXT_LOG.splitlines() if b" has " not in line]
    record = import_bga(b"\n".join(lines) + b"\n")
    assert [e.counts for e in _dogmas(record)] == [None, None]
    encoded = msgspec.json.encode(_dogmas(record)[0])
    assert b"counts" not in encoded


def test_only_the_first_run_of_count_lines_counts() -> None:
    def count(actor: str, n: int, icon: str = "castle") -> LogEntry:
        text = f"{actor} has {n} [{icon}]."
        return LogEntry(kind="icon-count", line=1, text=text, actor=actor, count=n, icon=icon)

    execute = LogEntry(kind="execute", line=2, text="bob has to execute the I demand effect.")
    entries = [count("alice", 3), count("bob", 1), execute, count("alice", 9), count("carol", 4)]
    assert icon_counts(entries) == IconCounts(icon="castle", players={"alice": 3, "bob": 1})
    # a player counted twice, or another icon, starts no new run either
    assert icon_counts([count("alice", 3), count("alice", 4)]) == IconCounts(
        icon="castle", players={"alice": 3}
    )
    mixed = [count("alice", 3), count("bob", 1, "leaf")]
    assert icon_counts(mixed) == IconCounts(icon="castle", players={"alice": 3})
    you = LogEntry(kind="icon-count", line=1, text="You have 2 [castle].", actor="You", count=2)
    assert icon_counts([you]) is None


@pytest.mark.skipif(not REAL.is_dir(), reason="../shared/real-logs is not there")
def test_the_real_packets_count_after_the_endorse_payment() -> None:
    path = REAL / "bga-table823235522-raw-notifications.txt"
    record = import_bga(path.read_bytes(), file=str(path))
    endorse = next(e for e in record.events if isinstance(e, EndorseEvent))
    # BGA: the Endorse line, the payment tuck, then the counts (CITY-24)
    assert endorse.counts == IconCounts(icon="castle", players={"jamdalla": 3, "AnotherSava": 6})
    report = check_record(record, file=str(path))
    assert report.verdict == "incomplete", report.problems


# ----------------------------------------------------------------------------
# the replay compares them


def _first_dogma_counted(record: Record) -> tuple[int, IconCounts]:
    """The first dogma of ``record`` and the rules' counts at its start."""
    _, game, _ = replay_record(record)
    start = next(s for s in game.steps if s.verb == "dogma" and s.rule == "DOGMA-2")
    detail = start.detail or {}
    at = next(k for k, e in enumerate(record.events) if isinstance(e, DogmaEvent))
    return at, IconCounts(icon=str(detail["icon"]), players=dict(detail["counts"]))


def _with_counts(record: Record, at: int, counts: IconCounts) -> Record:
    events = list(record.events)
    event = events[at]
    assert isinstance(event, DogmaEvent)
    events[at] = msgspec.structs.replace(event, counts=counts)
    return Record(header=record.header, events=events)


def test_a_wrong_count_is_a_divergence_naming_dogma_2() -> None:
    record = load_record((ROOT / "logs" / "full-2p-seed7.json").read_bytes())
    at, right = _first_dogma_counted(record)
    assert check_record(_with_counts(record, at, right)).verdict == "valid"
    leader = record.events[at].player
    wrong = IconCounts(right.icon, {**right.players, leader: right.players[leader] + 1})
    report = check_record(_with_counts(record, at, wrong))
    assert report.verdict == "divergence"
    problem = report.problems[0]
    assert (problem.rule, problem.event) == ("DOGMA-2", at)
    assert f"{leader} has {right.players[leader] + 1} [{right.icon}]" in problem.message
    other_icon = "crown" if right.icon != "crown" else "leaf"
    report = check_record(_with_counts(record, at, IconCounts(other_icon, right.players)))
    assert report.problems[0].rule == "DOGMA-2"
    assert "featured icon" in report.problems[0].message


# ----------------------------------------------------------------------------
# the writer's logs carry them in every format


@pytest.mark.parametrize("viewer", ["alice", SPECTATOR])
def test_every_format_carries_the_counts_of_every_dogma(viewer: str) -> None:
    game, _ = simulate_game(3, seed=4, expansions=("cities",))
    starts = [s for s in game.steps if s.verb == "dogma" and s.rule == "DOGMA-2"]
    expected = [
        IconCounts(str((s.detail or {})["icon"]), (s.detail or {})["counts"]) for s in starts
    ]
    logs = [(bga_text(game, viewer), viewer if viewer != SPECTATOR else None)]
    logs += [(bga_packets(game, viewer), None)]
    logs += [(bga_tracker(game, viewer), None)] if viewer != SPECTATOR else []
    for data, seen_by in logs:
        counted = [e.counts for e in _dogmas(import_bga(data, viewer=seen_by))]
        assert counted == expected


# ----------------------------------------------------------------------------
# the counts pick the splays the tracker drops


def _without_counts(record: Record) -> Record:
    events = [
        msgspec.structs.replace(e, counts=None) if isinstance(e, DogmaEvent | EndorseEvent) else e
        for e in record.events
    ]
    return Record(header=record.header, events=events)


def test_the_counts_pick_the_splay_the_tracker_dropped() -> None:
    # Cities game 24 (3 players): a "you may splay" the tracker does not show. Without
    # the icon counts the replay takes the other way, and the game does not check to its
    # recorded winner (alice's red pile unsplayed, the order Publications gave it, with
    # Construction on top and Optics at the bottom, would claim Empire at once). The
    # icon counts at a later dogma do not fit that way: the replay goes back and takes
    # the other.
    game, _ = simulate_game(3, seed=24, expansions=("cities",))
    record = import_bga(bga_tracker(game, "bob"))
    blind = check_record(_without_counts(record))
    assert blind.verdict != "valid" or blind.winners != game.state.winners
    assert game.state.winners == ["carol"]
    report = check_record(record)
    assert report.verdict == "valid", report.problems
    assert report.winners == game.state.winners
    assert any("explained once" in note and "explained otherwise" in note for note in report.notes)


def _counted(icon: str, **players: int) -> DogmaEvent:
    return DogmaEvent(player="alice", card="Writing", counts=IconCounts(icon, players))


def test_the_later_counts_read_the_first_count_of_each_player_and_icon() -> None:
    game, _ = simulate_game(2, seed=3)
    state = game.state
    castles = state.player("alice").icon_count(Icon.CASTLE)
    leaves = state.player("alice").icon_count(Icon.LEAF)
    ahead = [
        _counted("castle", alice=castles + 2, bob=99),  # bob's piles were not asked about
        _counted("castle", alice=castles + 5),  # a later count of the same: the board changed
        _counted("leaf", alice=leaves - 1),
        _counted("hex", alice=3),  # no icon BGA counts
    ]
    assert later_count_error(state, ahead, {"alice"}) == 3
    assert later_count_error(state, ahead, {"carol"}) == 0


def test_the_answers_leaving_the_splays_the_next_counts_show_come_first() -> None:
    # purposeful Cities game 22 (bob's tracker view): taking the first answer list found,
    # splays the tracker dropped went wrong faster than the search back could mend them
    # (bob then "has 22 points; achieving age 5 needs 25"); ordered by the counts of
    # the next dogmas (replay.splays.by_later_counts) the game checks valid
    game = purposeful_game(3, 22, ("cities",))
    record = import_bga(bga_tracker(game, "bob"))
    report = check_record(record)
    assert report.verdict == "valid", report.problems
    assert report.winners == game.state.winners
