"""The base game's card effects, one module per age. Each effect is a generator
function taking an :class:`~adjudicator.games.innovation.engine.dogma.EffectContext`,
with the card's text as its docstring; it ``yield``s decisions and receives
answers.

Modules register their effects with :func:`register`; the set registry imports
them on the first effect lookup.
"""

from __future__ import annotations

from adjudicator.games.innovation.engine.registry import EffectFn, EffectGen
from adjudicator.games.innovation.engine.registry import register_effects as register

__all__ = ["EffectFn", "EffectGen", "register"]
