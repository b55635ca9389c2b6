"""What ``adjudicator simulate`` hands a worker and gets back, for every game:
a task (the game, its seed and options) and the record it played."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SimulateTask:
    """One game for ``adjudicator simulate`` to play and record (a batch work item)."""

    players: int
    seed: int
    teams: bool = False
    edition: int = 3
    view: str | None = None
    jsonl: bool = False
    game: str = "innovation"
    expansions: tuple[str, ...] = ()

    @property
    def filename(self) -> str:
        """``game-0040.json``; ``game-0040-alice.jsonl`` for alice's view in JSON Lines."""
        viewer = f"-{self.view}" if self.view else ""
        return f"game-{self.seed:04d}{viewer}{'.jsonl' if self.jsonl else '.json'}"


@dataclass(frozen=True)
class SimulatedRecord:
    """A played game's record file content and what the summary line says."""

    content: bytes | bytearray  # the events' buffer, finished in place (no copy)
    actions: int
    winners: list[str]
    game_over: str | None
    error: str | None = None  # why the playout failed (an engine error)

    @property
    def summary(self) -> str:
        result = (
            f"{', '.join(self.winners)} won ({self.game_over})" if self.winners else "unfinished"
        )
        return f"{self.actions} actions, {result}"


def failed_simulation(task: SimulateTask, reason: str) -> SimulatedRecord:
    """A game whose playout failed inside the engine: no record, the reason."""
    return SimulatedRecord(content=b"", actions=0, winners=[], game_over=None, error=reason)
