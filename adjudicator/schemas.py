"""JSON Schemas of the file formats, generated from the msgspec types.

The files in the repository's ``schemas/`` folder are the output of
:func:`generate`; a test keeps them in step with the code, and
``adjudicator schema --out schemas`` rewrites them.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import msgspec

from adjudicator.core.decisions import AnyDecision
from adjudicator.core.steps import StepOut
from adjudicator.games.gizmos.records import AnyEvent as GizmosEvent
from adjudicator.games.gizmos.records import Header as GizmosHeader
from adjudicator.games.gizmos.records import Record as GizmosRecord
from adjudicator.games.innovation.records import AnyEvent, Header, Record
from adjudicator.games.innovation.replay import Report
from adjudicator.games.innovation.scenario_out import ResultOut
from adjudicator.games.innovation.scenario_spec import ScenarioSpec

FORMATS: dict[str, tuple[Any, str]] = {
    "innovation-scenario.schema.json": (
        ScenarioSpec,
        "An Innovation scenario: a position, actions and answers (scenario run FILE).",
    ),
    "innovation-scenario-result.schema.json": (
        ResultOut,
        "The result of `adjudicator scenario run --json`.",
    ),
    "innovation-record.schema.json": (
        Record,
        "An Innovation game record as one JSON document (adjudicator check FILE).",
    ),
    "innovation-record-header.schema.json": (
        Header,
        "The first line of a JSON Lines game record.",
    ),
    "innovation-record-event.schema.json": (
        AnyEvent,
        "Every other line of a JSON Lines game record.",
    ),
    "innovation-check-report.schema.json": (
        list[Report],
        "The result of `adjudicator check --json`.",
    ),
    "gizmos-record.schema.json": (
        GizmosRecord,
        "A Gizmos game record as one JSON document (adjudicator check FILE).",
    ),
    "gizmos-record-header.schema.json": (
        GizmosHeader,
        "The first line of a JSON Lines Gizmos game record.",
    ),
    "gizmos-record-event.schema.json": (
        GizmosEvent,
        "Every other line of a JSON Lines Gizmos game record.",
    ),
    "step.schema.json": (StepOut, "One recorded state change or note, as explanations read it."),
    "decision.schema.json": (AnyDecision, "A decision the engine asks a player."),
}


def schema_of(tp: Any, description: str) -> dict[str, Any]:
    schema = msgspec.json.schema(tp)
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "description": description,
        **schema,
    }


def generate() -> dict[str, str]:
    """File name → JSON text for every format."""
    return {
        name: json.dumps(schema_of(tp, desc), indent=2, sort_keys=True) + "\n"
        for name, (tp, desc) in FORMATS.items()
    }


def write(folder: Path) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, text in generate().items():
        path = folder / name
        path.write_text(text, encoding="utf-8")
        written.append(path)
    return written


def stale(folder: Path) -> list[str]:
    """Names of schema files in ``folder`` that are missing or out of date."""
    return [
        name
        for name, text in generate().items()
        if not (folder / name).is_file() or (folder / name).read_text("utf-8") != text
    ]
