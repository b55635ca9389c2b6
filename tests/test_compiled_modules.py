"""The modules mypyc compiles (compiled.txt, setup.py): plain typed Python that mypyc
can compile, and, in a compiled install, all of them loaded compiled."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path
from sysconfig import get_config_var

ROOT = Path(__file__).resolve().parents[1]


def _listed() -> list[Path]:
    lines = (ROOT / "compiled.txt").read_text().splitlines()
    return [ROOT / line.strip() for line in lines if line.strip() and not line.startswith("#")]


def _module_name(source: Path) -> str:
    return ".".join(source.relative_to(ROOT).with_suffix("").parts)


def test_the_listed_modules_exist_and_define_no_struct() -> None:
    # mypyc compiles no msgspec Struct class: such a module would fail at import
    for source in _listed():
        tree = ast.parse(source.read_text(), filename=str(source))
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                bases = [ast.unparse(b) for b in node.bases]
                assert not any("Struct" in b for b in bases), f"{source.name}: {node.name}"


def test_a_compiled_install_loads_every_listed_module_compiled() -> None:
    suffix = get_config_var("EXT_SUFFIX")
    built = [s.with_name(s.stem + suffix).exists() for s in _listed()]
    assert all(built) or not any(built), "some listed modules were compiled, some not"
    for source, compiled in zip(_listed(), built):
        loaded = importlib.import_module(_module_name(source)).__file__ or ""
        assert loaded.endswith(suffix) == compiled, loaded
