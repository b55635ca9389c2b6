"""Problems: one data type, one exception that carries it, one exit-code decision.

A :class:`Problem` says what is wrong (``code``, the cited ``rule``, a
``message``), where (a file, JSON path, line, column, event, turn, action,
answer, player, card) and what was legal instead (``alternatives``). It is
what ``check --json`` prints for each problem (``code`` under the key
"kind", ``alternatives`` under "legal") and what a scenario's ``error`` is
made from.

:class:`AdjudicatorError` is the same problem raised: its cause subclasses
set the code —

- :class:`FormatError`: the input cannot be read or is invalid (bad JSON, unknown card …).
- :class:`IllegalAction` (and :class:`IllegalAnswer`): a well-formed action or
  answer the rules do not allow.
- :class:`Divergence`: a record says something happened that the engine did not produce.
- :class:`UnsupportedCard`: a card the engine does not know (an expansion card …).

:func:`exit_code` is the only place that turns problems into an exit status.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, ClassVar

import msgspec

# the exit status of each problem code that is not 1 (1: the input is readable
# and has problems); subclasses of AdjudicatorError add theirs
EXIT_CODES: dict[str, int] = {"unreadable": 2, "invalid": 2, "missing-tool": 3}


def exit_code(problems: Iterable[Problem]) -> int:
    """0 no problem, 1 problems found, 2 unreadable or invalid input, 3 a missing
    tool (the highest status among ``problems`` wins)."""
    return max((EXIT_CODES.get(p.code, 1) for p in problems), default=0)


class Location(msgspec.Struct, frozen=True, omit_defaults=True):
    """Where a problem was found (the location fields of a :class:`Problem`)."""

    file: str | None = None
    path: str | None = None
    line: int | None = None
    column: int | None = None
    event: int | None = None
    turn: int | None = None
    action: int | None = None
    answer: int | None = None
    player: str | None = None
    card: str | None = None
    move: int | None = None  # the source's own move number (BGA's move_id)


LOCATION_FIELDS = Location.__struct_fields__


class Problem(msgspec.Struct, frozen=True, omit_defaults=True):
    """One problem: what (code, rule, message), where, and what was legal instead.

    ``action`` is the action's number in its turn (1 or 2) in a record and its
    index (from 0) in a scenario; ``answer`` is an answer's index (from 0)."""

    code: str = msgspec.field(name="kind")
    message: str
    rule: str | None = None
    event: int | None = None
    turn: int | None = None
    action: int | None = None
    player: str | None = None
    card: str | None = None
    alternatives: list[str] = msgspec.field(default_factory=list, name="legal")
    answer: int | None = None
    file: str | None = None
    path: str | None = None
    line: int | None = None
    column: int | None = None
    move: int | None = None

    @property
    def location(self) -> Location:
        return Location(**{f: getattr(self, f) for f in LOCATION_FIELDS})

    def at(self, **where: Any) -> Problem:
        """The same problem with location fields filled in where still unknown."""
        fill = {k: v for k, v in where.items() if getattr(self, k) is None and v is not None}
        return msgspec.structs.replace(self, **fill) if fill else self

    def where_text(self) -> str:
        """ "file:line: $.path: " for a problem in an input file (empty when unknown)."""
        prefix = ""
        if self.file:
            prefix = self.file + (f":{self.line}" if self.line is not None else "") + ": "
        if self.path:
            prefix += f"{self.path}: "
        return prefix


class AdjudicatorError(Exception):
    """A :class:`Problem` raised: the subclass sets its code. A subclass whose
    code needs another exit status than 1 says so with ``exit_code = N``."""

    code: ClassVar[str] = "error"

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        status = cls.__dict__.get("exit_code")
        if isinstance(status, int):
            EXIT_CODES[cls.code] = status

    def __init__(
        self,
        message: str,
        *,
        rule: str | None = None,
        location: Location | None = None,
        code: str | None = None,
        alternatives: list[str] | None = None,
    ) -> None:
        super().__init__(message)
        where = msgspec.structs.asdict(location) if location else {}
        self.problem = Problem(
            code=code or self.code,
            message=message,
            rule=rule,
            alternatives=alternatives or [],
            **where,
        )

    @property
    def message(self) -> str:
        return self.problem.message

    @property
    def rule(self) -> str | None:
        return self.problem.rule

    @property
    def location(self) -> Location:
        return self.problem.location

    @property
    def exit_code(self) -> int:
        return exit_code([self.problem])

    def at(self, **where: Any) -> AdjudicatorError:
        """This error, located further (fields already known are kept)."""
        self.problem = self.problem.at(**where)
        return self

    def __str__(self) -> str:
        rule = f" ({self.rule})" if self.rule else ""
        return f"{self.problem.where_text()}{self.message}{rule}"


class FormatError(AdjudicatorError):
    code = "invalid"


class IllegalAction(AdjudicatorError):
    code = "illegal"


class IllegalAnswer(IllegalAction):
    code = "illegal"


class Divergence(AdjudicatorError):
    code = "divergence"


class UnsupportedCard(AdjudicatorError):
    code = "unsupported"


class MissingTool(AdjudicatorError):
    """A tool the command needs is not installed (Graphviz's ``dot`` …): exit 3."""

    code = "missing-tool"
