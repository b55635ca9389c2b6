"""What the notation states (format "notation"), as the record takes it: the seating, teams,
edition, expansions, whose view, the achievements set aside, the seed, the deal or a
starting position (``header.position``, a referee's dispute), and where each action
starts (its ``action`` entry), so none of its events is tentative.
"""

from __future__ import annotations

from collections.abc import Sequence

from adjudicator.core.problems import FormatError
from adjudicator.games.innovation.importers.action_events import OpenAction, add_entry
from adjudicator.games.innovation.importers.entries import CARD_MOVES, BgaLog, LogEntry, action_kind
from adjudicator.games.innovation.importers.reported import who
from adjudicator.games.innovation.importers.source import problem
from adjudicator.games.innovation.records import SPECTATOR, AnyEvent, Header, Setup
from adjudicator.games.innovation.scenario_position import decode_position
from adjudicator.games.innovation.scenario_spec import SetupSpec


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
        if action_kind(opening) != "meld" or who(opening) in melded:
            break
        melded[who(opening)] = opening
        k += 2
    return list(melded.values()), list(entries[k:])


def stated_actions(entries: Sequence[LogEntry], file: str | None = None) -> list[AnyEvent]:
    """One event per ``action`` entry: the action its next entry opens (a Draw action
    that ends the game past age 10 shows only the end, END-2)."""
    events: list[AnyEvent] = []
    current: OpenAction | None = None
    for k, entry in enumerate(entries):
        if entry.kind == "action":
            if current is not None:
                events.append(current.event())
            following = entries[k + 1] if k + 1 < len(entries) else None
            current = _open_stated(entry, following, file)
        elif current is not None:
            add_entry(current, entry)
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


def _open_stated(action: LogEntry, opening: LogEntry | None, file: str | None) -> OpenAction:
    """The action that ``action`` (an ``action`` entry) announces, from its first line."""
    if opening is not None and opening.line == action.line and action_kind(opening):
        return OpenAction(opening, tentative=False)
    if opening is not None and opening.line == action.line and opening.kind == "end":
        return OpenAction(action, tentative=False, kind="draw")
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
            hands.setdefault(who(entry), []).append(entry.card.name)
    return {**melded, **hands}
