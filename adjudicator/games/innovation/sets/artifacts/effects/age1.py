"""Artifacts of History, age 1 effects. Each function's docstring is the card's
text; the effects are registered with ``register`` in card order, an "I compel"
effect like a demand (ART-16)."""

from __future__ import annotations

from typing import Any

from adjudicator.games.innovation.engine.cards import (
    BASE,
    COLORS,
    Color,
    Icon,
    Splay,
    card,
    card_ages,
)
from adjudicator.games.innovation.engine.dogma import EffectContext, Gen, value
from adjudicator.games.innovation.engine.ending import check_achievement_win
from adjudicator.games.innovation.engine.places import locate
from adjudicator.games.innovation.sets.artifacts.data import is_artifact
from adjudicator.games.innovation.sets.artifacts.effects import register


def _has_demand(ctx: EffectContext, c: str) -> bool:
    """ "A card with a demand effect": an "I demand" or an "I compel" (ART-17)."""
    return any(t.demanding for t in card(c).effects_for(ctx.state.edition))


# --- Ark of the Covenant ------------------------------------------------------
def ark_of_the_covenant(ctx: EffectContext) -> Gen:
    """Return a card from your hand. Transfer all cards of the same color from the boards
    of all players with no top Artifacts to your score pile. If Ark of the Covenant is a
    top card on any board, transfer it to your hand."""
    returned = yield from ctx.choose_card(ctx.hand(), prompt="return a card from your hand")
    if returned is None:
        ctx.note(f"{ctx.player} has no card in hand: no color to transfer")
    else:
        ctx.return_card(returned)
        color = card(returned).color
        # the players without a top Artifact, judged before any pile moves
        players = [n for n in ctx.everyone() if not any(is_artifact(t) for t in ctx.top_cards(n))]
        for n in players:
            for c in ctx.pile(color, n):  # top to bottom
                ctx.transfer(c, ctx.player, "score")
    ark = "Ark of the Covenant"
    if any(ark in ctx.top_cards(n) for n in ctx.everyone()):
        ctx.transfer(ark, ctx.player, "hand")


# --- Basur Hoyuk Tokens -------------------------------------------------------
def basur_hoyuk_tokens(ctx: EffectContext) -> Gen:
    """Draw and reveal a [4]. If you have a top card of the drawn card's color that comes
    before it in the alphabet, return the drawn card and all cards from your score pile."""
    drawn = ctx.draw_and_reveal(4)
    top = ctx.top(card(drawn).color)
    if top is None or not top.casefold() < drawn.casefold():
        ctx.note(f"{ctx.player} has no top {card(drawn).color} card before {drawn} in the alphabet")
        return
    ctx.return_card(drawn)
    ctx.return_cards(ctx.score_pile())  # in the order they arrived
    return
    yield


# --- Dancing Girl -------------------------------------------------------------
DANCING_GIRL = "Dancing Girl"


def _dancing_girl_track(ctx: EffectContext) -> dict[str, Any]:
    """Where Dancing Girl started this action and the boards it has been on,
    remembered from the first of its effects to run in the action."""
    key = f"{DANCING_GIRL}:boards"
    track: dict[str, Any] | None = ctx.memory.get(key)
    if track is None:
        where = locate(ctx.state, DANCING_GIRL)
        start = where.player if where.kind == "board" else None
        track = {"start": start, "boards": [start] if start else []}
        ctx.memory[key] = track
    return track


def dancing_girl_compel(ctx: EffectContext) -> Gen:
    """I compel you to transfer Dancing Girl to your board!"""
    track = _dancing_girl_track(ctx)
    where = locate(ctx.state, DANCING_GIRL)
    if where.kind == "board" and where.player == ctx.player:
        ctx.note(f"{DANCING_GIRL} is on {ctx.player}'s board already")
        return
    if where.kind not in ("board", "hand", "score"):  # ART-11: a display is out of reach
        ctx.note(f"{DANCING_GIRL} is on no board, in no hand and no score pile: no transfer")
        return
    ctx.transfer(DANCING_GIRL, ctx.player, "board")
    if ctx.player not in track["boards"]:
        track["boards"].append(ctx.player)
    return
    yield


def dancing_girl_win(ctx: EffectContext) -> Gen:
    """If Dancing Girl has been on every board during this action, and it started on your
    board, you win."""
    track = _dancing_girl_track(ctx)
    missing = [n for n in ctx.state.players if n.name not in track["boards"]]
    if missing:
        names = ", ".join(p.name for p in missing)
        ctx.note(f"{DANCING_GIRL} has not been on every board during this action ({names})")
        return
    if track["start"] != ctx.player:
        ctx.note(f"{DANCING_GIRL} did not start on {ctx.player}'s board")
        return
    ctx.win()
    return
    yield


# --- Electrum Stater of Efesos ------------------------------------------------
def electrum_stater_of_efesos(ctx: EffectContext) -> Gen:
    """Draw and reveal a [3]. If you do not have a top card of the drawn card's color, meld
    it and repeat this effect."""
    while True:
        drawn = ctx.draw_and_reveal(3)
        color = card(drawn).color
        if ctx.top(color) is not None:
            ctx.note(f"{ctx.player} has a top {color} card: {drawn} stays in hand")
            return
        ctx.meld(drawn)  # DOGMA-11: repeat
    yield


# --- Holmegaard Bows ----------------------------------------------------------
def holmegaard_bows_compel(ctx: EffectContext) -> Gen:
    """I compel you to transfer the highest top card with a [castle] on your board to my
    hand!"""
    tops = ctx.with_icon(ctx.top_cards(), Icon.CASTLE)
    if not tops:
        ctx.note(f"{ctx.player} has no top card with a castle")
        return
    highest = yield from ctx.choose_extreme(
        tops, 1, prompt="transfer your highest top card with a castle (a tie: choose one)"
    )
    for c in highest:
        ctx.transfer(c, ctx.leader, "hand")


def holmegaard_bows_draw(ctx: EffectContext) -> Gen:
    """Draw a [2]."""
    ctx.draw(2)
    return
    yield


# --- Jiskairumoko Necklace ----------------------------------------------------
def jiskairumoko_necklace_compel(ctx: EffectContext) -> Gen:
    """I compel you to return a card from your score pile! If you do, transfer an
    achievement of the same value from your achievements to mine!"""
    returned = yield from ctx.choose_card(
        ctx.score_pile(), prompt="return a card from your score pile"
    )
    if returned is None:
        ctx.note(f"{ctx.player} has no card in the score pile")
        return
    ctx.return_card(returned)
    age = value(returned)
    ages = card_ages()
    mine = [a for a in ctx.p().achievements if ages.get(a) == age]
    chosen = yield from ctx.choose_card(
        mine, prompt=f"transfer an achievement of value {age} to the compelling player"
    )
    if chosen is None:
        ctx.note(f"{ctx.player} has no achievement of value {age}")
        return
    ctx.transfer(chosen, ctx.leader, "achievements")
    check_achievement_win(ctx.g, ctx.leader)  # END-1: a transfer does not check it


# --- Lurgan Canoe -------------------------------------------------------------
def lurgan_canoe(ctx: EffectContext) -> Gen:
    """Meld a card from your hand. Score all other cards of the same color from your
    board. If you scored at least one card, repeat this effect."""
    while True:
        melded = yield from ctx.choose_card(ctx.hand(), prompt="meld a card from your hand")
        if melded is None:
            ctx.note(f"{ctx.player} has no card in hand to meld")
            return
        ctx.meld(melded)
        others = [c for c in ctx.pile(card(melded).color) if c != melded]
        for c in others:  # top to bottom
            ctx.score(c)
        if not others:
            ctx.note("no other card of that color was scored: no repeat")
            return


# --- Mask of Warka ------------------------------------------------------------
def mask_of_warka(ctx: EffectContext) -> Gen:
    """Choose a color. Each player reveals all cards of that color from their hand. If you
    are the only player to reveal cards, return them and claim all achievements of value
    matching those cards, ignoring eligibility."""
    color = yield from ctx.choose_color(COLORS, prompt="choose a color")
    revealed: dict[str, list[str]] = {}
    for n in ctx.everyone():
        cards = ctx.of_color(ctx.hand(n), color)
        for c in cards:
            ctx.reveal(c, n)
        if cards:
            revealed[n] = cards
    if list(revealed) != [ctx.player]:
        who = ", ".join(revealed) or "no one"
        ctx.note(f"{ctx.player} is not the only player to reveal cards ({who} revealed)")
        return
    mine = revealed[ctx.player]
    ctx.return_cards(mine)
    for age in sorted({value(c) for c in mine}):
        while ctx.claim_standard(age) is not None:  # every available one of that value
            pass


# --- Papyrus of Ani -----------------------------------------------------------
def choose_set(ctx: EffectContext, prompt: str) -> Gen:
    """ "A card of any type" / "choose a card set": one of the sets in play,
    answered by its name (base, artifacts, echoes, cities)."""
    sets = [BASE, *[s for s in ctx.state.expansions if s != BASE]]
    index = yield from ctx.choose_alternative(sets, prompt=prompt)
    return sets[index]


def papyrus_of_ani(ctx: EffectContext) -> Gen:
    """Return a purple card from your hand. If you do, draw and reveal a card of any type
    of value two higher. If the drawn card is purple, meld it and execute each of its
    non-demand dogma effects. Do not share them."""
    returned = yield from ctx.choose_card(
        ctx.of_color(ctx.hand(), Color.PURPLE), prompt="return a purple card from your hand"
    )
    if returned is None:
        ctx.note(f"{ctx.player} has no purple card in hand")
        return
    ctx.return_card(returned)
    age = value(returned) + 2
    supply = yield from choose_set(
        ctx, prompt=f"draw and reveal a card of any type of value {age}: choose the set"
    )
    drawn = ctx.draw_from(supply, age, how="draws (to reveal)")
    ctx.reveal(drawn)
    if card(drawn).color != Color.PURPLE:
        ctx.note(f"{drawn} is not purple: it stays in hand")
        return
    ctx.meld(drawn)
    yield from ctx.execute(drawn)  # DOGMA-8


# --- Pavlovian Tusk -----------------------------------------------------------
def pavlovian_tusk(ctx: EffectContext) -> Gen:
    """Draw three cards of value equal to your top green card. Return one of the drawn
    cards. Score one of the drawn cards."""
    green = ctx.top(Color.GREEN)
    age = value(green) if green is not None else 0
    drawn = [ctx.draw(age) for _ in range(3)]
    back = yield from ctx.choose_card(
        [c for c in drawn if c in ctx.hand()], prompt="return one of the drawn cards"
    )
    if back is not None:
        ctx.return_card(back)
    scored = yield from ctx.choose_card(
        [c for c in drawn if c in ctx.hand()], prompt="score one of the drawn cards"
    )
    if scored is not None:
        ctx.score(scored)


# --- Priest-King --------------------------------------------------------------
def priest_king_score(ctx: EffectContext) -> Gen:
    """Score a card from your hand. If you have a top card matching its color, execute each
    of the top card's non-demand dogma effects. Do not share them."""
    scored = yield from ctx.choose_card(ctx.hand(), prompt="score a card from your hand")
    if scored is None:
        ctx.note(f"{ctx.player} has no card in hand")
        return
    ctx.score(scored)
    top = ctx.top(card(scored).color)
    if top is None:
        ctx.note(f"{ctx.player} has no top {card(scored).color} card")
        return
    yield from ctx.execute(top)  # DOGMA-8


def priest_king_claim(ctx: EffectContext) -> Gen:
    """Claim an achievement, if eligible."""
    yield from ctx.claim_by_age(
        eligible=True,
        rule="ACHIEVE-1",
        prompt="claim an achievement you are eligible for: its value",
    )


# --- Sibidu Needle ------------------------------------------------------------
def sibidu_needle(ctx: EffectContext) -> Gen:
    """Draw and reveal a [1]. If you have a top card of matching color and value to the
    drawn card, score the drawn card and repeat this effect."""
    while True:
        drawn = ctx.draw_and_reveal(1)
        top = ctx.top(card(drawn).color)
        if top is None or value(top) != value(drawn):
            ctx.note(f"{ctx.player} has no top card of {drawn}'s color and value: it stays")
            return
        ctx.score(drawn)  # DOGMA-11: repeat
    yield


# --- Tale of the Shipwrecked Sailor -------------------------------------------
def tale_of_the_shipwrecked_sailor(ctx: EffectContext) -> Gen:
    """Choose a color. Draw a [1]. Meld a card of the chosen color from your hand. If you
    do, splay that color left."""
    color = yield from ctx.choose_color(COLORS, prompt="choose a color")
    ctx.draw(1)
    melded = yield from ctx.choose_card(
        ctx.of_color(ctx.hand(), color), prompt=f"meld a {color} card from your hand"
    )
    if melded is None:
        ctx.note(f"{ctx.player} has no {color} card in hand")
        return
    ctx.meld(melded)
    ctx.splay(color, Splay.LEFT)


# --- Treaty of Kadesh ---------------------------------------------------------
def treaty_of_kadesh_compel(ctx: EffectContext) -> Gen:
    """I compel you to return all top cards from your board with a demand effect!"""
    tops = [c for c in ctx.top_cards() if _has_demand(ctx, c)]
    if not tops:
        ctx.note(f"{ctx.player} has no top card with a demand effect")
    ctx.return_cards(tops)  # in board order
    return
    yield


def treaty_of_kadesh_score(ctx: EffectContext) -> Gen:
    """Score a top, non-blue card from your board with a demand effect."""
    options = [c for c in ctx.top_cards() if card(c).color != Color.BLUE and _has_demand(ctx, c)]
    chosen = yield from ctx.choose_card(
        options, prompt="score a top non-blue card with a demand effect from your board"
    )
    if chosen is None:
        ctx.note(f"{ctx.player} has no top non-blue card with a demand effect")
        return
    ctx.score(chosen)


# --- Xianrendong Shards -------------------------------------------------------
def xianrendong_shards(ctx: EffectContext) -> Gen:
    """Reveal three cards from your hand. Score two, then tuck the other. If you score two
    cards of the same color, draw three [1]s."""
    shown = yield from ctx.choose_cards(
        ctx.hand(), min=3, max=3, prompt="reveal three cards from your hand"
    )
    if not shown:
        ctx.note(f"{ctx.player} has no card in hand")
        return
    for c in shown:
        ctx.reveal(c)
    scored = yield from ctx.choose_cards(
        shown, min=2, max=2, prompt="score two of the revealed cards (the other is tucked)"
    )
    for c in scored:
        ctx.score(c)
    for c in shown:
        if c not in scored:
            ctx.tuck(c)
    if len(scored) == 2 and card(scored[0]).color == card(scored[1]).color:
        for _ in range(3):
            ctx.draw(1)
    else:
        ctx.note(f"{ctx.player} did not score two cards of the same color")


register("Ark of the Covenant", ark_of_the_covenant)
register("Basur Hoyuk Tokens", basur_hoyuk_tokens)
register("Dancing Girl", dancing_girl_compel, dancing_girl_win)
register("Electrum Stater of Efesos", electrum_stater_of_efesos)
register("Holmegaard Bows", holmegaard_bows_compel, holmegaard_bows_draw)
register("Jiskairumoko Necklace", jiskairumoko_necklace_compel)
register("Lurgan Canoe", lurgan_canoe)
register("Mask of Warka", mask_of_warka)
register("Papyrus of Ani", papyrus_of_ani)
register("Pavlovian Tusk", pavlovian_tusk)
register("Priest-King", priest_king_score, priest_king_claim)
register("Sibidu Needle", sibidu_needle)
register("Tale of the Shipwrecked Sailor", tale_of_the_shipwrecked_sailor)
register("Treaty of Kadesh", treaty_of_kadesh_compel, treaty_of_kadesh_score)
register("Xianrendong Shards", xianrendong_shards)
