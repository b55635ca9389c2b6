"""Whether a four-player BGA log is a team game, from whom its demands affect.

The icon counts BGA prints at each dogma's start ("P has 4 [castle].", DOGMA-2) and its
"P has to execute the I demand effect." lines show whom a demand affected: every other
player with fewer of the featured icon in individual play, only opponents in a team game
(TEAM-1: demands do not affect your partner, who sits opposite).
"""

from __future__ import annotations

from collections.abc import Sequence

from adjudicator.games.innovation.importers.entries import LogEntry

#: The partner sits two seats on (TEAM-1).
PARTNER_SEATS = 2


def demands_show_teams(entries: Sequence[LogEntry], players: Sequence[str]) -> bool | None:
    """True when a demand that affected someone spared the activating player's partner
    though the partner had fewer of the featured icon; False when a demand affected the
    partner (individual play); None when no demand shows either (or not four players)."""
    if len(players) != 4:
        return None
    spared = False
    for activator, counts, demanded in _demands(entries):
        partner = players[(players.index(activator) + PARTNER_SEATS) % 4]
        if partner in demanded:
            return False
        fewer = counts.get(partner, 99) < counts.get(activator, -1)
        spared = spared or bool(demanded and fewer)
    return True if spared else None


def _demands(
    entries: Sequence[LogEntry],
) -> list[tuple[str, dict[str, int], set[str]]]:
    """Each dogma of a player: the icon counts printed at its start and who executed its
    demand."""
    found: list[tuple[str, dict[str, int], set[str]]] = []
    for entry in entries:
        if entry.kind == "dogma" and entry.actor is not None:
            found.append((entry.actor, {}, set()))
        elif entry.kind == "action":
            found.append(("", {}, set()))  # a new action: what follows is no dogma's
        elif not found or entry.actor is None:
            continue
        elif entry.kind == "icon-count" and entry.count is not None:
            found[-1][1].setdefault(entry.actor, entry.count)
        elif entry.kind == "execute" and (entry.effect or "").startswith("I demand"):
            found[-1][2].add(entry.actor)
    return [(a, counts, demanded) for a, counts, demanded in found if a]
