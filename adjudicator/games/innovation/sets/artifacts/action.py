"""The free artifact action's struct (ART-13); its rules are in :mod:`.display`."""

from __future__ import annotations

from typing import Literal

from adjudicator.games.innovation.engine.actions import Action

ArtifactChoice = Literal["dogma", "return", "pass"]


class ArtifactAction(Action, frozen=True, tag="artifact"):
    """ART-13: at the start of a turn, the displayed artifact's free Dogma action
    (then it is returned), its return, or a pass."""

    choice: ArtifactChoice

    def __str__(self) -> str:
        words = {
            "dogma": "takes the free Dogma action on the displayed artifact",
            "return": "returns the displayed artifact",
            "pass": "leaves the displayed artifact on display",
        }
        return f"{self.player} {words[self.choice]}"
