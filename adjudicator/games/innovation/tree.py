"""Decision trees of one action's resolution, drawn with Graphviz.

:func:`explore` takes a :class:`Game` positioned just before an action and
tries every legal answer at every decision the action asks. Each node is
reached from a clone of that position, resolving the action along the
node's path of answers (what :meth:`Game.clone` does too); earlier actions
are never re-run. A draw whose card is not fixed (a card of a supply pile
whose order is unknown) is a chance node, one branch per card that could be
on top. Identical outcomes are merged into one leaf. :func:`to_dot` draws the
tree: one cluster per effect, chance nodes as dashed ellipses, the path the
game actually took in red, and a note wherever a limit cut the tree.
"""

from __future__ import annotations

import html
import itertools
import textwrap
from collections import Counter, deque
from collections.abc import Collection, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

import graphviz

from adjudicator.core.decisions import (
    ChooseAlternative,
    ChooseCards,
    ChooseColor,
    ChooseOrder,
    Decision,
    all_answers,
)
from adjudicator.core.problems import AdjudicatorError
from adjudicator.games.innovation.actions import Action, Dogma, describe
from adjudicator.games.innovation.cards import COLORS, lookup
from adjudicator.games.innovation.game import Game
from adjudicator.games.innovation.rules import Cause
from adjudicator.games.innovation.state import PlayerState, State


class GraphvizMissing(AdjudicatorError):
    code = "graphviz-missing"
    exit_code = 3


NodeKind = Literal["action", "decision", "chance", "outcome", "cut"]


@dataclass
class Edge:
    label: str
    target: Node
    taken: bool = False
    cards: tuple[str, ...] = ()


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
    """A draw whose card is not fixed: the explorer must branch on it."""

    def __init__(
        self, age: int, player: str, candidates: list[str], cause: Cause, top: str
    ) -> None:
        super().__init__(f"{player} draws one of {len(candidates)} cards of age {age}")
        self.age = age
        self.player = player
        self.candidates = candidates
        self.cause = cause
        self.top = top  # what the game's own order puts on top


class ForcedDraws:
    """A draw source: fixed cards come off the top of their pile; a card of
    unknown position is the next of ``forced``, else :class:`NeedChance`."""

    def __init__(
        self, game: Game, unknown: Mapping[int, Collection[str]], forced: Sequence[str]
    ) -> None:
        self.game = game
        self.unknown = unknown
        self.forced = list(forced)
        self.used = 0

    def take(self, state: State, age: int, player: str) -> str:
        pile = state.decks[age]
        taken = set(self.forced[: self.used])
        candidates = [c for c in pile if c in self.unknown.get(age, ()) and c not in taken]
        if pile[0] not in candidates:
            return pile[0]
        if self.used < len(self.forced):
            self.used += 1
            return self.forced[self.used - 1]
        raise NeedChance(age, player, candidates, self.game.effect_cause, pile[0])


# ---------------------------------------------------------------------------
# exploring


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
    game: Game,
    action: Action,
    *,
    taken: Sequence[Any] = (),
    drawn: Sequence[str] = (),
    unknown: Mapping[int, Collection[str]] | None = None,
    limits: Limits | None = None,
) -> DecisionTree:
    """The decision tree of ``action`` from ``game`` (positioned just before it).

    The highlighted path follows ``taken``, the answers actually given, and
    ``drawn``, the cards actually drawn at chance nodes (by default the card
    the game's own pile order puts on top). ``unknown`` lists, per age, the
    supply cards whose order is not known: drawing one of them is chance.
    """
    real = _Path(list(taken), list(drawn))
    return _Explorer(game, action, real, unknown or {}, limits or Limits()).run()


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


class _Explorer:
    def __init__(
        self,
        game: Game,
        action: Action,
        real: _Path,
        unknown: Mapping[int, Collection[str]],
        limits: Limits,
    ) -> None:
        game.check(action)  # IllegalAction, with its rule, before anything
        self.game = game
        self.action = action
        self.real = real
        self.unknown = unknown
        self.limits = limits
        self.ids = itertools.count()
        self.outcomes: dict[tuple[Any, ...], Node] = {}
        self.queue: deque[_Todo] = deque()
        self.count = 0  # nodes made, cut markers aside
        root = self._new("action", describe(action))
        root.taken = True
        self.tree = DecisionTree(root, describe(action), limits)

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

    def _resolve(self, path: tuple[_Move, ...]) -> tuple[Game, NeedChance | None]:
        g = self.game.clone()
        g.source = ForcedDraws(g, self.unknown, [m.value for m in path if m.kind == "draw"])
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
            node = self._new(
                "chance", _chance_title(need), cluster=_cluster(need.cause, self.action)
            )
        else:
            assert g.pending is not None
            node = self._new(
                "decision",
                _decision_title(g.pending),
                cluster=_cluster(g.effect_cause, self.action),
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
            label, cards = answer_label(decision, value)
            todo.node.edges.append(Edge(label, child, taken=hit, cards=cards))

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
            todo.node.edges.append(Edge(name, child, taken=hit, cards=(name,)))
        if len(shown) > cap:
            self.tree.capped_chances += 1
            more = self._new("cut", f"{len(shown) - cap} more card(s) not shown")
            todo.node.edges.append(Edge("…", more))

    def _outcome(self, g: Game, on_path: bool) -> Node:
        key = _outcome_key(g)
        node = self.outcomes.get(key)
        if node is None:
            lines = outcome_lines(self.game.state, g.state)
            node = self._new("outcome", "outcome", lines=lines, win=bool(g.state.winners))
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


def answer_label(decision: Decision, value: Any) -> tuple[str, tuple[str, ...]]:
    """The edge's text, and the card names in it."""
    if value is None or value == ():
        return ("decline" if decision.optional else "nothing"), ()
    if isinstance(value, bool):
        return ("yes" if value else "no"), ()
    if isinstance(decision, ChooseAlternative):
        return textwrap.shorten(str(decision.options[value]), 48, placeholder="…"), ()
    if isinstance(decision, ChooseOrder):
        return " › ".join(value), tuple(value)
    if isinstance(value, tuple):
        names = tuple(v for v in value if lookup(str(v)))
        return " + ".join(str(v) for v in value), names
    return str(value), ()


def _decision_title(d: Decision) -> str:
    may = " (may decline)" if d.optional and "may" not in d.prompt else ""
    return f"{d.player} decides: {d.prompt}{may}"


def _chance_title(need: NeedChance) -> str:
    return (
        f"{need.player} draws from the {need.age} pile: "
        f"{len(need.candidates)} card(s) could be on top"
    )


def _cluster(cause: Cause, action: Action) -> str | None:
    if cause.card is None:
        # outside every effect, a Dogma action still draws: the free draw
        return "after the effects: the free draw (DOGMA-6)" if isinstance(action, Dogma) else None
    if cause.effect is None:
        return f"{cause.card}: after the effects"
    kind = "demand" if cause.demand else "effect"
    return f"{cause.card}: {kind} {cause.effect + 1}"


# ---------------------------------------------------------------------------
# outcomes


def _player_key(p: PlayerState) -> tuple[Any, ...]:
    board = tuple((str(c), tuple(p.board[c].cards), str(p.board[c].splay)) for c in COLORS)
    return (p.name, tuple(sorted(p.hand)), tuple(sorted(p.score)), board, tuple(p.achievements))


def _outcome_key(g: Game) -> tuple[Any, ...]:
    st = g.state
    return (tuple(_player_key(p) for p in st.players), tuple(st.winners), st.game_over)


def _signed(before: Sequence[str], after: Sequence[str]) -> list[str]:
    gone = Counter(before) - Counter(after)
    came = Counter(after) - Counter(before)
    return [f"+{n}" for n in sorted(came.elements())] + [f"−{n}" for n in sorted(gone.elements())]


def _achievement_name(name: str) -> str:
    found = lookup(name)
    return f"age {found.age}" if found else name


def player_changes(before: PlayerState, after: PlayerState) -> list[str]:
    """What changed for one player, in short phrases."""
    out = []
    points = after.score_points() - before.score_points()
    score = _signed(before.score, after.score)
    if score:
        out.append(f"score {points:+d} ({' '.join(score)})")
    hand = _signed(before.hand, after.hand)
    if hand:
        out.append(f"hand {' '.join(hand)}")
    board = _signed(_board_cards(before), _board_cards(after))
    if board:
        out.append(f"board {' '.join(board)}")
    for c in COLORS:
        old, new = before.board[c].splay, after.board[c].splay
        if old != new:
            out.append(f"{c} splayed {new}" if new != "none" else f"{c} unsplayed")
    got = _signed(before.achievements, after.achievements)
    if got:
        out.append("achievements " + " ".join(s[0] + _achievement_name(s[1:]) for s in got))
    return out


def _board_cards(p: PlayerState) -> list[str]:
    return [n for c in COLORS for n in p.board[c].cards]


def _win_text(st: State) -> str:
    how = {"achievements": "on achievements", "score": "on score"}.get(
        st.game_over or "", f"by {st.game_over}"
    )
    verb = "wins" if len(st.winners) == 1 else "win"
    return f"{' and '.join(st.winners)} {verb} {how} ({st.game_over_rule})"


def outcome_lines(before: State, after: State) -> list[str]:
    lines = []
    for p in after.players:
        changes = player_changes(before.player(p.name), p)
        if changes:
            lines.append(f"{p.name}: {'; '.join(changes)}")
    if after.winners:
        lines.append(_win_text(after))
    return lines or ["nothing changes"]


# ---------------------------------------------------------------------------
# drawing


CARD_COLORS = {
    "red": "#c0392b",
    "yellow": "#a57f00",
    "green": "#1e8449",
    "blue": "#1f5fa8",
    "purple": "#7d3c98",
}
TAKEN = "#d62728"

_SHAPES: dict[str, dict[str, str]] = {
    "action": {"shape": "box", "style": "filled,bold", "fillcolor": "#eeeeee"},
    "decision": {"shape": "box", "style": "rounded,filled", "fillcolor": "#dbe9f6"},
    "chance": {"shape": "ellipse", "style": "dashed,filled", "fillcolor": "#fff3c4"},
    "outcome": {"shape": "note", "style": "filled", "fillcolor": "#e8f5e9"},
    "cut": {"shape": "box", "style": "dotted", "fontcolor": "#777777", "color": "#999999"},
}


def _esc(text: str) -> str:
    return html.escape(text, quote=True)


def _wrapped(text: str, width: int = 44) -> str:
    return "<br/>".join(_esc(t) for t in textwrap.wrap(text, width) or [""])


def _styled_cards(label: str, cards: Sequence[str]) -> str:
    """The edge text, escaped, with each card name in its color."""
    text = _esc(label)
    for name in dict.fromkeys(cards):
        found = lookup(name)
        if found is not None:
            color = CARD_COLORS[str(found.color)]
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
    path.write_bytes(data)
