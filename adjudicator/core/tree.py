"""Decision trees of one action's resolution, for any game, drawn with Graphviz.

:func:`explore` takes a position (a :class:`~adjudicator.core.game.Position`)
just before an action and tries every legal answer at every decision the
action asks. Each node is reached from a clone of that position, resolving the
action along the node's path of answers; earlier actions are never re-run. A
draw whose card is not fixed is a chance node (the game raises
:class:`NeedChance`), one branch per card that could come. Identical outcomes
(by the game's ``outcome_key``) are merged into one leaf. :func:`to_dot` draws
the tree: one cluster per part of the action, chance nodes as dashed ellipses,
the path the game actually took in red, and a note wherever a limit cut the
tree. Nothing here knows a particular game.
"""

from __future__ import annotations

import html
import itertools
import textwrap
from collections import deque
from collections.abc import Callable, Hashable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, Literal, TypeVar

from adjudicator.core.decisions import (
    ChooseAlternative,
    ChooseCards,
    ChooseColor,
    ChooseOrder,
    Decision,
    all_answers,
)
from adjudicator.core.game import Position
from adjudicator.core.problems import AdjudicatorError
from adjudicator.core.steps import Cause
from adjudicator.core.text import one_line, shortened

if TYPE_CHECKING:
    import graphviz  # imported where a tree is drawn: the engine imports this module


class GraphvizMissing(AdjudicatorError):
    code = "graphviz-missing"
    exit_code = 3


NodeKind = Literal["action", "decision", "chance", "outcome", "cut"]


@dataclass
class Edge:
    label: str
    target: Node
    taken: bool = False
    cards: tuple[tuple[str, str], ...] = ()  # card names in the label, with their colour


@dataclass
class Node:
    id: str
    kind: NodeKind
    title: str
    lines: list[str] = field(default_factory=list)
    cluster: str | None = None
    edges: list[Edge] = field(default_factory=list)
    taken: bool = False
    paths: int = 0
    win: bool = False


@dataclass
class Limits:
    depth: int = 10  # decisions and draws along one path
    nodes: int = 150  # decision, chance and outcome nodes in all
    chance: int = 6  # cards shown per chance node


@dataclass
class DecisionTree:
    root: Node
    title: str
    limits: Limits
    outcomes: list[Node] = field(default_factory=list)
    nodes: int = 0
    cut_by_depth: int = 0
    cut_by_nodes: int = 0
    capped_chances: int = 0

    def walk(self) -> Iterator[Node]:
        """Every node once, the root first."""
        seen: set[str] = set()
        todo = [self.root]
        while todo:
            node = todo.pop(0)
            if node.id in seen:
                continue
            seen.add(node.id)
            yield node
            todo.extend(e.target for e in node.edges)

    @property
    def notes(self) -> list[str]:
        out = []
        if self.cut_by_depth:
            out.append(
                f"cut at depth {self.limits.depth} in {self.cut_by_depth} place(s) (--depth)"
            )
        if self.cut_by_nodes:
            out.append(
                f"node limit {self.limits.nodes} reached: "
                f"{self.cut_by_nodes} branch(es) not explored (--max-nodes)"
            )
        if self.capped_chances:
            out.append(
                f"{self.capped_chances} chance node(s) show only "
                f"{self.limits.chance} of the cards that could be drawn (--max-chance)"
            )
        return out


# ---------------------------------------------------------------------------
# chance


class NeedChance(Exception):
    """Raised by a game when a draw's card is not fixed: the explorer branches
    on ``candidates`` (``top``: the card the game's own order would give)."""

    def __init__(self, title: str, candidates: list[str], cause: Cause, top: str) -> None:
        super().__init__(title)
        self.title = title
        self.candidates = candidates
        self.cause = cause
        self.top = top


# ---------------------------------------------------------------------------
# exploring

G = TypeVar("G", bound=Position[Any])
# gets a fresh clone ready: the chance draws along a path come out as listed
Prepare = Callable[[G, list[str]], None]


@dataclass(frozen=True)
class _Move:
    kind: Literal["answer", "draw"]
    value: Any


@dataclass
class _Todo:
    node: Node
    path: tuple[_Move, ...]
    depth: int
    on_path: bool  # on the path the game took
    decision: Decision | None = None
    need: NeedChance | None = None


def explore(
    game: G,
    action: Any,
    prepare: Prepare[G],
    *,
    taken: Sequence[Any] = (),
    drawn: Sequence[str] = (),
    limits: Limits | None = None,
) -> DecisionTree:
    """The decision tree of ``action`` from ``game`` (positioned just before it).

    The highlighted path follows ``taken``, the answers actually given, and
    ``drawn``, the cards actually drawn at chance nodes (by default the card
    the game's own order gives). ``prepare`` readies each clone so that its
    chance draws give the path's cards, then raise :class:`NeedChance`.
    """
    real = _Path(list(taken), list(drawn))
    return _Explorer(game, action, real, prepare, limits or Limits()).run()


@dataclass(frozen=True)
class _Path:
    """What actually happened: the answers and the chance draws, in order."""

    answers: list[Any]
    draws: list[str]

    def answer(self, moves: Sequence[_Move]) -> Any:
        done = sum(1 for m in moves if m.kind == "answer")
        return self.answers[done] if done < len(self.answers) else _NONE

    def draw(self, moves: Sequence[_Move], need: NeedChance) -> str:
        done = sum(1 for m in moves if m.kind == "draw")
        return self.draws[done] if done < len(self.draws) else need.top


class _Explorer(Generic[G]):
    def __init__(
        self,
        game: G,
        action: Any,
        real: _Path,
        prepare: Prepare[G],
        limits: Limits,
    ) -> None:
        game.check(action)  # IllegalAction, with its rule, before anything
        self.game = game
        self.action = action
        self.real = real
        self.prepare = prepare
        self.limits = limits
        self.ids = itertools.count()
        self.outcomes: dict[Hashable, Node] = {}
        self.queue: deque[_Todo] = deque()
        self.count = 0  # nodes made, cut markers aside
        title = game.describe(action)
        root = self._new("action", title)
        root.taken = True
        self.tree = DecisionTree(root, title, limits)

    def run(self) -> DecisionTree:
        child = self._reach((), depth=0, on_path=True)
        self.tree.root.edges.append(Edge("", child, taken=True))
        while self.queue:
            self._expand(self.queue.popleft())
        self.tree.outcomes = list(self.outcomes.values())
        self.tree.nodes = self.count
        return self.tree

    def _new(self, kind: NodeKind, title: str, **kw: Any) -> Node:
        node = Node(f"n{next(self.ids)}", kind, title, **kw)
        if kind != "cut":
            self.count += 1
        return node

    def _resolve(self, path: tuple[_Move, ...]) -> tuple[G, NeedChance | None]:
        g = self.game.clone()
        self.prepare(g, [m.value for m in path if m.kind == "draw"])
        try:
            g.apply(self.action)
            for move in path:
                if move.kind == "answer":
                    g.answer(move.value)
        except NeedChance as need:
            return g, need
        return g, None

    def _reach(self, path: tuple[_Move, ...], *, depth: int, on_path: bool) -> Node:
        """The node at the end of ``path``: an outcome, or a node to expand."""
        g, need = self._resolve(path)
        if need is None and g.pending is None:
            return self._outcome(g, on_path)
        if self.count >= self.limits.nodes:
            self.tree.cut_by_nodes += 1
            return self._new("cut", "not explored: node limit")
        if need is not None:
            node = self._new("chance", need.title, cluster=g.part(self.action, need.cause))
        else:
            assert g.pending is not None
            node = self._new(
                "decision",
                _decision_title(g.pending),
                cluster=g.part(self.action, g.effect_cause),
            )
        node.taken = on_path
        self.queue.append(_Todo(node, path, depth, on_path, g.pending, need))
        return node

    def _expand(self, todo: _Todo) -> None:
        if todo.depth >= self.limits.depth:
            self.tree.cut_by_depth += 1
            cut = self._new("cut", f"not explored past depth {self.limits.depth}")
            todo.node.edges.append(Edge("…", cut))
            return
        if todo.need is not None:
            self._expand_chance(todo, todo.need)
        elif todo.decision is not None:
            self._expand_decision(todo, todo.decision)

    def _expand_decision(self, todo: _Todo, decision: Decision) -> None:
        wanted = self.real.answer(todo.path) if todo.on_path else _NONE
        for value in all_answers(decision):
            if self.count >= self.limits.nodes:
                self.tree.cut_by_nodes += 1
                todo.node.edges.append(Edge("…", self._new("cut", "more answers not explored")))
                return
            hit = wanted is not _NONE and _same(decision, value, wanted)
            child = self._reach(
                (*todo.path, _Move("answer", value)), depth=todo.depth + 1, on_path=hit
            )
            label, cards = answer_label(decision, value, self.game.card_color)
            todo.node.edges.append(Edge(label, child, taken=hit, cards=self._colored(cards)))

    def _expand_chance(self, todo: _Todo, need: NeedChance) -> None:
        actual = self.real.draw(todo.path, need) if todo.on_path else None
        first = actual if actual in need.candidates else need.top
        shown = [first, *sorted(c for c in need.candidates if c != first)]
        cap = self.limits.chance
        for name in shown[:cap]:
            hit = name == actual
            child = self._reach(
                (*todo.path, _Move("draw", name)), depth=todo.depth + 1, on_path=hit
            )
            todo.node.edges.append(Edge(name, child, taken=hit, cards=self._colored((name,))))
        if len(shown) > cap:
            self.tree.capped_chances += 1
            more = self._new("cut", f"{len(shown) - cap} more card(s) not shown")
            todo.node.edges.append(Edge("…", more))

    def _colored(self, names: Sequence[str]) -> tuple[tuple[str, str], ...]:
        """The card names among ``names``, each with its colour."""
        return tuple((n, c) for n in names if (c := self.game.card_color(n)) is not None)

    def _outcome(self, g: G, on_path: bool) -> Node:
        key = g.outcome_key()
        node = self.outcomes.get(key)
        if node is None:
            lines = g.outcome_summary(self.game)
            node = self._new("outcome", "outcome", lines=lines, win=bool(g.winners))
            self.outcomes[key] = node
        node.paths += 1
        node.taken = node.taken or on_path
        return node


class _NoAnswer:
    pass


_NONE = _NoAnswer()


def _same(decision: Decision, a: Any, b: Any) -> bool:
    if isinstance(decision, ChooseCards | ChooseColor):
        return sorted(a or ()) == sorted(b or ())
    if isinstance(decision, ChooseOrder):
        return tuple(a) == tuple(b)
    return bool(a == b)


def answer_label(
    decision: Decision, value: Any, card_color: Callable[[str], str | None]
) -> tuple[str, tuple[str, ...]]:
    """The edge's text, and the card names in it (``card_color``: None for a non-card)."""
    if value is None or value == ():
        return ("decline" if decision.optional else "nothing"), ()
    if isinstance(value, bool):
        return ("yes" if value else "no"), ()
    if isinstance(decision, ChooseAlternative):
        return textwrap.shorten(str(decision.options[value]), 48, placeholder="…"), ()
    if isinstance(decision, ChooseOrder):
        return " › ".join(value), tuple(value)
    if isinstance(value, tuple):
        names = tuple(str(v) for v in value if card_color(str(v)) is not None)
        return " + ".join(str(v) for v in value), names
    return str(value), ()


def _decision_title(d: Decision) -> str:
    may = " (may decline)" if d.optional and "may" not in d.prompt else ""
    return f"{d.player} decides: {d.prompt}{may}"


# ---------------------------------------------------------------------------
# drawing


TAKEN = "#d62728"

_SHAPES: dict[str, dict[str, str]] = {
    "action": {"shape": "box", "style": "filled,bold", "fillcolor": "#eeeeee"},
    "decision": {"shape": "box", "style": "rounded,filled", "fillcolor": "#dbe9f6"},
    "chance": {"shape": "ellipse", "style": "dashed,filled", "fillcolor": "#fff3c4"},
    "outcome": {"shape": "note", "style": "filled", "fillcolor": "#e8f5e9"},
    "cut": {"shape": "box", "style": "dotted", "fontcolor": "#777777", "color": "#999999"},
}


def _esc(text: str) -> str:
    return html.escape(one_line(shortened(text, LABEL_LIMIT)), quote=True)


LABEL_LIMIT = 300  # characters of one text in a picture: a 10 MB name would not draw


def _wrapped(text: str, width: int = 44) -> str:
    lines = textwrap.wrap(shortened(text, LABEL_LIMIT), width)
    return "<br/>".join(_esc(t) for t in lines or [""])


def _styled_cards(label: str, cards: Sequence[tuple[str, str]]) -> str:
    """The edge text, escaped, with each card name in its colour."""
    text = _esc(label)
    for name, color in dict.fromkeys(cards):
        text = text.replace(_esc(name), f'<font color="{color}">{_esc(name)}</font>')
    return text


def _node_label(node: Node) -> str:
    if node.kind == "outcome":
        head = "<b>outcome</b>" + (f" (reached {node.paths} ways)" if node.paths > 1 else "")
        body = "<br/>".join(_wrapped(line, 56) for line in node.lines)
        return f"<{head}<br/>{body}>"
    if node.kind == "action":
        return f"<<b>{_esc(node.title)}</b>>"
    return f"<{_wrapped(node.title)}>"


def to_dot(tree: DecisionTree, *, title: str | None = None) -> graphviz.Digraph:
    import graphviz

    dot = graphviz.Digraph("decisions", encoding="utf-8")
    heading = title or tree.title
    notes = [
        f"{len(tree.outcomes)} distinct outcome(s); red: the path the game took",
        *tree.notes,
    ]
    dot.attr(
        label=f"<<b>{_esc(heading)}</b><br/>{'<br/>'.join(_esc(n) for n in notes)}>",
        labelloc="t",
        fontname="Helvetica",
        rankdir="LR",
        nodesep="0.25",
        ranksep="0.5",
    )
    dot.attr("node", fontname="Helvetica", fontsize="11")
    dot.attr("edge", fontname="Helvetica", fontsize="10")
    nodes = list(tree.walk())
    clusters: dict[str, list[Node]] = {}
    for node in nodes:
        if node.cluster is not None:
            clusters.setdefault(node.cluster, []).append(node)
        else:
            _draw_node(dot, node)
    for number, (name, members) in enumerate(clusters.items()):
        with dot.subgraph(name=f"cluster_{number}") as sub:
            sub.attr(label=f"<{_esc(name)}>", style="rounded", color="#8c8c8c")
            for node in members:
                _draw_node(sub, node)
    for node in nodes:
        for edge in node.edges:
            attrs = {"color": TAKEN, "penwidth": "2.5"} if edge.taken else {}
            label = _styled_cards(edge.label, edge.cards)
            dot.edge(node.id, edge.target.id, label=f"<{label}>", **attrs)
    return dot


def _draw_node(dot: graphviz.Digraph, node: Node) -> None:
    attrs = dict(_SHAPES[node.kind])
    if node.win:
        attrs["fillcolor"] = "#ffd54f"
    if node.taken and node.kind != "cut":
        attrs.update(color=TAKEN, penwidth="2.5")
    dot.node(node.id, label=_node_label(node), **attrs)


FORMATS = (".dot", ".gv", ".svg", ".png")


def write(tree: DecisionTree, path: Path, *, title: str | None = None) -> None:
    """Write ``tree`` as DOT, SVG or PNG, by ``path``'s suffix."""
    import graphviz

    suffix = path.suffix.lower()
    dot = to_dot(tree, title=title)
    if suffix in (".dot", ".gv"):
        path.write_text(dot.source, encoding="utf-8")
        return
    if suffix not in FORMATS:
        raise ValueError(f"unknown output format {suffix!r}: use .dot, .svg or .png")
    try:
        data = dot.pipe(format=suffix[1:])
    except graphviz.ExecutableNotFound:
        raise GraphvizMissing(
            "drawing .svg or .png needs Graphviz's `dot` program, which is not installed: "
            "install Graphviz (`apt-get install graphviz`, `brew install graphviz`, or "
            "https://graphviz.org/download/), or write a .dot file, which needs nothing"
        ) from None
    except graphviz.CalledProcessError as exc:
        reason = (exc.stderr or b"").decode("utf-8", "replace").strip().splitlines()[:1]
        raise AdjudicatorError(
            f"Graphviz could not draw the tree: {one_line(reason[0]) if reason else exc}"
        ) from None
    path.write_bytes(data)
