"""Allegra's computer players, weakest first; ``make_player(strength, seed)`` builds one.

Each strength is a class with ``choose``; the expert takes a time budget (seconds a move).
"""

from __future__ import annotations

from rondo_desktop.games.allegra.players.base import AllegraPlayer
from rondo_desktop.games.allegra.players.beginner import BeginnerPlayer
from rondo_desktop.games.allegra.players.expert import ExpertPlayer
from rondo_desktop.games.allegra.players.hard import HardPlayer
from rondo_desktop.games.allegra.players.medium import MediumPlayer

STRENGTHS = ("beginner", "medium", "hard", "expert")


def make_player(strength: str, seed: int, time_budget: float | None = None) -> AllegraPlayer:
    """A player of ``strength``; ``time_budget`` (seconds a move) is for the searching one."""
    if strength == "beginner":
        return BeginnerPlayer(seed)
    if strength == "medium":
        return MediumPlayer(seed)
    if strength == "hard":
        return HardPlayer(seed)
    if strength == "expert":
        return ExpertPlayer(seed, time_budget)
    raise ValueError(f"unknown strength {strength!r}; choose one of {', '.join(STRENGTHS)}")


__all__ = [
    "STRENGTHS",
    "AllegraPlayer",
    "BeginnerPlayer",
    "ExpertPlayer",
    "HardPlayer",
    "MediumPlayer",
    "make_player",
]
