"""A card move given as zones (the tracker's ``transfer`` entries, BGA's ``transferedCard``
arguments): its kind, and a line of text for it when the format gives none.

BGA's ``meld_keyword`` and ``bottom_to`` flags are not reliable (an effect's meld can be
flagged as going to the bottom, a draw-and-tuck as not): they only decide between a
meld and a tuck onto a board, and stay on the entry as evidence.
"""

from __future__ import annotations

from adjudicator.games.innovation.importers.entries import CardSeen, Kind, Place


def kind_of_move(
    source: Place, dest: Place, *, meld_flag: bool | None, bottom_flag: bool | None
) -> Kind:
    """The kind of a card move, from where it goes (the flags only as evidence)."""
    if source.zone == dest.zone == "achievements":
        return "achieve" if source.player is None else "transfer"
    between_players = None not in (source.player, dest.player) and source.player != dest.player
    if dest.zone == "deck":
        return "return"
    if between_players:
        return "transfer"
    if source.zone == "deck" and dest.zone == "hand":
        return "draw"
    if dest.zone == "revealed":
        return "reveal"
    if dest.zone == "board":
        return "tuck" if bottom_flag and not meld_flag else "meld"
    if dest.zone == "score":
        return "score"
    return "move"


def claim_or_achieve(card: CardSeen) -> Kind:
    """An achievements -> achievements move: a special achievement has a name and no age."""
    return "claim" if card.age is None and card.name is not None else "achieve"


def _where(place: Place) -> str:
    return f"{place.player}'s {place.zone}" if place.player else place.zone


def describe_move(kind: Kind, card: CardSeen, source: Place, dest: Place) -> str:
    """A line for a structured move: "draw: [1] Thebes (deck -> AnotherSava's hand)"."""
    age = f"[{card.age}] " if card.age is not None else ""
    name = card.name or f"a hidden {card.set + ' ' if card.set else ''}card"
    return f"{kind}: {age}{name} ({_where(source)} -> {_where(dest)})"
