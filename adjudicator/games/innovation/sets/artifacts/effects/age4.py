"""Artifacts age 4 effects. Each function's docstring is the card's text; an
"I compel" effect (ART-16) is registered like a demand."""

from __future__ import annotations

from collections import Counter

from adjudicator.games.innovation.engine.cards import COLORS, Color, Icon, Splay, card
from adjudicator.games.innovation.engine.dogma import EffectContext, Gen, value
from adjudicator.games.innovation.sets.artifacts.effects import register


def _symbols(name: str) -> set[Icon]:
    """A card's symbols: its icons, the hex (and what it stands for) aside."""
    return {i for i in card(name).icons if i is not Icon.HEX}


def _reveal_hand(ctx: EffectContext) -> list[str]:
    hand = ctx.hand()
    if not hand:
        ctx.note(f"{ctx.player} has no card in hand to reveal")
    for c in hand:
        ctx.reveal(c)
    return hand


def abell_gallery_harpsichord(ctx: EffectContext) -> Gen:
    """For each value of top card on your board appearing exactly once, draw and score a
    card of that value in ascending order."""
    counts = Counter(value(c) for c in ctx.top_cards())
    once = sorted(v for v, n in counts.items() if n == 1)
    if not once:
        ctx.note(f"no value appears exactly once among {ctx.player}'s top cards")
    for age in once:
        ctx.draw_and_score(age)
    return
    yield


def cross_of_coronado(ctx: EffectContext) -> Gen:
    """Reveal your hand. If you have exactly five cards and five colors in your hand, you
    win."""
    hand = _reveal_hand(ctx)
    colors = {card(c).color for c in hand}
    if len(hand) == 5 and len(colors) == 5:
        ctx.win()
    ctx.note(f"{ctx.player} has {len(hand)} cards of {len(colors)} colors in hand: no win")
    return
    yield


def delft_pocket_telescope(ctx: EffectContext) -> Gen:
    """Return a card from your score pile. If you do, draw a [5] and a [6], then reveal one
    of the drawn cards that has a symbol in common with the returned card. If you cannot,
    return the drawn cards and repeat this effect."""
    while True:
        returned = yield from ctx.choose_card(
            ctx.score_pile(), prompt="return a card from your score pile"
        )
        if returned is None:
            ctx.note(f"{ctx.player}'s score pile is empty: nothing to return")
            return
        ctx.return_card(returned)
        drawn = [ctx.draw(5), ctx.draw(6)]
        symbols = _symbols(returned)
        matching = [c for c in drawn if _symbols(c) & symbols]
        if matching:
            chosen = yield from ctx.choose_card(
                matching,
                prompt=f"reveal a drawn card with a symbol in common with {returned}",
            )
            ctx.reveal(chosen)
            return
        ctx.note(f"neither drawn card has a symbol in common with {returned}: the effect repeats")
        ctx.return_cards(drawn)  # DOGMA-11: repeat


def east_india_company_charter(ctx: EffectContext) -> Gen:
    """Choose a value other than [5]. Return all cards of that value from all score piles.
    For each player that returned cards, draw and score a [5]."""
    age = yield from ctx.choose_value(
        [a for a in range(1, 11) if a != 5], prompt="choose a value other than 5"
    )
    players = 0
    for name in ctx.everyone():
        cards = ctx.of_value(ctx.score_pile(name), age)
        if cards:
            players += 1
        ctx.return_cards(cards)
    if not players:
        ctx.note(f"no score pile holds a {age}: nothing returned, nothing to score")
    for _ in range(players):
        ctx.draw_and_score(5)


def hunt_lenox_globe(ctx: EffectContext) -> Gen:
    """If you have fewer than four cards in your hand, return all non-green top cards from
    your board. Draw a [5] for each card returned. Meld a card from your hand."""
    returned = 0
    if len(ctx.hand()) < 4:
        tops = [c for c in ctx.top_cards() if card(c).color is not Color.GREEN]
        if not tops:
            ctx.note(f"{ctx.player} has no non-green top card to return")
        returned = ctx.return_cards(tops)
    else:
        ctx.note(f"{ctx.player} has four or more cards in hand: nothing returned")
    for _ in range(returned):
        ctx.draw(5)
    chosen = yield from ctx.choose_card(ctx.hand(), prompt="meld a card from your hand")
    if chosen is None:
        ctx.note(f"{ctx.player} has no card in hand: nothing to meld")
        return
    ctx.meld(chosen)


def molasses_reef_caravel(ctx: EffectContext) -> Gen:
    """Return all cards from your hand. Draw three [4]s. Meld a blue card from your hand.
    Score a card from your hand. Return a card from your score pile."""
    ctx.return_cards(ctx.hand())
    for _ in range(3):
        ctx.draw(4)
    blue = yield from ctx.choose_card(
        ctx.of_color(ctx.hand(), Color.BLUE), prompt="meld a blue card from your hand"
    )
    if blue is None:
        ctx.note(f"{ctx.player} has no blue card in hand: nothing to meld")
    else:
        ctx.meld(blue)
    scored = yield from ctx.choose_card(ctx.hand(), prompt="score a card from your hand")
    if scored is None:
        ctx.note(f"{ctx.player} has no card in hand: nothing to score")
    else:
        ctx.score(scored)
    returned = yield from ctx.choose_card(
        ctx.score_pile(), prompt="return a card from your score pile"
    )
    if returned is None:
        ctx.note(f"{ctx.player}'s score pile is empty: nothing to return")
    else:
        ctx.return_card(returned)


def mona_lisa(ctx: EffectContext) -> Gen:
    """Choose a number and a color. Draw five [4], then reveal your hand. If you have
    exactly that many cards of that color, score them, and splay right your cards of that
    color. Otherwise, return all cards from your hand."""
    # any number may be named; 0 to the most cards the hand can hold (at least 10)
    most = max(10, len(ctx.hand()) + 5)
    number = yield from ctx.choose_value(list(range(most + 1)), prompt="choose a number")
    color = yield from ctx.choose_color(COLORS, prompt="choose a color")
    for _ in range(5):
        ctx.draw(4)
    hand = _reveal_hand(ctx)
    matching = ctx.of_color(hand, color)
    if len(matching) == number:
        for c in matching:  # in the order they arrived (scenario.md)
            ctx.score(c)
        if not ctx.splay(color, Splay.RIGHT):
            ctx.note(f"{ctx.player}'s {color} cards cannot be splayed right")
        return
    ctx.note(f"{ctx.player} has {len(matching)} {color} cards in hand, not {number}")
    ctx.return_cards(hand)


def moses_compel(ctx: EffectContext) -> Gen:
    """I compel you to transfer all top cards with a [crown] from your board to my score
    pile!"""
    tops = ctx.with_icon(ctx.top_cards(), Icon.CROWN)
    if not tops:
        ctx.note(f"{ctx.player} has no top card with a crown: nothing to transfer")
    for c in tops:
        ctx.transfer(c, ctx.leader, "score")
    return
    yield


def moses_score(ctx: EffectContext) -> Gen:
    """Score a top card on your board with a [crown]."""
    chosen = yield from ctx.choose_card(
        ctx.with_icon(ctx.top_cards(), Icon.CROWN),
        prompt="score a top card on your board with a crown",
    )
    if chosen is None:
        ctx.note(f"{ctx.player} has no top card with a crown: nothing to score")
        return
    ctx.score(chosen)


def petition_of_right(ctx: EffectContext) -> Gen:
    """I compel you to transfer a card from your score pile to my score pile for each top
    card with a [castle] on your board!"""
    count = len(ctx.with_icon(ctx.top_cards(), Icon.CASTLE))
    if count == 0:
        ctx.note(f"{ctx.player} has no top card with a castle: nothing to transfer")
        return
    if not ctx.score_pile():
        ctx.note(f"{ctx.player}'s score pile is empty: nothing to transfer")
        return
    # DOGMA-7: with fewer cards in the score pile, all of them are transferred
    chosen = yield from ctx.choose_cards(
        ctx.score_pile(),
        min=count,
        max=count,
        prompt=f"transfer {count} card{'s' if count > 1 else ''} from your score pile to "
        "the compelling player's score pile",
    )
    for c in chosen:
        ctx.transfer(c, ctx.leader, "score")


def tortugas_galleon(ctx: EffectContext) -> Gen:
    """I compel you to transfer all the highest cards from your score pile to my score
    pile! If you transfered any, transfer a top card on your board of that value to my
    board!"""
    pile = ctx.score_pile()
    if not pile:
        ctx.note(f"{ctx.player}'s score pile is empty: nothing to transfer")
        return
    age = ctx.highest(pile)
    for c in ctx.of_value(pile, age):  # in the order they arrived (scenario.md)
        ctx.transfer(c, ctx.leader, "score")
    chosen = yield from ctx.choose_card(
        ctx.of_value(ctx.top_cards(), age),
        prompt=f"transfer a top card of value {age} to the compelling player's board",
    )
    if chosen is None:
        ctx.note(f"{ctx.player} has no top card of value {age}: nothing more to transfer")
        return
    ctx.transfer(chosen, ctx.leader, "board")


register("Abell Gallery Harpsichord", abell_gallery_harpsichord)
register("Cross of Coronado", cross_of_coronado)
register("Delft Pocket Telescope", delft_pocket_telescope)
register("East India Company Charter", east_india_company_charter)
register("Hunt-Lenox Globe", hunt_lenox_globe)
register("Molasses Reef Caravel", molasses_reef_caravel)
register("Mona Lisa", mona_lisa)
register("Moses", moses_compel, moses_score)
register("Petition of Right", petition_of_right)
register("Tortugas Galleon", tortugas_galleon)
