"""The engine's layers: the answer loop the engines share, and the imports of the
core and of Gizmos (no cycle among their modules, the core importing no game)."""

from __future__ import annotations

import ast
from collections.abc import Generator
from pathlib import Path
from typing import Any

import pytest

from adjudicator.core.answers import next_pending
from adjudicator.core.decisions import ChooseCards, ChoosePlayer, Decision

ROOT = Path(__file__).resolve().parent.parent


def _action(log: list[Any]) -> Generator[Decision, Any, None]:
    log.append((yield ChooseCards(player="al", prompt="none", options=())))
    log.append((yield ChoosePlayer(player="al", prompt="one", options=("bo",))))
    log.append((yield ChoosePlayer(player="al", prompt="two", options=("bo", "cy"))))
    log.append((yield ChoosePlayer(player="al", prompt="last", options=("cy",))))


def test_next_pending_answers_what_it_can_and_stops_at_a_choice() -> None:
    log: list[Any] = []
    recorded: list[tuple[str, Any, int]] = []  # and how many answers were sent before

    def record(decision: Decision, answer: Any) -> None:
        recorded.append((decision.prompt, answer, len(log)))

    gen = _action(log)
    pending = next_pending(gen, None, record)
    assert pending is not None and pending.prompt == "two"
    assert recorded == [("none", (), 0), ("one", "bo", 1)]
    assert next_pending(gen, "cy", record) is None
    assert recorded[2:] == [("last", "cy", 3)]
    assert log == [(), "bo", "cy", "cy"]


def test_next_pending_lets_other_exceptions_through() -> None:
    def action() -> Generator[Decision, Any, None]:
        yield ChoosePlayer(player="al", prompt="one", options=("bo",))
        raise LookupError("the game ends")

    with pytest.raises(LookupError):
        next_pending(action(), None, lambda decision, answer: None)


def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(path: Path, package: str, known: set[str]) -> set[str]:
    """Every module of ``known`` that ``path`` imports, wherever the import is
    (in a function, under TYPE_CHECKING)."""
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*up, base] if base else up)
            named = {f"{base}.{alias.name}" for alias in node.names} & known
            out.update(named or {base})  # from a package, its modules or the package
    return out & known


def _graph(*packages: str) -> dict[str, set[str]]:
    files = {
        _module_name(path): path
        for package in packages
        for path in (ROOT / package.replace(".", "/")).rglob("*.py")
    }
    known = set(files)
    return {
        name: _imports(path, name if path.stem == "__init__" else name.rpartition(".")[0], known)
        for name, path in files.items()
    }


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = stack[stack.index(v) :]
            del stack[stack.index(v) :]
            if len(component) > 1:
                out.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def test_core_and_gizmos_have_no_import_cycle() -> None:
    graph = _graph("adjudicator.core", "adjudicator.games.gizmos")
    assert "adjudicator.games.gizmos.hooks" in graph
    assert _cycles(graph) == []


def test_the_core_imports_no_game() -> None:
    for path in (ROOT / "adjudicator" / "core").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = (
                [a.name for a in node.names]
                if isinstance(node, ast.Import)
                else [node.module or ""]
                if isinstance(node, ast.ImportFrom)
                else []
            )
            assert not any(n.startswith("adjudicator.games") for n in names), path


def test_the_cycle_finder_finds_one() -> None:
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
