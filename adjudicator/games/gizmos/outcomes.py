"""What a Gizmos tree or drawing reads of a position: the part of a turn a
decision is in (the action, or a triggered gizmo's effect, GIZ-TRIGGER-2),
card colours, and outcomes — which positions count as the same outcome, and
what changed for each player."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from adjudicator.core.steps import Cause
from adjudicator.games.gizmos.cards import COLORS, card, is_card
from adjudicator.games.gizmos.rules import vp
from adjudicator.games.gizmos.state import PlayerState, State


def part_of_turn(cause: Cause) -> str | None:
    """The cluster of a node: the triggered gizmo whose effect it is in."""
    if cause.card is None:
        return None
    return f"{cause.card}: triggered effect (GIZ-TRIGGER-2)"


CARD_COLORS = {
    "red": "#c0392b",
    "blue": "#1f5fa8",
    "black": "#333333",
    "yellow": "#a57f00",
    "multi": "#7d3c98",
}


def card_color(name: str) -> str | None:
    if not name.isdigit() or not is_card(int(name)):
        return None
    return CARD_COLORS.get(str(card(int(name)).color), "#555555")


def _player_key(p: PlayerState) -> tuple[Any, ...]:
    ring = tuple(p.energy[c] for c in COLORS)
    return (p.name, tuple(p.built), tuple(sorted(p.archive)), ring, p.vp_tokens)


def outcome_key(st: State) -> tuple[Any, ...]:
    """Equal for positions a tree counts as the same outcome."""
    players = tuple(_player_key(st.players[n]) for n in st.names)
    rows = tuple(tuple(sorted(st.rows[lv])) for lv in (1, 2, 3))
    return (players, rows, tuple(sorted(st.energy_row)), tuple(st.winners), st.last_round)


def _signed(before: Sequence[Any], after: Sequence[Any]) -> list[str]:
    gone = Counter(before) - Counter(after)
    came = Counter(after) - Counter(before)
    return [f"+{n}" for n in sorted(came.elements())] + [f"−{n}" for n in sorted(gone.elements())]


def player_changes(before: PlayerState, after: PlayerState) -> list[str]:
    """What changed for one player, in short phrases."""
    out = []
    built = _signed(before.built, after.built)
    if built:
        out.append(f"built {' '.join(built)}")
    archive = _signed(before.archive, after.archive)
    if archive:
        out.append(f"archive {' '.join(archive)}")
    ring = [f"{after.energy[c] - before.energy[c]:+d} {c}" for c in COLORS]
    ring = [r for r, c in zip(ring, COLORS, strict=True) if after.energy[c] != before.energy[c]]
    if ring:
        out.append(f"ring {' '.join(ring)}")
    if vp(after) != vp(before):
        out.append(f"VP {vp(after) - vp(before):+d}")
    return out


def outcome_lines(before: State, after: State) -> list[str]:
    lines = []
    for name in after.names:
        changes = player_changes(before.players[name], after.players[name])
        if changes:
            lines.append(f"{name}: {'; '.join(changes)}")
    if after.last_round and not before.last_round:
        lines.append("the last round begins (GIZ-END-1)")
    if after.over:
        lines.append(f"{', '.join(after.winners)} wins (GIZ-END-4)")
    return lines or ["nothing changes"]
