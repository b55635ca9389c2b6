"""The Echoes cards' own data (``cards.json``, in the shared reference's form)
made into the engine's cards, and the five Echoes special achievements
(``achievements.json``).

A card lists four positions as a base card does (ECHO-6). A position holds a
base icon, the hex, the echo effect ("echo") or a bonus ("bonus_N"). On the
engine's :class:`Card` the icon there is the base icon or the hex, and
:attr:`Card.marks` names what is no icon: "echo", "bonus_N", and "music_note"
on the hex of Bell, Flute, Piano and Saxophone (a hex for every rule, ECHO-6).
"""

from __future__ import annotations

from importlib import resources

import msgspec

from adjudicator.games.innovation.engine.cards import Card, Color, EffectText, Icon, card

ECHOES = "echoes"


class EchoData(msgspec.Struct, frozen=True):
    """One Echoes card as ``cards.json`` gives it."""

    name: str
    age: int
    color: Color
    icons: tuple[str, ...]
    dogma_icon: Icon
    echo: str | None
    effects: tuple[EffectText, ...]
    music_note: bool
    bga_id: int
    aliases: tuple[str, ...] = ()


class SpecialData(msgspec.Struct, frozen=True):
    """An Echoes special achievement as ``achievements.json`` gives it (ECHO-28)."""

    name: str
    condition: str
    text_battlestar: str
    also_claimed_by: dict[str, str | int]
    bga_id: int


def _read(filename: str) -> bytes:
    return resources.files(__package__).joinpath(filename).read_bytes()


def echo_data() -> tuple[EchoData, ...]:
    return msgspec.json.decode(_read("cards.json"), type=tuple[EchoData, ...])


def special_data() -> tuple[SpecialData, ...]:
    return msgspec.json.decode(_read("achievements.json"), type=tuple[SpecialData, ...])


_ICON_NAMES = frozenset(i.value for i in Icon)


def icon_and_mark(position: str, music_note: bool) -> tuple[Icon, str]:
    """A position's base icon (the hex for none) and its mark ("" for none)."""
    if position == "hex":
        return Icon.HEX, "music_note" if music_note else ""
    if position in _ICON_NAMES:
        return Icon(position), ""
    return Icon.HEX, position  # "echo", "bonus_N"


def as_card(c: EchoData) -> Card:
    pairs = [icon_and_mark(p, c.music_note) for p in c.icons]
    return Card(
        name=c.name,
        age=c.age,
        color=c.color,
        icons=tuple(icon for icon, _ in pairs),
        dogma_icon=c.dogma_icon,
        effects=c.effects,
        set=ECHOES,
        marks=tuple(mark for _, mark in pairs),
        aliases=c.aliases,
        echo=c.echo,
    )


def load_echoes() -> tuple[Card, ...]:
    return tuple(as_card(c) for c in echo_data())


def is_echoes(name: str) -> bool:
    return card(name).set == ECHOES
