"""What every computer player of Ronda is, and the questions they all ask the engine.

A player sees only its :class:`~rondo_desktop.games.ronda.engine.Observation` and answers with
one of its legal plays. A new strength (the coming determinized Monte Carlo expert) is a class
with ``choose`` registered in :mod:`rondo_desktop.games.ronda.players`.
"""

from __future__ import annotations

from typing import Protocol

from rondo_desktop.games.ronda.engine import Observation, PlayCard
from rondo_desktop.games.ronda.engine.cards import rank_of
from rondo_desktop.games.ronda.engine.play import Outcome, resolve


class RondaPlayer(Protocol):
    """A computer seat (the host's ``Player`` protocol, for Ronda's types)."""

    def choose(self, observation: Observation, time_left: float | None = None) -> PlayCard: ...


def preview(observation: Observation, card: str) -> Outcome:
    """What ``card`` would take and score now (the engine's own rule, :func:`resolve`)."""
    return resolve(observation.context(), rank_of(card))


def cards_taken(observation: Observation, outcome: Outcome) -> int:
    """How many cards the play puts on the side's pile, the played card included."""
    if not outcome.captures:
        return 0
    packet = len(observation.packet[3]) if outcome.steals and observation.packet else 0
    return 1 + len(outcome.taken) + packet
