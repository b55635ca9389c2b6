"""A scenario's output shape (../shared/spec/scenario.md): the resolved
result, and the state, pending decision and error as the contract writes them."""

from __future__ import annotations

import msgspec

from adjudicator.core.decisions import Decision
from adjudicator.core.problems import Problem, exit_code
from adjudicator.core.scenario import ErrorOut as ErrorOut
from adjudicator.core.scenario import PendingOut as PendingOut
from adjudicator.core.scenario import pending_out as pending_out
from adjudicator.core.steps import StepOut, steps_out
from adjudicator.games.innovation.engine.cards import COLORS
from adjudicator.games.innovation.engine.ending import achievement_count
from adjudicator.games.innovation.engine.game import Game
from adjudicator.games.innovation.engine.state import State
from adjudicator.games.innovation.sets.artifacts.data import ARTIFACTS  # displays


class PileOut(msgspec.Struct):
    cards: list[str]
    splay: str


class PlayerOut(msgspec.Struct):
    board: dict[str, PileOut]
    hand: list[str]
    score: list[str]
    achievements: list[str]
    forecast: list[str]
    score_points: int
    icons: dict[str, int]
    achievement_count: int
    # with Artifacts only: the display (ART-11)
    display: list[str] | msgspec.UnsetType = msgspec.UNSET


class StateOut(msgspec.Struct):
    current_player: str
    actions_left: int
    turn: int
    players: dict[str, PlayerOut]
    decks: dict[str, list[str] | dict[str, list[str]]]
    achievements: list[str]
    removed: list[str]
    # with Artifacts' relics only: those beside the supply piles, by value (ART-18)
    relics: list[str] | msgspec.UnsetType = msgspec.UNSET


class ResultOut(msgspec.Struct):
    state: StateOut
    steps: list[StepOut]
    pending: PendingOut | None
    winner: list[str] | None
    game_over: str | None
    error: ErrorOut | None


class ScenarioResult(msgspec.Struct):
    game: Game
    pending: Decision | None = None
    error: Problem | None = None

    @property
    def exit_code(self) -> int:
        return exit_code([self.error] if self.error else [])

    def to_out(self) -> ResultOut:
        g = self.game
        st = g.state
        return ResultOut(
            state=state_out(st),
            steps=steps_out(g.steps),
            pending=pending_out(self.pending) if self.pending else None,
            winner=list(st.winners) if st.phase == "over" else None,
            game_over=st.game_over if st.phase == "over" else None,
            error=ErrorOut.of(self.error) if self.error else None,
        )

    def to_json(self) -> bytes:
        return msgspec.json.encode(self.to_out())

    def __repr__(self) -> str:
        g, e, d = self.game, self.error, self.pending
        if e is not None:
            where = f"actions[{e.action}]" if e.action is not None else f"answers[{e.answer}]"
            return (
                f"<ScenarioResult error at {where}: {e.message}{f' ({e.rule})' if e.rule else ''}>"
            )
        if d is not None:
            return f"<ScenarioResult pending: {d.player} must {d.prompt}>"
        return f"<ScenarioResult resolved: {g!r}>"


def state_out(st: State) -> StateOut:
    players = {}
    for p in st.players:
        players[p.name] = PlayerOut(
            board={str(c): PileOut(list(p.board[c].cards), str(p.board[c].splay)) for c in COLORS},
            hand=list(p.hand),
            score=list(p.score),
            achievements=list(p.achievements),
            forecast=list(p.forecast),
            score_points=p.score_points(),
            icons={str(k): v for k, v in p.icon_counts().items()},
            achievement_count=achievement_count(st, p.name),
            display=list(p.display) if ARTIFACTS in st.expansions else msgspec.UNSET,
        )
    return StateOut(
        current_player=st.current_name,
        actions_left=st.actions_left,
        turn=st.turn,
        players=players,
        decks=_decks_out(st),
        achievements=[*st.achievements, *st.specials],
        removed=list(st.removed),
        relics=list(st.relics) if st.relics is not None else msgspec.UNSET,
    )


def _decks_out(st: State) -> dict[str, list[str] | dict[str, list[str]]]:
    """Base piles under "1".."10", each expansion's piles under its name."""
    out: dict[str, list[str] | dict[str, list[str]]] = {
        str(a): list(st.decks[a]) for a in range(1, 11)
    }
    for name in st.expansions:
        out[name] = {str(a): list(st.pile(name, a)) for a in range(1, 11)}
    return out
