"""The relics' effects (ART-18). Each is a card of its own set when in play (ART-20):
Timbuktu a city without effects, Complex Numbers a base card, Newton-Wickins Telescope
an Artifacts card, Safety Pin an Echoes card with an echo effect. Ching Shih is a figure
whose karma this engine does not play: nothing is registered for it. Each function's
docstring is the card's text."""

from __future__ import annotations

from adjudicator.games.innovation.engine.cards import ICONS, Icon, card
from adjudicator.games.innovation.engine.dogma import EffectContext, Gen, value
from adjudicator.games.innovation.sets.artifacts.effects import register, register_echo


def _icon_kinds(name: str) -> tuple[int, ...]:
    """How many of each of the six icons the card shows when on top (the hex, echo
    effects, bonuses and city marks are no icons: TERM-ICONS, ECHO-7)."""
    c = card(name)
    return tuple(c.icon_count(i) for i in ICONS)


def complex_numbers(ctx: EffectContext) -> Gen:
    """You may reveal a card from your hand having exactly the same icons, in type and
    number, as a top card on your board. If you do, claim an achievement of matching value,
    ignoring eligibility."""
    tops = {_icon_kinds(c) for c in ctx.top_cards()}
    options = [c for c in ctx.hand() if _icon_kinds(c) in tops]
    if not options:
        ctx.note(
            f"{ctx.player} has no card in hand with exactly the icons of a top card on the board"
        )
        return
    chosen = yield from ctx.choose_card(
        options,
        optional=True,
        prompt="you may reveal a card from your hand having exactly the same icons, in type "
        "and number, as a top card on your board",
    )
    if chosen is None:
        return
    ctx.reveal(chosen)
    age = value(chosen)
    if ctx.claim_standard(age) is None:
        ctx.note(f"no standard achievement of value {age} is available")


def newton_wickins_telescope(ctx: EffectContext) -> Gen:
    """You may return any number of cards from your score pile. If you do, draw and meld a
    card of value equal to the number of cards returned. If the melded card has a [clock],
    return it."""
    chosen = yield from ctx.choose_any(
        ctx.score_pile(), prompt="you may return any number of cards from your score pile"
    )
    if not chosen:
        return
    returned = ctx.return_cards(chosen)
    melded = ctx.draw_and_meld(returned)
    if card(melded).has_icon(Icon.CLOCK):
        ctx.return_card(melded)
    else:
        ctx.note(f"{melded} has no clock: it stays")


def safety_pin_echo(ctx: EffectContext) -> Gen:
    """Draw and score a [7]."""
    ctx.draw_and_score(7)
    return
    yield


def safety_pin_demand(ctx: EffectContext) -> Gen:
    """I demand you return all cards of value higher than [6] from your hand! Draw a [6]!"""
    high = [c for c in ctx.hand() if value(c) > 6]
    if not high:
        ctx.note(f"{ctx.player} has no card of value higher than 6 in hand")
    ctx.return_cards(high)  # a whole group: in the order the cards arrived
    ctx.draw(6)
    return
    yield


register("Timbuktu")
register("Complex Numbers", complex_numbers)
register("Newton-Wickins Telescope", newton_wickins_telescope)
register_echo("Safety Pin", safety_pin_echo)
register("Safety Pin", safety_pin_demand)
