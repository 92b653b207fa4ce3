"""One computer-only Allegra game as the JSON document of ``rondo-desktop trace`` (issue 15).

    {"game": "allegra", "players": 3, "seed": 7,
     "rounds": [{"first", "grids", "discard", "deck", "actions", "closer", "scores",
                 "doubled", "totals"}, ...],
     "winners": [2]}

``grids[seat][row][col]`` as dealt, ``discard`` the card that started the discard pile,
``deck`` the draw pile top first; ``actions`` one record per opening reveal ({"seat",
"reveal": cell}; a seat's two one after the other, seats in turn order from ``first``), then
one per turn: {"seat", "take": "discard", "place": cell}, {"seat", "take": "deck", "flip":
cell | null} or {"seat", "take": "deck", "place": cell}, or a knock accepted: {"seat", "take",
"give": {"knocker", "knocker_place", "take_from", "place"}} (null where G-17 skips a step);
{"reshuffle": deck top first} just before the draw that found the deck empty (G-13). Knocks
that were not accepted leave no trace. ``scores`` have doubling applied. A trace always plays
the default rules (no variant); the seed must be 0 or more.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rondo_desktop.games.allegra import NAME
from rondo_desktop.games.allegra.engine import (
    Accept,
    Action,
    AllegraOptions,
    DiscardFlip,
    Game,
    KnockGive,
    KnockPlace,
    KnockTake,
    Place,
    Reveal,
    Take,
)
from rondo_desktop.games.allegra.engine.events import (
    Event,
    Reshuffled,
    RoundDealt,
    RoundScored,
)
from rondo_desktop.games.allegra.engine.geometry import COLS, GRID
from rondo_desktop.games.allegra.engine.options import MAX_SEATS, MIN_SEATS
from rondo_desktop.games.allegra.players import STRENGTHS, make_player
from rondo_desktop.games.allegra.players.seeds import player_seed

MAX_ACTIONS = 50_000  # a game is a few thousand actions at most
TRACE_BUDGET = 600.0  # seconds a move: the searching players then depend on the seed alone


def trace_game(strengths: Sequence[str], seed: int) -> dict[str, Any]:
    """Play the game of ``strengths`` (one a seat) dealt from ``seed``; ValueError names a
    bad argument."""
    unknown = [s for s in strengths if s not in STRENGTHS]
    if unknown:
        raise ValueError(f"unknown strength {unknown[0]!r}; choose from {', '.join(STRENGTHS)}")
    if not MIN_SEATS <= len(strengths) <= MAX_SEATS:
        raise ValueError(
            f"--seats needs {MIN_SEATS} to {MAX_SEATS} strengths, e.g. medium,medium,beginner"
        )
    if seed < 0:
        raise ValueError("--seed must be 0 or more")
    game = Game(AllegraOptions(seats=len(strengths), seed=seed))
    players = [
        make_player(s, player_seed(seed, seat), TRACE_BUDGET) for seat, s in enumerate(strengths)
    ]
    recorder = Recorder(game)
    for _ in range(MAX_ACTIONS):
        if game.is_over:
            break
        seat = game.current_seat
        action = players[seat].choose(game.observation(seat))
        active = game.active
        recorder.record(seat, active, action, game.apply(action, seat=seat))
    return recorder.document()


def _cell(cell: tuple[int, int, int] | None) -> list[int] | None:
    return None if cell is None else list(cell)


class Recorder:
    """Builds the document from each action and the events it returned."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.rounds: list[dict[str, Any]] = []
        self.turn: dict[str, Any] = {}
        self.winners: list[int] = []
        self._events(game.log)

    def record(self, seat: int, active: int, action: Action, events: list[Event]) -> None:
        if isinstance(action, Take):
            for event in events:
                if isinstance(event, Reshuffled):
                    self.actions.append({"reshuffle": list(event.deck)})
            self.turn = {"seat": active, "take": action.source}
            self.actions.append(self.turn)
        elif isinstance(action, Reveal):
            self.actions.append({"seat": seat, "reveal": list(action.cell)})
        elif isinstance(action, Place | KnockGive):
            self._give_or_turn()["place"] = list(action.cell)
        elif isinstance(action, DiscardFlip):
            self.turn["flip"] = _cell(action.cell)
        elif isinstance(action, Accept) and action.knocker is not None:
            self.turn["give"] = {
                "knocker": action.knocker,
                "knocker_place": None,
                "take_from": None,
                "place": None,
            }
        elif isinstance(action, KnockPlace):
            self.turn["give"]["knocker_place"] = list(action.cell)
        elif isinstance(action, KnockTake):
            self.turn["give"]["take_from"] = list(action.cell)
        self._events([e for e in events if not isinstance(e, Reshuffled)])

    @property
    def actions(self) -> list[dict[str, Any]]:
        actions: list[dict[str, Any]] = self.rounds[-1]["actions"]
        return actions

    def _give_or_turn(self) -> dict[str, Any]:
        give = self.turn.get("give")
        return give if isinstance(give, dict) else self.turn

    def _events(self, events: Sequence[Event]) -> None:
        for event in events:
            if isinstance(event, RoundDealt):
                self.rounds.append(_dealt(event, self.game.n))
            elif isinstance(event, RoundScored):
                self.rounds[-1].update(
                    closer=event.closer,
                    scores=list(event.scores),
                    doubled=list(event.doubled),
                    totals=list(event.totals),
                )
        if self.game.winners is not None:
            self.winners = list(self.game.winners)

    def document(self) -> dict[str, Any]:
        return {
            "game": NAME,
            "players": self.game.n,
            "seed": self.game.options.seed,
            "rounds": self.rounds,
            "winners": self.winners,
        }


def _dealt(event: RoundDealt, n: int) -> dict[str, Any]:
    grids = event.grids
    return {
        "first": event.first,
        "grids": [
            [list(grids[s * GRID + r * COLS : s * GRID + (r + 1) * COLS]) for r in range(3)]
            for s in range(n)
        ],
        "discard": event.discard,
        "deck": list(event.deck),
        "actions": [],
    }
