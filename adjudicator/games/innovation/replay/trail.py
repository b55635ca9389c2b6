"""The trail of an imported log's replay (issue 14): every imported action explained keeps
a :class:`ChoicePoint` (its :class:`Way`, whether another may exist, the replay before it:
:class:`Saved`) on the replay's :class:`Trail`, which going back over earlier actions
(:mod:`.search_back`) walks, within the bounds kept here. What the imported actions'
replay needs of a replay: :class:`Replayer`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, NamedTuple, Protocol

from adjudicator.core.problems import Problem
from adjudicator.games.innovation.engine.state import State
from adjudicator.games.innovation.records import ActionEvent, AnyEvent
from adjudicator.games.innovation.replay.replaying import Found, Replaying, SavedPosition
from adjudicator.games.innovation.replay.splays import PileKey, SplayAim, Splayed

#: The search back: how many earlier actions (the latest with another explanation) are
#: explained otherwise, how many other explanations each, and how many actions may be
#: replayed in all before the failing action is given up (it is then accepted or wrong).
BACK_POINTS = 10
BACK_WAYS = 5
BACK_RERUNS = 100
#: The actions the searches for wrong counts (among the splays) may replay in a game.
COUNT_RERUNS = 5 * BACK_RERUNS
#: A count that an action explained otherwise breaks on the way: the actions before it
#: about the piles it splays otherwise now that are explained otherwise too, and how
#: many events before the count they may be; an entry it breaks whose counts fit: the
#: actions replayed since that are explained otherwise (:func:`~.search_back._resplay_later`).
MISSED_POINTS = 2
MISSED_WINDOW = 16


class Saved(NamedTuple):
    """The replay before event ``at``: the position, how long its lists were, and the
    events from ``at`` on as imported (joining tentative events rewrites them)."""

    position: SavedPosition
    problems: int
    notes: int
    checked: int
    positions: int
    at: int
    tail: tuple[AnyEvent, ...]


class Way(NamedTuple):
    """An explanation of an imported action: how many tentative followers it joins and
    how many answer lists that fit were passed over (``skip``); ``by_splays``: only
    those leaving these piles splayed otherwise than the ones before count (a wrong
    count points at them, :mod:`.splays`)."""

    joined: int = 0
    skip: int = 0
    by_splays: SplayAim | None = None


class ChoicePoint(NamedTuple):
    """An imported action as explained: where, from what position, by which way, and
    whether another way may exist (other answer lists fit, more followers to join)."""

    at: int
    before: Saved
    way: Way
    ambiguous: bool
    followers: int
    splays: frozenset[PileKey] = frozenset()  # the piles its splay decisions were about
    splayed: tuple[Splayed, ...] = ()  # how they were splayed

    def next_way(self) -> Way | None:
        """The explanation to try after this one, if any may exist."""
        if self.ambiguous:
            return Way(self.way.joined, self.way.skip + 1, self.way.by_splays)
        if self.way.joined < self.followers and self.way.by_splays is None:
            return Way(self.way.joined + 1)
        return None

    def other_splays(self, piles: frozenset[PileKey], *, anew: bool = False) -> Way | None:
        """The first explanation leaving ``piles`` (those its splay decisions were
        about) splayed otherwise than this one, if any may. One found by aiming at the
        same piles goes on to that aim's next way, unless ``anew`` (it was replayed
        after an earlier action explained otherwise: the way that aim left out, how the
        piles were splayed before it, may fit now)."""
        piles &= self.splays
        if not piles:
            return None
        if not anew and self.way.by_splays is not None and self.way.by_splays.piles == piles:
            return self.next_way()
        return Way(self.way.joined, 0, SplayAim.of(self.splayed, piles))


@dataclass
class Trail:
    """The choice points of a replay's imported actions so far, in order, and the events
    (by identity) whose recorded outcome was accepted (they may be again on a re-run)."""

    points: list[ChoicePoint] = field(default_factory=list)
    accepted: set[int] = field(default_factory=set)
    searching: bool = False  # going back: fewer hidden cards are taken to be others then
    by_splays: SplayAim | None = None  # the way being tried's (Way.by_splays)
    stopped: int = 0  # where the last replay through the actions after a point stopped
    # the piles a wrong count pointed at, with the actions tried for them (at, way)
    resplayed: set[tuple[frozenset[PileKey], tuple[Any, ...]]] = field(default_factory=set)
    count_reruns: int = COUNT_RERUNS  # left for them in this game
    splays: frozenset[PileKey] = frozenset()  # the last action's splay decisions' piles
    reruns: int = 0  # the actions replayed in going back, in all
    accepted_before: bool = False  # the action being explained was accepted before
    # the searches made while going back, by what they read (replay.infer)
    found: dict[bytes, Found] = field(default_factory=dict)


class Replayer(Replaying, Protocol):
    """The replay driving an imported record (:class:`~adjudicator.games.innovation.replay.Replay`)."""

    events: list[AnyEvent]
    event_index: int
    problems: list[Problem]
    notes: list[str]
    actions_checked: int
    positions: list[tuple[State, int]]
    may_accept: bool
    accepted_last: bool
    skip_solutions: int
    last_ambiguous: bool
    trail: Trail
    omits: frozenset[str]

    def replay_action(self, event: ActionEvent) -> None: ...

    def may_open(self, event: ActionEvent) -> bool: ...


def save(replay: Replayer, at: int) -> Saved:
    return Saved(
        replay.checkpoint(),
        len(replay.problems),
        len(replay.notes),
        replay.actions_checked,
        len(replay.positions),
        at,
        tuple(replay.events[at:]),
    )


def restore(replay: Replayer, saved: Saved) -> None:
    replay.rollback(saved.position)
    del replay.problems[saved.problems :]
    del replay.notes[saved.notes :]
    del replay.positions[saved.positions :]
    replay.actions_checked = saved.checked
    replay.events[saved.at :] = saved.tail


def start_event(replay: Replayer, i: int) -> None:
    replay.event_index = i
    replay.hidden.start_event(i)
