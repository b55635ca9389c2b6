"""`adjudicator tree`: every legal answer of one action, drawn with Graphviz."""

from __future__ import annotations

import json
import random
import shutil
import warnings
from pathlib import Path
from typing import Any

import pytest
from support import scenario
from typer.testing import CliRunner

from adjudicator.cli import app
from adjudicator.core.decisions import (
    ChooseCards,
    ChooseOrder,
    ChoosePlayer,
    Decision,
    YesNo,
    all_answers,
)
from adjudicator.games.innovation.drivers import play_random
from adjudicator.games.innovation.engine.actions import Dogma
from adjudicator.games.innovation.positions import replay, scenario_runs, unlisted_cards
from adjudicator.games.innovation.scenario import load_scenario, run_dict
from adjudicator.games.innovation.tree import (
    DecisionTree,
    GraphvizMissing,
    Limits,
    explore,
    to_dot,
    write,
)

ROOT = Path(__file__).resolve().parents[1]
EXPLAIN = ROOT / "examples" / "explain"
runner = CliRunner()
needs_dot = pytest.mark.skipif(shutil.which("dot") is None, reason="Graphviz's dot is absent")


def tree_of(source: Path | dict[str, Any], number: int = 1, **limits: int) -> DecisionTree:
    data = source.read_bytes() if isinstance(source, Path) else json.dumps(source).encode()
    spec, start = load_scenario(data)
    runs, _ = scenario_runs(spec, start)
    run = runs[number - 1]
    return explore(
        run.before,
        run.action,
        taken=run.answers,
        unknown=unlisted_cards(spec, start),
        limits=Limits(**limits),
    )


# ---------------------------------------------------------------------------
# the outcomes, counted independently through the scenario runner


def _final_key(raw: dict[str, Any]) -> str:
    result = run_dict(raw).to_out()
    players = {
        name: (sorted(p.hand), sorted(p.score), p.board, sorted(p.achievements))
        for name, p in result.state.players.items()
    }
    return json.dumps([players, result.winner], sort_keys=True, default=str)


def _choices(pending: Decision) -> list[Any]:
    """Single answers a scenario file can give (enough for the scenarios below)."""
    if isinstance(pending, YesNo):
        return ["yes", "no"]
    assert pending.max == 1, pending
    return [*pending.options, *(["no"] if pending.optional else [])]


def independent_outcomes(raw: dict[str, Any]) -> tuple[set[str], int]:
    """Distinct final positions and the number of answer sequences, found by
    running the whole scenario again for every sequence of answers."""
    outcomes: set[str] = set()
    paths = 0
    todo: list[list[Any]] = [[]]
    while todo:
        answers = todo.pop()
        attempt = {**raw, "answers": answers}
        pending = run_dict(attempt).pending
        if pending is None:
            outcomes.add(_final_key(attempt))
            paths += 1
            continue
        todo.extend([*answers, choice] for choice in _choices(pending))
    return outcomes, paths


@pytest.mark.parametrize(
    ("name", "outcomes", "paths"),
    [("you-may-options", 7, 7), ("win-mid-effect", 6, 6), ("two-opponents-demand", 1, 2)],
)
def test_leaves_are_the_distinct_outcomes(name: str, outcomes: int, paths: int) -> None:
    raw = json.loads((EXPLAIN / f"{name}.json").read_text())
    expected, sequences = independent_outcomes(raw)
    tree = tree_of(EXPLAIN / f"{name}.json")
    assert len(tree.outcomes) == len(expected) == outcomes
    assert sum(o.paths for o in tree.outcomes) == sequences == paths
    assert not tree.notes


def test_taken_path_is_highlighted_and_ends_at_the_real_outcome() -> None:
    tree = tree_of(EXPLAIN / "win-mid-effect.json")
    labels = []
    node = tree.root
    while node.edges:
        [edge] = [e for e in node.edges if e.taken]
        labels.append(edge.label)
        node = edge.target
    assert labels == ["", "purple", "yellow"]
    assert node.kind == "outcome" and node.win
    assert node.lines[-1] == "alice wins on achievements (END-1)"
    assert [o for o in tree.outcomes if o.taken] == [node]


def test_identical_outcomes_are_merged() -> None:
    tree = tree_of(EXPLAIN / "two-opponents-demand.json")
    [outcome] = tree.outcomes
    assert outcome.paths == 2
    assert outcome.lines == [
        "alice: score +3 (+City States +Code of Laws +Sailing)",
        "bob: hand +Metalworking +Mysticism −Code of Laws −Sailing",
        "carol: hand +The Wheel −City States",
    ]


def test_draws_that_are_not_fixed_are_chance_nodes() -> None:
    tree = tree_of(EXPLAIN / "shared-free-draw-choice.json", chance=3)
    chances = [n for n in tree.walk() if n.kind == "chance"]
    assert len(chances) == 2
    assert all(n.cluster == "after the effects: the free draw (DOGMA-6)" for n in chances)
    assert all(len(n.edges) == 4 and n.edges[-1].target.kind == "cut" for n in chances)
    [taken] = [n for n in chances if n.taken]
    assert [e.label for e in taken.edges if e.taken] == ["Metalworking"]  # the seeded top card
    assert tree.capped_chances == 2
    assert "show only 3 of the cards" in " ".join(tree.notes)


def test_the_real_draws_can_be_given() -> None:
    spec, start = load_scenario((EXPLAIN / "shared-free-draw-choice.json").read_bytes())
    runs, _ = scenario_runs(spec, start)
    [run] = runs
    unknown = unlisted_cards(spec, start)
    tree = explore(run.before, run.action, taken=run.answers, drawn=["Tools"], unknown=unknown)
    [chance] = [n for n in tree.walk() if n.kind == "chance" and n.taken]
    assert [e.label for e in chance.edges if e.taken] == ["Tools"]


def test_fixed_draws_are_not_chance() -> None:
    tree = tree_of(EXPLAIN / "two-opponents-demand.json")
    assert not [n for n in tree.walk() if n.kind == "chance"]


def test_limits_cut_the_tree_and_the_picture_says_so() -> None:
    small = tree_of(EXPLAIN / "you-may-options.json", nodes=3)
    assert small.nodes <= 3 and small.cut_by_nodes > 0
    shallow = tree_of(EXPLAIN / "you-may-options.json", depth=1)
    assert shallow.cut_by_depth == 3
    source = to_dot(shallow).source
    assert "not explored past depth 1" in source and "(--depth)" in source
    assert "(--max-nodes)" in to_dot(small).source


def test_all_answers_per_decision_kind() -> None:
    cards = ChooseCards(
        player="a", prompt="p", optional=True, min=1, max=2, options=("x", "y", "z")
    )
    assert list(all_answers(cards)) == [
        (),
        ("x",),
        ("y",),
        ("z",),
        ("x", "y"),
        ("x", "z"),
        ("y", "z"),
    ]
    exactly = ChooseCards(player="a", prompt="p", min=2, max=2, options=("x", "y", "z"))
    assert len(list(all_answers(exactly))) == 3
    player = ChoosePlayer(player="a", prompt="p", optional=True, options=("b", "c"))
    assert list(all_answers(player)) == [None, "b", "c"]
    assert list(all_answers(YesNo(player="a", prompt="p"))) == [True, False]
    order = ChooseOrder(player="a", prompt="p", min=3, max=3, options=("x", "y", "z"))
    assert len(list(all_answers(order))) == 6


# ---------------------------------------------------------------------------
# drawing


def _parsed(source: str) -> Any:
    pydot = pytest.importorskip("pydot")
    with warnings.catch_warnings():  # pydot's own use of older pyparsing names
        warnings.simplefilter("ignore", DeprecationWarning)
        [graph] = pydot.graph_from_dot_data(source)
    return graph


def _node_names(graph: Any) -> set[str]:
    names = {n.get_name() for n in graph.get_nodes()}
    for sub in graph.get_subgraphs():
        names |= _node_names(sub)
    return names - {"node", "edge", "graph"}


@pytest.mark.parametrize("name", sorted(p.stem for p in EXPLAIN.glob("*.json")))
def test_dot_output_parses(name: str) -> None:
    tree = tree_of(EXPLAIN / f"{name}.json", chance=3)
    graph = _parsed(to_dot(tree).source)
    assert _node_names(graph) == {n.id for n in tree.walk()}
    clusters = {n.cluster for n in tree.walk() if n.cluster}
    assert len(graph.get_subgraphs()) == len(clusters)


HOSTILE = ['al"ice', "<b>ob</b>", "Zoë & \\l <i>"]


def hostile_tree() -> DecisionTree:
    """Road Building: after melding two cards, al"ice may give her top red card
    to one of two players with hostile names."""
    a, b, c = HOSTILE
    raw = scenario(
        {
            a: {
                "board": {"red": ["Road Building"], "green": ["Sailing"]},
                "hand": ["Oars", "Archery"],
            },
            b: {"board": {"green": ["Clothing"]}},
            c: {},
        },
        [{"player": a, "action": "dogma", "card": "Road Building"}],
        current=a,
    )
    return tree_of(raw)


def test_hostile_names_in_labels() -> None:
    tree = hostile_tree()
    players = [
        e.label
        for n in tree.walk()
        for e in n.edges
        if n.title.startswith('al"ice decides: transfer')
    ]
    assert set(HOSTILE[1:]) <= set(players)
    source = to_dot(tree).source
    assert "&lt;b&gt;ob&lt;/b&gt;" in source and "al&quot;ice" in source
    graph = _parsed(source)
    assert _node_names(graph) == {n.id for n in tree.walk()}


@needs_dot
def test_svg_and_png_render(tmp_path: Path) -> None:
    tree = hostile_tree()
    write(tree, tmp_path / "t.svg")
    svg = (tmp_path / "t.svg").read_text(encoding="utf-8")
    assert "<svg" in svg and "&lt;b&gt;ob&lt;/b&gt;" in svg and "Zoë" in svg
    write(tree, tmp_path / "t.png")
    assert (tmp_path / "t.png").read_bytes().startswith(b"\x89PNG")


def test_missing_dot_is_a_clear_message(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))
    tree = tree_of(EXPLAIN / "two-opponents-demand.json")
    with pytest.raises(GraphvizMissing, match="apt-get install graphviz"):
        write(tree, tmp_path / "t.svg")
    write(tree, tmp_path / "t.dot")  # DOT needs no binary
    result = runner.invoke(
        app, ["tree", str(EXPLAIN / "two-opponents-demand.json"), "-o", str(tmp_path / "t.png")]
    )
    assert result.exit_code == 3 and "Graphviz" in result.stderr


# ---------------------------------------------------------------------------
# the command


def test_cli_writes_dot_and_reports(tmp_path: Path) -> None:
    out = tmp_path / "tree.dot"
    result = runner.invoke(
        app,
        [
            "tree",
            str(EXPLAIN / "shared-free-draw-choice.json"),
            "-o",
            str(out),
            "--max-chance",
            "2",
        ],
    )
    assert result.exit_code == 0, result.output
    assert "distinct outcome(s)" in result.stdout and "note:" in result.stdout
    assert out.read_text(encoding="utf-8").startswith("digraph decisions {")


@pytest.mark.parametrize(
    ("args", "code", "message"),
    [
        (["-o", "x.jpg"], 2, "write .svg, .png or .dot"),
        (["-o", "x.dot", "--action", "4"], 2, "has 1 action(s)"),
    ],
)
def test_cli_bad_options(tmp_path: Path, args: list[str], code: int, message: str) -> None:
    args = [a if not a.startswith("x.") else str(tmp_path / a) for a in args]
    result = runner.invoke(app, ["tree", str(EXPLAIN / "you-may-options.json"), *args])
    assert result.exit_code == code and message in result.stderr


def test_cli_illegal_action_exits_1(tmp_path: Path) -> None:
    raw = scenario(
        {"alice": {"board": {"red": ["Archery"]}}, "bob": {}},
        [{"player": "alice", "action": "dogma", "card": "Oars"}],
        current="alice",
    )
    path = tmp_path / "s.json"
    path.write_text(json.dumps(raw))
    result = runner.invoke(app, ["tree", str(path), "-o", str(tmp_path / "t.dot")])
    assert result.exit_code == 1 and "action 1 is illegal" in result.stderr


@pytest.mark.parametrize("seed", [3, 4])
def test_random_dogma_actions_explore_and_draw(seed: int) -> None:
    raw = {"players": ["alice", "bob"], "setup": {"seed": seed}}
    _, start = load_scenario(json.dumps(raw).encode())
    game = start.clone()
    play_random(game, random.Random(seed), max_actions=60)
    unknown = {age: set(deck) for age, deck in start.state.decks.items()}
    dogmas = [r for r in replay(start, game.history) if isinstance(r.action, Dogma)]
    assert dogmas
    for run in dogmas[:8]:
        tree = explore(
            run.before,
            run.action,
            taken=run.answers,
            unknown=unknown,
            limits=Limits(depth=4, nodes=25, chance=2),
        )
        assert tree.outcomes or tree.notes
        _parsed(to_dot(tree).source)


def test_a_city_draw_from_an_unlisted_city_pile_is_chance(tmp_path: Path) -> None:
    """CITY-10: melding into a new color draws a city; a city pile whose order the
    scenario does not give makes that draw a chance node, one branch per city."""
    path = tmp_path / "city-draw.json"
    path.write_text(
        json.dumps(
            {
                "game": "innovation",
                "expansions": ["cities"],
                "players": ["alice", "bob"],
                "setup": {
                    "current_player": "alice",
                    "actions_left": 1,
                    "players": {"alice": {"board": {"blue": ["Writing"]}, "hand": ["Archery"]}},
                },
                "actions": [{"player": "alice", "action": "meld", "card": "Archery"}],
            }
        )
    )
    out = tmp_path / "tree.dot"
    result = CliRunner().invoke(app, ["tree", str(path), "-o", str(out), "--max-chance", "3"])
    assert result.exit_code == 0, result.output
    dot = out.read_text()
    assert "alice draws from the cities 1 pile: 15" in dot  # 15 age-1 cities (CITY-1)
    assert "3 distinct outcome(s)" in result.output
