"""Rich rendering shared by the commands: steps and boards."""

from __future__ import annotations

from rich.console import Console
from rich.table import Table
from rich.text import Text

from adjudicator.innovation.cards import COLORS, lookup
from adjudicator.innovation.state import State
from adjudicator.steps import Step

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
        names = {n for n in (step.card, *step.cards) if n}
        indent = "  " * (step.depth + (1 if step.effect_card else 0))
        line = Text(indent)
        line.append_text(styled_sentence(step.text, names))
        if step.rule:
            line.append(f"  [{step.rule}]", style="dim")
        console.print(line)


def print_state(console: Console, state: State) -> None:
    table = Table(title=f"turn {state.turn}: {state.current_name} to act", show_lines=True)
    table.add_column("player", style="bold")
    for c in COLORS:
        table.add_column(str(c), style=COLOR_STYLE[str(c)])
    table.add_column("hand")
    table.add_column("score")
    table.add_column("achievements")
    for p in state.players:
        row = [p.name]
        for c in COLORS:
            pile = p.board[c]
            if not pile.cards:
                row.append("")
                continue
            splay = f" ({pile.splay})" if pile.splay != "none" else ""
            row.append("\n".join(pile.cards) + splay)
        row.append("\n".join(p.hand))
        row.append(f"{p.score_points()} pts\n" + "\n".join(p.score))
        row.append("\n".join(p.achievements))
        table.add_row(*row)
    console.print(table)
    ages = [f"age {found.age}" for a in state.achievements if (found := lookup(a))]
    console.print(
        "available achievements: "
        + ", ".join(ages)
        + (", " if state.achievements and state.specials else "")
        + ", ".join(state.specials)
    )
