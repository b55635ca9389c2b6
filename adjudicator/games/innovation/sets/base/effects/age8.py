"""Age 8 effects. Each function's docstring is the card's text (edition 3; no age 8
card was rebalanced, so there are no ``_e1`` variants)."""

from __future__ import annotations

from collections.abc import Sequence

from adjudicator.games.innovation.engine.cards import COLORS, Color, Icon, Splay, all_cards, card
from adjudicator.games.innovation.engine.dogma import EffectContext, Gen, value
from adjudicator.games.innovation.sets.base.effects import register

CARD_VALUES = tuple(sorted({c.age for c in all_cards()}))


def _return_from_hand(ctx: EffectContext, most: int) -> Gen:
    """ "You may return up to ``most`` cards from your hand": one optional pick,
    returned in the order listed. Returns the cards returned."""
    chosen: tuple[str, ...] = yield from ctx.choose_cards(
        ctx.hand(),
        min=1,
        max=most,
        optional=True,
        prompt=f"you may return up to {most} cards from your hand, in order",
    )
    ctx.return_cards(chosen)
    return chosen


def antibiotics(ctx: EffectContext) -> Gen:
    """You may return up to three cards from your hand. For every different value of card
    that you returned, draw two [8]."""
    returned = yield from _return_from_hand(ctx, 3)
    for _ in range(len({value(c) for c in returned})):  # TERM-COUNT
        ctx.draw(8)
        ctx.draw(8)


def corporations_demand(ctx: EffectContext) -> Gen:
    """I demand you transfer a top non-green card with a [factory] from your board to my
    score pile! If you do, draw and meld an [8]!"""
    options = [
        c for c in ctx.with_icon(ctx.top_cards(), Icon.FACTORY) if card(c).color != Color.GREEN
    ]
    chosen = yield from ctx.choose_card(
        options,
        prompt="transfer a top non-green card with a factory to the demanding player's score pile",
    )
    if chosen is None:
        ctx.note(f"{ctx.player} has no top non-green card with a factory: nothing to transfer")
        return
    ctx.transfer(chosen, ctx.leader, "score")
    ctx.draw_and_meld(8)  # "you": the player who transferred


def corporations_meld(ctx: EffectContext) -> Gen:
    """Draw and meld an [8]."""
    ctx.draw_and_meld(8)
    return
    yield


def empiricism_reveal(ctx: EffectContext) -> Gen:
    """Choose two colors, then draw and reveal a [9]. If it is either of the colors you
    choose, meld it and you may splay your cards of that color up."""
    colors: tuple[Color, ...] = yield from ctx.choose_colors(
        COLORS, min=2, max=2, prompt="choose two colors"
    )
    drawn = ctx.draw_and_reveal(9)
    color = card(drawn).color
    if color not in colors:
        # TERM-DRAWX: a drawn and revealed card stays in hand
        ctx.note(f"{drawn} is {color}, not one of the chosen colors: it stays in hand")
        return
    ctx.meld(drawn)
    yield from ctx.may_splay([color], Splay.UP)


def empiricism_win(ctx: EffectContext) -> Gen:
    """If you have twenty or more [lightbulb] on your board, you win."""
    bulbs = ctx.icons(Icon.LIGHTBULB)
    if bulbs >= 20:
        ctx.win()
    else:
        ctx.note(f"{ctx.player} has {bulbs} lightbulbs, fewer than twenty")
    return
    yield


def flight_splay_any(ctx: EffectContext) -> Gen:
    """If your red cards are splayed up, you may splay any one color of your cards up."""
    if ctx.splay_of(Color.RED) is not Splay.UP:
        ctx.note(f"{ctx.player}'s red cards are not splayed up")
        return
    yield from ctx.may_splay(COLORS, Splay.UP, prompt="you may splay any one color up")


def flight_splay_red(ctx: EffectContext) -> Gen:
    """You may splay your red cards up."""
    yield from ctx.may_splay([Color.RED], Splay.UP)


def _score_cards_of_value(ctx: EffectContext, age: int) -> list[str]:
    """Every score card of ``age``: the executing player's pile first, then clockwise;
    each pile in arrival order (a group the player did not pick)."""
    return [c for p in ctx.everyone() for c in ctx.of_value(ctx.score_pile(p), age)]


def mass_media_return(ctx: EffectContext) -> Gen:
    """You may return a card from your hand. If you do, choose a value, and return all
    cards of that value from all score piles."""
    chosen = yield from ctx.choose_card(
        ctx.hand(), optional=True, prompt="you may return a card from your hand"
    )
    if chosen is None:
        return
    ctx.return_card(chosen)
    # "choose a value": every value is an option, even one no score pile holds (scenario.md)
    age = yield from ctx.choose_value(
        CARD_VALUES, prompt="choose a value: all cards of that value leave every score pile"
    )
    returning = _score_cards_of_value(ctx, age)
    if not returning:
        ctx.note(f"no score pile holds a card of value {age}: nothing to return")
    ctx.return_cards(returning)


def mass_media_splay(ctx: EffectContext) -> Gen:
    """You may splay your purple cards up."""
    yield from ctx.may_splay([Color.PURPLE], Splay.UP)


def mobility(ctx: EffectContext) -> Gen:
    """I demand you transfer the two highest non-red top cards without a [factory] from
    your board to my score pile! If you transferred any cards, draw an [8]!"""
    # the top cards are fixed when the instruction begins: a card uncovered by the
    # first transfer is not one of them (as for Electricity)
    candidates = [
        c for c in ctx.without_icon(ctx.top_cards(), Icon.FACTORY) if card(c).color != Color.RED
    ]
    highest: Sequence[str] = yield from ctx.choose_extreme(
        candidates,
        2,
        owner=ctx.player,
        prompt="transfer the two highest non-red top cards without a factory (a tie: choose)",
    )
    for c in highest:
        ctx.transfer(c, ctx.leader, "score")
    if highest:
        ctx.draw(8)


def quantum_theory(ctx: EffectContext) -> Gen:
    """You may return up to two cards from your hand. If you return two, draw a [10] and
    then draw and score a [10]."""
    returned = yield from _return_from_hand(ctx, 2)
    if len(returned) == 2:  # DOGMA-10
        ctx.draw(10)
        ctx.draw_and_score(10)


def rocketry(ctx: EffectContext) -> Gen:
    """Return a card in any opponent's score pile for every two [clock] on your board."""
    clocks = ctx.icons(Icon.CLOCK)
    count = clocks // 2  # TERM-COUNT
    if count == 0:
        ctx.note(f"{ctx.player} has {clocks} clocks, fewer than two: nothing to return")
        return
    # the cards may come from any mix of opponents (team game: not the partner)
    options = [c for o in ctx.opponents() for c in ctx.score_pile(o)]
    chosen = yield from ctx.choose_cards(
        options,
        min=count,
        max=count,
        prompt=f"return {count} card{'s' if count > 1 else ''} from opponents' score piles",
    )
    ctx.return_cards(chosen)


def skyscrapers(ctx: EffectContext) -> Gen:
    """I demand you transfer a top non-yellow card with a [clock] from your board to my
    board! If you do, score the card beneath it, and return all other cards from that
    pile!"""
    options = [
        c for c in ctx.with_icon(ctx.top_cards(), Icon.CLOCK) if card(c).color != Color.YELLOW
    ]
    chosen = yield from ctx.choose_card(
        options,
        prompt="transfer a top non-yellow card with a clock to the demanding player's board",
    )
    if chosen is None:
        ctx.note(f"{ctx.player} has no top non-yellow card with a clock: nothing to transfer")
        return
    color = card(chosen).color
    ctx.transfer(chosen, ctx.leader, "board")
    beneath = ctx.top(color)
    if beneath is None:
        return
    ctx.score(beneath)
    ctx.return_cards(ctx.pile(color))


def socialism(ctx: EffectContext) -> Gen:
    """You may tuck all cards from your hand. If you tuck one, you must tuck them all. If
    you tucked at least one purple card, take all the lowest cards in each other player's
    hand into your hand."""
    hand = ctx.hand()
    if not hand:
        ctx.note(f"{ctx.player} has no card in hand: nothing to tuck")
        return
    agreed = yield from ctx.yes_no(
        f"tuck all the cards in your hand ({', '.join(hand)})? (you may)"
    )
    if not agreed:
        return
    for c in hand:
        ctx.tuck(c)
    if not ctx.of_color(hand, Color.PURPLE):
        return
    # "each other player" includes a partner (TEAM-1)
    for other in ctx.others():
        theirs = ctx.hand(other)
        for c in ctx.of_value(theirs, ctx.lowest(theirs)):
            ctx.transfer(c, ctx.player, "hand")


register("Antibiotics", antibiotics)
register("Corporations", corporations_demand, corporations_meld)
register("Empiricism", empiricism_reveal, empiricism_win)
register("Flight", flight_splay_any, flight_splay_red)
register("Mass Media", mass_media_return, mass_media_splay)
register("Mobility", mobility)
register("Quantum Theory", quantum_theory)
register("Rocketry", rocketry)
register("Skyscrapers", skyscrapers)
register("Socialism", socialism)
