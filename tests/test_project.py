"""Project-level checks: the rules reference, the generated schemas, the examples."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from adjudicator import schemas
from adjudicator.games.innovation.rulebook import rule_text, rules

ROOT = Path(__file__).resolve().parents[1]
SHARED_RULES = ROOT.parent / "shared" / "spec" / "rules.md"
RULE_ID = re.compile(r"\b([A-Z]+(?:-[A-Z]+)?-[0-9A-Z]+)\b")


def test_reference_has_every_shared_rule_id() -> None:
    if not SHARED_RULES.is_file():
        pytest.skip("shared rules digest not present")
    shared = set(RULE_ID.findall(SHARED_RULES.read_text("utf-8")))
    assert shared <= set(rules()), sorted(shared - set(rules()))


def test_every_rule_id_has_a_test_named_after_it() -> None:
    files = (
        "test_rules.py",
        "test_rules_cities.py",
        "test_rules_echoes.py",
        "test_rules_artifacts.py",
        "test_triggers.py",
    )
    text = "\n".join((ROOT / "tests" / f).read_text("utf-8") for f in files)
    tested = set(re.findall(r"^def test_([A-Z]+(?:_[A-Z0-9]+)+)_", text, re.MULTILINE))
    missing = [rid for rid in rules() if rid.replace("-", "_") not in tested]
    assert not missing, f"rule IDs without a test in tests/{' or '.join(files)}: {missing}"


def test_rule_lookup_is_case_insensitive() -> None:
    assert rule_text("dogma-6") == rules()["DOGMA-6"]
    assert rule_text("NOPE-1") is None


def test_every_rule_cited_by_the_engine_is_in_the_reference() -> None:
    cited: set[str] = set()
    for path in (ROOT / "adjudicator").rglob("*.py"):
        if "gizmos" in path.relative_to(ROOT).parts:  # Gizmos: its own reference
            continue
        cited |= set(re.findall(r'rule="([A-Z]+(?:-[A-Z0-9]+)+)"', path.read_text("utf-8")))
    assert cited, "the engine cites no rules?"
    assert cited <= set(rules()), sorted(cited - set(rules()))


def test_schemas_folder_is_up_to_date() -> None:
    stale = schemas.stale(ROOT / "schemas")
    assert not stale, f"run `adjudicator schema --out schemas`: {stale}"
