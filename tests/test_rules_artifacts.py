"""One test (at least) per Artifacts of History rule ID (ART-1 … ART-23 of
rules.md), named after the ID, through the scenario contract.

The Artifacts cards' own effects are not part of these tests: the rules are
observed on base, Cities and Echoes cards and on the mechanics Artifacts adds
(digs, displays, the free artifact action, relics). Where a rule shows only
through an effect, test-only stand-ins supply one: a small card set of its own
with "I compel" effects (``arttoy``, ART-16, ART-17), and stand-in effects
registered for one artifact for the length of a test (the free Dogma action,
ART-14, ART-15)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import msgspec
import pytest
from artifacts_support import (
    ArtifactsResult,
    artifacts_actions,
    artifacts_dogma,
    artifacts_scenario,
    free_dogma,
)
from echoes_support import run_echoes

from adjudicator.core.problems import FormatError
from adjudicator.core.steps import NO_CAUSE
from adjudicator.games.innovation.engine import registry
from adjudicator.games.innovation.engine.cards import (
    Card,
    Color,
    EffectText,
    Icon,
    card,
    lookup,
    set_cards,
)
from adjudicator.games.innovation.engine.dogma import EffectContext, Gen, dogma_action
from adjudicator.games.innovation.engine.game_base import GameOver
from adjudicator.games.innovation.engine.setup import new_game
from adjudicator.games.innovation.scenario import load_scenario
from adjudicator.games.innovation.sets.artifacts.action import ArtifactAction
from adjudicator.games.innovation.sets.artifacts.data import is_artifact, relic_names
from adjudicator.games.innovation.sets.artifacts.display import artifact_legal
from adjudicator.games.innovation.sets.artifacts.drawing import draw_artifact


def bob() -> dict[str, Any]:
    """bob's zones: a board (no game start, SETUP-4), no castle, no lightbulb (a fresh
    dict each time: the helpers write displays into the players' dicts)."""
    return {"board": {"purple": ["Code of Laws"]}}


RELICS = ["Timbuktu", "Complex Numbers", "Newton-Wickins Telescope", "Ching Shih", "Safety Pin"]


def ok(r: ArtifactsResult) -> None:
    assert r.exit_code == 0 and r.error is None, r.error
    assert r.pending is None, r.pending


def act(player: str, action: str, **kw: Any) -> dict[str, Any]:
    return {"player": player, "action": action, **kw}


def of_set(name: str, age: int) -> list[str]:
    return [c.name for c in set_cards(name) if c.age == age and not c.relic]


def rule_steps(r: ArtifactsResult, rule: str, verb: str | None = None) -> list[dict[str, Any]]:
    return [s for s in r.steps if s["rule"] == rule and (verb is None or s["verb"] == verb)]


def digs(r: ArtifactsResult) -> list[tuple[str, str]]:
    """(digging player, card dug) of every dig, in order."""
    return [(s["actor"], s["card"]) for s in r.steps if s["verb"] == "dig"]


def seen(r: ArtifactsResult) -> list[tuple[str, str | None, str | None]]:
    """(verb, rule, card) of every step after the first action's own step."""
    return [(s["verb"], s["rule"], s["card"]) for s in r.steps[1:]]


def meld(
    board: dict[str, Any],
    hand: list[str],
    melded: str,
    answers: list[Any] | None = None,
    **kw: Any,
) -> ArtifactsResult:
    """alice's Meld action of ``melded`` on ``board``, bob beside her."""
    kw.setdefault("current", "alice")
    players = {"alice": {"board": board, "hand": hand, **kw.pop("alice", {})}, "bob": bob()}
    return artifacts_actions(players, [act("alice", "meld", card=melded)], answers, **kw)


def with_cities_decks(raw: dict[str, Any], tops: dict[int, list[str]]) -> dict[str, Any]:
    raw["setup"].setdefault("decks", {})["cities"] = {str(k): v for k, v in tops.items()}
    return raw


# ----------------------------------------------------------------------------
# test-only effects: an "I compel" set of its own, stand-ins for one artifact

ARTTOY = "arttoy"


def _toy(name: str, color: Color, icons: str, featured: Icon, *effects: EffectText) -> Card:
    return Card(
        name=name,
        age=1,
        color=color,
        icons=tuple(Icon(i) for i in icons.split()),
        dogma_icon=featured,
        effects=effects,
        set=ARTTOY,
    )


def toy_cards() -> tuple[Card, ...]:
    castles = "castle castle hex castle"
    return (
        _toy(
            "Toy Compel",
            Color.RED,
            castles,
            Icon.CASTLE,
            EffectText(
                False, "I compel you to transfer a card from your hand to my score pile!", True
            ),
            EffectText(False, "Draw a [1]."),
        ),
        _toy(
            "Toy Lone Compel",
            Color.GREEN,
            castles,
            Icon.CASTLE,
            EffectText(False, "I compel you to draw a [1]!", True),
        ),
        _toy(
            "Toy Executor",
            Color.BLUE,
            "hex lightbulb lightbulb lightbulb",
            Icon.LIGHTBULB,
            EffectText(False, "Execute the non-demand effects of Toy Compel. Do not share them."),
        ),
    )


def toy_compel(ctx: EffectContext) -> Gen:
    """I compel you to transfer a card from your hand to my score pile!"""
    hand = ctx.hand()
    if hand:
        ctx.transfer(hand[0], ctx.leader, "score")
    yield from ()


def toy_draw(ctx: EffectContext) -> Gen:
    """Draw a [1]."""
    ctx.draw(1)
    yield from ()


def toy_lone_compel(ctx: EffectContext) -> Gen:
    """I compel you to draw a [1]!"""
    ctx.draw(1)
    yield from ()


def toy_executor(ctx: EffectContext) -> Gen:
    """Execute the non-demand effects of Toy Compel. Do not share them."""
    yield from ctx.execute("Toy Compel")


@pytest.fixture
def toy() -> Iterator[None]:
    registry.register(registry.CardSet(name=ARTTOY, cards=toy_cards))
    registry.register_effects("Toy Compel", toy_compel, toy_draw)
    registry.register_effects("Toy Lone Compel", toy_lone_compel)
    registry.register_effects("Toy Executor", toy_executor)
    yield
    registry.unregister(ARTTOY)


def toy_dogma(
    name: str, players: dict[str, dict[str, Any]], answers: list[Any] | None = None, **kw: Any
) -> ArtifactsResult:
    actor = next(iter(players))
    kw.setdefault("current", actor)
    raw = artifacts_scenario(players, [act(actor, "dogma", card=name)], answers, **kw)
    raw["expansions"].append(ARTTOY)
    return run_echoes(raw)


ARK = "Ark of the Covenant"  # purple, three castles (its featured icon) and a hex top-left
StandIn = Callable[[EffectContext], Gen]


@pytest.fixture
def stand_in(monkeypatch: pytest.MonkeyPatch) -> Callable[..., None]:
    """Give Ark of the Covenant test-only effects for the length of a test
    (whatever its real effects are: they are loaded first, then put back)."""
    registry.effects_for(ARK, 3)  # the Artifacts effects loaded, so none overrides ours

    def use(effect: StandIn) -> None:  # the Ark has one effect
        monkeypatch.setitem(registry._EFFECTS, (ARK, 3), (effect,))

    return use


def draw_one(ctx: EffectContext) -> Gen:
    ctx.draw(1)
    yield from ()


# ----------------------------------------------------------------------------
# Set-up and winning


def test_ART_1_a_game_start_deals_two_base_1s_beside_full_artifacts_piles() -> None:
    r = artifacts_actions({"alice": {}, "bob": {}}, [])
    ok(r)
    for p in ("alice", "bob"):
        assert [(card(c).set, card(c).age) for c in r.hand(p)] == [("base", 1), ("base", 1)]
    assert [s["rule"] for s in r.steps if s["verb"] == "draw"] == ["DRAW-1"] * 4
    assert [len(r.artifacts_deck(a)) for a in range(1, 11)] == [15] + [10] * 9
    standard = [a for a in r.available if a not in registry.special_names()]
    assert len(standard) == 9 and all(card(a).set == "base" for a in standard)
    assert sorted(card(a).age for a in standard) == list(range(1, 10))


def test_ART_1_new_game_has_ten_artifacts_piles_by_age_and_color() -> None:
    g = new_game(["alice", "bob", "carol"], expansions=["artifacts"], seed=5)
    piles = g.state.supply["artifacts"]
    for age in range(1, 11):
        assert all(is_artifact(c) and card(c).age == age for c in piles[age])
        for color in Color:
            n = sum(1 for c in piles[age] if card(c).color is color)
            assert n == (3 if age == 1 else 2), (age, color)
    for p in g.state.players:
        assert [(card(c).set, card(c).age) for c in p.hand] == [("base", 1), ("base", 1)]
    assert len(g.state.achievements) == 9 and not any(card(a).relic for a in g.state.achievements)


def test_ART_2_relics_lie_beside_their_piles_by_default_and_not_when_unused() -> None:
    r = artifacts_actions({"alice": {}, "bob": {}}, [])
    ok(r)
    assert r.relics == RELICS  # sorted by value, 3 to 7
    assert not set(RELICS) & set(r.available)
    unused = artifacts_actions({"alice": {}, "bob": {}}, [], relics=False)
    ok(unused)
    assert unused.relics == []
    assert unused.state.get("relics") is None
    # naming a relic in a game without relics is a schema error
    with pytest.raises(FormatError, match="relics are not used"):
        artifacts_actions({"alice": {"hand": ["Complex Numbers"]}, "bob": bob()}, [], relics=False)


def test_ART_2_artifacts_adds_no_special_achievement() -> None:
    assert registry.special_names(["artifacts"]) == registry.special_names()
    r = artifacts_actions({"alice": {}, "bob": {}}, [])
    assert [a for a in r.available if not lookup(a)] == registry.special_names()


FILLER = ["Coal", "Physics", "Chemistry", "Navigation", "Banking", "Gunpowder", "Anatomy"]
FILLER += ["Perspective", "Printing Press", "Invention"]


def _achieve_to_win(
    n: int, held: int, expansions: list[str], teams: bool, *, relic: str | None = None
) -> ArtifactsResult:
    names = ["alice", "bob", "carol", "dave"][:n]
    have = FILLER[:held]
    if relic is not None:
        have = [*have[:-1], relic]
    players: dict[str, dict[str, Any]] = {
        p: {"board": {"blue": ["Writing"]}} if p == "alice" else {} for p in names
    }
    players["alice"]["score"] = ["Oars", "Sailing", "Tools", "Agriculture", "Pottery"]
    if teams:  # partners' achievements count together
        players["alice"]["achievements"] = have[: held // 2]
        players["carol"]["achievements"] = have[held // 2 :]
    else:
        players["alice"]["achievements"] = have
    return artifacts_actions(
        players,
        [act("alice", "achieve", age=1)],
        current="alice",
        teams=[["alice", "carol"], ["bob", "dave"]] if teams else None,
        expansions=expansions,
    )


@pytest.mark.parametrize(
    ("players", "expansions", "teams", "need"),
    [
        (2, [], False, 7),
        (3, [], False, 6),
        (4, [], False, 5),
        (4, [], True, 7),
        (2, ["cities"], False, 8),
        (3, ["echoes"], False, 7),
        (4, ["cities"], False, 6),
        (4, ["echoes"], True, 8),
        (2, ["cities", "echoes"], False, 9),
        (3, ["cities", "echoes"], False, 8),
        (4, ["echoes", "cities"], False, 7),
        (4, ["cities", "echoes"], True, 9),
    ],
)
def test_ART_3_each_expansion_adds_one_achievement_to_win(
    players: int, expansions: list[str], teams: bool, need: int
) -> None:
    assert registry.more_to_win(["artifacts", *expansions]) == 1 + len(expansions)
    short = _achieve_to_win(players, need - 2, expansions, teams)
    ok(short)
    assert short.winner is None and short.game_over is None
    won = _achieve_to_win(players, need - 1, expansions, teams)
    assert won.error is None and won.game_over == "achievements"
    assert won.winner == (["alice", "carol"] if teams else ["alice"])


def test_ART_3_relics_do_not_change_the_number() -> None:
    with_relics = _achieve_to_win(2, 5, [], False)
    ok(with_relics)
    assert with_relics.winner is None
    unused = run_echoes(
        artifacts_scenario(
            {
                "alice": {
                    "board": {"blue": ["Writing"]},
                    "score": ["Oars", "Sailing", "Tools", "Agriculture", "Pottery"],
                    "achievements": FILLER[:6],
                },
                "bob": {},
            },
            [act("alice", "achieve", age=1)],
            current="alice",
            relics=False,
        )
    )
    assert unused.game_over == "achievements" and unused.winner == ["alice"]


# ----------------------------------------------------------------------------
# Artifacts cards are cards


def test_ART_4_no_dogma_action_on_battleship_yamato() -> None:
    r = artifacts_actions(
        {"alice": {"board": {"red": ["Battleship Yamato"]}}, "bob": bob()},
        [act("alice", "dogma", card="Battleship Yamato")],
        current="alice",
    )
    assert r.exit_code == 1 and r.error is not None and r.error["rule"] == "ART-4"
    assert r.pile("alice", "red") == ["Battleship Yamato"]


def choices(g: Any) -> list[str]:
    """The free artifact action's choices open to alice (ART-13)."""
    return [a.choice for a in artifact_legal(g, "alice") if isinstance(a, ArtifactAction)]


def test_ART_4_nor_the_free_dogma_on_a_displayed_yamato() -> None:
    players = {"alice": {"board": {"blue": ["Writing"]}}, "bob": bob()}
    r = free_dogma("alice", players, displays={"alice": ["Battleship Yamato"]})
    assert r.exit_code == 1 and r.error is not None and r.error["rule"] == "ART-4"
    assert r.display("alice") == ["Battleship Yamato"]
    raw = artifacts_scenario(
        {"alice": {"board": {"blue": ["Writing"]}}, "bob": bob()},
        [],
        current="alice",
        displays={"alice": ["Battleship Yamato"]},
    )
    _, g = load_scenario(msgspec.json.encode(raw))
    assert choices(g) == ["return", "pass"]
    raw["setup"]["players"]["alice"]["display"] = ["Dancing Girl"]
    _, g = load_scenario(msgspec.json.encode(raw))
    assert choices(g) == ["dogma", "return", "pass"]


def test_ART_4_an_artifact_is_melded_like_a_card_and_returned_under_its_own_pile() -> None:
    # a Meld action from the hand onto a new pile (nothing covered: no dig)
    r = meld({"blue": ["Writing"]}, ["Holmegaard Bows"], "Holmegaard Bows")
    ok(r)
    assert r.pile("alice", "red") == ["Holmegaard Bows"] and digs(r) == []
    # Pottery returns it from the hand: to the bottom of the Artifacts 1 pile
    p = artifacts_dogma(
        "Pottery",
        {"alice": {"board": {"blue": ["Pottery"]}, "hand": ["Holmegaard Bows"]}, "bob": bob()},
        [["Holmegaard Bows"]],
        decks={1: ["Oars"]},
    )
    ok(p)
    assert p.artifacts_deck(1)[-1] == "Holmegaard Bows" and len(p.artifacts_deck(1)) == 15
    assert p.score("alice") == ["Oars"] and "Holmegaard Bows" not in p.deck(1)


def test_ART_5_the_draw_action_never_draws_an_artifact() -> None:
    base_1 = [c for c in of_set("base", 1) if c != "Writing"]
    r = artifacts_actions(
        {"alice": {"board": {"blue": ["Writing"]}}, "bob": {}},
        [act("alice", "draw"), act("alice", "draw")],
        current="alice",
        removed=base_1[:-1],  # one base 1 left: the second draw skips to 2
        achievements=["Mathematics"],
    )
    ok(r)
    assert [card(c).set for c in r.hand("alice")] == ["base", "base"]
    assert [card(c).age for c in r.hand("alice")] == [1, 2]
    assert [len(r.artifacts_deck(a)) for a in (1, 2)] == [15, 10]


def test_ART_5_with_echoes_the_draw_is_echoes_never_artifacts() -> None:
    r = artifacts_actions(
        {"alice": {"board": {"blue": ["Writing"]}, "hand": ["Oars"]}, "bob": bob()},
        [act("alice", "draw")],
        current="alice",
        expansions=["echoes"],
    )
    ok(r)
    assert [card(c).set for c in r.hand("alice")] == ["base", "echoes"]
    assert len(r.artifacts_deck(1)) == 15


def _game(**kw: Any) -> Any:
    raw = artifacts_scenario({"alice": {"board": {"blue": ["Writing"]}}, "bob": bob()}, [], **kw)
    return load_scenario(msgspec.json.encode(raw))[1]


def test_ART_5_draw_an_artifact_skips_empty_base_ages_and_falls_back_to_base() -> None:
    g = _game(artifacts_decks={1: ["Dancing Girl"]})
    assert draw_artifact(g, "alice", 1, NO_CAUSE) == "Dancing Girl"
    assert g.steps[-1].rule == "ART-5"
    # base 1 empty: the Artifacts 2 pile
    base_1 = [c for c in of_set("base", 1) if c not in ("Writing", "Code of Laws")]
    g = _game(removed=base_1, achievements=["Mathematics"], artifacts_decks={2: ["Holy Grail"]})
    assert draw_artifact(g, "alice", 1, NO_CAUSE) == "Holy Grail"
    # the Artifacts pile of that age empty: its base card
    g = _game(removed=of_set("artifacts", 3), decks={3: ["Compass"]})
    assert draw_artifact(g, "alice", 3, NO_CAUSE) == "Compass"
    # above 10: the game ends (DRAW-3)
    with pytest.raises(GameOver):
        draw_artifact(g, "alice", 11, NO_CAUSE)


# ----------------------------------------------------------------------------
# Digging


def test_ART_6_an_effects_meld_never_digs() -> None:
    r = artifacts_dogma(
        "Sailing",
        {"alice": {"board": {"green": ["Sailing"], "purple": ["City States"]}}, "bob": bob()},
        decks={1: ["Mysticism"]},
    )
    ok(r)
    assert r.pile("alice", "purple") == ["Mysticism", "City States"]  # equal value: no dig
    assert digs(r) == [] and r.display("alice") == []


def test_ART_6_a_meld_action_on_a_new_pile_covers_nothing_and_never_digs() -> None:
    r = meld({"blue": ["Writing"]}, ["Archery"], "Archery")
    ok(r)
    assert digs(r) == [] and r.display("alice") == []
    assert len(r.artifacts_deck(1)) == 15


def test_ART_6_a_higher_value_with_the_hex_elsewhere_does_not_dig() -> None:
    r = meld({"red": ["Archery"]}, ["Construction"], "Construction")  # hexes 2 and 1
    ok(r)
    assert digs(r) == [] and r.display("alice") == []


def test_ART_6_hexes_are_compared_on_the_cards_whatever_the_splay() -> None:
    for direction in ("left", "right", "up"):
        r = meld(
            {"red": {"cards": ["Oars", "Archery"], "splay": direction}},
            ["Road Building"],
            "Road Building",
            artifacts_decks={1: ["Papyrus of Ani"]},
        )
        ok(r)
        assert digs(r) == [("alice", "Papyrus of Ani")], direction
    no = meld(
        {"red": {"cards": ["Oars", "Archery"], "splay": "up"}},
        ["Construction"],
        "Construction",
    )
    ok(no)
    assert digs(no) == []


def test_ART_7_the_dig_takes_the_top_artifact_of_the_covered_value() -> None:
    r = meld(
        {"green": ["Compass"]},
        ["Sailing"],
        "Sailing",
        ["no"],
        artifacts_decks={3: ["Dunhuang Star Chart"]},
    )
    ok(r)
    assert r.display("alice") == ["Dunhuang Star Chart"]
    assert r.hand("alice") == [] and "Dunhuang Star Chart" not in r.artifacts_deck(3)
    step = rule_steps(r, "ART-6", "dig")[0]
    assert step["from_zone"] == "deck:artifacts:3" and step["to_zone"] == "display"


def test_ART_7_empty_base_ages_are_skipped() -> None:
    base_1 = [c for c in of_set("base", 1) if c not in ("Archery", "Oars", "Code of Laws")]
    r = meld(
        {"red": ["Archery"]},
        ["Oars"],
        "Oars",
        removed=base_1,
        achievements=["Mathematics"],
        artifacts_decks={2: ["Holy Grail"]},
    )
    ok(r)
    assert r.deck(1) == [] and r.display("alice") == ["Holy Grail"]
    assert rule_steps(r, "ART-6", "dig")[0]["detail"] == {"age": 1, "drawn_age": 2}


def test_ART_7_an_empty_artifacts_pile_ignores_the_dig_no_base_card_taken() -> None:
    r = meld(
        {"red": ["Archery"]},
        ["Oars"],
        "Oars",
        removed=of_set("artifacts", 1),
        decks={1: ["Agriculture"], 2: ["Mathematics"]},
        artifacts_decks={2: ["Holy Grail"]},
    )
    ok(r)
    assert r.display("alice") == [] and r.hand("alice") == []
    assert r.deck(1)[0] == "Agriculture" and r.artifacts_deck(2)[0] == "Holy Grail"
    assert [s["rule"] for s in r.steps if s["verb"] == "note"] == ["ART-7"]
    assert r.game_over is None


def test_ART_7_above_10_the_dig_is_ignored_and_the_game_goes_on() -> None:
    tens = [c for c in of_set("base", 10) if c != "Software"]
    r = meld({"blue": ["Software"]}, ["Writing"], "Writing", removed=tens)
    ok(r)
    assert r.game_over is None and r.winner is None
    assert r.display("alice") == [] and r.hand("alice") == []
    notes = rule_steps(r, "ART-7", "note")
    assert len(notes) == 1 and "no age is left" in notes[0]["text"]


def test_ART_8_a_full_display_ignores_the_dig() -> None:
    r = meld({"red": ["Archery"]}, ["Oars"], "Oars", displays={"alice": ["Dancing Girl"]})
    ok(r)
    assert r.display("alice") == ["Dancing Girl"] and digs(r) == []
    assert len(r.artifacts_deck(1)) == 14
    assert [s["rule"] for s in r.steps if s["verb"] == "note"] == ["ART-8"]


def test_ART_9_with_cities_the_city_icons_then_the_city_draw_then_the_dig() -> None:
    # Delhi (3, red, an arrow left) on Engineering (3): the splay left draws a city
    raw = artifacts_scenario(
        {"alice": {"board": {"red": ["Engineering"]}, "hand": ["Delhi"]}, "bob": bob()},
        [act("alice", "meld", card="Delhi")],
        ["no"],
        current="alice",
        expansions=["cities"],
        artifacts_decks={3: ["Dunhuang Star Chart"]},
    )
    r = run_echoes(with_cities_decks(raw, {3: ["Kaifeng"]}))
    ok(r)
    assert seen(r) == [
        ("meld", "MELD-1", "Delhi"),
        ("note", "CITY-16", None),  # the arrow (CITY-14) ...
        ("splay", "TERM-SPLAY", None),  # ... splays red left
        ("draw", "CITY-10", "Kaifeng"),  # a new direction: a city (CITY-10b)
        ("dig", "ART-6", "Dunhuang Star Chart"),  # Delhi (3) on Engineering (3)
        ("decide", "ART-19", None),  # Timbuktu, declined
    ]
    assert r.splay("alice", "red") == "left" and r.pile("alice", "red") == ["Delhi", "Engineering"]
    assert r.hand("alice") == ["Kaifeng"] and r.display("alice") == ["Dunhuang Star Chart"]


def test_ART_9_with_echoes_the_dig_and_the_seizure_then_the_promotion() -> None:
    r = meld(
        {"green": ["Compass"]},
        ["Sailing"],
        "Sailing",
        ["achievements", "Writing", "no"],
        alice={"forecast": ["Writing"]},
        expansions=["echoes"],
        artifacts_decks={3: ["Dunhuang Star Chart"]},
    )
    ok(r)
    order = [(v, rule) for v, rule, _ in seen(r) if v in ("dig", "transfer", "meld")]
    assert order == [
        ("meld", "MELD-1"),
        ("dig", "ART-6"),
        ("transfer", "ART-19"),
        ("meld", "ECHO-24"),
    ]
    assert r.achievements("alice") == ["Timbuktu"] and r.pile("alice", "blue") == ["Writing"]


def test_ART_10_sailing_on_clothing_digs_an_artifacts_1() -> None:
    r = meld({"green": ["Clothing"]}, ["Sailing"], "Sailing", artifacts_decks={1: ["Priest-King"]})
    ok(r)
    assert r.display("alice") == ["Priest-King"]
    assert "at most" in rule_steps(r, "ART-6", "dig")[0]["text"]


def test_ART_10_sailing_on_mapmaking_digs_an_artifacts_2() -> None:
    r = meld({"green": ["Mapmaking"]}, ["Sailing"], "Sailing", artifacts_decks={2: ["Holy Grail"]})
    ok(r)
    assert r.display("alice") == ["Holy Grail"] and card("Holy Grail").age == 2


def test_ART_10_currency_on_clothing_digs_nothing_the_hexes_differ() -> None:
    r = meld({"green": ["Clothing"]}, ["Currency"], "Currency")
    ok(r)
    assert digs(r) == [] and r.display("alice") == [] and len(r.artifacts_deck(1)) == 15


def test_ART_10_road_building_on_archery_digs_an_artifacts_1_by_the_hexes() -> None:
    r = meld(
        {"red": ["Archery"]},
        ["Road Building"],
        "Road Building",
        artifacts_decks={1: ["Papyrus of Ani"]},
    )
    ok(r)
    assert r.display("alice") == ["Papyrus of Ani"]
    assert "hex in the same position" in rule_steps(r, "ART-6", "dig")[0]["text"]


# ----------------------------------------------------------------------------
# The display


def test_ART_11_the_displayed_card_counts_for_no_icon_and_no_point() -> None:
    r = artifacts_actions(
        {"alice": {"board": {"blue": ["Writing"]}, "score": ["Oars"]}, "bob": bob()},
        [],
        current="alice",
        displays={"alice": ["Mask of Warka"]},  # three castles
    )
    ok(r)
    assert r.icons("alice")["castle"] == 0 and r.points("alice") == 1
    assert r.display("alice") == ["Mask of Warka"]


def test_ART_11_a_dogma_action_does_not_count_the_display_for_sharing() -> None:
    # castles: alice 2 (and 3 on display, not counted), bob 2: no demand on bob
    r = artifacts_dogma(
        "Archery",
        {"alice": {"board": {"red": ["Archery"]}}, "bob": {"board": {"red": ["Oars"]}}},
        displays={"alice": ["Mask of Warka"]},
        decks={1: ["Writing"]},
    )
    ok(r)
    dogma = rule_steps(r, "DOGMA-2", "dogma")[0]["detail"]
    assert dogma["counts"] == {"alice": 2, "bob": 2} and dogma["vulnerable"] == []


def test_ART_11_no_effect_reaches_the_displayed_card() -> None:
    # Archery's demand: bob draws a 1 and transfers the highest card in his hand
    r = artifacts_dogma(
        "Archery",
        {"alice": {"board": {"red": ["Archery"]}}, "bob": {"board": {"blue": ["Writing"]}}},
        decks={1: ["Agriculture"]},
        displays={"bob": ["Lurgan Canoe"]},
    )
    ok(r)
    assert r.hand("alice") == ["Agriculture"] and r.display("bob") == ["Lurgan Canoe"]
    # Pottery offers the hand only, never the display
    p = artifacts_dogma(
        "Pottery",
        {"alice": {"board": {"blue": ["Pottery"]}, "hand": ["Oars"]}, "bob": bob()},
        displays={"alice": ["Lurgan Canoe"]},
    )
    assert p.pending is not None and p.pending["options"] == ["Oars"]


def test_ART_12_a_meld_action_may_meld_the_displayed_artifact_and_dig_again() -> None:
    r = artifacts_actions(
        {"alice": {"board": {"red": ["Archery"]}}, "bob": bob()},
        [act("alice", "meld", card="Holmegaard Bows")],
        current="alice",
        displays={"alice": ["Holmegaard Bows"]},
        artifacts_decks={1: ["Papyrus of Ani"]},
    )
    ok(r)
    assert r.pile("alice", "red") == ["Holmegaard Bows", "Archery"]
    assert r.display("alice") == ["Papyrus of Ani"]
    meld_step = next(s for s in r.steps if s["verb"] == "meld")
    assert meld_step["from_zone"] == "display" and r.state["actions_left"] == 1


def test_ART_12_the_display_meld_is_a_meld_action_for_cities_too() -> None:
    raw = artifacts_scenario(
        {"alice": {"board": {"blue": ["Writing"]}}, "bob": bob()},
        [act("alice", "meld", card="Holmegaard Bows")],
        current="alice",
        expansions=["cities"],
        displays={"alice": ["Holmegaard Bows"]},
    )
    r = run_echoes(with_cities_decks(raw, {1: ["Troy"]}))
    ok(r)
    assert r.pile("alice", "red") == ["Holmegaard Bows"] and r.display("alice") == []
    assert r.hand("alice") == ["Troy"]  # a new color: a city (CITY-10)


def test_ART_12_melding_a_card_not_on_display_nor_in_hand_is_illegal() -> None:
    r = artifacts_actions(
        {"alice": {"board": {"red": ["Archery"]}}, "bob": bob()},
        [act("alice", "meld", card="Holmegaard Bows")],
        current="alice",
        displays={"bob": ["Holmegaard Bows"]},
    )
    assert r.exit_code == 1 and r.display("bob") == ["Holmegaard Bows"]


def _artifact(choice: str, *more: dict[str, Any], **kw: Any) -> ArtifactsResult:
    kw.setdefault("current", "alice")
    kw.setdefault("displays", {"alice": ["Holmegaard Bows"]})
    return artifacts_actions(
        {"alice": {"board": {"blue": ["Writing"]}}, "bob": bob()},
        [act("alice", "artifact", choice=choice), *more],
        **kw,
    )


def test_ART_13_return_puts_it_under_its_pile_and_uses_no_action() -> None:
    r = _artifact("return")
    ok(r)
    assert r.display("alice") == [] and r.artifacts_deck(1)[-1] == "Holmegaard Bows"
    assert r.state["actions_left"] == 2 and r.current == "alice"
    assert rule_steps(r, "ART-13", "action")


def test_ART_13_pass_leaves_it_on_display() -> None:
    r = _artifact("pass")
    ok(r)
    assert r.display("alice") == ["Holmegaard Bows"] and r.state["actions_left"] == 2
    assert len(r.artifacts_deck(1)) == 14


def test_ART_13_only_once_per_turn() -> None:
    r = _artifact("pass", act("alice", "artifact", choice="return"))
    assert r.exit_code == 1 and r.error is not None and r.error["rule"] == "ART-13"
    assert r.display("alice") == ["Holmegaard Bows"]


def test_ART_13_only_before_the_turns_first_action() -> None:
    r = artifacts_actions(
        {"alice": {"board": {"blue": ["Writing"]}}, "bob": bob()},
        [act("alice", "draw"), act("alice", "artifact", choice="return")],
        current="alice",
        displays={"alice": ["Holmegaard Bows"]},
    )
    assert r.exit_code == 1 and r.error is not None and r.error["rule"] == "ART-13"
    assert r.display("alice") == ["Holmegaard Bows"] and len(r.hand("alice")) == 1


def test_ART_13_only_with_an_artifact_on_display_and_on_ones_own_turn() -> None:
    none = _artifact("pass", displays={})
    assert none.exit_code == 1 and none.error is not None and none.error["rule"] == "ART-13"
    bobs = artifacts_actions(
        {"alice": {"board": {"blue": ["Writing"]}}, "bob": bob()},
        [act("bob", "artifact", choice="return")],
        current="alice",
        displays={"alice": [], "bob": ["Holmegaard Bows"]},
    )
    assert bobs.exit_code == 1 and bobs.display("bob") == ["Holmegaard Bows"]
    assert bobs.error is not None and bobs.error["rule"] == "ART-13"  # scenario.md


def test_ART_13_a_setup_position_is_the_turns_start_and_each_new_turn_too() -> None:
    r = artifacts_actions(
        {"alice": {"board": {"blue": ["Writing"]}}, "bob": bob()},
        [
            act("alice", "artifact", choice="pass"),
            act("alice", "draw"),
            act("alice", "draw"),
            act("bob", "artifact", choice="return"),
            act("bob", "draw"),
            act("bob", "draw"),
            act("alice", "artifact", choice="return"),
        ],
        current="alice",
        displays={"alice": ["Holmegaard Bows"], "bob": ["Dancing Girl"]},
    )
    ok(r)
    assert r.display("alice") == [] and r.display("bob") == []
    assert r.artifacts_deck(1)[-2:] == ["Dancing Girl", "Holmegaard Bows"]
    assert r.current == "alice" and r.state["actions_left"] == 2


def test_ART_13_any_setup_position_counts_as_the_turns_start() -> None:
    r = _artifact("return", actions_left=1)  # scenario.md: even with one action left
    ok(r)
    assert r.display("alice") == [] and r.state["actions_left"] == 1


def test_ART_14_the_free_dogma_counts_the_artifacts_featured_icons_for_sharing(
    stand_in: Callable[..., None],
) -> None:
    seen_castles: list[int] = []

    def look(ctx: EffectContext) -> Gen:
        seen_castles.append(ctx.icons(Icon.CASTLE))
        ctx.draw(1)
        yield from ()

    stand_in(look)
    players = {"alice": {"board": {"blue": ["Writing"]}}, "bob": {"board": {"red": ["Archery"]}}}
    r = free_dogma("alice", players, displays={"alice": [ARK]}, decks={1: ["Oars"]})
    ok(r)
    dogma = rule_steps(r, "DOGMA-2", "dogma")[0]
    assert dogma["card"] == ARK and dogma["detail"]["icon"] == "castle"
    assert dogma["detail"]["counts"] == {"alice": 3, "bob": 2}  # 0 on the board + 3 displayed
    assert dogma["detail"]["sharing"] == []  # bob (2) would share alice's 0 castles
    assert seen_castles == [0]  # the effects see the board without the display
    assert r.hand("alice") == ["Oars"] and r.hand("bob") == []
    assert r.state["actions_left"] == 2


def test_ART_14_a_sharer_earns_the_free_draw(stand_in: Callable[..., None]) -> None:
    stand_in(draw_one)
    players = {
        "alice": {"board": {"blue": ["Writing"]}},
        "bob": {"board": {"purple": ["Mask of Warka"]}},
    }
    r = free_dogma(
        "alice", players, displays={"alice": [ARK]}, decks={1: ["Oars", "Tools", "Pottery"]}
    )
    ok(r)
    assert rule_steps(r, "DOGMA-2", "dogma")[0]["detail"]["sharing"] == ["bob"]
    assert r.hand("bob") == ["Oars"] and r.hand("alice") == ["Tools", "Pottery"]
    assert [s for s in r.steps if s["rule"] == "DOGMA-6" and s["verb"] == "draw"]


def test_ART_14_with_echoes_the_echo_effects_of_the_artifacts_color_run_first(
    stand_in: Callable[..., None],
) -> None:
    stand_in(draw_one)
    r = free_dogma(
        "alice",
        {"alice": {"board": {"purple": ["Bell"]}, "hand": ["Oars"]}, "bob": bob()},
        ["Oars"],  # Bell's echo effect: score a card from your hand
        displays={"alice": [ARK]},
        expansions=["echoes"],
        decks={1: ["Tools"]},
    )
    ok(r)
    scored = next(i for i, s in enumerate(r.steps) if s["verb"] == "score")
    drawn = next(i for i, s in enumerate(r.steps) if s["verb"] == "draw")
    assert scored < drawn and r.score("alice") == ["Oars"]
    assert rule_steps(r, "DOGMA-2", "dogma")[0]["detail"]["counts"]["alice"] == 5  # Bell 2 + Ark 3


def test_ART_15_the_artifact_is_returned_after_its_free_dogma(
    stand_in: Callable[..., None],
) -> None:
    stand_in(draw_one)
    r = free_dogma(
        "alice",
        {"alice": {"board": {"blue": ["Writing"]}}, "bob": bob()},
        displays={"alice": [ARK]},
    )
    ok(r)
    assert r.display("alice") == [] and r.artifacts_deck(1)[-1] == ARK
    rules = [s["rule"] for s in r.steps]
    assert rules.index("ART-15") > rules.index("DOGMA-2")


def test_ART_15_returned_from_where_its_effect_moved_it(stand_in: Callable[..., None]) -> None:
    def take_it(ctx: EffectContext) -> Gen:
        ctx.transfer(ARK, ctx.player, "hand")
        yield from ()

    stand_in(take_it)
    r = free_dogma(
        "alice",
        {"alice": {"board": {"blue": ["Writing"]}}, "bob": bob()},
        displays={"alice": [ARK]},
    )
    ok(r)
    assert r.hand("alice") == [] and r.display("alice") == []
    assert r.artifacts_deck(1)[-1] == ARK
    ret = [s for s in r.steps if s["verb"] == "return"]
    assert len(ret) == 1 and ret[0]["from_zone"] == "hand"


def test_ART_15_an_artifact_its_own_effect_returned_is_not_returned_twice(
    stand_in: Callable[..., None],
) -> None:
    def return_it(ctx: EffectContext) -> Gen:
        ctx.transfer(ARK, ctx.player, "hand")
        ctx.return_card(ARK)
        yield from ()

    stand_in(return_it)
    r = free_dogma(
        "alice",
        {"alice": {"board": {"blue": ["Writing"]}}, "bob": bob()},
        displays={"alice": [ARK]},
    )
    ok(r)
    assert r.artifacts_deck(1)[-1] == ARK
    assert len([s for s in r.steps if s["verb"] == "return"]) == 1


# ----------------------------------------------------------------------------
# Compel effects


def test_ART_16_compel_hits_the_opponents_who_share_clockwise(toy: None) -> None:
    r = toy_dogma(
        "Toy Compel",
        {
            "alice": {"board": {"red": ["Toy Compel"]}},
            "bob": {"board": {"purple": ["Mask of Warka"]}, "hand": ["Oars"]},  # 3 castles
            "carol": {"board": {"blue": ["Writing"]}, "hand": ["Tools"]},  # none
            "dave": {"board": {"green": ["Toy Lone Compel"]}, "hand": ["Pottery"]},  # 3
        },
        decks={1: ["Agriculture", "Clothing", "Sailing", "Metalworking"]},
    )
    ok(r)
    dogma = rule_steps(r, "DOGMA-2", "dogma")[0]["detail"]
    assert dogma["sharing"] == ["bob", "dave"] and dogma["vulnerable"] == ["carol"]
    compelled = [s["actor"] for s in r.steps if s["verb"] == "transfer"]
    assert compelled == ["bob", "dave"]  # clockwise from alice's left, into "my" score pile
    assert r.score("alice") == ["Oars", "Pottery"]
    assert r.hand("carol") == ["Tools"]  # fewer castles: not compelled, no demand either
    # the compelled share the non-demand effect, then alice: then the free draw
    assert r.hand("bob") == ["Agriculture"] and r.hand("dave") == ["Clothing"]
    assert r.hand("alice") == ["Sailing", "Metalworking"]


def test_ART_16_no_opponent_with_as_many_no_compel(toy: None) -> None:
    r = toy_dogma(
        "Toy Compel",
        {
            "alice": {"board": {"red": ["Toy Compel"]}},
            "bob": {"board": {"blue": ["Writing"]}, "hand": ["Oars"]},
        },
        decks={1: ["Agriculture"]},
    )
    ok(r)
    assert r.hand("bob") == ["Oars"] and r.score("alice") == []
    assert r.hand("alice") == ["Agriculture"]


def test_ART_16_a_teammate_is_never_compelled(toy: None) -> None:
    r = toy_dogma(
        "Toy Compel",
        {
            "alice": {"board": {"red": ["Toy Compel"]}},
            "bob": {"board": {"blue": ["Writing"]}, "hand": ["Tools"]},
            "carol": {"board": {"purple": ["Mask of Warka"]}, "hand": ["Oars"]},
            "dave": {"board": {"blue": ["Pottery"]}, "hand": ["Clothing"]},
        },
        decks={1: ["Agriculture", "Sailing"]},
        teams=[["alice", "carol"], ["bob", "dave"]],
    )
    ok(r)
    assert r.hand("carol") == ["Oars", "Agriculture"]  # shares, not compelled
    assert r.score("alice") == [] and r.hand("bob") == ["Tools"] and r.hand("dave") == ["Clothing"]
    assert r.hand("alice") == ["Sailing"]


def test_ART_16_the_displayed_artifacts_icons_count_for_compel(toy: None) -> None:
    """ART-14's count for a compel, through the engine (a toy cannot be displayed)."""
    raw = artifacts_scenario(
        {
            "alice": {"board": {"red": ["Toy Compel"]}},  # 3 castles
            "bob": {"board": {"purple": ["Mask of Warka"]}, "hand": ["Oars"]},  # 3 castles
        },
        [],
        current="alice",
        decks={1: ["Agriculture", "Clothing"]},
    )
    raw["expansions"].append(ARTTOY)
    for displayed, compelled in ((0, ["bob"]), (1, [])):
        _, g = load_scenario(msgspec.json.encode(raw))
        assert list(dogma_action(g, "alice", "Toy Compel", displayed=displayed)) == []
        dogma = next(s for s in g.steps if s.rule == "DOGMA-2")
        assert dogma.detail is not None and dogma.detail["sharing"] == compelled
        assert [s.actor for s in g.steps if s.verb == "transfer"] == compelled
        assert ("Oars" in g.state.player("alice").score) == bool(compelled)


def test_ART_17_a_compelled_opponents_change_earns_no_free_draw(toy: None) -> None:
    r = toy_dogma(
        "Toy Lone Compel",
        {
            "alice": {"board": {"green": ["Toy Lone Compel"]}},
            "bob": {"board": {"purple": ["Mask of Warka"]}},
        },
        decks={1: ["Oars", "Tools"]},
    )
    ok(r)
    assert r.hand("bob") == ["Oars"] and r.hand("alice") == []
    assert not [s for s in r.steps if s["rule"] == "DOGMA-6" and s["verb"] == "draw"]


def test_ART_17_executing_the_non_demand_effects_skips_a_compel(toy: None) -> None:
    r = toy_dogma(
        "Toy Executor",
        {
            "alice": {"board": {"blue": ["Toy Executor"]}, "hand": ["Pottery"]},
            "bob": {"board": {"purple": ["Mask of Warka"]}, "hand": ["Oars"]},
        },
        decks={1: ["Agriculture"]},
    )
    ok(r)
    assert r.hand("alice") == ["Pottery", "Agriculture"] and r.hand("bob") == ["Oars"]
    assert r.score("alice") == []


def test_ART_17_a_compel_is_a_demand_effect_in_the_data() -> None:
    bows = card("Holmegaard Bows").effects[0]
    assert bows.compel and not bows.demand and bows.demanding
    assert not card("Ark of the Covenant").effects[0].demanding


# ----------------------------------------------------------------------------
# Relics


def test_ART_18_the_five_relics_and_no_achieve_takes_one_beside_its_pile() -> None:
    assert list(relic_names()) == RELICS
    assert [(card(n).set, card(n).age) for n in RELICS] == [
        ("cities", 3),
        ("base", 4),
        ("artifacts", 5),
        ("figures", 6),
        ("echoes", 7),
    ]
    r = artifacts_actions(
        {"alice": {"board": {"green": ["Compass"]}, "score": FILLER[:3]}, "bob": bob()},
        [act("alice", "achieve", card="Timbuktu")],
        current="alice",
    )
    assert r.exit_code != 0 and "Timbuktu" in r.relics
    by_age = artifacts_actions(
        {"alice": {"board": {"green": ["Compass"]}, "score": FILLER[:3]}, "bob": bob()},
        [act("alice", "achieve", age=3)],
        current="alice",
        achievements=["Oars"],  # no standard 3 is available: the relic is none
    )
    assert by_age.exit_code == 1 and "Timbuktu" in by_age.relics
    assert by_age.achievements("alice") == []


def test_ART_18_ching_shih_is_never_in_a_hand() -> None:
    with pytest.raises(FormatError, match="only in achievements"):
        artifacts_actions({"alice": {"hand": ["Ching Shih"]}, "bob": bob()}, [])
    achieved = artifacts_actions({"alice": {"achievements": ["Ching Shih"]}, "bob": bob()}, [])
    assert achieved.exit_code == 0 and achieved.achievements("alice") == ["Ching Shih"]


def _dig_3(answers: list[Any] | None = None, **kw: Any) -> ArtifactsResult:
    """alice melds Sailing on Compass: she digs Dunhuang Star Chart (an Artifacts 3)."""
    return meld(
        {"green": ["Compass"]},
        ["Sailing"],
        "Sailing",
        answers,
        artifacts_decks={3: ["Dunhuang Star Chart"]},
        **kw,
    )


def test_ART_19_the_relic_beside_its_pile_without_its_set_only_to_achievements() -> None:
    r = _dig_3()
    assert r.pending is not None
    assert r.pending["decision"] == "seize_relic" and r.pending["rule"] == "ART-19"
    assert r.pending["options"] == ["achievements"] and r.pending["optional"]
    taken = _dig_3(["achievements"])
    ok(taken)
    assert taken.achievements("alice") == ["Timbuktu"] and "Timbuktu" not in taken.relics
    declined = _dig_3(["no"])
    ok(declined)
    assert declined.achievements("alice") == [] and "Timbuktu" in declined.relics


def test_ART_19_a_base_relic_may_go_to_the_hand() -> None:
    # Mysticism (1) on Reformation (4) digs an Artifacts 4: Complex Numbers is base
    r = meld({"purple": ["Reformation"]}, ["Mysticism"], "Mysticism")
    assert r.pending is not None and r.pending["options"] == ["achievements", "hand"]
    four = meld({"purple": ["Reformation"]}, ["Mysticism"], "Mysticism", ["hand"])
    ok(four)
    assert four.hand("alice") == ["Complex Numbers"] and "Complex Numbers" not in four.relics
    assert card(four.display("alice")[0]).age == 4


def test_ART_19_from_another_players_achievements() -> None:
    players = {
        "alice": {"board": {"green": ["Compass"]}, "hand": ["Sailing"]},
        "bob": {**bob(), "achievements": ["Timbuktu"]},
    }
    out = artifacts_actions(
        players,
        [act("alice", "meld", card="Sailing")],
        ["achievements"],
        current="alice",
        artifacts_decks={3: ["Dunhuang Star Chart"]},
    )
    ok(out)
    assert out.achievements("alice") == ["Timbuktu"] and out.achievements("bob") == []


def test_ART_19_from_ones_own_achievements_only_to_the_hand() -> None:
    r = meld(
        {"purple": ["Reformation"]},
        ["Mysticism"],
        "Mysticism",
        alice={"achievements": ["Complex Numbers"]},
    )
    assert r.pending is not None and r.pending["options"] == ["hand"]
    # Timbuktu held, Cities not in play: nothing is possible, nothing asked
    t = _dig_3(alice={"achievements": ["Timbuktu"]})
    ok(t)
    assert t.achievements("alice") == ["Timbuktu"] and t.display("alice") == ["Dunhuang Star Chart"]
    assert not rule_steps(t, "ART-19")


def test_ART_19_a_relic_in_a_hand_cannot_be_seized_nor_without_relics() -> None:
    players = {
        "alice": {"board": {"purple": ["Reformation"]}, "hand": ["Mysticism"]},
        "bob": {**bob(), "hand": ["Complex Numbers"]},
    }
    r = artifacts_actions(players, [act("alice", "meld", card="Mysticism")], current="alice")
    ok(r)
    assert r.hand("bob") == ["Complex Numbers"] and len(r.display("alice")) == 1
    unused = _dig_3(relics=False)
    ok(unused)
    assert unused.display("alice") == ["Dunhuang Star Chart"] and unused.relics == []


def test_ART_20_a_seized_relic_counts_toward_the_win() -> None:
    r = _dig_3(["achievements"], alice={"achievements": FILLER[:6]})
    assert r.error is None and r.game_over == "achievements" and r.winner == ["alice"]


SCORE_20 = ["Anatomy", "Perspective", "Invention", "Navigation", "Translation", "Oars"]  # 4×4+3+1


def _achieve_4(held: list[str], **kw: Any) -> ArtifactsResult:
    """alice, with a score of 20 and a top 4, achieves a 4 (ECHO-27: 5 × 4 × (k + 1))."""
    players = {
        "alice": {"board": {"blue": ["Experimentation"]}, "score": SCORE_20, "achievements": held},
        "bob": bob(),
    }
    return artifacts_actions(
        players, [act("alice", "achieve", age=4)], current="alice", expansions=["echoes"], **kw
    )


def test_ART_20_a_relic_in_achievements_keeps_its_value() -> None:
    first = _achieve_4([], achievements=["Colonialism"])
    ok(first)
    assert first.achievements("alice") == ["Colonialism"]
    second = _achieve_4(["Complex Numbers"], achievements=["Colonialism"])
    assert second.exit_code == 1 and second.error is not None
    assert second.error["rule"] == "ECHO-27"
    assert second.achievements("alice") == ["Complex Numbers"]


def test_ART_20_a_held_relic_is_no_standard_achievement_at_set_up() -> None:
    r = _achieve_4(["Complex Numbers"])
    assert any(card(a).age == 4 for a in r.available if lookup(a))


def test_ART_20_a_relic_in_hand_is_an_ordinary_card_of_its_set() -> None:
    r = artifacts_actions(
        {"alice": {"board": {"blue": ["Writing"]}, "hand": ["Complex Numbers"]}, "bob": bob()},
        [act("alice", "meld", card="Complex Numbers")],
        current="alice",
    )
    ok(r)
    assert r.pile("alice", "blue") == ["Complex Numbers", "Writing"]
    assert r.icons("alice")["lightbulb"] == 2 and r.icons("alice")["factory"] == 1


def test_ART_21_a_returned_relic_goes_beside_its_pile_and_can_be_seized_again() -> None:
    r = artifacts_dogma(
        "Pottery",
        {"alice": {"board": {"blue": ["Pottery"]}, "hand": ["Complex Numbers"]}, "bob": bob()},
        [["Complex Numbers"]],
        decks={1: ["Oars"]},
    )
    ok(r)
    assert "Complex Numbers" in r.relics and "Complex Numbers" not in r.hand("alice")
    assert "Complex Numbers" not in r.deck(4) and r.score("alice") == ["Oars"]
    again = run_echoes(
        artifacts_scenario(
            {
                "alice": {
                    "board": {"blue": ["Pottery"], "purple": ["Reformation"]},
                    "hand": ["Complex Numbers", "Mysticism"],
                },
                "bob": bob(),
            },
            [act("alice", "dogma", card="Pottery"), act("alice", "meld", card="Mysticism")],
            [["Complex Numbers"], "achievements"],
            current="alice",
            decks={1: ["Oars"]},
        )
    )
    ok(again)
    assert again.achievements("alice") == ["Complex Numbers"]


# ----------------------------------------------------------------------------
# Other expansions


def test_ART_22_a_city_melded_by_a_meld_action_digs() -> None:
    raw = artifacts_scenario(
        {"alice": {"board": {"red": ["Archery"]}, "hand": ["Athens"]}, "bob": bob()},
        [act("alice", "meld", card="Athens")],
        current="alice",
        expansions=["cities"],
        decks={2: ["Mapmaking"]},
        artifacts_decks={1: ["Papyrus of Ani"]},
    )
    r = run_echoes(raw)
    ok(r)
    order = [(v, rule) for v, rule, _ in seen(r)]
    assert order.index(("draw", "CITY-15")) < order.index(("dig", "ART-6"))
    assert r.display("alice") == ["Papyrus of Ani"] and r.hand("alice") == ["Mapmaking"]


def test_ART_22_a_city_on_a_city_digs_by_the_hexes_on_a_base_card_by_value_only() -> None:
    def on(pile: list[str]) -> ArtifactsResult:
        raw = artifacts_scenario(
            {"alice": {"board": {"blue": pile}, "hand": ["Alexandria"]}, "bob": bob()},
            [act("alice", "meld", card="Alexandria")],
            current="alice",
            expansions=["cities"],
            artifacts_decks={1: ["Sibidu Needle"]},
        )
        return run_echoes(raw)

    city = on(["Troy"])  # 2 on 1, both hexes in the city's hex position
    ok(city)
    assert city.display("alice") == ["Sibidu Needle"]
    base = on(["Writing"])  # 2 on 1, the hexes elsewhere
    ok(base)
    assert base.display("alice") == []


def test_ART_22_with_cities_timbuktu_may_go_to_a_hand() -> None:
    raw = artifacts_scenario(
        {"alice": {"board": {"green": ["Compass"]}, "hand": ["Sailing"]}, "bob": bob()},
        [act("alice", "meld", card="Sailing")],
        ["hand"],
        current="alice",
        expansions=["cities"],
        artifacts_decks={3: ["Dunhuang Star Chart"]},
    )
    r = run_echoes(raw)
    ok(r)
    assert r.hand("alice") == ["Timbuktu"] and card("Timbuktu").layout.size == 6
    pending = run_echoes({**raw, "answers": []}).pending
    assert pending is not None and pending["options"] == ["achievements", "hand"]


def test_ART_23_the_dig_is_no_draw_echo_10_never_applies() -> None:
    r = meld(
        {"red": ["Archery"]},
        ["Oars", "Tools"],
        "Oars",
        expansions=["echoes"],
        artifacts_decks={1: ["Papyrus of Ani"]},
    )
    ok(r)  # a hand with no Echoes card would draw an Echoes 1 instead of a base 1
    assert r.display("alice") == ["Papyrus of Ani"] and r.hand("alice") == ["Tools"]
    assert len(r.echoes_deck(1)) == 15


def test_ART_23_a_promotion_never_digs() -> None:
    r = meld(
        {"blue": ["Tools"]},
        ["Agriculture"],
        "Agriculture",
        ["Writing", "no"],
        alice={"forecast": ["Writing"]},
        expansions=["echoes"],
    )
    ok(r)
    assert r.pile("alice", "blue") == ["Writing", "Tools"]  # 1 on 1: a Meld action would dig
    assert digs(r) == [] and r.display("alice") == []


def test_ART_23_a_music_note_is_a_hex_for_the_dig() -> None:
    r = meld(
        {"purple": ["Reformation"]},
        ["Piano"],
        "Piano",
        ["no"],
        expansions=["echoes"],
    )
    ok(r)  # Piano (5) on Reformation (4): the note and the hex bottom-middle
    assert len(r.display("alice")) == 1 and card(r.display("alice")[0]).age == 4


def test_ART_23_a_relics_value_counts_for_echo_27_duplicates() -> None:
    # a base 4 held: the same limit as the relic's (ART-20's test)
    base = _achieve_4(["Gunpowder"], achievements=["Colonialism"])
    relic = _achieve_4(["Complex Numbers"], achievements=["Colonialism"])
    assert base.error is not None and relic.error is not None
    assert base.error["rule"] == relic.error["rule"] == "ECHO-27"
    seized = _achieve_4(["Safety Pin"], achievements=["Colonialism"])  # a 7: no duplicate
    ok(seized)
    assert seized.achievements("alice") == ["Safety Pin", "Colonialism"]
