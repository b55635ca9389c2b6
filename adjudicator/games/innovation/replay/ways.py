"""An imported action explained (issue 14). An importer cannot always tell where an action
ends (a draw inside a dogma looks like a Draw action): such events are ``tentative``. An
action's *explanation* (:class:`~.trail.Way`) is how many of them it joins (the fewest
that make the rules explain the log, and after which the next event can open an action)
and which of the answer lists that fit was taken; :func:`explain` replays an action by
its first explanation from a given one on.
"""

from __future__ import annotations

import itertools

import msgspec

from adjudicator.games.innovation.records import ActionEvent, AnyEvent, ResultEvent
from adjudicator.games.innovation.replay.splays import splayed_now
from adjudicator.games.innovation.replay.trail import (
    ChoicePoint,
    Replayer,
    Saved,
    Way,
    restore,
    save,
)


def explain(replay: Replayer, i: int, start: Way, *, accept: bool) -> ChoicePoint | None:
    """Replay event ``i`` by its first explanation from ``start`` on (fewest tentative
    followers joined, then answer lists in the search's order); its choice point, or
    None when none fits (the replay is then as before)."""
    event = action_event(replay.events[i])
    followers = [
        action_event(e) for e in itertools.takewhile(_is_tentative, replay.events[i + 1 :])
    ]
    later = replay.events[i + 1 + len(followers) : i + 2 + len(followers)]
    then = later[0] if later and isinstance(later[0], ActionEvent) else None
    before = save(replay, i)
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
    """:func:`explain` once the event, its tentative followers and the action after
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
            restore(replay, before)
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


def _try(
    replay: Replayer, event: ActionEvent, accept: bool, after: ActionEvent | None, before: Saved
) -> bool:
    """Replay ``event``; kept when it has no problem and ``after`` can open an action."""
    replay.may_accept = accept
    replay.replay_action(event)
    if len(replay.problems) == before.problems and (after is None or replay.may_open(after)):
        return True
    restore(replay, before)
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


def merged(event: ActionEvent, following: ActionEvent) -> ActionEvent:
    """``event`` with what the log showed for ``following`` (a tentative action that
    turned out to be part of it)."""
    return msgspec.structs.replace(
        event,
        draws=[*event.draws, *following.draws],
        reported=[*(event.reported or []), *(following.reported or [])],
    )


def _is_tentative(event: AnyEvent) -> bool:
    return isinstance(event, ActionEvent) and event.tentative


def action_event(event: AnyEvent) -> ActionEvent:
    assert not isinstance(event, ResultEvent)
    return event
