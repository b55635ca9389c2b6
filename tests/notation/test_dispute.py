"""Issue 15: a dispute written as text, a game that starts from a position.

The record's header holds the scenario's position object (``header.position``), built
by the scenario's code; the replay starts from it. The notation's ``position:`` header
(the scenario's JSON, or an indented block) maps to it, ``export`` writes it back,
``import`` -> ``check`` round-trips; the worked disputes in ``examples/disputes/`` get
their expected verdicts; the position's reader names line and column of every problem.
"""

from __future__ import annotations

import json
from pathlib import Path

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from adjudicator.cli import app
from adjudicator.core.problems import FormatError
from adjudicator.games.innovation.engine.state import State
from adjudicator.games.innovation.importers import to_record
from adjudicator.games.innovation.notation.parser import parse_notation
from adjudicator.games.innovation.notation.position import block_lines
from adjudicator.games.innovation.notation.writer import position_data, record_items, render
from adjudicator.games.innovation.reading import load_record_or_log
from adjudicator.games.innovation.recorder import record_of
from adjudicator.games.innovation.records import Header, Record, encode_record, load_record
from adjudicator.games.innovation.replay import check_record, replay_record
from adjudicator.games.innovation.scenario import run_file
from adjudicator.games.innovation.scenario_out import StateOut, state_out
from adjudicator.games.innovation.scenario_position import decode_position, position_of
from adjudicator.games.innovation.simulate import simulate_game

ROOT = Path(__file__).resolve().parents[2]
DISPUTES = ROOT / "examples" / "disputes"
SCENARIOS = ROOT / "examples" / "scenarios"
HEAD = "players: alice, bob\n"
runner = CliRunner()

OARS_JSON = {
    "current_player": "alice",
    "actions_left": 1,
    "players": {
        "alice": {
            "board": {"red": ["Oars"], "blue": {"cards": ["Writing", "Tools"], "splay": "left"}}
        },
        "bob": {"hand": ["Sailing", "Code of Laws"]},
    },
    "decks": {"1": ["Clothing", "Pottery"]},
    "achievements": [],
}
OARS_BLOCK = """position:
  current_player: alice
  actions_left: 1
  players:
    alice:
      board:
        red: Oars
        blue:
          cards: Writing, Tools
          splay: left
    bob:
      hand:
        - Sailing
        - Code of Laws
  decks:
    1: ["Clothing", "Pottery"]
  achievements: []
"""


def error(text: str) -> FormatError:
    with pytest.raises(FormatError) as caught:
        parse_notation(text, file="GAME.txt")
    return caught.value


# ---------------------------------------------------------------------------
# the worked disputes


EXPECTED = json.loads((DISPUTES / "expected.json").read_text("utf-8"))


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_the_worked_disputes_get_their_verdict(name: str) -> None:
    want = EXPECTED[name]
    result = runner.invoke(app, ["check", "--json", str(DISPUTES / name)])
    assert result.exit_code == 1, result.output
    (report,) = json.loads(result.stdout)
    assert report["verdict"] == want["verdict"]
    (problem,) = report["problems"]
    got = {k: problem.get(k) for k in ("rule", "event", "line", "player", "card", "message")}
    assert got == {k: want[k] for k in got}
    text = runner.invoke(app, ["check", str(DISPUTES / name)], env={"COLUMNS": "400"}).output
    assert f"[{DISPUTES / name} line {want['line']}; event {want['event'] + 1};" in text


def test_the_english_and_german_disputes_are_one_record() -> None:
    en, de = (
        load_record_or_log((DISPUTES / f"oars-dispute-{lang}.txt").read_bytes())
        for lang in ["en", "de"]
    )
    assert en.events == de.events
    assert en.header.position == de.header.position


def test_the_readme_dispute_is_the_example() -> None:
    readme = (ROOT / "README.md").read_text("utf-8")
    example = (DISPUTES / "oars-dispute-en.txt").read_text("utf-8")
    body = example[example.index("players:") :]
    assert body in readme


# ---------------------------------------------------------------------------
# reading the position


def test_the_block_and_the_json_are_one_position() -> None:
    block = parse_notation(HEAD + OARS_BLOCK)
    inline = parse_notation(HEAD + "position: " + json.dumps(OARS_JSON, indent=2) + "\n")
    assert block.position == inline.position == OARS_JSON
    assert block.position_line == inline.position_line == 2


def test_the_grammar_pages_json_position_is_its_block() -> None:
    page = (ROOT / "adjudicator/games/innovation/notation/grammar.md").read_text("utf-8")
    inline = page.split("```json\n")[1].split("```", 1)[0]
    game = page[page.index("players: alice, bob\nposition:\n") :].split("```", 1)[0]
    block = game.split("1. alice", 1)[0]
    assert parse_notation(inline.join(["players: alice, bob\n", ""])).position == (
        parse_notation(block).position
    )


def test_the_block_ends_at_the_first_line_not_indented() -> None:
    log = parse_notation(
        HEAD + OARS_BLOCK + "\n# a comment\n1. alice activates the dogma of Oars [castle]\n"
    )
    assert log.position == OARS_JSON
    assert [e.kind for e in log.entries] == ["action", "dogma"] and log.entries[0].line == 21


def test_the_writer_writes_the_block_the_reader_reads() -> None:
    data = position_data(decode_position(OARS_JSON))
    assert data == OARS_JSON
    assert (
        parse_notation(HEAD + "position:\n" + "\n".join(block_lines(data)) + "\n").position == data
    )


@pytest.mark.parametrize(
    ("text", "line", "column", "says"),
    [
        ("position:\n  players:\n    alice:\n      hand: Oarz\n", 5, 13, "unknown card 'Oarz'"),
        ("position:\n  deck:\n    1: Oars\n", 3, 3, "unknown key 'deck' (did you mean 'decks'?)"),
        ("position:\n  players:\n    alcie:\n      hand: Oars\n", 4, 5, "unknown player 'alcie'"),
        (
            "position:\n  players:\n    alice:\n      board:\n        red: Writing\n",
            6,
            14,
            "Writing is blue",
        ),
        ("position:\n  current_player: alice\n    turn: 3\n", 4, 5, "indented more"),
        ("position:\n  players alice\n", 3, 3, "'key: value'"),
        ("position:\n    turn: 2\n  seed: 1\n", 4, 3, "indented less than the position's first"),
        ("position:\n  actions_left: 3\n", 3, 17, "actions_left must be 1 or 2"),
        (
            'position: {"players": {"alice": {"hand": ["Oars", "Oars"]}}}\n',
            2,
            51,
            "named twice (also at line 2, column 43)",
        ),
        ('position: {"players": {"alice": {"hand": ["Oars",]}}}\n', 2, 50, "expected a JSON value"),
        ('position: {"players":\n\n   {"alice" {}}}\n', 4, 13, "expected ':'"),
        ('position: {"players": {}}} \n', 2, 26, "after the position's closing"),
        ("position: {}\nsetup\nalice draws Clothing\n", 4, 1, "has no deal"),
        ("seed: 4\nposition: {}\n", 2, 1, "gives its seed in the position"),
        ("position: {}\nposition:\n  seed: 1\n", 3, 1, "given twice (also on line 2)"),
        ("position: {\n", 2, 11, "not a whole JSON object"),
        ('position: {"players": {"\\ud800": {}}}\n', 2, 24, "surrogate"),
        ("position: players\n", 2, 11, "JSON object"),
        ("position:\n1. alice melds Oars\n", 2, 1, "the position is empty"),
    ],
)
def test_a_bad_position_names_its_line_and_column(
    text: str, line: int, column: int, says: str
) -> None:
    found = error(HEAD + text)
    assert (found.location.line, found.location.column) == (line, column), found.message
    assert says in found.message and found.message.startswith(f"line {line}, column {column}: ")
    assert found.exit_code == 2


KEYS = ["players", "alice", "bob", "board", "red", "blue", "hand", "score", "decks", "1"]
KEYS += ["current_player", "actions_left", "cards", "splay", "achievements", "seed", "turn"]
VALUES = [
    "",
    "Oars",
    "Oarz",
    "Writing, Tools",
    "left",
    "2",
    "[]",
    "{}",
    "[",
    "{",
    '"',
    ",",
    "- Oars",
]
VALUES += ['["Oars"]', "none", "Sailing, Code of Laws", "x: y", "#", "\t", "\\", '{"a": [1, {"b"']


@st.composite
def block(draw: st.DrawFn) -> str:
    lines = draw(
        st.lists(
            st.tuples(
                st.integers(0, 8),
                st.sampled_from(KEYS),
                st.booleans(),
                st.sampled_from(VALUES),
            ),
            max_size=12,
        )
    )
    return "".join(
        f"{' ' * (indent + 1)}{key}{':' if colon else ''} {value}\n"
        for indent, key, colon, value in lines
    )


def outcome(text: str) -> None:
    """No traceback: the text reads, or a FormatError names its line and column."""
    try:
        parse_notation(HEAD + text)
    except FormatError as exc:
        assert exc.exit_code == 2
        assert exc.location.line is not None and exc.location.column is not None, exc.message
        assert exc.message.startswith(f"line {exc.location.line}, column {exc.location.column}: ")


@settings(max_examples=200, deadline=None)
@given(block())
def test_any_block_of_position_words(text: str) -> None:
    outcome("position:\n" + text + "1. alice melds Oars\n")


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=200))
def test_any_text_after_the_position_key(text: str) -> None:
    outcome("position: " + text)
    outcome("position:\n " + text)


@settings(max_examples=150, deadline=None)
@given(st.text(alphabet='{}[]":, \n\t1ab\\-#', max_size=80))
def test_any_json_like_text(text: str) -> None:
    outcome("position: {" + text)


# ---------------------------------------------------------------------------
# the record starts from the position


def dispute_record(position: dict[str, object], events: list[dict[str, object]]) -> Record:
    raw = {"header": {"players": ["alice", "bob"], "position": position}, "events": events}
    return load_record(json.dumps(raw).encode())


def test_a_hidden_draw_is_the_card_the_position_lists_on_top() -> None:
    record = dispute_record(OARS_JSON, [{"type": "draw", "player": "alice", "draws": [{"age": 1}]}])
    _report, game, _ = replay_record(record)
    assert "Clothing" in game.state.player("alice").hand


def test_a_named_draw_must_be_the_card_the_position_lists_on_top() -> None:
    wrong = [{"type": "draw", "player": "alice", "draws": [{"age": 1, "card": "Pottery"}]}]
    report = check_record(dispute_record(OARS_JSON, wrong))
    assert report.verdict == "divergence" and report.problems[0].rule == "DRAW-1"
    assert "the position puts Clothing on top of the 1 pile" in report.problems[0].message
    below = dict(OARS_JSON, decks={})  # no listed top: any card of the pile
    report = check_record(dispute_record(below, wrong))
    assert report.verdict == "incomplete"


def test_a_bad_position_in_a_record_is_unreadable_at_its_path(tmp_path: Path) -> None:
    bad = dict(OARS_JSON, players={"alice": {"hand": ["Oarz"]}})
    path = tmp_path / "bad.json"
    path.write_bytes(encode_record(Record(header=Header(players=["alice", "bob"]), events=[])))
    raw = json.loads(path.read_text())
    raw["header"]["position"] = bad
    path.write_text(json.dumps(raw))
    result = runner.invoke(app, ["check", "--json", str(path)])
    assert result.exit_code == 2
    (report,) = json.loads(result.stdout)
    assert "$.header.position.players.alice.hand[0]" in report["problems"][0]["message"]


# ---------------------------------------------------------------------------
# round trips


@pytest.mark.parametrize(
    "name", ["oars-demand.json", "shared-free-draw.json", "monument-claimed.json"]
)
@pytest.mark.parametrize("language", ["en", "de"])
def test_a_scenario_exported_reads_back_to_its_final_position(name: str, language: str) -> None:
    result = runner.invoke(app, ["export", str(SCENARIOS / name), "--lang", language])
    assert result.exit_code == 0, result.output
    record = to_record.to_record(parse_notation(result.stdout))
    report, game, _ = replay_record(record)
    assert report.problems == [] or [p.code for p in report.problems] == ["incomplete"]
    scenario = run_file(SCENARIOS / name)
    assert state_out(game.state) == state_out(scenario.game.state)


def cut(index: int) -> tuple[Record, Record]:
    """A simulated game and the same game from the start of a turn in its middle, as a
    record that starts from that position."""
    players = 2 + index % 3
    game, setup = simulate_game(players, seed=2000 + index, teams=players == 4 and index % 2 == 0)
    whole = record_of(game, setup, view=None, source="test")
    _report, _game, positions = replay_record(whole)
    starts = [
        k
        for k, (state, _) in enumerate(positions)
        if state.phase == "play"
        and state.actions_left == (1 if state.turn <= state.single_action_turns else 2)
    ]
    k = starts[len(starts) // 2]
    actions = [e for e in whole.events if not hasattr(e, "winners")]
    header = msgspec.structs.replace(
        whole.header,
        position=position_of(positions[k][0]),
        setup=msgspec.structs.replace(whole.header.setup, hands={}, achievements=None),
    )
    return whole, Record(header=header, events=[*actions[k:], *whole.events[len(actions) :]])


@pytest.mark.parametrize("index", range(12))
def test_a_game_cut_at_a_position_checks_and_round_trips(index: int) -> None:
    whole, from_position = cut(index)
    report = check_record(from_position)
    assert report.verdict == "valid", report.problems[:1]
    _r, end, _ = replay_record(whole)
    _r, again, _ = replay_record(from_position)
    assert final(again.state) == final(end.state)
    text = render(record_items(from_position), ("en", "de")[index % 2])
    imported = to_record.to_record(parse_notation(text))
    assert check_record(imported).verdict == "valid"
    _r, read, _ = replay_record(imported)
    assert final(read.state) == final(end.state)


def final(state: State) -> StateOut:
    """The state's cards where they are; the supply piles' order aside (a position
    leaves it unknown: the unlisted cards are shuffled by the seed)."""
    out = state_out(state)
    out.decks = {age: sorted(pile) for age, pile in out.decks.items() if isinstance(pile, list)}
    return out
