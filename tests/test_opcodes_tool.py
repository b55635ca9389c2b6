"""benchmarks/opcodes.py counts the bytecodes each function executes."""

from __future__ import annotations

import runpy
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _twice(n: int) -> int:
    return n + n


def test_opcode_counts_grow_with_the_work_and_name_the_function() -> None:
    tool = runpy.run_path(str(ROOT / "benchmarks" / "opcodes.py"))
    once = tool["count"](lambda: _twice(1))
    thrice = tool["count"](lambda: [_twice(i) for i in range(3)])
    mine = {code.co_name: n for code, n in once.items()}
    assert mine["_twice"] > 0
    by_name = {code.co_name: n for code, n in thrice.items()}
    assert by_name["_twice"] == 3 * mine["_twice"]


def test_simulating_counts_the_engines_functions() -> None:
    tool = runpy.run_path(str(ROOT / "benchmarks" / "opcodes.py"))
    simulate_game = tool["_module"]("simulate").simulate_game
    counts = tool["count"](lambda: simulate_game(2, seed=3, max_actions=6))
    # state.py is never compiled (mypyc compiles no msgspec Struct, compiled.txt)
    names = {code.co_qualname for code in counts}
    assert "State.pile" in names and sum(counts.values()) > 1000
