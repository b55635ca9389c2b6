"""Age 5 effects. Each function's docstring is the card's text (edition 3
unless the name ends in ``_e1``)."""

from __future__ import annotations

from adjudicator.games.innovation.engine.cards import COLORS, Color, Icon, Splay, card
from adjudicator.games.innovation.engine.dogma import EffectContext, Gen, value
from adjudicator.games.innovation.sets.base.effects import register


def astronomy_draw(ctx: EffectContext) -> Gen:
    """Draw and reveal a [6]. If the card is green or blue, meld it and repeat this dogma
    effect."""
    while True:
        drawn = ctx.draw_and_reveal(6)
        if card(drawn).color not in (Color.GREEN, Color.BLUE):
            return  # kept in hand (TERM-DRAWX)
        ctx.meld(drawn)  # DOGMA-11: repeat
    yield


def astronomy_universe(ctx: EffectContext) -> Gen:
    """If all non-purple top cards on your board are value [6] or higher, claim the Universe
    achievement."""
    tops = [c for c in ctx.top_cards() if card(c).color is not Color.PURPLE]
    low = [c for c in tops if value(c) < 6]
    if low:
        ctx.note(f"{ctx.player} has non-purple top cards below 6 ({', '.join(low)}): no Universe")
        return
    # "all" of no cards holds: missing non-purple colors do not stop the claim
    if not ctx.claim("Universe"):
        ctx.note("Universe is already claimed")
    return
    yield


def banking_demand(ctx: EffectContext) -> Gen:
    """I demand you transfer a top non-green card with a [factory] from your board to my
    board. If you do, draw and score a [5]!"""
    options = [
        c for c in ctx.with_icon(ctx.top_cards(), Icon.FACTORY) if card(c).color is not Color.GREEN
    ]
    chosen = yield from ctx.choose_card(
        options,
        prompt="transfer a top non-green card with a factory to the demanding player's board",
    )
    if chosen is None:
        ctx.note(f"{ctx.player} has no top non-green card with a factory")
        return
    ctx.transfer(chosen, ctx.leader, "board")
    ctx.draw_and_score(5)


def _may_splay_right(ctx: EffectContext, color: Color) -> Gen:
    yield from ctx.may_splay([color], Splay.RIGHT)


def banking_splay(ctx: EffectContext) -> Gen:
    """You may splay your green cards right."""
    yield from _may_splay_right(ctx, Color.GREEN)


def chemistry_splay(ctx: EffectContext) -> Gen:
    """You may splay your blue cards right."""
    yield from _may_splay_right(ctx, Color.BLUE)


def chemistry_score(ctx: EffectContext) -> Gen:
    """Draw and score a card of value one higher than the highest top card on your board
    and then return a card from your score pile."""
    ctx.draw_and_score(ctx.highest(ctx.top_cards()) + 1)
    chosen = yield from ctx.choose_card(
        ctx.score_pile(), prompt="return a card from your score pile"
    )
    if chosen is not None:
        ctx.return_card(chosen)


def coal_tuck(ctx: EffectContext) -> Gen:
    """Draw and tuck a [5]."""
    ctx.draw_and_tuck(5)
    return
    yield


def coal_splay(ctx: EffectContext) -> Gen:
    """You may splay your red cards right."""
    yield from _may_splay_right(ctx, Color.RED)


def coal_score(ctx: EffectContext) -> Gen:
    """You may score any one of your top cards. If you do, also score the card beneath
    it."""
    chosen = yield from ctx.choose_card(
        ctx.top_cards(), optional=True, prompt="you may score one of your top cards"
    )
    if chosen is None:
        return
    pile = ctx.pile(card(chosen).color)
    ctx.score(chosen)
    if len(pile) > 1:
        ctx.score(pile[1])
    else:
        ctx.note(f"no card lies beneath {chosen}")


def _measurement_splay_and_draw(ctx: EffectContext, color: Color) -> None:
    if not ctx.splay(color, Splay.RIGHT):
        ctx.note(f"{ctx.player}'s {color} cards cannot be splayed right: no change")
    ctx.draw(len(ctx.pile(color)))


def measurement(ctx: EffectContext) -> Gen:
    """You may reveal and return a card from your hand. If you do, splay that color of your
    cards right, and draw a card of value equal to the number of cards of that color on
    your board."""
    chosen = yield from ctx.choose_card(
        ctx.hand(), optional=True, prompt="you may reveal and return a card from your hand"
    )
    if chosen is None:
        return
    ctx.reveal(chosen)
    ctx.return_card(chosen)
    _measurement_splay_and_draw(ctx, card(chosen).color)


def measurement_e1(ctx: EffectContext) -> Gen:
    """You may return a card from your hand. If you do, choose a color. Splay that color of
    your cards right, and draw a card of value equal to the number of cards of that color
    on your board."""
    chosen = yield from ctx.choose_card(
        ctx.hand(), optional=True, prompt="you may return a card from your hand"
    )
    if chosen is None:
        return
    ctx.return_card(chosen)
    # every color is a real choice: even one that cannot be splayed sets the draw's value
    color = yield from ctx.choose_color(
        COLORS, prompt="choose a color to splay right and count for the draw"
    )
    _measurement_splay_and_draw(ctx, color)


def physics(ctx: EffectContext) -> Gen:
    """Draw three [6] and reveal them. If two or more of the drawn cards are the same color,
    return the drawn cards and all cards in your hand. Otherwise, keep them."""
    drawn = [ctx.draw(6) for _ in range(3)]
    for c in drawn:
        ctx.reveal(c)
    colors = [card(c).color for c in drawn]
    if len(set(colors)) == len(colors):
        ctx.note(f"{ctx.player} drew three different colors and keeps them")
        return
    # a group the player does not pick: the drawn cards are in the hand, so this is the
    # whole hand, returned in the order the cards arrived there (scenario.md)
    ctx.return_cards(ctx.hand())
    return
    yield


def _transfer_to_leaders_board(ctx: EffectContext, options: list[str], what: str) -> Gen:
    """The victim transfers one of ``options`` to the leader's board and, if they
    do, draws a 5 (Societies, both editions)."""
    chosen = yield from ctx.choose_card(
        options, prompt=f"transfer {what} to the demanding player's board"
    )
    if chosen is None:
        ctx.note(f"{ctx.player} has no {what}: nothing is transferred")
        return
    ctx.transfer(chosen, ctx.leader, "board")
    ctx.draw(5)


def _beats_leaders_top(ctx: EffectContext, c: str) -> bool:
    leaders_top = ctx.top(card(c).color, ctx.leader)
    return value(c) > (value(leaders_top) if leaders_top else 0)  # TERM-VALUE


def societies(ctx: EffectContext) -> Gen:
    """I demand you transfer a card with a [lightbulb] higher than my top card of the same
    color from your board to my board! If you do, draw a [5]!"""
    # only a top card can leave a board by transfer
    options = [
        c for c in ctx.with_icon(ctx.top_cards(), Icon.LIGHTBULB) if _beats_leaders_top(ctx, c)
    ]
    yield from _transfer_to_leaders_board(
        ctx, options, "a top card with a lightbulb higher than their top card of that color"
    )


def societies_e1(ctx: EffectContext) -> Gen:
    """I demand you transfer a top non-purple card with a [lightbulb] from your board to my
    board! If you do, draw a [5]!"""
    options = [
        c
        for c in ctx.with_icon(ctx.top_cards(), Icon.LIGHTBULB)
        if card(c).color is not Color.PURPLE
    ]
    yield from _transfer_to_leaders_board(ctx, options, "a top non-purple card with a lightbulb")


def statistics_demand(ctx: EffectContext) -> Gen:
    """I demand you transfer all the highest cards in your score pile to your hand!"""
    top_value = ctx.highest(ctx.score_pile())
    for c in ctx.of_value(ctx.score_pile(), top_value):
        ctx.transfer(c, ctx.player, "hand")
    return
    yield


def statistics_demand_e1(ctx: EffectContext) -> Gen:
    """I demand you transfer the highest card in your score pile to your hand! If you do,
    and have only one card in your hand afterwards, repeat this demand!"""
    while True:
        highest = yield from ctx.choose_extreme(
            ctx.score_pile(),
            1,
            owner=ctx.player,
            prompt="transfer the highest card in your score pile (a tie: choose one)",
        )
        if not highest:
            return
        ctx.transfer(highest[0], ctx.player, "hand")
        if len(ctx.hand()) != 1:
            return
        # DOGMA-11: repeat this demand


def statistics_splay(ctx: EffectContext) -> Gen:
    """You may splay your yellow cards right."""
    yield from _may_splay_right(ctx, Color.YELLOW)


def steam_engine(ctx: EffectContext) -> Gen:
    """Draw and tuck two [4], then score your bottom yellow card."""
    ctx.draw_and_tuck(4)
    ctx.draw_and_tuck(4)
    bottom = ctx.bottom(Color.YELLOW)
    if bottom is None:
        ctx.note(f"{ctx.player} has no yellow card to score")
    else:
        ctx.score(bottom)
    return
    yield


def the_pirate_code_demand(ctx: EffectContext) -> Gen:
    """I demand you transfer two cards of value [4] or less from your score pile to my score
    pile!"""
    options = [c for c in ctx.score_pile() if value(c) <= 4]
    chosen = yield from ctx.choose_cards(
        options,
        min=2,
        max=2,
        prompt="transfer two cards of value 4 or less from your score pile "
        "to the demanding player's score pile",
    )
    for c in chosen:
        ctx.transfer(c, ctx.leader, "score")


def the_pirate_code_score(ctx: EffectContext) -> Gen:
    """If any card was transferred due to the demand, score the lowest top card with a
    [crown] from your board."""
    if not ctx.transferred_due_to_demand():  # DOGMA-10
        ctx.note("no card was transferred due to the demand")
        return
    lowest = yield from ctx.choose_extreme(
        ctx.with_icon(ctx.top_cards(), Icon.CROWN),
        1,
        lowest=True,
        owner=ctx.player,
        prompt="score the lowest top card with a crown (a tie: choose one)",
    )
    for c in lowest:
        ctx.score(c)


register("Astronomy", astronomy_draw, astronomy_universe)
register("Banking", banking_demand, banking_splay)
register("Chemistry", chemistry_splay, chemistry_score)
register("Coal", coal_tuck, coal_splay, coal_score)
register("Measurement", measurement)
register("Measurement", measurement_e1, edition=1)
register("Physics", physics)
register("Societies", societies)
register("Societies", societies_e1, edition=1)
register("Statistics", statistics_demand, statistics_splay)
register("Statistics", statistics_demand_e1, statistics_splay, edition=1)
register("Steam Engine", steam_engine)
register("The Pirate Code", the_pirate_code_demand, the_pirate_code_score)
