"""One problem type: the exception and its data form are one thing; one exit-code
decision; one loop feeds answers to the engine."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import msgspec
import pytest
from typer.testing import CliRunner

from adjudicator.cli import app
from adjudicator.core.answers import NO_ANSWER, ListedAnswers, feed_answers
from adjudicator.core.decisions import ChooseCards, Decision
from adjudicator.core.problems import (
    AdjudicatorError,
    Divergence,
    FormatError,
    IllegalAction,
    IllegalAnswer,
    Location,
    Problem,
    UnsupportedCard,
    exit_code,
)
from adjudicator.games.innovation.scenario import run_dict

ROOT = Path(__file__).resolve().parent.parent
runner = CliRunner()


def test_an_error_carries_its_problem() -> None:
    error = IllegalAction("not your turn", rule="TURN-1", location=Location(player="bob"))
    assert error.problem == Problem(
        code="illegal", message="not your turn", rule="TURN-1", player="bob"
    )
    assert (error.message, error.rule, error.location.player) == ("not your turn", "TURN-1", "bob")
    assert isinstance(IllegalAnswer("x"), IllegalAction)
    codes = [c("x").problem.code for c in (FormatError, IllegalAnswer, Divergence, UnsupportedCard)]
    assert codes == ["invalid", "illegal", "divergence", "unsupported"]


def test_locating_keeps_what_is_known() -> None:
    problem = Problem(code="divergence", message="m", player="alice").at(player="bob", event=3)
    assert (problem.player, problem.event) == ("alice", 3)
    error = Divergence("m").at(answer=2)
    assert error.problem.answer == 2 and error.location.answer == 2


def test_a_problem_prints_as_check_prints_it() -> None:
    problem = Problem(code="illegal", message="m", rule="R-1", event=2, alternatives=["a"])
    assert json.loads(msgspec.json.encode(problem)) == {
        "kind": "illegal",
        "message": "m",
        "rule": "R-1",
        "event": 2,
        "legal": ["a"],
    }
    error = FormatError("unknown card", location=Location(file="f.json", line=3, path="$.x"))
    assert str(error) == "f.json:3: $.x: unknown card"


def test_one_function_decides_exit_codes() -> None:
    def some(*codes: str) -> list[Problem]:
        return [Problem(code=c, message="") for c in codes]

    assert exit_code([]) == 0
    assert exit_code(some("illegal", "divergence", "incomplete", "unsupported")) == 1
    assert exit_code(some("illegal", "unreadable")) == 2
    assert exit_code(some("invalid")) == 2
    assert exit_code(some("missing-tool", "invalid")) == 3
    assert FormatError("x").exit_code == 2 and IllegalAction("x").exit_code == 1

    class ToolMissing(AdjudicatorError):
        code = "test-tool-missing"
        exit_code = 3

    assert ToolMissing("x").exit_code == 3
    assert exit_code([ToolMissing("x").problem]) == 3


class Engine:
    """A stand-in engine asking two card decisions."""

    def __init__(self) -> None:
        self.asked = [self.decision(), self.decision()]
        self.got: list[Any] = []

    @staticmethod
    def decision() -> Decision:
        return ChooseCards(player="bob", prompt="pick", options=("A", "B"))

    @property
    def pending(self) -> Decision | None:
        return self.asked[0] if self.asked else None

    def answer(self, value: Any) -> None:
        if value not in (("A",), ("B",)):
            raise IllegalAnswer("no such card", rule="DECIDE-1")
        self.asked.pop(0)
        self.got.append(value)


def test_the_feed_loop_stops_when_answers_run_out() -> None:
    engine = Engine()
    source = ListedAnswers([("A",)])
    left = feed_answers(engine, source)
    assert left == Engine.decision() and engine.got == [("A",)]
    assert source.next_answer(Engine.decision()) is NO_ANSWER and source.left() == 0


def test_the_feed_loop_locates_a_bad_answer() -> None:
    engine = Engine()
    with pytest.raises(IllegalAnswer) as caught:
        feed_answers(engine, ListedAnswers([("A",), ("C",)]))
    assert caught.value.problem.answer == 1


def scenario(answers: list[Any], actions: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    raw: dict[str, Any] = json.loads((ROOT / "examples/scenarios/oars-demand.json").read_text())
    raw["answers"] = answers
    if actions is not None:
        raw["actions"] = actions
    return raw


@pytest.mark.parametrize(
    ("answers", "actions", "error"),
    [
        (["Metalworking"], None, {"rule": "DECIDE-1", "answer": 0}),
        ([{"choose": "Sailing"}, 5], None, {"rule": "DECIDE-1", "answer": 1}),
        (["Sailing", "Code of Laws", "x", "y"], None, {"rule": None, "answer": 2}),
        ([], [{"player": "bob", "action": "draw"}], {"rule": "TURN-1", "action": 0}),
    ],
)
def test_a_scenario_error_keeps_the_contract_shape(
    answers: list[Any], actions: list[dict[str, Any]] | None, error: dict[str, Any]
) -> None:
    result = run_dict(scenario(answers, actions))
    assert result.exit_code == 1 and result.error is not None
    out = msgspec.to_builtins(result.to_out())["error"]
    assert set(out) == {"rule", "message", *error}
    assert {k: out[k] for k in error} == error


def test_every_command_exits_by_the_same_decision(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(scenario(["Metalworking"])))
    assert runner.invoke(app, ["scenario", "run", str(bad), "--json"]).exit_code == 1
    assert runner.invoke(app, ["explain", str(bad)]).exit_code == 1
    invalid = tmp_path / "invalid.json"
    invalid.write_text(json.dumps(scenario([], [{"player": "x", "action": "draw"}])))
    result = runner.invoke(app, ["scenario", "run", str(invalid), "--json"])
    assert result.exit_code == 2
    assert json.loads(result.stdout) == {
        "error": {"path": "$.actions[0].player", "message": "unknown player 'x'"}
    }
    assert runner.invoke(app, ["check", str(ROOT / "logs/illegal-achieve.json")]).exit_code == 1
    assert runner.invoke(app, ["check", str(tmp_path / "missing.json")]).exit_code == 2
    assert runner.invoke(app, ["rules", "NO-SUCH-1"]).exit_code == 2


def test_the_replay_changes_nothing_by_hand() -> None:
    """An accepted recorded outcome goes through the rules' primitives (places' ``put``
    and ``take``; a draw source's own ``.take(state, …)`` is another thing)."""
    package = ROOT / "adjudicator/games/innovation/replay"
    by_hand = re.compile(r"(?<!\.)\b(put|take)\(state|\.splay =|specials\.remove|_this_turn \+=")
    for module in package.glob("*.py"):
        text = module.read_text()
        assert not by_hand.search(text), (module.name, by_hand.search(text))
        assert not re.search(r"rules import[^\n]*\b(put|take)\b", text), module.name
