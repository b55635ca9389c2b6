"""The work callgrind counts (benchmarks/instructions.sh): simulate N two-player
games, or decode and check the first N records of a folder (``load``: decode
only), in either package layout."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path
from types import ModuleType


def _module(name: str) -> ModuleType:
    # the layout present in the imported package's folder: an import hook of an
    # editable install would otherwise supply another tree's modules
    import adjudicator

    root = Path(adjudicator.__file__).parent
    for base in ("adjudicator.games.innovation", "adjudicator.innovation"):
        if root.joinpath(*base.split(".")[1:], "__init__.py").is_file():
            return importlib.import_module(f"{base}.{name}")
    raise ModuleNotFoundError(name)


def main(what: str, n: int, folder: str) -> None:
    if what == "sim":
        for i in range(n):
            _module("simulate").simulate_game(2, seed=i)
        return
    load_record = _module("records").load_record
    check_record = _module("replay").check_record
    files = sorted(Path(folder).glob("*.json"))[:n]
    records = [load_record(f.read_bytes(), filename=f.name) for f in files]
    if what == "load":  # decoding only (check less load: what `bench` times as check)
        return
    for record in records:
        check_record(record)


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]), sys.argv[3])
