"""Imported logs in the replay (issue 14): where actions end, what the table played to,
and going back to earlier choices when a later entry needs them.

An importer cannot always tell where an action ends (a draw inside a dogma looks like a
Draw action): such events are ``tentative``, and :func:`replay_imported` joins the
fewest of them to the action before that make the rules explain the log. An action's
*explanation* is that number joined and which of the answer lists that fit was taken
(:class:`~.trail.Way`, :mod:`.ways`); every action explained keeps a
:class:`~.trail.ChoicePoint` (its way, whether another may exist, the replay before it)
on the replay's :class:`~.trail.Trail`.

A log hides what only later entries decide (which of two hidden cards of one age, a
city and a base card, a player returned; a splay the tracker drops): when no
explanation of an action fits, the latest earlier actions that have another one are
explained otherwise (:mod:`.search_back`). Only then is an outcome that hidden cards
steered accepted. A score ending with no move is the Draw action of the player to act
(:func:`~.log_end.close_by_draw`). A log cut at the first card of an unsupported set
ends with that stop (:func:`~.log_end.stop_of_import`).
"""

from __future__ import annotations

import msgspec

from adjudicator.core.problems import Problem
from adjudicator.games.innovation.engine import registry
from adjudicator.games.innovation.engine.state import State
from adjudicator.games.innovation.records import ActionEvent, Header
from adjudicator.games.innovation.replay.search_back import search_back
from adjudicator.games.innovation.replay.table import EXTRA
from adjudicator.games.innovation.replay.trail import Replayer, Way
from adjudicator.games.innovation.replay.ways import action_event, explain


def replay_imported(replay: Replayer, i: int) -> int:
    """Replay the imported action ``replay.events[i]`` with as few of the tentative
    actions after it as make it explain the log (the next one must then be able to
    open an action); the index of the next event. When no explanation fits, earlier
    actions are explained otherwise (:func:`~.search_back.search_back`), then an
    outcome that hidden cards steered is accepted."""
    point = explain(replay, i, Way(), accept=False)
    if point is None:
        resumed = search_back(replay, i)
        if resumed is not None:
            return resumed
        point = explain(replay, i, Way(), accept=True)
        if point is not None and replay.accepted_last:
            replay.trail.accepted.add(id(point.before.tail[0]))
    if point is None:
        replay.may_accept = True
        replay.replay_action(action_event(replay.events[i]))  # its own problem is the verdict
        return i + 1
    replay.trail.points.append(point)
    return i + 1


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


def why_accepted(event: ActionEvent, found: Problem) -> str:
    """What an accepted imported action's note adds: where the log has it and why the
    rules alone did not explain it."""
    where = [f"BGA move {event.bga_move}"] if event.bga_move is not None else []
    if event.source_line is not None:
        where.append(f"line {event.source_line}")
    return f" ({', '.join(where)}: {found.message})" if where else f" ({found.message})"
