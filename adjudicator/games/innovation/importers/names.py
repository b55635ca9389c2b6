"""BGA's text as plain text, and BGA's card names resolved to card sets.

BGA writes card titles in sentence case ("The wheel", "Code of laws"), sometimes with a
non-breaking hyphen, in HTML spans; ages are squares and icons are pictures. Here they
become plain text with ages as ``[N]`` and icons as ``[castle]``, and a name is matched
ignoring case, accents, spaces and punctuation.
"""

from __future__ import annotations

import html
import json
import re
import unicodedata
from functools import cache
from importlib import resources
from typing import Any

import msgspec

from adjudicator.games.innovation.cards import lookup
from adjudicator.games.innovation.sets import resolve_special, special_names

#: BGA's icon numbers (``icon_N`` classes and dogma ``icon`` arguments).
BGA_ICONS: dict[str, str] = {
    "0": "hex",
    "1": "crown",
    "2": "leaf",
    "3": "lightbulb",
    "4": "castle",
    "5": "factory",
    "6": "clock",
}
#: Other spellings of icon names seen in BGA's text and its exports.
ICON_ALIASES: dict[str, str] = {"tower": "castle", "bulb": "lightbulb", "lamp": "lightbulb"}

#: BGA's card ``type`` numbers.
BGA_SETS: dict[str, str] = {
    "0": "base",
    "1": "artifacts",
    "2": "cities",
    "3": "echoes",
    "4": "figures",
}

#: BGA's color numbers.
BGA_COLORS: dict[str, str] = {"0": "blue", "1": "red", "2": "green", "3": "yellow", "4": "purple"}

_AGE_SPAN = re.compile(r"<span[^>]*\bage\b[^>]*>\s*([0-9]+)\s*</span>", re.IGNORECASE)
_ICON_SPAN = re.compile(r"<span[^>]*\bicon_(\d)[^>]*>\s*</span>", re.IGNORECASE)
_TAG = re.compile(r"<[^>]*>")
_SPACES = re.compile(r"\s+")
_HYPHENS = dict.fromkeys(map(ord, "\u2010\u2011\u2012\u2013\u00ad"), "-")


class KnownCard(msgspec.Struct, frozen=True):
    """A card (or special achievement) of some set, as the importer knows it."""

    name: str
    set: str
    age: int | None = None
    color: str | None = None
    bga_id: int | None = None


def icon_name(text: str) -> str:
    """``tower`` -> ``castle``; a BGA icon number -> its name; other names lower-cased."""
    key = text.strip().lower()
    return BGA_ICONS.get(key) or ICON_ALIASES.get(key, key)


def clean_text(text: str) -> str:
    """HTML stripped, age squares as ``[N]``, icons as ``[castle]``, entities decoded,
    non-breaking hyphens and spaces made plain, runs of spaces made one."""
    text = _AGE_SPAN.sub(lambda m: f"[{m.group(1)}]", text)
    text = _ICON_SPAN.sub(lambda m: f"[{icon_name(m.group(1))}]", text)
    text = _TAG.sub("", text.replace("<!--empty-->", ""))
    text = html.unescape(text).translate(_HYPHENS).replace("\u00a0", " ")
    return _SPACES.sub(" ", text).strip()


def name_key(text: str) -> str:
    """Lower case, accents dropped, letters and digits only: "São Paulo" == "sao paulo"."""
    decomposed = unicodedata.normalize("NFKD", text.translate(_HYPHENS))
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
