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

import os
import re
from collections.abc import Iterable
from typing import Any

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


class SafeConsole(Console):
    """A rich console that shows control and bidi characters in the text it
    prints visibly escaped (its own styling codes pass), and does not wrap
    lines when its output is not a terminal and no width was asked for
    (``COLUMNS``): piped text stays one line per line."""

    @property
    def size(self) -> ConsoleDimensions:
        measured = super().size
        if self._width is None and not self.is_terminal and "COLUMNS" not in os.environ:
            return ConsoleDimensions(UNWRAPPED_WIDTH, measured.height)
        return measured

    @size.setter
    def size(self, new_size: tuple[int, int]) -> None:
        self._width, self._height = new_size

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


__all__ = ["SafeConsole", "has_hidden", "markup_safe", "one_line", "visible"]
