"""Game records: format, check, simulate, and every single mutation caught."""

from __future__ import annotations

import itertools
import json
from pathlib import Path
from typing import Any

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from adjudicator.cli import app
from adjudicator.core.problems import FormatError
from adjudicator.games.innovation.bench import measuring as bench_measure
from adjudicator.games.innovation.engine.cards import card
from adjudicator.games.innovation.recorder import record_of
from adjudicator.games.innovation.records import (
    AchieveEvent,
    DrawnCard,
    MeldEvent,
    Record,
    encode_record,
    load_record,
)
from adjudicator.games.innovation.replay import Report, check_record
from adjudicator.games.innovation.simulate import simulate_game

ROOT = Path(__file__).resolve().parents[1]
runner = CliRunner()


def simulated(
    players: int = 2, seed: int = 0, view: str | None = None, teams: bool = False
) -> Record:
    game, setup = simulate_game(players, seed=seed, teams=teams)
    return record_of(game, setup, view=view)


def roundtrip(record: Record) -> Record:
    return load_record(encode_record(record))


def first_problem(report: Report) -> tuple[str, str | None]:
    assert report.problems, report
    return report.problems[0].code, report.problems[0].rule


# --- every simulated record checks valid -------------------------------------------
@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.sampled_from([2, 3, 4, "teams"]))
def test_simulated_records_check_valid(seed: int, players: int | str) -> None:
    count = 4 if players == "teams" else int(players)
    game, setup = simulate_game(count, seed=seed, teams=players == "teams")
    for view in (None, "alice", "bob"):
        report = check_record(roundtrip(record_of(game, setup, view=view)))
        assert report.verdict == "valid", (view, report.problems)
    full = check_record(record_of(game, setup))
    assert full.winners == (game.state.winners or None)
    assert full.game_over == game.state.game_over
    assert full.actions_checked == len(game.history)


def test_check_reproduces_the_final_state() -> None:
    from adjudicator.games.innovation.replay import Replay

    game, setup = simulate_game(3, seed=11)
    replay = Replay(record_of(game, setup), all_problems=False, file=None)
    replay.run()
    assert msgspec.to_builtins(replay.game.state) == msgspec.to_builtins(game.state)


def test_same_seed_same_bytes(tmp_path: Path) -> None:
    for out in ("a", "b"):
        result = runner.invoke(
            app, ["simulate", "--games", "2", "--seed", "5", "--out", str(tmp_path / out)]
        )
        assert result.exit_code == 0, result.stdout
    a = sorted((tmp_path / "a").iterdir())
    b = sorted((tmp_path / "b").iterdir())
    assert [p.name for p in a] == ["game-0005.json", "game-0006.json"]
    assert [p.read_bytes() for p in a] == [p.read_bytes() for p in b]


def test_json_lines_round_trip(tmp_path: Path) -> None:
    record = simulated(seed=3)
    path = tmp_path / "g.jsonl"
    path.write_bytes(encode_record(record, lines=True))
    assert load_record(path.read_bytes(), filename="g.jsonl") == record
    result = runner.invoke(app, ["check", str(path)])
    assert result.exit_code == 0, result.stdout
    assert "valid" in result.stdout


# --- mutations ----------------------------------------------------------------------
def play_events(record: Record) -> list[int]:
    return [i for i, e in enumerate(record.events) if getattr(e, "turn", None) is not None]


def mutated(record: Record, index: int, **changes: Any) -> Record:
    events = list(record.events)
    events[index] = msgspec.structs.replace(events[index], **changes)  # type: ignore[type-var]
    return Record(header=record.header, events=events)


BASE = simulated(seed=21)


def test_wrong_actor_is_caught() -> None:
    i = play_events(BASE)[3]
    other = next(n for n in BASE.header.players if n != BASE.events[i].player)  # type: ignore[union-attr]
    report = check_record(mutated(BASE, i, player=other))
    assert first_problem(report) == ("illegal", "TURN-1")
    assert report.problems[0].event == i
    assert report.problems[0].alternatives  # the legal alternatives are listed


def test_meld_of_a_card_not_in_hand_is_caught() -> None:
    i = next(i for i in play_events(BASE) if isinstance(BASE.events[i], MeldEvent))
    event = BASE.events[i]
    assert isinstance(event, MeldEvent)
    report = check_record(mutated(BASE, i, card="Software", reported=None))
    assert first_problem(report) == ("illegal", "MELD-1")
    assert report.problems[0].card == "Software"


def test_achieving_without_the_points_is_caught() -> None:
    i = play_events(BASE)[2]
    event = BASE.events[i]
    fake = AchieveEvent(player=event.player, turn=event.turn, age=1)  # type: ignore[union-attr]
    events = [*BASE.events[:i], fake, *BASE.events[i + 1 :]]
    report = check_record(Record(header=BASE.header, events=events))
    assert first_problem(report) == ("illegal", "ACHIEVE-1")
    assert "points" in report.problems[0].message


def test_a_third_action_is_caught() -> None:
    i = play_events(BASE)[5]
    events = list(BASE.events)
    second = events[i]
    # the same player's action once more, right after their turn's actions
    turn_events = [j for j in play_events(BASE) if BASE.events[j].turn == second.turn]  # type: ignore[union-attr]
    last = turn_events[-1]
    extra = msgspec.structs.replace(BASE.events[last], reported=None)  # type: ignore[type-var]
    events.insert(last + 1, extra)
    report = check_record(Record(header=BASE.header, events=events))
    kind, rule = first_problem(report)
    assert kind in ("illegal", "divergence") and rule == "TURN-1"
    assert report.problems[0].event == last + 1


def test_a_drawn_card_of_the_wrong_age_is_caught() -> None:
    i = next(i for i in play_events(BASE) if BASE.events[i].draws)  # type: ignore[union-attr]
    event = BASE.events[i]
    drawn = event.draws[0]  # type: ignore[union-attr]
    wrong = DrawnCard(age=drawn.age + 1, card=drawn.card)
    report = check_record(mutated(BASE, i, draws=[wrong, *event.draws[1:]]))  # type: ignore[union-attr]
    assert first_problem(report) in (("divergence", "DRAW-1"), ("divergence", "DRAW-2"))


def test_a_drawn_card_no_longer_in_the_pile_is_caught() -> None:
    draws = [(i, d) for i in play_events(BASE) for d in BASE.events[i].draws]  # type: ignore[union-attr]
    # a later draw of the same age names the card an earlier draw took
    (_, d1), (i2, d2) = next((a, b) for a, b in itertools.pairwise(draws) if a[1].age == b[1].age)
    event = BASE.events[i2]
    changed = [DrawnCard(age=d.age, card=d1.card) if d is d2 else d for d in event.draws]  # type: ignore[union-attr]
    report = check_record(mutated(BASE, i2, draws=changed))
    kind, rule = first_problem(report)
    assert kind == "divergence" and rule == "DRAW-1"
    assert f"cannot draw {d1.card}" in report.problems[0].message


def test_an_answer_outside_the_options_is_caught() -> None:
    i = next(
        i
        for i in play_events(BASE)
        if any(isinstance(a, list) and a for a in BASE.events[i].answers)  # type: ignore[union-attr]
    )
    event = BASE.events[i]
    answers = [["Software"] if isinstance(a, list) and a else a for a in event.answers]  # type: ignore[union-attr]
    report = check_record(mutated(BASE, i, answers=answers))
    kind, rule = first_problem(report)
    assert kind == "illegal" and rule is not None
    assert "Software is not a legal choice" in report.problems[0].message


def test_a_changed_outcome_is_caught() -> None:
    i = next(
        i
        for i in play_events(BASE)
        if any(r.verb == "score" for r in BASE.events[i].reported or [])  # type: ignore[union-attr]
    )
    event = BASE.events[i]
    reported = [
        msgspec.structs.replace(r, to_zone="hand") if r.verb == "score" else r
        for r in event.reported or []  # type: ignore[union-attr]
    ]
    report = check_record(mutated(BASE, i, reported=reported))
    assert first_problem(report)[0] == "divergence"
    assert "record reports" in report.problems[0].message


def test_a_wrong_result_is_caught() -> None:
    from adjudicator.games.innovation.records import ResultEvent

    last = BASE.events[-1]
    assert isinstance(last, ResultEvent)
    wrong = [n for n in BASE.header.players if n not in last.winners]
    events = [*BASE.events[:-1], ResultEvent(winners=wrong, reason=last.reason)]
    report = check_record(Record(header=BASE.header, events=events))
    assert first_problem(report)[0] == "divergence"


def test_a_record_cut_mid_action_is_incomplete() -> None:
    i = next(
        i
        for i in play_events(BASE)
        if BASE.events[i].answers  # type: ignore[union-attr]
    )
    cut = mutated(BASE, i, answers=[], reported=None)
    report = check_record(Record(header=cut.header, events=cut.events[: i + 1]))
    assert report.verdict == "incomplete"


def test_all_lists_every_problem() -> None:
    i, j = play_events(BASE)[3], play_events(BASE)[9]
    bad = mutated(mutated(BASE, i, player="carol"), j, player="carol")
    first = check_record(bad)
    every = check_record(bad, all_problems=True)
    assert len(first.problems) == 1
    assert len(every.problems) >= 2


def test_no_card_is_lost_while_checking() -> None:
    from test_fuzz import check_conservation

    from adjudicator.games.innovation.replay import Replay

    replay = Replay(simulated(4, seed=2, view="dave"), all_problems=False, file=None)
    report = replay.run()
    assert report.verdict == "valid"
    check_conservation(replay.game.state)


# --- hidden cards ---------------------------------------------------------------------
def test_a_hidden_card_revealed_later_is_identified() -> None:
    record = simulated(2, seed=4, view="alice")
    hidden = sum(1 for e in record.events for d in getattr(e, "draws", []) if d.card is None)
    assert hidden > 0
    report = check_record(record)
    assert report.verdict == "valid"
    assert any("identified by later events" in n for n in report.notes)


def test_a_card_shown_in_two_places_is_a_contradiction() -> None:
    record = simulated(2, seed=4, view="alice")
    i = next(
        i
        for i in play_events(record)
        if isinstance(record.events[i], MeldEvent) and record.events[i].player == "alice"
    )
    shown = record.events[i].card  # type: ignore[union-attr]
    # bob later melds the card alice has already melded
    j = next(
        j
        for j in play_events(record)
        if j > i and isinstance(record.events[j], MeldEvent) and record.events[j].player == "bob"
    )
    report = check_record(mutated(record, j, card=shown, reported=None))
    assert report.verdict in ("illegal", "contradiction")
    assert report.problems[0].event == j


# --- the command line -------------------------------------------------------------------
def test_check_exit_codes_and_json(tmp_path: Path) -> None:
    good = tmp_path / "good.json"
    good.write_bytes(encode_record(BASE))
    bad = tmp_path / "bad.json"
    bad.write_bytes(
        encode_record(
            mutated(
                BASE,
                play_events(BASE)[3],
                player="bob" if BASE.events[play_events(BASE)[3]].player == "alice" else "alice",
            )
        )
    )  # type: ignore[union-attr]
    broken = tmp_path / "broken.json"
    broken.write_text('{"header": {"players": ["alice"]}, "events": []}')
    assert runner.invoke(app, ["check", str(good)]).exit_code == 0
    result = runner.invoke(app, ["check", str(good), str(bad), "--json"])
    assert result.exit_code == 1
    reports = json.loads(result.stdout)
    assert [r["verdict"] for r in reports] == ["valid", "illegal"]
    assert reports[1]["problems"][0]["rule"] == "TURN-1"
    result = runner.invoke(app, ["check", str(broken), "--json"])
    assert result.exit_code == 2
    assert json.loads(result.stdout)[0]["verdict"] == "unreadable"
    assert "$.header.players" in json.loads(result.stdout)[0]["problems"][0]["message"]


def test_format_errors_name_the_path_and_line() -> None:
    with pytest.raises(FormatError) as exc:
        load_record(
            b'{"header": {"players": ["alice", "bob"]}, "events": [{"type": "fly", "player": "alice"}]}'
        )
    assert exc.value.location.path is not None and exc.value.location.path.startswith("$.events[0]")
    lines = (
        b'{"players": ["alice", "bob"]}\n{"type": "draw", "player": "alice"}\n{"type": "meld"}\n'
    )
    with pytest.raises(FormatError) as exc:
        load_record(lines, filename="x.jsonl")
    assert exc.value.location.line == 3
    assert exc.value.location.path == "$.events[1]"


@settings(max_examples=60, deadline=None)
@given(st.binary(max_size=200) | st.text(max_size=200).map(str.encode))
def test_any_bytes_give_a_record_or_a_format_error(data: bytes) -> None:
    try:
        load_record(data)
    except FormatError as exc:  # the place: a JSON path, or a line of a text log
        assert exc.location.path is not None or exc.location.line is not None


def test_bundled_logs_have_the_expected_verdicts() -> None:
    expected = json.loads((ROOT / "logs" / "expected.json").read_text())
    for name, verdict in expected.items():
        if name.endswith(".txt"):  # notation: tests/notation checks these once import is wired
            continue
        report = check_record(load_record((ROOT / "logs" / name).read_bytes(), filename=name))
        assert report.verdict == verdict["verdict"], (name, report.problems)
        if report.problems:
            assert report.problems[0].rule == verdict["rule"]
            assert report.problems[0].event == verdict["event"]


def test_card_ages_in_records_are_consistent() -> None:
    for e in BASE.events:
        for d in getattr(e, "draws", []):
            assert d.card is None or card(d.card).age == d.age


def test_bench_reports_every_measure_and_every_sets_end_to_end_figures(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(bench_measure, "PASSES", 1)  # the figures' presence, not their speed
    result = runner.invoke(app, ["bench", "--games", "1", "--json"])
    assert result.exit_code == 0, result.stdout
    rows = json.loads(result.stdout)
    names = [r["name"] for r in rows]
    assert "check: actions/s" in names and "simulate: games/s (2 players)" in names
    assert all(r["value"] > 0 for r in rows)
    for game_set in bench_measure.SETS:
        per_action = {r["name"]: r for r in rows if r["group"] == game_set.label}
        assert sorted(per_action) == sorted(
            f"{game_set.label}: {what} µs per action"
            for what in (
                "simulate, engine",
                "simulate, end to end",
                "check, engine",
                "check, end to end",
            )
        )
        assert all(r["unit"] == "µs" and r["note"] is None for r in per_action.values())
        assert all(0 < r["value"] < 1e6 for r in per_action.values())  # sane, not timed


def test_simulate_rejects_bad_options(tmp_path: Path) -> None:
    result = runner.invoke(app, ["simulate", "--teams", "--players", "3", "--out", str(tmp_path)])
    assert result.exit_code == 2
    result = runner.invoke(app, ["simulate", "--view", "zed", "--out", str(tmp_path)])
    assert result.exit_code == 2


def test_view_records_still_catch_illegal_actions() -> None:
    record = simulated(3, seed=8, view="alice")
    i = play_events(record)[4]
    event = record.events[i]
    fake = AchieveEvent(player=event.player, turn=event.turn, age=5)  # type: ignore[union-attr]
    events = [*record.events[:i], fake, *record.events[i + 1 :]]
    report = check_record(Record(header=record.header, events=events))
    assert first_problem(report) == ("illegal", "ACHIEVE-1")
    other = next(n for n in record.header.players if n != event.player)  # type: ignore[union-attr]
    report = check_record(mutated(record, i, player=other))
    assert first_problem(report) == ("illegal", "TURN-1")
