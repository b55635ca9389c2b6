"""Every effect template on every card that carries it: build, file and pick
gizmos, every converter, every increaser, negator and discount."""

from __future__ import annotations

from typing import Any

import pytest
from gizmos_support import Result, run, scenario

from adjudicator.games.gizmos.cards import all_cards, card

ROWS = {"1": [121, 122, 123, 124], "2": [209, 210, 211], "3": [309, 310]}
L1_BY_COLOR = {"black": 121, "blue": 122, "red": 123, "yellow": 124}


SPARE = {"1": [125, 126, 127, 128], "2": [225, 226, 227], "3": [317, 318]}


def rows_without(*cards: int) -> dict[str, list[int]]:
    """The test rows, each card in ``cards`` swapped for a spare of its level."""
    return {
        lv: [c if c not in cards else SPARE[lv][i] for i, c in enumerate(row)]
        for lv, row in ROWS.items()
    }


def act(action: str, **fields: Any) -> dict[str, Any]:
    return {"player": "alice", "action": action, **fields}


def of_kind(kind: str) -> list[int]:
    return [c.id for c in all_cards().values() if c.kind == kind]


def effect_answers(gizmo: int) -> list[Any]:
    eff = card(gizmo).effect
    assert eff is not None
    if eff.pick == 2:
        return [gizmo, "red", "blue"]
    if eff.pick:
        return [gizmo, "red"]
    if eff.file:
        return [gizmo, 309]
    if eff.research:
        return [gizmo, 2, None]
    if eff.build_free_level:
        return [gizmo, 123]
    if eff.draw_random == 3:
        return [gizmo, "yes", "yes"]
    return [gizmo]


def check_effect(gizmo: int, r: Result) -> None:
    """The effect happened; the run is over or waits for another trigger."""
    assert r.exit_code == 0, r.error
    assert r.pending is None or r.pending["decision"] == "trigger"
    eff = card(gizmo).effect
    assert eff is not None
    alice = r.player("alice")
    gained = sum(alice["energy"].values())
    if eff.vp_token:
        assert alice["vp_tokens"] == eff.vp_token
    elif eff.pick:
        assert alice["energy"]["red"] == 1 and gained == eff.pick
    elif eff.draw_random:
        assert gained == eff.draw_random
    elif eff.file:
        assert 309 in alice["archive"]
    elif eff.research:
        assert r.state["research"] == [] and "research" in r.verbs
    elif eff.build_free_level:
        assert 123 in alice["built"]
    assert gizmo in alice["used"] or r.state["current_player"] == "bob"


def build_trigger_case(gizmo: int) -> tuple[dict[str, Any], dict[str, Any]]:
    """A position where alice builds a card that triggers ``gizmo``, and the action."""
    trig = card(gizmo).trigger
    assert trig is not None
    if trig.source == "archive":
        spend, action = {"black": 1}, act("build", card=101, spend={"black": 1})
        return {"built": [gizmo], "archive": [101], "energy": spend}, action
    if trig.level == 2:
        spend = {"red": 2}
        return {"built": [gizmo], "energy": spend}, act("build", card=211, spend=spend)
    assert trig.colors != "any"
    color = trig.colors[0]
    spend = {color: 1}
    action = act("build", card=L1_BY_COLOR[color], spend=spend)
    return {"built": [gizmo], "energy": spend}, action


@pytest.mark.parametrize("gizmo", of_kind("build"))
def test_build_gizmo_effect(gizmo: int) -> None:
    alice, action = build_trigger_case(gizmo)
    r = run(
        scenario(
            players={"alice": alice},
            rows=rows_without(gizmo),
            dispenser=["black"] * 6,
            actions=[action],
            answers=effect_answers(gizmo),
        )
    )
    check_effect(gizmo, r)


@pytest.mark.parametrize("gizmo", of_kind("file"))
def test_file_gizmo_effect(gizmo: int) -> None:
    r = run(
        scenario(
            players={"alice": {"built": [gizmo]}},
            rows=rows_without(gizmo),
            dispenser=["black"] * 6,
            actions=[act("file", card=121)],
            answers=effect_answers(gizmo),
        )
    )
    check_effect(gizmo, r)
    assert r.player("alice")["archive"] == [121]


@pytest.mark.parametrize("gizmo", of_kind("pick"))
def test_pick_gizmo_effect(gizmo: int) -> None:
    trig = card(gizmo).trigger
    assert trig is not None and trig.colors != "any"
    color = trig.colors[0]
    r = run(
        scenario(
            players={"alice": {"built": [gizmo]}},
            rows=rows_without(gizmo),
            energy_row=["red", "blue", "black", "yellow", "red", "blue"],
            dispenser=["black"] * 6,
            actions=[act("pick", color=color)],
            answers=[gizmo],
        )
    )
    assert r.exit_code == 0, r.error
    assert r.ring("alice") == ({color: 1, "black": 1} if color != "black" else {"black": 2})
    other = next(c for c in ("red", "blue", "black", "yellow") if c not in trig.colors)
    missed = run(
        scenario(
            players={"alice": {"built": [gizmo]}},
            rows=rows_without(gizmo),
            energy_row=["red", "blue", "black", "yellow", "red", "blue"],
            actions=[act("pick", color=other)],
        )
    )
    assert missed.pending is None and missed.state["current_player"] == "bob"


# ---------------------------------------------------------------- converters

COST2 = {"black": 209, "blue": 210, "red": 211, "yellow": 212}


def converter_builds(cid: int) -> list[tuple[int, dict[str, int], list[dict[str, Any]]]]:
    """Builds that need converter ``cid``: (card, spend, uses)."""
    conv = card(cid).converter
    assert conv is not None
    inputs = ["red", "blue"] if conv.from_ == "any" else list(conv.from_)
    out = []
    for f in inputs[: 2 if conv.one_use_per_color else 1]:
        if conv.to == "same":
            out.append((COST2[f], {f: 1}, [{"card": cid, "from": f}]))
        elif conv.uses == 2:
            t = next(c for c in COST2 if c != f)
            out.append((COST2[t], {f: 2}, [{"card": cid, "from": f, "to": t}] * 2))
        else:
            t = next(c for c in L1_BY_COLOR if c != f)
            out.append((L1_BY_COLOR[t], {f: 1}, [{"card": cid, "from": f, "to": t}]))
    return out


@pytest.mark.parametrize("cid", of_kind("converter"))
def test_every_converter(cid: int) -> None:
    for target, spend, uses in converter_builds(cid):
        rows = dict(ROWS)
        if target in COST2.values():
            rows["2"] = [target, *[c for c in (209, 210, 211, 212) if c != target][:2]]
        r = run(
            scenario(
                players={"alice": {"built": [cid], "energy": spend}},
                rows=rows,
                actions=[act("build", card=target, spend=spend, converters=uses)],
            )
        )
        assert r.exit_code == 0, (target, spend, uses, r.error)
        assert target in r.player("alice")["built"]


def test_the_list_of_effects_chain_example() -> None:
    # 1 yellow -> 1 red (101) -> 2 red (218) -> 2 blue (216, two uses)
    uses = [
        {"card": 101, "from": "yellow", "to": "red"},
        {"card": 218, "from": "red"},
        {"card": 216, "from": "red", "to": "blue"},
        {"card": 216, "from": "red", "to": "blue"},
    ]
    r = run(
        scenario(
            players={"alice": {"built": [101, 218, 216], "energy": {"yellow": 1}}},
            rows=ROWS,
            actions=[act("build", card=210, spend={"yellow": 1}, converters=uses)],
        )
    )
    assert r.exit_code == 0, r.error
    assert r.ring("alice") == {}


# ---------------------------------------------------------------- upgrades


@pytest.mark.parametrize(
    "cid", [c for c in of_kind("upgrade") if (u := card(c).upgrade) and (u.energy or u.archive)]
)
def test_every_increaser(cid: int) -> None:
    up = card(cid).upgrade
    assert up is not None
    r = run(scenario(players={"alice": {"built": [cid]}}, rows=rows_without(cid)))
    assert r.player("alice")["limits"] == {
        "energy": 5 + up.energy,
        "archive": 1 + up.archive,
        "research": 3 + up.research,
    }


@pytest.mark.parametrize("cid", [321, 322])
def test_cannot_research(cid: int) -> None:
    r = run(
        scenario(players={"alice": {"built": [cid]}}, rows=ROWS, actions=[act("research", level=1)])
    )
    assert r.rule_error() == "GIZ-UPGRADE-3"


@pytest.mark.parametrize("cid", [323, 324])
def test_cannot_file(cid: int) -> None:
    r = run(
        scenario(players={"alice": {"built": [cid]}}, rows=ROWS, actions=[act("file", card=121)])
    )
    assert r.rule_error() == "GIZ-UPGRADE-3"


@pytest.mark.parametrize("cid", [315, 316])
def test_level_II_discount(cid: int) -> None:
    ok = run(
        scenario(
            players={"alice": {"built": [cid], "energy": {"red": 1}}},
            rows=ROWS,
            actions=[act("build", card=211, spend={"red": 1})],
        )
    )
    assert ok.exit_code == 0, ok.error
    level1 = run(
        scenario(players={"alice": {"built": [cid]}}, rows=ROWS, actions=[act("build", card=123)])
    )
    assert level1.rule_error() == "GIZ-BUILD-3"


@pytest.mark.parametrize("cid", [327, 328])
def test_archive_discount(cid: int) -> None:
    r = run(
        scenario(
            players={"alice": {"built": [cid], "archive": [101]}},
            rows=ROWS,
            actions=[act("build", card=101)],
        )
    )
    assert r.exit_code == 0, r.error


@pytest.mark.parametrize("cid", [329, 330])
def test_research_discount(cid: int) -> None:
    r = run(
        scenario(
            players={"alice": {"built": [cid]}},
            rows=ROWS,
            decks={"1": [101, 102, 103]},
            actions=[act("research", level=1)],
            answers=[{"build": 101}],
        )
    )
    assert r.exit_code == 0, r.error
    assert 101 in r.player("alice")["built"]
