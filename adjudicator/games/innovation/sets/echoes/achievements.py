"""The five Echoes special achievements and their conditions (ECHO-28). Each
condition keeps its text (``achievements.json`` beside this file) as its
docstring; the cards that claim them on weaker terms (ECHO-29) use the
counts here."""

from __future__ import annotations

from adjudicator.games.innovation.engine.cards import COLORS, ICONS, UNSPLAYED, Color, Icon, card
from adjudicator.games.innovation.engine.registry import SpecialAchievement
from adjudicator.games.innovation.engine.state import PlayerState


def visible_bonuses(p: PlayerState) -> int:
    """ECHO-28: the visible bonuses on the board, Echoes and city bonuses together."""
    return sum(1 for m in p.visible_marks() if m.startswith("bonus_"))


def visible_hexes(p: PlayerState, color: Color) -> int:
    """The hexes a pile shows (music notes and city hexes included): the top
    card's, and those the splay reveals on covered cards (ECHO-28)."""
    pile = p.board[color]
    if not pile.cards:
        return 0
    n = _hexes(pile.cards[0], None)
    if pile.splay is not UNSPLAYED:
        n += sum(_hexes(name, pile.splay) for name in pile.cards[1:])
    return n


def _hexes(name: str, splay: object) -> int:
    c = card(name)
    marks = c.marks or ("",) * len(c.icons)
    shown = c.layout.shown(splay)  # type: ignore[arg-type]
    return sum(1 for i in shown if c.icons[i] is Icon.HEX and marks[i] in ("", "music_note"))


def most_hexes(p: PlayerState) -> int:
    return max(visible_hexes(p, c) for c in COLORS)


def most_echoes(p: PlayerState) -> int:
    """The most echo effects one pile shows (ECHO-28)."""
    return max(p.visible_marks(c).count("echo") for c in COLORS)


def supremacy_icon(p: PlayerState) -> Icon | None:
    """An icon of which three or more are visible in each of four colors."""
    for icon in ICONS:
        colors = sum(1 for c in COLORS if p.pile_icon_count(c, icon) >= 3)
        if colors >= 4:
            return icon
    return None


def wealth(p: PlayerState, counts: dict[Icon, int]) -> str | None:
    """Claim immediately if you have eight or more bonuses visible on your board."""
    n = visible_bonuses(p)
    return f"{n} visible bonuses" if n >= 8 else None


def destiny(p: PlayerState, counts: dict[Icon, int]) -> str | None:
    """Claim immediately if you have seven or more cards in your forecast."""
    n = len(p.forecast)
    return f"{n} cards in the forecast" if n >= 7 else None


def heritage(p: PlayerState, counts: dict[Icon, int]) -> str | None:
    """Claim immediately if you have eight or more [hex] visible in one color."""
    n = most_hexes(p)
    return f"{n} visible hexes in one color" if n >= 8 else None


def history(p: PlayerState, counts: dict[Icon, int]) -> str | None:
    """Claim immediately if you have a color with four or more visible echo effects."""
    n = most_echoes(p)
    return f"{n} visible echo effects in one color" if n >= 4 else None


def supremacy(p: PlayerState, counts: dict[Icon, int]) -> str | None:
    """Claim immediately if you have three or more of the same icon visible in each of four
    different colors (the same icon in all four)."""
    icon = supremacy_icon(p)
    return f"three or more {icon} in each of four colors" if icon is not None else None


SPECIALS: tuple[SpecialAchievement, ...] = (
    SpecialAchievement("Wealth", wealth),
    SpecialAchievement("Destiny", destiny, board=False),
    SpecialAchievement("Heritage", heritage),
    SpecialAchievement("History", history),
    SpecialAchievement("Supremacy", supremacy),
)
SPECIAL_ACHIEVEMENTS: tuple[str, ...] = tuple(s.name for s in SPECIALS)
