"""Age 10 effects. Each function's docstring is the card's text (no age 10 card
was rebalanced, so every text is the same in both editions)."""

from __future__ import annotations

from adjudicator.games.innovation.engine.cards import Color, Icon, Splay, card
from adjudicator.games.innovation.engine.dogma import EffectContext, Gen, value
from adjudicator.games.innovation.sets.base.effects import register


def draw_and_score_a_10(ctx: EffectContext) -> Gen:
    """Draw and score a [10]."""
    ctx.draw_and_score(10)
    return
    yield


def _is_top_anywhere(ctx: EffectContext, name: str) -> bool:
    return any(name in ctx.top_cards(p) for p in ctx.everyone())


def ai_lowest_score_wins(ctx: EffectContext) -> Gen:
    """If Robotics and Software are top cards on any board, the single player with the
    lowest score wins."""
    # the two cards may be on different boards: each only has to be a top card somewhere
    if not (_is_top_anywhere(ctx, "Robotics") and _is_top_anywhere(ctx, "Software")):
        ctx.note("Robotics and Software are not both top cards: nobody wins")
        return
    ctx.single_player_wins({p: ctx.points(p) for p in ctx.everyone()}, lowest=True)
    return
    yield


def bioengineering_transfer(ctx: EffectContext) -> Gen:
    """Transfer a top card with a [leaf] from any opponent's board to your score pile."""
    options = [c for o in ctx.opponents() for c in ctx.with_icon(ctx.top_cards(o), Icon.LEAF)]
    chosen = yield from ctx.choose_card(
        options,
        prompt="transfer a top card with a leaf from an opponent's board to your score pile",
    )
    if chosen is not None:
        ctx.transfer(chosen, ctx.player, "score")


def bioengineering_most_leaves_wins(ctx: EffectContext) -> Gen:
    """If any player has fewer than three [leaf] on their board, the single player with the
    most [leaf] on their board wins."""
    leaves = {p: ctx.icons(Icon.LEAF, p) for p in ctx.everyone()}
    if all(n >= 3 for n in leaves.values()):
        ctx.note("every player has at least three leaves: nobody wins")
        return
    ctx.single_player_wins(leaves)
    return
    yield


def databases(ctx: EffectContext) -> Gen:
    """I demand you return half (rounded up) of the cards in your score pile!"""
    pile = ctx.score_pile()
    half = (len(pile) + 1) // 2
    if half == 0:
        ctx.note(f"{ctx.player} has no cards in their score pile: nothing to return")
        return
    chosen = yield from ctx.choose_cards(
        pile,
        min=half,
        max=half,
        prompt=f"return {half} card{'s' if half > 1 else ''} from your score pile, in order",
    )
    ctx.return_cards(chosen)


def globalization_demand(ctx: EffectContext) -> Gen:
    """I demand you return a top card with a [leaf] on your board!"""
    chosen = yield from ctx.choose_card(
        ctx.with_icon(ctx.top_cards(), Icon.LEAF),
        prompt="return a top card with a leaf from your board",
    )
    if chosen is not None:
        ctx.return_card(chosen)


def globalization_score(ctx: EffectContext) -> Gen:
    """Draw and score a [6]. If no player has more [leaf] than [factory] on their board,
    the single player with the most points wins."""
    ctx.draw_and_score(6)
    players = ctx.everyone()
    if any(ctx.icons(Icon.LEAF, p) > ctx.icons(Icon.FACTORY, p) for p in players):
        ctx.note("a player has more leaves than factories: nobody wins")
        return
    ctx.single_player_wins({p: ctx.points(p) for p in players})
    return
    yield


def miniaturization(ctx: EffectContext) -> Gen:
    """You may return a card from your hand. If you returned a [10], draw a [10] for every
    different value of card in your score pile."""
    chosen = yield from ctx.choose_card(
        ctx.hand(), optional=True, prompt="you may return a card from your hand"
    )
    if chosen is None:
        return
    ctx.return_card(chosen)
    if value(chosen) != 10:
        return
    values = len({value(c) for c in ctx.score_pile()})  # TERM-COUNT
    for _ in range(values):
        ctx.draw(10)


def robotics(ctx: EffectContext) -> Gen:
    """Score your top green card. Draw and meld a [10], then execute each of its non-demand
    dogma effects. Do not share them."""
    green = ctx.top(Color.GREEN)
    if green is not None:
        ctx.score(green)
    melded = ctx.draw_and_meld(10)
    yield from ctx.execute(melded)  # DOGMA-8


def self_service_execute(ctx: EffectContext) -> Gen:
    """Execute each of the non-demand dogma effects of any other top card on your board. Do
    not share them."""
    # every other top card is an option, even one with only demand effects, whose
    # execution changes nothing (scenario.md)
    options = [c for c in ctx.top_cards() if c != "Self Service"]
    chosen = yield from ctx.choose_card(
        options, prompt="choose another top card on your board to execute its effects"
    )
    if chosen is None:
        ctx.note(f"{ctx.player} has no other top card")
        return
    if all(e.demanding for e in card(chosen).effects_for(ctx.state.edition)):
        ctx.note(f"{chosen} has only demand effects: nothing to execute")
    yield from ctx.execute(chosen)  # DOGMA-8


def self_service_win(ctx: EffectContext) -> Gen:
    """If you have more achievements than each other player, you win."""
    mine = len(ctx.me.achievements)
    # "each other player" includes a partner in the team game (TEAM-1)
    if all(mine > len(ctx.p(o).achievements) for o in ctx.others()):
        ctx.win()
    else:
        ctx.note(f"{ctx.player} does not have more achievements than each other player")
    return
    yield


def software_meld_two(ctx: EffectContext) -> Gen:
    """Draw and meld two [10], then execute each of the second card's non-demand dogma
    effects. Do not share them."""
    ctx.draw_and_meld(10)
    second = ctx.draw_and_meld(10)
    yield from ctx.execute(second)  # DOGMA-8


def stem_cells(ctx: EffectContext) -> Gen:
    """You may score all cards from your hand. If you score one, you must score them
    all."""
    hand = ctx.hand()
    if not hand:
        ctx.note(f"{ctx.player} has no cards in hand: nothing to score")
        return
    agreed = yield from ctx.yes_no(f"score all the cards in your hand ({', '.join(hand)})?")
    if agreed:
        for c in hand:
            ctx.score(c)


def the_internet_splay(ctx: EffectContext) -> Gen:
    """You may splay your green cards up."""
    yield from ctx.may_splay([Color.GREEN], Splay.UP)


def the_internet_meld(ctx: EffectContext) -> Gen:
    """Draw and meld a [10] for every two [clock] on your board."""
    count = ctx.icons(Icon.CLOCK) // 2  # TERM-COUNT: the melded cards do not add to it
    for _ in range(count):
        ctx.draw_and_meld(10)
    return
    yield


register("A.I.", draw_and_score_a_10, ai_lowest_score_wins)
register("Bioengineering", bioengineering_transfer, bioengineering_most_leaves_wins)
register("Databases", databases)
register("Globalization", globalization_demand, globalization_score)
register("Miniaturization", miniaturization)
register("Robotics", robotics)
register("Self Service", self_service_execute, self_service_win)
register("Software", draw_and_score_a_10, software_meld_two)
register("Stem Cells", stem_cells)
register("The Internet", the_internet_splay, draw_and_score_a_10, the_internet_meld)
