"""The actions of a Gizmos record or scenario, each with the game just before
it, its steps and its answers: what explanations and trees read."""

from __future__ import annotations

from pathlib import Path

from adjudicator.core.answers import ListedAnswers
from adjudicator.core.report import Report
from adjudicator.core.scenario import read_input, resolve
from adjudicator.games import sniff
from adjudicator.games.gizmos.recorder import PlayedTurn
from adjudicator.games.gizmos.records import Record, load_record
from adjudicator.games.gizmos.replay import ActionRun, Replay
from adjudicator.games.gizmos.scenario import (
    ScenarioResult,
    convert_action,
    load_scenario,
    read_answer,
)


def record_runs(record: Record, *, file: str | None = None) -> tuple[list[ActionRun], Report]:
    """Replay ``record``: every action as far as it checks, and the report."""
    replay = Replay(record, False, file)
    report = replay.run()
    return replay.runs, report


def scenario_runs(
    data: bytes, *, filename: str | None = None
) -> tuple[list[ActionRun], ScenarioResult]:
    """Run a scenario action by action: every action taken, and the result."""
    spec, game = load_scenario(data, filename=filename)
    answers = ListedAnswers(spec.answers, read_answer)
    runs: list[ActionRun] = []
    last = len(spec.actions) - 1
    pending = error = None
    for i, spec_action in enumerate(spec.actions):
        action = convert_action(spec_action, f"$.actions[{i}]")
        before, start = game.clone(), len(game.steps)
        pending, error = resolve(game, [action], answers, first=i, all_used=i == last)
        if error is not None and error.action == i:
            break  # the action is illegal: it was not taken
        played = PlayedTurn(before.state.turn, action, game.turn_answers, game.steps[start:])
        runs.append(ActionRun(played, before, finished=game.pending is None))
        if pending is not None or error is not None:
            break
    return runs, ScenarioResult(game, pending=pending, error=error)


def runs_of_file(path: Path) -> tuple[list[ActionRun], Report | ScenarioResult]:
    """The actions of a record or scenario file (told apart by content)."""
    data = read_input(path)
    sniffed = sniff(data, filename=path.name)
    if sniffed is not None and sniffed.record:
        lines = "record.jsonl" if sniffed.format == "jsonl" else path.name
        return record_runs(load_record(data, filename=lines), file=str(path))
    return scenario_runs(data, filename=path.name)
