"""A Board Game Arena log (:class:`~.entries.BgaLog`, any format) as a game record.

The record says what the log shows and nothing more: the players in seating order, the
viewer, the initial melds, then one event per action recognised from the entries (a
dogma line, a meld from hand, a draw from a pile, an age achievement), each with the
log's draws (the chance outcomes) and the card moves it showed as ``reported`` changes,
and no answers: the replay infers them (``header.infer_answers``, see
:mod:`adjudicator.games.innovation.replay.infer`).

Where an action ends is not always written: BGA's packets mark each action (``action``
entries); elsewhere an action's entries share BGA's move number when the format gives
it, but a player's decision may start a new one, so a draw or meld inside a dogma may
look like a Draw or Meld action. Such an event is ``tentative``; the replay joins it to the action
before it when the rules say it must be part of it.

A log that reaches a card of a set the engine does not implement stops there
(``header.imported.unsupported``): the replay checks the log up to that card.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import msgspec

from adjudicator.games.innovation import sets
from adjudicator.games.innovation.importers.entries import (
    CARD_MOVES,
    BgaLog,
    CardSeen,
    LogEntry,
    action_kind,
)
from adjudicator.games.innovation.records import (
    SPECTATOR,
    AchieveEvent,
    ActionEvent,
    AnyEvent,
    DogmaEvent,
    DrawEvent,
    DrawnCard,
    EndorseEvent,
    Header,
    Imported,
    InitialMeldEvent,
    MeldEvent,
    Record,
    Reported,
    ResultEvent,
    Setup,
    Unsupported,
)
from adjudicator.games.innovation.replay.source import UNKNOWN_SET

#: What each format leaves out of its log: the tracker drops BGA's splay notifications.
OMITS: dict[str, list[str]] = {"bga-tracker": ["splay"], "bga-packets": [], "bga-text": []}


def to_record(
    log: BgaLog, *, achievements_to_win: int | None = None, seating: list[str] | None = None
) -> Record:
    """The record of ``log``; ``achievements_to_win`` is the table's option when given
    (else the log's end line says it, else the rules' number); ``seating`` the players'
    order when known better than the log says (a text log lists no seating)."""
    stop = _unsupported(log)
    limit = _first_line_of(log, stop)
    entries = [e for e in log.entries if e.line < limit]
    initial, rest = _split_setup(entries)
    players = log.player_names()
    if seating is not None:
        players = seating
    elif log.format == "bga-text":  # the text lists no seating: the turns suggest it
        players = _seating(players, log.first_player, _actions(rest))
    events: list[AnyEvent] = [
        InitialMeldEvent(
            player=_who(e),
            card=_name(e.card),
            reported=_reported(e),
            source_line=e.line,
            bga_move=e.move,
        )
        for e in initial
    ]
    events += _actions(rest)
    if log.ended is not None and log.ended.reason is not None and stop is None:
        # BGA's score ending names who drew, not the winner: no winners stated
        winners = [log.ended.winner] if log.ended.winner is not None else []
        events.append(ResultEvent(winners=winners, reason=log.ended.reason))
    goal, goal_from = _goal(log, achievements_to_win)
    header = Header(
        edition=3 if log.edition in (None, 3) else 1,
        players=players,
        view=log.viewer if log.viewer in players else SPECTATOR,
        setup=Setup(hands={_who(e): [_name(e.card), None] for e in initial}),
        imported=Imported(
            format=log.format,
            file=log.file,
            viewer=log.viewer,
            achievements_to_win=goal,
            achievements_from=goal_from,
            ended=log.ended is not None,
            unsupported=stop,
        ),
        infer_answers=True,
        omits=OMITS.get(log.format, []),
        expansions=_playable_expansions(log, stop),
    )
    return Record(header=header, events=events)


def _playable_expansions(log: BgaLog, stop: Unsupported | None) -> list[str]:
    """The expansions the log shows that the engine plays, before the first it cannot."""
    playable: list[str] = []
    for expansion in log.expansions:
        if stop is not None and expansion.set == stop.set:
            break
        playable.append(expansion.set)
    return playable


def _goal(log: BgaLog, option: int | None) -> tuple[int | None, str]:
    if option is not None:
        return option, "option"
    if log.achievements_to_win is not None:
        return log.achievements_to_win, "end line"
    return None, "rules"


# ----------------------------------------------------------------------------
# expansions the engine does not implement


def _unsupported(log: BgaLog) -> Unsupported | None:
    """The first set in the log that the engine cannot play, named by its first card."""
    for expansion in log.expansions:
        if sets.expansion_problem([expansion.set]) is None:
            continue
        return Unsupported(
            set=expansion.set, card=expansion.first_card, line=expansion.line, move=expansion.move
        )
    return None


def _first_line_of(log: BgaLog, stop: Unsupported | None) -> int:
    """The first line that shows a card of the unsupported set, hidden or named."""
    if stop is None:
        return 1 << 62
    lines = [
        e.line
        for e in log.entries
        for c in (e.card, *e.cards)
        if c is not None and c.set == stop.set
    ]
    return min(lines, default=stop.line or 1 << 62)


# ----------------------------------------------------------------------------
# the initial melds


def _split_setup(entries: Sequence[LogEntry]) -> tuple[list[LogEntry], list[LogEntry]]:
    """The initial melds (each player's first meld from hand, before the first action)
    and the entries after them."""
    melded: dict[str, LogEntry] = {}
    for k, entry in enumerate(entries):
        if entry.kind == "first-player":
            return list(melded.values()), list(entries[k + 1 :])
        if action_kind(entry) == "meld" and _who(entry) not in melded:
            melded[_who(entry)] = entry
        elif (entry.kind in CARD_MOVES or entry.kind in ("dogma", "action")) and melded:
            return list(melded.values()), list(entries[k:])
    return list(melded.values()), []


# ----------------------------------------------------------------------------
# actions


class _Open:
    """The action being gathered: its opening entry, its draws and reported moves."""

    def __init__(self, entry: LogEntry, *, tentative: bool) -> None:
        self.entry = entry
        self.kind = action_kind(entry)
        self.tentative = tentative
        self.draws: list[DrawnCard] = []
        self.reported: list[Reported] = []

    def event(self) -> ActionEvent:
        e = self.entry
        fields: dict[str, Any] = {
            "player": _who(e),
            "draws": self.draws,
            "reported": self.reported,
            "source_line": e.line,
            "bga_move": e.move,
            "tentative": self.tentative,
        }
        if self.kind == "dogma" and e.endorsed:  # CITY-21; BGA does not name the city
            return EndorseEvent(card=_name(e.card), **fields)
        if self.kind == "dogma":
            return DogmaEvent(card=_name(e.card), **fields)
        if self.kind == "meld":
            return MeldEvent(card=_name(e.card), **fields)
        if self.kind == "achieve":
            return AchieveEvent(age=e.card.age if e.card and e.card.age else 1, **fields)
        return DrawEvent(**fields)


def _actions(entries: Sequence[LogEntry]) -> list[AnyEvent]:
    """One event per action (see the module docstring)."""
    marked = any(e.kind == "action" for e in entries)  # BGA's packets mark each action
    events: list[AnyEvent] = []
    current: _Open | None = None
    expect = False  # an action marker was seen: its first action entry opens it
    in_dogma = False  # since the last dogma line, only tentative actions opened
    inside = _inside_dogma(entries)
    for k, entry in enumerate(entries):
        if entry.kind == "action":
            expect = True
            continue
        kind = action_kind(entry)
        opens = kind is not None and (
            expect if marked else not (_same_move(current, entry) or inside[k])
        )
        if opens:
            if current is not None:
                events.append(current.event())
            tentative = not marked and in_dogma and kind in ("draw", "meld")
            in_dogma = kind == "dogma" or tentative
            current, expect = _Open(entry, tentative=tentative), False
        if current is not None:
            _add(current, entry)
    if current is not None:
        events.append(current.event())
    return events


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


def _same_move(current: _Open | None, entry: LogEntry) -> bool:
    """BGA gives each action its own move number: an entry with the number of the
    action being gathered is part of it."""
    return current is not None and entry.move is not None and entry.move == current.entry.move


def _add(action: _Open, entry: LogEntry) -> None:
    """What ``entry`` shows, added to the action's draws and reported changes."""
    card, src = entry.card, entry.source
    from_deck = src is not None and src.zone == "deck"
    if entry.kind in CARD_MOVES and from_deck and card is not None and card.age is not None:
        action.draws.append(DrawnCard(age=card.age, card=card.name, set=_drawn_set(card)))
    action.reported += _reported(entry)


def _drawn_set(card: CardSeen) -> str:
    """The supply a draw came from: a named card's set, the set the log gives, or
    unknown for a hidden card of a log that does not say (its text formats)."""
    if card.set is not None:
        return card.set
    return "base" if card.name is not None else UNKNOWN_SET


def _reported(entry: LogEntry) -> list[Reported]:
    """A splay or a card move as reported changes; a card drawn straight to a board
    or a score pile ("draws and melds") is a draw, then the move from the hand."""
    if entry.kind == "splay":
        direction = entry.direction or "none"
        splay = Reported(
            verb="unsplay" if direction == "none" else "splay",
            actor=_who(entry),
            to_player=entry.target or entry.actor,
            to_zone=f"board:{entry.color}",
            splay=direction,
        )
        return [splay]
    if entry.kind == "reveal" and entry.cards:
        return _hand_shown(entry)
    if entry.kind not in CARD_MOVES or entry.card is None:
        return []
    card, src, dst = entry.card, entry.source, entry.dest
    moved = Reported(
        verb="transfer" if entry.kind == "move" else entry.kind,
        card=card.name,
        age=card.age,
        set=card.set if card.name is None else None,  # a hidden card's back shows its set
        actor=_who(entry),
        from_player=src.player if src else None,
        from_zone=src.zone if src else None,
        to_player=dst.player if dst else None,
        to_zone=dst.zone if dst else None,
    )
    drawn_to = dst.zone if src is not None and src.zone == "deck" and dst is not None else None
    if drawn_to in ("board", "score", "revealed") and dst is not None:
        owner = dst.player or entry.actor
        draw = msgspec.structs.replace(moved, verb="draw", to_player=owner, to_zone="hand")
        return [draw, msgspec.structs.replace(moved, from_player=owner, from_zone="hand")]
    return [moved]


def _hand_shown(entry: LogEntry) -> list[Reported]:
    """ "P reveals his hand: ...": the cards named there are in P's hand (nothing moves)."""
    owner = entry.source.player if entry.source else entry.actor
    return [
        Reported(
            verb="reveal",
            card=c.name,
            age=c.age,
            actor=_who(entry),
            from_player=owner,
            from_zone="hand",
        )
        for c in entry.cards
        if c.name is not None
    ]


def _seating(players: list[str], first: str | None, actions: Sequence[AnyEvent]) -> list[str]:
    """The seating order as the turns show it: the first player, then each player in
    the order they first open an action that is surely one (players who never act
    keep the order they were seen in)."""
    order = dict.fromkeys([first] if first in players else [])
    for event in actions:
        if isinstance(event, ActionEvent) and not event.tentative and event.player in players:
            order.setdefault(event.player)
    order.update(dict.fromkeys(players))
    return [name for name in order if name is not None]


def _who(entry: LogEntry) -> str:
    return entry.actor or ""


def _name(card: CardSeen | None) -> str:
    return card.name if card is not None and card.name else "?"


def imported_header(record: Record) -> Imported | None:
    """The import facts of a record, or None for a record that is not an imported log."""
    imported = record.header.imported
    return None if isinstance(imported, msgspec.UnsetType) else imported
