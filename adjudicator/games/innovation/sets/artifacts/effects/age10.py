"""Artifacts age 10 effects. Each function's docstring is the card's text."""

from __future__ import annotations

from adjudicator.games.innovation.engine import rules
from adjudicator.games.innovation.engine.cards import COLORS, Color
from adjudicator.games.innovation.engine.dogma import EffectContext, Gen
from adjudicator.games.innovation.engine.ending import lose
from adjudicator.games.innovation.sets.artifacts.drawing import draw_artifact
from adjudicator.games.innovation.sets.artifacts.effects import register


def delorean_dmc_12(ctx: EffectContext) -> Gen:
    """If DeLorean DMC-12 is a top card on any board, remove all top cards on all boards and
    all cards in all hands from the game."""
    players = ctx.everyone()
    if not any(ctx.top(Color.PURPLE, p) == "DeLorean DMC-12" for p in players):
        ctx.note("DeLorean DMC-12 is not a top card on any board: nothing is removed")
        return
    # the top cards as they are now (the cards they uncover are not removed), then the
    # hands; players from the executing one clockwise, piles and hands in their order
    tops = [c for p in players for c in ctx.top_cards(p)]
    for c in tops:
        ctx.remove(c)
    for p in players:
        for c in ctx.hand(p):
            ctx.remove(c)
    return
    yield


def dolly_the_sheep(ctx: EffectContext) -> Gen:
    """You may score your bottom yellow card. You may draw and tuck a [1]. If your bottom
    yellow card is Domestication, you win. Otherwise, meld the highest card in your hand,
    then draw a [10]."""
    bottom = ctx.bottom(Color.YELLOW)
    if bottom is not None:
        # a "you may" on a card the text names: "yes" or its name scores it
        agreed = yield from ctx.choose_card(
            [bottom], optional=True, prompt=f"you may score your bottom yellow card, {bottom}"
        )
        if agreed is not None:
            ctx.score(bottom)
    if (yield from ctx.yes_no("you may draw and tuck a 1")):
        ctx.draw_and_tuck(1)
    bottom = ctx.bottom(Color.YELLOW)
    if bottom == "Domestication":
        ctx.win()
        return
    ctx.note(f"{ctx.player}'s bottom yellow card is {bottom or 'none'}, not Domestication")
    highest = yield from ctx.choose_extreme(
        ctx.hand(), 1, owner=ctx.player, prompt="meld the highest card in your hand (a tie)"
    )
    for c in highest:
        ctx.meld(c)
    ctx.draw(10)


def exxon_valdez_compel(ctx: EffectContext) -> Gen:
    """I compel you to remove all cards from your hand, score pile, board, and achievements
    from the game! You lose! If there is only one player remaining in the game, that player
    wins!"""
    me = ctx.me
    gone = [
        *me.hand,
        *me.score,
        *(c for color in COLORS for c in me.board[color].cards),
        *me.achievements,
    ]
    for c in gone:
        ctx.remove(c)
    # out of the game; the other team wins, or the single player left in the game
    lose(ctx.g, ctx.player, ctx.card)
    return
    yield


def higgs_boson(ctx: EffectContext) -> Gen:
    """Transfer all cards on your board to your score pile."""
    cards = [c for color in COLORS for c in ctx.pile(color)]  # each pile top to bottom
    if not cards:
        ctx.note(f"{ctx.player} has no card on the board")
    for c in cards:
        ctx.transfer(c, ctx.player, "score")
    return
    yield


def maastricht_treaty(ctx: EffectContext) -> Gen:
    """If you have the most cards in your score pile, you win."""
    mine = len(ctx.score_pile())
    most_other = max(len(ctx.score_pile(o)) for o in ctx.others())
    if mine > most_other:
        ctx.win()
    else:
        ctx.note(
            f"{ctx.player} has {mine} cards in the score pile, another player {most_other}: "
            "not the most"
        )
    return
    yield


def _return_all_but(ctx: EffectContext, cards: list[str], keep: int, where: str) -> Gen:
    """Return all ``cards`` but ``keep``: the player names the cards returned (scenario.md),
    which go in the listed order."""
    if len(cards) <= keep:
        ctx.note(f"{ctx.player} has {len(cards)} card(s) in {where}: none to return")
        return
    n = len(cards) - keep
    chosen = yield from ctx.choose_cards(
        cards,
        min=n,
        max=n,
        prompt=f"return all cards in your {where} but {keep} (name the {n} returned)",
    )
    ctx.return_cards(chosen)


def maldives_compel(ctx: EffectContext) -> Gen:
    """I compel you to return all cards in your hand but two! Return all cards in your score
    pile but two!"""
    yield from _return_all_but(ctx, ctx.hand(), 2, "hand")
    yield from _return_all_but(ctx, ctx.score_pile(), 2, "score pile")


def maldives(ctx: EffectContext) -> Gen:
    """Return all cards in your score pile but four."""
    yield from _return_all_but(ctx, ctx.score_pile(), 4, "score pile")


def rover_curiosity(ctx: EffectContext) -> Gen:
    """Draw and meld an Artifact [10]. Execute the effects of the melded card as if they were
    on this card. Do not share them."""
    melded = draw_artifact(ctx.g, ctx.player, 10, ctx.cause, how="draws (to meld)")
    rules.meld(ctx.g, ctx.player, melded, ctx.cause, rule="TERM-DRAWX")
    yield from ctx.execute_here(melded)


def seikan_tunnel(ctx: EffectContext) -> Gen:
    """If you have a color with the most visible cards out of all the colors on all boards,
    you win."""
    mine = max(ctx.visible_cards(c) for c in COLORS)
    theirs = max(ctx.visible_cards(c, o) for o in ctx.others() for c in COLORS)
    if mine > theirs:
        ctx.win()
    else:
        ctx.note(
            f"{ctx.player}'s color with the most visible cards shows {mine}, another "
            f"board's {theirs}: not the most"
        )
    return
    yield


def twister_compel(ctx: EffectContext) -> Gen:
    """I compel you to reveal your score pile! For each color, meld a card of that color from
    your score pile!"""
    score = ctx.score_pile()
    if not score:
        ctx.note(f"{ctx.player}'s score pile is empty")
        return
    for c in score:
        ctx.reveal(c)
    for color in COLORS:
        chosen = yield from ctx.choose_card(
            ctx.of_color(ctx.score_pile(), color),
            prompt=f"meld a {color} card from your score pile",
        )
        if chosen is not None:
            ctx.meld(chosen)


def wheres_waldo(ctx: EffectContext) -> Gen:
    """You win."""
    ctx.win()
    return
    yield


register("DeLorean DMC-12", delorean_dmc_12)
register("Dolly the Sheep", dolly_the_sheep)
register("Exxon Valdez", exxon_valdez_compel)
register("Higgs Boson", higgs_boson)
register("Maastricht Treaty", maastricht_treaty)
register("Maldives", maldives_compel, maldives)
register("Rover Curiosity", rover_curiosity)
register("Seikan Tunnel", seikan_tunnel)
register("Twister", twister_compel)
register("Where's Waldo?", wheres_waldo)
