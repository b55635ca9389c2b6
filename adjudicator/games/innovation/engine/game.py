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

from collections.abc import Iterator
from typing import Any

from adjudicator.core.answer_loop import next_pending
from adjudicator.core.answers import answer_error
from adjudicator.core.decisions import AnswerError, Decision, validate
from adjudicator.core.problems import IllegalAnswer
from adjudicator.core.steps import NO_CAUSE
from adjudicator.games.innovation.engine import registry, rules
from adjudicator.games.innovation.engine.achieving import available_of_age
from adjudicator.games.innovation.engine.actions import (
    Achieve,
    Action,
    Dogma,
    Draw,
    InitialMeld,
    Meld,
)
from adjudicator.games.innovation.engine.board_icons import (
    highest_top_value,
    player_named,
    player_names,
)
from adjudicator.games.innovation.engine.cards import card
from adjudicator.games.innovation.engine.dogma import dogma_action
from adjudicator.games.innovation.engine.draws import draw
from adjudicator.games.innovation.engine.game_base import (
    ActionGen,
    DrawSource,
    GameBase,
    GameOver,
    Trigger,
)
from adjudicator.games.innovation.engine.game_base import TopOfPile as TopOfPile
from adjudicator.games.innovation.engine.game_steps import this_turn_start
from adjudicator.games.innovation.engine.hooks import PositionHooks
from adjudicator.games.innovation.engine.legality import (
    action_name,
    check_action,
    legal_actions,
    record_taken,
)
from adjudicator.games.innovation.engine.recording import (
    check_special_achievements,
    fire,
    record,
    record_decision,
)
from adjudicator.games.innovation.engine.state import State
from adjudicator.games.innovation.engine.turns import end_turn, start_play
from adjudicator.games.innovation.engine.undo import UndoLog

# actions found legal, in which position, after how many steps (Game.apply need not check them)
_Legal = tuple[tuple[Action, ...], State, int]


class Game(GameBase, PositionHooks):
    """One game of Innovation in progress (an :class:`adjudicator.core.game.Position`)."""

    def __init__(self, state: State, source: DrawSource | None = None) -> None:
        expansions = state.expansions
        super().__init__(
            state, source, registry.triggers_for(expansions), registry.actions_for(expansions)
        )
        self._gen: ActionGen | None = None
        self._action: Action | None = None
        # the action check() found legal and the ones legal_actions() listed, last
        self._checked: _Legal | None = None
        self._legal: _Legal | None = None
        self._steps_at_start = 0
        self._answers: list[Any] = []
        # the actions run without a generator: not the Meld action when an
        # end-of-Meld handler of a set in play may ask a decision
        self._plain = _PLAIN_ASKING_MELD if self.triggers.meld_asks else _PLAIN

    def __repr__(self) -> str:
        return _game_repr(self)

    # ------------------------------------------------------------ contract
    def actor(self) -> str | None:
        """Who must act now: the player asked, else the player to move."""
        if self.terminal:
            return None
        if self.pending is not None:
            return self.pending.player
        if self.state.phase == "initial_meld":
            waiting = [n for n in player_names(self.state) if n not in self.state.initial_melds]
            return waiting[0] if waiting else None
        return self.state.current_name

    def legal_actions(self) -> list[Action]:
        legal = legal_actions(self)
        self._legal = (tuple(legal), self.state, len(self.steps))  # the caller may change its list
        return legal

    def check(self, action: Action) -> None:
        """Raise :class:`IllegalAction` (with the rule) if ``action`` is not legal now."""
        check_action(self, action)
        self._checked = ((action,), self.state, len(self.steps))

    def apply(self, action: Action) -> None:
        """Take an action; runs until a decision needs an answer or the action ends."""
        checked, listed = self._checked, self._legal
        self._checked = self._legal = None
        # checked or listed legal just before, nothing happened since: not again
        seen = checked is not None or listed is not None
        if not (
            seen and (_still_legal(self, checked, action) or _still_legal(self, listed, action))
        ):
            check_action(self, action)
        self.undo = UndoLog(self.state) if self.keep_undo else None
        self._steps_at_start = len(self.steps)
        self._action = action
        self._answers = []
        self.history.append((action, self._answers))
        record_taken(self, action)
        if type(action) in self._plain:  # asks nothing: run without a generator
            self._run_plain(action)
            return
        # the action's own generator (one level less for every decision), its end
        # (_action_end) run by _advance once it stops
        if type(action) is Dogma:  # the commonest
            self._gen = dogma_action(self, action.player, action.card)
        elif type(action) is Meld:  # an end-of-Meld handler may ask
            self._gen = meld_action(self, action)
        else:
            self._gen = self.extra_actions[type(action)].run(self, action)
        self._advance(None)

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
        record_decision(self, decision, value, auto=False)
        self.pending = None
        self._advance(value)

    def clone(self) -> Game:
        """An independent copy. A half-resolved action is re-run from its own
        start with the same answers (never the game from its start)."""
        if self._gen is not None and self.undo is None:  # played without one (keep_undo)
            raise RuntimeError("an action half-way through without an undo log: no clone")
        if self._gen is None or self.undo is None or self._action is None:
            other = Game(self.state.copy(), self.source)
            other.steps = list(self.steps)
            other.keep_steps = self.keep_steps
            other.change_count = self.change_count
            other.history = [(a, list(ans)) for a, ans in self.history]
            return other
        other = Game(self.undo.before(), self.source)
        other.steps = list(self.steps[: self._steps_at_start])
        other.keep_steps = self.keep_steps
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

    def abandon_action(self) -> None:
        """Undo the action in progress (after an error): back to the position
        before it, as if it had never been taken."""
        if self.undo is None:
            return
        self.undo.undo()
        self.steps = self.steps[: self._steps_at_start]
        self.history = self.history[:-1]
        self._forget_action()

    def forget_steps(self) -> None:
        """Unless :attr:`keep_steps`, drop the steps before this turn's actions' (CITY-21)."""
        if self.keep_steps:
            return
        steps, turn = self.steps, self.state.turn
        detail = steps[0].detail if steps and steps[0].verb == "action" else None
        if detail is not None and detail.get("turn") == turn:
            return  # a turn's later action: the turn's first is the first step kept
        del steps[: this_turn_start(steps, turn)]

    def _forget_action(self) -> None:
        self.undo = None
        self._checked = self._legal = None
        self._gen = None
        self._action = None
        self.pending = None
        self.run = None
        self.effect_cause = NO_CAUSE

    # ------------------------------------------------------------- internals
    def _advance(self, value: Any) -> None:
        """Send ``value`` into the action (None starts it), on to the next decision
        that needs an answer (:func:`~adjudicator.core.answer_loop.next_pending`)."""
        gen = self._gen
        assert gen is not None
        try:
            pending = next_pending(gen, value, self._record_auto)
        except GameOver as over:
            self._gen = None
            self.run = None
            self.end_game(over)
            return
        if pending is None:
            self._gen = None
            self._ended(self._action)
        else:
            self.pending = pending

    def _record_auto(self, decision: Decision, value: Any) -> None:
        record_decision(self, decision, value, auto=True)

    def _ended(self, action: Action | None) -> None:
        """The action's generator has stopped: its end (a card set may react, and
        end the game), then the turn's bookkeeping."""
        try:
            if action is not None:
                self._action_end(action)
        except GameOver as over:
            self.run = None
            self.end_game(over)
            return
        self.finish_action(action)

    def end_game(self, over: GameOver) -> None:
        """The game ends now, as ``over`` says (the end's step recorded)."""
        state = self.state
        if self.undo is not None:
            self.undo.ending()
        state.phase = "over"
        state.winners = over.winners
        state.game_over = over.reason
        state.game_over_rule = over.rule
        self.pending = None
        record(
            self,
            NO_CAUSE,
            "game_over",
            over.text,
            rule=over.rule,
            actor=None,
            change=False,
            detail={"winners": over.winners, "reason": over.reason},
        )

    def _run_plain(self, action: Action) -> None:
        """The action and :meth:`_advance` for an action that asks nothing."""
        try:
            self._take_plain(action)
            self._action_end(action)
        except GameOver as over:
            self.run = None
            self.end_game(over)
            return
        self.finish_action(action)

    def _take_plain(self, action: Action) -> None:
        """The Meld, Draw, Achieve or initial meld ``action`` (TURN-1, SETUP-4)."""
        me = action.player
        if type(action) is Meld:  # by the exact type (_PLAIN's)
            if "meld_action_end" in self.triggers.points:
                for asks in _meld_and_end(self, action):
                    if asks is not None:
                        raise RuntimeError("an end-of-Meld handler asks: register it asks=True")
            else:
                rules.meld(self, me, action.card, NO_CAUSE, by_action=True)
        elif type(action) is Draw:
            age = highest_top_value(player_named(self.state, me))
            draw(self, me, age, NO_CAUSE)
        elif type(action) is Achieve:
            age = action.age
            name = action.card or available_of_age(self.state, age)[0]  # ECHO-26
            rules.achieve(self, me, name, NO_CAUSE)
        elif type(action) is InitialMeld:
            rules.meld(self, me, action.card, NO_CAUSE, rule="SETUP-4")
            if self.undo is not None:
                self.undo.melds()
            self.state.initial_melds[me] = action.card

    def _action_end(self, action: Action) -> None:
        if "action_end" in self.triggers.points:
            fire(
                self, "action_end", action.player, NO_CAUSE, detail={"action": action_name(action)}
            )

    def finish_action(self, action: Action | None) -> None:
        """The turn's bookkeeping after ``action``: the next turn when the
        actions are used up, the first turn after the initial melds."""
        state = self.state
        self.undo = None
        if type(action) is InitialMeld:
            if len(state.initial_melds) == len(state.players):
                try:
                    start_play(self)
                except GameOver as over:
                    self.end_game(over)
            return
        if self.free_actions and type(action) in self.free_actions:
            return  # a free action uses up none of the turn's (ART-13)
        state.actions_left -= 1
        if state.actions_left <= 0:
            try:
                end_turn(self)
            except GameOver as over:  # at the next turn's start (a "turn_start" subscriber)
                self.end_game(over)

    def check_start(self) -> None:
        """Check the starting position for special achievements (SPECIAL-1)."""
        try:
            check_special_achievements(self)
        except GameOver as over:
            self.end_game(over)


# the actions that ask nothing (a card set's extra action may: it runs as a generator)
_PLAIN = frozenset({Meld, Draw, Achieve, InitialMeld})
# the same in a game where an end-of-Meld handler may ask (Echoes' promotion)
_PLAIN_ASKING_MELD = _PLAIN - {Meld}


def meld_action(g: GameBase, action: Meld) -> ActionGen:
    """The Meld action as a generator: its end-of-Meld handlers may ask."""
    for asks in _meld_and_end(g, action):
        if asks is not None:
            yield from asks


def _meld_and_end(g: GameBase, action: Meld) -> Iterator[ActionGen | None]:
    """MELD-1, then the end of the Meld action (ART-9): each end-of-Meld
    handler of the sets in play in slot order, yielding what it returned (a
    generator of decisions, to run before the next handler, or None). None
    of them when a replacement stood in for the meld (FIG-16)."""
    me, name = action.player, action.card
    pile = player_named(g.state, me).board[card(name).color].cards
    covered = pile[0] if pile else None  # as it was at the meld (ART-9)
    if not rules.meld(g, me, name, NO_CAUSE, by_action=True):
        return
    trigger = Trigger("meld_action_end", me, name, NO_CAUSE, {"covered": covered})
    for handler in g.triggers.meld_end:
        yield handler.run(g, trigger)


def _still_legal(game: Game, seen: _Legal | None, action: Action) -> bool:
    """Whether ``action`` is one of the actions ``seen`` found legal, in the
    position (the state, the steps' count) that is still the game's."""
    return (
        seen is not None
        and seen[1] is game.state
        and seen[2] == len(game.steps)
        and action in seen[0]  # the same one, or an equal one: as legal
    )


def _game_repr(game: Game) -> str:
    st = game.state
    if game.terminal:
        return f"<Game innovation over ({st.game_over}): {' and '.join(st.winners)} won>"
    if game.pending is not None:
        return f"<Game innovation turn {st.turn}, {game.pending.player} must {game.pending.prompt}>"
    if st.phase == "initial_meld":
        return f"<Game innovation initial meld, {game.actor()} to meld>"
    return f"<Game innovation turn {st.turn}, {st.current_name} to act>"
