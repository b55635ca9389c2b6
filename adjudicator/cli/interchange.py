"""Commands that turn games into other formats and back: ``export`` (and ``import``)."""

from __future__ import annotations

from adjudicator.cli.common import app
from adjudicator.games.innovation.export_command import export_command
from adjudicator.games.innovation.import_command import import_command

app.command("import")(import_command)
app.command("export")(export_command)
