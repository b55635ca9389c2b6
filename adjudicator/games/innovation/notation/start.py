"""A notation's starting position (its ``position:`` header) as the reader meets it:
its lines collected (:class:`~.position.PositionReader`), read, then checked by the
scenario's own code once the header is known, every problem at the line and column
where the value was written."""

from __future__ import annotations

import re
from typing import Any

from adjudicator.core.problems import FormatError
from adjudicator.games.innovation.notation.names import LineError
from adjudicator.games.innovation.notation.position import (
    Position,
    PositionError,
    PositionReader,
)
from adjudicator.games.innovation.scenario_position import (
    SETUP_PATH,
    build_position,
    decode_position,
    position_spec,
)

_SETUP_PATH = re.compile(r"\$\.setup[^\s),;]*")
_UNKNOWN_KEY = re.compile(r"unknown key '([^']+)'")
#: Header keys a game that starts from a position gives inside the position instead.
IN_THE_POSITION = ("achievements", "seed")


class PositionHeader:
    """The ``position:`` header of one notation file."""

    def __init__(self) -> None:
        self.reader: PositionReader | None = None  # being read
        self.start: Position | None = None  # read

    def open(self, line: int, body: str) -> None:
        """The ``position:`` line (``body``: as written, without its comment)."""
        if self.start is not None or self.reader is not None:
            given = self.start.line if self.start else line
            raise LineError(f"the position is given twice (also on line {given})")
        column = body.index(":") + 1  # the value as written, for its columns
        self.reader = PositionReader(line, column, body[column:])
        if self.reader.json and self.reader.done:
            self.close()

    def takes(self, line: int, body: str, max_line: int) -> bool:
        """Whether the line is part of the position being read."""
        reader = self.reader
        if reader is None:
            return False
        if len(body) > max_line:
            raise PositionError(
                f"a line of the notation has at most {max_line} characters", line, 0
            )
        if reader.takes(line, body):
            if reader.json and reader.done:
                self.close()
            return True
        self.close()  # an indented block ends at the first line that is not
        return False

    def close(self) -> None:
        if self.reader is not None:
            self.start, self.reader = self.reader.finish(), None

    def check(self, players: list[str], header: dict[str, Any], given: dict[str, int]) -> None:
        """The position validated as a scenario's set-up, for the header's players,
        edition, teams and expansions (``given``: the line of each header key)."""
        if self.start is None:
            return
        for key in IN_THE_POSITION:
            if key in given:
                raise PositionError(
                    f"a game that starts from a position gives its {key} in the position "
                    f"(its '{key}')",
                    given[key],
                    0,
                )
        try:
            spec = position_spec(
                list(players),
                decode_position(self.start.value),
                edition=1 if header.get("edition") == 1 else 3,
                teams=[list(t) for t in header.get("teams", ())] or None,
                expansions=[e.set for e in header.get("expansions", ())],
            )
            build_position(spec)
        except FormatError as exc:
            raise self.problem(exc) from None

    def problem(self, exc: FormatError) -> PositionError:
        """The scenario's problem at the line and column of the value it names."""
        assert self.start is not None
        path = exc.location.path or SETUP_PATH
        unknown = _UNKNOWN_KEY.match(exc.message)
        path += f".{unknown.group(1)}" if unknown else ""  # the key's place
        inside = path.removeprefix(SETUP_PATH).lstrip(".")
        said = f" (the position's {inside})" if path.startswith(SETUP_PATH) and inside else ""
        message = _SETUP_PATH.sub(self.written_at, exc.message)  # "also at $.setup…"
        return PositionError(message + said, *self.start.place(path))

    def written_at(self, path: re.Match[str]) -> str:
        """Where the value at a JSON path of the position was written."""
        assert self.start is not None
        line, column = self.start.place(path.group())
        return f"line {line}, column {column + 1}"
