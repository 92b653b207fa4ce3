"""Saved matches: versioned JSON holding the options (seed included) and the cards played,
restored by replaying them through the rules (the shared ``games.replay_save.ReplaySave``), so
a restored match is identical to the one saved and an impossible one is refused.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rondo_desktop.games.replay_save import ReplaySave
from rondo_desktop.games.ronda.engine.actions import Action, action_from_json, action_to_json
from rondo_desktop.games.ronda.engine.errors import RondaError, SaveError
from rondo_desktop.games.ronda.engine.game import Game
from rondo_desktop.games.ronda.engine.options import RondaOptions

SAVE_FORMAT = "ronda-game"
SAVE_VERSION = 1
MAX_ACTIONS = 20_000  # far more than any match; stops a hostile file from running for hours

SAVES: ReplaySave[Game, Action] = ReplaySave(
    format=SAVE_FORMAT,
    version=SAVE_VERSION,
    max_actions=MAX_ACTIONS,
    new_game=lambda options: Game(RondaOptions.from_dict(options)),
    action_to_json=action_to_json,
    action_from_json=action_from_json,
    rule_error=RondaError,
    save_error=SaveError,
    words=("Ronda", "match", "play"),
)


def game_to_dict(game: Game, meta: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The match as plain data. ``meta`` is kept verbatim (player names, strengths...)."""
    return SAVES.to_dict(game, meta)


def game_to_json(game: Game, meta: Mapping[str, Any] | None = None) -> str:
    return SAVES.to_json(game, meta)


def game_from_dict(data: Any) -> tuple[Game, dict[str, Any]]:
    """Rebuild a match by replaying its cards played; returns it and the saved ``meta``."""
    return SAVES.from_dict(data)


def game_from_json(text: str | bytes) -> tuple[Game, dict[str, Any]]:
    return SAVES.from_json(text)
