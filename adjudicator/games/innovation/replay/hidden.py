"""Cards hidden from a record's viewer: stand-ins, and identifying them later.

A hidden card (a draw known only by its age, a hand dealt unseen) gets a
*stand-in*: a card of that age from the supply that nothing has shown yet.
Stand-ins of one age are interchangeable, so when a later event names a card
(a meld, a reported move out of a hand, a draw) the named card simply trades
places with a stand-in where the event needs it; a named card already shown
somewhere else is left where it is, and the rules then say what is wrong.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from adjudicator.core.decisions import ChooseCards, Decision
from adjudicator.core.problems import Divergence
from adjudicator.core.report import event_label
from adjudicator.games.innovation.engine.actions import Action, InitialMeld, Meld
from adjudicator.games.innovation.engine.cards import BASE, card, lookup
from adjudicator.games.innovation.engine.game import Game
from adjudicator.games.innovation.engine.places import locate
from adjudicator.games.innovation.engine.state import PlayerState, State
from adjudicator.games.innovation.records import ActionEvent, AnyEvent, Record, ResultEvent

Checkpoint = tuple[set[str], int]

# the zones of a player whose cards others do not see: a hand, a score pile, a
# forecast (ECHO-21)
HIDDEN_ZONES = ("hand", "score", "forecast")

# where a card a pick took unseen may lie: the hidden zones and the supply piles
# (and the available achievements, which no player holds)
_UNSEEN_PLACES = (*HIDDEN_ZONES, "deck")


def hidden_cards(p: PlayerState, zone: str) -> list[str]:
    """``p``'s cards in the hidden zone ``zone`` (one of :data:`HIDDEN_ZONES`)."""
    if zone == "hand":
        return p.hand
    return p.score if zone == "score" else p.forecast


class HiddenCards:
    """What a replay knows of the cards its record's viewer did not see."""

    def __init__(self, record: Record, notes: list[str]) -> None:
        self.view = record.header.view
        self.imported = record.header.infer_answers is True  # a log: answers inferred
        # an imported log gives a hidden card's set when it knows it (BGA's text does
        # not); a record written by the recorder leaves out the base set only
        self.sets_unknown = self.imported
        # BGA's text does not say even a city's back ("draws a [2]"): a hidden card
        # taken for a base card may be a city, and the other way round (CITY-1)
        imported = record.header.imported
        self.backs_hidden = self.sets_unknown and (
            getattr(imported, "format", None) == "bga-text"
            or getattr(imported, "backs_unsaid", False)
        )
        self.record = record
        self.events = len(record.events)
        self._mentioned: dict[str, int] | None = None  # read by the first stand-in only
        self.game: Game | None = None  # set once the replay's game exists
        self.stand_ins: set[str] = set()  # interchangeable within an age
        self.identified = 0
        self.event_index = 0  # the event being replayed
        self.before: set[str] = set()  # the stand-ins before this event
        # cards a hand shown in this event names (a hidden draw's), each with where the
        # event first needs it in the hand: the entry that moves or shows it
        self.shown_in_hand: dict[str, int] = {}
        # of those, the cards a hand shown at the event's end names (a reveal, not a move)
        self.revealed: dict[str, str] = {}  # ... by the player whose hand it is
        self.notes = notes  # the replay's notes, in the order things happen
        # the replay's events (joining tentative ones rewrites them), to look ahead in
        self.log: list[AnyEvent] = list(record.events)

    @property
    def mentioned(self) -> dict[str, int]:
        """Every card the record names, with the event where it is first named
        (:func:`mentioned_cards`); a record with no hidden card never needs it."""
        if self._mentioned is None:
            self._mentioned = mentioned_cards(self.record)
        return self._mentioned

    @property
    def state(self) -> State:
        assert self.game is not None
        return self.game.state

    def start_event(self, index: int) -> None:
        self.event_index = index
        # made anew only when not empty already (without stand-ins, they stay empty)
        if self.stand_ins or self.before:
            self.before = set(self.stand_ins)
        if self.shown_in_hand:
            self.shown_in_hand = {}
        if self.revealed:
            self.revealed = {}

    def checkpoint(self) -> Checkpoint:
        return set(self.stand_ins), self.identified

    def rollback(self, saved: Checkpoint) -> None:
        self.stand_ins, self.identified = set(saved[0]), saved[1]

    # ------------------------------------------------------------ stand-ins
    def stand_in(
        self, state: State, age: int, *, take: bool = True, supply: str = BASE, left: int = 0
    ) -> str:
        """A stand-in for a card the viewer did not see; ``take`` removes it from
        its pile (a draw leaves that to the engine). Cards the record never names
        are preferred, then those it names last. A draw (``left``: the event's hidden
        draws of this age from this one on) takes a card the event shows in the hand
        first, but one a reveal shows only as late as the draws left allow: drawn
        earlier, it could have left the hand again (a repeated demand, Oars)."""
        whole = state.pile(supply, age)
        if not whole and self.other_set_back(supply, age):
            whole = state.pile(supply, age)
        pile = [c for c in whole if c not in self.stand_ins] or whole
        if not pile:
            raise Divergence(f"the {age} pile has no card left for a hidden draw", rule="DRAW-2")
        never = self.events + 1
        # drawn, then the hand shown: the one the event needs soonest
        shown = sorted(
            (c for c in whole if c in self.shown_in_hand), key=lambda c: self.shown_in_hand[c]
        )
        late = [c for c in shown if c in self.revealed and self.shown_in_hand[c] >= 0]
        away = self.revealed_away(supply, age) if len(late) == len(shown) else []
        sooner = [c for c in pile if c not in late]
        if late and len(late) + len(away) < left and len(late) == len(shown) and sooner:
            pile, shown = sooner, []
        elif away and not late and len(away) >= left and self.free_for_draw(away[0], age):
            shown = [away[0]]  # in the pile now, a stand-in where it was
        name = shown[0] if shown else max(pile, key=lambda c: self.mentioned.get(c, never))
        if take:
            whole.remove(name)
        self.stand_ins.add(name)
        return name

    def revealed_away(self, supply: str, age: int) -> list[str]:
        """The cards of this back a hand shown in the event names that a stand-in holds
        elsewhere than in that hand (a score pile, another hand, the achievements): a
        draw of the event may be that card, the stand-in then another (stand-ins of
        one back are interchangeable)."""
        out = []
        for name, player in self.revealed.items():
            if card_back(name) != (supply, age) or name not in self.stand_ins:
                continue
            place = self.unseen_place(name)
            if place is not None and name not in self.state.player(player).hand:
                out.append(name)
        return sorted(out, key=lambda c: self.shown_in_hand[c])

    def blur(self, names: Iterable[str]) -> None:
        """After a move the viewer did not see, which of these cards moved is
        unknown: each becomes a stand-in that a later event may identify."""
        for name in names:
            zone = locate(self.state, name)
            if zone.kind in _UNSEEN_PLACES or (zone.kind == "achievements" and not zone.player):
                self.stand_ins.add(name)

    def keep_rank(self, name: str) -> tuple[bool, bool]:
        """Order for guessing which hidden card moved: stand-ins first, cards the
        record names later last (they must still be around then)."""
        named_later = self.mentioned.get(name, -1) > self.event_index
        return (named_later, name not in self.stand_ins)

    # ----------------------------------------------------------- identifying
    def identify(
        self, name: str, player: str, zones: tuple[str, ...], *, other_set: bool = True
    ) -> None:
        """``name`` must be in one of ``player``'s ``zones``: if a stand-in of its
        age is there, the two trade places (the stand-in goes where ``name`` was);
        ``other_set``: where the log hides sets, a stand-in of the other set may."""
        p = self.state.player(player)
        places = [hidden_cards(p, z) for z in zones]
        if any(name in cards for cards in places):
            self.stand_ins.discard(name)  # shown where a stand-in was: it is itself
            return
        spot = self.look_alike_in(name, places, other_set=other_set)
        if spot is None:
            return
        elsewhere = self.unseen_place(name)
        if elsewhere is None:
            return  # shown somewhere else: the rules will say what is wrong
        cards, i = spot
        other, j = elsewhere
        held = cards[i]
        if card_back(held) != card_back(name) and other is self.state.pile(*card_back(name)):
            # a stand-in of the other set: it goes back to its own supply pile
            other.pop(j)
            self.state.pile(*card_back(held)).append(held)
            cards[i] = name
        else:
            cards[i], other[j] = name, held
        self.stand_ins.discard(name)
        self.identified += 1

    def look_alike_in(
        self, name: str, places: list[list[str]], *, other_set: bool = True
    ) -> tuple[list[str], int] | None:
        """A stand-in in ``places`` that looks like ``name``: the same age and set (a
        city's back, CITY-1); where the log hides sets (BGA's text), the same age
        (unless not ``other_set``)."""
        back = card_back(name)
        for same_set in (True, False) if self.backs_hidden and other_set else (True,):
            for cards in places:
                for i, c in enumerate(cards):
                    looks = card_back(c) == back if same_set else card(c).age == back[1]
                    if c in self.stand_ins and looks:
                        return cards, i
        return None

    def unseen_place(self, name: str) -> tuple[list[str], int] | None:
        """Where ``name`` is, if nothing has shown it: a supply pile, or a stand-in's place."""
        state = self.state
        pile = state.pile(card(name).set, card(name).age)
        if name in pile:
            return pile, pile.index(name)
        if name not in self.stand_ins:
            return None
        for p in state.players:
            for cards in (p.hand, p.score, p.forecast):
                if name in cards:
                    return cards, cards.index(name)
        # face down among a player's achievements: a card achieved from a hidden place
        # (ECHO-27) or a standard achievement set aside unseen
        achieved = [p.achievements for p in state.players]
        for cards in (*achieved, state.achievements, state.removed):
            if name in cards:
                return cards, cards.index(name)
        return None

    def free_for_draw(self, name: str, age: int) -> bool:
        """A named draw of a card a stand-in holds: the stand-in takes another card."""
        if name not in self.stand_ins:
            return False
        place = self.unseen_place(name)
        pile = self.state.pile(card(name).set, age)
        spare = [c for c in pile if c not in self.mentioned or self.mentioned[c] > self.event_index]
        spare = [c for c in spare if c not in self.stand_ins] or [c for c in pile if c != name]
        if place is not None and not spare and self.other_set_back(card(name).set, age, name):
            self.stand_ins.discard(name)  # back in its pile: the draw takes it
            return name in pile
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

    def other_set_back(self, supply: str, age: int, name: str | None = None) -> bool:
        """A supply pile emptier than the log's draws allow: where the log hides a card's
        set (BGA's text), a stand-in of this pile held somewhere hidden was of another
        set (a city, CITY-1): it goes back to this pile and a card of that set's pile of
        the age takes its place. ``name`` (a stand-in a named draw needs) goes first.
        Whether one was found."""
        if not self.backs_hidden:
            return False
        pile = self.state.pile(supply, age)
        others = [
            other
            for s, piles in self.state.supply.items()
            if s != supply
            for other in piles.get(age, [])
        ]
        if not others:
            return False
        held = sorted(c for c in self.stand_ins if card_back(c) == (supply, age))
        held.sort(key=lambda c: (c != name, self.mentioned.get(c, -1) <= self.event_index))
        for stand_in in held:
            place = self.unseen_place(stand_in)
            if place is None or place[0] is pile:
                continue
            cards, i = place
            other = others[-1]
            self.state.pile(card(other).set, age).remove(other)
            cards[i] = other
            pile.append(stand_in)
            self.stand_ins.add(other)
            self.identified += 1
            return True
        return False

    def identify_from_event(self, event: ActionEvent, action: Action) -> None:
        """What this event shows about hidden cards, before the rules run."""
        if isinstance(action, InitialMeld | Meld):
            self.identify(action.card, event.player, ("hand",))
        drawn = {d.card for d in event.draws if d.card}
        seen: set[str] = set()
        arrived: set[tuple[str | None, str | None, int | None, str]] = set()
        # a hand shown during the action may hold a card drawn unseen before it (in an
        # imported log: drawn by that player, earlier in the log)
        unseen_ages = {d.age for d in event.draws if not d.card}
        leaving: dict[str, list[str]] = {}  # named cards leaving a hand, by its owner
        drawn_unseen: set[tuple[str | None, int | None]] = set()
        hidden_draws = [k for k, r in enumerate(event.reported or []) if r.from_zone == "deck"]
        last_draw = max(hidden_draws, default=-1)
        # a card the event draws named, by where it is drawn first: before that, it may
        # leave a hand it was in before the event (Measurement returns it, a sharer draws it)
        drawn_at = {
            r.card: k
            for k, r in reversed(list(enumerate(event.reported or [])))
            if r.card is not None and r.from_zone == "deck"
        }
        for k, r in enumerate(event.reported or []):
            if r.card is None:
                # a hidden card arrived there: a card named later may be that one
                arrived.add((r.to_player, r.to_zone, r.age, r.set or BASE))
                drawn_unseen |= {(r.to_player, r.age)} if r.to_zone == "hand" else set()
                continue
            if r.card in seen or (r.card in drawn and drawn_at.get(r.card, -1) < k):
                continue
            drawn_before = (
                (r.from_player, r.age) in drawn_unseen if self.imported else r.age in unseen_ages
            )
            if r.verb == "reveal" and drawn_before:
                shown = lookup(r.card)
                if shown and shown.name not in self.shown_in_hand:
                    self.shown_in_hand[shown.name] = k
                    if k > last_draw and r.to_zone is None:  # the hand shown after the draws
                        self.revealed[shown.name] = r.from_player or event.player
                continue
            seen.add(r.card)
            found = lookup(r.card)
            if found is None or r.from_player is None or r.from_zone not in HIDDEN_ZONES:
                continue
            if (r.from_player, r.from_zone, found.age, found.set) not in arrived:
                self.identify(found.name, r.from_player, (r.from_zone,))
                leaving.setdefault(r.from_player, []).append(found.name)
            elif self.imported:  # see _arrived_named
                self._arrived_named(found.name, r.from_player, r.from_zone, k)
        for player, names in leaving.items():
            self.order_hidden_hand(player, names)

    def order_hidden_hand(self, player: str, names: list[str]) -> None:
        """A hand hidden from the viewer has no order the viewer knows: the cards the
        event names leaving it take the places they hold there in the order the event
        names them (the rules move cards taken together in their hand's order:
        Socialism's lowest cards, so the receiving hand gets them in the log's order)."""
        if player == self.view:
            return
        hand = self.state.player(player).hand
        named = [n for n in dict.fromkeys(names) if n in hand]
        places = sorted(hand.index(n) for n in named)
        for place, name in zip(places, named, strict=True):
            hand[place] = name

    def _arrived_named(self, name: str, player: str, zone: str, k: int) -> None:
        """A card the log names leaving a place where a hidden card of its back arrived
        earlier in the action: it is the card that arrived (a draw then takes it) or a
        stand-in there before; stand-ins of one back are interchangeable, so either way
        the rules see the same cards (an imported log's hidden draw given away named);
        ``k``: the entry that names it. A stand-in of the other set there is not it
        (where the log hides sets, BGA's text): a city held since before was not drawn
        by this action's base draw, which takes the card named."""
        self.shown_in_hand.setdefault(name, k)
        self.identify(name, player, (zone,), other_set=False)

    # --------------------------------------------------------------- answers
    def identify_answer_cards(self, decision: Decision, value: Any) -> None:
        """Cards a record's answer names that a stand-in may hold."""
        if self.view is None or not isinstance(decision, ChooseCards):
            return
        for name in value if isinstance(value, tuple) else ():
            if isinstance(name, str) and name not in decision.options and lookup(name):
                self.identify(name, decision.player, HIDDEN_ZONES)

    def assume_answer(self, decision: Decision, raw: Any) -> Any:
        """An answer the viewer did not see (``{"hidden": [ages]}``): a pick of
        cards of those ages, with a note saying what was assumed."""
        ages = raw.get("hidden") if isinstance(raw, dict) else None
        sets = raw.get("sets") if isinstance(raw, dict) else None
        if not isinstance(decision, ChooseCards):
            options = list(decision.options)
            return options[0] if options else None
        options = sorted(decision.options, key=self.keep_rank)
        if ages:
            picked: list[str] = []
            backs = list(zip(sets or [BASE] * len(ages), ages, strict=False))
            for back in backs:
                match = next((o for o in options if card_back(o) == back and o not in picked), None)
                if match is not None:
                    picked.append(match)
            value = tuple(picked)
        else:
            value = tuple(options[: decision.min]) if not decision.optional else ()
        # the viewer cannot tell these cards apart any more
        self.blur(o for o in options if card_back(o) in {card_back(v) for v in value})
        self.notes.append(
            f"{event_label(self.event_index)}: {decision.player}'s choice was hidden from "
            f"{self.view}; assumed {', '.join(value) or 'nothing'}"
        )
        return value

    # ------------------------------------------------------------ accepting
    def may_explain(self, event: ActionEvent) -> bool:
        """A view record whose action involves cards its viewer did not see:
        stand-ins may have steered the rules elsewhere than the real cards did."""
        if self.view is None or event.reported is None:
            return False
        if any(is_hidden(a) for a in event.answers) or any(d.card is None for d in event.draws):
            return True
        if any(r.card in self.before for r in event.reported):
            return True  # cards this event showed for the first time
        return any(
            c in self.stand_ins
            for p in self.state.players
            if p.name != self.view
            for c in (*p.hand, *p.score, *p.forecast)
        )

    def summary(self) -> list[str]:
        """The closing notes: how many hidden cards were identified, how many stayed hidden."""
        notes = []
        if self.identified:
            notes.append(f"{self.identified} hidden card(s) identified by later events")
        if self.stand_ins and self.view:
            notes.append(f"{len(self.stand_ins)} card(s) stayed hidden from {self.view}")
        return notes


def is_hidden(raw: Any) -> bool:
    """An answer the viewer did not see: ``{"hidden": ...}``."""
    return isinstance(raw, dict) and set(raw) in ({"hidden"}, {"hidden", "sets"})


def mentioned_cards(record: Record) -> dict[str, int]:
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


def card_back(name: str) -> tuple[str, int]:
    """What a hidden card shows: its set's back and its age (CITY-1)."""
    found = card(name)
    return found.set, found.age
