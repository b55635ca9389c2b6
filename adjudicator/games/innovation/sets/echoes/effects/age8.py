"""Echoes age 8 effects. Each function's docstring is the card's text (3rd edition);
echo effects (ECHO-13) are registered with ``register_echo``."""

from __future__ import annotations

from adjudicator.games.innovation.engine.cards import Color, Icon, Splay, card
from adjudicator.games.innovation.engine.dogma import EffectContext, Gen, value
from adjudicator.games.innovation.sets.echoes.effects import register, register_echo
from adjudicator.games.innovation.sets.echoes.effects.common import draw_in_chosen_order

#: every value a card can have: the options of "a card of any value" / "choose a value"
VALUES = tuple(range(1, 11))


# --- Air Conditioner ---------------------------------------------------------
def air_conditioner_echo(ctx: EffectContext) -> Gen:
    """You may score a card from your hand."""
    chosen = yield from ctx.choose_card(
        ctx.hand(), optional=True, prompt="you may score a card from your hand"
    )
    if chosen is not None:
        ctx.score(chosen)


def air_conditioner(ctx: EffectContext) -> Gen:
    """I demand you return all cards from your score pile of value matching any of your top
    cards!"""
    tops = {value(c) for c in ctx.top_cards()}
    returning = [c for c in ctx.score_pile() if value(c) in tops]
    if not returning:
        ctx.note(f"{ctx.player} has no score card of the value of a top card: nothing to return")
    ctx.return_cards(returning)  # a group not picked: in the order of the score pile
    return
    yield


# --- Bandage -----------------------------------------------------------------
def bandage_echo(ctx: EffectContext) -> Gen:
    """Meld a card from hand with a [leaf]."""
    chosen = yield from ctx.choose_card(
        ctx.with_icon(ctx.hand(), Icon.LEAF), prompt="meld a card with a leaf from your hand"
    )
    if chosen is None:
        ctx.note(f"{ctx.player} has no card with a leaf in hand: nothing to meld")
        return
    ctx.meld(chosen)


def bandage(ctx: EffectContext) -> Gen:
    """I demand you return the highest card in your score pile for which you do not have a
    card of matching value in your hand! Return a top card from your board with a [clock]!"""
    in_hand = {value(c) for c in ctx.hand()}
    candidates = [c for c in ctx.score_pile() if value(c) not in in_hand]
    if candidates:
        highest = yield from ctx.choose_extreme(candidates, owner=ctx.player)
        ctx.return_cards(highest)
    else:
        ctx.note(
            f"{ctx.player} has no score card without a card of its value in hand: "
            "nothing to return from the score pile"
        )
    chosen = yield from ctx.choose_card(
        ctx.with_icon(ctx.top_cards(), Icon.CLOCK),
        prompt="return a top card with a clock from your board",
    )
    if chosen is None:
        ctx.note(f"{ctx.player} has no top card with a clock: nothing to return")
        return
    ctx.return_card(chosen)


# --- Crossword ---------------------------------------------------------------
def crossword(ctx: EffectContext) -> Gen:
    """For each visible bonus on your board, draw a card of that value."""
    bonuses = ctx.bonuses()
    if not bonuses:
        ctx.note(f"{ctx.player} has no visible bonus: nothing to draw")
        return
    yield from draw_in_chosen_order(ctx, bonuses)


# --- Nylon -------------------------------------------------------------------
def nylon_tuck(ctx: EffectContext) -> Gen:
    """Draw and tuck an [8] for every three [factory] on your board. If any of the tucked
    cards were green, repeat this dogma effect."""
    repeat = True
    while repeat:
        factories = ctx.icons(Icon.FACTORY)
        times = factories // 3
        if not times:
            ctx.note(f"{ctx.player} has {factories} factories, fewer than three: nothing to tuck")
            return
        tucked = [ctx.draw_and_tuck(8) for _ in range(times)]
        repeat = any(card(c).color == Color.GREEN for c in tucked)
        if repeat:
            ctx.note("a tucked card was green: the effect repeats")
    return
    yield


def nylon_splay(ctx: EffectContext) -> Gen:
    """You may splay your red cards up."""
    yield from ctx.may_splay([Color.RED], Splay.UP)


# --- Parachute ---------------------------------------------------------------
def parachute(ctx: EffectContext) -> Gen:
    """I demand you transfer all cards without a [clock] from your hand to my hand!"""
    moving = ctx.without_icon(ctx.hand(), Icon.CLOCK)
    if not moving:
        ctx.note(f"{ctx.player} has no card without a clock in hand: nothing to transfer")
    for c in moving:  # a group not picked: in the order of the hand
        ctx.transfer(c, ctx.leader, "hand")
    return
    yield


# --- Radio Telescope ---------------------------------------------------------
def radio_telescope(ctx: EffectContext) -> Gen:
    """For every two [lightbulb] on your board, draw a [9]. Meld one of the cards drawn and
    return the rest. If you meld A. I. due to this dogma effect, you win."""
    bulbs = ctx.icons(Icon.LIGHTBULB)
    times = bulbs // 2
    if not times:
        ctx.note(f"{ctx.player} has {bulbs} lightbulbs, fewer than two: nothing to draw")
        return
    drawn = [ctx.draw(9) for _ in range(times)]
    melded = yield from ctx.choose_card(drawn, prompt="meld one of the cards drawn")
    assert melded is not None
    ctx.meld(melded)
    ctx.return_cards([c for c in drawn if c != melded])  # in the order drawn
    if melded == "A.I.":
        ctx.win()


# --- Sliced Bread ------------------------------------------------------------
def sliced_bread_echo(ctx: EffectContext) -> Gen:
    """Return all cards from your hand and draw two [8]s."""
    ctx.return_cards(ctx.hand())  # a group not picked: in the order of the hand
    ctx.draw(8)
    ctx.draw(8)
    return
    yield


def sliced_bread(ctx: EffectContext) -> Gen:
    """Return a card from your score pile. Draw and score two cards of value one less than
    the value of the card returned."""
    returned = yield from ctx.choose_card(
        ctx.score_pile(), prompt="return a card from your score pile"
    )
    if returned is None:
        ctx.note(f"{ctx.player} has no score card: no card returned, nothing to draw")
        return
    ctx.return_card(returned)
    age = value(returned) - 1
    ctx.draw_and_score(age)
    ctx.draw_and_score(age)


# --- Television --------------------------------------------------------------
def television_echo(ctx: EffectContext) -> Gen:
    """Draw and meld an [8]."""
    ctx.draw_and_meld(8)
    return
    yield


def television(ctx: EffectContext) -> Gen:
    """Choose a value and an opponent. Transfer a card of that value from their score pile to
    their board. If they have an achievement of the same value, achieve (if eligible) a card
    of that value from their score pile."""
    age = yield from ctx.choose_value(VALUES, prompt="choose a value")
    opponent = yield from ctx.choose_player(ctx.opponents(), prompt="choose an opponent")
    if opponent is None:
        ctx.note(f"{ctx.player} has no opponent")
        return
    chosen = yield from ctx.choose_card(
        ctx.of_value(ctx.score_pile(opponent), age),
        prompt=f"transfer a card of value {age} from {opponent}'s score pile to their board",
    )
    if chosen is None:
        ctx.note(f"{opponent} has no score card of value {age}: nothing to transfer")
    else:
        ctx.transfer(chosen, opponent, "board")
    held = ctx.of_value([a for a in ctx.p(opponent).achievements if _is_card(a)], age)
    if not held:
        ctx.note(f"{opponent} has no achievement of value {age}")
        return
    if not ctx.eligible(age):
        ctx.note(f"{ctx.player} is not eligible for an achievement of value {age} (ECHO-27)")
        return
    achieved = yield from ctx.choose_card(
        ctx.of_value(ctx.score_pile(opponent), age),
        prompt=f"achieve a card of value {age} from {opponent}'s score pile",
    )
    if achieved is None:
        ctx.note(f"{opponent} has no score card of value {age} left: nothing to achieve")
        return
    ctx.achieve_card(achieved)


def _is_card(name: str) -> bool:
    """A card, not a special achievement (which has no value)."""
    try:
        card(name)
    except KeyError:
        return False
    return True


# --- Tractor -----------------------------------------------------------------
def tractor_echo(ctx: EffectContext) -> Gen:
    """Draw a [7]."""
    ctx.draw(7)
    return
    yield


def tractor(ctx: EffectContext) -> Gen:
    """Draw and score a [7]. Draw a [7]."""
    ctx.draw_and_score(7)
    ctx.draw(7)
    return
    yield


# --- X-Ray -------------------------------------------------------------------
def x_ray_echo(ctx: EffectContext) -> Gen:
    """Draw and tuck an [8]."""
    ctx.draw_and_tuck(8)
    return
    yield


def x_ray_foreshadow(ctx: EffectContext) -> Gen:
    """For every three [leaf] on your board, draw and foreshadow a card of any value."""
    leaves = ctx.icons(Icon.LEAF)
    times = leaves // 3
    if not times:
        ctx.note(f"{ctx.player} has {leaves} leaves, fewer than three: nothing to foreshadow")
        return
    for _ in range(times):
        age = yield from ctx.choose_value(
            VALUES, prompt="draw and foreshadow a card of any value: choose the value"
        )
        ctx.draw_and_foreshadow(age)


def x_ray_splay(ctx: EffectContext) -> Gen:
    """You may splay your yellow cards up."""
    yield from ctx.may_splay([Color.YELLOW], Splay.UP)


register_echo("Air Conditioner", air_conditioner_echo)
register("Air Conditioner", air_conditioner)
register_echo("Bandage", bandage_echo)
register("Bandage", bandage)
register("Crossword", crossword)
register("Nylon", nylon_tuck, nylon_splay)
register("Parachute", parachute)
register("Radio Telescope", radio_telescope)
register_echo("Sliced Bread", sliced_bread_echo)
register("Sliced Bread", sliced_bread)
register_echo("Television", television_echo)
register("Television", television)
register_echo("Tractor", tractor_echo)
register("Tractor", tractor)
register_echo("X-Ray", x_ray_echo)
register("X-Ray", x_ray_foreshadow, x_ray_splay)
