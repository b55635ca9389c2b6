"""Artifacts age 5 effects. Each function's docstring is the card's text; an
"I compel" effect (ART-16) is registered like a demand."""

from __future__ import annotations

from adjudicator.core.steps import Zone
from adjudicator.games.innovation.engine import rules
from adjudicator.games.innovation.engine.cards import COLORS, Color, Splay, card
from adjudicator.games.innovation.engine.dogma import EffectContext, Gen, value
from adjudicator.games.innovation.sets.artifacts.effects import register

GUJIN = "Gujin Tushu Jinsheng"
COURANT = "The Daily Courant"


def almira_queen_of_the_castle(ctx: EffectContext) -> Gen:
    """Meld a card from your hand. Claim an achievement of matching value, ignoring
    eligibility."""
    melded = yield from ctx.choose_card(ctx.hand(), prompt="meld a card from your hand")
    if melded is None:
        ctx.note(f"{ctx.player} has no card in hand: nothing melded, nothing to claim")
        return
    ctx.meld(melded)
    if ctx.claim_standard(value(melded)) is None:
        ctx.note(f"no standard achievement of value {value(melded)} is available")


def barque_longue_la_belle(ctx: EffectContext) -> Gen:
    """Draw and meld a [5]. If the drawn card is not green, repeat this effect."""
    while card(ctx.draw_and_meld(5)).color is not Color.GREEN:
        pass  # DOGMA-11: repeat
    return
    yield


def bill_of_rights(ctx: EffectContext) -> Gen:
    """I compel you to choose a color where you have more visible cards than I do!
    Transfer all cards of that color from your board to my board, from the bottom up!"""
    options = [c for c in COLORS if ctx.visible_cards(c) > ctx.visible_cards(c, ctx.leader)]
    color = yield from ctx.choose_color(
        options, prompt=f"choose a color where you have more visible cards than {ctx.leader}"
    )
    if color is None:
        ctx.note(f"{ctx.player} has no color with more visible cards than {ctx.leader}")
        return
    for c in reversed(ctx.pile(color)):  # from the bottom up: the order is kept
        ctx.transfer(c, ctx.leader, "board")


def boerhavve_silver_microscope(ctx: EffectContext) -> Gen:
    """Return the lowest card in your hand and the lowest top card on your board. Draw and
    score a card of value equal to the sum of the values of the cards returned."""
    total = 0
    lowest = yield from ctx.choose_extreme(ctx.hand(), lowest=True)
    for c in lowest:
        ctx.return_card(c)
        total += value(c)
    lowest_top = yield from ctx.choose_extreme(ctx.top_cards(), lowest=True)
    for c in lowest_top:
        ctx.return_card(c)
        total += value(c)
    ctx.draw_and_score(total)  # nothing returned: a 0, the lowest pile with cards (DRAW-2)


def gujin_tushu_jinsheng(ctx: EffectContext) -> Gen:
    """If Gujin Tushu Jinsheng is on your board, choose any other top card on any other
    board. Execute the effects on the chosen card as if they were on this card. Do not
    share them."""
    if not any(GUJIN in ctx.pile(c) for c in COLORS):
        ctx.note(f"{GUJIN} is not on {ctx.player}'s board: nothing happens")
        return
    options = [t for name in ctx.others() for t in ctx.top_cards(name) if t != GUJIN]
    chosen = yield from ctx.choose_card(
        options, prompt="choose a top card on another board to execute as if on this card"
    )
    if chosen is None:
        ctx.note("no other board has a top card: nothing to execute")
        return
    yield from ctx.execute_here(chosen)


def hudsons_bay_company_archives(ctx: EffectContext) -> Gen:
    """Score the bottom card of every color on your board. Meld a card from your score
    pile. Splay right the color of the melded card."""
    bottoms = [b for c in COLORS if (b := ctx.bottom(c)) is not None]
    if not bottoms:
        ctx.note(f"{ctx.player}'s board is empty: nothing to score")
    for c in bottoms:
        ctx.score(c)
    melded = yield from ctx.choose_card(ctx.score_pile(), prompt="meld a card from your score pile")
    if melded is None:
        ctx.note(f"{ctx.player}'s score pile is empty: nothing to meld")
        return
    ctx.meld(melded)
    color = card(melded).color
    if not ctx.splay(color, Splay.RIGHT):
        ctx.note(f"{ctx.player}'s {color} cards cannot be splayed right")


def principia(ctx: EffectContext) -> Gen:
    """Return all non-blue top cards from your board. For each card returned, draw and
    meld a card of value one higher than the value of the returned card, in ascending
    order."""
    tops = [c for c in ctx.top_cards() if card(c).color is not Color.BLUE]
    if not tops:
        ctx.note(f"{ctx.player} has no non-blue top card: nothing to return")
    ctx.return_cards(tops)
    for age in sorted(value(c) + 1 for c in tops):
        ctx.draw_and_meld(age)
    return
    yield


def sandham_room_cricket_bat(ctx: EffectContext) -> Gen:
    """Draw and reveal a [6]. If it is red, claim an achievement, ignoring eligibility."""
    drawn = ctx.draw_and_reveal(6)
    if card(drawn).color is not Color.RED:
        ctx.note(f"{drawn} is not red: no achievement")
        return
    yield from ctx.claim_by_age(
        eligible=False, rule="ECHO-26", prompt="claim an achievement, ignoring eligibility: its age"
    )


def ship_of_the_line_sussex(ctx: EffectContext) -> Gen:
    """If you have no cards in your score pile, choose a color and score all cards of that
    color from your board. Otherwise, return all cards from your score pile."""
    pile = ctx.score_pile()
    if pile:
        ctx.return_cards(pile)  # as they arrived (scenario.md)
        return
    color = yield from ctx.choose_color(COLORS, prompt="choose a color to score from your board")
    cards = ctx.pile(color)
    if not cards:
        ctx.note(f"{ctx.player} has no {color} card: nothing to score")
    for c in cards:  # the pile as it lies, top to bottom
        ctx.score(c)


def the_daily_courant(ctx: EffectContext) -> Gen:
    """Draw a card of any value, then place it on top of the draw pile of its age. You may
    execute the effects of one of your other top cards as if they were on this card. Do
    not share them."""
    age = yield from ctx.choose_value(list(range(1, 11)), prompt="draw a card of any value")
    drawn = ctx.draw(age)
    back = card(drawn)
    rules.transfer(ctx.g, ctx.player, drawn, Zone("deck", age=back.age, set=back.set), ctx.cause)
    options = [t for t in ctx.top_cards() if t != COURANT]
    chosen = yield from ctx.choose_card(
        options,
        optional=True,
        prompt="you may execute the effects of one of your other top cards as if on this card",
    )
    if chosen is None:
        return
    yield from ctx.execute_here(chosen)


register("Almira, Queen of the Castle", almira_queen_of_the_castle)
register("Barque-Longue La Belle", barque_longue_la_belle)
register("Bill of Rights", bill_of_rights)
register("Boerhavve Silver Microscope", boerhavve_silver_microscope)
register(GUJIN, gujin_tushu_jinsheng)
register("Hudson's Bay Company Archives", hudsons_bay_company_archives)
register("Principia", principia)
register("Sandham Room Cricket Bat", sandham_room_cricket_bat)
register("Ship of the Line Sussex", ship_of_the_line_sussex)
register(COURANT, the_daily_courant)
