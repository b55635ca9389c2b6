"""Going back to earlier choices when a later entry needs them (issue 14).

A log hides what only later entries decide (which of two hidden cards of one age, a
city and a base card, a player returned; a splay the tracker drops): when no
explanation of an action fits, the latest earlier actions that have another one are
explained otherwise, one at a time, each resumed from its kept position (never from the
game's start) and the actions after it replayed up to the one that failed
(:func:`search_back`, bounded by :data:`~.trail.BACK_POINTS`, :data:`~.trail.BACK_WAYS`
and :data:`~.trail.BACK_RERUNS`; a note says when the bound stopped it). A count the
board does not give, where the log drops splays, is searched for among the splays first
(:mod:`.splays`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

from adjudicator.core.report import event_label
from adjudicator.core.steps import Step
from adjudicator.games.innovation.engine.actions import Action
from adjudicator.games.innovation.engine.state import State
from adjudicator.games.innovation.records import ActionEvent, AnyEvent
from adjudicator.games.innovation.replay.splays import PileKey, count_error, piles_to_resplay
from adjudicator.games.innovation.replay.trail import (
    BACK_POINTS,
    BACK_RERUNS,
    BACK_WAYS,
    MISSED_POINTS,
    MISSED_WINDOW,
    ChoicePoint,
    Replayer,
    Saved,
    Way,
    restore,
    save,
    start_event,
)
from adjudicator.games.innovation.replay.ways import explain


def search_back(replay: Replayer, i: int) -> int | None:
    """Explain an earlier action otherwise so that event ``i`` fits: the latest choice
    points with another way first, each way resumed from the point's kept position and
    the actions after it replayed through event ``i``. The index after event ``i`` when
    one fits; else the replay is as it was (a note says when the bound stopped it)."""
    trail = replay.trail
    failing, whole = save(replay, i), _keep_whole(replay)
    trail.searching = True
    try:
        return _search_from(replay, i, failing, whole)
    finally:
        trail.searching = False


def _search_from(replay: Replayer, i: int, failing: Saved, whole: _Whole) -> int | None:
    budget = [BACK_RERUNS]
    points = whole.points
    # a count the board does not give: first the actions that may have splayed a pile
    # whose other splay gives it, by the answers leaving other splays (.splays)
    # (only where the log drops splays: elsewhere a wrong count is a note at once)
    dropped = "splay" in replay.omits
    piles = piles_to_resplay(replay.game.state, replay.events[i]) if dropped else frozenset()
    resplayed = [n for n, p in enumerate(points) if p.splays & piles][-BACK_POINTS:]
    # tried before with no other explanation since: a later count the same wrong splay
    # gives is not searched for again
    tried = (piles, tuple((points[n].at, points[n].way) for n in resplayed))
    found = None
    trail = replay.trail
    resplaying = bool(resplayed) and tried not in trail.resplayed and trail.count_reruns > 0
    if resplaying:
        given = budget[0] = min(BACK_RERUNS, trail.count_reruns)
        found = _revisit(
            replay, i, whole, resplayed, lambda p: p.other_splays(piles), budget, counted=True
        )
        trail.resplayed.add(tried)
        trail.count_reruns -= given - budget[0]
        if found is None:
            restore(replay, failing)
            _restore_whole(replay, whole)
    # other ways of the latest actions, for what hidden cards decide; a wrong count
    # searched for among the splays is not searched for again here (the splays are
    # the board's; other ways gave none and cost most of a game's re-runs), nor one
    # pointing at piles once the game's searches among the splays are spent
    revisited = [n for n, p in enumerate(points) if p.next_way() is not None][-BACK_POINTS:]
    spent = bool(piles) and trail.count_reruns <= 0
    if found is None and not resplaying and not spent:
        found = _revisit(replay, i, whole, revisited, ChoicePoint.next_way, budget)
    if found is not None:
        return found
    restore(replay, failing)
    _restore_whole(replay, whole)
    start_event(replay, i)
    if budget[0] <= 0:
        replay.notes.append(
            f"{event_label(i)}: the search back over earlier actions stopped at its bound "
            f"of {BACK_RERUNS} replayed actions"
        )
    return None


def _revisit(
    replay: Replayer,
    i: int,
    whole: _Whole,
    revisited: list[int],
    next_way: Callable[[ChoicePoint], Way | None],
    budget: list[int],
    *,
    counted: bool = False,
    left: int | None = None,
    ways: dict[int, Way] | None = None,
    first_way: Callable[[ChoicePoint], Way | None] | None = None,
) -> int | None:
    """Explain the choice points ``revisited`` (indices in ``whole.points``, the latest
    first) by their ``next_way`` ones, up to :data:`~.trail.BACK_WAYS` each; the index after
    event ``i`` once one makes it fit, else None (the replay then needs restoring).
    ``counted`` (event ``i``'s counts are wrong): a way that brings event ``i``'s
    counts closer to the log's is kept while earlier points are tried (two piles
    splayed wrong in two actions, TERM-ICONS), and a later count that a way breaks on
    the replay through is searched for among the splays of the actions replayed after
    it (:func:`_resplay_later`). ``left``: replay until only so many events remain
    (default: those after event ``i``); ``ways``: how each event was explained so far
    (default: by ``whole.points``); ``first_way``: each point's first way, if not its
    ``next_way``."""
    trail = replay.trail
    if left is None:
        left = len(replay.events) - i - 1  # the events after the failing one, never rewritten
    points = whole.points
    if ways is None:  # how each was explained so far
        ways = {id(p.before.tail[0]): p.way for p in points}
    wrong = count_error(replay.game.state, replay.events[i])
    for n in reversed(revisited):
        point = points[n]
        for k in range(BACK_WAYS):
            way = (first_way if k == 0 and first_way is not None else next_way)(point)
            if way is None or budget[0] <= 0:
                break
            restore(replay, point.before)
            del trail.points[n:]
            start_event(replay, point.at)
            found = explain(replay, point.at, way, accept=False)
            budget[0] -= 1
            replay.trail.reruns += 1
            if found is None:
                break
            trail.points.append(found)
            # the actions after it are replayed with it explained so (an earlier one
            # explained otherwise on the way replays it so again, :func:`_resplay_later`)
            key = id(point.before.tail[0])
            kept = ways.get(key)
            ways[key] = found.way
            changed = _splayed_otherwise(point, found) if counted else None
            resumed = _replay_through(replay, found.at + 1, left, budget, ways, resplay=changed)
            if kept is None:
                del ways[key]
            else:
                ways[key] = kept
            if resumed is not None:
                replay.notes.append(
                    f"{event_label(i)}: explained once {event_label(point.at)} was explained "
                    "otherwise (another way that fits the log)"
                )
                return resumed
            at = len(replay.events) - left - 1  # event i, after any events joined
            if counted and trail.stopped == at:
                now = count_error(replay.game.state, replay.events[at])
                if now < wrong:
                    wrong, ways[id(point.before.tail[0])] = now, found.way
                    break
            point = found
    return None


def _splayed_otherwise(old: ChoicePoint, new: ChoicePoint) -> frozenset[PileKey]:
    """The piles an action explained otherwise (``new``) leaves splayed otherwise than
    it did (``old``), of those its decisions were about."""
    was = {(name, color): splay for name, color, splay in old.splayed}
    now = {(name, color): splay for name, color, splay in new.splayed}
    return frozenset(p for p in was.keys() & now.keys() if was[p] != now[p])


class _Whole(NamedTuple):
    """What going back rewrites beyond a :class:`~.trail.Saved`'s lengths: the lists' contents
    (the events too: an earlier action explained otherwise may join other events)."""

    events: list[AnyEvent]
    points: list[ChoicePoint]
    notes: list[str]
    positions: list[tuple[State, int]]
    steps: list[Step]
    history: list[tuple[Action, list[Any]]]


def _keep_whole(replay: Replayer) -> _Whole:
    game = replay.game
    return _Whole(
        list(replay.events),
        list(replay.trail.points),
        list(replay.notes),
        list(replay.positions),
        list(game.steps),
        list(game.history),
    )


def _restore_whole(replay: Replayer, whole: _Whole) -> None:
    replay.events[:] = whole.events
    replay.trail.points[:] = whole.points
    replay.notes[:] = whole.notes
    replay.positions[:] = whole.positions
    replay.game.steps[:] = whole.steps
    replay.game.history[:] = whole.history


def _replay_through(
    replay: Replayer,
    j: int,
    left: int,
    budget: list[int],
    ways: dict[int, Way],
    *,
    resplay: frozenset[PileKey] | None = None,
) -> int | None:
    """Replay the events from ``j`` until only ``left`` remain, each by the way it was
    explained before (``ways``, by event; a later choice such as a splay often still
    fits), else by its first explanation; the index of the next event, or None when
    one does not fit (an action accepted before may be accepted again; where:
    ``trail.stopped``) or the budget runs out. ``resplay`` (the piles the action
    explained otherwise before ``j`` now leaves splayed otherwise): a count that does
    not fit is searched for among the splays of the actions replayed here, and of
    those before it about these piles (once, not within that search)."""
    replay.trail.stopped = -1
    first = len(replay.trail.points)  # the points this replay adds start here
    while len(replay.events) - j > left:
        event = replay.events[j]
        if budget[0] <= 0 or not isinstance(event, ActionEvent) or replay.game.terminal:
            return None
        budget[0] -= 1
        replay.trail.reruns += 1
        start_event(replay, j)
        before = ways.get(id(event), Way())
        point = explain(replay, j, before, accept=False) if before != Way() else None
        if point is None:
            point = explain(replay, j, Way(), accept=False)
        if point is None and id(event) in replay.trail.accepted:
            point = explain(replay, j, Way(), accept=True)
        if point is None and resplay is not None:
            return _resplay_later(replay, j, left, budget, ways, first, resplay)
        if point is None:
            replay.trail.stopped = j
            return None
        replay.trail.points.append(point)
        j += 1
    return j


def _resplay_later(
    replay: Replayer,
    j: int,
    left: int,
    budget: list[int],
    ways: dict[int, Way],
    first: int,
    changed: frozenset[PileKey],
) -> int | None:
    """Event ``j`` does not fit once an earlier action was explained otherwise. Its
    counts: the actions replayed since (choice points from ``first`` on) whose splay
    decisions were about the piles the count points at are explained otherwise in
    turn, the latest first (a wrong splay that made up for another one, TERM-ICONS);
    where the count points at piles that action now leaves splayed otherwise
    (``changed``), then the actions shortly before it about them (its old splay made
    up for one missed before: Measurement's card returned unseen taken to be one of
    another color, the pile it splayed had been splayed so by Canning). Anything
    else (its counts fit): the latest actions replayed since that other answers
    explain too, by those (a hidden card's set, which the log does not say, decided
    which supply pile a return filled: Tools' "a [5]" a city, not a base card). The
    replay goes on through the events until only ``left`` remain. The index of the
    next event, or None (``trail.stopped``: event ``j``)."""
    trail = replay.trail
    piles = piles_to_resplay(replay.game.state, replay.events[j])
    since = [n for n in range(first, len(trail.points)) if trail.points[n].splays & piles]
    # (not at the failing event itself: a way closer to its counts is kept there while
    # earlier actions are explained otherwise, :func:`_revisit`)
    missed = piles & changed if j < len(replay.events) - left - 1 else frozenset()
    near = j - MISSED_WINDOW
    before = [
        n
        for n in range(first - 1)
        if trail.points[n].at >= near and trail.points[n].splays & missed
    ]
    revisited = [*before[-MISSED_POINTS:], *since[-BACK_POINTS:]]
    if "splay" in replay.omits and revisited:
        found = _revisit_kept(
            replay,
            j,
            revisited,
            lambda p: p.other_splays(piles),
            budget,
            left,
            ways,
            first_way=lambda p: p.other_splays(piles, anew=True),
        )
        if found is not None:
            return found
    if not piles:
        hidden = [n for n in range(first, len(trail.points)) if trail.points[n].ambiguous]
        found = _revisit_kept(
            replay, j, hidden[-MISSED_POINTS:], ChoicePoint.next_way, budget, left, ways
        )
        if found is not None:
            return found
    trail.stopped = j
    return None


def _revisit_kept(
    replay: Replayer,
    j: int,
    revisited: list[int],
    next_way: Callable[[ChoicePoint], Way | None],
    budget: list[int],
    left: int,
    ways: dict[int, Way],
    *,
    first_way: Callable[[ChoicePoint], Way | None] | None = None,
) -> int | None:
    """:func:`_revisit` from event ``j`` (not fitting) with the trail's points as they
    are; the replay as it was when none fits."""
    whole = _keep_whole(replay)
    failing = save(replay, j)
    found = _revisit(
        replay, j, whole, revisited, next_way, budget, left=left, ways=ways, first_way=first_way
    )
    if found is None:
        restore(replay, failing)
        _restore_whole(replay, whole)
    return found
