"""Saves that hold a game's options (seed included) and its actions, for any game whose engine
replays them: versioned JSON, restored by applying every action again through the rules.

A restored game is therefore identical to the one saved, and a file edited into an impossible
game is refused rather than believed. Each game's ``engine/save.py`` builds one
:class:`ReplaySave` with its own format name, action codec and errors (Ronda's and Allegra's
do); pure Python, like the engines that use it.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

ActionT = TypeVar("ActionT")


class _Options(Protocol):
    def to_dict(self) -> dict[str, Any]: ...


class ReplayedGame(Protocol[ActionT]):
    """What a replayed save needs of a game: its options, its actions so far, apply."""

    @property
    def options(self) -> _Options: ...

    @property
    def history(self) -> Sequence[ActionT]: ...

    def apply(self, action: ActionT, seat: int | None = None) -> Sequence[object]: ...


GameT = TypeVar("GameT", bound=ReplayedGame[Any])


@dataclass(frozen=True)
class ReplaySave(Generic[GameT, ActionT]):
    """One game's save format. ``words`` name things in its refusals: the game's name, what
    one game is called ("match"), what one action is called ("play")."""

    format: str
    version: int
    max_actions: int  # far more than any game; stops a hostile file from running for hours
    new_game: Callable[[Mapping[str, Any]], GameT]  # a fresh game from the saved options
    action_to_json: Callable[[ActionT], Any]
    action_from_json: Callable[[Any], ActionT]
    rule_error: type[Exception]  # what the engine raises for an impossible action or option
    save_error: type[Exception]  # what a refused save raises (a subclass of rule_error)
    words: tuple[str, str, str]

    def to_dict(self, game: GameT, meta: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """The game as plain data. ``meta`` is kept verbatim (player names, strengths...)."""
        return {
            "format": self.format,
            "version": self.version,
            "options": game.options.to_dict(),
            "actions": [self.action_to_json(action) for action in game.history],
            "meta": dict(meta or {}),
        }

    def to_json(self, game: GameT, meta: Mapping[str, Any] | None = None) -> str:
        return json.dumps(self.to_dict(game, meta), separators=(",", ":"))

    def from_dict(self, data: Any) -> tuple[GameT, dict[str, Any]]:
        """Rebuild a game by replaying its actions; returns it and the saved ``meta``."""
        title, one_game, one_action = self.words
        if not isinstance(data, Mapping) or data.get("format") != self.format:
            raise self.save_error(f"not a saved {title} {one_game}")
        version = data.get("version")
        if version != self.version or isinstance(version, bool):
            raise self.save_error(
                f"saved with format version {version!r}; this game reads {self.version}"
            )
        actions, meta, options = data.get("actions"), data.get("meta", {}), data.get("options")
        if not isinstance(actions, list) or len(actions) > self.max_actions:
            raise self.save_error(f"the save has no proper list of {one_action}s")
        if not isinstance(meta, dict) or not isinstance(options, Mapping):
            raise self.save_error("the save's options or player details are malformed")
        try:
            game = self.new_game(options)
            for number, raw in enumerate(actions, start=1):
                action = self.action_from_json(raw)
                try:
                    game.apply(action)
                except self.rule_error as error:
                    raise self.save_error(
                        f"{one_action} {number} ({action}) is not legal: {error}"
                    ) from error
        except self.save_error:
            raise
        except self.rule_error as error:
            raise self.save_error(f"cannot restore the saved {one_game}: {error}") from error
        return game, meta

    def from_json(self, text: str | bytes) -> tuple[GameT, dict[str, Any]]:
        try:
            data = json.loads(text)
        except (ValueError, RecursionError) as error:
            raise self.save_error(f"the save is not readable JSON: {error}") from error
        return self.from_dict(data)
