"""Artifacts of History, age 7. Each function's docstring is the card's text."""

from __future__ import annotations

from adjudicator.games.innovation.engine.cards import Color, Icon, Splay, card
from adjudicator.games.innovation.engine.dogma import EffectContext, Gen, value
from adjudicator.games.innovation.sets.artifacts.effects import register
from adjudicator.games.innovation.sets.artifacts.effects.age6 import return_pile
from adjudicator.games.innovation.sets.echoes.decisions import SameValueCards


# --- Colt Paterson Revolver -----------------------------------------------------------
def colt_paterson_revolver(ctx: EffectContext) -> Gen:
    """I compel you to reveal your hand! Draw a [7]! If the color of the drawn card matches
    the color of any other cards in your hand, return all cards in your hand and all cards
    in your score pile!"""
    for c in ctx.hand():
        ctx.reveal(c)
    drawn = ctx.draw(7)
    others = [c for c in ctx.hand() if c != drawn]
    color = card(drawn).color
    if not ctx.of_color(others, color):
        ctx.note(f"no other card in {ctx.player}'s hand is {color}")
        return
    ctx.return_cards(ctx.hand())
    ctx.return_cards(ctx.score_pile())
    return
    yield


# --- Corvette Challenger --------------------------------------------------------------
def corvette_challenger(ctx: EffectContext) -> Gen:
    """Draw and tuck an [8]. Splay up the color of the tucked card. Draw and score a card of
    value equal to the number of cards of that color visible on your board."""
    tucked = ctx.draw_and_tuck(8)
    color = card(tucked).color
    ctx.splay(color, Splay.UP)
    shown = ctx.visible_cards(color)
    ctx.note(f"{ctx.player} has {shown} visible {color} card(s)")
    ctx.draw_and_score(shown)
    return
    yield


# --- Hansen Writing Ball --------------------------------------------------------------
def hansen_writing_ball_compel(ctx: EffectContext) -> Gen:
    """I compel you to draw four [7]! Meld a blue card, then transfer all cards in your hand
    to my hand!"""
    for _ in range(4):
        ctx.draw(7)
    blue = yield from ctx.choose_card(
        ctx.of_color(ctx.hand(), Color.BLUE), prompt="meld a blue card from your hand"
    )
    if blue is None:
        ctx.note(f"{ctx.player} has no blue card in hand to meld")
    else:
        ctx.meld(blue)
    for c in ctx.hand():
        ctx.transfer(c, ctx.leader, "hand")


def hansen_writing_ball(ctx: EffectContext) -> Gen:
    """Draw and reveal a [7]. If it has no [clock], tuck it and repeat this effect."""
    while True:
        drawn = ctx.draw_and_reveal(7)
        if card(drawn).has_icon(Icon.CLOCK):
            ctx.note(f"{drawn} has a clock: {ctx.player} keeps it")
            return
        ctx.tuck(drawn)  # DOGMA-11: repeat
    yield


# --- International Prototype Metre Bar ------------------------------------------------
def international_prototype_metre_bar(ctx: EffectContext) -> Gen:
    """Choose a value. Draw and meld a card of that value. Splay up the color of the melded
    card. If the number of cards of that color visible on your board is exactly equal to
    the card's value, you win. Otherwise, return the melded card."""
    age = yield from ctx.choose_value(list(range(1, 11)), prompt="choose a value")
    melded = ctx.draw_and_meld(age)
    color = card(melded).color
    ctx.splay(color, Splay.UP)
    shown = ctx.visible_cards(color)
    if shown == value(melded):
        ctx.note(f"{ctx.player} has {shown} visible {color} cards, {melded}'s value")
        ctx.win()
        return
    ctx.note(f"{ctx.player} has {shown} visible {color} cards, not {value(melded)}")
    ctx.return_card(melded)


# --- Jedlik's Electromagnetic Self-Rotor ----------------------------------------------
def jedliks_electromagnetic_self_rotor(ctx: EffectContext) -> Gen:
    """Draw and score an [8]. Draw and meld an [8]. Claim an achievement of value 8 if it is
    available, ignoring eligibility."""
    ctx.draw_and_score(8)
    ctx.draw_and_meld(8)
    if ctx.claim_standard(8) is None:
        ctx.note("no achievement of value 8 is available")
    return
    yield


# --- Periodic Table -------------------------------------------------------------------
def periodic_table(ctx: EffectContext) -> Gen:
    """Choose two top cards on your board of the same value. If you do, draw a card of value
    one higher and meld it. If it melded over one of the chosen cards, repeat this
    effect."""
    while True:
        tops = ctx.top_cards()
        paired = [t for t in tops if len(ctx.of_value(tops, value(t))) >= 2]
        if not paired:
            ctx.note(f"{ctx.player} has no two top cards of the same value")
            return
        if len(paired) == 2:  # one pair: no decision (scenario.md)
            chosen: tuple[str, ...] = tuple(paired)
        else:
            chosen = tuple(
                (
                    yield SameValueCards(
                        player=ctx.player,
                        prompt="choose two top cards on your board of the same value",
                        min=2,
                        max=2,
                        options=tuple(paired),
                    )
                )
            )
        drawn = ctx.draw(value(chosen[0]) + 1)
        covered = ctx.top(card(drawn).color)
        ctx.meld(drawn)
        if covered not in chosen:
            ctx.note(f"{drawn} did not meld over {' or '.join(chosen)}")
            return
        ctx.note(f"{drawn} melded over {covered}: repeat")  # DOGMA-11


# --- Roundhay Garden Scene ------------------------------------------------------------
def roundhay_garden_scene(ctx: EffectContext) -> Gen:
    """Meld the highest card from your score pile. Draw and score two cards of value equal
    to the melded card. Execute the effects of the melded card as if they were on this
    card. Do not share them."""
    highest = yield from ctx.choose_extreme(
        ctx.score_pile(), prompt="meld the highest card from your score pile"
    )
    if not highest:
        ctx.note(f"{ctx.player} has no card in their score pile: nothing melded, nothing more")
        return
    melded = highest[0]
    ctx.meld(melded)
    for _ in range(2):
        ctx.draw_and_score(value(melded))
    yield from ctx.execute_here(melded)


# --- Singer Model 27 ------------------------------------------------------------------
def singer_model_27(ctx: EffectContext) -> Gen:
    """Tuck a card from your hand. If you do, splay up its color, and then tuck all cards
    from your score pile of that color."""
    chosen = yield from ctx.choose_card(ctx.hand(), prompt="tuck a card from your hand")
    if chosen is None:
        ctx.note(f"{ctx.player} has no card in hand to tuck")
        return
    ctx.tuck(chosen)
    color = card(chosen).color
    ctx.splay(color, Splay.UP)
    for c in ctx.of_color(ctx.score_pile(), color):
        ctx.tuck(c)


# --- Submarine H. L. Hunley -----------------------------------------------------------
def submarine_h_l_hunley(ctx: EffectContext) -> Gen:
    """I compel you to draw and meld a [7]! Reveal the bottom card on your board of the
    melded card's color! If the revealed card is a [1], return all cards of its color from
    your board!"""
    melded = ctx.draw_and_meld(7)
    color = card(melded).color
    bottom = ctx.bottom(color)
    assert bottom is not None
    ctx.reveal(bottom)
    if value(bottom) != 1:
        ctx.note(f"{bottom} is not a 1")
        return
    return_pile(ctx, color)
    return
    yield


# --- The Communist Manifesto ----------------------------------------------------------
def the_communist_manifesto(ctx: EffectContext) -> Gen:
    """For each player in the game, draw and reveal a [7]. Transfer one of the drawn cards
    to each player's board. Execute the non-demand effects of your card. Do not share
    them."""
    players = ctx.everyone()  # you first, then clockwise
    drawn = [ctx.draw_and_reveal(7) for _ in players]
    mine: str | None = None
    for target in players:
        left = [c for c in drawn if c in ctx.hand()]
        chosen = yield from ctx.choose_card(
            left, prompt=f"transfer one of the drawn cards to {target}'s board"
        )
        if chosen is None:
            break
        drawn.remove(chosen)
        ctx.transfer(chosen, target, "board")
        if target == ctx.player:
            mine = chosen
    if mine is not None:
        yield from ctx.execute(mine)


register("Colt Paterson Revolver", colt_paterson_revolver)
register("Corvette Challenger", corvette_challenger)
register("Hansen Writing Ball", hansen_writing_ball_compel, hansen_writing_ball)
register("International Prototype Metre Bar", international_prototype_metre_bar)
register("Jedlik's Electromagnetic Self-Rotor", jedliks_electromagnetic_self_rotor)
register("Periodic Table", periodic_table)
register("Roundhay Garden Scene", roundhay_garden_scene)
register("Singer Model 27", singer_model_27)
register("Submarine H. L. Hunley", submarine_h_l_hunley)
register("The Communist Manifesto", the_communist_manifesto)
