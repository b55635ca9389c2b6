"""What a command loads: ``adjudicator check`` of a record file imports neither the
importers, the notation, Graphviz, Jinja2 nor the HTML replay (issue 12, start-up);
each command's module is the one ``adjudicator.cli`` names for it."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from adjudicator.cli import COMMAND_MODULES, MODULE_OF_COMMAND, modules_for
from adjudicator.games.innovation.import_command import is_log
from adjudicator.games.innovation.records import plainly_a_record

ROOT = Path(__file__).resolve().parents[1]
RECORD = ROOT / "logs" / "full-2p-seed7.json"
BGA_LOG = ROOT / "tests" / "importers" / "fixtures" / "complete"
HEAVY = (
    "graphviz",
    "jinja2",
    "adjudicator.html",
    "adjudicator.games.innovation.importers",
    "adjudicator.games.innovation.import_command",
    "adjudicator.games.innovation.notation",
    "adjudicator.games.innovation.explain",
)


def run_main(*args: str) -> dict[str, object]:
    """``adjudicator ARGS`` through the entry point, in a fresh interpreter: its exit
    status, its output, and the modules it imported."""
    code = (
        "import json, sys\n"
        f"sys.argv = ['adjudicator', *{list(args)!r}]\n"
        "from adjudicator.cli import main\n"
        "try:\n"
        "    main()\n"
        "except SystemExit as stop:\n"
        "    status = stop.code\n"
        "print(json.dumps({'status': status, 'modules': sorted(sys.modules)}), file=sys.stderr)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=False
    )
    result: dict[str, object] = json.loads(done.stderr.strip().splitlines()[-1])
    result["stdout"] = done.stdout
    return result


def heavy_in(modules: object) -> list[str]:
    assert isinstance(modules, list)
    return [m for m in modules if any(m == h or m.startswith(h + ".") for h in HEAVY)]


def test_check_of_a_record_loads_only_the_engine() -> None:
    run = run_main("check", str(RECORD))
    assert run["status"] == 0
    assert "valid" in str(run["stdout"])
    assert heavy_in(run["modules"]) == []


def test_check_of_a_bga_log_still_imports_it() -> None:
    log = next(BGA_LOG.glob("*tracker-gamelog.txt")).relative_to(ROOT)
    run = run_main("check", "--jobs", "1", str(log))
    assert run["status"] == 0
    assert f"{log.name}: valid" in str(run["stdout"])
    assert "adjudicator.games.innovation.import_command" in heavy_in(run["modules"])


def test_help_lists_every_command() -> None:
    run = run_main("--help")
    assert run["status"] == 0
    for command in MODULE_OF_COMMAND:
        assert command in str(run["stdout"])


@pytest.mark.parametrize(
    ("args", "wanted"),
    [
        (["check", "x.json"], ("records",)),
        (["import", "log.txt"], ("interchange",)),
        (["scenario", "run", "s.json"], ("scenario",)),
        (["--help"], COMMAND_MODULES),
        (["chek", "x.json"], COMMAND_MODULES),
        ([], COMMAND_MODULES),
    ],
)
def test_a_run_imports_the_module_of_its_command_or_all(
    args: list[str], wanted: tuple[str, ...]
) -> None:
    assert modules_for(args) == wanted


def test_shell_completion_gets_every_command(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("_ADJUDICATOR_COMPLETE", "complete_bash")
    assert modules_for(["check"]) == COMMAND_MODULES


def test_each_command_is_registered_by_the_module_named_for_it() -> None:
    code = (
        "import importlib, json\n"
        "from adjudicator.cli.common import app\n"
        "def names():\n"
        "    return {c.name for c in app.registered_commands} | "
        "{g.name for g in app.registered_groups}\n"
        "seen, found = names(), {}\n"
        f"for module in {list(COMMAND_MODULES)!r}:\n"
        "    importlib.import_module('adjudicator.cli.' + module)\n"
        "    found.update({name: module for name in names() - seen})\n"
        "    seen = names()\n"
        "found.update({name: 'scenario' for name in seen if name not in found})\n"
        "print(json.dumps(found))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True
    )
    assert json.loads(done.stdout) == MODULE_OF_COMMAND


def sample_files() -> list[Path]:
    """Every record, scenario, notation game and BGA log in the repository."""
    kinds = ("*.json", "*.jsonl", "*.txt", "*.toml")
    places = [ROOT / "logs", ROOT / "examples", ROOT / "tests"]
    return sorted(p for place in places for kind in kinds for p in place.rglob(kind))


def test_a_plain_record_is_never_a_log_to_import() -> None:
    files = sample_files()
    plain = [f for f in files if plainly_a_record(f.read_bytes())]
    logs = [f for f in files if is_log(f.read_bytes())]
    assert RECORD in plain
    assert logs  # the samples hold logs, which are never taken for plain records
    assert [f for f in plain if is_log(f.read_bytes())] == []


@pytest.mark.parametrize(
    ("data", "plain"),
    [
        (b'{"header": {"game": "innovation"}, "events": []}', True),
        (b'\xef\xbb\xbf\n  {"header": {}}', True),
        (b'{"log": [], "header": 1}', True),
        (b'{"log": []}', False),
        (b'players: alice, bob\n{"header": 1}', False),
        (b'<html>{"header": 1}</html>', False),
        (b'[{"header": 1}]', False),
    ],
)
def test_plainly_a_record_wants_a_json_object_naming_a_header(data: bytes, plain: bool) -> None:
    assert plainly_a_record(data) is plain
