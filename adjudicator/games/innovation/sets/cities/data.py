"""The cities' own data (``cards.json``, in the shared reference's form) made
into the engine's cards, and the five city special achievements
(``achievements.json``).

A city lists six positions [top-left, bottom-left, bottom-middle,
bottom-right, top-middle, top-right] (CITY-6). A position holds a base icon,
the hex, or a mark that is no icon: plus, an arrow, a search icon (a base icon
with a magnifier: it counts as that icon, CITY-8), a flag, a fountain or a
bonus. On the engine's :class:`Card` the icon there is the base icon (the
search icon's kind) or the hex, and :attr:`Card.marks` names the mark.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from importlib import resources

import msgspec

from adjudicator.games.innovation.engine.cards import Card, Color, Icon, card

CITIES = "cities"


class CityData(msgspec.Struct, frozen=True):
    """One city as ``cards.json`` gives it."""

    name: str
    aliases: tuple[str, ...]
    age: int
    color: Color
    icons: tuple[str, ...]
    most_common_icon: Icon


class SpecialData(msgspec.Struct, frozen=True):
    """A city special achievement as ``achievements.json`` gives it (CITY-25, CITY-26)."""

    name: str
    trigger: str  # "meld" or "tuck"
    icon: str  # the mark it asks for: arrow_left/right/up, flag, fountain
    required_existing_splay: str | None
    condition: str


def _read(filename: str) -> bytes:
    return resources.files(__package__).joinpath(filename).read_bytes()


def city_data() -> tuple[CityData, ...]:
    return msgspec.json.decode(_read("cards.json"), type=tuple[CityData, ...])


def special_data() -> tuple[SpecialData, ...]:
    return msgspec.json.decode(_read("achievements.json"), type=tuple[SpecialData, ...])


_ICON_NAMES = frozenset(i.value for i in Icon)


def icon_and_mark(position: str) -> tuple[Icon, str]:
    """A position's base icon (the hex for none) and its mark ("" for none)."""
    if position.startswith("search_"):
        return Icon(position[7:]), "search"
    if position in _ICON_NAMES:
        return Icon(position), ""
    return Icon.HEX, position


def as_card(c: CityData) -> Card:
    """A city as an engine card: no effects, its most common icon featured (CITY-5)."""
    pairs = [icon_and_mark(p) for p in c.icons]
    return Card(
        name=c.name,
        age=c.age,
        color=c.color,
        icons=tuple(icon for icon, _ in pairs),
        dogma_icon=c.most_common_icon,
        effects=(),
        set=CITIES,
        marks=tuple(mark for _, mark in pairs),
        aliases=c.aliases,
    )


def load_cities() -> tuple[Card, ...]:
    return tuple(as_card(c) for c in city_data())


def is_city(name: str) -> bool:
    return card(name).set == CITIES


def cities_showing(tops: Iterable[str], icon: Icon) -> list[str]:
    """The cities among top cards ``tops`` that show ``icon`` (CITY-22)."""
    return [c for c in tops if is_city(c) and card(c).has_icon(icon)]


@cache
def city_names() -> frozenset[str]:
    """The cities' names (:func:`is_city` of every one), for a test in a loop."""
    return frozenset(c.name for c in city_data())
