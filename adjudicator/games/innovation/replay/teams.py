"""A four-player BGA log that does not say whether its table played in teams.

BGA's packets carry the table's option, and a team game's own lines speak of a team
(importers.build.speaks_of_teams); a tracker export or a text copied from BGA may show
neither. Such a log is checked as individual play first; when that fails and the same
log checks valid as a team game (partners opposite, TEAM-1), the team game is the
verdict, with a note saying why. The log's named winner wins with the partner (TEAM-2).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

import msgspec

from adjudicator.core.report import Report
from adjudicator.games.innovation.records import Imported, Record, ResultEvent

Checked = TypeVar("Checked")


def with_partners(results: list[ResultEvent], teams: list[list[str]] | None) -> list[ResultEvent]:
    """The results with each winner's partner: BGA names the player who met the goal or
    the victory condition, and the team wins (TEAM-2)."""
    if teams is None:
        return results
    return [
        msgspec.structs.replace(
            result, winners=[p for team in teams if set(team) & set(result.winners) for p in team]
        )
        for result in results
    ]


def opposite_teams(players: list[str]) -> list[list[str]]:
    """Partners sit opposite (TEAM-1): the first and third seats, the second and fourth."""
    return [[players[0], players[2]], [players[1], players[3]]]


def unstated_teams(record: Record) -> list[list[str]] | None:
    """The teams a BGA log would have if its table played in teams, when the log does not
    say whether it did (a tracker export or a text of a whole game, four players, no
    team's words)."""
    h = record.header
    imported = h.imported
    if h.teams or len(h.players) != 4 or not isinstance(imported, Imported):
        return None
    if imported.format not in ("bga-tracker", "bga-text") or not imported.ended:
        return None  # a log that does not end cannot check valid either way
    return opposite_teams(h.players)


def as_team_game(record: Record, teams: list[list[str]]) -> Record:
    """``record`` played in ``teams``: its header's teams, its results' winners with partners."""
    events = [
        with_partners([e], teams)[0] if isinstance(e, ResultEvent) else e for e in record.events
    ]
    header = msgspec.structs.replace(record.header, teams=teams)
    return msgspec.structs.replace(record, header=header, events=events)


def checked_maybe_in_teams(
    record: Record, check: Callable[[Record], Checked], report_of: Callable[[Checked], Report]
) -> Checked:
    """``check(record)``; for a log that does not say whether it is a team game, when that
    is not valid and the log checks valid as a team game, the team game's check."""
    checked = check(record)
    teams = unstated_teams(record)
    first = report_of(checked)
    if teams is None or first.verdict == "valid":
        return checked
    in_teams = check(as_team_game(record, teams))
    report = report_of(in_teams)
    if report.verdict != "valid":
        return checked
    why = first.problems[0].message if first.problems else first.verdict
    pairs = " and ".join(" & ".join(team) for team in teams)
    report.notes.append(
        f"checked as a team game ({pairs}, partners opposite, TEAM-1): the log does not say "
        f"whether the table played in teams, and as individual play it is {first.verdict} "
        f"({why})"
    )
    return in_teams
