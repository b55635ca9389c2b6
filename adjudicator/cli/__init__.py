"""The ``adjudicator`` command line: one module per command group, all on one ``app``.

Importing a command module registers its commands; ``COMMAND_MODULES`` is in the
order ``adjudicator --help`` lists them. ``adjudicator.cli.app`` is the whole
command line (every command module imported). :func:`main` imports only the module
of the command it runs, so that ``adjudicator check`` loads neither the importers
nor what ``explain``, ``tree`` and ``replay`` draw with; anything else (``--help``,
an unknown command, shell completion) gets the whole command line.
"""

from __future__ import annotations

import os
import sys
from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import typer

__all__ = ["app", "main"]

COMMAND_MODULES = ("scenario", "reference", "views", "records", "interchange")

#: The module that registers each command (a test holds it to the modules).
MODULE_OF_COMMAND = {
    "scenario": "scenario",
    "rules": "reference",
    "card": "reference",
    "schema": "reference",
    "explain": "views",
    "tree": "views",
    "replay": "views",
    "check": "records",
    "simulate": "records",
    "bench": "records",
    "import": "interchange",
    "export": "interchange",
}


def command_line(modules: tuple[str, ...] = COMMAND_MODULES) -> typer.Typer:
    """The app, with the commands of ``modules`` registered (each module once)."""
    for name in modules:
        import_module(f"adjudicator.cli.{name}")
    from adjudicator.cli.common import app

    return app


def __getattr__(name: str) -> Any:
    if name == "app":
        return command_line()
    raise AttributeError(f"module 'adjudicator.cli' has no attribute {name!r}")


def modules_for(args: list[str]) -> tuple[str, ...]:
    """The command modules a run with these arguments needs: the named command's
    own, or all of them (help, options first, an unknown name, shell completion)."""
    completing = any(key.endswith("_COMPLETE") for key in os.environ)
    module = MODULE_OF_COMMAND.get(args[0]) if args and not completing else None
    return COMMAND_MODULES if module is None else (module,)


def main() -> None:
    command_line(modules_for(sys.argv[1:]))()
