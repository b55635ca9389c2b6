"""Card facts: colors, icons and their layouts, splays, the Card itself, and
the catalogue of every known card.

Each card set brings its own data (``sets/<set>/cards.json``, the base copy
checked against the shared reference by a test) and makes it known through the
set registry (``sets/__init__.py``). Cards are identified by their name.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from enum import StrEnum
from functools import cache
from importlib import resources
from typing import Final

import msgspec


class Color(StrEnum):
    RED = "red"
    YELLOW = "yellow"
    GREEN = "green"
    BLUE = "blue"
    PURPLE = "purple"


COLORS: tuple[Color, ...] = tuple(Color)
# a colour from its word (or itself): cheaper than Color(word) on hot paths
COLOR_OF: dict[str, Color] = {c.value: c for c in Color}


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


# Splay.NONE as a module constant: an enum member read from its class costs far more
UNSPLAYED = Splay.NONE


class IconLayout(msgspec.Struct, frozen=True):
    """Where a card's icons are and which of them show (TERM-SPLAY, CITY-6/7).

    ``covered``: the positions each splay reveals on a covered card;
    ``top_only``: positions that show only while the card is on top."""

    size: int
    covered: dict[Splay, tuple[int, ...]]
    top_only: tuple[int, ...] = ()

    def shown(self, splay: Splay | None) -> tuple[int, ...]:
        """Positions visible on a top card (``splay`` None) or a covered one."""
        return tuple(range(self.size)) if splay is None else self.covered[splay]


# positions [top-left, bottom-left, bottom-middle, bottom-right] (TERM-SPLAY)
FOUR_POSITIONS = IconLayout(
    4, {Splay.NONE: (), Splay.LEFT: (3,), Splay.RIGHT: (0, 1), Splay.UP: (1, 2, 3)}
)
# positions [top-left, bottom-left, bottom-middle, bottom-right, top-middle,
# top-right]: the top-middle shows only on a top card (CITY-6, CITY-7)
SIX_POSITIONS = IconLayout(
    6,
    {Splay.NONE: (), Splay.LEFT: (3, 5), Splay.RIGHT: (0, 1), Splay.UP: (1, 2, 3)},
    top_only=(4,),
)
LAYOUTS: dict[int, IconLayout] = {4: FOUR_POSITIONS, 6: SIX_POSITIONS}
SPLAY_VISIBLE: dict[Splay, tuple[int, ...]] = FOUR_POSITIONS.covered


class EffectText(msgspec.Struct, frozen=True):
    demand: bool
    text: str
    # "I compel" (Artifacts, ART-16): a demand on the opponents who would share
    compel: bool = False

    @property
    def demanding(self) -> bool:
        """A demand effect for every purpose, "I compel" included (ART-17)."""
        return self.demand or self.compel


class Card(msgspec.Struct, frozen=True):
    name: str
    age: int
    color: Color
    icons: tuple[Icon, ...]  # four or six positions (see LAYOUTS)
    dogma_icon: Icon
    effects: tuple[EffectText, ...]
    effects_edition1: tuple[EffectText, ...] | None = None
    set: str = ""  # the card set it belongs to, stamped by load_cards
    # per position, a mark that is no icon ("plus", "arrow_left", "search",
    # "flag", "fountain", "bonus_7", ...; "" for none); empty on base cards
    marks: tuple[str, ...] = ()
    aliases: tuple[str, ...] = ()  # other spellings accepted on input
    echo: str | None = None  # the echo effect's text (ECHO-13), in the "echo" mark's position
    # a relic (Artifacts, ART-18): ``set`` is the set it belongs to, ``home`` the set
    # whose data and effects hold it (Artifacts)
    relic: bool = False
    home: str = ""  # the set package holding its data and effects, when not ``set``

    @property
    def featured(self) -> bool:
        """Whether it has a featured icon (Battleship Yamato has none: ART-4)."""
        return self.dogma_icon is not Icon.HEX

    @property
    def layout(self) -> IconLayout:
        return LAYOUTS[len(self.icons)]

    def effects_for(self, edition: int) -> tuple[EffectText, ...]:
        if edition == 1 and self.effects_edition1 is not None:
            return self.effects_edition1
        return self.effects

    def has_icon(self, icon: Icon) -> bool:
        return icon in self.icons

    def icon_count(self, icon: Icon) -> int:
        return self.icons.count(icon)


BASE: Final = "base"  # the set every game plays; expansions come on top of it

CardLoader = Callable[[], tuple[Card, ...]]
# the card sets' card lists, filled by the set registry (sets/__init__.py)
_SOURCES: dict[str, CardLoader] = {}


def load_cards(package: str, filename: str, set_name: str) -> tuple[Card, ...]:
    """Decode a set's card file and stamp every card with the set's name."""
    data = resources.files(package).joinpath(filename).read_bytes()
    decoded = msgspec.json.decode(data, type=tuple[Card, ...])
    return tuple(msgspec.structs.replace(c, set=set_name) for c in decoded)


def add_source(set_name: str, load: CardLoader) -> None:
    """Make a set's cards known (called by the set registry); the same loader again
    changes nothing (a set registered again with other specials)."""
    if _SOURCES.get(set_name) is load:
        return
    _SOURCES[set_name] = load
    _forget()


def drop_source(set_name: str) -> None:
    _SOURCES.pop(set_name, None)
    _forget()


def _forget() -> None:
    for cached in (
        all_cards,
        known_cards,
        unfeatured_cards,
        set_cards,
        _by_name,
        _by_key,
    ):
        cached.cache_clear()
    _CARDS.clear()
    _AGES.clear()


@cache
def set_cards(set_name: str) -> tuple[Card, ...]:
    """A set's cards, their names interned: loaded again (a set registered since), the
    names are the same string objects that records decoded before share."""
    load = _SOURCES.get(set_name)
    cards = load() if load else ()
    return tuple(msgspec.structs.replace(c, name=sys.intern(c.name)) for c in cards)


@cache
def all_cards() -> tuple[Card, ...]:
    """The base game's 105 cards (every set's: :func:`known_cards`)."""
    return set_cards(BASE)


@cache
def known_cards() -> tuple[Card, ...]:
    """The cards of every known set (the base game's 105 first)."""
    return tuple(c for name in _SOURCES for c in set_cards(name))


@cache
def unfeatured_cards() -> frozenset[str]:
    """The names of the known cards without a featured icon (ART-4)."""
    return frozenset(c.name for c in known_cards() if not c.featured)


@cache
def _by_name() -> dict[str, Card]:
    found: dict[str, Card] = {}
    for c in known_cards():
        if c.name in found:
            raise ValueError(f"card {c.name!r} is in two sets: {found[c.name].set}, {c.set}")
        found[c.name] = c
    return found


def normalize_name(text: str) -> str:
    """Lower case, letters and digits only: "A. I." == "a.i." == "AI"."""
    return re.sub(r"[^a-z0-9]", "", text.lower())


@cache
def _by_key() -> dict[str, str]:
    keys = {normalize_name(c.name): c.name for c in known_cards()}
    keys.update((normalize_name(a), c.name) for c in known_cards() for a in c.aliases)
    keys["miniturization"] = "Miniaturization"  # battlestar's spelling
    return keys


def lookup(text: str) -> Card | None:
    """Find a card of any known set by name, ignoring case, spaces and punctuation."""
    exact = _CARDS.get(text) or _known().get(text)
    if exact is not None:
        return exact  # a canonical name normalises to its own card (no two collide)
    name = _by_key().get(normalize_name(text))
    return None if name is None else _by_name()[name]


# _by_name() as a plain dict, filled on the first lookup (card() is the hottest call)
_CARDS: dict[str, Card] = {}
CARDS = _CARDS  # for a hot caller's lookup inline (card()'s, once filled)


# every known card's age by name, filled on the first call (loops over many cards read it)
_AGES: dict[str, int] = {}
AGES = _AGES  # for a hot caller's read inline (``AGES or card_ages()``: no call once filled)


def card_ages() -> dict[str, int]:
    """Every known card's age (its value, TERM-VALUE) by its canonical name."""
    if not _AGES:
        _AGES.update((name, c.age) for name, c in _known().items())
    return _AGES


def _known() -> dict[str, Card]:
    if not _CARDS:
        _CARDS.update(_by_name())
    return _CARDS


def card(name: str) -> Card:
    """The card with exactly this canonical name (engine-internal, fast)."""
    try:
        return _CARDS[name]
    except KeyError:
        return _known()[name]


def bonus_of(name: str) -> int | None:
    """The card's bonus (an Echoes card's or a city's), wherever it is printed
    (ECHO-7: "a card with a bonus" looks at the whole card), or None."""
    for mark in card(name).marks:
        if mark.startswith("bonus_"):
            return int(mark[6:])
    return None


def cards_of_age(age: int, set_name: str = BASE) -> list[Card]:
    return [c for c in set_cards(set_name) if c.age == age]
