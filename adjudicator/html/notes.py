"""A teacher's notes for a replay page, keyed by action number (TOML or JSON).

The file maps action numbers to a note or a list of notes; 0 is the start::

    0 = "Watch bob's hand."
    37 = ["Here alice could have achieved.", "Compare with action 41."]
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from adjudicator.core.jsonio import raw_json, raw_toml
from adjudicator.core.problems import FormatError, Location


def load_notes(path: Path) -> dict[int, list[str]]:
    """The notes of ``path``, by action number; a bad file raises FormatError."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise FormatError(f"cannot read {path}: {exc.strerror}") from None
    try:
        raw: Any = raw_toml(data) if path.suffix.lower() == ".toml" else raw_json(data)
    except FormatError as exc:
        raise FormatError(f"{path.name}: {exc}") from None
    return notes_from(raw)


def notes_from(raw: Any) -> dict[int, list[str]]:
    if not isinstance(raw, dict):
        raise FormatError("notes must map action numbers to notes", location=Location(path="$"))
    notes: dict[int, list[str]] = {}
    for key, value in raw.items():
        where = Location(path=f"$.{key}")
        if not (isinstance(key, str) and key.strip().isdigit()):
            raise FormatError(f"{key!r} is not an action number", location=where)
        texts = [value] if isinstance(value, str) else value
        if not (isinstance(texts, list) and all(isinstance(t, str) for t in texts)):
            raise FormatError("a note is a text or a list of texts", location=where)
        notes.setdefault(int(key), []).extend(texts)
    return notes
