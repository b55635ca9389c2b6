"""One test (at least) per Cities of Destiny rule ID (CITY-1 … CITY-27 of
rules.md), named after the ID, through the scenario contract."""

from __future__ import annotations

from collections import Counter
from typing import Any

import msgspec
import pytest

from adjudicator.games.innovation.engine.cards import card, known_cards, set_cards
from adjudicator.games.innovation.engine.registry import special_names
from adjudicator.games.innovation.scenario import run_dict

CITIES = ["cities"]
SPECIALS = set(special_names(CITIES))


class Out:
    """A Cities scenario's result, read by field."""

    def __init__(self, raw: dict[str, Any], exit_code: int) -> None:
        self.raw = raw
        self.exit_code = exit_code
        self.state: dict[str, Any] = raw["state"]
        self.error: dict[str, Any] | None = raw["error"]
        self.pending: dict[str, Any] | None = raw["pending"]

    def player(self, name: str) -> dict[str, Any]:
        return self.state["players"][name]  # type: ignore[no-any-return]

    def pile(self, name: str, color: str) -> list[str]:
        return list(self.player(name)["board"][color]["cards"])

    def splay(self, name: str, color: str) -> str:
        return str(self.player(name)["board"][color]["splay"])

    def hand(self, name: str) -> list[str]:
        return list(self.player(name)["hand"])

    def city_pile(self, age: int) -> list[str]:
        return list(self.state["decks"]["cities"][str(age)])

    def rules(self) -> list[str | None]:
        return [s["rule"] for s in self.raw["steps"]]

    def steps(self, verb: str) -> list[dict[str, Any]]:
        return [s for s in self.raw["steps"] if s["verb"] == verb]


def conserved(state: dict[str, Any]) -> None:
    """All 210 cards (base and cities) are each in exactly one place."""
    seen: Counter[str] = Counter()
    for p in state["players"].values():
        for pile in p["board"].values():
            seen.update(pile["cards"])
        seen.update(p["hand"])
        seen.update(p["score"])
        seen.update(a for a in p["achievements"] if a not in SPECIALS)
    for deck in state["decks"].values():
        seen.update(deck if isinstance(deck, list) else [c for d in deck.values() for c in d])
    seen.update(a for a in state["achievements"] if a not in SPECIALS)
    seen.update(state["removed"])
    assert max(seen.values()) == 1, [n for n, k in seen.items() if k > 1]
    assert set(seen) == {
        c.name for c in known_cards() if c.set in ("base", "cities") and not c.relic
    }


def run(
    players: dict[str, dict[str, Any]],
    actions: list[dict[str, Any]] = (),  # type: ignore[assignment]
    answers: list[Any] = (),  # type: ignore[assignment]
    *,
    order: list[str] | None = None,
    decks: dict[str, Any] | None = None,
    expansions: list[str] = CITIES,
    **setup: Any,
) -> Out:
    top = {k: setup.pop(k) for k in ("teams", "achievements") if k in setup}
    raw = {
        "game": "innovation",
        "expansions": expansions,
        "players": order or ["alice", "bob"],
        "setup": {"players": players, "decks": decks or {}, **setup},
        "actions": list(actions),
        "answers": list(answers),
        **top,
    }
    result = run_dict(raw)
    out = msgspec.to_builtins(result.to_out())
    conserved(out["state"]) if expansions == CITIES else None
    return Out(out, result.exit_code)


def act(player: str, action: str, **kw: Any) -> dict[str, Any]:
    return {"player": player, "action": action, **kw}


def ok(r: Out) -> None:
    assert r.exit_code == 0, r.error
    assert r.pending is None, r.pending


def cities_of(age: int) -> list[str]:
    return [c.name for c in set_cards("cities") if c.age == age]


# ----------------------------------------------------------------------------
# set-up and winning


def test_CITY_1_ten_city_piles_beside_the_base_piles() -> None:
    r = run({"alice": {"board": {"red": ["Archery"]}}})
    ok(r)
    sizes = [len(r.city_pile(a)) for a in range(1, 11)]
    assert sizes == [15] + [10] * 9
    assert len(set_cards("cities")) == 105


def test_CITY_2_city_specials_join_the_base_ones_and_the_deal_is_base_only() -> None:
    r = run(
        {"alice": {"hand": ["Archery", "Writing"]}, "bob": {"hand": ["Oars", "Tools"]}},
        [act("alice", "initial_meld", card="Archery"), act("bob", "initial_meld", card="Oars")],
    )
    ok(r)
    assert r.state["achievements"][-10:] == [
        "Monument",
        "Empire",
        "World",
        "Wonder",
        "Universe",
        "Legend",
        "Repute",
        "Fame",
        "Glory",
        "Victory",
    ]
    assert len([a for a in r.state["achievements"] if a not in SPECIALS]) == 9


def test_CITY_3_one_more_achievement_to_win() -> None:
    five = ["age 2", "age 3", "age 4", "age 5", "age 6"]
    alice = {
        "board": {"red": ["Archery"]},
        "score": ["Writing", "Tools", "Oars", "Sailing", "Pottery"],
    }
    r = run({"alice": {**alice, "achievements": five}}, [act("alice", "achieve", age=1)])
    ok(r)
    assert r.raw["game_over"] is None and r.player("alice")["achievement_count"] == 6
    r = run(
        {"alice": {**alice, "achievements": [*five, "Monument"]}}, [act("alice", "achieve", age=1)]
    )
    assert r.raw["winner"] == ["alice"] and r.player("alice")["achievement_count"] == 7
    base = run(
        {"alice": {**alice, "achievements": five}}, [act("alice", "achieve", age=1)], expansions=[]
    )
    assert base.raw["winner"] == ["alice"]


# ----------------------------------------------------------------------------
# cities are cards


def test_CITY_4_a_returned_city_goes_under_its_city_pile_and_effects_draw_base() -> None:
    r = run(
        {"alice": {"board": {"blue": ["Pottery"]}, "hand": ["Athens"]}},
        [act("alice", "dogma", card="Pottery")],
        ["Athens"],
        decks={"1": ["Archery", "Oars"]},
    )
    ok(r)
    assert r.city_pile(1)[-1] == "Athens"
    assert r.player("alice")["score"] == ["Archery"] and r.hand("alice") == ["Oars"]


def test_CITY_5_a_top_city_counts_for_the_draw_age_and_its_dogma_does_nothing() -> None:
    r = run(
        {"alice": {"board": {"purple": ["Rome"]}}, "bob": {"board": {"red": ["Archery"]}}},
        [act("alice", "dogma", card="Rome"), act("alice", "draw")],
        decks={"2": ["Mapmaking"]},
    )
    ok(r)
    assert r.hand("alice") == ["Mapmaking"] and r.hand("bob") == []
    assert not r.steps("execute")


# ----------------------------------------------------------------------------
# icons on cities


def icons(r: Out, name: str = "alice") -> dict[str, int]:
    return {k: v for k, v in r.player(name)["icons"].items() if v}


def test_CITY_6_six_positions_marks_are_no_icons() -> None:
    r = run({"alice": {"board": {"purple": ["Ephesus"], "red": ["Athens"]}}})
    # Ephesus: 3 crowns, a castle, a plus, the hex; Athens: 3 lightbulbs, a leaf, a plus
    assert icons(r) == {"crown": 3, "castle": 1, "lightbulb": 3, "leaf": 1}


@pytest.mark.parametrize(
    ("splay", "expected"),
    [
        ("none", {"crown": 3, "castle": 1}),
        ("left", {"crown": 3, "castle": 2}),
        ("right", {"crown": 3, "castle": 1, "lightbulb": 1}),
        ("up", {"crown": 3, "castle": 2, "lightbulb": 2}),
    ],
)
def test_CITY_7_a_covered_city_shows_what_its_splay_reveals(
    splay: str, expected: dict[str, int]
) -> None:
    # Rome: [bonus 2, lightbulb, lightbulb, castle, search lightbulb, hex]
    r = run({"alice": {"board": {"purple": {"cards": ["Ephesus", "Rome"], "splay": splay}}}})
    assert icons(r) == expected


def test_CITY_8_a_visible_search_icon_counts_as_its_kind_only_on_top() -> None:
    r = run({"alice": {"board": {"purple": ["Rome"]}}})
    assert icons(r) == {"lightbulb": 3, "castle": 1}


def test_CITY_9_bonuses_add_to_the_score_and_allow_achieving() -> None:
    board = {"purple": ["Rome"], "blue": ["Alexandria"], "red": ["Tikal"]}
    r = run({"alice": {"board": board}}, [act("alice", "achieve", age=1)])
    ok(r)
    assert r.player("alice")["score_points"] == 4 + 1 + 1
    assert len(r.player("alice")["achievements"]) == 1
    covered = run({"alice": {"board": {"red": {"cards": ["Archery", "Tikal"], "splay": "left"}}}})
    assert covered.player("alice")["score_points"] == 0


# ----------------------------------------------------------------------------
# drawing a city


def test_CITY_10_a_meld_action_starting_a_color_draws_a_city() -> None:
    r = run(
        {"alice": {"board": {"red": ["Archery"]}, "hand": ["Writing", "Oars"]}},
        [act("alice", "meld", card="Writing"), act("alice", "meld", card="Oars")],
        decks={"cities": {"1": ["Troy", "Uruk"]}},
    )
    ok(r)
    assert r.hand("alice") == ["Troy"]
    assert "CITY-10" in r.rules()


def test_CITY_10_a_splay_in_a_new_direction_draws_a_city() -> None:
    r = run(
        {"alice": {"board": {"purple": ["Code of Laws"], "blue": ["Writing"]}, "hand": ["Tools"]}},
        [act("alice", "dogma", card="Code of Laws")],
        ["Tools", "yes"],
        decks={"cities": {"1": ["Troy"]}},
    )
    ok(r)
    assert r.splay("alice", "blue") == "left" and r.hand("alice") == ["Troy"]


def test_CITY_10_an_effect_meld_of_a_new_color_draws_no_city() -> None:
    r = run(
        {"alice": {"board": {"green": ["Sailing"]}}},
        [act("alice", "dogma", card="Sailing")],
        decks={"1": ["Archery"], "cities": {"1": ["Troy"]}},
    )
    ok(r)
    assert r.pile("alice", "red") == ["Archery"] and r.hand("alice") == []
    assert r.city_pile(1)[0] == "Troy"


def test_CITY_11_a_city_in_hand_stops_the_city_draw() -> None:
    r = run(
        {"alice": {"board": {"red": ["Archery"]}, "hand": ["Writing", "Rome"]}},
        [act("alice", "meld", card="Writing")],
        decks={"cities": {"1": ["Troy"]}},
    )
    ok(r)
    assert r.hand("alice") == ["Rome"] and r.city_pile(1)[0] == "Troy"
    assert "CITY-11" in r.rules()


def test_CITY_12_the_city_age_is_the_highest_top_card_after_the_meld() -> None:
    r = run(
        {"alice": {"board": {"red": ["Archery"]}, "hand": ["Mathematics"]}},
        [act("alice", "meld", card="Mathematics")],
        decks={"cities": {"2": ["Rome"]}},
    )
    ok(r)
    assert r.hand("alice") == ["Rome"]


def test_CITY_12_an_empty_city_pile_gives_a_base_card_instead() -> None:
    r = run(
        {"alice": {"board": {"red": ["Archery"]}, "hand": ["Mathematics"]}},
        [act("alice", "meld", card="Mathematics")],
        decks={"2": ["Mapmaking"]},
        removed=cities_of(2),
    )
    ok(r)
    assert r.hand("alice") == ["Mapmaking"]


def test_CITY_12_an_empty_base_age_is_skipped_for_cities_too() -> None:
    twos = [c.name for c in set_cards("base") if c.age == 2 and c.name != "Mathematics"]
    r = run(
        {"alice": {"board": {"red": ["Archery"]}, "hand": ["Mathematics"]}},
        [act("alice", "meld", card="Mathematics")],
        decks={"cities": {"3": ["Venice"]}},
        removed=twos,
    )
    ok(r)
    assert r.hand("alice") == ["Venice"]


def test_CITY_12_a_city_draw_above_10_ends_the_game() -> None:
    tens = [c.name for c in set_cards("base") if c.age == 10 and c.name != "Software"]
    r = run(
        {"alice": {"board": {"red": ["Archery"]}, "hand": ["Software"], "score": ["Oars"]}},
        [act("alice", "meld", card="Software")],
        removed=tens,
    )
    assert r.raw["game_over"] == "score" and r.raw["winner"] == ["alice"]


def test_CITY_13_the_splay_city_comes_before_the_plus_draw() -> None:
    # Munich: right arrow at top-middle, plus at bottom-middle
    r = run(
        {"alice": {"board": {"blue": ["Writing", "Tools"]}, "hand": ["Munich"]}},
        [act("alice", "meld", card="Munich")],
        decks={"8": ["Mobility"], "cities": {"7": ["London"]}},
    )
    ok(r)
    draws = [s["card"] for s in r.steps("draw")]
    assert draws == ["London", "Mobility"]
    assert r.splay("alice", "blue") == "right"


def test_CITY_13_an_up_arrow_splays_then_the_plus_draws() -> None:
    # Dallas: up arrow at top-middle, plus at bottom-middle
    r = run(
        {"alice": {"board": {"red": ["Archery", "Oars"]}, "hand": ["Dallas"]}},
        [act("alice", "meld", card="Dallas")],
        decks={"10": ["Software"], "cities": {"9": ["Moscow"]}},
    )
    ok(r)
    assert r.splay("alice", "red") == "up"
    assert [s["card"] for s in r.steps("draw")] == ["Moscow", "Software"]


# ----------------------------------------------------------------------------
# melding a city


def test_CITY_14_an_effect_meld_sets_off_no_city_icon() -> None:
    r = run(
        {
            "alice": {
                "board": {"yellow": ["Masonry"], "purple": ["Code of Laws"]},
                "hand": ["Ephesus"],
            }
        },
        [act("alice", "dogma", card="Masonry")],
        ["Ephesus"],
    )
    ok(r)
    assert r.pile("alice", "purple") == ["Ephesus", "Code of Laws"] and r.hand("alice") == []


def test_CITY_14_a_flag_does_nothing_when_melded() -> None:
    r = run(
        {"alice": {"board": {"purple": ["Code of Laws"]}, "hand": ["Tokyo"]}},
        [act("alice", "meld", card="Tokyo")],
    )
    ok(r)
    assert r.hand("alice") == [] and not r.steps("draw")


def test_CITY_15_plus_draws_one_higher_twice_for_two() -> None:
    r = run(
        {"alice": {"board": {"red": ["Archery"]}, "hand": ["Athens"]}},
        [act("alice", "meld", card="Athens")],
        decks={"2": ["Mapmaking"]},
    )
    ok(r)
    assert r.hand("alice") == ["Mapmaking"]
    two = run(
        {"alice": {"board": {"blue": ["Writing"]}, "hand": ["Frankfurt"]}},
        [act("alice", "meld", card="Frankfurt")],
        decks={"5": ["Coal", "Physics"]},
    )
    ok(two)
    assert two.hand("alice") == ["Coal", "Physics"]


def test_CITY_16_an_arrow_on_a_pile_of_one_splays_nothing() -> None:
    r = run(
        {"alice": {"board": {"blue": ["Writing"]}, "hand": ["Delhi"]}},
        [act("alice", "meld", card="Delhi")],
        decks={"cities": {"3": ["Venice"]}},
    )
    ok(r)
    assert r.splay("alice", "red") == "none" and "CITY-16" in r.rules()
    assert r.hand("alice") == ["Venice"]  # CITY-10(a): a new color


def test_CITY_17_search_keeps_the_cards_with_the_icon_and_returns_the_rest() -> None:
    lightbulbs = [
        c.name for c in set_cards("base") if c.age == 2 and c.has_icon(card("Rome").icons[4])
    ]
    others = [c.name for c in set_cards("base") if c.age == 2 and c.name not in lightbulbs]
    r = run(
        {"alice": {"board": {"purple": ["Code of Laws"]}, "hand": ["Rome"]}},
        [act("alice", "meld", card="Rome")],
        decks={"2": [lightbulbs[0], others[0]]},
    )
    ok(r)
    assert r.hand("alice") == [lightbulbs[0]]
    assert r.state["decks"]["2"][-1] == others[0]


def test_CITY_17_search_never_goes_to_a_higher_age() -> None:
    twos = [c.name for c in set_cards("base") if c.age == 2][1:]
    r = run(
        {"alice": {"board": {"purple": ["Code of Laws"]}, "hand": ["Rome"]}},
        [act("alice", "meld", card="Rome")],
        decks={"2": [twos[0]]},
        removed=[c.name for c in set_cards("base") if c.age == 2][:1] + twos[1:],
    )
    ok(r)
    assert len([s for s in r.steps("draw") if s["rule"] == "CITY-17"]) == 1


# ----------------------------------------------------------------------------
# flags and fountains


def count(r: Out, name: str = "alice") -> int:
    return int(r.player(name)["achievement_count"])


def test_CITY_18_a_flag_counts_unless_an_opponent_shows_more_of_its_color() -> None:
    mine = {"purple": ["Tokyo"]}
    assert count(run({"alice": {"board": mine}})) == 1
    tie = {"board": {"purple": ["Code of Laws"]}}
    assert count(run({"alice": {"board": mine}, "bob": tie})) == 1
    more = {"board": {"purple": {"cards": ["Code of Laws", "Mysticism"], "splay": "left"}}}
    assert count(run({"alice": {"board": mine}, "bob": more})) == 0


def test_CITY_18_a_partner_never_outnumbers_a_flag() -> None:
    more = {"board": {"purple": {"cards": ["Code of Laws", "Mysticism"], "splay": "left"}}}
    r = run(
        {"alice": {"board": {"purple": ["Tokyo"]}}, "carol": more},
        order=["alice", "bob", "carol", "dave"],
        teams=[["alice", "carol"], ["bob", "dave"]],
    )
    assert count(r) == 1


def test_CITY_19_fountains_count_brussels_twice_on_top() -> None:
    assert count(run({"alice": {"board": {"purple": ["Brussels"]}}})) == 2
    up = {"purple": {"cards": ["Code of Laws", "Brussels"], "splay": "up"}}
    assert count(run({"alice": {"board": up}})) == 1


def test_CITY_20_a_flag_gained_by_a_meld_can_end_the_game() -> None:
    six = ["age 1", "age 2", "age 3", "age 4", "age 5", "age 6"]
    r = run(
        {"alice": {"board": {"purple": ["Code of Laws"]}, "hand": ["Tokyo"], "achievements": six}},
        [act("alice", "meld", card="Tokyo")],
    )
    assert r.raw["winner"] == ["alice"] and r.raw["game_over"] == "achievements"
    assert len(r.player("alice")["achievements"]) == 6 and count(r) == 7


# ----------------------------------------------------------------------------
# Endorse


def endorse(**kw: Any) -> dict[str, Any]:
    return act("alice", "endorse", **kw)


WRITING_BOARD = {"blue": ["Writing"], "red": ["Athens"]}


def test_CITY_21_endorse_only_once_a_turn() -> None:
    r = run(
        {"alice": {"board": WRITING_BOARD, "hand": ["Agriculture", "Sailing"]}},
        [endorse(card="Writing"), endorse(card="Writing")],
        ["Sailing"],
    )
    assert r.exit_code == 1 and r.error is not None and r.error["rule"] == "CITY-21"
    assert r.error["action"] == 1


def test_CITY_22_the_city_must_show_the_featured_icon() -> None:
    r = run(
        {"alice": {"board": {"blue": ["Writing"], "purple": ["Ephesus"]}, "hand": ["Agriculture"]}},
        [endorse(card="Writing", city="Ephesus")],
    )
    assert r.exit_code == 1 and r.error is not None and r.error["rule"] == "CITY-22"


def test_CITY_22_a_hand_card_no_higher_than_the_city_is_needed() -> None:
    r = run(
        {"alice": {"board": WRITING_BOARD, "hand": ["Mathematics"]}},
        [endorse(card="Writing")],
    )
    assert r.exit_code == 1 and r.error is not None and r.error["rule"] == "CITY-22"


def test_CITY_22_a_city_may_endorse_itself_with_no_effect() -> None:
    r = run(
        {"alice": {"board": {"red": ["Athens"]}, "hand": ["Agriculture"]}}, [endorse(card="Athens")]
    )
    ok(r)
    assert r.pile("alice", "yellow") == ["Agriculture"]


def test_CITY_22_without_a_city_the_highest_is_used() -> None:
    board = {"blue": ["Writing"], "red": ["Athens"], "purple": ["Rome"]}
    r = run(
        {"alice": {"board": board, "hand": ["Agriculture", "Mathematics"]}},
        [endorse(card="Writing")],
        decks={"2": ["Mapmaking", "Currency"]},
    )
    assert r.pending is not None and r.pending["options"] == ["Agriculture", "Mathematics"]


def test_CITY_23_the_payment_options_and_a_single_option_paid_at_once() -> None:
    r = run(
        {"alice": {"board": WRITING_BOARD, "hand": ["Agriculture", "Sailing", "Calendar"]}},
        [endorse(card="Writing", city="Athens")],
    )
    assert r.pending is not None and r.pending["options"] == ["Agriculture", "Sailing"]
    assert r.pending["rule"] == "CITY-23"
    one = run(
        {"alice": {"board": WRITING_BOARD, "hand": ["Sailing", "Calendar"]}},
        [endorse(card="Writing")],
        decks={"2": ["Mapmaking", "Currency"]},
    )
    ok(one)
    assert one.pile("alice", "green") == ["Sailing"]


def test_CITY_24_the_example_of_the_contract() -> None:
    r = run(
        {"dennis": {"board": WRITING_BOARD, "hand": ["Agriculture", "Sailing", "Calendar"]}},
        [act("dennis", "endorse", card="Writing", city="Athens")],
        ["Sailing"],
        order=["dennis", "micah"],
        decks={"2": ["Mapmaking", "Currency"], "cities": {"2": ["Rome"]}},
    )
    ok(r)
    assert r.hand("dennis") == ["Agriculture", "Calendar", "Mapmaking", "Currency"]
    assert r.pile("dennis", "green") == ["Sailing"]
    assert r.city_pile(2)[0] == "Rome"
    second = [s for s in r.steps("effect") if s["rule"] == "CITY-24"]
    assert len(second) == 1 and "a second time" in second[0]["text"]


def test_CITY_24_sharers_once_then_the_endorser_twice_and_one_free_draw() -> None:
    r = run(
        {
            "alice": {"board": WRITING_BOARD, "hand": ["Agriculture"]},
            "bob": {"board": {"blue": ["Tools"], "purple": ["Philosophy"]}},
        },
        [endorse(card="Writing")],
        decks={"2": ["Mapmaking", "Currency", "Calendar"], "1": ["Archery"]},
    )
    ok(r)
    drawers = [(s["actor"], s["card"]) for s in r.steps("draw")]
    assert drawers == [
        ("bob", "Mapmaking"),
        ("alice", "Currency"),
        ("alice", "Calendar"),
        ("alice", "Archery"),
    ]


def test_CITY_24_a_demand_goes_round_all_victims_twice() -> None:
    r = run(
        {
            "alice": {"board": {"red": ["Archery"], "yellow": ["Uruk"]}, "hand": ["Oars"]},
            "bob": {},
            "carol": {},
        },
        [endorse(card="Archery")],
        order=["alice", "bob", "carol"],
        decks={"1": ["Writing", "Tools", "Pottery", "Sailing"]},
    )
    ok(r)
    assert [s["actor"] for s in r.steps("draw")] == ["bob", "carol", "bob", "carol"]
    assert sorted(r.hand("alice")) == ["Pottery", "Sailing", "Tools", "Writing"]


# ----------------------------------------------------------------------------
# city special achievements


def test_CITY_25_legend_for_a_left_arrow_onto_a_pile_splayed_left() -> None:
    r = run(
        {
            "alice": {
                "board": {"red": {"cards": ["Archery", "Oars"], "splay": "left"}},
                "hand": ["Delhi"],
            }
        },
        [act("alice", "meld", card="Delhi")],
    )
    ok(r)
    assert r.player("alice")["achievements"] == ["Legend"] and "CITY-25" in r.rules()
    assert not r.steps("draw")  # the arrow splays nothing, so no city


def test_CITY_25_claimed_mid_effect_by_an_effect_meld() -> None:
    yellow = {"cards": ["Masonry", "Agriculture"], "splay": "left"}
    r = run(
        {"alice": {"board": {"yellow": yellow}, "hand": ["Kaifeng"]}},
        [act("alice", "dogma", card="Masonry")],
        ["Kaifeng"],
    )
    ok(r)
    assert r.player("alice")["achievements"] == ["Legend"]


def test_CITY_26_glory_for_the_endorse_payment_tuck() -> None:
    r = run({"alice": {"board": {"yellow": ["Paris"]}, "hand": ["Tokyo"]}}, [endorse(card="Paris")])
    ok(r)
    assert r.pile("alice", "purple") == ["Tokyo"]
    assert r.player("alice")["achievements"] == ["Glory"] and "CITY-26" in r.rules()


def test_CITY_26_victory_for_a_tuck_by_an_effect() -> None:
    r = run(
        {
            "alice": {
                "board": {"purple": ["Code of Laws"], "green": ["Sailing"]},
                "hand": ["Hamburg"],
            }
        },
        [act("alice", "dogma", card="Code of Laws")],
        ["Hamburg", "no"],
    )
    ok(r)
    assert r.pile("alice", "green") == ["Sailing", "Hamburg"]
    assert r.player("alice")["achievements"] == ["Victory"]


def test_CITY_27_never_from_a_standing_board_and_once_only() -> None:
    standing = {"red": {"cards": ["Delhi", "Archery"], "splay": "left"}}
    r = run({"alice": {"board": standing}})
    assert r.player("alice")["achievements"] == []
    held = run(
        {
            "alice": {
                "board": {"red": {"cards": ["Archery", "Oars"], "splay": "left"}},
                "hand": ["Delhi"],
            },
            "bob": {"achievements": ["Legend"]},
        },
        [act("alice", "meld", card="Delhi")],
    )
    ok(held)
    assert held.player("alice")["achievements"] == [] and "Legend" not in held.state["achievements"]


# ----------------------------------------------------------------------------
# bad input


def test_a_city_in_a_base_only_scenario_names_the_card_and_the_expansion() -> None:
    from adjudicator.core.problems import FormatError

    with pytest.raises(FormatError) as info:
        run({"alice": {"hand": ["Rome"]}}, expansions=[])
    assert "Rome" in info.value.message and "cities" in info.value.message


@pytest.mark.parametrize(
    ("where", "message"),
    [
        ({"2": ["Rome"]}, "cities card"),
        ({"cities": {"2": ["Mapmaking"]}}, "base card"),
        ({"cities": {"3": ["Rome"]}}, "age 2"),
    ],
)
def test_city_deck_tops_schema_errors(where: dict[str, Any], message: str) -> None:
    from adjudicator.core.problems import FormatError

    with pytest.raises(FormatError) as info:
        run({"alice": {"board": {"red": ["Archery"]}}}, decks=where)
    assert message in info.value.message


def test_an_artifacts_card_without_the_expansion_names_the_card_and_the_expansion() -> None:
    from adjudicator.core.problems import FormatError

    with pytest.raises(FormatError) as info:
        run({"alice": {"hand": ["Dunhuang Star Chart"]}})
    assert info.value.message == (
        "Dunhuang Star Chart is an artifacts card, and artifacts is not in play"
    )


def test_an_echoes_card_without_the_expansion_names_the_card_and_the_expansion() -> None:
    from adjudicator.core.problems import FormatError

    with pytest.raises(FormatError) as info:
        run({"alice": {"hand": ["Bangle"]}})
    assert info.value.message == "Bangle is an echoes card, and echoes is not in play"


def test_a_city_in_a_base_only_record_is_a_format_error() -> None:
    from adjudicator.core.problems import FormatError
    from adjudicator.games.innovation.records import load_record
    from adjudicator.games.innovation.replay import replay_record

    header = {"players": ["a", "b"], "setup": {"hands": {"a": ["Rome", None], "b": [None, None]}}}
    with pytest.raises(FormatError) as info:
        replay_record(load_record(msgspec.json.encode({"header": header, "events": []})))
    assert "Rome" in info.value.message and "cities is not in play" in info.value.message


def test_CITY_5_no_one_shares_a_city_and_there_is_no_free_draw() -> None:
    r = run(
        {"alice": {"board": {"purple": ["Rome"]}}, "bob": {"board": {"purple": ["Philosophy"]}}},
        [act("alice", "dogma", card="Rome")],
    )
    ok(r)
    (dogma,) = r.steps("dogma")
    assert dogma["detail"]["sharing"] == [] and "no one shares" in dogma["text"]
    assert not r.steps("draw") and not r.steps("note")


def test_a_city_in_a_base_only_record_event_is_a_format_error() -> None:
    from adjudicator.core.problems import FormatError
    from adjudicator.games.innovation.records import load_record

    events = [{"type": "meld", "player": "a", "turn": 1, "card": "Athens"}]
    data = msgspec.json.encode({"header": {"players": ["a", "b"]}, "events": events})
    with pytest.raises(FormatError) as info:
        load_record(data)
    assert info.value.message == "Athens is a cities card, and cities is not in play"
    assert info.value.location is not None and info.value.location.path == "$.events[0].card"


def test_CITY_24_the_counts_are_taken_after_the_payment() -> None:
    # alice: 5 lightbulbs and bob 5, so bob would share; Tools tucked under the
    # right-splayed blue pile shows one more lightbulb, so bob does not share
    r = run(
        {
            "alice": {
                "board": {
                    "blue": {"cards": ["Writing", "Pottery"], "splay": "right"},
                    "red": ["Athens"],
                },
                "hand": ["Tools"],
            },
            "bob": {"board": {"purple": ["Philosophy"], "blue": ["Mathematics"]}},
        },
        [endorse(card="Writing")],
        decks={"2": ["Calendar", "Currency"]},
    )
    ok(r)
    (dogma,) = r.steps("dogma")
    assert dogma["detail"]["counts"] == {"alice": 6, "bob": 5} and dogma["detail"]["sharing"] == []
    assert r.hand("alice") == ["Calendar", "Currency"] and r.hand("bob") == []
