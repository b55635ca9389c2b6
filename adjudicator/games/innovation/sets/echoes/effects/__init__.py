"""The Echoes cards' effects, one module per age. Each effect is a generator
function taking an :class:`~adjudicator.games.innovation.engine.dogma.EffectContext`,
with the card's text as its docstring; it ``yield``s decisions and receives
answers. A card's dogma effects are registered with :func:`register` in card
order, its echo effect with :func:`register_echo` (ECHO-13).
"""

from __future__ import annotations

from adjudicator.games.innovation.engine.registry import EffectFn, EffectGen
from adjudicator.games.innovation.engine.registry import register_echo as register_echo
from adjudicator.games.innovation.engine.registry import register_effects as register

__all__ = ["EffectFn", "EffectGen", "register", "register_echo"]
