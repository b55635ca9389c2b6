"""What a Build must pay (its terms) and finding every legal payment of it
(GIZ-BUILD-3, GIZ-CONVERT-*): a depth-first search over converter uses on plain ints, tuples and lists,
with no msgspec Struct defined here, so that mypyc compiles it (compiled.txt).
:mod:`adjudicator.games.gizmos.payment` re-exports what others use."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from functools import lru_cache
from itertools import product
from typing import NamedTuple

from adjudicator.games.gizmos.cards import COLORS, Color, card
from adjudicator.games.gizmos.payment_terms import BuildTerms, ConverterUse, Payment
from adjudicator.games.gizmos.rules import Area, area
from adjudicator.games.gizmos.state import PlayerState


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


# The search works on colour indices (into COLORS): a pool is a list of four
# counts, a use is (converter index, from, to) with ``to`` -1 for a doubler.


class _Conv(NamedTuple):
    """A usable converter as the search reads it."""

    card: int
    takes: tuple[bool, ...]
    same: bool
    amount: int
    uses: int
    per_color: bool


_Use = tuple[int, int, int]
_NodeKey = tuple[tuple[int, ...], tuple[_Use, ...]]
_ALL = tuple(range(len(COLORS)))


class _Search:
    """What a search needs of the terms, and whether each node can still end
    in a legal payment (``alive``): that depends only on the terms (not on
    the card's id nor the player's ring), the pool and which converter took
    which colour, so it is kept per terms, shared by the spends, by cards
    alike and by later positions."""

    def __init__(
        self,
        color: object,
        least: int,
        most: int,
        converters: tuple[int, ...],
        spent: tuple[int, ...],
    ) -> None:
        # a "multi" card takes every colour, a card of no colour none
        self.any_color = color == "multi"
        self.target = COLORS.index(color) if color in COLORS else -1
        self.least, self.most = least, most
        self.convs = tuple(_conv(cid) for cid in converters if cid not in spent)
        self.useful = self._useful_colors()
        self.alive_memo: dict[tuple[tuple[int, ...], tuple[tuple[int, int], ...]], bool] = {}
        # the payments found, by spend and by ring (each with its limit)
        self.by_spend: dict[tuple[tuple[int, ...], int], tuple[Payment, ...]] = {}
        self.by_ring: dict[tuple[tuple[int, ...], int], tuple[Payment, ...]] = {}

    def _useful_colors(self) -> tuple[int, ...]:
        """Colours worth spending: the card's, and those a usable converter takes."""
        if self.any_color:
            return _ALL
        return tuple(i for i in _ALL if i == self.target or any(cv.takes[i] for cv in self.convs))


def _conv(cid: int) -> _Conv:
    conv = card(cid).converter
    assert conv is not None
    takes = tuple(conv.takes(c) for c in COLORS)
    return _Conv(cid, takes, conv.to == "same", conv.amount, conv.uses, conv.one_use_per_color)


@lru_cache(maxsize=256)
def _search_of(
    color: object, least: int, most: int, converters: tuple[int, ...], spent: tuple[int, ...]
) -> _Search:
    return _Search(color, least, most, converters, spent)


def _search_for(terms: BuildTerms) -> _Search:
    return _search_of(terms.card.color, terms.least, terms.most, terms.converters, terms.spent)


def forget_payments() -> None:
    """Drop the kept answers (a benchmark measures the search from cold)."""
    _search_of.cache_clear()


@lru_cache(maxsize=256)
def _use_of(cid: int, source: int, to: int) -> ConverterUse:
    return ConverterUse(cid, COLORS[source], None if to < 0 else COLORS[to])


class _Node:
    """A node of the search: the units in the pool, the uses made (in order),
    each converter's count of uses and, for a once-per-colour one, the
    colours it took (a bit mask)."""

    def __init__(self, search: _Search, pool: list[int]) -> None:
        self.search = search
        self.pool = pool
        self.made: list[_Use] = []
        self.counts = [0] * len(search.convs)
        self.took = [0] * len(search.convs)

    def options(self) -> list[_Use]:
        """The uses that may be made next, converter by converter, colour by
        colour; none that turns a unit into a wrong colour that no converter
        use left could take (that node is dead: see :meth:`hopeless`)."""
        pool, counts, took = self.pool, self.counts, self.took
        out: list[_Use] = []
        for ci, cv in enumerate(self.search.convs):
            if counts[ci] >= cv.uses:
                continue
            for fi in _ALL:
                if pool[fi] <= 0 or not cv.takes[fi] or (cv.per_color and took[ci] >> fi & 1):
                    continue
                if cv.same:
                    out.append((ci, fi, -1))
                    continue
                counts[ci] += 1
                out.extend((ci, fi, ti) for ti in _ALL if ti != fi and self.could_pay_with(ti))
                counts[ci] -= 1
        return out

    def could_pay_with(self, color: int) -> bool:
        """Whether units of ``color`` could end in a payment: the card's
        colour, or one some converter use left takes."""
        s, counts = self.search, self.counts
        if s.any_color or color == s.target:
            return True
        return any(cv.takes[color] and counts[ci] < cv.uses for ci, cv in enumerate(s.convs))

    def make(self, use: _Use) -> None:
        ci, fi, ti = use
        cv = self.search.convs[ci]
        self.pool[fi] -= 1
        self.pool[fi if ti < 0 else ti] += cv.amount
        self.counts[ci] += 1
        if cv.per_color:
            self.took[ci] |= 1 << fi
        self.made.append(use)

    def unmake(self) -> None:
        ci, fi, ti = self.made.pop()
        cv = self.search.convs[ci]
        self.pool[fi if ti < 0 else ti] -= cv.amount
        self.pool[fi] += 1
        self.counts[ci] -= 1
        if cv.per_color:
            self.took[ci] &= ~(1 << fi)

    def pays(self) -> bool:
        """Every unit of the card's colour, their number within the terms (GIZ-BUILD-3)."""
        s, pool = self.search, self.pool
        if not s.least <= sum(pool) <= s.most:
            return False
        if s.any_color:
            return True
        target = s.target
        return not any(n for i, n in enumerate(pool) if i != target)

    def hopeless(self) -> bool:
        """Too many units, too few even with every doubling left, or a unit
        of a wrong colour that no converter use left can take."""
        s, pool, counts = self.search, self.pool, self.counts
        units = sum(pool)
        if units > s.most:
            return True
        if units < s.least:
            more = 0
            for ci, cv in enumerate(s.convs):
                if cv.amount > 1:
                    more += (cv.amount - 1) * (cv.uses - counts[ci])
            if units + more < s.least:
                return True
        return any(n > 0 and not self.could_pay_with(i) for i, n in enumerate(pool))

    def key(self) -> _NodeKey:
        """The pool and the uses made, in any order: the node's identity."""
        made = self.made
        return (tuple(self.pool), tuple(sorted(made)) if len(made) > 1 else tuple(made))

    def alive(self) -> bool:
        """Whether this node is a legal payment or some use after it leads to
        one: that depends on the pool and which converter took which colour
        (not on the colours they made), so nodes alike share the answer."""
        key = (tuple(self.pool), tuple(sorted([(ci, fi) for ci, fi, _ in self.made])))
        memo = self.search.alive_memo
        known = memo.get(key)
        if known is None:
            known = memo[key] = self._reaches_payment()
        return known

    def _reaches_payment(self) -> bool:
        if self.hopeless():
            return False
        if self.pays():
            return True
        for use in self.options():
            self.make(use)
            found = self.alive()
            self.unmake()
            if found:
                return True
        return False


class _Finder:
    """The search for the payments of one spend: depth first over converter
    uses, each node (a pool and the uses made, in any order) once, never
    into a node from which no payment can be reached."""

    def __init__(self, search: _Search, limit: int) -> None:
        self.search = search
        self.limit = limit
        self.found: list[Payment] = []

    def search_spend(self, spend: dict[Color, int]) -> None:
        """Add the payments that spend exactly ``spend``."""
        kept = {c: n for c, n in spend.items() if n}
        node = _Node(self.search, [kept.get(c, 0) for c in COLORS])
        self._visit(kept, node, set())

    def _visit(self, spend: dict[Color, int], node: _Node, seen: set[_NodeKey]) -> None:
        # skipping the dead nodes keeps the payments found and their order:
        # a dead node's successors are all dead, and a live one's parent lives
        key = node.key()
        if key in seen or len(self.found) >= self.limit or not node.alive():
            return
        seen.add(key)
        if node.pays():
            convs = self.search.convs
            uses = tuple(_use_of(convs[ci].card, fi, ti) for ci, fi, ti in node.made)
            self.found.append(Payment(dict(spend), uses))
        for use in node.options():
            node.make(use)
            self._visit(spend, node, seen)
            node.unmake()


def _spends(search: _Search, ring: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
    """Every multiset of spheres of the useful colours from the ring, at most
    ``most``, as counts by colour; the first colour's count changes slowest."""
    for counts in product(*(range(n + 1) for n in ring)):
        if sum(counts) <= search.most:
            spend = [0] * len(COLORS)
            for i, n in zip(search.useful, counts, strict=True):
                spend[i] = n
            yield tuple(spend)


def _ring(p: PlayerState, search: _Search) -> tuple[int, ...]:
    """The player's spheres of the useful colours (more than ``most`` never count)."""
    energy, most = p.energy, search.most
    return tuple([min(energy[COLORS[i]], most) for i in search.useful])


def can_pay(p: PlayerState, terms: BuildTerms) -> bool:
    """Whether ``p`` has some legal payment for ``terms``: stops at the first."""
    search = _search_for(terms)
    return any(_Node(search, list(spend)).alive() for spend in _spends(search, _ring(p, search)))


def _spend_payments(search: _Search, spend: tuple[int, ...], limit: int) -> tuple[Payment, ...]:
    """The first ``limit`` payments that spend exactly ``spend``, kept."""
    key = (spend, limit)
    found = search.by_spend.get(key)
    if found is None:
        finder = _Finder(search, limit)
        finder.search_spend({c: n for c, n in zip(COLORS, spend, strict=True) if n})
        found = search.by_spend[key] = tuple(finder.found)
    return found


def _ring_payments(search: _Search, ring: tuple[int, ...], limit: int) -> tuple[Payment, ...]:
    """The first ``limit`` payments of a ring (its useful colours), spend by
    spend, kept: positions and cards alike share them."""
    key = (ring, limit)
    found = search.by_ring.get(key)
    if found is None:
        ways: list[Payment] = []
        for spend in _spends(search, ring):
            ways += _spend_payments(search, spend, limit)
            if len(ways) >= limit:
                break
        found = search.by_ring[key] = tuple(ways[:limit])
    return found


def find_payments(p: PlayerState, terms: BuildTerms, limit: int = 1000) -> list[Payment]:
    """Every legal payment (at most ``limit``): which spheres, which converter
    uses in which order. Uses that only reorder are listed once (in one
    order), and an "any colour" use that keeps its colour is never listed."""
    search = _search_for(terms)
    return list(_ring_payments(search, _ring(p, search), limit))


def payments_by_card(
    p: PlayerState, cards: Iterable[tuple[int, str]], limit: int
) -> Iterator[tuple[int, tuple[Payment, ...]]]:
    """Each card (with its source: ``display``, ``archive`` or ``research``)
    and its payments, as :func:`find_payments` finds them; cards of one
    colour and the same least and most units share them."""
    built = area(p)
    usable, spent = usable_converters(p, built), tuple(p.converters_used)
    alike: dict[tuple[object, int, int], tuple[Payment, ...]] = {}
    for cid, source in cards:
        c = card(cid)
        key = (c.color, max(0, c.cost - built.discount(c.level, source)), c.cost)
        ways = alike.get(key)
        if ways is None:
            search = _search_of(*key, usable, spent)
            ways = alike[key] = _ring_payments(search, _ring(p, search), limit)
        yield cid, ways


def payments_for_spend(
    p: PlayerState, terms: BuildTerms, spend: dict[Color, int], limit: int = 100
) -> list[Payment]:
    """The legal payments that spend exactly ``spend``: the converter uses a
    record that gives only the spheres spent could have meant."""
    if any(n > p.energy[c] for c, n in spend.items() if n):
        return []
    finder = _Finder(_search_for(terms), limit)
    finder.search_spend(spend)
    return finder.found
