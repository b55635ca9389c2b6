"""Paying for a Build: checking one payment and finding every legal one.

A payment is the spheres taken from the ring (``spend``) and the converter
uses in the order they are made. Each use takes one unit being spent (a
sphere, or a unit an earlier use made: GIZ-CONVERT-3) and turns it into one
unit of a chosen colour or two of the same (GIZ-CONVERT-1). After the uses,
every unit must be of the card's colour and their number between the cost
minus the discounts and the cost (GIZ-BUILD-3).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from adjudicator.core.problems import IllegalAction
from adjudicator.games.gizmos.cards import Color, card
from adjudicator.games.gizmos.payment_search import (
    build_terms,
    can_pay,
    find_payments,
    forget_payments,
    payments_by_card,
    payments_for_spend,
)
from adjudicator.games.gizmos.payment_terms import (
    BuildTerms,
    ConverterUse,
    Payment,
)
from adjudicator.games.gizmos.rules import colour_text
from adjudicator.games.gizmos.state import PlayerState

__all__ = [
    "BuildTerms",
    "ConverterUse",
    "Payment",
    "build_terms",
    "can_pay",
    "check_payment",
    "find_payments",
    "forget_payments",
    "payment_text",
    "payments_by_card",
    "payments_for_spend",
]


def _fail(message: str, rule: str) -> IllegalAction:
    return IllegalAction(message, rule=rule)


def _output(use: ConverterUse) -> tuple[Color, int]:
    conv = card(use.card).converter
    assert conv is not None
    if conv.to == "same":
        return use.from_, conv.amount
    assert use.to is not None
    return use.to, conv.amount


def _use_problem(
    use: ConverterUse, terms: BuildTerms, made: list[ConverterUse]
) -> tuple[str, str] | None:
    """GIZ-CONVERT-1 and GIZ-CONVERT-2 for one use, given the uses before it:
    the message and the rule, or None."""
    if use.card in terms.spent:
        return f"{use.card} was already used this turn", "GIZ-CONVERT-2"
    conv = card(use.card).converter if use.card in terms.converters else None
    if conv is None:
        return f"{use.card} is not a converter you can use now", "GIZ-CONVERT-1"
    if not conv.takes(use.from_):
        return f"{use.card} cannot take {use.from_} energy", "GIZ-CONVERT-1"
    if conv.to == "any" and use.to is None:
        return f"{use.card} needs the colour it turns {use.from_} into", "GIZ-CONVERT-1"
    if conv.to == "same" and use.to not in (None, use.from_):
        return f"{use.card} only doubles {use.from_} into {use.from_}", "GIZ-CONVERT-1"
    earlier = [u for u in made if u.card == use.card]
    if len(earlier) >= conv.uses:
        return f"{use.card} is used at most {conv.uses} time(s) per turn", "GIZ-CONVERT-2"
    if conv.one_use_per_color and any(u.from_ == use.from_ for u in earlier):
        return f"{use.card} is used once per colour", "GIZ-CONVERT-2"
    return None


def _check_use(use: ConverterUse, terms: BuildTerms, made: list[ConverterUse]) -> None:
    problem = _use_problem(use, terms, made)
    if problem is not None:
        raise _fail(*problem)


def check_payment(
    p: PlayerState, terms: BuildTerms, spend: dict[Color, int], uses: Iterable[ConverterUse]
) -> None:
    """Raise :class:`IllegalAction` with the rule if this payment is not legal."""
    for color, n in spend.items():
        if n < 0 or n > p.energy[color]:
            raise _fail(f"{p.name} has {p.energy[color]} {color}, not {n}", "GIZ-BUILD-2")
    pool: Counter[Color] = Counter({c: n for c, n in spend.items() if n})
    made: list[ConverterUse] = []
    for use in uses:
        _check_use(use, terms, made)
        if pool[use.from_] <= 0:
            raise _no_unit(use, terms, pool)
        pool[use.from_] -= 1
        out, amount = _output(use)
        pool[out] += amount
        made.append(use)
    _check_units(terms, pool)


def _no_unit(use: ConverterUse, terms: BuildTerms, pool: Counter[Color]) -> IllegalAction:
    """Nothing of ``use.from_`` is being spent or made; with a discount and
    nothing spent, the player took the discount for energy (GIZ-CONVERT-4)."""
    if terms.least < terms.most and not any(pool.values()):
        return _fail(f"{use.card} cannot convert a discount: it is not energy", "GIZ-CONVERT-4")
    return _fail(f"{use.card} has no {use.from_} unit being spent to convert", "GIZ-CONVERT-3")


def _units_problem(terms: BuildTerms, pool: Counter[Color]) -> str | None:
    c = terms.card
    wrong = sorted(col for col, n in pool.items() if n and c.color != "multi" and col != c.color)
    if wrong:
        return f"{c.id} is {c.color}: the {', '.join(wrong)} energy cannot pay for it"
    units = sum(pool.values())
    if not terms.least <= units <= terms.most:
        need = str(terms.most) if terms.least == terms.most else f"{terms.least} to {terms.most}"
        return f"{c.id} costs {need} {c.color} energy; {units} spent"
    return None


def _check_units(terms: BuildTerms, pool: Counter[Color]) -> None:
    problem = _units_problem(terms, pool)
    if problem is not None:
        raise _fail(problem, "GIZ-BUILD-3")


def payment_text(way: Payment) -> str:
    """``"1 yellow; 101 turns yellow into blue"``: a payment in words."""
    spent = colour_text(way.spend)
    uses = "".join(
        f"; {u.card} turns {u.from_} into {u.to or '2 ' + u.from_}" for u in way.converters
    )
    return spent + uses
