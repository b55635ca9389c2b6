"""Primitives: draw, meld, tuck, score, return, transfer, exchange, reveal,
splay, unsplay, remove, achieve, claim, and the ends of the game.

Every primitive changes the state through :class:`Game`, records one
:class:`~adjudicator.core.steps.Step` per card moved (citing the rule), and then
checks special achievements (SPECIAL-1) and the achievement win (END-1).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from adjudicator.core.steps import NO_CAUSE as NO_CAUSE
from adjudicator.core.steps import Cause as Cause
from adjudicator.core.steps import Step, Verb
from adjudicator.core.steps import Zone as Zone
from adjudicator.games.innovation import sets
from adjudicator.games.innovation.cards import BASE, Color, Icon, Splay, card
from adjudicator.games.innovation.sets import Trigger, TriggerPoint
from adjudicator.games.innovation.state import PlayerState, State
from adjudicator.games.innovation.visibility import names_in

if TYPE_CHECKING:
    from adjudicator.games.innovation.game import Game


class GameOver(Exception):
    """Raised by a primitive when the game ends; unwinds everything at once."""

    def __init__(self, winners: list[str], reason: str, rule: str, text: str) -> None:
        super().__init__(text)
        self.winners = winners
        self.reason = reason
        self.rule = rule
        self.text = text


class DogmaComplete(Exception):
    """ "The dogma action is complete" (Fission): skip the rest of the action."""


# ----------------------------------------------------------------------------
# describing places


def zone_text(zone: Zone) -> str:
    owner = f"{zone.player}'s " if zone.player else ""
    match zone.kind:
        case "hand":
            return f"{owner}hand"
        case "score":
            return f"{owner}score pile"
        case "board":
            return f"{owner}board"
        case "achievements":
            return f"{owner}achievements"
        case "deck":
            of_set = "" if zone.set == BASE else f"{zone.set} "
            return f"the {of_set}{zone.age} supply pile"
        case "removed":
            return "out of the game"
    return zone.kind


# ----------------------------------------------------------------------------
# finding and moving cards


def zone_cards(state: State, zone: Zone) -> list[str]:
    """The live list behind a zone (mutating it mutates the state)."""
    if zone.kind == "deck":
        assert zone.age is not None
        return state.supply[zone.set][zone.age]
    if zone.kind == "removed":
        return state.removed
    assert zone.player is not None
    p = state.player(zone.player)
    if zone.kind == "hand":
        return p.hand
    if zone.kind == "score":
        return p.score
    if zone.kind == "achievements":
        return p.achievements
    assert zone.color is not None
    return p.board[Color(zone.color)].cards


def locate(state: State, name: str) -> Zone:
    for p in state.players:
        if name in p.hand:
            return Zone("hand", p.name)
        if name in p.score:
            return Zone("score", p.name)
        pile = p.board[card(name).color]
        if name in pile.cards:
            return Zone("board", p.name, color=card(name).color)
        if name in p.achievements:
            return Zone("achievements", p.name)
    found = card(name)
    if name in state.pile(found.set, found.age):
        return Zone("deck", age=found.age, set=found.set)
    if name in state.removed:
        return Zone("removed")
    if name in state.achievements:
        return Zone("achievements")
    raise KeyError(f"{name} is nowhere")


def take(state: State, name: str) -> Zone:
    """Remove a card from wherever it is; a pile reduced to one card forgets
    its splay (TERM-SPLAY)."""
    zone = locate(state, name)
    cards = zone_cards(state, zone) if zone.kind != "achievements" or zone.player else None
    if cards is None:
        state.achievements.remove(name)
        return zone
    cards.remove(name)
    if zone.kind == "board":
        assert zone.player is not None and zone.color is not None
        pile = state.player(zone.player).board[Color(zone.color)]
        if len(pile.cards) < 2:
            pile.splay = Splay.NONE
    return zone


def put(state: State, name: str, zone: Zone, *, bottom: bool = False) -> None:
    cards = zone_cards(state, zone)
    if zone.kind in ("board", "deck"):
        # piles and decks are top first
        if bottom:
            cards.append(name)
        else:
            cards.insert(0, name)
    else:
        cards.append(name)


def board_zone(player: str, name: str) -> Zone:
    return Zone("board", player, color=card(name).color)


# ----------------------------------------------------------------------------
# recording


def record(
    g: Game,
    cause: Cause,
    verb: Verb,
    text: str,
    *,
    rule: str | None,
    actor: str | None,
    card_name: str | None = None,
    cards: tuple[str, ...] = (),
    src: Zone | None = None,
    dst: Zone | None = None,
    change: bool = True,
    detail: dict[str, Any] | None = None,
    check: bool = True,
) -> None:
    step = Step(
        text=text,
        verb=verb,
        rule=rule,
        actor=actor,
        card=card_name,
        cards=cards,
        src=src,
        dst=dst,
        cause=cause,
        change=change,
        detail=detail,
        mentions=tuple(names_in(text)),
    )
    g.add_step(step)
    if change and check:
        # only the players this change touched can newly qualify (SPECIAL-1)
        ends = (src.player if src else None, dst.player if dst else None, actor)
        touched = {p for p in ends if p}
        board = any(z is not None and z.kind == "board" for z in (src, dst))
        check_special_achievements(g, touched, boards=board or verb in BOARD_VERBS)


# ----------------------------------------------------------------------------
# draws


def draw_age(state: State, age: int, supply: str = BASE) -> int:
    """DRAW-2: the age actually drawn (11 means past the tenth pile)."""
    age = max(age, 1)
    while age <= 10 and not state.pile(supply, age):
        age += 1
    return age


def draw(
    g: Game,
    player: str,
    age: int,
    cause: Cause,
    *,
    how: str = "draws",
    rule: str = "DRAW-1",
    supply: str = BASE,
) -> str:
    """Draw a card of ``age`` from ``supply``'s piles into ``player``'s hand
    (DRAW-2, DRAW-3)."""
    actual = draw_age(g.state, age, supply)
    if actual > 10:
        end_by_score(g, f"{player} must draw a card above 10")
    src = Zone("deck", age=actual, set=supply)
    pile = zone_cards(g.state, src)
    # an expansion's piles are drawn from the top (its chance arrives with its rules)
    name = g.source.take(g.state, actual, player) if supply == BASE else pile[0]
    pile.remove(name)
    dst = Zone("hand", player)
    put(g.state, name, dst)
    skipped = f" (the {age} pile is empty)" if actual != max(age, 1) else ""
    if skipped:
        rule = "DRAW-2"
    of_set = "" if supply == BASE else f"{supply} "
    record(
        g,
        cause,
        "draw",
        f"{player} {how} {name} from the {of_set}{actual} pile{skipped}",
        rule=rule,
        actor=player,
        card_name=name,
        src=src,
        dst=dst,
        detail={"age": age, "drawn_age": actual},
    )
    fire(g, "draw", player, cause, name)
    return name


# ----------------------------------------------------------------------------
# moves that have a name in the rules


def _move(
    g: Game,
    player: str,
    name: str,
    dst: Zone,
    cause: Cause,
    *,
    verb: Verb,
    phrase: str,
    rule: str,
    bottom: bool = False,
) -> Zone:
    src = take(g.state, name)
    put(g.state, name, dst, bottom=bottom)
    frm = (
        ""
        if src.kind == "hand" and src.player == player and verb != "transfer"
        else (f" from {zone_text(src)}")
    )
    record(
        g,
        cause,
        verb,
        f"{player} {phrase} {name}{frm}",
        rule=rule,
        actor=player,
        card_name=name,
        src=src,
        dst=dst,
    )
    return src


def meld(g: Game, player: str, name: str, cause: Cause, *, rule: str = "MELD-1") -> None:
    """Put the card on top of its color pile, continuing any splay (MELD-1)."""
    _move(g, player, name, board_zone(player, name), cause, verb="meld", phrase="melds", rule=rule)
    fire(g, "meld", player, cause, name)


def tuck(g: Game, player: str, name: str, cause: Cause) -> None:
    """TERM-TUCK; counts toward Monument (SPECIAL-2)."""
    g.state.player(player).tucked_this_turn += 1
    _move(
        g,
        player,
        name,
        board_zone(player, name),
        cause,
        verb="tuck",
        phrase="tucks",
        rule="TERM-TUCK",
        bottom=True,
    )
    fire(g, "tuck", player, cause, name)


def score(g: Game, player: str, name: str, cause: Cause) -> None:
    """TERM-SCORE; counts toward Monument (SPECIAL-2)."""
    g.state.player(player).scored_this_turn += 1
    _move(
        g,
        player,
        name,
        Zone("score", player),
        cause,
        verb="score",
        phrase="scores",
        rule="TERM-SCORE",
    )
    fire(g, "score", player, cause, name)


def return_card(g: Game, player: str, name: str, cause: Cause) -> None:
    """TERM-RETURN: to the bottom of its age's supply pile (of its own set)."""
    _move(
        g,
        player,
        name,
        Zone("deck", age=card(name).age, set=card(name).set),
        cause,
        verb="return",
        phrase="returns",
        rule="TERM-RETURN",
        bottom=True,
    )


def transfer(g: Game, player: str, name: str, dst: Zone, cause: Cause) -> None:
    """TERM-TRANSFER: to a board it goes on top of its color's pile."""
    if dst.kind == "board":
        assert dst.player is not None
        dst = board_zone(dst.player, name)
    src = take(g.state, name)
    put(g.state, name, dst)
    record(
        g,
        cause,
        "transfer",
        f"{player} transfers {name} from {zone_text(src)} to {zone_text(dst)}",
        rule="TERM-TRANSFER",
        actor=player,
        card_name=name,
        src=src,
        dst=dst,
    )


def remove(g: Game, player: str, name: str, cause: Cause) -> None:
    """TERM-REMOVE: out of the game."""
    _move(
        g,
        player,
        name,
        Zone("removed"),
        cause,
        verb="remove",
        phrase="removes",
        rule="TERM-REMOVE",
    )


def exchange(
    g: Game,
    player: str,
    side_a: list[str],
    zone_a: Zone,
    side_b: list[str],
    zone_b: Zone,
    cause: Cause,
) -> None:
    """TERM-EXCHANGE: swap two groups, even when one is empty (DOGMA-7)."""
    if not side_a and not side_b:
        record(
            g,
            cause,
            "exchange",
            f"{player} exchanges nothing: both {zone_text(zone_a)} and {zone_text(zone_b)} "
            "offer no cards",
            rule="TERM-EXCHANGE",
            actor=player,
            change=False,
        )
        return
    for name in side_a:
        take(g.state, name)
    for name in side_b:
        take(g.state, name)
    for name in side_a:
        put(
            g.state,
            name,
            zone_b if zone_b.kind != "board" else board_zone(zone_b.player or "", name),
        )
    for name in side_b:
        put(
            g.state,
            name,
            zone_a if zone_a.kind != "board" else board_zone(zone_a.player or "", name),
        )
    a_txt = ", ".join(side_a) or "nothing"
    b_txt = ", ".join(side_b) or "nothing"
    record(
        g,
        cause,
        "exchange",
        f"{player} exchanges {a_txt} from {zone_text(zone_a)} with {b_txt} from {zone_text(zone_b)}",
        rule="TERM-EXCHANGE",
        actor=player,
        cards=(*side_a, *side_b),
        src=zone_a,
        dst=zone_b,
        detail={"a": list(side_a), "b": list(side_b)},
    )


def reveal(g: Game, player: str, name: str, cause: Cause) -> None:
    zone = locate(g.state, name)
    record(
        g,
        cause,
        "reveal",
        f"{player} reveals {name} ({card(name).color}, age {card(name).age})",
        rule="TERM-DRAWX",
        actor=player,
        card_name=name,
        src=zone,
    )


def splay(g: Game, player: str, color: Color, direction: Splay, cause: Cause) -> bool:
    """TERM-SPLAY. Returns False (and records nothing) when it does nothing."""
    pile = g.state.player(player).board[color]
    if len(pile.cards) < 2 or pile.splay == direction:
        return False
    before = pile.splay
    pile.splay = direction
    verb: Verb = "unsplay" if direction is Splay.NONE else "splay"
    text = (
        f"{player} unsplays their {color} cards (were splayed {before})"
        if direction is Splay.NONE
        else f"{player} splays their {color} cards {direction}"
    )
    record(
        g,
        cause,
        verb,
        text,
        rule="TERM-SPLAY",
        actor=player,
        dst=Zone("board", player, color=color),
        detail={"color": str(color), "from": str(before), "to": str(direction)},
    )
    fire(g, "splay", player, cause, detail={"color": color, "from": before, "to": direction})
    return True


def rearrange(g: Game, player: str, color: Color, order: list[str], cause: Cause) -> bool:
    pile = g.state.player(player).board[color]
    if sorted(order) != sorted(pile.cards):
        raise ValueError("rearrangement must use the same cards")
    if order == pile.cards:
        return False
    pile.cards[:] = order
    record(
        g,
        cause,
        "rearrange",
        f"{player} rearranges their {color} pile to {', '.join(order)} (top first)",
        rule="DOGMA-6",
        actor=player,
        cards=tuple(order),
        dst=Zone("board", player, color=color),
    )
    return True


# ----------------------------------------------------------------------------
# trigger points


def fire(
    g: Game,
    point: TriggerPoint,
    player: str,
    cause: Cause,
    card_name: str | None = None,
    *,
    detail: dict[str, Any] | None = None,
) -> None:
    """Let the sets in play react at ``point`` (their subscribers, in order)."""
    if g.triggers.listens(point):
        g.triggers.fire(g, Trigger(point, player, card_name, cause, detail))


# ----------------------------------------------------------------------------
# achievements and the end


def achieve(g: Game, player: str, name: str, cause: Cause, *, rule: str = "ACHIEVE-1") -> None:
    """Claim an available standard achievement (ACHIEVE-1)."""
    g.state.achievements.remove(name)
    g.state.player(player).achievements.append(name)
    record(
        g,
        cause,
        "achieve",
        f"{player} claims the age {card(name).age} achievement",
        rule=rule,
        actor=player,
        card_name=name,
        src=Zone("achievements"),
        dst=Zone("achievements", player),
    )
    check_achievement_win(g, player)


def claim_special(g: Game, player: str, name: str, cause: Cause, *, why: str) -> bool:
    """Claim a special achievement if still available (SPECIAL-1)."""
    if name not in g.state.specials:
        return False
    g.state.specials.remove(name)
    g.state.player(player).achievements.append(name)
    record(
        g,
        cause,
        "claim",
        f"{player} claims {name} ({why})",
        rule="SPECIAL-1",
        actor=player,
        card_name=name,
        src=Zone("achievements"),
        dst=Zone("achievements", player),
        check=False,
    )
    check_achievement_win(g, player)
    return True


def special_condition(
    p: PlayerState, name: str, counts: dict[Icon, int] | None = None
) -> str | None:
    """Why ``p`` qualifies for special achievement ``name`` (SPECIAL-2), or None;
    ``counts``: the player's icon counts, when already known."""
    found = sets.special(name)
    if found is None:
        return None
    return found.condition(p, counts if counts is not None else p.icon_counts())


BOARD_VERBS = frozenset({"splay", "unsplay", "rearrange", "meld", "tuck"})


def check_special_achievements(
    g: Game, players: set[str] | None = None, *, boards: bool = True
) -> None:
    """SPECIAL-1: after every change, players in turn order from the current one.
    ``players``: only these (the ones a change touched); ``boards``: whether a
    board changed (otherwise only those not about boards, like Monument, can
    newly be met)."""
    state = g.state
    if state.phase != "play" or not state.specials:
        return
    for name in state.turn_order_from_current():
        if players is not None and name not in players:
            continue
        p = state.player(name)
        wanted = [a for s in state.specials if (a := sets.special(s)) and (boards or not a.board)]
        counts = p.icon_counts() if any(a.icons for a in wanted) else {}
        for special in wanted:
            if special.name not in state.specials:
                continue
            why = special.condition(p, counts)
            if why is not None:
                claim_special(g, name, special.name, NO_CAUSE, why=why)


def check_achievement_win(g: Game, player: str) -> None:
    """END-1."""
    state = g.state
    need = state.achievements_to_win()
    have = state.achievement_total(player)
    if have >= need:
        winners = state.team_of(player)
        who = " and ".join(winners)
        raise GameOver(
            winners,
            "achievements",
            "END-1",
            f"{who} {'have' if len(winners) > 1 else 'has'} {have} achievements, "
            f"{need} are needed to win: the game ends",
        )


def end_by_score(g: Game, why: str) -> None:
    """END-2: highest score; ties by achievements; still tied, a shared win."""
    state = g.state
    groups: list[list[str]] = []
    for name in state.names:
        team = state.team_of(name)
        if team not in groups:
            groups.append(team)

    def key(team: list[str]) -> tuple[int, int]:
        pts = sum(state.player(n).score_points() for n in team)
        ach = sum(len(state.player(n).achievements) for n in team)
        return (pts, ach)

    best = max(key(t) for t in groups)
    winners = [n for t in groups if key(t) == best for n in t]
    winners = [n for n in state.names if n in winners]
    raise GameOver(
        winners,
        "score",
        "END-2",
        f"{why}: the game ends; {' and '.join(winners)} "
        f"{'win' if len(winners) > 1 else 'wins'} with {best[0]} points",
    )


def win(g: Game, player: str, card_name: str) -> None:
    """END-3: the executing player (and their partner) wins at once."""
    winners = g.state.team_of(player)
    winners = [n for n in g.state.names if n in winners]
    raise GameOver(winners, card_name, "END-3", f"{player} wins by {card_name}")


# ----------------------------------------------------------------------------
# changes a game record reports, made as reported: an outcome accepted because
# it depended on cards the record's viewer did not see. They cite no rule and
# claim nothing; the caller checks the end afterwards (Game.check_achievement_end).


def move_as_recorded(
    g: Game, name: str, dst: Zone, *, verb: Verb, text: str, actor: str | None, shown: bool
) -> None:
    """Move ``name`` to ``dst`` (a tuck or a return to the bottom); the step names
    the card only when the record ``shown`` it. A tuck or a score still counts
    toward Monument (SPECIAL-2)."""
    src = take(g.state, name)
    put(g.state, name, dst, bottom=verb in ("tuck", "return"))
    _as_recorded(g, verb, text, actor, name if shown else None, src, dst)
    if actor in g.state.names and verb in ("tuck", "score"):
        mover = g.state.player(actor)
        if verb == "tuck":
            mover.tucked_this_turn += 1
        else:
            mover.scored_this_turn += 1


def splay_as_recorded(
    g: Game,
    player: str,
    color: Color,
    direction: Splay,
    *,
    verb: Verb,
    text: str,
    actor: str | None,
) -> None:
    g.state.player(player).board[color].splay = direction
    _as_recorded(g, verb, text, actor, None, None, None)


def claim_as_recorded(g: Game, player: str, name: str, *, text: str, actor: str | None) -> bool:
    """Claim the special achievement ``name``; False when it is not available."""
    if name not in g.state.specials:
        return False
    g.state.specials.remove(name)
    g.state.player(player).achievements.append(name)
    _as_recorded(g, "claim", text, actor, name, None, None)
    return True


def _as_recorded(
    g: Game,
    verb: Verb,
    text: str,
    actor: str | None,
    card_name: str | None,
    src: Zone | None,
    dst: Zone | None,
) -> None:
    record(
        g,
        NO_CAUSE,
        verb,
        f"{text} (as recorded)",
        rule=None,
        actor=actor,
        card_name=card_name,
        src=src,
        dst=dst,
        check=False,
    )
