"""The table options a BGA log does not record: a team game, the extra achievement, and
Cities of Destiny when no city shows.

BGA's packets carry the team option, and a team game's own lines speak of a team
(importers.build.speaks_of_teams); a tracker export or a text copied from BGA may show
neither. BGA's "extra achievement to win" option shows only in an END OF GAME line by
achievements (the table's number), never in a game that ends otherwise. A whole log
is checked as the log says first; when that is not valid, it is checked again with the
options it leaves open — the extra achievement (the rules' number may end the game, or
make a special achievement end it, where the log goes on), a team game (partners
opposite, TEAM-1) when four played, and, for a log that does not show a hidden card's
back, a Cities of Destiny game whose cities all stayed hidden (with those options again) —
and the first that checks valid is the verdict, with a note saying why. The winner a log
names wins with the partner (TEAM-2).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TypeVar

import msgspec

from adjudicator.core.report import Report
from adjudicator.games.innovation.records import Imported, Record, ResultEvent

Checked = TypeVar("Checked")

#: How a record says the goal was not stated: the extra achievement inferred from the play.
EXTRA = "extra"


def with_partners(result: ResultEvent, teams: list[list[str]] | None) -> ResultEvent:
    """The result with each winner's partner: BGA names the player who met the goal or
    the victory condition, and the team wins (TEAM-2)."""
    if teams is None:
        return result
    winners = [p for team in teams if set(team) & set(result.winners) for p in team]
    return msgspec.structs.replace(result, winners=winners)


def opposite_teams(players: list[str]) -> list[list[str]]:
    """Partners sit opposite (TEAM-1): the first and third seats, the second and fourth."""
    return [[players[0], players[2]], [players[1], players[3]]]


def _open_options(record: Record) -> Imported | None:
    """The import facts of a whole BGA log whose table options may be left open."""
    imported = record.header.imported
    if not isinstance(imported, Imported) or not imported.ended:
        return None  # a log that does not end cannot check valid in any way
    return imported if imported.format.startswith("bga-") else None


def unstated_teams(record: Record) -> list[list[str]] | None:
    """The teams a BGA log would have if its table played in teams, when the log does not
    say whether it did (a tracker export or a text of a whole game, four players, no
    team's words)."""
    imported = _open_options(record)
    h = record.header
    if imported is None or h.teams or len(h.players) != 4:
        return None
    return opposite_teams(h.players) if imported.format in ("bga-tracker", "bga-text") else None


def as_team_game(record: Record, teams: list[list[str]]) -> Record:
    """``record`` played in ``teams``: its header's teams, its results' winners with partners."""
    events = [with_partners(e, teams) if isinstance(e, ResultEvent) else e for e in record.events]
    header = msgspec.structs.replace(record.header, teams=teams)
    return msgspec.structs.replace(record, header=header, events=events)


def with_extra_achievement(record: Record) -> Record | None:
    """``record`` at a table that played to one achievement more than the rules' number
    (BGA's option, END-1), when no option gave the number: the log states none, or its end
    line's count, which may leave out the flags and fountains that counted (CITY-18,
    CITY-19), is no more than the rules' number; else None."""
    imported = _open_options(record)
    if imported is None or imported.achievements_from not in ("rules", "end line"):
        return None
    facts = msgspec.structs.replace(imported, achievements_from=EXTRA)
    header = msgspec.structs.replace(record.header, imported=facts)
    return msgspec.structs.replace(record, header=header)


def with_unseen_cities(record: Record) -> Record | None:
    """``record`` as a Cities of Destiny game, when its log names no city and does not
    show a hidden card's back (BGA's text: "draws a [4]" is a city or not, CITY-1): every
    city drawn may have stayed hidden (a spectator's view, a player's of the others'
    draws) and the game still be one (a city drawn on each new color, CITY-10, and one
    achievement more to win, CITY-3); else None."""
    imported = _open_options(record)
    expansions = record.header.expansions or []
    if imported is None or imported.unsupported is not None or "cities" in expansions:
        return None
    if imported.format != "bga-text" and not imported.backs_unsaid:
        return None
    header = msgspec.structs.replace(record.header, expansions=[*expansions, "cities"])
    return msgspec.structs.replace(record, header=header)


def _readings(record: Record) -> Iterator[tuple[Record, str]]:
    """The other readings of ``record``'s table to try, each with what the note says."""
    yield from _option_readings(record)
    cities = with_unseen_cities(record)
    if cities is None:
        return
    game = "a Cities of Destiny game (every city it drew stayed hidden)"
    yield cities, game
    for reading, what in _option_readings(cities):
        yield reading, f"{game}, {what}"


def _option_readings(record: Record) -> Iterator[tuple[Record, str]]:
    """The readings of a team game and of BGA's extra achievement to win."""
    extra = with_extra_achievement(record)
    if extra is not None:
        yield extra, "BGA's extra achievement to win"
    teams = unstated_teams(record)
    if teams is None:
        return
    pairs = " and ".join(" & ".join(team) for team in teams)
    team_game = as_team_game(record, teams)
    yield team_game, f"a team game ({pairs}, partners opposite, TEAM-1)"
    team_extra = with_extra_achievement(team_game)
    if team_extra is not None:
        yield team_extra, f"a team game ({pairs}) with BGA's extra achievement to win"


def checked_with_table_options(
    record: Record, check: Callable[[Record], Checked], report_of: Callable[[Checked], Report]
) -> Checked:
    """``check(record)``; for a whole BGA log that is not valid so, the first reading of
    its table's unrecorded options that checks valid (:func:`_readings`), noted."""
    checked = check(record)
    first = report_of(checked)
    if first.verdict == "valid":
        return checked
    for reading, what in _readings(record):
        again = check(reading)
        report = report_of(again)
        if report.verdict == "valid":
            why = first.problems[0].message if first.problems else first.verdict
            report.notes.append(
                f"checked as {what}: the log does not say so, and as it reads the check is "
                f"{first.verdict} ({why})"
            )
            return again
    return checked
