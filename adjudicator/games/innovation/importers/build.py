"""What every parser does last: the facts of a whole log gathered from its entries."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from adjudicator.games.innovation.importers.entries import (
    BgaLog,
    CardSeen,
    Ending,
    Expansion,
    Format,
    LogEntry,
    Player,
)
from adjudicator.games.innovation.importers.source import problem

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


def ending(entries: Sequence[LogEntry]) -> Ending | None:
    """How the game ended, from an END OF GAME line (the score ending names no winner)."""
    for entry in entries:
        if entry.kind == "end":
            winner = entry.actor if entry.reason in ("achievements", "dogma") else None
            return Ending(reason=entry.reason, winner=winner)
    return None


def players_in_order_seen(entries: Sequence[LogEntry]) -> tuple[Player, ...]:
    """The players as they first appear, for a format that does not list them."""
    names: dict[str, None] = {}
    for entry in entries:
        if entry.kind in _NEUTRAL:
            continue
        for name in (entry.actor, entry.target):
            if name is not None:
                names.setdefault(name)
    return tuple(Player(name=name) for name in names)


def finish(
    format: Format,
    players: tuple[Player, ...],
    entries: list[LogEntry],
    *,
    file: str | None,
    viewer: str | None,
    viewer_hand: tuple[CardSeen, ...] = (),
) -> BgaLog:
    """The BgaLog of a parsed file; another game's log (nothing Innovation in it) refused."""
    if not any(entry.kind not in _NEUTRAL for entry in entries):
        line = entries[0].line if entries else None
        raise problem("no Innovation message in this log: another game's log?", file, line=line)
    end = ending(entries)
    achievements = next(
        (e.count for e in entries if e.kind == "end" and e.reason == "achievements"), None
    )
    return BgaLog(
        format=format,
        players=players or players_in_order_seen(entries),
        entries=tuple(entries),
        viewer=viewer,
        first_player=next((e.actor for e in entries if e.kind == "first-player"), None),
        expansions=expansions_seen(entries),
        achievements_to_win=achievements,
        ended=end,
        left=tuple(e.actor for e in entries if e.kind == "left" and e.actor is not None),
        viewer_hand=viewer_hand,
        file=file,
    )
