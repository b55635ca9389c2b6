"""Plain text copied from BGA's log panel: one message a line.

A line may carry a prefix ``move N`` and a notification type (``move 12<TAB>log<TAB>…``,
as in the rendered samples); a ``*_spectator`` type marks a spectator's view. HTML is
stripped. First-person lines ("You meld …") belong to the viewer, whose name BGA's text
never gives: pass ``viewer`` to name them; else a leading source note that names the
viewer ("'player' view = what NAME saw", as the rendered samples have) names them; else
they are recorded as ``"You"``. A text copied from the log panel, newest first, is read
oldest first (:func:`chronological`).
"""

from __future__ import annotations

import re

from adjudicator.games.innovation.importers.build import finish
from adjudicator.games.innovation.importers.entries import BgaLog, LogEntry
from adjudicator.games.innovation.importers.names import clean_text
from adjudicator.games.innovation.importers.phrases import YOU, reader
from adjudicator.games.innovation.importers.source import (
    decode,
    detect_text,
    problem,
    without_header,
)

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


#: A heading that starts a move's messages, as BGA's game review writes it: "Move 12 :",
#: "Move 12 - 17:32:05", "Move 12 : 11/27/2026, 5:32:05 PM" (a time, no message).
_MOVE_HEADING = re.compile(
    r"move\s+(?P<move>[0-9]{1,9})\s*[:\-–]?[\s0-9:/.,APMapm]*", re.IGNORECASE
)


# a time the log panel may show before or after a message ("20:15", "[8:05:12 PM]"):
# no message of BGA's starts or ends so
_TIME = r"\[?[0-9]{1,2}:[0-9]{2}(?::[0-9]{2})?(?:\s?[AaPp]\.?[Mm]\.?)?\]?"
_CLOCK = re.compile(rf"^{_TIME}\s+|\s+{_TIME}$")


def _split(line: str) -> tuple[int | None, str | None, str]:
    """(move, notification type, message) of one line."""
    found = _PREFIX.fullmatch(line)
    if found is None:
        return None, None, line
    return int(found.group("move")), found.group("type"), found.group("text")


def _heading(line: str) -> int | None:
    """The move a heading line starts (its messages follow on their own lines), or None."""
    found = _MOVE_HEADING.fullmatch(line)
    return int(found.group("move")) if found else None


def parse_text(content: bytes, *, file: str | None = None, viewer: str | None = None) -> BgaLog:
    """BGA's log text read into a BgaLog (one message a line)."""
    decoded = decode(content, file)
    if (found := detect_text(decoded)) in ("bga-tracker", "bga-packets"):
        raise problem(
            f"JSON ({found}, by its keys), not the text of BGA's log panel: leave out "
            "--format, or name the file's format",
            file,
            line=1,
        )
    viewer = viewer or _noted_viewer(decoded)
    text = without_header(decoded)
    read = reader(viewer)
    entries: list[LogEntry] = []
    spectator = False
    first_person = False
    heading: int | None = None  # the move of the review's last "Move N" heading
    for number, raw in enumerate(text.splitlines(), start=1):
        if (started := _heading(raw.strip())) is not None:
            heading = started
            continue
        move, kind, message = _split(raw.strip())
        move = heading if move is None else move
        message = clean_text(_CLOCK.sub("", message))
        if not message:
            continue
        spectator = spectator or (kind or "").endswith("_spectator")
        entry = read(message, number, move)
        first_person = first_person or (
            entry.kind != "info" and bool(_FIRST_PERSON.search(message))
        )
        entries.append(entry)
    seen_by = "spectator" if spectator else (viewer or YOU) if first_person else viewer
    return finish("bga-text", (), chronological(entries), file=file, viewer=seen_by)


def chronological(entries: list[LogEntry]) -> list[LogEntry]:
    """The entries oldest first: BGA's log panel shows the newest message on top, so a
    text copied from it runs backwards (its move numbers fall, or the game's start, the
    cards chosen and the first player, comes after play). Each entry keeps its line."""
    moves = [e.move for e in entries if e.move is not None]
    if len(moves) > 1 and moves[0] != moves[-1]:
        return entries[::-1] if moves[0] > moves[-1] else entries
    start = [k for k, e in enumerate(entries) if e.kind in ("choose", "first-player")]
    play = [k for k, e in enumerate(entries) if e.kind == "dogma"]
    return entries[::-1] if start and play and min(play) < min(start) else entries
