"""What a Build pays with (the spheres spent and the converter uses, as
records and scenarios hold them) and what it must pay (its terms): the
msgspec Structs of :mod:`adjudicator.games.gizmos.payment`, kept apart so
that the payment search (:mod:`~adjudicator.games.gizmos.payment_search`)
can be compiled."""

from __future__ import annotations

import msgspec

from adjudicator.games.gizmos.cards import Card, Color, card
from adjudicator.games.gizmos.rules import Area, area
from adjudicator.games.gizmos.state import PlayerState


class ConverterUse(msgspec.Struct, frozen=True, omit_defaults=True):
    card: int
    from_: Color = msgspec.field(name="from")
    to: Color | None = None


class Payment(msgspec.Struct, frozen=True):
    spend: dict[Color, int]
    converters: tuple[ConverterUse, ...] = ()


class BuildTerms(msgspec.Struct, frozen=True):
    """What a build must pay: the card, the least and most units, the
    converters the player may still use this turn."""

    card: Card
    least: int
    most: int
    converters: tuple[int, ...]
    spent: tuple[int, ...] = ()


def build_terms(p: PlayerState, cid: int, source: str) -> BuildTerms:
    """``source`` is ``display``, ``archive``, ``research`` or ``free``."""
    c = card(cid)
    if source == "free":
        return BuildTerms(c, 0, 0, ())
    built = area(p)
    least = max(0, c.cost - built.discount(c.level, source))
    return BuildTerms(c, least, c.cost, usable_converters(p, built), tuple(p.converters_used))


def usable_converters(p: PlayerState, built: Area) -> tuple[int, ...]:
    """The converters ``p`` has not used this turn (GIZ-CONVERT-2)."""
    return tuple(b for b in built.converters if b not in p.converters_used)
