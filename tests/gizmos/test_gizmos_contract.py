"""The "Gizmos" section of the scenario contract: the rule book's example,
the output shape, exit statuses, errors, answers and every pending kind."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from gizmos_support import run, run_like_cli, scenario

RULE_BOOK_EXAMPLE: dict[str, Any] = {
    "game": "gizmos",
    "players": ["alice", "bob"],
    "setup": {
        "current_player": "alice",
        "players": {
            "alice": {"built": [129, 136], "archive": [206], "energy": {"blue": 3, "red": 1}},
            "bob": {"energy": {"black": 2}},
        },
        "rows": {"1": [101, 113, 124, 135], "2": [211, 217, 230], "3": [305, 321]},
        "energy_row": ["red", "red", "blue", "black", "yellow", "yellow"],
        "dispenser": ["yellow", "black"],
        "seed": 7,
    },
    "actions": [{"player": "alice", "action": "build", "card": 206, "spend": {"blue": 3}}],
    "answers": [136, 129, "yellow"],
}


def act(action: str, player: str = "alice", **fields: Any) -> dict[str, Any]:
    return {"player": player, "action": action, **fields}


def test_the_rule_book_example() -> None:
    r = run(RULE_BOOK_EXAMPLE)
    assert r.exit_code == 0
    assert (r.raw["pending"], r.raw["winner"], r.raw["game_over"], r.raw["error"]) == (
        None,
        None,
        None,
        None,
    )
    st = r.state
    assert st["current_player"] == "bob" and st["turn"] == 2 and st["last_round"] is False
    alice = r.player("alice")
    assert sorted(alice["built"]) == [129, 136, 206, 901]
    assert alice["archive"] == []
    assert alice["energy"] == {"red": 1, "blue": 0, "black": 0, "yellow": 1}
    assert (alice["vp_tokens"], alice["vp"]) == (1, 6)
    assert alice["limits"] == {"energy": 5, "archive": 1, "research": 3}
    assert (alice["triggered"], alice["used"]) == ([], [])
    assert r.player("bob") == {
        "built": [902],
        "archive": [],
        "energy": {"red": 0, "blue": 0, "black": 2, "yellow": 0},
        "vp_tokens": 0,
        "vp": 0,
        "limits": {"energy": 5, "archive": 1, "research": 3},
        "triggered": [],
        "used": [],
    }
    assert st["rows"] == {"1": [101, 113, 124, 135], "2": [211, 217, 230], "3": [305, 321]}
    assert sorted(st["energy_row"]) == sorted(["red", "red", "blue", "black", "yellow", "yellow"])
    assert st["dispenser"] == {"red": 10, "blue": 12, "black": 10, "yellow": 10}
    assert st["research"] == []
    assert set(st["decks"]) == {"1", "2", "3"}
    build = next(s for s in r.raw["steps"] if s["verb"] == "build")
    assert build["rule"] == "GIZ-BUILD-1" and build["card"] == 206 and build["actor"] == "alice"
    assert all("text" in s and "verb" in s for s in r.raw["steps"])


def test_run_like_the_cli(tmp_path: Path) -> None:
    path = tmp_path / "example.json"
    path.write_text(json.dumps(RULE_BOOK_EXAMPLE))
    out, code = run_like_cli(path)
    assert code == 0 and json.loads(out)["state"]["current_player"] == "bob"
    text, code = run_like_cli(path, as_json=False)
    assert code == 0 and "alice builds 206" in text
    bad = tmp_path / "bad.json"
    raw = json.loads(json.dumps(RULE_BOOK_EXAMPLE))
    raw["setup"]["rows"]["1"][0] = 1010
    bad.write_text(json.dumps(raw))
    out, code = run_like_cli(bad)
    assert code == 2
    assert json.loads(out) == {
        "error": {"path": "$.setup.rows.1[0]", "message": "unknown card 1010"}
    }


def test_schema_errors_name_the_path() -> None:
    cases: list[tuple[dict[str, Any], str]] = [
        (scenario(players={"carol": {}}), "$.setup.players.carol"),
        (scenario(players={"alice": {"built": [114]}}), "$.setup.rows.1[0]"),
        (scenario(rows={"1": [201]}), "$.setup.rows.1[0]"),
        (scenario(players={"alice": {"energy": {"pink": 1}}}), "$.setup.players.alice.energy.pink"),
        (scenario(players={"alice": {"energy": {"red": -1}}}), "$.setup.players.alice.energy.red"),
        (scenario(players={"alice": {"bilt": []}}), "$.setup.players.alice"),
        (scenario(rows={"4": []}), "$.setup.rows.4"),
        (scenario(players={"alice": {"archive": [101, 102]}}), "$.setup.players.alice.archive"),
        (scenario(current_player="zed"), "$.setup.current_player"),
        (scenario(actions=[act("pick", "zed", color="red")]), "$.actions[0].player"),
        (
            scenario(actions=[act("build", card=114, spend={"mauve": 1})]),
            "$.actions[0].spend.mauve",
        ),
        (scenario(actions=[act("build")]), "$.actions[0].card"),
        (scenario(actions=[act("pick")]), "$.actions[0].color"),
        (scenario(actions=[act("research")]), "$.actions[0].level"),
        (scenario(actions=[act("dogma", card=114)]), "$.actions[0].action"),
        (scenario(removed=[901]), "$.setup.removed[0]"),
        (scenario(decks={"2": [101]}), "$.setup.decks.2[0]"),
        (scenario(players={"alice": {"vp_tokens": -1}}), "$.setup.players.alice.vp_tokens"),
        (scenario(players={"alice": {"built": ["12x"]}}), "$.setup.players.alice.built[0]"),
    ]
    for raw, path in cases:
        r = run(raw)
        assert r.exit_code == 2, raw
        assert set(r.raw) == {"error"}
        assert r.raw["error"]["path"] == path, r.raw


def test_card_ids_as_strings_and_the_answer_wrapper() -> None:
    raw = json.loads(json.dumps(RULE_BOOK_EXAMPLE))
    raw["actions"][0]["card"] = "206"
    raw["setup"]["players"]["alice"]["built"] = ["129", "136"]
    raw["answers"] = [{"player": "alice", "choose": "136"}, "129", {"choose": "yellow"}]
    r = run(raw)
    assert r.exit_code == 0, r.error
    raw["answers"][0] = {"player": "bob", "choose": 136}
    wrong = run(raw)
    assert wrong.exit_code == 1 and wrong.error is not None and wrong.error["answer"] == 0


def test_illegal_action_and_answer_errors() -> None:
    r = run(scenario(actions=[act("file", card=999)]))
    assert r.exit_code == 2
    r = run(scenario(actions=[act("pick", "bob", color="red")]))
    assert r.exit_code == 1
    assert r.error == {
        "rule": "GIZ-TURN-1",
        "message": "it is alice's turn, not bob's",
        "action": 0,
    }
    unused = run(scenario(actions=[act("pick", color="red")], answers=["no"]))
    assert unused.exit_code == 1 and unused.error is not None
    assert unused.error["answer"] == 0 and unused.error["rule"] is None
    bad = run(
        scenario(
            players={"alice": {"built": [110]}}, actions=[act("pick", color="red")], answers=[136]
        )
    )
    assert bad.exit_code == 1 and bad.error is not None
    assert bad.error["rule"] == "GIZ-TRIGGER-2" and bad.error["answer"] == 0
    assert bad.player("alice")["triggered"] == [110]


def test_no_converters_listed_means_none_used() -> None:
    r = run(
        scenario(
            players={"alice": {"built": [101], "energy": {"yellow": 1}}},
            actions=[act("build", card=114, spend={"yellow": 1})],
        )
    )
    assert r.rule_error() == "GIZ-BUILD-3"


def pending_of(raw: dict[str, Any]) -> dict[str, Any]:
    r = run(raw)
    assert r.exit_code == 0, r.error
    assert r.pending is not None
    return r.pending


def test_pending_trigger_and_pick() -> None:
    p = pending_of(
        scenario(
            players={"alice": {"built": [129], "energy": {"blue": 1}}},
            actions=[act("build", card=114, spend={"blue": 1})],
        )
    )
    assert p == {
        "player": "alice",
        "decision": "trigger",
        "prompt": p["prompt"],
        "rule": "GIZ-TRIGGER-2",
        "optional": True,
        "min": 1,
        "max": 1,
        "options": [129],
    }
    p = pending_of(
        scenario(
            players={"alice": {"built": [129], "energy": {"blue": 1}}},
            actions=[act("build", card=114, spend={"blue": 1})],
            answers=[129],
        )
    )
    assert p["decision"] == "pick" and p["optional"] is False
    assert p["options"] == ["red", "blue", "black", "yellow"]


def test_a_pick_from_a_one_colour_row_takes_no_answer() -> None:
    r = run(
        scenario(
            players={"alice": {"built": [129], "energy": {"blue": 1}}},
            energy_row=["red"] * 6,
            dispenser=["red"],
            actions=[act("build", card=114, spend={"blue": 1})],
            answers=[129],
        )
    )
    assert r.exit_code == 0 and r.ring("alice") == {"red": 1}


def test_pending_second_pick_is_optional() -> None:
    p = pending_of(
        scenario(
            players={"alice": {"built": [205], "archive": [101], "energy": {"black": 1}}},
            actions=[act("build", card=101, spend={"black": 1})],
            answers=[205, "red"],
        )
    )
    assert p["decision"] == "pick" and p["optional"] is True
    r = run(
        scenario(
            players={"alice": {"built": [205], "archive": [101], "energy": {"black": 1}}},
            actions=[act("build", card=101, spend={"black": 1})],
            answers=[205, "red", None],
        )
    )
    assert r.exit_code == 0 and r.ring("alice") == {"red": 1}


def test_pending_draw_more_file_research_level_free_build() -> None:
    p = pending_of(
        scenario(
            players={"alice": {"built": [311]}},
            actions=[act("file", card=114)],
            answers=[311],
        )
    )
    assert p["decision"] == "draw_more" and p["options"] == ["yes", "no"]
    p = pending_of(
        scenario(
            players={"alice": {"built": [325], "energy": {"blue": 1}}},
            rows={"1": [102, 115, 116, 120]},
            actions=[act("build", card=102, spend={"blue": 1})],
            answers=[325],
        )
    )
    assert p["decision"] == "file" and p["optional"] is False
    assert len(p["options"]) == 9 and {115, 116, 120, 209, 210, 211, 309, 310} < set(p["options"])
    p = pending_of(
        scenario(
            players={"alice": {"built": [331], "energy": {"red": 1}}},
            actions=[act("build", card=115, spend={"red": 1})],
            answers=[331],
        )
    )
    assert p["decision"] == "research_level" and p["options"] == [1, 2, 3]
    p = pending_of(
        scenario(
            players={"alice": {"built": [319], "archive": [101], "energy": {"red": 1}}},
            actions=[act("build", card=115, spend={"red": 1})],
            answers=[319],
        )
    )
    assert p["decision"] == "free_build"
    assert len(p["options"]) == 5 and {114, 116, 120, 101} < set(p["options"])


def test_pending_research_lists_cards_and_payments() -> None:
    p = pending_of(
        scenario(
            players={"alice": {"built": [101], "energy": {"yellow": 1, "blue": 1}}},
            decks={"1": [102, 103, 104]},
            actions=[act("research", level=1)],
        )
    )
    assert p["decision"] == "research" and p["options"] == [102, 103, 104]
    assert p["optional"] is True and (p["min"], p["max"]) == (0, 1)
    ways = p["payments"]["102"]
    assert {"spend": {"blue": 1}, "converters": []} in ways
    assert {
        "spend": {"yellow": 1},
        "converters": [{"card": 101, "from": "yellow", "to": "blue"}],
    } in ways
