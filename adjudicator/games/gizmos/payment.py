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
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from functools import lru_cache

import msgspec

from adjudicator.core.problems import IllegalAction
from adjudicator.games.gizmos.cards import COLORS, Card, Color, card
from adjudicator.games.gizmos.rules import colour_text, discount
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
    least = max(0, c.cost - discount(p, c.level, source))
    usable = tuple(
        b for b in p.built if card(b).converter is not None and b not in p.converters_used
    )
    return BuildTerms(c, least, c.cost, usable, tuple(p.converters_used))


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


# ---------------------------------------------------------------- finding payments


def _useful_colors(terms: BuildTerms) -> tuple[Color, ...]:
    """Colours worth spending: the card's, and those a usable converter takes."""
    if terms.card.color == "multi":
        return COLORS
    wanted: set[str] = {str(terms.card.color)}
    for cid in terms.converters:
        conv = card(cid).converter
        assert conv is not None
        if conv.from_ == "any":
            return COLORS
        wanted.update(conv.from_)
    return tuple(c for c in COLORS if c in wanted)


def _stuck(terms: BuildTerms, made: list[ConverterUse], pool: Counter[Color]) -> bool:
    """A unit of a wrong colour that no converter use left can take."""
    target = terms.card.color
    if target == "multi":
        return False
    for color in COLORS:
        if color == target or pool[color] <= 0:
            continue
        takers = 0
        for cid in terms.converters:
            conv = card(cid).converter
            assert conv is not None
            if conv.takes(color) and sum(1 for u in made if u.card == cid) < conv.uses:
                takers += 1
        if takers == 0:
            return True
    return False


def _more_units(terms: BuildTerms, made: list[ConverterUse]) -> int:
    """The most units the converter uses left can add (a doubler adds one a use)."""
    more = 0
    for cid in terms.converters:
        conv = card(cid).converter
        assert conv is not None
        if conv.amount > 1:
            left = conv.uses - sum(1 for u in made if u.card == cid)
            more += (conv.amount - 1) * left
    return more


def _spends(
    ring: dict[Color, int], colors: tuple[Color, ...], most: int
) -> Iterator[dict[Color, int]]:
    """Every multiset of spheres of ``colors`` from the ring, at most ``most``."""

    def go(i: int, left: int, acc: dict[Color, int]) -> Iterator[dict[Color, int]]:
        if i == len(colors):
            yield dict(acc)
            return
        color = colors[i]
        for n in range(min(ring[color], left) + 1):
            acc[color] = n
            yield from go(i + 1, left - n, acc)

    yield from go(0, most, {})


def _use_options(
    terms: BuildTerms, made: list[ConverterUse], pool: Counter[Color]
) -> list[ConverterUse]:
    out: list[ConverterUse] = []
    for cid in terms.converters:
        conv = card(cid).converter
        assert conv is not None
        for color in COLORS:
            if pool[color] <= 0 or not conv.takes(color):
                continue
            targets: tuple[Color | None, ...] = (
                (None,) if conv.to == "same" else tuple(t for t in COLORS if t != color)
            )
            for to in targets:
                use = ConverterUse(cid, color, to)
                if _use_problem(use, terms, made) is None:
                    out.append(use)
    return out


def _key(pool: Counter[Color], made: list[ConverterUse]) -> tuple[object, ...]:
    uses = sorted((u.card, u.from_, u.to or "") for u in made)
    return (tuple(pool[c] for c in COLORS), tuple(uses))


@contextmanager
def _using(use: ConverterUse, pool: Counter[Color], made: list[ConverterUse]) -> Iterator[None]:
    """Make one converter use on ``pool`` for the time of the ``with`` block."""
    pool[use.from_] -= 1
    out, amount = _output(use)
    pool[out] += amount
    made.append(use)
    try:
        yield
    finally:
        made.pop()
        pool[out] -= amount
        pool[use.from_] += 1


Alive = dict[tuple[object, ...], bool]


@lru_cache(maxsize=256)
def _alive_memo(
    color: object, least: int, most: int, converters: tuple[int, ...], spent: tuple[int, ...]
) -> Alive:
    """Whether a node of the search can still end in a legal payment depends
    only on these terms (not on the card's id nor the player's ring), the
    pool and which converter took which colour: so the answers are kept per
    terms, shared by the spends, by cards alike and by later positions."""
    return {}


def forget_payments() -> None:
    """Drop the kept answers (a benchmark measures the search from cold)."""
    _alive_memo.cache_clear()


class _Finder:
    """The search for the payments of one set of terms: depth first over
    converter uses, each node (a pool and the uses made, in any order) once,
    never into a node from which no payment can be reached."""

    def __init__(self, terms: BuildTerms, limit: int) -> None:
        self.terms = terms
        self.limit = limit
        self.found: list[Payment] = []
        self.memo = _alive_memo(
            terms.card.color, terms.least, terms.most, terms.converters, terms.spent
        )

    def alive(self, pool: Counter[Color], made: list[ConverterUse]) -> bool:
        """Whether this node is a legal payment or some use after it leads to one."""
        key = (tuple(pool[c] for c in COLORS), tuple(sorted((u.card, u.from_) for u in made)))
        known = self.memo.get(key)
        if known is None:
            known = self.memo[key] = self._reaches_payment(pool, made)
        return known

    def _reaches_payment(self, pool: Counter[Color], made: list[ConverterUse]) -> bool:
        terms, units = self.terms, sum(pool.values())
        if not terms.least <= units + _more_units(terms, made) or units > terms.most:
            return False
        if _stuck(terms, made, pool):
            return False
        if _units_problem(terms, pool) is None:
            return True
        for use in _use_options(terms, made, pool):
            with _using(use, pool, made):
                if self.alive(pool, made):
                    return True
        return False

    def search(self, spend: dict[Color, int]) -> None:
        """Add the payments that spend exactly ``spend``."""
        kept = {c: n for c, n in spend.items() if n}
        self._visit(kept, Counter(kept), [], set())

    def _visit(
        self,
        spend: dict[Color, int],
        pool: Counter[Color],
        made: list[ConverterUse],
        seen: set[tuple[object, ...]],
    ) -> None:
        # skipping the dead nodes keeps the payments found and their order:
        # a dead node's successors are all dead, and a live one's parent lives
        key = _key(pool, made)
        if key in seen or len(self.found) >= self.limit or not self.alive(pool, made):
            return
        seen.add(key)
        if _units_problem(self.terms, pool) is None:
            self.found.append(Payment(dict(spend), tuple(made)))
        for use in _use_options(self.terms, made, pool):
            with _using(use, pool, made):
                self._visit(spend, pool, made, seen)


def can_pay(p: PlayerState, terms: BuildTerms) -> bool:
    """Whether ``p`` has some legal payment for ``terms``: stops at the first."""
    finder = _Finder(terms, 1)
    return any(
        finder.alive(Counter({c: n for c, n in spend.items() if n}), [])
        for spend in _spends(p.energy, _useful_colors(terms), terms.most)
    )


def find_payments(p: PlayerState, terms: BuildTerms, limit: int = 1000) -> list[Payment]:
    """Every legal payment (at most ``limit``): which spheres, which converter
    uses in which order. Uses that only reorder are listed once (in one
    order), and an "any colour" use that keeps its colour is never listed."""
    finder = _Finder(terms, limit)
    for spend in _spends(p.energy, _useful_colors(terms), terms.most):
        finder.search(spend)
        if len(finder.found) >= limit:
            break
    return finder.found


def payments_for_spend(
    p: PlayerState, terms: BuildTerms, spend: dict[Color, int], limit: int = 100
) -> list[Payment]:
    """The legal payments that spend exactly ``spend``: the converter uses a
    record that gives only the spheres spent could have meant."""
    if any(n > p.energy[c] for c, n in spend.items() if n):
        return []
    finder = _Finder(terms, limit)
    finder.search(spend)
    return finder.found


def payment_text(way: Payment) -> str:
    """``"1 yellow; 101 turns yellow into blue"``: a payment in words."""
    spent = colour_text(way.spend)
    uses = "".join(
        f"; {u.card} turns {u.from_} into {u.to or '2 ' + u.from_}" for u in way.converters
    )
    return spent + uses
