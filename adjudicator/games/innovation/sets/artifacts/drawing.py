"""Drawing from the Artifacts piles, which only texts naming them do (ART-5)."""

from __future__ import annotations

from adjudicator.core.steps import Cause
from adjudicator.games.innovation.engine import rules
from adjudicator.games.innovation.engine.cards import BASE
from adjudicator.games.innovation.engine.draws import draw_age
from adjudicator.games.innovation.engine.ending import end_by_score
from adjudicator.games.innovation.engine.game_base import GameBase
from adjudicator.games.innovation.sets.artifacts.data import ARTIFACTS


def draw_artifact(g: GameBase, player: str, age: int, cause: Cause, how: str = "draws") -> str:
    """ART-5: "draw an Artifact of value N": the age found on the base piles
    (DRAW-2; above 10 the game ends), then the Artifacts pile of that age, or the
    base card of that age when that pile is empty (ECHO-10 applies to it)."""
    actual = draw_age(g.state, age, BASE)
    if actual > 10:
        end_by_score(g, f"{player} must draw a card above 10")
    if g.state.pile(ARTIFACTS, actual):
        return rules.draw(g, player, actual, cause, how=how, rule="ART-5", supply=ARTIFACTS)
    return rules.draw(g, player, actual, cause, how=f"{how} (the Artifacts pile is empty)")
