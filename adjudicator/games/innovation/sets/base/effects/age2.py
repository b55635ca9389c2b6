"""Age 2 effects. Each function's docstring is the card's text (edition 3
unless the name ends in ``_e1``)."""

from __future__ import annotations

from adjudicator.games.innovation.engine.cards import COLORS, Color, Icon, Splay, card
from adjudicator.games.innovation.engine.dogma import EffectContext, Gen, value
from adjudicator.games.innovation.sets.base.effects import register


def calendar(ctx: EffectContext) -> Gen:
    """If you have more cards in your score pile than in your hand, draw two [3]."""
    if len(ctx.score_pile()) > len(ctx.hand()):
        ctx.draw(3)
        ctx.draw(3)
    return
    yield


def canal_building(ctx: EffectContext) -> Gen:
    """You may exchange all the highest cards in your hand with all the highest cards in
    your score pile."""
    hand, pile = ctx.hand(), ctx.score_pile()
    if not hand and not pile:
        return
    from_hand = ctx.of_value(hand, ctx.highest(hand))
    from_score = ctx.of_value(pile, ctx.highest(pile))
    agreed = yield from ctx.yes_no(
        f"exchange your highest hand cards ({', '.join(from_hand) or 'none'}) with your "
        f"highest score cards ({', '.join(from_score) or 'none'})? (you may)"
    )
    if agreed:
        ctx.exchange(from_hand, (ctx.player, "hand"), from_score, (ctx.player, "score"))


def construction_demand(ctx: EffectContext) -> Gen:
    """I demand you transfer two cards from your hand to my hand! Draw a [2]!"""
    chosen = yield from ctx.choose_cards(
        ctx.hand(),
        min=2,
        max=2,
        prompt="transfer two cards from your hand to the demanding player's hand",
    )
    for c in chosen:
        ctx.transfer(c, ctx.leader, "hand")
    ctx.draw(2)


def construction_empire(ctx: EffectContext) -> Gen:
    """If you are the only player with five top cards, claim the Empire achievement."""
    with_five = [n for n in ctx.everyone() if len(ctx.top_cards(n)) == 5]
    if with_five == [ctx.player]:
        ctx.claim("Empire")
    return
    yield


def currency(ctx: EffectContext) -> Gen:
    """You may return any number of cards from your hand. If you do, draw and score a [2]
    for every different value of card you returned."""
    hand = ctx.hand()
    chosen = yield from ctx.choose_any(
        hand, prompt="return any number of cards from your hand (you may), in order"
    )
    ctx.return_cards(chosen)
    for _ in range(len({value(c) for c in chosen})):
        ctx.draw_and_score(2)


def fermenting(ctx: EffectContext) -> Gen:
    """Draw a [2] for every color on your board with one or more [leaf]."""
    count = sum(1 for c in COLORS if ctx.me.pile_icon_count(c, Icon.LEAF) > 0)
    for _ in range(count):
        ctx.draw(2)
    return
    yield


def fermenting_e1(ctx: EffectContext) -> Gen:
    """Draw a [2] for every two [leaf] on your board."""
    for _ in range(ctx.icons(Icon.LEAF) // 2):
        ctx.draw(2)
    return
    yield


def mapmaking_demand(ctx: EffectContext) -> Gen:
    """I demand you transfer a [1] from your score pile, if it has any, to my score pile!"""
    chosen = yield from ctx.choose_card(
        ctx.of_value(ctx.score_pile(), 1),
        prompt="transfer a 1 from your score pile to the demanding player's score pile",
    )
    if chosen is not None:
        ctx.transfer(chosen, ctx.leader, "score")


def mapmaking_score(ctx: EffectContext) -> Gen:
    """If any card was transferred due to the demand, draw and score a [1]."""
    if ctx.transferred_due_to_demand():  # DOGMA-10
        ctx.draw_and_score(1)
    return
    yield


def mathematics(ctx: EffectContext) -> Gen:
    """You may return a card from your hand. If you do, draw and meld a card of value one
    higher than the card you returned."""
    chosen = yield from ctx.choose_card(
        ctx.hand(), optional=True, prompt="return a card from your hand (you may)"
    )
    if chosen is None:
        return
    ctx.return_card(chosen)
    ctx.draw_and_meld(value(chosen) + 1)


def monotheism_demand(ctx: EffectContext) -> Gen:
    """I demand you transfer a top card on your board of different color from any card on
    my board to my score pile! If you do, draw and tuck a [1]!"""
    theirs = set(ctx.colors_on_board(ctx.leader))
    options = [c for c in ctx.top_cards() if card(c).color not in theirs]
    chosen = yield from ctx.choose_card(
        options,
        prompt="transfer a top card of a color the demanding player lacks to their score pile",
    )
    if chosen is None:
        return
    ctx.transfer(chosen, ctx.leader, "score")
    ctx.draw_and_tuck(1)


def monotheism_tuck(ctx: EffectContext) -> Gen:
    """Draw and tuck a [1]."""
    ctx.draw_and_tuck(1)
    return
    yield


def philosophy_splay(ctx: EffectContext) -> Gen:
    """You may splay left any one color of your cards."""
    yield from ctx.may_splay(COLORS, Splay.LEFT, prompt="you may splay any one color left")


def philosophy_score(ctx: EffectContext) -> Gen:
    """You may score a card from your hand."""
    chosen = yield from ctx.choose_card(
        ctx.hand(), optional=True, prompt="score a card from your hand (you may)"
    )
    if chosen is not None:
        ctx.score(chosen)


def road_building(ctx: EffectContext) -> Gen:
    """Meld one or two cards from your hand. If you melded two, you may transfer your top
    red card to another player's board. If you do, transfer that player's top green card
    to your board."""
    chosen = yield from ctx.choose_cards(
        ctx.hand(), min=1, max=2, prompt="meld one or two cards from your hand, in order"
    )
    for c in chosen:
        ctx.meld(c)
    red = ctx.top(Color.RED)
    if len(chosen) != 2 or red is None:
        return
    other = yield from ctx.choose_player(
        ctx.others(),
        optional=True,
        prompt=f"transfer your top red card ({red}) to another player's board (you may)",
    )
    if other is None:
        return
    ctx.transfer(red, other, "board")
    green = ctx.top(Color.GREEN, other)
    if green is not None:
        ctx.transfer(green, ctx.player, "board")


register("Calendar", calendar)
register("Canal Building", canal_building)
register("Construction", construction_demand, construction_empire)
register("Currency", currency)
register("Fermenting", fermenting)
register("Fermenting", fermenting_e1, edition=1)
register("Mapmaking", mapmaking_demand, mapmaking_score)
register("Mathematics", mathematics)
register("Monotheism", monotheism_demand, monotheism_tuck)
register("Philosophy", philosophy_splay, philosophy_score)
register("Road Building", road_building)
