"""Replaying a game record through the engine: the verdict and the problems.

The record drives the engine (:class:`Replay`) from its start (``start``): each
event's action is checked and applied, each decision takes the event's next answer
and each draw the event's next recorded card (``source``); what the source reported
is compared with the engine's steps (``compare``). Cards hidden from a player's-view
record get stand-ins that later events identify (``hidden``); when hidden cards
steered the rules elsewhere than the record, the recorded outcome is checked and
accepted (``accept``). An imported log's actions are placed and explained
(``imported``: ``ways``, ``trail``, ``search_back``), their answers inferred (``infer``:
``look_alikes``, ``following``, ``rearranged``, ``splays``). The record's result and
where it stops are checked at the end (``ending``); the verdict is a :class:`Report`
(``report``).

This package's ``__init__`` is the top of its modules: they take the replay as
:mod:`.replaying`'s protocols describe it, and none imports this one.
"""

from __future__ import annotations

import msgspec

from adjudicator.core.answers import feed_answers
from adjudicator.core.problems import (
    Divergence,
    IllegalAction,
    IllegalAnswer,
    Problem,
    UnsupportedCard,
)
from adjudicator.core.steps import NO_CAUSE, Step
from adjudicator.games.innovation.engine import rules
from adjudicator.games.innovation.engine.actions import Action, describe
from adjudicator.games.innovation.engine.game import Game
from adjudicator.games.innovation.engine.state import State
from adjudicator.games.innovation.records import ActionEvent, Record, ResultEvent
from adjudicator.games.innovation.replay.accept import accept_recorded, removal_unseen
from adjudicator.games.innovation.replay.compare import (
    compare_counts,
    compare_reported,
    is_count_problem,
    unsure_count_note,
)
from adjudicator.games.innovation.replay.ending import check_result, finish
from adjudicator.games.innovation.replay.hidden import Checkpoint, HiddenCards
from adjudicator.games.innovation.replay.imported import replay_imported, table_goal, why_accepted
from adjudicator.games.innovation.replay.infer import (
    MAX_POSED_NODES,
    MAX_POSED_NODES_BACK,
    compare_moves,
    inferred_note,
    infers,
    not_explained,
    omitted,
    resolve_inferred,
)
from adjudicator.games.innovation.replay.rearranged import order_shown_after, rearranges
from adjudicator.games.innovation.replay.report import (
    Report,
    Verdict,
    action_number,
    problem_text,
    unreadable,
)
from adjudicator.games.innovation.replay.source import RecordAnswers, RecordDraws, action_of
from adjudicator.games.innovation.replay.start import start_game
from adjudicator.games.innovation.replay.table import checked_with_table_options
from adjudicator.games.innovation.replay.trail import Trail

__all__ = [
    "Problem",
    "Replay",
    "Report",
    "Verdict",
    "check_record",
    "problem_text",
    "replay_record",
    "unreadable",
]


def check_record(record: Record, *, all_problems: bool = False, file: str | None = None) -> Report:
    """Replay ``record``; the first problem (or, with ``all_problems``, every one). A
    whole BGA log that is not valid as it reads is checked with the table options it does
    not record (a team game, BGA's extra achievement: replay.table)."""
    return checked_with_table_options(
        record, lambda r: Replay(r, all_problems, file).run(), lambda report: report
    )


def replay_record(
    record: Record, *, file: str | None = None
) -> tuple[Report, Game, list[tuple[State, int]]]:
    """Replay ``record`` keeping what explanations and trees need: the report,
    the game at the end (its steps and history) and, for each action taken, the
    state and the number of steps before it."""

    def replayed(r: Record) -> tuple[Report, Game, list[tuple[State, int]]]:
        replay = Replay(r, False, file, keep_positions=True)
        return replay.run(), replay.game, replay.positions

    return checked_with_table_options(record, replayed, lambda done: done[0])


class Replay:
    """One record replayed: the engine driven event by event."""

    def __init__(
        self,
        record: Record,
        all_problems: bool,
        file: str | None,
        *,
        keep_positions: bool = False,
    ) -> None:
        self.record = record
        self.header = record.header
        self.all_problems = all_problems
        self.file = file
        self.problems: list[Problem] = []
        self.notes: list[str] = []
        self.hidden = HiddenCards(record, self.notes)
        self.draws = RecordDraws(self.hidden)
        self.event_index = 0
        self.where: tuple[int | None, int | None] = (None, None)  # turn, action of the turn
        self.actions_checked = 0
        self.accepted_last = False
        # the accepted outcomes that may have removed cards the log does not show, by event
        self.removals_unseen: dict[int, str] = {}
        # with keep_positions: each action taken, the state and step count before it
        self.keep_positions = keep_positions
        self.positions: list[tuple[State, int]] = []
        # an imported log: answers inferred, tentative actions merged (replay.infer)
        self.infer = infers(self.header)
        self.omits = omitted(self.header)
        self.events = list(record.events)
        self.hidden.log = self.events
        # an imported action is not accepted from the log while a tentative one may join it
        self.may_accept = True
        # the imported actions' explanations, to go back to (replay.imported)
        self.skip_solutions = 0
        self.last_ambiguous = False
        self.trail = Trail()

    # ------------------------------------------------------------------ run
    def run(self) -> Report:
        game = self.game = start_game(self.record, self.hidden, self.draws)
        # a check reads an action's steps only while it replays it; positions (for
        # explanations) and an imported log's going back read earlier ones
        game.keep_steps = self.keep_positions or self.infer
        # a plain check stops at its first problem, and the report then reads only the
        # turn and the game's end: no undo log per action (run_engine puts those back)
        game.keep_undo = bool(
            self.all_problems or self.keep_positions or self.infer or self.header.view is not None
        )
        self.hidden.game = game
        if self.infer:
            game.state.achievements_goal, said = table_goal(self.header, game.state)
            self.notes += [said] if said else []
        i = 0
        while i < len(self.events):
            event = self.events[i]
            self.event_index = i
            self.hidden.start_event(i)
            if isinstance(event, ResultEvent):
                check_result(self, event)
            elif game.state.phase == "over":  # game.terminal, without the property's call
                self.problem(
                    "illegal",
                    f"the game is already over ({game.state.game_over}); no more actions",
                    rule=game.state.game_over_rule,
                    player=event.player,
                )
            elif self.infer:
                i = replay_imported(self, i) - 1  # tentative actions may merge
            else:
                self.replay_action(event)
            if self.problems and not self.all_problems:
                break
            i += 1
        return finish(self)

    # -------------------------------------------------------------- actions
    def replay_action(self, event: ActionEvent) -> None:
        game = self.game
        action = action_of(event)
        if self.header.view is not None:
            self.hidden.identify_from_event(event, action)
        self.draws.start(event.draws)
        turn = game.state.turn
        self.where = (turn, action_number(game.state))
        before = (game.state.copy(), len(game.steps)) if self.keep_positions else None
        if event.turn is not None and game.state.phase == "play" and event.turn != turn:
            self.problem(
                "divergence",
                f"the record says turn {event.turn}, but by the rules this is turn {turn}",
                rule="TURN-1",
                player=event.player,
            )
            if not self.all_problems:
                return
        try:
            found = self.run_engine(action, event)
        except IllegalAction as exc:  # the action itself (not an answer): nothing has changed
            legal = [describe(a) for a in game.legal_actions()]
            self.problems.append(self.locate(exc.problem, event, alternatives=legal))
            return
        self.accepted_last = False
        if (
            found is not None
            and not is_count_problem(found)  # boards are public: no hidden card explains it
            and self.may_accept
            and self.hidden.may_explain(event)
        ):
            saved = self.checkpoint()
            try:
                note = accept_recorded(game, self.hidden, action, event)
                self.rearrange_as_shown(event)
                self.notes.append(note + (why_accepted(event, found) if self.infer else ""))
                self.accepted_last = True
                self.note_removal_unseen(action)
                found = None
            except Divergence as exc:
                self.rollback(saved)
                found = Problem(code="contradiction", message=exc.message, rule=exc.rule)
        if found is not None:
            self.problems.append(self.locate(found, event))
            return
        self.actions_checked += 1
        if before is not None:
            self.positions.append(before)
        game.forget_steps()

    def rearrange_as_shown(self, event: ActionEvent) -> None:
        """An accepted outcome of a dogma that may rearrange a pile where the log never
        shows orders (Publications): each player whose pile the log shows out of its
        order later rearranged it so (at most one pile a player; :func:`order_shown_after`)."""
        if "rearrange" not in self.omits or not rearranges(event, self.game.state.edition):
            return
        for player in self.game.state.names:
            shown = order_shown_after(self, player)
            if shown is not None:
                rules.rearrange(self.game, player, shown[0], list(shown[1]), NO_CAUSE)

    def run_engine(self, action: Action, event: ActionEvent) -> Problem | None:
        """Resolve the action by the rules with the record's answers and draws; the
        problem found, if any (the action is then undone). An illegal action raises
        :class:`IllegalAction` before anything changes (the engine checks it first)."""
        game = self.game
        if self.infer and not event.answers:
            game.check(action)  # inference resolves copies of the game
        steps_before = len(game.steps)
        # a view record may accept the recorded outcome instead: keep what to go back to
        saved = self.checkpoint() if self.header.view is not None else None
        try:
            if self.infer and not event.answers:
                self.infer_answers(action, event)
            else:
                game.apply(action)
                self.give_answers(event)
        except (IllegalAnswer, UnsupportedCard, Divergence) as exc:
            if game.keep_undo:
                self.undo_action(saved)
            else:
                _stopped(game.state)
            return exc.problem
        if game.pending is not None:
            if self.event_index == len(self.events) - 1:
                return None  # the record stops here: incomplete
            d = game.pending
            problem: Problem | None = Problem(
                code="divergence",
                message=f"the record gives no answer when {d.player} must {d.prompt} "
                f"(options: {', '.join(map(str, d.options))})",
                rule=d.rule,
                player=d.player,
            )
        else:
            problem = self.draws.unused() or self.compare(event, game.steps[steps_before:])
        if problem is not None and game.keep_undo:
            self.undo_action(saved)
        elif problem is not None:
            _stopped(game.state)
        return problem

    def may_open(self, event: ActionEvent) -> bool:
        """Whether ``event`` can be an action here (its player to act, the action legal)."""
        if self.game.actor() != event.player:
            return False
        action = action_of(event)
        if self.header.view is not None:
            self.hidden.identify_from_event(event, action)
        try:
            self.game.check(action)
        except IllegalAction:
            return False
        return True

    def compare(self, event: ActionEvent, steps: list[Step]) -> Problem | None:
        """What the record reports against the rules' steps (visible changes for a log):
        the featured icon's counts at the dogma's start first, then the changes."""
        counts = getattr(event, "counts", None)
        counted = compare_counts(counts, steps) if counts is not None else None
        if counted is not None and self.counts_unsure():
            self.notes.append(unsure_count_note(self.event_index, counted))
        elif counted is not None:
            return counted
        if event.reported is None:
            return None
        if self.infer:
            return compare_moves(event.reported, steps, self.omits)
        return compare_reported(event.reported, steps)

    def counts_unsure(self) -> bool:
        """Whether a wrong count of an imported log is a note, not a divergence: once
        going back over earlier choices found none that gives it (the action may now be
        accepted), a splay or a pile's order inferred earlier may be wrong; and at once
        in a log that shows every splay, where only a pile rearranged out of sight
        (Publications: no BGA log shows the order) can make it, which going back does
        not look for."""
        return self.infer and (self.may_accept or "splay" not in self.omits)

    def infer_answers(self, action: Action, event: ActionEvent) -> None:
        """Resolve ``action`` with the answers that explain what the log shows."""
        at = self.event_index + 1
        following = self.events[at] if at < len(self.events) else None
        found = resolve_inferred(
            self,
            action,
            event,
            self.omits,
            following=following,
            skip=self.skip_solutions,
            poses=MAX_POSED_NODES_BACK if self.trail.searching else MAX_POSED_NODES,
            by_splays=self.trail.by_splays,
        )
        self.last_ambiguous = found.ambiguous
        self.trail.splays = found.splays
        if found.answers is None and following is None:
            # the log's last action may stop at a decision once its changes are made
            found = resolve_inferred(self, action, event, self.omits, may_stop=True)
        if found.answers is None:
            raise not_explained(found, describe(action))
        if found.answers:
            self.notes.append(inferred_note(self.event_index, describe(action), found))

    def give_answers(self, event: ActionEvent) -> None:
        """The event's answers to the decisions the rules ask; none may be left over."""
        if not event.answers:
            return  # nothing to feed: a decision still pending is the caller's to report
        answers = RecordAnswers(event.answers, self.hidden)
        feed_answers(self.game, answers)
        if answers.left():
            raise Divergence(
                f"{answers.left()} answer(s) left over: the rules asked no more decisions "
                "in this action",
                rule="DOGMA-3",
            )

    def note_removal_unseen(self, action: Action) -> None:
        """Remember an accepted action that may have removed cards unseen (replay.accept);
        one replayed again after going back is remembered anew."""
        removing = removal_unseen(action)
        kept = {k: v for k, v in self.removals_unseen.items() if k < self.event_index}
        self.removals_unseen = kept | ({self.event_index: removing} if removing else {})

    def checkpoint(self) -> tuple[tuple[State, int, int], Checkpoint]:
        """The game and what is known of hidden cards, to :meth:`rollback` to."""
        return self.game.snapshot(), self.hidden.checkpoint()

    def rollback(self, saved: tuple[tuple[State, int, int], Checkpoint]) -> None:
        self.game.restore(saved[0])
        self.hidden.rollback(saved[1])

    def undo_action(self, saved: tuple[tuple[State, int, int], Checkpoint] | None) -> None:
        """Undo the action just replayed: to the checkpoint, or (without one) the
        engine's own snapshot of the action."""
        if saved is not None:
            self.rollback(saved)
        else:
            self.game.abandon_action()

    # ------------------------------------------------------------- problems
    def locate(
        self, found: Problem, event: ActionEvent, *, alternatives: list[str] | None = None
    ) -> Problem:
        """``found`` located at the current event (its player and card by default)."""
        turn, number = self.where
        located = found.at(
            move=event.bga_move,
            line=event.source_line,
            event=self.event_index,
            turn=turn,
            action=number,
            player=event.player,
            card=getattr(event, "card", None),
        )
        return (
            msgspec.structs.replace(located, alternatives=alternatives) if alternatives else located
        )

    def problem(
        self,
        code: Verdict,
        message: str,
        *,
        rule: str | None = None,
        player: str | None = None,
    ) -> None:
        turn, number = self.where
        self.problems.append(
            Problem(
                code=code,
                message=message,
                rule=rule,
                event=self.event_index,
                turn=turn,
                action=number,
                player=player,
            )
        )


def _stopped(state: State) -> None:
    """A plain check's failed action, played without an undo log (the check stops there):
    what the report reads of the position put back as :meth:`Game.abandon_action` would.
    The game's end only: an action that ended the game never reached its turn's
    bookkeeping (``Game.finish_action``, which drops the log), and one that did is not
    undone at all (its log is gone, its turn stays)."""
    if state.phase == "over":  # the game was not over before it: a replay stops there
        state.phase = "play"
        state.winners = []
        state.game_over = state.game_over_rule = None
