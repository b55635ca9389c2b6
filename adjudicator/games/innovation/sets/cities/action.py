"""The Endorse action's struct (CITY-21); its rules are in :mod:`.endorse`."""

from __future__ import annotations

from adjudicator.games.innovation.engine.actions import Action


class Endorse(Action, frozen=True, tag="endorse"):
    """CITY-21: endorse ``card`` (a top card) through ``city`` (a top city with
    its featured icon; when absent, the highest such city)."""

    card: str
    city: str | None = None

    def __str__(self) -> str:
        through = f" through {self.city}" if self.city else ""
        return f"{self.player} takes the Endorse action on {self.card}{through}"
