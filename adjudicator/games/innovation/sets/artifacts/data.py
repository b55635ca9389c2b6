"""The Artifacts cards' own data (``cards.json``) and the five relics
(``relics.json``), both in the shared reference's form, made into the
engine's cards.

An artifact lists four positions as a base card does (ART-4); Battleship
Yamato has its hex and nothing else: its empty positions are the hex with the
mark "blank", and it has no featured icon (the hex stands for none,
:attr:`Card.featured`). A relic is a card of its own set (ART-20): Timbuktu a
city (six positions, a plus), Safety Pin an Echoes card (an echo effect),
Ching Shih a figure; its data and effects are this set's (``Card.home``).
"""

from __future__ import annotations

from importlib import resources

import msgspec

from adjudicator.games.innovation.engine.cards import Card, Color, EffectText, Icon, card

ARTIFACTS = "artifacts"


class ArtifactData(msgspec.Struct, frozen=True):
    """One artifact as ``cards.json`` gives it."""

    name: str
    age: int
    color: Color
    icons: tuple[str | None, ...]
    dogma_icon: Icon | None
    effects: tuple[EffectText, ...]
    bga_id: int
    aliases: tuple[str, ...] = ()


class RelicData(msgspec.Struct, frozen=True):
    """One relic as ``relics.json`` gives it (ART-18)."""

    name: str
    age: int
    color: Color
    icons: tuple[str, ...]
    dogma_icon: Icon
    effects: tuple[EffectText, ...]
    bga_id: int
    relic: bool
    set: str
    echo: str | None = None
    karma: tuple[str, ...] = ()


def _read(filename: str) -> bytes:
    return resources.files(__package__).joinpath(filename).read_bytes()


def artifact_data() -> tuple[ArtifactData, ...]:
    return msgspec.json.decode(_read("cards.json"), type=tuple[ArtifactData, ...])


def relic_data() -> tuple[RelicData, ...]:
    return msgspec.json.decode(_read("relics.json"), type=tuple[RelicData, ...])


_ICON_NAMES = frozenset(i.value for i in Icon)


def icon_and_mark(position: str | None) -> tuple[Icon, str]:
    """A position's base icon (the hex for none) and its mark ("" for none):
    "blank" for an empty position, else a city's or an Echoes card's mark."""
    if position is None:
        return Icon.HEX, "blank"
    if position in _ICON_NAMES:
        return Icon(position), ""
    return Icon.HEX, position  # "plus", "echo", "bonus_N"


def as_card(c: ArtifactData) -> Card:
    pairs = [icon_and_mark(p) for p in c.icons]
    marks = tuple(mark for _, mark in pairs)
    return Card(
        name=c.name,
        age=c.age,
        color=c.color,
        icons=tuple(icon for icon, _ in pairs),
        dogma_icon=c.dogma_icon or Icon.HEX,  # none: Battleship Yamato (ART-4)
        effects=c.effects,
        set=ARTIFACTS,
        marks=marks if any(marks) else (),
        aliases=c.aliases,
    )


def relic_card(c: RelicData) -> Card:
    pairs = [icon_and_mark(p) for p in c.icons]
    marks = tuple(mark for _, mark in pairs)
    return Card(
        name=c.name,
        age=c.age,
        color=c.color,
        icons=tuple(icon for icon, _ in pairs),
        dogma_icon=c.dogma_icon,
        effects=c.effects,
        set=c.set,
        marks=marks if any(marks) else (),
        echo=c.echo,
        relic=True,
        home=ARTIFACTS,
    )


def load_artifacts() -> tuple[Card, ...]:
    """The 105 artifacts, then the five relics."""
    return (*(as_card(c) for c in artifact_data()), *(relic_card(c) for c in relic_data()))


def relic_names() -> tuple[str, ...]:
    """The relics by value (3 to 7)."""
    return tuple(c.name for c in sorted(relic_data(), key=lambda c: c.age))


def is_artifact(name: str) -> bool:
    """A card of the Artifacts set (relics aside: each is a card of its own set)."""
    c = card(name)
    return c.set == ARTIFACTS and not c.relic
