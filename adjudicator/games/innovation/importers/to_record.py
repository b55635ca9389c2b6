"""A log (:class:`~.entries.BgaLog`: any BGA format, or the text notation) as a game record.

The record says what the log shows and nothing more: the players in seating order, the
viewer, the initial melds, then one event per action recognised from the entries (a
dogma line, a meld from hand, a draw from a pile, an age achievement), each with the
log's draws (the chance outcomes) and the card moves it showed as ``reported`` changes,
and no answers: the replay infers them (``header.infer_answers``, see
:mod:`adjudicator.games.innovation.replay.infer`).

Where an action ends is not always written: BGA's packets mark each action (``action``
entries). Elsewhere BGA's move numbers are no action boundaries: an entry with the
move number of the action being gathered is part of it, but BGA starts a new move at
each decision a player makes, so one dogma spans several. What opens an action is a
dogma line, a meld from hand, a draw to a hand or an age achievement, of a player the
turns' count of actions lets act (:mod:`.turns`); the draw after "Sharing bonus." and
the entries before a later "has to execute" line are the dogma's. A draw or meld after a
dogma line may still be part of it: such an event is ``tentative``; the replay joins it
to the action before it when the rules say it must be part of it.

A log that reaches a card of a set the engine does not implement stops there
(``header.imported.unsupported``): the replay checks the log up to that card.

The notation (format "notation") states what BGA cannot, and the record takes it as
stated (:func:`stated_header`): the seating, teams, edition, expansions, whose view, the
achievements set aside, the seed, the deal or a starting position (``header.position``,
a referee's dispute), and where each action starts (its ``action`` entry), so none of
its events is tentative.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import Any

import msgspec

from adjudicator.core.problems import FormatError
from adjudicator.games.innovation.engine import registry
from adjudicator.games.innovation.importers.counts import CountLines
from adjudicator.games.innovation.importers.entries import (
    CARD_MOVES,
    BgaLog,
    CardSeen,
    LogEntry,
    action_kind,
)
from adjudicator.games.innovation.importers.log_end import (
    after_the_end,
    leaving,
    refuse_other_editions,
    refuse_strangers,
    result_events,
)
from adjudicator.games.innovation.importers.source import problem
from adjudicator.games.innovation.importers.teams import demands_show_teams
from adjudicator.games.innovation.importers.turns import TurnCount
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
    Setup,
    Unsupported,
)
from adjudicator.games.innovation.replay.source import UNKNOWN_SET
from adjudicator.games.innovation.replay.table import opposite_teams, with_partners
from adjudicator.games.innovation.scenario_position import decode_position, starts_game
from adjudicator.games.innovation.scenario_spec import SetupSpec

#: What each format leaves out of its log: the tracker drops BGA's splay notifications
#: (splayedPile, unsplays too).
OMITS: dict[str, list[str]] = {
    "bga-tracker": ["splay", "unsplay"],
    "bga-packets": [],
    "bga-text": [],
    "notation": [],
}

#: The log formats this converter reads.
FORMATS: tuple[str, ...] = tuple(OMITS)


def to_record(
    log: BgaLog, *, achievements_to_win: int | None = None, seating: list[str] | None = None
) -> Record:
    """The record of ``log``; ``achievements_to_win`` is the table's option when given
    (else the log's end line says it, else the rules' number); ``seating`` the players'
    order when known better than the log says (a text log lists no seating)."""
    refuse_other_editions(log)
    refuse_strangers(log)
    refuse_unnamed_melds(log)
    stop = _unsupported(log)
    left = leaving(log)
    cuts = (_first_of_set(log, stop), left, after_the_end(log))
    entries = list(log.entries[: min(k for k in cuts if k is not None)])
    # the notation numbers its actions: each starts where it says (else as BGA's text)
    stated = log.format == "notation" and any(e.kind == "action" for e in entries)
    melds = log.position is None or starts_game(stated_position(log))
    initial, rest = split_stated(entries, log.file, melds) if stated else _split_setup(entries)
    players = log.player_names()
    if seating is not None:
        players = seating
    elif log.format != "notation" and not log.seated:
        # the text lists no players, the tracker and packets by BGA id: the turns show the seating
        players = _seating(players, log.first_player, _actions(rest, len(players)))
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
    events += (
        stated_actions(rest, log.file) if stated else _actions(rest, len(players), log.first_player)
    )
    teams = bga_teams(log, players)
    results = result_events(log, stopped=stop is not None or left is not None)
    events += [with_partners(result, teams) for result in results]
    goal, goal_from = _goal(log, achievements_to_win)
    hands = {_who(e): [_name(e.card), None] for e in initial}
    header = Header(
        edition=1 if log.edition == 1 else 3,
        players=players,
        view=log.viewer if log.viewer in players else SPECTATOR,
        setup=Setup(hands=hands),
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
        teams=teams,
    )
    if log.format == "notation":
        stated_header(header, log, entries)
    return Record(header=header, events=events)


def bga_teams(log: BgaLog, players: list[str]) -> list[list[str]] | None:
    """A BGA team game's teams: partners sit opposite (TEAM-1), so the seating gives them.
    A log is a team game when it says so (``log.team_game``) or its demands spare partners."""
    if log.format == "notation" or len(players) != 4:
        return None
    if log.team_game or (
        log.format != "bga-packets" and demands_show_teams(log.entries, players)
    ):  # the packets state the table's option
        return opposite_teams(players)
    return None


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
        if registry.expansion_problem([expansion.set]) is None:
            continue
        return Unsupported(
            set=expansion.set, card=expansion.first_card, line=expansion.line, move=expansion.move
        )
    return None


def _first_of_set(log: BgaLog, stop: Unsupported | None) -> int:
    """The index of the first entry that shows a card of the unsupported set, hidden or
    named (the number of entries when none does)."""
    for k, entry in enumerate(log.entries):
        if stop is not None and any(
            c is not None and c.set == stop.set for c in (entry.card, *entry.cards)
        ):
            return k
    return len(log.entries)


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
            "player": _who(e),
            "draws": self.draws,
            "reported": self.reported,
            "source_line": e.line,
            "bga_move": e.move,
            "tentative": self.tentative,
        }
        if self.kind == "dogma" and e.endorsed:  # CITY-21; BGA does not name the city
            return EndorseEvent(card=_name(e.card), counts=self.counts.result(), **fields)
        if self.kind == "dogma":
            return DogmaEvent(card=_name(e.card), counts=self.counts.result(), **fields)
        if self.kind == "meld":
            return MeldEvent(card=_name(e.card), **fields)
        if self.kind == "achieve":
            return AchieveEvent(age=e.card.age if e.card and e.card.age else 1, **fields)
        return DrawEvent(**fields)


def _actions(
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
    current: _Open | None = None
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
            turns.opened(_who(entry), surely=not tentative, index=k)
            in_dogma = kind in ("dogma", "meld") or tentative
            current, expect = _Open(entry, tentative=tentative), False
        if current is not None:
            _add(current, entry)
    if current is not None:
        events.append(current.event())
    return events, turns


def _cannot_act(turns: TurnCount, entry: LogEntry) -> bool:
    """A draw, meld or achievement of a player the turns' count lets take no action now
    is part of the action being gathered (TURN-1, TURN-2); a dogma line always opens one."""
    return entry.kind != "dogma" and not turns.may_open(_who(entry))


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
    action.counts.add(entry)


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
        if direction == "lost":  # "… reduced to one card so it loses its splay": the card
            return []  # move the log shows does it (TERM-SPLAY), no change of its own
        splay = Reported(
            verb="unsplay" if direction == "none" else "splay",
            actor=_who(entry),
            to_player=entry.target or entry.actor,
            to_zone=f"board:{entry.color}",
            splay=direction,
        )
        return [splay]
    if entry.kind == "exchange":
        return _exchanged(entry)
    if entry.kind == "end":  # the notation's: the game ends inside this action
        return [Reported(verb="end", actor=entry.actor)]
    if entry.kind == "rearrange":  # the notation's: the new order, top first
        order = ", ".join(_name(c) for c in entry.cards)
        pile = f"board:{entry.color}"
        return [Reported(verb="rearrange", card=order, to_player=entry.target, to_zone=pile)]
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


def _exchanged(entry: LogEntry) -> list[Reported]:
    """An exchange as one move per card: ``cards`` from ``source`` to ``dest``, then
    ``others`` back, as the rules report it."""
    src, dst = entry.source, entry.dest
    if src is None or dst is None:
        return []
    ways = [(c, src, dst) for c in entry.cards] + [(c, dst, src) for c in entry.others]
    return [
        Reported(
            verb="exchange",
            card=c.name,
            age=c.age,
            actor=_who(entry),
            from_player=a.player,
            from_zone=a.zone,
            to_player=b.player,
            to_zone=b.zone,
        )
        for c, a, b in ways
    ]


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
    """The seating order the turns show (TURN-1: turns pass to the next seat): of the orders
    starting with the first player, the one in which the most changes of acting player go
    to the next seat. Actions the log leaves unsure (a meld that may be an effect's) count
    too: across a game the seating fits best. Without a first player, the order in which
    players first open an action that is surely one."""
    if first not in players:
        order = dict.fromkeys(
            e.player
            for e in actions
            if isinstance(e, ActionEvent) and not e.tentative and e.player in players
        )
        order.update(dict.fromkeys(players))
        return list(order)
    acting = [e.player for e in actions if isinstance(e, ActionEvent) and e.player in players]
    changes = [(a, b) for a, b in itertools.pairwise(acting) if a != b]
    others = [p for p in players if p != first]
    seatings = [[first, *rest] for rest in itertools.permutations(others)]

    def next_seat_changes(seating: list[str]) -> int:
        seat = {name: k for k, name in enumerate(seating)}
        n = len(seating)
        return sum((seat[b] - seat[a]) % n == 1 for a, b in changes)

    return max(seatings, key=next_seat_changes)  # the first best: the order seen breaks ties


def refuse_unnamed_melds(log: BgaLog) -> None:
    """A melded card lies face up on its pile (MELD-1), a dogma's card is a top card:
    a log that does not name one is not a log of a game (a truncated or altered file)."""
    for e in log.entries:
        if e.kind in ("meld", "dogma") and (e.card is None or not e.card.name):
            shown = "a melded card" if e.kind == "meld" else "the card of a dogma"
            raise problem(
                f"{e.text.strip()!r}: {shown} is face up for everyone: the log must name it",
                log.file,
                line=e.line or None,
                move=e.move,
            )


def _who(entry: LogEntry) -> str:
    return entry.actor or ""


def _name(card: CardSeen | None) -> str:
    return card.name if card is not None and card.name else "?"


def imported_header(record: Record) -> Imported | None:
    """The import facts of a record, or None for a record that is not an imported log."""
    imported = record.header.imported
    return None if isinstance(imported, msgspec.UnsetType) else imported


# ----------------------------------------------------------------------------
# what the notation states


def split_stated(
    entries: Sequence[LogEntry], file: str | None = None, melds: bool = True
) -> tuple[list[LogEntry], list[LogEntry]]:
    """The notation's initial melds and the entries after them: the first action of
    each player is its initial meld (SETUP-5) while it melds from the hand (not after
    a starting position in mid-game: ``melds`` False); the deal before them is the
    header's (:func:`stated_header`)."""
    started = next(k for k, e in enumerate(entries) if e.kind == "action")
    for entry in entries[:started]:
        if entry.kind != "draw" and _is_move(entry):
            raise problem(
                f"{entry.text!r}: this is part of no action ({_NUMBER_IT})", file, line=entry.line
            )
    melded: dict[str, LogEntry] = {}
    k = started
    while melds and k + 1 < len(entries) and entries[k].kind == "action":
        opening = entries[k + 1]
        if action_kind(opening) != "meld" or _who(opening) in melded:
            break
        melded[_who(opening)] = opening
        k += 2
    return list(melded.values()), list(entries[k:])


def stated_actions(entries: Sequence[LogEntry], file: str | None = None) -> list[AnyEvent]:
    """One event per ``action`` entry: the action its next entry opens (a Draw action
    that ends the game past age 10 shows only the end, END-2)."""
    events: list[AnyEvent] = []
    current: _Open | None = None
    for k, entry in enumerate(entries):
        if entry.kind == "action":
            if current is not None:
                events.append(current.event())
            following = entries[k + 1] if k + 1 < len(entries) else None
            current = _open_stated(entry, following, file)
        elif current is not None:
            _add(current, entry)
        elif _is_move(entry):
            raise problem(
                f"{entry.text!r}: this is part of no action ({_NUMBER_IT})", file, line=entry.line
            )
    if current is not None:
        events.append(current.event())
    return events


_NUMBER_IT = "an action's first line starts with its number in the turn, '1.' or '2.'"


def _is_move(entry: LogEntry) -> bool:
    return entry.kind in CARD_MOVES or entry.kind in ("dogma", "splay", "exchange", "rearrange")


def _open_stated(action: LogEntry, opening: LogEntry | None, file: str | None) -> _Open:
    """The action that ``action`` (an ``action`` entry) announces, from its first line."""
    if opening is not None and opening.line == action.line and action_kind(opening):
        return _Open(opening, tentative=False)
    if opening is not None and opening.line == action.line and opening.kind == "end":
        return _Open(action, tentative=False, kind="draw")
    raise problem(
        f"{action.text!r}: an action is a draw, a meld, an achievement or a dogma "
        "(a draw, meld or achieve from the usual place, or 'activates the dogma of')",
        file,
        line=action.line,
    )


def stated_header(header: Header, log: BgaLog, entries: Sequence[LogEntry]) -> None:
    """What the notation's header and deal state, in the record's header."""
    header.view = log.viewer if log.viewer in header.players else _full_or_spectator(log)
    header.teams = [list(team) for team in log.teams] or None
    if log.expansions:
        header.expansions = [e.set for e in log.expansions]
    named = [c.name for c in log.setup_achievements]
    if log.position is not None:  # a dispute: the position holds the hands (issue 15)
        header.position = stated_position(log)
        header.setup = Setup()
        return
    header.setup = Setup(
        hands=_dealt(entries, header.setup.hands),
        achievements=list(named) if named else None,
        seed=log.seed,
    )


def stated_position(log: BgaLog) -> SetupSpec:
    """The notation's starting position, in the scenario's set-up terms."""
    try:
        return decode_position(log.position)
    except FormatError as exc:
        raise problem(f"the position: {exc.message}", log.file, line=log.position_line) from None


def _full_or_spectator(log: BgaLog) -> str | None:
    """No view stated: full information, unless a card is written by its back
    (an achievement taken is face down even then)."""
    for entry in log.entries:
        seen = [entry.card] if entry.kind != "achieve" else []
        seen += [*entry.cards, *entry.others]
        if any(c is not None and c.name is None for c in seen):
            return SPECTATOR
    return None


def _dealt(
    entries: Sequence[LogEntry], melded: dict[str, list[str | None]]
) -> dict[str, list[str | None]]:
    """Each player's two dealt cards (SETUP-3) from the draws before the first action;
    a player whose deal is not written: the initial meld and an unknown card."""
    hands: dict[str, list[str | None]] = {}
    for entry in entries:
        if entry.kind == "action" or action_kind(entry) == "meld":
            break
        if action_kind(entry) == "draw" and entry.card is not None:
            hands.setdefault(_who(entry), []).append(entry.card.name)
    return {**melded, **hands}
