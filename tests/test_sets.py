"""Card sets: the registry, a test-only set plugged in with one line, icon
layouts of four and six positions, expansions in scenarios and records, and
no import circle among the engine's modules."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import msgspec
import pytest
import toy_set

from adjudicator.core.problems import FormatError, IllegalAction
from adjudicator.games.innovation.engine import registry, rules
from adjudicator.games.innovation.engine.actions import InitialMeld
from adjudicator.games.innovation.engine.cards import (
    BASE,
    Color,
    Icon,
    Splay,
    all_cards,
    card,
    lookup,
)
from adjudicator.games.innovation.engine.game import Game
from adjudicator.games.innovation.engine.registry import TRIGGER_POINTS, Trigger
from adjudicator.games.innovation.engine.setup import new_game
from adjudicator.games.innovation.engine.state import Pile, PlayerState
from adjudicator.games.innovation.recorder import record_of
from adjudicator.games.innovation.records import Setup, encode_record, load_record
from adjudicator.games.innovation.replay import replay_record
from adjudicator.games.innovation.scenario import run_dict

PACKAGE = Path(__file__).resolve().parents[1] / "adjudicator"


@pytest.fixture
def toy() -> Iterator[None]:
    registry.register(toy_set.SET)  # the one registration line
    yield
    registry.unregister(toy_set.TOY)


def toy_scenario(**extra: Any) -> dict[str, Any]:
    raw: dict[str, Any] = {
        "game": "innovation",
        "expansions": ["toy"],
        "players": ["alice", "bob"],
        "setup": {
            "players": {
                "alice": {"board": {"yellow": ["Kite"]}, "hand": ["Spinning Top"]},
                "bob": {"board": {"blue": ["Writing"]}},
            },
            "decks": {"1": ["Oars"], "toy": {"1": ["Yo-Yo"]}},
        },
        "actions": [
            {"player": "alice", "action": "meld", "card": "Spinning Top"},
            {"player": "alice", "action": "dogma", "card": "Kite"},
        ],
    }
    raw.update(extra)
    return raw


def run_out(raw: dict[str, Any]) -> dict[str, Any]:
    result = run_dict(raw)
    out: dict[str, Any] = msgspec.to_builtins(result.to_out())
    return out


# ----------------------------------------------------------------------------
# the registry


def test_the_base_set_is_registered_with_its_cards_effects_and_specials() -> None:
    assert registry.registered() == (BASE, "cities", "echoes", "artifacts")
    base = registry.get(BASE)
    assert len(base.cards()) == 105
    assert all(c.set == BASE for c in all_cards())
    assert registry.special_names() == ["Monument", "Empire", "World", "Wonder", "Universe"]
    assert registry.effects_for("Oars", 3) is not None


def test_a_set_registered_again_keeps_its_place() -> None:
    """A test that swaps a set's specials registers it again: the order of the sets (and
    of their cards) stays, so no later test sees another order (pytest-xdist shares
    workers among test files)."""
    sets, names = registry.registered(), [c.name for c in all_cards()]
    registry.register(registry.get(BASE))
    registry.register(registry.get("cities"))
    assert registry.registered() == sets
    assert [c.name for c in all_cards()] == names


def test_a_test_only_set_plugs_in_and_out(toy: None) -> None:
    assert registry.registered() == (BASE, "cities", "echoes", "artifacts", "toy")
    kite = lookup("kite")
    assert kite is not None and kite.set == "toy"
    assert registry.special_names(["toy"]) == [*registry.special_names(), "Toybox"]
    assert registry.effects_for("Kite", 3) is not None
    assert ("Kite", 3) in registry.implemented()
    registry.unregister("toy")
    assert lookup("kite") is None and len(all_cards()) == 105
    registry.register(toy_set.SET)


def test_a_toy_is_melded_dogmad_achieved_and_triggers(toy: None) -> None:
    out = run_out(toy_scenario())
    assert out["error"] is None, out["error"]
    steps = [(s["verb"], s["rule"], s["card"]) for s in out["steps"]]
    meld = steps.index(("meld", "MELD-1", "Spinning Top"))
    # the special achievement is claimed after the meld, then the trigger fires
    assert steps[meld + 1] == ("claim", "SPECIAL-1", "Toybox")
    assert steps[meld + 2] == ("draw", "TOY-1", "Yo-Yo")
    assert out["steps"][meld + 2]["text"] == "alice draws Yo-Yo from the toy 1 pile"
    assert out["steps"][meld + 2]["from_zone"] == "deck:toy:1"
    # the toy's own effect runs on a Dogma action
    assert ("draw", "DRAW-1", "Oars") in steps and ("score", "TERM-SCORE", "Oars") in steps
    alice = out["state"]["players"]["alice"]
    assert alice["achievements"] == ["Toybox"] and alice["achievement_count"] == 1
    assert alice["hand"] == ["Yo-Yo"] and alice["score"] == ["Oars"]
    assert out["state"]["decks"]["toy"] == {str(a): [] for a in range(1, 11)}
    assert "Toybox" not in out["state"]["achievements"]


def test_an_expansion_pile_lists_its_cards_by_age(toy: None) -> None:
    raw = toy_scenario(actions=[])
    raw["setup"]["decks"] = {}
    out = run_out(raw)
    assert out["state"]["decks"]["toy"]["1"] == ["Yo-Yo"]
    assert "Yo-Yo" not in out["state"]["decks"]["1"]


@pytest.mark.parametrize(
    ("decks", "path", "message"),
    [
        ({"toy": {"1": ["Oars"]}}, "$.setup.decks.toy.1[0]", "Oars is a base card, not toy"),
        ({"1": ["Yo-Yo"]}, "$.setup.decks.1[0]", "Yo-Yo is a toy card, not base"),
        ({"toy": {"2": ["Yo-Yo"]}}, "$.setup.decks.toy.2[0]", "Yo-Yo is age 1, not 2"),
    ],
)
def test_expansion_piles_take_their_own_cards_of_their_age(
    toy: None, decks: dict[str, Any], path: str, message: str
) -> None:
    raw = toy_scenario(actions=[])
    raw["setup"]["decks"] = decks
    assert run_out_error(raw) == {"path": path, "message": message}


def test_a_game_without_the_expansion_cannot_name_its_cards(toy: None) -> None:
    raw = toy_scenario(expansions=[])
    assert run_out_error(raw) == {
        "path": "$.setup.players.alice.board.yellow[0]",
        "message": "Kite is a toy card, and toy is not in play",
    }


def test_a_new_game_shuffles_the_expansion_piles_after_the_base_ones(toy: None) -> None:
    plain = new_game(["a", "b"], seed=3).state
    with_toy = new_game(["a", "b"], seed=3, expansions=["toy"]).state
    assert with_toy.decks == plain.decks and with_toy.achievements == plain.achievements
    assert sorted(with_toy.supply["toy"][1]) == ["Kite", "Spinning Top", "Yo-Yo"]
    assert with_toy.specials[-1] == "Toybox"


def run_out_error(raw: dict[str, Any]) -> dict[str, Any]:
    with pytest.raises(FormatError) as info:
        run_dict(raw)
    problem = info.value
    assert problem.location is not None
    return {"path": problem.location.path, "message": problem.message}


# ----------------------------------------------------------------------------
# expansions named in scenarios and records


@pytest.mark.parametrize(
    ("expansions", "index", "message"),
    [
        (["cities", "figures"], 1, "unknown expansion 'figures'"),
        (["figures"], 0, "unknown expansion 'figures'"),
        (["base"], 0, "unknown expansion 'base'"),
    ],
)
def test_unsupported_or_unknown_expansions_are_format_errors(
    expansions: list[str], index: int, message: str
) -> None:
    raw = toy_scenario(expansions=expansions, actions=[])
    raw["setup"] = {}
    assert run_out_error(raw) == {"path": f"$.expansions[{index}]", "message": message}


def test_an_expansion_listed_twice_is_a_format_error(toy: None) -> None:
    raw = toy_scenario(expansions=["toy", "toy"])
    assert run_out_error(raw) == {
        "path": "$.expansions[1]",
        "message": "expansion 'toy' is listed twice",
    }


def test_the_record_header_names_its_expansions() -> None:
    header = {"players": ["a", "b"], "expansions": ["figures"]}
    data = msgspec.json.encode({"header": header, "events": []})
    with pytest.raises(FormatError) as info:
        load_record(data)
    assert info.value.message == "unknown expansion 'figures'"
    assert info.value.location is not None
    assert info.value.location.path == "$.header.expansions[0]"
    plain = load_record(msgspec.json.encode({"header": {"players": ["a", "b"]}}))
    assert b"expansions" not in msgspec.json.encode(plain.header)


def test_a_record_replays_with_its_expansions(toy: None) -> None:
    g = new_game(["a", "b"], seed=5, expansions=["toy"])
    setup = Setup(hands={p.name: [*p.hand] for p in g.state.players}, seed=5)
    g.apply(InitialMeld(player="a", card=g.state.player("a").hand[0]))
    g.apply(InitialMeld(player="b", card=g.state.player("b").hand[0]))
    record = record_of(g, setup)
    assert record.header.expansions == ["toy"]
    report, replayed, _ = replay_record(load_record(encode_record(record)))
    # the game goes on after the two initial melds: the record is incomplete, and
    # that is its only problem (both actions check)
    assert report.verdict == "incomplete", report.problems
    assert report.actions_checked == 2 and len(report.problems) == 1
    assert replayed.state.expansions == ["toy"] and "toy" in replayed.state.supply
    assert replayed.state.specials[-1] == "Toybox"


def test_achievement_count_is_the_number_of_achievements_without_cities() -> None:
    raw = toy_scenario(expansions=[], actions=[])
    raw["setup"] = {
        "players": {"alice": {"board": {"red": ["Oars"]}, "achievements": ["age 1", "Monument"]}}
    }
    out = run_out(raw)
    counts = {n: p["achievement_count"] for n, p in out["state"]["players"].items()}
    assert counts == {"alice": 2, "bob": 0}
    assert "toy" not in out["state"]["decks"]


# ----------------------------------------------------------------------------
# icon layouts


def test_six_positions_show_by_the_city_splays_and_top_middle_only_on_top(toy: None) -> None:
    kite = card("Kite")  # [TL leaf, BL leaf, BM crown, BR leaf, TM lightbulb, TR hex]
    assert kite.layout.size == 6 and card("Yo-Yo").layout.size == 4
    p = PlayerState("a")
    p.board[Color.YELLOW] = Pile(["Kite"])
    assert p.icon_count(Icon.LIGHTBULB) == 1 and p.icon_count(Icon.LEAF) == 3
    for splay, leaves, crowns in [(Splay.LEFT, 1, 0), (Splay.RIGHT, 2, 0), (Splay.UP, 2, 1)]:
        p.board[Color.YELLOW] = Pile(["Agriculture", "Kite"], splay)
        # Agriculture on top shows three leaves; the covered Kite its splay's positions
        assert p.icon_count(Icon.LEAF) == 3 + leaves, splay
        assert p.icon_count(Icon.CROWN) == crowns, splay
        assert p.icon_count(Icon.LIGHTBULB) == 0, splay
        assert p.pile_icon_count(Color.YELLOW, Icon.LEAF) == 3 + leaves, splay


def test_base_cards_keep_four_positions() -> None:
    assert {c.layout.size for c in all_cards()} == {4}
    assert card("Writing").layout.shown(Splay.LEFT) == (3,)


@pytest.mark.parametrize(
    "module",
    [
        *("engine.dogma", "engine.effect_context", "engine.game", "engine.legality"),
        *("engine.rules", "engine.draws", "engine.recording", "engine.places"),
        *("engine.ending", "engine.outside", "engine.turns", "engine.state"),
        *("engine.cards", "engine.registry", "engine.game_base", "sets"),
        *("sets.base.effects.age1", "engine.setup", "scenario"),
    ],
)
def test_each_engine_module_imports_alone(module: str) -> None:
    name = f"adjudicator.games.innovation.{module}"
    done = subprocess.run([sys.executable, "-c", f"import {name}"], capture_output=True)
    assert done.returncode == 0, done.stderr.decode()


def test_every_trigger_point_fires_for_the_sets_in_play(toy: None) -> None:
    seen: list[tuple[str, str, str | None]] = []

    def spy(g: Game, t: Trigger) -> None:
        seen.append((t.point, t.player, t.card))

    # the toy set with a spy at every point instead of its own subscriber
    registry.register(replace(toy_set.SET, subscribers=tuple((p, spy) for p in TRIGGER_POINTS)))
    raw = toy_scenario(actions=[{"player": "alice", "action": "dogma", "card": "Kite"}])
    raw["setup"]["players"]["alice"]["board"]["red"] = ["Archery"]
    raw["setup"]["players"]["alice"]["hand"] = ["Spinning Top", "Sailing"]
    g = run_dict(raw).game
    assert seen == [
        ("dogma_start", "alice", "Kite"),
        ("draw", "alice", "Oars"),
        ("score", "alice", "Oars"),
        ("dogma_end", "alice", "Kite"),
        ("action_end", "alice", None),
    ]
    seen.clear()
    rules.meld(g, "alice", "Spinning Top", rules.NO_CAUSE)
    rules.tuck(g, "alice", "Sailing", rules.NO_CAUSE)
    rules.splay(g, "alice", Color.RED, Splay.LEFT, rules.NO_CAUSE)
    assert seen == [
        ("meld", "alice", "Spinning Top"),
        ("tuck", "alice", "Sailing"),
        ("splay", "alice", None),
    ]


def test_a_game_without_the_set_hears_none_of_its_triggers(toy: None) -> None:
    g = new_game(["a", "b"], seed=1)
    assert not any(g.triggers.listens(p) for p in TRIGGER_POINTS)


def test_a_set_brings_its_own_action(toy: None) -> None:
    g = run_dict(toy_scenario(actions=[])).game
    winds = [a for a in g.legal_actions() if isinstance(a, toy_set.Wind)]
    assert winds == [toy_set.Wind(player="alice", card="Kite")]
    with pytest.raises(IllegalAction) as info:
        g.apply(toy_set.Wind(player="alice", card="Writing"))
    assert info.value.rule == "TOY-2"
    g.apply(winds[0])
    action, score = g.steps[-2:]
    assert (action.verb, action.rule, action.text) == (
        "action",
        "TOY-2",
        "alice takes the Wind action on Kite",
    )
    assert (score.verb, score.card) == ("score", "Kite")
    assert g.state.actions_left == 1


def test_a_game_without_the_set_has_none_of_its_actions(toy: None) -> None:
    g = new_game(["a", "b"], seed=1)
    assert not g.extra_actions
