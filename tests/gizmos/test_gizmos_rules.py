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


# ---------------------------------------------------------------- build


def test_GIZ_BUILD_1_from_the_display_or_the_archive() -> None:
    r = run(
        scenario(
            players={"alice": {"energy": {"blue": 1}}},
            actions=[act("build", card=114, spend={"blue": 1})],
        )
    )
    assert r.exit_code == 0, r.error
    assert r.player("alice")["built"] == [901, 114]
    archived = run(
        scenario(
            players={"alice": {"archive": [101], "energy": {"black": 1}}},
            actions=[act("build", card=101, spend={"black": 1})],
        )
    )
    assert archived.exit_code == 0, archived.error
    assert archived.player("alice")["archive"] == []
    for cid in (101, 903):
        bad = run(scenario(actions=[act("build", card=cid)]))
        assert bad.exit_code == 1 and bad.rule_error() == "GIZ-BUILD-1"
    others = run(
        scenario(
            players={"bob": {"archive": [101]}, "alice": {"energy": {"black": 1}}},
            actions=[act("build", card=101, spend={"black": 1})],
        )
    )
    assert others.rule_error() == "GIZ-BUILD-1"


def test_GIZ_BUILD_2_only_spheres_you_have() -> None:
    r = run(
        scenario(
            players={"alice": {"energy": {"red": 1}}},
            actions=[act("build", card=114, spend={"blue": 1})],
        )
    )
    assert r.exit_code == 1 and r.rule_error() == "GIZ-BUILD-2"


def test_GIZ_BUILD_3_exact_payment_of_the_card_colour() -> None:
    ring = {"alice": {"energy": {"blue": 2, "red": 1}}}
    wrong = run(scenario(players=ring, actions=[act("build", card=114, spend={"red": 1})]))
    assert wrong.rule_error() == "GIZ-BUILD-3"
    over = run(scenario(players=ring, actions=[act("build", card=114, spend={"blue": 2})]))
    assert over.rule_error() == "GIZ-BUILD-3"
    short = run(scenario(players=ring, actions=[act("build", card=210)]))
    assert short.rule_error() == "GIZ-BUILD-3"
    generic = run(
        scenario(
            players={"alice": {"built": [301], "energy": {"red": 2, "blue": 2, "black": 3}}},
            rows={"3": [333, 309]},
            actions=[act("build", card=333, spend={"red": 2, "blue": 2, "black": 3})],
        )
    )
    assert generic.exit_code == 0, generic.error
    assert 333 in generic.player("alice")["built"]


def test_GIZ_BUILD_4_a_gizmo_works_from_the_moment_it_is_built() -> None:
    # 319: build yellow/red -> free Level I build. Building 132 (yellow) lets alice
    # build 115 (red) free; 132 (build red: Pick), built earlier this turn, triggers.
    r = run(
        scenario(
            players={"alice": {"built": [319], "energy": {"yellow": 1}}},
            rows={"1": [132, 115, 116, 120]},
            decks={"1": [101, 102]},
            actions=[act("build", card=132, spend={"yellow": 1})],
            answers=[319, 115, 132, "black"],
        )
    )
    assert r.exit_code == 0, r.error
    assert r.player("alice")["built"] == [901, 319, 132, 115]
    assert r.ring("alice") == {"black": 1}


# ---------------------------------------------------------------- converters


def build_with(
    built: list[int], energy: dict[str, int], cid: int, spend: dict[str, int], uses: list[Any]
) -> Any:
    return run(
        scenario(
            players={"alice": {"built": built, "energy": energy}},
            rows={"1": [114, 115, 116, 120], "2": [211, 212, 210], "3": [302, 309]},
            actions=[act("build", card=cid, spend=spend, converters=uses)],
            answers=[None] * 0,
        )
    )


def use(card: int, frm: str, to: str | None = None) -> dict[str, Any]:
    return {"card": card, "from": frm, **({"to": to} if to else {})}


def test_GIZ_CONVERT_1_one_unit_as_any_colour_or_two_of_the_same() -> None:
    ok = build_with([101], {"yellow": 1}, 114, {"yellow": 1}, [use(101, "yellow", "blue")])
    assert ok.exit_code == 0, ok.error
    double = build_with([217], {"yellow": 1}, 212, {"yellow": 1}, [use(217, "yellow")])
    assert double.exit_code == 0, double.error
    wrong_input = build_with([101], {"red": 1}, 114, {"red": 1}, [use(101, "red", "blue")])
    assert wrong_input.rule_error() == "GIZ-CONVERT-1"
    not_converter = build_with([136], {"red": 1}, 114, {"red": 1}, [use(136, "red", "blue")])
    assert not_converter.rule_error() == "GIZ-CONVERT-1"
    no_target = build_with([101], {"yellow": 1}, 114, {"yellow": 1}, [use(101, "yellow")])
    assert no_target.rule_error() == "GIZ-CONVERT-1"


def test_GIZ_CONVERT_2_once_per_turn_with_the_printed_exceptions() -> None:
    twice = build_with([101], {"yellow": 2}, 211, {"yellow": 2}, [use(101, "yellow", "red")] * 2)
    assert twice.rule_error() == "GIZ-CONVERT-2"
    two_uses = build_with([213], {"blue": 2}, 211, {"blue": 2}, [use(213, "blue", "red")] * 2)
    assert two_uses.exit_code == 0, two_uses.error
    same_colour = build_with(
        [305, 301], {"blue": 2}, 302, {"blue": 2}, [use(305, "blue"), use(305, "blue")]
    )
    assert same_colour.rule_error() == "GIZ-CONVERT-2"
    per_colour = build_with(
        [305, 101, 106],
        {"blue": 1, "yellow": 1},
        302,
        {"blue": 1, "yellow": 1},
        [
            use(305, "blue"),
            use(305, "yellow"),
            use(101, "yellow", "blue"),
            use(106, "yellow", "blue"),
        ],
    )
    assert per_colour.exit_code == 0, per_colour.error


def test_GIZ_CONVERT_2_a_converter_used_in_one_build_is_spent_for_the_turn() -> None:
    # 331: build yellow/red -> Research. 101 pays the first build and not the second.
    r = run(
        scenario(
            players={"alice": {"built": [331, 101], "energy": {"yellow": 2}}},
            rows={"1": [115, 114, 116, 120]},
            decks={"1": [102, 106, 107, 108]},
            actions=[
                act("build", card=115, spend={"yellow": 1}, converters=[use(101, "yellow", "red")])
            ],
            answers=[
                331,
                1,
                {"build": 106, "spend": {"yellow": 1}, "converters": [use(101, "yellow", "blue")]},
            ],
        )
    )
    assert r.exit_code == 1
    assert r.error is not None and r.error["rule"] == "GIZ-CONVERT-2" and r.error["answer"] == 2


def test_GIZ_CONVERT_3_uses_chain_in_order() -> None:
    chain = [use(101, "yellow", "red"), use(218, "red")]
    ok = build_with([101, 218], {"yellow": 1}, 211, {"yellow": 1}, chain)
    assert ok.exit_code == 0, ok.error
    backwards = build_with([101, 218], {"yellow": 1}, 211, {"yellow": 1}, chain[::-1])
    assert backwards.rule_error() == "GIZ-CONVERT-3"


def test_GIZ_CONVERT_4_a_discount_is_not_energy() -> None:
    ok = build_with([315], {"red": 1}, 211, {"red": 1}, [])
    assert ok.exit_code == 0, ok.error
    bad = build_with([315, 218], {"red": 1}, 211, {}, [use(218, "red")])
    assert bad.rule_error() == "GIZ-CONVERT-4"


# ---------------------------------------------------------------- research


def research(answers: list[Any], players: dict[str, Any] | None = None, **setup: Any) -> Any:
    setup.setdefault("decks", {"1": {"cards": [101, 102, 103, 104, 105], "exact": True}})
    return run(
        scenario(players=players, actions=[act("research", level=1)], answers=answers, **setup)
    )


def test_GIZ_RESEARCH_1_draw_the_research_amount() -> None:
    r = research([])
    assert r.pending is not None and r.pending["decision"] == "research"
    assert r.pending["options"] == [101, 102, 103]
    assert r.state["research"] == [101, 102, 103]
    bigger = research([], players={"alice": {"built": [121]}})
    assert bigger.state["research"] == [101, 102, 103, 104]
    short = research([], decks={"1": {"cards": [101, 102], "exact": True}})
    assert short.state["research"] == [101, 102]
    empty = research([], decks={"1": {"cards": [], "exact": True}})
    assert empty.exit_code == 1 and empty.rule_error() == "GIZ-RESEARCH-1"


def test_GIZ_RESEARCH_2_build_or_file_one_or_neither() -> None:
    filed = research([{"file": 102}, None])
    assert filed.exit_code == 0, filed.error
    assert filed.player("alice")["archive"] == [102]
    assert filed.state["decks"]["1"] == [104, 105, 101, 103]
    neither = research([None])
    assert neither.exit_code == 0 and neither.state["decks"]["1"] == [104, 105, 101, 102, 103]
    built = research(
        [{"build": 101, "spend": {"black": 1}}], players={"alice": {"energy": {"black": 1}}}
    )
    assert built.exit_code == 0, built.error
    assert built.player("alice")["built"] == [901, 101]
    both = research([{"build": 101, "file": 102}])
    assert both.exit_code == 1 and both.rule_error() == "GIZ-RESEARCH-2"
    full = research([{"file": 102}], players={"alice": {"archive": [110]}})
    assert full.exit_code == 1 and full.rule_error() == "GIZ-FILE-2"
    assert full.error is not None and full.error["answer"] == 0


def test_GIZ_RESEARCH_3_a_research_build_or_file_triggers() -> None:
    # 136: build blue -> 1 VP; 901: file -> draw 1.
    r = research(
        [{"build": 102, "spend": {"blue": 1}}, 136],
        players={"alice": {"built": [136], "energy": {"blue": 1}}},
    )
    assert r.exit_code == 0, r.error
    assert r.player("alice")["vp_tokens"] == 1
    r = research([{"file": 103}, 901], dispenser=["black"])
    assert r.ring("alice") == {"black": 1}


def test_GIZ_RESEARCH_4_the_rest_to_the_bottom_in_the_chosen_order() -> None:
    r = research([{"bottom": [103, 101, 102]}])
    assert r.state["decks"]["1"] == [104, 105, 103, 101, 102]
    bad = research([{"file": 101, "bottom": [102]}])
    assert bad.exit_code == 1 and bad.rule_error() == "GIZ-RESEARCH-4"


def test_GIZ_RESEARCH_builds_leave_no_display_slot() -> None:
    r = research([{"file": 102}, None])
    assert r.state["rows"]["1"] == [114, 115, 116, 120]


# ---------------------------------------------------------------- triggers


def test_GIZ_TRIGGER_1_what_triggers_what() -> None:
    # pick gizmo 110 (pick red) on a red Pick, not a blue one
    red = run(scenario(players={"alice": {"built": [110]}}, actions=[act("pick", color="red")]))
    assert red.pending is not None and red.pending["options"] == [110]
    blue = run(scenario(players={"alice": {"built": [110]}}, actions=[act("pick", color="blue")]))
    assert blue.pending is None and blue.state["current_player"] == "bob"
    # a generic gizmo counts as every colour: 136 (build blue) on 333
    generic = run(
        scenario(
            players={"alice": {"built": [136, 301], "energy": {"red": 7}}},
            rows={"3": [333, 309]},
            actions=[act("build", card=333, spend={"red": 7})],
        )
    )
    assert generic.pending is not None and generic.pending["options"] == [136]
    # 205 (archive builds) only on builds from the archive; 313 on Level II builds
    area = {"built": [205, 313, 301], "archive": [101], "energy": {"black": 3, "red": 2}}
    from_archive = run(
        scenario(players={"alice": area}, actions=[act("build", card=101, spend={"black": 1})])
    )
    assert from_archive.pending is not None and from_archive.pending["options"] == [205]
    level2 = run(
        scenario(players={"alice": area}, actions=[act("build", card=211, spend={"red": 2})])
    )
    assert level2.pending is not None and level2.pending["options"] == [313]


def test_GIZ_TRIGGER_2_any_order_each_optional() -> None:
    r = run(
        scenario(
            players={"alice": {"built": [136, 129], "energy": {"blue": 1}}},
            actions=[act("build", card=114, spend={"blue": 1})],
            answers=[129, "red"],
        )
    )
    assert r.pending is not None and r.pending["decision"] == "trigger"
    assert r.pending["options"] == [136] and r.pending["optional"] is True
    assert r.player("alice")["triggered"] == [136]
    assert r.player("alice")["used"] == [129]
    stop = run(
        scenario(
            players={"alice": {"built": [136, 129], "energy": {"blue": 1}}},
            actions=[act("build", card=114, spend={"blue": 1})],
            answers=["no"],
        )
    )
    assert stop.exit_code == 0 and stop.state["current_player"] == "bob"
    assert stop.player("alice")["vp_tokens"] == 0
    assert stop.player("alice")["triggered"] == [] and stop.player("alice")["used"] == []


def test_GIZ_TRIGGER_3_once_per_turn_never_by_its_own_build() -> None:
    # 209 (pick yellow or red: draw 1), used once though triggered twice by 117's pick
    # and the turn's pick; 118 also picks after a File.
    r = run(
        scenario(
            players={"alice": {"built": [209, 117]}},
            rows={"2": [201, 202, 203]},
            energy_row=["red", "yellow", "blue", "blue", "black", "black"],
            dispenser=["black", "black", "black"],
            actions=[act("file", card=114)],
            answers=[117, "red", 209, None],
        )
    )
    assert r.exit_code == 0, r.error
    assert r.ring("alice") == {"red": 1, "black": 1}
    own = run(
        scenario(
            players={"alice": {"archive": [205], "energy": {"black": 3}}},
            actions=[act("build", card=205, spend={"black": 3})],
        )
    )
    assert own.exit_code == 0 and own.pending is None
    assert own.state["current_player"] == "bob"


def test_GIZ_TRIGGER_4_chains() -> None:
    # File -> 117 picks red -> 110 draws; 901 left unused.
    r = run(
        scenario(
            players={"alice": {"built": [117, 110]}},
            actions=[act("file", card=114)],
            answers=[117, "red", 110, None],
        )
    )
    assert r.exit_code == 0, r.error
    assert r.verbs.count("trigger") == 3


def test_GIZ_TRIGGER_5_an_effect_that_could_do_nothing_is_not_offered() -> None:
    full = run(
        scenario(
            players={"alice": {"energy": {"black": 4}, "built": [136]}},
            actions=[act("file", card=114)],
        )
    )
    assert full.pending is not None
    assert full.pending["options"] == [901]
    r = run(
        scenario(
            players={"alice": {"energy": {"black": 5}}, "bob": {}},
            actions=[act("file", card=114)],
        )
    )
    assert r.exit_code == 0 and r.pending is None
    assert r.state["current_player"] == "bob"


def test_GIZ_TRIGGER_6_the_effects() -> None:
    r = run(
        scenario(
            players={"alice": {"built": [136], "energy": {"blue": 1}}},
            actions=[act("build", card=114, spend={"blue": 1})],
            answers=[136],
        )
    )
    assert r.player("alice")["vp_tokens"] == 1


def test_GIZ_TRIGGER_7_the_turn_ends_when_nothing_usable_is_left() -> None:
    r = run(
        scenario(
            players={"alice": {"built": [136], "energy": {"blue": 1}}},
            actions=[act("build", card=114, spend={"blue": 1})],
            answers=[136],
        )
    )
    assert r.exit_code == 0 and r.pending is None
    assert r.state["current_player"] == "bob"
    assert r.verbs[-1] == "end_turn"


# ---------------------------------------------------------------- upgrades


def test_GIZ_UPGRADE_1_permanent_at_once_never_triggered() -> None:
    r = run(
        scenario(
            players={"alice": {"energy": {"black": 1}}},
            rows={"1": [121, 115, 116, 120]},
            actions=[act("build", card=121, spend={"black": 1})],
        )
    )
    assert r.exit_code == 0 and r.pending is None
    assert r.player("alice")["limits"] == {"energy": 6, "archive": 1, "research": 4}


def test_GIZ_UPGRADE_2_increasers() -> None:
    r = run(scenario(players={"alice": {"built": [121, 125, 201, 301]}}))
    assert r.player("alice")["limits"] == {"energy": 13, "archive": 3, "research": 6}
    assert run(scenario(players={"alice": {"built": [122]}})).player("alice")["limits"] == {
        "energy": 6,
        "archive": 1,
        "research": 4,
    }


def test_GIZ_UPGRADE_3_negators() -> None:
    no_research = run(
        scenario(players={"alice": {"built": [321]}}, actions=[act("research", level=1)])
    )
    assert no_research.rule_error() == "GIZ-UPGRADE-3"
    no_file = run(scenario(players={"alice": {"built": [323]}}, actions=[act("file", card=114)]))
    assert no_file.rule_error() == "GIZ-UPGRADE-3"
    from_research = run(
        scenario(
            players={"alice": {"built": [324]}},
            decks={"1": [101, 102, 103]},
            actions=[act("research", level=1)],
            answers=[{"file": 101}],
        )
    )
    assert from_research.rule_error() == "GIZ-UPGRADE-3"
    archived = run(
        scenario(
            players={"alice": {"built": [323], "archive": [101], "energy": {"black": 1}}},
            actions=[act("build", card=101, spend={"black": 1})],
        )
    )
    assert archived.exit_code == 0, archived.error
    # 331 (build yellow/red: Research) is not offered with 321 built
    effect = run(
        scenario(
            players={"alice": {"built": [331, 321], "energy": {"red": 1}}},
            actions=[act("build", card=115, spend={"red": 1})],
        )
    )
    assert effect.exit_code == 0 and effect.pending is None


def test_GIZ_UPGRADE_4_discounts_add_up_never_below_zero_may_be_unused() -> None:
    both = {"built": [327, 328], "archive": [201], "energy": {"black": 3}}
    one = run(
        scenario(players={"alice": both}, actions=[act("build", card=201, spend={"black": 1})])
    )
    assert one.exit_code == 0, one.error
    unused = run(
        scenario(players={"alice": both}, actions=[act("build", card=201, spend={"black": 3})])
    )
    assert unused.exit_code == 0, unused.error
    none = run(scenario(players={"alice": both}, actions=[act("build", card=201)]))
    assert none.rule_error() == "GIZ-BUILD-3"
    zero = run(
        scenario(
            players={"alice": {"built": [327, 328], "archive": [101]}},
            actions=[act("build", card=101)],
        )
    )
    assert zero.exit_code == 0, zero.error
    from_research = run(
        scenario(
            players={"alice": {"built": [329]}},
            decks={"1": [101, 102, 103]},
            actions=[act("research", level=1)],
            answers=[{"build": 102}],
        )
    )
    assert from_research.exit_code == 0, from_research.error
    assert 102 in from_research.player("alice")["built"]
    display = run(scenario(players={"alice": {"built": [329]}}, actions=[act("build", card=114)]))
    assert display.rule_error() == "GIZ-BUILD-3"


def test_GIZ_UPGRADE_5_extra_awards() -> None:
    spheres = run(scenario(players={"alice": {"built": [333], "energy": {"red": 3}}}))
    assert spheres.player("alice")["vp"] == 3
    tokens = run(scenario(players={"alice": {"built": [335], "vp_tokens": 4}}))
    assert tokens.player("alice")["vp"] == 8


# ---------------------------------------------------------------- the end

FIFTEEN = [101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 117]


def test_GIZ_END_1_sixteen_gizmos_or_four_level_III() -> None:
    r = run(
        scenario(
            players={"alice": {"built": FIFTEEN, "energy": {"blue": 1}}},
            actions=[act("build", card=114, spend={"blue": 1})],
        )
    )
    assert r.exit_code == 0, r.error
    assert r.state["last_round"] is True and r.raw["winner"] is None
    done = run(
        scenario(
            players={"alice": {"built": FIFTEEN, "energy": {"blue": 1}}},
            actions=[act("build", card=114, spend={"blue": 1}), act("pick", "bob", color="red")],
        )
    )
    assert done.raw["winner"] == ["alice"] and done.raw["game_over"] == "gizmos"
    level3 = run(
        scenario(
            players={"bob": {"built": [301, 302, 311], "energy": {"red": 4}}},
            current_player="bob",
            actions=[act("build", "bob", card=310, spend={"red": 4})],
        )
    )
    assert level3.raw["winner"] == ["bob"] and level3.raw["game_over"] == "level3"


def test_GIZ_END_2_the_round_is_finished_then_nothing() -> None:
    r = run(
        scenario(
            names=["alice", "bob", "carol"],
            players={"bob": {"built": FIFTEEN, "energy": {"blue": 1}}},
            current_player="bob",
            actions=[
                act("build", "bob", card=114, spend={"blue": 1}),
                act("pick", "carol", color="red"),
                act("pick", color="red"),
            ],
        )
    )
    assert r.exit_code == 1 and r.rule_error() == "GIZ-END-2"
    assert r.error is not None and r.error["action"] == 2
    assert r.raw["winner"] == ["bob"]


def test_GIZ_END_3_score_built_tokens_awards_not_archive() -> None:
    r = run(scenario(players={"alice": {"built": [101, 201], "archive": [102], "vp_tokens": 2}}))
    assert r.player("alice")["vp"] == 6


def tie(alice: dict[str, Any], bob: dict[str, Any]) -> Any:
    return run(
        scenario(
            players={"alice": alice, "bob": bob},
            current_player="bob",
            last_round=True,
            actions=[act("pick", "bob", color="red")],
        )
    )


def test_GIZ_END_4_most_vp_then_gizmos_then_spheres_then_latest_seat() -> None:
    assert tie({"built": [101]}, {"vp_tokens": 2}).raw["winner"] == ["bob"]
    gizmos = tie({"built": [101]}, {"vp_tokens": 1})
    assert gizmos.raw["winner"] == ["alice"] and gizmos.raw["game_over"] == "last_round"
    assert tie({"built": [101], "energy": {"red": 2}}, {"built": [102]}).raw["winner"] == ["alice"]
    assert tie({"built": [101], "energy": {"red": 1}}, {"built": [102]}).raw["winner"] == ["bob"]
