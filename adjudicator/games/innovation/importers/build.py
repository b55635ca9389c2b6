"""What every parser does last: the facts of a whole log gathered from its entries."""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence

import msgspec

from adjudicator.games.innovation.importers.entries import (
    BgaLog,
    CardSeen,
    Ending,
    Expansion,
    Format,
    LogEntry,
    Player,
    Standing,
)
from adjudicator.games.innovation.importers.phrases import JOINT_NAMES, TEAM_WORD
from adjudicator.games.innovation.importers.source import problem
from adjudicator.games.innovation.records import MAX_PLAYERS, MIN_PLAYERS

#: Entry kinds that say nothing about Innovation by themselves.
_NEUTRAL = frozenset({"info", "action", "left"})


def _cards_of(entry: LogEntry) -> Iterable[CardSeen]:
    if entry.card is not None:
        yield entry.card
    yield from entry.cards


def expansions_seen(entries: Sequence[LogEntry]) -> tuple[Expansion, ...]:
    """Each non-base set in the order first seen, named by its first card with a name
    (a hidden card shows its set but not its name: the first named one is given)."""
    first: dict[str, LogEntry] = {}
    named: dict[str, tuple[str, LogEntry]] = {}
    for entry in entries:
        for card in _cards_of(entry):
            if card.set is None or card.set == "base":
                continue
            first.setdefault(card.set, entry)
            if card.name is not None and card.set not in named:
                named[card.set] = (card.name, entry)
    result: list[Expansion] = []
    for set_name, entry in first.items():
        name, where = named.get(set_name, (None, entry))
        result.append(Expansion(set=set_name, first_card=name, line=where.line, move=where.move))
    return tuple(result)


def ending(entries: Sequence[LogEntry], standings: Sequence[Standing] = ()) -> Ending | None:
    """How the game ended: the END OF GAME line (the score ending names who drew past
    10, not the winner), else BGA's bare end of game; the winners the line names, else
    those BGA's final standings give (packets only)."""
    ends = [e for e in entries if e.kind == "end"]
    if not ends:
        return None
    line = next((e for e in ends if e.reason is not None), ends[0])
    named = line.reason in ("achievements", "dogma")
    winner = line.actor if named else None
    winners = (line.winners or (winner,)) if named and winner else ()
    return Ending(
        line.reason, winner, winners or winners_of(line.reason, standings), tuple(standings)
    )


def named_together(entry: LogEntry, names: Collection[str]) -> LogEntry:
    """An END OF GAME line naming partners together ("P and Q have got 7 achievements."):
    its winners are both (a team game's, TEAM-2); a name that is no player's is no winner."""
    if entry.kind != "end" or entry.actor is None or entry.actor in names:
        return entry
    parts = JOINT_NAMES.split(entry.actor)
    if len(parts) > 1 and all(part in names for part in parts):
        return msgspec.structs.replace(entry, actor=parts[0], winners=tuple(parts))
    return msgspec.structs.replace(entry, actor=None)


def winners_of(reason: str | None, standings: Sequence[Standing]) -> tuple[str, ...]:
    """The winners the final standings give: those ranked first, else (a score ending,
    END-2) the single player with the highest final score. A tie on score is broken by
    achievements, which the scores do not give: no winner then."""
    first = tuple(s.player for s in standings if s.rank == 1)
    if first:
        return first
    scores = [s.score for s in standings]
    if reason != "score" or not standings or None in scores:
        return ()
    best = max(s.score or 0 for s in standings)
    top = tuple(s.player for s in standings if s.score == best)
    return top if len(top) == 1 else ()


#: The 4th edition's ages go to 11 (its game ends on a draw above 11): a card of age 11
#: or more shows a 4th-edition table, whose texts the engine does not play.
FOURTH_EDITION_AGE = 11


def fourth_edition_evidence(entries: Sequence[LogEntry]) -> LogEntry | None:
    """The first entry showing a card of an age only the 4th edition has."""
    for entry in entries:
        if any((c.age or 0) >= FOURTH_EDITION_AGE for c in _cards_of(entry)):
            return entry
    return None


def speaks_of_teams(entries: Sequence[LogEntry]) -> bool:
    """Whether a line of BGA's own (an END OF GAME line, a splay, a line read as
    commentary) speaks of a team: BGA writes its team games' messages in a team's words,
    which no individual game uses. A card's name is never read here."""
    return any(
        entry.kind in ("end", "splay", "info") and TEAM_WORD.search(entry.text) is not None
        for entry in entries
    )


def players_in_order_seen(entries: Sequence[LogEntry]) -> tuple[Player, ...]:
    """The players as they first appear, for a format that does not list them."""
    names: dict[str, None] = {}
    for entry in entries:
        if entry.kind in _NEUTRAL or entry.kind == "end":  # the end names no one new
            continue
        for name in (entry.actor, entry.target):
            if name is not None:
                names.setdefault(name)
    return tuple(Player(name=name) for name in names)


def refuse_player_count(
    players: Sequence[Player], entries: Sequence[LogEntry], file: str | None
) -> None:
    """Innovation is for 2 to 4 players: a log naming more (a time or a tag before each
    name makes every line another player) is refused at the first line of the fifth,
    one naming fewer (an excerpt of one player's moves) at its first line."""
    if len(players) < MIN_PLAYERS:
        named = f"one player ({players[0].name!r})" if players else "no player"
        raise problem(
            f"the log names {named}; Innovation is for {MIN_PLAYERS} to {MAX_PLAYERS}",
            file,
            line=entries[0].line if entries else None,
        )
    if len(players) <= MAX_PLAYERS:
        return
    fifth = players[MAX_PLAYERS].name
    line = next((e.line for e in entries if fifth in (e.actor, e.target)), None)
    shown = ", ".join(repr(p.name) for p in players[: MAX_PLAYERS + 1])
    shown += ", …" if len(players) > MAX_PLAYERS + 1 else ""
    raise problem(
        f"the log names {len(players)} players ({shown}); Innovation is for 2 to "
        f"{MAX_PLAYERS} (does something stand before each player's name?)",
        file,
        line=line,
    )


def finish(
    format: Format,
    players: tuple[Player, ...],
    entries: list[LogEntry],
    *,
    file: str | None,
    viewer: str | None,
    viewer_hand: tuple[CardSeen, ...] = (),
    standings: Sequence[Standing] = (),
    team_game: bool | None = None,
    seated: bool = False,
    backs_unsaid: bool = False,
) -> BgaLog:
    """The BgaLog of a parsed file; another game's log (nothing Innovation in it) refused.
    ``edition`` is 4 when the log shows a 4th-edition table, else None (BGA's default,
    the 3rd edition texts). ``team_game``: what the log's table options say (packets),
    else a 4-player log is a team game when a line speaks of a team (:func:`speaks_of_teams`)."""
    if not any(entry.kind not in _NEUTRAL for entry in entries):
        line = entries[0].line if entries else None
        raise problem("no Innovation message in this log: another game's log?", file, line=line)
    achievements = next(
        (e.count for e in entries if e.kind == "end" and e.reason == "achievements"), None
    )
    players = players or players_in_order_seen(entries)
    refuse_player_count(players, entries, file)
    names = {p.name for p in players}
    entries = [named_together(e, names) for e in entries]
    together = any(len(e.winners) > 1 for e in entries if e.kind == "end")
    return BgaLog(
        format=format,
        players=players,
        entries=tuple(entries),
        viewer=viewer,
        first_player=next((e.actor for e in entries if e.kind == "first-player"), None),
        expansions=expansions_seen(entries),
        edition=4 if fourth_edition_evidence(entries) is not None else None,
        achievements_to_win=achievements,
        ended=ending(entries, standings),
        left=tuple(e.actor for e in entries if e.kind == "left" and e.actor is not None),
        viewer_hand=viewer_hand,
        file=file,
        team_game=team_game if team_game is not None else together or speaks_of_teams(entries),
        seated=seated,
        backs_unsaid=backs_unsaid,
    )
