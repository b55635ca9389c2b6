"""The decisions Gizmos asks, as kinds of the core decisions (so the core's
automatic answers and answer checks apply), each with its scenario tag."""

from __future__ import annotations

from typing import Any

import msgspec

from adjudicator.core.decisions import ChooseColor, ChooseValue, Decision, YesNo
from adjudicator.games.gizmos.cards import Color
from adjudicator.games.gizmos.payment import ConverterUse, Payment, payment_text


class ChooseTrigger(ChooseValue, frozen=True, tag="trigger"):
    """Use one triggered gizmo (its id), or stop (``None``): GIZ-TRIGGER-2."""


class ChoosePick(ChooseColor, frozen=True, tag="pick"):
    """A colour of the energy row (answered as a one-colour tuple)."""


class DrawMore(YesNo, frozen=True, tag="draw_more"):
    """Draw-3: take the next sphere?"""


class ChooseFile(ChooseValue, frozen=True, tag="file"):
    """A display card to file."""


class ChooseResearchLevel(ChooseValue, frozen=True, tag="research_level"):
    """The level of the deck to research."""


class ChooseFreeBuild(ChooseValue, frozen=True, tag="free_build"):
    """A Level I card of the display or the archive, built for free."""


class ChooseResearch(Decision, frozen=True, tag="research"):
    """What to do with the drawn cards (``options``): a :class:`ResearchAnswer`.
    ``payments`` lists, per card that can be built, every legal payment."""

    options: tuple[int, ...] = ()
    payments: dict[str, list[Payment]] = msgspec.field(default_factory=dict)
    # the drawn cards the player may file (GIZ-FILE-2, GIZ-UPGRADE-3)
    fileable: tuple[int, ...] = ()

    def own_answers(self) -> list[Any]:
        """Neither, file a card, or build one with each legal payment."""
        out: list[Any] = [ResearchAnswer()]
        for cid in self.options:
            if cid in self.fileable:
                out.append(ResearchAnswer(file=cid))
            for pay in self.payments.get(str(cid), []):
                out.append(
                    ResearchAnswer(build=cid, spend=pay.spend, converters=list(pay.converters))
                )
        return out


class ResearchAnswer(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    build: int | None = None
    file: int | None = None
    spend: dict[Color, int] = msgspec.field(default_factory=dict)
    converters: list[ConverterUse] = msgspec.field(default_factory=list)
    bottom: list[int] | None = None

    def __str__(self) -> str:
        if self.build is not None:
            return (
                f"build {self.build} ({payment_text(Payment(self.spend, tuple(self.converters)))})"
            )
        return f"file {self.file}" if self.file is not None else "neither"


GizmoDecision = (
    ChooseTrigger
    | ChoosePick
    | DrawMore
    | ChooseFile
    | ChooseResearchLevel
    | ChooseFreeBuild
    | ChooseResearch
)
