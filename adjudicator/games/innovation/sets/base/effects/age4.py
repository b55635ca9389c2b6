"""Age 4 effects. Each function's docstring is the card's text (no age-4 card was
rebalanced by the 3rd edition, so there are no ``_e1`` variants)."""

from __future__ import annotations

from adjudicator.games.innovation.engine.cards import COLORS, Color, Icon, Splay, card
from adjudicator.games.innovation.engine.dogma import EffectContext, Gen, value
from adjudicator.games.innovation.sets.base.effects import register


def anatomy(ctx: EffectContext) -> Gen:
    """I demand you return a card from your score pile! If you do, return a top card of
    equal value from your board!"""
    returned = yield from ctx.choose_card(
        ctx.score_pile(), prompt="return a card from your score pile"
    )
    if returned is None:
        return
    ctx.return_card(returned)
    age = value(returned)
    top = yield from ctx.choose_card(
        ctx.of_value(ctx.top_cards(), age),
        prompt=f"return a top card of value {age} from your board",
    )
    if top is None:
        ctx.note(f"{ctx.player} has no top card of value {age}: nothing more to return")
        return
    ctx.return_card(top)


def colonialism(ctx: EffectContext) -> Gen:
    """Draw and tuck a [3]. If it has a [crown], repeat this dogma effect."""
    while card(ctx.draw_and_tuck(3)).has_icon(Icon.CROWN):
        pass  # DOGMA-11: repeat
    return
    yield


def enterprise_demand(ctx: EffectContext) -> Gen:
    """I demand you transfer a top non-purple card with a [crown] from your board to my
    board! If you do, draw and meld a [4]!"""
    options = [
        c for c in ctx.with_icon(ctx.top_cards(), Icon.CROWN) if card(c).color is not Color.PURPLE
    ]
    chosen = yield from ctx.choose_card(
        options,
        prompt="transfer a top non-purple card with a crown to the demanding player's board",
    )
    if chosen is None:
        ctx.note(f"{ctx.player} has no top non-purple card with a crown: nothing to transfer")
        return
    ctx.transfer(chosen, ctx.leader, "board")
    ctx.draw_and_meld(4)


def enterprise_splay(ctx: EffectContext) -> Gen:
    """You may splay your green cards right."""
    yield from ctx.may_splay([Color.GREEN], Splay.RIGHT)


def experimentation(ctx: EffectContext) -> Gen:
    """Draw and meld a [5]."""
    ctx.draw_and_meld(5)
    return
    yield


def gunpowder_demand(ctx: EffectContext) -> Gen:
    """I demand you transfer a top card with a [castle] from your board to my score pile!"""
    chosen = yield from ctx.choose_card(
        ctx.with_icon(ctx.top_cards(), Icon.CASTLE),
        prompt="transfer a top card with a castle to the demanding player's score pile",
    )
    if chosen is None:
        ctx.note(f"{ctx.player} has no top card with a castle: nothing to transfer")
        return
    ctx.transfer(chosen, ctx.leader, "score")


def gunpowder_score(ctx: EffectContext) -> Gen:
    """If any card was transferred due to the demand, draw and score a [2]."""
    if ctx.transferred_due_to_demand():  # DOGMA-10: judged alike by every executor
        ctx.draw_and_score(2)
    else:
        ctx.note("no card was transferred due to the demand: nothing to score")
    return
    yield


def invention_splay(ctx: EffectContext) -> Gen:
    """You may splay right any one color of your cards currently splayed left. If you do,
    draw and score a [4]."""
    left = [c for c in ctx.colors_on_board() if ctx.splay_of(c) is Splay.LEFT]
    splayed = yield from ctx.may_splay(
        left, Splay.RIGHT, prompt="you may splay right one color currently splayed left"
    )
    if splayed is not None:
        ctx.draw_and_score(4)


def invention_wonder(ctx: EffectContext) -> Gen:
    """If you have five colors splayed, each in any direction, claim the Wonder
    achievement."""
    splayed = [c for c in COLORS if ctx.splay_of(c) is not Splay.NONE]
    if len(splayed) == len(COLORS):
        if not ctx.claim("Wonder"):
            ctx.note("Wonder is no longer available: nothing to claim", rule="SPECIAL-1")
    else:
        ctx.note(f"{ctx.player} has {len(splayed)} colors splayed, not five")
    return
    yield


def navigation(ctx: EffectContext) -> Gen:
    """I demand you transfer a [2] or [3] from your score pile, if it has any, to my score
    pile!"""
    pile = ctx.score_pile()
    chosen = yield from ctx.choose_card(
        [*ctx.of_value(pile, 2), *ctx.of_value(pile, 3)],
        prompt="transfer a 2 or a 3 from your score pile to the demanding player's score pile",
    )
    if chosen is None:
        ctx.note(f"{ctx.player} has no 2 or 3 in their score pile: nothing to transfer")
        return
    ctx.transfer(chosen, ctx.leader, "score")


def perspective(ctx: EffectContext) -> Gen:
    """You may return a card from your hand. If you do, score a card from your hand for
    every two [lightbulb] on your board."""
    returned = yield from ctx.choose_card(
        ctx.hand(), optional=True, prompt="you may return a card from your hand"
    )
    if returned is None:
        return
    ctx.return_card(returned)
    lightbulbs = ctx.icons(Icon.LIGHTBULB)  # TERM-COUNT: counted once, now
    count = lightbulbs // 2
    if count == 0:
        ctx.note(f"{ctx.player} has {lightbulbs} lightbulbs, fewer than two: nothing to score")
        return
    # DOGMA-7: with fewer cards in hand, all of them are scored
    chosen = yield from ctx.choose_cards(
        ctx.hand(),
        min=count,
        max=count,
        prompt=f"score {count} card{'s' if count > 1 else ''} from your hand, in order",
    )
    for c in chosen:
        ctx.score(c)


def printing_press_draw(ctx: EffectContext) -> Gen:
    """You may return a card from your score pile. If you do, draw a card of value two
    higher than the top purple card on your board."""
    returned = yield from ctx.choose_card(
        ctx.score_pile(), optional=True, prompt="you may return a card from your score pile"
    )
    if returned is None:
        return
    ctx.return_card(returned)
    purple = ctx.top(Color.PURPLE)
    # TERM-VALUE: with no purple card its value is 0, so a 2 is drawn
    ctx.draw((value(purple) if purple else 0) + 2)


def printing_press_splay(ctx: EffectContext) -> Gen:
    """You may splay your blue cards right."""
    yield from ctx.may_splay([Color.BLUE], Splay.RIGHT)


def reformation_tuck(ctx: EffectContext) -> Gen:
    """You may tuck a card from your hand for every two [leaf] on your board."""
    leaves = ctx.icons(Icon.LEAF)  # TERM-COUNT: the tucks do not change the count
    count = leaves // 2
    if count == 0:
        ctx.note(f"{ctx.player} has {leaves} leaves, fewer than two: nothing to tuck")
        return
    # one "may" for the whole count: exactly that many cards (the whole hand when it
    # holds fewer, DOGMA-7) or none; the official FAQ: "You cannot choose to tuck less"
    chosen = yield from ctx.choose_cards(
        ctx.hand(),
        min=count,
        max=count,
        optional=True,
        prompt=f"tuck {count} card{'s' if count > 1 else ''} from your hand (you may), in order",
    )
    for c in chosen:
        ctx.tuck(c)


def reformation_splay(ctx: EffectContext) -> Gen:
    """You may splay your yellow or purple cards right."""
    yield from ctx.may_splay([Color.YELLOW, Color.PURPLE], Splay.RIGHT)


register("Anatomy", anatomy)
register("Colonialism", colonialism)
register("Enterprise", enterprise_demand, enterprise_splay)
register("Experimentation", experimentation)
register("Gunpowder", gunpowder_demand, gunpowder_score)
register("Invention", invention_splay, invention_wonder)
register("Navigation", navigation)
register("Perspective", perspective)
register("Printing Press", printing_press_draw, printing_press_splay)
register("Reformation", reformation_tuck, reformation_splay)
