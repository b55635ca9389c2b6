"""Echoes age 4 effects. Each function's docstring is the card's text; echo
effects (ECHO-13) are registered apart from the dogma effects."""

from __future__ import annotations

from adjudicator.core.steps import Zone
from adjudicator.games.innovation.engine import rules
from adjudicator.games.innovation.engine.cards import COLORS, Color, Icon, Splay, card
from adjudicator.games.innovation.engine.dogma import EffectContext, Gen, value
from adjudicator.games.innovation.sets.echoes.decisions import SameColorCards
from adjudicator.games.innovation.sets.echoes.effects import register, register_echo

# --------------------------------------------------------------------------- helpers


def _place_on_deck(ctx: EffectContext, c: str) -> None:
    """ "Place it on top of its deck" (ECHO-5): on top of its own set's supply
    pile of its age."""
    back = card(c)
    rules.transfer(ctx.g, ctx.player, c, Zone("deck", age=back.age, set=back.set), ctx.cause)


def _all_bonuses(ctx: EffectContext) -> list[int]:
    """The visible bonuses on every player's board (ECHO-9)."""
    return [b for name in ctx.everyone() for b in ctx.bonuses(name)]


# --------------------------------------------------------------------------- Barometer


def barometer_echo(ctx: EffectContext) -> Gen:
    """Transfer a [5] from your forecast to your hand."""
    chosen = yield from ctx.choose_card(
        ctx.of_value(ctx.forecast(), 5), prompt="transfer a 5 from your forecast to your hand"
    )
    if chosen is None:
        ctx.note(f"{ctx.player} has no 5 in their forecast: nothing to transfer")
        return
    ctx.transfer(chosen, ctx.player, "hand")


def barometer_draw(ctx: EffectContext) -> Gen:
    """Draw and foreshadow a card of value two higher than a bonus on any board."""
    # the value chosen is the drawn card's (bonus + 2), as BGA offers it and as every other
    # "a card of value ..." of this set is answered (scenario.md: a value is a number)
    values = sorted({b + 2 for b in _all_bonuses(ctx)})
    if not values:
        ctx.note("no board shows a bonus: nothing to draw")
        return
    age = yield from ctx.choose_value(
        values, prompt="draw and foreshadow a card of value two higher than a bonus on any board"
    )
    ctx.draw_and_foreshadow(age)


def barometer_destiny(ctx: EffectContext) -> Gen:
    """You may reveal and return all cards in your forecast. If any were blue, claim the
    Destiny achievement."""
    forecast = ctx.forecast()
    if not forecast:
        ctx.note(f"{ctx.player}'s forecast is empty: nothing to reveal and return")
        return
    if not (yield from ctx.yes_no("you may reveal and return all cards in your forecast")):
        return
    for c in forecast:
        ctx.reveal(c)
    ctx.return_cards(forecast)
    if not any(card(c).color is Color.BLUE for c in forecast):
        ctx.note("none of the returned cards was blue: no Destiny")
        return
    if not ctx.claim("Destiny"):
        ctx.note("Destiny is no longer available: nothing to claim", rule="ECHO-29")


# --------------------------------------------------------------------------- Chintz


def chintz_draw(ctx: EffectContext) -> Gen:
    """Draw a [4]."""
    ctx.draw(4)
    return
    yield


def chintz_score(ctx: EffectContext) -> Gen:
    """If you have exactly one card in your hand, draw a [4], then draw and score a [4]."""
    held = len(ctx.hand())
    if held != 1:
        ctx.note(f"{ctx.player} has {held} cards in hand, not exactly one")
        return
    ctx.draw(4)
    ctx.draw_and_score(4)
    return
    yield


# --------------------------------------------------------------------------- Clock


def clock_echo(ctx: EffectContext) -> Gen:
    """You may splay your color with the most cards right."""
    colors = ctx.colors_on_board()
    most = max((len(ctx.pile(c)) for c in colors), default=0)
    biggest = [c for c in colors if len(ctx.pile(c)) == most]
    if not [c for c in biggest if ctx.can_splay(c, Splay.RIGHT)]:
        ctx.note(f"{ctx.player}'s color with the most cards cannot be splayed right")
        return
    yield from ctx.may_splay(
        biggest, Splay.RIGHT, prompt="you may splay your color with the most cards right"
    )


def clock_demand(ctx: EffectContext) -> Gen:
    """I demand you draw and reveal three [10]s, total the number of [clock] on them, and
    then return them! Transfer all cards of that value from your hand and score pile to
    my score pile!"""
    drawn = [ctx.draw_and_reveal(10) for _ in range(3)]
    total = sum(card(c).icon_count(Icon.CLOCK) for c in drawn)
    ctx.note(f"the three cards drawn show {total} clocks in all")
    ctx.return_cards(drawn)
    targets = ctx.of_value(ctx.hand(), total) + ctx.of_value(ctx.score_pile(), total)
    if not targets:
        ctx.note(f"{ctx.player} has no card of value {total} in hand or score pile")
    for c in targets:
        ctx.transfer(c, ctx.leader, "score")
    return
    yield


# --------------------------------------------------------------------------- Globe

_GLOBE_SPLAY = {1: Splay.LEFT, 2: Splay.RIGHT, 3: Splay.UP}


def globe(ctx: EffectContext) -> Gen:
    """You may return up to three cards from hand of the same color. If you return one,
    splay any color left; two, right; three, up. If you returned at least one card, draw
    and foreshadow a [6]."""
    hand = tuple(ctx.hand())
    if not hand:
        ctx.note(f"{ctx.player} has no card in hand: nothing to return")
        return
    picked = yield SameColorCards(
        player=ctx.player,
        prompt="you may return up to three cards of the same color from your hand",
        optional=True,
        min=1,
        max=min(3, len(hand)),
        options=hand,
    )
    chosen = tuple(picked)
    if not chosen:
        return
    ctx.return_cards(chosen)
    direction = _GLOBE_SPLAY[len(chosen)]
    options = [c for c in COLORS if ctx.can_splay(c, direction)]
    color = yield from ctx.choose_color(
        options, prompt=f"splay any color {direction!s}", rule="TERM-SPLAY"
    )
    if color is None:
        ctx.note(f"{ctx.player} has no color that can be splayed {direction!s}")
    else:
        ctx.splay(color, direction)
    ctx.draw_and_foreshadow(6)


# --------------------------------------------------------------------------- Kobukson


def kobukson_echo(ctx: EffectContext) -> Gen:
    """Splay left one color on any player's board."""
    piles = [
        (name, c) for name in ctx.everyone() for c in COLORS if ctx.can_splay(c, Splay.LEFT, name)
    ]
    if not piles:
        ctx.note("no pile on any board can be splayed left")
        return
    index = yield from ctx.choose_alternative(
        [f"{name} {c}" for name, c in piles],
        prompt="splay left one color on any player's board (PLAYER COLOR)",
        rule="TERM-SPLAY",
    )
    name, c = piles[index]
    ctx.splay(c, Splay.LEFT, name)


def kobukson_demand(ctx: EffectContext) -> Gen:
    """I demand you return all your top cards with a [castle]! Draw and tuck a [4]!"""
    tops = ctx.with_icon(ctx.top_cards(), Icon.CASTLE)
    if not tops:
        ctx.note(f"{ctx.player} has no top card with a castle: nothing to return")
    ctx.return_cards(tops)
    ctx.draw_and_tuck(4)
    return
    yield


def kobukson_tuck(ctx: EffectContext) -> Gen:
    """For every two cards returned as a result of the demand, draw and tuck a [4]."""
    # DOGMA-10: this card's demand in this action, all vulnerable players together
    returned = ctx.run.demand_returns if ctx.returned_due_to_demand() else 0
    times = returned // 2
    if times == 0:
        ctx.note(f"{returned} cards were returned as a result of the demand: nothing to tuck")
    for _ in range(times):
        ctx.draw_and_tuck(4)
    return
    yield


# --------------------------------------------------------------------------- Pencil


def pencil_echo(ctx: EffectContext) -> Gen:
    """Draw a [5]."""
    ctx.draw(5)
    return
    yield


def pencil(ctx: EffectContext) -> Gen:
    """You may return up to three cards from your hand. If you do, draw that many cards of
    value one higher than the highest card you returned. Foreshadow one of them, and
    return the rest of the drawn cards."""
    chosen = yield from ctx.choose_cards(
        ctx.hand(),
        min=1,
        max=3,
        optional=True,
        prompt="you may return up to three cards from your hand",
    )
    if not chosen:
        return
    ctx.return_cards(chosen)
    age = ctx.highest(chosen) + 1
    drawn = [ctx.draw(age) for _ in chosen]
    kept = yield from ctx.choose_card(drawn, prompt="foreshadow one of the drawn cards")
    ctx.foreshadow(kept)
    ctx.return_cards([c for c in drawn if c != kept])


# --------------------------------------------------------------------------- Shuriken


def shuriken_demand(ctx: EffectContext) -> Gen:
    """I demand you transfer a top non-red card with a [castle] or [lightbulb] from your
    board to my board! If you do, draw a [4]!"""
    options = [
        c
        for c in ctx.top_cards()
        if card(c).color is not Color.RED
        and (card(c).has_icon(Icon.CASTLE) or card(c).has_icon(Icon.LIGHTBULB))
    ]
    chosen = yield from ctx.choose_card(
        options,
        prompt="transfer a top non-red card with a castle or a lightbulb to the demanding "
        "player's board",
    )
    if chosen is None:
        ctx.note(
            f"{ctx.player} has no top non-red card with a castle or a lightbulb: "
            "nothing to transfer"
        )
        return
    ctx.transfer(chosen, ctx.leader, "board")
    ctx.draw(4)


def shuriken_splay(ctx: EffectContext) -> Gen:
    """You may splay your purple cards right."""
    yield from ctx.may_splay([Color.PURPLE], Splay.RIGHT)


# --------------------------------------------------------------------------- Slide Rule


def slide_rule_splay(ctx: EffectContext) -> Gen:
    """You may splay your yellow cards right."""
    yield from ctx.may_splay([Color.YELLOW], Splay.RIGHT)


def slide_rule_draw(ctx: EffectContext) -> Gen:
    """Draw a card of value equal to the value of your lowest top card plus the number of
    colors you have splayed."""
    lowest = ctx.lowest(ctx.top_cards())  # TERM-VALUE: 0 with no top card
    splayed = sum(1 for c in COLORS if ctx.splay_of(c) is not Splay.NONE)
    ctx.note(f"{ctx.player}'s lowest top card is {lowest} and {splayed} colors are splayed")
    ctx.draw(lowest + splayed)
    return
    yield


# --------------------------------------------------------------------------- Telescope


def telescope_echo(ctx: EffectContext) -> Gen:
    """Draw and foreshadow a [5]."""
    ctx.draw_and_foreshadow(5)
    return
    yield


def telescope(ctx: EffectContext) -> Gen:
    """You may place a card from your forecast on top of its deck. If you do, achieve a
    card from your forecast if you meet the requirements to do so."""
    placed = yield from ctx.choose_card(
        ctx.forecast(),
        optional=True,
        prompt="you may place a card from your forecast on top of its deck",
    )
    if placed is None:
        return
    _place_on_deck(ctx, placed)
    options = [c for c in ctx.forecast() if ctx.eligible(value(c))]
    chosen = yield from ctx.choose_card(
        options,
        prompt="achieve a card from your forecast (you meet the requirements)",
        rule="ECHO-27",
    )
    if chosen is None:
        ctx.note(
            f"{ctx.player} meets the requirements for no card in their forecast: "
            "nothing to achieve",
            rule="ECHO-27",
        )
        return
    ctx.achieve_card(chosen)


# --------------------------------------------------------------------------- Toilet


def toilet_echo(ctx: EffectContext) -> Gen:
    """Draw and tuck a [4]."""
    ctx.draw_and_tuck(4)
    return
    yield


def toilet_demand(ctx: EffectContext) -> Gen:
    """I demand you return all cards from your score pile of value matching the highest
    bonus on my board!"""
    highest = max(ctx.bonuses(ctx.leader), default=0)  # ECHO-9: 0 with no bonus
    targets = ctx.of_value(ctx.score_pile(), highest)
    if not targets:
        ctx.note(f"{ctx.player} has no card of value {highest} in their score pile")
        return
    ctx.return_cards(targets)
    return
    yield


def toilet_return(ctx: EffectContext) -> Gen:
    """You may return a card in your hand and draw a card of the same value."""
    chosen = yield from ctx.choose_card(
        ctx.hand(),
        optional=True,
        prompt="you may return a card in your hand and draw a card of the same value",
    )
    if chosen is None:
        return
    ctx.return_card(chosen)
    ctx.draw(value(chosen))


register_echo("Barometer", barometer_echo)
register("Barometer", barometer_draw, barometer_destiny)
register("Chintz", chintz_draw, chintz_score)
register_echo("Clock", clock_echo)
register("Clock", clock_demand)
register("Globe", globe)
register_echo("Kobukson", kobukson_echo)
register("Kobukson", kobukson_demand, kobukson_tuck)
register_echo("Pencil", pencil_echo)
register("Pencil", pencil)
register("Shuriken", shuriken_demand, shuriken_splay)
register("Slide Rule", slide_rule_splay, slide_rule_draw)
register_echo("Telescope", telescope_echo)
register("Telescope", telescope)
register_echo("Toilet", toilet_echo)
register("Toilet", toilet_demand, toilet_return)
