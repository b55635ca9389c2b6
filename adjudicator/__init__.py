"""adjudicator: settles rules questions in the card game Innovation.

The public API (:mod:`adjudicator.api`): :func:`read_record` reads a game
record, :func:`load_scenario` a scenario; errors are the exceptions below.
The API is imported on first use, so ``import adjudicator`` stays light.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from adjudicator.core.problems import (
    AdjudicatorError,
    Divergence,
    FormatError,
    IllegalAction,
    IllegalAnswer,
    UnsupportedCard,
)

if TYPE_CHECKING:
    from adjudicator.api import (
        Explanation,
        GameRecord,
        JsonObject,
        RecordedAction,
        Scenario,
        ScenarioResult,
        Tree,
        load_scenario,
        read_record,
    )

__version__ = "0.1.0"

_API = (
    "Explanation",
    "GameRecord",
    "JsonObject",
    "RecordedAction",
    "Scenario",
    "ScenarioResult",
    "Tree",
    "load_scenario",
    "read_record",
)


def __getattr__(name: str) -> Any:
    if name in _API:
        return getattr(importlib.import_module("adjudicator.api"), name)
    raise AttributeError(f"module 'adjudicator' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted({*globals(), *_API})


__all__ = [
    "AdjudicatorError",
    "Divergence",
    "Explanation",
    "FormatError",
    "GameRecord",
    "IllegalAction",
    "IllegalAnswer",
    "JsonObject",
    "RecordedAction",
    "Scenario",
    "ScenarioResult",
    "Tree",
    "UnsupportedCard",
    "__version__",
    "load_scenario",
    "read_record",
]
