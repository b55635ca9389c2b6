"""Age 3 effects. Each function's docstring is the card's text (edition 3
unless the name ends in ``_e1``)."""

from __future__ import annotations

from adjudicator.games.innovation.engine.cards import COLORS, Color, Icon, Splay, card
from adjudicator.games.innovation.engine.dogma import EffectContext, Gen
from adjudicator.games.innovation.sets.base.effects import register


def alchemy_draw(ctx: EffectContext) -> Gen:
    """Draw and reveal a [4] for every three [castle] on your board. If any of the drawn
    cards are red, return the cards drawn and all cards in your hand. Otherwise, keep
    them."""
    count = ctx.icons(Icon.CASTLE) // 3  # TERM-COUNT: counted once, before drawing
    drawn = [ctx.draw_and_reveal(4) for _ in range(count)]
    red = [c for c in drawn if card(c).color is Color.RED]
    if not red:
        if drawn:
            ctx.note(f"no drawn card is red: {ctx.player} keeps {', '.join(drawn)}")
        return
    ctx.note(f"{', '.join(red)} drawn and red: {ctx.player} returns the drawn cards and the hand")
    # a group the player does not pick: the drawn cards are in the hand, so this is the
    # whole hand, returned in the order the cards arrived there (scenario.md)
    ctx.return_cards(ctx.hand())
    return
    yield


def alchemy_meld_score(ctx: EffectContext) -> Gen:
    """Meld a card from your hand, then score a card from your hand."""
    melded = yield from ctx.choose_card(ctx.hand(), prompt="meld a card from your hand")
    if melded is not None:
        ctx.meld(melded)
    scored = yield from ctx.choose_card(ctx.hand(), prompt="score a card from your hand")
    if scored is not None:
        ctx.score(scored)


def compass(ctx: EffectContext) -> Gen:
    """I demand you transfer a top non-green card with a [leaf] from your board to my
    board, and then you transfer a top card without a [leaf] from my board to your
    board!"""
    mine = [c for c in ctx.with_icon(ctx.top_cards(), Icon.LEAF) if card(c).color != Color.GREEN]
    given = yield from ctx.choose_card(
        mine,
        prompt="transfer a top non-green card with a leaf to the demanding player's board",
    )
    if given is not None:
        ctx.transfer(given, ctx.leader, "board")
    # "and then": the second transfer does not depend on the first (no "if you do")
    theirs = ctx.without_icon(ctx.top_cards(ctx.leader), Icon.LEAF)
    taken = yield from ctx.choose_card(
        theirs,
        prompt="transfer a top card without a leaf from the demanding player's board to yours",
    )
    if taken is not None:
        ctx.transfer(taken, ctx.player, "board")


def education(ctx: EffectContext) -> Gen:
    """You may return the highest card from your score pile. If you do, draw a card of value
    two higher than the highest card remaining in your score pile."""
    pile = ctx.score_pile()
    # DOGMA-9: the player owns the score pile, so they pick among tied highest cards
    highest = ctx.of_value(pile, ctx.highest(pile))
    chosen = yield from ctx.choose_card(
        highest, optional=True, prompt="you may return the highest card from your score pile"
    )
    if chosen is None:
        return
    ctx.return_card(chosen)
    ctx.draw(ctx.highest(ctx.score_pile()) + 2)


def engineering_demand(ctx: EffectContext) -> Gen:
    """I demand you transfer all top cards with a [castle] from your board to my score
    pile!"""
    # the top cards are fixed when the instruction begins: a card uncovered by a
    # transfer is not one of them (TERM-COUNT)
    for c in ctx.with_icon(ctx.top_cards(), Icon.CASTLE):
        ctx.transfer(c, ctx.leader, "score")
    return
    yield


def engineering_splay(ctx: EffectContext) -> Gen:
    """You may splay your red cards left."""
    yield from ctx.may_splay([Color.RED], Splay.LEFT)


def _transfer_castle_from_hand(ctx: EffectContext) -> Gen:
    """The victim transfers a card with a castle from their hand to the leader's hand;
    returns it (None when they have none)."""
    chosen = yield from ctx.choose_card(
        ctx.with_icon(ctx.hand(), Icon.CASTLE),
        prompt="transfer a card with a castle from your hand to the demanding player's hand",
    )
    if chosen is not None:
        ctx.transfer(chosen, ctx.leader, "hand")
    return chosen


def feudalism_demand(ctx: EffectContext) -> Gen:
    """I demand you transfer a card with a [castle] from your hand to my hand! If you do,
    unsplay that color of your cards!"""
    given = yield from _transfer_castle_from_hand(ctx)
    if given is not None:
        ctx.unsplay(card(given).color)


def feudalism_demand_e1(ctx: EffectContext) -> Gen:
    """I demand you transfer a card with a [castle] from your hand to my hand!"""
    yield from _transfer_castle_from_hand(ctx)


def feudalism_splay(ctx: EffectContext) -> Gen:
    """You may splay your yellow or purple cards left."""
    yield from ctx.may_splay([Color.YELLOW, Color.PURPLE], Splay.LEFT)


def machinery_demand(ctx: EffectContext) -> Gen:
    """I demand you exchange all the cards in your hand with all the highest cards in my
    hand!"""
    theirs = ctx.hand(ctx.leader)
    highest = ctx.of_value(theirs, ctx.highest(theirs))
    # DOGMA-7: the exchange happens even when one side is empty
    ctx.exchange(ctx.hand(), (ctx.player, "hand"), highest, (ctx.leader, "hand"))
    return
    yield


def machinery_score_splay(ctx: EffectContext) -> Gen:
    """Score a card from your hand with a [castle]. You may splay your red cards left."""
    chosen = yield from ctx.choose_card(
        ctx.with_icon(ctx.hand(), Icon.CASTLE), prompt="score a card with a castle from your hand"
    )
    if chosen is not None:
        ctx.score(chosen)
    yield from ctx.may_splay([Color.RED], Splay.LEFT)


def medicine(ctx: EffectContext) -> Gen:
    """I demand you exchange the highest card in your score pile with the lowest card in my
    score pile!"""
    mine = yield from ctx.choose_extreme(
        ctx.score_pile(),
        owner=ctx.player,
        prompt="exchange the highest card in your score pile (a tie: choose)",
    )
    # DOGMA-9: the demanding player chooses among their own lowest cards
    theirs = yield from ctx.choose_extreme(
        ctx.score_pile(ctx.leader),
        lowest=True,
        owner=ctx.leader,
        prompt="give the lowest card in your score pile (a tie: choose)",
    )
    # DOGMA-7: the exchange happens even when one side is empty
    ctx.exchange(mine, (ctx.player, "score"), theirs, (ctx.leader, "score"))


def optics(ctx: EffectContext) -> Gen:
    """Draw and meld a [3]. If it has a [crown], draw and score a [4]. Otherwise, transfer a
    card from your score pile to the score pile of an opponent with fewer points than
    you."""
    melded = ctx.draw_and_meld(3)
    if card(melded).has_icon(Icon.CROWN):
        ctx.draw_and_score(4)
        return
    yield from _give_score_card_to_poorer_opponent(ctx)


def _give_score_card_to_poorer_opponent(ctx: EffectContext) -> Gen:
    mine = ctx.points()
    poorer = [o for o in ctx.opponents() if ctx.points(o) < mine]
    if not poorer or not ctx.score_pile():
        ctx.note(f"{ctx.player} has no score card to give or no opponent with fewer points")
        return
    chosen = yield from ctx.choose_card(
        ctx.score_pile(), prompt="transfer a card from your score pile"
    )
    receiver = yield from ctx.choose_player(
        poorer, prompt=f"transfer {chosen} to the score pile of an opponent with fewer points"
    )
    ctx.transfer(chosen, receiver, "score")


def paper_splay(ctx: EffectContext) -> Gen:
    """You may splay your green or blue cards left."""
    yield from ctx.may_splay([Color.GREEN, Color.BLUE], Splay.LEFT)


def paper_draw(ctx: EffectContext) -> Gen:
    """Draw a [4] for every color you have splayed left."""
    count = sum(1 for c in COLORS if ctx.splay_of(c) is Splay.LEFT)  # TERM-COUNT
    for _ in range(count):
        ctx.draw(4)
    return
    yield


def translation_meld(ctx: EffectContext) -> Gen:
    """You may meld all the cards in your score pile. If you meld one, you must meld them
    all."""
    pile = ctx.score_pile()
    if not pile:
        return
    agreed = yield from ctx.yes_no(
        f"meld all the cards in your score pile ({', '.join(pile)})? (you may)"
    )
    if agreed:
        for c in pile:  # a group not picked: in score-pile order, the last ends on top
            ctx.meld(c)


def translation_world(ctx: EffectContext) -> Gen:
    """If each top card on your board has a [crown], claim the World achievement."""
    tops = ctx.top_cards()
    # "each top card" presupposes top cards: an empty board claims nothing
    if not tops or ctx.without_icon(tops, Icon.CROWN):
        return
    if not ctx.claim("World"):
        ctx.note("World is no longer available: nothing to claim")
    return
    yield


register("Alchemy", alchemy_draw, alchemy_meld_score)
register("Compass", compass)
register("Education", education)
register("Engineering", engineering_demand, engineering_splay)
register("Feudalism", feudalism_demand, feudalism_splay)
register("Feudalism", feudalism_demand_e1, feudalism_splay, edition=1)
register("Machinery", machinery_demand, machinery_score_splay)
register("Medicine", medicine)
register("Optics", optics)
register("Paper", paper_splay, paper_draw)
register("Translation", translation_meld, translation_world)
