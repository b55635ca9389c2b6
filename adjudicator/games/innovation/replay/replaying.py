"""The replay as the modules that take part in it see it (:mod:`.infer`, :mod:`.look_alikes`,
:mod:`.rearranged`, :mod:`.log_end`, :mod:`.imported`, :mod:`.ending`): what a search for an
imported action's answers found (:class:`Found`), what it needs of the replay
(:class:`Replaying`) and of its going back over earlier actions (:class:`Searching`). The
replay itself (:class:`~adjudicator.games.innovation.replay.Replay`) drives them from
above.
"""

from __future__ import annotations

from typing import Any, NamedTuple, Protocol

from adjudicator.games.innovation.engine.game import Game
from adjudicator.games.innovation.engine.state import State
from adjudicator.games.innovation.records import AnyEvent
from adjudicator.games.innovation.replay.hidden import Checkpoint, HiddenCards
from adjudicator.games.innovation.replay.source import RecordDraws
from adjudicator.games.innovation.replay.splays import PileKey

SavedPosition = tuple[tuple[State, int, int], Checkpoint]


class Found(NamedTuple):
    """What the search found: the answers (None: nothing explains the log), how many
    answer lists were replayed, whether another list gave the same result, the closest
    miss (for the report), whether the search hit its bound and the piles its splay
    decisions were about (:func:`~.splays.splay_choices`)."""

    answers: list[Any] | None
    tried: int
    ambiguous: bool
    closest: str | None
    bounded: bool
    splays: frozenset[PileKey] = frozenset()


class Searching(Protocol):
    """Whether a replay is going back over earlier actions, and whether the action it
    explains had its outcome accepted before (:class:`.trail.Trail`)."""

    searching: bool
    accepted_before: bool
    found: dict[bytes, Found]  # the searches made while going back, by what they read


class Replaying(Protocol):
    """What the search needs of a replay: its game, the record's draws, going back, and
    the record's events (later ones may show what this one hides)."""

    game: Game
    events: list[AnyEvent]
    event_index: int
    draws: RecordDraws
    hidden: HiddenCards
    omits: frozenset[str]  # what the log does not show ("splay", "rearrange")

    @property
    def trail(self) -> Searching: ...

    def checkpoint(self) -> SavedPosition: ...

    def rollback(self, saved: SavedPosition) -> None: ...
