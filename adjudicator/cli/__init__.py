"""The ``adjudicator`` command line: one module per command group, all on one ``app``.

Importing a command module registers its commands; ``COMMAND_MODULES`` is in the
order ``adjudicator --help`` lists them.
"""

from __future__ import annotations

from importlib import import_module

from adjudicator.cli.common import app

__all__ = ["app", "main"]

COMMAND_MODULES = ("scenario", "reference", "views", "records", "interchange")
for _name in COMMAND_MODULES:
    import_module(f"adjudicator.cli.{_name}")


def main() -> None:
    app()
