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
from rondo_desktop.app.i18n import Translator
from rondo_desktop.app.layout import LayoutLibrary
from rondo_desktop.app.saves import Slot, has_saved_game
from rondo_desktop.app.scene import SceneStack
from rondo_desktop.app.settings import Settings, SettingsStore
from rondo_desktop.app.stats import StatsStore
from rondo_desktop.app.text import TextRenderer
from rondo_desktop.app.theme import Theme, theme_for


class Window(Protocol):
    """What scenes may ask of the window (the real one, or a headless stand-in)."""

    def apply_fullscreen(self, fullscreen: bool) -> None: ...

    def request_quit(self) -> None: ...


class TableHooks(Protocol):
    """How the menus hand over to the game table. The table issue provides the real one."""

    def start_game(self, ctx: AppContext, setup: GameSetup, *, slot: Slot = "menu") -> None: ...

    def continue_game(self, ctx: AppContext) -> None: ...


@dataclass
class AppContext:
    data_dir: Path
    settings_store: SettingsStore
    stats_store: StatsStore
    settings: Settings
    window: Window
    hooks: TableHooks
    version: str
    stack: SceneStack = field(default_factory=SceneStack)
    text: TextRenderer = field(default_factory=TextRenderer)
    art: Art = field(default_factory=Art)
    layouts: LayoutLibrary = field(default_factory=LayoutLibrary)
    window_size: tuple[int, int] = (1280, 720)
    # False when the data folder cannot be written: the player is told once, at the start,
    # that nothing will be saved, and not again for every file that then fails.
    data_writable: bool = True
    # Called after every settings change (the app uses it to save the window size, tests to
    # observe); scenes are told through relayout().
    on_settings_changed: list[Callable[[Settings], None]] = field(default_factory=list)
    translator: Translator = field(init=False)
    cards: CardPainter = field(init=False)

    def __post_init__(self) -> None:
        self.translator = Translator(self.settings.language)
        self.cards = CardPainter(self.text)
        self.stack.fade_seconds = 0.25 / self.settings.animation_speed

    def t(self, key: str, **params: object) -> str:
        return self.translator.t(key, **params)

    @property
    def theme(self) -> Theme:
        return theme_for(self.settings.colour_scheme)

    def has_saved_game(self) -> bool:
        return has_saved_game(self.data_dir)

    def change_settings(self, persist: bool = True, **changes: Any) -> None:
        """Apply a settings change now, save it, and let every scene re-lay itself out."""
        old = self.settings
        self.settings = dataclasses.replace(old, **changes)
        if self.settings.language != old.language:
            self.translator = Translator(self.settings.language)
        if self.settings.fullscreen != old.fullscreen:
            self.window.apply_fullscreen(self.settings.fullscreen)
        self.stack.fade_seconds = 0.25 / self.settings.animation_speed
        if persist:
            self.settings_store.save(self.settings)
        for listener in self.on_settings_changed:
            listener(self.settings)
        if any(key in changes for key in ("language", "colour_scheme")):
            self.stack.relayout(self.window_size)
