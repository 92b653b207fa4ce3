"""The app context every scene receives: settings, stores, text, theme, layouts, the stack.

It is built once by ``App`` (or by a test or the screenshot command) and passed down; there
are no module-level singletons.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from rondo_desktop.app.art import Art
from rondo_desktop.app.cards import CardPainter
from rondo_desktop.app.game_setup import GameSetup
from rondo_desktop.app.i18n import Translator, is_rtl
from rondo_desktop.app.layout import LayoutLibrary
from rondo_desktop.app.navigator import Navigator
from rondo_desktop.app.rtl import uses_eastern_digits
from rondo_desktop.app.saves import Slot, has_saved_game, latest_saved_game
from rondo_desktop.app.scene import SceneStack
from rondo_desktop.app.settings import Settings, SettingsStore
from rondo_desktop.app.stats import StatsStore
from rondo_desktop.app.text import TextRenderer
from rondo_desktop.app.theme import Theme, theme_for
from rondo_desktop.games import AnySpec, GameRegistry, registry
from rondo_desktop.games.spec import GameUI


class Window(Protocol):
    """What scenes may ask of the window (the real one, or a headless stand-in)."""

    def apply_fullscreen(self, fullscreen: bool) -> None: ...

    def request_quit(self) -> None: ...


class TableHooks(Protocol):
    """How the menus hand over to a game's table: the app's own (``app/tables.py``) hands
    each game to its :class:`~rondo_desktop.games.spec.GameUI`; tests record instead."""

    def start_game(self, ctx: AppContext, setup: GameSetup, *, slot: Slot = "menu") -> None: ...

    def continue_game(
        self, ctx: AppContext, *, slot: Slot = "menu", game: str | None = None
    ) -> None: ...


@dataclass
class AppContext:
    data_dir: Path
    settings_store: SettingsStore
    stats_store: StatsStore
    settings: Settings
    window: Window
    hooks: TableHooks
    version: str
    # The games this app hosts (a test's registry of fake games in tests).
    games: GameRegistry = field(default_factory=registry)
    # The run's table options (`play --speed`, `--quit-when-over`): the animation speed that
    # overrides the setting (inf: top speed), and whether the results end the run.
    speed: float | None = None
    quit_when_over: bool = False
    stack: SceneStack = field(default_factory=SceneStack)
    text: TextRenderer = field(default_factory=TextRenderer)
    art: Art = field(default_factory=Art)
    layouts: LayoutLibrary = field(default_factory=LayoutLibrary)
    window_size: tuple[int, int] = (1280, 720)
    # False when the data folder cannot be written: the player is told once, at the start,
    # that nothing will be saved, and not again for every file that then fails.
    data_writable: bool = True
    # The game the player last chose on the menu or sat down to: the menu comes back to it
    # (and Statistics opens on it) after a game, rather than to the first game.
    chosen_game: str | None = None
    # Called after every settings change (the app uses it to save the window size, tests to
    # observe); scenes are told through relayout().
    on_settings_changed: list[Callable[[Settings], None]] = field(default_factory=list)
    translator: Translator = field(init=False)
    cards: CardPainter = field(init=False)
    navigator: Navigator = field(init=False)
    _game_uis: dict[str, GameUI] = field(init=False, default_factory=dict)

    def __post_init__(self) -> None:
        self.translator = Translator(self.settings.language)
        self.cards = CardPainter(self.text)
        self.navigator = Navigator(self)
        self.layouts.rtl = self.rtl
        self._configure_text()
        self.stack.fade_seconds = 0.25 / self.settings.animation_speed

    def t(self, key: str, **params: object) -> str:
        return self.translator.t(key, **params)

    def _configure_text(self) -> None:
        """Tell the text layer how lines read: right to left for the language shown (not
        the one chosen: a language without its catalogs is shown in English), and in which
        digits."""
        language = self.translator.language
        self.text.configure(
            rtl=is_rtl(language),
            eastern_digits=uses_eastern_digits(language, self.settings.digits),
        )

    @property
    def rtl(self) -> bool:
        """Whether the screens are mirrored for a language written right to left."""
        return self.translator.rtl

    @property
    def theme(self) -> Theme:
        return theme_for(self.settings.colour_scheme)

    def spec(self, game: str) -> AnySpec:
        return self.games.get(game)

    def game_ui(self, game: str) -> GameUI | None:
        """The game's UI, built on first use and kept for the run; None: it has no table."""
        ui = self._game_uis.get(game)
        if ui is None:
            factory = self.spec(game).ui
            if factory is None:
                return None
            ui = self._game_uis[game] = factory()
        return ui

    def playable_games(self) -> tuple[str, ...]:
        """The registered games that have a table, in the registry's order."""
        return tuple(name for name in self.games.names() if self.spec(name).ui is not None)

    def recent_games(self) -> tuple[str, ...]:
        """The playable games whose finished matches Recent games keeps: those offering a
        review (the menu shows Recent games, the results record, the list names them)."""
        return tuple(name for name in self.playable_games() if self.spec(name).review is not None)

    def has_saved_game(self, game: str | None = None) -> bool:
        """Whether ``game`` (None: any playable game) has a game waiting behind Continue."""
        if game is not None:
            return has_saved_game(self.data_dir, game)
        return self.saved_game() is not None

    def saved_game(self) -> str | None:
        """The playable game saved last (the game in progress), None when none is."""
        return latest_saved_game(self.data_dir, self.playable_games())

    def change_settings(self, persist: bool = True, **changes: Any) -> None:
        """Apply a settings change now, save it, and let every scene re-lay itself out."""
        old = self.settings
        self.settings = dataclasses.replace(old, **changes)
        if self.settings.language != old.language:
            self.translator = Translator(self.settings.language)
            self.layouts.rtl = self.rtl
        self._configure_text()
        if self.settings.fullscreen != old.fullscreen:
            self.window.apply_fullscreen(self.settings.fullscreen)
        self.stack.fade_seconds = 0.25 / self.settings.animation_speed
        if persist:
            self.settings_store.save(self.settings)
        for listener in self.on_settings_changed:
            listener(self.settings)
        if any(key in changes for key in ("language", "colour_scheme", "digits")):
            self.stack.relayout(self.window_size)
