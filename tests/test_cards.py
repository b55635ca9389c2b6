"""Card facts: the project's data against the shared reference, lookup, effect texts."""

from __future__ import annotations

import inspect
import json
import re
from pathlib import Path
from typing import Any

import pytest

from adjudicator.games.innovation.engine.cards import all_cards, card, lookup
from adjudicator.games.innovation.engine.registry import effects_for, implemented
from adjudicator.games.innovation.sets.base.achievements import SPECIAL_ACHIEVEMENTS, SPECIALS

REFERENCE = Path(__file__).resolve().parents[2] / "shared" / "reference" / "innovation"
BASE_SET = (
    Path(__file__).resolve().parents[1] / "adjudicator" / "games" / "innovation" / "sets" / "base"
)
needs_reference = pytest.mark.skipif(
    not (REFERENCE / "base-cards.json").is_file(), reason="shared reference not present"
)


def _reference_cards() -> list[dict[str, Any]]:
    return json.loads((REFERENCE / "base-cards.json").read_text("utf-8"))  # type: ignore[no-any-return]


@needs_reference
def test_every_card_matches_the_reference() -> None:
    ours = {c.name: c for c in all_cards()}
    theirs = _reference_cards()
    assert len(theirs) == len(ours) == 105
    for ref in theirs:
        c = ours[ref["name"]]
        assert c.age == ref["age"], c.name
        assert c.color.value == ref["color"], c.name
        assert [i.value for i in c.icons] == ref["icons"], c.name
        assert c.dogma_icon.value == ref["dogma_icon"], c.name
        assert [(e.demand, e.text) for e in c.effects] == [
            (e["demand"], e["text"]) for e in ref["effects"]
        ], c.name
        e1 = ref["effects_edition1"]
        if e1 is None:
            assert c.effects_edition1 is None, c.name
        else:
            assert c.effects_edition1 is not None, c.name
            assert [(e.demand, e.text) for e in c.effects_edition1] == [
                (e["demand"], e["text"]) for e in e1
            ], c.name


@needs_reference
def test_special_achievements_match_the_reference() -> None:
    ref = json.loads((REFERENCE / "special-achievements.json").read_text("utf-8"))
    names = [a["name"] for a in ref["special_achievements"]]
    assert sorted(names) == sorted(SPECIAL_ACHIEVEMENTS)
    ours = json.loads((BASE_SET / "special_achievements.json").read_text("utf-8"))
    conditions = {a["name"]: a["condition"] for a in ref["special_achievements"]}
    assert {a["name"]: a["condition"] for a in ours} == conditions


def test_special_achievement_conditions_keep_their_text_as_docstring() -> None:
    ours = json.loads((BASE_SET / "special_achievements.json").read_text("utf-8"))
    texts = {a["name"]: a["condition"] for a in ours}
    for special in SPECIALS:
        doc = inspect.getdoc(special.condition)
        assert doc is not None and " ".join(doc.split()) == texts[special.name], special.name


def test_base_cards_belong_to_the_base_set_with_four_icon_positions() -> None:
    assert {c.set for c in all_cards()} == {"base"}
    assert {len(c.icons) for c in all_cards()} == {4}


def test_nine_cards_have_edition_1_texts() -> None:
    rebalanced = sorted(c.name for c in all_cards() if c.effects_edition1 is not None)
    assert rebalanced == sorted(
        [
            "Oars",
            "Fermenting",
            "Feudalism",
            "Measurement",
            "Societies",
            "Statistics",
            "Industrialization",
            "Combustion",
            "Fission",
        ]
    )


def test_every_card_has_one_hexagon_and_demands_first() -> None:
    for c in all_cards():
        assert [i.value for i in c.icons].count("hex") == 1, c.name
        flags = [e.demand for e in c.effects]
        assert flags == sorted(flags, reverse=True), c.name


@pytest.mark.parametrize(
    ("query", "name"),
    [
        ("Code of laws", "Code of Laws"),
        ("code-of-laws", "Code of Laws"),
        ("A. I.", "A.I."),
        ("ai", "A.I."),
        ("Miniaturization", "Miniaturization"),
        ("Miniturization", "Miniaturization"),
        ("THE WHEEL", "The Wheel"),
        ("the pirate code", "The Pirate Code"),
        ("self-service", "Self Service"),
    ],
)
def test_lookup_is_tolerant(query: str, name: str) -> None:
    found = lookup(query)
    assert found is not None and found.name == name


def test_lookup_unknown() -> None:
    assert lookup("Oarz") is None
    with pytest.raises(KeyError):
        card("Oarz")


def _collapse(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


@pytest.mark.parametrize("edition", [1, 3])
def test_every_registered_effect_carries_its_card_text(edition: int) -> None:
    for name in sorted({n for n, _ in implemented()}):
        fns = effects_for(name, edition)
        assert fns is not None
        texts = card(name).effects_for(edition)
        assert len(fns) == len(texts), name
        for fn, text in zip(fns, texts):
            assert _collapse(inspect.getdoc(fn) or "") == _collapse(text.text), (name, fn)
