"""Echoes age 5 effects. Each function's docstring is the card's text; echo
effects (ECHO-13) are registered apart from the dogma effects."""

from __future__ import annotations

from collections import Counter

from adjudicator.core.steps import Zone
from adjudicator.games.innovation.engine.cards import Color, Icon, Splay, card
from adjudicator.games.innovation.engine.dogma import EffectContext, Gen, value
from adjudicator.games.innovation.engine.recording import record
from adjudicator.games.innovation.sets.echoes.effects import register, register_echo
from adjudicator.games.innovation.sets.echoes.effects.common import draw_in_chosen_order

# --------------------------------------------------------------------------- helpers

# the order supply piles are offered in ("any deck"): the base piles, then each set's
_SUPPLY_ORDER = ("base", "echoes", "cities")


def _supply_piles(ctx: EffectContext) -> list[tuple[str, int]]:
    """Every supply pile in play that holds a card, as (set, age)."""
    supply = ctx.state.supply
    sets = [s for s in _SUPPLY_ORDER if s in supply]
    sets += [s for s in supply if s not in sets]
    return [(s, age) for s in sets for age in sorted(supply[s]) if supply[s][age]]


def _restore_splay(ctx: EffectContext, color: Color, splay: Splay) -> None:
    """Thermometer's "Maintain its splay": a pile that lost its splay while down to
    one card (TERM-SPLAY) gets it back."""
    pile = ctx.me.board[color]
    if splay is Splay.NONE or pile.splay is splay or len(pile.cards) < 2:
        return
    if ctx.g.undo is not None:
        ctx.g.undo.splay(pile)
    before = pile.splay
    pile.splay = splay
    record(
        ctx.g,
        ctx.cause,
        "splay",
        f"{ctx.player}'s {color!s} cards stay splayed {splay!s} (the splay is maintained)",
        "TERM-SPLAY",
        ctx.player,
        dst=Zone("board", ctx.player, color=color),
        detail={"color": str(color), "from": str(before), "to": str(splay)},
    )


# --------------------------------------------------------------------------- Coke


def coke_echo(ctx: EffectContext) -> Gen:
    """Draw and tuck a [4]."""
    ctx.draw_and_tuck(4)
    return
    yield


def coke(ctx: EffectContext) -> Gen:
    """Draw and reveal a [6]. If it has a [factory], meld it and repeat this dogma effect.
    Otherwise, foreshadow it."""
    drawn = ctx.draw_and_reveal(6)
    while card(drawn).has_icon(Icon.FACTORY):
        ctx.meld(drawn)
        drawn = ctx.draw_and_reveal(6)  # DOGMA-11: repeat
    ctx.foreshadow(drawn)
    return
    yield


# --------------------------------------------------------------------------- Lightning Rod


def lightning_rod_echo(ctx: EffectContext) -> Gen:
    """Draw and tuck a [5]."""
    ctx.draw_and_tuck(5)
    return
    yield


def lightning_rod_demand(ctx: EffectContext) -> Gen:
    """I demand you draw and tuck a [5]! Return your top card of the tucked card's color!"""
    tucked = ctx.draw_and_tuck(5)
    top = ctx.top(card(tucked).color)
    if top is None:  # a tuck replaced (FIG-16)
        return
    ctx.return_card(top)
    return
    yield


def lightning_rod(ctx: EffectContext) -> Gen:
    """Draw and tuck a [5]. You may return a top card from your board."""
    ctx.draw_and_tuck(5)
    chosen = yield from ctx.choose_card(
        ctx.top_cards(), optional=True, prompt="you may return a top card from your board"
    )
    if chosen is not None:
        ctx.return_card(chosen)


# --------------------------------------------------------------------------- Octant


def octant_demand(ctx: EffectContext) -> Gen:
    """I demand you transfer a top non-red card with a [leaf] or [factory] from your board
    to my board! If you do, draw and foreshadow a [6]!"""
    options = [
        c
        for c in ctx.top_cards()
        if card(c).color is not Color.RED
        and (card(c).has_icon(Icon.LEAF) or card(c).has_icon(Icon.FACTORY))
    ]
    chosen = yield from ctx.choose_card(
        options,
        prompt="transfer a top non-red card with a leaf or a factory to the demanding "
        "player's board",
    )
    if chosen is None:
        ctx.note(
            f"{ctx.player} has no top non-red card with a leaf or a factory: nothing to transfer"
        )
        return
    ctx.transfer(chosen, ctx.leader, "board")
    ctx.draw_and_foreshadow(6)


def octant(ctx: EffectContext) -> Gen:
    """Draw and foreshadow a [6]."""
    ctx.draw_and_foreshadow(6)
    return
    yield


# --------------------------------------------------------------------------- Palampore


def palampore_score(ctx: EffectContext) -> Gen:
    """Draw and score a card of value equal to a bonus that occurs more than once on your
    board, if you have such a bonus."""
    counts = Counter(ctx.bonuses())
    repeated = sorted(b for b, n in counts.items() if n > 1)
    if not repeated:
        ctx.note(f"no bonus occurs more than once on {ctx.player}'s board: nothing to score")
        return
    bonus = yield from ctx.choose_value(
        repeated, prompt="choose a bonus that occurs more than once on your board"
    )
    ctx.draw_and_score(bonus)


def palampore_splay(ctx: EffectContext) -> Gen:
    """You may splay your purple cards right."""
    yield from ctx.may_splay([Color.PURPLE], Splay.RIGHT)


def palampore_wealth(ctx: EffectContext) -> Gen:
    """If you have six or more bonuses on your board, claim the Wealth achievement."""
    count = len(ctx.bonuses())
    if count < 6:
        ctx.note(f"{ctx.player} has {count} bonuses on their board, fewer than six")
        return
    if not ctx.claim("Wealth"):
        ctx.note("Wealth is no longer available: nothing to claim", rule="ECHO-29")
    return
    yield


# --------------------------------------------------------------------------- Piano


def piano_echo(ctx: EffectContext) -> Gen:
    """Draw a card of a value present in any player's hand."""
    values = sorted({value(c) for name in ctx.everyone() for c in ctx.hand(name)})
    if not values:
        ctx.note("no player has a card in hand: nothing to draw")
        return
    age = yield from ctx.choose_value(
        values, prompt="draw a card of a value present in any player's hand"
    )
    ctx.draw(age)


def piano(ctx: EffectContext) -> Gen:
    """If you have five top cards, each with a different value, return five cards from your
    score pile and then draw and score a card of each of your top card's values in
    ascending order."""
    tops = ctx.top_cards()
    values = sorted({value(c) for c in tops})
    if len(tops) != 5 or len(values) != 5:
        ctx.note(f"{ctx.player} does not have five top cards of five different values")
        return
    # DOGMA-7: with fewer than five, all of them
    chosen = yield from ctx.choose_cards(
        ctx.score_pile(), min=5, max=5, prompt="return five cards from your score pile"
    )
    ctx.return_cards(chosen)
    for age in values:  # ECHO-12: in ascending order
        ctx.draw_and_score(age)


# --------------------------------------------------------------------------- Pressure Cooker


def pressure_cooker(ctx: EffectContext) -> Gen:
    """Return all cards from your hand. For each top card on your board with a bonus, draw
    a card of value equal to that bonus."""
    ctx.return_cards(ctx.hand())
    left = [b for c in ctx.top_cards() if (b := ctx.bonus(c)) is not None]
    if not left:
        ctx.note(f"{ctx.player} has no top card with a bonus: nothing to draw")
    yield from draw_in_chosen_order(ctx, left)


# --------------------------------------------------------------------------- Seed Drill


def seed_drill_demand(ctx: EffectContext) -> Gen:
    """I demand you return a top card from your board of value less than [3]!"""
    options = [c for c in ctx.top_cards() if value(c) < 3]
    chosen = yield from ctx.choose_card(
        options, prompt="return a top card of value less than 3 from your board"
    )
    if chosen is None:
        ctx.note(f"{ctx.player} has no top card of value less than 3: nothing to return")
        return
    ctx.return_card(chosen)


def seed_drill(ctx: EffectContext) -> Gen:
    """Choose the [3], [4], or [5] deck. If there is at least one card in that deck, you
    may transfer its bottom card to the available achievements."""
    age = yield from ctx.choose_value([3, 4, 5], prompt="choose the 3, 4 or 5 deck")
    deck = ctx.state.supply["base"][age]  # ECHO-5: the "[N] deck" is the base pile
    if not deck:
        ctx.note(f"the {age} deck is empty: nothing to transfer")
        return
    if not (
        yield from ctx.yes_no(
            f"you may transfer the bottom card of the {age} deck to the available achievements"
        )
    ):
        return
    ctx.transfer_to_available(ctx.supply_bottom(age) or deck[-1])


# --------------------------------------------------------------------------- Stove


def stove_echo(ctx: EffectContext) -> Gen:
    """Score a top card from your board without a [factory]."""
    chosen = yield from ctx.choose_card(
        ctx.without_icon(ctx.top_cards(), Icon.FACTORY),
        prompt="score a top card without a factory from your board",
    )
    if chosen is None:
        ctx.note(f"{ctx.player} has no top card without a factory: nothing to score")
        return
    ctx.score(chosen)


def stove_tuck(ctx: EffectContext) -> Gen:
    """Draw and tuck a [4]. If your top card of the tucked card's color has value less than
    [4], draw and score a [4]."""
    tucked = ctx.draw_and_tuck(4)
    top = ctx.top(card(tucked).color)
    top_value = value(top) if top is not None else 0
    if top_value >= 4:
        ctx.note(
            f"{ctx.player}'s top {card(tucked).color!s} card has value {top_value}, not less than 4"
        )
        return
    ctx.draw_and_score(4)
    return
    yield


def stove_splay(ctx: EffectContext) -> Gen:
    """You may splay your green cards right."""
    yield from ctx.may_splay([Color.GREEN], Splay.RIGHT)


# --------------------------------------------------------------------------- Thermometer


def thermometer_echo(ctx: EffectContext) -> Gen:
    """Meld your bottom green card. Maintain its splay."""
    bottom = ctx.bottom(Color.GREEN)
    if bottom is None:
        ctx.note(f"{ctx.player} has no green card: nothing to meld")
        return
    splay = ctx.splay_of(Color.GREEN)
    ctx.meld(bottom)
    _restore_splay(ctx, Color.GREEN, splay)
    return
    yield


def thermometer(ctx: EffectContext) -> Gen:
    """Draw and meld a card of value one higher than the value of your top yellow card. If
    the melded card is yellow, repeat this dogma effect."""
    melded = _draw_and_meld_above_yellow(ctx)
    while card(melded).color is Color.YELLOW:
        melded = _draw_and_meld_above_yellow(ctx)  # DOGMA-11: repeat
    return
    yield


def _draw_and_meld_above_yellow(ctx: EffectContext) -> str:
    yellow = ctx.top(Color.YELLOW)
    return ctx.draw_and_meld((value(yellow) if yellow else 0) + 1)  # TERM-VALUE: 0 with none


# --------------------------------------------------------------------------- Tuning Fork


def tuning_fork_echo(ctx: EffectContext) -> Gen:
    """Look at the top card of any deck, then place it back on top."""
    piles = _supply_piles(ctx)
    if not piles:
        ctx.note("every supply pile is empty: no card to look at")
        return
    index = yield from ctx.choose_alternative(
        [f"{s} {age}" for s, age in piles], prompt="look at the top card of any deck"
    )
    s, age = piles[index]
    top = ctx.state.supply[s][age][0]
    ctx.note(
        f"{ctx.player} looks at the top card of the {s} {age} pile, {top}, "
        "and places it back on top"
    )


def tuning_fork(ctx: EffectContext) -> Gen:
    """Return a card from your hand. If you do, draw and reveal a card of the same value,
    and meld it if it is higher than a top card of the same color on your board.
    Otherwise, return it. You may repeat this dogma effect."""
    while True:
        returned = yield from ctx.choose_card(ctx.hand(), prompt="return a card from your hand")
        if returned is None:
            ctx.note(f"{ctx.player} has no card in hand: nothing to return")
            return
        ctx.return_card(returned)
        drawn = ctx.draw_and_reveal(value(returned))
        top = ctx.top(card(drawn).color)
        top_value = value(top) if top is not None else 0  # TERM-VALUE
        if value(drawn) > top_value:
            ctx.meld(drawn)
        else:
            ctx.return_card(drawn)
        if not ctx.hand():  # a repetition begins by returning a card (scenario.md)
            return
        if not (yield from ctx.yes_no("you may repeat this dogma effect")):
            return


register_echo("Coke", coke_echo)
register("Coke", coke)
register_echo("Lightning Rod", lightning_rod_echo)
register("Lightning Rod", lightning_rod_demand, lightning_rod)
register("Octant", octant_demand, octant)
register("Palampore", palampore_score, palampore_splay, palampore_wealth)
register_echo("Piano", piano_echo)
register("Piano", piano)
register("Pressure Cooker", pressure_cooker)
register("Seed Drill", seed_drill_demand, seed_drill)
register_echo("Stove", stove_echo)
register("Stove", stove_tuck, stove_splay)
register_echo("Thermometer", thermometer_echo)
register("Thermometer", thermometer)
register_echo("Tuning Fork", tuning_fork_echo)
register("Tuning Fork", tuning_fork)
