"""Artifacts of History: 105 artifacts and five relics, digging at the end of
a Meld action, the display and its free action at the start of a turn,
"I compel" effects (ART-1 to ART-23, ``rules.md``).

The play modules import the engine, which imports this registry, so the
handlers and the action here load them on first use."""

from __future__ import annotations

from typing import TYPE_CHECKING

from adjudicator.games.innovation.engine.registry import (
    ActionGen,
    CardSet,
    ExtraAction,
    MeldEnd,
    Trigger,
)
from adjudicator.games.innovation.sets.artifacts.action import ArtifactAction
from adjudicator.games.innovation.sets.artifacts.data import ARTIFACTS, load_artifacts

if TYPE_CHECKING:
    from adjudicator.games.innovation.engine.actions import Action
    from adjudicator.games.innovation.engine.game_base import GameBase


def _dig(g: GameBase, t: Trigger) -> ActionGen | None:
    from adjudicator.games.innovation.sets.artifacts import dig

    return dig.dig(g, t)


def _legal(g: GameBase, player: str) -> list[Action]:
    from adjudicator.games.innovation.sets.artifacts import display

    return display.artifact_legal(g, player)


def _problem(g: GameBase, action: Action) -> str | None:
    from adjudicator.games.innovation.sets.artifacts import display

    return display.artifact_problem(g, action)


def _run(g: GameBase, action: Action) -> ActionGen:
    from adjudicator.games.innovation.sets.artifacts import display

    return display.artifact_action(g, action)


SET = CardSet(
    name=ARTIFACTS,
    cards=load_artifacts,
    effect_modules=(
        *(f"{__name__}.effects.age{n}" for n in range(1, 11)),
        f"{__name__}.effects.relics",
    ),
    end_of_meld=(MeldEnd("dig", _dig, asks=True),),
    actions=(ExtraAction(ArtifactAction, "ART-13", _legal, _problem, _run, free=True),),
    more_to_win=1,
)
