"""The Artifacts of History data (sets/artifacts/cards.json and relics.json)
checked field by field against the shared reference
(../shared/reference/innovation/artifacts-*.json), and as the engine reads it
(ART-1, ART-4, ART-16, ART-18, ART-20)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from adjudicator.games.innovation.engine.cards import Color, Icon, card, lookup, set_cards
from adjudicator.games.innovation.sets.artifacts.data import (
    ARTIFACTS,
    artifact_data,
    is_artifact,
    load_artifacts,
    relic_data,
    relic_names,
)
from adjudicator.games.innovation.sets.artifacts.dig import hex_position

ROOT = Path(__file__).resolve().parents[1]
REFERENCE = ROOT.parent / "shared" / "reference" / "innovation"
OURS = ROOT / "adjudicator" / "games" / "innovation" / "sets" / "artifacts"
ICON_NAMES = {i.value for i in Icon} - {"hex"}


def reference(name: str) -> Any:
    path = REFERENCE / name
    if not path.is_file():
        pytest.skip("shared reference not present")
    return json.loads(path.read_text("utf-8"))


def effects_of(effects: Any) -> list[dict[str, Any]]:
    return [{"demand": e.demand, "compel": e.compel, "text": e.text} for e in effects]


# ----------------------------------------------------------------------------
# against the reference


def test_every_artifact_matches_the_reference_field_by_field() -> None:
    ref = {c["name"]: c for c in reference("artifacts-cards.json")}
    ours = {c.name: c for c in artifact_data()}
    assert set(ours) == set(ref) and len(ours) == 105
    for name, c in ours.items():
        r = ref[name]
        assert c.age == r["age"], name
        assert c.color == r["color"], name
        assert list(c.icons) == r["icons"], name
        assert (c.dogma_icon.value if c.dogma_icon else None) == r["dogma_icon"], name
        assert effects_of(c.effects) == r["effects"], name
        assert c.bga_id == r["bga_id"], name
        assert list(c.aliases) == r.get("aliases", []), name


def test_every_relic_matches_the_reference_field_by_field() -> None:
    ref = reference("artifacts-relics.json")
    ours = relic_data()
    assert [c.name for c in ours] == [r["name"] for r in ref]
    for c, r in zip(ours, ref, strict=True):
        assert c.age == r["age"], c.name
        assert c.color == r["color"], c.name
        assert list(c.icons) == r["icons"], c.name
        assert c.dogma_icon == r["dogma_icon"], c.name
        assert effects_of(c.effects) == r["effects"], c.name
        assert c.bga_id == r["bga_id"], c.name
        assert c.relic is r["relic"] is True, c.name
        assert c.set == r["set"], c.name
        assert c.echo == r.get("echo"), c.name
        assert list(c.karma) == r.get("karma", []), c.name


@pytest.mark.parametrize(
    ("ours", "ref"),
    [("cards.json", "artifacts-cards.json"), ("relics.json", "artifacts-relics.json")],
)
def test_the_files_are_the_reference_with_no_field_more(ours: str, ref: str) -> None:
    expected = reference(ref)
    assert json.loads((OURS / ours).read_text("utf-8")) == expected


# ----------------------------------------------------------------------------
# the data itself


def test_ART_1_ages_colors_and_unique_ids() -> None:
    data = artifact_data()
    assert len({c.name for c in data}) == 105 and len({c.bga_id for c in data}) == 105
    for age in range(1, 11):
        for color in Color:
            n = sum(1 for c in data if c.age == age and c.color is color)
            assert n == (3 if age == 1 else 2), (age, color)
    ids = sorted(c.bga_id for c in data)
    assert ids == list(range(110, 215))
    assert sorted(c.bga_id for c in relic_data()) == list(range(215, 220))


def test_ART_4_four_positions_exactly_one_hex_and_a_featured_icon() -> None:
    for c in artifact_data():
        assert len(c.icons) == 4, c.name
        assert c.icons.count("hex") == 1, c.name
        assert all(p is None or p in ICON_NAMES or p == "hex" for p in c.icons), c.name
        if c.name == "Battleship Yamato":
            continue
        assert None not in c.icons, c.name
        assert c.dogma_icon is not None and c.dogma_icon.value in c.icons, c.name
        assert c.effects, c.name


def test_ART_16_the_compel_effects() -> None:
    compels = [c for c in artifact_data() if any(e.compel for e in c.effects)]
    assert len(compels) == 29
    for c in artifact_data():
        for e in c.effects:
            assert not e.demand, c.name  # no artifact says "I demand"
            assert e.compel == e.text.startswith("I compel"), (c.name, e.text)


def test_names_are_unique_across_the_sets() -> None:
    names = [c.name for s in ("base", "cities", "echoes", ARTIFACTS) for c in set_cards(s)]
    assert len(names) == len(set(names))


# ----------------------------------------------------------------------------
# as the engine reads it


def test_the_engine_cards_are_the_data() -> None:
    cards = {c.name: c for c in set_cards(ARTIFACTS)}
    assert cards == {c.name: c for c in load_artifacts()}
    assert len(cards) == 110
    for d in artifact_data():
        c = cards[d.name]
        assert c.set == ARTIFACTS and c.home == "" and not c.relic and is_artifact(c.name)
        assert (c.age, c.color, c.effects, c.aliases) == (d.age, d.color, d.effects, d.aliases)
        assert len(c.icons) == 4 and c.layout.size == 4
        if d.name != "Battleship Yamato":
            assert [i.value for i in c.icons] == list(d.icons), d.name
            assert c.marks == () and c.dogma_icon == d.dogma_icon and c.featured, d.name
        assert hex_position(c.name) == d.icons.index("hex"), d.name


def test_ART_4_battleship_yamato_blank_positions_and_no_featured_icon() -> None:
    yamato = card("Battleship Yamato")
    assert yamato.icons == (Icon.HEX,) * 4
    assert yamato.marks == ("blank", "", "blank", "blank")
    assert yamato.dogma_icon is Icon.HEX and not yamato.featured
    assert yamato.effects == () and (yamato.age, yamato.color) == (8, Color.RED)
    assert hex_position("Battleship Yamato") == 1  # the blanks are no hex (ART-6)
    for icon in Icon:
        if icon is not Icon.HEX:
            assert yamato.icon_count(icon) == 0


def test_ART_16_compel_flags_as_the_engine_reads_them() -> None:
    girl = card("Dancing Girl")
    assert [(e.compel, e.demand, e.demanding) for e in girl.effects] == [
        (True, False, True),
        (False, False, False),
    ]
    ark = card("Ark of the Covenant")
    assert not any(e.demanding for e in ark.effects)


def test_ART_18_relics_are_cards_of_their_own_set_at_home_in_artifacts() -> None:
    assert relic_names() == (
        "Timbuktu",
        "Complex Numbers",
        "Newton-Wickins Telescope",
        "Ching Shih",
        "Safety Pin",
    )
    sets = {n: card(n).set for n in relic_names()}
    assert sets == {
        "Timbuktu": "cities",
        "Complex Numbers": "base",
        "Newton-Wickins Telescope": ARTIFACTS,
        "Ching Shih": "figures",
        "Safety Pin": "echoes",
    }
    for n in relic_names():
        c = card(n)
        assert c.relic and c.home == ARTIFACTS and not is_artifact(n), n
        assert c.featured, n
    assert [card(n).age for n in relic_names()] == [3, 4, 5, 6, 7]
    # none is a card of the base or Echoes set's own lists
    assert not {c.name for s in ("base", "echoes", "cities") for c in set_cards(s)} & set(
        relic_names()
    )


def test_ART_20_each_relic_reads_as_a_card_of_its_set() -> None:
    timbuktu = card("Timbuktu")
    assert timbuktu.layout.size == 6
    assert timbuktu.marks[4] == "plus" and hex_position("Timbuktu") == 5
    assert timbuktu.icon_count(Icon.CROWN) == 3 and timbuktu.effects == ()
    pin = card("Safety Pin")
    assert pin.echo == "Draw and score a [7]." and pin.marks == ("", "echo", "", "")
    assert pin.effects[0].demand and not pin.effects[0].compel
    numbers = card("Complex Numbers")
    assert (
        numbers.marks == ()
        and numbers.icons[1] is Icon.HEX
        and numbers.icon_count(Icon.LIGHTBULB) == 2
    )
    assert card("Ching Shih").effects == ()


@pytest.mark.parametrize(
    ("alias", "name"),
    [
        ("Hunt-Lennox Globe", "Hunt-Lenox Globe"),
        ("Petition of Rights", "Petition of Right"),
        ("Baroque-Longue la Belle", "Barque-Longue La Belle"),
        ("Principa", "Principia"),
        ("Single Model 27", "Singer Model 27"),
        ("Battleship Bismark", "Battleship Bismarck"),
        ("Meji-Mura Stamp Vending Machine", "Meiji-Mura Stamp Vending Machine"),
        ("Where's Waldo", "Where's Waldo?"),
        ("dancing girl", "Dancing Girl"),
        ("newton wickins telescope", "Newton-Wickins Telescope"),
    ],
)
def test_aliases_and_spellings_are_accepted_on_input(alias: str, name: str) -> None:
    found = lookup(alias)
    assert found is not None and found.name == name


def test_every_listed_alias_is_accepted() -> None:
    aliases = [(a, c.name) for c in artifact_data() for a in c.aliases]
    assert len(aliases) == 8
    for alias, name in aliases:
        found = lookup(alias)
        assert found is not None and found.name == name, alias
