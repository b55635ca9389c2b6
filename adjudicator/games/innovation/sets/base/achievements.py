"""The base game's five special achievements and their conditions (SPECIAL-2).
Each condition keeps its text (``special_achievements.json`` beside this file) as
its docstring."""

from __future__ import annotations

from adjudicator.games.innovation.engine.cards import ICONS, Icon, Splay, card
from adjudicator.games.innovation.engine.registry import SpecialAchievement
from adjudicator.games.innovation.engine.state import PlayerState, packed_floor


def monument(p: PlayerState, counts: dict[Icon, int]) -> str | None:
    """Tuck six cards, or score six cards, during a single turn (tucks and scores are counted
    separately; six of either kind)."""
    if p.tucked_this_turn >= _MONUMENT:
        return f"tucked {p.tucked_this_turn} cards this turn"
    if p.scored_this_turn >= _MONUMENT:
        return f"scored {p.scored_this_turn} cards this turn"
    return None


def empire(p: PlayerState, counts: dict[Icon, int]) -> str | None:
    """Have three or more of each of the six icon types ([castle], [crown], [leaf],
    [lightbulb], [factory], [clock]) visible on your board."""
    for n in counts.values():
        if n < 3:
            return None
    return "three or more of every icon"


def world(p: PlayerState, counts: dict[Icon, int]) -> str | None:
    """Have twelve or more [clock] visible on your board."""
    n = counts[_CLOCK]
    return f"{n} visible clocks" if n >= 12 else None


def wonder(p: PlayerState, counts: dict[Icon, int]) -> str | None:
    """Have all five colors on your board, each splayed either right or up."""
    for pile in p.board.values():
        if not pile.cards or pile.splay not in _RIGHT_OR_UP:
            return None
    return "five colors, each splayed right or up"


# module constants: an enum member read from its class costs far more than a global
_RIGHT_OR_UP = (Splay.RIGHT, Splay.UP)
_CLOCK = Icon.CLOCK
_MONUMENT = 6  # cards tucked, or scored, in a turn


def universe(p: PlayerState, counts: dict[Icon, int]) -> str | None:
    """Have five top cards (all five colors), each of value 8 or higher."""
    if len(p.board) != 5:
        return None
    for pile in p.board.values():
        if not pile.cards or card(pile.cards[0]).age < 8:
            return None
    return "five top cards of value 8 or more"


SPECIALS: tuple[SpecialAchievement, ...] = (
    SpecialAchievement("Monument", monument, board=False, turn_floor=_MONUMENT),
    SpecialAchievement(
        "Empire", empire, icons=True, icon_floor=packed_floor(dict.fromkeys(ICONS, 3))
    ),
    SpecialAchievement("World", world, icons=True, icon_floor=packed_floor({_CLOCK: 12})),
    SpecialAchievement("Wonder", wonder, icon_floor=packed_floor({}, right_or_up=5)),
    SpecialAchievement("Universe", universe, icon_floor=packed_floor({}, tops_8=5)),
)
SPECIAL_ACHIEVEMENTS: tuple[str, ...] = tuple(s.name for s in SPECIALS)
