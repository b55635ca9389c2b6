"""``adjudicator import``: a Board Game Arena log or a game in the text notation as a
game record, and the one loader that lets ``check``, ``explain``, ``tree`` and the API
take such a file directly.

:func:`import_bga` reads any BGA format or the notation (detected, or named) into a
record whose answers the replay infers (one converter, :mod:`.to_record`). A text log lists no seating: with three or four players, each
seating that starts with the first player is tried on the log's first actions and the
one the rules follow furthest is kept.
"""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import Annotated, Literal

import msgspec
import typer

from adjudicator.core.files import read_file
from adjudicator.core.problems import FormatError, Location
from adjudicator.core.text import SafeConsole, markup_safe
from adjudicator.games.innovation.importers import (
    parse_bga,
    parse_packets,
    parse_text,
    parse_tracker,
)
from adjudicator.games.innovation.importers.entries import BgaLog
from adjudicator.games.innovation.importers.source import detect_text, is_html, plain_spaces
from adjudicator.games.innovation.importers.to_record import imported_header, to_record
from adjudicator.games.innovation.notation.parser import looks_like_notation, parse_notation
from adjudicator.games.innovation.records import (
    AnyEvent,
    DogmaEvent,
    EndorseEvent,
    Header,
    Imported,
    Record,
    ResultEvent,
    encode_record,
)

FormatChoice = Literal["auto", "bga-tracker", "bga-packets", "bga-text", "notation"]
FORMAT_CHOICES: tuple[str, ...] = ("auto", "bga-tracker", "bga-packets", "bga-text", "notation")

#: How many events of a text log decide its seating.
SEATING_PROBE = 80

_RECORD_MARKS = (b'"header"', b'"adjudicator-record"')


def is_log(data: bytes) -> bool:
    """Whether ``data`` is a log to import (a BGA log or the notation) rather than a
    record or a scenario."""
    return looks_like_notation(data) or is_bga_log(data)


def is_bga_log(data: bytes) -> bool:
    """Whether ``data`` is a BGA log rather than a record or a scenario (the notation
    reads like BGA's text: :func:`is_log` tells it apart first)."""
    if looks_like_notation(data):
        return True  # callers take it for a log to import: load_bga reads both
    if is_html(data):
        return True  # a saved web page: the importer says what to save instead
    head = data[:4096]
    if any(mark in head for mark in _RECORD_MARKS):
        return False
    try:
        text = plain_spaces(data.decode("utf-8-sig"))
    except UnicodeDecodeError:
        return False
    found = detect_text(text)
    if found == "bga-text":
        return _text_looks_like_bga(text)
    return found is not None and (
        b'"log"' in data or b'"packets"' in data or b'"gamedatas"' in data
    )


def _text_looks_like_bga(text: str) -> bool:
    """A plain-text file is taken for BGA's log only when it reads like one."""
    head = text[:20000]
    return any(
        word in head for word in (" chooses a card.", " choose a card.", "the dogma of", " melds ")
    )


def parse_log(
    data: bytes,
    *,
    file: str | None = None,
    format: FormatChoice = "auto",
    viewer: str | None = None,
) -> BgaLog:
    """The log in ``data``, in the named format or the one detected."""
    if format == "notation" or (format == "auto" and looks_like_notation(data)):
        return parse_notation(data, file=file)
    if format == "bga-tracker":
        return parse_tracker(data, file=file)
    if format == "bga-packets":
        return parse_packets(data, file=file)
    if format == "bga-text":
        return parse_text(data, file=file, viewer=viewer)
    return parse_bga(data, file=file, viewer=viewer)


def import_bga(
    data: bytes,
    *,
    file: str | None = None,
    format: FormatChoice = "auto",
    viewer: str | None = None,
    achievements_to_win: int | None = None,
) -> Record:
    """A BGA log or the notation as a record (raises :class:`FormatError` for bad input)."""
    log = parse_log(data, file=file, format=format, viewer=viewer)
    record = to_record(log, achievements_to_win=achievements_to_win)
    if log.format != "bga-text" or len(record.header.players) < 3:
        return record
    return _best_seating(log, record, achievements_to_win)


def _best_seating(log: BgaLog, guess: Record, goal: int | None) -> Record:
    """The record under the seating that the rules follow furthest on the first events."""
    from adjudicator.games.innovation.replay import check_record

    players = guess.header.players
    first = players[0]
    best, best_reach = guess, -1
    others = [p for p in players if p != first]
    for rest in itertools.permutations(others):
        seating = [first, *rest]
        record = to_record(log, achievements_to_win=goal, seating=seating)
        probe = Record(header=_cut(record.header), events=_first_events(record.events))
        report = check_record(probe)
        reach = report.actions_checked + (1 if report.verdict == "valid" else 0)
        if reach > best_reach or (reach == best_reach and seating == players):
            best, best_reach = record, reach
    return best


def _first_events(events: list[AnyEvent]) -> list[AnyEvent]:
    """The first :data:`SEATING_PROBE` events, ending before a dogma: the log's last
    action may stop at any decision once its changes are made, which a dogma's search
    (a shared Publications: thousands of answer lists) tries at length, for nothing
    the seating needs."""
    first = events[:SEATING_PROBE]
    while len(first) > SEATING_PROBE // 2 and isinstance(first[-1], DogmaEvent | EndorseEvent):
        first.pop()
    return first


def _cut(header: Header) -> Header:
    """The header of the first events only: they do not end the game, so the table
    options a whole log leaves open are not tried on them (each is a replay more)."""
    imported = header.imported
    if not isinstance(imported, Imported):
        return header
    return msgspec.structs.replace(header, imported=msgspec.structs.replace(imported, ended=False))


def load_bga(data: bytes, *, filename: str | None = None) -> Record:
    """The loader ``reading.load_record_or_log`` hands a BGA file or the notation to."""
    return import_bga(data, file=filename)


def import_file(
    file: Path,
    output: Path,
    *,
    format: FormatChoice = "auto",
    viewer: str | None = None,
    achievements_to_win: int | None = None,
) -> Record:
    """``adjudicator import FILE -o RECORD``: the record written (JSON Lines for
    ``.jsonl``/``.ndjson``, else one JSON document)."""
    try:
        data = read_file(file)
    except OSError as exc:
        raise FormatError(
            f"cannot read {file}: {exc.strerror}", location=Location(file=str(file))
        ) from None
    record = import_bga(
        data,
        file=str(file),
        format=format,
        viewer=viewer,
        achievements_to_win=achievements_to_win,
    )
    lines = output.suffix in (".jsonl", ".ndjson")
    output.write_bytes(encode_record(record, lines=lines))
    return record


def import_command(
    file: Annotated[
        Path,
        typer.Argument(
            help="a Board Game Arena log (tracker JSON, packets, text) or the text notation"
        ),
    ],
    output: Annotated[
        Path, typer.Option("-o", "--output", help="the record to write (.jsonl, .json)")
    ],
    format: Annotated[
        str,
        typer.Option("--format", help="auto, bga-tracker, bga-packets, bga-text or notation"),
    ] = "auto",
    viewer: Annotated[
        str | None, typer.Option("--viewer", help="a text log's 'You' (the capturing player)")
    ] = None,
    achievements_to_win: Annotated[
        int | None,
        typer.Option(
            "--achievements-to-win", min=1, help="the table's option, when not the rules'"
        ),
    ] = None,
) -> None:
    """Import a Board Game Arena log or the text notation as a game record (answers left
    to the checker)."""
    console = SafeConsole(stderr=True)
    if format not in FORMAT_CHOICES:
        console.print(f"[bold red]error[/]: unknown format {markup_safe(format)}")
        raise typer.Exit(2)
    try:
        record = import_file(
            file,
            output,
            format=format,  # type: ignore[arg-type]
            viewer=viewer,
            achievements_to_win=achievements_to_win,
        )
    except FormatError as exc:
        console.print(f"[bold red]error[/]: {markup_safe(str(exc))}")
        raise typer.Exit(exc.exit_code) from None
    SafeConsole().print(
        import_summary(record, output), highlight=False, markup=False, soft_wrap=True
    )


def _view_text(format: str, view: str | None) -> str:
    """Whose view the record is: the notation without a view is full information."""
    if view is None:
        return "full information" if format == "notation" else "unknown"
    return view


def _goal_text(facts: Imported) -> str:
    """The achievements to win and where the number comes from. The end line gives the
    winner's count: more than the rules ask shows BGA's "extra achievement" option, and
    the check says which number it took."""
    goal = facts.achievements_to_win
    if goal is None:
        return "the rules' number (from the rules)"
    if facts.achievements_from == "end line":
        return f"from the end line (the winner has got {goal} achievements)"
    return f"{goal} (from the {facts.achievements_from})"


def _end_text(record: Record) -> str | None:
    """How the log says the game ended, as the record keeps it (None: no end)."""
    last = record.events[-1] if record.events else None
    if not isinstance(last, ResultEvent):
        return None
    if not last.winners:
        return f"the game ends by {last.reason}; the log names no winner (the rules decide)"
    return f"the game ends by {last.reason}; the log names the winner(s): {', '.join(last.winners)}"


def import_summary(record: Record, output: Path) -> str:
    """What ``import`` wrote: the file, the events, the log's facts."""
    h = record.header
    facts = imported_header(record)
    lines = [f"wrote {output}: {len(record.events)} events, players {', '.join(h.players)}"]
    if facts is not None:
        lines.append(f"  format {facts.format}; view: {_view_text(facts.format, h.view)}")
        lines.append(f"  achievements to win: {_goal_text(facts)}")
        ending = _end_text(record)
        lines += [f"  {ending}"] if ending else []
        if facts.unsupported is not None:
            stop = facts.unsupported
            lines.append(
                f"  stops at the first {stop.set} card ({stop.card}, BGA move {stop.move}): "
                "that expansion is not supported yet"
            )
    return "\n".join(lines)
