"""Echoes of the Past, age 2 effects. Each function's docstring is the card's text."""

from __future__ import annotations

from collections import Counter

from adjudicator.games.innovation.engine.cards import COLORS, Color, Icon, Splay, card
from adjudicator.games.innovation.engine.dogma import EffectContext, Gen, value
from adjudicator.games.innovation.sets.echoes.effects import register, register_echo
from adjudicator.games.innovation.sets.echoes.effects.common import draw_in_chosen_order


# --- Chaturanga ---------------------------------------------------------------
def chaturanga(ctx: EffectContext) -> Gen:
    """Meld a card with a bonus from your hand. If you do, draw two cards of value equal to
    that card's bonus. Otherwise, draw and foreshadow a card of value equal to the number of
    top cards on your board."""
    with_bonus = [c for c in ctx.hand() if ctx.bonus(c) is not None]
    chosen = yield from ctx.choose_card(
        with_bonus, prompt="meld a card with a bonus from your hand"
    )
    if chosen is None:
        ctx.note(f"{ctx.player} has no card with a bonus in hand: nothing to meld")
        ctx.draw_and_foreshadow(len(ctx.top_cards()))
        return
    ctx.meld(chosen)
    bonus = ctx.bonus(chosen) or 0
    ctx.draw(bonus)
    ctx.draw(bonus)


# --- Crossbow -----------------------------------------------------------------
def crossbow_demand(ctx: EffectContext) -> Gen:
    """I demand you transfer a card with a bonus from your hand to my score pile!"""
    with_bonus = [c for c in ctx.hand() if ctx.bonus(c) is not None]
    chosen = yield from ctx.choose_card(
        with_bonus,
        prompt="transfer a card with a bonus from your hand to the demanding player's score pile",
    )
    if chosen is None:
        ctx.note(f"{ctx.player} has no card with a bonus in hand: nothing to transfer")
        return
    ctx.transfer(chosen, ctx.leader, "score")


def crossbow(ctx: EffectContext) -> Gen:
    """Transfer a card from your hand to any other player's board."""
    chosen = yield from ctx.choose_card(
        ctx.hand(), prompt="transfer a card from your hand to another player's board"
    )
    if chosen is None:
        return
    other = yield from ctx.choose_player(
        ctx.others(), prompt=f"the player to whose board {chosen} is transferred"
    )
    if other is None:
        return
    ctx.transfer(chosen, other, "board")


# --- Glassblowing -------------------------------------------------------------
def glassblowing_echo(ctx: EffectContext) -> Gen:
    """Score a card with a bonus from your hand."""
    with_bonus = [c for c in ctx.hand() if ctx.bonus(c) is not None]
    chosen = yield from ctx.choose_card(
        with_bonus, prompt="score a card with a bonus from your hand"
    )
    if chosen is not None:
        ctx.score(chosen)


def glassblowing(ctx: EffectContext) -> Gen:
    """Draw and foreshadow a card of value three higher than the lowest non-green top card
    on your board."""
    non_green = [c for c in ctx.top_cards() if card(c).color is not Color.GREEN]
    ctx.draw_and_foreshadow(ctx.lowest(non_green) + 3)
    return
    yield


# --- Horseshoes ---------------------------------------------------------------
def horseshoes_echo(ctx: EffectContext) -> Gen:
    """Draw and foreshadow a [2]."""
    ctx.draw_and_foreshadow(2)
    return
    yield


def horseshoes_demand(ctx: EffectContext) -> Gen:
    """I demand you transfer a top card without a [castle] or [factory] from your board to my
    board! If you do, draw and meld a [2]!"""
    options = ctx.without_icon(ctx.without_icon(ctx.top_cards(), Icon.CASTLE), Icon.FACTORY)
    chosen = yield from ctx.choose_card(
        options,
        prompt="transfer a top card without a castle or factory to the demanding player's board",
    )
    if chosen is None:
        ctx.note(f"{ctx.player} has no top card without a castle or factory: nothing to transfer")
        return
    ctx.transfer(chosen, ctx.leader, "board")
    ctx.draw_and_meld(2)


# --- Lever --------------------------------------------------------------------
def lever_echo(ctx: EffectContext) -> Gen:
    """Draw two [2]s."""
    ctx.draw(2)
    ctx.draw(2)
    return
    yield


def lever(ctx: EffectContext) -> Gen:
    """You may return any number of cards from your hand. For every two cards of matching
    value returned, draw a card of value one higher."""
    chosen = yield from ctx.choose_any(
        ctx.hand(), prompt="return any number of cards from your hand (you may), in order"
    )
    ctx.return_cards(chosen)
    counts = Counter(value(c) for c in chosen)
    ages = [age + 1 for age, n in sorted(counts.items()) for _ in range(n // 2)]
    yield from draw_in_chosen_order(ctx, ages)


# --- Linguistics --------------------------------------------------------------
LINGUISTICS_ECHO = ("Draw a [3]", "Draw and foreshadow a [4]")


def linguistics_echo(ctx: EffectContext) -> Gen:
    """Draw a [3] OR Draw and foreshadow a [4]."""
    choice = yield from ctx.choose_alternative(
        LINGUISTICS_ECHO, prompt="draw a 3, or draw and foreshadow a 4"
    )
    if choice == 0:
        ctx.draw(3)
    else:
        ctx.draw_and_foreshadow(4)


def linguistics(ctx: EffectContext) -> Gen:
    """Draw a card of value equal to a bonus on your board, if you have any."""
    bonuses = sorted(set(ctx.bonuses()))
    if not bonuses:
        ctx.note(f"{ctx.player} has no bonus on their board: nothing to draw", rule="ECHO-9")
        return
    age = yield from ctx.choose_value(
        bonuses, prompt="draw a card of value equal to a bonus on your board"
    )
    ctx.draw(age)


# --- Pagoda -------------------------------------------------------------------
def pagoda(ctx: EffectContext) -> Gen:
    """Draw and reveal a [3]. If you have a card of matching color in your hand, tuck the
    card from your hand and meld the drawn card. Otherwise, foreshadow the drawn card."""
    drawn = ctx.draw_and_reveal(3)
    color = card(drawn).color
    matching = [c for c in ctx.of_color(ctx.hand(), color) if c != drawn]
    chosen = yield from ctx.choose_card(
        matching, prompt=f"tuck a {color} card from your hand (the drawn {drawn} is melded)"
    )
    if chosen is None:
        ctx.foreshadow(drawn)
        return
    ctx.tuck(chosen)
    ctx.meld(drawn)


# --- Scissors -----------------------------------------------------------------
SCISSORS_WAYS = ("meld it", "score it")


def scissors_echo(ctx: EffectContext) -> Gen:
    """Take a bottom card from your board into your hand."""
    bottoms = [b for b in (ctx.bottom(c) for c in COLORS) if b is not None]
    chosen = yield from ctx.choose_card(
        bottoms, prompt="take a bottom card from your board into your hand"
    )
    if chosen is not None:
        ctx.transfer(chosen, ctx.player, "hand")


def scissors(ctx: EffectContext) -> Gen:
    """You may choose up to two cards from your hand. For each card chosen, either meld it or
    score it."""
    chosen = yield from ctx.choose_cards(
        ctx.hand(),
        min=1,
        max=2,
        optional=True,
        prompt="choose up to two cards from your hand (you may) to meld or score, in order",
    )
    for c in chosen:
        way = yield from ctx.choose_alternative(SCISSORS_WAYS, prompt=f"meld or score {c}?")
        if way == 0:
            ctx.meld(c)
        else:
            ctx.score(c)


def scissors_paper(ctx: EffectContext) -> Gen:
    """If Paper is a top card on any player's board, transfer it to your score pile."""
    paper = "Paper"
    if any(ctx.top(card(paper).color, n) == paper for n in ctx.everyone()):
        ctx.transfer(paper, ctx.player, "score")
    else:
        ctx.note("Paper is not a top card on any board: nothing to transfer")
    return
    yield


# --- Toothbrush ---------------------------------------------------------------
def toothbrush_echo(ctx: EffectContext) -> Gen:
    """Tuck all cards of one present value from your hand."""
    hand = ctx.hand()
    age = yield from ctx.choose_value(
        sorted({value(c) for c in hand}), prompt="tuck all cards of one value from your hand"
    )
    if age is None:
        return
    for c in ctx.of_value(hand, age):
        ctx.tuck(c)


def toothbrush_splay(ctx: EffectContext) -> Gen:
    """You may splay any one color of your cards left."""
    yield from ctx.may_splay(COLORS, Splay.LEFT, prompt="you may splay any one color left")


def toothbrush_achievement(ctx: EffectContext) -> Gen:
    """If the [2] deck has at least one card, you may transfer its bottom card to the
    available achievements."""
    deck = ctx.state.supply["base"][2]
    if not deck:
        ctx.note("the 2 deck is empty: nothing to transfer")
        return
    if (
        yield from ctx.yes_no(
            "transfer the bottom card of the 2 deck to the available achievements? (you may)"
        )
    ):
        ctx.transfer_to_available(ctx.supply_bottom(2) or deck[-1])


# --- Watermill ----------------------------------------------------------------
def watermill(ctx: EffectContext) -> Gen:
    """Tuck a card with a bonus from your hand. If you do, draw a card of value equal to that
    card's bonus. If the drawn card also has a bonus, you may return a card from your hand to
    repeat this dogma effect."""
    while True:
        with_bonus = [c for c in ctx.hand() if ctx.bonus(c) is not None]
        chosen = yield from ctx.choose_card(
            with_bonus, prompt="tuck a card with a bonus from your hand"
        )
        if chosen is None:
            ctx.note(f"{ctx.player} has no card with a bonus in hand: nothing to tuck")
            return
        ctx.tuck(chosen)
        drawn = ctx.draw(ctx.bonus(chosen) or 0)
        if ctx.bonus(drawn) is None:
            return
        returned = yield from ctx.choose_card(
            ctx.hand(),
            optional=True,
            prompt="return a card from your hand to repeat this dogma effect (you may)",
        )
        if returned is None:
            return
        ctx.return_card(returned)  # DOGMA-11: repeat


register("Chaturanga", chaturanga)
register("Crossbow", crossbow_demand, crossbow)
register_echo("Glassblowing", glassblowing_echo)
register("Glassblowing", glassblowing)
register_echo("Horseshoes", horseshoes_echo)
register("Horseshoes", horseshoes_demand)
register_echo("Lever", lever_echo)
register("Lever", lever)
register_echo("Linguistics", linguistics_echo)
register("Linguistics", linguistics)
register("Pagoda", pagoda)
register_echo("Scissors", scissors_echo)
register("Scissors", scissors, scissors_paper)
register_echo("Toothbrush", toothbrush_echo)
register("Toothbrush", toothbrush_splay, toothbrush_achievement)
register("Watermill", watermill)
