"""The decision Artifacts adds (scenario.md, "Artifacts of History"): where to
put a seized relic (ART-19)."""

from __future__ import annotations

from adjudicator.core.decisions import ChooseAlternative


class SeizeRelic(ChooseAlternative, frozen=True, tag="seize_relic"):
    """ART-19: seize the relic into ``"achievements"`` or ``"hand"`` (optional)."""
