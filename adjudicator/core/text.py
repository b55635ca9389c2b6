"""Untrusted text made safe to show a person: on a terminal, in a picture.

Names and paths come from files anyone can write. A control character (an
ANSI escape that clears the screen, a bell, a backspace) or a bidirectional
override (which reverses what follows it) would act on the reader's terminal
or mislead them; :func:`visible` shows each as an escape (``\\x1b``,
``\\u202e``) instead. :func:`markup_safe` also escapes rich's ``[...]`` markup.
:class:`SafeConsole` is a rich console that shows every character it prints
visibly, whatever the caller forgot.
"""

from __future__ import annotations

import difflib
import os
import re
from collections.abc import Callable, Iterable
from typing import Any

from rich.cells import cell_len
from rich.console import Console, ConsoleDimensions
from rich.markup import escape
from rich.segment import Segment
from rich.text import Text

# C0 controls but the newline and tab, DEL, C1 controls; and the bidirectional
# marks, embeddings, overrides and isolates (Unicode TR9), the line and
# paragraph separators, the byte-order mark used as a zero-width no-break space.
_HIDDEN = re.compile(
    "[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]"
)


def _escaped(match: re.Match[str]) -> str:
    code = ord(match.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def visible(text: str) -> str:
    """``text`` with every control and bidi character shown as an escape.

    >>> visible("bob\\x1b[2J")
    'bob\\\\x1b[2J'
    >>> visible("bob\\u202egnp")
    'bob\\\\u202egnp'
    >>> visible("line one\\nline two")
    'line one\\nline two'
    """
    return _HIDDEN.sub(_escaped, text)


def one_line(text: str) -> str:
    """``text`` made visible, with newlines and tabs escaped too (for one-line labels)."""
    return visible(text).replace("\n", "\\n").replace("\t", "\\t")


def markup_safe(text: str) -> str:
    """``text`` made visible and its rich markup escaped, to put into a markup string.

    >>> markup_safe("[bold]bob[/]")
    '\\\\[bold]bob\\\\[/]'
    """
    return escape(visible(text))


def has_hidden(text: str) -> bool:
    """Whether ``text`` holds a control or bidi character (a newline and a tab included)."""
    return text != one_line(text)


def closest(
    text: str, names: Iterable[str], normalize: Callable[[str], str] = str.casefold
) -> str | None:
    """The name ``text`` most likely misspells (compared normalized, a leading
    "the" optional), or None when none is close.

    >>> closest("wheel", ["The Wheel", "Writing"]), closest("Oarz", ["Oars"]), closest("zz", ["Oars"])
    ('The Wheel', 'Oars', None)
    """
    by_key: dict[str, str] = {}
    for name in names:
        key = normalize(name)
        by_key.setdefault(key, name)
        if key.startswith("the") and len(key) > 3:
            by_key.setdefault(key[3:], name)
    found = difflib.get_close_matches(normalize(text), list(by_key), n=1, cutoff=0.75)
    return by_key[found[0]] if found else None


def folded(text: str, width: int) -> str:
    """``text`` with every line longer than ``width`` broken at its last space
    within the width (or at the width, in a long word): in time linear in the text,
    where rich's own wrapping of one huge line is not.

    >>> folded("aaa bbb ccc", 7).splitlines()
    ['aaa bbb', 'ccc']
    """
    out: list[str] = []
    for line in text.split("\n"):
        start = 0
        while len(line) - start > width:
            cut = line.rfind(" ", start + 1, start + width + 1)
            cut = cut if cut > start else start + width
            out.append(line[start:cut])
            start = cut + 1 if line[cut : cut + 1] == " " else cut
        out.append(line[start:])
    return "\n".join(out)


def shortened(text: str, limit: int) -> str:
    """``text`` cut to ``limit`` characters, an ellipsis marking the cut.

    >>> shortened("abcdef", 4), shortened("abc", 4)
    ('abc…', 'abc')
    """
    return text if len(text) <= limit else text[: limit - 1] + "…"


def error_place(action: int | None, answer: int | None) -> str:
    """Where a scenario stopped, for a person: ``action 1``, ``answer 3`` (counted
    from 1; the JSON ``error.action``/``error.answer`` are indices from 0).

    >>> error_place(0, None), error_place(None, 2)
    ('action 1', 'answer 3')
    """
    return f"action {action + 1}" if action is not None else f"answer {(answer or 0) + 1}"


def name_problem(name: str) -> str | None:
    """Why ``name`` cannot name a player (empty, blank, several lines), or None.

    >>> name_problem("bob"), name_problem(" "), name_problem("bob\\nalice")
    (None, 'a player name cannot be blank', 'a player name must be one line')
    """
    if not name:
        return "a player name cannot be empty"
    if not name.strip():
        return "a player name cannot be blank"
    if len(name.splitlines()) > 1 or name.endswith(("\n", "\r")):
        return "a player name must be one line"
    return None


class SafeConsole(Console):
    """A rich console that shows control and bidi characters in the text it
    prints visibly escaped (its own styling codes pass), and does not wrap
    lines when its output is not a terminal and no width was asked for
    (``COLUMNS``): piped text stays one line per line. ``COLUMNS`` is read when
    printing, not when the console is made (rich freezes it at construction, so
    a module-level console would keep the width of whatever imported it first)."""

    def __init__(self, *args: Any, **kw: Any) -> None:
        super().__init__(*args, **kw)
        if kw.get("width") is None:
            self._width = None

    @property
    def size(self) -> ConsoleDimensions:
        measured = super().size
        if self._width is None and not self.is_terminal and "COLUMNS" not in os.environ:
            return ConsoleDimensions(UNWRAPPED_WIDTH, measured.height)
        return measured

    @size.setter
    def size(self, new_size: tuple[int, int]) -> None:
        self._width, self._height = new_size

    def print(self, *objects: Any, **kw: Any) -> None:
        """As rich prints, but one plain line to a pipe or a file is written
        straight out: rich's constant cost per call made long reports slow."""
        plain = self._plain_line(objects, kw)
        if plain is None:
            super().print(*objects, **kw)
        else:
            self.file.write(visible(plain) + "\n")

    def _plain_line(self, objects: tuple[Any, ...], kw: dict[str, Any]) -> str | None:
        """The text to write for a print that needs no rendering (no terminal, no
        capture or recording, one text that fits the width), or None."""
        if len(objects) != 1 or not kw.keys() <= _PLAIN_KEYWORDS:
            return None
        if self.is_terminal or self.record or self.quiet or self._buffer_index or self.is_jupyter:
            return None
        obj = objects[0]
        if isinstance(obj, Text) and obj.end == "\n":
            plain = obj.plain
        elif type(obj) is str and not _RICH_SYNTAX.search(obj):
            plain = obj
        else:
            return None
        if "\t" in plain or "\r" in plain:
            return None
        width = self.width
        if len(plain) <= width // 2 or all(cell_len(line) <= width for line in plain.split("\n")):
            return plain
        return None

    def render_str(self, text: str, **kw: Any) -> Text:
        return super().render_str(visible(text), **kw)

    def _render_buffer(self, buffer: Iterable[Segment]) -> str:
        shown = (
            seg
            if seg.control or not _HIDDEN.search(seg.text)
            else seg._replace(text=visible(seg.text))
            for seg in buffer
        )
        return super()._render_buffer(shown)


UNWRAPPED_WIDTH = 100_000  # wide enough that no line of ours wraps
_PLAIN_KEYWORDS = {"style", "markup", "highlight", "soft_wrap"}
_RICH_SYNTAX = re.compile(r"[\[:]")  # markup or an emoji code: rendered by rich


__all__ = [
    "SafeConsole",
    "closest",
    "error_place",
    "folded",
    "has_hidden",
    "markup_safe",
    "name_problem",
    "one_line",
    "shortened",
    "visible",
]
