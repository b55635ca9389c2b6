"""A log's entries gathered into the record's action events: one per action, with the
log's draws and the changes it showed (:mod:`.reported`).

Where an action ends is not always written: BGA's packets mark each action (``action``
entries). Elsewhere BGA's move numbers are no action boundaries: an entry with the
move number of the action being gathered is part of it, but BGA starts a new move at
each decision a player makes, so one dogma spans several. What opens an action is a
dogma line, a meld from hand, a draw to a hand or an age achievement, of a player the
turns' count of actions lets act (:mod:`.turns`); the draw after "Sharing bonus." and
the entries before a later "has to execute" line are the dogma's. A draw or meld after a
dogma line may still be part of it: such an event is ``tentative``; the replay joins it
to the action before it when the rules say it must be part of it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from adjudicator.games.innovation.importers.counts import CountLines
from adjudicator.games.innovation.importers.entries import (
    CARD_MOVES,
    CardSeen,
    LogEntry,
    action_kind,
)
from adjudicator.games.innovation.importers.reported import name_of, reported, who
from adjudicator.games.innovation.importers.turns import TurnCount
from adjudicator.games.innovation.records import (
    AchieveEvent,
    ActionEvent,
    AnyEvent,
    ArtifactEvent,
    DogmaEvent,
    DrawEvent,
    DrawnCard,
    EndorseEvent,
    MeldEvent,
    Reported,
)
from adjudicator.games.innovation.replay.source import UNKNOWN_SET


class OpenAction:
    """The action being gathered: its opening entry, its draws and reported moves."""

    def __init__(self, entry: LogEntry, *, tentative: bool, kind: str | None = None) -> None:
        self.entry = entry
        self.kind = kind or action_kind(entry)
        self.tentative = tentative
        self.draws: list[DrawnCard] = []
        self.reported: list[Reported] = []
        self.counts = CountLines()

    def event(self) -> ActionEvent:
        e = self.entry
        fields: dict[str, Any] = {
            "player": who(e),
            "draws": self.draws,
            "reported": self.reported,
            "source_line": e.line,
            "bga_move": e.move,
            "tentative": self.tentative,
        }
        if self.kind == "dogma" and e.endorsed:  # CITY-21; BGA does not name the city
            return EndorseEvent(card=name_of(e.card), counts=self.counts.result(), **fields)
        if self.kind == "artifact":  # ART-13: the free artifact action (the notation's)
            return ArtifactEvent(choice=e.choice or "pass", counts=self.counts.result(), **fields)
        if self.kind == "dogma":
            return DogmaEvent(card=name_of(e.card), counts=self.counts.result(), **fields)
        if self.kind == "meld":
            return MeldEvent(card=name_of(e.card), **fields)
        if self.kind == "achieve":
            return AchieveEvent(age=e.card.age if e.card and e.card.age else 1, **fields)
        return DrawEvent(**fields)


def action_events(
    entries: Sequence[LogEntry], players: int = 0, first: str | None = None
) -> list[AnyEvent]:
    """One event per action (see the module docstring): ``players`` and ``first`` (the
    first player) give the turns' count of actions (:mod:`.turns`). A tentative action
    that no count fitting the whole log takes as one is part of the action before it
    (gathered again, knowing that)."""
    events, turns = _gathered(entries, players, first)
    never = turns.never_actions()
    if never:
        events, _ = _gathered(entries, players, first, never=never)
    return events


def _gathered(
    entries: Sequence[LogEntry],
    players: int,
    first: str | None,
    *,
    never: frozenset[int] = frozenset(),
) -> tuple[list[AnyEvent], TurnCount]:
    """The actions gathered in one pass, and the turns' count after it; the entries
    ``never`` open no action."""
    marked = any(e.kind == "action" for e in entries)  # BGA's packets mark each action
    events: list[AnyEvent] = []
    current: OpenAction | None = None
    expect = False  # an action marker was seen: its first action entry opens it
    # since the last dogma or Meld action, only tentative actions opened: a draw or meld
    # may be the dogma's, or the Meld's (a city's icons, CITY-10 to CITY-17), or an action
    in_dogma = False
    inside = _inside_dogma(entries)
    turns = TurnCount(players, first)
    bonus = False  # "Sharing bonus.": the next draw is the dogma's (DOGMA-6)
    for k, entry in enumerate(entries):
        if entry.kind == "action":
            expect = True
            continue
        kind = action_kind(entry)
        if marked:
            opens = kind is not None and expect
        else:
            opens = kind is not None and not (
                bonus
                or _same_move(current, entry)
                or inside[k]
                or k in never
                or _cannot_act(turns, entry)
            )
        bonus = entry.kind == "share" or (bonus and entry.kind not in CARD_MOVES)
        if opens:
            if current is not None:
                events.append(current.event())
            tentative = not marked and in_dogma and kind in ("draw", "meld")
            turns.opened(who(entry), surely=not tentative, index=k)
            in_dogma = kind in ("dogma", "meld") or tentative
            current, expect = OpenAction(entry, tentative=tentative), False
        if current is not None:
            add_entry(current, entry)
    if current is not None:
        events.append(current.event())
    return events, turns


def _cannot_act(turns: TurnCount, entry: LogEntry) -> bool:
    """A draw, meld or achievement of a player the turns' count lets take no action now
    is part of the action being gathered (TURN-1, TURN-2); a dogma line always opens one."""
    return entry.kind != "dogma" and not turns.may_open(who(entry))


def _inside_dogma(entries: Sequence[LogEntry]) -> list[bool]:
    """For each entry, whether it is surely part of a dogma: BGA writes "P has to
    execute the ... effect" only while a dogma runs, so every entry between a dogma line
    and a later execute line (with no dogma line between) belongs to that dogma."""
    inside = [False] * len(entries)
    executes_later = False
    for k in range(len(entries) - 1, -1, -1):
        kind = entries[k].kind
        if kind == "dogma":
            executes_later = False
        elif kind == "execute":
            executes_later = True
        else:
            inside[k] = executes_later
    return inside


def _same_move(current: OpenAction | None, entry: LogEntry) -> bool:
    """BGA gives each action its own move number: an entry with the number of the
    action being gathered is part of it."""
    return current is not None and entry.move is not None and entry.move == current.entry.move


def add_entry(action: OpenAction, entry: LogEntry) -> None:
    """What ``entry`` shows, added to the action's draws and reported changes."""
    card, src = entry.card, entry.source
    from_deck = src is not None and src.zone == "deck"
    if entry.kind in CARD_MOVES and from_deck and card is not None and card.age is not None:
        # a transfer out of a supply pile takes its bottom card, no draw (ECHO-26, Chopsticks);
        # BGA's logs never write one (a pile is no player's): their moves from a pile are draws
        bottom = entry.kind == "transfer"
        drawn = DrawnCard(age=card.age, card=card.name, set=_drawn_set(card), bottom=bottom)
        action.draws.append(drawn)
    action.reported += reported(entry)
    action.counts.add(entry)


def _drawn_set(card: CardSeen) -> str:
    """The supply a draw came from: a named card's set, the set the log gives, or
    unknown for a hidden card of a log that does not say (its text formats)."""
    if card.set is not None:
        return card.set
    return "base" if card.name is not None else UNKNOWN_SET
