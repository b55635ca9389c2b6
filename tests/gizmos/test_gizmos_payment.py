"""The payment finder: every legal way to pay, each accepted by the checker."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from adjudicator.core.problems import IllegalAction
from adjudicator.games.gizmos import payment
from adjudicator.games.gizmos.cards import COLORS, Color, all_cards, card
from adjudicator.games.gizmos.payment import (
    BuildTerms,
    ConverterUse,
    Payment,
    build_terms,
    can_pay,
    check_payment,
    find_payments,
    payments_for_spend,
)
from adjudicator.games.gizmos.state import PlayerState


def player(built: list[int], **energy: int) -> PlayerState:
    p = PlayerState("alice", built=[901, *built])
    p.energy.update(energy)  # type: ignore[arg-type]
    return p


def test_without_converters_one_way() -> None:
    p = player([], blue=3, red=2)
    assert find_payments(p, build_terms(p, 210, "display")) == [Payment({"blue": 2})]
    assert find_payments(p, build_terms(p, 209, "display")) == []


def test_discounts_give_each_amount() -> None:
    p = player([315, 316], red=3)
    ways = find_payments(p, build_terms(p, 211, "display"))
    assert [w.spend for w in ways] == [{}, {"red": 1}, {"red": 2}]


def test_converters_and_chains_are_found() -> None:
    p = player([101, 218, 216], yellow=1, blue=1)
    ways = find_payments(p, build_terms(p, 210, "display"))
    chain = Payment(
        {"yellow": 1},
        (
            ConverterUse(101, "yellow", "red"),
            ConverterUse(218, "red"),
            ConverterUse(216, "red", "blue"),
            ConverterUse(216, "red", "blue"),
        ),
    )
    assert any(
        w.spend == chain.spend
        and sorted(map(str, w.converters)) == sorted(map(str, chain.converters))
        for w in ways
    )
    assert Payment({"yellow": 1, "blue": 1}, (ConverterUse(101, "yellow", "blue"),)) in ways


def test_a_converter_used_this_turn_is_not_offered() -> None:
    p = player([101], yellow=1)
    p.converters_used.append(101)
    assert find_payments(p, build_terms(p, 114, "display")) == []


def test_a_free_build_pays_nothing() -> None:
    p = player([], red=2)
    assert find_payments(p, build_terms(p, 123, "free")) == [Payment({})]
    with pytest.raises(IllegalAction):
        check_payment(p, build_terms(p, 123, "free"), {"red": 1}, ())


def test_every_way_found_is_legal_and_distinct() -> None:
    rng = random.Random(5)
    converters = [c.id for c in all_cards().values() if c.converter is not None]
    targets = [c.id for c in all_cards().values() if c.level > 0]
    for _ in range(150):
        p = player(rng.sample(converters, rng.randint(0, 4)))
        for color in COLORS:
            p.energy[color] = rng.randint(0, 3)
        terms = build_terms(p, rng.choice(targets), rng.choice(["display", "archive", "research"]))
        ways = find_payments(p, terms)
        for way in ways:
            check_payment(p, terms, way.spend, way.converters)
        keys = {
            (tuple(sorted(w.spend.items())), tuple(sorted(map(str, w.converters)))) for w in ways
        }
        assert len(keys) == len(ways)


def test_payments_for_the_spheres_a_record_gives() -> None:
    p = player([101, 106], yellow=2)
    terms = build_terms(p, 211, "display")
    ways = payments_for_spend(p, terms, {"yellow": 2})
    assert ways and all(w.spend == {"yellow": 2} for w in ways)
    assert {frozenset(u.card for u in w.converters) for w in ways} == {frozenset({101, 106})}
    assert payments_for_spend(p, terms, {"yellow": 1}) == []
    assert payments_for_spend(p, terms, {"red": 2}) == []


# The reference search below is written on the payment checker's own terms
# (ConverterUse, Counter pools, its messages' checks): the finder, on colour
# indices with its kept answers, must list what it lists, in its order.


def useful_colors(terms: BuildTerms) -> tuple[Color, ...]:
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


def stuck(terms: BuildTerms, made: list[ConverterUse], pool: Counter[Color]) -> bool:
    """A unit of a wrong colour that no converter use left can take."""
    if terms.card.color == "multi":
        return False
    for color in COLORS:
        if color == terms.card.color or pool[color] <= 0:
            continue
        if not any(
            (conv := card(cid).converter) is not None
            and conv.takes(color)
            and sum(1 for u in made if u.card == cid) < conv.uses
            for cid in terms.converters
        ):
            return True
    return False


def spends(ring: dict[Color, int], colors: tuple[Color, ...], most: int) -> list[dict[Color, int]]:
    """Every multiset of spheres of ``colors`` from the ring, at most ``most``."""
    out: list[dict[Color, int]] = [{}]
    for color in colors:
        out = [{**s, color: n} for s in out for n in range(min(ring[color], most) + 1)]
    return [s for s in out if sum(s.values()) <= most]


def use_options(
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
                if payment._use_problem(use, terms, made) is None:
                    out.append(use)
    return out


def every_payment(p: PlayerState, terms: BuildTerms, limit: int) -> list[Payment]:
    """The finder without its pruning: every node of every spend, depth first."""
    found: list[Payment] = []

    def visit(spend: dict[Color, int], pool: Counter[Color], made: list[ConverterUse]) -> None:
        key = (
            tuple(pool[c] for c in COLORS),
            tuple(sorted((u.card, u.from_, u.to or "") for u in made)),
        )
        if key in seen or len(found) >= limit or sum(pool.values()) > terms.most:
            return
        if stuck(terms, made, pool):
            return
        seen.add(key)
        if payment._units_problem(terms, pool) is None:
            found.append(Payment(dict(spend), tuple(made)))
        for use in use_options(terms, made, pool):
            out, amount = payment._output(use)
            pool[use.from_] -= 1
            pool[out] += amount
            visit(spend, pool, [*made, use])
            pool[out] -= amount
            pool[use.from_] += 1

    for spend in spends(p.energy, useful_colors(terms), terms.most):
        kept = {c: n for c, n in spend.items() if n}
        seen: set[tuple[object, ...]] = set()
        visit(kept, Counter(kept), [])
        if len(found) >= limit:
            break
    return found


@pytest.mark.parametrize(("limit", "most"), [(1, 6), (20, 6), (1000, 4)])
def test_the_pruned_search_finds_the_same_payments_in_the_same_order(limit: int, most: int) -> None:
    rng = random.Random(limit)
    converters = [c.id for c in all_cards().values() if c.converter is not None]
    targets = [c.id for c in all_cards().values() if c.level > 0]
    for _ in range(80):
        p = player(rng.sample(converters, rng.randint(0, most)))
        for color in COLORS:
            p.energy[color] = rng.randint(0, 3)
        p.converters_used.extend(c for c in p.built[1:] if rng.random() < 0.2)
        terms = build_terms(p, rng.choice(targets), rng.choice(["display", "archive", "research"]))
        ways = find_payments(p, terms, limit)
        assert ways == every_payment(p, terms, limit)
        assert can_pay(p, terms) == bool(ways)
