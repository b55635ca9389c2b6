"""The card sets: the base game and Cities of Destiny, each a package here.

Each package describes itself with one
:class:`~adjudicator.games.innovation.engine.registry.CardSet` named ``SET``;
importing this package registers them, in this order, with the engine's
registry. Adding a set is its folder plus one name in :data:`SET_PACKAGES`.
"""

from __future__ import annotations

import importlib

from adjudicator.games.innovation.engine.registry import register

# The set packages beside this file: one line per set.
SET_PACKAGES: tuple[str, ...] = ("base", "cities", "echoes", "artifacts")


def _register_packages() -> None:
    for name in SET_PACKAGES:
        module = importlib.import_module(f"{__name__}.{name}")
        register(module.SET)


_register_packages()
