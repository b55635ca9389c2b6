"""Echoes of the Past, age 3 effects. Each function's docstring is the card's text."""

from __future__ import annotations

from collections import Counter

from adjudicator.games.innovation.engine.cards import COLORS, ICONS, Color, Icon, Splay, card
from adjudicator.games.innovation.engine.dogma import EffectContext, Gen, value
from adjudicator.games.innovation.sets.echoes.decisions import SameValueCards
from adjudicator.games.innovation.sets.echoes.effects import register, register_echo


# --- Almanac ------------------------------------------------------------------
def almanac_echo(ctx: EffectContext) -> Gen:
    """Draw and foreshadow a [4]."""
    ctx.draw_and_foreshadow(4)
    return
    yield


def almanac(ctx: EffectContext) -> Gen:
    """You may return a card from your forecast with a bonus. If you do, draw and score a
    card of value one higher than that bonus."""
    with_bonus = [c for c in ctx.forecast() if ctx.bonus(c) is not None]
    chosen = yield from ctx.choose_card(
        with_bonus, optional=True, prompt="return a card with a bonus from your forecast (you may)"
    )
    if chosen is None:
        return
    ctx.return_card(chosen)
    ctx.draw_and_score((ctx.bonus(chosen) or 0) + 1)


# --- Charitable Trust ---------------------------------------------------------
def _trust_key(player: str) -> str:
    """ECHO-20: where Charitable Trust's echo effect remembers what it drew for ``player``."""
    return f"Charitable Trust:{player}"


def charitable_trust_echo(ctx: EffectContext) -> Gen:
    """Draw a [3] or [4]."""
    age = yield from ctx.choose_value([3, 4], prompt="draw a 3 or a 4")
    ctx.memory[_trust_key(ctx.player)] = ctx.draw(age)


TRUST_WAYS = ("return", "achieve")


def charitable_trust(ctx: EffectContext) -> Gen:
    """You may meld the card you drew due to Charitable Trust's echo effect. If you do,
    either return or achieve (if eligible) your top green card."""
    drawn = None if ctx.via_execute else ctx.memory.get(_trust_key(ctx.player))
    if drawn is None or drawn not in ctx.hand():
        ctx.note(
            f"{ctx.player} has no card in hand drawn due to Charitable Trust's echo effect: "
            "nothing to meld",
            rule="ECHO-20",
        )
        return
    # "yes" or the card's name melds it; "no" or null declines (scenario.md)
    agreed = yield from ctx.choose_card(
        [drawn],
        optional=True,
        prompt=f"meld {drawn}, the card you drew due to Charitable Trust's echo effect? (you may)",
    )
    if agreed is None:
        return
    ctx.meld(drawn)
    green = ctx.top(Color.GREEN)
    if green is None:
        return
    ways = [w for w in TRUST_WAYS if w == "return" or ctx.eligible(value(green))]
    way = yield from ctx.choose_alternative(
        ways, prompt=f"either return or achieve (if eligible) your top green card, {green}"
    )
    if ways[way] == "return":
        ctx.return_card(green)
    else:
        ctx.achieve_card(green)


# --- Deodorant ----------------------------------------------------------------
def deodorant_echo(ctx: EffectContext) -> Gen:
    """Draw and meld a [3]."""
    ctx.draw_and_meld(3)
    return
    yield


def deodorant(ctx: EffectContext) -> Gen:
    """If you have a top card with a [castle], draw and meld a [3]. Otherwise, draw a [4]."""
    if ctx.with_icon(ctx.top_cards(), Icon.CASTLE):
        ctx.draw_and_meld(3)
    else:
        ctx.draw(4)
    return
    yield


# --- Homing Pigeons -----------------------------------------------------------
def homing_pigeons_demand(ctx: EffectContext) -> Gen:
    """I demand you return two cards from your score pile whose values each match at least
    one card in my hand!"""
    values = {value(c) for c in ctx.hand(ctx.leader)}
    options = [c for c in ctx.score_pile() if value(c) in values]
    chosen = yield from ctx.choose_cards(
        options,
        min=2,
        max=2,
        prompt="return two cards from your score pile of values in the demanding player's hand",
    )
    if not chosen:
        ctx.note(f"{ctx.player} has no score card of a value in {ctx.leader}'s hand")
    ctx.return_cards(chosen)


def homing_pigeons_splay(ctx: EffectContext) -> Gen:
    """You may splay your red or green cards left."""
    yield from ctx.may_splay([Color.RED, Color.GREEN], Splay.LEFT)


# --- Katana -------------------------------------------------------------------
def katana(ctx: EffectContext) -> Gen:
    """I demand you transfer two top cards with a [castle] from your board to my score pile!
    If you transferred any, draw a card of value equal to the total number of [castle] on
    those cards and transfer it to my forecast!"""
    chosen = yield from ctx.choose_cards(
        ctx.with_icon(ctx.top_cards(), Icon.CASTLE),
        min=2,
        max=2,
        prompt="transfer two top cards with a castle to the demanding player's score pile",
    )
    if not chosen:
        ctx.note(f"{ctx.player} has no top card with a castle: nothing to transfer")
        return
    for c in chosen:
        ctx.transfer(c, ctx.leader, "score")
    total = sum(card(c).icon_count(Icon.CASTLE) for c in chosen)
    drawn = ctx.draw(total)
    ctx.transfer(drawn, ctx.leader, "forecast")  # ECHO-21: "my forecast", the leader's


# --- Liquid Fire --------------------------------------------------------------
def liquid_fire(ctx: EffectContext) -> Gen:
    """I demand you draw a card of value equal to the highest bonus on your board! Transfer
    it to my forecast! If it is red, transfer all cards from your hand to my score pile!"""
    highest = max(ctx.bonuses(), default=0)  # ECHO-9: none is 0, a draw of 1
    drawn = ctx.draw(highest)
    ctx.transfer(drawn, ctx.leader, "forecast")  # ECHO-21: "my forecast", the leader's
    if card(drawn).color is Color.RED:
        for c in ctx.hand():
            ctx.transfer(c, ctx.leader, "score")
    return
    yield


# --- Magnifying Glass ---------------------------------------------------------
def magnifying_glass_echo(ctx: EffectContext) -> Gen:
    """Draw a [4] then return a card from your hand."""
    ctx.draw(4)
    chosen = yield from ctx.choose_card(ctx.hand(), prompt="return a card from your hand")
    if chosen is not None:
        ctx.return_card(chosen)


def magnifying_glass(ctx: EffectContext) -> Gen:
    """You may return three cards of equal value from your hand. If you do, draw a card of
    value two higher than the cards you returned."""
    hand = ctx.hand()
    counts = Counter(value(c) for c in hand)
    options = [c for c in hand if counts[value(c)] >= 3]
    if not options:
        return
    chosen = yield SameValueCards(
        player=ctx.player,
        prompt="return three cards of equal value from your hand (you may)",
        optional=True,
        min=3,
        max=3,
        options=tuple(options),
    )
    if not chosen:
        return
    chosen = tuple(chosen)
    ctx.return_cards(chosen)
    ctx.draw(value(chosen[0]) + 2)


def magnifying_glass_splay(ctx: EffectContext) -> Gen:
    """You may splay your yellow or blue cards left."""
    yield from ctx.may_splay([Color.YELLOW, Color.BLUE], Splay.LEFT)


# --- Novel --------------------------------------------------------------------
def novel_echo(ctx: EffectContext) -> Gen:
    """Draw a [3]."""
    ctx.draw(3)
    return
    yield


def novel(ctx: EffectContext) -> Gen:
    """Draw a [3]. You may splay your purple cards left."""
    ctx.draw(3)
    yield from ctx.may_splay([Color.PURPLE], Splay.LEFT)


def novel_supremacy(ctx: EffectContext) -> Gen:
    """If all your non-purple top cards share a common icon other than [crown], claim the
    Supremacy achievement."""
    tops = [c for c in ctx.top_cards() if card(c).color is not Color.PURPLE]
    # "all" of no cards holds, as for Astronomy's "all non-purple top cards" (base age 5)
    common = [i for i in ICONS if i is not Icon.CROWN and all(card(c).has_icon(i) for c in tops)]
    if not common:
        ctx.note(f"{ctx.player}'s non-purple top cards share no icon other than a crown")
        return
    if not ctx.claim("Supremacy"):  # ECHO-29: a weaker condition; nothing if held
        ctx.note("Supremacy is not available: nothing to claim", rule="ECHO-29")
    return
    yield


# --- Sandpaper ----------------------------------------------------------------
def sandpaper(ctx: EffectContext) -> Gen:
    """You may return any number of cards from your hand. Draw that many [3]s, and then meld
    a card from your hand."""
    chosen = yield from ctx.choose_any(
        ctx.hand(), prompt="return any number of cards from your hand (you may), in order"
    )
    ctx.return_cards(chosen)
    for _ in chosen:
        ctx.draw(3)
    melded = yield from ctx.choose_card(ctx.hand(), prompt="meld a card from your hand")
    if melded is not None:
        ctx.meld(melded)


# --- Sunglasses ---------------------------------------------------------------
def sunglasses_echo(ctx: EffectContext) -> Gen:
    """Score a card from your hand of a color you have splayed."""
    splayed = {c for c in COLORS if ctx.splay_of(c) is not Splay.NONE}
    options = [c for c in ctx.hand() if card(c).color in splayed]
    chosen = yield from ctx.choose_card(
        options, prompt="score a card from your hand of a color you have splayed"
    )
    if chosen is not None:
        ctx.score(chosen)


def sunglasses(ctx: EffectContext) -> Gen:
    """You may either splay your purple cards in the direction one of your other cards is
    splayed, or you may splay one of your other colors in the direction that your purple
    cards are splayed."""
    others = [c for c in COLORS if c is not Color.PURPLE]
    splays: list[tuple[Color, Splay]] = []
    for d in dict.fromkeys(ctx.splay_of(c) for c in others):
        if d is not Splay.NONE and ctx.can_splay(Color.PURPLE, d):
            splays.append((Color.PURPLE, d))
    purple = ctx.splay_of(Color.PURPLE)
    if purple is not Splay.NONE:
        splays += [(c, purple) for c in others if ctx.can_splay(c, purple)]
    if not splays:
        return
    texts = [f"{c} {d}" for c, d in splays]
    chosen = yield from ctx.choose_alternative(
        texts, optional=True, prompt="you may splay a color and direction (COLOR DIRECTION)"
    )
    if chosen is None:
        return
    color, direction = splays[chosen]
    ctx.splay(color, direction)


register_echo("Almanac", almanac_echo)
register("Almanac", almanac)
register_echo("Charitable Trust", charitable_trust_echo)
register("Charitable Trust", charitable_trust)
register_echo("Deodorant", deodorant_echo)
register("Deodorant", deodorant)
register("Homing Pigeons", homing_pigeons_demand, homing_pigeons_splay)
register("Katana", katana)
register("Liquid Fire", liquid_fire)
register_echo("Magnifying Glass", magnifying_glass_echo)
register("Magnifying Glass", magnifying_glass, magnifying_glass_splay)
register_echo("Novel", novel_echo)
register("Novel", novel, novel_supremacy)
register("Sandpaper", sandpaper)
register_echo("Sunglasses", sunglasses_echo)
register("Sunglasses", sunglasses)
