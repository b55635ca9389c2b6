"""Scenario files (../shared/spec/scenario.md): set up a position, resolve
actions with the given answers, report the result.

:func:`load_scenario` validates and builds the position (raising
:class:`FormatError` with a JSON path); :func:`run_scenario` resolves it and
returns a :class:`ScenarioResult` whose :meth:`~ScenarioResult.to_json` has
exactly the contract's output shape. The input types are in
:mod:`.scenario_spec`, the building of the position in :mod:`.scenario_setup`,
the output shapes in :mod:`.scenario_out`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import msgspec

from adjudicator.core.answers import ListedAnswers
from adjudicator.core.scenario import read_input, resolve
from adjudicator.core.steps import NO_CAUSE
from adjudicator.games.innovation.answers import read_answer
from adjudicator.games.innovation.engine.draws import draw
from adjudicator.games.innovation.engine.game import Game
from adjudicator.games.innovation.scenario_out import ScenarioResult as ScenarioResult
from adjudicator.games.innovation.scenario_setup import ScenarioBuilder
from adjudicator.games.innovation.scenario_spec import ScenarioSpec as ScenarioSpec
from adjudicator.games.innovation.scenario_spec import convert_action, decode_scenario


def load_scenario(data: bytes, *, filename: str | None = None) -> tuple[ScenarioSpec, Game]:
    spec = decode_scenario(data, filename=filename)
    state = ScenarioBuilder(spec).build()
    for i, a in enumerate(spec.actions):
        convert_action(a, i)  # validate card names up front (exit 2)
    game = Game(state)
    open_position(game)
    return spec, game


def open_position(game: Game) -> None:
    """A set-up's start: at a game start with every hand empty each player draws two
    1s in seating order (SETUP-3); any other position is checked for special
    achievements (SPECIAL-1)."""
    state = game.state
    if state.phase == "initial_meld":
        if all(not p.hand for p in state.players):
            for p in state.players:
                for _ in range(2):
                    draw(game, p.name, 1, NO_CAUSE, how="draws (setup)")
    else:
        game.check_start()


def run_scenario(spec: ScenarioSpec, game: Game) -> ScenarioResult:
    """Take the actions, answering each decision from the scenario's answers;
    stop at the first problem, or at a decision the answers leave unanswered."""
    answers = ListedAnswers(spec.answers, read_answer)
    actions = [convert_action(a, i) for i, a in enumerate(spec.actions)]
    pending, error = resolve(game, actions, answers)
    return ScenarioResult(game, pending=pending, error=error)


def run_file(path: Path) -> ScenarioResult:
    spec, game = load_scenario(read_input(path), filename=path.name)
    return run_scenario(spec, game)


def run_dict(raw: dict[str, Any]) -> ScenarioResult:
    """Run a scenario given as a Python dict (tests)."""
    spec, game = load_scenario(msgspec.json.encode(raw))
    return run_scenario(spec, game)


__all__ = [
    "ScenarioResult",
    "ScenarioSpec",
    "load_scenario",
    "open_position",
    "run_dict",
    "run_file",
    "run_scenario",
]
