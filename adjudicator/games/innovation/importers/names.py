"""BGA's text as plain text, and BGA's numbers for icons, sets and colours.

BGA writes card titles in sentence case ("The wheel", "Code of laws"), sometimes with a
non-breaking hyphen, in HTML spans; ages are squares and icons are pictures. Here they
become plain text with ages as ``[N]`` and icons as ``[castle]``, and a name is matched
ignoring case, accents, spaces and punctuation.
"""

from __future__ import annotations

import html
import re

from adjudicator.games.innovation.engine.known import HYPHENS
from adjudicator.games.innovation.engine.known import KnownCard as KnownCard
from adjudicator.games.innovation.engine.known import name_key as name_key
from adjudicator.games.innovation.engine.known import resolve as resolve

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
    text = html.unescape(text).translate(HYPHENS).replace("\u00a0", " ")
    return _SPACES.sub(" ", text).strip()
