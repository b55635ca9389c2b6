"""The cities' own data checked field by field against the shared reference
(../shared/reference/innovation/cities-*.json), and as the engine reads it."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from adjudicator.games.innovation.engine.cards import Icon, card, lookup, set_cards
from adjudicator.games.innovation.engine.registry import special_names
from adjudicator.games.innovation.sets.cities.data import city_data, special_data

REFERENCE = Path(__file__).resolve().parents[1].parent / "shared" / "reference" / "innovation"


def reference(name: str) -> Any:
    path = REFERENCE / name
    if not path.is_file():
        pytest.skip("shared reference not present")
    return json.loads(path.read_text("utf-8"))


def test_every_city_matches_the_reference_field_by_field() -> None:
    ref = {c["name"]: c for c in reference("cities-cards.json")}
    ours = {c.name: c for c in city_data()}
    assert set(ours) == set(ref) and len(ours) == 105
    for name, c in ours.items():
        r = ref[name]
        assert list(c.aliases) == r["aliases"], name
        assert c.age == r["age"], name
        assert c.color == r["color"], name
        assert list(c.icons) == r["icons"], name
        assert c.most_common_icon == r["most_common_icon"], name


def test_the_engine_cards_keep_six_positions_with_marks_apart() -> None:
    for c in set_cards("cities"):
        assert len(c.icons) == len(c.marks) == 6 and c.effects == ()
        assert c.layout.size == 6 and c.icons[5] is Icon.HEX
        for icon, mark in zip(c.icons[:5], c.marks[:5], strict=True):
            # a base icon, a search icon (its kind), or a mark that is no icon
            assert (icon is Icon.HEX) == (mark not in ("", "search")), c.name
    rome = card("Rome")
    assert rome.icons[4] is Icon.LIGHTBULB and rome.marks[4] == "search"
    assert rome.marks[0] == "bonus_2" and rome.dogma_icon is Icon.LIGHTBULB


@pytest.mark.parametrize(
    ("alias", "name"),
    [("Sao Paulo", "São Paulo"), ("Frankfurk", "Frankfurt"), ("Chang'An", "Chang' An")],
)
def test_aliases_are_accepted_on_input(alias: str, name: str) -> None:
    found = lookup(alias)
    assert found is not None and found.name == name


def test_the_five_city_specials_match_the_reference() -> None:
    ref = reference("cities-special-achievements.json")["special_achievements"]
    ours = special_data()
    assert [s.name for s in ours] == [r["name"] for r in ref]
    for s, r in zip(ours, ref, strict=True):
        assert (s.trigger, s.icon, s.required_existing_splay, s.condition) == (
            r["trigger"],
            r["icon"],
            r["required_existing_splay"],
            r["condition_text_printed"],
        )
    assert special_names(["cities"])[5:] == ["Legend", "Repute", "Fame", "Glory", "Victory"]
