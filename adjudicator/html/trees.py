"""Decision trees drawn as SVG for a replay page: every tree by one run of
Graphviz's ``dot`` (one run per tree costs seconds)."""

from __future__ import annotations

import re
from collections.abc import Sequence

import graphviz

from adjudicator.core.tree import DecisionTree, to_dot


def svgs(trees: Sequence[DecisionTree]) -> list[str | None]:
    """Each tree as SVG, in order; all None when ``dot`` fails or is missing."""
    if not trees:
        return []
    source = "\n".join(to_dot(tree).source for tree in trees)
    try:
        data: bytes = graphviz.pipe("dot", "svg", source.encode("utf-8"))
    except (graphviz.ExecutableNotFound, graphviz.CalledProcessError):
        return [None] * len(trees)
    drawn = [part for part in re.split(r"(?=<\?xml)", data.decode("utf-8")) if part.strip()]
    return list(drawn) if len(drawn) == len(trees) else [None] * len(trees)


def tree_note(tree: DecisionTree) -> str:
    return "; ".join([f"{tree.nodes} nodes, {len(tree.outcomes)} distinct outcome(s)", *tree.notes])
