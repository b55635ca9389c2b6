"""The Gizmos engine, with the same contract as Innovation's ``Game``: who
acts, the legal actions, apply an action, answer the pending decision,
clone, the steps, the end and the winner.

A turn is a generator: the action, then the triggered effects the player
chooses (GIZ-TRIGGER-2), then the end of the turn (GIZ-END-*). It yields
typed decisions; the engine answers by itself those the core decides
(:func:`adjudicator.core.decisions.auto_answer`) and stops at the others.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from adjudicator.core.answer_loop import next_pending
from adjudicator.core.decisions import AnswerError, Decision, validate
from adjudicator.core.problems import IllegalAction, IllegalAnswer
from adjudicator.core.steps import Cause, Step
from adjudicator.games.gizmos.actions import Action, Build, File, Pass, Pick, Research, describe
from adjudicator.games.gizmos.cards import COLORS
from adjudicator.games.gizmos.decisions import ChooseResearch, ChooseTrigger, ResearchAnswer
from adjudicator.games.gizmos.effects import use_effect
from adjudicator.games.gizmos.hooks import PositionHooks
from adjudicator.games.gizmos.payment import payments_by_card
from adjudicator.games.gizmos.perform import (
    Gen,
    any_action_legal,
    build_problem,
    build_source,
    do_build,
    do_file,
    do_pick,
    file_problem,
    may_file,
    pick_problem,
    research_answer_problem,
    research_problem,
    start_research,
)
from adjudicator.games.gizmos.rules import (
    SphereSource,
    Table,
    display_cards,
    end_turn,
    ring_room,
)
from adjudicator.games.gizmos.state import State
from adjudicator.games.gizmos.steps import make_step
from adjudicator.games.gizmos.triggers import usable

PAYMENTS_PER_CARD = 20


class Game(PositionHooks):
    def __init__(self, state: State, source: SphereSource | None = None) -> None:
        self.table = Table(state, source)
        self.pending: Decision | None = None
        self._gen: Gen | None = None
        self._action: Action | None = None
        self._snapshot: State | None = None
        self._steps_at_start = 0
        self._answers: list[Any] = []

    # ------------------------------------------------------------ contract
    @property
    def state(self) -> State:
        return self.table.state

    @property
    def steps(self) -> list[Step]:
        return self.table.steps

    @steps.setter
    def steps(self, steps: list[Step]) -> None:
        self.table.steps = steps

    @property
    def effect_cause(self) -> Cause:
        """The triggered gizmo whose effect is asking the pending decision."""
        return self.table.cause

    @effect_cause.setter
    def effect_cause(self, cause: Cause) -> None:
        self.table.cause = cause

    @property
    def turn_answers(self) -> list[Any]:
        """The answers given in the turn being (or last) resolved, normalised."""
        return list(self._answers)

    @property
    def terminal(self) -> bool:
        return self.state.over

    @property
    def winners(self) -> list[str]:
        return list(self.state.winners)

    def actor(self) -> str | None:
        if self.terminal:
            return None
        if self.pending is not None:
            return self.pending.player
        return self.state.current_name

    def legal_actions(self) -> list[Action]:
        if self.terminal or self.pending is not None:
            return []
        state, p = self.state, self.state.me
        out: list[Action] = []
        display = display_cards(state)
        if may_file(p):
            out += [File(p.name, c) for c in display]
        if ring_room(p) > 0:
            out += [Pick(p.name, c) for c in COLORS if c in state.energy_row]
        sources = [(c, "display") for c in display] + [(c, "archive") for c in p.archive]
        for cid, ways in payments_by_card(p, sources, PAYMENTS_PER_CARD):
            out += [Build(p.name, cid, pay.spend, pay.converters) for pay in ways]
        out += [Research(p.name, lv) for lv in (1, 2, 3) if research_problem(state, p, lv) is None]
        return out or [Pass(p.name)]

    def check(self, action: Action) -> None:
        """Raise :class:`IllegalAction` (with its rule) unless ``action`` is legal now."""
        state = self.state
        if self.terminal:
            raise IllegalAction("the game is over", rule="GIZ-END-2")
        if self.pending is not None:
            raise IllegalAction(
                f"{self.pending.player} must first {self.pending.prompt}", rule="GIZ-TRIGGER-2"
            )
        if action.player != state.current_name:
            raise IllegalAction(
                f"it is {state.current_name}'s turn, not {action.player}'s", rule="GIZ-TURN-1"
            )
        problem = self._problem(action)
        if problem is not None:
            raise problem

    def _problem(self, action: Action) -> IllegalAction | None:
        state, p = self.state, self.state.me
        match action:
            case File():
                return file_problem(state, p, action.card)
            case Pick():
                return pick_problem(state, p, action.color)
            case Build():
                return build_problem(state, p, action.card, action.spend, action.converters)
            case Research():
                return research_problem(state, p, action.level)
            case Pass():
                if any_action_legal(state, p):
                    return IllegalAction(
                        f"{p.name} has a legal action, so cannot pass", rule="GIZ-TURN-2"
                    )
        return None

    def apply(self, action: Action) -> None:
        self.check(action)
        self.apply_checked(action)

    def apply_checked(self, action: Action) -> None:
        """Apply ``action``, which :meth:`check` has just found legal (a
        replay checks first, to report an illegal action its own way)."""
        self._action = action
        self._snapshot = self.state.copy()
        self._steps_at_start = len(self.steps)
        self._answers = []
        self._gen = self._turn(action)
        self._advance(None)

    def answer(self, value: Any) -> None:
        """Answer the pending decision with a normalised answer."""
        decision = self.pending
        if decision is None or self._gen is None:
            raise IllegalAnswer("no decision is pending", rule="GIZ-TRIGGER-2")
        if isinstance(decision, ChooseResearch):
            value = self._research_answer(value)
        else:
            try:
                value = validate(decision, value)
            except AnswerError as exc:
                raise IllegalAnswer(
                    f"{decision.player} was asked to {decision.prompt}; {exc}",
                    rule=decision.rule or "GIZ-TRIGGER-2",
                ) from None
        self._answers.append(value)
        self.pending = None
        self._record_decision(decision, value, auto=False)
        self._advance(value)

    def _record_decision(self, decision: Decision, value: Any, *, auto: bool) -> None:
        """A step for every decision: who chose what, or had only one way."""
        said = _answer_text(value)
        if auto:
            text = f"{decision.player} has only one way to {decision.prompt}: {said}"
        elif said == "no":
            text = f"{decision.player} declines to {decision.prompt}"
        else:
            text = f"{decision.player} chooses {said} ({decision.prompt})"
        self.table.record(
            make_step(
                text,
                "decision",
                rule=decision.rule,
                actor=decision.player,
                card=value if isinstance(value, int) and not isinstance(value, bool) else None,
            )
        )

    def _research_answer(self, value: Any) -> ResearchAnswer:
        answer = value if isinstance(value, ResearchAnswer) else ResearchAnswer()
        if value is not None and not isinstance(value, ResearchAnswer):
            raise IllegalAnswer("a research answer is an object or null", rule="GIZ-RESEARCH-2")
        problem = research_answer_problem(self.state, self.state.me, answer)
        if problem is not None:
            decision = self.pending
            asked = f"{decision.player} was asked to {decision.prompt}; " if decision else ""
            raise IllegalAnswer(asked + problem.message, rule=problem.rule)
        return answer

    def clone(self) -> Game:
        """An independent copy; a half-resolved turn is re-run from its start
        with the same answers."""
        if self._gen is None or self._snapshot is None or self._action is None:
            other = Game(self.state.copy(), self.table.source)
            other.table.steps = list(self.steps)
            return other
        other = Game(self._snapshot.copy(), self.table.source)
        other.table.steps = list(self.steps[: self._steps_at_start])
        other.apply(self._action)
        for value in self._answers:
            other.answer(value)
        return other

    # ------------------------------------------------------------ the turn
    def _advance(self, value: Any) -> None:
        gen = self._gen
        assert gen is not None
        self.pending = next_pending(gen, value, self._record_auto)
        if self.pending is None:
            self._gen = None
            self._action = None
            self._snapshot = None

    def _record_auto(self, decision: Decision, value: Any) -> None:
        if decision.options:  # nothing to choose from: no step
            self._record_decision(decision, value, auto=True)

    def _turn(self, action: Action) -> Gen:
        p = self.state.me
        self.table.record(
            make_step(describe(action), "action", rule=_action_rule(action), actor=p.name)
        )
        yield from self._perform(action)
        if not isinstance(action, Pass):
            yield from self._use_triggers()
        end_turn(self.table)

    def _perform(self, action: Action) -> Gen:
        table, p = self.table, self.state.me
        match action:
            case File():
                do_file(table, p, action.card)
            case Pick():
                do_pick(table, p, action.color)
            case Build():
                source = build_source(self.state, p, action.card)
                assert source is not None
                do_build(table, p, action.card, source, action.spend, action.converters)
            case Research():
                yield from start_research(table, p, action.level)

    def _use_triggers(self) -> Gen:
        """GIZ-TRIGGER-2, -7: one triggered gizmo at a time, until the player stops."""
        p = self.state.me
        while True:
            options = [g for g in p.triggered if usable(self.state, p, g)]
            if not options:
                return
            chosen = yield ChooseTrigger(
                player=p.name,
                prompt="use a triggered gizmo, or end the turn",
                rule="GIZ-TRIGGER-2",
                optional=True,
                options=tuple(options),
            )
            if chosen is None:
                return
            yield from use_effect(self.table, p, chosen)


def _answer_text(value: Any) -> str:
    match value:
        case None | () | False:
            return "no"
        case True:
            return "yes"
        case tuple():
            return ", ".join(map(str, value))
        case ResearchAnswer():
            if value.build is not None:
                return f"to build {value.build}"
            return f"to file {value.file}" if value.file is not None else "neither"
    return str(value)


def _action_rule(action: Action) -> str:
    return {
        File: "GIZ-FILE-1",
        Pick: "GIZ-PICK-1",
        Build: "GIZ-BUILD-1",
        Research: "GIZ-RESEARCH-1",
        Pass: "GIZ-TURN-2",
    }[type(action)]


if TYPE_CHECKING:  # mypy checks that Gizmos satisfies the core protocol
    from adjudicator.core.game import Position

    def _a_position(game: Game) -> Position[Action]:
        return game
