"""A board's icons packed in one int: the sum of its piles' counts (TERM-ICONS).

Kept apart from :mod:`.state` to be compiled (``compiled.txt``): the state's classes
are msgspec Structs, which mypyc does not compile, and this sum runs after every
change to a board (the special achievements, SPECIAL-1) and for every player in a
Dogma action (DOGMA-2).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol


class CountedPile(Protocol):
    """What the sum reads of a pile (:class:`.state.Pile`, which imports this module)."""

    @property
    def cards(self) -> list[str]: ...
    @property
    def splay(self) -> Any: ...
    @property
    def _icons(self) -> tuple[list[str], Any, int] | None: ...

    def _count_icons(self) -> int: ...


def board_icon_total(board: Mapping[Any, CountedPile]) -> int:
    """The board's icons packed in one int (``state._packed``), each pile's count
    taken from its cache while its cards and splay are those it was counted for."""
    total = 0
    for pile in board.values():
        cards = pile.cards
        if not cards:
            continue  # no icons (and no cache to look at)
        # Pile.packed_icons, inline: a board's piles mostly count as before
        cached = pile._icons
        if cached is not None and cached[1] is pile.splay and cached[0] == cards:
            total += cached[2]
        else:
            total += pile._count_icons()
    return total
