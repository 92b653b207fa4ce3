"""Saved games: versioned JSON holding the options (seed included) and the actions.

Restoring replays the actions through the rules, so a restored game is identical to the one
saved, and a file edited into an impossible game is refused rather than believed.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from rondo_desktop.games.allegra.engine.actions import action_from_json, action_to_json
from rondo_desktop.games.allegra.engine.errors import AllegraError, SaveError
from rondo_desktop.games.allegra.engine.game import Game
from rondo_desktop.games.allegra.engine.options import AllegraOptions

SAVE_FORMAT = "allegra-game"
SAVE_VERSION = 1
MAX_ACTIONS = 50_000  # far more than any game; stops a hostile file from running for hours


def game_to_dict(game: Game, meta: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The game as plain data. ``meta`` is kept verbatim (player names, strengths...)."""
    return {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "options": game.options.to_dict(),
        "actions": [action_to_json(action) for action in game.history],
        "meta": dict(meta or {}),
    }


def game_to_json(game: Game, meta: Mapping[str, Any] | None = None) -> str:
    return json.dumps(game_to_dict(game, meta), separators=(",", ":"))


def game_from_dict(data: Any) -> tuple[Game, dict[str, Any]]:
    """Rebuild a game by replaying its actions; returns it and the saved ``meta``."""
    if not isinstance(data, Mapping) or data.get("format") != SAVE_FORMAT:
        raise SaveError("not a saved Allegra game")
    version = data.get("version")
    if version != SAVE_VERSION or isinstance(version, bool):
        raise SaveError(f"saved with format version {version!r}; this game reads {SAVE_VERSION}")
    actions, meta, options = data.get("actions"), data.get("meta", {}), data.get("options")
    if not isinstance(actions, list) or len(actions) > MAX_ACTIONS:
        raise SaveError("the save has no proper list of actions")
    if not isinstance(meta, dict) or not isinstance(options, Mapping):
        raise SaveError("the save's options or player details are malformed")
    try:
        game = Game(AllegraOptions.from_dict(options))
        for number, raw in enumerate(actions, start=1):
            action = action_from_json(raw)
            try:
                game.apply(action)
            except AllegraError as error:
                raise SaveError(f"action {number} ({action}) is not legal: {error}") from error
    except SaveError:
        raise
    except AllegraError as error:
        raise SaveError(f"cannot restore the saved game: {error}") from error
    return game, meta


def game_from_json(text: str | bytes) -> tuple[Game, dict[str, Any]]:
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as error:
        raise SaveError(f"the save is not readable JSON: {error}") from error
    return game_from_dict(data)
