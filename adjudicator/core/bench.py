"""What every game's ``bench`` shares: a measure against its target, and timing."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import msgspec


class BenchResult(msgspec.Struct):
    name: str
    value: float
    unit: str
    target: float | None = None

    @property
    def ok(self) -> bool | None:
        return None if self.target is None else self.value >= self.target


def timed(fn: Callable[[], Any]) -> tuple[Any, float]:
    """``fn()`` and the seconds it took."""
    start = time.perf_counter()
    out = fn()
    return out, time.perf_counter() - start
