"""A plain-text notation of Innovation games, in English and German, as online logs read.

One line per event ("alice melds Oars", "bob draws a [3]", "1. alice activates the
dogma of Oars [castle]"), optional turn headers and ``#`` comments, and a header
block (players in seating order, teams, edition, expansions, whose view, the
achievements set aside, optionally a starting position in the scenario's terms).
The grammar, an EBNF with examples, is ``grammar.md`` beside this file.

- :func:`write_notation` (:mod:`.writer`): a record as text, as one player saw it or
  with full information. The writer reads typed step fields (:mod:`.from_steps`).
- :func:`parse_notation` (:mod:`.parser`): text to the importers' log model, a
  :class:`~adjudicator.games.innovation.importers.entries.BgaLog` of format
  "notation", so that importing the notation and a BGA log is one converter.
- Phrases are data, one table per language (``phrases_en.json``, ``phrases_de.json``,
  :mod:`.phrases`); card names stay English in both. :func:`detect_language` picks
  the table when none is given.
- ``adjudicator export RECORD --format text --lang de -o GAME.txt`` (:mod:`.command`).

What the converter to a record reads in a ``BgaLog`` of format "notation":

- every action opens with an ``action`` entry (``actor``, ``number`` 1 or 2 in its
  turn, 1 for each initial meld), as BGA's packets do; the entries up to the next
  ``action`` are what it did (a Draw, Meld or Achieve action's own move comes first,
  a Dogma action's ``dogma`` entry);
- the ``draw`` entries before the first ``action`` are the deal (the record's
  ``setup.hands``), a card ``CardSeen(age=1)`` when the viewer did not see it;
- header fields: ``players``, ``teams``, ``edition``, ``expansions``, ``viewer``,
  ``setup_achievements`` (``setup.achievements``), ``seed`` (``setup.seed``),
  ``position`` (a starting position in the scenario's ``setup`` terms, the record's
  ``header.position``; read by :mod:`.position`, checked by the scenario's code in
  :mod:`.start`),
  ``language``;
- ``shares``/``no-share`` (who shares a dogma, DOGMA-2), ``share`` (the free draw
  follows, DOGMA-6), ``exchange`` (``cards`` from ``source`` to ``dest``, ``others``
  back), ``rearrange`` (``target``'s ``color`` pile, ``cards`` top first), ``splay``
  (``direction`` "none" for an unsplay), ``execute`` (DOGMA-8, the ``card``), ``end``
  (``winners``, ``reason``; "dogma" with the winning ``card``, END-3);
- card moves always carry ``source`` and ``dest`` (a line that does not say gets the
  usual places, see grammar.md) and ``card`` with its age.

:func:`~adjudicator.games.innovation.importers.to_record.to_record` reads it (format
"notation" in its ``FORMATS``), so ``import``, ``check``, ``explain``, ``tree`` and the
API take the text; a game that starts from a ``position`` (a referee's dispute) is a
record that starts from it (:mod:`adjudicator.games.innovation.scenario_position`).
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

# loaded on first use: the command line imports this package's command module at start
_EXPORTS = {
    "LANGUAGES": "phrases",
    "detect_language": "parser",
    "parse_notation": "parser",
    "record_items": "writer",
    "render": "writer",
    "write_notation": "writer",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    if name not in _EXPORTS:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(import_module(f"{__name__}.{_EXPORTS[name]}"), name)
