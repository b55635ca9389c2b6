"""Explanations of one action, read from the steps it produced.

For a Dogma action: the featured icon and every player's count, who shares
and who is vulnerable and why (DOGMA-2), each effect in order with each
player's execution, every decision (who chose what, among which options),
every state change with its rule, special achievements claimed on the way,
the free draw or why there was none (DOGMA-6) and the end of the game. Draw,
Meld and Achieve actions say why that age, that pile, that achievement.

:func:`explain_steps` turns one action's steps into a tree of :class:`Line`
(records and scenarios alike); :func:`rich_tree` draws it and
``msgspec.json.encode`` gives the same structure as JSON.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import msgspec
from rich.text import Text
from rich.tree import Tree

from adjudicator.core.decisions import Decision
from adjudicator.core.steps import Step, StepOut, steps_out
from adjudicator.games.innovation.positions import ActionRun
from adjudicator.games.innovation.render import styled_sentence
from adjudicator.games.innovation.scenario import ActionSpec, ScenarioResult, ScenarioSpec
from adjudicator.games.innovation.visibility import Viewer, names_in


class Line(msgspec.Struct, omit_defaults=True):
    """One sentence of an explanation, with the rule it applies and what it
    reads: ``step`` is the index of its step among the action's steps."""

    text: str
    kind: str
    rule: str | None = None
    step: int | None = None
    children: list[Line] = msgspec.field(default_factory=list)


class ActionExplanation(msgspec.Struct):
    number: int  # 1-based, in the order taken
    player: str
    action: str
    turn: int | None
    explanation: Line
    steps: list[StepOut]


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


def _listing(items: Sequence[Any], word: str = "and") -> str:
    texts = [str(i) for i in items]
    if len(texts) <= 1:
        return "".join(texts)
    return f"{', '.join(texts[:-1])} {word} {texts[-1]}"


# ---------------------------------------------------------------------------
# one action


def explain_steps(steps: Sequence[Step], *, finished: bool = True) -> Line:
    """The explanation of one action: ``steps`` starts with its "action" step;
    ``finished`` is False when the action waits for an answer."""
    if not steps or steps[0].verb != "action":
        raise ValueError("an action's steps start with its 'action' step")
    first = steps[0]
    kind = (first.detail or {}).get("action")
    root = Line(first.text, "action", first.rule, 0)
    if kind == "dogma" and not (first.detail or {}).get("outside"):
        _DogmaExplainer(root, steps, finished).run()
    else:
        root.children.extend(_action_reasons(kind, first))
        for index, step in enumerate(steps[1:], 1):
            root.children.append(_step_line(step, index, melded_by_action=kind == "meld"))
    return root


def _action_reasons(kind: Any, step: Step) -> list[Line]:
    """Why a Draw takes that age (DRAW-1) and why an Achieve is allowed (ACHIEVE-1)."""
    d = step.detail or {}
    who = step.actor
    if kind == "draw" and "highest_top" in d:
        top = d["highest_top"]
        if not d.get("top_cards"):
            text = f"{who} has no top card (value 0), so {who} draws a 1"
        else:
            text = (
                f"{who}'s highest top card is {_listing(d['top_cards'])} (value {top}), "
                f"so {who} draws a {top}"
            )
        return [Line(text, "why", "DRAW-1", 0)]
    if kind == "achieve" and "points" in d:
        age = d["age"]
        text = (
            f"{who} has {d['points']} points, at least 5 × {age} = {d['points_needed']}, "
            f"and a highest top card of value {d['highest_top']}, at least {age}: "
            f"the age {age} achievement can be claimed"
        )
        return [Line(text, "why", "ACHIEVE-1", 0)]
    return []


def _step_line(step: Step, index: int, *, melded_by_action: bool = False) -> Line:
    if step.verb == "decide":
        return Line(decision_text(step), "decision", step.rule, index)
    kind = {
        "claim": "claim",
        "game_over": "game_over",
        "turn": "turn",
        "execute": "execute",
        "note": "note",
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
    kind = d.get("decision")
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
        return f"{who} declines {asked} (could have chosen {_listing(_shown(kind, options), 'or')})"
    return f"{who} chooses {chosen} for {asked}, out of {_listing(_shown(kind, options))}"


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
        return _listing(answer) if answer else "nothing"
    return "nothing" if answer is None else str(answer)


# ---------------------------------------------------------------------------
# the Dogma action


class _DogmaExplainer:
    """Files each step under the effect and the execution it belongs to."""

    def __init__(self, root: Line, steps: Sequence[Step], finished: bool) -> None:
        self.root = root
        self.steps = steps
        self.finished = finished
        self.dogma: Step | None = None
        self.effects: list[Line] = []
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
        for effect in self.effects:
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
        todo = [c for e in self.effects for c in e.children]
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
            self.after.append(_step_line(step, index))
        else:
            self._inside(step, index)

    def _counts(self, step: Step, index: int) -> None:
        self.dogma = step
        self.root.children.append(sharing_line(step, index))
        effects = (step.detail or {}).get("effects", [])
        for number, effect in enumerate(effects, 1):
            kind = "demand" if effect["demand"] else "effect"
            line = Line(f'{kind} {number} of {len(effects)}: "{effect["text"]}"', "effect")
            self.effects.append(line)
        self.root.children.extend(self.effects)

    def _execution(self, step: Step, index: int) -> None:
        depth = step.cause.depth
        parent: Line | None
        if depth == 0:
            if step.cause.effect is None or step.cause.effect >= len(self.effects):
                return
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
        if step.cause.demand:
            return f"{who} executes the demand: it applies to {who}"
        if who != leader:
            return f"{who} shares it and executes it before {leader}"
        return f"{who} executes it"

    def _current(self, depth: int) -> Line | None:
        """The execution running at ``depth`` (the deepest one if shallower)."""
        return self.open[min(depth, len(self.open) - 1)] if self.open else None

    def _inside(self, step: Step, index: int) -> None:
        line = _step_line(step, index)
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
                    f"no free draw: only {_listing(partners)}, a partner, shared",
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
        return Line("nobody is vulnerable, so nobody executes it", "note", "DOGMA-5")


def _about_free_draw(step: Step) -> bool:
    """The free draw itself, or the note saying why there is none (DOGMA-6)."""
    return step.cause.free_draw or (step.verb == "note" and step.rule == "DOGMA-6")


def _skipped_piles(step: Step, index: int) -> list[Line]:
    """DRAW-2: a draw from an empty pile draws from the next higher one."""
    d = step.detail or {}
    age, drawn = d.get("age"), d.get("drawn_age")
    if age is None or drawn is None or drawn == max(age, 1):
        return []
    empty = "pile is" if drawn == max(age, 1) + 1 else "piles are"
    ages = _listing([str(a) for a in range(max(age, 1), drawn)])
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


# ---------------------------------------------------------------------------
# actions of a scenario


def pending_line(decision: Decision, options: Sequence[Any] | None = None) -> Line:
    shown = list(decision.options if options is None else options)
    listing = f" (options: {_listing(shown, 'or')})" if shown else ""
    return Line(
        f'waiting for {decision.player} to answer "{decision.prompt}"{listing}',
        "pending",
        decision.rule,
    )


def explain_run(run: ActionRun, *, viewer: str | None = None) -> ActionExplanation:
    """One resolved action, as ``viewer`` saw it (everything when None)."""
    steps = list(run.steps)
    view = Viewer(run.before.state, viewer) if viewer else None
    if view is not None:
        steps = [view.redact(s) for s in steps]
    line = explain_steps(steps, finished=run.pending is None)
    if run.pending is not None:
        options = list(run.pending.options)
        if view is not None and viewer != run.pending.player:
            options = view.hide_unseen(options)
        line.children.append(pending_line(run.pending, options))
    detail = steps[0].detail or {}
    return ActionExplanation(
        run.number,
        run.action.player,
        str(detail.get("action")),
        detail.get("turn"),
        line,
        steps_out(steps),
    )


def explain_scenario(
    spec: ScenarioSpec,
    runs: Sequence[ActionRun],
    result: ScenarioResult,
    *,
    viewer: str | None = None,
) -> list[ActionExplanation]:
    """Every action of a resolved scenario, with the illegal one (if any) last."""
    out = [explain_run(run, viewer=viewer) for run in runs]
    error = result.error
    if error is None:
        return out
    rule = error.rule
    if error.action is not None:
        action = spec.actions[error.action]
        line = Line(f"{_spec_text(action)}: not allowed, {error.message}", "error", rule)
        turn = result.game.state.turn
        out.append(
            ActionExplanation(error.action + 1, action.player, action.action, turn, line, [])
        )
    elif out:
        out[-1].explanation.children.append(Line(f"not allowed: {error.message}", "error", rule))
    return out


def select(
    explanations: Sequence[ActionExplanation], *, action: int | None, turn: int | None
) -> list[ActionExplanation]:
    """The explanations of action number ``action`` and/or of turn ``turn``."""
    return [
        e
        for e in explanations
        if (action is None or e.number == action) and (turn is None or e.turn == turn)
    ]


def _spec_text(a: ActionSpec) -> str:
    what = a.card or (f"age {a.age}" if a.age is not None else "")
    return f"{a.player} takes the {a.action.replace('_', ' ').capitalize()} action" + (
        f": {what}" if what else ""
    )


# ---------------------------------------------------------------------------
# drawing


_STYLES = {
    "action": "bold",
    "game_over": "bold",
    "claim": "bold",
    "free_draw": "bold",
    "effect": "italic",
    "pending": "yellow",
    "error": "bold red",
}


def line_text(line: Line) -> Text:
    """A line with card names in their color and the rule dimmed."""
    text = styled_sentence(line.text, set(names_in(line.text)))
    text.stylize(_STYLES.get(line.kind, ""))
    if line.rule:
        text.append(f"  [{line.rule}]", style="dim")
    return text


def rich_tree(line: Line) -> Tree:
    tree = Tree(line_text(line))
    _grow(tree, line.children)
    return tree


def _grow(tree: Tree, lines: list[Line]) -> None:
    for line in lines:
        _grow(tree.add(line_text(line)), line.children)
