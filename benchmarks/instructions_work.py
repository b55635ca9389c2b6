"""The work callgrind counts (benchmarks/instructions.sh): simulate N two-player
games, or check the first N records of a folder, in either package layout."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path
from types import ModuleType


def _module(name: str) -> ModuleType:
    for base in ("adjudicator.games.innovation", "adjudicator.innovation"):
        try:
            return importlib.import_module(f"{base}.{name}")
        except ModuleNotFoundError as exc:
            if exc.name is None or not base.startswith(exc.name):
                raise
    raise ModuleNotFoundError(name)


def main(what: str, n: int, folder: str) -> None:
    if what == "sim":
        for i in range(n):
            _module("simulate").simulate_game(2, seed=i)
        return
    load_record = _module("records").load_record
    check_record = _module("replay").check_record
    files = sorted(Path(folder).glob("*.json"))[:n]
    for record in [load_record(f.read_bytes(), filename=f.name) for f in files]:
        check_record(record)


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]), sys.argv[3])
