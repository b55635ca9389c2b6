"""The engine: who must act, legal actions, apply, answer, clone, the end.

The contract follows OpenSpiel: :meth:`Game.actor` says who must act now
(the player to answer :attr:`Game.pending`, or the player to take an action),
:meth:`Game.legal_actions` lists the legal actions, :meth:`Game.apply` and
:meth:`Game.answer` advance, :meth:`Game.clone` copies, and
:attr:`Game.terminal` / :attr:`Game.winners` give the outcome.

An action runs as a generator; when it yields a decision that needs an
answer, the engine stops with :attr:`pending` set. Draws take their card from
a :class:`DrawSource`.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any, Protocol

from adjudicator.core.answers import answer_error
from adjudicator.core.decisions import (
    ASK,
    AnswerError,
    Decision,
    auto_answer,
    decision_kind,
    validate,
)
from adjudicator.core.problems import IllegalAction, IllegalAnswer
from adjudicator.core.steps import NO_CAUSE, Cause, Step
from adjudicator.games.innovation import rules, sets
from adjudicator.games.innovation.actions import (
    Achieve,
    Action,
    Dogma,
    Draw,
    InitialMeld,
    Meld,
    describe,
)
from adjudicator.games.innovation.cards import card, normalize_name
from adjudicator.games.innovation.dogma import DogmaRun, dogma_action
from adjudicator.games.innovation.hooks import PositionHooks
from adjudicator.games.innovation.rules import GameOver
from adjudicator.games.innovation.state import State

ActionGen = Generator[Decision, Any, Any]


class DrawSource(Protocol):
    """Where drawn cards come from (chance is explicit)."""

    def take(self, state: State, age: int, player: str) -> str: ...


class TopOfPile:
    """The card on top of the supply pile (scenario decks, seeded shuffles)."""

    def take(self, state: State, age: int, player: str) -> str:
        return state.decks[age][0]


class Game(PositionHooks):
    """One game of Innovation in progress (an :class:`adjudicator.core.game.Position`)."""

    def __init__(self, state: State, source: DrawSource | None = None) -> None:
        self.state = state
        self.source: DrawSource = source or TopOfPile()
        # the trigger subscribers of the sets in play, for this game only
        self.triggers = sets.triggers_for(state.expansions)
        self.extra_actions = sets.actions_for(state.expansions)
        self.steps: list[Step] = []
        self.pending: Decision | None = None
        self.run: DogmaRun | None = None
        # the effect execution that is asking decisions now (for the steps)
        self.effect_cause: Cause = NO_CAUSE
        self.change_count = 0
        self._gen: ActionGen | None = None
        self._action: Action | None = None
        self._snapshot: State | None = None
        self._steps_at_start = 0
        self._answers: list[Any] = []
        self.history: list[tuple[Action, list[Any]]] = []

    def __repr__(self) -> str:
        st = self.state
        if self.terminal:
            return f"<Game innovation over ({st.game_over}): {' and '.join(st.winners)} won>"
        if self.pending is not None:
            return f"<Game innovation turn {st.turn}, {self.pending.player} must {self.pending.prompt}>"
        if st.phase == "initial_meld":
            return f"<Game innovation initial meld, {self.actor()} to meld>"
        return f"<Game innovation turn {st.turn}, {st.current_name} to act>"

    # ------------------------------------------------------------ contract
    @property
    def terminal(self) -> bool:
        return self.state.phase == "over"

    @property
    def winners(self) -> list[str]:
        return list(self.state.winners)

    def actor(self) -> str | None:
        """Who must act now: the player asked, else the player to move."""
        if self.terminal:
            return None
        if self.pending is not None:
            return self.pending.player
        if self.state.phase == "initial_meld":
            waiting = [n for n in self.state.names if n not in self.state.initial_melds]
            return waiting[0] if waiting else None
        return self.state.current_name

    def legal_actions(self) -> list[Action]:
        if self.terminal or self.pending is not None:
            return []
        state = self.state
        if state.phase == "initial_meld":
            return [
                InitialMeld(player=n, card=c)
                for n in state.names
                if n not in state.initial_melds
                for c in state.player(n).hand
            ]
        me = state.player(state.current_name)
        out: list[Action] = [Draw(player=me.name)]
        out += [Meld(player=me.name, card=c) for c in me.hand]
        for name in sorted(state.achievements, key=lambda n: card(n).age):
            if self._achieve_problem(me.name, card(name).age) is None:
                out.append(Achieve(player=me.name, age=card(name).age))
        out += [Dogma(player=me.name, card=c) for c in me.top_cards()]
        for extra in self.extra_actions.values():
            out += extra.legal(self, me.name)
        return out

    def check(self, action: Action) -> None:
        """Raise :class:`IllegalAction` (with the rule) if ``action`` is not legal now."""
        state = self.state
        if self.terminal:
            raise IllegalAction(
                f"the game is over ({state.game_over}); no more actions",
                rule=state.game_over_rule or "END-1",
            )
        if self.pending is not None:
            raise IllegalAction(
                f"{self.pending.player} must first answer: {self.pending.prompt}", rule="DOGMA-3"
            )
        if state.phase == "initial_meld":
            if not isinstance(action, InitialMeld):
                raise IllegalAction(
                    "the game starts with every player's initial meld", rule="SETUP-4"
                )
            if action.player not in state.names:
                raise IllegalAction(f"unknown player {action.player}", rule="SETUP-4")
            if action.player in state.initial_melds:
                raise IllegalAction(
                    f"{action.player} has already made their initial meld", rule="SETUP-4"
                )
            if action.card not in state.player(action.player).hand:
                raise IllegalAction(
                    f"{action.card} is not in {action.player}'s hand", rule="SETUP-4"
                )
            return
        if isinstance(action, InitialMeld):
            raise IllegalAction("the initial meld is only at the game's start", rule="SETUP-4")
        if action.player != state.current_name:
            raise IllegalAction(
                f"it is {state.current_name}'s turn, not {action.player}'s", rule="TURN-1"
            )
        me = state.player(action.player)
        match action:
            case Meld(card=c):
                if c not in me.hand:
                    raise IllegalAction(f"{c} is not in {me.name}'s hand", rule="MELD-1")
            case Dogma(card=c):
                if c not in me.top_cards():
                    raise IllegalAction(f"{c} is not one of {me.name}'s top cards", rule="DOGMA-1")
            case Achieve(age=a):
                problem = self._achieve_problem(me.name, a)
                if problem is not None:
                    raise IllegalAction(problem, rule="ACHIEVE-1")
            case _ if type(action) in self.extra_actions:
                extra = self.extra_actions[type(action)]
                problem = extra.problem(self, action)
                if problem is not None:
                    raise IllegalAction(problem, rule=extra.rule)

    def _rule_of(self, action: Action) -> str:
        extra = self.extra_actions.get(type(action))
        return extra.rule if extra is not None else _action_rule(action)

    def _action_facts(self, action: Action) -> dict[str, Any]:
        """What decides a Draw's age (DRAW-1) or an Achieve's legality (ACHIEVE-1),
        recorded on the action step so explanations can say why."""
        me = self.state.player(action.player)
        top = me.highest_top_value()
        if isinstance(action, Draw):
            tops = [c for c in me.top_cards() if card(c).age == top]
            return {"highest_top": top, "top_cards": tops}
        if isinstance(action, Achieve):
            return {
                "age": action.age,
                "points": me.score_points(),
                "points_needed": 5 * action.age,
                "highest_top": top,
            }
        return {}

    def _achieve_problem(self, player: str, age: int) -> str | None:
        state = self.state
        me = state.player(player)
        if not any(card(n).age == age for n in state.achievements):
            return f"no age {age} achievement is available"
        pts = me.score_points()
        if pts < 5 * age:
            return f"{player} has {pts} points; achieving age {age} needs {5 * age}"
        top = me.highest_top_value()
        if top < age:
            return f"{player}'s highest top card is {top}; achieving age {age} needs {age}"
        return None

    def apply(self, action: Action) -> None:
        """Take an action; runs until a decision needs an answer or the action ends."""
        self.check(action)
        self._snapshot = self.state.copy()
        self._steps_at_start = len(self.steps)
        self._action = action
        self._answers = []
        self.history.append((action, self._answers))
        rules.record(
            self,
            NO_CAUSE,
            "action",
            describe(action),
            rule=self._rule_of(action),
            actor=action.player,
            change=False,
            detail={
                "action": _action_name(action),
                "turn": self.state.turn,
                "actions_left": self.state.actions_left,
                **self._action_facts(action),
            },
        )
        self._gen = self._run_action(action)
        self._advance(None, first=True)

    def answer(self, value: Any) -> None:
        """Answer the pending decision with a normalised answer (see decisions)."""
        if self.pending is None or self._gen is None:
            raise IllegalAnswer("no decision is pending", rule="DOGMA-3")
        decision = self.pending
        try:
            value = validate(decision, value)
        except AnswerError as exc:
            raise answer_error(decision, exc) from None
        self._answers.append(value)
        self._record_decision(decision, value, auto=False)
        self.pending = None
        self._advance(value)

    def clone(self) -> Game:
        """An independent copy. A half-resolved action is re-run from its own
        start with the same answers (never the game from its start)."""
        if self._gen is None or self._snapshot is None or self._action is None:
            other = Game(self.state.copy(), self.source)
            other.steps = list(self.steps)
            other.change_count = self.change_count
            other.history = [(a, list(ans)) for a, ans in self.history]
            return other
        other = Game(self._snapshot.copy(), self.source)
        other.steps = list(self.steps[: self._steps_at_start])
        other.history = [(a, list(ans)) for a, ans in self.history[:-1]]
        other.apply(self._action)
        for value in self._answers:
            other.answer(value)
        return other

    def snapshot(self) -> tuple[State, int, int]:
        """A copy of the position to :meth:`restore` later."""
        return self.state.copy(), len(self.steps), len(self.history)

    def restore(self, snap: tuple[State, int, int]) -> None:
        """Back to a :meth:`snapshot`: the state, the steps and the history."""
        state, steps, history = snap
        self.state = state.copy()
        del self.steps[steps:]
        del self.history[history:]
        self._forget_action()

    def begin_resolved(self, action: Action, note: str) -> None:
        """Start ``action`` whose outcome is applied from outside the engine (a
        record's outcome that depended on cards hidden from its viewer); the
        caller has checked it (:meth:`check`), applies the outcome, then calls
        :meth:`finish_resolved`."""
        rules.record(
            self,
            NO_CAUSE,
            "action",
            describe(action),
            rule=self._rule_of(action),
            actor=action.player,
            change=False,
            detail={"action": _action_name(action), "turn": self.state.turn, "outside": True},
        )
        rules.record(self, NO_CAUSE, "note", note, rule=None, actor=action.player, change=False)

    def finish_resolved(self, action: Action) -> None:
        """Count ``action`` as taken: the turn bookkeeping of :meth:`begin_resolved`."""
        self.history.append((action, []))
        self._action = action
        if isinstance(action, InitialMeld):
            self.state.initial_melds[action.player] = action.card
        self._finish_action()

    def end_by_score(self, why: str) -> None:
        """End the game now by END-2 (a draw above 10)."""
        try:
            rules.end_by_score(self, why)
        except GameOver as over:
            self._end(over)

    def check_achievement_end(self) -> None:
        """END-1 for every player, now (after changes made from outside the engine)."""
        try:
            for name in self.state.turn_order_from_current():
                rules.check_achievement_win(self, name)
        except GameOver as over:
            self._end(over)

    def end_by_record(self, winners: list[str], reason: str) -> None:
        """End the game as a record says a card effect ended it (END-3)."""
        self._end(GameOver(winners, reason, "END-3", f"{' and '.join(winners)} win by {reason}"))

    def abandon_action(self) -> None:
        """Undo the action in progress (after an error): back to the position
        before it, as if it had never been taken."""
        if self._snapshot is None:
            return
        self.state = self._snapshot
        self.steps = self.steps[: self._steps_at_start]
        self.history = self.history[:-1]
        self._forget_action()

    def _forget_action(self) -> None:
        self._snapshot = None
        self._gen = None
        self._action = None
        self.pending = None
        self.run = None
        self.effect_cause = NO_CAUSE

    # ------------------------------------------------------------- internals
    def add_step(self, step: Step) -> None:
        self.steps.append(step)
        if step.change:
            self.change_count += 1
            run = self.run
            cause = step.cause
            if run is not None and cause.demand and not cause.via_execute:
                if step.verb == "transfer":
                    run.demand_transfers += 1
                elif step.verb == "return":
                    run.demand_returns += 1

    def _record_decision(self, decision: Decision, value: Any, *, auto: bool) -> None:
        shown = _answer_text(value)
        how = "has only one way" if auto and decision.options else "chooses"
        if auto and not decision.options:
            text = f"{decision.player}: nothing to choose for '{decision.prompt}'"
        elif auto:
            text = f"{decision.player} {how}: {shown} ({decision.prompt})"
        else:
            text = f"{decision.player} {how} {shown} ({decision.prompt})"
        rules.record(
            self,
            self.effect_cause,
            "decide",
            text,
            rule=decision.rule,
            actor=decision.player,
            change=False,
            detail={
                "decision": decision_kind(decision),
                "prompt": decision.prompt,
                "optional": decision.optional,
                "min": decision.min,
                "max": decision.max,
                "options": list(decision.options),
                "answer": _jsonable(value),
                "auto": auto,
            },
        )

    def _advance(self, value: Any, *, first: bool = False) -> None:
        gen = self._gen
        assert gen is not None
        try:
            decision = next(gen) if first else gen.send(value)
            while True:
                auto = auto_answer(decision)
                if auto is ASK:
                    self.pending = decision
                    return
                self._record_decision(decision, auto, auto=True)
                decision = gen.send(auto)
        except StopIteration:
            self._gen = None
            self._finish_action()
        except GameOver as over:
            self._gen = None
            self.run = None
            self._end(over)

    def _end(self, over: GameOver) -> None:
        state = self.state
        state.phase = "over"
        state.winners = over.winners
        state.game_over = over.reason
        state.game_over_rule = over.rule
        self.pending = None
        rules.record(
            self,
            NO_CAUSE,
            "game_over",
            over.text,
            rule=over.rule,
            actor=None,
            change=False,
            detail={"winners": over.winners, "reason": over.reason},
        )

    def _run_action(self, action: Action) -> ActionGen:
        me = action.player
        match action:
            case InitialMeld(card=c):
                rules.meld(self, me, c, NO_CAUSE, rule="SETUP-4")
                self.state.initial_melds[me] = c
            case Draw():
                age = self.state.player(me).highest_top_value()
                rules.draw(self, me, age, NO_CAUSE)
            case Meld(card=c):
                rules.meld(self, me, c, NO_CAUSE)
            case Achieve(age=a):
                name = next(n for n in self.state.achievements if card(n).age == a)
                rules.achieve(self, me, name, NO_CAUSE)
            case Dogma(card=c):
                yield from dogma_action(self, me, c)
            case _:
                yield from self.extra_actions[type(action)].run(self, action)
        rules.fire(self, "action_end", me, NO_CAUSE, detail={"action": _action_name(action)})
        return None

    def _finish_action(self) -> None:
        state = self.state
        action = self._action
        self._snapshot = None
        if isinstance(action, InitialMeld):
            if len(state.initial_melds) == len(state.players):
                self._start_play()
            return
        state.actions_left -= 1
        if state.actions_left <= 0:
            self._end_turn()

    def _start_play(self) -> None:
        """SETUP-5 and SETUP-6."""
        state = self.state
        first = min(state.names, key=lambda n: normalize_name(state.initial_melds[n]))
        state.phase = "play"
        state.current = state.index(first)
        state.turn = 1
        state.single_action_turns = 2 if len(state.players) == 4 else 1
        state.actions_left = 1
        rules.record(
            self,
            NO_CAUSE,
            "turn",
            f"{first} melded {state.initial_melds[first]}, first alphabetically, and goes "
            "first with one action",
            rule="SETUP-5",
            actor=first,
            change=False,
        )
        rules.check_special_achievements(self)

    def _end_turn(self) -> None:
        state = self.state
        for p in state.players:
            p.tucked_this_turn = 0
            p.scored_this_turn = 0
        state.current = (state.current + 1) % len(state.players)
        state.turn += 1
        state.actions_left = 1 if state.turn <= state.single_action_turns else 2
        rules.record(
            self,
            NO_CAUSE,
            "turn",
            f"turn {state.turn}: {state.current_name} takes {state.actions_left} "
            f"action{'s' if state.actions_left > 1 else ''}",
            rule="SETUP-6" if state.actions_left == 1 else "TURN-1",
            actor=state.current_name,
            change=False,
        )

    def check_start(self) -> None:
        """Check the starting position for special achievements (SPECIAL-1)."""
        try:
            rules.check_special_achievements(self)
        except GameOver as over:
            self._end(over)


def _action_name(action: Action) -> str:
    return str(type(action).__struct_config__.tag)


def _action_rule(action: Action) -> str:
    return {
        "draw": "DRAW-1",
        "meld": "MELD-1",
        "achieve": "ACHIEVE-1",
        "dogma": "DOGMA-1",
        "initial_meld": "SETUP-4",
    }[_action_name(action)]


def _answer_text(value: Any) -> str:
    if isinstance(value, tuple | list):
        return ", ".join(str(v) for v in value) if value else "nothing"
    if value is None:
        return "nothing (declined)"
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def _jsonable(value: Any) -> Any:
    if isinstance(value, tuple):
        return [str(v) for v in value]
    return value
