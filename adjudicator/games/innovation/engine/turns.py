"""Between turns: play starts after the initial melds (SETUP-5, SETUP-6) and
passes to the next player when the actions are used up (TURN-1). Either way a
turn begins: the sets' "turn_start" subscribers act before its first action."""

from __future__ import annotations

from typing import TYPE_CHECKING

from adjudicator.core.steps import NO_CAUSE, Step
from adjudicator.games.innovation.engine.board_icons import player_names
from adjudicator.games.innovation.engine.cards import normalize_name
from adjudicator.games.innovation.engine.recording import (
    check_special_achievements,
    fire,
    record,
)

if TYPE_CHECKING:
    from adjudicator.games.innovation.engine.game_base import GameBase


def start_play(g: GameBase) -> None:
    """SETUP-5 and SETUP-6; then the first turn's start ("turn_start")."""
    state = g.state
    first = min(player_names(state), key=lambda n: normalize_name(state.initial_melds[n]))
    state.phase = "play"
    state.current = state.index(first)
    state.turn = 1
    state.single_action_turns = 2 if len(state.players) == 4 else 1
    state.actions_left = 1
    state.turn_actions = 0
    record(
        g,
        NO_CAUSE,
        "turn",
        f"{first} melded {state.initial_melds[first]}, first alphabetically, and goes "
        "first with one action",
        rule="SETUP-5",
        actor=first,
        change=False,
    )
    check_special_achievements(g)
    if "turn_start" in g.triggers.points:
        fire(g, "turn_start", first, NO_CAUSE, detail={"turn": 1})


def end_turn(g: GameBase) -> None:
    """The next player's turn, with one action or two (SETUP-6, TURN-1), and
    its start ("turn_start")."""
    state = g.state
    for p in state.players:
        p.tucked_this_turn = 0
        p.scored_this_turn = 0
    state.current = (state.current + 1) % len(state.players)
    while state.players[state.current].name in state.eliminated:  # out of the game
        state.current = (state.current + 1) % len(state.players)
    state.turn += 1
    state.actions_left = actions = 1 if state.turn <= state.single_action_turns else 2
    state.turn_actions = 0
    name = state.players[state.current].name
    # a step that changes nothing, without a cause: all record would do is append it
    g.steps.append(
        Step(
            f"turn {state.turn}: {name} takes {actions} action{'s' if actions > 1 else ''}",
            "turn",
            "SETUP-6" if actions == 1 else "TURN-1",
            name,
        )
    )
    if "turn_start" in g.triggers.points:
        fire(g, "turn_start", name, NO_CAUSE, detail={"turn": state.turn})
