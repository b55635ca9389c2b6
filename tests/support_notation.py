"""Whether the notation reads into records yet (the converter wired for format "notation")."""

from __future__ import annotations

from adjudicator.games.innovation.importers import to_record


def notation_imports() -> bool:
    return "notation" in getattr(to_record, "FORMATS", ())
