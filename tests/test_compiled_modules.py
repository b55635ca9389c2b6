"""The modules mypyc compiles (compiled.txt, setup.py): plain typed Python that mypyc
can compile, and, in a compiled install, all of them loaded compiled."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path
from sysconfig import get_config_var

ROOT = Path(__file__).resolve().parents[1]
Compiled = list[tuple[str, Path, Path]]  # the conftest fixture's: name, source, extension


def _module_name(source: Path) -> str:
    return ".".join(source.relative_to(ROOT).with_suffix("").parts)


def test_the_listed_modules_exist_and_define_no_struct(compiled_modules: Compiled) -> None:
    # mypyc compiles no msgspec Struct class: such a module would fail at import
    assert compiled_modules
    for _, source, _ in compiled_modules:
        tree = ast.parse(source.read_text(), filename=str(source))
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                bases = [ast.unparse(b) for b in node.bases]
                assert not any("Struct" in b for b in bases), f"{source.name}: {node.name}"


def test_a_compiled_install_loads_every_listed_module_compiled(
    compiled_modules: Compiled,
) -> None:
    built = [extension.exists() for _, _, extension in compiled_modules]
    assert all(built) or not any(built), "some listed modules were compiled, some not"
    suffix = get_config_var("EXT_SUFFIX")
    for (_, source, _), compiled in zip(compiled_modules, built):
        loaded = importlib.import_module(_module_name(source)).__file__ or ""
        assert loaded.endswith(suffix) == compiled, loaded
