"""The phrase tables of the notation (``phrases_en.json``, ``phrases_de.json``) as data.

One grammar, one table per language: each event kind has a template with
placeholders (``{actor}``, ``{card}``, ``{from}`` …). The writer fills a
template in; the parser compiles the same template once into a regular
expression that is tolerant where people are: any case, any run of spaces, a
missing article (every article of the table is optional).
"""

from __future__ import annotations

import json
import re
from functools import cache
from importlib import resources
from typing import Any

import msgspec

LANGUAGES: tuple[str, ...] = ("en", "de")

_FIELD = re.compile(r"\{(\w+)\}")

#: What each placeholder of an event template captures (the parser resolves it).
_CAPTURE = {
    "actor": r"(?P<actor>.+?)",
    "target": r"(?P<target>.+?)",
    "card": r"(?P<card>.+?)",
    "cards": r"(?P<cards>.*?)",
    "others": r"(?P<others>.*?)",
    "src": r"(?P<src>.+?)",
    "dst": r"(?P<dst>.+?)",
    "winners": r"(?P<winners>.+?)",
    "reason": r"(?P<reason>.+?)",
    "icon": r"(?P<icon>[^\]]+?)",
    "color": r"(?P<color>\w+)",
    "direction": r"(?P<direction>\w+)",
    "n": r"(?P<n>[0-9]{1,4})",
    "player": r"(?P<player>.+?)",
    "age": r"(?P<age>[0-9]{1,2})",
    "choice": r"(?P<choice>\w+)",
}


class Place(msgspec.Struct, frozen=True):
    """One way a table writes a zone: its kind and the forms for each role."""

    kind: str
    forms: dict[str, str]  # "from", "to"
    also: tuple[str, ...]


class Table:
    """One language's phrases, with the compiled patterns the parser needs."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.language: str = data["language"]
        self.data = data
        self.articles: frozenset[str] = frozenset(a.lower() for a in data["articles"])
        self.own: tuple[str, ...] = tuple(data["own"])
        self.events: dict[str, str] = data["events"]
        self.places = tuple(
            Place(kind, {"from": p["from"], "to": p["to"]}, tuple(p["also"]))
            for kind, p in data["places"].items()
        )
        self.header_keys = {
            word.lower(): key for key, words in data["header"].items() for word in words
        }
        self.patterns = {kind: self.compile(t) for kind, t in self.events.items()}
        self.turn = self.compile(data["turn"])
        # a hidden card of another set than the base one: "a city [3]" (CITY-1)
        self.hidden_sets = {
            name: self.compile(form) for name, form in data.get("hidden_sets", {}).items()
        }
        self.place_patterns = [
            (place.kind, self.compile_place(form))
            for place in self.places
            for form in (*place.forms.values(), *place.also)
        ]

    # ------------------------------------------------------------ words
    def words(self, group: str) -> dict[str, str]:
        """A word group (colors, directions, icons, reasons) read: word -> canonical."""
        return {w.lower(): key for key, words in self.data[group].items() for w in words}

    def word(self, group: str, canonical: str) -> str:
        """The word the writer uses for ``canonical`` (the first of its list)."""
        words: list[str] = self.data[group].get(canonical, [canonical])
        return words[0]

    def is_word(self, group: str, text: str) -> bool:
        return text.strip().lower() in {w.lower() for w in self.data[group]}

    # ------------------------------------------------------------ compiling
    def literal(self, text: str) -> str:
        """A template's literal text as a pattern: spaces stretch, articles are optional."""
        out: list[str] = []
        for token in re.split(r"(\s+)", text):
            if not token:
                continue
            if token.isspace():
                out.append(r"\s+")
            elif token.lower() in self.articles:
                out.append(rf"(?:{re.escape(token)}(?=\s))?")
            else:
                out.append(re.escape(token))
        pattern = "".join(out)
        # an optional article leaves its space behind: let the spaces around it merge
        return pattern.replace(r"\s+(?:", r"\s*(?:").replace(r"(?=\s))?\s+", r"(?=\s))?\s*")

    def compile(self, template: str) -> re.Pattern[str]:
        parts: list[str] = []
        position = 0
        for found in _FIELD.finditer(template):
            parts.append(self.literal(template[position : found.start()]))
            name = found.group(1)
            if name in ("from", "to"):
                word = self.literal(self.data[name])
                parts.append(rf"(?:\s+{word}\s+(?P<{name}>.+?))?")
            else:
                parts.append(_CAPTURE[name])
            position = found.end()
        parts.append(self.literal(template[position:]))
        return re.compile("".join(parts), re.IGNORECASE)

    def compile_place(self, form: str) -> re.Pattern[str]:
        own = "|".join(map(re.escape, self.own))
        owner = self.literal(self.data["owner"]).replace(re.escape("{player}"), r"(?P<player>.+?)")
        pattern = self.literal(form)
        pattern = pattern.replace(re.escape("{owner}"), rf"(?:(?P<own>{own})|{owner})")
        pattern = pattern.replace(re.escape("{own}"), rf"(?P<own>{own})")
        pattern = pattern.replace(re.escape("{age}"), r"(?P<age>[0-9]{1,2})")
        return re.compile(rf"(?:{self.literal('the')}\s*)?{pattern}", re.IGNORECASE)

    # ------------------------------------------------------------ writing
    def hidden(self, age: int, card_set: str | None = None) -> str:
        """A card by its back: its age, and its set when not the base one."""
        form = self.data.get("hidden_sets", {}).get(card_set)
        if form is None:
            an = age in self.data["hidden_an"]
            form = self.data["hidden_an_form"] if an else self.data["hidden"]
        return str(form).replace("{age}", str(age))

    def owner(self, player: str, actor: str | None) -> str:
        if player == actor and self.language == "en":
            return self.own[0]
        return str(self.data["owner"]).replace("{player}", player)

    def place(
        self, kind: str, role: str, player: str | None, actor: str | None, age: int | None
    ) -> str:
        """How the writer names a zone (``role``: "from" or "to")."""
        for place in self.places:
            if place.kind == kind:
                form = place.forms[role]
                form = form.replace("{owner}", self.owner(player or "", actor))
                return form.replace("{age}", str(age or ""))
        raise KeyError(kind)

    def fill(self, template: str, values: dict[str, str]) -> str:
        return _FIELD.sub(lambda m: values.get(m.group(1), ""), template)


@cache
def table(language: str) -> Table:
    """The phrase table of ``language`` ("en" or "de")."""
    if language not in LANGUAGES:
        raise ValueError(f"no phrase table for language {language!r} (known: en, de)")
    text = resources.files(__package__).joinpath(f"phrases_{language}.json").read_text("utf-8")
    return Table(json.loads(text))
