"""The sentences of an explanation: :class:`Line`, and the words for steps,
decisions and counts that every kind of action uses."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from adjudicator.core.decisions import core_kind
from adjudicator.core.explain import Line as Line
from adjudicator.core.steps import Step

CHANGES = frozenset(
    {
        "draw",
        "meld",
        "tuck",
        "score",
        "return",
        "transfer",
        "exchange",
        "reveal",
        "splay",
        "unsplay",
        "rearrange",
        "remove",
        "achieve",
    }
)

_PLURALS = {"leaf": "leaves", "factory": "factories"}


def plural(icon: str) -> str:
    return _PLURALS.get(icon, icon + "s")


def icons(n: int, icon: str) -> str:
    """ "1 castle", "3 leaves"."""
    return f"{n} {icon if n == 1 else plural(icon)}"


def listing(items: Sequence[Any], word: str = "and") -> str:
    texts = [str(i) for i in items]
    if len(texts) <= 1:
        return "".join(texts)
    return f"{', '.join(texts[:-1])} {word} {texts[-1]}"


def step_line(step: Step, index: int, *, melded_by_action: bool = False) -> Line:
    if step.verb == "decide":
        return Line(decision_text(step), "decision", step.rule, index)
    kind = {
        "claim": "claim",
        "game_over": "game_over",
        "turn": "turn",
        "execute": "execute",
        "note": "note",
        "would": "would",  # an event replaced (FIG-16): what happens instead follows
    }.get(step.verb, "change" if step.verb in CHANGES else step.verb)
    text = step.text
    if melded_by_action and step.verb == "meld" and step.dst is not None:
        color = step.dst.color
        text = f"{text}: it goes on top of {step.actor}'s {color} pile"
    return Line(text, kind, step.rule, index)


def decision_text(step: Step) -> str:
    """Who chose what, among which options."""
    d = step.detail or {}
    who = step.actor or "someone"
    prompt = d.get("prompt")
    if prompt is None:
        return step.text
    asked = f'"{prompt}"'
    options = list(d.get("options", []))
    answer = d.get("answer")
    kind = core_kind(str(d.get("decision")))  # Echoes' "promote" is answered as "cards"
    if d.get("auto") and not options:
        return f"{who} has nothing to choose for {asked}: no option fits"
    chosen = _answer_words(kind, answer, options)
    if d.get("auto"):
        return f"{who} has only one possibility for {asked}: {chosen}"
    if kind == "yes_no":
        return f"{who} answers {chosen} to {asked}"
    if kind == "order":
        return f"{who} orders the cards {chosen} (top first) for {asked}"
    if answer is None or answer == []:
        return f"{who} declines {asked} (could have chosen {listing(_shown(kind, options), 'or')})"
    return f"{who} chooses {chosen} for {asked}, out of {listing(_shown(kind, options))}"


def _shown(kind: Any, options: list[Any]) -> list[str]:
    if kind == "alternative":
        return [f'"{o}"' for o in options]
    return [str(o) for o in options]


def _answer_words(kind: Any, answer: Any, options: list[Any]) -> str:
    if kind == "yes_no":
        return "yes" if answer else "no"
    if kind == "alternative" and isinstance(answer, int) and 0 <= answer < len(options):
        return f'"{options[answer]}"'
    if isinstance(answer, list):
        return listing(answer) if answer else "nothing"
    return "nothing" if answer is None else str(answer)
