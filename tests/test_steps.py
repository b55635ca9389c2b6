"""Typed steps: zone codes, the one JSON encoding, the closed set of verbs;
and the core tree explorer driving a game that is not Innovation."""

from __future__ import annotations

import ast
from collections.abc import Hashable
from pathlib import Path
from typing import Any, Self

import msgspec
import pytest

from adjudicator.core.decisions import ChoosePlayer, Decision, YesNo
from adjudicator.core.steps import (
    NO_CAUSE,
    Cause,
    Step,
    Zone,
    as_verb,
    step_out,
    zone_code,
    zone_from_code,
)
from adjudicator.core.tree import NeedChance, explore, to_dot

ROOT = Path(__file__).resolve().parents[1]

OLD_KEYS = [
    "text",
    "verb",
    "rule",
    "actor",
    "card",
    "cards",
    "from_player",
    "from_zone",
    "to_player",
    "to_zone",
    "effect_card",
    "effect_index",
    "executor",
    "leader",
    "demand",
    "depth",
    "change",
    "detail",
]


@pytest.mark.parametrize(
    ("zone", "code"),
    [
        (Zone("hand", "alice"), "hand"),
        (Zone("score", "bob"), "score"),
        (Zone("board", "alice", color="red"), "board:red"),
        (Zone("deck", age=3), "deck:3"),
        (Zone("deck", age=3, set="cities"), "deck:cities:3"),
        (Zone("achievements"), "achievements"),
        (Zone("achievements", "bob"), "achievements"),
        (Zone("removed"), "removed"),
    ],
)
def test_a_zone_and_its_code_go_both_ways(zone: Zone, code: str) -> None:
    assert zone_code(zone) == zone.code == code
    assert zone_from_code(code, zone.player) == zone


def test_json_keeps_every_flat_key_and_adds_the_free_draw() -> None:
    cause = Cause("Writing", None, "alice", "alice", free_draw=True)
    step = Step(
        "alice takes the free draw: Sailing from the 1 pile",
        "draw",
        rule="DOGMA-6",
        actor="alice",
        card="Sailing",
        src=Zone("deck", age=1),
        dst=Zone("hand", "alice"),
        cause=cause,
        change=True,
        detail={"age": 1, "drawn_age": 1},
        mentions=("Sailing",),
    )
    out = msgspec.json.decode(msgspec.json.encode(step_out(step)))
    assert list(out) == [*OLD_KEYS, "free_draw"]
    assert (out["from_player"], out["from_zone"], out["to_player"], out["to_zone"]) == (
        None,
        "deck:1",
        "alice",
        "hand",
    )
    assert (out["effect_card"], out["effect_index"], out["executor"], out["leader"]) == (
        "Writing",
        None,
        "alice",
        "alice",
    )
    assert out["free_draw"] is True and out["demand"] is False and out["depth"] == 0


def test_verbs_are_a_closed_set() -> None:
    assert as_verb("meld") == "meld"
    with pytest.raises(ValueError):
        as_verb("teleport")


def test_core_imports_no_game() -> None:
    for path in (ROOT / "adjudicator" / "core").glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                assert not (node.module or "").startswith("adjudicator.games"), path
            elif isinstance(node, ast.Import):
                assert not any(a.name.startswith("adjudicator.games") for a in node.names), path


# ---------------------------------------------------------------------------
# a game that is not Innovation, through the core tree explorer


class Coin:
    """One action: the player names a guesser, who calls heads or not, then a
    coin (chance) decides; the guesser wins on a right call."""

    def __init__(self) -> None:
        self.pending: Decision | None = None
        self.steps: list[Step] = []
        self.effect_cause: Cause = NO_CAUSE
        self.forced: list[str] = []
        self.answers: list[Any] = []
        self.result: list[str] = []

    @property
    def terminal(self) -> bool:
        return bool(self.result)

    @property
    def winners(self) -> list[str]:
        return [w for w in self.result if w != "nobody"]

    def actor(self) -> str | None:
        return None if self.terminal else "ann"

    def legal_actions(self) -> list[str]:
        return [] if self.terminal else ["toss"]

    def check(self, action: str) -> None:
        assert action == "toss"

    def apply(self, action: str) -> None:
        self.pending = ChoosePlayer(player="ann", prompt="name the guesser", options=("ann", "bo"))

    def answer(self, value: Any) -> None:
        self.answers.append(value)
        if len(self.answers) == 1:
            self.pending = YesNo(player=str(value), prompt="call heads?")
            return
        self.pending = None
        if not self.forced:
            raise NeedChance("the coin falls", ["heads", "tails"], Cause("coin"), "heads")
        heads = self.forced[0] == "heads"
        self.result = [self.answers[0] if heads == bool(value) else "nobody"]

    def clone(self) -> Self:
        return type(self)()

    def describe(self, action: str) -> str:
        return f"ann plays {action}"

    def part(self, action: str, cause: Cause) -> str | None:
        return cause.card

    def outcome_key(self) -> Hashable:
        return tuple(self.result)

    def outcome_summary(self, before: Self) -> list[str]:
        return [f"{' and '.join(self.winners) or 'nobody'} wins"]

    def card_color(self, name: str) -> str | None:
        return "#000000" if name in ("heads", "tails") else None

    def sees(self, viewer: str, zone: Zone) -> bool:
        return True


def test_the_core_tree_explores_any_game() -> None:
    def prepare(g: Coin, forced: list[str]) -> None:
        g.forced = forced

    tree = explore(Coin(), "toss", prepare, taken=["bo", True], drawn=["tails"])
    kinds = [n.kind for n in tree.walk()]
    assert kinds.count("decision") == 3 and kinds.count("chance") == 4
    assert sorted(tuple(o.lines) for o in tree.outcomes) == [
        ("ann wins",),
        ("bo wins",),
        ("nobody wins",),
    ]
    assert [o.paths for o in tree.outcomes if o.lines == ["nobody wins"]] == [4]
    [taken] = [o for o in tree.outcomes if o.taken]
    assert taken.lines == ["nobody wins"]
    source = to_dot(tree).source
    assert "ann plays toss" in source and "cluster_0" in source


# ----------------------------------------------------------------------------
# keeping steps small and their checks cheap (issue 12)


def test_equal_zones_and_causes_are_one_object_in_a_games_steps() -> None:
    from adjudicator.core.steps import shared_cause, shared_zone
    from adjudicator.games.innovation.simulate import simulate_game

    assert shared_zone(Zone("hand", "zed")) is shared_zone(Zone("hand", "zed"))
    assert shared_cause(Cause("Oars", 0, "zed", "zed")) is shared_cause(
        Cause("Oars", 0, "zed", "zed")
    )
    assert shared_cause(Cause()) is NO_CAUSE
    game, _ = simulate_game(2, seed=2)
    zones = [z for s in game.steps for z in (s.src, s.dst) if z is not None]
    causes = [s.cause for s in game.steps]
    assert len({id(z) for z in zones}) == len(set(zones))
    assert len({id(c) for c in causes}) == len(set(causes))


def test_the_specials_a_change_can_meet_are_worked_out_once_and_afresh_for_a_new_set() -> None:
    from dataclasses import replace

    from adjudicator.games.innovation.engine import registry
    from adjudicator.games.innovation.sets.base.achievements import SPECIAL_ACHIEVEMENTS

    names = tuple(SPECIAL_ACHIEVEMENTS)
    wanted = registry.specials_wanted(names, boards=True)
    assert [s.name for s in wanted.specials] == list(names) and wanted.icons
    assert registry.specials_wanted(names, boards=True) is wanted
    off_board = registry.specials_wanted(names, boards=False)
    assert [s.name for s in off_board.specials] == ["Monument"] and not off_board.icons
    base = registry.get("base")
    never = registry.SpecialAchievement("Monument", lambda p, counts: None, board=False)
    registry.register(replace(base, specials=(never, *base.specials[1:])))
    try:
        assert registry.specials_wanted(names, boards=False).specials == (never,)
    finally:
        registry.register(base)
    assert registry.specials_wanted(names, boards=False).specials == off_board.specials


def test_a_position_already_won_by_flags_or_cards_ends_at_the_first_change() -> None:
    # END-1 is rechecked after a change to a board or to achievements; a
    # position never checked yet (a scenario's start) is checked at any change
    from adjudicator.games.innovation.scenario import run_dict

    seven = ["age 1", "age 2", "age 3", "age 4", "age 5", "age 6", "Monument"]
    raw = {
        "game": "innovation",
        "expansions": ["cities"],
        "players": ["alice", "bob"],
        "setup": {"players": {"alice": {"board": {"red": ["Archery"]}, "achievements": seven}}},
        "actions": [{"player": "alice", "action": "draw"}],
        "answers": [],
    }
    out = run_dict(raw).to_out()
    assert [(s.verb, s.rule) for s in out.steps] == [
        ("action", "DRAW-1"),
        ("draw", "DRAW-1"),
        ("game_over", "END-1"),
    ]


def test_bench_measures_an_old_layout_with_its_own_modules(tmp_path: Path) -> None:
    # an editable install's import hook must not lend this tree's
    # adjudicator.games to a revision from before the games moved there
    import subprocess
    import sys

    from adjudicator.games.innovation.bench import measuring as bench_measure

    old = tmp_path / "adjudicator"
    (old / "innovation").mkdir(parents=True)
    (old / "__init__.py").write_text("")
    (old / "innovation" / "__init__.py").write_text("")
    script = "import runpy, sys; m = runpy.run_path(sys.argv[1]); print(m['innovation_package']())"
    done = subprocess.run(
        [sys.executable, "-c", script, bench_measure.__file__],
        env={"PYTHONPATH": str(tmp_path)},
        cwd=tmp_path,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "adjudicator.innovation"
