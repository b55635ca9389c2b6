"""Artifacts of History, age 2 effects. Each function's docstring is the card's
text; the effects are registered with ``register`` in card order, an "I compel"
effect like a demand (ART-16)."""

from __future__ import annotations

from adjudicator.games.innovation.engine.cards import COLORS, Color, Icon, Splay, card
from adjudicator.games.innovation.engine.dogma import EffectContext, Gen, value
from adjudicator.games.innovation.sets.artifacts.data import is_artifact
from adjudicator.games.innovation.sets.artifacts.drawing import draw_artifact
from adjudicator.games.innovation.sets.artifacts.effects import register
from adjudicator.games.innovation.sets.artifacts.effects.age1 import choose_set


# --- Babylonian Chronicles ----------------------------------------------------
def babylonian_chronicles_compel(ctx: EffectContext) -> Gen:
    """I compel you to transfer a top non-red card with a [castle] from your board to my
    board!"""
    options = [c for c in ctx.with_icon(ctx.top_cards(), Icon.CASTLE) if card(c).color != Color.RED]
    chosen = yield from ctx.choose_card(
        options, prompt="transfer a top non-red card with a castle to the compelling player's board"
    )
    if chosen is None:
        ctx.note(f"{ctx.player} has no top non-red card with a castle")
        return
    ctx.transfer(chosen, ctx.leader, "board")


def babylonian_chronicles_score(ctx: EffectContext) -> Gen:
    """Draw and score a [3]."""
    ctx.draw_and_score(3)
    return
    yield


# --- Baghdad Battery ----------------------------------------------------------
def baghdad_battery(ctx: EffectContext) -> Gen:
    """Meld two cards from your hand. If you melded two of the same color and they are from
    different sets, draw and score five [2]s."""
    chosen = yield from ctx.choose_cards(
        ctx.hand(), min=2, max=2, prompt="meld two cards from your hand, in order"
    )
    if not chosen:
        ctx.note(f"{ctx.player} has no card in hand")
        return
    for c in chosen:
        ctx.meld(c)
    if len(chosen) < 2:
        ctx.note(f"{ctx.player} melded only one card")
        return
    a, b = card(chosen[0]), card(chosen[1])
    if a.color != b.color:
        ctx.note(f"{chosen[0]} and {chosen[1]} are not of the same color")
        return
    if a.set == b.set:
        ctx.note(f"{chosen[0]} and {chosen[1]} are from the same set ({a.set})")
        return
    for _ in range(5):
        ctx.draw_and_score(2)


# --- Chronicle of Zuo ---------------------------------------------------------
def chronicle_of_zuo(ctx: EffectContext) -> Gen:
    """If you have the least [castle], draw a [2]. If you have the least [crown], draw a
    [3]. If you have the least [lightbulb], draw a [4]."""
    for icon, age in ((Icon.CASTLE, 2), (Icon.CROWN, 3), (Icon.LIGHTBULB, 4)):
        mine = ctx.icons(icon)
        level = [o for o in ctx.others() if ctx.icons(icon, o) <= mine]
        if level:
            ctx.note(
                f"{', '.join(level)} {'has' if len(level) == 1 else 'have'} no more {icon} "
                f"than {ctx.player} ({mine}): {ctx.player} does not have the least"
            )
            continue
        ctx.draw(age)
    return
    yield


# --- Cyrus Cylinder -----------------------------------------------------------
def cyrus_cylinder(ctx: EffectContext) -> Gen:
    """Choose any other top purple card on any player's board. Execute its non-demand dogma
    effects. Do not share them. Splay left a color on any player's board."""
    purples = [
        top
        for n in ctx.everyone()
        if (top := ctx.top(Color.PURPLE, n)) is not None and top != "Cyrus Cylinder"
    ]
    chosen = yield from ctx.choose_card(
        purples, prompt="choose any other top purple card on any player's board"
    )
    if chosen is None:
        ctx.note("no other top purple card is on any board")
    else:
        yield from ctx.execute(chosen)  # DOGMA-8
    piles = [(n, c) for n in ctx.everyone() for c in COLORS if ctx.can_splay(c, Splay.LEFT, n)]
    if not piles:
        ctx.note("no pile on any board can be splayed left")
        return
    index = yield from ctx.choose_alternative(
        [f"{n} {c}" for n, c in piles],
        prompt="splay left a color on any player's board (PLAYER COLOR)",
        rule="TERM-SPLAY",
    )
    n, c = piles[index]
    ctx.splay(c, Splay.LEFT, n)


# --- Dead Sea Scrolls ---------------------------------------------------------
def dead_sea_scrolls(ctx: EffectContext) -> Gen:
    """Draw an Artifact of value equal to the value of your highest top card."""
    draw_artifact(ctx.g, ctx.player, ctx.highest(ctx.top_cards()), ctx.cause)
    return
    yield


# --- Holy Grail ---------------------------------------------------------------
def holy_grail(ctx: EffectContext) -> Gen:
    """Return a card from your hand. Claim an achievement of matching value ignoring
    eligibility."""
    returned = yield from ctx.choose_card(ctx.hand(), prompt="return a card from your hand")
    if returned is None:
        ctx.note(f"{ctx.player} has no card in hand")
        return
    ctx.return_card(returned)
    if ctx.claim_standard(value(returned)) is None:
        ctx.note(f"no standard achievement of value {value(returned)} is available")


# --- Holy Lance ---------------------------------------------------------------
def holy_lance_compel(ctx: EffectContext) -> Gen:
    """I compel you to transfer a top Artifact from your board to my board!"""
    chosen = yield from ctx.choose_card(
        [c for c in ctx.top_cards() if is_artifact(c)],
        prompt="transfer a top Artifact from your board to the compelling player's board",
    )
    if chosen is None:
        ctx.note(f"{ctx.player} has no top Artifact")
        return
    ctx.transfer(chosen, ctx.leader, "board")


def holy_lance_win(ctx: EffectContext) -> Gen:
    """If Holy Grail is a top card on your board, you win."""
    if "Holy Grail" not in ctx.top_cards():
        ctx.note(f"Holy Grail is not a top card on {ctx.player}'s board")
        return
    ctx.win()
    return
    yield


# --- Rosetta Stone ------------------------------------------------------------
def rosetta_stone(ctx: EffectContext) -> Gen:
    """Choose a card set. Draw two [2]s from that set. Meld one and transfer the other to an
    opponent's board."""
    supply = yield from choose_set(ctx, prompt="choose a card set")
    drawn = [ctx.draw_from(supply, 2) for _ in range(2)]
    melded = yield from ctx.choose_card(drawn, prompt="meld one of the drawn cards")
    if melded is not None:
        ctx.meld(melded)
    rest = [c for c in drawn if c != melded and c in ctx.hand()]
    if not rest:
        return
    to = yield from ctx.choose_player(
        ctx.opponents(), prompt=f"transfer {rest[0]} to an opponent's board"
    )
    if to is None:
        ctx.note(f"{ctx.player} has no opponent: {rest[0]} stays in hand")
        return
    ctx.transfer(rest[0], to, "board")


# --- Seikilos Epitaph ---------------------------------------------------------
def seikilos_epitaph(ctx: EffectContext) -> Gen:
    """Draw and meld a [3]. Meld your bottom card of the drawn card's color. Execute its
    non-demand dogma effects. Do not share them."""
    drawn = ctx.draw_and_meld(3)
    bottom = ctx.bottom(card(drawn).color)
    if bottom is None:  # the drawn card left the board at once (a replacement)
        ctx.note(f"{ctx.player} has no {card(drawn).color} card")
        return
    if bottom == ctx.top(card(drawn).color):
        ctx.note(f"{bottom} is the only {card(drawn).color} card: it is on top already")
    else:
        ctx.meld(bottom)
    yield from ctx.execute(bottom)  # DOGMA-8


# --- Terracotta Army ----------------------------------------------------------
def terracotta_army_compel(ctx: EffectContext) -> Gen:
    """I compel you to return a top card on your board with no [castle]!"""
    chosen = yield from ctx.choose_card(
        ctx.without_icon(ctx.top_cards(), Icon.CASTLE),
        prompt="return a top card with no castle from your board",
    )
    if chosen is None:
        ctx.note(f"{ctx.player} has no top card without a castle")
        return
    ctx.return_card(chosen)


def terracotta_army_score(ctx: EffectContext) -> Gen:
    """Score a card from your hand with no [castle]."""
    chosen = yield from ctx.choose_card(
        ctx.without_icon(ctx.hand(), Icon.CASTLE),
        prompt="score a card with no castle from your hand",
    )
    if chosen is None:
        ctx.note(f"{ctx.player} has no card without a castle in hand")
        return
    ctx.score(chosen)


register("Babylonian Chronicles", babylonian_chronicles_compel, babylonian_chronicles_score)
register("Baghdad Battery", baghdad_battery)
register("Chronicle of Zuo", chronicle_of_zuo)
register("Cyrus Cylinder", cyrus_cylinder)
register("Dead Sea Scrolls", dead_sea_scrolls)
register("Holy Grail", holy_grail)
register("Holy Lance", holy_lance_compel, holy_lance_win)
register("Rosetta Stone", rosetta_stone)
register("Seikilos Epitaph", seikilos_epitaph)
register("Terracotta Army", terracotta_army_compel, terracotta_army_score)
