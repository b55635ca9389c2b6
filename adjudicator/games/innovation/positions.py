"""A game's actions one by one, each with the position just before it.

Explanations and decision trees work on one action: the steps it produced
and a :class:`Game` positioned just before it. A resolved scenario (later a
record) is replayed from its start through :attr:`Game.history`, every
action with the answers it was given.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from adjudicator.core.answers import ListedAnswers, feed_answers
from adjudicator.core.decisions import Decision
from adjudicator.core.steps import Step, Zone
from adjudicator.games.innovation.engine.actions import Action
from adjudicator.games.innovation.engine.cards import BASE, lookup
from adjudicator.games.innovation.engine.game import Game
from adjudicator.games.innovation.engine.state import Supply
from adjudicator.games.innovation.records import Record
from adjudicator.games.innovation.replay import Report, replay_record
from adjudicator.games.innovation.scenario import ScenarioResult, ScenarioSpec, run_scenario


@dataclass(frozen=True)
class ActionRun:
    """One action as it was resolved."""

    number: int  # 1-based, in the order taken
    action: Action
    answers: list[Any]  # normalised answers, as given to Game.answer
    before: Game  # an independent copy, positioned just before the action
    steps: list[Step]  # what it produced, the turn change included
    pending: Decision | None  # the decision left unanswered, if any


def replay(start: Game, history: Sequence[tuple[Action, Sequence[Any]]]) -> list[ActionRun]:
    """Take ``history``'s actions and answers again from ``start`` (left untouched)."""
    game = start.clone()
    runs: list[ActionRun] = []
    for number, (action, answers) in enumerate(history, 1):
        before = game.clone()
        first = len(game.steps)
        game.apply(action)
        feed_answers(game, ListedAnswers(answers))
        runs.append(
            ActionRun(number, action, list(answers), before, game.steps[first:], game.pending)
        )
    return runs


def scenario_runs(spec: ScenarioSpec, start: Game) -> tuple[list[ActionRun], ScenarioResult]:
    """Resolve a loaded scenario; return each action taken and the overall result."""
    result = run_scenario(spec, start.clone())
    return replay(start, result.game.history), result


def unlisted_cards(spec: ScenarioSpec, start: Game) -> dict[tuple[str, int], set[str]]:
    """Per supply pile (set, age), the cards the scenario did not list: their order
    is unknown (a seeded shuffle), so drawing one of them is chance."""
    listed: set[str] = set()
    for value in spec.setup.decks.values():
        lists = value.values() if isinstance(value, dict) else [value]
        listed |= {found.name for names in lists for n in names if (found := lookup(n))}
    return {
        (set_name, age): {c for c in pile if c not in listed}
        for set_name, piles in start.state.supply.items()
        for age, pile in piles.items()
    }


def record_runs(record: Record, *, file: str | None = None) -> tuple[list[ActionRun], Report]:
    """Each action a record takes (as far as it checks), with the position before it."""
    report, game, positions = replay_record(record, file=file)
    runs: list[ActionRun] = []
    for number, ((state, first), (action, answers)) in enumerate(zip(positions, game.history), 1):
        last = positions[number][1] if number < len(positions) else len(game.steps)
        pending = game.pending if number == len(game.history) else None
        runs.append(
            ActionRun(
                number, action, list(answers), Game(state.copy()), game.steps[first:last], pending
            )
        )
    return runs, report


def record_draws_on_top(run: ActionRun) -> tuple[Game, dict[tuple[str, int], set[str]]]:
    """The position before a record's action with the cards it drew on top of their
    piles, in the order drawn, and per pile (set, age) the cards below them: the record
    does not give their order, so drawing one of those (off the recorded path) is chance."""
    before = run.before.clone()
    supply = before.state.supply
    drawn: dict[tuple[str, int], list[str]] = {}
    for s in run.steps:
        if s.verb == "draw" and s.change and s.card:
            drawn.setdefault(_drawn_from(supply, s.src, s.card), []).append(s.card)
    for (set_name, age), cards in drawn.items():
        pile = supply[set_name][age]
        pile[:] = [*cards, *(c for c in pile if c not in cards)]
    return before, {
        (set_name, age): set(pile) - set(drawn.get((set_name, age), ()))
        for set_name, piles in supply.items()
        for age, pile in piles.items()
    }


def _drawn_from(supply: Supply, src: Zone | None, name: str) -> tuple[str, int]:
    """The pile a drawn card came from: the step's source, else the pile holding it."""
    if src is not None and src.age is not None:
        return src.set, src.age
    for set_name, piles in supply.items():
        for age, pile in piles.items():
            if name in pile:
                return set_name, age
    return BASE, 0
