"""Names in a line of the notation resolved: players, cards (with the closest name
when one is misspelt), places, owners and the words of a phrase table."""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable
from functools import cache

from adjudicator.games.innovation.engine import registry
from adjudicator.games.innovation.engine.cards import all_cards, known_cards, lookup
from adjudicator.games.innovation.importers.entries import CardSeen, Place
from adjudicator.games.innovation.notation.from_steps import named_set
from adjudicator.games.innovation.notation.phrases import Table

_BACK = re.compile(r"\[\s*([0-9]{1,2})\s*\]")


class LineError(Exception):
    """A problem at ``column`` (0-based, in the line as written) of the current line."""

    def __init__(self, message: str, column: int = 0) -> None:
        super().__init__(message)
        self.message, self.column = message, column


class Names:
    """Resolves what a line names, for the players of the header (a list the reader
    fills in) and the expansions in play."""

    def __init__(self, t: Table, players: list[str], expansions: Callable[[], list[str]]) -> None:
        self.t = t
        self.players = players
        self.expansions = expansions

    def player(self, text: str, column: int) -> str:
        name = text.strip()
        for p in self.players:
            if p.lower() == name.lower():
                return p
        close = difflib.get_close_matches(name, self.players, n=1)
        hint = f"; did you mean {close[0]}?" if close else f" (players: {', '.join(self.players)})"
        raise LineError(f"no player named {name!r}{hint}", column)

    def card(self, text: str, column: int) -> CardSeen:
        for card_set, form in self.t.hidden_sets.items():
            hidden = form.fullmatch(text.strip())
            if hidden:
                return CardSeen(age=int(hidden.group("age")), set=card_set)
        for name in (text.strip(), self.without_article(text.strip())):
            back = _BACK.fullmatch(name)
            if back:
                return CardSeen(age=int(back.group(1)))
            found = lookup(name)
            if found is not None:
                return CardSeen(name=found.name, age=found.age, set=named_set(found.set))
            achievement = registry.resolve_special(name)
            if achievement is not None:
                return CardSeen(name=achievement)
        known = [c.name for c in all_cards()] + registry.special_names(self.expansions())
        by_lower = {k.lower(): k for k in known}
        close = difflib.get_close_matches(name.lower(), list(by_lower), n=1, cutoff=0.6)
        hint = f"; did you mean {by_lower[close[0]]}?" if close else ""
        raise LineError(f"no card named {name!r}{hint}", column)

    def cards(self, text: str, column: int) -> tuple[CardSeen, ...]:
        text = text.strip()
        if self.t.is_word("nothing", text):
            return ()
        ands = "|".join(self.t.data["and"])
        # a name with a comma in it ("Almira, Queen of the Castle") is kept whole
        commas = _comma_names()
        for i, name in enumerate(commas):
            text = re.sub(re.escape(name), f"\x00{i}\x00", text, flags=re.IGNORECASE)
        parts = re.split(rf"\s*,\s*|\s+(?:{ands})\s+", text, flags=re.IGNORECASE)
        parts = [re.sub("\x00(\\d+)\x00", lambda m: commas[int(m[1])], p) for p in parts]
        return tuple(self.card(p, column) for p in parts if p.strip())

    def without_article(self, text: str) -> str:
        first, _, rest = text.partition(" ")
        return rest.strip() if rest and first.lower() in self.t.articles else text

    def word(self, group: str, text: str, column: int) -> str:
        words = self.t.words(group)
        found = words.get(text.strip().lower())
        if found is None:
            raise LineError(
                f"not a known {group[:-1]}: {text!r} (one of {', '.join(sorted(words))})", column
            )
        return found

    def owner(self, text: str, column: int, actor: str | None) -> str:
        if text.strip().lower() in {o.lower() for o in self.t.own}:
            return actor or ""
        owner = self.t.compile_place("{owner}").fullmatch(text.strip())
        if owner is None or not owner.group("player"):
            raise LineError(f"whose cards? {text!r}", column)
        return self.player(owner.group("player"), column)

    def place(self, text: str, column: int, actor: str | None) -> Place:
        for kind, pattern in self.t.place_patterns:
            found = pattern.fullmatch(text.strip())
            if found is None:
                continue
            if kind == "available":
                return Place("achievements")
            if kind in ("deck", "removed", "relics"):
                return Place(kind)
            groups = found.groupdict()
            owner = actor if groups.get("own") else self.player(groups.get("player") or "", column)
            return Place(kind, owner)
        raise LineError(f"not a place: {text.strip()!r}", column)


@cache
def _comma_names() -> tuple[str, ...]:
    """The card names with a comma in them, longest first."""
    return tuple(sorted((c.name for c in known_cards() if "," in c.name), key=len, reverse=True))
