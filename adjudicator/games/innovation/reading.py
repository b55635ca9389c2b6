"""Reading a game file whatever it holds: a record, or a log imported on the fly (a Board
Game Arena log in any of its formats, or a game in the text notation).

This stands above both the record model (:mod:`.records` decodes records only) and the
importers, which turn a log into a record with the replay's help: ``check``, ``notation
write`` and the API read their files through here. The importers (and what they import)
are loaded only for a file that is not plainly a record.
"""

from __future__ import annotations

from adjudicator.games.innovation.records import Record, load_record, plainly_a_record


def is_log_to_import(data: bytes) -> bool:
    """Whether ``data`` is a BGA log or the notation, not a record or a scenario (the
    importers are loaded only for what is not plainly a record)."""
    if plainly_a_record(data):
        return False
    from adjudicator.games.innovation.import_command import is_log

    return is_log(data)


def load_record_or_log(data: bytes, *, filename: str | None = None) -> Record:
    """The record in ``data`` (:func:`~.records.load_record`); a Board Game Arena log (any
    of its formats, detected) or a game in the text notation is imported on the fly, its
    answers left to the replay to infer."""
    if is_log_to_import(data):
        from adjudicator.games.innovation.import_command import load_bga

        return load_bga(data, filename=filename)
    return load_record(data, filename=filename)
