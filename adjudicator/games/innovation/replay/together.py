"""Cards moved together, which a log may show in another order than the engine's.

Cards moved together move one at a time (scenario.md), and where they go the order
may not show or matter: a hand or a score pile has no order a rule reads, and cards
returned together go in the order the returning player chooses (TERM-RETURN). The
engine takes one order where no decision is asked (the order of the cards' source,
or a forced pick of the whole hand: Construction's two cards from a hand of two);
BGA's log shows the order the player or the site took. Only a board's piles keep
the order their cards came in (the last one on top), so only there must it match.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, Self, TypeVar


class _Shown(Protocol):
    """A visible change (:class:`~.visible.Move`): from where, to where, which card."""

    @property
    def src(self) -> tuple[str, str | None]: ...

    @property
    def dst(self) -> tuple[str, str | None]: ...

    @property
    def direction(self) -> str | None: ...

    def fits(self, other: Self, /) -> bool: ...


M = TypeVar("M", bound=_Shown)


def moved_together(said: Sequence[M], did: Sequence[M], k: int) -> int:
    """How many of the engine's changes from ``k`` on (``did``) are cards moved together
    that the log (``said``) shows from ``k`` on in another order; 0 when none are."""
    run = _run_from(did, k)
    shown = list(said[k : k + len(run)])
    if len(run) < 2 or len(shown) < len(run):
        return 0
    for move in run:
        match = next((m for m in shown if m.fits(move)), None)
        if match is None:
            return 0
        shown.remove(match)
    return len(run)


def _run_from(moves: Sequence[M], k: int) -> list[M]:
    """The changes from ``k`` on that move cards between the same two places, not onto
    a board (a pile's order shows: the last card on top), and not splays."""
    run: list[M] = []
    for move in moves[k:]:
        if move.direction is not None or move.dst[0].startswith("board"):
            break
        if run and (move.src, move.dst) != (run[0].src, run[0].dst):
            break
        run.append(move)
    return run
