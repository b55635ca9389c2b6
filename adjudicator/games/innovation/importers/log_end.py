"""Where an imported log stops being checkable, and how it says the game ended.

- A 4th-edition table (its cards go to age 11) is refused: the engine plays the 3rd
  edition texts, BGA's default, and would misread every card the editions word apart.
- A player who left the table (BGA's ``removedPlayer``) while the others played on:
  BGA plays the leaver's turns as a "zombie", which the rules do not know, so the log is
  checked up to the leaving (the verdict is then ``incomplete``).
- A log naming a card no set knows, or moving a card to or from someone who is not at
  the table, is refused at that entry (the checker could not place the card).
- Nothing after a BGA log's END OF GAME line is play.
- The record's result: the END OF GAME line's reason and the winners the log names (the
  line's winner, or BGA's final standings for a score ending, END-2). When the line and
  BGA's final standings name different winners, the record carries both results, so
  that the check reports the one the rules do not follow as a divergence.
"""

from __future__ import annotations

from adjudicator.core.problems import FormatError
from adjudicator.games.innovation.engine import registry
from adjudicator.games.innovation.engine.cards import BASE
from adjudicator.games.innovation.importers.build import FOURTH_EDITION_AGE, fourth_edition_evidence
from adjudicator.games.innovation.importers.entries import CARD_MOVES, BgaLog, CardSeen, LogEntry
from adjudicator.games.innovation.importers.names import resolve
from adjudicator.games.innovation.importers.source import problem
from adjudicator.games.innovation.records import ResultEvent

#: What a log's moves are besides card moves (a player who left before them left early).
_PLAY = frozenset({*CARD_MOVES, "dogma", "splay"})


def refuse_other_editions(log: BgaLog) -> None:
    """A log from one of BGA's 4th-edition tables is refused, naming its first card of
    age 11 (or the draw above 11 that ended it); so is any edition but the 3rd and 1st."""
    if log.edition in (None, 1, 3):
        return
    entry = fourth_edition_evidence(log.entries) if log.edition == 4 else None
    what = (
        f"a 4th-edition table (it shows age {FOURTH_EDITION_AGE}: {entry.text!r})"
        if entry
        else f"edition {log.edition}"
    )
    raise problem(
        f"{what}; only the 3rd edition (BGA's default) and the 1st are supported",
        log.file,
        line=entry.line if entry is not None else None,
        move=entry.move if entry is not None else None,
    )


def refuse_strangers(log: BgaLog) -> None:
    """A log whose entry names a card no set knows (in a set the engine plays: another
    set's cards stop the check at the first of them), moves a special achievement as a
    card, or moves a card to or from a player who is not at the table (or a player's
    zone with no player), is refused there, naming the entry."""
    if log.format == "notation":
        return
    players = frozenset(log.player_names())
    for entry in log.entries:
        said = _strange_card(entry) or (
            _strange_place(entry, players) if entry.kind in CARD_MOVES else None
        )
        if said is not None:
            raise _at(log, entry, f"{said} ({entry.text!r})")


def _strange_card(entry: LogEntry) -> str | None:
    """What is wrong with a card the entry names: none of the sets has it, or it is a
    special achievement (SPECIAL-1) moved but to someone's achievements."""
    for card in _cards(entry):
        if card.name is None or not _playable(card):
            continue
        known = resolve(card.name)
        if known is None:
            return f"a card no set knows: {card.name!r}"
        if known.age is None and entry.kind in CARD_MOVES and not _claimed(entry):
            return f"{known.name} is a special achievement, not a card to {entry.kind}"
    return None


def _claimed(entry: LogEntry) -> bool:
    """Whether a move goes between achievements (a claim, however the log flags it)."""
    zones = {p.zone for p in (entry.source, entry.dest) if p is not None}
    return entry.kind == "claim" or zones <= {"achievements"}


def _strange_place(entry: LogEntry, players: frozenset[str]) -> str | None:
    """What is wrong with where a card move goes: to or from a player not at the table,
    or to or from a player's zone that names no player."""
    for place in (entry.source, entry.dest):
        if place is None:
            continue
        if place.player is not None and place.player not in players:
            return f"{place.player!r} is not a player at this table ({', '.join(sorted(players))})"
        if place.player is None and place.zone in _PLAYERS_ZONES:
            return f"a card moved to or from a {place.zone} that is no player's"
    return None


#: The zones that belong to a player (a move to or from one names its owner).
_PLAYERS_ZONES = frozenset({"hand", "board", "score", "revealed", "display", "forecast"})


def _cards(entry: LogEntry) -> tuple[CardSeen, ...]:
    return (*((entry.card,) if entry.card is not None else ()), *entry.cards, *entry.others)


def _playable(card: CardSeen) -> bool:
    """Whether the card's set is one the engine plays (or not said)."""
    return card.set in (None, BASE) or registry.expansion_problem([card.set]) is None


def _at(log: BgaLog, entry: LogEntry, message: str) -> FormatError:
    return problem(message, log.file, line=entry.line, move=entry.move)


def leaving(log: BgaLog) -> int | None:
    """The index of the entry of the first player who left the table while the game
    went on (moves follow it); None when nobody left, or left only as the game ended."""
    for k, entry in enumerate(log.entries):
        if entry.kind == "left" and any(e.kind in _PLAY for e in log.entries[k + 1 :]):
            return k
    return None


def after_the_end(log: BgaLog) -> int | None:
    """The index of the first entry after a BGA log's END OF GAME line: nothing after it
    is play (the game was over), whatever BGA or the tracker wrote there."""
    if log.format == "notation":
        return None
    for k, entry in enumerate(log.entries):
        if entry.kind == "end" and entry.reason is not None:
            return k + 1
    return None


def result_event(log: BgaLog, *, stopped: bool) -> ResultEvent | None:
    """How the log says the game ended, when it says why and was not cut short. The
    notation names every winner, and the card of a dogma's win (END-3), as the rules
    name that ending."""
    ending = log.ended
    if stopped or ending is None or ending.reason is None:
        return None
    end = next((e for e in reversed(log.entries) if e.kind == "end"), None)
    if log.format == "notation" and end is not None:
        reason = end.card.name if end.reason == "dogma" and end.card and end.card.name else None
        return ResultEvent(winners=list(end.winners), reason=reason or ending.reason)
    return ResultEvent(winners=list(ending.winners), reason=ending.reason)


def result_events(log: BgaLog, *, stopped: bool) -> list[ResultEvent]:
    """The record's results: the END OF GAME line's, then BGA's final standings' when
    they name other winners (packets only): the log contradicts itself there, and the
    check names both sides."""
    result = result_event(log, stopped=stopped)
    if result is None:
        return []
    ranked = ranked_first(log)
    if ranked and result.winners and sorted(ranked) != sorted(result.winners):
        return [result, ResultEvent(winners=ranked, reason=result.reason)]
    return [result]


def ranked_first(log: BgaLog) -> list[str]:
    """The players BGA's final standings rank first (none when the format has none)."""
    standings = log.ended.standings if log.ended is not None else ()
    return [s.player for s in standings if s.rank == 1]
