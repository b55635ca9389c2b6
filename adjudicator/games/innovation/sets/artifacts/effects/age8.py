"""Artifacts of History, age 8. Each function's docstring is the card's text."""

from __future__ import annotations

from adjudicator.games.innovation.engine.cards import Icon, Splay, card, card_ages
from adjudicator.games.innovation.engine.dogma import EffectContext, Gen, value
from adjudicator.games.innovation.sets.artifacts.effects import register
from adjudicator.games.innovation.sets.artifacts.effects.age6 import (
    return_pile,
)


# --- '30 World Cup Final Ball ---------------------------------------------------------
def world_cup_final_ball_compel(ctx: EffectContext) -> Gen:
    """I compel you to return one of your achievements!"""
    ages = card_ages()  # the achievements that are cards (a special one has no value)
    held = [a for a in ctx.p().achievements if a in ages]
    chosen = yield from ctx.choose_card(held, prompt="return one of your achievements")
    if chosen is None:
        ctx.note(f"{ctx.player} has no achievement to return")
        return
    ctx.return_card(chosen)


def world_cup_final_ball(ctx: EffectContext) -> Gen:
    """Draw and reveal an [8]. The single player with the highest top card of the drawn
    card's color achieves it, ignoring eligibility. If that happens, repeat this effect."""
    while True:
        drawn = ctx.draw_and_reveal(8)
        color = card(drawn).color
        tops = {n: ctx.top(color, n) for n in ctx.everyone()}
        values = {n: value(t) if t else 0 for n, t in tops.items()}
        best = max(values.values())
        leaders = [n for n, v in values.items() if v == best]
        if best == 0 or len(leaders) != 1:
            who = ", ".join(leaders) if best else "no player"
            ctx.note(f"{who} with the highest top {color} card: no single player achieves {drawn}")
            return
        ctx.achieve_card(drawn, name=leaders[0])  # DOGMA-11: repeat
    yield


# --- Battleship Bismarck --------------------------------------------------------------
def battleship_bismarck(ctx: EffectContext) -> Gen:
    """I compel you to draw and reveal an [8]! Return all cards of the drawn card's color
    from your board!"""
    drawn = ctx.draw_and_reveal(8)
    if not return_pile(ctx, card(drawn).color):
        ctx.note(f"{ctx.player} has no {card(drawn).color} card on their board")
    return
    yield


# --- Earhart's Lockheed Electra 10E ---------------------------------------------------
def earharts_lockheed_electra_10e(ctx: EffectContext) -> Gen:
    """For each value below nine, return a top card of that value from your board, in
    descending order. If you return eight cards, you win. Otherwise, claim an achievement,
    ignoring eligibility."""
    returned = 0
    for age in range(8, 0, -1):
        chosen = yield from ctx.choose_card(
            ctx.of_value(ctx.top_cards(), age),
            prompt=f"return a top card of value {age} from your board",
        )
        if chosen is None:
            ctx.note(f"{ctx.player} has no top card of value {age}")
            continue
        ctx.return_card(chosen)
        returned += 1
    if returned == 8:
        ctx.win()
        return
    ctx.note(f"{ctx.player} returned {returned} card(s), not eight")
    yield from ctx.claim_by_age(
        eligible=False, prompt="claim an achievement, ignoring eligibility: its value"
    )


# --- Garland's Ruby Slippers ----------------------------------------------------------
def garlands_ruby_slippers(ctx: EffectContext) -> Gen:
    """Meld an [8] from your hand. If the melded card has no effects, you win. Otherwise,
    execute the effects of the melded card as if they were on this card. Do not share
    them."""
    chosen = yield from ctx.choose_card(
        ctx.of_value(ctx.hand(), 8), prompt="meld an 8 from your hand"
    )
    if chosen is None:
        ctx.note(f"{ctx.player} has no 8 in hand: nothing melded")
        return
    ctx.meld(chosen)
    if not card(chosen).effects_for(ctx.state.edition):
        ctx.note(f"{chosen} has no effects")
        ctx.win()
        return
    yield from ctx.execute_here(chosen)


# --- Meiji-Mura Stamp Vending Machine -------------------------------------------------
def meiji_mura_stamp_vending_machine(ctx: EffectContext) -> Gen:
    """Return a card from your hand. Draw and score three cards of the returned card's
    value."""
    chosen = yield from ctx.choose_card(ctx.hand(), prompt="return a card from your hand")
    if chosen is None:
        ctx.note(f"{ctx.player} has no card in hand: nothing returned, nothing drawn")
        return
    ctx.return_card(chosen)
    for _ in range(3):
        ctx.draw_and_score(value(chosen))


# --- Ocean Liner Titanic --------------------------------------------------------------
def ocean_liner_titanic(ctx: EffectContext) -> Gen:
    """Score all bottom cards from your board."""
    bottoms = [ctx.bottom(c) for c in ctx.colors_on_board()]
    for c in bottoms:
        assert c is not None
        ctx.score(c)
    if not bottoms:
        ctx.note(f"{ctx.player} has no card on their board")
    return
    yield


# --- Parnell Pitch Drop ---------------------------------------------------------------
def parnell_pitch_drop(ctx: EffectContext) -> Gen:
    """Draw and meld a card of value one higher than the highest top card on your board. If
    the melded card has three [clock], you win."""
    melded = ctx.draw_and_meld(ctx.highest(ctx.top_cards()) + 1)
    clocks = card(melded).icon_count(Icon.CLOCK)
    if clocks >= 3:
        ctx.win()
        return
    ctx.note(f"{melded} has {clocks} clock(s), not three")
    return
    yield


# --- Plush Beweglich Rod Bear ---------------------------------------------------------
def plush_beweglich_rod_bear(ctx: EffectContext) -> Gen:
    """Choose a value. Splay up each color with a top card of the chosen value. Return all
    cards of the chosen value from all score piles."""
    age = yield from ctx.choose_value(list(range(1, 11)), prompt="choose a value")
    for t in ctx.of_value(ctx.top_cards(), age):
        ctx.splay(card(t).color, Splay.UP)
    for n in ctx.everyone():
        for c in ctx.of_value(ctx.score_pile(n), age):
            ctx.return_card(c, n)


# --- Time -----------------------------------------------------------------------------
def time_compel(ctx: EffectContext) -> Gen:
    """I compel you to transfer a non-yellow top card with a [clock] from your board to my
    board! If you do, repeat this effect!"""
    while True:
        options = [
            t for t in ctx.with_icon(ctx.top_cards(), Icon.CLOCK) if card(t).color != "yellow"
        ]
        chosen = yield from ctx.choose_card(
            options, prompt=f"transfer a non-yellow top card with a clock to {ctx.leader}'s board"
        )
        if chosen is None:
            ctx.note(f"{ctx.player} has no non-yellow top card with a clock")
            return
        ctx.transfer(chosen, ctx.leader, "board")  # DOGMA-11: repeat


register("'30 World Cup Final Ball", world_cup_final_ball_compel, world_cup_final_ball)
register("Battleship Bismarck", battleship_bismarck)
register("Battleship Yamato")  # no effects, no featured icon: no Dogma on it (ART-4)
register("Earhart's Lockheed Electra 10E", earharts_lockheed_electra_10e)
register("Garland's Ruby Slippers", garlands_ruby_slippers)
register("Meiji-Mura Stamp Vending Machine", meiji_mura_stamp_vending_machine)
register("Ocean Liner Titanic", ocean_liner_titanic)
register("Parnell Pitch Drop", parnell_pitch_drop)
register("Plush Beweglich Rod Bear", plush_beweglich_rod_bear)
register("Time", time_compel)
