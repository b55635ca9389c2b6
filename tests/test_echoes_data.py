"""The Echoes cards' own data checked field by field against the shared
reference (../shared/reference/innovation/echoes-*.json), and as the engine
reads it (ECHO-1, ECHO-6, ECHO-28)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from adjudicator.games.innovation.engine.cards import Color, Icon, card, lookup, set_cards
from adjudicator.games.innovation.engine.registry import special, special_names
from adjudicator.games.innovation.sets.echoes.achievements import SPECIAL_ACHIEVEMENTS
from adjudicator.games.innovation.sets.echoes.data import (
    ECHOES,
    echo_data,
    is_echoes,
    load_echoes,
    special_data,
)

REFERENCE = Path(__file__).resolve().parents[1].parent / "shared" / "reference" / "innovation"
ICON_NAMES = {i.value for i in Icon} - {"hex"}


def reference(name: str) -> Any:
    path = REFERENCE / name
    if not path.is_file():
        pytest.skip("shared reference not present")
    return json.loads(path.read_text("utf-8"))


# ----------------------------------------------------------------------------
# against the reference


def test_every_echoes_card_matches_the_reference_field_by_field() -> None:
    ref = {c["name"]: c for c in reference("echoes-cards.json")}
    ours = {c.name: c for c in echo_data()}
    assert set(ours) == set(ref) and len(ours) == 105
    for name, c in ours.items():
        r = ref[name]
        assert c.age == r["age"], name
        assert c.color == r["color"], name
        assert list(c.icons) == r["icons"], name
        assert c.dogma_icon == r["dogma_icon"], name
        assert c.echo == r["echo"], name
        assert [{"demand": e.demand, "text": e.text} for e in c.effects] == r["effects"], name
        assert c.music_note == r["music_note"], name
        assert c.bga_id == r["bga_id"], name
        assert list(c.aliases) == r.get("aliases", []), name


def test_the_cards_file_has_no_field_the_reference_lacks() -> None:
    ref = reference("echoes-cards.json")
    path = (
        Path(__file__).resolve().parents[1] / "adjudicator/games/innovation/sets/echoes/cards.json"
    )
    ours = json.loads(path.read_text("utf-8"))
    assert ours == ref


def test_the_five_echoes_specials_match_the_reference() -> None:
    ref = reference("echoes-special-achievements.json")
    ours = special_data()
    assert [s.name for s in ours] == [r["name"] for r in ref]
    for s, r in zip(ours, ref, strict=True):
        assert s.condition == r["condition"], s.name
        assert s.text_battlestar == r["text_battlestar"], s.name
        assert s.also_claimed_by == r["also_claimed_by"], s.name
        assert s.bga_id == r["bga_id"], s.name


# ----------------------------------------------------------------------------
# the data itself


def test_ECHO_1_ages_colors_and_unique_bga_ids() -> None:
    data = echo_data()
    assert len(data) == 105 and len({c.name for c in data}) == 105
    assert len({c.bga_id for c in data}) == 105
    for age in range(1, 11):
        for color in Color:
            n = sum(1 for c in data if c.age == age and c.color is color)
            assert n == (3 if age == 1 else 2), (age, color)


def test_ECHO_6_each_card_has_four_positions_of_known_kinds() -> None:
    for c in echo_data():
        assert len(c.icons) == 4, c.name
        for pos in c.icons:
            assert (
                pos in ICON_NAMES
                or pos in ("hex", "echo")
                or (pos.startswith("bonus_") and 1 <= int(pos[6:]) <= 11)
            ), (c.name, pos)
        assert c.icons.count("hex") == 1, c.name
        assert c.icons.count("echo") == (1 if c.echo is not None else 0), c.name
        assert sum(p.startswith("bonus_") for p in c.icons) <= 1, c.name
        assert c.dogma_icon.value in c.icons, c.name
        assert c.effects, c.name  # "No effect." is an effect text too
    notes = sorted(c.name for c in echo_data() if c.music_note)
    assert notes == ["Bell", "Flute", "Piano", "Saxophone"]


def test_the_specials_are_registered_in_the_order_of_the_data() -> None:
    names = [s.name for s in special_data()]
    assert list(SPECIAL_ACHIEVEMENTS) == names
    assert special_names([ECHOES])[-5:] == names
    for name in names:
        found = special(name)
        assert found is not None and found.standing
        assert found.condition.__doc__ is not None
        # the condition's docstring is the achievement's text
        data = next(s for s in special_data() if s.name == name)
        assert " ".join(found.condition.__doc__.split()) == data.condition


# ----------------------------------------------------------------------------
# as the engine reads it


def test_the_engine_cards_are_the_data_with_hexes_and_marks() -> None:
    cards = {c.name: c for c in set_cards(ECHOES)}
    assert cards == {c.name: c for c in load_echoes()}
    for d in echo_data():
        c = cards[d.name]
        assert c.set == ECHOES and is_echoes(c.name)
        assert (c.age, c.color, c.dogma_icon, c.effects, c.echo) == (
            d.age,
            d.color,
            d.dogma_icon,
            d.effects,
            d.echo,
        )
        assert len(c.icons) == len(c.marks) == 4 and c.layout.size == 4
        for pos, icon, mark in zip(d.icons, c.icons, c.marks, strict=True):
            if pos in ICON_NAMES:
                assert (icon.value, mark) == (pos, ""), d.name
            elif pos == "hex":
                assert icon is Icon.HEX, d.name
                assert mark == ("music_note" if d.music_note else ""), d.name
            else:  # echo, bonus_N: no icon (ECHO-7)
                assert (icon, mark) == (Icon.HEX, pos), d.name


def test_some_cards_as_the_engine_reads_them() -> None:
    bangle = card("Bangle")
    assert bangle.icons == (Icon.HEX, Icon.CASTLE, Icon.HEX, Icon.HEX)
    assert bangle.marks == ("", "", "echo", "bonus_1")
    assert bangle.echo == "Tuck a red card from your hand."
    assert [e.text for e in bangle.effects] == ["Draw and foreshadow a [3]."]
    saxophone = card("Saxophone")
    assert saxophone.marks == ("bonus_7", "", "music_note", "")
    assert saxophone.icon_count(Icon.CROWN) == 2 and saxophone.echo is None
    heart = card("Artificial Heart")
    assert heart.marks[3] == "bonus_11" and heart.age == 10


@pytest.mark.parametrize(
    ("alias", "name"),
    [
        ("Social Network", "Social Networking"),
        ("social networking", "Social Networking"),
        ("ice-cream", "Ice Cream"),
        ("XRay", "X-Ray"),
        ("atm", "ATM"),
    ],
)
def test_aliases_and_spellings_are_accepted_on_input(alias: str, name: str) -> None:
    found = lookup(alias)
    assert found is not None and found.name == name


def test_every_listed_alias_is_accepted() -> None:
    for c in echo_data():
        for alias in c.aliases:
            found = lookup(alias)
            assert found is not None and found.name == c.name, alias
