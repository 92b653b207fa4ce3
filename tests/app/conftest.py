"""Headless pygame for every app test, and a data folder that is never the real home."""

from __future__ import annotations

import logging
import os

# Before pygame opens anything: no window, no sound card.
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from rondo_desktop.app.app import App
from rondo_desktop.app.context import AppContext
from rondo_desktop.app.game_setup import GameSetup
from rondo_desktop.app.text import TextRenderer


@pytest.fixture
def own_log_handlers() -> Iterator[None]:
    """Log handlers a test adds to the root logger (``play.run`` adds its log file's) are taken
    off and closed after it, so later tests do not write into a deleted folder."""
    root = logging.getLogger()
    before = list(root.handlers)
    yield
    for handler in root.handlers[:]:
        if handler not in before:
            root.removeHandler(handler)
            handler.close()


@pytest.fixture(autouse=True)
def _no_real_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # platformdirs is only consulted by run_game(); if anything slips, it lands in tmp_path.
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg-data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg-config"))
    # The default UI language follows the system locale; make it the same on every machine.
    monkeypatch.setenv("LANGUAGE", "en_GB")
    monkeypatch.setenv("LANG", "en_GB.UTF-8")
    # SDL's dummy driver reports a 1024x768 desktop, which would shrink every window the
    # settings ask for; tests play on a common 1920x1080 display unless they say otherwise.
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1920, 1080)])


class RecordingHooks:
    """Stands in for the table: remembers what the menus handed over."""

    def __init__(self) -> None:
        self.started: list[GameSetup] = []
        self.continued = 0
        self.continued_games: list[str | None] = []

    def start_game(self, ctx: AppContext, setup: GameSetup, *, slot: str = "menu") -> None:
        self.started.append(setup)

    def continue_game(
        self, ctx: AppContext, *, slot: str = "menu", game: str | None = None
    ) -> None:
        self.continued += 1
        self.continued_games.append(game)


class Driver:
    """Posts real pygame events and runs frames, like a player at the keyboard and mouse."""

    def __init__(self, app: App) -> None:
        self.app = app

    @property
    def top(self):
        return self.app.ctx.stack.top

    def frames(self, count: int = 1, dt: float = 1 / 60) -> None:
        for _ in range(count):
            self.app.step(dt)

    def settle(self) -> None:
        self.frames(40, 0.05)

    def key(self, key: int, mod: int = 0) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod))
        self.frames(2)

    def type(self, text: str) -> None:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
        self.frames(1)

    def click(self, pos: tuple[int, int]) -> None:
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        )
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        self.frames(2)

    def widget(self, name: str):
        widget = self.top.focus.by_name(name)
        assert widget is not None, f"no widget {name!r} in {self.top.name}"
        return widget

    def focused_name(self) -> str:
        focused = self.top.focus.focused
        return focused.name if focused else ""


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    path = tmp_path / "data"
    path.mkdir()
    return path


@pytest.fixture
def hooks() -> RecordingHooks:
    return RecordingHooks()


@pytest.fixture
def make_app(data_dir: Path) -> Iterator:
    apps: list[App] = []

    def make(**kwargs: object) -> Driver:
        kwargs.setdefault("size", (1280, 720))
        kwargs.setdefault("language", None)
        app = App(data_dir, **kwargs)  # type: ignore[arg-type]
        apps.append(app)
        driver = Driver(app)
        driver.frames(2)
        return driver

    yield make
    if apps and pygame.display.get_init():
        pygame.display.quit()


@pytest.fixture
def text() -> TextRenderer:
    """A text layer set for an Arabic interface (right to left, Western digits), without a
    window: the tests of shaping, ordering and fitting draw on it. A module may define its own."""
    pygame.font.init()
    renderer = TextRenderer()
    renderer.configure(rtl=True, eastern_digits=False)
    return renderer
