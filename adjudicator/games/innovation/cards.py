"""Card facts of the Innovation base game (105 cards, five special achievements).

The data lives in ``data/base_cards.json`` (the project's own copy, checked
against the shared reference by a test). Cards are identified by their name.
"""

from __future__ import annotations

import re
from enum import StrEnum
from functools import cache
from importlib import resources

import msgspec


class Color(StrEnum):
    RED = "red"
    YELLOW = "yellow"
    GREEN = "green"
    BLUE = "blue"
    PURPLE = "purple"


COLORS: tuple[Color, ...] = tuple(Color)


class Icon(StrEnum):
    CASTLE = "castle"
    CROWN = "crown"
    LEAF = "leaf"
    LIGHTBULB = "lightbulb"
    FACTORY = "factory"
    CLOCK = "clock"
    HEX = "hex"


ICONS: tuple[Icon, ...] = tuple(i for i in Icon if i is not Icon.HEX)


class Splay(StrEnum):
    NONE = "none"
    LEFT = "left"
    RIGHT = "right"
    UP = "up"


# Icon positions revealed on covered cards by each splay (TERM-SPLAY):
# positions are [top-left, bottom-left, bottom-middle, bottom-right].
SPLAY_VISIBLE: dict[Splay, tuple[int, ...]] = {
    Splay.NONE: (),
    Splay.LEFT: (3,),
    Splay.RIGHT: (0, 1),
    Splay.UP: (1, 2, 3),
}


class EffectText(msgspec.Struct, frozen=True):
    demand: bool
    text: str


class Card(msgspec.Struct, frozen=True):
    name: str
    age: int
    color: Color
    icons: tuple[Icon, Icon, Icon, Icon]
    dogma_icon: Icon
    effects: tuple[EffectText, ...]
    effects_edition1: tuple[EffectText, ...] | None = None

    def effects_for(self, edition: int) -> tuple[EffectText, ...]:
        if edition == 1 and self.effects_edition1 is not None:
            return self.effects_edition1
        return self.effects

    def has_icon(self, icon: Icon) -> bool:
        return icon in self.icons

    def icon_count(self, icon: Icon) -> int:
        return self.icons.count(icon)


class SpecialAchievement(msgspec.Struct, frozen=True):
    name: str
    condition: str
    claimed_by_card: str


SPECIAL_ACHIEVEMENTS: tuple[str, ...] = ("Monument", "Empire", "World", "Wonder", "Universe")


def _load_json(name: str) -> bytes:
    return resources.files("adjudicator.games.innovation").joinpath("data", name).read_bytes()


@cache
def all_cards() -> tuple[Card, ...]:
    return msgspec.json.decode(_load_json("base_cards.json"), type=tuple[Card, ...])


@cache
def special_achievements() -> tuple[SpecialAchievement, ...]:
    return msgspec.json.decode(
        _load_json("special_achievements.json"), type=tuple[SpecialAchievement, ...]
    )


@cache
def _by_name() -> dict[str, Card]:
    return {c.name: c for c in all_cards()}


def normalize_name(text: str) -> str:
    """Lower case, letters and digits only: "A. I." == "a.i." == "AI"."""
    return re.sub(r"[^a-z0-9]", "", text.lower())


@cache
def _by_key() -> dict[str, str]:
    keys = {normalize_name(c.name): c.name for c in all_cards()}
    keys["miniturization"] = "Miniaturization"  # battlestar's spelling
    return keys


def lookup(text: str) -> Card | None:
    """Find a base card by name, ignoring case, spaces and punctuation."""
    name = _by_key().get(normalize_name(text))
    return None if name is None else _by_name()[name]


def resolve_special(text: str) -> str | None:
    key = normalize_name(text)
    for name in SPECIAL_ACHIEVEMENTS:
        if normalize_name(name) == key:
            return name
    return None


def card(name: str) -> Card:
    """The card with exactly this canonical name (engine-internal, fast)."""
    return _by_name()[name]


def cards_of_age(age: int) -> list[Card]:
    return [c for c in all_cards() if c.age == age]
