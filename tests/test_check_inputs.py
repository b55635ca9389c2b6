"""`check` takes a folder and a list of files besides files named one by one: a
corpus whose paths do not fit on one command line."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from adjudicator.cli import app

ROOT = Path(__file__).resolve().parents[1]
GOOD = ROOT / "logs" / "full-2p-seed7.json"
ILLEGAL = ROOT / "logs" / "illegal-achieve.json"
runner = CliRunner()


def checked(*args: str, stdin: str | None = None) -> tuple[int, Any]:
    result = runner.invoke(app, ["check", "--json", "--jobs", "1", *args], input=stdin)
    return result.exit_code, json.loads(result.stdout)


def corpus(folder: Path) -> list[str]:
    """Two records at the top, one in a subfolder, one in a hidden folder and a hidden
    file: the paths a folder gives, in order."""
    (folder / "b").mkdir(parents=True)
    (folder / ".cache").mkdir()
    shutil.copy(GOOD, folder / "z.json")
    shutil.copy(ILLEGAL, folder / "a.json")
    shutil.copy(GOOD, folder / "b" / "c.json")
    shutil.copy(GOOD, folder / ".cache" / "old.json")
    shutil.copy(GOOD, folder / ".hidden.json")
    return [str(folder / "a.json"), str(folder / "z.json"), str(folder / "b" / "c.json")]


def test_a_folder_is_every_file_in_it_and_its_subfolders_in_path_order(tmp_path: Path) -> None:
    expected = corpus(tmp_path / "records")
    code, reports = checked(str(tmp_path / "records"))
    assert [r["file"] for r in reports] == expected  # the hidden ones left out
    assert [r["verdict"] for r in reports] == ["illegal", "valid", "valid"]
    assert code == 1


def test_a_list_names_the_files_one_a_line_after_those_named(tmp_path: Path) -> None:
    listing = tmp_path / "list.txt"
    listing.write_text(f"{GOOD}\n\n  {ILLEGAL}  \n", encoding="utf-8")
    code, reports = checked(str(GOOD), "--files-from", str(listing))
    assert [r["file"] for r in reports] == [str(GOOD), str(GOOD), str(ILLEGAL)]
    assert code == 1


def test_a_list_on_standard_input(tmp_path: Path) -> None:
    code, reports = checked("--files-from", "-", stdin=f"{GOOD}\n")
    assert [(r["file"], r["verdict"]) for r in reports] == [(str(GOOD), "valid")]
    assert code == 0


def test_no_files_at_all_or_an_unreadable_list_is_an_invalid_invocation(tmp_path: Path) -> None:
    (tmp_path / "empty").mkdir()
    assert checked(str(tmp_path / "empty")) == (
        2,
        {"error": {"path": "$", "message": "no files to check: the folders given hold none"}},
    )
    code, answer = checked()
    assert (code, answer["error"]["message"]) == (
        2,
        "no files to check: give files, a folder or --files-from",
    )
    code, answer = checked("--files-from", str(tmp_path / "missing.txt"))
    assert code == 2
    assert answer["error"]["message"] == (
        f"--files-from {tmp_path / 'missing.txt'}: cannot read the list: No such file or directory"
    )
