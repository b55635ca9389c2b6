"""Scenario answers for Gizmos decisions, normalised for the engine.

An answer may be wrapped as ``{"player": P, "choose": X}``; card ids are
integers or strings of digits; ``null`` or ``"no"`` declines."""

from __future__ import annotations

from typing import Any

import msgspec

from adjudicator.core.answers import unwrap as unwrap
from adjudicator.core.decisions import AnswerError, ChooseColor, ChooseValue, Decision, YesNo
from adjudicator.games.gizmos.cards import COLORS
from adjudicator.games.gizmos.decisions import ChooseResearch, ResearchAnswer

DECLINE: tuple[Any, ...] = (None, "no", "none", [])


def _number(raw: Any) -> int:
    if isinstance(raw, list) and len(raw) == 1:
        raw = raw[0]
    if isinstance(raw, bool):
        raise AnswerError(f"expected a number, got {raw!r}")
    if isinstance(raw, int):
        return raw
    if isinstance(raw, str) and raw.strip().isdigit():
        return int(raw)
    raise AnswerError(f"expected a card id or a number, got {raw!r}")


def _colors(raw: Any) -> tuple[str, ...]:
    items = raw if isinstance(raw, list) else [raw]
    out = []
    for item in items:
        if not isinstance(item, str) or item.lower() not in COLORS:
            raise AnswerError(f"expected a colour (red, blue, black, yellow), got {item!r}")
        out.append(item.lower())
    return tuple(out)


def _yes_no(raw: Any) -> bool:
    if isinstance(raw, bool):
        return raw
    if isinstance(raw, str) and raw.lower() in ("yes", "no"):
        return raw.lower() == "yes"
    raise AnswerError(f'answer "yes" or "no", not {raw!r}')


def _card_fields(raw: dict[str, Any]) -> dict[str, Any]:
    """Card ids given as strings of digits, as integers."""
    out = dict(raw)
    for key in ("build", "file"):
        if out.get(key) is not None:
            out[key] = _number(out[key])
    if isinstance(out.get("bottom"), list):
        out["bottom"] = [_number(c) for c in out["bottom"]]
    if isinstance(out.get("converters"), list):
        out["converters"] = [
            {**u, "card": _number(u.get("card"))} if isinstance(u, dict) else u
            for u in out["converters"]
        ]
    return out


def _research(raw: Any) -> ResearchAnswer | None:
    if raw in DECLINE:
        return None
    if not isinstance(raw, dict):
        raise AnswerError(f"a research answer is an object or null, not {raw!r}")
    try:
        return msgspec.convert(_card_fields(raw), ResearchAnswer)
    except msgspec.ValidationError as exc:
        raise AnswerError(f"bad research answer: {exc}") from None


def parse_answer(decision: Decision, raw: Any) -> Any:
    """Normalise ``raw`` for ``decision``; raise AnswerError when it cannot fit."""
    raw = unwrap(decision, raw)
    if isinstance(decision, ChooseResearch):
        return _research(raw)
    if isinstance(decision, ChooseColor):
        return () if raw in DECLINE else _colors(raw)
    if isinstance(decision, YesNo):
        return _yes_no(raw)
    if isinstance(decision, ChooseValue):
        return None if raw in DECLINE else _number(raw)
    raise AnswerError(f"unknown decision {type(decision).__name__}")
