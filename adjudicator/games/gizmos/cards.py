"""Card facts of Gizmos: the 112 gizmo cards (4 starting gizmos, 36 per level).

The data lives in ``data/gizmos_cards.json`` (the project's own copy of
``../shared/reference/gizmos/gizmos-cards.json``, checked by a test). A card
has no printed title: its ``id`` is its name.
"""

from __future__ import annotations

from functools import cache
from importlib import resources
from typing import Literal

import msgspec

Color = Literal["red", "blue", "black", "yellow"]
COLORS: tuple[Color, ...] = ("red", "blue", "black", "yellow")
SPHERES_PER_COLOR = 13
CARD_COUNT = 112
SPHERE_COUNT = SPHERES_PER_COLOR * len(COLORS)
STARTING_GIZMOS: tuple[int, ...] = (901, 902, 903, 904)
ROW_SIZES: dict[int, int] = {1: 4, 2: 3, 3: 2}
LEVEL3_IN_PLAY = 16


class Trigger(msgspec.Struct, frozen=True):
    on: Literal["pick", "build", "file"]
    colors: list[Color] | Literal["any"]
    source: Literal["energy_row", "any", "archive"]
    level: int | Literal["any"]


class Effect(msgspec.Struct, frozen=True, omit_defaults=True):
    draw_random: int = 0
    pick: int = 0
    vp_token: int = 0
    file: bool = False
    research: bool = False
    build_free_level: int = 0


class Converter(msgspec.Struct, frozen=True):
    from_: list[Color] | Literal["any"] = msgspec.field(name="from")
    to: Literal["any", "same"] = "any"
    amount: int = 1
    uses: int = 1
    one_use_per_color: bool = False

    def takes(self, color: str) -> bool:
        """Whether one use may take a unit of ``color`` as its input."""
        return self.from_ == "any" or color in self.from_


class Discount(msgspec.Struct, frozen=True):
    amount: int
    applies_to: Literal["level_2", "from_archive", "from_research"]


class Upgrade(msgspec.Struct, frozen=True):
    energy: int = 0
    archive: int = 0
    research: int = 0
    discount: Discount | None = None
    forbid: Literal["file", "research"] | None = None
    endgame: Literal["vp_per_energy_in_storage", "vp_equal_to_token_vp"] | None = None


class Card(msgspec.Struct, frozen=True):
    id: int
    level: int
    color: Color | Literal["multi"] | None
    cost: int
    points: int | None
    kind: Literal["upgrade", "converter", "pick", "build", "file"]
    trigger: Trigger | None
    effect: Effect | None
    converter: Converter | None
    upgrade: Upgrade | None
    text: str

    @property
    def colors(self) -> tuple[Color, ...]:
        """The colours the card counts as for build triggers (a generic one: all)."""
        if self.color == "multi":
            return COLORS
        return () if self.color is None else (self.color,)


@cache
def all_cards() -> dict[int, Card]:
    raw = resources.files("adjudicator.games.gizmos").joinpath("data/gizmos_cards.json")
    cards = msgspec.json.decode(raw.read_bytes(), type=list[Card])
    return {c.id: c for c in cards}


def card(card_id: int) -> Card:
    return all_cards()[card_id]


def is_card(card_id: int) -> bool:
    return card_id in all_cards()


def cards_of_level(level: int) -> list[int]:
    return [c.id for c in all_cards().values() if c.level == level]
