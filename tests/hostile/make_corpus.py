"""Write the hostile-input corpus (``python tests/hostile/make_corpus.py [DIR] [--big]``).

Every file is a bad or odd input some user (or attacker) could hand to a
command: deep nesting, truncation, wrong types, huge numbers, NUL bytes,
invalid UTF-8, BOMs, CRLF, duplicate keys, long strings, markup and control
characters in names, misspelt keys and cards, broken record headers; for
Innovation scenarios and records and for Gizmos scenarios. ``--big`` adds the
large ones (100,000-deep nesting, 10 MB strings), which the default test run
leaves out.
"""

from __future__ import annotations

import copy
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent

Json = dict[str, Any]


def _scenario() -> Json:
    return json.loads((ROOT / "examples/scenarios/oars-demand.json").read_text())


def _gizmos() -> Json:
    return json.loads((ROOT / "examples/gizmos/archive-build.json").read_text())


def _record(events: int = 12) -> Json:
    doc = json.loads((ROOT / "logs/full-2p-seed7.json").read_text())
    doc["events"] = doc["events"][:events]
    return doc


def _dump(doc: Any) -> bytes:
    return json.dumps(doc, ensure_ascii=False).encode()


def _jsonl(doc: Json) -> bytes:
    lines = [json.dumps(doc["header"])] + [json.dumps(e) for e in doc["events"]]
    return ("\n".join(lines) + "\n").encode()


def _deep(depth: int, key: str | None = None) -> bytes:
    inner = b"[" * depth + b"]" * depth
    if key is None:
        return inner
    return b'{"' + key.encode() + b'": ' + inner + b"}"


def _with(base: Callable[[], Json], change: Callable[[Json], None]) -> bytes:
    doc = copy.deepcopy(base())
    change(doc)
    return _dump(doc)


def _set(path: str, value: Any) -> Callable[[Json], None]:
    def change(doc: Json) -> None:
        keys = path.split(".")
        at: Any = doc
        for k in keys[:-1]:
            at = at[int(k)] if isinstance(at, list) else at[k]
        last = keys[-1]
        if isinstance(at, list):
            at[int(last)] = value
        else:
            at[last] = value

    return change


def _rename_player(name: str) -> Callable[[Json], None]:
    def change(doc: Json) -> None:
        text = json.dumps(doc).replace('"bob"', json.dumps(name))
        doc.clear()
        doc.update(json.loads(text))

    return change


def _rename_card(old: str, new: str) -> Callable[[Json], None]:
    def change(doc: Json) -> None:
        text = json.dumps(doc).replace(json.dumps(old), json.dumps(new))
        doc.clear()
        doc.update(json.loads(text))

    return change


def small_corpus() -> dict[str, bytes]:
    s, r, g = _scenario, _record, _gizmos
    sc = _dump(s())
    rec = _dump(r())
    files: dict[str, bytes] = {
        # the format itself
        "empty.json": b"",
        "blank.json": b"  \n\t\n",
        "null.json": b"null",
        "number.json": b"42",
        "string.json": b'"innovation"',
        "list.json": b"[1, 2, 3]",
        "truncated-scenario.json": sc[: len(sc) // 2],
        "truncated-record.json": rec[: len(rec) // 2],
        "nul-bytes.json": sc.replace(b'"alice"', b'"al\x00ice"', 1),
        "nul-prefix.json": b"\x00" + sc,
        "invalid-utf8.json": sc.replace(b"Oars", b"Oa\xff\xfers", 1),
        "invalid-utf8.toml": b'game = "innovation"\nplayers = ["a\xffb", "bob"]\n',
        "bom.json": b"\xef\xbb\xbf" + sc,
        "crlf.json": sc.replace(b", ", b",\r\n"),
        "duplicate-keys.json": sc.replace(b'"edition": 3', b'"edition": 3, "edition": 1', 1),
        "deep-1000.json": _deep(1000),
        "deep-answers-1000.json": _with(s, _set("answers", json.loads(_deep(900)))),
        "deep-1000.toml": b"a = " + b"[" * 1000 + b"]" * 1000 + b"\n",
        "deep-1000.jsonl": _deep(1000) + b"\n",
        "binary.json": bytes(range(256)),
        "not-toml.toml": b"[[[[ = = =\n",
        "empty.toml": b"",
        # wrong types, huge numbers
        "players-number.json": _with(s, _set("players", 7)),
        "edition-string.json": _with(s, _set("edition", "three")),
        "edition-huge.json": _with(s, _set("edition", 10**40)),
        "seed-huge.json": _with(s, _set("setup.seed", 10**40)),
        "seed-negative.json": _with(s, _set("setup.seed", -(10**18))),
        "actions-left-huge.json": _with(s, _set("setup.actions_left", 10**18)),
        "turn-negative.json": _with(s, _set("setup.turn", -5)),
        "achieve-age-huge.json": _with(
            s, _set("actions", [{"player": "alice", "action": "achieve", "age": 10**30}])
        ),
        "float-edition.json": _with(s, _set("edition", 3.0)),
        "nan.json": sc.replace(b'"edition": 3', b'"edition": NaN', 1),
        "answers-object.json": _with(s, _set("answers", {"a": 1})),
        "answer-bad.json": _with(s, _set("answers", ["Pottery"])),
        "answer-huge-number.json": _with(s, _set("answers", [10**40])),
        "answer-nested.json": _with(s, _set("answers", [{"player": "bob", "choose": [[["x"]]]}])),
        # names
        "player-markup.json": _with(s, _rename_player("[bold red]bob[/]")),
        "player-unclosed-markup.json": _with(s, _rename_player("bob[/]")),
        "player-ansi.json": _with(s, _rename_player("bob\x1b[2J")),
        "player-bidi.json": _with(s, _rename_player("bob\u202egnp.exe")),
        "player-control.json": _with(s, _rename_player("b\x07o\x08b\x7f")),
        "player-empty.json": _with(s, _rename_player("")),
        "player-blank.json": _with(s, _rename_player("   ")),
        "player-multiline.json": _with(s, _rename_player("bob\nalice")),
        "player-long.json": _with(s, _rename_player("b" * 10_000)),
        "player-duplicate.json": _with(s, _set("players", ["alice", "alice"])),
        "card-markup.json": _with(s, _rename_card("Oars", "[red]Oars[/red]")),
        "card-misspelt.json": _with(s, _rename_card("Oars", "Oarz")),
        "card-control.json": _with(s, _rename_card("Oars", "Oa\x1b[31mrs")),
        "description-markup.json": _with(s, _set("description", "[blink]x[/] \x1b[2J \u202e")),
        # unknown keys
        "key-top.json": _with(s, _set("answer", [])),
        "key-setup.json": _with(s, _set("setup.deck", {})),
        "key-seed.json": _with(s, _set("setup.seeed", 3)),
        "key-player.json": _with(s, _set("setup.players.bob.hnd", [])),
        "key-action.json": _with(s, _set("actions.0.cardd", "Oars")),
        "key-echoes.json": _with(s, _set("setup.players.bob.display", [])),
        # records
        "record-unknown-setup-card.json": _with(
            r, _set("header.setup.hands.alice", ["The Wheeel", "Writing"])
        ),
        "record-dealt-twice.json": _with(
            r, _set("header.setup.hands.alice", ["Sailing", "Writing"])
        ),
        "record-achievement-age.json": _with(r, _set("header.setup.achievements.0", "Sailing")),
        "record-misspelt-event-card.json": _with(r, _set("events.2.card", "Sailling")),
        "record-cut.json": _dump(r(6)),
        "record-player-markup.json": _with(r, _rename_player("[bold]bob[/]")),
        "record-player-ansi.json": _with(r, _rename_player("bob\x1b[2J")),
        "record-header-string.json": _with(r, _set("header", "x")),
        "record-events-null.json": _with(r, _set("events", None)),
        "record-event-type.json": _with(r, _set("events.0.type", "teleport")),
        "record-version.json": _with(r, _set("header.version", 99)),
        "record-turn-huge.json": _with(r, _set("events.2.turn", 10**30)),
        "record.jsonl": _jsonl(r()),
        "record-crlf.jsonl": _jsonl(r()).replace(b"\n", b"\r\n"),
        "record-truncated.jsonl": _jsonl(r())[:-40],
        "record-bad-line.jsonl": _jsonl(r()) + b"{not json\n",
        "record-deep-answers.jsonl": _jsonl(_record_with_answers(json.loads(_deep(900)))),
        "record-game-chess.json": _with(r, _set("header.game", "chess")),
        # Gizmos
        "gizmos-truncated.json": _dump(g())[:100],
        "gizmos-wrong-types.json": _with(g, _set("players", {"a": 1})),
        "gizmos-huge-card.json": _with(g, _set("actions.0.card", 10**40)),
        "gizmos-unknown-key.json": _with(g, _set("setup.rowz", {})),
        "gizmos-player-key.json": _with(g, _set("setup.players.bob.enrgy", {})),
        "gizmos-player-markup.json": _with(g, _rename_player("[bold]bob[/]")),
        "gizmos-player-ansi.json": _with(g, _rename_player("bob\x1b[2J\u202e")),
        "gizmos-nul.json": _dump(g()).replace(b"alice", b"al\x00ice"),
        "gizmos-invalid-utf8.json": _dump(g()).replace(b"alice", b"al\xffice"),
        "gizmos-bom.json": b"\xef\xbb\xbf" + _dump(g()),
        "gizmos-deep.json": _with(g, _set("answers", json.loads(_deep(900)))),
        "gizmos-duplicate-keys.json": _dump(g()).replace(b'"seed": 7', b'"seed": 7, "seed": 8'),
        "gizmos-card-string.json": _with(g, _set("actions.0.card", "two hundred and six")),
        "gizmos-answer-bad.json": _with(g, _set("answers", [999])),
    }
    return files


def _record_with_answers(answers: Any) -> Json:
    doc = _record()
    doc["events"][3]["answers"] = [answers]
    return doc


def big_corpus() -> dict[str, bytes]:
    s = _scenario
    ten_mb = "x" * 10_000_000
    return {
        "big-deep-100000.json": _deep(100_000),
        "big-deep-100000.toml": b"a = " + b"[" * 100_000 + b"]" * 100_000 + b"\n",
        "big-deep-100000.jsonl": _deep(100_000) + b"\n",
        "big-deep-answers.json": _with(s, _set("answers", "DEEP")).replace(
            b'"DEEP"', _deep(100_000)
        ),
        "big-string-player.json": _with(s, _rename_player(ten_mb)),
        "big-description.json": _with(s, _set("description", ten_mb)),
        "big-card.json": _with(s, _rename_card("Oars", ten_mb)),
        "big-record-deep.jsonl": _jsonl(_record()).replace(
            b'"type"', b'"deep": ' + _deep(100_000) + b', "type"', 1
        ),
    }


def write(folder: Path, big: bool = False) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    files = small_corpus() | (big_corpus() if big else {})
    written = []
    for name, data in files.items():
        path = folder / name
        path.write_bytes(data)
        written.append(path)
    return written


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    target = Path(args[0]) if args else HERE / "corpus"
    print(len(write(target, big="--big" in sys.argv)), "files in", target)
