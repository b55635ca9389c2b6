"""Age 1 effects. Each function's docstring is the card's text (edition 3
unless the name ends in ``_e1``)."""

from __future__ import annotations

from adjudicator.games.innovation.engine.cards import Icon, Splay, card
from adjudicator.games.innovation.engine.dogma import EffectContext, Gen, value
from adjudicator.games.innovation.sets.base.effects import register


def agriculture(ctx: EffectContext) -> Gen:
    """You may return a card from your hand. If you do, draw and score a card of value one
    higher than the card you returned."""
    chosen = yield from ctx.choose_card(
        ctx.hand(), optional=True, prompt="return a card from your hand (you may)"
    )
    if chosen is None:
        return
    ctx.return_card(chosen)
    ctx.draw_and_score(value(chosen) + 1)


def archery(ctx: EffectContext) -> Gen:
    """I demand you draw a [1], then transfer the highest card in your hand to my hand!"""
    ctx.draw(1)
    highest = yield from ctx.choose_extreme(
        ctx.hand(), 1, prompt="transfer the highest card in your hand (a tie: choose one)"
    )
    for c in highest:
        ctx.transfer(c, ctx.leader, "hand")


def city_states(ctx: EffectContext) -> Gen:
    """I demand you transfer a top card with a [castle] from your board to my board if you
    have at least four [castle] on your board! If you do, draw a [1]!"""
    if ctx.icons(Icon.CASTLE) < 4:
        ctx.note(f"{ctx.player} has fewer than four castles: nothing to transfer")
        return
    chosen = yield from ctx.choose_card(
        ctx.with_icon(ctx.top_cards(), Icon.CASTLE),
        prompt="transfer a top card with a castle to the demanding player's board",
    )
    if chosen is None:
        return
    ctx.transfer(chosen, ctx.leader, "board")
    ctx.draw(1)


def clothing_meld(ctx: EffectContext) -> Gen:
    """Meld a card from your hand of different color from any card on your board."""
    present = set(ctx.colors_on_board())
    options = [c for c in ctx.hand() if card(c).color not in present]
    chosen = yield from ctx.choose_card(options, prompt="meld a card of a color not on your board")
    if chosen is not None:
        ctx.meld(chosen)


def clothing_score(ctx: EffectContext) -> Gen:
    """Draw and score a [1] for each color present on your board not present on any
    opponent's board."""
    theirs = {c for o in ctx.opponents() for c in ctx.colors_on_board(o)}
    count = sum(1 for c in ctx.colors_on_board() if c not in theirs)  # TERM-COUNT
    for _ in range(count):
        ctx.draw_and_score(1)
    return
    yield


def code_of_laws(ctx: EffectContext) -> Gen:
    """You may tuck a card from your hand of the same color as any card on your board. If
    you do, you may splay that color of your cards left."""
    present = set(ctx.colors_on_board())
    options = [c for c in ctx.hand() if card(c).color in present]
    chosen = yield from ctx.choose_card(
        options, optional=True, prompt="tuck a card of a color on your board (you may)"
    )
    if chosen is None:
        return
    ctx.tuck(chosen)
    yield from ctx.may_splay([card(chosen).color], Splay.LEFT)


def domestication(ctx: EffectContext) -> Gen:
    """Meld the lowest card in your hand. Draw a [1]."""
    lowest = yield from ctx.choose_extreme(
        ctx.hand(), 1, lowest=True, prompt="meld the lowest card in your hand (a tie)"
    )
    for c in lowest:
        ctx.meld(c)
    ctx.draw(1)


def masonry(ctx: EffectContext) -> Gen:
    """You may meld any number of cards from your hand, each with a [castle]. If you melded
    four or more cards in this way, claim the Monument achievement."""
    options = ctx.with_icon(ctx.hand(), Icon.CASTLE)
    chosen = yield from ctx.choose_any(
        options, prompt="meld any number of cards with a castle (you may), in order"
    )
    for c in chosen:
        ctx.meld(c)
    if len(chosen) >= 4:
        ctx.claim("Monument")


def metalworking(ctx: EffectContext) -> Gen:
    """Draw and reveal a [1]. If it has a [castle], score it and repeat this dogma effect.
    Otherwise, keep it."""
    while True:
        drawn = ctx.draw_and_reveal(1)
        if not card(drawn).has_icon(Icon.CASTLE):
            return
        ctx.score(drawn)  # DOGMA-11: repeat
    yield


def mysticism(ctx: EffectContext) -> Gen:
    """Draw and reveal a [1]. If it is the same color as any card on your board, meld it
    and draw a [1]."""
    drawn = ctx.draw_and_reveal(1)
    if card(drawn).color in ctx.colors_on_board():
        ctx.meld(drawn)
        ctx.draw(1)
    return
    yield


def _oars_transfer(ctx: EffectContext) -> Gen:
    chosen = yield from ctx.choose_card(
        ctx.with_icon(ctx.hand(), Icon.CROWN),
        prompt="transfer a card with a crown from your hand to the demanding player's score pile",
    )
    if chosen is None:
        return False
    ctx.transfer(chosen, ctx.leader, "score")
    ctx.draw(1)
    return True


def oars_demand(ctx: EffectContext) -> Gen:
    """I demand you transfer a card with a [crown] from your hand to my score pile! If you
    do, draw a [1], and repeat this dogma effect!"""
    while (yield from _oars_transfer(ctx)):
        pass  # DOGMA-11


def oars_demand_e1(ctx: EffectContext) -> Gen:
    """I demand you transfer a card with a [crown] from your hand to my score pile! If you
    do, draw a [1]!"""
    yield from _oars_transfer(ctx)


def oars_draw(ctx: EffectContext) -> Gen:
    """If no cards were transferred due to this demand, draw a [1]."""
    if ctx.transferred_due_to_demand():  # DOGMA-10
        ctx.note("cards were transferred due to the demand: no draw")
    else:
        ctx.draw(1)
    return
    yield


def pottery_return(ctx: EffectContext) -> Gen:
    """You may return up to three cards from your hand. If you returned any cards, draw and
    score a card of value equal to the number of cards you returned."""
    chosen = yield from ctx.choose_cards(
        ctx.hand(),
        min=1,
        max=3,
        optional=True,
        prompt="return up to three cards from your hand (you may), in order",
    )
    ctx.return_cards(chosen)
    if chosen:
        ctx.draw_and_score(len(chosen))


def draw_a_1(ctx: EffectContext) -> Gen:
    """Draw a [1]."""
    ctx.draw(1)
    return
    yield


def sailing(ctx: EffectContext) -> Gen:
    """Draw and meld a [1]."""
    ctx.draw_and_meld(1)
    return
    yield


def the_wheel(ctx: EffectContext) -> Gen:
    """Draw two [1]."""
    ctx.draw(1)
    ctx.draw(1)
    return
    yield


def tools_three(ctx: EffectContext) -> Gen:
    """You may return three cards from your hand. If you do, draw and meld a [3]."""
    hand = ctx.hand()
    if len(hand) < 3:  # DOGMA-10: "if you do" needs all three
        ctx.note(f"{ctx.player} has fewer than three cards in hand: nothing is returned")
        return
    chosen = yield from ctx.choose_cards(
        hand, min=3, max=3, optional=True, prompt="return three cards from your hand (you may)"
    )
    if len(chosen) != 3:
        return
    ctx.return_cards(chosen)
    ctx.draw_and_meld(3)


def tools_three_for_one(ctx: EffectContext) -> Gen:
    """You may return a [3] from your hand. If you do, draw three [1]."""
    chosen = yield from ctx.choose_card(
        ctx.of_value(ctx.hand(), 3), optional=True, prompt="return a 3 from your hand (you may)"
    )
    if chosen is None:
        return
    ctx.return_card(chosen)
    for _ in range(3):
        ctx.draw(1)


def writing(ctx: EffectContext) -> Gen:
    """Draw a [2]."""
    ctx.draw(2)
    return
    yield


register("Agriculture", agriculture)
register("Archery", archery)
register("City States", city_states)
register("Clothing", clothing_meld, clothing_score)
register("Code of Laws", code_of_laws)
register("Domestication", domestication)
register("Masonry", masonry)
register("Metalworking", metalworking)
register("Mysticism", mysticism)
register("Oars", oars_demand, oars_draw)
register("Oars", oars_demand_e1, oars_draw, edition=1)
register("Pottery", pottery_return, draw_a_1)
register("Sailing", sailing)
register("The Wheel", the_wheel)
register("Tools", tools_three, tools_three_for_one)
register("Writing", writing)
