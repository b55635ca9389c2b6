"""Rich rendering shared by the commands: steps and boards."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.console import Console
from rich.text import Text

from adjudicator.core.steps import Step
from adjudicator.core.text import error_place
from adjudicator.games.innovation.engine.cards import COLORS, lookup
from adjudicator.games.innovation.engine.ending import achievement_count
from adjudicator.games.innovation.engine.state import State

if TYPE_CHECKING:
    from adjudicator.games.innovation.scenario import ScenarioResult

COLOR_STYLE = {
    "red": "bold red",
    "yellow": "bold yellow",
    "green": "bold green",
    "blue": "bold blue",
    "purple": "bold magenta",
}


def card_text(name: str) -> Text:
    found = lookup(name)
    style = COLOR_STYLE.get(str(found.color), "") if found else "bold"
    return Text(name, style=style)


def styled_sentence(text: str, names: set[str]) -> Text:
    out = Text(text)
    for name in names:
        found = lookup(name)
        if found is None:
            continue
        style = COLOR_STYLE[str(found.color)]
        out.highlight_words([name], style=style)
    return out


def print_steps(console: Console, steps: list[Step]) -> None:
    for step in steps:
        if (
            step.verb in ("decide",)
            and step.detail
            and step.detail.get("auto")
            and not (step.detail.get("options"))
        ):
            continue
        names = set(step.named)
        cause = step.cause
        inside_effect = cause.effect is not None and step.verb != "effect"
        indent = "  " * (cause.depth + (1 if cause.card else 0) + inside_effect)
        line = Text(indent)
        line.append_text(styled_sentence(step.text, names))
        if step.rule:
            line.append(f"  [{step.rule}]", style="dim")
        console.print(line)


def print_state(console: Console, state: State) -> None:
    """One block per player: piles top card first, then hand, score, achievements."""
    console.print(Text(f"turn {state.turn}: {state.current_name} to act", style="bold underline"))
    for p in state.players:
        head = Text(p.name, style="bold")
        achieved = achievement_count(state, p.name)  # with Cities' flags and fountains
        head.append(f"  {p.score_points()} points, {achieved} achievements")
        console.print(head)
        for c in COLORS:
            pile = p.board[c]
            if not pile.cards:
                continue
            line = Text(f"  {c}", style=COLOR_STYLE[str(c)])
            if pile.splay != "none":
                line.append(f" (splayed {pile.splay})")
            line.append(": " + ", ".join(pile.cards))
            console.print(line)
        zones = (
            ("hand", p.hand),
            ("score", p.score),
            ("achievements", p.achievements),
            ("forecast", p.forecast),  # ECHO-21
            ("display", p.display),  # ART-11
        )
        for zone, cards in zones:
            if cards:
                console.print(Text(f"  {zone}: " + ", ".join(cards)))
    ages = [f"age {found.age}" for a in state.achievements if (found := lookup(a))]
    available = ", ".join([*ages, *state.specials]) or "none"
    console.print(Text(f"available achievements: {available}"))
    if state.relics:  # ART-18
        console.print(Text(f"relics beside the piles: {', '.join(state.relics)}"))


def print_result(console: Console, result: ScenarioResult) -> None:
    """A scenario's result: the steps, the position, then the end, what is asked or the error."""
    print_steps(console, result.game.steps)
    print_state(console, result.game.state)
    st = result.game.state
    if st.phase == "over":
        winners = ", ".join(st.winners)
        console.print(Text.assemble(("game over", "bold"), f" ({st.game_over}): winner {winners}"))
    if result.pending is not None:
        d = result.pending
        options = ", ".join(map(str, d.options))
        console.print(
            Text.assemble(("pending", "bold"), f": {d.player} must {d.prompt} (options: {options})")
        )
    if result.error is not None:
        e = result.error
        rule = f" ({e.rule})" if e.rule else ""
        console.print(
            Text.assemble(
                ("error", "bold red"), f" at {error_place(e.action, e.answer)}: {e.message}{rule}"
            )
        )
