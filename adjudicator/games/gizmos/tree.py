"""Gizmos's side of decision trees (the explorer and its drawing are
:mod:`adjudicator.core.tree`): the choices of one turn — the decisions of the
action, which triggered gizmo to use next (GIZ-TRIGGER-2), picks, the
research choice — with chance nodes where the dispenser gives a sphere
(GIZ-PICK-1, GIZ-PICK-3) and where a research draws its cards
(GIZ-RESEARCH-1). The parts of a turn and the outcomes are
:mod:`adjudicator.games.gizmos.outcomes`.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from math import comb
from typing import Any

from adjudicator.core.steps import Step
from adjudicator.core.tree import DecisionTree, Limits, NeedChance
from adjudicator.core.tree import explore as explore_position
from adjudicator.games.gizmos.actions import Action
from adjudicator.games.gizmos.cards import COLORS, Color
from adjudicator.games.gizmos.game import Game
from adjudicator.games.gizmos.state import State
from adjudicator.games.gizmos.steps import step_spheres

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
