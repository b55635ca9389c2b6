"""One test (at least) per GIZ- rule ID of ``adjudicator/games/gizmos/rules.md``,
each a scenario run through the contract."""

from __future__ import annotations

from typing import Any

from gizmos_support import run, scenario

A = "alice"


def act(action: str, player: str = A, **fields: Any) -> dict[str, Any]:
    return {"player": player, "action": action, **fields}


# ---------------------------------------------------------------- set-up


def test_GIZ_SETUP_1_112_cards_52_spheres_2_to_4_players() -> None:
    r = run(scenario(names=["alice", "bob", "carol", "dave"]))
    assert r.exit_code == 0
    assert set(r.state["players"]) == {"alice", "bob", "carol", "dave"}
    for names in (["alice"], ["a", "b", "c", "d", "e"]):
        bad = run(scenario(names=names))
        assert bad.exit_code == 2
        assert bad.raw["error"]["path"] == "$.players"


def test_GIZ_SETUP_2_seating_order_from_the_first_player() -> None:
    r = run(
        scenario(
            names=["alice", "bob", "carol"],
            actions=[act("pick", color="red"), act("pick", "bob", color="red")],
        )
    )
    assert r.exit_code == 0
    assert r.state["current_player"] == "carol"
    assert r.state["turn"] == 3
    assert run(scenario(current_player="bob")).state["current_player"] == "bob"


def test_GIZ_SETUP_3_starting_gizmo_and_limits() -> None:
    r = run(scenario())
    alice, bob = r.player("alice"), r.player("bob")
    assert alice["built"] == [901] and bob["built"] == [902]
    assert alice["limits"] == {"energy": 5, "archive": 1, "research": 3}
    assert alice["archive"] == [] and alice["vp_tokens"] == 0 and r.ring("alice") == {}
    assert 903 in r.state["removed"] and 904 in r.state["removed"]
    r = run(scenario(players={"alice": {"built": [903]}}))
    assert r.player("alice")["built"] == [903] and r.player("bob")["built"] == [901]
    two = run(scenario(players={"alice": {"built": [901, 902]}}))
    assert two.exit_code == 2 and two.raw["error"]["path"] == "$.setup.players.alice.built"
    archived = run(scenario(players={"alice": {"archive": [904]}}))
    assert archived.exit_code == 2
    assert archived.raw["error"]["path"] == "$.setup.players.alice.archive[0]"


def test_GIZ_SETUP_4_sixteen_level_III_cards_in_play() -> None:
    r = run(scenario(players={"alice": {"built": [301, 302]}}))
    st = r.state
    level3 = [c for c in st["rows"]["3"] + st["decks"]["3"] if c // 100 == 3]
    assert len(level3) + 2 == 16
    assert len([c for c in st["removed"] if c // 100 == 3]) == 20
    exact = run(scenario(decks={"3": {"cards": [320, 321], "exact": True}}))
    assert exact.state["decks"]["3"] == [320, 321]
    assert len([c for c in exact.state["removed"] if c // 100 == 3]) == 32
    too_many = list(range(301, 318))
    bad = run(scenario(rows={"3": []}, decks={"3": too_many}))
    assert bad.exit_code == 2


def test_GIZ_SETUP_5_display_of_4_3_2_filled_from_the_decks() -> None:
    r = run(scenario(rows={"1": [101]}, decks={"1": [102, 103, 104, 105]}))
    assert r.state["rows"]["1"] == [101, 102, 103, 104]
    assert r.state["decks"]["1"][0] == 105
    assert [len(r.state["rows"][lv]) for lv in "123"] == [4, 3, 2]
    bad = run(scenario(rows={"1": [101, 102, 103, 104, 105]}))
    assert bad.exit_code == 2 and bad.raw["error"]["path"] == "$.setup.rows.1"
    wrong_level = run(scenario(rows={"2": [101]}))
    assert wrong_level.exit_code == 2 and wrong_level.raw["error"]["path"] == "$.setup.rows.2[0]"


def test_GIZ_SETUP_6_energy_row_of_six_from_the_dispenser() -> None:
    r = run(scenario(energy_row=["blue"], dispenser=["red", "red", "black"]))
    assert sorted(r.state["energy_row"][:4]) == ["black", "blue", "red", "red"]
    assert len(r.state["energy_row"]) == 6
    assert sum(r.state["dispenser"].values()) == 46
    bad = run(scenario(energy_row=["red"] * 7))
    assert bad.exit_code == 2 and bad.raw["error"]["path"] == "$.setup.energy_row"
    over = run(scenario(dispenser=["red"] * 12))
    assert over.exit_code == 2
    colour = run(scenario(energy_row=["pink"]))
    assert colour.exit_code == 2 and colour.raw["error"]["path"] == "$.setup.energy_row[0]"


# ---------------------------------------------------------------- turns


def test_GIZ_TURN_1_one_action_then_the_next_player() -> None:
    r = run(scenario(actions=[act("pick", color="red"), act("pick", color="blue")]))
    assert r.exit_code == 1
    assert r.error == {
        "rule": "GIZ-TURN-1",
        "message": "it is bob's turn, not alice's",
        "action": 1,
    }
    assert r.ring("alice") == {"red": 1}


def test_GIZ_TURN_2_pass_only_when_no_action_is_legal() -> None:
    r = run(scenario(actions=[act("pass")]))
    assert r.exit_code == 1 and r.rule_error() == "GIZ-TURN-2"
    stuck = {
        "alice": {"built": [321, 323], "energy": {"red": 5}},
    }
    rows = {"1": [101, 102, 104, 105], "2": [201, 202, 204], "3": [301, 302]}
    r = run(scenario(players=stuck, rows=rows, actions=[act("pass")]))
    assert r.exit_code == 0, r.error
    assert r.state["current_player"] == "bob"
    assert "GIZ-TURN-2" in [s["rule"] for s in r.raw["steps"]]


def test_GIZ_TURN_3_an_effect_pick_is_a_pick_for_the_triggers() -> None:
    # 117: when you File, Pick; 110: when you Pick red, draw 1.
    r = run(
        scenario(
            players={"alice": {"built": [117, 110]}},
            actions=[act("file", card=114)],
            answers=[117, "red", 110, None],
        )
    )
    assert r.exit_code == 0, r.error
    assert r.ring("alice") == {"red": 1, "yellow": 1}
    assert r.state["current_player"] == "bob"


# ---------------------------------------------------------------- file


def test_GIZ_FILE_1_a_display_card_into_the_archive() -> None:
    r = run(scenario(actions=[act("file", card=114)], answers=[None]))
    assert r.exit_code == 0, r.error
    assert r.player("alice")["archive"] == [114]
    bad = run(scenario(actions=[act("file", card=101)]))
    assert bad.exit_code == 1 and bad.rule_error() == "GIZ-FILE-1"


def test_GIZ_FILE_2_not_with_a_full_archive() -> None:
    full = {"alice": {"archive": [101]}}
    r = run(scenario(players=full, actions=[act("file", card=114)]))
    assert r.exit_code == 1 and r.rule_error() == "GIZ-FILE-2"
    bigger = {"alice": {"archive": [101], "built": [125]}}
    r = run(scenario(players=bigger, actions=[act("file", card=114)], answers=[None]))
    assert r.exit_code == 0 and r.player("alice")["archive"] == [101, 114]


def test_GIZ_FILE_3_the_slot_refills_from_its_deck() -> None:
    r = run(scenario(decks={"1": [119]}, actions=[act("file", card=114)], answers=[None]))
    assert sorted(r.state["rows"]["1"]) == [115, 116, 119, 120]
    empty = run(
        scenario(
            decks={"1": {"cards": [], "exact": True}},
            actions=[act("file", card=114)],
            answers=[None],
        )
    )
    assert sorted(empty.state["rows"]["1"]) == [115, 116, 120]


# ---------------------------------------------------------------- pick


def test_GIZ_PICK_1_pick_from_the_row_which_refills() -> None:
    r = run(scenario(dispenser=["black"], actions=[act("pick", color="blue")]))
    assert r.ring("alice") == {"blue": 1}
    assert sorted(r.state["energy_row"]) == ["black", "black", "blue", "red", "red", "yellow"]
    bad = run(scenario(energy_row=["red"] * 6, actions=[act("pick", color="blue")]))
    assert bad.exit_code == 1 and bad.rule_error() == "GIZ-PICK-1"


def test_GIZ_PICK_2_never_more_than_the_storage_limit() -> None:
    full = {"alice": {"energy": {"black": 5}}}
    r = run(scenario(players=full, actions=[act("pick", color="red")]))
    assert r.exit_code == 1 and r.rule_error() == "GIZ-PICK-2"
    over = run(scenario(players={"alice": {"energy": {"black": 6}}}))
    assert over.exit_code == 2 and over.raw["error"]["path"] == "$.setup.players.alice.energy"


def test_GIZ_PICK_3_random_draws_come_from_the_dispenser() -> None:
    # 901 (file: draw 1) draws the first listed sphere; 110 (pick red) is not triggered.
    r = run(
        scenario(
            players={"alice": {"built": [110]}},
            dispenser=["red"],
            actions=[act("file", card=114)],
            answers=[901],
        )
    )
    assert r.exit_code == 0, r.error
    assert r.ring("alice") == {"red": 1}
    assert sorted(r.state["energy_row"]) == ["black", "blue", "blue", "red", "red", "yellow"]
    assert "trigger" not in r.verbs[r.verbs.index("draw") :]
    # draw 3 (311): the player may stop after each sphere
    r = run(
        scenario(
            players={"alice": {"built": [311]}},
            dispenser=["red", "black", "blue"],
            actions=[act("file", card=114)],
            answers=[311, "yes", "no", None],
        )
    )
    assert r.exit_code == 0, r.error
    assert r.ring("alice") == {"red": 1, "black": 1}


def test_GIZ_PICK_3_draw_three_stops_when_the_ring_is_full() -> None:
    r = run(
        scenario(
            players={"alice": {"built": [311], "energy": {"blue": 4}}},
            dispenser=["red", "black"],
            actions=[act("file", card=114)],
            answers=[311],
        )
    )
    assert r.exit_code == 0, r.error
    assert r.ring("alice") == {"blue": 4, "red": 1}
    assert r.pending is None


def test_GIZ_PICK_4_spent_spheres_go_back_into_the_dispenser() -> None:
    before = run(scenario(players={"alice": {"energy": {"blue": 2}}}))
    r = run(
        scenario(
            players={"alice": {"energy": {"blue": 2}}},
            actions=[act("build", card=114, spend={"blue": 1})],
        )
    )
    assert r.exit_code == 0, r.error
    assert r.state["dispenser"]["blue"] == before.state["dispenser"]["blue"] + 1
    assert r.ring("alice") == {"blue": 1}
