"""The actions of a Gizmos turn (GIZ-TURN-1): File, Pick, Build, Research,
and Pass when none is legal (GIZ-TURN-2)."""

from __future__ import annotations

import msgspec

from adjudicator.games.gizmos.cards import Color
from adjudicator.games.gizmos.payment import ConverterUse


class File(msgspec.Struct, frozen=True, tag="file"):
    player: str
    card: int


class Pick(msgspec.Struct, frozen=True, tag="pick"):
    player: str
    color: Color


class Build(msgspec.Struct, frozen=True, tag="build"):
    player: str
    card: int
    spend: dict[Color, int] = {}
    converters: tuple[ConverterUse, ...] = ()


class Research(msgspec.Struct, frozen=True, tag="research"):
    player: str
    level: int


class Pass(msgspec.Struct, frozen=True, tag="pass"):
    player: str


Action = File | Pick | Build | Research | Pass


def describe(action: Action) -> str:
    match action:
        case File():
            return f"{action.player} takes the File action ({action.card})"
        case Pick():
            return f"{action.player} takes the Pick action ({action.color})"
        case Build():
            return f"{action.player} takes the Build action ({action.card})"
        case Research():
            return f"{action.player} takes the Research action (level {action.level})"
        case Pass():
            return f"{action.player} passes: no action is legal"
