"""Importers of Board Game Arena logs: one typed, engine-free model for three formats.

Formats (:func:`detect_format` tells them apart from the bytes):

- ``bga-tracker``: the bga-tracker's JSON export (:mod:`.bga_tracker`);
- ``bga-packets``: BGA's raw notification packets, player's and spectators' channels
  (:mod:`.bga_packets`);
- ``bga-text``: text copied from BGA's log panel, one message a line (:mod:`.bga_text`).

The model (:mod:`.entries`) records what the log SHOWS and decides nothing more:

- :class:`BgaLog`: ``format``, ``players`` (``Player(name, bga_id)``, seating order as the
  file gives it, else as first seen), ``viewer`` (a name, ``"spectator"``, ``"You"`` for a
  player's text view whose name is never given, None unknown), ``first_player``,
  ``expansions`` (``Expansion(set, first_card, line, move)``), ``edition`` (4 when the
  log shows a 4th-edition table: a card of age 11; else None, BGA's 3rd edition),
  ``achievements_to_win`` (the winner's count on "has got N achievements"), ``ended``
  (``Ending(reason, winner, winners, standings)`` or None: partial or abandoned;
  ``winners`` the END line's winner or, for a score ending, BGA's final standings and
  scores in the packets, ``standings`` ``Standing(player, rank, score)``), ``left``
  (players who left), ``viewer_hand``, ``file``, and ``entries``.
- :class:`LogEntry`: ``kind``, ``line`` (of the file), ``text`` (the message, HTML
  stripped; a summary for the tracker's structured moves), ``move`` (BGA's move number
  when the format has it), and per kind:

  - card moves ``meld draw tuck score return transfer reveal move achieve claim``:
    ``actor``, ``card`` (``CardSeen(name, age, set, bga_id)``, ``name`` None when hidden),
    ``source``/``dest`` (``Place(zone, player)``), ``target`` for transfers between players,
    ``meld_flag``/``bottom_flag`` (BGA's unreliable flags, as evidence); ``reveal`` of a
    whole hand has ``cards``;
  - ``dogma``: ``actor``, ``card``, ``icon``, ``endorsed`` (Cities);
  - ``splay``: ``actor``, ``target`` (whose board), ``color``, ``direction``
    (``left/right/up/aslant``, ``none`` for an unsplay, ``lost`` for a pile left with
    one card, BGA's "… so it loses its splay", which makes no change of its own);
  - ``icon-count``: ``actor``, ``count``, ``icon``; ``execute``: ``actor``, ``effect``,
    ``again`` (endorsed repeat); ``share``; ``pass``: ``actor``; ``choose``: ``actor``;
    ``first-player``: ``actor``, ``card``;
  - ``action`` (packets only, BGA's player-turn state): ``actor`` is to take action
    ``number`` (1 or 2); the entries up to the next ``action`` are what that action did;
  - ``left``: ``actor``; ``end``: ``reason`` (None for BGA's bare endOfGame), ``actor``
    (the winner, or who drew past 10), ``count`` (achievements); ``exchange`` is reserved
    (BGA logs an exchange as one transfer per card);
  - ``info``: any message not recognised (commentary, never an error).

:func:`~.entries.action_kind` says which action an entry would be if it opened one.
The phrase table (``data/phrases_en.json``) holds BGA's English templates as data;
another language is another table. Card names resolve through :mod:`.names` (base cards
as the engine spells them; Cities, Echoes, Artifacts from ``data/other-sets.json``).
Bad input raises :class:`~adjudicator.core.problems.FormatError` with the file and line.
"""

from __future__ import annotations

from adjudicator.core.problems import FormatError
from adjudicator.games.innovation.importers.bga_packets import View, parse_packets
from adjudicator.games.innovation.importers.bga_text import parse_text
from adjudicator.games.innovation.importers.bga_tracker import parse_tracker
from adjudicator.games.innovation.importers.entries import BgaLog, Format, LogEntry, action_kind
from adjudicator.games.innovation.importers.source import decode, detect_text, problem

__all__ = [
    "BgaLog",
    "Format",
    "LogEntry",
    "View",
    "action_kind",
    "detect_format",
    "parse_bga",
    "parse_packets",
    "parse_text",
    "parse_tracker",
]


def detect_format(content: bytes) -> Format | None:
    """Which BGA log format the bytes hold; None for an empty file, an HTML page,
    text that is not UTF-8."""
    try:
        text = decode(content, None)
    except FormatError:
        return None
    return detect_text(text)


def parse_bga(content: bytes, *, file: str | None = None, viewer: str | None = None) -> BgaLog:
    """Any BGA log, its format detected."""
    text = decode(content, file)  # the clear verdicts for empty files and HTML pages
    found = detect_text(text)
    if found == "bga-tracker":
        return parse_tracker(content, file=file)
    if found == "bga-packets":
        return parse_packets(content, file=file)
    if found == "bga-text":
        return parse_text(content, file=file, viewer=viewer)
    raise problem("not a Board Game Arena log this program reads", file, line=1)
