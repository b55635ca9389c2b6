"""ARCHITECTURE.md states what the imports do: the packages it names exist, its layers
are the import contract's (which ``lint-imports`` checks in ``make lint``), and no
import circle exists anywhere (TYPE_CHECKING imports and imports inside functions
included)."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import grimp

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "adjudicator"
ARCHITECTURE = (ROOT / "ARCHITECTURE.md").read_text("utf-8")
INNOVATION = PACKAGE / "games" / "innovation"


def _picture() -> str:
    return ARCHITECTURE.split("```", 2)[1]


def _stated_layers() -> list[list[str]]:
    block = ARCHITECTURE.split("<!-- layers:", 1)[1].split("<!-- end of layers -->", 1)[0]
    lines = [line for line in block.splitlines() if line.startswith("- ")]
    return [re.findall(r"`([\w.]+)`", line) for line in lines]


def _contract_layers() -> list[list[str]]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))
    contracts = config["tool"]["importlinter"]["contracts"]
    layered = next(c for c in contracts if c["type"] == "layers")
    assert layered["containers"] == ["adjudicator.games.innovation"]
    return [[m.strip() for m in re.split(r"[:|]", layer)] for layer in layered["layers"]]


def _exists(name: str) -> bool:
    """A path of the picture (``engine/``, ``render.py``, ``sets/base/``) somewhere in
    the package; ``scenario*.py`` stands for several modules."""
    return any(PACKAGE.rglob(name.rstrip("/"))) or (ROOT / name.rstrip("/")).exists()


def test_every_package_and_module_the_picture_names_exists() -> None:
    named = re.findall(r"[\w*]+(?:/[\w*]+)*(?:/|\.py)", _picture())
    assert len(named) > 20
    missing = [name for name in named if not _exists(name)]
    assert missing == []


def test_every_module_of_the_engine_table_exists() -> None:
    engine = ARCHITECTURE.split("### The engine", 1)[1].split("## The walk", 1)[0]
    named = set(re.findall(r"`(\w+\.py)`", engine))
    assert named, "the engine's table names its modules"
    assert sorted(n for n in named if not (INNOVATION / "engine" / n).is_file()) == []
    actual = {p.name for p in (INNOVATION / "engine").glob("*.py")} - {"__init__.py"}
    assert sorted(actual - named) == [], "every engine module is in the table"


def test_the_stated_layers_are_the_contracts_layers() -> None:
    assert _stated_layers() == _contract_layers()


def test_every_innovation_module_is_in_a_layer() -> None:
    stated = {m for layer in _stated_layers() for m in layer}
    children = {
        p.stem if p.is_file() else p.name
        for p in INNOVATION.iterdir()
        if (p.suffix == ".py" and p.stem != "__init__") or (p / "__init__.py").is_file()
    }
    assert children == stated


def _in_circles(graph: grimp.ImportGraph) -> list[str]:
    """The modules that reach themselves through their imports."""
    return sorted(
        module
        for module in graph.modules
        if any(
            other == module or graph.chain_exists(importer=other, imported=module)
            for other in graph.find_modules_directly_imported_by(module)
        )
    )


def test_a_circle_is_found() -> None:
    graph = grimp.ImportGraph()
    for module in ("p", "p.a", "p.b", "p.c"):
        graph.add_module(module)
    graph.add_import(importer="p.a", imported="p.b")
    graph.add_import(importer="p.b", imported="p.a")
    graph.add_import(importer="p.c", imported="p.a")
    assert _in_circles(graph) == ["p.a", "p.b"]


def test_no_import_circle_anywhere() -> None:
    graph = grimp.build_graph("adjudicator", exclude_type_checking_imports=False, cache_dir=None)
    assert _in_circles(graph) == []


def test_no_module_is_over_600_lines() -> None:
    lengths = {
        str(path.relative_to(ROOT)): len(path.read_text("utf-8").splitlines())
        for path in PACKAGE.rglob("*.py")
    }
    assert {name: n for name, n in lengths.items() if n > 600} == {}
