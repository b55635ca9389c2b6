"""Echoes age 10 effects. Each function's docstring is the card's text. No age 10
Echoes card has an echo effect."""

from __future__ import annotations

from collections import Counter

from adjudicator.games.innovation.engine.cards import COLORS, Color, Icon, Splay, card
from adjudicator.games.innovation.engine.dogma import EffectContext, Gen, value
from adjudicator.games.innovation.sets.echoes.effects import register

# "a card of any value": every value the text allows is an option (scenario.md)
ANY_VALUE = tuple(range(1, 11))
# Social Networking's icon types, in scenario.md's order and words
ICON_TYPES = (Icon.CASTLE, Icon.CROWN, Icon.LEAF, Icon.LIGHTBULB, Icon.FACTORY, Icon.CLOCK)


# --- Artificial Heart ------------------------------------------------------------
def artificial_heart(ctx: EffectContext) -> Gen:
    """Claim one standard achievement, if eligible. Your current score is doubled for the
    purpose of checking eligibility."""
    yield from ctx.claim_by_age(
        eligible=True,
        rule="ECHO-26",
        points=2 * ctx.points(),
        prompt="claim a standard achievement (your score doubled for eligibility): its age",
    )


# --- Camcorder ---------------------------------------------------------------------
def camcorder_demand(ctx: EffectContext) -> Gen:
    """I demand you transfer all cards in your hand to my hand! Draw a [9]!"""
    hand = ctx.hand()
    if not hand:
        ctx.note(f"{ctx.player} has no cards in hand: nothing to transfer")
    for c in hand:  # the whole hand, in the order the cards arrived (scenario.md)
        ctx.transfer(c, ctx.leader, "hand")
    ctx.draw(9)
    return
    yield


def camcorder(ctx: EffectContext) -> Gen:
    """Meld all [9]s from your hand. Return all other cards from your hand. Draw three
    [9]s."""
    hand = ctx.hand()
    for c in ctx.of_value(hand, 9):
        ctx.meld(c)
    for c in [c for c in hand if value(c) != 9]:
        ctx.return_card(c)
    for _ in range(3):  # one at a time, ECHO-10 judged before each (ECHO-11)
        ctx.draw(9)
    return
    yield


# --- Cell Phone --------------------------------------------------------------------
def cell_phone_draw(ctx: EffectContext) -> Gen:
    """Draw a [10] for every two [clock] on your board."""
    count = ctx.icons(Icon.CLOCK) // 2  # counted once, before the draws
    if count == 0:
        ctx.note(f"{ctx.player} has fewer than two clocks: nothing to draw")
    for _ in range(count):
        ctx.draw(10)
    return
    yield


def cell_phone_splay(ctx: EffectContext) -> Gen:
    """You may splay your green cards up."""
    yield from ctx.may_splay([Color.GREEN], Splay.UP)


def cell_phone_tuck(ctx: EffectContext) -> Gen:
    """You may tuck any number of cards with a [clock] from your hand, splaying up each
    color you tucked into."""
    options = ctx.with_icon(ctx.hand(), Icon.CLOCK)
    chosen = yield from ctx.choose_any(
        options,
        prompt="you may tuck any number of cards with a clock from your hand "
        "(each color tucked into is splayed up)",
    )
    for c in chosen:  # in the order named
        ctx.tuck(c)
        color = card(c).color
        if ctx.can_splay(color, Splay.UP):
            ctx.splay(color, Splay.UP)


# --- Flash Drive -------------------------------------------------------------------
def flash_drive_demand(ctx: EffectContext) -> Gen:
    """I demand you return four cards from your score pile!"""
    pile = ctx.score_pile()
    if not pile:
        ctx.note(f"{ctx.player} has no cards in their score pile: nothing to return")
        return
    chosen = yield from ctx.choose_cards(
        pile, min=4, max=4, prompt="return four cards from your score pile, in order"
    )
    ctx.return_cards(chosen)


def flash_drive(ctx: EffectContext) -> Gen:
    """Return a card from your score pile. If you do, you may splay any one color of your
    cards up."""
    chosen = yield from ctx.choose_card(
        ctx.score_pile(), prompt="return a card from your score pile"
    )
    if chosen is None:
        ctx.note(f"{ctx.player} has no cards in their score pile: nothing to return")
        return
    ctx.return_card(chosen)
    yield from ctx.may_splay(list(COLORS), Splay.UP, prompt="you may splay one color up")


# --- GPS ---------------------------------------------------------------------------
def gps_demand(ctx: EffectContext) -> Gen:
    """I demand you return all cards from your forecast!"""
    forecast = ctx.forecast()
    if not forecast:
        ctx.note(f"{ctx.player} has no cards in their forecast: nothing to return")
    ctx.return_cards(forecast)  # in the order they arrived (scenario.md)
    return
    yield


def gps_foreshadow(ctx: EffectContext) -> Gen:
    """Draw and foreshadow three [10]s."""
    for _ in range(3):
        ctx.draw_and_foreshadow(10)
    return
    yield


def gps_splay(ctx: EffectContext) -> Gen:
    """You may splay your yellow cards up."""
    yield from ctx.may_splay([Color.YELLOW], Splay.UP)


# --- Human Genome ------------------------------------------------------------------
def human_genome(ctx: EffectContext) -> Gen:
    """You may draw and score a card of any value. Take a bottom card from your board into
    your hand. If the values of all of the cards in your hand match the values of all the
    cards in your score pile exactly, you win."""
    age = yield from ctx.choose_value(
        ANY_VALUE, optional=True, prompt="you may draw and score a card of any value: the value"
    )
    if age is not None:
        ctx.draw_and_score(age)
    bottoms = [b for c in ctx.colors_on_board() if (b := ctx.bottom(c)) is not None]
    chosen = yield from ctx.choose_card(
        bottoms, prompt="take a bottom card from your board into your hand"
    )
    if chosen is None:
        ctx.note(f"{ctx.player} has no cards on their board: no bottom card to take")
    else:
        ctx.transfer(chosen, ctx.player, "hand")
    in_hand = Counter(value(c) for c in ctx.hand())
    in_score = Counter(value(c) for c in ctx.score_pile())
    if in_hand == in_score:
        ctx.win()
    else:
        ctx.note(
            f"the values in {ctx.player}'s hand ({_values(in_hand)}) do not match "
            f"those in their score pile ({_values(in_score)})"
        )


def _values(counts: Counter[int]) -> str:
    return ", ".join(map(str, sorted(counts.elements()))) or "none"


# --- MP3 ---------------------------------------------------------------------------
def mp3_claim(ctx: EffectContext) -> Gen:
    """Return any number of cards from your hand. For each card returned, claim two
    standard achievements for which you are eligible."""
    chosen = yield from ctx.choose_any(
        ctx.hand(), prompt="return any number of cards from your hand (two claims each)"
    )
    ctx.return_cards(chosen)
    for i in range(2 * len(chosen)):
        claimed = yield from ctx.claim_by_age(
            eligible=True,
            rule="ECHO-26",
            prompt=f"claim a standard achievement ({i + 1} of {2 * len(chosen)}): its age",
        )
        if claimed is None:
            return  # claiming never makes a player eligible for more


def mp3_score(ctx: EffectContext) -> Gen:
    """Draw and score a card of value equal to a bonus on your board."""
    options = sorted(set(ctx.bonuses()))
    if not options:
        ctx.note(f"{ctx.player} has no visible bonus: nothing to draw", rule="ECHO-9")
        return
    age = yield from ctx.choose_value(
        options, prompt="draw and score a card of value equal to a bonus on your board"
    )
    ctx.draw_and_score(age)


# --- Puzzle Cube -------------------------------------------------------------------
PUZZLE_CUBE_ALTERNATIVES = ("the bottom card", "two bottom cards")


def puzzle_cube_score(ctx: EffectContext) -> Gen:
    """You may score the bottom card or two bottom cards of one color from your board. If
    all the colors on your board contain the same number of visible cards (unsplayed = 1),
    you win."""
    color = yield from ctx.choose_color(
        ctx.colors_on_board(),
        optional=True,
        prompt="you may score the bottom card or two bottom cards of one color: the color",
    )
    if color is not None:
        pile = ctx.pile(color)
        count = 1
        if len(pile) >= 2:  # with one card, "two bottom cards" is no option
            pick = yield from ctx.choose_alternative(
                PUZZLE_CUBE_ALTERNATIVES,
                prompt=f"score the bottom card or two bottom cards of your {color} pile",
            )
            count = 1 if pick == 0 else 2
        for c in pile[-count:]:  # a group moves as it lies, top to bottom (scenario.md)
            ctx.score(c)
    visible = {c: ctx.visible_cards(c) for c in ctx.colors_on_board()}
    if len(set(visible.values())) <= 1:
        ctx.win()
    else:
        shown = ", ".join(f"{c} {n}" for c, n in visible.items())
        ctx.note(f"{ctx.player}'s colors show different numbers of visible cards ({shown})")


def draw_and_meld_a_10(ctx: EffectContext) -> Gen:
    """Draw and meld a [10]."""
    ctx.draw_and_meld(10)
    return
    yield


# --- Social Networking -------------------------------------------------------------
def social_networking_demand(ctx: EffectContext) -> Gen:
    """I demand you choose an icon type! Transfer all top cards without that icon from
    your board to my score pile!"""
    pick = yield from ctx.choose_alternative(
        [str(i) for i in ICON_TYPES], prompt="choose an icon type"
    )
    icon = ICON_TYPES[pick]
    moving = ctx.without_icon(ctx.top_cards(), icon)
    if not moving:
        ctx.note(f"every top card of {ctx.player} has a {icon}: nothing to transfer")
    for c in moving:  # the whole group, in board order (scenario.md)
        ctx.transfer(c, ctx.leader, "score")


def social_networking_win(ctx: EffectContext) -> Gen:
    """If you have fewer [factory], fewer [crown], and [castle] than each other player,
    you win."""
    icons = (Icon.FACTORY, Icon.CROWN, Icon.CASTLE)
    # "each other player" includes a partner in the team game (TEAM-1)
    if all(ctx.icons(i) < ctx.icons(i, o) for o in ctx.others() for i in icons):
        ctx.win()
    else:
        ctx.note(
            f"{ctx.player} does not have fewer factories, crowns and castles than each other player"
        )
    return
    yield


# --- Sudoku ------------------------------------------------------------------------
def sudoku(ctx: EffectContext) -> Gen:
    """Draw and meld a card of any value. If you have at least nine different bonus values
    visible on your board, you win. Execute each of the melded card's non-demand dogma
    effects. Do not share them."""
    age = yield from ctx.choose_value(ANY_VALUE, prompt="draw and meld a card of any value")
    melded = ctx.draw_and_meld(age)
    different = sorted(set(ctx.bonuses()))
    if len(different) >= 9:
        ctx.win()  # END-3: the game ends here
    ctx.note(
        f"{ctx.player} shows {len(different)} different bonus values: fewer than nine",
        rule="ECHO-9",
    )
    # DOGMA-8: its non-demand dogma effects only, never an echo effect (ECHO-19)
    yield from ctx.execute(melded)


register("Artificial Heart", artificial_heart)
register("Camcorder", camcorder_demand, camcorder)
register("Cell Phone", cell_phone_draw, cell_phone_splay, cell_phone_tuck)
register("Flash Drive", flash_drive_demand, flash_drive)
register("GPS", gps_demand, gps_foreshadow, gps_splay)
register("Human Genome", human_genome)
register("MP3", mp3_claim, mp3_score)
register("Puzzle Cube", puzzle_cube_score, draw_and_meld_a_10)
register("Social Networking", social_networking_demand, social_networking_win)
register("Sudoku", sudoku)
