"""Replaying a game record through the engine: the verdict and the problems.

The record drives the engine: each event's action is checked and applied,
each decision the engine asks takes the event's next answer, and each draw
takes the event's next recorded card (:class:`RecordSource` checks its age and
that it is still in that supply pile). What the source reported is compared
with the engine's steps.

Player-view records hold hidden cards (a draw known only by its age). A
hidden card gets a *stand-in*: a card of that age from the supply that
nothing has shown yet. Stand-ins of one age are interchangeable, so when a
later event names a card (a meld, a reported move out of a hand, a draw) the
named card simply trades places with a stand-in where the event needs it; a
named card that is already shown somewhere else is a contradiction. When the
rules, run on stand-ins, resolve an action otherwise than the record reports
and hidden cards are involved, the recorded outcome is checked for
consistency (every moved card of the right age where it is said to come
from) and accepted, with a note.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any, Literal

import msgspec

from adjudicator.core.decisions import ChooseCards, Decision
from adjudicator.core.problems import (
    AdjudicatorError,
    Divergence,
    FormatError,
    IllegalAction,
    IllegalAnswer,
    Location,
    UnsupportedCard,
)
from adjudicator.core.steps import Step, as_verb
from adjudicator.games.innovation.actions import (
    Achieve,
    Action,
    Dogma,
    Draw,
    InitialMeld,
    Meld,
    describe,
)
from adjudicator.games.innovation.answers import gather_picks, parse_answer
from adjudicator.games.innovation.cards import COLORS, Color, Splay, card, lookup
from adjudicator.games.innovation.game import Game
from adjudicator.games.innovation.recorder import reported_entries
from adjudicator.games.innovation.records import (
    AchieveEvent,
    ActionEvent,
    DogmaEvent,
    DrawEvent,
    DrawnCard,
    InitialMeldEvent,
    MeldEvent,
    Record,
    Reported,
    ResultEvent,
)
from adjudicator.games.innovation.rules import NO_CAUSE, Zone, locate, put, take
from adjudicator.games.innovation.rules import record as record_step
from adjudicator.games.innovation.setup import empty_state, teams_problem
from adjudicator.games.innovation.state import State

Verdict = Literal[
    "valid", "illegal", "divergence", "incomplete", "contradiction", "unsupported", "unreadable"
]


class Problem(msgspec.Struct, omit_defaults=True):
    """One problem found in a record, with where it happened and what was legal."""

    kind: Verdict
    message: str
    rule: str | None = None
    event: int | None = None
    turn: int | None = None
    action: int | None = None  # 1 or 2: which action of the turn
    player: str | None = None
    card: str | None = None
    legal: list[str] = msgspec.field(default_factory=list)


class Report(msgspec.Struct):
    """The verdict on one record."""

    file: str | None
    verdict: Verdict
    events: int
    actions_checked: int
    problems: list[Problem]
    notes: list[str]
    winners: list[str] | None
    game_over: str | None
    turn: int
    view: str | None = None


def check_record(record: Record, *, all_problems: bool = False, file: str | None = None) -> Report:
    """Replay ``record``; the first problem (or, with ``all_problems``, every one)."""
    return _Replay(record, all_problems, file).run()


def replay_record(
    record: Record, *, file: str | None = None
) -> tuple[Report, Game, list[tuple[State, int]]]:
    """Replay ``record`` keeping what explanations and trees need: the report,
    the game at the end (its steps and history) and, for each action taken, the
    state and the number of steps before it."""
    replay = _Replay(record, False, file, keep_positions=True)
    report = replay.run()
    return report, replay.game, replay.positions


class RecordSource:
    """Draws take the current event's recorded cards (DRAW-1, DRAW-2)."""

    def __init__(self, replay: _Replay) -> None:
        self.replay = replay

    def take(self, state: State, age: int, player: str) -> str:
        return self.replay.take_draw(state, age, player)


class _Replay:
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
        self.mentioned = _mentioned_cards(record)
        # stand-ins: cards placed for hidden ones, interchangeable within an age
        self.stand_ins: set[str] = set()
        self.identified = 0
        self.event_index = 0
        self.draws: list[DrawnCard] = []
        self.draw_at = 0
        self.actions_checked = 0
        self.accepted_last = False
        self.hidden_before: set[str] = set()
        # with keep_positions: each action taken, the state and step count before it
        self.keep_positions = keep_positions
        self.positions: list[tuple[State, int]] = []

    # ------------------------------------------------------------------ run
    def run(self) -> Report:
        game = self.start()
        self.game = game
        for i, event in enumerate(self.record.events):
            self.event_index = i
            if isinstance(event, ResultEvent):
                self.check_result(event)
            elif game.terminal:
                self.problem(
                    "illegal",
                    f"the game is already over ({game.state.game_over}); no more actions",
                    rule=game.state.game_over_rule,
                    player=event.player,
                )
            else:
                self.replay_action(event)
            if self.problems and not self.all_problems:
                break
        if game.pending is not None and not self.problems:
            d = game.pending
            self.problem(
                "incomplete",
                f"the record stops while {d.player} must {d.prompt} "
                f"(options: {', '.join(map(str, d.options))})",
                rule=d.rule,
                player=d.player,
            )
        if self.identified:
            self.notes.append(f"{self.identified} hidden card(s) identified by later events")
        if self.stand_ins and self.header.view:
            self.notes.append(
                f"{len(self.stand_ins)} card(s) stayed hidden from {self.header.view}"
            )
        st = game.state
        return Report(
            file=self.file,
            verdict=self.problems[0].kind if self.problems else "valid",
            events=len(self.record.events),
            actions_checked=self.actions_checked,
            problems=self.problems,
            notes=self.notes,
            winners=list(st.winners) if st.phase == "over" else None,
            game_over=st.game_over,
            turn=st.turn,
            view=self.header.view,
        )

    # ---------------------------------------------------------------- setup
    def start(self) -> Game:
        h = self.header
        problem = teams_problem(h.players, h.teams)
        if problem:
            raise FormatError(problem, location=Location(path="$.header.teams"))
        state = empty_state(h.players, teams=h.teams, edition=h.edition)
        known = h.setup.achievements or []
        hands: dict[str, list[str | None]] = {}
        for p in state.players:
            dealt = h.setup.hands.get(p.name, [None, None])
            if len(dealt) != 2:
                raise FormatError(
                    "each player is dealt two cards (SETUP-4)",
                    location=Location(path=f"$.header.setup.hands.{p.name}"),
                )
            hands[p.name] = [
                self.setup_card(state, 1, n, f"hands.{p.name}[{j}]") if n else None
                for j, n in enumerate(dealt)
            ]
        aside: list[str | None] = [
            self.setup_card(state, age, known[age - 1] or "", f"achievements[{age - 1}]")
            if age <= len(known) and known[age - 1]
            else None
            for age in range(1, 10)
        ]
        # hidden cards get their stand-ins once every known card is placed
        state.achievements = [a or self.hidden_card(state, age) for age, a in enumerate(aside, 1)]
        for p in state.players:
            p.hand = [c or self.hidden_card(state, 1) for c in hands[p.name]]
        return Game(state, RecordSource(self))

    def setup_card(self, state: State, age: int, name: str, where: str) -> str:
        path = f"$.header.setup.{where}"
        found = lookup(name)
        if found is None:
            raise FormatError(f"unknown card {name!r}", location=Location(path=path))
        if found.age != age:
            raise FormatError(
                f"{found.name} is age {found.age}, not {age}", location=Location(path=path)
            )
        if found.name not in state.decks[age]:
            raise FormatError(
                f"{found.name} is dealt or set aside twice", location=Location(path=path)
            )
        state.decks[age].remove(found.name)
        return found.name

    # --------------------------------------------------------- hidden cards
    def hidden_card(self, state: State, age: int, *, take: bool = True) -> str:
        """A stand-in for a card the viewer did not see; ``take`` removes it from
        its pile (a draw leaves that to the engine). Cards the record never names
        are preferred, then those it names last."""
        pile = [c for c in state.decks[age] if c not in self.stand_ins] or state.decks[age]
        if not pile:
            raise Divergence(f"the {age} pile has no card left for a hidden draw", rule="DRAW-2")
        never = len(self.record.events) + 1
        name = max(pile, key=lambda c: self.mentioned.get(c, never))
        if take:
            state.decks[age].remove(name)
        self.stand_ins.add(name)
        return name

    def identify(self, name: str, player: str, zones: tuple[str, ...]) -> None:
        """``name`` must be in one of ``player``'s ``zones``: if a stand-in of its
        age is there, the two trade places (the stand-in goes where ``name`` was)."""
        state = self.game.state
        p = state.player(player)
        places = [p.hand if z == "hand" else p.score for z in zones]
        if any(name in cards for cards in places):
            self.stand_ins.discard(name)  # shown where a stand-in was: it is itself
            return
        age = card(name).age
        spot = next(
            (
                (cards, i)
                for cards in places
                for i, c in enumerate(cards)
                if c in self.stand_ins and card(c).age == age
            ),
            None,
        )
        if spot is None:
            return
        elsewhere = self.unseen_place(state, name)
        if elsewhere is None:
            return  # shown somewhere else: the rules will say what is wrong
        cards, i = spot
        stand_in = cards[i]
        other, j = elsewhere
        cards[i], other[j] = name, stand_in
        self.stand_ins.discard(name)
        self.identified += 1

    def unseen_place(self, state: State, name: str) -> tuple[list[str], int] | None:
        """Where ``name`` is, if nothing has shown it: a supply pile, or a stand-in's place."""
        pile = state.decks[card(name).age]
        if name in pile:
            return pile, pile.index(name)
        if name not in self.stand_ins:
            return None
        for p in state.players:
            for cards in (p.hand, p.score):
                if name in cards:
                    return cards, cards.index(name)
        for cards in (state.achievements, state.removed):
            if name in cards:
                return cards, cards.index(name)
        return None

    def free_for_draw(self, state: State, name: str, age: int) -> bool:
        """A named draw of a card a stand-in holds: the stand-in takes another card."""
        if name not in self.stand_ins:
            return False
        place = self.unseen_place(state, name)
        pile = state.decks[age]
        spare = [c for c in pile if c not in self.mentioned or self.mentioned[c] > self.event_index]
        spare = [c for c in spare if c not in self.stand_ins] or [c for c in pile if c != name]
        if place is None or not spare:
            return False
        cards, i = place
        replacement = spare[-1]
        pile[pile.index(replacement)] = name
        cards[i] = replacement
        self.stand_ins.discard(name)
        self.stand_ins.add(replacement)
        self.identified += 1
        return True

    def identify_from_event(self, event: ActionEvent, action: Action) -> None:
        """What this event shows about hidden cards, before the rules run."""
        if isinstance(action, InitialMeld | Meld):
            self.identify(action.card, event.player, ("hand",))
        drawn = {d.card for d in event.draws if d.card}
        seen: set[str] = set()
        arrived: set[tuple[str | None, str | None, int | None]] = set()
        for r in event.reported or []:
            if r.card is None:
                # a hidden card arrived there: a card named later may be that one
                arrived.add((r.to_player, r.to_zone, r.age))
                continue
            if r.card in seen or r.card in drawn:
                continue
            seen.add(r.card)
            found = lookup(r.card)
            if found is None or r.from_player is None or r.from_zone not in ("hand", "score"):
                continue
            if (r.from_player, r.from_zone, found.age) not in arrived:
                self.identify(found.name, r.from_player, (r.from_zone,))

    # ---------------------------------------------------------------- draws
    def take_draw(self, state: State, age: int, player: str) -> str:
        if self.draw_at >= len(self.draws):
            raise Divergence(
                f"the rules make {player} draw from the {age} pile here, "
                "but the record lists no more draws for this action",
                rule="DRAW-1",
                location=Location(player=player),
            )
        drawn = self.draws[self.draw_at]
        self.draw_at += 1
        if drawn.age != age:
            raise Divergence(
                f"the record has {player} draw from the {drawn.age} pile, but the rules "
                f"draw from the {age} pile",
                rule="DRAW-2" if any(not state.decks[a] for a in range(1, age)) else "DRAW-1",
                location=Location(player=player),
            )
        if drawn.card is None:
            return self.hidden_card(state, age, take=False)
        found = lookup(drawn.card)
        if found is None:
            raise Divergence(f"unknown card {drawn.card!r} drawn", location=Location(player=player))
        if found.name not in state.decks[age] and not self.free_for_draw(state, found.name, age):
            raise Divergence(
                f"{player} cannot draw {found.name}: it is not in the {age} supply pile",
                rule="DRAW-1",
                location=Location(player=player, card=found.name),
            )
        return found.name

    # -------------------------------------------------------------- actions
    def replay_action(self, event: ActionEvent) -> None:
        game = self.game
        action = _action_of(event)
        self.hidden_before = set(self.stand_ins)
        if self.header.view is not None:
            self.identify_from_event(event, action)
        self.draws = list(event.draws)
        self.draw_at = 0
        turn, number = game.state.turn, _action_number(game.state)
        self.context = (turn, number, event.player)
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
            game.check(action)
        except IllegalAction as exc:
            legal = [describe(a) for a in game.legal_actions()]
            self.from_error("illegal", exc, event, legal=legal)
            return
        self.accepted_last = False
        found = self.run_engine(action, event)
        if found is None:
            self.actions_checked += 1
            self.positions += [before] if before else []
            return
        if self.hidden_may_explain(event):
            saved = self.checkpoint()
            try:
                self.accept_reported(action, event)
                self.actions_checked += 1
                self.positions += [before] if before else []
                self.accepted_last = True
                return
            except Divergence as exc:
                self.rollback(saved)
                found = Problem(kind="contradiction", message=exc.message, rule=exc.rule)
        self.problems.append(self.locate(found, event))

    def run_engine(self, action: Action, event: ActionEvent) -> Problem | None:
        """Resolve the action by the rules with the record's answers and draws; the
        problem found, if any (the action is then undone)."""
        game = self.game
        steps_before = len(game.steps)
        # a view record may accept the recorded outcome instead: keep what to go back to
        saved = self.checkpoint() if self.header.view is not None else None
        kind: Verdict = "illegal"
        error: AdjudicatorError
        try:
            game.apply(action)
            self.give_answers(event)
        except IllegalAnswer as exc:
            kind, error = "illegal", exc
        except UnsupportedCard as exc:
            kind, error = "unsupported", exc
        except Divergence as exc:
            kind, error = "divergence", exc
        else:
            if game.pending is not None:
                if self.event_index == len(self.record.events) - 1:
                    return None  # the record stops here: incomplete
                d = game.pending
                problem: Problem | None = Problem(
                    kind="divergence",
                    message=f"the record gives no answer when {d.player} must {d.prompt} "
                    f"(options: {', '.join(map(str, d.options))})",
                    rule=d.rule,
                    player=d.player,
                )
            else:
                problem = self.extra_draw_problem() or (
                    self.compare_reported(event.reported, game.steps[steps_before:])
                    if event.reported is not None
                    else None
                )
            if problem is not None:
                self.undo_action(saved)
            return problem
        self.undo_action(saved)
        return Problem(
            kind=kind,
            message=error.message,
            rule=error.rule,
            player=error.location.player,
            card=error.location.card,
        )

    def checkpoint(self) -> tuple[tuple[State, int, int], set[str], int]:
        """The game and what is known of hidden cards, to :meth:`rollback` to."""
        return self.game.snapshot(), set(self.stand_ins), self.identified

    def rollback(self, saved: tuple[tuple[State, int, int], set[str], int]) -> None:
        snap, self.stand_ins, self.identified = saved
        self.game.restore(snap)

    def undo_action(self, saved: tuple[tuple[State, int, int], set[str], int] | None) -> None:
        """Undo the action just replayed: to the checkpoint, or (without one) the
        engine's own snapshot of the action."""
        if saved is not None:
            self.rollback(saved)
        else:
            self.game.abandon_action()

    def extra_draw_problem(self) -> Problem | None:
        if self.draw_at >= len(self.draws):
            return None
        extra = self.draws[self.draw_at]
        return Problem(
            kind="divergence",
            message=f"the record lists a draw from the {extra.age} pile that the rules do not make",
            rule="DRAW-1",
            card=extra.card,
        )

    def hidden_may_explain(self, event: ActionEvent) -> bool:
        """A view record whose action involves cards its viewer did not see:
        stand-ins may have steered the rules elsewhere than the real cards did."""
        view = self.header.view
        if view is None or event.reported is None:
            return False
        if any(_is_hidden(a) for a in event.answers) or any(d.card is None for d in event.draws):
            return True
        if any(r.card in self.hidden_before for r in event.reported):
            return True  # cards this event showed for the first time
        state = self.game.state
        return any(
            c in self.stand_ins
            for p in state.players
            if p.name != view
            for c in (*p.hand, *p.score)
        )

    def accept_reported(self, action: Action, event: ActionEvent) -> None:
        """Apply the record's outcome of an action that depended on hidden cards."""
        assert event.reported is not None
        state = self.game.state
        self.game.begin_resolved(
            action,
            f"the outcome depended on cards hidden from {self.header.view}: "
            "the recorded outcome is consistent and was accepted",
        )
        # an exchange's cards are all picked before any of them moves
        entries = list(event.reported)
        i = 0
        while i < len(entries):
            if entries[i].verb != "exchange":
                self.apply_reported(state, entries[i])
                i += 1
                continue
            j = i + 1
            while j < len(entries) and _same_exchange(entries[i], entries[j]):
                j += 1
            picked = self.pick_exchanged(state, entries[i:j])
            for r, name in zip(entries[i:j], picked):
                self.move_as_reported(state, r, name)
            i = j
        self.game.finish_resolved(action)
        self.game.check_achievement_end()
        self.notes.append(
            f"event {self.event_index}: {describe(action)} depended on hidden cards; "
            "the recorded outcome was accepted"
        )

    def apply_reported(self, state: State, r: Reported) -> None:
        if r.verb in ("splay", "unsplay"):
            owner = r.to_player or r.actor
            color = (r.to_zone or "").removeprefix("board:")
            if owner is None or color not in {c.value for c in COLORS}:
                raise Divergence(f"the record reports a splay of {r.to_zone!r}")
            state.player(owner).board[Color(color)].splay = Splay(r.splay or "none")
            self.note_as_reported(r)
            return
        if r.verb == "reveal" or r.verb == "note":
            return
        if r.verb == "claim":
            if r.card not in state.specials or r.to_player is None:
                raise Divergence(f"{r.card} cannot be claimed: it is not available")
            state.specials.remove(r.card)
            state.player(r.to_player).achievements.append(r.card)
            self.note_as_reported(r)
            return
        name = self.reported_card(state, r)
        self.move_as_reported(state, r, name)
        mover = state.player(r.actor) if r.actor in state.names else None
        if mover is not None and r.verb == "tuck":
            mover.tucked_this_turn += 1
        if mover is not None and r.verb == "score":
            mover.scored_this_turn += 1

    def note_as_reported(
        self,
        r: Reported,
        *,
        card_name: str | None = None,
        src: Zone | None = None,
        dst: Zone | None = None,
    ) -> None:
        """A step for a change applied from the record (the card named only where
        the record names it)."""
        record_step(
            self.game,
            NO_CAUSE,
            as_verb(r.verb),
            f"{_reported_text(r)} (as recorded)",
            rule=None,
            actor=r.actor,
            card_name=(card_name or r.card) if r.card else None,
            src=src,
            dst=dst,
            check=False,
        )

    def move_as_reported(self, state: State, r: Reported, name: str) -> None:
        """Move ``name`` as ``r`` reports, and record it as a step (the card's
        name only where the record shows it)."""
        src = take(state, name)
        dest = _zone(r.to_player, r.to_zone, name)
        put(state, name, dest, bottom=r.verb in ("tuck", "return"))
        self.note_as_reported(r, card_name=name, src=src, dst=dest)

    def blur(self, names: Iterable[str]) -> None:
        """After a move the viewer did not see, which of these cards moved is
        unknown: each becomes a stand-in that a later event may identify."""
        for name in names:
            zone = locate(self.game.state, name)
            if zone.kind in ("hand", "score", "deck") or (
                zone.kind == "achievements" and not zone.player
            ):
                self.stand_ins.add(name)

    def keep_rank(self, name: str) -> tuple[bool, bool]:
        """Order for guessing which hidden card moved: stand-ins first, cards the
        record names later last (they must still be around then)."""
        named_later = self.mentioned.get(name, -1) > self.event_index
        return (named_later, name not in self.stand_ins)

    def pick_exchanged(self, state: State, group: list[Reported]) -> list[str]:
        picked: list[str] = []
        for r in group:
            name = self.reported_card(state, r, avoid=picked)
            picked.append(name)
        return picked

    def reported_card(self, state: State, r: Reported, *, avoid: list[str] | None = None) -> str:
        if r.card is not None:
            found = lookup(r.card)
            if found is None:
                raise Divergence(f"unknown card {r.card!r}")
            if r.from_player in state.names and r.from_zone in ("hand", "score"):
                self.identify(found.name, r.from_player, (r.from_zone,))
            if (
                r.verb == "draw"
                and found.name not in state.decks[found.age]
                and not self.free_for_draw(state, found.name, found.age)
            ):
                raise Divergence(f"{found.name} is not in its supply pile to be drawn")
            try:
                locate(state, found.name)
            except KeyError:
                raise Divergence(f"{found.name} is nowhere to be moved") from None
            return found.name
        if r.verb == "draw":
            age = r.age or 1
            return self.hidden_card(state, age, take=False)
        zone = r.from_zone or ""
        if zone == "achievements" and r.from_player is None:
            aside = [c for c in state.achievements if r.age is None or card(c).age == r.age]
            if not aside:
                raise Divergence(f"no age {r.age} achievement is available", rule="ACHIEVE-1")
            return aside[0]
        owner = state.player(r.from_player) if r.from_player in state.names else None
        if owner is None or zone not in ("hand", "score"):
            raise Divergence(f"a hidden card cannot come from {r.from_player}'s {zone}")
        cards = owner.hand if zone == "hand" else owner.score
        fits = [
            c for c in cards if (r.age is None or card(c).age == r.age) and c not in (avoid or [])
        ]
        fits.sort(key=self.keep_rank)
        self.blur(fits)
        if not fits:
            raise Divergence(
                f"{owner.name} has no card of age {r.age} in their {zone} to {r.verb}",
                rule="DOGMA-7",
            )
        return fits[0]

    def give_answers(self, event: ActionEvent) -> None:
        game = self.game
        answers = list(event.answers)
        used = 0
        while game.pending is not None and used < len(answers):
            decision = game.pending
            raw = answers[used]
            used += 1
            if _is_hidden(raw):
                game.answer(self.assume_hidden_answer(decision, raw))
                continue
            try:
                value = parse_answer(decision, raw)
                value, more = gather_picks(decision, value, answers[used:])
                used += more
            except ValueError as exc:
                raise IllegalAnswer(
                    f"{decision.player} was asked to {decision.prompt}; {exc}",
                    rule=decision.rule or "DECIDE-1",
                ) from None
            self.identify_answer_cards(decision, value)
            game.answer(value)
        if used < len(answers):
            raise Divergence(
                f"{len(answers) - used} answer(s) left over: the rules asked no more decisions "
                "in this action",
                rule="DOGMA-3",
            )

    def identify_answer_cards(self, decision: Decision, value: Any) -> None:
        if self.header.view is None or not isinstance(decision, ChooseCards):
            return
        for name in value if isinstance(value, tuple) else ():
            if isinstance(name, str) and name not in decision.options and lookup(name):
                self.identify(name, decision.player, ("hand", "score"))

    def assume_hidden_answer(self, decision: Decision, raw: Any) -> Any:
        ages = raw.get("hidden") if isinstance(raw, dict) else None
        if isinstance(decision, ChooseCards):
            options = sorted(decision.options, key=self.keep_rank)
            if ages:
                picked: list[str] = []
                for age in ages:
                    match = next(
                        (o for o in options if card(o).age == age and o not in picked), None
                    )
                    if match is not None:
                        picked.append(match)
                value: Any = tuple(picked)
            else:
                value = tuple(options[: decision.min]) if not decision.optional else ()
            # the viewer cannot tell these cards apart any more
            self.blur(o for o in options if card(o).age in {card(v).age for v in value})
            self.notes.append(
                f"event {self.event_index}: {decision.player}'s choice was hidden from "
                f"{self.header.view}; assumed {', '.join(value) or 'nothing'}"
            )
            return value
        options = list(decision.options)
        return options[0] if options else None

    def compare_reported(self, reported: list[Reported], steps: list[Step]) -> Problem | None:
        """The engine's changes, entry for entry, against what the record reports."""
        done = [e for s in steps if s.change for e in reported_entries(s, steps, None)]
        for k in range(max(len(done), len(reported))):
            said = reported[k] if k < len(reported) else None
            did = done[k] if k < len(done) else None
            if said is not None and did is not None and _matches(said, did):
                continue
            if said is None:
                assert did is not None
                message = f"the rules make {_reported_text(did)}, which the record does not report"
            elif did is None:
                message = f"the record reports that {_reported_text(said)}, but the rules do not"
            else:
                message = (
                    f"the record reports that {_reported_text(said)}, but by the rules "
                    f"{_reported_text(did)}"
                )
            return Problem(kind="divergence", message=message, card=said.card if said else None)
        return None

    def accept_recorded_end(self, event: ResultEvent) -> None:
        """The last action's outcome was accepted from the record: so is the end it
        caused (a draw above 10 shows no card; a win depended on hidden cards)."""
        if event.reason == "score":
            self.game.end_by_score("the record ends the game by a draw above 10")
        elif event.reason != "achievements":
            self.game.end_by_record(event.winners, event.reason)
        self.notes.append(f"the end ({event.reason}) followed an accepted outcome and was accepted")

    def check_result(self, event: ResultEvent) -> None:
        st = self.game.state
        if st.phase != "over" and self.accepted_last:
            self.accept_recorded_end(event)
        if st.phase != "over":
            self.problem(
                "divergence",
                f"the record says the game ended ({event.reason}), but by the rules it goes on",
                rule="END-1",
            )
            return
        if sorted(event.winners) != sorted(st.winners) or event.reason != st.game_over:
            self.problem(
                "divergence",
                f"the record says {', '.join(event.winners)} won ({event.reason}); by the rules "
                f"{', '.join(st.winners)} won ({st.game_over})",
                rule=st.game_over_rule,
            )

    # ------------------------------------------------------------- problems
    def locate(self, found: Problem, event: ActionEvent) -> Problem:
        turn, number, _ = getattr(self, "context", (None, None, None))
        return msgspec.structs.replace(
            found,
            event=self.event_index,
            turn=turn,
            action=number,
            player=found.player or event.player,
            card=found.card or getattr(event, "card", None),
        )

    def from_error(
        self,
        kind: Verdict,
        exc: AdjudicatorError,
        event: ActionEvent,
        *,
        legal: list[str] | None = None,
    ) -> None:
        self.problem(
            kind,
            exc.message,
            rule=exc.rule,
            player=exc.location.player or event.player,
            card=exc.location.card or getattr(event, "card", None),
            legal=legal or [],
        )

    def problem(
        self,
        kind: Verdict,
        message: str,
        *,
        rule: str | None = None,
        player: str | None = None,
        card: str | None = None,
        legal: list[str] | None = None,
    ) -> None:
        turn, number, _ = getattr(self, "context", (None, None, None))
        self.problems.append(
            Problem(
                kind=kind,
                message=message,
                rule=rule,
                event=self.event_index,
                turn=turn,
                action=number,
                player=player,
                card=card,
                legal=legal or [],
            )
        )


# ----------------------------------------------------------------------------
# helpers


def _action_of(event: ActionEvent) -> Action:
    p = event.player
    match event:
        case InitialMeldEvent(card=c):
            return InitialMeld(player=p, card=_name(c))
        case DrawEvent():
            return Draw(player=p)
        case MeldEvent(card=c):
            return Meld(player=p, card=_name(c))
        case DogmaEvent(card=c):
            return Dogma(player=p, card=_name(c))
        case AchieveEvent(age=a):
            return Achieve(player=p, age=a)
    raise TypeError(event)


def _name(raw: str) -> str:
    found = lookup(raw)
    return found.name if found else raw


def _action_number(state: State) -> int | None:
    if state.phase != "play":
        return None
    total = 1 if state.turn <= state.single_action_turns else 2
    return total - state.actions_left + 1


def _is_hidden(raw: Any) -> bool:
    return isinstance(raw, dict) and set(raw) == {"hidden"}


def _matches(said: Reported, did: Reported) -> bool:
    """Whether the reported entry fits the engine's (absent fields fit anything)."""
    for field in (
        "verb",
        "card",
        "age",
        "actor",
        "from_player",
        "from_zone",
        "to_player",
        "to_zone",
        "splay",
    ):
        value = getattr(said, field)
        if value is None:
            continue
        if field == "card":
            value = _name(value)
        if value != getattr(did, field):
            return False
    return True


def _reported_text(r: Reported) -> str:
    """A reported change in words: "bob transfers Sailing from bob's hand to alice's score"."""
    what = r.card or (f"a {r.age}" if r.age else "a card")
    if r.verb in ("splay", "unsplay"):
        return f"{r.actor} {r.verb}s {r.to_zone} {r.splay or ''}".strip()
    text = f"{r.actor or 'someone'} {r.verb}s {what}"
    if r.from_zone:
        text += f" from {_place(r.from_player, r.from_zone)}"
    if r.to_zone:
        text += f" to {_place(r.to_player, r.to_zone)}"
    return text


def _place(player: str | None, zone: str) -> str:
    return f"{player}'s {zone}" if player else zone


def _mentioned_cards(record: Record) -> dict[str, int]:
    """Every card the record names, with the event index where it is first named
    (-1 for the setup): stand-ins prefer cards named late or never."""
    out: dict[str, int] = {}

    def add(raw: Any, at: int) -> None:
        for value in _walk(raw):
            found = lookup(value)
            if found is not None:
                out.setdefault(found.name, at)

    setup = record.header.setup
    add([n for hand in setup.hands.values() for n in hand if n], -1)
    add([n for n in setup.achievements or [] if n], -1)
    for at, e in enumerate(record.events):
        if isinstance(e, ResultEvent):
            continue
        add(getattr(e, "card", None), at)
        add([d.card for d in e.draws if d.card], at)
        add(e.answers, at)
        add([r.card for r in e.reported or [] if r.card], at)
    return out


def _walk(raw: Any) -> Iterator[str]:
    if isinstance(raw, str):
        yield raw
    elif isinstance(raw, list | tuple):
        for item in raw:
            yield from _walk(item)
    elif isinstance(raw, dict):
        yield from _walk(raw.get("choose"))


def _zone(player: str | None, code: str | None, name: str) -> Zone:
    """A reported zone code ("hand", "board:red", "deck:3" …) as a Zone."""
    code = code or ""
    if code.startswith("board"):
        return Zone("board", player, color=card(name).color)
    if code.startswith("deck"):
        return Zone("deck", age=card(name).age)
    if code in ("hand", "score", "achievements") and player is not None:
        return Zone(code, player)
    if code == "removed":
        return Zone("removed")
    raise Divergence(f"the record reports a move to an unknown place {code!r}")


def _same_exchange(a: Reported, b: Reported) -> bool:
    """Whether two reported exchange entries belong to one exchange (same actor,
    same two places)."""
    ends = {(a.from_player, a.from_zone), (a.to_player, a.to_zone)}
    return (
        b.verb == "exchange"
        and a.actor == b.actor
        and {(b.from_player, b.from_zone), (b.to_player, b.to_zone)} == ends
    )
