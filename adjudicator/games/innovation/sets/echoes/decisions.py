"""The decisions Echoes adds (scenario.md, "Echoes of the Past"): the
promotion from the forecast (ECHO-23), the free Dogma action on the promoted
card (ECHO-24) and the value to draw next (ECHO-12)."""

from __future__ import annotations

from adjudicator.core.decisions import ChooseCards, ChooseValue, YesNo


class Promote(ChooseCards, frozen=True, tag="promote"):
    """ECHO-23: the forecast card to promote (optional)."""


class PromotedDogma(YesNo, frozen=True, tag="promoted_dogma"):
    """ECHO-24: take the free Dogma action on the promoted card?"""


class DrawOrder(ChooseValue, frozen=True, tag="draw_order"):
    """ECHO-12: the value of the next card drawn."""
