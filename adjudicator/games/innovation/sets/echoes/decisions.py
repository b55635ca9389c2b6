"""The decisions Echoes adds (scenario.md, "Echoes of the Past"): the
promotion from the forecast (ECHO-23), the free Dogma action on the promoted
card (ECHO-24) and the value to draw next (ECHO-12); and the picks of several
cards under a condition on them together (scenario.md: Globe, Loom, Magnifying
Glass), whose legal answers are only those that meet it."""

from __future__ import annotations

import itertools
from typing import Any

from adjudicator.core.decisions import ChooseCards, ChooseValue, YesNo
from adjudicator.games.innovation.engine.cards import card


class Promote(ChooseCards, frozen=True, tag="promote"):
    """ECHO-23: the forecast card to promote (optional)."""


class PromotedDogma(YesNo, frozen=True, tag="promoted_dogma"):
    """ECHO-24: take the free Dogma action on the promoted card?"""


class DrawOrder(ChooseValue, frozen=True, tag="draw_order"):
    """ECHO-12: the value of the next card drawn."""


class _PickUnder(ChooseCards, frozen=True):
    """A pick of cards under a condition on the cards picked together: its
    legal answers are only the picks that meet it (still a "cards" decision;
    ``validate`` and the explorers read :meth:`own_answers`)."""

    def own_answers(self) -> list[Any]:
        out: list[Any] = [()] if self.optional else []
        for size in range(self.min, min(self.max, len(self.options)) + 1):
            out += [p for p in itertools.combinations(self.options, size) if self.meets(p)]
        return out

    def meets(self, pick: tuple[str, ...]) -> bool:
        raise NotImplementedError


class SameColorCards(_PickUnder, frozen=True):
    """Cards all of one color (Globe)."""

    def meets(self, pick: tuple[str, ...]) -> bool:
        return len({card(c).color for c in pick}) <= 1


class SameValueCards(_PickUnder, frozen=True):
    """Cards all of one value (Magnifying Glass)."""

    def meets(self, pick: tuple[str, ...]) -> bool:
        return len({card(c).age for c in pick}) <= 1


class DistinctValueCards(_PickUnder, frozen=True):
    """Cards of different values (Loom)."""

    def meets(self, pick: tuple[str, ...]) -> bool:
        return len({card(c).age for c in pick}) == len(pick)
