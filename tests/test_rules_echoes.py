"""One test (at least) per Echoes of the Past rule ID (ECHO-1 … ECHO-29 of
rules.md), named after the ID, through the scenario contract.

The rules are observed on base cards and on the mechanics Echoes adds (draws,
bonuses, the forecast, promotion, achievements, specials). Where a rule shows
only through an echo effect, a test-only set (``tests/echo_toy``) supplies
Echoes-like cards with echo effects of their own."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import echo_toy
import pytest
from echoes_support import EchoesResult, echoes_actions, echoes_dogma, echoes_scenario, run_echoes

from adjudicator.games.innovation.engine import registry
from adjudicator.games.innovation.engine.actions import Dogma
from adjudicator.games.innovation.engine.cards import Color, Icon, card, set_cards
from adjudicator.games.innovation.engine.setup import new_game
from adjudicator.games.innovation.engine.visibility import Viewer
from adjudicator.games.innovation.scenario import run_dict

ECHOES_SPECIALS = ["Wealth", "Destiny", "Heritage", "History", "Supremacy"]
BASE_SPECIALS = ["Monument", "Empire", "World", "Wonder", "Universe"]
BOB: dict[str, Any] = {"board": {"purple": ["Code of Laws"]}}  # a board: no game start (SETUP-4)


def ok(r: EchoesResult) -> None:
    assert r.exit_code == 0 and r.error is None, r.error
    assert r.pending is None, r.pending


def act(player: str, action: str, **kw: Any) -> dict[str, Any]:
    return {"player": player, "action": action, **kw}


def of_set(name: str, age: int) -> list[str]:
    return [c.name for c in set_cards(name) if c.age == age]


def rule_steps(r: EchoesResult, rule: str, verb: str | None = None) -> list[dict[str, Any]]:
    return [s for s in r.steps if s["rule"] == rule and (verb is None or s["verb"] == verb)]


def with_cities_decks(raw: dict[str, Any], tops: dict[int, list[str]]) -> dict[str, Any]:
    raw["setup"].setdefault("decks", {})["cities"] = {str(k): v for k, v in tops.items()}
    return raw


@pytest.fixture
def toy() -> Iterator[None]:
    """The echo toys (tests/echo_toy), a set of its own beside Echoes."""
    registry.register(echo_toy.SET)
    yield
    registry.unregister(echo_toy.ECHO_TOY)


def toy_run(raw: dict[str, Any]) -> EchoesResult:
    raw["expansions"].append(echo_toy.ECHO_TOY)
    return run_echoes(raw)


def toy_dogma(
    name: str,
    players: dict[str, dict[str, Any]],
    answers: list[Any] | None = None,
    **kw: Any,
) -> EchoesResult:
    actor = next(iter(players))
    kw.setdefault("current", actor)
    return toy_run(echoes_scenario(players, [act(actor, "dogma", card=name)], answers, **kw))


def echo_runs(r: EchoesResult) -> list[tuple[str, str]]:
    """(executing player, card) of every echo effect executed, in order."""
    return [(s["actor"], s["card"]) for s in r.steps if is_echo_step(s)]


def is_echo_step(step: dict[str, Any]) -> bool:
    """An echo effect's execution step (ECHO-14; CITY-24's second one under Endorse)."""
    why = str(step["text"]).split(': "')[0]
    return step["verb"] == "effect" and why.endswith(
        ("echo effect", "echo effect a second time (Endorse)")
    )


# ----------------------------------------------------------------------------
# Set-up and winning


def test_ECHO_1_ten_echoes_piles_of_15_then_10_cards() -> None:
    cards = set_cards("echoes")
    assert len(cards) == 105
    for age in range(1, 11):
        of_age = [c for c in cards if c.age == age]
        per_color = 3 if age == 1 else 2
        assert len(of_age) == 5 * per_color
        assert all(sum(c.color is k for c in of_age) == per_color for k in Color)
    r = echoes_actions({"alice": {"board": {"red": ["Archery"]}}, "bob": {}}, [])
    ok(r)
    assert sorted(r.state["decks"]["echoes"], key=int) == [str(a) for a in range(1, 11)]
    assert [len(r.echoes_deck(a)) for a in range(1, 11)] == [15] + [10] * 9


def test_ECHO_1_an_echoes_card_drawn_comes_from_its_own_pile() -> None:
    r = echoes_actions(
        {"alice": {"board": {"red": ["Archery"]}, "hand": ["Oars"]}, "bob": {}},
        [act("alice", "draw")],
        echoes_decks={1: ["Ruler"]},
    )
    ok(r)
    assert r.hand("alice") == ["Oars", "Ruler"] and "Ruler" not in r.echoes_deck(1)
    draw = rule_steps(r, "ECHO-10", "draw")[0]
    assert draw["from_zone"] == "deck:echoes:1" and "echoes 1 pile" in draw["text"]


def test_ECHO_2_five_echoes_specials_beside_the_base_ones_and_base_standard_achievements() -> None:
    assert registry.special_names(["echoes"]) == BASE_SPECIALS + ECHOES_SPECIALS
    r = echoes_actions({"alice": {"board": {"red": ["Archery"]}}, "bob": {}}, [])
    ok(r)
    specials = [a for a in r.available if a in BASE_SPECIALS + ECHOES_SPECIALS]
    standard = [a for a in r.available if a not in specials]
    assert sorted(specials) == sorted(BASE_SPECIALS + ECHOES_SPECIALS)
    assert sorted(card(a).age for a in standard) == list(range(1, 10))
    assert all(card(a).set == "base" for a in standard)


@pytest.mark.parametrize("cities", [False, True])
def test_ECHO_3_the_game_start_deals_one_base_1_and_one_echoes_1(cities: bool) -> None:
    r = echoes_actions({"alice": {}, "bob": {}}, [], cities=cities)
    assert r.exit_code == 0 and r.error is None
    for p in ("alice", "bob"):
        hand = r.hand(p)
        assert [card(c).set for c in hand] == ["base", "echoes"]
        assert all(card(c).age == 1 for c in hand)
    draws = [(s["actor"], s["rule"]) for s in r.steps if s["verb"] == "draw"]
    assert draws == [
        ("alice", "DRAW-1"),
        ("alice", "ECHO-10"),
        ("bob", "DRAW-1"),
        ("bob", "ECHO-10"),
    ]
    assert [len(r.echoes_deck(a)) for a in (1, 2)] == [13, 10]


def test_ECHO_3_new_game_deals_one_base_1_and_one_echoes_1() -> None:
    g = new_game(["alice", "bob", "carol"], expansions=["echoes"], seed=3)
    for p in g.state.players:
        assert [(card(c).set, card(c).age) for c in p.hand] == [("base", 1), ("echoes", 1)]
    assert len(g.state.supply["echoes"][1]) == 12 and len(g.state.achievements) == 9


def test_ECHO_3_the_initial_meld_compares_names_whatever_the_type() -> None:
    r = echoes_actions(
        {"alice": {"hand": ["Writing", "Ruler"]}, "bob": {"hand": ["Bangle", "Oars"]}},
        [act("alice", "initial_meld", card="Writing"), act("bob", "initial_meld", card="Bangle")],
    )
    ok(r)
    assert r.pile("bob", "red") == ["Bangle"] and r.hand("alice") == ["Ruler"]
    assert r.current == "bob"  # Bangle (Echoes) precedes Writing (base)


def _achieve_to_win(n: int, held: int, cities: bool, teams: bool) -> EchoesResult:
    names = ["alice", "bob", "carol", "dave"][:n]
    specials = (BASE_SPECIALS + ECHOES_SPECIALS)[:held]
    players: dict[str, dict[str, Any]] = {
        p: {"board": {"blue": ["Writing"]}} if p == "alice" else {} for p in names
    }
    players["alice"]["score"] = ["Oars", "Sailing", "Tools", "Agriculture", "Pottery"]
    if teams:  # partners' achievements count together
        players["alice"]["achievements"] = specials[: held // 2]
        players["carol"]["achievements"] = specials[held // 2 :]
    else:
        players["alice"]["achievements"] = specials
    return echoes_actions(
        players,
        [act("alice", "achieve", age=1)],
        current="alice",
        teams=[["alice", "carol"], ["bob", "dave"]] if teams else None,
        cities=cities,
    )


@pytest.mark.parametrize(
    ("players", "cities", "teams", "need"),
    [
        (2, False, False, 7),
        (3, False, False, 6),
        (4, False, False, 5),
        (4, False, True, 7),
        (2, True, False, 8),
        (3, True, False, 7),
        (4, True, False, 6),
        (4, True, True, 8),
    ],
)
def test_ECHO_4_each_expansion_adds_one_achievement_to_win(
    players: int, cities: bool, teams: bool, need: int
) -> None:
    assert registry.more_to_win(["echoes", "cities"] if cities else ["echoes"]) == (
        2 if cities else 1
    )
    short = _achieve_to_win(players, need - 2, cities, teams)
    ok(short)
    assert short.winner is None and short.game_over is None
    won = _achieve_to_win(players, need - 1, cities, teams)
    assert won.error is None and won.game_over == "achievements"
    assert won.winner == (["alice", "carol"] if teams else ["alice"])


# ----------------------------------------------------------------------------
# Echoes cards are cards


def test_ECHO_5_a_returned_echoes_card_goes_under_its_own_pile() -> None:
    r = echoes_dogma(
        "Pottery",
        {"alice": {"board": {"blue": ["Pottery"]}, "hand": ["Bangle", "Archery"]}, "bob": {}},
        [["Bangle", "Archery"]],
        decks={2: ["Calendar"], 1: ["Oars"]},
    )
    ok(r)
    assert r.echoes_deck(1)[-1] == "Bangle" and r.deck(1)[-1] == "Archery"
    assert r.score("alice") == ["Calendar"]  # two returned: a 2, drawn from base (hand empty)
    assert r.hand("alice") == ["Oars"]


def test_ECHO_5_an_echoes_card_is_melded_and_scored_like_any_card() -> None:
    r = echoes_actions(
        {"alice": {"board": {"yellow": ["Agriculture"]}, "hand": ["Bangle", "Ruler"]}, "bob": {}},
        [act("alice", "meld", card="Bangle"), act("alice", "dogma", card="Agriculture")],
        ["Ruler"],
        current="alice",
        decks={2: ["Calendar"]},
    )
    ok(r)
    assert r.pile("alice", "red") == ["Bangle"]
    assert r.deck(1)[-1] != "Ruler" and r.echoes_deck(1)[-1] == "Ruler"  # returned
    assert r.score("alice") == ["Calendar"]


def test_ECHO_6_four_positions_with_hex_echo_bonus_and_music_note() -> None:
    bell = card("Bell")
    assert bell.icons == (Icon.CASTLE, Icon.HEX, Icon.CASTLE, Icon.HEX)
    assert bell.marks == ("", "music_note", "", "echo")
    assert bell.echo == "You may score a card from your hand."
    candles = card("Candles")
    assert candles.marks == ("echo", "bonus_1", "", "")
    for c in set_cards("echoes"):
        assert len(c.icons) == 4
        assert sum(m == "echo" for m in c.marks) == (1 if c.echo else 0) <= 1, c.name
        assert sum(m.startswith("bonus_") for m in c.marks) <= 1, c.name


def test_ECHO_7_a_covered_bonus_shows_as_its_position_does() -> None:
    # Plumbing: echo, bonus 2 (bottom-left), hex, castle (bottom-right)
    points = {}
    castles = {}
    for splay in ("none", "left", "right", "up"):
        r = echoes_actions(
            {
                "alice": {"board": {"red": {"cards": ["Archery", "Plumbing"], "splay": splay}}},
                "bob": {},
            },
            [],
        )
        ok(r)
        points[splay] = r.points("alice")
        castles[splay] = r.icons("alice")["castle"]
    assert points == {"none": 0, "left": 0, "right": 2, "up": 2}
    assert castles == {"none": 2, "left": 3, "right": 2, "up": 3}


def test_ECHO_7_echo_effects_bonuses_and_hexes_are_no_icons() -> None:
    r = echoes_actions({"alice": {"board": {"red": ["Candles"]}}, "bob": {}}, [])
    ok(r)
    icons = r.icons("alice")
    assert icons["lightbulb"] == 1 and sum(icons.values()) == 1
    assert r.points("alice") == 1


# ----------------------------------------------------------------------------
# Bonuses


def test_ECHO_8_highest_bonus_plus_one_for_every_other() -> None:
    board = {"red": ["Plumbing"], "purple": ["Puppet"], "blue": ["Dice"]}  # bonuses 2, 3, 1
    r = echoes_actions({"alice": {"board": board, "score": ["Mathematics"]}, "bob": {}}, [])
    ok(r)
    assert r.points("alice") == 2 + 3 + 1 + 1


def test_ECHO_8_city_bonuses_count_with_one_highest() -> None:
    board = {"blue": ["Alexandria"], "purple": ["Puppet"]}  # a city's bonus 2, Puppet's 3
    r = echoes_actions({"alice": {"board": board}, "bob": {}}, [], cities=True)
    ok(r)
    assert r.points("alice") == 3 + 1


def test_ECHO_8_bonuses_count_for_the_achieve_action() -> None:
    two = {"red": ["Plumbing"], "purple": ["Puppet"]}  # 3 + 1 = 4 points
    short = echoes_actions({"alice": {"board": two}, "bob": {}}, [act("alice", "achieve", age=1)])
    assert short.exit_code == 1 and short.error is not None
    three = {**two, "blue": ["Dice"]}  # 3 + 1 + 1 = 5 points
    r = echoes_actions(
        {"alice": {"board": three}, "bob": {}}, [act("alice", "achieve", age=1)], current="alice"
    )
    assert r.error is None and len(r.achievements("alice")) == 1


def test_ECHO_8_bonuses_count_at_the_end_of_the_game() -> None:
    tens = of_set("base", 10)
    ten = next(c for c in tens if card(c).color in (Color.GREEN, Color.YELLOW))
    board = {card(ten).color.value: [ten], "red": ["Plumbing"], "purple": ["Puppet"]}
    board["blue"] = ["Dice"]  # bonuses 2, 3, 1: 5 points, no card scored
    r = echoes_actions(
        {"alice": {"board": board}, "bob": {"score": ["Oars", "Sailing", "Tools"]}},
        [act("alice", "draw")],
        current="alice",
        removed=[c for c in tens if c != ten],
    )
    assert r.error is None and r.game_over is not None
    assert r.score("alice") == [] and r.points("alice") == 5 and r.points("bob") == 3
    assert r.winner == ["alice"]


def test_ECHO_9_the_highest_bonus_of_no_bonus_is_0_and_draws_a_1(toy: None) -> None:
    players = {"alice": {"board": {"green": ["Echo Theta"]}, "hand": ["Bangle"]}, "bob": {}}
    r = toy_dogma("Echo Theta", players, decks={1: ["Oars"]})
    ok(r)
    assert r.hand("alice") == ["Bangle", "Oars"]


def test_ECHO_9_only_a_visible_bonus_is_on_your_board(toy: None) -> None:
    hidden = {"green": ["Echo Theta"], "red": ["Archery", "Plumbing"]}
    r = toy_dogma(
        "Echo Theta",
        {"alice": {"board": hidden, "hand": ["Bangle"]}, "bob": {}},
        decks={1: ["Oars"], 2: ["Calendar"]},
    )
    ok(r)
    assert r.hand("alice") == ["Bangle", "Oars"]
    shown = {"green": ["Echo Theta"], "red": {"cards": ["Archery", "Plumbing"], "splay": "up"}}
    r = toy_dogma(
        "Echo Theta",
        {"alice": {"board": shown, "hand": ["Bangle"]}, "bob": {}},
        decks={1: ["Oars"], 2: ["Calendar"]},
    )
    ok(r)
    assert r.hand("alice") == ["Bangle", "Calendar"]


# ----------------------------------------------------------------------------
# Drawing


def draw_with(hand: list[str], **kw: Any) -> EchoesResult:
    kw.setdefault("decks", {1: ["Oars"]})
    kw.setdefault("echoes_decks", {1: ["Ruler"]})
    board = kw.pop("board", {"red": ["Archery"]})
    forecast = kw.pop("forecast", [])
    r = echoes_actions(
        {"alice": {"board": board, "hand": hand, "forecast": forecast}, "bob": {}},
        [act("alice", "draw")],
        current="alice",
        **kw,
    )
    ok(r)
    return r


def test_ECHO_10_an_empty_hand_draws_a_base_card() -> None:
    r = draw_with([])
    assert r.hand("alice") == ["Oars"] and not rule_steps(r, "ECHO-10")


def test_ECHO_10_a_hand_of_base_cards_only_draws_an_echoes_card() -> None:
    r = draw_with(["Writing"])
    assert r.hand("alice") == ["Writing", "Ruler"] and r.deck(1)[0] == "Oars"
    assert len(rule_steps(r, "ECHO-10", "draw")) == 1


def test_ECHO_10_a_hand_with_an_echoes_card_draws_a_base_card() -> None:
    r = draw_with(["Writing", "Bangle"])
    assert r.hand("alice") == ["Writing", "Bangle", "Oars"] and r.echoes_deck(1)[0] == "Ruler"


def test_ECHO_10_an_empty_echoes_pile_of_that_age_draws_the_base_card() -> None:
    r = draw_with(
        ["Writing"],
        board={"blue": ["Mathematics"]},
        decks={2: ["Calendar"]},
        echoes_decks={},
        removed=of_set("echoes", 2),
    )
    assert r.hand("alice") == ["Writing", "Calendar"] and r.echoes_deck(2) == []


def test_ECHO_10_an_empty_base_age_is_skipped_though_its_echoes_pile_has_cards() -> None:
    base_2 = of_set("base", 2)
    r = draw_with(
        ["Writing"],
        board={"blue": ["Mathematics"]},
        decks={},
        echoes_decks={3: ["Almanac"]},
        removed=[c for c in base_2 if c != "Mathematics"],
        achievements=["Oars"],
    )
    assert r.deck(2) == [] and len(r.echoes_deck(2)) == 10
    assert r.hand("alice") == ["Writing", "Almanac"]


def test_ECHO_10_with_cities_the_base_card_for_an_empty_city_pile_follows_it() -> None:
    raw = echoes_scenario(
        {"alice": {"board": {"red": ["Archery"]}, "hand": ["Writing", "Oars"]}, "bob": {}},
        [act("alice", "meld", card="Writing")],
        current="alice",
        echoes_decks={1: ["Ruler"]},
        removed=of_set("cities", 1),
        cities=True,
    )
    r = run_echoes(raw)
    ok(r)
    assert r.hand("alice") == ["Oars", "Ruler"]  # CITY-12's base 1, then ECHO-10
    assert rule_steps(r, "ECHO-10", "draw")[0]["card"] == "Ruler"


def test_ECHO_11_the_city_draw_itself_never_draws_an_echoes_card() -> None:
    raw = echoes_scenario(
        {"alice": {"board": {"red": ["Archery"]}, "hand": ["Writing", "Oars"]}, "bob": {}},
        [act("alice", "meld", card="Writing")],
        current="alice",
        echoes_decks={1: ["Ruler"]},
        cities=True,
    )
    r = run_echoes(with_cities_decks(raw, {1: ["Troy"]}))
    ok(r)
    assert r.hand("alice") == ["Oars", "Troy"] and r.echoes_deck(1)[0] == "Ruler"


def test_ECHO_11_a_plus_icon_draw_follows_echo_10() -> None:
    r = echoes_actions(
        {"alice": {"board": {"red": ["Archery"]}, "hand": ["Athens", "Writing"]}, "bob": {}},
        [act("alice", "meld", card="Athens")],
        current="alice",
        decks={2: ["Calendar"]},
        echoes_decks={2: ["Lever"]},
        cities=True,
    )
    ok(r)
    assert r.hand("alice") == ["Writing", "Lever"]


def test_ECHO_11_several_draws_are_judged_one_by_one() -> None:
    r = echoes_dogma(
        "The Wheel",
        {"alice": {"board": {"green": ["The Wheel"]}, "hand": ["Writing"]}, "bob": {}},
        decks={1: ["Oars"]},
        echoes_decks={1: ["Ruler"]},
    )
    ok(r)
    assert r.hand("alice") == ["Writing", "Ruler", "Oars"]


def test_ECHO_11_a_demand_draw_follows_echo_10() -> None:
    r = echoes_dogma(
        "Archery",
        {"alice": {"board": {"red": ["Archery"]}}, "bob": {"hand": ["Mathematics"]}},
        echoes_decks={1: ["Ruler"]},
    )
    ok(r)
    assert r.hand("bob") == ["Ruler"] and r.hand("alice") == ["Mathematics"]


def test_ECHO_11_the_free_draw_follows_echo_10() -> None:
    r = echoes_dogma(
        "Agriculture",
        {
            "alice": {"board": {"yellow": ["Agriculture"]}, "hand": ["Writing"]},
            "bob": {"board": {"blue": ["Pottery"]}, "hand": ["Oars"]},
        },
        ["Oars", "no"],
        decks={2: ["Calendar"]},
        echoes_decks={1: ["Ruler"]},
    )
    ok(r)
    assert r.score("bob") == ["Calendar"]
    free = [s for s in r.steps if s["verb"] == "draw" and s["free_draw"]]
    assert len(free) == 1 and free[0]["card"] == "Ruler" and free[0]["rule"] == "ECHO-10"
    assert r.hand("alice") == ["Writing", "Ruler"]


def test_ECHO_11_the_forecast_never_counts() -> None:
    assert draw_with([], forecast=["Bangle"]).hand("alice") == ["Oars"]
    assert draw_with(["Writing"], forecast=["Bangle"]).hand("alice") == ["Writing", "Ruler"]


def test_ECHO_12_the_drawing_player_chooses_the_next_value(toy: None) -> None:
    players = {"alice": {"board": {"red": ["Echo Epsilon"]}, "hand": ["Writing"]}, "bob": {}}
    kw: dict[str, Any] = {
        "decks": {1: ["Oars"], 2: ["Calendar"]},
        "echoes_decks": {1: ["Ruler"], 2: ["Lever"]},
    }
    asked = toy_dogma("Echo Epsilon", players, **kw)
    assert asked.pending is not None and asked.pending["decision"] == "draw_order"
    assert asked.pending["options"] == [1, 2] and asked.pending["player"] == "alice"
    two_first = toy_dogma("Echo Epsilon", players, [2], **kw)
    ok(two_first)
    assert two_first.hand("alice") == ["Writing", "Lever", "Oars"]
    one_first = toy_dogma("Echo Epsilon", players, [1], **kw)
    ok(one_first)
    assert one_first.hand("alice") == ["Writing", "Ruler", "Calendar"]


# ----------------------------------------------------------------------------
# Echo effects


def test_ECHO_13_an_echo_effect_is_listed_apart_from_the_dogma_effects(toy: None) -> None:
    r = toy_dogma("Echo Alpha", {"alice": {"board": {"blue": ["Echo Alpha"]}}, "bob": {}})
    ok(r)
    dogma = r.verbs("dogma")[0]
    assert dogma["detail"]["echoes"] == [{"card": "Echo Alpha", "text": "Draw a [1]."}]
    assert [e["text"] for e in dogma["detail"]["effects"]] == [
        "Score the card you drew due to Echo Alpha's echo effect."
    ]
    assert [s["rule"] for s in r.verbs("effect")] == ["ECHO-14", "DOGMA-4"]


def test_ECHO_14_bottom_up_the_top_card_last_sharers_first(toy: None) -> None:
    r = toy_dogma(
        "Echo Alpha",
        {
            "alice": {
                "board": {
                    "blue": {"cards": ["Echo Alpha", "Echo Eta", "Echo Gamma", "Echo Beta"]},
                },
                "hand": ["Bangle"],
            },
            "bob": {"board": {"blue": ["Echo Delta"]}, "hand": ["Archery"]},
        },
    )
    ok(r)
    # unsplayed: only the top card's echo effect
    assert echo_runs(r) == [("bob", "Echo Alpha"), ("alice", "Echo Alpha")]
    splayed = {"cards": ["Echo Alpha", "Echo Eta", "Echo Gamma", "Echo Beta"], "splay": "left"}
    r = toy_dogma(
        "Echo Alpha",
        {
            "alice": {"board": {"blue": splayed}, "hand": ["Bangle"]},
            "bob": {"board": {"blue": ["Echo Delta"]}, "hand": ["Archery"]},
        },
    )
    ok(r)
    # left shows the bottom-right: Beta's and Eta's, not Gamma's (top-left)
    assert echo_runs(r) == [
        ("bob", "Echo Beta"),
        ("alice", "Echo Beta"),
        ("bob", "Echo Eta"),
        ("alice", "Echo Eta"),
        ("bob", "Echo Alpha"),
        ("alice", "Echo Alpha"),
    ]
    effects = [s["rule"] for s in r.verbs("effect")]
    assert effects == ["ECHO-14"] * 6 + ["DOGMA-4", "DOGMA-4"]


def test_ECHO_14_vulnerable_opponents_do_not_execute_echo_effects(toy: None) -> None:
    r = toy_dogma(
        "Echo Zeta",
        {"alice": {"board": {"red": ["Echo Zeta"]}, "hand": ["Bangle"]}, "bob": {}},
        decks={1: ["Oars", "Sailing"]},
    )
    ok(r)
    assert echo_runs(r) == [("alice", "Echo Zeta")]
    assert r.hand("alice") == ["Bangle", "Oars"] and r.hand("bob") == ["Sailing"]
    assert [s["rule"] for s in r.verbs("effect")] == ["ECHO-14", "DOGMA-5"]


def test_ECHO_14_sharers_execute_clockwise_from_the_leaders_left(toy: None) -> None:
    r = toy_dogma(
        "Echo Alpha",
        {
            "alice": {"board": {"blue": ["Echo Alpha"]}, "hand": ["Bangle"]},
            "bob": {"board": {"blue": ["Echo Delta"]}},
            "carol": {"board": {"blue": ["Echo Gamma"]}},
        },
        order=["carol", "alice", "bob"],
    )
    ok(r)
    assert echo_runs(r) == [("bob", "Echo Alpha"), ("carol", "Echo Alpha"), ("alice", "Echo Alpha")]


def test_ECHO_15_the_list_is_fixed_when_the_action_starts(toy: None) -> None:
    splayed = {"cards": ["Echo Alpha", "Echo Eta", "Echo Beta"], "splay": "left"}
    r = toy_dogma(
        "Echo Alpha",
        {"alice": {"board": {"blue": splayed}, "hand": ["Bangle"]}, "bob": {}},
        decks={1: ["Oars", "Sailing"]},
    )
    ok(r)
    assert r.splay("alice", "blue") == "none"  # Beta's echo effect unsplayed the pile first
    assert echo_runs(r) == [
        ("alice", "Echo Beta"),
        ("alice", "Echo Eta"),  # no longer visible, yet it runs
        ("alice", "Echo Alpha"),
    ]
    assert r.forecast("alice") == ["Oars"] and r.score("alice") == ["Sailing"]


def test_ECHO_16_a_no_effect_card_may_be_dogmad_and_its_echo_effects_run(toy: None) -> None:
    splayed = {"cards": ["Echo Beta", "Echo Alpha"], "splay": "left"}
    r = toy_dogma(
        "Echo Beta",
        {"alice": {"board": {"blue": splayed}, "hand": ["Bangle"]}, "bob": {}},
        decks={1: ["Oars"]},
    )
    ok(r)
    assert echo_runs(r) == [("alice", "Echo Alpha"), ("alice", "Echo Beta")]
    assert r.hand("alice") == ["Bangle", "Oars"] and "No effect." in r.texts()


def test_ECHO_16_a_top_city_with_echo_effects_below_shares_and_earns_the_free_draw(
    toy: None,
) -> None:
    # Alexandria (a blue city: crown, bonus 2, crown, lightbulb, plus, hex) on Echo Alpha,
    # splayed left: Alpha's echo effect (bottom-right) shows
    raw = echoes_scenario(
        {
            "alice": {
                "board": {"blue": {"cards": ["Alexandria", "Echo Alpha"], "splay": "left"}},
                "hand": ["Bangle"],
            },
            "bob": {"board": {"purple": ["City States"]}, "hand": ["Oars"]},
        },
        [act("alice", "dogma", card="Alexandria")],
        current="alice",
        decks={1: ["Sailing", "Tools"]},
        echoes_decks={1: ["Ruler"]},
        cities=True,
    )
    r = toy_run(raw)
    ok(r)
    dogma = r.verbs("dogma")[0]
    assert dogma["detail"]["icon"] == "crown" and dogma["detail"]["sharing"] == ["bob"]
    assert echo_runs(r) == [("bob", "Echo Alpha"), ("alice", "Echo Alpha")]
    assert r.hand("bob") == ["Oars", "Ruler"]
    assert r.free_draws() == 1 and r.hand("alice")[:2] == ["Bangle", "Sailing"]
    assert len(r.hand("alice")) == 3


def test_ECHO_17_a_sharer_changing_the_game_in_an_echo_effect_earns_the_free_draw(
    toy: None,
) -> None:
    # Echo Zeta: its only non-demand effect is its echo effect
    r = toy_dogma(
        "Echo Zeta",
        {
            "alice": {"board": {"red": ["Echo Zeta"]}, "hand": ["Bangle"]},
            "bob": {"board": {"green": ["Echo Theta"]}, "hand": ["Ruler"]},
        },
        decks={1: ["Oars", "Sailing", "Tools"]},
    )
    ok(r)
    assert echo_runs(r) == [("bob", "Echo Zeta"), ("alice", "Echo Zeta")]
    assert r.hand("bob") == ["Ruler", "Oars"]
    assert r.free_draws() == 1 and r.hand("alice") == ["Bangle", "Sailing", "Tools"]


def test_ECHO_18_the_free_dogma_on_a_promoted_card_runs_its_echo_effects(toy: None) -> None:
    raw = echoes_scenario(
        {"alice": {"hand": ["Archery", "Bangle"], "forecast": ["Echo Alpha"]}, "bob": BOB},
        [act("alice", "meld", card="Archery")],
        ["Echo Alpha", "yes"],
        current="alice",
        decks={1: ["Oars"]},
    )
    r = toy_run(raw)
    ok(r)
    assert r.pile("alice", "blue") == ["Echo Alpha"]
    assert echo_runs(r) == [("alice", "Echo Alpha")]
    assert r.score("alice") == ["Oars"]  # drawn by the echo effect, scored by the dogma effect


def test_ECHO_18_under_endorse_echo_effects_run_twice_for_you(toy: None) -> None:
    raw = echoes_scenario(
        {
            "alice": {"board": {"blue": ["Echo Alpha"], "red": ["Athens"]}, "hand": ["Oars"]},
            "bob": {},
        },
        [act("alice", "endorse", card="Echo Alpha", city="Athens")],
        current="alice",
        decks={1: ["Sailing", "Tools"]},
        echoes_decks={1: ["Ruler"]},
        cities=True,
    )
    r = toy_run(raw)
    ok(r)
    assert echo_runs(r) == [("alice", "Echo Alpha"), ("alice", "Echo Alpha")]
    echo_steps = [s["rule"] for s in r.steps if is_echo_step(s)]
    assert echo_steps == ["ECHO-14", "CITY-24"]
    assert len(r.hand("alice")) + len(r.score("alice")) == 2


def test_ECHO_19_execute_runs_no_echo_effect(toy: None) -> None:
    splayed = {"cards": ["Echo Alpha", "Echo Beta"], "splay": "left"}
    r = toy_dogma(
        "Echo Delta",
        {
            "alice": {"board": {"blue": ["Echo Delta"]}, "hand": ["Bangle"]},
            "bob": {"board": {"blue": splayed}},
        },
    )
    ok(r)
    assert echo_runs(r) == []
    assert "DOGMA-8" in r.rules()
    assert r.hand("alice") == ["Bangle"] and r.score("alice") == []


def test_ECHO_20_due_to_an_echo_effect_means_in_this_action_for_this_player(toy: None) -> None:
    played = toy_dogma(
        "Echo Alpha",
        {"alice": {"board": {"blue": ["Echo Alpha"]}, "hand": ["Bangle"]}, "bob": {}},
        decks={1: ["Oars"]},
    )
    ok(played)
    assert played.score("alice") == ["Oars"] and played.hand("alice") == ["Bangle"]
    # executed through Delta: Alpha's echo effect did not run, nothing to score
    executed = toy_dogma(
        "Echo Delta",
        {"alice": {"board": {"blue": ["Echo Delta"]}, "hand": ["Bangle", "Oars"]}, "bob": {}},
    )
    ok(executed)
    assert executed.score("alice") == [] and executed.hand("alice") == ["Bangle", "Oars"]
    assert "alice drew nothing due to Echo Alpha's echo effect" in executed.texts()


# ----------------------------------------------------------------------------
# Forecast


def test_ECHO_21_the_forecast_is_listed_in_the_output(toy: None) -> None:
    r = toy_dogma(
        "Echo Gamma",
        {"alice": {"board": {"blue": ["Echo Gamma"]}, "forecast": ["Writing"]}, "bob": {}},
        decks={1: ["Oars"]},
    )
    ok(r)
    assert sorted(r.forecast("alice")) == ["Oars", "Writing"] and r.forecast("bob") == []
    assert [s["rule"] for s in r.verbs("foreshadow")] == ["ECHO-21"]
    assert r.verbs("foreshadow")[0]["to_zone"] == "forecast"


def test_ECHO_21_a_sharer_foreshadowing_earns_the_free_draw(toy: None) -> None:
    r = toy_dogma(
        "Echo Gamma",
        {
            "alice": {"board": {"blue": ["Echo Gamma"]}, "hand": ["Bangle"]},
            "bob": {"board": {"blue": ["Echo Delta"]}, "hand": ["Ruler"]},
        },
        decks={1: ["Oars", "Sailing"]},
    )
    assert r.error is None, r.error
    assert r.forecast("bob") == ["Oars"] and r.forecast("alice") == ["Sailing"]
    assert r.free_draws() == 1


def _foreshadowed_game() -> tuple[Any, list[Any]]:
    raw = echoes_scenario(
        {"alice": {"board": {"blue": ["Echo Gamma"]}, "hand": ["Bangle"]}, "bob": {}},
        [],
        current="alice",
        decks={1: ["Oars"]},
    )
    raw["expansions"].append(echo_toy.ECHO_TOY)
    g = run_dict(raw).game
    before = g.state.copy()
    start = len(g.steps)
    g.apply(Dogma(player="alice", card="Echo Gamma"))
    return before, g.steps[start:]


def test_ECHO_21_others_see_only_the_age_of_a_foreshadowed_card(toy: None) -> None:
    before, steps = _foreshadowed_game()
    viewer = Viewer(before, "bob")
    seen = [viewer.redact(s) for s in steps]
    foreshadow = next(s for s in seen if s.verb == "foreshadow")
    assert foreshadow.card == "[1]" and "Oars" not in foreshadow.text
    assert all("Oars" not in s.text for s in seen)


def test_ECHO_21_the_owner_sees_her_forecast(toy: None) -> None:
    before, steps = _foreshadowed_game()
    viewer = Viewer(before, "alice")
    seen = [viewer.redact(s) for s in steps]
    assert next(s for s in seen if s.verb == "foreshadow").card == "Oars"
    assert viewer.hide_unseen(["Oars"]) == ["Oars"]


def test_ECHO_22_forecast_cards_count_for_nothing() -> None:
    r = echoes_actions({"alice": {"forecast": ["Puppet", "Plumbing", "Masonry"]}, "bob": BOB}, [])
    ok(r)
    assert r.points("alice") == 0 and sum(r.icons("alice").values()) == 0
    assert r.hand("alice") == [] and r.score("alice") == []


# ----------------------------------------------------------------------------
# Promote


def test_ECHO_23_a_meld_action_offers_forecast_cards_up_to_its_value() -> None:
    players = {"alice": {"hand": ["Archery"], "forecast": ["Mathematics", "Writing"]}, "bob": BOB}
    asked = echoes_actions(players, [act("alice", "meld", card="Archery")], current="alice")
    assert asked.pending is not None and asked.pending["decision"] == "promote"
    assert asked.pending["options"] == ["Writing"] and asked.pending["optional"] is True
    nos: list[Any] = ["no", None, []]
    for no in nos:
        r = echoes_actions(players, [act("alice", "meld", card="Archery")], [no], current="alice")
        ok(r)
        assert sorted(r.forecast("alice")) == ["Mathematics", "Writing"]


def test_ECHO_23_nothing_is_asked_when_no_forecast_card_qualifies() -> None:
    players = {"alice": {"hand": ["Archery"], "forecast": ["Mathematics"]}, "bob": BOB}
    r = echoes_actions(players, [act("alice", "meld", card="Archery")], current="alice")
    ok(r)
    assert r.forecast("alice") == ["Mathematics"] and "ECHO-23" not in r.rules()


def test_ECHO_23_with_cities_the_promotion_comes_after_the_city_draw() -> None:
    raw = echoes_scenario(
        {"alice": {"board": {"red": ["Archery"]}, "hand": ["Writing"], "forecast": ["Oars"]}},
        [act("alice", "meld", card="Writing")],
        current="alice",
        cities=True,
        order=["alice", "bob"],
    )
    raw["setup"]["players"]["bob"] = {}
    r = run_echoes(with_cities_decks(raw, {1: ["Troy"]}))
    assert r.pending is not None and r.pending["decision"] == "promote"
    assert r.hand("alice") == ["Troy"]  # the city drawn (CITY-10a) before the promotion


def test_ECHO_24_promote_meld_free_dogma_not_an_action_of_the_turn() -> None:
    r = echoes_actions(
        {"alice": {"hand": ["Archery", "Bangle"], "forecast": ["Writing"]}, "bob": BOB},
        [act("alice", "meld", card="Archery"), act("alice", "draw")],
        ["Writing", "yes"],
        current="alice",
        actions_left=2,
        decks={1: ["Oars"], 2: ["Calendar"]},
    )
    ok(r)
    assert r.pile("alice", "blue") == ["Writing"] and r.forecast("alice") == []
    meld = next(s for s in r.verbs("meld") if s["card"] == "Writing")
    assert meld["rule"] == "ECHO-24"
    assert r.hand("alice") == ["Bangle", "Calendar", "Oars"]  # Writing's draw, then the Draw
    assert r.current == "bob"  # the Draw was the turn's second action
    promotion = [(s["verb"], s["rule"]) for s in r.steps if s["rule"] in ("ECHO-23", "ECHO-24")]
    assert promotion == [
        ("decide", "ECHO-23"),
        ("meld", "ECHO-24"),
        ("decide", "ECHO-24"),
        ("note", "ECHO-24"),
    ]
    assert [s["verb"] for s in r.steps].count("action") == 2  # the Meld and the Draw


def test_ECHO_24_the_free_dogma_may_be_declined_and_nothing_promotes_further() -> None:
    r = echoes_actions(
        {"alice": {"hand": ["Archery"], "forecast": ["Writing", "Oars"]}, "bob": BOB},
        [act("alice", "meld", card="Archery")],
        ["Writing", "no"],
        current="alice",
    )
    ok(r)
    assert r.pile("alice", "blue") == ["Writing"] and r.forecast("alice") == ["Oars"]
    assert r.hand("alice") == [] and "DOGMA-2" not in r.rules()


def test_ECHO_24_the_promotion_meld_draws_no_city() -> None:
    raw = echoes_scenario(
        {"alice": {"board": {"red": ["Archery"]}, "hand": ["Oars"], "forecast": ["Writing"]}},
        [act("alice", "meld", card="Oars")],
        ["Writing", "no"],
        current="alice",
        cities=True,
        order=["alice", "bob"],
    )
    raw["setup"]["players"]["bob"] = {}
    r = run_echoes(with_cities_decks(raw, {1: ["Troy"]}))
    ok(r)
    assert r.pile("alice", "blue") == ["Writing"] and r.hand("alice") == []


def test_ECHO_24_a_promotion_claims_special_achievements_as_usual() -> None:
    purple = {"cards": ["Novel", "Bell", "Flute"], "splay": "left"}  # three echo effects
    ten = next(c for c in of_set("base", 8) if card(c).color is not Color.PURPLE)
    r = echoes_actions(
        {
            "alice": {"board": {"purple": purple}, "hand": [ten], "forecast": ["Television"]},
            "bob": {},
        },
        [act("alice", "meld", card=ten)],
        ["Television", "no"],
        current="alice",
    )
    ok(r)
    assert r.pile("alice", "purple")[0] == "Television"
    assert [s["card"] for s in r.verbs("claim")] == ["History"]


def test_ECHO_25_a_meld_by_an_effect_promotes_nothing() -> None:
    r = echoes_dogma(
        "Sailing",
        {
            "alice": {"board": {"green": ["Sailing"]}, "hand": ["Bangle"], "forecast": ["Writing"]},
            "bob": {},
        },
        decks={1: ["Oars"]},
    )
    ok(r)
    assert r.pile("alice", "red") == ["Oars"] and r.forecast("alice") == ["Writing"]
    assert "ECHO-23" not in r.rules()


# ----------------------------------------------------------------------------
# Achievements


def achieve(age: int | None = None, name: str | None = None, **kw: Any) -> EchoesResult:
    action = act(
        "alice", "achieve", **({"age": age} if age else {}), **({"card": name} if name else {})
    )
    alice = {"board": {"red": ["Archery"]}, "score": kw.pop("score", ["Alchemy", "Compass"])}
    alice["achievements"] = kw.pop("held", [])
    return echoes_actions({"alice": alice, "bob": {}}, [action], current="alice", **kw)


def test_ECHO_26_an_achieve_of_an_age_takes_the_one_available_longest() -> None:
    r = achieve(1, achievements=["Sailing", "Oars", "Writing"])
    assert r.error is None
    assert r.achievements("alice") == ["Sailing"]
    assert [a for a in r.available if a not in BASE_SPECIALS + ECHOES_SPECIALS] == [
        "Oars",
        "Writing",
    ]


def test_ECHO_26_an_achieve_may_name_the_card() -> None:
    r = achieve(name="Oars", achievements=["Sailing", "Oars", "Writing"])
    assert r.error is None and r.achievements("alice") == ["Oars"]


def test_ECHO_26_an_age_may_have_no_achievement() -> None:
    r = achieve(1, achievements=["Calendar", "Mathematics"])
    assert r.exit_code == 1 and r.error is not None and r.achievements("alice") == []


def test_ECHO_27_a_duplicate_achievement_costs_5_n_k_plus_1() -> None:
    nine = ["Alchemy", "Compass", "Education"]
    short = achieve(1, held=["Bangle"], score=nine, achievements=["Oars"])
    assert short.exit_code == 1 and short.error is not None
    assert short.error["rule"] == "ECHO-27" and short.achievements("alice") == ["Bangle"]
    r = achieve(1, held=["Bangle"], score=[*nine, "Sailing"], achievements=["Oars"])
    assert r.error is None and r.achievements("alice") == ["Bangle", "Oars"]
    # k = 2: 15 points
    fourteen = ["Alchemy", "Compass", "Education", "Calendar", "Mathematics", "Sailing"]
    two = achieve(1, held=["Bangle", "Tools"], score=fourteen, achievements=["Oars"])
    assert two.exit_code == 1 and two.error is not None and two.error["rule"] == "ECHO-27"
    fifteen = achieve(
        1, held=["Bangle", "Tools"], score=[*fourteen, "Pottery"], achievements=["Oars"]
    )
    assert fifteen.error is None and "Oars" in fifteen.achievements("alice")


def test_ECHO_27_special_achievements_have_no_value() -> None:
    r = achieve(
        1,
        held=["Monument", "Wealth"],
        score=["Oars", "Sailing", "Tools", "Pottery", "Writing"],
        achievements=["Agriculture"],
    )
    assert r.error is None and r.achievements("alice") == ["Monument", "Wealth", "Agriculture"]


def test_ECHO_27_a_top_card_of_at_least_that_value_is_needed() -> None:
    r = achieve(2, score=["Alchemy", "Compass", "Education", "Oars"], achievements=["Calendar"])
    assert r.exit_code == 1 and r.error is not None and r.error["rule"] == "ACHIEVE-1"


# ----------------------------------------------------------------------------
# Special achievements


def meld_to_claim(board: dict[str, Any], meld: str, **alice: Any) -> EchoesResult:
    r = echoes_actions(
        {"alice": {"board": board, "hand": [meld], **alice}, "bob": {}},
        [act("alice", "meld", card=meld)],
        current="alice",
    )
    ok(r)
    return r


def claims(r: EchoesResult) -> list[str]:
    return [s["card"] for s in r.verbs("claim")]


def test_ECHO_28_wealth_at_eight_visible_bonuses() -> None:
    board = {
        "red": {
            "cards": ["Crossbow", "Bangle", "Candles", "Plumbing", "Horseshoes"],
            "splay": "up",
        },
        "purple": {"cards": ["Chaturanga", "Puppet"], "splay": "up"},
    }
    seven = echoes_actions({"alice": {"board": board}, "bob": {}}, [])
    ok(seven)
    assert "Wealth" in seven.available and claims(seven) == []
    r = meld_to_claim(board, "Dice")
    assert claims(r) == ["Wealth"] and "Wealth" in r.achievements("alice")


def test_ECHO_28_wealth_counts_city_bonuses_with_echoes_bonuses() -> None:
    board = {
        "red": {
            "cards": ["Crossbow", "Bangle", "Candles", "Plumbing", "Horseshoes"],
            "splay": "up",
        },
        "purple": {"cards": ["Chaturanga", "Puppet"], "splay": "up"},
    }
    r = echoes_actions(
        {"alice": {"board": board, "hand": ["Alexandria"]}, "bob": {}},
        [act("alice", "meld", card="Alexandria")],
        current="alice",
        cities=True,
    )
    assert r.error is None, r.error
    assert "Wealth" in r.achievements("alice")


def test_ECHO_28_destiny_at_seven_forecast_cards(toy: None) -> None:
    six = ["Oars", "Sailing", "Tools", "Pottery", "Writing", "Agriculture"]
    r = toy_dogma(
        "Echo Gamma",
        {"alice": {"board": {"blue": ["Echo Gamma"]}, "forecast": six}, "bob": {}},
        decks={1: ["Archery"]},
    )
    ok(r)
    assert claims(r) == ["Destiny"] and len(r.forecast("alice")) == 7
    assert r.achievements("alice") == ["Destiny"]


def test_ECHO_28_heritage_at_eight_visible_hexes_in_one_color() -> None:
    red = [
        "Engineering",
        "Construction",
        "Colonialism",
        "Gunpowder",
        "Explosives",
        "Flight",
        "Mobility",
    ]
    r = meld_to_claim({"red": {"cards": red, "splay": "right"}}, "Fission")
    assert claims(r) == ["Heritage"]


def test_ECHO_28_heritage_counts_music_notes() -> None:
    # splayed right, each covered card shows its top-left and bottom-left: one hex
    # each, Flute's a music note; Bell on top brings the eighth, a music note too
    purple = ["City States", "Code of Laws", "Mysticism", "Monotheism", "Philosophy"]
    purple += ["Feudalism", "Flute"]
    r = meld_to_claim({"purple": {"cards": purple, "splay": "right"}}, "Bell")
    assert claims(r) == ["Heritage"]


def test_ECHO_28_history_at_four_visible_echo_effects_in_one_color() -> None:
    purple = {"cards": ["Novel", "Bell", "Flute"], "splay": "left"}
    r = meld_to_claim({"purple": purple}, "Ice Cream")
    assert claims(r) == ["History"]


def test_ECHO_28_supremacy_three_of_an_icon_in_four_colors() -> None:
    board = {"yellow": ["Masonry"], "red": ["Metalworking"], "purple": ["Mysticism"]}
    r = meld_to_claim(board, "The Wheel")
    assert claims(r) == ["Supremacy"]
    three = meld_to_claim(board, "Sailing")
    assert claims(three) == []


def test_ECHO_29_every_player_is_checked_after_every_change(toy: None) -> None:
    six = ["Oars", "Sailing", "Tools", "Pottery", "Writing", "Agriculture"]
    r = toy_dogma(
        "Echo Gamma",
        {
            "alice": {"board": {"blue": ["Echo Gamma"]}, "hand": ["Bangle"]},
            "bob": {"board": {"blue": ["Echo Delta"]}, "hand": ["Ruler"], "forecast": six},
        },
        decks={1: ["Archery", "Masonry", "Mysticism"]},
    )
    ok(r)
    verbs = [(s["verb"], s["actor"]) for s in r.steps if s["verb"] in ("foreshadow", "claim")]
    assert verbs[:3] == [("foreshadow", "bob"), ("claim", "bob"), ("foreshadow", "alice")]
    assert r.achievements("bob") == ["Destiny"] and "Destiny" not in r.available


def test_ECHO_29_a_special_already_held_is_not_claimed_again(toy: None) -> None:
    six = ["Oars", "Sailing", "Tools", "Pottery", "Writing", "Agriculture"]
    r = toy_dogma(
        "Echo Gamma",
        {
            "alice": {"board": {"blue": ["Echo Gamma"]}, "forecast": six},
            "bob": {"achievements": ["Destiny"]},
        },
        decks={1: ["Archery"]},
    )
    ok(r)
    assert len(r.forecast("alice")) == 7 and claims(r) == []
    assert r.achievements("bob") == ["Destiny"] and r.achievements("alice") == []
