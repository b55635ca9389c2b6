"""Hostile input (issue 17): every command, fed the corpus of bad files in
``tests/hostile/corpus`` (written by ``tests/hostile/make_corpus.py``), exits
0, 1 or 2 without a traceback, in well under a minute, and leaves every input
as it was; then one test per case the issue names.

``ADJUDICATOR_FUZZ`` set adds the big inputs (100,000-deep nesting, 10 MB
strings) and runs every command on every file.
"""

from __future__ import annotations

import hashlib
import io
import json
import os
import shutil
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from support import REAL_LOGS
from typer.testing import CliRunner, Result

from adjudicator.cli import app
from adjudicator.core.text import SafeConsole

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
CORPUS = HERE / "hostile" / "corpus"
FUZZ = bool(os.environ.get("ADJUDICATOR_FUZZ"))
runner = CliRunner()

sys.path.insert(0, str(HERE / "hostile"))
import make_corpus  # noqa: E402

OARS = ROOT / "examples/scenarios/oars-demand.json"
WRITES_TREE = ".svg" if shutil.which("dot") else ".dot"


def run(*args: str | Path, env: dict[str, str | None] | None = None) -> Result:
    return runner.invoke(app, [str(a) for a in args], env=env, catch_exceptions=True)


def assert_clean(result: Result, args: Sequence[object]) -> None:
    """Exit 0, 1 or 2 and no exception escaping the command."""
    exc = result.exception
    crashed = exc is not None and not isinstance(exc, SystemExit)
    assert not crashed, f"{args}: {exc!r}"[:2000]
    assert result.exit_code in (0, 1, 2), f"{args}: exit {result.exit_code}\n{result.output}"
    assert "Traceback" not in result.output, args


def commands(file: Path, out: Path) -> list[list[object]]:
    every = [
        ["scenario", "run", file, "--json"],
        ["check", file, "--json", "--all"],
        ["explain", file],
        ["tree", file, "-o", out / f"tree{WRITES_TREE}"],
        ["replay", file, "-o", out / "page.html", "--no-trees"],
    ]
    if FUZZ:
        every += [
            ["scenario", "run", file],
            ["check", file],
            ["explain", file, "--json"],
            ["tree", file, "-o", out / "tree.dot", "--json"],
            ["replay", OARS, "-o", out / "n.html", "--no-trees", "--notes", file],
        ]
    return every


def corpus_files() -> list[Path]:
    return sorted(CORPUS.iterdir())


def test_the_corpus_is_what_the_generator_writes(tmp_path: Path) -> None:
    made = make_corpus.write(tmp_path)
    assert len(made) >= 80
    for path in made:
        assert (CORPUS / path.name).read_bytes() == path.read_bytes(), path.name


@pytest.mark.parametrize("file", corpus_files(), ids=lambda p: p.name)
def test_every_command_survives_the_corpus(file: Path, tmp_path: Path) -> None:
    before = hashlib.sha256(file.read_bytes()).hexdigest()
    for args in commands(file, tmp_path):
        started = time.monotonic()
        assert_clean(run(*args), args)  # type: ignore[arg-type]
        assert time.monotonic() - started < 60, args
    assert hashlib.sha256(file.read_bytes()).hexdigest() == before


@pytest.mark.skipif(not FUZZ, reason="big inputs: set ADJUDICATOR_FUZZ")
def test_every_command_survives_the_big_corpus(tmp_path: Path) -> None:
    for name, data in make_corpus.big_corpus().items():
        file = tmp_path / name
        file.write_bytes(data)
        for args in commands(file, tmp_path):
            started = time.monotonic()
            assert_clean(run(*args), args)  # type: ignore[arg-type]
            assert time.monotonic() - started < 60, args
        assert file.read_bytes() == data


HOSTILE_WORDS = ["[bold]x[/]", "x[/]", "\x1b[2J", "\u202e", "", " ", "a\nb", "\x00", "w" * 5000]


@pytest.mark.parametrize("word", HOSTILE_WORDS, ids=lambda w: repr(w[:12]))
def test_the_reference_commands_survive_hostile_arguments(word: str, tmp_path: Path) -> None:
    for args in (
        ["card", word],
        ["card", word, "--json"],
        ["rules", word],
        ["rules", word, "--json"],
        ["rules", "--game", word],
    ):
        result = run(*args)
        assert_clean(result, args)
        assert "\x1b" not in result.output and "\u202e" not in result.output


# ---------------------------------------------------------------- the cases


def scenario(**changes: Any) -> dict[str, Any]:
    raw: dict[str, Any] = json.loads((ROOT / "examples/scenarios/oars-demand.json").read_text())
    raw.update(changes)
    return raw


def renamed(raw: dict[str, Any], old: str, new: str) -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads(json.dumps(raw).replace(json.dumps(old), json.dumps(new)))
    return loaded


def write(path: Path, doc: Any) -> Path:
    path.write_bytes(doc if isinstance(doc, bytes) else json.dumps(doc).encode())
    return path


def record(events: int = 12) -> dict[str, Any]:
    return make_corpus._record(events)


def json_error(result: Result) -> dict[str, str]:
    error: dict[str, str] = json.loads(result.stdout)["error"]
    return error


@pytest.mark.parametrize("suffix", [".json", ".toml", ".jsonl"])
@pytest.mark.parametrize("command", ["scenario run", "explain", "tree", "check"])
def test_deep_nesting_is_a_format_error(command: str, suffix: str, tmp_path: Path) -> None:
    depth = 100_000 if FUZZ else 5_000
    if suffix == ".toml":
        data = b"a = " + b"[" * depth + b"]" * depth + b"\n"
    else:
        data = b"[" * depth + b"]" * depth + b"\n"
    file = write(tmp_path / f"deep{suffix}", data)
    extra = ["-o", str(tmp_path / "t.dot")] if command == "tree" else []
    result = run(*command.split(), file, *extra)
    assert_clean(result, [command, suffix])
    assert result.exit_code == 2


def test_deep_answers_in_a_scenario_and_a_record(tmp_path: Path) -> None:
    deep = "[" * 5000 + "]" * 5000
    text = json.dumps(scenario(answers="DEEP")).replace('"DEEP"', deep)
    result = run("scenario", "run", write(tmp_path / "s.json", text.encode()), "--json")
    assert result.exit_code == 2 and "nested too deeply" in json_error(result)["message"]
    lines = make_corpus._jsonl(record()).replace(
        b'{"type": "meld"', b'{"answers": [' + deep.encode() + b'], "type": "meld"', 1
    )
    assert deep.encode() in lines
    result = run("check", write(tmp_path / "r.jsonl", lines), "--json")
    assert result.exit_code == 2 and "nested too deeply" in result.stdout


@pytest.mark.parametrize(
    ("where", "value", "message"),
    [
        ("hands", ["The Wheeel", "Writing"], "unknown card 'The Wheeel'"),
        ("hands", ["Sailing", "Writing"], "dealt or set aside twice"),
        ("achievements", ["Agriculture"], "Agriculture is age 1, not 2"),
    ],
)
@pytest.mark.parametrize("command", ["explain", "tree"])
def test_a_bad_record_setup_is_a_format_error(
    command: str, where: str, value: list[str], message: str, tmp_path: Path
) -> None:
    doc = record()
    if where == "hands":
        doc["header"]["setup"]["hands"]["alice"] = value
    else:
        doc["header"]["setup"]["achievements"][1] = value[0]
    extra = ["-o", str(tmp_path / "t.dot")] if command == "tree" else ["--json"]
    result = run(command, write(tmp_path / "r.json", doc), *extra)
    assert result.exit_code == 2, result.output
    assert message in result.output


def test_markup_in_names_and_paths_is_shown_as_written(tmp_path: Path) -> None:
    raw = renamed(scenario(), "bob", "[bold red]bob[/]")
    folder = tmp_path / "[red]dir"
    folder.mkdir()
    file = write(folder / "[b]s.json", raw)
    result = run("scenario", "run", file)
    assert result.exit_code == 0 and "[bold red]bob[/] has 0" in result.output
    result = run("explain", file)
    assert result.exit_code == 0 and "[bold red]bob[/]" in result.output
    result = run("tree", file, "-o", folder / "[x]t.dot")
    assert result.exit_code == 0 and "[x]t.dot" in result.output
    result = run("explain", folder / "[missing].json")
    assert result.exit_code == 2 and "[missing].json" in result.output


@pytest.mark.parametrize("name", ["bob\x1b[2J", "b\x07o\x08b\x7f", "bob\u202egnp"])
def test_control_and_bidi_characters_are_shown_escaped(name: str, tmp_path: Path) -> None:
    file = write(tmp_path / "s.json", renamed(scenario(), "bob", name))
    tree = tmp_path / f"t{WRITES_TREE}"
    for args in (["scenario", "run", file], ["explain", file], ["tree", file, "-o", tree]):
        result = run(*args)
        assert result.exit_code == 0, result.output
        assert not any(c in result.output for c in "\x1b\x07\x08\x7f\u202e"), args
    assert "\\x1b" in run("scenario", "run", file).output or "\x1b" not in name
    drawn = tree.read_text("utf-8")
    assert not any(c in drawn for c in "\x1b\x07\x08\x7f\u202e")
    doc = renamed(record(), "bob", name)
    result = run("check", write(tmp_path / "r.json", doc))
    assert not any(c in result.output for c in "\x1b\x07\x08\x7f\u202e")


@pytest.mark.parametrize(
    ("name", "message"),
    [("", "empty"), ("   ", "blank"), ("bob\nalice", "one line"), ("bob\r\n", "one line")],
)
def test_empty_blank_and_multiline_player_names_are_refused(
    name: str, message: str, tmp_path: Path
) -> None:
    result = run(
        "scenario", "run", write(tmp_path / "s.json", renamed(scenario(), "bob", name)), "--json"
    )
    assert result.exit_code == 2 and message in json_error(result)["message"]
    assert json_error(result)["path"] == "$.players[1]"
    result = run("check", write(tmp_path / "r.json", renamed(record(), "bob", name)))
    assert result.exit_code == 2 and message in result.output


def test_gizmos_player_names_are_refused_too(tmp_path: Path) -> None:
    raw = renamed(make_corpus._gizmos(), "bob", " ")
    result = run("scenario", "run", write(tmp_path / "g.json", raw), "--json")
    assert result.exit_code == 2 and "blank" in json_error(result)["message"]


def test_schema_out_an_existing_file_exits_2_and_leaves_it(tmp_path: Path) -> None:
    file = write(tmp_path / "schemas", b"mine")
    result = run("schema", "--out", file)
    assert result.exit_code == 2 and "not a folder" in result.output
    assert file.read_bytes() == b"mine"
    result = run("schema", "--out", file, "--json")
    assert result.exit_code == 2 and "not a folder" in json_error(result)["message"]


def test_piped_text_is_not_wrapped(tmp_path: Path) -> None:
    file = ROOT / "examples/scenarios/oars-demand.json"
    result = run("scenario", "run", file, env={"COLUMNS": None})
    line = next(x for x in result.output.splitlines() if "vulnerable to Oars's demand" in x)
    assert line.endswith("[DOGMA-5]") and len(line) > 80
    narrow = run("scenario", "run", file, env={"COLUMNS": "60"})
    assert max(len(x) for x in narrow.output.splitlines()) <= 60


def test_a_console_reads_the_width_when_it_prints_not_when_it_is_made(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("COLUMNS", "40")
    console = SafeConsole(file=io.StringIO())
    monkeypatch.delenv("COLUMNS")
    console.print("word " * 30)
    assert console.file.getvalue() == "word " * 30 + "\n"  # type: ignore[attr-defined]
    monkeypatch.setenv("COLUMNS", "60")
    assert console.width == 60
    assert SafeConsole(width=30).width == 30


def test_output_is_linear_in_its_size(tmp_path: Path) -> None:
    size = 100_000_000 if FUZZ else 2_000_000
    file = write(tmp_path / "s.json", scenario(description="word " * (size // 5)))
    for env in ({"COLUMNS": None}, {"COLUMNS": "80"}):
        started = time.monotonic()
        result = run("explain", file, env=env)
        assert result.exit_code == 0
        assert time.monotonic() - started < (60 if FUZZ else 10)
    doc = record(3)
    doc["events"] += [{"type": "meld", "player": "alice", "card": "Oars"}] * (
        100_000 if FUZZ else 5_000
    )
    started = time.monotonic()
    result = run("check", "--all", write(tmp_path / "r.json", doc))
    assert result.exit_code == 1 and result.output.count("illegal:") == len(doc["events"]) - 3
    assert time.monotonic() - started < (60 if FUZZ else 20)


def test_text_counts_answers_and_actions_from_1_and_json_from_0(tmp_path: Path) -> None:
    file = write(tmp_path / "s.json", scenario(answers=["Pottery"]))
    assert "error at answer 1:" in run("scenario", "run", file).output
    assert json.loads(run("scenario", "run", file, "--json").stdout)["error"]["answer"] == 0
    illegal = scenario(actions=[{"player": "alice", "action": "dogma", "card": "Writing"}] * 2)
    file = write(tmp_path / "i.json", illegal)
    result = run("scenario", "run", file)
    assert "error at action 2:" in result.output or "error at action 1:" in result.output
    assert "action 0" not in result.output


def test_tree_exits_1_on_an_answer_not_among_the_options(tmp_path: Path) -> None:
    file = write(tmp_path / "s.json", scenario(answers=["Pottery"]))
    assert run("explain", file).exit_code == 1
    result = run("tree", file, "-o", tmp_path / "t.dot")
    assert result.exit_code == 1 and "error at answer 1" in result.output
    result = run("tree", file, "-o", tmp_path / "t.dot", "--json")
    assert result.exit_code == 1 and json.loads(result.stdout)["error"]["answer"] == 0


def test_a_misspelt_card_in_a_record_event_is_a_format_error(tmp_path: Path) -> None:
    doc = record()
    doc["events"][2]["card"] = "Oarz"
    result = run("check", write(tmp_path / "r.json", doc), "--json")
    assert result.exit_code == 2
    problem = json.loads(result.stdout)[0]["problems"][0]
    assert "unknown card 'Oarz' (did you mean Oars?)" in problem["message"]
    assert "$.events[2].card" in problem["message"]


def test_a_record_cut_between_events_is_incomplete(tmp_path: Path) -> None:
    result = run("check", write(tmp_path / "r.json", record(6)), "--json")
    report = json.loads(result.stdout)[0]
    assert result.exit_code == 1 and report["verdict"] == "incomplete"
    # six events: the last is event 6 as a person counts, index 5 in JSON
    assert "after event 6 (bob takes the Draw action)" in report["problems"][0]["message"]
    assert report["problems"][0]["event"] == 5


def test_vulnerable_to_demands_only_where_there_is_a_demand(tmp_path: Path) -> None:
    raw = scenario(
        setup={"current_player": "alice", "players": {"alice": {"board": {"yellow": ["Masonry"]}}}},
        actions=[{"player": "alice", "action": "dogma", "card": "Masonry"}],
        answers=[],
    )
    result = run("scenario", "run", write(tmp_path / "s.json", raw))
    assert result.exit_code == 0, result.output
    assert (
        "vulnerable" not in result.output and "bob has 0, fewer, so does not share" in result.output
    )
    oars = run("scenario", "run", ROOT / "examples/scenarios/oars-demand.json")
    assert "so is vulnerable to demands" in oars.output


@pytest.mark.parametrize(
    ("change", "path", "message"),
    [
        ({"answer": []}, "$", "unknown key 'answer' (did you mean 'answers'?)"),
        ({"acitons": []}, "$", "unknown key 'acitons' (did you mean 'actions'?)"),
        ({"setup": {"deck": {}}}, "$.setup", "unknown key 'deck' (did you mean 'decks'?)"),
        ({"setup": {"seeed": 1}}, "$.setup", "unknown key 'seeed' (did you mean 'seed'?)"),
        (
            {"setup": {"players": {"alice": {}, "bob": {"hnd": []}}}},
            "$.setup.players.bob",
            "unknown key 'hnd' (did you mean 'hand'?)",
        ),
        (
            {"setup": {"players": {"bob": {"display": ["Dancing Girl"]}}}},
            "$.setup.players.bob.display[0]",
            "no display without Artifacts of History",
        ),
        ({"zzz": 1}, "$", "unknown key 'zzz'"),
        # a key of another object says where it goes, not "did you mean" itself
        (
            {"current_player": "alice"},
            "$",
            "unknown key 'current_player' here (it belongs in $.setup)",
        ),
        (
            {"setup": {"players": {"bob": {"seed": 1}}}},
            "$.setup.players.bob",
            "unknown key 'seed' here (it belongs in $.setup)",
        ),
    ],
)
def test_unknown_scenario_keys_are_refused(
    change: dict[str, Any], path: str, message: str, tmp_path: Path
) -> None:
    result = run("scenario", "run", write(tmp_path / "s.json", scenario(**change)), "--json")
    assert result.exit_code == 2, result.output
    assert json_error(result)["path"] == path and message in json_error(result)["message"]


@pytest.mark.parametrize(
    ("toml", "path", "message"),
    [
        ("answer = []", "$", "did you mean 'answers'?"),
        ("[setup]\nseeed = 1", "$.setup", "did you mean 'seed'?"),
        ("[setup.players.bob]\nhnd = []", "$.setup.players.bob", "did you mean 'hand'?"),
    ],
)
def test_unknown_keys_in_a_toml_scenario(
    toml: str, path: str, message: str, tmp_path: Path
) -> None:
    text = 'game = "innovation"\nplayers = ["alice", "bob"]\n' + toml + "\n"
    result = run("scenario", "run", write(tmp_path / "s.toml", text.encode()), "--json")
    assert result.exit_code == 2, result.output
    assert json_error(result)["path"] == path and message in json_error(result)["message"]


def test_the_documented_optional_fields_are_still_accepted(tmp_path: Path) -> None:
    raw = scenario(description="d", expansions=[], removed=[], teams=None)
    raw["setup"]["players"]["alice"].update(hand=[], score=[], achievements=[], forecast=[])
    result = run("scenario", "run", write(tmp_path / "s.json", raw), "--json")
    assert result.exit_code == 0, result.output


@pytest.mark.parametrize(
    ("change", "path"),
    [({"setup": {"rowz": {}}}, "$.setup"), ({"colour": 1}, "$")],
)
def test_gizmos_refuses_unknown_keys(change: dict[str, Any], path: str, tmp_path: Path) -> None:
    raw = make_corpus._gizmos()
    for key, value in change.items():
        if isinstance(value, dict):
            raw[key].update(value)
        else:
            raw[key] = value
    result = run("scenario", "run", write(tmp_path / "g.json", raw), "--json")
    assert result.exit_code == 2 and json_error(result)["path"] == path
    raw = make_corpus._gizmos()
    raw["setup"]["players"]["bob"]["enrgy"] = {}
    result = run("scenario", "run", write(tmp_path / "g.json", raw), "--json")
    assert json_error(result) == {
        "path": "$.setup.players.bob",
        "message": "unknown key 'enrgy' (did you mean 'energy'?)",
    }


def test_version_and_completion() -> None:
    from adjudicator import __version__

    result = run("--version")
    assert result.exit_code == 0 and result.stdout == f"adjudicator {__version__}\n"
    assert "--install-completion" in run("--help").output
    assert "--install-completion" in (ROOT / "README.md").read_text("utf-8")


def test_json_on_every_command_that_prints_results(tmp_path: Path) -> None:
    tree = run(
        "tree",
        ROOT / "examples/explain/two-opponents-demand.json",
        "-o",
        tmp_path / "t.dot",
        "--json",
    )
    assert json.loads(tree.stdout) == {
        "output": str(tmp_path / "t.dot"),
        "nodes": 3,
        "outcomes": 1,
        "notes": [],
        "error": None,
    }
    card = json.loads(run("card", "oars", "--json", "--edition", "1").stdout)
    assert card["name"] == "Oars" and card["edition"] == 1 and card["effects"][0]["demand"]
    rules = json.loads(run("rules", "DOGMA-2", "--json").stdout)
    assert rules[0]["id"] == "DOGMA-2" and rules[0]["text"]
    assert len(json.loads(run("rules", "--json").stdout)) > 20
    written = json.loads(run("schema", "--out", tmp_path / "s", "--json").stdout)["written"]
    assert written and all(Path(p).is_file() for p in written)
    assert json.loads(run("schema", "--out", tmp_path / "s", "--check", "--json").stdout) == {
        "stale": []
    }


def test_card_checks_the_edition_and_suggests_near_names() -> None:
    result = run("card", "the wheel", "--edition", "2")
    assert result.exit_code == 2 and "--edition 2" in result.output
    result = run("card", "wheel")
    assert result.exit_code == 2 and "did you mean The Wheel?" in result.output
    result = run("card", "wheel", "--json")
    assert json_error(result)["message"] == "unknown card 'wheel' (did you mean The Wheel?)"


@pytest.mark.parametrize("command", ["scenario run", "explain", "tree", "replay"])
def test_a_file_that_cannot_be_read_is_a_json_error(command: str, tmp_path: Path) -> None:
    folder = tmp_path / "a-folder.json"
    folder.mkdir()
    extra = {"tree": ["-o", str(tmp_path / "t.dot")], "replay": ["-o", str(tmp_path / "p.html")]}
    as_json = ["--json"] if command in ("scenario run", "explain", "tree") else []
    result = run(*command.split(), folder, *extra.get(command, []), *as_json)
    assert result.exit_code == 2
    if as_json:
        error = json_error(result)
        assert error["path"] == "$" and "cannot read" in error["message"]
    else:
        assert "cannot read" in result.output and "Usage" not in result.output


@pytest.mark.parametrize(
    "name", ["deep-1000.json", "deep-1000.toml", "invalid-utf8.toml", "binary.json"]
)
def test_replay_notes_that_do_not_decode_are_a_format_error(name: str, tmp_path: Path) -> None:
    scenario_file = ROOT / "examples/scenarios/oars-demand.json"
    result = run(
        "replay", scenario_file, "-o", tmp_path / "p.html", "--no-trees", "--notes", CORPUS / name
    )
    assert_clean(result, [name])
    assert result.exit_code == 2 and "--notes" in result.output


REAL_TEXT = REAL_LOGS / "bga-table823235522-rendered-player.txt"


@pytest.mark.parametrize("codec", ["utf-16", "utf-16-be", "utf-32"])
@pytest.mark.parametrize(
    ("command", "file"),
    [
        ("check", "logs/full-2p-seed7.json"),
        ("check", "logs/notation-en.txt"),
        ("check", str(REAL_TEXT)),
        ("scenario", "examples/scenarios/oars-demand.json"),
        ("explain", "logs/notation-de.txt"),
    ],
)
def test_a_file_saved_as_utf16_or_utf32_reads_as_its_utf8_twin(
    codec: str, command: str, file: str, tmp_path: Path
) -> None:
    """Windows' "Unicode" (UTF-16 with its byte-order mark) and PowerShell's `>` save a
    copied log so: the same verdict and output as the UTF-8 file."""
    source = ROOT / file
    if not source.is_file():
        pytest.skip(f"{file} is not there")
    text = source.read_text("utf-8")
    bom = {"utf-16-be": "\ufeff"}.get(codec, "")  # the -be codec writes no mark by itself
    recoded = tmp_path / source.name
    recoded.write_bytes((bom + text).encode(codec))
    twin = tmp_path / "utf8" / source.name
    twin.parent.mkdir()
    twin.write_text(text, "utf-8")
    args = ["run"] if command == "scenario" else []
    got, expected = (
        runner.invoke(app, [command, *args, str(f), "--json"]) for f in (recoded, twin)
    )
    assert got.exit_code == expected.exit_code != 2, got.stdout
    assert got.stdout.replace(str(recoded), "F") == expected.stdout.replace(str(twin), "F")


@pytest.mark.skipif(not REAL_TEXT.is_file(), reason="../shared/real-logs is not there")
@pytest.mark.parametrize(
    "copied",
    [
        lambda text: text.replace(" ", "\u00a0"),  # a web page's &nbsp;
        lambda text: text.replace(" melds", " me\u200blds").replace("[", "\u2060["),
        lambda text: text.replace(" ", "\u202f", 40),
    ],
    ids=["no-break spaces", "zero-width characters", "narrow no-break spaces"],
)
def test_a_log_copied_with_a_web_pages_spaces_reads_as_typed(copied: Any, tmp_path: Path) -> None:
    """Text copied from BGA's log panel may carry no-break and zero-width characters:
    the same verdict as the plain text."""
    text = REAL_TEXT.read_text("utf-8")
    plain, odd = tmp_path / "plain.txt", tmp_path / "odd.txt"
    plain.write_text(text, "utf-8")
    odd.write_text(copied(text), "utf-8")
    got, expected = (runner.invoke(app, ["check", str(f), "--json"]) for f in (odd, plain))
    assert got.exit_code == expected.exit_code == 1, got.stdout
    assert json.loads(got.stdout)[0]["verdict"] == "incomplete"
    assert got.stdout.replace(str(odd), "F") == expected.stdout.replace(str(plain), "F")


@pytest.mark.skipif(not REAL_TEXT.is_file(), reason="../shared/real-logs is not there")
@pytest.mark.parametrize(
    "stamp",
    [
        lambda k, m: f"20:{k % 60:02d} {m}",
        lambda k, m: f"{m} 20:{k % 60:02d}",
        lambda k, m: f"[8:{k % 60:02d}:12 PM] {m}",
        lambda k, m: f"20:{k % 60:02d}\n{m}",
    ],
    ids=["time before", "time after", "bracketed with seconds", "time on its own line"],
)
def test_a_log_copied_with_the_panels_times_reads_as_without(stamp: Any, tmp_path: Path) -> None:
    """A time before or after each message (as a log panel may show it) is not part of
    the message: the same verdict as the messages alone (before, a time before each
    name made 72 players, and the importer tried every seating of them)."""
    lines = REAL_TEXT.read_text("utf-8").splitlines()[1:]  # the source note left out
    messages = [line.split("\t")[-1] for line in lines]
    plain, stamped = tmp_path / "plain.txt", tmp_path / "stamped.txt"
    plain.write_text("\n".join(messages) + "\n", "utf-8")
    stamped.write_text("\n".join(stamp(k, m) for k, m in enumerate(messages)) + "\n", "utf-8")
    got, expected = (runner.invoke(app, ["check", str(f), "--json"]) for f in (stamped, plain))
    assert got.exit_code == expected.exit_code == 1, got.stdout
    assert json.loads(got.stdout)[0]["actions_checked"] == 18
    assert json.loads(got.stdout)[0]["verdict"] == json.loads(expected.stdout)[0]["verdict"]


def test_a_text_log_naming_five_players_is_refused_at_the_fifths_line(tmp_path: Path) -> None:
    cards = ["Archery", "Oars", "Sailing", "Tools", "Writing"]
    text = "".join(f"p{k} melds [1] {c} from his hand.\n" for k, c in enumerate(cards, 1))
    log = tmp_path / "crowd.txt"
    log.write_text(text, "utf-8")
    result = runner.invoke(app, ["check", str(log), "--json"])
    assert result.exit_code == 2
    problem = json.loads(result.stdout)[0]["problems"][0]
    assert "(line 5): the log names 5 players ('p1', 'p2', 'p3', 'p4', 'p5')" in problem["message"]


def test_a_log_with_no_move_of_the_game_is_incomplete_not_valid(tmp_path: Path) -> None:
    """Lines that read as no card move nor dogma (who chose a card and who plays first,
    here) leave nothing to check: incomplete, exit 1, not "valid (0 events)"."""
    log = tmp_path / "nothing.txt"
    log.write_text(
        "alice chooses a card. 20:00\nbob chooses a card. 20:01\n"
        "alice melded the first card in English alphabetical order (Archery): she plays first.\n",
        "utf-8",
    )
    result = runner.invoke(app, ["check", str(log), "--json"])
    assert result.exit_code == 1, result.stdout
    report = json.loads(result.stdout)[0]
    assert (report["verdict"], report["events"]) == ("incomplete", 0)
    assert "no move of the game" in report["problems"][0]["message"]


REAL_TRACKER = REAL_LOGS / "bga-table815136179-tracker-gamelog.txt"


@pytest.mark.skipif(not REAL_TRACKER.is_file(), reason="../shared/real-logs is not there")
def test_json_forced_as_log_text_is_refused_and_nothing_written(tmp_path: Path) -> None:
    """`import --format bga-text` on the tracker's JSON: before, a record of 0 events
    with a player called '"msg": "AnotherSava' was written, which no command read."""
    out = tmp_path / "game.jsonl"
    args = ["import", str(REAL_TRACKER), "-o", str(out), "--format", "bga-text"]
    result = runner.invoke(app, args)
    assert result.exit_code == 2
    assert "JSON (bga-tracker, by its keys), not the text of BGA's log panel" in result.stderr
    assert not out.exists()


def test_a_log_naming_one_player_is_refused_not_checked_as_a_game(tmp_path: Path) -> None:
    """Before, `check` replayed a one-player "game" (incomplete) while the record
    `import` wrote of it did not load (players must be 2 to 4)."""
    log = tmp_path / "one.txt"
    log.write_text("alice melds [1] Archery from her hand.\nalice draws a [1].\n", "utf-8")
    checked = runner.invoke(app, ["check", str(log), "--json"])
    assert checked.exit_code == 2
    message = json.loads(checked.stdout)[0]["problems"][0]["message"]
    assert "(line 1): the log names one player ('alice'); Innovation is for 2 to 4" in message
    out = tmp_path / "one.jsonl"
    assert runner.invoke(app, ["import", str(log), "-o", str(out)]).exit_code == 2
    assert not out.exists()
