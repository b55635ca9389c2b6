"""Helpers for Artifacts of History scenario tests: ``"expansions":
["artifacts"]`` (with others if asked), run through the scenario contract,
every card of the sets in play (relics, displays included) checked to be in
exactly one place. Built on :mod:`echoes_support`."""

from __future__ import annotations

from typing import Any

from echoes_support import EchoesResult, echoes_scenario, run_echoes

ArtifactsResult = EchoesResult


def artifacts_scenario(
    players: dict[str, dict[str, Any]],
    actions: list[dict[str, Any]],
    answers: list[Any] | None = None,
    *,
    expansions: list[str] | None = None,
    **kwargs: Any,
) -> dict[str, Any]:
    """A scenario dict with Artifacts in play (``expansions`` adds others);
    ``displays`` maps players to their display, ``artifacts_decks`` the tops of the
    Artifacts piles by age, ``relics`` False when relics are not used."""
    return echoes_scenario(
        players, actions, answers, expansions=["artifacts", *(expansions or [])], **kwargs
    )


def artifacts_dogma(
    card: str,
    players: dict[str, dict[str, Any]],
    answers: list[Any] | None = None,
    *,
    by: str | None = None,
    **kwargs: Any,
) -> ArtifactsResult:
    """One Dogma action on ``card`` by ``by`` (default: the first player), Artifacts in play."""
    actor = by or next(iter(players))
    kwargs.setdefault("current", actor)
    action = [{"player": actor, "action": "dogma", "card": card}]
    return run_echoes(artifacts_scenario(players, action, answers, **kwargs))


def artifacts_actions(
    players: dict[str, dict[str, Any]],
    actions: list[dict[str, Any]],
    answers: list[Any] | None = None,
    **kwargs: Any,
) -> ArtifactsResult:
    return run_echoes(artifacts_scenario(players, actions, answers, **kwargs))


def free_dogma(
    player: str, players: dict[str, dict[str, Any]], answers: list[Any] | None = None, **kwargs: Any
) -> ArtifactsResult:
    """The free artifact action "dogma" (ART-13, ART-14) on ``player``'s displayed artifact."""
    kwargs.setdefault("current", player)
    action = [{"player": player, "action": "artifact", "choice": "dogma"}]
    return run_echoes(artifacts_scenario(players, action, answers, **kwargs))
