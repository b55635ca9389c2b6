"""The project's Gizmos card data against the shared reference, and the
rules reference against the shared digest and the tests."""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest

from adjudicator.games.gizmos.cards import CARD_COUNT, all_cards, card

ROOT = Path(__file__).resolve().parents[2]
REFERENCE = ROOT.parent / "shared" / "reference" / "gizmos" / "gizmos-cards.json"
SHARED_RULES = ROOT.parent / "shared" / "spec" / "gizmos-rules.md"
OUR_RULES = ROOT / "adjudicator" / "games" / "gizmos" / "rules.md"
RULE_TESTS = Path(__file__).with_name("test_gizmos_rules.py")
# as the other reference tests: a checkout without ../shared skips, saying why
needs_shared = pytest.mark.skipif(
    not (REFERENCE.is_file() and SHARED_RULES.is_file()), reason="shared reference not present"
)


@needs_shared
def test_the_data_is_the_reference() -> None:
    ours = json.loads((ROOT / "adjudicator/games/gizmos/data/gizmos_cards.json").read_text())
    assert ours == json.loads(REFERENCE.read_text())


def test_every_card_decodes_with_its_facts() -> None:
    cards = all_cards()
    assert len(cards) == CARD_COUNT
    assert Counter(c.level for c in cards.values()) == {0: 4, 1: 36, 2: 36, 3: 36}
    assert Counter(c.kind for c in cards.values()) == {
        "build": 36,
        "upgrade": 28,
        "converter": 24,
        "file": 12,
        "pick": 12,
    }
    assert card(305).converter is not None and card(305).converter.one_use_per_color
    assert card(333).colors == ("red", "blue", "black", "yellow")
    assert card(901).colors == ()


def _ids(text: str) -> set[str]:
    return set(re.findall(r"\bGIZ-[A-Z]+-\d+\b", text))


@needs_shared
def test_our_rules_have_the_shared_ids_and_a_test_each() -> None:
    shared = {i for i in _ids(SHARED_RULES.read_text()) if re.match(r"GIZ-[A-Z]+-\d+$", i)}
    ours = set(re.findall(r"\*\*(GIZ-[A-Z]+-\d+)\*\*", OUR_RULES.read_text()))
    assert ours == shared
    tests = RULE_TESTS.read_text()
    missing = sorted(i for i in ours if f"test_{i.replace('-', '_')}_" not in tests)
    assert not missing, f"rule IDs without a test: {missing}"


def test_every_rule_cited_by_the_engine_is_in_our_reference() -> None:
    cited: set[str] = set()
    for path in (ROOT / "adjudicator" / "games" / "gizmos").rglob("*.py"):
        cited |= set(re.findall(r'"(GIZ-[A-Z]+-\d+)"', path.read_text("utf-8")))
    ours = set(re.findall(r"\*\*(GIZ-[A-Z]+-\d+)\*\*", OUR_RULES.read_text()))
    assert cited and cited <= ours, sorted(cited - ours)
