"""The Artifacts cards' effects, one module per age, and the relics' (in
``relics.py``). Each effect is a generator function taking an
:class:`~adjudicator.games.innovation.engine.dogma.EffectContext`, with the
card's text as its docstring; it ``yield``s decisions and receives answers.
"""

from __future__ import annotations

from adjudicator.games.innovation.engine.registry import EffectFn, EffectGen
from adjudicator.games.innovation.engine.registry import register_echo as register_echo
from adjudicator.games.innovation.engine.registry import register_effects as register

__all__ = ["EffectFn", "EffectGen", "register", "register_echo"]
