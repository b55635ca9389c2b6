"""What a Build pays with (the spheres spent and the converter uses, as
records and scenarios hold them) and what it must pay (its terms, which
:func:`~adjudicator.games.gizmos.payment_search.build_terms` makes): the
msgspec Structs of :mod:`adjudicator.games.gizmos.payment`, kept apart so
that the payment search (:mod:`~adjudicator.games.gizmos.payment_search`)
can be compiled."""

from __future__ import annotations

import msgspec

from adjudicator.games.gizmos.cards import Card, Color


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
