"""Plain text copied from BGA's log panel: one message a line.

A line may carry a prefix ``move N`` and a notification type (``move 12<TAB>log<TAB>…``,
as in the rendered samples); a ``*_spectator`` type marks a spectator's view. HTML is
stripped. First-person lines ("You meld …") belong to the viewer, whose name BGA's text
never gives: pass ``viewer`` to name them; else a leading source note that names the
viewer ("'player' view = what NAME saw", as the rendered samples have) names them; else
they are recorded as ``"You"``.
"""

from __future__ import annotations

import re

from adjudicator.games.innovation.importers.build import finish
from adjudicator.games.innovation.importers.entries import BgaLog, LogEntry
from adjudicator.games.innovation.importers.names import clean_text
from adjudicator.games.innovation.importers.phrases import YOU, reader
from adjudicator.games.innovation.importers.source import decode, without_header

_PREFIX = re.compile(
    r"move\s+(?P<move>[0-9]{1,9})\s+(?:(?P<type>\w+)\t)?(?P<text>.*)", re.IGNORECASE
)
_FIRST_PERSON = re.compile(r"^(You|Your)\b|\b(you|your)\b")
_NOTE_VIEWER = re.compile(r"'player' view = what (?P<name>[^\s'’,;]+) saw")


def _noted_viewer(text: str) -> str | None:
    """The viewer a leading ``#`` source note names, if it names one."""
    if not text.startswith("#"):
        return None
    found = _NOTE_VIEWER.search(text.partition("\n")[0])
    return found.group("name") if found else None


def _split(line: str) -> tuple[int | None, str | None, str]:
    """(move, notification type, message) of one line."""
    found = _PREFIX.fullmatch(line)
    if found is None:
        return None, None, line
    return int(found.group("move")), found.group("type"), found.group("text")


def parse_text(content: bytes, *, file: str | None = None, viewer: str | None = None) -> BgaLog:
    """BGA's log text read into a BgaLog (one message a line)."""
    decoded = decode(content, file)
    viewer = viewer or _noted_viewer(decoded)
    text = without_header(decoded)
    read = reader(viewer)
    entries: list[LogEntry] = []
    spectator = False
    first_person = False
    for number, raw in enumerate(text.splitlines(), start=1):
        move, kind, message = _split(raw.strip())
        message = clean_text(message)
        if not message:
            continue
        spectator = spectator or (kind or "").endswith("_spectator")
        entry = read(message, number, move)
        first_person = first_person or (
            entry.kind != "info" and bool(_FIRST_PERSON.search(message))
        )
        entries.append(entry)
    seen_by = "spectator" if spectator else (viewer or YOU) if first_person else viewer
    return finish("bga-text", (), entries, file=file, viewer=seen_by)
