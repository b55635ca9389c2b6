"""Artifacts age 9 effects. Each function's docstring is the card's text."""

from __future__ import annotations

from adjudicator.games.innovation.engine.cards import COLORS, Color, Icon, Splay, card
from adjudicator.games.innovation.engine.dogma import EffectContext, Gen
from adjudicator.games.innovation.engine.ending import win
from adjudicator.games.innovation.sets.artifacts.effects import register


def luna_3(ctx: EffectContext) -> Gen:
    """Return all cards from your score pile. Draw and score a card of value equal to the
    number of cards returned."""
    # a whole group nobody picks: in the order the cards arrived (scenario.md)
    returned = ctx.return_cards(ctx.score_pile())
    # a draw of 0 is a draw of 1 (DRAW-2); above 10 the game ends (DRAW-3)
    ctx.draw_and_score(returned)
    return
    yield


def magnavox_odyssey(ctx: EffectContext) -> Gen:
    """Draw and meld two [10]s. If they are the same color, you win."""
    first = ctx.draw_and_meld(10)
    second = ctx.draw_and_meld(10)
    if card(first).color is card(second).color:
        ctx.win()
    else:
        ctx.note(
            f"{first} is {card(first).color} and {second} is {card(second).color}: "
            "not the same color"
        )
    return
    yield


def marilyn_diptych(ctx: EffectContext) -> Gen:
    """You may score a card from your hand. You may transfer any card from your score pile
    to your hand. If you have exactly 25 points, you win."""
    scored = yield from ctx.choose_card(
        ctx.hand(), optional=True, prompt="you may score a card from your hand"
    )
    if scored is not None:
        ctx.score(scored)
    taken = yield from ctx.choose_card(
        ctx.score_pile(),
        optional=True,
        prompt="you may transfer any card from your score pile to your hand",
    )
    if taken is not None:
        ctx.transfer(taken, ctx.player, "hand")
    points = ctx.points()
    if points == 25:
        ctx.win()
    else:
        ctx.note(f"{ctx.player} has {points} points, not exactly 25")


def philips_compact_cassette_compel(ctx: EffectContext) -> Gen:
    """I compel you to unsplay all splayed colors on your board!"""
    splayed = [c for c in COLORS if ctx.splay_of(c) is not Splay.NONE]
    if not splayed:
        ctx.note(f"{ctx.player} has no splayed color")
    for color in splayed:
        ctx.unsplay(color)
    return
    yield


def philips_compact_cassette_splay(ctx: EffectContext) -> Gen:
    """Splay up two colors on your board."""
    options = [c for c in COLORS if ctx.can_splay(c, Splay.UP)]
    if not options:
        ctx.note(f"{ctx.player} has no color that can be splayed up")
        return
    # one pick of two (DOGMA-7: fewer when fewer can be), splayed in the listed order
    chosen = yield from ctx.choose_colors(
        options, min=2, max=2, prompt="splay up two colors on your board", rule="TERM-SPLAY"
    )
    for color in chosen:
        ctx.splay(color, Splay.UP)


def rock_around_the_clock(ctx: EffectContext) -> Gen:
    """For each top card on your board with a [clock], draw and score a [9]."""
    count = len(ctx.with_icon(ctx.top_cards(), Icon.CLOCK))  # counted once (TERM-COUNT)
    if not count:
        ctx.note(f"{ctx.player} has no top card with a clock")
    for _ in range(count):
        ctx.draw_and_score(9)
    return
    yield


def syncom_3(ctx: EffectContext) -> Gen:
    """Return all cards from your hand. Draw and reveal five [9]s. If you revealed all five
    colors, you win."""
    ctx.return_cards(ctx.hand())
    revealed = [ctx.draw_and_reveal(9) for _ in range(5)]
    colors = {card(c).color for c in revealed}
    if len(colors) == len(COLORS):
        ctx.win()
    else:
        ctx.note(f"{ctx.player} revealed {len(colors)} colors, not all five")
    return
    yield


def the_big_bang(ctx: EffectContext) -> Gen:
    """Execute the non-demand effects of your top blue card, without sharing. If this caused
    any change to occur, draw and remove a [10] from the game, then repeat this effect."""
    while True:
        blue = ctx.top(Color.BLUE)
        if blue is None:
            ctx.note(f"{ctx.player} has no top blue card: nothing is executed, nothing changes")
            return
        before = ctx.g.change_count
        yield from ctx.execute(blue)
        if ctx.g.change_count == before:
            ctx.note(f"executing {blue} changed nothing: the effect is not repeated")
            return
        ctx.remove(ctx.draw(10))
        ctx.note(f"executing {blue} changed the game: the effect repeats", rule="DOGMA-11")


def united_nations_charter_compel(ctx: EffectContext) -> Gen:
    """I compel you to transfer all top cards on your board with a demand effect to my score
    pile!"""
    tops = _tops_with_demand(ctx)
    if not tops:
        ctx.note(f"{ctx.player} has no top card with a demand effect")
    for c in tops:
        ctx.transfer(c, ctx.leader, "score")
    return
    yield


def united_nations_charter_draw(ctx: EffectContext) -> Gen:
    """If you have a top card on your board with a demand effect, draw a [10]."""
    if _tops_with_demand(ctx):
        ctx.draw(10)
    else:
        ctx.note(f"{ctx.player} has no top card with a demand effect")
    return
    yield


def _tops_with_demand(ctx: EffectContext) -> list[str]:
    """The executing player's top cards with a demand effect, compels included (ART-17)."""
    edition = ctx.state.edition
    return [c for c in ctx.top_cards() if any(t.demanding for t in card(c).effects_for(edition))]


def velcro_shoes_compel(ctx: EffectContext) -> Gen:
    """I compel you to transfer a [9] from your hand to my hand! If you do not, transfer a
    [9] from your score pile to my score pile! If you do neither, I win!"""
    given = yield from ctx.choose_card(
        ctx.of_value(ctx.hand(), 9), prompt="transfer a 9 from your hand to the compelling hand"
    )
    if given is not None:
        ctx.transfer(given, ctx.leader, "hand")
        return
    scored = yield from ctx.choose_card(
        ctx.of_value(ctx.score_pile(), 9),
        prompt="transfer a 9 from your score pile to the compelling score pile",
    )
    if scored is not None:
        ctx.transfer(scored, ctx.leader, "score")
        return
    ctx.note(f"{ctx.player} has no 9 in hand nor in the score pile")
    win(ctx.g, ctx.leader, ctx.card)


def yeagers_bell_x_1a(ctx: EffectContext) -> Gen:
    """Draw and meld a [9]. Execute the effects of the melded card as if they were on this
    card, without sharing. If that card has a [clock], repeat this effect."""
    while True:
        melded = ctx.draw_and_meld(9)
        yield from ctx.execute_here(melded)
        if not card(melded).has_icon(Icon.CLOCK):
            ctx.note(f"{melded} has no clock: the effect is not repeated")
            return
        ctx.note(f"{melded} has a clock: the effect repeats", rule="DOGMA-11")


register("Luna 3", luna_3)
register("Magnavox Odyssey", magnavox_odyssey)
register("Marilyn Diptych", marilyn_diptych)
register(
    "Philips Compact Cassette", philips_compact_cassette_compel, philips_compact_cassette_splay
)
register("Rock Around the Clock", rock_around_the_clock)
register("Syncom 3", syncom_3)
register("The Big Bang", the_big_bang)
register("United Nations Charter", united_nations_charter_compel, united_nations_charter_draw)
register("Velcro Shoes", velcro_shoes_compel)
register("Yeager's Bell X-1A", yeagers_bell_x_1a)
