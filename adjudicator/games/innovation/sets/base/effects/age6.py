"""Age 6 effects. Each function's docstring is the card's text (edition 3
unless the name ends in ``_e1``)."""

from __future__ import annotations

from adjudicator.games.innovation.engine.cards import COLORS, Color, Icon, Splay, card
from adjudicator.games.innovation.engine.dogma import EffectContext, Gen
from adjudicator.games.innovation.sets.base.effects import register


def atomic_theory_splay(ctx: EffectContext) -> Gen:
    """You may splay your blue cards right."""
    yield from ctx.may_splay([Color.BLUE], Splay.RIGHT)


def atomic_theory_meld(ctx: EffectContext) -> Gen:
    """Draw and meld a [7]."""
    ctx.draw_and_meld(7)
    return
    yield


def canning_tuck(ctx: EffectContext) -> Gen:
    """You may draw and tuck a [6]. If you do, score all your top cards without a
    [factory]."""
    agreed = yield from ctx.yes_no("draw and tuck a 6? (you may)")
    if not agreed:
        return
    ctx.draw_and_tuck(6)
    # the top cards are fixed when "score all" begins (after the tuck, which may have
    # started a new pile): a card uncovered by scoring is not scored (TERM-COUNT)
    scoring = ctx.without_icon(ctx.top_cards(), Icon.FACTORY)
    for c in scoring:
        ctx.score(c)


def canning_splay(ctx: EffectContext) -> Gen:
    """You may splay your yellow cards right."""
    yield from ctx.may_splay([Color.YELLOW], Splay.RIGHT)


def classification(ctx: EffectContext) -> Gen:
    """Reveal the color of a card in your hand. Take into your hand all cards of that color
    from all opponent's hands. Then meld all cards of that color from your hand."""
    in_hand = [card(c).color for c in ctx.hand()]
    color = yield from ctx.choose_color(
        [c for c in COLORS if c in in_hand], prompt="reveal the color of a card in your hand"
    )
    if color is None:
        ctx.note(f"{ctx.player} has no card in hand: no color to reveal")
        return
    ctx.note(f"{ctx.player} reveals the color {color} of a card in their hand")
    for opponent in ctx.opponents():
        for c in ctx.of_color(ctx.hand(opponent), color):
            ctx.transfer(c, ctx.player, "hand")
    # a group the player did not pick: melded in hand order, the last ends on top
    for c in ctx.of_color(ctx.hand(), color):
        ctx.meld(c)


def democracy(ctx: EffectContext) -> Gen:
    """You may return any number of cards from your hand. If you have returned more cards
    than any other player due to Democracy so far during this dogma action, draw and score
    an [8]."""
    hand = ctx.hand()
    chosen = yield from ctx.choose_any(
        hand, prompt="return any number of cards from your hand (you may), in order"
    )
    ctx.return_cards(chosen)
    returned: dict[str, int] = ctx.memory.setdefault("Democracy", {})
    returned[ctx.player] = returned.get(ctx.player, 0) + len(chosen)
    mine = returned[ctx.player]
    # "any other player" includes a partner in the team game (TEAM-1)
    most_by_others = max((returned.get(o, 0) for o in ctx.others()), default=0)
    if mine > most_by_others:
        ctx.draw_and_score(8)
    else:
        ctx.note(
            f"{ctx.player} has returned {mine} card(s) due to Democracy, not more than "
            f"every other player ({most_by_others}): no 8"
        )


def emancipation_demand(ctx: EffectContext) -> Gen:
    """I demand you transfer a card from your hand to my score pile! If you do, draw a
    [6]!"""
    chosen = yield from ctx.choose_card(
        ctx.hand(), prompt="transfer a card from your hand to the demanding player's score pile"
    )
    if chosen is None:
        ctx.note(f"{ctx.player} has no card in hand: nothing to transfer")
        return
    ctx.transfer(chosen, ctx.leader, "score")
    ctx.draw(6)


def _may_splay_red_or_purple_right(ctx: EffectContext) -> Gen:
    yield from ctx.may_splay([Color.RED, Color.PURPLE], Splay.RIGHT)


def emancipation_splay(ctx: EffectContext) -> Gen:
    """You may splay your red or purple cards right."""
    yield from _may_splay_red_or_purple_right(ctx)


def encyclopedia(ctx: EffectContext) -> Gen:
    """You may meld all the highest cards in your score pile. If you meld one of the
    highest, you must meld all of the highest."""
    pile = ctx.score_pile()
    if not pile:
        ctx.note(f"{ctx.player} has no card in their score pile: nothing to meld")
        return
    highest = ctx.of_value(pile, ctx.highest(pile))
    agreed = yield from ctx.yes_no(
        f"meld all the highest cards in your score pile ({', '.join(highest)})? (you may)"
    )
    if not agreed:
        return
    # all or none; a group the player did not pick melds in score-pile order
    for c in highest:
        ctx.meld(c)


def _draw_and_tuck_6s(ctx: EffectContext, count: int) -> None:
    for _ in range(count):
        ctx.draw_and_tuck(6)


def industrialization_tuck(ctx: EffectContext) -> Gen:
    """Draw and tuck a [6] for every color on your board with one or more [factory]."""
    # visible factories per pile, counted once before the first tuck (TERM-COUNT)
    colors = [c for c in ctx.colors_on_board() if ctx.me.pile_icon_count(c, Icon.FACTORY) > 0]
    _draw_and_tuck_6s(ctx, len(colors))
    return
    yield


def industrialization_tuck_e1(ctx: EffectContext) -> Gen:
    """Draw and tuck a [6] for every two [factory] on your board."""
    _draw_and_tuck_6s(ctx, ctx.icons(Icon.FACTORY) // 2)  # TERM-COUNT
    return
    yield


def industrialization_splay(ctx: EffectContext) -> Gen:
    """You may splay your red or purple cards right."""
    yield from _may_splay_red_or_purple_right(ctx)


def machine_tools(ctx: EffectContext) -> Gen:
    """Draw and score a card of value equal to the highest card in your score pile."""
    # an empty score pile is value 0: a draw of 0 is a draw of 1 (DRAW-2)
    ctx.draw_and_score(ctx.highest(ctx.score_pile()))
    return
    yield


def metric_system_any(ctx: EffectContext) -> Gen:
    """If your green cards are splayed right, you may splay any one color of your cards
    right."""
    if ctx.splay_of(Color.GREEN) is not Splay.RIGHT:
        ctx.note(f"{ctx.player}'s green cards are not splayed right")
        return
    yield from ctx.may_splay(
        list(COLORS), Splay.RIGHT, prompt="you may splay any one color of your cards right"
    )


def metric_system_green(ctx: EffectContext) -> Gen:
    """You may splay your green cards right."""
    yield from ctx.may_splay([Color.GREEN], Splay.RIGHT)


def vaccination_demand(ctx: EffectContext) -> Gen:
    """I demand you return all the lowest cards in your score pile! If you returned any,
    draw and meld a [6]!"""
    pile = ctx.score_pile()
    # a group the player did not pick: returned in score-pile order
    lowest = ctx.of_value(pile, ctx.lowest(pile))
    if not lowest:
        ctx.note(f"{ctx.player} has no card in their score pile: nothing to return")
    else:
        ctx.return_cards(lowest)
        ctx.draw_and_meld(6)
    return
    yield


def vaccination_meld(ctx: EffectContext) -> Gen:
    """If any card was returned as a result of the demand, draw and meld a [7]."""
    # DOGMA-10: across all vulnerable opponents; nothing when run through execute
    if ctx.returned_due_to_demand():
        ctx.draw_and_meld(7)
    else:
        ctx.note("no card was returned as a result of the demand")
    return
    yield


register("Atomic Theory", atomic_theory_splay, atomic_theory_meld)
register("Canning", canning_tuck, canning_splay)
register("Classification", classification)
register("Democracy", democracy)
register("Emancipation", emancipation_demand, emancipation_splay)
register("Encyclopedia", encyclopedia)
register("Industrialization", industrialization_tuck, industrialization_splay)
register("Industrialization", industrialization_tuck_e1, industrialization_splay, edition=1)
register("Machine Tools", machine_tools)
register("Metric System", metric_system_any, metric_system_green)
register("Vaccination", vaccination_demand, vaccination_meld)
