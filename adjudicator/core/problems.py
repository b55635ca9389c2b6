"""Errors by cause. Each carries a code, the rule it cites and where it happened.

- :class:`FormatError`: the input cannot be read (bad JSON, unknown card …): exit 2.
- :class:`IllegalAction`: a well-formed action or answer the rules do not allow: exit 1.
- :class:`Divergence`: a record says something happened that the engine did not produce.
- :class:`UnsupportedCard`: a card the engine does not know (an expansion card …).
"""

from __future__ import annotations

import msgspec


class Location(msgspec.Struct, frozen=True, omit_defaults=True):
    """Where a problem was found: a file, a JSON path, a line, an event, a turn."""

    file: str | None = None
    path: str | None = None
    line: int | None = None
    event: int | None = None
    turn: int | None = None
    action: int | None = None
    answer: int | None = None
    player: str | None = None
    card: str | None = None


class AdjudicatorError(Exception):
    """Base class: a message, a code, an optional rule ID and a location."""

    code: str = "error"
    exit_code: int = 1

    def __init__(
        self,
        message: str,
        *,
        rule: str | None = None,
        location: Location | None = None,
        code: str | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.rule = rule
        self.location = location or Location()
        if code is not None:
            self.code = code

    def __str__(self) -> str:
        where = self.location
        prefix = ""
        if where.file:
            prefix = where.file
            if where.line is not None:
                prefix += f":{where.line}"
            prefix += ": "
        if where.path:
            prefix += f"{where.path}: "
        rule = f" ({self.rule})" if self.rule else ""
        return f"{prefix}{self.message}{rule}"


class FormatError(AdjudicatorError):
    code = "format"
    exit_code = 2


class IllegalAction(AdjudicatorError):
    code = "illegal"


class IllegalAnswer(IllegalAction):
    code = "illegal-answer"


class Divergence(AdjudicatorError):
    code = "divergence"


class UnsupportedCard(AdjudicatorError):
    code = "unsupported-card"
    exit_code = 2
