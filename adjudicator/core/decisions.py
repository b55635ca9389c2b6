"""The closed set of decisions an engine can ask, and the answers it takes back.

A card effect is a generator: it ``yield``s one of these frozen structs and
receives the validated answer. Every decision names the player who must
answer (``player``), a human prompt, the rule that governs it, whether it may
be declined (``optional``) and the legal options. Options are plain strings
(card names, colors, player names, alternatives) or numbers.

Answers sent back into an effect are normalised per kind:

=================  ===========================================
decision           answer received by the effect
=================  ===========================================
ChooseCards        tuple of card names (empty: declined/none)
ChooseColor        tuple of colors (empty: declined)
ChoosePlayer       a player name, or None when declined
ChooseValue        an int, or None when declined
YesNo              bool
ChooseAlternative  0-based index, or None when declined
ChooseOrder        tuple of card names, the new order top first
=================  ===========================================
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Iterator
from typing import Any

import msgspec


class Decision(msgspec.Struct, frozen=True, tag_field="decision", kw_only=True):
    player: str
    prompt: str
    rule: str | None = None
    optional: bool = False
    min: int = 1
    max: int = 1
    options: tuple[Any, ...] = ()

    def own_answers(self) -> list[Any] | None:
        """Every legal answer, for a kind of decision whose answers are not
        read off its options (a game's own kind); None for the core kinds."""
        return None


class ChooseCards(Decision, frozen=True, tag="cards"):
    options: tuple[str, ...] = ()


class ChooseColor(Decision, frozen=True, tag="color"):
    options: tuple[str, ...] = ()


class ChoosePlayer(Decision, frozen=True, tag="player"):
    options: tuple[str, ...] = ()


class ChooseValue(Decision, frozen=True, tag="value"):
    options: tuple[int, ...] = ()


class YesNo(Decision, frozen=True, tag="yes_no"):
    options: tuple[str, ...] = ("yes", "no")


class ChooseAlternative(Decision, frozen=True, tag="alternative"):
    options: tuple[str, ...] = ()


class ChooseOrder(Decision, frozen=True, tag="order"):
    """Rearrange ``options`` (the current order, top first); min = max = len."""

    options: tuple[str, ...] = ()


AnyDecision = (
    ChooseCards | ChooseColor | ChoosePlayer | ChooseValue | YesNo | ChooseAlternative | ChooseOrder
)

DECLINE_WORDS = frozenset({"no", "none", "pass", "decline"})


def decision_kind(decision: Decision) -> str:
    """The decision's tag: ``cards``, ``color``, ``player``, ``value``, ``yes_no`` …"""
    return struct_tag(decision)


def struct_tag(struct: msgspec.Struct) -> str:
    """The tag of a tagged struct's type (remembered: msgspec makes the type's
    config afresh at each reading of ``__struct_config__``)."""
    kind = type(struct)
    tag = _TAGS.get(kind)
    if tag is None:
        tag = _TAGS[kind] = str(kind.__struct_config__.tag)
    return tag


_TAGS: dict[type[msgspec.Struct], str] = {}

_CORE_KINDS = (
    ChooseCards,
    ChooseColor,
    ChoosePlayer,
    ChooseValue,
    YesNo,
    ChooseAlternative,
    ChooseOrder,
)


@functools.cache
def core_kind(tag: str) -> str:
    """The core kind (``cards``, ``yes_no`` …) a decision tag is answered as: a
    game's own kind (Echoes' ``promote``) subclasses a core one."""
    todo: list[type[Decision]] = [Decision]
    while todo:
        kind = todo.pop()
        todo.extend(kind.__subclasses__())
        if kind is not Decision and str(kind.__struct_config__.tag) == tag:
            for base in kind.__mro__:
                if base in _CORE_KINDS:
                    return str(base.__struct_config__.tag)
    return tag


class _Ask:
    """Marker: the decision must be put to the player."""


ASK = _Ask()


def auto_answer(decision: Decision) -> Any:
    """The answer the engine gives by itself, or :data:`ASK`.

    A choice with no legal option is not asked (the instruction does
    nothing); a mandatory choice with only one possible outcome is made
    automatically; a "you may" is always asked.
    """
    opts = decision.options
    match decision:
        case ChooseCards() | ChooseColor():
            if not opts:
                return ()
            if not decision.optional and len(opts) <= decision.min:
                return tuple(opts)
        case ChoosePlayer() | ChooseValue():
            if not opts:
                return None
            if not decision.optional and len(opts) == 1:
                return opts[0]
        case ChooseAlternative():
            if not opts:
                return None
            if not decision.optional and len(opts) == 1:
                return 0
        case ChooseOrder():
            if len(opts) <= 1:
                return tuple(opts)
    return ASK


class AnswerError(ValueError):
    """An answer that does not fit the decision asked."""


def _options_text(decision: Decision) -> str:
    opts = ", ".join(str(o) for o in decision.options)
    return f"options: {opts}" if opts else "no options"


def validate(decision: Decision, answer: Any) -> Any:
    """Check a normalised answer against the decision; return it or raise AnswerError."""
    opts = decision.options
    if isinstance(decision, ChooseCards | ChooseColor):
        try:
            picked = tuple(answer)
        except TypeError:  # a number, None: another kind's answer (a value, a choice)
            raise AnswerError(f"{answer} is not a pick ({_options_text(decision)})") from None
        if not picked and decision.optional:
            return ()
        bad = [a for a in picked if a not in opts]
        if bad:
            raise AnswerError(
                f"{', '.join(map(str, bad))} is not a legal choice ({_options_text(decision)})"
            )
        if len(set(picked)) != len(picked):
            raise AnswerError("the same option is named twice")
        lo = decision.min
        if not lo <= len(picked) <= decision.max:
            want = str(lo) if lo == decision.max else f"{lo} to {decision.max}"
            raise AnswerError(f"choose {want}, not {len(picked)} ({_options_text(decision)})")
        own = decision.own_answers()  # a pick under a condition (cards of one color …)
        if own is not None and picked and not any(set(picked) == set(o) for o in own):
            raise AnswerError(f"{', '.join(map(str, picked))} together are not a legal choice")
        return picked
    if isinstance(decision, ChoosePlayer | ChooseValue):
        if answer is None:
            if decision.optional:
                return None
            raise AnswerError(f"a choice is required ({_options_text(decision)})")
        if answer not in opts:
            raise AnswerError(f"{answer} is not a legal choice ({_options_text(decision)})")
        return answer
    if isinstance(decision, ChooseAlternative):
        if answer is None:
            if decision.optional:
                return None
            raise AnswerError(f"a choice is required ({_options_text(decision)})")
        if not isinstance(answer, int) or not 0 <= answer < len(opts):
            raise AnswerError(f"choose 1 to {len(opts)} ({_options_text(decision)})")
        return answer
    if isinstance(decision, YesNo):
        if not isinstance(answer, bool):
            raise AnswerError("answer yes or no")
        return answer
    if isinstance(decision, ChooseOrder):
        order = tuple(answer)
        if sorted(order) != sorted(opts):
            raise AnswerError(f"give all of these cards in the new order: {', '.join(opts)}")
        return order
    raise AnswerError(f"unknown decision {type(decision).__name__}")


def all_answers(decision: Decision) -> Iterator[Any]:
    """Every legal normalised answer to ``decision``, lazily: declining first
    when allowed; card and color choices as sets, in the order offered."""
    own = decision.own_answers()
    if own is not None:
        yield from own
        return
    opts = decision.options
    match decision:
        case ChooseCards() | ChooseColor():
            sizes = dict.fromkeys([0] if decision.optional else [])
            sizes.update(dict.fromkeys(range(decision.min, min(decision.max, len(opts)) + 1)))
            for size in sizes:
                yield from itertools.combinations(opts, size)
        case ChoosePlayer() | ChooseValue():
            if decision.optional:
                yield None
            yield from opts
        case ChooseAlternative():
            if decision.optional:
                yield None
            yield from range(len(opts))
        case YesNo():
            yield from (True, False)
        case ChooseOrder():
            yield from itertools.permutations(opts)
