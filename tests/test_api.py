"""The public Python API (`adjudicator.read_record`, `adjudicator.load_scenario`)
agrees with the command line, reads formats by content, and prints readably."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from support import REAL_LOGS
from typer.testing import CliRunner

import adjudicator
from adjudicator.cli import app
from adjudicator.games import game_for, game_package, sniff
from adjudicator.games.innovation.positions import record_runs
from adjudicator.games.innovation.records import load_record

ROOT = Path(__file__).resolve().parents[1]
LOGS = ROOT / "logs"
SCENARIOS = ROOT / "examples" / "scenarios"
EXPLAIN = ROOT / "examples" / "explain"
FULL = LOGS / "full-2p-seed7.json"
runner = CliRunner()


def cli(*args: str) -> tuple[int, str]:
    result = runner.invoke(app, list(args), env={"COLUMNS": "80"})
    return result.exit_code, result.stdout


# ---------------------------------------------------------------------------
# records


RECORDS = sorted(p for p in LOGS.glob("*.json*") if p.name != "expected.json")


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: p.name)
def test_check_gives_the_cli_report(path: Path) -> None:
    code, out = cli("check", str(path), "--json")
    [expected] = json.loads(out)
    report = adjudicator.read_record(path).check()
    assert json.loads(adjudicator_json(report)) == {**expected, "file": str(path)}
    assert code == (0 if report.verdict == "valid" else 1)


def adjudicator_json(value: object) -> str:
    import msgspec

    return msgspec.json.encode(value).decode()


def test_a_path_a_string_and_bytes_read_the_same() -> None:
    by_path = adjudicator.read_record(FULL)
    by_str = adjudicator.read_record(str(FULL))
    by_bytes = adjudicator.read_record(FULL.read_bytes())
    assert by_path.record == by_str.record == by_bytes.record
    assert by_path.file == str(FULL) and by_bytes.file is None


def test_json_lines_are_told_by_the_content_not_the_name(tmp_path: Path) -> None:
    lines = (LOGS / "teams-4p-seed3.jsonl").read_bytes()
    misnamed = tmp_path / "teams.json"
    misnamed.write_bytes(lines)
    record = adjudicator.read_record(misnamed)
    assert record.record == load_record(lines, filename="x.jsonl")
    assert record.check().verdict == "valid"
    document = tmp_path / "full.jsonl"
    document.write_bytes(FULL.read_bytes())
    assert adjudicator.read_record(document).record == load_record(FULL.read_bytes())
    header_only = lines.split(b"\n")[0]
    assert adjudicator.read_record(header_only).record.events == []


def test_header_fields_and_actions_numbered_like_explain() -> None:
    record = adjudicator.read_record(FULL)
    assert record.players == ["alice", "bob"] and record.game == "innovation"
    assert record.header.edition == 3 and record.header.view is None
    actions = record.actions
    assert [a.number for a in actions] == list(range(1, record.check().actions_checked + 1))
    runs, _ = record_runs(load_record(FULL.read_bytes()))
    assert [a.action for a in actions] == [r.action for r in runs]
    _, out = cli("explain", str(FULL), "--json")
    explained = json.loads(out)["actions"]
    assert [(a.number, a.player, a.turn) for a in actions] == [
        (e["number"], e["player"], e["turn"]) for e in explained
    ]
    assert str(actions[30]) == "bob takes the Dogma action on Tools"
    assert repr(actions[0]) == "<Action 1, turn 1: bob melds Metalworking as the initial meld>"


def test_actions_stop_at_the_first_problem() -> None:
    record = adjudicator.read_record(LOGS / "illegal-achieve.json")
    report = record.check()
    assert report.verdict == "illegal" and len(record.actions) == report.actions_checked
    assert len(record.check(all_problems=True).problems) >= 1


def test_position_is_the_engine_after_action_n() -> None:
    record = adjudicator.read_record(FULL)
    runs, _ = record_runs(load_record(FULL.read_bytes()))
    for n in (0, 1, 30, len(runs) - 1):
        assert record.position(n).state == runs[n].before.state
    last = record.position(len(runs))
    assert last.terminal and last.winners == ["alice"]
    game = record.position(30)
    game.apply(game.legal_actions()[0])  # a copy: the record is not changed
    assert record.position(30).state == runs[30].before.state
    with pytest.raises(IndexError, match=f"{len(runs)} action"):
        record.position(len(runs) + 1)
    with pytest.raises(IndexError):
        record.position(-1)


def test_explain_is_what_the_cli_prints() -> None:
    record = adjudicator.read_record(FULL)
    explanation = record.explain(31)
    _, out = cli("explain", str(FULL), "--action", "31", "--json")
    [item] = json.loads(out)["actions"]
    assert json.loads(explanation.to_json()) == item
    _, text = cli("explain", str(FULL), "--action", "31")
    assert str(explanation) == "\n".join(line.rstrip() for line in text.splitlines())
    assert explanation.number == 31 and explanation.player == "bob" and explanation.turn == 15
    assert explanation.root.rule == "DOGMA-1" and explanation.steps[0].verb == "action"
    assert repr(explanation) == ("<Explanation of action 31: bob takes the Dogma action on Tools>")


def test_explain_a_view_hides_what_the_player_could_not_see() -> None:
    path = LOGS / "view-alice-3p-seed12.json"
    record = adjudicator.read_record(path)
    for n in (3, 7):
        _, out = cli("explain", str(path), "--action", str(n), "--view", "bob", "--json")
        [item] = json.loads(out)["actions"]
        assert json.loads(record.explain(n, view="bob").to_json()) == item
    with pytest.raises(ValueError, match="no such player"):
        record.explain(3, view="zoe")
    with pytest.raises(IndexError):
        record.explain(0)


def test_tree_counts_and_writes_like_the_cli(tmp_path: Path) -> None:
    tree = adjudicator.read_record(FULL).tree(28)
    code, out = cli("tree", str(FULL), "--action", "28", "-o", str(tmp_path / "cli.dot"))
    assert code == 0
    assert f"{tree.nodes} nodes, {tree.outcomes} distinct outcome(s)" in out
    written = tree.write(tmp_path / "api.dot")
    assert written.read_text("utf-8") == (tmp_path / "cli.dot").read_text("utf-8")
    assert tree.dot() == written.read_text("utf-8")
    small = adjudicator.read_record(FULL).tree(28, depth=1, max_nodes=5, max_chance=2)
    assert small.nodes < tree.nodes and small.notes


REAL_TRACKER = REAL_LOGS / "bga-table815136179-tracker-gamelog.txt"


@pytest.fixture
def tracker_export(tmp_path: Path) -> Path:
    """The real tracker sample as the tracker saves it: plain JSON in a ``.json`` file
    (the sample's first line, naming its source, left out)."""
    if not REAL_TRACKER.is_file():
        pytest.skip("../shared/real-logs is not there")
    lines = REAL_TRACKER.read_text("utf-8").splitlines(keepends=True)
    export = tmp_path / "game_log.json"
    export.write_text("".join(line for line in lines if not line.startswith("#")), "utf-8")
    json.loads(export.read_text("utf-8"))  # the export is JSON, like a record or a scenario
    return export


def test_a_bga_json_export_is_read_as_a_record(tracker_export: Path) -> None:
    record = adjudicator.read_record(tracker_export)
    assert record.players == ["AnotherSava", "TrinaCat"]
    imported = record.header.imported
    assert imported is not None and (imported.format, imported.file) == (
        "bga-tracker",
        "game_log.json",
    )
    assert record.check().verdict == "incomplete"  # the sample stops mid-game
    assert "Metalworking" in str(record.explain(3))


@pytest.mark.parametrize("command", ["explain", "tree", "replay"])
def test_explain_tree_and_replay_take_a_bga_json_export(
    command: str, tracker_export: Path, tmp_path: Path
) -> None:
    out = {"tree": ["-o", str(tmp_path / "t.dot")], "replay": ["-o", str(tmp_path / "r.html")]}
    code, printed = cli(command, str(tracker_export), "--action", "3", *out.get(command, []))
    if command == "replay":  # the page shows every action: no --action
        code, printed = cli(command, str(tracker_export), *out[command], "--no-trees")
    assert code in (0, 1), printed  # 1: the sample is incomplete
    assert "not a game record" not in printed
    assert "Metalworking" in printed or command != "explain"
    assert command == "explain" or "wrote" in printed


# ---------------------------------------------------------------------------
# scenarios


@pytest.mark.parametrize("path", sorted(SCENARIOS.glob("*.json")), ids=lambda p: p.name)
def test_run_to_json_is_exactly_what_scenario_run_json_prints(path: Path) -> None:
    code, out = cli("scenario", "run", str(path), "--json")
    result = adjudicator.load_scenario(path).run()
    assert result.to_json() + "\n" == out
    assert result.exit_code == code
    raw = json.loads(out)
    assert raw["winner"] == result.winner and raw["game_over"] == result.game_over
    assert result.state == raw["state"] and raw["state"] == result.state
    assert result.pending == raw["pending"] and result.error == raw["error"]
    assert [s["text"] for s in raw["steps"]] == [s.text for s in result.steps]
    assert raw["state"]["turn"] == result.state.turn == result.state["turn"]
    player = raw["state"]["current_player"]
    assert result.state.players[player].hand == raw["state"]["players"][player]["hand"]


def test_a_scenario_from_a_path_bytes_a_dict_or_toml() -> None:
    path = SCENARIOS / "oars-demand.json"
    raw = json.loads(path.read_text("utf-8"))
    expected = adjudicator.load_scenario(path).run().to_json()
    assert adjudicator.load_scenario(str(path)).run().to_json() == expected
    assert adjudicator.load_scenario(path.read_bytes()).run().to_json() == expected
    assert adjudicator.load_scenario(raw).run().to_json() == expected
    toml = b"""
game = "innovation"
players = ["alice", "bob"]
actions = [{player = "alice", action = "draw"}]
[setup]
current_player = "alice"
actions_left = 1
[setup.players.alice.board]
red = ["Oars"]
[setup.decks]
"1" = ["Archery"]
"""
    result = adjudicator.load_scenario(toml).run()
    assert result.state.players["alice"].hand == ["Archery"]


def test_a_scenario_explains_and_draws_each_action() -> None:
    scenario = adjudicator.load_scenario(SCENARIOS / "monument-claimed.json")
    _, out = cli("explain", str(SCENARIOS / "monument-claimed.json"), "--action", "2", "--json")
    [item] = json.loads(out)["actions"]
    assert json.loads(scenario.explain(2).to_json()) == item
    tree = adjudicator.load_scenario(EXPLAIN / "you-may-options.json").tree(1)
    assert tree.nodes > 1 and tree.dot().startswith("digraph")


def test_scenario_results_say_how_the_run_ended() -> None:
    pending = adjudicator.load_scenario(SCENARIOS / "what-could-bob-do.json").run()
    assert pending.pending is not None and pending.pending.player == "bob"
    assert pending.pending["decision"] == "cards" and "options" in pending.pending
    with pytest.raises(AttributeError):
        _ = pending.pending.no_such_field
    assert repr(pending).startswith("<ScenarioResult pending: bob must ")
    over = adjudicator.load_scenario(SCENARIOS / "draw-past-10.json").run()
    assert over.game_over is not None and over.winner
    illegal = adjudicator.load_scenario(
        {
            "players": ["alice", "bob"],
            "setup": {"current_player": "alice", "actions_left": 1},
            "actions": [{"player": "alice", "action": "achieve", "age": 1}],
        }
    ).run()
    assert illegal.error is not None and illegal.exit_code == 1
    assert repr(illegal).startswith("<ScenarioResult error at actions[0]: ")
    assert illegal.error.rule is not None and f"({illegal.error.rule})>" in repr(illegal)


# ---------------------------------------------------------------------------
# errors and the game field


CHESS_RECORD = b'{"header": {"game": "chess", "players": ["a", "b"]}, "events": []}'
CHESS_SCENARIO = b'{"game": "chess", "players": ["a", "b"]}'


def test_a_file_naming_another_game_is_a_format_error(tmp_path: Path) -> None:
    with pytest.raises(adjudicator.FormatError, match="unknown game 'chess'") as caught:
        adjudicator.read_record(CHESS_RECORD)
    assert caught.value.location.path == "$.header.game"
    with pytest.raises(adjudicator.FormatError, match=r"\$\.game: unknown game 'chess'"):
        adjudicator.load_scenario(CHESS_SCENARIO)
    lines = b'{"game": "go", "players": ["a", "b"]}\n{"type": "draw", "player": "a"}\n'
    with pytest.raises(adjudicator.FormatError, match="unknown game 'go'"):
        adjudicator.read_record(lines)


@pytest.mark.parametrize(
    ("content", "command"),
    [
        (CHESS_RECORD, ["check"]),
        (CHESS_RECORD, ["explain"]),
        (CHESS_RECORD, ["scenario", "run"]),
        (CHESS_SCENARIO, ["scenario", "run"]),
        (CHESS_SCENARIO, ["explain"]),
        (CHESS_SCENARIO, ["tree"]),
    ],
)
def test_the_cli_picks_the_game_from_the_file(
    tmp_path: Path, content: bytes, command: list[str]
) -> None:
    path = tmp_path / "other.json"
    path.write_bytes(content)
    output = ["-o", str(tmp_path / "x.dot")] if command == ["tree"] else []
    result = runner.invoke(app, [*command, str(path), *output])
    assert result.exit_code == 2
    assert "unknown game 'chess'" in result.output and "Traceback" not in result.output


def test_bad_input_raises_the_project_errors(tmp_path: Path) -> None:
    with pytest.raises(adjudicator.FormatError, match="cannot read"):
        adjudicator.read_record(tmp_path / "missing.json")
    with pytest.raises(adjudicator.FormatError, match="not valid JSON"):
        adjudicator.read_record(b'{"header": ')
    with pytest.raises(adjudicator.FormatError, match="not a game record"):
        adjudicator.read_record(SCENARIOS / "oars-demand.json")
    with pytest.raises(adjudicator.FormatError, match="not a scenario"):
        adjudicator.load_scenario(FULL)
    with pytest.raises(adjudicator.FormatError) as caught:
        adjudicator.load_scenario({"players": ["a", "b"], "setup": {"turn": "x"}})
    assert caught.value.location.path == "$.setup.turn"
    assert issubclass(adjudicator.FormatError, adjudicator.AdjudicatorError)


def test_the_registry_and_the_sniffer() -> None:
    assert game_package("innovation").__name__ == "adjudicator.games.innovation"
    with pytest.raises(adjudicator.FormatError):
        game_package(7)
    assert game_for(b"not json at all").__name__ == "adjudicator.games.innovation"
    full = sniff(FULL.read_bytes())
    assert full is not None and (full.format, full.record) == ("json", True)
    lines = sniff((LOGS / "teams-4p-seed3.jsonl").read_bytes())
    assert lines is not None and (lines.format, lines.record) == ("jsonl", True)
    toml = sniff(b'players = ["a", "b"]\n')
    assert toml is not None and (toml.format, toml.record, toml.game) == (
        "toml",
        False,
        "innovation",
    )


# ---------------------------------------------------------------------------
# the package


def test_reprs_are_readable() -> None:
    record = adjudicator.read_record(LOGS / "view-alice-3p-seed12.json")
    assert (
        repr(record) == "<GameRecord innovation: alice and bob and carol, 105 events, alice's view>"
    )
    assert (
        repr(record.record)
        == "<Record innovation: alice and bob and carol, 105 events, alice's view>"
    )
    game = record.position(10)
    assert repr(game).startswith("<Game innovation turn ") and repr(game).endswith(" to act>")
    assert repr(record.position(0)) == "<Game innovation initial meld, alice to meld>"
    state = game.state
    assert repr(state).startswith(f"<State turn {state.turn}: alice ")
    alice = state.players[0]
    assert repr(alice) == (
        f"<PlayerState alice: {len(alice.top_cards())} top cards, {len(alice.hand)} in hand, "
        f"{alice.score_points()} points, {len(alice.achievements)} achievements>"
    )
    for value in (record, game, state, alice, record.check(), record.actions[0], record.tree(5)):
        assert " object at 0x" not in repr(value)


def test_exports_and_a_light_import() -> None:
    for name in adjudicator.__all__:
        assert getattr(adjudicator, name) is not None
    assert adjudicator.__version__ == "0.1.0"
    with pytest.raises(AttributeError):
        _ = adjudicator.nothing_here  # type: ignore[attr-defined]
    probe = "import adjudicator, sys; print('adjudicator.games.innovation' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
