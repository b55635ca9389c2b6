"""Echoes age 7 effects. Each function's docstring is the card's text: the echo
effect (ECHO-13) registered with ``register_echo``, the dogma effects in card
order with ``register``."""

from __future__ import annotations

from adjudicator.games.innovation.engine.cards import BASE, COLORS, Color, Splay, card
from adjudicator.games.innovation.engine.dogma import EffectContext, Gen, value
from adjudicator.games.innovation.sets.echoes.achievements import most_echoes
from adjudicator.games.innovation.sets.echoes.effects import register, register_echo

ANY_VALUE = tuple(range(1, 11))


# --- Elevator ----------------------------------------------------------------
def elevator_echo(ctx: EffectContext) -> Gen:
    """Score your top or bottom green card."""
    ends = [c for c in (ctx.top(Color.GREEN), ctx.bottom(Color.GREEN)) if c is not None]
    chosen = yield from ctx.choose_card(ends, prompt="score your top or bottom green card")
    if chosen is None:
        ctx.note(f"{ctx.player} has no green card to score")
        return
    ctx.score(chosen)


ELEVATOR_SOURCES = ("all other players' hands", "all their score piles")


def elevator(ctx: EffectContext) -> Gen:
    """Choose a value present in your score pile. Choose to transfer all cards of the chosen
    value from either all other players' hands or all their score piles to your score
    pile."""
    values = sorted({value(c) for c in ctx.score_pile()})
    age = yield from ctx.choose_value(values, prompt="choose a value present in your score pile")
    if age is None:
        ctx.note(f"{ctx.player} has no card in their score pile: no value to choose")
        return
    which = yield from ctx.choose_alternative(
        ELEVATOR_SOURCES,
        prompt=f"transfer all {age}s from either all other players' hands or all their "
        "score piles to your score pile",
    )
    for other in ctx.others():
        source = ctx.hand(other) if which == 0 else ctx.score_pile(other)
        for c in ctx.of_value(source, age):
            ctx.transfer(c, ctx.player, "score")


register_echo("Elevator", elevator_echo)
register("Elevator", elevator)


# --- Fertilizer --------------------------------------------------------------
def fertilizer_return(ctx: EffectContext) -> Gen:
    """You may return a card from your hand. If you do, transfer all cards from all score
    piles to your hand of value equal to the returned card."""
    chosen = yield from ctx.choose_card(
        ctx.hand(), optional=True, prompt="you may return a card from your hand"
    )
    if chosen is None:
        return
    ctx.return_card(chosen)
    age = value(chosen)
    for player in ctx.everyone():  # yours first, then clockwise
        for c in ctx.of_value(ctx.score_pile(player), age):
            ctx.transfer(c, ctx.player, "hand")


def fertilizer_foreshadow(ctx: EffectContext) -> Gen:
    """Draw and foreshadow a card of any value."""
    age = yield from ctx.choose_value(ANY_VALUE, prompt="draw and foreshadow a card of any value")
    ctx.draw_and_foreshadow(age)


register("Fertilizer", fertilizer_return, fertilizer_foreshadow)


# --- Ice Cream ---------------------------------------------------------------
def ice_cream_echo(ctx: EffectContext) -> Gen:
    """Score a non-purple top card from your board without a bonus."""
    options = [
        c for c in ctx.top_cards() if card(c).color is not Color.PURPLE and ctx.bonus(c) is None
    ]
    chosen = yield from ctx.choose_card(
        options, prompt="score a non-purple top card from your board without a bonus"
    )
    if chosen is None:
        ctx.note(f"{ctx.player} has no non-purple top card without a bonus")
        return
    ctx.score(chosen)


def ice_cream_demand(ctx: EffectContext) -> Gen:
    """I demand you draw and meld a [1]!"""
    ctx.draw_and_meld(1)
    return
    yield


def ice_cream_achievement(ctx: EffectContext) -> Gen:
    """Choose the [6], [7], [8], or [9] deck. If there is at least one card in that deck,
    you may transfer its bottom card to the available achievements."""
    age = yield from ctx.choose_value((6, 7, 8, 9), prompt="choose the 6, 7, 8 or 9 deck")
    deck = ctx.state.pile(BASE, age)  # the base supply pile (ECHO-5), top first
    if not deck:
        ctx.note(f"the {age} deck is empty")
        return
    agreed = yield from ctx.yes_no(
        f"transfer the bottom card of the {age} deck to the available achievements? (you may)",
        rule="ECHO-26",
    )
    if agreed:
        ctx.transfer_to_available(ctx.supply_bottom(age) or deck[-1])


register_echo("Ice Cream", ice_cream_echo)
register("Ice Cream", ice_cream_demand, ice_cream_achievement)


# --- Jeans -------------------------------------------------------------------
def jeans_echo(ctx: EffectContext) -> Gen:
    """Draw two [9]s. Return one, foreshadow the other."""
    drawn = [ctx.draw(9), ctx.draw(9)]
    back = yield from ctx.choose_card(
        drawn, prompt="return one of the two cards drawn (the other is foreshadowed)"
    )
    ctx.return_card(back)
    for c in drawn:
        if c != back:
            ctx.foreshadow(c)


def jeans(ctx: EffectContext) -> Gen:
    """Choose two different values less than [7]. Draw and reveal a card of each value. Meld
    one, and return the other."""
    first = yield from ctx.choose_value(
        range(1, 7), prompt="choose the first of two different values less than 7"
    )
    second = yield from ctx.choose_value(
        [v for v in range(1, 7) if v != first],
        prompt=f"choose the second value less than 7 (not {first})",
    )
    drawn = [ctx.draw_and_reveal(first), ctx.draw_and_reveal(second)]  # in the order chosen
    melded = yield from ctx.choose_card(
        drawn, prompt="meld one of the revealed cards (the other is returned)"
    )
    ctx.meld(melded)
    for c in drawn:
        if c != melded:
            ctx.return_card(c)


register_echo("Jeans", jeans_echo)
register("Jeans", jeans)


# --- Machine Gun -------------------------------------------------------------
def machine_gun_echo(ctx: EffectContext) -> Gen:
    """If you have five top cards, draw and score a [7]."""
    tops = len(ctx.top_cards())
    if tops == 5:
        ctx.draw_and_score(7)
    else:
        ctx.note(f"{ctx.player} has {tops} top cards, not five")
    return
    yield


def machine_gun_demand(ctx: EffectContext) -> Gen:
    """I demand you transfer all of your top cards with a bonus to my score pile! If you
    transfered any, draw a [7]!"""
    with_bonus = [c for c in ctx.top_cards() if ctx.bonus(c) is not None]
    if not with_bonus:
        ctx.note(f"{ctx.player} has no top card with a bonus")
        return
    for c in with_bonus:
        ctx.transfer(c, ctx.leader, "score")
    ctx.draw(7)
    return
    yield


def machine_gun_return(ctx: EffectContext) -> Gen:
    """Return all your top non-red cards."""
    # the top cards are fixed first: a card uncovered by a return stays (TERM-COUNT)
    tops = [c for c in ctx.top_cards() if card(c).color is not Color.RED]
    if not tops:
        ctx.note(f"{ctx.player} has no top non-red card")
    ctx.return_cards(tops)
    return
    yield


register_echo("Machine Gun", machine_gun_echo)
register("Machine Gun", machine_gun_demand, machine_gun_return)


# --- Photography -------------------------------------------------------------
def photography_echo(ctx: EffectContext) -> Gen:
    """Meld a card from your forecast."""
    chosen = yield from ctx.choose_card(ctx.forecast(), prompt="meld a card from your forecast")
    if chosen is None:
        ctx.note(f"{ctx.player} has no card in their forecast")
        return
    ctx.meld(chosen)


def photography_demand(ctx: EffectContext) -> Gen:
    """I demand you take the highest top card from your board into your hand!"""
    highest = yield from ctx.choose_extreme(
        ctx.top_cards(), prompt="take your highest top card into your hand (a tie)"
    )
    if not highest:
        ctx.note(f"{ctx.player} has no top card")
        return
    ctx.transfer(highest[0], ctx.player, "hand")


def photography_history(ctx: EffectContext) -> Gen:
    """If you have at least three echo effects visible in one color, claim the History
    achievement."""
    echoes = most_echoes(ctx.me)
    if echoes < 3:
        ctx.note(f"{ctx.player} shows at most {echoes} echo effects in one color: no History")
    elif not ctx.claim("History"):
        ctx.note("History is not available", rule="ECHO-29")
    return
    yield


register_echo("Photography", photography_echo)
register("Photography", photography_demand, photography_history)


# --- Rubber ------------------------------------------------------------------
def rubber_echo(ctx: EffectContext) -> Gen:
    """Draw and tuck two [8]s."""
    ctx.draw_and_tuck(8)
    ctx.draw_and_tuck(8)
    return
    yield


def rubber_score(ctx: EffectContext) -> Gen:
    """Score a top card from your board without a bonus."""
    options = [c for c in ctx.top_cards() if ctx.bonus(c) is None]
    chosen = yield from ctx.choose_card(
        options, prompt="score a top card from your board without a bonus"
    )
    if chosen is None:
        ctx.note(f"{ctx.player} has no top card without a bonus")
        return
    ctx.score(chosen)


def rubber_splay(ctx: EffectContext) -> Gen:
    """You may splay your red cards up."""
    yield from ctx.may_splay([Color.RED], Splay.UP)


register_echo("Rubber", rubber_echo)
register("Rubber", rubber_score, rubber_splay)


# --- Saxophone ---------------------------------------------------------------
MUSIC = ("Bell", "Flute", "Piano", "Saxophone")


def _visible_music_notes(ctx: EffectContext) -> list[str]:
    """The cards whose music note shows on any board (ECHO-6, ECHO-7): the
    top card's, and those a splay reveals on covered cards."""
    shown: list[str] = []
    for player in ctx.state.names:
        for color in COLORS:
            pile = ctx.pile(color, player)
            splay = ctx.splay_of(color, player)
            for i, name in enumerate(pile):
                c = card(name)
                if "music_note" not in c.marks:
                    continue
                where = c.marks.index("music_note")
                if i == 0 or where in c.layout.shown(splay):
                    shown.append(name)
    return shown


def saxophone_splay(ctx: EffectContext) -> Gen:
    """You may splay your purple cards up."""
    yield from ctx.may_splay([Color.PURPLE], Splay.UP)


def saxophone(ctx: EffectContext) -> Gen:
    """If the [music_note] for Bell, Flute, Piano, and Saxophone are visible anywhere, you
    win. Otherwise, draw a [7] for each [music_note] that is visible."""
    notes = _visible_music_notes(ctx)
    if all(name in notes for name in MUSIC):
        ctx.win()
    ctx.note(
        f"{len(notes)} music note(s) visible ({', '.join(notes) or 'none'}): "
        f"{ctx.player} draws {len(notes)} 7(s)"
    )
    for _ in notes:
        ctx.draw(7)
    return
    yield


register("Saxophone", saxophone_splay, saxophone)


# --- Telegraph ---------------------------------------------------------------
def telegraph_match(ctx: EffectContext) -> Gen:
    """You may choose an opponent and a color. Match your splay in that color to theirs."""
    pairs = [(o, c) for o in ctx.opponents() for c in COLORS]
    picked = yield from ctx.choose_alternative(
        [f"{o} {c}" for o, c in pairs],
        optional=True,
        prompt="you may choose an opponent and a color (PLAYER COLOR) to match your splay to",
    )
    if picked is None:
        return
    opponent, color = pairs[picked]
    theirs = ctx.splay_of(color, opponent)
    if not ctx.splay(color, theirs):
        ctx.note(
            f"{ctx.player}'s {color} splay already matches {opponent}'s ({theirs}) "
            "or the pile has fewer than two cards",
            rule="TERM-SPLAY",
        )


def telegraph_splay(ctx: EffectContext) -> Gen:
    """You may splay your blue cards up."""
    yield from ctx.may_splay([Color.BLUE], Splay.UP)


register("Telegraph", telegraph_match, telegraph_splay)


# --- Typewriter --------------------------------------------------------------
def typewriter(ctx: EffectContext) -> Gen:
    """Return all cards from your hand. Draw a [6]. For each color of card returned, draw a
    card of the next higher value."""
    returned = ctx.hand()  # in hand order
    ctx.return_cards(returned)
    colors = {card(c).color for c in returned}
    ctx.draw(6)
    # each draw one value higher than the one before: 7, 8, ... (DRAW-2 per draw)
    for step in range(1, len(colors) + 1):
        ctx.draw(6 + step)
    return
    yield


register("Typewriter", typewriter)
