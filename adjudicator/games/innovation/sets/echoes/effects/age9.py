"""Echoes age 9 effects. Each function's docstring is the card's text (3rd edition);
echo effects (ECHO-13) are registered with ``register_echo``."""

from __future__ import annotations

from adjudicator.games.innovation.engine.cards import ICONS, Color, Icon, Splay, card
from adjudicator.games.innovation.engine.dogma import EffectContext, Gen, value
from adjudicator.games.innovation.engine.ending import win
from adjudicator.games.innovation.sets.echoes.effects import register, register_echo

#: every value a card can have: the options of "a card of any value"
VALUES = tuple(range(1, 11))


# --- ATM ---------------------------------------------------------------------
def atm_echo(ctx: EffectContext) -> Gen:
    """Draw and score a card of any value."""
    age = yield from ctx.choose_value(
        VALUES, prompt="draw and score a card of any value: choose the value"
    )
    ctx.draw_and_score(age)


def atm_demand(ctx: EffectContext) -> Gen:
    """I demand you transfer the highest top non-yellow card without a [crown] from your
    board to my board!"""
    candidates = [
        c for c in ctx.without_icon(ctx.top_cards(), Icon.CROWN) if card(c).color != Color.YELLOW
    ]
    if not candidates:
        ctx.note(f"{ctx.player} has no top non-yellow card without a crown: nothing to transfer")
        return
    highest = yield from ctx.choose_extreme(candidates, owner=ctx.player)
    ctx.transfer(highest[0], ctx.leader, "board")


def atm_splay(ctx: EffectContext) -> Gen:
    """You may splay your purple cards up."""
    yield from ctx.may_splay([Color.PURPLE], Splay.UP)


# --- Calculator --------------------------------------------------------------
def calculator_score(ctx: EffectContext) -> Gen:
    """Score two bottom non-blue cards from your board. If you scored two and they have a
    total value less than 11, draw a card of that total value and repeat this dogma effect
    (once only)."""
    for time in range(2):
        bottoms = [
            b
            for color in ctx.colors_on_board()
            if color != Color.BLUE and (b := ctx.bottom(color)) is not None
        ]
        chosen: tuple[str, ...] = yield from ctx.choose_cards(
            bottoms, min=2, max=2, prompt="score two bottom non-blue cards from your board"
        )
        for c in chosen:
            ctx.score(c)
        if len(chosen) < 2:
            ctx.note(f"{ctx.player} scored {len(chosen)} cards, not two")
            return
        total = sum(value(c) for c in chosen)
        if total >= 11:
            ctx.note(f"the two cards scored total {total}, not less than 11")
            return
        ctx.draw(total)
        if time == 0:
            ctx.note("the effect repeats (once only)")


def calculator_splay(ctx: EffectContext) -> Gen:
    """You may splay your blue cards up."""
    yield from ctx.may_splay([Color.BLUE], Splay.UP)


# --- Credit Card -------------------------------------------------------------
def credit_card_echo(ctx: EffectContext) -> Gen:
    """Draw and foreshadow a [9]."""
    ctx.draw_and_foreshadow(9)
    return
    yield


def credit_card_take(ctx: EffectContext) -> Gen:
    """You may take a top non-green card from your board into your hand. If you do, draw and
    score a card of equal value."""
    chosen = yield from ctx.choose_card(
        [c for c in ctx.top_cards() if card(c).color != Color.GREEN],
        optional=True,
        prompt="you may take a top non-green card from your board into your hand",
    )
    if chosen is None:
        return
    ctx.transfer(chosen, ctx.player, "hand")
    ctx.draw_and_score(value(chosen))


def credit_card_splay(ctx: EffectContext) -> Gen:
    """You may splay your green cards up."""
    yield from ctx.may_splay([Color.GREEN], Splay.UP)


# --- Email -------------------------------------------------------------------
def email_echo(ctx: EffectContext) -> Gen:
    """Draw and foreshadow a [10]."""
    ctx.draw_and_foreshadow(10)
    return
    yield


def email_foreshadow(ctx: EffectContext) -> Gen:
    """Draw and foreshadow a [9]."""
    ctx.draw_and_foreshadow(9)
    return
    yield


def email_execute(ctx: EffectContext) -> Gen:
    """Execute all non-demand dogma effects on your lowest non-green top card. Do not share
    them."""
    candidates = [c for c in ctx.top_cards() if card(c).color != Color.GREEN]
    if not candidates:
        ctx.note(f"{ctx.player} has no top non-green card: nothing to execute")
        return
    lowest = yield from ctx.choose_extreme(candidates, lowest=True, owner=ctx.player)
    yield from ctx.execute(lowest[0])


# --- Helicopter --------------------------------------------------------------
def helicopter(ctx: EffectContext) -> Gen:
    """Transfer a top card other than Helicopter from any player's board to its owner's score
    pile. You may return a card from your hand which shares an icon with the transferred
    card. If you do, repeat this dogma effect."""
    while True:
        owners = {c: p for p in ctx.everyone() for c in ctx.top_cards(p) if c != "Helicopter"}
        chosen = yield from ctx.choose_card(
            list(owners),
            prompt="transfer a top card other than Helicopter from any board to its owner's "
            "score pile",
        )
        if chosen is None:
            ctx.note("no top card other than Helicopter on any board: nothing to transfer")
            return
        ctx.transfer(chosen, owners[chosen], "score")
        shown = {i for i in card(chosen).icons if i in ICONS}
        returned = yield from ctx.choose_card(
            [c for c in ctx.hand() if shown.intersection(card(c).icons)],
            optional=True,
            prompt=f"you may return a card from your hand which shares an icon with {chosen}",
        )
        if returned is None:
            return
        ctx.return_card(returned)
        ctx.note("a card was returned: the effect repeats")


# --- Jet ---------------------------------------------------------------------
def jet_echo(ctx: EffectContext) -> Gen:
    """Meld a card from your hand."""
    chosen = yield from ctx.choose_card(ctx.hand(), prompt="meld a card from your hand")
    if chosen is None:
        ctx.note(f"{ctx.player} has no card in hand: nothing to meld")
        return
    ctx.meld(chosen)
    ctx.memory[f"Jet:{ctx.player}"] = card(chosen).color  # ECHO-20


def jet_demand(ctx: EffectContext) -> Gen:
    """I demand you return your top card of the color I melded due to Jet's echo effect!"""
    color: Color | None = ctx.memory.get(f"Jet:{ctx.leader}")
    if color is None:
        ctx.note(f"{ctx.leader} melded nothing due to Jet's echo effect: nothing to return")
        return
    top = ctx.top(color)
    if top is None:
        ctx.note(f"{ctx.player} has no {color} card: nothing to return")
        return
    ctx.return_card(top)
    return
    yield


# --- Karaoke -----------------------------------------------------------------
def karaoke_echo(ctx: EffectContext) -> Gen:
    """Draw and meld a card of value less than [10]."""
    age = yield from ctx.choose_value(
        VALUES[:9], prompt="draw and meld a card of value less than 10: choose the value"
    )
    melded = ctx.draw_and_meld(age)
    ctx.memory[f"Karaoke:{ctx.player}"] = melded  # ECHO-20


def karaoke_execute(ctx: EffectContext) -> Gen:
    """Execute all of the non-demand dogma effects of the card you melded due to Karaoke's
    echo effect. Do not share them."""
    melded: str | None = ctx.memory.get(f"Karaoke:{ctx.player}")
    if melded is None:
        ctx.note(f"{ctx.player} melded nothing due to Karaoke's echo effect: nothing to execute")
        return
    yield from ctx.execute(melded)


def karaoke_take(ctx: EffectContext) -> Gen:
    """You may take a bottom card from your board into your hand."""
    bottoms = [b for color in ctx.colors_on_board() if (b := ctx.bottom(color)) is not None]
    chosen = yield from ctx.choose_card(
        bottoms, optional=True, prompt="you may take a bottom card from your board into your hand"
    )
    if chosen is not None:
        ctx.transfer(chosen, ctx.player, "hand")


# --- Laser -------------------------------------------------------------------
def laser(ctx: EffectContext) -> Gen:
    """Return all unclaimed standard achievements. Then, return half (rounded up) of the
    cards in your score pile. Draw and meld two [10]s."""
    unclaimed = ctx.available_achievements()
    if not unclaimed:
        ctx.note("no unclaimed standard achievement: nothing to return")
    ctx.return_cards(unclaimed)  # ECHO-26: to the bottoms of their supply piles
    score = ctx.score_pile()
    half = (len(score) + 1) // 2
    chosen: tuple[str, ...] = yield from ctx.choose_cards(
        score,
        min=half,
        max=half,
        prompt=f"return half (rounded up) of your score pile: {half} cards",
    )
    ctx.return_cards(chosen)
    ctx.draw_and_meld(10)
    ctx.draw_and_meld(10)


# --- Rock --------------------------------------------------------------------
def rock_demand(ctx: EffectContext) -> Gen:
    """I demand you transfer your top green card to my hand! If Scissors is your new top green
    card, I win!"""
    green = ctx.top(Color.GREEN)
    if green is None:
        ctx.note(f"{ctx.player} has no green card: nothing to transfer")
        return
    ctx.transfer(green, ctx.leader, "hand")
    if ctx.top(Color.GREEN) == "Scissors":
        win(ctx.g, ctx.leader, ctx.card)
    return
    yield


def rock_score(ctx: EffectContext) -> Gen:
    """You may score a top card from your board. If Paper is your top green card, you win."""
    chosen = yield from ctx.choose_card(
        ctx.top_cards(), optional=True, prompt="you may score a top card from your board"
    )
    if chosen is not None:
        ctx.score(chosen)
    if ctx.top(Color.GREEN) == "Paper":
        ctx.win()


# --- Wristwatch --------------------------------------------------------------
def wristwatch_echo(ctx: EffectContext) -> Gen:
    """Take a non-yellow top card from your board and tuck it."""
    chosen = yield from ctx.choose_card(
        [c for c in ctx.top_cards() if card(c).color != Color.YELLOW],
        prompt="take a non-yellow top card from your board and tuck it",
    )
    if chosen is None:
        ctx.note(f"{ctx.player} has no non-yellow top card: nothing to tuck")
        return
    ctx.tuck(chosen)


def wristwatch(ctx: EffectContext) -> Gen:
    """For each visible bonus on your board, draw and tuck a card of that value, in ascending
    order."""
    bonuses = sorted(ctx.bonuses())
    if not bonuses:
        ctx.note(f"{ctx.player} has no visible bonus: nothing to draw")
    for age in bonuses:  # ECHO-12: the order the text gives
        ctx.draw_and_tuck(age)
    return
    yield


register_echo("ATM", atm_echo)
register("ATM", atm_demand, atm_splay)
register("Calculator", calculator_score, calculator_splay)
register_echo("Credit Card", credit_card_echo)
register("Credit Card", credit_card_take, credit_card_splay)
register_echo("Email", email_echo)
register("Email", email_foreshadow, email_execute)
register("Helicopter", helicopter)
register_echo("Jet", jet_echo)
register("Jet", jet_demand)
register_echo("Karaoke", karaoke_echo)
register("Karaoke", karaoke_execute, karaoke_take)
register("Laser", laser)
register("Rock", rock_demand, rock_score)
register_echo("Wristwatch", wristwatch_echo)
register("Wristwatch", wristwatch)
