"""Saved games: versioned JSON holding the options (seed included) and the actions, restored by
replaying them through the rules (the shared ``games.replay_save.ReplaySave``), so a restored
game is identical to the one saved and an impossible one is refused.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rondo_desktop.games.allegra.engine.actions import Action, action_from_json, action_to_json
from rondo_desktop.games.allegra.engine.errors import AllegraError, SaveError
from rondo_desktop.games.allegra.engine.game import Game
from rondo_desktop.games.allegra.engine.options import AllegraOptions
from rondo_desktop.games.replay_save import ReplaySave

SAVE_FORMAT = "allegra-game"
SAVE_VERSION = 1
MAX_ACTIONS = 50_000  # far more than any game; stops a hostile file from running for hours

SAVES: ReplaySave[Game, Action] = ReplaySave(
    format=SAVE_FORMAT,
    version=SAVE_VERSION,
    max_actions=MAX_ACTIONS,
    new_game=lambda options: Game(AllegraOptions.from_dict(options)),
    action_to_json=action_to_json,
    action_from_json=action_from_json,
    rule_error=AllegraError,
    save_error=SaveError,
    words=("Allegra", "game", "action"),
)


def game_to_dict(game: Game, meta: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The game as plain data. ``meta`` is kept verbatim (player names, strengths...)."""
    return SAVES.to_dict(game, meta)


def game_to_json(game: Game, meta: Mapping[str, Any] | None = None) -> str:
    return SAVES.to_json(game, meta)


def game_from_dict(data: Any) -> tuple[Game, dict[str, Any]]:
    """Rebuild a game by replaying its actions; returns it and the saved ``meta``."""
    return SAVES.from_dict(data)


def game_from_json(text: str | bytes) -> tuple[Game, dict[str, Any]]:
    return SAVES.from_json(text)
