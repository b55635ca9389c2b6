"""Imported logs in the replay (issue 14): where actions end, how the log ends, what the
table played to, and going back to earlier choices when a later entry needs them.

An importer cannot always tell where an action ends (a draw inside a dogma looks like a
Draw action): such events are ``tentative``, and :func:`replay_imported` joins the
fewest of them to the action before that make the rules explain the log. An action's
*explanation* is that number joined and which of the answer lists that fit was taken
(:class:`Way`); every action explained keeps a :class:`ChoicePoint` (its way, whether
another may exist, the replay before it) on the replay's :class:`Trail`.

A log hides what only later entries decide (which of two hidden cards of one age, a
city and a base card, a player returned; a splay the tracker drops): when no
explanation of an action fits, the latest earlier actions that have another one are
explained otherwise, one at a time, each resumed from its kept position (never from the
game's start) and the actions after it replayed up to the one that failed
(:func:`_search_back`, bounded by :data:`BACK_POINTS`, :data:`BACK_WAYS` and
:data:`BACK_RERUNS`; a note says when the bound stopped it). Only then is an outcome
that hidden cards steered accepted. A score ending with no move is the Draw action of
the player to act (:func:`close_by_draw`). A log cut at the first card of an unsupported
set ends with that stop (:func:`stop_of_import`).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, NamedTuple, Protocol

import msgspec

from adjudicator.core.problems import Problem
from adjudicator.core.report import event_label
from adjudicator.core.steps import Step
from adjudicator.games.innovation.engine import registry
from adjudicator.games.innovation.engine.actions import Action
from adjudicator.games.innovation.engine.state import State
from adjudicator.games.innovation.records import ActionEvent, AnyEvent, Header, ResultEvent
from adjudicator.games.innovation.replay.infer import Found, Replaying, SavedPosition
from adjudicator.games.innovation.replay.splays import (
    PileKey,
    SplayAim,
    Splayed,
    count_error,
    piles_to_resplay,
    splayed_now,
)
from adjudicator.games.innovation.replay.table import EXTRA

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
#: many events before the count they may be (:func:`_resplay_later`).
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

    def other_splays(self, piles: frozenset[PileKey]) -> Way | None:
        """The first explanation leaving ``piles`` (those its splay decisions were
        about) splayed otherwise than this one, if any may."""
        piles &= self.splays
        if not piles:
            return None
        if self.way.by_splays is not None and self.way.by_splays.piles == piles:
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


def replay_imported(replay: Replayer, i: int) -> int:
    """Replay the imported action ``replay.events[i]`` with as few of the tentative
    actions after it as make it explain the log (the next one must then be able to
    open an action); the index of the next event. When no explanation fits, earlier
    actions are explained otherwise (:func:`_search_back`), then an outcome that hidden
    cards steered is accepted."""
    point = _explain(replay, i, Way(), accept=False)
    if point is None:
        resumed = _search_back(replay, i)
        if resumed is not None:
            return resumed
        point = _explain(replay, i, Way(), accept=True)
        if point is not None and replay.accepted_last:
            replay.trail.accepted.add(id(point.before.tail[0]))
    if point is None:
        replay.may_accept = True
        replay.replay_action(_action(replay.events[i]))  # its own problem is the verdict
        return i + 1
    replay.trail.points.append(point)
    return i + 1


def _explain(replay: Replayer, i: int, start: Way, *, accept: bool) -> ChoicePoint | None:
    """Replay event ``i`` by its first explanation from ``start`` on (fewest tentative
    followers joined, then answer lists in the search's order); its choice point, or
    None when none fits (the replay is then as before)."""
    event = _action(replay.events[i])
    followers = [_action(e) for e in itertools.takewhile(_is_tentative, replay.events[i + 1 :])]
    later = replay.events[i + 1 + len(followers) : i + 2 + len(followers)]
    then = later[0] if later and isinstance(later[0], ActionEvent) else None
    before = _save(replay, i)
    replay.trail.accepted_before = id(event) in replay.trail.accepted
    try:
        return _first_way(replay, i, start, event, (followers, then), before, accept=accept)
    finally:
        replay.trail.accepted_before = False


def _first_way(
    replay: Replayer,
    i: int,
    start: Way,
    event: ActionEvent,
    after_it: tuple[list[ActionEvent], ActionEvent | None],
    before: Saved,
    *,
    accept: bool,
) -> ChoicePoint | None:
    """:func:`_explain` once the event, its tentative followers and the action after
    them (``after_it``) are known."""
    followers, then = after_it
    joined = event
    for k in range(len(followers) + 1):
        joined = merged(joined, followers[k - 1]) if k else joined
        if k < start.joined:
            continue
        skip = start.skip if k == start.joined else 0
        after = followers[k] if k < len(followers) else None
        replay.skip_solutions = skip
        by_splays = start.by_splays if k == start.joined else None
        replay.trail.by_splays, replay.trail.splays = by_splays, frozenset()
        fits = _try(replay, joined, accept, after, before)
        if fits and after is not None and _overruns(replay, [*followers[k:], then]):
            _restore(replay, before)
            fits = False
        replay.skip_solutions = 0
        replay.trail.by_splays = None
        if fits:
            replay.events[i : i + k + 1] = [joined]
            way = Way(k, skip, by_splays)
            ambiguous, splays = replay.last_ambiguous, replay.trail.splays
            splayed = splayed_now(replay.game.state, splays)
            return ChoicePoint(i, before, way, ambiguous, len(followers), splays, splayed)
    return None


def _search_back(replay: Replayer, i: int) -> int | None:
    """Explain an earlier action otherwise so that event ``i`` fits: the latest choice
    points with another way first, each way resumed from the point's kept position and
    the actions after it replayed through event ``i``. The index after event ``i`` when
    one fits; else the replay is as it was (a note says when the bound stopped it)."""
    trail = replay.trail
    failing, whole = _save(replay, i), _keep_whole(replay)
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
            _restore(replay, failing)
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
    _restore(replay, failing)
    _restore_whole(replay, whole)
    _start_event(replay, i)
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
) -> int | None:
    """Explain the choice points ``revisited`` (indices in ``whole.points``, the latest
    first) by their ``next_way`` ones, up to :data:`BACK_WAYS` each; the index after
    event ``i`` once one makes it fit, else None (the replay then needs restoring).
    ``counted`` (event ``i``'s counts are wrong): a way that brings event ``i``'s
    counts closer to the log's is kept while earlier points are tried (two piles
    splayed wrong in two actions, TERM-ICONS), and a later count that a way breaks on
    the replay through is searched for among the splays of the actions replayed after
    it (:func:`_resplay_later`). ``left``: replay until only so many events remain
    (default: those after event ``i``); ``ways``: how each event was explained so far
    (default: by ``whole.points``)."""
    trail = replay.trail
    if left is None:
        left = len(replay.events) - i - 1  # the events after the failing one, never rewritten
    points = whole.points
    if ways is None:  # how each was explained so far
        ways = {id(p.before.tail[0]): p.way for p in points}
    wrong = count_error(replay.game.state, replay.events[i])
    for n in reversed(revisited):
        point = points[n]
        for _ in range(BACK_WAYS):
            way = next_way(point)
            if way is None or budget[0] <= 0:
                break
            _restore(replay, point.before)
            del trail.points[n:]
            _start_event(replay, point.at)
            found = _explain(replay, point.at, way, accept=False)
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
    """What going back rewrites beyond a :class:`Saved`'s lengths: the lists' contents
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
        _start_event(replay, j)
        before = ways.get(id(event), Way())
        point = _explain(replay, j, before, accept=False) if before != Way() else None
        if point is None:
            point = _explain(replay, j, Way(), accept=False)
        if point is None and id(event) in replay.trail.accepted:
            point = _explain(replay, j, Way(), accept=True)
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
    """Event ``j``'s counts do not fit once an earlier action was explained otherwise:
    the actions replayed since (choice points from ``first`` on) whose splay decisions
    were about the piles the count points at are explained otherwise in turn, the
    latest first (a wrong splay that made up for another one, TERM-ICONS); where the
    count points at piles that action now leaves splayed otherwise (``changed``), then
    the actions shortly before it about them (its old splay made up for one missed
    before: Measurement's card returned unseen taken to be one of another color, the
    pile it splayed had been splayed so by Canning). The replay goes on through the
    events until only ``left`` remain. The index of the next event, or None
    (``trail.stopped``: event ``j``)."""
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
        whole = _keep_whole(replay)
        failing = _save(replay, j)
        found = _revisit(
            replay,
            j,
            whole,
            revisited,
            lambda p: p.other_splays(piles),
            budget,
            left=left,
            ways=ways,
        )
        if found is not None:
            return found
        _restore(replay, failing)
        _restore_whole(replay, whole)
    trail.stopped = j
    return None


def _start_event(replay: Replayer, i: int) -> None:
    replay.event_index = i
    replay.hidden.start_event(i)


def _is_tentative(event: AnyEvent) -> bool:
    return isinstance(event, ActionEvent) and event.tentative


def _save(replay: Replayer, at: int) -> Saved:
    return Saved(
        replay.checkpoint(),
        len(replay.problems),
        len(replay.notes),
        replay.actions_checked,
        len(replay.positions),
        at,
        tuple(replay.events[at:]),
    )


def _restore(replay: Replayer, saved: Saved) -> None:
    replay.rollback(saved.position)
    del replay.problems[saved.problems :]
    del replay.notes[saved.notes :]
    del replay.positions[saved.positions :]
    replay.actions_checked = saved.checked
    replay.events[saved.at :] = saved.tail


def _try(
    replay: Replayer, event: ActionEvent, accept: bool, after: ActionEvent | None, before: Saved
) -> bool:
    """Replay ``event``; kept when it has no problem and ``after`` can open an action."""
    replay.may_accept = accept
    replay.replay_action(event)
    if len(replay.problems) == before.problems and (after is None or replay.may_open(after)):
        return True
    _restore(replay, before)
    return False


def _overruns(replay: Replayer, following: list[ActionEvent | None]) -> bool:
    """Whether the tentative followers left as actions (at least the first) and the sure
    action after them are one player's, the player to act, with one action left in the
    turn: they would be a third action (TURN-1, TURN-2). Without move numbers (a copied
    text) a city's draws after a Meld look like a Draw action; an action accepted as
    recorded (hidden cards steered it) must not leave them one."""
    first, then = following[0], following[-1]
    if first is None or then is None:
        return False
    player = first.player
    if replay.game.actor() != player or replay.game.state.actions_left != 1:
        return False
    return all(e is not None and e.player == player for e in following)


def _action(event: AnyEvent) -> ActionEvent:
    assert not isinstance(event, ResultEvent)
    return event


def table_goal(header: Header, state: State) -> tuple[int | None, str | None]:
    """The achievements to win at an imported log's table (END-1's number, before what the
    expansions add, CITY-3), and the note that says where it came from (the table's
    total). BGA's option adds one achievement to the rules' number (END-1): an end line
    with more achievements than the rules ask says the option was on."""
    imported = header.imported
    if isinstance(imported, msgspec.UnsetType) or imported.achievements_from == "rules":
        return None, None
    said = imported.achievements_to_win
    extra = registry.more_to_win(state.expansions)
    if imported.achievements_from == EXTRA:  # inferred from the play (replay.table)
        goal = state.achievements_to_win() + extra + 1
        return goal - extra, f"achievements to win: {goal} (BGA's extra achievement, inferred)"
    if said is None:
        return None, None
    if imported.achievements_from == "option":
        return said - extra, f"achievements to win: {said} (the table's option)"
    rules = state.achievements_to_win() + extra
    goal = rules + 1 if said > rules else rules
    return goal - extra, f"achievements to win: {goal} (from the end line: {said} achievements)"


def merged(event: ActionEvent, following: ActionEvent) -> ActionEvent:
    """``event`` with what the log showed for ``following`` (a tentative action that
    turned out to be part of it)."""
    return msgspec.structs.replace(
        event,
        draws=[*event.draws, *following.draws],
        reported=[*(event.reported or []), *(following.reported or [])],
    )


def why_accepted(event: ActionEvent, found: Problem) -> str:
    """What an accepted imported action's note adds: where the log has it and why the
    rules alone did not explain it."""
    where = [f"BGA move {event.bga_move}"] if event.bga_move is not None else []
    if event.source_line is not None:
        where.append(f"line {event.source_line}")
    return f" ({', '.join(where)}: {found.message})" if where else f" ({found.message})"
