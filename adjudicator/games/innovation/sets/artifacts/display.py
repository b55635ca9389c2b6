"""The display (ART-11 to ART-15): the free artifact action at the start of a
turn — the displayed artifact's free Dogma action and its return, its return
alone, or a pass."""

from __future__ import annotations

from adjudicator.core.problems import IllegalAction
from adjudicator.core.steps import NO_CAUSE
from adjudicator.games.innovation.engine import rules
from adjudicator.games.innovation.engine.actions import Action
from adjudicator.games.innovation.engine.cards import card
from adjudicator.games.innovation.engine.dogma import dogma_action
from adjudicator.games.innovation.engine.game_base import ActionGen, GameBase
from adjudicator.games.innovation.engine.places import locate
from adjudicator.games.innovation.engine.recording import note
from adjudicator.games.innovation.sets.artifacts.action import ArtifactAction, ArtifactChoice


def taken_this_turn(g: GameBase, player: str) -> bool:
    """ART-13: has ``player`` taken the free artifact action this turn already?"""
    turn = g.state.turn
    for step in reversed(g.steps):
        if step.verb == "turn":
            return False
        if step.verb != "action" or step.detail is None:
            continue
        if step.detail.get("turn") != turn:
            return False
        if step.actor == player and step.detail.get("action") == "artifact":
            return True
    return False


def artifact_legal(g: GameBase, player: str) -> list[Action]:
    me = g.state.player(player)
    if not me.display or taken_this_turn(g, player):
        return []
    choices: tuple[ArtifactChoice, ...] = (
        ("dogma", "return", "pass") if card(me.display[0]).featured else ("return", "pass")
    )
    return [ArtifactAction(player=player, choice=c) for c in choices]


def artifact_problem(g: GameBase, action: Action) -> str | None:
    assert isinstance(action, ArtifactAction)
    me = g.state.player(action.player)
    if not me.display:
        raise IllegalAction(f"{action.player} has no artifact on display", rule="ART-13")
    if taken_this_turn(g, action.player):
        raise IllegalAction(
            f"{action.player} has taken the free artifact action this turn", rule="ART-13"
        )
    if action.choice == "dogma" and not card(me.display[0]).featured:
        raise IllegalAction(f"{me.display[0]} has no featured icon: no Dogma on it", rule="ART-4")
    return None


def artifact_action(g: GameBase, action: Action) -> ActionGen:
    """ART-13 to ART-15."""
    assert isinstance(action, ArtifactAction)
    me = action.player
    name = g.state.player(me).display[0]
    if action.choice == "pass":
        note(g, me, f"{me} leaves {name} on display", "ART-13")
        return
    if action.choice == "dogma":
        featured = card(name).dogma_icon
        extra = card(name).icon_count(featured)
        yield from dogma_action(g, me, name, displayed=extra)
        if locate(g.state, name).kind == "deck":  # returned already by its own effect
            return
        note(g, me, f"the free Dogma action on {name} is over: it is returned", "ART-15")
    rules.return_card(g, me, name, NO_CAUSE)
