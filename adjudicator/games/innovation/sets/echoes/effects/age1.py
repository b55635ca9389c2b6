"""Echoes of the Past, age 1 effects. Each function's docstring is the card's
text: the echo effects (ECHO-13) registered with ``register_echo``, the dogma
effects with ``register`` in card order."""

from __future__ import annotations

from adjudicator.games.innovation.engine.cards import BASE, COLORS, Color, Icon, Splay, card
from adjudicator.games.innovation.engine.dogma import EffectContext, Gen, value
from adjudicator.games.innovation.sets.echoes.effects import register, register_echo


def _no_effect(ctx: EffectContext) -> Gen:
    """No effect."""
    ctx.note("No effect.", rule="ECHO-16")
    return
    yield


def _has_bonus(c: str) -> bool:
    """ECHO-7: "a card with a bonus" looks at the whole card."""
    return EffectContext.bonus(c) is not None


# --- Bangle -------------------------------------------------------------------
def bangle_echo(ctx: EffectContext) -> Gen:
    """Tuck a red card from your hand."""
    chosen = yield from ctx.choose_card(
        ctx.of_color(ctx.hand(), Color.RED), prompt="tuck a red card from your hand"
    )
    if chosen is not None:
        ctx.tuck(chosen)


def bangle(ctx: EffectContext) -> Gen:
    """Draw and foreshadow a [3]."""
    ctx.draw_and_foreshadow(3)
    return
    yield


# --- Bell ---------------------------------------------------------------------
def bell_echo(ctx: EffectContext) -> Gen:
    """You may score a card from your hand."""
    chosen = yield from ctx.choose_card(
        ctx.hand(), optional=True, prompt="score a card from your hand (you may)"
    )
    if chosen is not None:
        ctx.score(chosen)


def bell(ctx: EffectContext) -> Gen:
    """Draw and foreshadow a [2]."""
    ctx.draw_and_foreshadow(2)
    return
    yield


# --- Candles ------------------------------------------------------------------
def candles_echo(ctx: EffectContext) -> Gen:
    """If every other player has a higher score than you, draw a [3]."""
    mine = ctx.points()
    lower = [o for o in ctx.others() if ctx.points(o) <= mine]
    if lower:
        ctx.note(
            f"{', '.join(lower)} has no higher score than {ctx.player} ({mine}): no draw",
            rule="ECHO-8",
        )
        return
    ctx.draw(3)
    return
    yield


def candles_demand(ctx: EffectContext) -> Gen:
    """I demand you transfer a card with a [castle] from your hand to my hand! If you do,
    draw a [1]!"""
    chosen = yield from ctx.choose_card(
        ctx.with_icon(ctx.hand(), Icon.CASTLE),
        prompt="transfer a card with a castle from your hand to the demanding player's hand",
    )
    if chosen is None:
        return
    ctx.transfer(chosen, ctx.leader, "hand")
    ctx.draw(1)


# --- Chopsticks ---------------------------------------------------------------
def chopsticks_echo(ctx: EffectContext) -> Gen:
    """Draw a [1]."""
    ctx.draw(1)
    return
    yield


def chopsticks(ctx: EffectContext) -> Gen:
    """If the [1] deck has at least one card, you may transfer its bottom card to the
    available achievements."""
    deck = ctx.state.pile(BASE, 1)  # ECHO-5: the base supply pile of age 1
    if not deck:
        ctx.note("the 1 deck is empty: nothing to transfer")
        return
    if (
        yield from ctx.yes_no(
            "transfer the bottom card of the 1 deck to the available achievements (you may)"
        )
    ):
        ctx.transfer_to_available(ctx.supply_bottom(1) or deck[-1])  # ECHO-26


# --- Comb ---------------------------------------------------------------------
def comb(ctx: EffectContext) -> Gen:
    """Choose a color, then draw and reveal five [1]s. Keep all cards that match the color
    chosen. Return the rest of the drawn cards."""
    color = yield from ctx.choose_color(COLORS, prompt="choose a color")
    drawn = [ctx.draw_and_reveal(1) for _ in range(5)]  # one by one (ECHO-11)
    rest = [c for c in drawn if card(c).color != color]
    ctx.return_cards(rest)  # in the order they were drawn


# --- Dice ---------------------------------------------------------------------
def dice(ctx: EffectContext) -> Gen:
    """Draw and reveal a [1]. If the card has a bonus, draw and meld a card of value equal
    to its bonus."""
    drawn = ctx.draw_and_reveal(1)
    bonus = ctx.bonus(drawn)
    if bonus is None:
        ctx.note(f"{drawn} has no bonus: nothing more", rule="ECHO-7")
        return
    ctx.draw_and_meld(bonus)
    return
    yield


# --- Flute --------------------------------------------------------------------
def flute_echo(ctx: EffectContext) -> Gen:
    """You may splay one color of your cards left."""
    yield from ctx.may_splay(
        COLORS, Splay.LEFT, prompt="you may splay one color of your cards left"
    )


def flute_demand(ctx: EffectContext) -> Gen:
    """I demand you return a card with a bonus from your hand!"""
    chosen = yield from ctx.choose_card(
        [c for c in ctx.hand() if _has_bonus(c)], prompt="return a card with a bonus from your hand"
    )
    if chosen is not None:
        ctx.return_card(chosen)


def flute(ctx: EffectContext) -> Gen:
    """Draw and reveal a [1]. If it has a bonus, draw a [1]."""
    drawn = ctx.draw_and_reveal(1)
    if not _has_bonus(drawn):
        ctx.note(f"{drawn} has no bonus: no draw", rule="ECHO-7")
        return
    ctx.draw(1)
    return
    yield


# --- Ice Skates ---------------------------------------------------------------
ICE_SKATES_CHOICES = ("draw and meld a [2]", "draw and foreshadow a [3]")


def ice_skates(ctx: EffectContext) -> Gen:
    """Return up to three cards from your hand. For each card returned, either draw and
    meld a [2], or draw and foreshadow a [3]. Return your highest top card."""
    chosen = yield from ctx.choose_cards(
        ctx.hand(),
        min=1,
        max=3,
        optional=True,  # "up to three": none is a choice
        prompt="return up to three cards from your hand, in order",
    )
    ctx.return_cards(chosen)
    for _ in chosen:
        pick = yield from ctx.choose_alternative(
            ICE_SKATES_CHOICES, prompt="either draw and meld a [2], or draw and foreshadow a [3]"
        )
        if pick == 0:
            ctx.draw_and_meld(2)
        else:
            ctx.draw_and_foreshadow(3)
    highest = yield from ctx.choose_extreme(
        ctx.top_cards(), 1, prompt="return your highest top card (a tie: choose one)"
    )
    ctx.return_cards(highest)


# --- Noodles ------------------------------------------------------------------
def noodles_score(ctx: EffectContext) -> Gen:
    """If you have more [1]s in your hand than every other player, draw and score a [2]."""
    mine = len(ctx.of_value(ctx.hand(), 1))
    level = [o for o in ctx.others() if len(ctx.of_value(ctx.hand(o), 1)) >= mine]
    if level:
        ctx.note(
            f"{', '.join(level)} has at least as many 1s in hand as {ctx.player} ({mine}): no score"
        )
        return
    ctx.draw_and_score(2)
    return
    yield


def noodles_reveal(ctx: EffectContext) -> Gen:
    """Draw and reveal a [1]. If it is yellow, score all [1]s from your hand."""
    drawn = ctx.draw_and_reveal(1)
    if card(drawn).color != Color.YELLOW:
        ctx.note(f"{drawn} is not yellow: nothing is scored")
        return
    for c in ctx.of_value(ctx.hand(), 1):  # in the order they arrived
        ctx.score(c)
    return
    yield


# --- Perfume ------------------------------------------------------------------
def perfume_echo(ctx: EffectContext) -> Gen:
    """Draw and tuck a [1]."""
    ctx.draw_and_tuck(1)
    return
    yield


def perfume_demand(ctx: EffectContext) -> Gen:
    """I demand you transfer a top card of different value from any top card on my board
    from your board to mine! If you do, draw and meld a card of equal value!"""
    theirs = {value(c) for c in ctx.top_cards(ctx.leader)}
    options = [c for c in ctx.top_cards() if value(c) not in theirs]
    chosen = yield from ctx.choose_card(
        options,
        prompt="transfer a top card of a value no top card of the demanding player has, "
        "to their board",
    )
    if chosen is None:
        return
    ctx.transfer(chosen, ctx.leader, "board")
    ctx.draw_and_meld(value(chosen))


# --- Plumbing -----------------------------------------------------------------
def plumbing_echo(ctx: EffectContext) -> Gen:
    """Score a bottom card from your board."""
    bottoms = [b for c in ctx.colors_on_board() if (b := ctx.bottom(c)) is not None]
    chosen = yield from ctx.choose_card(bottoms, prompt="score a bottom card from your board")
    if chosen is not None:
        ctx.score(chosen)


# --- Ruler --------------------------------------------------------------------
def ruler_echo(ctx: EffectContext) -> Gen:
    """Draw a [2]."""
    ctx.draw(2)
    return
    yield


# --- Soap ---------------------------------------------------------------------
def soap(ctx: EffectContext) -> Gen:
    """Choose a color. You may tuck any number of cards of that color from your hand. If
    you tucked at least three, you may achieve (if eligible) a card from your hand."""
    color = yield from ctx.choose_color(COLORS, prompt="choose a color")
    tucked = yield from ctx.choose_any(
        ctx.of_color(ctx.hand(), color),
        prompt=f"tuck any number of {color} cards from your hand (you may), in order",
    )
    for c in tucked:
        ctx.tuck(c)
    if len(tucked) < 3:
        return
    options = [c for c in ctx.hand() if ctx.eligible(value(c))]  # ECHO-27
    if not options:
        ctx.note(f"{ctx.player} is eligible to achieve no card in hand", rule="ECHO-27")
        return
    chosen = yield from ctx.choose_card(
        options, optional=True, prompt="achieve a card from your hand (you may, if eligible)"
    )
    if chosen is not None:
        ctx.achieve_card(chosen)


# --- Umbrella -----------------------------------------------------------------
def umbrella_echo(ctx: EffectContext) -> Gen:
    """You may meld a card from your hand."""
    chosen = yield from ctx.choose_card(
        ctx.hand(), optional=True, prompt="meld a card from your hand (you may)"
    )
    if chosen is not None:
        ctx.meld(chosen)


def umbrella(ctx: EffectContext) -> Gen:
    """Return any number of cards from your hand. Score two cards from your hand for every
    card you returned."""
    returned = yield from ctx.choose_any(
        ctx.hand(), prompt="return any number of cards from your hand, in order"
    )
    ctx.return_cards(returned)
    if not returned:
        return
    need = 2 * len(returned)
    scored = yield from ctx.choose_cards(
        ctx.hand(),
        min=need,
        max=need,
        prompt=f"score {need} cards from your hand, in order",
    )
    for c in scored:
        ctx.score(c)


register_echo("Bangle", bangle_echo)
register("Bangle", bangle)
register_echo("Bell", bell_echo)
register("Bell", bell)
register_echo("Candles", candles_echo)
register("Candles", candles_demand)
register_echo("Chopsticks", chopsticks_echo)
register("Chopsticks", chopsticks)
register("Comb", comb)
register("Dice", dice)
register_echo("Flute", flute_echo)
register("Flute", flute_demand, flute)
register("Ice Skates", ice_skates)
register("Noodles", noodles_score, noodles_reveal)
register_echo("Perfume", perfume_echo)
register("Perfume", perfume_demand)
register_echo("Plumbing", plumbing_echo)
register("Plumbing", _no_effect)
register("Puppet", _no_effect)
register_echo("Ruler", ruler_echo)
register("Ruler", _no_effect)
register("Soap", soap)
register_echo("Umbrella", umbrella_echo)
register("Umbrella", umbrella)
