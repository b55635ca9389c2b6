"""Every card name of every Innovation set, those without rules here too.

A scenario, record or log may name a card of a set that has no rules here yet
(Echoes, Artifacts, Figures): it is known by name, set, age and colour
(``data/other-sets.json``), so that the problem can say which set it needs.
Names match ignoring case, accents, spaces and punctuation.
"""

from __future__ import annotations

import json
import re
import unicodedata
from functools import cache
from importlib import resources
from typing import Any

import msgspec

from adjudicator.games.innovation.engine.cards import lookup
from adjudicator.games.innovation.engine.registry import registered, resolve_special, special_names

# the hyphens BGA and others write for "-"
HYPHENS = dict.fromkeys(map(ord, "\u2010\u2011\u2012\u2013\u00ad"), "-")


class KnownCard(msgspec.Struct, frozen=True):
    """A card (or special achievement) of some set, as the importer knows it."""

    name: str
    set: str
    age: int | None = None
    color: str | None = None
    bga_id: int | None = None


def name_key(text: str) -> str:
    """Lower case, accents dropped, letters and digits only: "São Paulo" == "sao paulo"."""
    decomposed = unicodedata.normalize("NFKD", text.translate(HYPHENS))
    plain = "".join(c for c in decomposed if not unicodedata.combining(c))
    return re.sub(r"[^a-z0-9]", "", plain.lower())


def _known_from(raw: dict[str, Any], set_name: str) -> list[tuple[str, KnownCard]]:
    card = KnownCard(
        name=raw["name"],
        set=raw.get("set", set_name),
        age=raw.get("age"),
        color=raw.get("color"),
        bga_id=raw.get("bga_id"),
    )
    return [(name_key(n), card) for n in [raw["name"], *raw.get("aliases", [])]]


@cache
def _other_sets() -> dict[str, KnownCard]:
    """Every card and special achievement of the expansions, by name key."""
    text = resources.files(__package__).joinpath("data/other-sets.json").read_text("utf-8")
    data = json.loads(text)
    known: dict[str, KnownCard] = {}
    for set_name, content in data["sets"].items():
        for raw in content["cards"]:
            known.update(_known_from(raw, set_name))
        for name in content["special_achievements"]:
            known[name_key(name)] = KnownCard(name=name, set=set_name)
    for raw in data["relics"]:
        for key, card in _known_from(raw, raw["set"]):
            known.setdefault(key, card)
    return known


def resolve(text: str) -> KnownCard | None:
    """The card BGA names ``text``: a base card (the engine's spelling), a base special
    achievement, or a card of an expansion; None when no set has it."""
    base = lookup(text)
    if base is not None and base.set == "base":
        return KnownCard(name=base.name, set="base", age=base.age, color=base.color)
    special = resolve_special(text)
    if special is not None and special in special_names():
        return KnownCard(name=special, set="base")
    return _other_sets().get(name_key(text))


def unknown_card(raw: str) -> str:
    """Why ``raw`` names no card we play: a card of a set without rules here
    yet (Echoes, Artifacts: "not supported yet"), or an unknown name."""
    known = resolve(raw) if isinstance(raw, str) else None
    if known is not None and known.set not in registered():
        return f"{known.name} is a {known.set} card: expansion {known.set!r} is not supported yet"
    return f"unknown card {raw!r}"
