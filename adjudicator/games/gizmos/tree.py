"""Gizmos's side of decision trees (the explorer and its drawing are
:mod:`adjudicator.core.tree`): the choices of one turn — the decisions of the
action, which triggered gizmo to use next (GIZ-TRIGGER-2), picks, the
research choice — with chance nodes where the dispenser gives a sphere
(GIZ-PICK-1, GIZ-PICK-3) and where a research draws its cards
(GIZ-RESEARCH-1). The parts of a turn are the action and each triggered
gizmo's effect; an outcome is summed up by what changed for each player.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Sequence
from math import comb
from typing import TYPE_CHECKING, Any

from adjudicator.core.steps import Cause, Step
from adjudicator.core.tree import DecisionTree, Limits, NeedChance
from adjudicator.core.tree import explore as explore_position
from adjudicator.games.gizmos.actions import Action
from adjudicator.games.gizmos.cards import COLORS, Color, card, is_card
from adjudicator.games.gizmos.rules import vp
from adjudicator.games.gizmos.state import PlayerState, State
from adjudicator.games.gizmos.steps import step_spheres

if TYPE_CHECKING:
    from adjudicator.games.gizmos.game import Game

# research outcomes listed at most per chance node (the title gives them all)
MAX_SETS = 60


def explore(
    game: Game,
    action: Action,
    *,
    taken: Sequence[Any] = (),
    drawn: Sequence[str] = (),
    limits: Limits | None = None,
) -> DecisionTree:
    """The decision tree of the turn ``action`` starts, from ``game`` (just
    before it). ``taken``: the answers actually given; ``drawn``: what chance
    actually gave, in order (a sphere's colour, a research's cards as
    :func:`set_label` writes them), as :func:`chance_path` reads them."""

    def prepare(g: Game, forced: list[str]) -> None:
        feed = ChanceFeed(g, forced)
        g.table.source = feed
        g.table.research_order = feed.research

    return explore_position(game, action, prepare, taken=taken, drawn=drawn, limits=limits)


def set_label(cards: Sequence[int]) -> str:
    """A research outcome as a chance label: its cards, sorted."""
    return ", ".join(map(str, sorted(cards)))


def chance_path(steps: Sequence[Step]) -> list[str]:
    """What chance gave during a turn's ``steps``, as chance labels in order."""
    out: list[str] = []
    for step in steps:
        if step.verb in ("refill_row", "draw"):
            out += [c for c, n in step_spheres(step).items() for _ in range(n)]
        elif step.verb == "research":
            out.append(set_label([int(c) for c in step.cards]))
    return out


class ChanceFeed:
    """A sphere source and a research order for one explored path: the path's
    outcomes in order, then :class:`NeedChance` at the next chance event."""

    def __init__(self, game: Game, forced: Sequence[str]) -> None:
        self.game = game
        self.forced = list(forced)

    def _next(self) -> str | None:
        return self.forced.pop(0) if self.forced else None

    def take(self, state: State) -> Color | None:
        d = state.dispenser
        inside = d.counts()
        colors = [c for c in COLORS if inside[c]]
        if not colors:
            return None
        chosen = self._next()
        if chosen is None:
            top = d.queue[0] if d.queue else colors[0]
            title = f"a sphere comes out of the dispenser ({_inside_text(inside)})"
            raise NeedChance(title, list(colors), self.game.effect_cause, top)
        color: Color = next(c for c in COLORS if c == chosen)
        if color in d.queue:
            d.queue.remove(color)
        else:
            d.bag[color] -= 1
        return color

    def research(self, state: State, level: int, n: int) -> None:
        deck = state.decks[level]
        chosen = self._next()
        if chosen is None:
            sets = itertools.islice(
                itertools.combinations(sorted(deck), min(n, len(deck))), MAX_SETS
            )
            total = comb(len(deck), min(n, len(deck)))
            title = f"research: {min(n, len(deck))} of the {len(deck)} level {level} cards ({total} ways)"
            top = set_label(deck[:n])
            labels = [set_label(s) for s in sets]
            raise NeedChance(
                title, labels if top in labels else [top, *labels], self.game.effect_cause, top
            )
        wanted = [int(c) for c in chosen.split(", ")]
        state.decks[level] = wanted + [c for c in deck if c not in wanted]


def _inside_text(inside: dict[Color, int]) -> str:
    return ", ".join(f"{n} {c}" for c, n in inside.items() if n)


# ---------------------------------------------------------------------------
# parts, colours, outcomes


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
