"""The record's side of Innovation in layers ("the engine in layers"): the modules that
read, replay, import and write records import one another in one direction only,
counting every import (inside functions and under ``TYPE_CHECKING`` too). From the
bottom: the record model; the scenario's set-up and position, and the recorder; the
replay (its package's ``__init__`` on top of its modules); the importers and the
notation; the readers and commands above them."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
INNOVATION = ROOT / "adjudicator" / "games" / "innovation"
PACKAGE = "adjudicator.games.innovation"

#: Each module's layer (by its name under the package; ``x.*``: every module of folder x).
LAYERS: dict[str, int] = {
    "records": 0,
    "scenario_spec": 0,
    "scenario_setup": 1,
    "scenario_position": 1,
    "scenario": 1,
    "scenario_out": 1,
    "recorder": 1,
    "replay": 2,
    "replay.*": 2,
    "positions": 2,
    "importers": 3,
    "importers.*": 3,
    "notation": 3,
    "notation.*": 3,
    "reading": 4,
    "check": 4,
    "notation.command": 4,  # the `notation` commands
}


def modules() -> dict[str, Path]:
    """The modules of the layers, by their dotted names under the package."""
    out: dict[str, Path] = {}
    for name in LAYERS:
        if name.endswith(".*"):
            folder = name.removesuffix(".*")
            for path in sorted((INNOVATION / folder).glob("*.py")):
                if path.stem != "__init__":
                    out[f"{folder}.{path.stem}"] = path
        elif "." in name:
            continue  # a folder's module with a layer of its own: listed with its folder
        elif (INNOVATION / name).is_dir():
            out[name] = INNOVATION / name / "__init__.py"
        else:
            out[name] = INNOVATION / f"{name}.py"
    return out


def layer(name: str) -> int:
    if name in LAYERS:
        return LAYERS[name]
    return LAYERS[name.rsplit(".", 1)[0] + ".*"]


def imported_by(name: str, path: Path, known: set[str]) -> set[str]:
    """The modules of ``known`` that module ``name`` imports, wherever the import stands."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            assert not node.level, f"{name}: the package imports by absolute names"
            base = node.module or ""
            targets = [base, *(f"{base}.{a.name}" for a in node.names)]
        else:
            continue
        for target in targets:
            short = target.removeprefix(PACKAGE + ".")
            if target.startswith(PACKAGE + ".") and short in known and short != name:
                found.add(short)
    return found


def import_graph() -> dict[str, set[str]]:
    found = modules()
    known = set(found)
    return {name: imported_by(name, path, known) for name, path in found.items()}


def reach(graph: dict[str, set[str]], start: str) -> set[str]:
    seen: set[str] = set()
    todo = [start]
    while todo:
        for nxt in graph[todo.pop()]:
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return seen


def test_the_layers_name_every_module_of_their_folders() -> None:
    found = modules()
    assert {"records", "replay", "replay.infer", "importers.to_record", "reading"} <= set(found)
    assert all(path.is_file() for path in found.values())


def test_no_import_circle_among_the_record_modules() -> None:
    graph = import_graph()
    reached = {name: reach(graph, name) for name in graph}
    circles = sorted(
        {tuple(sorted(n for n in reached[m] if m in reached[n])) for m in graph if m in reached[m]}
    )
    assert circles == []


@pytest.mark.parametrize("name", sorted(modules()))
def test_a_module_imports_none_of_a_higher_layer(name: str) -> None:
    graph = import_graph()
    higher = sorted(m for m in graph[name] if layer(m) > layer(name))
    assert higher == []


def test_no_module_of_the_replay_imports_the_replay_package() -> None:
    graph = import_graph()
    assert [m for m in graph if m.startswith("replay.") and "replay" in graph[m]] == []


def test_the_record_model_reads_records_only() -> None:
    """A log is imported by the reader above the importers, never by the record model."""
    from adjudicator.core.problems import FormatError
    from adjudicator.games.innovation.reading import is_log_to_import, load_record_or_log
    from adjudicator.games.innovation.records import load_record

    log = (ROOT / "logs" / "notation-en.txt").read_bytes()
    assert is_log_to_import(log)
    assert load_record_or_log(log, filename="notation-en.txt").header.infer_answers is True
    with pytest.raises(FormatError):
        load_record(log, filename="notation-en.txt")
    record = (ROOT / "logs" / "full-2p-seed7.json").read_bytes()
    assert not is_log_to_import(record)
    assert load_record_or_log(record) == load_record(record)
