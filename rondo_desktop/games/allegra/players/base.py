"""What every computer player of Allegra is, and how it reads its observation.

A player sees only its :class:`~rondo_desktop.games.allegra.engine.observation.Observation`
and answers with one of its legal actions (the engine's own list, ``legal_actions``).
:class:`Seen` turns the observation into the players' fast view of the table and the unseen
multiset, once per decision.
"""

from __future__ import annotations

from typing import Any, Protocol

from rondo_desktop.games.allegra.engine.actions import Action
from rondo_desktop.games.allegra.engine.cards import DECK_COUNTS
from rondo_desktop.games.allegra.engine.geometry import Cell, index
from rondo_desktop.games.allegra.engine.observation import Observation
from rondo_desktop.games.allegra.players.view import Belief, View, layout


class AllegraPlayer(Protocol):
    """A computer seat (the host's ``Player`` protocol, for Allegra's types)."""

    def choose(self, observation: Observation, time_left: float | None = None) -> Action: ...


class Seen:
    """One observation as the players read it: the view, the belief, whose area is whose."""

    def __init__(self, observation: Observation) -> None:
        self.obs = observation
        self.seat = observation.seat
        self.n = observation.seats
        lay = layout(self.n)
        vals = [0 if v is None else v for v in observation.values]
        self.view = View(lay, list(observation.faces), vals)
        self.belief = Belief(unseen(observation))
        self.end_pending = observation.closer is not None
        self.memo: dict[object, Any] = {}  # a strength's figures for this decision

    @property
    def my_area(self) -> tuple[int, ...]:
        return self.view.lay.areas[self.seat]

    def occupied(self, seat: int) -> list[int]:
        """The cells of ``seat``'s area that hold a card."""
        state = self.view.state
        return [idx for idx in self.view.lay.areas[seat] if state[idx]]


def unseen(observation: Observation) -> dict[int, int]:
    """``Observation.unseen`` (rule book §11: DECK_COUNTS less every card in sight) in plain
    counts, cheaper than its Counter: the players ask it every decision."""
    counts = dict(DECK_COUNTS)
    for value in observation.values:
        if value is not None:
            counts[value] -= 1
    for pile in (observation.discard, observation.removed):
        for value in pile:
            counts[value] -= 1
    for card in (observation.held, observation.knock_hand, observation.knock_card):
        if card is not None:
            counts[card] -= 1
    return counts


def cell_index(action: Action) -> int | None:
    """The flat index of an action's cell (None for an action without one)."""
    cell: Cell | None = getattr(action, "cell", None)
    return None if cell is None else index(cell)
