"""Rondo setups for the app's tests: the first game's seats, in a word list and a deal."""

from __future__ import annotations

import dataclasses

from rondo_desktop import games
from rondo_desktop.app.game_setup import GameSetup, default_setup


def rondo_setup(language: str = "en", seed: int | None = 5) -> GameSetup:
    """You and two medium computers, as a first game of Rondo starts."""
    first = default_setup(games.get("rondo"))
    return dataclasses.replace(first, options={"language": language}, seed=seed)
