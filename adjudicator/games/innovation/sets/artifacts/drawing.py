"""Drawing from the Artifacts piles, which only texts naming them do (ART-5)."""

from __future__ import annotations

from adjudicator.core.steps import Cause
from adjudicator.games.innovation.engine.draws import draw_of_set
from adjudicator.games.innovation.engine.game_base import GameBase
from adjudicator.games.innovation.sets.artifacts.data import ARTIFACTS


def draw_artifact(g: GameBase, player: str, age: int, cause: Cause, how: str = "draws") -> str:
    """ART-5: "draw an Artifact of value N": the age found on the base piles
    (DRAW-2; above 10 the game ends), then the Artifacts pile of that age, or the
    base card of that age when that pile is empty (ECHO-10 applies to it)."""
    return draw_of_set(g, player, age, cause, ARTIFACTS, how, "ART-5")
