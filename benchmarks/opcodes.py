"""Bytecodes executed, per function: the speed measure that follows the wall clock.

Usage (from the project's folder, with the tree to measure first on the path)::

    PYTHONPATH=TREE .venv/bin/python -P benchmarks/opcodes.py sim|check [TOP] [RECORDS]

simulates the ten 2-player games of seeds 2-11 (``sim``), or checks their records
(``check``: the first ten records of RECORDS, made by ``adjudicator simulate --games 12
--seed 0 --out RECORDS`` when missing; default ``/tmp/instructions-records``, as
``benchmarks/instructions.sh``), once untimed and then once traced, and prints the
bytecodes executed in all and the TOP functions (default 40) and files that executed
the most.

Why bytecodes: callgrind's instruction counts (``instructions.sh``) are immune to
load, but instructions are not worth the same time. Those left in the interpreter's
dispatch (one indirect branch a bytecode, often mispredicted) cost more each than
those the engine's tuning removed (copies and hashing in C, well predicted), so the
instruction ratio against 09b4ae1 promised about 3.5x where the wall clock showed
2.6-2.8x. The bytecode ratio matched the wall clock: 2.82x for simulate and 2.48x
for check at 468cb29. The trace is slow (about 30x), so it runs one pass. Modules
compiled with mypyc (``compiled.txt``) run no bytecodes: with the package installed
compiled, only the interpreted rest is counted (``ADJUDICATOR_PURE_PYTHON=1`` at
install, or a tree without the extensions, counts everything).
"""

from __future__ import annotations

import collections
import runpy
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from types import CodeType, FrameType, ModuleType
from typing import Any

# either package layout, as instructions.sh finds it (the tree first on the path)
_module: Callable[[str], ModuleType] = runpy.run_path(
    str(Path(__file__).with_name("instructions_work.py"))
)["_module"]


def _work(what: str, folder: Path) -> Any:
    """The work to count: a function of no arguments."""
    if what == "sim":
        simulate_game = _module("simulate").simulate_game
        return lambda: [simulate_game(2, seed=i) for i in range(2, 12)]
    if not folder.is_dir():
        simulate = ["simulate", "--games", "12", "--seed", "0", "--out", str(folder)]
        subprocess.run([sys.executable, "-m", "adjudicator", *simulate], check=True)
    load_record = _module("records").load_record
    check_record = _module("replay").check_record
    files = sorted(folder.glob("*.json"))[2:12]
    records = [load_record(f.read_bytes(), filename=f.name) for f in files]
    return lambda: [check_record(r) for r in records]


def count(work: Any) -> collections.Counter[CodeType]:
    """The bytecodes each code object executed while ``work()`` ran."""
    counts: collections.Counter[CodeType] = collections.Counter()

    def tracer(frame: FrameType, event: str, arg: Any) -> Any:
        frame.f_trace_opcodes = True
        code = frame.f_code

        def each(frame: FrameType, event: str, arg: Any) -> Any:
            if event == "opcode":
                counts[code] += 1
            return each

        return each

    sys.settrace(tracer)
    try:
        work()
    finally:
        sys.settrace(None)
    return counts


def _where(code: CodeType) -> str:
    path = code.co_filename
    return path.split("adjudicator/", 1)[-1] if "adjudicator/" in path else path


def main(argv: list[str]) -> None:
    what = argv[1] if len(argv) > 1 else "sim"
    top = int(argv[2]) if len(argv) > 2 else 40
    folder = Path(argv[3] if len(argv) > 3 else "/tmp/instructions-records")
    work = _work(what, folder)
    work()  # untimed: modules load, caches fill
    counts = count(work)
    total = sum(counts.values())
    print(f"{what}: {total:,} bytecodes")
    for code, n in counts.most_common(top):
        where = f"{_where(code)}:{code.co_firstlineno}"
        print(f"{100 * n / total:6.2f} % {n:9,d}  {code.co_qualname}  {where}")
    by_file: collections.Counter[str] = collections.Counter()
    for code, n in counts.items():
        by_file[_where(code)] += n
    print("by file:")
    for path, n in by_file.most_common(top // 2):
        print(f"{100 * n / total:6.2f} % {n:9,d}  {path}")


if __name__ == "__main__":
    main(sys.argv)
