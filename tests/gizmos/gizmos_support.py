"""Helpers for Gizmos scenario tests: a default position to vary, a run
through the scenario contract (the ``--json`` bytes and the exit status), and
the conservation check (112 cards, 52 spheres) on every result."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

from adjudicator.games.gizmos.scenario import run_scenario_data

BASE_SETUP: dict[str, Any] = {
    "rows": {"1": [114, 115, 116, 120], "2": [209, 210, 211], "3": [309, 310]},
    "energy_row": ["red", "red", "blue", "blue", "black", "yellow"],
    "dispenser": ["yellow", "yellow", "yellow", "yellow", "yellow", "yellow"],
}


def scenario(
    players: dict[str, Any] | None = None,
    actions: list[dict[str, Any]] | None = None,
    answers: list[Any] | None = None,
    names: list[str] | None = None,
    **setup: Any,
) -> dict[str, Any]:
    """The default position with ``setup`` keys replaced."""
    full = copy.deepcopy(BASE_SETUP)
    rows = {**full["rows"], **setup.pop("rows", {})}
    full.update(setup, rows=rows)
    full["players"] = players or {}
    return {
        "game": "gizmos",
        "players": names or ["alice", "bob"],
        "setup": full,
        "actions": actions or [],
        "answers": answers or [],
    }


class Result:
    def __init__(self, raw: dict[str, Any], exit_code: int) -> None:
        self.raw = raw
        self.exit_code = exit_code

    @property
    def state(self) -> dict[str, Any]:
        return dict(self.raw["state"])

    def player(self, name: str) -> dict[str, Any]:
        return dict(self.state["players"][name])

    def ring(self, name: str) -> dict[str, int]:
        return {c: n for c, n in self.player(name)["energy"].items() if n}

    @property
    def error(self) -> dict[str, Any] | None:
        return self.raw.get("error")

    @property
    def pending(self) -> dict[str, Any] | None:
        return self.raw.get("pending")

    @property
    def verbs(self) -> list[str]:
        return [s["verb"] for s in self.raw["steps"]]

    def rule_error(self) -> str | None:
        err = self.error
        return None if err is None else err.get("rule")


def check_conservation(state: dict[str, Any]) -> None:
    cards: list[int] = []
    spheres = sum(state["dispenser"].values()) + len(state["energy_row"])
    for p in state["players"].values():
        cards += p["built"] + p["archive"]
        spheres += sum(p["energy"].values())
    for lv in ("1", "2", "3"):
        cards += state["rows"][lv] + state["decks"][lv]
    cards += state["research"] + state["removed"]
    assert sorted(cards) == sorted(set(cards)), "a card is in two places"
    assert len(cards) == 112, f"{len(cards)} cards accounted for"
    assert spheres == 52, f"{spheres} spheres accounted for"


def run(raw: dict[str, Any]) -> Result:
    data, code = run_scenario_data(json.dumps(raw).encode())
    out = json.loads(data)
    if code != 2:
        check_conservation(out["state"])
    return Result(out, code)


def run_like_cli(path: Path, *, as_json: bool = True) -> tuple[str, int]:
    """Run ``python -m adjudicator.games.gizmos.scenario FILE [--json]``."""
    args = [sys.executable, "-m", "adjudicator.games.gizmos.scenario", str(path)]
    if as_json:
        args.append("--json")
    proc = subprocess.run(args, capture_output=True, text=True, check=False)
    return proc.stdout, proc.returncode
