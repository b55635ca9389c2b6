"""Checking and simulating keep a turn's steps, not a game's (issue 12): the steps
kept when asked are the same, the reports, records and explanations unchanged."""

from __future__ import annotations

import itertools

import msgspec
import pytest

from adjudicator.api import GameRecord
from adjudicator.core.records import encode_stream
from adjudicator.core.steps import split_actions
from adjudicator.games.innovation.engine.game_steps import this_turn_start
from adjudicator.games.innovation.recorder import record_of
from adjudicator.games.innovation.records import (
    EndorseEvent,
    Record,
    Reported,
    ResultEvent,
    _decode_by_event,
    _decode_sharing,
    _shared_changes,
    encode_record,
    load_record,
)
from adjudicator.games.innovation.replay import Replay, replay_record
from adjudicator.games.innovation.simulate import (
    SimulateTask,
    simulate_game,
    simulate_record,
    simulated_record,
)

CASES = [(2, (), False), (3, ("cities",), False), (4, (), True)]


def simulated(
    players: int, seed: int, expansions: tuple[str, ...] = (), teams: bool = False
) -> Record:
    game, setup = simulate_game(players, seed=seed, teams=teams, expansions=expansions)
    return record_of(game, setup)


def checked(record: Record) -> Replay:
    replay = Replay(record, all_problems=False, file=None)
    replay.run()
    return replay


@pytest.mark.parametrize(("players", "expansions", "teams"), CASES)
def test_a_check_keeps_only_the_last_turns_steps(
    players: int, expansions: tuple[str, ...], teams: bool
) -> None:
    record = simulated(players, 5, expansions, teams)
    replay = checked(record)
    _, kept_game, _ = replay_record(record)
    steps, kept = replay.game.steps, kept_game.steps
    assert not replay.problems
    assert not replay.game.keep_steps and kept_game.keep_steps
    assert 0 < len(steps) < len(kept) // 10
    assert steps == kept[len(kept) - len(steps) :]  # the last ones, identical
    turns = {s.detail["turn"] for s in steps if s.verb == "action" and s.detail}
    assert turns <= {replay.game.state.turn, replay.game.state.turn - 1}


@pytest.mark.parametrize(("players", "expansions", "teams"), CASES)
def test_steps_kept_when_asked_are_the_games(
    players: int, expansions: tuple[str, ...], teams: bool
) -> None:
    game, setup = simulate_game(players, seed=7, teams=teams, expansions=expansions)
    _, replayed, positions = replay_record(record_of(game, setup))
    assert split_actions(replayed.steps) == split_actions(game.steps)
    assert len(positions) == len(game.history)


def test_this_turn_start_is_the_first_action_of_the_turn() -> None:
    game, _ = simulate_game(2, seed=3, max_actions=10)
    steps = game.steps
    start = this_turn_start(steps, game.state.turn)
    earlier = [s for s in steps[:start] if s.verb == "action"]
    later = [s for s in steps[start:] if s.verb == "action"]
    assert earlier and all(s.detail and s.detail["turn"] < game.state.turn for s in earlier)
    assert later
    assert all(s.detail and s.detail["turn"] == game.state.turn for s in later)
    assert this_turn_start(steps, game.state.turn + 5) == len(steps)


def test_forget_steps_does_nothing_while_steps_are_kept() -> None:
    game, _ = simulate_game(2, seed=3, max_actions=10)
    count = len(game.steps)
    game.forget_steps()
    assert len(game.steps) == count
    game.keep_steps = False
    game.forget_steps()
    assert 0 < len(game.steps) < count


def _endorse_twice(record: Record) -> Record | None:
    """The record with the action after an Endorse, in the same turn, replaced by
    the same Endorse (CITY-21: once a turn), or None when no such pair exists."""
    events = list(record.events)
    for i, (event, after) in enumerate(itertools.pairwise(events)):
        if (
            isinstance(event, EndorseEvent)
            and after.player == event.player
            and after.turn == event.turn
        ):
            events[i + 1] = msgspec.structs.replace(event, answers=[], draws=[], reported=None)
            return msgspec.structs.replace(record, events=events)
    return None


@pytest.mark.parametrize("seed", [4, 10])
def test_a_second_endorse_in_a_turn_is_found_without_the_earlier_steps(seed: int) -> None:
    twice = _endorse_twice(simulated(2, seed, ("cities",)))
    assert twice is not None
    report = checked(twice).problems
    kept = replay_record(twice)[0].problems
    assert report == kept
    assert report[0].code == "illegal" and report[0].rule == "CITY-21"


@pytest.mark.parametrize(("players", "expansions", "teams"), CASES)
@pytest.mark.parametrize("view", [None, "alice", "bob"])
@pytest.mark.parametrize("lines", [False, True])
def test_simulate_writes_the_same_record_as_its_steps_give(
    players: int, expansions: tuple[str, ...], teams: bool, view: str | None, lines: bool
) -> None:
    source = "adjudicator simulate, seed 9"
    game, setup = simulate_game(players, seed=9, teams=teams, expansions=expansions)
    expected = record_of(game, setup, view=view, source=source)
    played, record = simulate_record(
        players, seed=9, teams=teams, expansions=expansions, view=view, source=source
    )
    assert record == expected
    assert len(played.steps) < len(game.steps) // 10
    task = SimulateTask(players, 9, teams, view=view, jsonl=lines, expansions=expansions)
    assert simulated_record(task).content == encode_record(expected, lines=lines)


def test_encoded_stream_layout() -> None:
    assert (
        encode_stream({"a": 1}, [], lines=False) == b'{"header": {"a":1},\n "events": [\n  \n ]}\n'
    )
    assert encode_stream({"a": 1}, [], lines=True) == b'{"a":1}\n'
    assert encode_stream({"a": 1}, [1, 2], lines=True) == b'{"a":1}\n1\n2\n'
    assert encode_stream({}, [1, 2]) == b'{"header": {},\n "events": [\n  1,\n  2\n ]}\n'


def test_decoding_event_by_event_shares_strings_and_changes() -> None:
    data = encode_record(simulated(2, 2))
    record = _decode_by_event(data, "game.json")
    assert record == msgspec.json.decode(data, type=Record)
    changes = [c for e in record.events for c in getattr(e, "reported", None) or []]
    actors = {id(c.actor) for c in changes if c.actor == "alice"}
    zones = {id(c.to_zone) for c in changes if c.to_zone == "hand"}
    assert len(actors) == 1 and len(zones) == 1
    objects: dict[Reported, set[int]] = {}
    for change in changes:
        objects.setdefault(change, set()).add(id(change))
    assert len(objects) < len(changes)  # some changes repeat
    assert all(len(ids) == 1 for ids in objects.values())
    assert all(type(c) is Reported for c in changes)


@pytest.mark.parametrize(("players", "expansions"), [(2, ()), (3, ("cities",))])
def test_a_record_decodes_with_its_names_shared_once_its_players_were_seen(
    players: int, expansions: tuple[str, ...]
) -> None:
    data = encode_record(simulated(players, 2, expansions))
    _decode_sharing(data, "game.json")  # the first of its players and sets, maybe
    decoded = _decode_sharing(data, "game.json")
    assert decoded is not None
    record, names_in_play = decoded
    assert names_in_play and record == msgspec.json.decode(data, type=Record)
    assert [type(e) for e in record.events] == [type(e) for e in load_record(data).events]
    changes = [c for e in record.events for c in getattr(e, "reported", None) or []]
    assert all(type(c) is Reported for c in changes)
    names = [e.player for e in record.events if not isinstance(e, ResultEvent)]
    names += [n for c in changes for n in (c.actor, c.from_player, c.to_player, c.to_zone, c.card)]
    names += [d.card for e in record.events for d in getattr(e, "draws", [])]
    names += [getattr(e, "card", None) for e in record.events]
    strings = [n for n in names if n is not None]
    assert len({id(n) for n in strings}) == len(set(strings))  # one object a name


def test_a_name_outside_the_decoders_types_decodes_the_slower_way() -> None:
    record = simulated(2, 2)
    event = next(e for e in record.events if getattr(e, "reported", None))
    assert event.reported is not None
    event.reported.append(Reported(verb="rearrange", card="Oars, Archery", to_zone="board:red"))
    data = encode_record(record)
    assert _decode_sharing(data, "game.json") is None
    assert _decode_sharing(data, "game.json") is None
    assert load_record(data) == record


def test_equal_changes_of_two_events_decode_to_one_object() -> None:
    def change(to_zone: str) -> Reported:
        # each string made anew, as the decoder makes them
        return msgspec.json.decode(
            f'{{"verb":"draw","card":"Oars","age":1,"actor":"alice","to_zone":"{to_zone}"}}',
            type=Reported,
        )

    shared: dict[object, object] = {}
    first = _shared_changes([change("hand"), change("score")], shared)
    second = _shared_changes([change("hand")], shared)
    assert second[0] is first[0]
    assert first[1] is not first[0] and first[1].to_zone == "score"
    assert first[1].card is first[0].card and first[1].actor is first[0].actor


def test_decoding_errors_still_name_the_place() -> None:
    data = encode_record(simulated(2, 2)).replace(b'"verb":"meld"', b'"verb":7', 1)
    with pytest.raises(Exception, match=r"\$\.events\[\d+\]\.reported\[\d+\]\.verb"):
        load_record(data, filename="game.json")


def test_api_explains_the_same_after_a_check() -> None:
    data = encode_record(simulated(3, 6, ("cities",)))
    fresh = GameRecord(load_record(data))
    checked_first = GameRecord(load_record(data))
    assert checked_first.check().verdict == "valid"
    for n in (1, 5, 12):
        assert str(checked_first.explain(n)) == str(fresh.explain(n))
        assert repr(checked_first.position(n)) == repr(fresh.position(n))
