"""How an imported log ends (issue 14): a log cut at the first card of a set not
supported yet, and a score ending the log shows with no move (the Draw action of the
player to act, END-2)."""

from __future__ import annotations

import msgspec

from adjudicator.core.problems import AdjudicatorError, Problem
from adjudicator.games.innovation.engine import registry
from adjudicator.games.innovation.engine.actions import Draw
from adjudicator.games.innovation.records import Header, ResultEvent
from adjudicator.games.innovation.replay.following import draws_next
from adjudicator.games.innovation.replay.replaying import Replaying

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
    not_yet = (
        "whose actions in BGA logs are not read yet (the notation states them)"
        if registry.expansion_problem([stop.set]) is None
        else "which is not supported yet"
    )
    message = (
        f"the log uses the {title} expansion ({stop.set}; first card {stop.card or '?'}"
        f"{f' at BGA move {stop.move}' if stop.move is not None else ''}), {not_yet}"
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


def close_by_draw(replay: Replaying, event: ResultEvent) -> Draw | None:
    """A score ending the log shows with no move: the player to act took the Draw action
    and had to draw above 10 (the one the end line names, if it names one). The action,
    when it does end the game (else undone)."""
    game = replay.game
    actor = game.actor()
    if event.reason != "score" or actor is None or game.state.phase != "play":
        return None
    last = replay.events[replay.event_index - 1] if replay.event_index else None
    if not draws_next(game, last):  # the end line names another player's draw
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
