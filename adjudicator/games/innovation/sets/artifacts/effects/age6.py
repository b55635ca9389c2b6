"""Artifacts of History, age 6. Each function's docstring is the card's text.

The private helpers here (a claim of any available achievement, the visible
cards of a pile, a whole pile returned) serve ages 7 and 8 too."""

from __future__ import annotations

from adjudicator.games.innovation.engine.cards import COLORS, Color, Icon, Splay, card
from adjudicator.games.innovation.engine.dogma import EffectContext, Gen, value
from adjudicator.games.innovation.sets.artifacts.effects import register


# --- helpers ------------------------------------------------------------------------
def return_pile(ctx: EffectContext, color: Color) -> int:
    """Return all cards of ``color`` from the executing player's board, top card
    first (scenario.md: a whole group moves in the order it lies)."""
    return ctx.return_cards(ctx.pile(color))


# --- Buttonwood Agreement -------------------------------------------------------------
def buttonwood_agreement(ctx: EffectContext) -> Gen:
    """Choose three colors. Draw and reveal a [8]. If the drawn card is one of the chosen
    colors, score it and splay up that color. Otherwise, return all cards of the drawn
    card's color from your score pile, and unsplay that color."""
    chosen = yield from ctx.choose_colors(COLORS, min=3, max=3, prompt="choose three colors")
    drawn = ctx.draw_and_reveal(8)
    color = card(drawn).color
    if color in chosen:
        ctx.score(drawn)
        ctx.splay(color, Splay.UP)
        return
    ctx.note(f"{drawn} is {color}, not one of the chosen colors")
    ctx.return_cards(ctx.of_color(ctx.score_pile(), color))
    ctx.unsplay(color)


# --- Frigate Constitution -------------------------------------------------------------
def frigate_constitution(ctx: EffectContext) -> Gen:
    """I compel you to reveal a card in your hand! If you do, and its value is equal to the
    value of any of my top cards, return it and all cards of its color from your board!"""
    chosen = yield from ctx.choose_card(ctx.hand(), prompt="reveal a card in your hand")
    if chosen is None:
        ctx.note(f"{ctx.player} has no card in hand to reveal")
        return
    ctx.reveal(chosen)
    mine = {value(c) for c in ctx.top_cards(ctx.leader)}
    if value(chosen) not in mine:
        ctx.note(f"{chosen}'s value matches none of {ctx.leader}'s top cards")
        return
    ctx.return_card(chosen)
    return_pile(ctx, card(chosen).color)


# --- Kilogram of the Archives ---------------------------------------------------------
def kilogram_of_the_archives(ctx: EffectContext) -> Gen:
    """Return a card from your hand. Return a top card from your board. If you returned two
    cards and their values sum to ten, draw and score a [10]."""
    returned: list[str] = []
    chosen = yield from ctx.choose_card(ctx.hand(), prompt="return a card from your hand")
    if chosen is not None:
        ctx.return_card(chosen)
        returned.append(chosen)
    top = yield from ctx.choose_card(ctx.top_cards(), prompt="return a top card from your board")
    if top is not None:
        ctx.return_card(top)
        returned.append(top)
    total = sum(value(c) for c in returned)
    if len(returned) == 2 and total == 10:
        ctx.draw_and_score(10)
    else:
        ctx.note(f"{ctx.player} returned {len(returned)} card(s) of total value {total}: no 10")


# --- Marcha Real ----------------------------------------------------------------------
def marcha_real(ctx: EffectContext) -> Gen:
    """Reveal and return two cards from your hand. If they have the same value, draw a card
    of value one higher. If they have the same color, claim an achievement, ignoring
    eligibility."""
    chosen = yield from ctx.choose_cards(
        ctx.hand(), min=2, max=2, prompt="reveal and return two cards from your hand, in order"
    )
    for c in chosen:
        ctx.reveal(c)
    ctx.return_cards(chosen)
    if len(chosen) < 2:
        ctx.note(f"{ctx.player} returned fewer than two cards: nothing to compare")
        return
    a, b = chosen
    if value(a) == value(b):
        ctx.draw(value(a) + 1)
    if card(a).color == card(b).color:
        yield from ctx.claim_by_age(
            eligible=False, prompt="claim an achievement, ignoring eligibility: its value"
        )


# --- Moonlight Sonata -----------------------------------------------------------------
def moonlight_sonata(ctx: EffectContext) -> Gen:
    """Choose a color on your board having the highest top card. Meld the bottom card on
    your board of that color. Claim an achievement, ignoring eligibility."""
    tops = ctx.top_cards()
    best = ctx.highest(tops)
    colors = [card(t).color for t in tops if value(t) == best]
    color = yield from ctx.choose_color(
        colors, prompt="choose a color on your board having the highest top card"
    )
    if color is None:
        ctx.note(f"{ctx.player} has no card on their board: nothing to meld")
    else:
        bottom = ctx.bottom(color)
        assert bottom is not None
        ctx.meld(bottom)
    yield from ctx.claim_by_age(
        eligible=False, prompt="claim an achievement, ignoring eligibility: its value"
    )


# --- Pride and Prejudice --------------------------------------------------------------
def pride_and_prejudice(ctx: EffectContext) -> Gen:
    """Draw and meld a [6]. If the drawn card's color is the color with the fewest (or tied)
    number of visible cards on your board, score the melded card, and repeat this effect."""
    while True:
        drawn = ctx.draw_and_meld(6)
        color = card(drawn).color
        # every color counts, an empty one with 0 visible cards
        counts = {c: ctx.visible_cards(c) for c in COLORS}
        shown = ", ".join(f"{c} {n}" for c, n in counts.items())
        if counts[color] > min(counts.values()):
            ctx.note(f"{color} is not the color with the fewest visible cards ({shown})")
            return
        ctx.note(f"{color} has the fewest (or tied) visible cards ({shown})")
        ctx.score(drawn)  # DOGMA-11: repeat
    yield


# --- Puffing Billy --------------------------------------------------------------------
def puffing_billy(ctx: EffectContext) -> Gen:
    """Return a card from your hand. Draw a card of value equal to the highest number of
    symbols of the same type visible in that color on your board. Splay right that
    color."""
    chosen = yield from ctx.choose_card(ctx.hand(), prompt="return a card from your hand")
    if chosen is None:
        ctx.note(f"{ctx.player} has no card in hand: no color, nothing more")
        return
    ctx.return_card(chosen)
    color = card(chosen).color
    kinds = [i for i in Icon if i is not Icon.HEX]  # TERM-ICONS: the hexagon is no icon
    most = max(ctx.me.pile_icon_count(color, i) for i in kinds)
    ctx.note(f"the most icons of one kind visible in {ctx.player}'s {color} cards: {most}")
    ctx.draw(most)
    ctx.splay(color, Splay.RIGHT)


# --- Stamp Act ------------------------------------------------------------------------
def stamp_act(ctx: EffectContext) -> Gen:
    """I compel you to transfer a card of value equal to the top yellow card on your board
    from your score pile to mine! If you do, return a card from your score pile of value
    equal to the top green card on your board!"""
    yellow = ctx.top(Color.YELLOW)
    age = value(yellow) if yellow else 0
    chosen = yield from ctx.choose_card(
        ctx.of_value(ctx.score_pile(), age),
        prompt=f"transfer a card of value {age} from your score pile to {ctx.leader}'s",
    )
    if chosen is None:
        ctx.note(f"{ctx.player} has no card of value {age} in their score pile")
        return
    ctx.transfer(chosen, ctx.leader, "score")
    green = ctx.top(Color.GREEN)
    age = value(green) if green else 0
    back = yield from ctx.choose_card(
        ctx.of_value(ctx.score_pile(), age),
        prompt=f"return a card of value {age} from your score pile",
    )
    if back is None:
        ctx.note(f"{ctx.player} has no card of value {age} in their score pile to return")
        return
    ctx.return_card(back)


# --- The Wealth of Nations ------------------------------------------------------------
def the_wealth_of_nations(ctx: EffectContext) -> Gen:
    """Draw and score a [1]. Add up the values of all the cards in your score pile, divide by
    five, and round up. Draw and score a card of value equal to the result."""
    ctx.draw_and_score(1)
    total = sum(value(c) for c in ctx.score_pile())
    result = -(-total // 5)
    ctx.note(f"{ctx.player}'s score pile adds up to {total}: divided by five, rounded up, {result}")
    ctx.draw_and_score(result)
    return
    yield


# --- U.S. Declaration of Independence -------------------------------------------------
def us_declaration_of_independence(ctx: EffectContext) -> Gen:
    """I compel you to transfer the highest card in your hand to my hand, the highest card
    in your score pile to my score pile, and the highest top card with a [factory] from
    your board to my board!"""
    hand = yield from ctx.choose_extreme(ctx.hand(), prompt="the highest card in your hand")
    for c in hand:
        ctx.transfer(c, ctx.leader, "hand")
    score = yield from ctx.choose_extreme(
        ctx.score_pile(), prompt="the highest card in your score pile"
    )
    for c in score:
        ctx.transfer(c, ctx.leader, "score")
    top = yield from ctx.choose_extreme(
        ctx.with_icon(ctx.top_cards(), Icon.FACTORY),
        prompt="the highest top card with a factory on your board",
    )
    for c in top:
        ctx.transfer(c, ctx.leader, "board")


register("Buttonwood Agreement", buttonwood_agreement)
register("Frigate Constitution", frigate_constitution)
register("Kilogram of the Archives", kilogram_of_the_archives)
register("Marcha Real", marcha_real)
register("Moonlight Sonata", moonlight_sonata)
register("Pride and Prejudice", pride_and_prejudice)
register("Puffing Billy", puffing_billy)
register("Stamp Act", stamp_act)
register("The Wealth of Nations", the_wealth_of_nations)
register("U.S. Declaration of Independence", us_declaration_of_independence)
