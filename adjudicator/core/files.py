"""Input files as every loader takes them: UTF-8 bytes.

A log copied on Windows is often saved as UTF-16 (Notepad's "Unicode", PowerShell's
``>`` redirection), with its byte-order mark: such a file (or UTF-32) is recoded to
UTF-8 here, so that the loaders, which read UTF-8 (a BOM allowed), take it as they
take any other. Anything else is left as it is, for the loaders to judge.
"""

from __future__ import annotations

import codecs
from pathlib import Path

# UTF-32 LE's mark starts with UTF-16 LE's: it is looked for first
_MARKS = (
    (codecs.BOM_UTF32_LE, "utf-32"),
    (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)


def as_utf8(data: bytes) -> bytes:
    """``data`` in UTF-8 when it is UTF-16 or UTF-32 with its byte-order mark; else
    ``data`` itself (a file that does not decode is left for the loader to refuse).

    >>> as_utf8("players: alice, bob".encode("utf-16"))
    b'players: alice, bob'
    >>> as_utf8(b'{"header": {}}')
    b'{"header": {}}'
    """
    for mark, codec in _MARKS:
        if data.startswith(mark):
            try:
                return data.decode(codec).encode("utf-8")
            except UnicodeError:
                return data
    return data


def read_file(path: Path) -> bytes:
    """The bytes of an input file, in UTF-8 (:func:`as_utf8`); OSError as
    :meth:`Path.read_bytes` raises it."""
    return as_utf8(path.read_bytes())
