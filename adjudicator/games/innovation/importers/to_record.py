"""A log (:class:`~.entries.BgaLog`: any BGA format, or the text notation) as a game record.

The record says what the log shows and nothing more: the players in seating order, the
viewer, the initial melds, then one event per action recognised from the entries (a
dogma line, a meld from hand, a draw from a pile, an age achievement: :mod:`.action_events`),
each with the log's draws (the chance outcomes) and the card moves it showed as
``reported`` changes (:mod:`.reported`), and no answers: the replay infers them
(``header.infer_answers``, see :mod:`adjudicator.games.innovation.replay.infer`).

A log that reaches a card of a set the engine does not implement stops there
(``header.imported.unsupported``): the replay checks the log up to that card.

The notation (format "notation") states what BGA cannot, and the record takes it as
stated (:mod:`.stated`).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

import msgspec

from adjudicator.games.innovation.engine import registry
from adjudicator.games.innovation.importers.action_events import action_events
from adjudicator.games.innovation.importers.entries import CARD_MOVES, BgaLog, LogEntry, action_kind
from adjudicator.games.innovation.importers.log_end import (
    after_the_end,
    leaving,
    refuse_other_editions,
    refuse_strangers,
    result_events,
)
from adjudicator.games.innovation.importers.reported import name_of, reported, who
from adjudicator.games.innovation.importers.source import problem
from adjudicator.games.innovation.importers.stated import (
    split_stated,
    stated_actions,
    stated_header,
    stated_position,
)
from adjudicator.games.innovation.importers.teams import demands_show_teams
from adjudicator.games.innovation.records import (
    SPECTATOR,
    ActionEvent,
    AnyEvent,
    Header,
    Imported,
    InitialMeldEvent,
    Record,
    Setup,
    Unsupported,
)
from adjudicator.games.innovation.replay.table import opposite_teams, with_partners
from adjudicator.games.innovation.scenario_position import starts_game

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
        players = _seating(players, log.first_player, action_events(rest, len(players)))
    events: list[AnyEvent] = [
        InitialMeldEvent(
            player=who(e),
            card=name_of(e.card),
            reported=reported(e),
            source_line=e.line,
            bga_move=e.move,
        )
        for e in initial
    ]
    events += (
        stated_actions(rest, log.file)
        if stated
        else action_events(rest, len(players), log.first_player)
    )
    teams = bga_teams(log, players)
    results = result_events(log, stopped=stop is not None or left is not None)
    events += [with_partners(result, teams) for result in results]
    goal, goal_from = _goal(log, achievements_to_win)
    hands = {who(e): [name_of(e.card), None] for e in initial}
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
            backs_unsaid=log.backs_unsaid,
        ),
        infer_answers=True,
        omits=OMITS.get(log.format, []),
        expansions=_playable_expansions(log),
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


def _playable_expansions(log: BgaLog) -> list[str]:
    """The expansions the log shows that the engine plays from it, wherever their first
    card is (a city drawn hidden before the cut at another set's card is still one)."""
    return [expansion.set for expansion in log.expansions if _readable(log, expansion.set)]


def _goal(log: BgaLog, option: int | None) -> tuple[int | None, str]:
    if option is not None:
        return option, "option"
    if log.achievements_to_win is not None:
        return log.achievements_to_win, "end line"
    return None, "rules"


# ----------------------------------------------------------------------------
# expansions the engine does not implement


#: The sets whose actions the BGA formats are read for. Echoes' and Artifacts' own actions
#: (foreshadow, promote, echo effects, dig, the free artifact action) have no BGA sample to
#: read them by, so a BGA log stops at their first card; the notation states them.
BGA_READS = ("base", "cities")


def _unsupported(log: BgaLog) -> Unsupported | None:
    """The first set in the log that the engine cannot play, or (a BGA log) whose BGA
    phrases are not read, named by its first card."""
    for expansion in log.expansions:
        if not _readable(log, expansion.set):
            return Unsupported(
                set=expansion.set,
                card=expansion.first_card,
                line=expansion.line,
                move=expansion.move,
            )
    return None


def _readable(log: BgaLog, set_name: str) -> bool:
    """Whether the engine plays ``set_name`` from ``log``."""
    playable = registry.expansion_problem([set_name]) is None
    return playable and (log.format == "notation" or set_name in BGA_READS)


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
        if action_kind(entry) == "meld" and who(entry) not in melded:
            melded[who(entry)] = entry
        elif (entry.kind in CARD_MOVES or entry.kind in ("dogma", "action")) and melded:
            return list(melded.values()), list(entries[k:])
    return list(melded.values()), []


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


def imported_header(record: Record) -> Imported | None:
    """The import facts of a record, or None for a record that is not an imported log."""
    imported = record.header.imported
    return None if isinstance(imported, msgspec.UnsetType) else imported
