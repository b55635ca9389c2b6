"""The whole suite's set-up: tests, doctests and the README's examples alike."""

from __future__ import annotations

import os
from pathlib import Path
from sysconfig import get_config_var

import pytest

# Output width is part of what the tests read: a runner that exports COLUMNS or LINES
# (pytest-xdist's workers do, a developer's shell may) must not change it. A test that
# wants a width sets COLUMNS itself.
for _name in ("COLUMNS", "LINES"):
    os.environ.pop(_name, None)


def _compiled_modules() -> list[tuple[str, Path, Path]]:
    """The modules mypyc compiled (compiled.txt, setup.py): each listed source with
    the extension built from it (which exists only in a compiled install)."""
    root = Path(__file__).parent
    listed = (root / "compiled.txt").read_text().splitlines()
    suffix = get_config_var("EXT_SUFFIX")
    out = []
    for line in listed:
        if line.strip() and not line.startswith("#"):
            source = root / line.strip()
            out.append((line.strip(), source, source.with_name(source.stem + suffix)))
    return out


def _stale_compiled_modules() -> list[str]:
    """The compiled modules whose source is newer than their extension: the extension
    loads in the source's place, so the tests would run the code as it was."""
    return [
        name
        for name, source, built in _compiled_modules()
        if built.exists() and built.stat().st_mtime < source.stat().st_mtime
    ]


# a compiled module is imported from its extension: pytest cannot collect the source's
# doctests (none of these modules has any) beside it
collect_ignore = [name for name, _, built in _compiled_modules() if built.exists()]


@pytest.fixture
def compiled_modules() -> list[tuple[str, Path, Path]]:
    """compiled.txt's modules, each with its source and its extension's path."""
    return _compiled_modules()


def pytest_sessionstart(session: object) -> None:
    stale = _stale_compiled_modules()
    if stale:
        pytest.exit(
            f"compiled modules older than their sources: {', '.join(stale)}; "
            "run `make install` to compile them again",
            returncode=4,
        )
