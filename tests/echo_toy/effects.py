"""The echo toys' effects: each echo effect with ``register_echo``, each dogma
effect with ``register_effects`` (the card's text as the docstring)."""

from __future__ import annotations

from adjudicator.games.innovation.engine.cards import Color
from adjudicator.games.innovation.engine.dogma import EffectContext, Gen
from adjudicator.games.innovation.engine.registry import register_echo, register_effects
from adjudicator.games.innovation.sets.echoes.decisions import DrawOrder


def alpha_echo(ctx: EffectContext) -> Gen:
    """Draw a [1]."""
    ctx.memory[f"Echo Alpha:{ctx.player}"] = ctx.draw(1)
    yield from ()


def alpha(ctx: EffectContext) -> Gen:
    """Score the card you drew due to Echo Alpha's echo effect."""
    drawn = ctx.memory.get(f"Echo Alpha:{ctx.player}")
    if drawn is not None and drawn in ctx.hand():
        ctx.score(drawn)
    else:
        ctx.note(f"{ctx.player} drew nothing due to Echo Alpha's echo effect")
    yield from ()


def beta_echo(ctx: EffectContext) -> Gen:
    """Unsplay your blue cards."""
    ctx.unsplay(Color.BLUE)
    yield from ()


def no_effect(ctx: EffectContext) -> Gen:
    """No effect."""
    ctx.note("No effect.")
    yield from ()


def foreshadow_a_1(ctx: EffectContext) -> Gen:
    """Draw and foreshadow a [1]."""
    ctx.draw_and_foreshadow(1)
    yield from ()


def delta(ctx: EffectContext) -> Gen:
    """Execute the non-demand dogma effects of Echo Alpha."""
    yield from ctx.execute("Echo Alpha")


def epsilon(ctx: EffectContext) -> Gen:
    """Draw a [1] and a [2]."""
    left = [1, 2]
    while left:
        if len(set(left)) > 1:
            prompt = "the value to draw next"
            chosen = yield DrawOrder(
                player=ctx.player, prompt=prompt, rule="ECHO-12", options=tuple(left)
            )
            age = int(chosen)
        else:
            age = left[0]
        left.remove(age)
        ctx.draw(age)


def zeta_echo(ctx: EffectContext) -> Gen:
    """Draw a [1]."""
    ctx.draw(1)
    yield from ()


def zeta(ctx: EffectContext) -> Gen:
    """I demand you draw a [1]!"""
    ctx.draw(1)
    yield from ()


def theta(ctx: EffectContext) -> Gen:
    """Draw a card of value equal to the highest bonus on your board."""
    ctx.draw(max(ctx.bonuses(), default=0))
    yield from ()


register_echo("Echo Alpha", alpha_echo)
register_effects("Echo Alpha", alpha)
register_echo("Echo Beta", beta_echo)
register_effects("Echo Beta", no_effect)
register_echo("Echo Gamma", foreshadow_a_1)
register_effects("Echo Gamma", no_effect)
register_effects("Echo Delta", delta)
register_echo("Echo Eta", foreshadow_a_1)
register_effects("Echo Eta", no_effect)
register_effects("Echo Epsilon", epsilon)
register_echo("Echo Zeta", zeta_echo)
register_effects("Echo Zeta", zeta)
register_effects("Echo Theta", theta)
