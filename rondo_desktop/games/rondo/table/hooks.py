"""How the menus hand a Rondo game to the table: Rondo's part of the host's hooks.

The host's :class:`~rondo_desktop.app.table.hooks.GameTableHooks` keeps the player's files
safe (the slot made room in, Continue, the spinner, the notices); this builds Rondo's
:class:`~rondo_desktop.games.rondo.table.session.GameSession` (lexicon, deck and computer
players of the game's language, loaded once per run) and its table scene.
"""

from __future__ import annotations

import json
from typing import Any

from rondo_desktop.app.context import AppContext
from rondo_desktop.app.game_setup import GameSetup
from rondo_desktop.app.scene import Scene
from rondo_desktop.app.table.hooks import GameTableHooks, display_names
from rondo_desktop.games.rondo import NAME
from rondo_desktop.games.rondo.engine import (
    Action,
    DeckError,
    Lexicon,
    Observation,
    RondoError,
    SaveError,
)
from rondo_desktop.games.rondo.engine.spelling import languages
from rondo_desktop.games.rondo.players import LeaveModel, Toolbox, make_player
from rondo_desktop.games.rondo.table.session import Chooser, GameSession, PlayerFactory
from rondo_desktop.games.rondo.toolboxes import player_seed, shared_toolboxes

EXPERT_SECONDS = 1.5

__all__ = ["EXPERT_SECONDS", "TableHooks", "display_names", "player_factory"]


def player_factory(
    toolbox: Toolbox, leaves: LeaveModel, seed: int, turn_seconds: int | None
) -> PlayerFactory:
    """Each computer seat gets its own player, seeded from the game's seed and its seat."""
    # The expert thinks at most this long; with a short sand timer it must leave sand over.
    budget = None if turn_seconds is None else min(EXPERT_SECONDS, turn_seconds / 4)

    def factory(seat: int, strength: str) -> Chooser:
        player = make_player(
            strength, toolbox, leaves, seed=player_seed(seed, seat), time_budget=budget
        )

        def choose(observation: Observation, time_left: float | None) -> Action:
            # What is left of the sand: the expert keeps its look-ahead within it.
            return player.choose(observation, time_left)

        return choose

    return factory


class TableHooks(GameTableHooks[GameSession]):
    """Starts and resumes Rondo games; ``speed`` overrides the animation-speed setting."""

    game = NAME
    refusals = (RondoError,)

    def __init__(self, *, speed: float | None = None, quit_when_over: bool = False) -> None:
        super().__init__(speed=speed, quit_when_over=quit_when_over)
        # The process's toolboxes, the spec's too: a language's finder is warmed once.
        self._boxes = shared_toolboxes()

    def toolbox(self, language: str) -> Toolbox:
        return self._boxes.toolbox(language)

    def factory(self, language: str, seed: int, turn_seconds: int | None) -> PlayerFactory:
        toolbox = self.toolbox(language)
        return player_factory(toolbox, self._boxes.leaves(language), seed, turn_seconds)

    def new_session(
        self, ctx: AppContext, setup: GameSetup, seed: int, options: dict[str, Any]
    ) -> GameSession:
        language = setup.options["language"]
        toolbox = self.toolbox(language)
        return GameSession.new(
            setup,
            seed,
            toolbox.lexicon,
            toolbox.deck,
            self.factory(language, seed, setup.turn_seconds),
            finder=toolbox.finder,  # warmed already: the game's own would be built again
            **options,
        )

    def restore_session(
        self, ctx: AppContext, data: dict[str, Any], options: dict[str, Any]
    ) -> GameSession:
        session = GameSession.restore(
            json.dumps(data),
            self._lexicon_for,
            lambda language: self.toolbox(language).deck,
            self.factory(_language(data), _seed(data), _turn_seconds(data)),
            **options,
        )
        self._boxes.adopt_finder(session.game)  # the warmed one, not a second
        return session

    def table_scene(self, ctx: AppContext, session: GameSession) -> Scene:
        from rondo_desktop.games.rondo.table.scene import (
            TableScene,  # pygame-heavy: only when shown
        )

        return TableScene(ctx, session, speed=self.speed, quit_when_over=self.quit_when_over)

    def _lexicon_for(self, language: str) -> Lexicon:
        # An OSError is left to continue_game: a lexicon file that cannot be read now is no
        # reason to set the save aside.
        try:
            return self.toolbox(language).lexicon
        except (ValueError, DeckError) as error:
            raise SaveError(f"no lexicon for language {language!r}") from error


def _language(data: dict[str, Any]) -> str:
    options = data.get("options")
    language = options.get("language") if isinstance(options, dict) else None
    if not isinstance(language, str) or language not in languages():
        raise SaveError("the save names no known lexicon language")
    return language


def _seed(data: dict[str, Any]) -> int:
    options = data.get("options")
    seed = options.get("seed") if isinstance(options, dict) else None
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise SaveError("the save has no seed")
    return seed


def _turn_seconds(data: dict[str, Any]) -> int | None:
    meta = data.get("meta")
    seconds = meta.get("turn_seconds") if isinstance(meta, dict) else None
    return seconds if isinstance(seconds, int) and not isinstance(seconds, bool) else None
