"""Who may take the next action, by the turn structure, while a log's actions are delimited.

BGA writes no turn or action lines, and its move numbers are not action boundaries:
BGA starts a new move at every decision a player makes, so one dogma can span several
moves. What bounds an action is the turn structure: the first player takes one action
on their first turn (in a game of four, the first two players do, SETUP-6), every other
turn has two (TURN-1), and the draws, melds and achievements a dogma causes are not
actions (TURN-2). A draw or meld by a player who has no action left (or while another
player still has one) is surely part of the action being gathered.

Where an action ends is not always known while the log is read (a draw inside a dogma
may be the next Draw action): :class:`TurnCount` keeps every count that is still
possible, and says whether an entry may open an action or surely does not.
"""

from __future__ import annotations

from typing import NamedTuple

#: Turn numbers past this one all have two actions (SETUP-6): they are not told apart.
_LAST_SHORT_TURN = 3
#: In a game of four the first two players take one action on their first turn.
_FOUR = 4


class Turn(NamedTuple):
    """A possible position in the turns: whose turn, how many actions it has left, which
    turn of the game (capped at :data:`_LAST_SHORT_TURN`)."""

    actor: str
    left: int
    number: int


class TurnCount:
    """The positions in the turns still possible after the actions opened so far; None
    when unknown (no first player in the log, or the log contradicted the count). For
    each, the tentative openings (by their entry's index) some way to it took as actions
    (:meth:`never_actions`)."""

    def __init__(self, players: int, first: str | None) -> None:
        self.players = players
        self.possible: dict[Turn, frozenset[int]] | None = None
        self.tentative: set[int] = set()
        if first is not None:
            self.possible = {Turn(first, self._length(1), 1): frozenset()}

    def _length(self, number: int) -> int:
        """The actions of turn ``number`` (SETUP-6: one on the first player's first
        turn, and on the second player's too in a game of four)."""
        short = number == 1 or (self.players == _FOUR and number == 2)
        return 1 if short else 2

    def _may_open(self, turn: Turn, player: str) -> bool:
        """Whether ``player`` may take the next action: the one whose turn it is while it
        has an action left, another player once it has none (TURN-1)."""
        return turn.left > 0 if player == turn.actor else turn.left == 0

    def _after(self, turn: Turn, player: str) -> Turn:
        if player == turn.actor:
            return turn._replace(left=turn.left - 1)
        number = min(turn.number + 1, _LAST_SHORT_TURN)
        return Turn(player, self._length(number) - 1, number)

    def may_open(self, player: str) -> bool:
        """Whether an action-like entry of ``player`` may open an action: false when no
        possible count lets ``player`` act (the entry is then part of an action)."""
        if self.possible is None:
            return True
        return any(self._may_open(turn, player) for turn in self.possible)

    def opened(self, player: str, *, surely: bool, index: int | None = None) -> None:
        """``player`` opened an action (``surely`` False: perhaps, a tentative one, the
        entry ``index`` when given)."""
        if self.possible is None:
            return
        taken = frozenset() if surely or index is None else frozenset({index})
        self.tentative |= taken
        after: dict[Turn, frozenset[int]] = {}
        for turn, before in self.possible.items():
            if self._may_open(turn, player):
                _reach(after, self._after(turn, player), before | taken)
        if not surely:
            for turn, before in self.possible.items():
                _reach(after, turn, before)
        self.possible = after or None  # the log contradicts the count: unknown from here

    def never_actions(self) -> frozenset[int]:
        """The tentative openings that no count fitting the whole log takes as an action
        (each is part of the action before it); none when the count is unknown."""
        if self.possible is None:
            return frozenset()
        return frozenset(self.tentative).difference(*self.possible.values())


def _reach(possible: dict[Turn, frozenset[int]], turn: Turn, taken: frozenset[int]) -> None:
    """``turn`` reached with the tentative openings ``taken``: with the other ways to it."""
    possible[turn] = possible.get(turn, frozenset()) | taken
