"""What every game's ``bench`` shares: a measure against its target, and timing."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import msgspec

# units of figures where less is better (time, memory, a share of time)
LOWER_IS_BETTER = frozenset({"µs", "KiB", "%"})


class BenchResult(msgspec.Struct):
    name: str
    value: float | None  # None: not measured ("n/a"; ``note`` says why)
    unit: str
    target: float | None = None
    group: str = ""  # the table's section
    note: str | None = None

    @property
    def ok(self) -> bool | None:
        if self.target is None or self.value is None:
            return None
        return self.value >= self.target

    @property
    def higher_is_better(self) -> bool:
        return self.unit not in LOWER_IS_BETTER


def timed(fn: Callable[[], Any]) -> tuple[Any, float]:
    """``fn()`` and the seconds it took."""
    start = time.perf_counter()
    out = fn()
    return out, time.perf_counter() - start
