"""Checking a Gizmos record: the events drive the engine, the verdict is a
core :class:`~adjudicator.core.report.Report`.

Each event's action is checked and applied; each decision takes the event's
next answer (:mod:`adjudicator.core.answers`); the spheres the event lists
come out of the dispenser in that order and the cards it lists as researched
are drawn (chance, as the record saw it). A build given only by the spheres
spent is paid with the converter uses the payment finder matches to them.
Verdicts: ``valid``, ``illegal``, ``divergence`` (record and rules disagree),
``incomplete`` (the record stops at a decision) and ``unreadable``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

import msgspec

from adjudicator.core.answers import ListedAnswers, feed_answers
from adjudicator.core.decisions import Decision
from adjudicator.core.problems import Divergence, FormatError, IllegalAction, Location, Problem
from adjudicator.core.report import Report, event_label, verdict_of
from adjudicator.games.gizmos.actions import Action, Build, File, Pass, Pick, Research, describe
from adjudicator.games.gizmos.answers import parse_answer, unwrap
from adjudicator.games.gizmos.decisions import ChooseResearch
from adjudicator.games.gizmos.game import Game
from adjudicator.games.gizmos.loader import build_state
from adjudicator.games.gizmos.payment import Payment, build_terms, payment_text, payments_for_spend
from adjudicator.games.gizmos.perform import build_source
from adjudicator.games.gizmos.recorder import PlayedTurn, dispensed, researched
from adjudicator.games.gizmos.records import (
    ActionEvent,
    BuildEvent,
    FileEvent,
    PickEvent,
    Record,
    ResearchEvent,
    ResultEvent,
)
from adjudicator.games.gizmos.rules import RecordedSpheres
from adjudicator.games.gizmos.spec import ScenarioSpec
from adjudicator.games.gizmos.state import State


class ActionRun(NamedTuple):
    """One action as resolved (``finished``: not stopped at a decision), and
    a copy of the game just before it (for trees)."""

    played: PlayedTurn
    before: Game
    finished: bool = True


def start_game(record: Record) -> Game:
    """The game at the record's starting position (a :class:`FormatError`
    names the header's path)."""
    h = record.header
    spec = ScenarioSpec(game="gizmos", players=list(h.players), setup=h.setup)
    try:
        return Game(build_state(spec))
    except FormatError as exc:
        path = exc.location.path or "$"
        raise FormatError(exc.message, location=Location(path="$.header" + path[1:])) from None


def paid_action(state: State, event: ActionEvent) -> Action:
    """The event's action; a build without ``converters`` gets the first
    payment that spends exactly the spheres it gives (GIZ-CONVERT-1)."""
    match event:
        case FileEvent():
            return File(event.player, event.card)
        case PickEvent():
            return Pick(event.player, event.color)
        case BuildEvent():
            if event.converters is not None:
                return Build(event.player, event.card, event.spend, tuple(event.converters))
            p = state.players.get(event.player)
            source = build_source(state, p, event.card) if p is not None else None
            if p is None or source is None:
                return Build(event.player, event.card, event.spend)
            ways = payments_for_spend(p, build_terms(p, event.card, source), event.spend, limit=1)
            uses = ways[0].converters if ways else ()
            return Build(event.player, event.card, event.spend, uses)
        case ResearchEvent():
            return Research(event.player, event.level)
    return Pass(event.player)


class RecordAnswers(ListedAnswers):
    """A record event's answers; a research build without ``converters`` is
    paid as :func:`paid_action` pays a build."""

    def __init__(self, answers: Sequence[Any], game: Game) -> None:
        super().__init__(answers, self._read)
        self.game = game

    def _read(self, decision: Decision, raw: Any, following: Sequence[Any]) -> tuple[Any, int]:
        answer = parse_answer(decision, raw)
        given = unwrap(decision, raw)
        if (
            isinstance(decision, ChooseResearch)
            and answer is not None
            and answer.build is not None
            and isinstance(given, dict)
            and "converters" not in given
        ):
            p = self.game.state.me
            terms = build_terms(p, answer.build, "research")
            ways = payments_for_spend(p, terms, dict(answer.spend), limit=1)
            if ways:
                answer = msgspec.structs.replace(answer, converters=list(ways[0].converters))
        return answer, 0


def force_research(state: State, drawn: Sequence[int]) -> None:
    """The cards the record says were researched come off the top of their
    decks, in that order (chance, GIZ-RESEARCH-1)."""
    for level in (1, 2, 3):
        wanted = [c for c in drawn if c in state.decks[level]]
        rest = [c for c in state.decks[level] if c not in wanted]
        state.decks[level] = wanted + rest


def check_record(record: Record, *, all_problems: bool = False, file: str | None = None) -> Report:
    """Replay ``record``; the first problem (or, with ``all_problems``, every
    divergence until the first illegal action)."""
    return Replay(record, all_problems, file, keep_runs=False).run()


class Replay:
    def __init__(
        self, record: Record, all_problems: bool, file: str | None, *, keep_runs: bool = True
    ) -> None:
        self.record = record
        self.all_problems = all_problems
        self.file = file
        self.problems: list[Problem] = []
        self.notes: list[str] = []
        self.actions_checked = 0
        self.event_index = 0
        self.game = start_game(record)
        # for explanations and trees: each action replayed, with the game before
        # it (a check alone keeps none: copying the game is a fifth of its work)
        self.keep_runs = keep_runs
        self.runs: list[ActionRun] = []

    def run(self) -> Report:
        game = self.game
        for i, event in enumerate(self.record.events):
            self.event_index = i
            if isinstance(event, ResultEvent):
                self.check_result(event)
            elif game.terminal:
                self.problem("illegal", "the game is over; no more actions", "GIZ-END-2", event)
            elif not self.replay_action(event):
                break
            if self.problems and not self.all_problems:
                break
        st = game.state
        return Report(
            file=self.file,
            verdict=verdict_of(self.problems),
            events=len(self.record.events),
            actions_checked=self.actions_checked,
            problems=self.problems,
            notes=self.notes,
            winners=list(st.winners) if st.over else None,
            game_over=st.round_reason if st.over else None,
            turn=st.turn,
        )

    def problem(
        self,
        code: str,
        message: str,
        rule: str | None,
        event: ActionEvent | None = None,
        alternatives: list[str] | None = None,
    ) -> None:
        self.problems.append(
            Problem(
                code=code,
                message=message,
                rule=rule,
                event=self.event_index,
                turn=self.game.state.turn if event is not None else None,
                player=event.player if event is not None else None,
                alternatives=alternatives or [],
            )
        )

    def located(self, found: Problem, event: ActionEvent) -> None:
        self.problem(found.code, found.message, found.rule, event, found.alternatives)

    # -------------------------------------------------------------- actions
    def replay_action(self, event: ActionEvent) -> bool:
        """Replay one event; False when the replay cannot go on."""
        game = self.game
        if event.turn is not None and event.turn != game.state.turn:
            message = f"the record says turn {event.turn}, but by the rules this is turn "
            self.problem("divergence", f"{message}{game.state.turn}", "GIZ-TURN-1", event)
        action = paid_action(game.state, event)
        self.note_found_payment(event, action)
        try:
            game.check(action)
        except IllegalAction as exc:
            legal = [describe(a) for a in game.legal_actions()]
            self.problem("illegal", exc.message, exc.rule, event, legal)
            return False
        before = game.clone() if self.keep_runs else None
        turn = game.state.turn
        if event.drawn is not None:
            force_research(game.state, event.drawn)
        game.table.source = RecordedSpheres(list(event.spheres or []))
        start = len(game.steps)
        try:
            game.apply_checked(action)
            self.give_answers(event)
        except (IllegalAction, Divergence) as exc:
            self.located(exc.problem, event)
            return False
        except ValueError as exc:  # the dispenser holds no sphere the record lists
            self.problem("divergence", str(exc), "GIZ-PICK-4", event)
            return False
        if before is not None:
            played = PlayedTurn(turn, action, game.turn_answers, game.steps[start:])
            self.runs.append(ActionRun(played, before, finished=game.pending is None))
        if game.pending is not None:
            return self.stopped(game.pending, event)
        self.actions_checked += 1
        self.compare_chance(event, game.steps[start:])
        return True

    def note_found_payment(self, event: ActionEvent, action: Action) -> None:
        """A build the record gives only by its spheres: the uses found (GIZ-CONVERT-1)."""
        if not isinstance(event, BuildEvent) or event.converters is not None:
            return
        if isinstance(action, Build) and action.converters:
            uses = payment_text(Payment(action.spend, action.converters))
            self.notes.append(f"{event_label(self.event_index)}: {action.card} paid as {uses}")

    def give_answers(self, event: ActionEvent) -> None:
        answers = RecordAnswers(event.answers, self.game)
        feed_answers(self.game, answers)
        if answers.left() and self.game.pending is None:
            raise Divergence(
                f"{answers.left()} answer(s) left over: the rules asked no more decisions "
                "in this turn",
                rule="GIZ-TRIGGER-2",
            )

    def stopped(self, d: Decision, event: ActionEvent) -> bool:
        """The record gives no answer to a pending decision: incomplete at its
        end, a divergence before."""
        last = self.event_index == len(self.record.events) - 1
        options = ", ".join(map(str, d.options))
        if last:
            message = f"the record stops while {d.player} must {d.prompt} (options: {options})"
            self.problem("incomplete", message, d.rule, event)
        else:
            message = f"the record gives no answer when {d.player} must {d.prompt}"
            self.problem("divergence", f"{message} (options: {options})", d.rule, event)
        return False

    def compare_chance(self, event: ActionEvent, steps: Sequence[Any]) -> None:
        """The record's spheres and researched cards against what came out."""
        if event.spheres is not None and dispensed(steps) != event.spheres:
            came = ", ".join(dispensed(steps)) or "none"
            self.problem(
                "divergence",
                f"the record lists spheres {', '.join(event.spheres)} out of the dispenser; "
                f"by the rules these came out: {came}",
                "GIZ-PICK-1",
                event,
            )
        if event.drawn is not None and researched(steps) != event.drawn:
            came = ", ".join(map(str, researched(steps))) or "none"
            self.problem(
                "divergence",
                f"the record lists {', '.join(map(str, event.drawn))} as researched; "
                f"by the rules these were drawn: {came}",
                "GIZ-RESEARCH-1",
                event,
            )

    def check_result(self, event: ResultEvent) -> None:
        st = self.game.state
        if not st.over:
            self.problem(
                "divergence", "the record says the game ended; it is not over", "GIZ-END-1"
            )
        elif list(event.winners) != list(st.winners):
            said, rules = ", ".join(event.winners), ", ".join(st.winners)
            self.problem(
                "divergence",
                f"the record says {said} won; by the rules {rules} won",
                "GIZ-END-4",
            )
        elif event.reason != (st.round_reason or ""):
            self.problem(
                "divergence",
                f"the record says the game ended by {event.reason}; "
                f"by the rules by {st.round_reason}",
                "GIZ-END-1",
            )
