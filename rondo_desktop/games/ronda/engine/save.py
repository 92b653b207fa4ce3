"""Saved matches: versioned JSON holding the options (seed included) and the cards played.

Restoring replays the plays through the rules, so a restored match is identical to the one
saved, and a file edited into an impossible match is refused rather than believed.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from rondo_desktop.games.ronda.engine.actions import action_from_json, action_to_json
from rondo_desktop.games.ronda.engine.errors import RondaError, SaveError
from rondo_desktop.games.ronda.engine.game import Game
from rondo_desktop.games.ronda.engine.options import RondaOptions

SAVE_FORMAT = "ronda-game"
SAVE_VERSION = 1
MAX_ACTIONS = 20_000  # far more than any match; stops a hostile file from running for hours


def game_to_dict(game: Game, meta: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The match as plain data. ``meta`` is kept verbatim (player names, strengths...)."""
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
    """Rebuild a match by replaying its plays; returns it and the saved ``meta``."""
    if not isinstance(data, Mapping) or data.get("format") != SAVE_FORMAT:
        raise SaveError("not a saved Ronda match")
    version = data.get("version")
    if version != SAVE_VERSION or isinstance(version, bool):
        raise SaveError(f"saved with format version {version!r}; this game reads {SAVE_VERSION}")
    actions, meta, options = data.get("actions"), data.get("meta", {}), data.get("options")
    if not isinstance(actions, list) or len(actions) > MAX_ACTIONS:
        raise SaveError("the save has no proper list of plays")
    if not isinstance(meta, dict) or not isinstance(options, Mapping):
        raise SaveError("the save's options or player details are malformed")
    try:
        game = Game(RondaOptions.from_dict(options))
        for number, raw in enumerate(actions, start=1):
            action = action_from_json(raw)
            try:
                game.apply(action)
            except RondaError as error:
                raise SaveError(f"play {number} ({action}) is not legal: {error}") from error
    except SaveError:
        raise
    except RondaError as error:
        raise SaveError(f"cannot restore the saved match: {error}") from error
    return game, meta


def game_from_json(text: str | bytes) -> tuple[Game, dict[str, Any]]:
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as error:
        raise SaveError(f"the save is not readable JSON: {error}") from error
    return game_from_dict(data)
