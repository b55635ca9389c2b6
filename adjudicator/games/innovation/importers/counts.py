"""The featured icon's counts a log prints at each dogma's start, for the record.

BGA writes, right after a dogma line (after an Endorse's payment tuck, CITY-24), one
line per player: "P has N [icon]." (``icon-count`` entries). They pin every player's
visible icons at that moment (DOGMA-2), which is the best evidence there is for the
splays the tracker drops: the record keeps them (:class:`~.records.IconCounts`) and
the replay compares them with the rules' counts.
"""

from __future__ import annotations

from collections.abc import Iterable

from adjudicator.games.innovation.importers.entries import LogEntry
from adjudicator.games.innovation.importers.phrases import YOU
from adjudicator.games.innovation.records import IconCounts


class CountLines:
    """The icon-count lines of one action, gathered as its entries come: the first run
    of them after its dogma line, one per player (a later run is another dogma's). A
    line of "You" whose name the log never gives counts nobody the record knows."""

    def __init__(self) -> None:
        self.icon: str | None = None
        self.counts: dict[str, int] = {}
        self.closed = False

    def add(self, entry: LogEntry) -> None:
        """Take ``entry`` when it is one of the run's lines; any other entry after the
        run has started closes it."""
        if self.closed:
            return
        if entry.kind != "icon-count":
            self.closed = bool(self.counts)
            return
        if entry.actor in (None, YOU):
            return
        if not self._fits(entry):
            self.closed = True
            return
        assert entry.actor is not None and entry.count is not None
        self.icon = entry.icon
        self.counts[entry.actor] = entry.count

    def _fits(self, entry: LogEntry) -> bool:
        """A line of this run: a player not counted yet, the same icon, a count."""
        return (
            entry.actor not in self.counts
            and entry.count is not None
            and entry.icon is not None
            and self.icon in (None, entry.icon)
        )

    def result(self) -> IconCounts | None:
        """The counts gathered, or None when the log printed none."""
        if self.icon is None or not self.counts:
            return None
        return IconCounts(icon=self.icon, players=dict(self.counts))


def icon_counts(entries: Iterable[LogEntry]) -> IconCounts | None:
    """The counts the icon-count lines among ``entries`` (one action's) report."""
    lines = CountLines()
    for entry in entries:
        lines.add(entry)
    return lines.result()
