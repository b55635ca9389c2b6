"""Helpers for Echoes of the Past scenario tests: a scenario with
``"expansions": ["echoes"]`` (and optionally Cities), run through the scenario
contract, every card of the sets in play checked to be in exactly one place
(forecasts and Echoes piles included)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import msgspec
from support import Result, scenario

from adjudicator.games.innovation.engine.cards import card, set_cards
from adjudicator.games.innovation.engine.registry import special_names
from adjudicator.games.innovation.scenario import run_dict


class EchoesResult(Result):
    def forecast(self, player: str) -> list[str]:
        return list(self.state["players"][player]["forecast"])

    def echoes_deck(self, age: int) -> list[str]:
        return list(self.state["decks"]["echoes"][str(age)])

    def rules(self) -> list[str | None]:
        return [s["rule"] for s in self.steps]

    def player(self, name: str) -> dict[str, Any]:
        return self.state["players"][name]  # type: ignore[no-any-return]

    def display(self, player: str) -> list[str]:
        return list(self.state["players"][player].get("display", []))

    def artifacts_deck(self, age: int) -> list[str]:
        return list(self.state["decks"]["artifacts"][str(age)])

    @property
    def relics(self) -> list[str]:
        return list(self.state.get("relics", []))


def check_all_cards(state: dict[str, Any], expansions: list[str]) -> None:
    """Every card of the sets in play is in exactly one place."""
    specials = set(special_names(expansions))
    seen: Counter[str] = Counter()
    for p in state["players"].values():
        for pile in p["board"].values():
            seen.update(pile["cards"])
        seen.update(p["hand"])
        seen.update(p["score"])
        seen.update(p["forecast"])
        seen.update(p.get("display", []))
        seen.update(a for a in p["achievements"] if a not in specials)
    for deck in state["decks"].values():
        if isinstance(deck, dict):
            for pile in deck.values():
                seen.update(pile)
        else:
            seen.update(deck)
    seen.update(a for a in state["achievements"] if a not in specials)
    seen.update(state["removed"])
    seen.update(state.get("relics", []))
    names = {c.name for s in ("base", *expansions) for c in set_cards(s)}
    if state.get("relics") is None:  # relics not used: none is in the game
        names = {n for n in names if not card(n).relic}
    dupes = [n for n, k in seen.items() if k > 1]
    assert not dupes, f"cards in two places: {dupes}"
    assert set(seen) == names, f"missing: {names - set(seen)}; unknown: {set(seen) - names}"


def echoes_scenario(
    players: dict[str, dict[str, Any]],
    actions: list[dict[str, Any]],
    answers: list[Any] | None = None,
    *,
    order: list[str] | None = None,
    current: str | None = None,
    actions_left: int | None = None,
    decks: dict[int, list[str]] | None = None,
    echoes_decks: dict[int, list[str]] | None = None,
    achievements: list[str] | None = None,
    teams: list[list[str]] | None = None,
    removed: list[str] | None = None,
    turn: int | None = None,
    seed: int = 0,
    cities: bool = False,
    expansions: list[str] | None = None,
    displays: dict[str, list[str]] | None = None,
    artifacts_decks: dict[int, list[str]] | None = None,
    relics: bool | None = None,
) -> dict[str, Any]:
    """A scenario dict with Echoes in play (support.scenario's, with the
    expansions): ``players`` maps names to zones (board/hand/score/forecast/
    achievements); ``decks`` the tops of the base piles, ``echoes_decks`` and
    ``artifacts_decks`` those of the expansions' piles, by age."""
    for name, shown in (displays or {}).items():
        players.setdefault(name, {})["display"] = shown
    raw = scenario(
        players,
        actions,
        answers,
        order=order,
        current=current,
        actions_left=actions_left,
        decks=decks,
        achievements=achievements,
        teams=teams,
        removed=removed,
        turn=turn,
        seed=seed,
    )
    raw["expansions"] = expansions or (["echoes", "cities"] if cities else ["echoes"])
    for key, tops in (("echoes", echoes_decks), ("artifacts", artifacts_decks)):
        if tops:
            raw["setup"].setdefault("decks", {})[key] = {str(k): v for k, v in tops.items()}
    if relics is not None:
        raw["relics"] = relics
    return raw


def run_echoes(raw: dict[str, Any]) -> EchoesResult:
    result = run_dict(raw)
    out = msgspec.to_builtins(result.to_out())
    check_all_cards(out["state"], list(raw["expansions"]))
    return EchoesResult(out, result.exit_code)


def echoes_dogma(
    card: str,
    players: dict[str, dict[str, Any]],
    answers: list[Any] | None = None,
    *,
    by: str | None = None,
    **kwargs: Any,
) -> EchoesResult:
    """One Dogma action on ``card`` by ``by`` (default: the first player), Echoes in play."""
    actor = by or next(iter(players))
    kwargs.setdefault("current", actor)
    action = [{"player": actor, "action": "dogma", "card": card}]
    return run_echoes(echoes_scenario(players, action, answers, **kwargs))


def echoes_actions(
    players: dict[str, dict[str, Any]],
    actions: list[dict[str, Any]],
    answers: list[Any] | None = None,
    **kwargs: Any,
) -> EchoesResult:
    return run_echoes(echoes_scenario(players, actions, answers, **kwargs))
