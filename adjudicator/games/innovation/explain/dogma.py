"""The explanation of a Dogma action: the counts (DOGMA-2), each effect and
each player's execution of it, every decision and change filed under the
execution it belongs to, and the free draw or why there was none (DOGMA-6)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from adjudicator.core.steps import Step
from adjudicator.games.innovation.explain.lines import Line, icons, listing, plural, step_line


class DogmaExplainer:
    """Files each step under the effect and the execution it belongs to."""

    def __init__(self, root: Line, steps: Sequence[Step], finished: bool) -> None:
        self.root = root
        self.steps = steps
        self.finished = finished
        self.dogma: Step | None = None
        self.effects: list[Line] = []
        self.echo_lines: dict[str, Line] = {}  # the echo effects run first (ECHO-14), by card
        self.open: list[Line] = []  # the executions running, by depth
        self.executes: dict[int, Line] = {}  # the last "execute" line, by depth
        self.executor: str | None = None  # who runs the depth-0 execution
        self.reason: tuple[int, Step] | None = None  # a sharing opponent's first change
        self.free_draw: Line | None = None
        self.after: list[Line] = []  # what follows the effects and the free draw
        self.ended = False
        self.cut_short = False

    def run(self) -> None:
        for index, step in enumerate(self.steps[1:], 1):
            self._file(step, index)
        if self.dogma is None:
            return
        for effect in [*self.echo_lines.values(), *self.effects]:
            if not effect.children:
                effect.children.append(self._not_executed(effect))
        running = self.open[-1] if self._waiting and self.open else None
        for line in self._executions():
            if not line.children and line is not running:
                line.children.append(Line("nothing happens", "note"))
        free = self.free_draw or self._no_free_draw()
        self.root.children.extend([*([free] if free else []), *self.after])

    @property
    def _waiting(self) -> bool:
        return not self.finished and not self.ended

    def _executions(self) -> list[Line]:
        out: list[Line] = []
        todo = [c for e in [*self.echo_lines.values(), *self.effects] for c in e.children]
        while todo:
            line = todo.pop()
            if line.kind == "execution":
                out.append(line)
            todo.extend(line.children)
        return out

    def _file(self, step: Step, index: int) -> None:
        if step.verb == "dogma":
            self._counts(step, index)
        elif step.verb == "effect":
            self._execution(step, index)
        elif _about_free_draw(step):
            self._free_draw(step, index)
        elif step.verb == "turn":
            self.open = []
            self.after.append(step_line(step, index))
        else:
            self._inside(step, index)

    def _counts(self, step: Step, index: int) -> None:
        self.dogma = step
        self.root.children.append(sharing_line(step, index))
        for echo in (step.detail or {}).get("echoes", []):  # ECHO-14: they run first
            line = Line(f'{echo["card"]}\'s echo effect: "{echo["text"]}"', "effect", "ECHO-14")
            self.echo_lines[echo["card"]] = line
            self.root.children.append(line)
        effects = (step.detail or {}).get("effects", [])
        for number, effect in enumerate(effects, 1):
            kind = "compel" if effect.get("compel") else "demand" if effect["demand"] else "effect"
            line = Line(f'{kind} {number} of {len(effects)}: "{effect["text"]}"', "effect")
            self.effects.append(line)
        self.root.children.extend(self.effects)

    def _execution(self, step: Step, index: int) -> None:
        depth = step.cause.depth
        parent: Line | None
        if depth == 0:
            if step.cause.effect is not None and step.cause.effect < 0:
                parent = self.echo_lines.get(step.cause.card or "")
                if parent is None:
                    return
            elif step.cause.effect is None or step.cause.effect >= len(self.effects):
                return
            else:
                parent = self.effects[step.cause.effect]
            self.executor = step.cause.executor
        else:
            parent = self.executes.get(depth - 1) or self._current(depth - 1)
        line = Line(self._who_executes(step), "execution", step.rule, index)
        (parent.children if parent else self.after).append(line)
        del self.open[depth:]
        self.open.append(line)

    def _who_executes(self, step: Step) -> str:
        who, leader = step.cause.executor, step.cause.leader
        if step.cause.depth > 0:
            return step.text
        if step.rule == "ART-16":
            return f"{who} shares, so {who} is compelled: it applies to {who}"
        if step.cause.demand:
            return f"{who} executes the demand: it applies to {who}"
        if who != leader:
            return f"{who} shares it and executes it before {leader}"
        return f"{who} executes it"

    def _current(self, depth: int) -> Line | None:
        """The execution running at ``depth`` (the deepest one if shallower)."""
        return self.open[min(depth, len(self.open) - 1)] if self.open else None

    def _inside(self, step: Step, index: int) -> None:
        line = step_line(step, index)
        if step.verb == "game_over":
            self.ended = True
        if step.verb == "note" and step.rule == "DOGMA-1":
            self.cut_short = True
        if step.cause.card is None:  # SPECIAL-1 claims, the end: where they happen
            target = self._current(len(self.open) - 1)
        elif step.cause.effect is None:  # about the whole Dogma action
            target = None
        else:
            target = self._current(step.cause.depth)
        (target.children if target else self.after).append(line)
        if step.verb == "execute":
            self.executes[step.cause.depth] = line
        if step.change and self.reason is None and self._by_sharing_opponent(step):
            self.reason = (index, step)

    def _by_sharing_opponent(self, step: Step) -> bool:
        d = (self.dogma.detail if self.dogma else None) or {}
        who = self.executor
        return (
            bool(self.open)
            and who is not None
            and who in d.get("sharing", [])
            and who not in d.get("partners", [])
            and not step.cause.demand
        )

    def _free_draw(self, step: Step, index: int) -> None:
        self.open = []
        # the free draw is a DOGMA-6 step even when it skips an empty pile (DRAW-2)
        line = Line(step.text, "free_draw", "DOGMA-6" if step.cause.free_draw else step.rule, index)
        if step.verb == "draw" and self.reason is not None:
            at, r = self.reason
            who = r.cause.executor or r.actor
            line.children.append(
                Line(
                    f"because {who}, a sharing opponent, changed the game: {r.text}",
                    "why",
                    "DOGMA-6",
                    at,
                )
            )
            age = (step.detail or {}).get("age")
            if age is not None:
                line.children.append(
                    Line(
                        f"it is a Draw action: a {max(age, 1)}, the value of "
                        f"{step.actor}'s highest top card now",
                        "why",
                        "DRAW-1",
                        index,
                    )
                )
                line.children.extend(_skipped_piles(step, index))
        self.free_draw = line

    def _no_free_draw(self) -> Line | None:
        d = (self.dogma.detail if self.dogma else None) or {}
        if self.ended:
            why = "the game ended during the action"
        elif self.cut_short:
            why = "the Dogma action was completed early"
        elif self._waiting:
            return None
        else:
            sharing = list(d.get("sharing", []))
            partners = [n for n in sharing if n in d.get("partners", [])]
            if partners and len(partners) == len(sharing):
                return Line(
                    f"no free draw: only {listing(partners)}, a partner, shared",
                    "free_draw",
                    "TEAM-1",
                )
            why = "no opponent shared the effects"
        return Line(f"no free draw: {why}", "free_draw", "DOGMA-6")

    def _not_executed(self, effect: Line) -> Line:
        if self.ended:
            return Line("not reached: the game ended first", "note", "END-1")
        if self.cut_short:
            return Line("not reached: the Dogma action was completed early", "note", "DOGMA-1")
        if self._waiting:
            return Line("not reached yet", "note")
        if effect.text.startswith("compel"):
            return Line("no opponent shares, so nobody is compelled", "note", "ART-16")
        return Line("nobody is vulnerable, so nobody executes it", "note", "DOGMA-5")


def _about_free_draw(step: Step) -> bool:
    """The free draw itself, or the note saying why there is none (DOGMA-6)."""
    return step.cause.free_draw or (step.verb == "note" and step.rule == "DOGMA-6")


def _skipped_piles(step: Step, index: int) -> list[Line]:
    """DRAW-2: a draw from an empty pile draws from the next higher one."""
    age = max(int((step.detail or {}).get("age", 0)), 1)  # the age the rules asked for
    drawn = step.src.age if step.src is not None else None  # the pile it came from
    if drawn is None or drawn <= age:
        return []
    empty = "pile is" if drawn == age + 1 else "piles are"
    ages = listing([str(a) for a in range(age, drawn)])
    text = f"the {ages} {empty} empty, so {step.actor} draws from the {drawn} pile"
    return [Line(text, "why", "DRAW-2", index)]


def sharing_line(step: Step, index: int) -> Line:
    """DOGMA-2 in a player's words: the counts, who shares, who must obey."""
    d = step.detail or {}
    icon, counts = d["icon"], d["counts"]
    leader = step.actor or ""
    card_name = step.card
    mine = counts[leader]
    effects = d.get("effects", [])
    has_demand = any(e["demand"] for e in effects)
    has_shared = any(not e["demand"] for e in effects) or not effects
    line = Line(
        f"{card_name}'s featured icon is the {icon}; every player's visible "
        f"{plural(icon)} are counted once, now, for the whole action",
        "icons",
        "DOGMA-2",
        index,
    )
    line.children.append(Line(f"{leader}, who takes the action, has {icons(mine, icon)}", "count"))
    names = list(counts)
    seat = names.index(leader)
    for name in names[seat + 1 :] + names[:seat]:
        line.children.append(_count_line(name, leader, d, has_demand, has_shared, card_name))
    return line


def _count_line(
    name: str, leader: str, d: dict[str, Any], has_demand: bool, has_shared: bool, card_name: Any
) -> Line:
    icon = d["icon"]
    n, mine = d["counts"][name], d["counts"][leader]
    has = f"{name} has {icons(n, icon)}"
    if name in d.get("partners", []):
        role = "shares the effects" if name in d["sharing"] else "neither shares nor is vulnerable"
        return Line(f"{has}; as {leader}'s partner, {name} {role}", "count", "TEAM-1")
    if name in d["sharing"]:
        than = "as many as" if n == mine else "more than"
        if not has_shared:
            role = f"the demand does not apply to {name}"
        elif has_demand:
            role = f"{name} shares the non-demand effects and the demand does not apply to {name}"
        else:
            role = f"{name} shares the effects"
        return Line(f"{has}, {than} {leader}'s {mine}, so {role}", "count", "DOGMA-2")
    if has_demand:
        role = f"the demand applies to {name}" + (", who does not share" if has_shared else "")
    else:
        role = f"{name} does not share ({card_name} has no demand)"
    return Line(f"{has}, fewer than {leader}'s {mine}, so {role}", "count", "DOGMA-2")
