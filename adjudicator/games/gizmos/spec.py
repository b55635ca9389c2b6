"""The Gizmos scenario file, as typed structs (``scenario.md``, "Gizmos").
Decoding errors name their JSON path (exit 2)."""

from __future__ import annotations

from typing import Annotated, Any, Literal

import msgspec

from adjudicator.games.gizmos.cards import Color

CardRef = int | str
Count = Annotated[int, msgspec.Meta(ge=0)]


class PlayerSpec(msgspec.Struct, forbid_unknown_fields=True):
    built: list[CardRef] = msgspec.field(default_factory=list)
    archive: list[CardRef] = msgspec.field(default_factory=list)
    energy: dict[str, Any] = msgspec.field(default_factory=dict)
    vp_tokens: Count = 0


class DeckSpec(msgspec.Struct, forbid_unknown_fields=True):
    cards: list[CardRef]
    exact: bool = False


class SetupSpec(msgspec.Struct, forbid_unknown_fields=True):
    current_player: str | None = None
    turn: Annotated[int, msgspec.Meta(ge=1)] | None = None
    last_round: bool = False
    players: dict[str, Any] = msgspec.field(default_factory=dict)
    rows: dict[str, list[CardRef]] = msgspec.field(default_factory=dict)
    energy_row: list[Color] = msgspec.field(default_factory=list)
    dispenser: list[Color] = msgspec.field(default_factory=list)
    decks: dict[str, list[CardRef] | DeckSpec] = msgspec.field(default_factory=dict)
    removed: list[CardRef] = msgspec.field(default_factory=list)
    seed: int = 0


class UseSpec(msgspec.Struct, forbid_unknown_fields=True):
    card: CardRef
    from_: Color = msgspec.field(name="from")
    to: Color | None = None


class ActionSpec(msgspec.Struct, forbid_unknown_fields=True):
    player: str
    action: Literal["file", "pick", "build", "research", "pass"]
    card: CardRef | None = None
    color: Color | None = None
    level: int | None = None
    spend: dict[str, Any] = msgspec.field(default_factory=dict)
    converters: list[UseSpec] | None = None


class ScenarioSpec(msgspec.Struct, forbid_unknown_fields=True):
    game: Literal["gizmos"]
    players: list[str]
    setup: SetupSpec = msgspec.field(default_factory=SetupSpec)
    actions: list[ActionSpec] = msgspec.field(default_factory=list)
    answers: list[Any] = msgspec.field(default_factory=list)
