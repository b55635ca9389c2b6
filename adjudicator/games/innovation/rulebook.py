"""The project's rules reference for Innovation (``rules.md`` beside this module), by rule ID."""

from __future__ import annotations

from adjudicator.core.rulebook import rules_of


def rules() -> dict[str, str]:
    """Every rule ID mapped to its text, in the reference's order."""
    return rules_of("adjudicator.games.innovation")


def rule_text(rule_id: str) -> str | None:
    """The reference text of ``rule_id`` (case-insensitive), or None."""
    return rules().get(rule_id.strip().upper())
