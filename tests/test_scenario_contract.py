"""The scenario contract (../shared/spec/scenario.md) through the command line."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support import scenario
from typer.testing import CliRunner

from adjudicator.cli import app
from adjudicator.core.problems import FormatError
from adjudicator.games.innovation.scenario import load_scenario, run_dict

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = sorted((ROOT / "examples" / "scenarios").glob("*.json"))
runner = CliRunner()


def run_cli(tmp_path: Path, raw: dict[str, Any] | str, *flags: str) -> tuple[int, str]:
    path = tmp_path / "scenario.json"
    path.write_text(raw if isinstance(raw, str) else json.dumps(raw), encoding="utf-8")
    result = runner.invoke(app, ["scenario", "run", str(path), *flags])
    return result.exit_code, result.stdout


def run_json(tmp_path: Path, raw: dict[str, Any] | str) -> tuple[int, dict[str, Any]]:
    code, text = run_cli(tmp_path, raw, "--json")
    return code, json.loads(text)


OARS = scenario(
    {
        "alice": {
            "board": {"red": ["Oars"], "blue": {"cards": ["Writing", "Tools"], "splay": "left"}}
        },
        "bob": {"hand": ["Sailing", "Code of Laws", "Metalworking"]},
    },
    [{"player": "alice", "action": "dogma", "card": "Oars"}],
    ["Sailing", {"player": "bob", "choose": "Code of Laws"}],
    decks={1: ["Clothing", "Pottery", "The Wheel"]},
    achievements=["Agriculture", "Calendar"],
    current="alice",
    actions_left=1,
    seed=7,
)


def test_the_spec_example_resolves_as_written(tmp_path: Path) -> None:
    code, out = run_json(tmp_path, OARS)
    assert code == 0
    assert set(out) == {"state", "steps", "pending", "winner", "game_over", "error"}
    st_ = out["state"]
    assert (st_["current_player"], st_["actions_left"], st_["turn"]) == ("bob", 2, 2)
    alice = st_["players"]["alice"]
    assert alice["score"] == ["Sailing", "Code of Laws", "Clothing"]
    assert alice["score_points"] == 3
    assert alice["icons"] == {
        "castle": 3,
        "crown": 2,
        "leaf": 0,
        "lightbulb": 2,
        "factory": 0,
        "clock": 0,
    }
    assert list(alice["board"]) == ["red", "yellow", "green", "blue", "purple"]
    assert alice["board"]["blue"] == {"cards": ["Writing", "Tools"], "splay": "left"}
    assert alice["forecast"] == []
    assert st_["players"]["bob"]["hand"] == ["Metalworking", "Pottery", "The Wheel"]
    assert list(st_["decks"]) == [str(a) for a in range(1, 11)]
    assert st_["achievements"] == [
        "Agriculture",
        "Calendar",
        "Monument",
        "Empire",
        "World",
        "Wonder",
        "Universe",
    ]
    assert st_["removed"] == []
    assert out["pending"] is None and out["winner"] is None and out["error"] is None
    first = next(s for s in out["steps"] if s["verb"] == "transfer")
    assert first["text"] == "bob transfers Sailing from bob's hand to alice's score pile"
    assert (first["from_player"], first["from_zone"]) == ("bob", "hand")
    assert (first["to_player"], first["to_zone"]) == ("alice", "score")
    assert all({"text", "rule"} <= set(s) for s in out["steps"])


def test_human_output_shows_steps_and_boards(tmp_path: Path) -> None:
    code, text = run_cli(tmp_path, OARS)
    assert code == 0
    assert "bob transfers Sailing" in text
    assert "alice" in text and "Oars" in text


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda p: p.stem)
def test_examples_run_cleanly(example: Path) -> None:
    result = runner.invoke(app, ["scenario", "run", str(example), "--json"])
    assert result.exit_code == 0, result.stdout
    out = json.loads(result.stdout)
    assert out["error"] is None


def test_pending_when_answers_run_out(tmp_path: Path) -> None:
    raw = {**OARS, "answers": []}
    code, out = run_json(tmp_path, raw)
    assert code == 0
    assert out["pending"] == {
        "player": "bob",
        "decision": "cards",
        "prompt": out["pending"]["prompt"],
        "rule": out["pending"]["rule"],
        "optional": False,
        "min": 1,
        "max": 1,
        "options": ["Sailing", "Code of Laws"],
    }


def test_pending_stops_later_actions(tmp_path: Path) -> None:
    raw = {
        **OARS,
        "answers": [],
        "actions": [*OARS["actions"], {"player": "alice", "action": "draw"}],
    }
    code, out = run_json(tmp_path, raw)
    assert code == 0 and out["pending"] is not None
    assert out["state"]["actions_left"] == 1


def test_unused_answers_are_an_error(tmp_path: Path) -> None:
    raw = {**OARS, "answers": [*OARS["answers"], "Metalworking"]}
    code, out = run_json(tmp_path, raw)
    assert code == 1
    assert out["error"]["answer"] == 2
    assert "unused" in out["error"]["message"]


def test_answer_that_does_not_fit_names_the_decision_and_options(tmp_path: Path) -> None:
    raw = {**OARS, "answers": ["Metalworking"]}
    code, out = run_json(tmp_path, raw)
    assert code == 1
    err = out["error"]
    assert err["answer"] == 0
    assert "bob was asked to" in err["message"]
    assert "Sailing" in err["message"] and "Code of Laws" in err["message"]
    assert out["pending"] is None  # pending is for answers that ran out (exit 0)
    # the state is the one just before the failing answer: nothing moved yet
    assert out["state"]["players"]["bob"]["hand"] == ["Sailing", "Code of Laws", "Metalworking"]


def test_answer_for_the_wrong_player(tmp_path: Path) -> None:
    raw = {**OARS, "answers": [{"player": "alice", "choose": "Sailing"}]}
    code, out = run_json(tmp_path, raw)
    assert code == 1 and out["error"]["answer"] == 0
    assert "bob is being asked" in out["error"]["message"]


def test_action_by_the_wrong_player(tmp_path: Path) -> None:
    raw = {**OARS, "actions": [{"player": "bob", "action": "draw"}], "answers": []}
    code, out = run_json(tmp_path, raw)
    assert code == 1
    assert out["error"] == {
        "rule": "TURN-1",
        "message": "it is alice's turn, not bob's",
        "action": 0,
    }


def test_action_after_the_game_ended(tmp_path: Path) -> None:
    from adjudicator.games.innovation.engine.cards import all_cards

    raw = scenario(
        {"alice": {"board": {"blue": ["Writing"]}, "score": ["Oars"]}, "bob": {}},
        [
            {"player": "alice", "action": "dogma", "card": "Writing"},
            {"player": "alice", "action": "draw"},
        ],
        removed=[c.name for c in all_cards() if c.name not in ("Writing", "Oars")],
        achievements=[],
    )
    code, out = run_json(tmp_path, raw)
    assert code == 1
    assert out["error"]["action"] == 1 and out["error"]["rule"] == "END-2"
    assert out["winner"] == ["alice"] and out["game_over"] == "score"


BAD_FILES = [
    ({"board": {"red": ["Oarz"]}}, "$.setup.players.alice.board.red[0]", "unknown card 'Oarz'"),
    (
        {"board": {"red": ["Oars"]}, "hand": ["Oars"]},
        "$.setup.players.alice.hand[0]",
        "named twice",
    ),
    ({"board": {"blue": ["Oars"]}}, "$.setup.players.alice.board.blue[0]", "red"),
    (
        {"board": {"red": {"cards": ["Oars"], "splay": "left"}}},
        "$.setup.players.alice.board.red.splay",
        "splay",
    ),
    (
        {"board": {"red": {"cards": ["Oars", "Archery"], "splay": "sideways"}}},
        "$.setup.players.alice.board.red.splay",
        "sideways",
    ),
    ({"board": {"pink": ["Oars"]}}, "$.setup.players.alice.board.pink", "pink"),
    ({"forecast": ["Oars"]}, "$.setup.players.alice.forecast[0]", "forecast"),
    ({"achievements": ["age 11"]}, "$.setup.players.alice.achievements[0]", "age 11"),
]


@pytest.mark.parametrize(("alice", "path", "words"), BAD_FILES)
def test_schema_errors_name_the_path(
    tmp_path: Path, alice: dict[str, Any], path: str, words: str
) -> None:
    raw = scenario({"alice": alice, "bob": {}}, [])
    code, out = run_json(tmp_path, raw)
    assert code == 2
    assert set(out) == {"error"}
    assert out["error"]["path"] == path
    assert words in out["error"]["message"]


@pytest.mark.parametrize(
    ("change", "path"),
    [
        ({"players": ["alice", "alice"]}, "$.players"),
        ({"players": ["alice"]}, "$.players"),
        ({"edition": 2}, "$.edition"),
        ({"game": "chess"}, "$.game"),
        ({"teams": [["alice", "bob"]]}, "$.teams"),
    ],
)
def test_top_level_schema_errors(tmp_path: Path, change: dict[str, Any], path: str) -> None:
    raw = {**scenario({"alice": {}, "bob": {}}, []), **change}
    code, out = run_json(tmp_path, raw)
    assert code == 2
    assert out["error"]["path"] == path


def test_deck_of_another_age_and_duplicate_achievement_ages(tmp_path: Path) -> None:
    raw = scenario({"alice": {"board": {"red": ["Oars"]}}, "bob": {}}, [], decks={2: ["Sailing"]})
    code, out = run_json(tmp_path, raw)
    assert code == 2
    assert out["error"] == {"path": "$.setup.decks.2[0]", "message": "Sailing is age 1, not 2"}
    raw = scenario(
        {"alice": {"board": {"red": ["Oars"]}}, "bob": {}}, [], achievements=["Sailing", "Writing"]
    )
    code, out = run_json(tmp_path, raw)
    assert code == 2 and out["error"]["path"] == "$.setup.achievements[1]"


def test_unknown_player_in_an_action(tmp_path: Path) -> None:
    raw = scenario(
        {"alice": {"board": {"red": ["Oars"]}}, "bob": {}}, [{"player": "zed", "action": "draw"}]
    )
    code, out = run_cli(tmp_path, raw, "--json")
    assert code in (1, 2)
    assert "zed" in out


def test_malformed_json_names_line_and_column(tmp_path: Path) -> None:
    code, out = run_json(tmp_path, '{"players": ["alice",\n "bob"],, }')
    assert code == 2
    assert out["error"]["message"].startswith("not valid JSON at line 2, column 9")


def test_missing_file(tmp_path: Path) -> None:
    result = runner.invoke(app, ["scenario", "run", str(tmp_path / "nope.json"), "--json"])
    assert result.exit_code == 2
    assert "cannot read" in json.loads(result.stdout)["error"]["message"]


def test_input_file_is_not_modified(tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    text = json.dumps(OARS, indent=1)
    path.write_text(text, encoding="utf-8")
    runner.invoke(app, ["scenario", "run", str(path), "--json"])
    assert path.read_text(encoding="utf-8") == text


def test_toml_scenarios_are_accepted(tmp_path: Path) -> None:
    path = tmp_path / "s.toml"
    path.write_text(
        'players = ["alice", "bob"]\n'
        '[setup.players.alice.board]\nred = ["Archery"]\n'
        '[setup.decks]\n"1" = ["Oars"]\n'
        '[[actions]]\nplayer = "alice"\naction = "dogma"\ncard = "Archery"\n',
        encoding="utf-8",
    )
    result = runner.invoke(app, ["scenario", "run", str(path), "--json"])
    assert result.exit_code == 0, result.stdout
    assert json.loads(result.stdout)["state"]["players"]["alice"]["hand"] == ["Oars"]


def test_game_start_draws_and_requires_initial_melds(tmp_path: Path) -> None:
    raw = scenario({"alice": {}, "bob": {}}, [{"player": "alice", "action": "draw"}])
    code, out = run_json(tmp_path, raw)
    assert code == 1 and out["error"]["rule"] == "SETUP-4"
    assert len(out["state"]["players"]["alice"]["hand"]) == 2


# --- robustness: any JSON gives a result or a FormatError, never a traceback ---
json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-3, 12)
    | st.sampled_from(["alice", "bob", "Oars", "red", "yes", "age 1", "left", ""]),
    lambda children: (
        st.lists(children, max_size=3)
        | st.dictionaries(
            st.sampled_from(["player", "choose", "cards", "splay", "board", "hand", "red"]),
            children,
            max_size=3,
        )
    ),
    max_leaves=8,
)


@settings(max_examples=150, deadline=None)
@given(
    board=st.dictionaries(
        st.sampled_from(["red", "blue", "green", "pink"]), json_values, max_size=2
    ),
    answers=st.lists(json_values, max_size=3),
    action=st.dictionaries(
        st.sampled_from(["player", "action", "card", "age"]), json_values, max_size=4
    ),
)
def test_loader_never_crashes(
    board: dict[str, Any], answers: list[Any], action: dict[str, Any]
) -> None:
    raw = {
        "players": ["alice", "bob"],
        "setup": {"players": {"alice": {"board": board, "hand": ["Agriculture", "Oars"]}}},
        "actions": [action],
        "answers": answers,
    }
    try:
        result = run_dict(raw)
    except FormatError as exc:
        assert exc.location is not None and exc.location.path is not None
        assert exc.location.path.startswith("$")
        return
    assert result.exit_code in (0, 1)


@settings(max_examples=100, deadline=None)
@given(answers=st.lists(json_values, max_size=4))
def test_any_answers_give_a_result(answers: list[Any]) -> None:
    raw = {**OARS, "answers": answers}
    result = run_dict(raw)
    assert result.exit_code in (0, 1)
    out = result.to_out()
    assert out.error is None or out.error.answer is not None


def test_load_scenario_rejects_non_object() -> None:
    with pytest.raises(FormatError):
        load_scenario(b"[1, 2]")


def test_a_pick_of_several_cards_may_come_one_answer_at_a_time() -> None:
    from support import dogma

    players = {
        "alice": {"board": {"blue": ["Tools"]}, "hand": ["Oars", "Sailing", "Archery", "Writing"]},
        "bob": {},
    }
    together = dogma("Tools", players, [["Oars", "Sailing", "Archery"]], decks={3: ["Compass"]})
    apart = dogma("Tools", players, ["Oars", "Sailing", "Archery"], decks={3: ["Compass"]})
    assert together.exit_code == apart.exit_code == 0, apart.error
    assert apart.state == together.state
    short = dogma("Tools", players, ["Oars", "Sailing"])
    assert short.exit_code == 1 and short.error is not None
    assert "choose 3, not 2" in short.error["message"]
