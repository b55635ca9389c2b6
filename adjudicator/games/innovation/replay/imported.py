"""Imported logs in the replay (issue 14): where actions end, how the log ends, and
what the table played to.

An importer cannot always tell where an action ends (a draw inside a dogma looks like a
Draw action): such events are ``tentative``, and :func:`replay_imported` joins the
fewest of them to the action before that make the rules explain the log. A score ending
with no move is the Draw action of the player to act (:func:`close_by_draw`). A log cut
at the first card of an unsupported set ends with that stop (:func:`stop_of_import`).
"""

from __future__ import annotations

import itertools
from typing import NamedTuple, Protocol

import msgspec

from adjudicator.core.problems import AdjudicatorError, Problem
from adjudicator.games.innovation import sets
from adjudicator.games.innovation.actions import Draw
from adjudicator.games.innovation.records import ActionEvent, AnyEvent, Header, ResultEvent
from adjudicator.games.innovation.replay.infer import Replaying, SavedPosition
from adjudicator.games.innovation.state import State

#: How many other explanations of the previous action are tried when an action fails.
RETRIES = 12


class Saved(NamedTuple):
    """The replay before an action: the position and how long its lists were."""

    position: SavedPosition
    problems: int
    notes: int
    checked: int
    positions: int


class Previous(NamedTuple):
    """The last imported action replayed: where, as what event, from what position, with
    which of its explanations (``skip``), and whether others exist."""

    at: int
    event: ActionEvent
    before: Saved
    skip: int
    ambiguous: bool


class Replayer(Replaying, Protocol):
    """The replay driving an imported record (:class:`~adjudicator.games.innovation.replay.Replay`)."""

    events: list[AnyEvent]
    problems: list[Problem]
    notes: list[str]
    actions_checked: int
    positions: list[tuple[State, int]]
    may_accept: bool
    skip_solutions: int
    last_ambiguous: bool
    previous: Previous | None

    def replay_action(self, event: ActionEvent) -> None: ...

    def may_open(self, event: ActionEvent) -> bool: ...


def replay_imported(replay: Replayer, i: int) -> int:
    """Replay the imported action ``replay.events[i]`` with as few of the tentative
    actions after it as make it explain the log (the next one must then be able to
    open an action); the index of the next event. When inference alone fails, the
    previous action's other explanations are tried (a splay the log does not show
    changes what follows), then accepting an outcome that hidden cards steered."""
    if _fit(replay, i, accept=False) or _retry_previous(replay, i):
        return i + 1
    if _fit(replay, i, accept=True):
        return i + 1
    replay.may_accept = True
    replay.replay_action(_action(replay.events[i]))  # its own problem is the verdict
    return i + 1


def _fit(replay: Replayer, i: int, *, accept: bool) -> bool:
    """Replay event ``i`` joined with the fewest tentative followers that fit."""
    event = _action(replay.events[i])
    followers = [_action(e) for e in itertools.takewhile(_is_tentative, replay.events[i + 1 :])]
    joined = event
    for k in range(len(followers) + 1):
        joined = merged(joined, followers[k - 1]) if k else joined
        after = followers[k] if k < len(followers) else None
        before = _save(replay)
        if _try(replay, joined, accept, after, before):
            replay.events[i : i + k + 1] = [joined]
            replay.previous = Previous(
                i, joined, before, replay.skip_solutions, replay.last_ambiguous
            )
            return True
    return False


def _retry_previous(replay: Replayer, i: int) -> bool:
    """Explain the previous action otherwise, then event ``i`` again; kept when both fit."""
    previous = replay.previous
    if previous is None or previous.at != i - 1 or not previous.ambiguous:
        return False
    for skip in range(previous.skip + 1, previous.skip + 1 + RETRIES):
        _restore(replay, previous.before)
        replay.skip_solutions = skip
        fits = _try(replay, previous.event, False, None, _save(replay))
        replay.skip_solutions = 0
        if not fits:
            break
        ambiguous = replay.last_ambiguous
        if _fit(replay, i, accept=False):
            return True
        if not ambiguous:
            break
    # none fits: back to the previous action as first explained
    _restore(replay, previous.before)
    replay.skip_solutions = previous.skip
    _try(replay, previous.event, False, None, _save(replay))
    replay.skip_solutions = 0
    replay.previous = previous
    return False


def _is_tentative(event: AnyEvent) -> bool:
    return isinstance(event, ActionEvent) and event.tentative


def _save(replay: Replayer) -> Saved:
    return Saved(
        replay.checkpoint(),
        len(replay.problems),
        len(replay.notes),
        replay.actions_checked,
        len(replay.positions),
    )


def _restore(replay: Replayer, saved: Saved) -> None:
    replay.rollback(saved.position)
    del replay.problems[saved.problems :]
    del replay.notes[saved.notes :]
    del replay.positions[saved.positions :]
    replay.actions_checked = saved.checked


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


def _action(event: AnyEvent) -> ActionEvent:
    assert not isinstance(event, ResultEvent)
    return event


_SET_TITLES = {
    "cities": "Cities of Destiny",
    "echoes": "Echoes of the Past",
    "artifacts": "Artifacts of History",
    "figures": "Figures in the Sand",
}


def stop_of_import(header: Header, problems: list[Problem]) -> list[Problem]:
    """The problems of an imported log that uses a set not supported yet: it was
    checked up to that set's first card; a problem before it may come from the set's
    rules (a city drawn on a meld), so it is reported as that stop."""
    imported = header.imported
    if isinstance(imported, msgspec.UnsetType) or imported.unsupported is None:
        return problems
    stop = imported.unsupported
    title = _SET_TITLES.get(stop.set, stop.set)
    message = (
        f"the log uses the {title} expansion ({stop.set}; first card {stop.card or '?'}"
        f"{f' at BGA move {stop.move}' if stop.move is not None else ''}), which is not "
        "supported yet"
    )
    if problems:
        first = problems[0]
        why = f"{message}; the log was checked until: {first.message}"
        return [msgspec.structs.replace(first, code="unsupported", message=why), *problems[1:]]
    found = Problem(
        code="unsupported",
        message=f"{message}: the log was checked up to that card",
        card=stop.card,
        move=stop.move,
        line=stop.line,
        file=imported.file,
    )
    return [found]


def table_goal(header: Header, state: State) -> tuple[int | None, str | None]:
    """The achievements to win at an imported log's table (END-1's number, before what the
    expansions add, CITY-3), and the note that says where it came from (the table's
    total). BGA's option adds one achievement to the rules' number (END-1): an end line
    with more achievements than the rules ask says the option was on."""
    imported = header.imported
    if isinstance(imported, msgspec.UnsetType) or imported.achievements_from == "rules":
        return None, None
    said = imported.achievements_to_win
    if said is None:
        return None, None
    extra = sets.more_to_win(state.expansions)
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


def close_by_draw(replay: Replaying, event: ResultEvent) -> Draw | None:
    """A score ending the log shows with no move: the player to act took the Draw action
    and had to draw above 10. The action, when it does end the game (else undone)."""
    game = replay.game
    actor = game.actor()
    if event.reason != "score" or actor is None or game.state.phase != "play":
        return None
    saved = replay.checkpoint()
    replay.draws.start([])
    action = Draw(player=actor)
    try:
        game.apply(action)
    except AdjudicatorError:
        replay.rollback(saved)
        return None
    if not game.terminal:
        replay.rollback(saved)
        return None
    return action


def why_accepted(event: ActionEvent, found: Problem) -> str:
    """What an accepted imported action's note adds: where the log has it and why the
    rules alone did not explain it."""
    where = f"BGA move {event.bga_move}, line {event.source_line}"
    return f" ({where}: {found.message})"
