"""A Gizmos game's record from what was played: each turn's action, the
answers given, and what chance gave, read from the turn's steps (the spheres
out of the dispenser, the cards each research drew)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple, cast

import msgspec

from adjudicator.core.steps import Step
from adjudicator.games.gizmos.actions import Action, Build, File, Pick, Research
from adjudicator.games.gizmos.cards import Color
from adjudicator.games.gizmos.decisions import ResearchAnswer
from adjudicator.games.gizmos.records import (
    ActionEvent,
    AnyEvent,
    BuildEvent,
    FileEvent,
    Header,
    PassEvent,
    PickEvent,
    Record,
    ResearchEvent,
    ResultEvent,
    Setup,
)
from adjudicator.games.gizmos.state import State
from adjudicator.games.gizmos.steps import step_spheres

# the steps of spheres coming out of the dispenser (GIZ-PICK-1 refills, GIZ-PICK-3 draws)
DISPENSER_VERBS = frozenset({"refill_row", "draw"})


class PlayedTurn(NamedTuple):
    """One turn as played: the turn number, the action, the answers given
    (normalised, in order) and the steps it made."""

    turn: int
    action: Action
    answers: list[Any]
    steps: list[Step]


def dispensed(steps: Sequence[Step]) -> list[Color]:
    """The spheres that came out of the dispenser during ``steps``, in order."""
    out: list[Color] = []
    for step in steps:
        if step.verb in DISPENSER_VERBS:
            for color, n in step_spheres(step).items():
                out += [cast(Color, color)] * n
    return out


def researched(steps: Sequence[Step]) -> list[int]:
    """The cards every research during ``steps`` drew, in order."""
    return [int(c) for step in steps if step.verb == "research" for c in step.cards]


def answer_form(value: Any) -> Any:
    """A normalised answer in the scenario's answer form."""
    match value:
        case ResearchAnswer():
            out: dict[str, Any] = {}
            if value.build is not None:
                out["build"] = value.build
                out["spend"] = dict(value.spend)
                out["converters"] = msgspec.to_builtins(value.converters)
            if value.file is not None:
                out["file"] = value.file
            return out or None
        case (str() as color,):
            return color
        case tuple():
            return list(value)
    return value


def event_of(played: PlayedTurn) -> ActionEvent:
    """The record event of one played turn."""
    common: dict[str, Any] = {
        "player": played.action.player,
        "turn": played.turn,
        "answers": [answer_form(a) for a in played.answers],
        "spheres": dispensed(played.steps) or None,
        "drawn": researched(played.steps) or None,
    }
    action = played.action
    match action:
        case File():
            return FileEvent(card=action.card, **common)
        case Pick():
            return PickEvent(color=action.color, **common)
        case Build():
            return BuildEvent(
                card=action.card,
                spend=dict(action.spend),
                converters=list(action.converters),
                **common,
            )
        case Research():
            return ResearchEvent(level=action.level, **common)
    return PassEvent(**common)


def result_of(state: State) -> ResultEvent | None:
    """The result event of a finished game."""
    if not state.over:
        return None
    return ResultEvent(winners=list(state.winners), reason=state.round_reason or "")


def record_of(players: list[str], setup: Setup, turns: Sequence[PlayedTurn], end: State) -> Record:
    """The record of a game played from ``setup``."""
    events: list[AnyEvent] = [event_of(t) for t in turns]
    result = result_of(end)
    if result is not None:
        events.append(result)
    return Record(header=Header(players=list(players), setup=setup), events=events)
