"""Echoes age 6 effects. Each function's docstring is the card's text: the echo
effect (ECHO-13) registered with ``register_echo``, the dogma effects in card
order with ``register``."""

from __future__ import annotations

from adjudicator.games.innovation.engine.cards import Color, Splay, card, card_ages
from adjudicator.games.innovation.engine.dogma import EffectContext, Gen, value
from adjudicator.games.innovation.sets.echoes.achievements import most_hexes
from adjudicator.games.innovation.sets.echoes.decisions import DistinctValueCards
from adjudicator.games.innovation.sets.echoes.effects import register, register_echo

ANY_VALUE = tuple(range(1, 11))


# --- Bifocals ----------------------------------------------------------------
def bifocals_echo(ctx: EffectContext) -> Gen:
    """Draw and foreshadow a card of any value."""
    age = yield from ctx.choose_value(ANY_VALUE, prompt="draw and foreshadow a card of any value")
    ctx.draw_and_foreshadow(age)


def bifocals_return(ctx: EffectContext) -> Gen:
    """You may return a card from your forecast. If you do, draw and foreshadow a card of
    equal value to the card returned."""
    chosen = yield from ctx.choose_card(
        ctx.forecast(), optional=True, prompt="you may return a card from your forecast"
    )
    if chosen is None:
        return
    ctx.return_card(chosen)
    ctx.draw_and_foreshadow(value(chosen))


def bifocals_splay(ctx: EffectContext) -> Gen:
    """You may splay your green cards right."""
    yield from ctx.may_splay([Color.GREEN], Splay.RIGHT)


register_echo("Bifocals", bifocals_echo)
register("Bifocals", bifocals_return, bifocals_splay)


# --- Dentures ----------------------------------------------------------------
def _dentures_key(ctx: EffectContext) -> str:
    """The memory of the last card the executing player tucked due to Dentures."""
    return f"Dentures:{ctx.player}"


def dentures_echo(ctx: EffectContext) -> Gen:
    """Draw and tuck a [6]."""
    ctx.memory[_dentures_key(ctx)] = ctx.draw_and_tuck(6)
    return
    yield


def dentures_score(ctx: EffectContext) -> Gen:
    """Score the top two non-bottom cards of the color of the last card you tucked due to
    Dentures. If there are none to score, draw and tuck a [6], then repeat this dogma
    effect."""
    while not _dentures_scores(ctx):
        ctx.memory[_dentures_key(ctx)] = ctx.draw_and_tuck(6)
    return
    yield


def _dentures_scores(ctx: EffectContext) -> bool:
    """One execution of Dentures' first effect up to its "if": False when there
    were none to score."""
    last: str | None = ctx.memory.get(_dentures_key(ctx))
    if last is None:
        ctx.note(f"{ctx.player} has tucked no card due to Dentures: none to score", rule="ECHO-20")
        return False
    color = card(last).color
    scoring = ctx.pile(color)[:-1][:2]  # the pile top first, its bottom card left out
    if not scoring:
        ctx.note(f"{ctx.player} has no non-bottom {color} card: none to score")
        return False
    for c in scoring:  # top first
        ctx.score(c)
    return True


def dentures_splay(ctx: EffectContext) -> Gen:
    """You may splay your blue cards right."""
    yield from ctx.may_splay([Color.BLUE], Splay.RIGHT)


register_echo("Dentures", dentures_echo)
register("Dentures", dentures_score, dentures_splay)


# --- Hot Air Balloon ---------------------------------------------------------
def hot_air_balloon_echo(ctx: EffectContext) -> Gen:
    """Draw and score a [7]."""
    ctx.draw_and_score(7)
    return
    yield


def _achievement_values(ctx: EffectContext, player: str) -> set[int]:
    """The values of the cards among ``player``'s achievements (specials have none)."""
    ages = card_ages()
    return {ages[a] for a in ctx.p(player).achievements if a in ages}


def hot_air_balloon(ctx: EffectContext) -> Gen:
    """You may achieve (if eligible) a top card from any other player's board if they have
    an achievement of matching value. If you do, transfer your top green card to that
    player's board. Otherwise, draw and meld a [7]."""
    owner_of: dict[str, str] = {}
    for other in ctx.others():
        values = _achievement_values(ctx, other)
        for c in ctx.top_cards(other):
            if value(c) in values and ctx.eligible(value(c)):
                owner_of[c] = other
    chosen = yield from ctx.choose_card(
        list(owner_of),
        optional=True,
        prompt="you may achieve a top card from another player's board "
        "(they hold an achievement of its value)",
        rule="ECHO-27",
    )
    if chosen is None:
        if not owner_of:
            ctx.note(f"{ctx.player} may achieve no top card of another player's board")
        ctx.draw_and_meld(7)
        return
    other = owner_of[chosen]
    ctx.achieve_card(chosen)
    green = ctx.top(Color.GREEN)
    if green is None:
        ctx.note(f"{ctx.player} has no top green card to transfer")
        return
    ctx.transfer(green, other, "board")


register_echo("Hot Air Balloon", hot_air_balloon_echo)
register("Hot Air Balloon", hot_air_balloon)


# --- Indian Clubs ------------------------------------------------------------
def indian_clubs_demand(ctx: EffectContext) -> Gen:
    """I demand you return two cards from your score pile!"""
    chosen = yield from ctx.choose_cards(
        ctx.score_pile(), min=2, max=2, prompt="return two cards from your score pile"
    )
    if not chosen:
        ctx.note(f"{ctx.player} has no card in their score pile: nothing to return")
    ctx.return_cards(chosen)


def indian_clubs_score(ctx: EffectContext) -> Gen:
    """For every value of card you have in your score pile, score a card from your hand of
    that value."""
    values = sorted({value(c) for c in ctx.score_pile()})  # fixed first (TERM-COUNT)
    if not values:
        ctx.note(f"{ctx.player} has no card in their score pile")
    for age in values:
        chosen = yield from ctx.choose_card(
            ctx.of_value(ctx.hand(), age), prompt=f"score a {age} from your hand"
        )
        if chosen is None:
            ctx.note(f"{ctx.player} has no {age} in hand to score")
        else:
            ctx.score(chosen)


register("Indian Clubs", indian_clubs_demand, indian_clubs_score)


# --- Kaleidoscope ------------------------------------------------------------
def kaleidoscope(ctx: EffectContext) -> Gen:
    """Draw and meld a [7]. You may splay your cards of that color right."""
    melded = ctx.draw_and_meld(7)
    color = card(melded).color
    yield from ctx.may_splay([color], Splay.RIGHT)


register("Kaleidoscope", kaleidoscope)


# --- Loom --------------------------------------------------------------------
def loom_echo(ctx: EffectContext) -> Gen:
    """Score your lowest top card."""
    lowest = yield from ctx.choose_extreme(
        ctx.top_cards(), lowest=True, prompt="score your lowest top card (a tie)"
    )
    if not lowest:
        ctx.note(f"{ctx.player} has no top card to score")
        return
    ctx.score(lowest[0])


def loom_return(ctx: EffectContext) -> Gen:
    """You may return two cards of different value from your score pile. If you do, draw
    and tuck three [6]s."""
    pile = ctx.score_pile()
    if len({value(c) for c in pile}) < 2:
        ctx.note(f"{ctx.player} has no two cards of different value in their score pile")
        return
    prompt = "you may return two cards of different value from your score pile"
    chosen = yield DistinctValueCards(
        player=ctx.player, prompt=prompt, optional=True, min=2, max=2, options=tuple(pile)
    )
    if not chosen:
        return
    ctx.return_cards(tuple(chosen))
    for _ in range(3):
        ctx.draw_and_tuck(6)


def loom_heritage(ctx: EffectContext) -> Gen:
    """If you have five or more [hex] visible on your board in one color, claim the Heritage
    achievement."""
    hexes = most_hexes(ctx.me)
    if hexes < 5:
        ctx.note(f"{ctx.player} shows at most {hexes} hexes in one color: no Heritage")
    elif not ctx.claim("Heritage"):
        ctx.note("Heritage is not available", rule="ECHO-29")
    return
    yield


register_echo("Loom", loom_echo)
register("Loom", loom_return, loom_heritage)


# --- Morphine ----------------------------------------------------------------
MORPHINE_RETURNED = "Morphine:returned by the demand"


def morphine_echo(ctx: EffectContext) -> Gen:
    """Score an odd-valued card from your hand."""
    odd = [c for c in ctx.hand() if value(c) % 2 == 1]
    chosen = yield from ctx.choose_card(odd, prompt="score an odd-valued card from your hand")
    if chosen is None:
        ctx.note(f"{ctx.player} has no odd-valued card in hand")
        return
    ctx.score(chosen)


def morphine_demand(ctx: EffectContext) -> Gen:
    """I demand you return all odd-valued cards in your hand! Draw a [6]!"""
    odd = [c for c in ctx.hand() if value(c) % 2 == 1]  # in hand order
    if odd:
        ctx.return_cards(odd)
        if not ctx.via_execute:
            best = max(value(c) for c in odd)
            ctx.memory[MORPHINE_RETURNED] = max(ctx.memory.get(MORPHINE_RETURNED, 0), best)
    else:
        ctx.note(f"{ctx.player} has no odd-valued card in hand")
    ctx.draw(6)
    return
    yield


def morphine_draw(ctx: EffectContext) -> Gen:
    """Draw a card of value one higher than the highest card returned due to the demand, if
    any were returned."""
    best = 0 if ctx.via_execute else ctx.memory.get(MORPHINE_RETURNED, 0)
    if not best:
        ctx.note("no card was returned due to the demand", rule="DOGMA-10")
        return
    ctx.draw(best + 1)
    return
    yield


def morphine_splay(ctx: EffectContext) -> Gen:
    """You may splay your red cards right."""
    yield from ctx.may_splay([Color.RED], Splay.RIGHT)


register_echo("Morphine", morphine_echo)
register("Morphine", morphine_demand, morphine_draw, morphine_splay)


# --- Shrapnel ----------------------------------------------------------------
def shrapnel_demand(ctx: EffectContext) -> Gen:
    """I demand you draw and tuck a [6]! Transfer the top two cards of its color from your
    board to my score pile! Transfer the bottom card of its color from my board to your
    score pile!"""
    tucked = ctx.draw_and_tuck(6)
    color = card(tucked).color
    for c in ctx.pile(color)[:2]:  # top first
        ctx.transfer(c, ctx.leader, "score")
    bottom = ctx.bottom(color, ctx.leader)
    if bottom is None:
        ctx.note(f"{ctx.leader} has no {color} card to transfer")
        return
    ctx.transfer(bottom, ctx.player, "score")
    return
    yield


register("Shrapnel", shrapnel_demand)


# --- Steamboat ---------------------------------------------------------------
def steamboat_demand(ctx: EffectContext) -> Gen:
    """I demand you draw and reveal a [6]! If it is blue or yellow, transfer it and all
    cards in your hand to my hand! If it is red or green, keep it and transfer two cards
    from your score pile to mine! If it is purple, keep it!"""
    drawn = ctx.draw_and_reveal(6)
    color = card(drawn).color
    if color in (Color.BLUE, Color.YELLOW):
        ctx.transfer(drawn, ctx.leader, "hand")
        for c in ctx.hand():  # the rest of the hand, in hand order
            ctx.transfer(c, ctx.leader, "hand")
    elif color in (Color.RED, Color.GREEN):
        chosen = yield from ctx.choose_cards(
            ctx.score_pile(),
            min=2,
            max=2,
            prompt="transfer two cards from your score pile to the demanding player's",
        )
        if not chosen:
            ctx.note(f"{ctx.player} has no card in their score pile to transfer")
        for c in chosen:
            ctx.transfer(c, ctx.leader, "score")
    else:
        ctx.note(f"{drawn} is purple: {ctx.player} keeps it")


register("Steamboat", steamboat_demand)


# --- Stethoscope -------------------------------------------------------------
def _stethoscope_key(player: str) -> str:
    return f"Stethoscope:{player}"


def stethoscope_echo(ctx: EffectContext) -> Gen:
    """Meld a blue or yellow card from your hand."""
    options = [c for c in ctx.hand() if card(c).color in (Color.BLUE, Color.YELLOW)]
    chosen = yield from ctx.choose_card(options, prompt="meld a blue or yellow card from your hand")
    if chosen is None:
        ctx.note(f"{ctx.player} has no blue or yellow card in hand")
        return
    ctx.meld(chosen)
    ctx.memory.setdefault(_stethoscope_key(ctx.player), []).append(chosen)


def stethoscope_draw(ctx: EffectContext) -> Gen:
    """Draw a [7]. If you melded a blue card due to Stethoscope's echo effect, draw an
    [8]."""
    ctx.draw(7)
    melded: list[str] = ctx.memory.get(_stethoscope_key(ctx.player), [])
    if any(card(c).color is Color.BLUE for c in melded):
        ctx.draw(8)
    else:
        ctx.note(
            f"{ctx.player} melded no blue card due to Stethoscope's echo effect", rule="ECHO-20"
        )
    return
    yield


def stethoscope_splay(ctx: EffectContext) -> Gen:
    """You may splay your yellow cards right."""
    yield from ctx.may_splay([Color.YELLOW], Splay.RIGHT)


register_echo("Stethoscope", stethoscope_echo)
register("Stethoscope", stethoscope_draw, stethoscope_splay)
