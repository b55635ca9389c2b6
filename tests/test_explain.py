"""`adjudicator explain`: the structured explanation of known scenarios."""

from __future__ import annotations

import io
import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import msgspec
import pytest
from rich.console import Console
from support import scenario
from typer.testing import CliRunner

from adjudicator.cli import app
from adjudicator.core.steps import split_actions
from adjudicator.games.innovation.drivers import play_random
from adjudicator.games.innovation.engine.cards import all_cards
from adjudicator.games.innovation.explain import (
    ActionExplanation,
    Line,
    explain_run,
    explain_scenario,
    explain_steps,
    rich_tree,
)
from adjudicator.games.innovation.positions import replay, scenario_runs
from adjudicator.games.innovation.scenario import load_scenario

ROOT = Path(__file__).resolve().parents[1]
SCENARIOS = ROOT / "examples" / "scenarios"
EXPLAIN = ROOT / "examples" / "explain"
runner = CliRunner()


def explained(source: Path | dict[str, Any], viewer: str | None = None) -> list[ActionExplanation]:
    if isinstance(source, Path):
        spec, start = load_scenario(source.read_bytes(), filename=source.name)
    else:
        spec, start = load_scenario(json.dumps(source).encode())
    runs, result = scenario_runs(spec, start)
    return explain_scenario(spec, runs, result, viewer=viewer)


def walk(line: Line, depth: int = 0) -> Iterator[tuple[int, Line]]:
    yield depth, line
    for child in line.children:
        yield from walk(child, depth + 1)


def kinds(line: Line, kind: str) -> list[Line]:
    return [item for _, item in walk(line) if item.kind == kind]


def texts(line: Line) -> list[str]:
    return [item.text for _, item in walk(line)]


def test_demand_counts_and_executions_in_order() -> None:
    [oars] = explained(SCENARIOS / "oars-demand.json")
    root = oars.explanation
    assert root.text == "alice takes the Dogma action on Oars" and root.rule == "DOGMA-1"
    icons = root.children[0]
    assert icons.kind == "icons" and icons.rule == "DOGMA-2"
    assert [c.text for c in icons.children] == [
        "alice, who takes the action, has 3 castles",
        "bob has 0 castles, fewer than alice's 3, so the demand applies to bob, who does not share",
    ]
    demand, effect2 = kinds(root, "effect")
    assert demand.text.startswith('demand 1 of 2: "I demand you transfer a card with a [crown]')
    [bob] = demand.children
    assert bob.kind == "execution" and bob.rule == "DOGMA-5"
    assert [(c.kind, c.rule) for c in bob.children] == [
        ("decision", None),
        ("change", "TERM-TRANSFER"),
        ("change", "DRAW-1"),
    ] * 3
    assert bob.children[0].text == (
        'bob chooses Sailing for "transfer a card with a crown from your hand to the demanding '
        "player's score pile\", out of Sailing and Code of Laws"
    )
    assert bob.children[6].text.startswith("bob has only one possibility for")
    assert effect2.children[0].text == "alice executes it"
    assert effect2.children[0].children[0].text == (
        "cards were transferred due to the demand: no draw"
    )
    [free] = kinds(root, "free_draw")
    assert (free.text, free.rule) == ("no free draw: no opponent shared the effects", "DOGMA-6")


def test_each_step_index_points_at_the_step_it_reads() -> None:
    [oars] = explained(SCENARIOS / "oars-demand.json")
    for _, line in walk(oars.explanation):
        if line.step is not None and line.kind in ("change", "decision"):
            step = oars.steps[line.step]
            assert step.verb in ("decide", "transfer", "draw")
            if step.verb != "decide":
                assert line.text == step.text and line.rule == step.rule


def test_demand_on_two_opponents_clockwise() -> None:
    [oars] = explained(EXPLAIN / "two-opponents-demand.json")
    counts = oars.explanation.children[0].children
    assert [c.text.split(" ")[0] for c in counts] == ["alice,", "bob", "carol"]
    demand = kinds(oars.explanation, "effect")[0]
    assert [e.text for e in demand.children] == [
        "bob executes the demand: it applies to bob",
        "carol executes the demand: it applies to carol",
    ]


def test_shared_effect_earns_the_free_draw_and_says_why() -> None:
    [writing] = explained(SCENARIOS / "shared-free-draw.json")
    root = writing.explanation
    assert "bob has 3 lightbulbs, more than alice's 2, so bob shares the effects" in texts(root)
    [effect] = kinds(root, "effect")
    assert [e.text for e in effect.children] == [
        "bob shares it and executes it before alice",
        "alice executes it",
    ]
    [free] = kinds(root, "free_draw")
    assert free.text == "alice takes the free draw: Sailing from the 1 pile"
    assert free.rule == "DOGMA-6"
    assert [c.text for c in free.children] == [
        "because bob, a sharing opponent, changed the game: bob draws Calendar from the 2 pile",
        "it is a Draw action: a 1, the value of alice's highest top card now",
    ]


def test_a_free_draw_that_skips_an_empty_pile_is_still_the_free_draw() -> None:
    placed = {"Writing", "Tools", "Archery", "Oars"}
    ones = [c.name for c in all_cards() if c.age == 1 and c.name not in placed]
    raw = scenario(
        {
            "alice": {"board": {"blue": ["Writing"]}, "hand": ["Oars"]},
            "bob": {"board": {"blue": ["Tools"], "red": ["Archery"]}},
        },
        [{"player": "alice", "action": "dogma", "card": "Writing"}],
        current="alice",
        decks={2: ["Calendar", "Mathematics", "Philosophy"]},
        removed=ones,
        achievements=[],
    )
    [writing] = explained(raw)
    root = writing.explanation
    [free] = kinds(root, "free_draw")
    assert free.text == (
        "alice takes the free draw: Philosophy from the 2 pile (the 1 pile is empty)"
    )
    assert free.rule == "DOGMA-6"
    assert [(c.text, c.rule) for c in free.children] == [
        (
            "because bob, a sharing opponent, changed the game: bob draws Calendar from the 2 pile",
            "DOGMA-6",
        ),
        ("it is a Draw action: a 1, the value of alice's highest top card now", "DRAW-1"),
        ("the 1 pile is empty, so alice draws from the 2 pile", "DRAW-2"),
    ]
    assert not any(t.startswith("no free draw") for t in texts(root))
    # the step itself cites DRAW-2 and is marked as the free draw
    [step] = [s for s in writing.steps if s.free_draw]
    assert (step.verb, step.rule, step.card) == ("draw", "DRAW-2", "Philosophy")


def test_sharing_without_change_gives_no_free_draw_and_claims_show_where_they_happen() -> None:
    masonry, achieve = explained(SCENARIOS / "monument-claimed.json")
    root = masonry.explanation
    [effect] = kinds(root, "effect")
    bob, alice = effect.children
    assert bob.children[0].text.startswith('bob declines "meld any number of cards')
    assert "(could have chosen City States)" in bob.children[0].text
    assert alice.children[-1].kind == "claim"
    assert alice.children[-1].text == "alice claims Monument (by the text of Masonry)"
    [free] = kinds(root, "free_draw")
    assert free.text == "no free draw: bob shared but changed nothing"
    why = achieve.explanation.children[0]
    assert (why.kind, why.rule) == ("why", "ACHIEVE-1")
    assert why.text == (
        "alice has 5 points, at least 5 × 1 = 5, and a highest top card of value 1, "
        "at least 1: the age 1 achievement can be claimed"
    )


def test_draw_action_says_why_that_age_and_the_end() -> None:
    [draw] = explained(SCENARIOS / "draw-past-10.json")
    root = draw.explanation
    assert root.children[0].text == (
        "alice's highest top card is Software (value 10), so alice draws a 10"
    )
    assert root.children[-1].kind == "game_over" and root.children[-1].rule == "END-2"


def test_win_in_the_middle_of_an_effect() -> None:
    [reformation] = explained(EXPLAIN / "win-mid-effect.json")
    root = reformation.explanation
    alice = kinds(root, "effect")[1].children[-1]
    assert [c.kind for c in alice.children][-3:] == ["change", "claim", "game_over"]
    assert alice.children[-1].rule == "END-1"
    [free] = kinds(root, "free_draw")
    assert free.text == "no free draw: the game ended during the action"


def test_waiting_decision_and_effects_not_reached() -> None:
    [city] = explained(SCENARIOS / "what-could-bob-do.json")
    last = city.explanation.children[-1]
    assert last.kind == "pending"
    assert last.text == (
        'waiting for bob to answer "transfer a top card with a castle to the demanding '
        "player's board\" (options: Metalworking, Domestication or The Wheel)"
    )
    assert not kinds(city.explanation, "free_draw")


def test_nobody_vulnerable_and_a_meld_action() -> None:
    raw = scenario(
        {
            "alice": {"board": {"red": ["Archery"]}, "hand": ["Sailing"]},
            "bob": {"board": {"red": ["Oars"]}},
        },
        [
            {"player": "alice", "action": "dogma", "card": "Archery"},
            {"player": "alice", "action": "meld", "card": "Sailing"},
        ],
        current="alice",
    )
    archery, meld = explained(raw)
    [demand] = kinds(archery.explanation, "effect")
    assert demand.children[0].text == "nobody is vulnerable, so nobody executes it"
    assert meld.explanation.children[0].text == (
        "alice melds Sailing: it goes on top of alice's green pile"
    )
    assert meld.turn == 1 and archery.number == 1 and meld.number == 2


def test_illegal_achieve_explains_why_not() -> None:
    raw = scenario(
        {"alice": {"board": {"red": ["Archery"]}, "score": ["Oars"]}, "bob": {}},
        [{"player": "alice", "action": "achieve", "age": 1}],
        current="alice",
    )
    [illegal] = explained(raw)
    assert illegal.explanation.kind == "error" and illegal.explanation.rule == "ACHIEVE-1"
    assert illegal.explanation.text == (
        "alice takes the Achieve action: age 1: not allowed, alice has 1 points; "
        "achieving age 1 needs 5"
    )


def test_view_hides_what_the_player_could_not_see() -> None:
    [omniscient] = explained(SCENARIOS / "shared-free-draw.json")
    [alice] = explained(SCENARIOS / "shared-free-draw.json", viewer="alice")
    [bob] = explained(SCENARIOS / "shared-free-draw.json", viewer="bob")
    assert "bob draws Calendar from the 2 pile" in texts(omniscient.explanation)
    assert "bob draws a [2] from the 2 pile" in texts(alice.explanation)
    assert "alice draws Mathematics from the 2 pile" in texts(alice.explanation)
    assert "bob draws Calendar from the 2 pile" in texts(bob.explanation)
    assert "alice takes the free draw: a [1] from the 1 pile" in texts(bob.explanation)
    bob_draw = next(s for s in alice.steps if s.verb == "draw" and s.actor == "bob")
    assert bob_draw.card == "[2]"


def test_view_keeps_public_moves_and_hides_choices_from_a_hand() -> None:
    [oars] = explained(SCENARIOS / "oars-demand.json", viewer="alice")
    lines = texts(oars.explanation)
    # bob's choice among his hand is hidden; the transfer to alice's score pile is not
    assert any(t.startswith("bob chooses [1] for") and "out of [1] and [1]" in t for t in lines)
    assert "bob transfers Sailing from bob's hand to alice's score pile" in lines
    assert "bob draws a [1] from the 1 pile" in lines


def test_split_actions_and_explain_steps_work_on_plain_steps() -> None:
    spec, start = load_scenario((SCENARIOS / "monument-claimed.json").read_bytes())
    runs, result = scenario_runs(spec, start)
    groups = split_actions(result.game.steps)
    assert [g[0].text for g in groups] == [r.steps[0].text for r in runs]
    assert explain_steps(groups[1]) == explain_steps(runs[1].steps)
    with pytest.raises(ValueError):
        explain_steps(groups[0][1:])


# ---------------------------------------------------------------------------
# the command


def test_cli_prints_a_tree_and_json_has_the_same_structure() -> None:
    path = str(SCENARIOS / "oars-demand.json")
    shown = runner.invoke(app, ["explain", path])
    assert shown.exit_code == 0
    assert "├── Oars's featured icon is the castle" in shown.stdout
    assert "[DOGMA-6]" in shown.stdout
    as_json = runner.invoke(app, ["explain", path, "--json"])
    data = json.loads(as_json.stdout)
    [item] = data["actions"]
    expected = explained(SCENARIOS / "oars-demand.json")[0]
    assert item["explanation"] == msgspec.to_builtins(expected.explanation)
    assert item["steps"][0]["verb"] == "action" and data["view"] is None


def test_cli_selects_by_action_and_turn() -> None:
    path = str(SCENARIOS / "monument-claimed.json")
    second = json.loads(runner.invoke(app, ["explain", path, "--action", "2", "--json"]).stdout)
    assert [a["number"] for a in second["actions"]] == [2]
    turn = json.loads(runner.invoke(app, ["explain", path, "--turn", "1", "--json"]).stdout)
    assert [a["number"] for a in turn["actions"]] == [1, 2]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--view", "carol"], "no such player"),
        (["--action", "9"], "has 2 action(s)"),
        (["--turn", "7"], "no action was taken in that turn"),
    ],
)
def test_cli_bad_options_exit_2_with_a_message(args: list[str], message: str) -> None:
    result = runner.invoke(app, ["explain", str(SCENARIOS / "monument-claimed.json"), *args])
    assert result.exit_code == 2
    assert message in result.stderr
    assert "Traceback" not in result.output


def test_cli_bad_file_exits_2(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"players": ["a", "b"], "setup": {"players": {"a": {"hand": ["Oarz"]}}}}')
    result = runner.invoke(app, ["explain", str(bad)])
    assert result.exit_code == 2 and "unknown card 'Oarz'" in result.stderr
    missing = runner.invoke(app, ["explain", str(tmp_path / "none.json")])
    assert missing.exit_code == 2 and "cannot read" in missing.stderr


HOSTILE = ['al"ice', "<b>ob</b>", "Zoë [bold]&amp;"]


def test_hostile_player_names_never_crash(tmp_path: Path) -> None:
    a, b, c = HOSTILE
    raw = scenario(
        {
            a: {"board": {"red": ["Oars"]}},
            b: {"hand": ["Sailing"]},
            c: {"hand": ["Code of Laws"]},
        },
        [{"player": a, "action": "dogma", "card": "Oars"}],
        current=a,
        decks={1: ["Metalworking", "Mysticism", "The Wheel"]},
    )
    path = tmp_path / "hostile.json"
    path.write_text(json.dumps(raw), encoding="utf-8")
    for args in ([], ["--json"], ["--view", b]):
        result = runner.invoke(app, ["explain", str(path), *args])
        assert result.exit_code == 0, result.output
    shown = runner.invoke(app, ["explain", str(path)]).stdout
    assert f"{c} has 0 castles" in shown
    [item] = explained(raw)
    rich_tree(item.explanation)  # builds without markup errors


@pytest.mark.parametrize("seed", [1, 2])
def test_random_games_explain_every_action_for_every_viewer(seed: int) -> None:
    names = ["alice", "bob", "carol"]
    raw = {"players": names, "setup": {"seed": seed}}
    _, start = load_scenario(json.dumps(raw).encode())
    game = start.clone()
    play_random(game, random.Random(seed), max_actions=80)
    console = Console(file=io.StringIO(), width=100)
    runs = replay(start, game.history)
    assert len(runs) == len(game.history) > 10
    for run in runs:
        for viewer in (None, *names):
            explanation = explain_run(run, viewer=viewer).explanation
            console.print(rich_tree(explanation))
            assert explanation.kind == "action"
