"""Card effects, one module per age. Each effect is a generator function
taking an :class:`~adjudicator.games.innovation.dogma.EffectContext`, with the
card's text as its docstring; it ``yield``s decisions and receives answers.

Modules register their effects with :func:`register`; the registry is filled
on first use.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Generator
from functools import cache
from typing import TYPE_CHECKING, Any

from adjudicator.core.decisions import Decision

if TYPE_CHECKING:
    from adjudicator.games.innovation.dogma import EffectContext

EffectGen = Generator[Decision, Any, None]
EffectFn = Callable[["EffectContext"], EffectGen]

_REGISTRY: dict[tuple[str, int], tuple[EffectFn, ...]] = {}
AGE_MODULES = tuple(f"adjudicator.games.innovation.effects.age{n}" for n in range(1, 11))


def register(name: str, *effects: EffectFn, edition: int = 3) -> None:
    """Register a card's effects in card order (``edition=1`` for first-edition texts)."""
    _REGISTRY[(name, edition)] = effects


@cache
def _load_all() -> None:
    for module in AGE_MODULES:
        try:
            importlib.import_module(module)
        except ModuleNotFoundError as exc:
            if exc.name != module:
                raise


def effects_for(name: str, edition: int) -> tuple[EffectFn, ...] | None:
    """The implemented effects of a card, or None if the card is not implemented."""
    _load_all()
    if edition == 1 and (name, 1) in _REGISTRY:
        return _REGISTRY[(name, 1)]
    return _REGISTRY.get((name, 3))


def implemented() -> set[tuple[str, int]]:
    _load_all()
    return set(_REGISTRY)
