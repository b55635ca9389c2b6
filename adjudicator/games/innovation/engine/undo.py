"""Going back to the position before the action in progress without copying the
whole position before every action.

:class:`UndoLog` keeps what an action changed, as it first changes it: the
contents of each card list before, each pile's splay before, the players'
tuck and score counters (SPECIAL-2), the initial melds and the game's end.
The engine changes card lists in place only (achievements claimed too,
``take_special`` and ``rules.achieve``), telling the log first;
:meth:`Game.abandon_action` undoes the action in place and :meth:`Game.clone`
copies the position before it.
"""

from __future__ import annotations

from collections.abc import Sequence

from adjudicator.games.innovation.engine.cards import Splay
from adjudicator.games.innovation.engine.state import Phase, Pile, PlayerState, State

# the game's end: phase, winners, game_over, game_over_rule
_Ending = tuple[Phase, list[str], str | None, str | None]


class UndoLog:
    """The changes of the action in progress on ``state`` (see the module)."""

    # one per action: slots, and the rarely needed dicts made when first needed
    __slots__ = ("_counters", "_ending", "_lists", "_melds", "_splays", "state")

    def __init__(self, state: State) -> None:
        self.state = state
        # per list changed (by id): the live list and its contents before
        self._lists: dict[int, tuple[list[str], Sequence[str]]] = {}
        # per pile splayed (by id): the pile and its splay before
        self._splays: dict[int, tuple[Pile, Splay]] | None = None
        # per player counted (by id): tucked and scored this turn before
        self._counters: dict[int, tuple[PlayerState, int, int]] | None = None
        self._melds: dict[str, str] | None = None
        self._ending: _Ending | None = None

    # ------------------------------------------------------------ telling
    def touch(self, cards: list[str]) -> None:
        """``cards`` is about to change in place."""
        key = id(cards)
        if key not in self._lists:
            self._lists[key] = (cards, tuple(cards))

    def splay(self, pile: Pile) -> None:
        """``pile``'s splay is about to change."""
        if self._splays is None:
            self._splays = {}
        key = id(pile)
        if key not in self._splays:
            self._splays[key] = (pile, pile.splay)

    def counters(self, p: PlayerState) -> None:
        """``p``'s tuck or score counter is about to change."""
        if self._counters is None:
            self._counters = {}
        key = id(p)
        if key not in self._counters:
            self._counters[key] = (p, p.tucked_this_turn, p.scored_this_turn)

    def melds(self) -> None:
        """The initial melds are about to change."""
        if self._melds is None:
            self._melds = dict(self.state.initial_melds)

    def ending(self) -> None:
        """The game is about to end."""
        if self._ending is None:
            self._ending = _ending_of(self.state)

    # ------------------------------------------------------------- going back
    def undo(self) -> None:
        """Back to the position before the action, in place (the log is spent)."""
        self._exchange()

    def before(self) -> State:
        """A copy of the position before the action (``state`` stays as it is)."""
        self._exchange()
        try:
            return self.state.copy()
        finally:
            self._exchange()

    def _exchange(self) -> None:
        """Swap what was saved with what is live: twice changes nothing."""
        state = self.state
        for key, (live, saved) in self._lists.items():
            self._lists[key] = (live, tuple(live))
            live[:] = saved
        splays, counters = self._splays or {}, self._counters or {}
        for key, (pile, splay) in splays.items():
            splays[key] = (pile, pile.splay)
            pile.splay = splay
        for key, (p, tucked, scored) in counters.items():
            counters[key] = (p, p.tucked_this_turn, p.scored_this_turn)
            p.tucked_this_turn, p.scored_this_turn = tucked, scored
        if self._melds is not None:
            melds = self._melds
            self._melds = dict(state.initial_melds)
            state.initial_melds.clear()
            state.initial_melds.update(melds)
        if self._ending is not None:
            ending = self._ending
            self._ending = _ending_of(state)
            state.phase, state.winners, state.game_over, state.game_over_rule = ending


def _ending_of(state: State) -> _Ending:
    return state.phase, list(state.winners), state.game_over, state.game_over_rule
