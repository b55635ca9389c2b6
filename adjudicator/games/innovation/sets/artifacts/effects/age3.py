"""Artifacts age 3 effects. Each function's docstring is the card's text; an
"I compel" effect (ART-16) is registered like a demand."""

from __future__ import annotations

from adjudicator.games.innovation.engine.cards import COLORS, Color, Splay, card
from adjudicator.games.innovation.engine.dogma import EffectContext, Gen, value
from adjudicator.games.innovation.sets.artifacts.effects import register

# --------------------------------------------------------------------------- helpers


# --------------------------------------------------------------------------- cards


def along_the_river(ctx: EffectContext) -> Gen:
    """Draw and reveal a [4]. If it is yellow, tuck it. If it is purple, score it.
    Otherwise, repeat this effect."""
    done = False
    while not done:
        drawn = ctx.draw_and_reveal(4)
        color = card(drawn).color
        done = color in (Color.YELLOW, Color.PURPLE)
        if color is Color.YELLOW:
            ctx.tuck(drawn)
        elif color is Color.PURPLE:
            ctx.score(drawn)
        else:  # DOGMA-11: repeat
            ctx.note(f"{drawn} is {color}, neither yellow nor purple: the effect repeats")
    return
    yield


def beauvais_cathedral_clock(ctx: EffectContext) -> Gen:
    """Draw and reveal a [4]. Splay right the color matching the drawn card."""
    drawn = ctx.draw_and_reveal(4)
    color = card(drawn).color
    if not ctx.splay(color, Splay.RIGHT):
        ctx.note(f"{ctx.player}'s {color} cards cannot be splayed right (fewer than two, or so)")
    return
    yield


def charter_of_liberties(ctx: EffectContext) -> Gen:
    """Tuck a card from your hand. If you do, splay left its color, then choose a splayed
    color on any player's board. Execute all of that color's top card's non-demand
    effects, without sharing."""
    tucked = yield from ctx.choose_card(ctx.hand(), prompt="tuck a card from your hand")
    if tucked is None:
        ctx.note(f"{ctx.player} has no card in hand: nothing to tuck")
        return
    ctx.tuck(tucked)
    color = card(tucked).color
    if not ctx.splay(color, Splay.LEFT):
        ctx.note(f"{ctx.player}'s {color} cards cannot be splayed left")
    piles = [
        (name, c)
        for name in ctx.everyone()
        for c in COLORS
        if ctx.pile(c, name) and ctx.splay_of(c, name) is not Splay.NONE
    ]
    if not piles:
        ctx.note("no color is splayed on any board: nothing to execute")
        return
    index = yield from ctx.choose_alternative(
        [f"{name} {c}" for name, c in piles],
        prompt="choose a splayed color on any player's board (PLAYER COLOR)",
    )
    name, chosen = piles[index]
    top = ctx.top(chosen, name)
    assert top is not None
    yield from ctx.execute(top)


def dunhuang_star_chart(ctx: EffectContext) -> Gen:
    """Return all cards from your hand. Draw a card of value equal to the number of cards
    returned."""
    returned = ctx.return_cards(ctx.hand())  # as they arrived (scenario.md)
    ctx.draw(returned)  # none returned: a 0, so the lowest pile with cards (DRAW-2)
    return
    yield


def excalibur(ctx: EffectContext) -> Gen:
    """I compel you to transfer a top card of higher value than my top card of the same
    color from your board to my board!"""
    options = []
    for top in ctx.top_cards():
        mine = ctx.top(card(top).color, ctx.leader)
        if mine is None or value(top) > value(mine):  # no card: value 0 (TERM-VALUE)
            options.append(top)
    chosen = yield from ctx.choose_card(
        options,
        prompt="transfer a top card of higher value than the compelling player's top card "
        "of its color to their board",
    )
    if chosen is None:
        ctx.note(f"{ctx.player} has no top card higher than {ctx.leader}'s of its color")
        return
    ctx.transfer(chosen, ctx.leader, "board")


def mjolnir_amulet(ctx: EffectContext) -> Gen:
    """I compel you to choose a top card on your board! Transfer all cards of that card's
    color from your board to my score pile!"""
    chosen = yield from ctx.choose_card(ctx.top_cards(), prompt="choose a top card on your board")
    if chosen is None:
        ctx.note(f"{ctx.player} has no top card: nothing to choose")
        return
    for c in ctx.pile(card(chosen).color):  # the pile as it lies, top to bottom
        ctx.transfer(c, ctx.leader, "score")


def moylough_belt_shrine(ctx: EffectContext) -> Gen:
    """I compel you to reveal all cards in your hand and transfer the card of my choice to
    my board!"""
    hand = ctx.hand()
    if not hand:
        ctx.note(f"{ctx.player} has no card in hand: nothing to reveal or transfer")
        return
    for c in hand:
        ctx.reveal(c)
    chosen = yield from ctx.choose_card(
        hand,
        prompt=f"choose the card of {ctx.player}'s hand to transfer to your board",
        player=ctx.leader,
    )
    ctx.transfer(chosen, ctx.leader, "board")


def necronomicon(ctx: EffectContext) -> Gen:
    """Draw and reveal a [3]. If it is: Yellow: Return all cards in your hand. Green:
    Unsplay all your stacks. Red: Return all cards in your score pile. Blue: Draw a
    [9]."""
    drawn = ctx.draw_and_reveal(3)
    color = card(drawn).color
    if color is Color.YELLOW:
        ctx.return_cards(ctx.hand())
    elif color is Color.GREEN:
        if not any([ctx.unsplay(c) for c in COLORS]):  # a list: every pile unsplayed
            ctx.note(f"{ctx.player} has no splayed stack")
    elif color is Color.RED:
        if not ctx.score_pile():
            ctx.note(f"{ctx.player}'s score pile is empty: nothing to return")
        ctx.return_cards(ctx.score_pile())
    elif color is Color.BLUE:
        ctx.draw(9)
    else:
        ctx.note(f"{drawn} is purple: nothing happens")
    return
    yield


def philosophers_stone(ctx: EffectContext) -> Gen:
    """Return a card from your hand. Score a number of cards from your hand equal to the
    value of the card returned."""
    returned = yield from ctx.choose_card(ctx.hand(), prompt="return a card from your hand")
    if returned is None:
        ctx.note(f"{ctx.player} has no card in hand: nothing to return or score")
        return
    ctx.return_card(returned)
    count = value(returned)
    if not ctx.hand():
        ctx.note(f"{ctx.player} has no card left in hand: nothing to score")
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


def shroud_of_turin(ctx: EffectContext) -> Gen:
    """Return a card from your hand. If you do, return a top card from your board and a
    card from your score pile of the returned card's color. If you did all three, claim an
    achievement ignoring eligibility."""
    returned = yield from ctx.choose_card(ctx.hand(), prompt="return a card from your hand")
    if returned is None:
        ctx.note(f"{ctx.player} has no card in hand: nothing to return")
        return
    ctx.return_card(returned)
    color = card(returned).color
    done = 1
    top = ctx.top(color)
    if top is None:
        ctx.note(f"{ctx.player} has no {color} top card: none returned from the board")
    else:
        ctx.return_card(top)
        done += 1
    scored = yield from ctx.choose_card(
        ctx.of_color(ctx.score_pile(), color),
        prompt=f"return a {color} card from your score pile",
    )
    if scored is None:
        ctx.note(f"{ctx.player} has no {color} card in their score pile: none returned")
    else:
        ctx.return_card(scored)
        done += 1
    if done < 3:
        ctx.note(f"{ctx.player} returned {done} of the three cards: no achievement")
        return
    yield from ctx.claim_by_age(
        eligible=False, rule="ECHO-26", prompt="claim an achievement, ignoring eligibility: its age"
    )


register("Along the River during the Qingming Festival", along_the_river)
register("Beauvais Cathedral Clock", beauvais_cathedral_clock)
register("Charter of Liberties", charter_of_liberties)
register("Dunhuang Star Chart", dunhuang_star_chart)
register("Excalibur", excalibur)
register("Mjolnir Amulet", mjolnir_amulet)
register("Moylough Belt Shrine", moylough_belt_shrine)
register("Necronomicon", necronomicon)
register("Philosopher's Stone", philosophers_stone)
register("Shroud of Turin", shroud_of_turin)
