"""Age 9 effects. Each function's docstring is the card's text (edition 3 unless the
name ends in ``_e1``; of the age 9 cards only Fission was rebalanced)."""

from __future__ import annotations

from adjudicator.games.innovation.engine.cards import Color, Icon, Splay, card
from adjudicator.games.innovation.engine.dogma import EffectContext, Gen
from adjudicator.games.innovation.sets.base.effects import register


def collaboration_demand(ctx: EffectContext) -> Gen:
    """I demand you draw two [9] and reveal them! Transfer the card of my choice to my
    board, and meld the other!"""
    drawn = [ctx.draw(9), ctx.draw(9)]
    for c in drawn:
        ctx.reveal(c)
    # "the card of my choice": the demanding player chooses (DOGMA-9)
    chosen = yield from ctx.choose_card(
        drawn,
        player=ctx.leader,
        prompt=f"choose the card {ctx.player} transfers to your board; they meld the other",
    )
    ctx.transfer(chosen, ctx.leader, "board")
    for c in drawn:
        if c != chosen:
            ctx.meld(c)


def collaboration_win(ctx: EffectContext) -> Gen:
    """If you have ten or more green cards on your board, you win."""
    greens = len(ctx.pile(Color.GREEN))
    if greens >= 10:
        ctx.win()
    else:
        ctx.note(f"{ctx.player} has {greens} green cards, fewer than ten")
    return
    yield


def composites(ctx: EffectContext) -> Gen:
    """I demand you transfer all but one card from your hand to my hand! Also, transfer the
    highest card from your score pile to my score pile!"""
    hand = ctx.hand()
    if len(hand) > 1:
        # "all but one": the victim names the cards transferred (scenario.md)
        given = yield from ctx.choose_cards(
            hand,
            min=len(hand) - 1,
            max=len(hand) - 1,
            prompt="transfer all but one card from your hand to the demanding player's hand "
            "(name the cards transferred, in order)",
        )
        for c in given:
            ctx.transfer(c, ctx.leader, "hand")
    else:
        ctx.note(f"{ctx.player} has {len(hand)} card(s) in hand: none to transfer")
    highest = yield from ctx.choose_extreme(
        ctx.score_pile(),
        1,
        owner=ctx.player,
        prompt="transfer the highest card in your score pile (a tie: choose one)",
    )
    for c in highest:
        ctx.transfer(c, ctx.leader, "score")


def computers_splay(ctx: EffectContext) -> Gen:
    """You may splay your red cards or your green cards up."""
    yield from ctx.may_splay([Color.RED, Color.GREEN], Splay.UP)


def computers_meld(ctx: EffectContext) -> Gen:
    """Draw and meld a [10], then execute each of its non-demand effects. Do not share
    them."""
    melded = ctx.draw_and_meld(10)
    yield from ctx.execute(melded)


def ecology(ctx: EffectContext) -> Gen:
    """You may return a card from your hand. If you do, score a card from your hand and draw
    two [10]."""
    returned = yield from ctx.choose_card(
        ctx.hand(), optional=True, prompt="you may return a card from your hand"
    )
    if returned is None:
        return
    ctx.return_card(returned)
    scored = yield from ctx.choose_card(ctx.hand(), prompt="score a card from your hand")
    if scored is not None:
        ctx.score(scored)
    # DOGMA-10: "if you do" is the return; the draws do not depend on the score
    ctx.draw(10)
    ctx.draw(10)


def _remove_everything(ctx: EffectContext) -> None:
    """Fission: every hand, then every board, then every score pile, players from the
    executing one clockwise; piles top to bottom (a group nobody picked)."""
    players = ctx.everyone()
    for who in players:
        for c in ctx.hand(who):
            ctx.remove(c)
    for who in players:
        for color in ctx.colors_on_board(who):
            for c in ctx.pile(color, who):
                ctx.remove(c)
    for who in players:
        for c in ctx.score_pile(who):
            ctx.remove(c)


def fission_demand(ctx: EffectContext) -> Gen:
    """I demand you draw a [10]! If it is red, remove all hands, boards, and score piles
    from the game! If this occurs, the dogma action is complete."""
    drawn = ctx.draw(10)
    if card(drawn).color is not Color.RED:
        ctx.note(f"{drawn} is {card(drawn).color}, not red: nothing is removed")
        return
    ctx.note(f"{drawn} is red: all hands, boards and score piles leave the game")
    _remove_everything(ctx)
    ctx.dogma_complete()
    return
    yield


def _return_top_card_but_fission(ctx: EffectContext) -> Gen:
    options = [c for who in ctx.everyone() for c in ctx.top_cards(who) if c != "Fission"]
    chosen = yield from ctx.choose_card(
        options, prompt="return a top card other than Fission from any player's board"
    )
    if chosen is None:
        ctx.note("no top card other than Fission on any board: nothing to return")
        return
    ctx.return_card(chosen)


def fission_return(ctx: EffectContext) -> Gen:
    """Return a top card other than Fission from any player's board. Draw a [10]."""
    yield from _return_top_card_but_fission(ctx)
    ctx.draw(10)


def fission_return_e1(ctx: EffectContext) -> Gen:
    """Return a top card other than Fission from any player's board."""
    yield from _return_top_card_but_fission(ctx)


def genetics(ctx: EffectContext) -> Gen:
    """Draw and meld a [10]. Score all cards beneath it."""
    melded = ctx.draw_and_meld(10)
    beneath = ctx.pile(card(melded).color)[1:]
    for c in beneath:  # top to bottom (a group the player did not pick)
        ctx.score(c)
    return
    yield


def satellites_return(ctx: EffectContext) -> Gen:
    """Return all cards from your hand, and draw three [8]."""
    ctx.return_cards(ctx.hand())
    for _ in range(3):
        ctx.draw(8)
    return
    yield


def satellites_splay(ctx: EffectContext) -> Gen:
    """You may splay your purple cards up."""
    yield from ctx.may_splay([Color.PURPLE], Splay.UP)


def satellites_meld(ctx: EffectContext) -> Gen:
    """Meld a card from your hand and then execute each of its non-demand dogma effects. Do
    not share them."""
    chosen = yield from ctx.choose_card(ctx.hand(), prompt="meld a card from your hand")
    if chosen is None:
        ctx.note(f"{ctx.player} has no card in hand: nothing to meld or execute")
        return
    ctx.meld(chosen)
    yield from ctx.execute(chosen)


def services(ctx: EffectContext) -> Gen:
    """I demand you transfer all the highest cards from your score pile to my hand! If you
    transferred any cards, then transfer a top card from my board without a [leaf] to your
    hand!"""
    pile = ctx.score_pile()
    highest = ctx.of_value(pile, ctx.highest(pile))
    for c in highest:  # arrival order (a group the player did not pick)
        ctx.transfer(c, ctx.leader, "hand")
    if not highest:
        ctx.note(f"{ctx.player} has no score cards: nothing is transferred")
        return
    # "you" choose which of the demanding player's top cards (DOGMA-9)
    chosen = yield from ctx.choose_card(
        ctx.without_icon(ctx.top_cards(ctx.leader), Icon.LEAF),
        prompt="transfer a top card without a leaf from the demanding player's board to your hand",
    )
    if chosen is None:
        ctx.note(f"{ctx.leader} has no top card without a leaf")
        return
    ctx.transfer(chosen, ctx.player, "hand")


def specialization_take(ctx: EffectContext) -> Gen:
    """Reveal a card from your hand. Take into your hand the top card of that color from all
    other player's boards."""
    revealed = yield from ctx.choose_card(ctx.hand(), prompt="reveal a card from your hand")
    if revealed is None:
        ctx.note(f"{ctx.player} has no card in hand to reveal")
        return
    ctx.reveal(revealed)
    color = card(revealed).color
    # "other player" includes a partner (TEAM-1)
    for other in ctx.others():
        top = ctx.top(color, other)
        if top is not None:
            ctx.transfer(top, ctx.player, "hand")


def specialization_splay(ctx: EffectContext) -> Gen:
    """You may splay your yellow or blue cards up."""
    yield from ctx.may_splay([Color.YELLOW, Color.BLUE], Splay.UP)


def suburbia(ctx: EffectContext) -> Gen:
    """You may tuck any number of cards from your hand. Draw and score a [1] for each card
    you tucked."""
    hand = ctx.hand()
    chosen = yield from ctx.choose_any(
        hand, prompt="tuck any number of cards from your hand (you may), in order"
    )
    for c in chosen:
        ctx.tuck(c)
    for _ in chosen:
        ctx.draw_and_score(1)


register("Collaboration", collaboration_demand, collaboration_win)
register("Composites", composites)
register("Computers", computers_splay, computers_meld)
register("Ecology", ecology)
register("Fission", fission_demand, fission_return)
register("Fission", fission_demand, fission_return_e1, edition=1)
register("Genetics", genetics)
register("Satellites", satellites_return, satellites_splay, satellites_meld)
register("Services", services)
register("Specialization", specialization_take, specialization_splay)
register("Suburbia", suburbia)
