"""What a decision tree shows of an Innovation position, read from the state:
the part of an action a step happens in (its effect, or the free draw), card
colours, and an outcome summed up by what changed for each player. The
explorer (:mod:`adjudicator.games.innovation.tree`) asks these through the
position's hooks (:mod:`.hooks`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from adjudicator.core.steps import Cause
from adjudicator.games.innovation.engine.actions import Action, Dogma
from adjudicator.games.innovation.engine.cards import COLORS, lookup
from adjudicator.games.innovation.engine.state import PlayerState, State

# ---------------------------------------------------------------------------
# the parts of an action, card colours


def part_of_action(action: Action, cause: Cause) -> str | None:
    """The cluster of a node: the effect (or demand) it happens in."""
    if cause.card is None:
        # outside every effect, a Dogma action still draws: the free draw
        return "after the effects: the free draw (DOGMA-6)" if isinstance(action, Dogma) else None
    if cause.effect is None:
        return f"{cause.card}: after the effects"
    if cause.effect < 0:  # ECHO-14
        return f"{cause.card}: echo effect"
    kind = "demand" if cause.demand else "effect"
    return f"{cause.card}: {kind} {cause.effect + 1}"


CARD_COLORS = {
    "red": "#c0392b",
    "yellow": "#a57f00",
    "green": "#1e8449",
    "blue": "#1f5fa8",
    "purple": "#7d3c98",
}


def card_color(name: str) -> str | None:
    found = lookup(name)
    return CARD_COLORS[str(found.color)] if found is not None else None


# ---------------------------------------------------------------------------
# outcomes


def _player_key(p: PlayerState) -> tuple[Any, ...]:
    board = tuple((str(c), tuple(p.board[c].cards), str(p.board[c].splay)) for c in COLORS)
    return (p.name, tuple(sorted(p.hand)), tuple(sorted(p.score)), board, tuple(p.achievements))


def outcome_key(st: State) -> tuple[Any, ...]:
    """Equal for positions a tree counts as the same outcome."""
    return (tuple(_player_key(p) for p in st.players), tuple(st.winners), st.game_over)


def _signed(before: Sequence[str], after: Sequence[str]) -> list[str]:
    gone = Counter(before) - Counter(after)
    came = Counter(after) - Counter(before)
    return [f"+{n}" for n in sorted(came.elements())] + [f"−{n}" for n in sorted(gone.elements())]


def _achievement_name(name: str) -> str:
    found = lookup(name)
    return f"age {found.age}" if found else name


def player_changes(before: PlayerState, after: PlayerState) -> list[str]:
    """What changed for one player, in short phrases."""
    out = []
    points = after.score_points() - before.score_points()
    score = _signed(before.score, after.score)
    if score:
        out.append(f"score {points:+d} ({' '.join(score)})")
    hand = _signed(before.hand, after.hand)
    if hand:
        out.append(f"hand {' '.join(hand)}")
    board = _signed(_board_cards(before), _board_cards(after))
    if board:
        out.append(f"board {' '.join(board)}")
    for c in COLORS:
        old, new = before.board[c].splay, after.board[c].splay
        if old != new:
            out.append(f"{c} splayed {new}" if new != "none" else f"{c} unsplayed")
    got = _signed(before.achievements, after.achievements)
    if got:
        out.append("achievements " + " ".join(s[0] + _achievement_name(s[1:]) for s in got))
    return out


def _board_cards(p: PlayerState) -> list[str]:
    return [n for c in COLORS for n in p.board[c].cards]


def _win_text(st: State) -> str:
    how = {"achievements": "on achievements", "score": "on score"}.get(
        st.game_over or "", f"by {st.game_over}"
    )
    verb = "wins" if len(st.winners) == 1 else "win"
    return f"{' and '.join(st.winners)} {verb} {how} ({st.game_over_rule})"


def outcome_lines(before: State, after: State) -> list[str]:
    lines = []
    for p in after.players:
        changes = player_changes(before.player(p.name), p)
        if changes:
            lines.append(f"{p.name}: {'; '.join(changes)}")
    if after.winners:
        lines.append(_win_text(after))
    return lines or ["nothing changes"]
