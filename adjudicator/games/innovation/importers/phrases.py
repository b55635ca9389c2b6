"""BGA's message texts read into log entries, from a phrase table kept as data.

The table (``data/phrases_en.json``) lists BGA's templates with placeholders; each is
compiled once into a regular expression. A line that matches none is an ``info`` entry:
BGA has hundreds of card-specific messages and an unknown one is commentary.
Another language is another table with the same shape.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Collection
from functools import cache
from importlib import resources
from typing import Any

import msgspec

from adjudicator.games.innovation.importers.entries import CardSeen, Kind, LogEntry, Place
from adjudicator.games.innovation.importers.names import icon_name, resolve

#: The actor of a first-person line when the viewer's name is not known.
YOU = "You"

_COLORS = "red|yellow|green|blue|purple"
_DIRECTIONS = "left|right|up|aslant"
_FIELD = re.compile(r"\{(\w+)\}")
_LIST_SPLIT = re.compile(r",\s*(?=\[?[0-9]+\]?\s)")
_OWN = frozenset({"his", "her", "their"})
_AGED_NAME = re.compile(r"\[?([0-9]{1,3})\]?\s+(.+)")


class Phrase(msgspec.Struct, frozen=True):
    kind: Kind
    pattern: re.Pattern[str]
    source: str | None
    dest: str | None
    constants: dict[str, Any]


class Table(msgspec.Struct, frozen=True):
    phrases: tuple[Phrase, ...]
    zones: dict[str, str]
    numbers: dict[str, int]
    you: frozenset[str]


#: A word only a team game's lines use ("Your team has got …", "The team of P …").
TEAM_WORD = re.compile(r"\bteams?\b", re.IGNORECASE)
#: Between the names of partners an END OF GAME line may name together ("P and Q have got …").
JOINT_NAMES = re.compile(r", | and ")


def _placeholder(name: str, zones: Collection[str], counter: list[int]) -> str:
    """The regular expression for one ``{name}`` of a template."""
    zone_words = "|".join(sorted(map(re.escape, zones), key=len, reverse=True))
    fixed = {
        "actor": r"(?P<actor>.+?)",
        "actor_s": r"(?P<actor_s>Your|.+?'s)",
        "target_s": r"(?P<target_s>your|his|her|their|.+?'s)",
        "age": r"\[?(?P<age>[0-9]{1,3})\]?",
        "card": r"(?P<card>.+?)",
        "cards": r"(?P<cards>.+)",
        "icon": r"\[(?P<icon>[A-Za-z_ ]+)\]",
        "n": r"(?P<n>[0-9]{1,6}|[a-z]+)",
        "color": rf"(?P<color>{_COLORS})",
        "direction": rf"(?P<direction>{_DIRECTIONS})",
        "zone_from": rf"(?P<zone_from>{zone_words})",
        "zone_to": rf"(?P<zone_to>{zone_words})",
        "effect": r"(?P<effect>.+?)",
        "rest": r"(?P<rest>.*)",
        "supply": r"(?P<supply>base|cities|echoes|artifacts|figures)",
    }
    if name == "his":
        counter[0] += 1
        return rf"(?P<his{counter[0]}>his|her|their|your)"
    return fixed[name]


def compile_template(template: str, zones: Collection[str]) -> re.Pattern[str]:
    counter = [0]
    parts: list[str] = []
    position = 0
    for found in _FIELD.finditer(template):
        parts.append(re.escape(template[position : found.start()]))
        parts.append(_placeholder(found.group(1), zones, counter))
        position = found.end()
    parts.append(re.escape(template[position:]))
    return re.compile("".join(parts))


@cache
def table(language: str = "en") -> Table:
    """The phrase table of one language, compiled."""
    path = resources.files(__package__).joinpath(f"data/phrases_{language}.json")
    data = json.loads(path.read_text("utf-8"))
    zones: dict[str, str] = data["zones"]
    phrases = tuple(
        Phrase(
            kind=raw["kind"],
            pattern=compile_template(template, zones),
            source=raw.get("from"),
            dest=raw.get("to"),
            constants=raw.get("set", {}),
        )
        for raw in data["phrases"]
        for template in raw["say"]
    )
    return Table(phrases, zones, data["numbers"], frozenset(data["you"]))


def card_seen(
    name: str | None,
    age: int | None = None,
    set_name: str | None = None,
    bga_id: int | None = None,
) -> CardSeen:
    """A card as seen: its canonical name and set when some set knows the name."""
    if name is None:
        return CardSeen(age=age, set=set_name, bga_id=bga_id)
    known = resolve(name)
    if known is None:
        return CardSeen(name=name, age=age, set=set_name, bga_id=bga_id)
    return CardSeen(
        name=known.name,
        age=age if age is not None else known.age,
        set=set_name or known.set,
        bga_id=bga_id if bga_id is not None else known.bga_id,
    )


def _aged_card(text: str) -> CardSeen:
    """ "[1] Tools" (or "1 Tools") -> Tools of age 1; a bare name keeps no age."""
    found = _AGED_NAME.fullmatch(text.strip())
    if found is None:
        return card_seen(text.strip())
    return card_seen(found.group(2), int(found.group(1)))


class _Reader:
    """Reads one line with the table, given who "You" is and the known players."""

    def __init__(self, you: str, players: Collection[str] | None, language: str) -> None:
        self.you = you
        self.players = players
        self.table = table(language)

    def person(self, text: str) -> str:
        if text in self.table.you:
            return self.you
        return text[:-2] if text.endswith("'s") else text

    def plausible(self, actor: str | None, *, joint: bool = False) -> bool:
        """Whether ``actor`` may be a player (``joint``: players named together, as an
        END OF GAME line may name partners)."""
        if actor is not None and TEAM_WORD.search(actor):
            return False  # "Your team has got …": no player, whether the players are known or not
        if actor is None or self.players is None:
            return True
        names = JOINT_NAMES.split(actor) if joint else [actor]
        return all(name == self.you or name in self.players for name in names)

    def number(self, text: str) -> int | None:
        return int(text) if text.isascii() and text.isdigit() else self.table.numbers.get(text)

    def place(
        self, spec: str | None, groups: dict[str, str], fields: dict[str, Any]
    ) -> Place | None:
        if spec is None:
            return None
        zone, _, role = spec.partition("@")
        if zone.startswith("{"):
            zone = self.table.zones[groups[zone.strip("{}")]]
        owner = fields.get(role) if role else None
        return Place(zone=zone, player=owner)

    def read(self, text: str, line: int, move: int | None) -> LogEntry:
        for phrase in self.table.phrases:
            found = phrase.pattern.fullmatch(text)
            if found is None:
                continue
            entry = self.entry(phrase, found, text, line, move)
            if entry is not None:
                return entry
        return LogEntry(kind="info", line=line, text=text, move=move)

    def entry(
        self, phrase: Phrase, found: re.Match[str], text: str, line: int, move: int | None
    ) -> LogEntry | None:
        groups = {k: v for k, v in found.groupdict().items() if v is not None}
        fields: dict[str, Any] = dict(phrase.constants)
        actor_text = groups.get("actor") or groups.get("actor_s")
        if actor_text is not None:
            fields["actor"] = self.person(actor_text)
        first_person = actor_text in self.table.you
        if any(k.startswith("his") and v == "your" for k, v in groups.items()) and not first_person:
            return None  # "P … your hand" is never BGA's: the viewer's zone is "Q's"
        if not self.plausible(fields.get("actor"), joint=phrase.kind == "end"):
            return None
        if "target_s" in groups:
            target = groups["target_s"]
            fields["target"] = fields.get("actor") if target in _OWN else self.person(target)
        elif phrase.kind == "splay":
            fields["target"] = fields.get("actor")
        for read_fields in _FIELD_READERS:
            if not read_fields(self, groups, fields):
                return None
        fields["source"] = self.place(phrase.source, groups, fields)
        fields["dest"] = self.place(phrase.dest, groups, fields)
        if phrase.kind == "transfer" and fields.get("target") == fields.get("actor"):
            fields["target"] = None  # a transfer between one's own zones has no target
        return LogEntry(kind=phrase.kind, line=line, text=text, move=move, **fields)


def _read_card(reader: _Reader, groups: dict[str, str], fields: dict[str, Any]) -> bool:
    age = int(groups["age"]) if "age" in groups else None
    if "card" in groups:
        fields["card"] = card_seen(groups["card"], age)
        if age is None:
            fields["card"] = _aged_card(groups["card"])
    elif age is not None:
        fields["card"] = CardSeen(age=age, set=groups.get("supply"))
    if "cards" in groups:
        fields["cards"] = tuple(_aged_card(part) for part in _LIST_SPLIT.split(groups["cards"]))
    return True


def _read_counts(reader: _Reader, groups: dict[str, str], fields: dict[str, Any]) -> bool:
    if "n" in groups:
        count = reader.number(groups["n"])
        if count is None:
            return False
        fields["count"] = count
    if "icon" in groups:
        fields["icon"] = icon_name(groups["icon"])
    return True


def _read_words(reader: _Reader, groups: dict[str, str], fields: dict[str, Any]) -> bool:
    for name in ("color", "direction", "effect"):
        if name in groups:
            fields[name] = groups[name]
    return True


_FIELD_READERS: tuple[Callable[[_Reader, dict[str, str], dict[str, Any]], bool], ...] = (
    _read_card,
    _read_counts,
    _read_words,
)


def reader(
    you: str | None = None, players: Collection[str] | None = None, language: str = "en"
) -> Callable[[str, int, int | None], LogEntry]:
    """A function reading one message (plain text) into a log entry. ``you`` is the
    viewer's name for first-person lines; ``players``, when given, rejects a match whose
    actor is no player (the line is then tried against the next phrases)."""
    return _Reader(you or YOU, players, language).read
