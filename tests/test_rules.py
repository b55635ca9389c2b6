"""One test (at least) per rule ID of rules.md, named after the ID.

The scenarios use age 1 and 2 cards wherever they can, so that each test
shows the rule rather than a card's text.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from support import Result, dogma, run, scenario

from adjudicator.core.problems import FormatError
from adjudicator.games.innovation.engine.cards import all_cards, card
from adjudicator.games.innovation.sets.base.achievements import SPECIAL_ACHIEVEMENTS


def everything_but(*kept: str) -> list[str]:
    return [c.name for c in all_cards() if c.name not in kept]


def ones_but(*kept: str) -> list[str]:
    return [c.name for c in all_cards() if c.age == 1 and c.name not in kept]


def ok(r: Result) -> None:
    assert r.exit_code == 0, r.error
    assert r.error is None
    assert r.pending is None


def act(player: str, action: str, **kw: Any) -> dict[str, Any]:
    return {"player": player, "action": action, **kw}


def start(players: dict[str, dict[str, Any]], actions: list[dict[str, Any]], **kw: Any) -> Result:
    """A game start: every board empty."""
    return run(scenario(players, actions, **kw))


# --- Setup -------------------------------------------------------------------
def test_SETUP_1_ten_supply_piles_by_age() -> None:
    r = start({"alice": {}, "bob": {}}, [])
    ok(r)
    sizes = {age: len(r.deck(age)) for age in range(1, 11)}
    # 15 ones less one achievement less two per player; 10 of each other age
    # less one achievement (ages 2-9)
    assert sizes == {1: 10, **{a: 9 for a in range(2, 10)}, 10: 10}
    for age in range(1, 11):
        assert all(card(n).age == age for n in r.deck(age))


def test_SETUP_2_nine_standard_achievements_one_per_age() -> None:
    r = start({"alice": {}, "bob": {}}, [])
    standard = [a for a in r.available if a not in SPECIAL_ACHIEVEMENTS]
    assert sorted(card(a).age for a in standard) == list(range(1, 10))


def test_SETUP_2_seed_picks_the_achievements() -> None:
    a = start({"alice": {}, "bob": {}}, [], seed=1)
    b = start({"alice": {}, "bob": {}}, [], seed=2)
    assert a.available != b.available or a.deck(1) != b.deck(1)


def test_SETUP_3_five_special_achievements_available() -> None:
    r = start({"alice": {}, "bob": {}}, [])
    assert [a for a in r.available if a in SPECIAL_ACHIEVEMENTS] == list(SPECIAL_ACHIEVEMENTS)


def test_SETUP_4_each_player_draws_two_1s_and_melds_one() -> None:
    r = start({"alice": {}, "bob": {}}, [], decks={1: ["Oars", "Tools", "Sailing", "Writing"]})
    ok(r)
    assert r.hand("alice") == ["Oars", "Tools"]
    assert r.hand("bob") == ["Sailing", "Writing"]
    r = start(
        {"alice": {}, "bob": {}},
        [act("bob", "initial_meld", card="Writing"), act("alice", "initial_meld", card="Oars")],
        decks={1: ["Oars", "Tools", "Sailing", "Writing"]},
    )
    ok(r)
    assert r.pile("alice", "red") == ["Oars"] and r.hand("alice") == ["Tools"]
    assert r.pile("bob", "blue") == ["Writing"] and r.hand("bob") == ["Sailing"]


def test_SETUP_4_no_other_action_before_the_initial_melds() -> None:
    r = start(
        {"alice": {"hand": ["Oars", "Tools"]}, "bob": {"hand": ["Sailing", "Writing"]}},
        [act("alice", "draw")],
    )
    assert r.exit_code == 1
    assert r.error == {"rule": "SETUP-4", "message": r.error["message"], "action": 0}


def test_SETUP_4_initial_meld_twice_is_refused() -> None:
    r = start(
        {"alice": {"hand": ["Oars", "Tools"]}, "bob": {"hand": ["Sailing", "Writing"]}},
        [act("alice", "initial_meld", card="Oars"), act("alice", "initial_meld", card="Tools")],
    )
    assert r.exit_code == 1 and r.error is not None
    assert r.error["rule"] == "SETUP-4" and r.error["action"] == 1


def test_SETUP_5_the_wheel_comes_before_tools() -> None:
    r = start(
        {"alice": {"hand": ["Tools", "Oars"]}, "bob": {"hand": ["The Wheel", "Sailing"]}},
        [act("alice", "initial_meld", card="Tools"), act("bob", "initial_meld", card="The Wheel")],
    )
    ok(r)
    assert r.current == "bob"
    assert r.state["actions_left"] == 1
    assert r.state["turn"] == 1


def test_SETUP_5_code_of_laws_before_city_states_is_false() -> None:
    r = start(
        {"alice": {"hand": ["Code of Laws", "Oars"]}, "bob": {"hand": ["City States", "Tools"]}},
        [
            act("alice", "initial_meld", card="Code of Laws"),
            act("bob", "initial_meld", card="City States"),
        ],
    )
    ok(r)
    assert r.current == "bob"


def test_SETUP_6_first_player_takes_one_action() -> None:
    r = start(
        {"alice": {"hand": ["Agriculture", "Oars"]}, "bob": {"hand": ["Tools", "Sailing"]}},
        [
            act("alice", "initial_meld", card="Agriculture"),
            act("bob", "initial_meld", card="Tools"),
            act("alice", "meld", card="Oars"),
        ],
    )
    ok(r)
    assert r.current == "bob" and r.state["actions_left"] == 2


def test_SETUP_6_four_players_first_two_take_one_action() -> None:
    names = ["alice", "bob", "carol", "dave"]
    hands = {
        "alice": ["Agriculture", "Oars"],
        "bob": ["Tools", "Sailing"],
        "carol": ["Writing", "Pottery"],
        "dave": ["Masonry", "Clothing"],
    }
    r = start(
        {n: {"hand": h} for n, h in hands.items()},
        [
            *[act(n, "initial_meld", card=hands[n][0]) for n in names],
            act("alice", "meld", card="Oars"),
            act("bob", "meld", card="Sailing"),
        ],
    )
    ok(r)
    assert r.current == "carol" and r.state["actions_left"] == 2


def test_SETUP_6_turn_given_mid_game() -> None:
    r = run(
        scenario(
            {"alice": {"board": {"red": ["Oars"]}}, "bob": {"board": {"blue": ["Tools"]}}},
            [act("alice", "draw")],
            turn=1,
            actions_left=1,
        )
    )
    ok(r)
    assert r.current == "bob" and r.state["actions_left"] == 2


# --- Turns and actions ---------------------------------------------------------
BOARDS = {"alice": {"board": {"red": ["Oars"]}}, "bob": {"board": {"blue": ["Tools"]}}}


def test_TURN_1_two_actions_then_the_next_player() -> None:
    r = run(
        scenario(
            BOARDS, [act("alice", "draw"), act("alice", "draw")], decks={1: ["Sailing", "Writing"]}
        )
    )
    ok(r)
    assert r.hand("alice") == ["Sailing", "Writing"]
    assert r.current == "bob" and r.state["actions_left"] == 2


def test_TURN_1_wrong_player_is_refused() -> None:
    r = run(scenario(BOARDS, [act("bob", "draw")]))
    assert r.exit_code == 1 and r.error is not None
    assert r.error["rule"] == "TURN-1" and r.error["action"] == 0
    assert "alice's turn" in r.error["message"]


def test_TURN_1_legal_action_list() -> None:
    import msgspec

    from adjudicator.games.innovation.engine.actions import Achieve, Dogma, Draw, Meld
    from adjudicator.games.innovation.scenario import load_scenario

    raw = scenario(
        {
            "alice": {
                "board": {"red": ["Oars"]},
                "hand": ["Sailing"],
                "score": ["Calendar", "Mathematics", "Compass"],
            },
            "bob": {},
        },
        [],
        achievements=["Writing", "Philosophy"],
    )
    _, game = load_scenario(msgspec.json.encode(raw))
    legal = game.legal_actions()
    assert Draw(player="alice") in legal
    assert Meld(player="alice", card="Sailing") in legal
    assert Dogma(player="alice", card="Oars") in legal
    assert Achieve(player="alice", age=1) in legal
    assert Achieve(player="alice", age=2) not in legal  # top card is a 1
    assert game.actor() == "alice"


def test_TURN_2_effect_draws_are_not_actions() -> None:
    r = run(
        scenario(
            {"alice": {"board": {"green": ["The Wheel"]}}, "bob": {}},
            [act("alice", "dogma", card="The Wheel")],
        )
    )
    ok(r)
    assert len(r.hand("alice")) == 2
    assert r.current == "alice" and r.state["actions_left"] == 1


def test_DRAW_1_draws_the_value_of_the_highest_top_card() -> None:
    r = run(
        scenario(
            {"alice": {"board": {"red": ["Oars"], "blue": ["Calendar"]}}, "bob": {}},
            [act("alice", "draw")],
            decks={2: ["Mathematics"]},
        )
    )
    ok(r)
    assert r.hand("alice") == ["Mathematics"]


def test_DRAW_1_empty_board_draws_a_1() -> None:
    r = run(
        scenario(
            {"alice": {"hand": ["Calendar"]}, "bob": {"board": {"red": ["Oars"]}}},
            [act("alice", "draw")],
            decks={1: ["Sailing"]},
        )
    )
    ok(r)
    assert r.hand("alice") == ["Calendar", "Sailing"]


def test_DRAW_2_empty_pile_draws_from_the_next_higher() -> None:
    r = run(
        scenario(
            {"alice": {"board": {"blue": ["Calendar"]}}, "bob": {}},
            [act("alice", "draw")],
            removed=[c.name for c in all_cards() if c.age == 2 and c.name != "Calendar"],
            decks={3: ["Compass"]},
            achievements=[],
        )
    )
    ok(r)
    assert r.hand("alice") == ["Compass"]
    draws = r.verbs("draw")
    assert draws[0]["rule"] == "DRAW-2"
    assert draws[0]["detail"] == {"age": 2, "drawn_age": 3}


def test_DRAW_3_a_draw_above_10_ends_the_game() -> None:
    r = run(
        scenario(
            {"alice": {"board": {"purple": ["The Internet"]}, "score": ["Oars"]}, "bob": {}},
            [act("alice", "draw")],
            removed=[c.name for c in all_cards() if c.age == 10 and c.name != "The Internet"],
        )
    )
    ok(r)
    assert r.game_over == "score"
    assert r.winner == ["alice"]
    assert r.steps[-1]["rule"] == "END-2"


def test_DRAW_4_taking_a_value_from_a_hand_does_not_skip() -> None:
    # Tools: "You may return a [3] from your hand" with a 4 in hand: nothing to return
    r = dogma("Tools", {"alice": {"board": {"blue": ["Tools"]}, "hand": ["Invention"]}, "bob": {}})
    ok(r)
    assert r.hand("alice") == ["Invention"]


def test_MELD_1_meld_continues_the_splay() -> None:
    board = {"red": {"cards": ["Archery", "Oars"], "splay": "left"}}
    r = run(
        scenario(
            {"alice": {"board": board, "hand": ["Metalworking", "Sailing"]}, "bob": {}},
            [act("alice", "meld", card="Metalworking"), act("alice", "meld", card="Sailing")],
        )
    )
    ok(r)
    assert r.pile("alice", "red") == ["Metalworking", "Archery", "Oars"]
    assert r.splay("alice", "red") == "left"
    assert r.pile("alice", "green") == ["Sailing"]


def test_MELD_1_card_not_in_hand_is_refused() -> None:
    r = run(scenario(BOARDS, [act("alice", "meld", card="Sailing")]))
    assert r.exit_code == 1 and r.error is not None and r.error["rule"] == "MELD-1"


def test_ACHIEVE_1_needs_five_times_the_age_in_points() -> None:
    r = run(
        scenario(
            {
                "alice": {
                    "board": {"blue": ["Calendar"]},
                    "score": ["Compass", "Mathematics", "Writing", "Oars"],
                },
                "bob": {},
            },
            [act("alice", "achieve", age=2)],
        )
    )
    assert r.exit_code == 1 and r.error is not None
    assert r.error["rule"] == "ACHIEVE-1"
    assert r.error["message"] == "alice has 7 points; achieving age 2 needs 10"


def test_ACHIEVE_1_needs_a_top_card_of_that_age() -> None:
    r = run(
        scenario(
            {
                "alice": {
                    "board": {"red": ["Oars"]},
                    "score": ["Compass", "Alchemy", "Mathematics", "Philosophy"],
                },
                "bob": {},
            },
            [act("alice", "achieve", age=2)],
        )
    )
    assert r.exit_code == 1 and r.error is not None
    assert r.error["message"] == "alice's highest top card is 1; achieving age 2 needs 2"


def test_ACHIEVE_1_points_are_not_spent() -> None:
    r = run(
        scenario(
            {
                "alice": {
                    "board": {"blue": ["Calendar"]},
                    "score": ["Compass", "Alchemy", "Mathematics", "Philosophy"],
                },
                "bob": {},
            },
            [act("alice", "achieve", age=1), act("alice", "achieve", age=2)],
            achievements=["Oars", "Fermenting"],
        )
    )
    ok(r)
    assert r.achievements("alice") == ["Oars", "Fermenting"]
    assert r.points("alice") == 10


def test_ACHIEVE_1_unavailable_age_is_refused() -> None:
    r = run(
        scenario(
            {
                "alice": {"board": {"blue": ["Calendar"]}, "score": ["Compass", "Mathematics"]},
                "bob": {"achievements": ["age 1"]},
            },
            [act("alice", "achieve", age=1)],
        )
    )
    assert r.exit_code == 1 and r.error is not None
    assert r.error["message"] == "no age 1 achievement is available"


def test_DOGMA_1_only_a_top_card() -> None:
    r = run(
        scenario(
            {"alice": {"board": {"red": ["Oars", "Archery"]}}, "bob": {}},
            [act("alice", "dogma", card="Archery")],
        )
    )
    assert r.exit_code == 1 and r.error is not None and r.error["rule"] == "DOGMA-1"


def test_DOGMA_1_all_effects_happen_even_when_the_card_is_covered() -> None:
    r = dogma(
        "Tools",
        {
            "alice": {
                "board": {"blue": ["Tools"]},
                "hand": ["Oars", "Sailing", "Archery", "Compass"],
            },
            "bob": {},
        },
        [["Oars", "Sailing", "Archery"], "Compass"],
        decks={3: ["Alchemy"], 1: ["Writing", "Pottery", "Mysticism"]},
    )
    ok(r)
    assert r.pile("alice", "blue") == ["Alchemy", "Tools"]
    assert r.hand("alice") == ["Writing", "Pottery", "Mysticism"]


def test_DOGMA_2_equal_icons_share_fewer_are_vulnerable() -> None:
    r = dogma(
        "Archery",
        {
            "alice": {"board": {"red": ["Archery"]}},
            "bob": {"board": {"yellow": ["Domestication"]}},
            "carol": {"board": {"blue": ["Tools"]}},
        },
        decks={1: ["Sailing"]},
    )
    ok(r)
    assert r.hand("bob") == []  # two castles like alice: not vulnerable
    assert r.hand("alice") == ["Sailing"]  # carol (one castle) drew and gave it


def test_DOGMA_2_counts_are_not_taken_again() -> None:
    # bob's Mysticism covers City States: alice loses her crowns, carol stays vulnerable
    r = dogma(
        "City States",
        {
            "alice": {"board": {"purple": ["City States"]}},
            "bob": {"board": {"purple": ["Mysticism"], "red": ["Metalworking"]}},
            "carol": {"board": {"red": ["Oars"], "yellow": ["Masonry"]}},
        },
        [{"player": "bob", "choose": "Mysticism"}, {"player": "carol", "choose": "Masonry"}],
        decks={1: ["Sailing", "Writing"]},
    )
    ok(r)
    assert r.pile("alice", "purple") == ["Mysticism", "City States"]
    assert r.pile("alice", "yellow") == ["Masonry"]
    assert r.hand("carol") == ["Writing"]


def test_DOGMA_3_each_effect_completes_before_the_next() -> None:
    r = dogma(
        "Pottery",
        {"alice": {"board": {"blue": ["Pottery"]}, "hand": ["Oars"]}, "bob": {}},
        ["Oars"],
        decks={1: ["Sailing", "Writing"]},
    )
    ok(r)
    verbs = [s["verb"] for s in r.steps if s["change"]]
    assert verbs == ["return", "draw", "score", "draw"]
    assert r.score("alice") == ["Sailing"] and r.hand("alice") == ["Writing"]


def test_DOGMA_3_no_action_while_a_decision_is_pending() -> None:
    import msgspec

    from adjudicator.core.problems import IllegalAction
    from adjudicator.games.innovation.engine.actions import Draw
    from adjudicator.games.innovation.scenario import load_scenario

    raw = scenario(
        {"alice": {"board": {"yellow": ["Agriculture"]}, "hand": ["Oars"]}, "bob": {}},
        [act("alice", "dogma", card="Agriculture")],
    )
    _, game = load_scenario(msgspec.json.encode(raw))
    from adjudicator.games.innovation.engine.actions import Dogma

    game.apply(Dogma(player="alice", card="Agriculture"))
    assert game.pending is not None and game.actor() == "alice"
    assert game.legal_actions() == []
    with pytest.raises(IllegalAction) as exc:
        game.apply(Draw(player="alice"))
    assert exc.value.rule == "DOGMA-3"


def test_DOGMA_4_sharers_clockwise_then_the_leader() -> None:
    r = dogma(
        "The Wheel",
        {
            "carol": {"board": {"yellow": ["Masonry"]}},
            "alice": {"board": {"green": ["The Wheel"]}},
            "bob": {"board": {"red": ["Metalworking"]}},
        },
        by="alice",
        order=["alice", "bob", "carol"],
        decks={1: ["Oars", "Sailing", "Writing", "Pottery", "Tools", "Archery", "Clothing"]},
    )
    ok(r)
    assert r.hand("bob") == ["Oars", "Sailing"]
    assert r.hand("carol") == ["Writing", "Pottery"]
    assert r.hand("alice") == ["Tools", "Archery", "Clothing"]


def test_DOGMA_5_demands_clockwise_from_the_leaders_left() -> None:
    r = dogma(
        "Archery",
        {"carol": {"board": {"red": ["Archery"]}}, "alice": {}, "bob": {}},
        by="carol",
        order=["alice", "bob", "carol"],
        decks={1: ["Oars", "Sailing"]},
    )
    ok(r)
    assert r.hand("carol") == ["Oars", "Sailing"]
    assert [s["from_player"] for s in r.verbs("transfer")] == ["alice", "bob"]


def test_DOGMA_6_free_draw_after_a_sharing_change() -> None:
    r = dogma(
        "Writing",
        {"alice": {"board": {"blue": ["Writing"]}}, "bob": {"board": {"blue": ["Tools"]}}},
        decks={2: ["Calendar", "Mathematics"], 1: ["Oars"]},
    )
    ok(r)
    free = [s for s in r.verbs("draw") if s["free_draw"]]
    assert len(free) == 1 and free[0]["rule"] == "DOGMA-6"
    assert free[0]["effect_card"] == "Writing" and free[0]["effect_index"] is None
    assert r.hand("alice") == ["Mathematics", "Oars"]


def test_DOGMA_6_free_draw_uses_the_board_as_it_is_then() -> None:
    r = dogma(
        "Tools",
        {
            "alice": {"board": {"blue": ["Tools"]}, "hand": ["Oars", "Sailing", "Archery"]},
            "bob": {"board": {"blue": ["Writing"]}, "hand": ["Compass"]},
        },
        [
            {"player": "alice", "choose": ["Oars", "Sailing", "Archery"]},
            {"player": "bob", "choose": "Compass"},
        ],
        decks={1: ["Pottery", "Clothing", "Mysticism"], 3: ["Alchemy", "Optics"]},
    )
    ok(r)
    # bob returned a 3 and drew three 1s; alice melded a 3, so the free draw is a 3
    assert r.pile("alice", "blue") == ["Alchemy", "Tools"]
    assert r.hand("alice") == ["Optics"]


def test_DOGMA_6_no_free_draw_without_a_change() -> None:
    r = dogma(
        "Agriculture",
        {
            "alice": {"board": {"yellow": ["Agriculture"]}},
            "bob": {"board": {"blue": ["Pottery"]}, "hand": ["Oars"]},
        },
        ["no"],
    )
    ok(r)
    assert r.free_draws() == 0
    [why] = [s for s in r.steps if s["rule"] == "DOGMA-6"]
    assert why["verb"] == "note" and not why["free_draw"] and not why["change"]


def test_DOGMA_6_demands_never_earn_it() -> None:
    r = dogma("Archery", {"alice": {"board": {"red": ["Archery"]}}, "bob": {}}, decks={1: ["Oars"]})
    ok(r)
    assert r.free_draws() == 0
    assert r.hand("alice") == ["Oars"]


def test_DOGMA_6_none_when_the_game_ended() -> None:
    r = dogma(
        "Writing",
        {
            "alice": {"board": {"blue": ["Writing"]}, "score": ["Oars"]},
            "bob": {"board": {"blue": ["Tools"]}},
        },
        removed=everything_but("Writing", "Tools", "Oars", "Calendar"),
        decks={2: ["Calendar"]},
        achievements=[],
    )
    ok(r)
    assert r.hand("bob") == ["Calendar"]
    assert r.game_over == "score"
    assert r.free_draws() == 0


def test_DOGMA_7_do_as_much_as_you_can() -> None:
    # Canal Building exchanges even when the score pile is empty
    r = dogma(
        "Canal Building",
        {
            "alice": {"board": {"yellow": ["Canal Building"]}, "hand": ["Calendar", "Oars"]},
            "bob": {},
        },
        ["yes"],
    )
    ok(r)
    assert r.score("alice") == ["Calendar"] and r.hand("alice") == ["Oars"]


def test_DOGMA_7_dogma_on_a_card_that_does_nothing() -> None:
    r = dogma("Agriculture", {"alice": {"board": {"yellow": ["Agriculture"]}}, "bob": {}})
    ok(r)
    assert r.state["actions_left"] == 1


def test_DOGMA_9_the_owner_breaks_a_tie() -> None:
    r = dogma(
        "Archery",
        {"alice": {"board": {"red": ["Archery"]}}, "bob": {"hand": ["Oars"]}},
        decks={1: ["Sailing"]},
    )
    assert r.pending is not None
    assert r.pending["player"] == "bob" and r.pending["rule"] == "DOGMA-9"


def test_DOGMA_10_if_you_do_needs_the_whole_instruction() -> None:
    r = dogma(
        "Tools", {"alice": {"board": {"blue": ["Tools"]}, "hand": ["Oars", "Sailing"]}, "bob": {}}
    )
    ok(r)
    assert r.hand("alice") == ["Oars", "Sailing"]
    assert r.pile("alice", "blue") == ["Tools"]


def test_DOGMA_10_due_to_the_demand_is_judged_the_same_by_every_sharer() -> None:
    r = dogma(
        "Oars",
        {
            "alice": {"board": {"red": ["Oars"]}},
            "bob": {"hand": ["Writing"]},
            "carol": {"board": {"yellow": ["Masonry"]}},
        },
        decks={1: ["Pottery", "Sailing"]},
    )
    ok(r)
    # bob transferred Writing: neither carol (sharing) nor alice draws
    assert r.score("alice") == ["Writing"]
    assert r.hand("carol") == [] and r.hand("alice") == []


def test_DOGMA_11_repeat_by_the_same_player() -> None:
    r = dogma(
        "Metalworking",
        {"alice": {"board": {"red": ["Metalworking"]}}, "bob": {"board": {"yellow": ["Masonry"]}}},
        decks={1: ["Oars", "Sailing", "Archery", "Writing"]},
    )
    ok(r)
    # bob scores Oars, keeps Sailing; alice scores Archery, keeps Writing; free draw
    assert r.score("bob") == ["Oars"] and r.hand("bob") == ["Sailing"]
    assert r.score("alice") == ["Archery"]
    assert r.hand("alice")[0] == "Writing"


# --- Terms -------------------------------------------------------------------
def test_TERM_VALUE_value_is_the_age_and_nothing_is_0() -> None:
    assert [card(n).age for n in ("Oars", "Calendar", "Software")] == [1, 2, 10]
    r = run(
        scenario(
            {"alice": {}, "bob": {"board": {"red": ["Oars"]}}},
            [act("alice", "draw")],
            decks={1: ["Sailing"]},
        )
    )
    ok(r)
    assert r.verbs("draw")[0]["detail"]["age"] == 0


def test_TERM_TOP_only_the_top_card_counts() -> None:
    r = run(scenario({"alice": {"board": {"red": ["Oars", "Archery"]}}, "bob": {}}, []))
    assert r.icons("alice")["castle"] == 2  # Archery is covered and unsplayed


def test_TERM_SCORE_score_is_the_sum_of_values() -> None:
    r = run(
        scenario(
            {
                "alice": {"board": {"red": ["Oars"]}, "score": ["Calendar", "Software", "Sailing"]},
                "bob": {},
            },
            [],
        )
    )
    assert r.points("alice") == 13


def test_TERM_TUCK_tuck_goes_under_and_continues_the_splay() -> None:
    board = {"purple": {"cards": ["Code of Laws", "City States"], "splay": "left"}}
    r = dogma(
        "Code of Laws", {"alice": {"board": board, "hand": ["Mysticism"]}, "bob": {}}, ["Mysticism"]
    )
    ok(r)
    assert r.pile("alice", "purple") == ["Code of Laws", "City States", "Mysticism"]
    assert r.splay("alice", "purple") == "left"


def test_TERM_RETURN_returned_cards_go_under_in_order_and_refill_an_empty_pile() -> None:
    r = dogma(
        "Pottery",
        {"alice": {"board": {"blue": ["Pottery"]}, "hand": ["Calendar", "Mathematics"]}, "bob": {}},
        [["Mathematics", "Calendar"]],
        removed=[
            c.name for c in all_cards() if c.age == 2 and c.name not in ("Calendar", "Mathematics")
        ],
        decks={1: ["Oars"]},
        achievements=[],
    )
    ok(r)
    # the 2 pile was empty: the returned cards form it again, Calendar lowest,
    # and the 2 scored is Mathematics, drawn back from its top
    assert r.score("alice") == ["Mathematics"]
    assert r.deck(2) == ["Calendar"]


def test_TERM_TRANSFER_to_a_board_continues_the_splay_and_is_not_a_meld() -> None:
    bob = {"board": {"red": ["Metalworking"], "yellow": ["Masonry"]}}
    alice_board = {
        "purple": ["City States"],
        "yellow": {"cards": ["Agriculture", "Domestication"], "splay": "right"},
    }
    r = dogma(
        "City States",
        {"alice": {"board": alice_board}, "bob": bob},
        ["Masonry"],
        decks={1: ["Oars"]},
    )
    ok(r)
    assert r.pile("alice", "yellow") == ["Masonry", "Agriculture", "Domestication"]
    assert r.splay("alice", "yellow") == "right"
    assert [s["verb"] for s in r.steps if s["card"] == "Masonry" and s["change"]] == ["transfer"]


def test_TERM_EXCHANGE_swaps_groups_and_is_not_a_score() -> None:
    r = dogma(
        "Canal Building",
        {
            "alice": {
                "board": {"yellow": ["Canal Building"]},
                "hand": ["Calendar"],
                "score": ["Oars", "Sailing"],
            },
            "bob": {},
        },
        ["yes"],
    )
    ok(r)
    assert r.hand("alice") == ["Oars", "Sailing"] and r.score("alice") == ["Calendar"]
    assert r.verbs("score") == []


def test_TERM_DRAWX_the_same_card_is_melded_and_revealed_cards_go_to_hand() -> None:
    r = dogma(
        "Sailing", {"alice": {"board": {"green": ["Sailing"]}}, "bob": {}}, decks={1: ["Oars"]}
    )
    ok(r)
    assert r.pile("alice", "red") == ["Oars"] and r.hand("alice") == []
    r = dogma(
        "Mysticism", {"alice": {"board": {"purple": ["Mysticism"]}}, "bob": {}}, decks={1: ["Oars"]}
    )
    ok(r)
    assert r.hand("alice") == ["Oars"]


def test_TERM_REMOVE_removed_cards_are_out_of_the_game() -> None:
    r = dogma(
        "Writing",
        {"alice": {"board": {"blue": ["Writing"]}}, "bob": {}},
        removed=[c.name for c in all_cards() if c.age == 2],
        decks={3: ["Compass"]},
    )
    ok(r)
    assert r.hand("alice") == ["Compass"]
    assert len(r.removed) == 10 and r.deck(2) == []


def test_TERM_SPLAY_icons_revealed_by_each_direction() -> None:
    def castles(splay: str) -> int:
        board = {"red": {"cards": ["Oars", "Metalworking"], "splay": splay}}
        r = run(scenario({"alice": {"board": board}, "bob": {}}, []))
        return r.icons("alice")["castle"]

    # Metalworking: castle, castle, hex, castle
    assert castles("none") == 2
    assert castles("left") == 3
    assert castles("right") == 4
    assert castles("up") == 4


def test_TERM_SPLAY_a_pile_of_one_forgets_its_splay() -> None:
    bob = {"board": {"red": {"cards": ["Metalworking", "Oars"], "splay": "right"}}}
    r = dogma(
        "City States",
        {"alice": {"board": {"purple": ["City States"]}}, "bob": bob},
        decks={1: ["Sailing"]},
    )
    ok(r)
    assert r.pile("bob", "red") == ["Oars"] and r.splay("bob", "red") == "none"


def test_TERM_SPLAY_a_single_card_pile_cannot_be_given_a_splay() -> None:
    with pytest.raises(FormatError) as exc:
        run(
            scenario(
                {"alice": {"board": {"red": {"cards": ["Oars"], "splay": "left"}}}, "bob": {}}, []
            )
        )
    assert exc.value.location is not None
    assert exc.value.location.path == "$.setup.players.alice.board.red.splay"


def test_TERM_COUNT_for_every_counts_once() -> None:
    # Clothing counts the colors only alice has when the instruction begins
    r = dogma(
        "Clothing",
        {
            "alice": {"board": {"green": ["Clothing"], "red": ["Oars"], "blue": ["Tools"]}},
            "bob": {"board": {"red": ["Archery"]}},
        },
        decks={1: ["Pottery", "Sailing"]},
    )
    ok(r)
    assert r.score("alice") == ["Pottery", "Sailing"]


def test_TERM_ICONS_the_hexagon_is_not_an_icon() -> None:
    r = run(scenario({"alice": {"board": {"yellow": ["Agriculture"]}}, "bob": {}}, []))
    assert r.icons("alice") == {
        "castle": 0,
        "crown": 0,
        "leaf": 3,
        "lightbulb": 0,
        "factory": 0,
        "clock": 0,
    }


# --- Achievements and the end --------------------------------------------------
UNIVERSE = {
    "red": ["Flight"],
    "blue": ["Rocketry"],
    "yellow": ["Antibiotics"],
    "purple": ["Empiricism"],
    "green": ["Corporations"],
}
UNIVERSE_TOO = {
    "red": ["Fission"],
    "blue": ["Computers"],
    "yellow": ["Ecology"],
    "purple": ["Services"],
    "green": ["Satellites"],
}


def test_SPECIAL_1_claimed_at_the_start_in_turn_order_from_the_current_player() -> None:
    r = run(
        scenario({"alice": {"board": UNIVERSE}, "bob": {"board": UNIVERSE_TOO}}, [], current="bob")
    )
    ok(r)
    assert r.achievements("bob") == ["Universe"]
    assert r.achievements("alice") == []


def test_SPECIAL_1_claimed_mid_effect_on_another_players_turn() -> None:
    castles = ["Archery", "City States", "Domestication", "Masonry", "Mysticism", "Oars"]
    r = dogma(
        "Metalworking",
        {"alice": {"board": {"red": ["Metalworking"]}}, "bob": {"board": {"green": ["The Wheel"]}}},
        decks={1: [*castles, "Sailing", "Writing", "Pottery"]},
    )
    ok(r)
    assert r.score("bob") == castles
    assert r.achievements("bob") == ["Monument"]
    claim = next(i for i, s in enumerate(r.steps) if s["verb"] == "claim")
    sixth = next(i for i, s in enumerate(r.steps) if s["verb"] == "score" and s["card"] == "Oars")
    assert claim == sixth + 1
    assert r.hand("alice") == ["Writing", "Pottery"]


def test_SPECIAL_1_a_special_achievement_can_end_the_game() -> None:
    r = run(
        scenario(
            {
                "alice": {
                    "board": UNIVERSE,
                    "achievements": ["age 1", "age 2", "age 3", "age 4", "age 5"],
                },
                "bob": {},
            },
            [],
        )
    )
    ok(r)
    assert r.game_over == "achievements" and r.winner == ["alice"]


def test_SPECIAL_2_monument_counts_tucks_and_scores_in_one_turn() -> None:
    players = {"alice": {"board": {"red": ["Metalworking"]}}, "bob": {}}
    three = ["Archery", "City States", "Domestication"]
    more = ["Masonry", "Mysticism", "Oars"]
    both = run(
        scenario(
            players,
            [
                act("alice", "dogma", card="Metalworking"),
                act("alice", "dogma", card="Metalworking"),
            ],
            decks={1: [*three, "Sailing", *more, "Writing"]},
        )
    )
    ok(both)
    assert both.achievements("alice") == ["Monument"]
    # the count returns to 0 when a turn ends
    split = run(
        scenario(
            {
                "alice": {"board": {"red": ["Metalworking"]}},
                "bob": {"board": {"blue": ["Pottery"]}},
            },
            [
                act("alice", "dogma", card="Metalworking"),
                act("bob", "draw"),
                act("bob", "draw"),
                act("alice", "dogma", card="Metalworking"),
            ],
            actions_left=1,
            decks={1: [*three, "Sailing", "Writing", "Code of Laws", *more, "Clothing"]},
        )
    )
    ok(split)
    assert split.achievements("alice") == []
    assert len(split.score("alice")) == 6


def test_SPECIAL_2_transfers_do_not_count_for_monument() -> None:
    hand = ["Writing", "Sailing", "Code of Laws", "City States", "Clothing", "Tools"]
    # Oars e3: six crown cards transferred to alice's score pile are not scores
    r = dogma(
        "Oars",
        {"alice": {"board": {"red": ["Oars"]}}, "bob": {"hand": hand[:5]}},
        hand[:4],
        decks={1: ["Agriculture", "Pottery", "Masonry", "Mysticism", "Domestication", "Tools"]},
    )
    ok(r)
    # the fifth is bob's only crown card, the sixth (Domestication) his next draw
    assert r.score("alice") == [*hand[:5], "Domestication"]
    assert r.achievements("alice") == []


@pytest.mark.parametrize(
    ("name", "board"),
    [
        ("Universe", UNIVERSE),
        (
            "Empire",
            {
                "red": {"cards": ["Coal", "Optics"], "splay": "up"},
                "green": {"cards": ["Satellites", "Compass"], "splay": "up"},
                "yellow": ["Anatomy"],
                "purple": {"cards": ["Education", "Mysticism"], "splay": "up"},
            },
        ),
        (
            "World",
            {
                "red": ["Fission"],
                "green": ["Satellites"],
                "purple": ["The Internet"],
                "blue": {"cards": ["Quantum Theory", "Rocketry"], "splay": "up"},
            },
        ),
        (
            "Wonder",
            {
                "red": {"cards": ["Archery", "Oars"], "splay": "right"},
                "green": {"cards": ["Sailing", "Clothing"], "splay": "right"},
                "yellow": {"cards": ["Agriculture", "Masonry"], "splay": "up"},
                "blue": {"cards": ["Pottery", "Writing"], "splay": "right"},
                "purple": {"cards": ["Mysticism", "City States"], "splay": "up"},
            },
        ),
    ],
)
def test_SPECIAL_2_conditions(name: str, board: dict[str, Any]) -> None:
    r = run(scenario({"alice": {"board": board}, "bob": {}}, []))
    ok(r)
    assert r.achievements("alice") == [name]


def test_SPECIAL_2_wonder_needs_right_or_up() -> None:
    board = {
        "red": {"cards": ["Archery", "Oars"], "splay": "left"},
        "green": {"cards": ["Sailing", "Clothing"], "splay": "right"},
        "yellow": {"cards": ["Agriculture", "Masonry"], "splay": "up"},
        "blue": {"cards": ["Pottery", "Writing"], "splay": "right"},
        "purple": {"cards": ["Mysticism", "City States"], "splay": "up"},
    }
    r = run(scenario({"alice": {"board": board}, "bob": {}}, []))
    assert r.achievements("alice") == []


@pytest.mark.parametrize(("players", "needed"), [(2, 6), (3, 5), (4, 4)])
def test_END_1_achievements_needed_by_player_count(players: int, needed: int) -> None:
    names = ["alice", "bob", "carol", "dave"][:players]
    setup: dict[str, dict[str, Any]] = {n: {} for n in names}
    setup["alice"] = {
        "board": {"blue": ["Software"]},
        "score": ["The Internet", "A.I.", "Databases"],
        "achievements": [f"age {a}" for a in range(1, needed - 1)],
    }
    short = run(scenario(setup, [act("alice", "achieve", age=needed - 1)]))
    ok(short)
    assert short.game_over is None and len(short.achievements("alice")) == needed - 1
    r = run(
        scenario(
            setup, [act("alice", "achieve", age=needed - 1), act("alice", "achieve", age=needed)]
        )
    )
    ok(r)
    assert r.game_over == "achievements"
    assert r.winner == ["alice"]
    assert len(r.achievements("alice")) == needed


def test_END_2_ties_go_to_achievements_then_a_shared_win() -> None:
    kept = ("Writing", "Oars", "Sailing", "Calendar")
    base = {
        "alice": {"board": {"blue": ["Writing"]}, "score": ["Oars"]},
        "bob": {"score": ["Sailing"]},
    }
    r = dogma("Writing", base, removed=everything_but(*kept), achievements=["Calendar"])
    ok(r)
    assert r.winner == ["alice", "bob"]
    with_ach = {**base, "bob": {"score": ["Sailing"], "achievements": ["Calendar"]}}
    r = dogma("Writing", with_ach, removed=everything_but(*kept), achievements=[])
    ok(r)
    assert r.winner == ["bob"]


def test_END_2_the_game_stops_at_once() -> None:
    r = run(
        scenario(
            {"alice": {"board": {"green": ["The Wheel"]}, "score": ["Oars"]}, "bob": {}},
            [act("alice", "dogma", card="The Wheel"), act("alice", "draw")],
            removed=everything_but("The Wheel", "Oars"),
            achievements=[],
        )
    )
    assert r.exit_code == 1 and r.error is not None
    assert r.error["action"] == 1
    assert r.game_over == "score"
    assert len(r.verbs("game_over")) == 1


# --- Team game -----------------------------------------------------------------
TEAMS = [["alice", "carol"], ["bob", "dave"]]
FOUR = ["alice", "bob", "carol", "dave"]


def test_TEAM_1_demands_skip_the_partner() -> None:
    r = dogma(
        "Archery",
        {"alice": {"board": {"red": ["Archery"]}}, "bob": {}, "carol": {}, "dave": {}},
        order=FOUR,
        teams=TEAMS,
        decks={1: ["Oars", "Sailing"]},
    )
    ok(r)
    assert r.hand("alice") == ["Oars", "Sailing"]
    assert [s["from_player"] for s in r.verbs("transfer")] == ["bob", "dave"]


def test_TEAM_1_sharing_only_with_the_partner_earns_no_free_draw() -> None:
    r = dogma(
        "Writing",
        {
            "alice": {"board": {"blue": ["Writing"]}},
            "bob": {},
            "carol": {"board": {"blue": ["Tools"]}},
            "dave": {},
        },
        order=FOUR,
        teams=TEAMS,
        decks={2: ["Calendar", "Mathematics"]},
    )
    ok(r)
    assert r.hand("carol") == ["Calendar"]
    assert r.hand("alice") == ["Mathematics"]
    assert r.free_draws() == 0


def test_TEAM_1_players_must_alternate_teams() -> None:
    raw = scenario(
        {n: {} for n in FOUR}, [], order=FOUR, teams=[["alice", "bob"], ["carol", "dave"]]
    )
    with pytest.raises(FormatError) as exc:
        run(raw)
    assert exc.value.location is not None and exc.value.location.path == "$.teams"


def test_TEAM_2_team_achievements_count_together() -> None:
    r = run(
        scenario(
            {
                "alice": {
                    "board": {"blue": ["Software"]},
                    "score": ["The Internet", "A.I.", "Databases"],
                    "achievements": ["age 1", "age 2", "age 3"],
                },
                "bob": {},
                "carol": {"achievements": ["age 4", "age 5"]},
                "dave": {},
            },
            [act("alice", "achieve", age=6)],
            order=FOUR,
            teams=TEAMS,
        )
    )
    ok(r)
    assert r.game_over == "achievements"
    assert r.winner == ["alice", "carol"]


def test_TEAM_2_end_by_score_adds_partners() -> None:
    r = dogma(
        "Writing",
        {
            "alice": {"board": {"blue": ["Writing"]}, "score": ["Oars"]},
            "bob": {"score": ["Calendar"]},
            "carol": {"score": ["Mathematics"]},
            "dave": {},
        },
        order=FOUR,
        teams=TEAMS,
        removed=everything_but("Writing", "Oars", "Calendar", "Mathematics"),
        achievements=[],
    )
    ok(r)
    assert r.winner == ["alice", "carol"]


# --- Editions --------------------------------------------------------------------
def test_EDITION_3_oars_repeats_only_in_edition_3() -> None:
    players = {"alice": {"board": {"red": ["Oars"]}}, "bob": {"hand": ["Writing", "Sailing"]}}
    e3 = dogma("Oars", players, ["Writing"], decks={1: ["Pottery", "Tools"]})
    e1 = dogma("Oars", players, ["Writing"], decks={1: ["Pottery"]}, edition=1)
    ok(e3)
    ok(e1)
    assert e3.score("alice") == ["Writing", "Sailing"]
    assert e1.score("alice") == ["Writing"]


def test_EDITION_3_every_scenario_defaults_to_edition_3() -> None:
    # Oars repeats its demand only in the 3rd edition: with 1st-edition texts bob would
    # transfer Writing alone (see the test above)
    raw = scenario(
        {"alice": {"board": {"red": ["Oars"]}}, "bob": {"hand": ["Writing", "Sailing"]}},
        [{"player": "alice", "action": "dogma", "card": "Oars"}],
        ["Writing"],
        current="alice",
        decks={1: ["Pottery", "Tools"]},
    )
    del raw["edition"]
    r = run(raw)
    ok(r)
    assert r.score("alice") == ["Writing", "Sailing"]
    assert r.hand("bob") == ["Pottery", "Tools"]


def test_card_counts_in_reference() -> None:
    ages = Counter(c.age for c in all_cards())
    assert ages == Counter({1: 15, **{a: 10 for a in range(2, 11)}})


def test_END_3_a_win_ends_the_game_in_the_middle_of_sharing() -> None:
    bulbs = {
        "blue": {
            "cards": ["Evolution", "Genetics", "Atomic Theory", "Experimentation"],
            "splay": "up",
        },
        "green": {"cards": ["Classification", "Paper"], "splay": "up"},
        "yellow": ["Perspective"],
        "red": ["Miniaturization"],
        "purple": ["Education"],
    }
    r = dogma(
        "Empiricism",
        {"alice": {"board": {"purple": ["Empiricism"]}}, "bob": {"board": bulbs}},
        [["red", "yellow"], ["red", "green"]],
        decks={9: ["Computers", "Ecology"]},
    )
    ok(r)
    assert r.icons("bob")["lightbulb"] >= 20
    assert r.game_over == "Empiricism"
    assert r.winner == ["bob"]
    assert r.steps[-1]["rule"] == "END-3"
    # alice never executed the second effect, and there is no free draw
    assert r.free_draws() == 0
    assert r.hand("alice") == ["Ecology"]


def test_DOGMA_8_execute_runs_non_demand_effects_alone_and_counts_for_the_free_draw() -> None:
    r = dogma(
        "Self Service",
        {
            "alice": {"board": {"green": ["Self Service"], "red": ["Archery"]}},
            "bob": {"board": {"purple": ["Code of Laws"], "red": ["Oars"]}, "hand": ["Writing"]},
        },
        [{"player": "bob", "choose": "Oars"}],
        decks={1: ["Sailing"], 10: ["Software"]},
    )
    ok(r)
    # Oars' demand is not run; its second effect sees nothing transferred due to the demand
    assert r.verbs("transfer") == []
    assert r.hand("bob") == ["Writing", "Sailing"]
    drawn = next(s for s in r.verbs("draw") if s["card"] == "Sailing")
    assert drawn["effect_card"] == "Oars" and drawn["executor"] == "bob" and drawn["depth"] >= 1
    # alice executes Archery: only a demand, so nothing happens; bob's change earns the free draw
    assert r.hand("alice") == ["Software"]
    assert r.free_draws() == 1


def test_DECIDE_1_an_answer_must_be_a_legal_option() -> None:
    r = dogma(
        "Agriculture",
        {"alice": {"board": {"yellow": ["Agriculture"]}, "hand": ["Writing"]}, "bob": {}},
        ["Oars"],
    )
    assert r.exit_code == 1 and r.error is not None
    assert r.error["rule"] == "DECIDE-1" and r.error["answer"] == 0
    assert "Oars is not a legal choice (options: Writing)" in r.error["message"]
