"""Turning a user's answer (scenario JSON, a record's answers, CLI input) into
the engine's normalised answer for the decision asked (see ``decisions``).
:func:`read_answer` is the reader of :class:`~adjudicator.core.answers.ListedAnswers`."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from adjudicator.core.answers import unwrap
from adjudicator.core.decisions import (
    DECLINE_WORDS,
    AnswerError,
    ChooseAlternative,
    ChooseCards,
    ChooseColor,
    ChooseOrder,
    ChoosePlayer,
    ChooseValue,
    Decision,
    YesNo,
)
from adjudicator.games.innovation.engine.cards import CARDS, COLORS, lookup


def _is_decline(raw: Any) -> bool:
    return raw is None or raw == [] or (isinstance(raw, str) and raw.lower() in DECLINE_WORDS)


def _card_name(raw: Any) -> str:
    if not isinstance(raw, str):
        raise AnswerError(f"expected a card name, got {raw!r}")
    found = CARDS.get(raw) or lookup(raw)  # a proper name's lookup inline
    if found is None:
        raise AnswerError(f"unknown card {raw!r}")
    return found.name


_COLOR_NAMES = frozenset(str(c) for c in COLORS)


def _color(raw: Any) -> str:
    if isinstance(raw, str):
        low = raw.strip().lower()
        if low in _COLOR_NAMES:
            return low
        found = lookup(raw)
        if found is not None:
            return str(found.color)
    raise AnswerError(f"expected a color (or a card of that color), got {raw!r}")


def parse_answer(decision: Decision, raw: Any) -> Any:
    """Normalise ``raw`` for ``decision``; raise AnswerError when it cannot fit."""
    if isinstance(raw, dict):
        if "choose" not in raw:
            raise AnswerError('an answer object needs "choose" (and optionally "player")')
        raw = unwrap(decision, raw)
    match decision:
        case ChooseCards():
            if _is_decline(raw):
                return ()
            if isinstance(raw, str) and raw.lower() == "yes" and len(decision.options) == 1:
                return tuple(decision.options)  # "you may meld the card you drew": yes
            return tuple(map(_card_name, raw if isinstance(raw, list) else (raw,)))
        case ChooseColor():
            if _is_decline(raw):
                return ()
            if isinstance(raw, str) and raw.lower() == "yes":
                if len(decision.options) == 1:
                    return tuple(decision.options)
                raise AnswerError(f"say which color ({', '.join(decision.options)})")
            return tuple(map(_color, raw if isinstance(raw, list) else (raw,)))
        case ChoosePlayer():
            if _is_decline(raw) or raw == "no":
                return None
            if isinstance(raw, list) and len(raw) == 1:
                raw = raw[0]
            if not isinstance(raw, str):
                raise AnswerError(f"expected a player name, got {raw!r}")
            return raw
        case ChooseValue():
            if _is_decline(raw):
                return None
            if isinstance(raw, list) and len(raw) == 1:
                raw = raw[0]
            if isinstance(raw, bool):
                raise AnswerError(f"expected a number, got {raw!r}")
            if isinstance(raw, int):
                return raw
            if isinstance(raw, str) and raw.strip().isdigit():
                return int(raw)
            aged = re.fullmatch(r"\s*age\s*(\d+)\s*", raw, re.I) if isinstance(raw, str) else None
            if aged:  # "age 3": a standard achievement's age (scenario.md)
                return int(aged.group(1))
            raise AnswerError(f"expected a number, got {raw!r}")
        case YesNo():
            if isinstance(raw, bool):
                return raw
            if isinstance(raw, str) and raw.lower() in ("yes", "no", "y", "n", "true", "false"):
                return raw.lower() in ("yes", "y", "true")
            if raw is None:
                return False
            raise AnswerError(f'answer "yes" or "no", not {raw!r}')
        case ChooseAlternative():
            if _is_decline(raw):
                return None
            if isinstance(raw, bool):
                raise AnswerError(f"expected an alternative's number, got {raw!r}")
            if isinstance(raw, int):
                return raw - 1
            if isinstance(raw, str):
                if raw.strip().isdigit():
                    return int(raw) - 1
                low = _plain(raw)
                exact = [i for i, t in enumerate(decision.options) if _plain(t) == low]
                if len(exact) == 1:  # "base 1" is not "base 10"
                    return exact[0]
                hits = [i for i, t in enumerate(decision.options) if _plain(t).startswith(low)]
                if len(hits) == 1:
                    return hits[0]
                raise AnswerError(
                    f"{raw!r} matches {len(hits)} alternatives; name exactly one "
                    f"({'; '.join(decision.options)})"
                )
            raise AnswerError(f"expected an alternative, got {raw!r}")
        case ChooseOrder():
            if not isinstance(raw, list):
                raise AnswerError("expected the new order as a list of cards, top first")
            return tuple(_card_name(r) for r in raw)
    raise AnswerError(f"cannot answer {type(decision).__name__}")


def _plain(text: str) -> str:
    """Alternative texts compared without case or the brackets of "[8]"."""
    return text.replace("[", "").replace("]", "").strip().lower()


def gather_picks(decision: Decision, first: Any, following: Sequence[Any]) -> tuple[Any, int]:
    """A pick of several cards may also come one answer at a time: "Writing", then
    "Oars" for "return two cards". While fewer legal cards than the choice needs
    are named, the next answers add to them. Returns the pick and how many of
    ``following`` it used."""
    if not isinstance(decision, ChooseCards) or not isinstance(first, tuple):
        return first, 0
    if not (0 < len(first) < decision.min and following):
        return first, 0  # nothing to add
    picked = list(first)
    used = 0
    while 0 < len(picked) < decision.min and used < len(following):
        if not set(picked) <= set(decision.options):
            break
        try:
            more = parse_answer(decision, following[used])
        except AnswerError:
            break
        if not isinstance(more, tuple) or not more:
            break
        picked += more
        used += 1
    return tuple(picked), used


def read_answer(decision: Decision, raw: Any, following: Sequence[Any]) -> tuple[Any, int]:
    """``raw`` normalised for ``decision`` (a pick of several cards may take the
    ``following`` answers too): the answer and how many of ``following`` it used."""
    return gather_picks(decision, parse_answer(decision, raw), following)
