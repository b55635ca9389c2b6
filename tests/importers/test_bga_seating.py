"""BGA lists a table's players by their ids (the tracker's ``players``, the packets'
``players``), not by seat; only the packets' ``gamedatas.players`` give the seats
(``player_no``), and a text lists no players. The seating comes from the turns then
(TURN-1): of the orders starting with the first player, the one in which the most
changes of acting player go to the next seat."""

from __future__ import annotations

import json

import pytest
from bga_writer import bga_packets, bga_text, bga_tracker

from adjudicator.games.innovation.import_command import import_bga
from adjudicator.games.innovation.records import AnyEvent, DogmaEvent, EndorseEvent
from adjudicator.games.innovation.replay import Replay, check_record, problem_text
from adjudicator.games.innovation.replay.report import Report
from adjudicator.games.innovation.simulate import simulate_game


def reversed_players(data: bytes, *, seats: bool) -> bytes:
    log = json.loads(data)
    log["players"] = dict(reversed(list(log["players"].items())))
    if not seats:
        log.get("gamedatas", {}).pop("players", None)
    return json.dumps(log).encode()


@pytest.mark.parametrize(("players", "seed"), [(3, 1), (4, 2), (4, 5)])
@pytest.mark.parametrize("writer", [bga_tracker, bga_packets])
def test_players_listed_out_of_seat_order_are_seated_by_the_turns(
    players: int, seed: int, writer: object
) -> None:
    game, _ = simulate_game(players, seed=seed, expansions=("cities",))
    seating = [p.name for p in game.state.players]
    data = reversed_players(writer(game, "bob"), seats=False)  # type: ignore[operator]
    record = import_bga(data)
    seated = record.header.players
    first = seated.index(seating[0])
    assert seated[first:] + seated[:first] == seating  # the same round the table
    report = check_record(record)
    assert report.verdict == "valid", [problem_text(p) for p in report.problems]
    assert sorted(report.winners or []) == sorted(game.state.winners)


def test_the_packets_seats_are_taken_as_they_are() -> None:
    game, _ = simulate_game(4, seed=2, expansions=("cities",))
    data = reversed_players(bga_packets(game, "bob"), seats=True)
    assert import_bga(data).header.players == [p.name for p in game.state.players]


def test_a_player_whose_first_turns_are_unsure_is_seated_by_the_later_ones() -> None:
    """dave's first actions are melds the log leaves unsure (an effect's, or his turn's):
    seating by the first sure action alone put him last."""
    game, _ = simulate_game(4, seed=0, teams=True, expansions=("cities",))
    record = import_bga(bga_tracker(game, "bob"))
    assert record.header.players == ["carol", "dave", "alice", "bob"]
    assert check_record(record).verdict == "valid"


def test_a_text_is_seated_by_one_replay_of_its_first_events_per_seating(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A text names no seats: each seating starting with the first player is tried on the
    log's first events, once (they do not end the game, so the table options a whole
    log leaves open are not tried on them), ending before a dogma (a shared Publications
    at the end of the first events took 20 s here)."""
    game, _ = simulate_game(4, seed=77, expansions=("cities",))
    runs: list[AnyEvent] = []
    run = Replay.run

    def counted(self: Replay) -> Report:
        runs.append(self.events[-1])
        return run(self)

    monkeypatch.setattr(Replay, "run", counted)
    record = import_bga(bga_text(game, "alice"), viewer="alice")
    assert record.header.players == [p.name for p in game.state.players]
    assert len(runs) == 6  # the orders of the three others
    assert not any(isinstance(last, DogmaEvent | EndorseEvent) for last in runs)
