"""Primitives: meld, tuck, score, return, transfer, exchange, reveal, splay,
unsplay, rearrange, remove, achieve, and changes made as a record reports them.

Every primitive changes the state through :class:`~.game_base.GameBase`, records one
:class:`~adjudicator.core.steps.Step` per card moved (citing the rule), and then
checks special achievements (SPECIAL-1) and the achievement win (END-1). The
rest of the rules' machinery lives beside this module: :mod:`.draws` (drawing,
re-exported here as :func:`draw` for card sets), :mod:`.places` (where cards
are), :mod:`.recording` (steps, trigger points, special achievements) and
:mod:`.ending` (the ends of the game).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from adjudicator.core.steps import NO_CAUSE as NO_CAUSE
from adjudicator.core.steps import Cause as Cause
from adjudicator.core.steps import Verb
from adjudicator.core.steps import Zone as Zone
from adjudicator.games.innovation.engine.board_icons import player_named, player_names
from adjudicator.games.innovation.engine.cards import Color, Splay, card
from adjudicator.games.innovation.engine.draws import draw as draw
from adjudicator.games.innovation.engine.ending import check_achievement_win
from adjudicator.games.innovation.engine.game_base import Would
from adjudicator.games.innovation.engine.places import board_zone, locate, put, take, zone_text
from adjudicator.games.innovation.engine.recording import fire, record, replace, take_special
from adjudicator.games.innovation.engine.state import PlayerState

if TYPE_CHECKING:
    from adjudicator.games.innovation.engine.game_base import GameBase


class DogmaComplete(Exception):
    """ "The dogma action is complete" (Fission): skip the rest of the action."""


# ----------------------------------------------------------------------------
# moves that have a name in the rules


def _move(
    g: GameBase,
    player: str,
    name: str,
    dst: Zone,
    cause: Cause,
    # no "*": a missing argument filled from a tuple, not a dict (every move)
    verb: Verb,
    phrase: str,
    rule: str,
    bottom: bool = False,
) -> Zone:
    src = take(g.state, name, g.undo)
    put(g.state, name, dst, bottom=bottom, undo=g.undo)
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


def meld(
    g: GameBase,
    player: str,
    name: str,
    cause: Cause,
    # no "*": a missing argument filled from a tuple, not a dict (every meld)
    rule: str = "MELD-1",
    by_action: bool = False,
) -> bool:
    """Put the card on top of its color pile, continuing any splay (MELD-1);
    ``by_action``: the Meld action's meld (the ``meld`` trigger says so).
    Returns whether the card was melded: False when a replacement ran
    instead (FIG-16), whatever it returned."""
    if "meld" in g.triggers.replaced and replace(
        g, Would("meld", player, name, None, None, cause, {"by_action": by_action})
    ):
        return False
    _move(g, player, name, board_zone(player, name), cause, verb="meld", phrase="melds", rule=rule)
    if "meld" in g.triggers.points:  # its detail made only for a listener
        fire(g, "meld", player, cause, name, detail={"by_action": by_action})
    return True


def tuck(g: GameBase, player: str, name: str, cause: Cause) -> None:
    """TERM-TUCK; counts toward Monument (SPECIAL-2)."""
    if "tuck" in g.triggers.replaced and replace(g, Would("tuck", player, name, None, None, cause)):
        return
    _counted(g, player).tucked_this_turn += 1
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
    if "tuck" in g.triggers.points:  # fire's test, inline
        fire(g, "tuck", player, cause, name)


def _counted(g: GameBase, player: str) -> PlayerState:
    """``player``, whose tuck or score counter (SPECIAL-2) is about to change."""
    p = player_named(g.state, player)
    if g.undo is not None:
        g.undo.counters(p)
    return p


def score(g: GameBase, player: str, name: str, cause: Cause) -> None:
    """TERM-SCORE; counts toward Monument (SPECIAL-2)."""
    if "score" in g.triggers.replaced and replace(
        g, Would("score", player, name, None, None, cause)
    ):
        return
    _counted(g, player).scored_this_turn += 1
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
    if "score" in g.triggers.points:  # fire's test, inline
        fire(g, "score", player, cause, name)


def foreshadow(g: GameBase, player: str, name: str, cause: Cause) -> None:
    """ECHO-21: into ``player``'s forecast, face down."""
    _move(
        g,
        player,
        name,
        Zone("forecast", player),
        cause,
        verb="foreshadow",
        phrase="foreshadows",
        rule="ECHO-21",
    )


def achieve_card(
    g: GameBase, player: str, name: str, cause: Cause, *, rule: str = "ECHO-27"
) -> None:
    """ "Achieve a card" from wherever it is (a hand, a forecast, a score pile, a
    board, the available achievements): into ``player``'s achievements (ECHO-27)."""
    if "achieve" in g.triggers.replaced and replace(
        g, Would("achieve", player, name, None, None, cause)
    ):
        return
    _move(
        g,
        player,
        name,
        Zone("achievements", player),
        cause,
        verb="achieve",
        phrase="achieves",
        rule=rule,
    )
    check_achievement_win(g, player)


def return_card(g: GameBase, player: str, name: str, cause: Cause) -> None:
    """TERM-RETURN: to the bottom of its age's supply pile (of its own set); a
    relic beside the supply piles (ART-21)."""
    if "return" in g.triggers.replaced and replace(
        g, Would("return", player, name, None, None, cause)
    ):
        return
    back = card(name)
    _move(
        g,
        player,
        name,
        Zone("relics") if back.relic else Zone("deck", age=back.age, set=back.set),
        cause,
        verb="return",
        phrase="returns",
        rule="TERM-RETURN",
        bottom=True,
    )


def transfer(g: GameBase, player: str, name: str, dst: Zone, cause: Cause) -> None:
    """TERM-TRANSFER: to a board it goes on top of its color's pile."""
    if "transfer" in g.triggers.replaced and replace(
        g, Would("transfer", player, name, None, None, cause, {"to": dst})
    ):
        return
    if dst.kind == "board":
        assert dst.player is not None
        dst = board_zone(dst.player, name)
    src = take(g.state, name, g.undo)
    put(g.state, name, dst, undo=g.undo)
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
    if dst.kind == "achievements" and dst.player is not None:  # one more achievement (END-1)
        check_achievement_win(g, dst.player)


def remove(g: GameBase, player: str, name: str, cause: Cause) -> None:
    """TERM-REMOVE: out of the game."""
    if "remove" in g.triggers.replaced and replace(
        g, Would("remove", player, name, None, None, cause)
    ):
        return
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
    g: GameBase,
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
        take(g.state, name, g.undo)
    for name in side_b:
        take(g.state, name, g.undo)
    for name in side_a:
        put(
            g.state,
            name,
            zone_b if zone_b.kind != "board" else board_zone(zone_b.player or "", name),
            undo=g.undo,
        )
    for name in side_b:
        put(
            g.state,
            name,
            zone_a if zone_a.kind != "board" else board_zone(zone_a.player or "", name),
            undo=g.undo,
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


def reveal(g: GameBase, player: str, name: str, cause: Cause) -> None:
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


def splay(g: GameBase, player: str, color: Color, direction: Splay, cause: Cause) -> bool:
    """TERM-SPLAY. Returns False (and records nothing) when it does nothing;
    a splay replaced (FIG-16) returns what its replacement returned."""
    pile = player_named(g.state, player).board[color]
    if len(pile.cards) < 2 or pile.splay == direction:
        return False
    if "splay" in g.triggers.replaced:
        detail = {"color": color, "to": direction}
        done = replace(g, Would("splay", player, None, None, None, cause, detail))
        if done:
            return bool(done[0])
    before = pile.splay
    if g.undo is not None:
        g.undo.splay(pile)
    pile.splay = direction
    verb: Verb = "unsplay" if direction is Splay.NONE else "splay"
    # the enums' strs first: an f-string with a conversion ("!s") or an enum member
    # compiles to str.format, one call a part
    pile_word, was, to = str(color), str(before), str(direction)
    text = (
        f"{player} unsplays their {pile_word} cards (were splayed {was})"
        if direction is Splay.NONE
        else f"{player} splays their {pile_word} cards {to}"
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
    if "splay" in g.triggers.points:  # fire's test, inline
        fire(g, "splay", player, cause, detail={"color": color, "from": before, "to": direction})
    return True


def rearrange(g: GameBase, player: str, color: Color, order: list[str], cause: Cause) -> bool:
    pile = player_named(g.state, player).board[color]
    if sorted(order) != sorted(pile.cards):
        raise ValueError("rearrangement must use the same cards")
    if order == pile.cards:
        return False
    if g.undo is not None:
        g.undo.touch(pile.cards)
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


def achieve(g: GameBase, player: str, name: str, cause: Cause, *, rule: str = "ACHIEVE-1") -> None:
    """Claim an available standard achievement (ACHIEVE-1)."""
    if "achieve" in g.triggers.replaced and replace(
        g, Would("achieve", player, name, None, None, cause)
    ):
        return
    mine = player_named(g.state, player).achievements
    if g.undo is not None:
        g.undo.touch(g.state.achievements)
        g.undo.touch(mine)
    g.state.achievements.remove(name)
    mine.append(name)
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


# ----------------------------------------------------------------------------
# changes a game record reports, made as reported: an outcome accepted because
# it depended on cards the record's viewer did not see. They cite no rule and
# claim nothing; the caller checks the end afterwards (``outside.check_achievement_end``).


def move_as_recorded(
    g: GameBase, name: str, dst: Zone, *, verb: Verb, text: str, actor: str | None, shown: bool
) -> None:
    """Move ``name`` to ``dst`` (a tuck or a return to the bottom); the step names
    the card only when the record ``shown`` it. A tuck or a score still counts
    toward Monument (SPECIAL-2)."""
    src = take(g.state, name, g.undo)
    put(g.state, name, dst, bottom=verb in ("tuck", "return"), undo=g.undo)
    # a hidden card's back still shows its age (a log writes "scores a [2]")
    detail = None if shown else {"age": card(name).age}
    _as_recorded(g, verb, text, actor, name if shown else None, src, dst, detail)
    if actor in player_names(g.state) and verb in ("tuck", "score"):
        mover = _counted(g, actor)
        if verb == "tuck":
            mover.tucked_this_turn += 1
        else:
            mover.scored_this_turn += 1


def splay_as_recorded(
    g: GameBase,
    player: str,
    color: Color,
    direction: Splay,
    *,
    verb: Verb,
    text: str,
    actor: str | None,
) -> None:
    pile = player_named(g.state, player).board[color]
    before = pile.splay
    if g.undo is not None:
        g.undo.splay(pile)
    pile.splay = direction
    detail = {"color": color, "from": before, "to": direction}
    _as_recorded(g, verb, text, actor, None, None, Zone("board", player, color=color), detail)


def claim_as_recorded(g: GameBase, player: str, name: str, *, text: str, actor: str | None) -> bool:
    """Claim the special achievement ``name``; False when it is not available."""
    if not take_special(g.state, player, name, g.undo):
        return False
    _as_recorded(g, "claim", text, actor, name, None, None)
    return True


def _as_recorded(
    g: GameBase,
    verb: Verb,
    text: str,
    actor: str | None,
    card_name: str | None,
    src: Zone | None,
    dst: Zone | None,
    detail: dict[str, Any] | None = None,
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
        detail=detail,
    )
