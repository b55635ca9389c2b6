"""Golden tests: the README's console examples and `examples/explain/*.txt`
are what the commands print today.

Every ```console block of README.md is run, each `$ adjudicator ...` line with
the lines under it as its expected output: a line that is only `…` or `...`
stands for any number of lines, trailing spaces do not count. `explain`
draws its trees for a terminal of 80 columns; the other commands are shown
unwrapped, as on a wide terminal. `bench` is
skipped (its figures vary); a pipe into `jq` is done in Python; files the
commands write go to a temporary folder; `bad.json` is the invalid scenario
the README describes. When a test fails because the README is stale, fix the
README, not this comparison.
"""

from __future__ import annotations

import json
import re
import shlex
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from adjudicator.cli import app

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
EXPLAIN = ROOT / "examples" / "explain"
ELISION = {"…", "..."}
SKIPPED = {"bench"}  # measurements, different on every run
NARROW = {"explain": "80"}  # columns; other commands: WIDE
WIDE = "400"
runner = CliRunner()


def bad_scenario() -> bytes:
    """The README's bad.json: the Oars scenario with the card misspelt."""
    raw = json.loads((ROOT / "examples" / "scenarios" / "oars-demand.json").read_text("utf-8"))
    raw["setup"]["players"]["alice"]["board"]["red"] = ["Oarz"]
    return json.dumps(raw).encode()


FIXTURES = {"bad.json": bad_scenario}


@dataclass(frozen=True)
class Example:
    line: int  # where the command is in README.md
    command: str
    expected: list[str]

    @property
    def id(self) -> str:
        return f"README.md:{self.line} {self.command[:60]}"


def console_examples(text: str) -> list[Example]:
    """Every `$ adjudicator` command of the console blocks, with its output."""
    examples: list[Example] = []
    for block in re.finditer(r"^```console\n(.*?)^```", text, re.MULTILINE | re.DOTALL):
        first = text.count("\n", 0, block.start(1)) + 1
        current: tuple[int, str, list[str]] | None = None
        for offset, line in enumerate(block.group(1).splitlines()):
            if line.startswith("$ "):
                if current:
                    examples.append(Example(*current))
                current = (first + offset, line[2:], [])
            elif current:
                current[2].append(line)
        if current:
            examples.append(Example(*current))
    return examples


EXAMPLES = console_examples(README.read_text("utf-8"))


def matches(expected: list[str], actual: list[str]) -> bool:
    """``actual`` is ``expected``, an elision line standing for any lines."""
    pattern = "".join(
        r"(?:[^\n]*\n)*?" if line.strip() in ELISION else re.escape(line.rstrip()) + "\n"
        for line in expected
    )
    return re.fullmatch(pattern, "".join(line.rstrip() + "\n" for line in actual)) is not None


def jq(document: str, program: list[str]) -> list[str]:
    """The few jq programs the README uses: ``[-c] .a.b[0]...``, printed compact."""
    compact = program[0] == "-c"
    (path,) = program[1:] if compact else program
    assert compact, "print jq output compactly (-c) in the README: one line to compare"
    value: Any = json.loads(document)
    for key, index in re.findall(r"\.(\w+)|\[(\d+)\]", path):
        value = value[key] if key else value[int(index)]
    return [json.dumps(value, ensure_ascii=False, separators=(",", ":"))]


def test_the_readme_has_console_examples() -> None:
    commands = [shlex.split(e.command)[1] for e in EXAMPLES]
    for name in ("scenario", "check", "simulate", "rules", "card", "explain", "tree"):
        assert name in commands
    assert all(e.command.startswith("adjudicator ") for e in EXAMPLES)


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda e: e.id)
def test_readme_console_example(
    example: Example, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    command, _, pipe = example.command.partition(" | ")
    args = shlex.split(command)[1:]
    if args[0] in SKIPPED:
        pytest.skip(f"`adjudicator {args[0]}` measures speed: its figures vary")
    monkeypatch.chdir(ROOT)
    args, shown = _into_tmp(args, tmp_path)
    columns = NARROW.get(args[0], WIDE)
    result = runner.invoke(app, args, env={"COLUMNS": columns})
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception
    output = result.output
    for real, in_readme in shown.items():
        output = output.replace(real, in_readme)
    actual = output.splitlines()
    if pipe:
        tool, *program = shlex.split(pipe)
        assert tool == "jq", f"only jq pipes are emulated, not {tool}"
        actual = jq(output, program)
        if shutil.which("jq"):  # the emulation agrees with the real thing
            real = subprocess.run(["jq", *program], input=output, capture_output=True, text=True)
            assert real.stdout.splitlines() == actual
    if ELISION & {line.strip() for line in example.expected}:
        assert matches(example.expected, actual), "\n".join(actual)
    else:
        assert [line.rstrip() for line in actual] == [line.rstrip() for line in example.expected]


def _into_tmp(args: list[str], tmp_path: Path) -> tuple[list[str], dict[str, str]]:
    """The arguments with written files and fixtures in ``tmp_path``; the map
    back from each temporary path to the path the README shows."""
    out: list[str] = []
    shown: dict[str, str] = {}
    writes = False
    for arg in args:
        if writes:
            target = tmp_path / Path(arg).name
            if target.suffix in (".svg", ".png") and shutil.which("dot") is None:
                target = target.with_suffix(".dot")  # the same tree, without Graphviz
            shown[str(target)] = arg
            arg = str(target)
        elif arg in FIXTURES:
            target = tmp_path / arg
            target.write_bytes(FIXTURES[arg]())
            shown[str(target)] = arg
            arg = str(target)
        writes = arg in ("-o", "--output", "--out")
        out.append(arg)
    return out, shown


# ---------------------------------------------------------------------------
# examples/explain: NAME.txt is `explain NAME.json`, NAME.VIEWER.txt adds --view VIEWER


EXPLAINED = sorted(EXPLAIN.glob("*.txt"))


def test_every_explain_example_has_its_output() -> None:
    scenarios = {p.stem for p in EXPLAIN.glob("*.json")}
    assert scenarios <= {p.name.split(".")[0] for p in EXPLAINED}
    assert {p.name.split(".")[0] for p in EXPLAINED} <= scenarios


@pytest.mark.parametrize("text", EXPLAINED, ids=lambda p: p.name)
def test_explain_example_output(text: Path) -> None:
    name, *viewer = text.name.removesuffix(".txt").split(".")
    args = ["explain", str(EXPLAIN / f"{name}.json")]
    if viewer:
        args += ["--view", viewer[0]]
    result = runner.invoke(app, args, env={"COLUMNS": "80"})
    assert result.exit_code == 0
    expected = text.read_text("utf-8").splitlines()
    assert [line.rstrip() for line in result.output.splitlines()] == [
        line.rstrip() for line in expected
    ]
