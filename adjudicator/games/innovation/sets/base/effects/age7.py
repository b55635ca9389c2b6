"""Age 7 effects. Each function's docstring is the card's text (edition 3
unless the name ends in ``_e1``)."""

from __future__ import annotations

from adjudicator.games.innovation.engine.cards import Color, Icon, Splay
from adjudicator.games.innovation.engine.dogma import EffectContext, Gen, value
from adjudicator.games.innovation.sets.base.effects import register


def bicycle(ctx: EffectContext) -> Gen:
    """You may exchange all the cards in your hand with all the cards in your score pile. If
    you exchange one, you must exchange them all."""
    hand, pile = ctx.hand(), ctx.score_pile()
    if not hand and not pile:
        ctx.note(f"{ctx.player} has no cards in hand or score pile: nothing to exchange")
        return
    agreed = yield from ctx.yes_no(
        f"exchange your hand ({', '.join(hand) or 'none'}) with your score pile "
        f"({', '.join(pile) or 'none'})? (you may)"
    )
    if agreed:
        # DOGMA-7: the exchange happens even when one side is empty
        ctx.exchange(hand, (ctx.player, "hand"), pile, (ctx.player, "score"))


def _transfer_from_score(ctx: EffectContext, count: int) -> Gen:
    """The victim transfers ``count`` cards of their choice from their score pile to
    the demanding player's score pile (DOGMA-7: fewer if they have fewer)."""
    if count <= 0:
        return
    chosen = yield from ctx.choose_cards(
        ctx.score_pile(),
        min=count,
        max=count,
        prompt=f"transfer {count} card{'s' if count > 1 else ''} from your score pile "
        "to the demanding player's score pile",
    )
    for c in chosen:
        ctx.transfer(c, ctx.leader, "score")


def combustion_demand(ctx: EffectContext) -> Gen:
    """I demand you transfer one card from your score pile to my score pile for every four
    [crown] on my board!"""
    crowns = ctx.icons(Icon.CROWN, ctx.leader)  # "my board": the leader's crowns (TERM-COUNT)
    count = crowns // 4
    if count == 0:
        ctx.note(f"{ctx.leader} has {crowns} crowns, fewer than four: nothing to transfer")
        return
    yield from _transfer_from_score(ctx, count)


def combustion_demand_e1(ctx: EffectContext) -> Gen:
    """I demand you transfer two cards from your score pile to my score pile!"""
    yield from _transfer_from_score(ctx, 2)


def combustion_return(ctx: EffectContext) -> Gen:
    """Return your bottom red card."""
    bottom = ctx.bottom(Color.RED)
    if bottom is not None:
        ctx.return_card(bottom)
    return
    yield


def electricity(ctx: EffectContext) -> Gen:
    """Return all your top cards without a [factory], then draw an [8] for each card you
    returned."""
    # the top cards are fixed when the instruction begins: a card uncovered by a return
    # is not a "top card" of this instruction (TERM-COUNT)
    returning = ctx.without_icon(ctx.top_cards(), Icon.FACTORY)
    returned = ctx.return_cards(returning)
    for _ in range(returned):
        ctx.draw(8)
    return
    yield


EVOLUTION_ALTERNATIVES = (
    "draw and score an 8 and then return a card from your score pile",
    "draw a card of value one higher than the highest card in your score pile",
)


def evolution(ctx: EffectContext) -> Gen:
    """You may choose to either draw and score an [8] and then return a card from your
    score pile, or draw a card of value one higher than the highest card in your score
    pile."""
    choice = yield from ctx.choose_alternative(
        EVOLUTION_ALTERNATIVES, optional=True, prompt="you may choose either"
    )
    if choice is None:
        return
    if choice == 0:
        ctx.draw_and_score(8)
        chosen = yield from ctx.choose_card(
            ctx.score_pile(), prompt="return a card from your score pile"
        )
        if chosen is not None:
            ctx.return_card(chosen)
    else:
        ctx.draw(ctx.highest(ctx.score_pile()) + 1)


def explosives(ctx: EffectContext) -> Gen:
    """I demand you transfer the three highest cards from your hand to my hand! If you
    transferred any, and then have no card in hand, draw a [7]!"""
    highest = yield from ctx.choose_extreme(
        ctx.hand(),
        3,
        owner=ctx.player,
        prompt="transfer the three highest cards in your hand (a tie: choose)",
    )
    for c in highest:
        ctx.transfer(c, ctx.leader, "hand")
    if highest and not ctx.hand():
        ctx.draw(7)


def lighting(ctx: EffectContext) -> Gen:
    """You may tuck up to three cards from your hand. If you do, draw and score a [7] for
    every different value of card you tucked."""
    chosen = yield from ctx.choose_cards(
        ctx.hand(),
        min=1,
        max=3,
        optional=True,
        prompt="tuck up to three cards from your hand (you may), in order",
    )
    for c in chosen:
        ctx.tuck(c)
    for _ in range(len({value(c) for c in chosen})):
        ctx.draw_and_score(7)


def publications_rearrange(ctx: EffectContext) -> Gen:
    """You may rearrange the order of one color of cards on your board."""
    # a pile of two or more cards: one card has no order to change (scenario.md)
    color = yield from ctx.choose_color(
        [c for c in ctx.colors_on_board() if len(ctx.pile(c)) >= 2],
        optional=True,
        prompt="you may rearrange one color of cards on your board",
    )
    if color is None:
        return
    order = yield from ctx.choose_order(
        ctx.pile(color), prompt=f"the new order of your {color} cards, top first"
    )
    # DOGMA-6: the same order again changes nothing (rearrange records nothing then)
    if not ctx.rearrange(color, order):
        ctx.note(f"{ctx.player} keeps the {color} cards in the same order: no change")


def publications_splay(ctx: EffectContext) -> Gen:
    """You may splay your yellow or blue cards up."""
    yield from ctx.may_splay([Color.YELLOW, Color.BLUE], Splay.UP)


def railroad_return(ctx: EffectContext) -> Gen:
    """Return all cards from your hand, then draw three [6]."""
    ctx.return_cards(ctx.hand())
    for _ in range(3):
        ctx.draw(6)
    return
    yield


def railroad_splay(ctx: EffectContext) -> Gen:
    """You may splay up any one color of your cards currently splayed right."""
    right = [c for c in ctx.colors_on_board() if ctx.splay_of(c) is Splay.RIGHT]
    yield from ctx.may_splay(
        right, Splay.UP, prompt="you may splay up one color currently splayed right"
    )


def refrigeration_demand(ctx: EffectContext) -> Gen:
    """I demand you return half (rounded down) of the cards in your hand!"""
    half = len(ctx.hand()) // 2
    if half == 0:
        ctx.note(f"{ctx.player} has fewer than two cards in hand: nothing to return")
        return
    chosen = yield from ctx.choose_cards(
        ctx.hand(),
        min=half,
        max=half,
        prompt=f"return {half} card{'s' if half > 1 else ''} from your hand, in order",
    )
    ctx.return_cards(chosen)


def refrigeration_score(ctx: EffectContext) -> Gen:
    """You may score a card from your hand."""
    chosen = yield from ctx.choose_card(
        ctx.hand(), optional=True, prompt="you may score a card from your hand"
    )
    if chosen is not None:
        ctx.score(chosen)


def sanitation(ctx: EffectContext) -> Gen:
    """I demand you exchange the two highest cards in your hand with the lowest card in my
    hand!"""
    mine = yield from ctx.choose_extreme(
        ctx.hand(),
        2,
        owner=ctx.player,
        prompt="exchange the two highest cards in your hand (a tie: choose)",
    )
    # DOGMA-9: the demanding player chooses among their own lowest cards
    theirs = yield from ctx.choose_extreme(
        ctx.hand(ctx.leader),
        1,
        lowest=True,
        owner=ctx.leader,
        prompt="give the lowest card in your hand (a tie: choose)",
    )
    # DOGMA-7: the exchange happens even when one side is empty
    ctx.exchange(mine, (ctx.player, "hand"), theirs, (ctx.leader, "hand"))


register("Bicycle", bicycle)
register("Combustion", combustion_demand, combustion_return)
register("Combustion", combustion_demand_e1, edition=1)
register("Electricity", electricity)
register("Evolution", evolution)
register("Explosives", explosives)
register("Lighting", lighting)
register("Publications", publications_rearrange, publications_splay)
register("Railroad", railroad_return, railroad_splay)
register("Refrigeration", refrigeration_demand, refrigeration_score)
register("Sanitation", sanitation)
