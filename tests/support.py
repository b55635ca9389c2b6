"""Helpers for scenario tests: build a scenario from dicts, run it through
the scenario contract, and read the result.

Every run also checks card conservation: the 105 base cards are each in
exactly one place (boards, hands, score piles, achievements, decks, removed).
"""

from __future__ import annotations

import base64
import hashlib
import random
import re
from collections import Counter
from html import unescape
from pathlib import Path
from typing import Any

import msgspec

from adjudicator.games.innovation.engine.cards import COLORS, all_cards, card
from adjudicator.games.innovation.scenario import run_dict
from adjudicator.games.innovation.sets.base.achievements import SPECIAL_ACHIEVEMENTS

#: The real Board Game Arena logs beside the project (``../shared/real-logs``).
REAL_LOGS = Path(__file__).resolve().parents[2] / "shared" / "real-logs"


class Result:
    def __init__(self, raw: dict[str, Any], exit_code: int) -> None:
        self.raw = raw
        self.exit_code = exit_code
        self.state: dict[str, Any] = raw["state"]

    # zones
    def pile(self, player: str, color: str) -> list[str]:
        return list(self.state["players"][player]["board"][color]["cards"])

    def splay(self, player: str, color: str) -> str:
        return str(self.state["players"][player]["board"][color]["splay"])

    def hand(self, player: str) -> list[str]:
        return list(self.state["players"][player]["hand"])

    def score(self, player: str) -> list[str]:
        return list(self.state["players"][player]["score"])

    def points(self, player: str) -> int:
        return int(self.state["players"][player]["score_points"])

    def achievements(self, player: str) -> list[str]:
        return list(self.state["players"][player]["achievements"])

    def icons(self, player: str) -> dict[str, int]:
        return dict(self.state["players"][player]["icons"])

    def deck(self, age: int) -> list[str]:
        return list(self.state["decks"][str(age)])

    @property
    def available(self) -> list[str]:
        return list(self.state["achievements"])

    @property
    def removed(self) -> list[str]:
        return list(self.state["removed"])

    # outcome
    @property
    def pending(self) -> dict[str, Any] | None:
        return self.raw["pending"]  # type: ignore[no-any-return]

    @property
    def error(self) -> dict[str, Any] | None:
        return self.raw["error"]  # type: ignore[no-any-return]

    @property
    def winner(self) -> list[str] | None:
        return self.raw["winner"]  # type: ignore[no-any-return]

    @property
    def game_over(self) -> str | None:
        return self.raw["game_over"]  # type: ignore[no-any-return]

    @property
    def steps(self) -> list[dict[str, Any]]:
        return list(self.raw["steps"])

    def texts(self) -> list[str]:
        return [s["text"] for s in self.steps]

    def verbs(self, verb: str) -> list[dict[str, Any]]:
        return [s for s in self.steps if s["verb"] == verb]

    def free_draws(self) -> int:
        return sum(1 for s in self.steps if s["verb"] == "draw" and s["free_draw"])

    @property
    def current(self) -> str:
        return str(self.state["current_player"])


def check_conservation(state: dict[str, Any]) -> None:
    seen: Counter[str] = Counter()
    for p in state["players"].values():
        for pile in p["board"].values():
            seen.update(pile["cards"])
        seen.update(p["hand"])
        seen.update(p["score"])
        seen.update(a for a in p["achievements"] if a not in SPECIAL_ACHIEVEMENTS)
    for deck in state["decks"].values():
        seen.update(deck)
    seen.update(a for a in state["achievements"] if a not in SPECIAL_ACHIEVEMENTS)
    seen.update(state["removed"])
    names = {c.name for c in all_cards()}
    dupes = [n for n, k in seen.items() if k > 1]
    assert not dupes, f"cards in two places: {dupes}"
    assert set(seen) == names, f"missing: {names - set(seen)}; unknown: {set(seen) - names}"


def run(raw: dict[str, Any]) -> Result:
    result = run_dict(raw)
    out = msgspec.to_builtins(result.to_out())
    check_conservation(out["state"])
    return Result(out, result.exit_code)


def scenario(
    players: dict[str, dict[str, Any]],
    actions: list[dict[str, Any]],
    answers: list[Any] | None = None,
    *,
    order: list[str] | None = None,
    current: str | None = None,
    actions_left: int | None = None,
    decks: dict[int, list[str]] | None = None,
    achievements: list[str] | None = None,
    edition: int = 3,
    teams: list[list[str]] | None = None,
    removed: list[str] | None = None,
    turn: int | None = None,
    seed: int = 0,
) -> dict[str, Any]:
    """A scenario dict. ``players`` maps names to zones (board/hand/score/...)."""
    setup: dict[str, Any] = {"players": players, "seed": seed}
    if current is not None:
        setup["current_player"] = current
    if actions_left is not None:
        setup["actions_left"] = actions_left
    if turn is not None:
        setup["turn"] = turn
    if decks:
        setup["decks"] = {str(k): v for k, v in decks.items()}
    if achievements is not None:
        setup["achievements"] = achievements
    if removed:
        setup["removed"] = removed
    raw: dict[str, Any] = {
        "game": "innovation",
        "edition": edition,
        "players": order or list(players),
        "setup": setup,
        "actions": actions,
        "answers": answers or [],
    }
    if teams:
        raw["teams"] = teams
    return raw


def dogma(
    card: str,
    players: dict[str, dict[str, Any]],
    answers: list[Any] | None = None,
    *,
    by: str | None = None,
    **kwargs: Any,
) -> Result:
    """Run one Dogma action on ``card`` by ``by`` (default: the first player)."""
    actor = by or next(iter(players))
    kwargs.setdefault("current", actor)
    return run(
        scenario(players, [{"player": actor, "action": "dogma", "card": card}], answers, **kwargs)
    )


def ok(r: Result) -> None:
    """The run resolved everything: no error, nothing pending."""
    assert r.exit_code == 0, r.error
    assert r.error is None
    assert r.pending is None


def asks(r: Result, player: str) -> dict[str, Any]:
    """The run stopped at a decision put to ``player``; that decision."""
    assert r.exit_code == 0 and r.error is None
    assert r.pending is not None
    assert r.pending["player"] == player
    return r.pending


def assert_self_contained(html: str) -> None:
    """A replay page fetches nothing: a CSP allowing only its own inlined style and
    script (by hash), no src, only in-page links, no external style sheet."""
    found = re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', html)
    assert found is not None
    policy = unescape(found[1])
    assert "default-src 'none'" in policy
    for tag, directive in (("style", "style-src"), ("script", "script-src")):
        body = re.findall(rf"<{tag}>(.*?)</{tag}>", html, re.DOTALL)
        assert len(body) == 1
        digest = base64.b64encode(hashlib.sha256(body[0].encode()).digest()).decode()
        assert f"{directive} 'sha256-{digest}'" in policy
    assert not re.search(r"\ssrc=", html)
    assert all(h.startswith("#") for h in re.findall(r'\shref="([^"]*)"', html))
    assert "<link" not in html and "@import" not in html and "url(" not in html


def deal_random_zones(
    rng: random.Random, player: dict[str, Any], pool: list[str], zones: tuple[tuple[str, int], ...]
) -> None:
    """Up to four cards of each color onto ``player``'s board (on what is there),
    randomly splayed, then up to ``most`` cards into each of ``zones``: all taken
    from the front of ``pool`` (changed in place)."""
    board = player["board"]
    for color in COLORS:
        mine = [n for n in pool if card(n).color == color][: rng.randint(0, 4)]
        for n in mine:
            pool.remove(n)
        cards = board.get(color.value, []) + mine
        splay = rng.choice(["none", "left", "right", "up"]) if len(cards) > 1 else "none"
        board[color.value] = {"cards": cards, "splay": splay}
    for zone, most in zones:
        k = rng.randint(0, most)
        player[zone] = pool[:k]
        del pool[:k]
