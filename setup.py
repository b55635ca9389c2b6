"""Build hook: the engine's hot modules compiled with mypyc.

The modules listed in ``compiled.txt`` stay plain typed Python; ``pip install``
(``make install``) compiles them into C extensions that sit beside the sources and
load in their place, which makes simulating and checking about 1.3x faster (README,
Performance). ``ADJUDICATOR_PURE_PYTHON=1`` at install time skips the compilation.
After editing a compiled module, build again: ``make install`` does it, and the test
suite refuses a stale build (``conftest.py``).
"""

from __future__ import annotations

import os
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext


def compiled_sources(root: Path) -> list[str]:
    """The sources ``compiled.txt`` lists (relative to ``root``)."""
    lines = (root / "compiled.txt").read_text().splitlines()
    return [line.strip() for line in lines if line.strip() and not line.startswith("#")]


def _ext_modules() -> list[object]:
    if os.environ.get("ADJUDICATOR_PURE_PYTHON"):
        return []
    from mypyc.build import mypycify

    extensions = mypycify(compiled_sources(Path(__file__).parent), opt_level="3", multi_file=True)
    for extension in extensions:
        extension.optional = True  # no C compiler: the plain Python modules, with a warning
    return list(extensions)


class ParallelBuildExt(build_ext):
    """``build_ext`` compiling an extension's C files on every core: mypyc puts every
    module's code in one shared extension (one C file a module: ``multi_file``), which
    setuptools would compile one file at a time."""

    def build_extension(self, ext: Extension) -> None:
        compile_one_by_one = self.compiler.compile

        def compile_in_parallel(sources: list[str], *args: Any, **kwargs: Any) -> list[str]:
            with ThreadPoolExecutor(os.cpu_count() or 1) as pool:
                parts = pool.map(
                    lambda source: compile_one_by_one([source], *args, **kwargs), sources
                )
                return [obj for part in parts for obj in part]

        self.compiler.compile = compile_in_parallel
        try:
            super().build_extension(ext)
        finally:
            self.compiler.compile = compile_one_by_one


# the C files (one per module: multi_file) compiled on every core; the same
# instructions run as with one file (benchmarks/instructions.sh)
setup(ext_modules=_ext_modules(), cmdclass={"build_ext": ParallelBuildExt})
