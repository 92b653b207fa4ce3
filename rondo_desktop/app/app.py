"""The window and the main loop.

``App`` owns the pygame display and builds the ``AppContext``. One frame is ``step(dt)``:
apply queued scene changes, turn events into intents, update, draw. ``run()`` repeats it with
dt from ``pygame.Clock.tick() / 1000``; tests call ``step`` directly with posted events.
"""

from __future__ import annotations

import dataclasses
import logging
import sys
import time
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame

from rondo_desktop import __version__
from rondo_desktop.app.context import AppContext, TableHooks
from rondo_desktop.app.crash import configure_logging, game_details, write_crash_report
from rondo_desktop.app.i18n import system_language
from rondo_desktop.app.intents import Intent, Kind, intents_from_event
from rondo_desktop.app.scene import Scene
from rondo_desktop.app.scenes.dialog import show_notice
from rondo_desktop.app.scenes.file_notices import show_file_notice, show_read_only_notice
from rondo_desktop.app.scenes.menu import continue_label
from rondo_desktop.app.settings import MIN_WINDOW, Settings, SettingsStore, window_side
from rondo_desktop.app.stats import StatsStore
from rondo_desktop.app.storage import folder_is_writable
from rondo_desktop.app.tables import GameTables
from rondo_desktop.games import GameRegistry, registry
from rondo_desktop.paths import asset_path

log = logging.getLogger(__name__)

FRAME_RATE = 60
ICON_FILE = "rondo-desktop-64.png"
CRASH_WINDOW = 10.0  # seconds
CRASHES_BEFORE_GIVING_UP = 3  # within CRASH_WINDOW: the menu itself must be failing
FALLBACK_DISPLAY = (3840, 2160)  # the largest window when the display size is unknown
KEY_REPEAT = (400, 40)  # ms before repeating, ms between repeats: arrows scroll lists


def settings_for_this_run(
    settings: Settings, size: tuple[int, int] | None, language: str | None
) -> Settings:
    """The saved settings with this run's language and window size: ``size`` as asked (never
    full screen), else the saved size fitted to the display."""
    overrides: dict[str, Any] = {}  # Settings fields of several types
    if language:
        overrides["language"] = language
    if size:
        overrides.update(window_width=size[0], window_height=size[1], fullscreen=False)
    else:
        width, height = fit_window(settings.window_size, pygame.display.get_desktop_sizes())
        overrides.update(window_width=width, window_height=height)
    return dataclasses.replace(settings, **overrides)


def _start_pygame() -> None:
    """The pygame parts the app needs first (the sounds start the mixer themselves)."""
    pygame.display.init()
    pygame.font.init()
    pygame.key.set_repeat(*KEY_REPEAT)


class App:
    def __init__(
        self,
        data_dir: Path,
        *,
        hooks: TableHooks | None = None,
        size: tuple[int, int] | None = None,
        language: str | None = None,
        persist: bool = True,
        first_scene: type[Scene] | None = None,
        log_dir: Path | None = None,
        games: GameRegistry | None = None,
        speed: float | None = None,
        quit_when_over: bool = False,
    ) -> None:
        """Open the window and show the menu (or ``first_scene``).

        ``size`` and ``language`` override the settings for this run only (screenshots,
        tests); ``persist=False`` never writes the settings file. ``games`` are the games
        hosted (the shipped ones by default); ``speed`` overrides the animation speed at the
        table (inf: top speed) and ``quit_when_over`` ends the run at the results (`play`).
        """
        games = games if games is not None else registry()
        _start_pygame()
        self.persist = persist
        self.running = True
        # Crash reports go here; the player's real log folder comes from run_game().
        self.log_dir = log_dir if log_dir is not None else data_dir / "logs"
        self._crash_times: list[float] = []
        settings_store = SettingsStore(
            data_dir, default_language=system_language(), read_only=not persist, games=games
        )
        # Tried before anything is read: a read-only folder is told once, not file by file.
        writable = folder_is_writable(data_dir) if persist else True
        run_settings = settings_for_this_run(settings_store.load(), size, language)
        self._set_icon()
        self.screen = self._open_window(run_settings.window_size, run_settings.fullscreen)
        self.ctx = AppContext(
            data_dir=data_dir,
            settings_store=settings_store,
            stats_store=StatsStore(data_dir),
            settings=run_settings,
            window=self,
            hooks=hooks or GameTables(),
            version=__version__,
            games=games,
            speed=speed,
            quit_when_over=quit_when_over,
            window_size=self.screen.get_size(),
            data_writable=writable,
        )
        self.ctx.on_settings_changed.append(lambda _s: self._set_caption())
        self._set_caption()
        self._push_first_scene(first_scene)
        # Shown in the first frame, after whatever the caller puts on the stack now: `play`
        # replaces the menu with the table at once, which would take queued notices with it.
        self._startup_notices = self._notices_for_first_frame(writable, settings_store)
        self.clock = pygame.Clock()

    def _push_first_scene(self, first_scene: type[Scene] | None) -> None:
        self.ctx.stack.relayout(self.ctx.window_size)
        first = first_scene(self.ctx) if first_scene else self.ctx.navigator.scene("menu")
        self.ctx.stack.push(first)

    def _notices_for_first_frame(
        self, writable: bool, settings_store: SettingsStore
    ) -> list[Callable[[], None]]:
        """A read-only data folder, then a damaged or unreadable settings file."""
        notices: list[Callable[[], None]] = []
        if not writable:
            notices.append(lambda: show_read_only_notice(self.ctx))
        notices.append(lambda: show_file_notice(self.ctx, settings_store, "settings"))
        return notices

    # -- the window (the Window protocol scenes use) -----------------------------------------

    def _open_window(self, size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
        if fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        if size[0] >= MIN_WINDOW[0] and size[1] >= MIN_WINDOW[1]:
            # Below this the table's text would drop under 12 px. (A screenshot asked for at a
            # smaller size keeps its size: SDL would otherwise grow the window.)
            display_window().minimum_size = MIN_WINDOW
        return screen

    def _set_icon(self) -> None:
        # Before set_mode: some window managers read the icon only when the window opens.
        try:
            pygame.display.set_icon(pygame.image.load(str(asset_path("icons", ICON_FILE))))
        except (OSError, pygame.error) as error:
            log.warning("no window icon: %s", error)

    def _set_caption(self) -> None:
        pygame.display.set_caption(self.ctx.t("app.title"))

    def apply_fullscreen(self, fullscreen: bool) -> None:
        settings = self.ctx.settings
        self.screen = self._open_window(settings.window_size, fullscreen)
        self._resized(self.screen.get_size(), remember=False)

    def request_quit(self) -> None:
        if self.running:
            for scene in reversed(self.ctx.stack.scenes):
                try:
                    scene.quitting()  # the table saves its game, as "Save and quit" does
                except Exception:  # the window closes regardless; the log says what was lost
                    log.exception("scene %s failed while the window closed", scene.name)
        self.running = False

    def _resized(self, size: tuple[int, int], remember: bool) -> None:
        if size == self.ctx.window_size:
            return
        self.ctx.window_size = size
        self.ctx.stack.relayout(size)
        if remember and not self.ctx.settings.fullscreen:
            # Saved at quit: a drag-resize sends dozens of these.
            width, height = window_side(size[0], 0), window_side(size[1], 1)
            self.ctx.change_settings(persist=False, window_width=width, window_height=height)

    # -- the loop ----------------------------------------------------------------------------

    def dispatch(self, intent: Intent) -> None:
        if intent.kind == Kind.QUIT:
            self.request_quit()
        elif intent.kind == Kind.FULLSCREEN:
            self.ctx.change_settings(fullscreen=not self.ctx.settings.fullscreen)
        else:
            self.ctx.stack.handle(intent)

    def step(self, dt: float) -> None:
        """One frame: scene changes, input, update, draw (no flip: run() does that)."""
        stack = self.ctx.stack
        while self._startup_notices:
            self._startup_notices.pop(0)()
        stack.apply_pending(self.screen)
        for event in pygame.event.get():
            if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
                resized = pygame.display.get_surface()
                if resized is not None:  # None only once the window is gone
                    self.screen = resized
                    self._resized(self.screen.get_size(), remember=True)
                continue
            for intent in intents_from_event(event):
                self.dispatch(intent)
        stack.apply_pending(self.screen)
        stack.update(dt)
        stack.draw(self.screen)

    def run(self) -> int:
        self.clock.tick(FRAME_RATE)
        status = 0
        while self.running:
            dt = self.clock.tick(FRAME_RATE) / 1000
            try:
                # A stalled frame (window dragged, laptop resumed) must not jump animations.
                self.step(min(dt, 0.1))
            except Exception as error:
                if not self.recover(error):
                    status = 1
                    break
            pygame.display.flip()
            if not self.ctx.stack.scenes:  # the last scene left: nothing more to show
                self.running = False
        self.close()
        return status

    def recover(self, error: Exception) -> bool:
        """After an uncaught error: write a crash report, then back to the menu with a notice.

        The autosave stays as the last complete turn left it, so Continue resumes from there.
        Returns False when errors keep coming (the menu itself fails): then the game ends.
        """
        log.exception("uncaught error")
        report = write_crash_report(
            self.log_dir, error, __version__, game_details(self.ctx.stack.scenes)
        )
        now = time.monotonic()
        self._crash_times = [t for t in self._crash_times if now - t < CRASH_WINDOW] + [now]
        if len(self._crash_times) > CRASHES_BEFORE_GIVING_UP:
            print(f"Rondo Desktop stopped after repeated errors; see {report}", file=sys.stderr)
            return False
        if self.ctx.quit_when_over:
            # An unattended run (CI's smoke test) must fail, not wait at the menu.
            print(f"Rondo Desktop stopped after an error; see {report}", file=sys.stderr)
            return False
        for scene in self.ctx.stack.scenes:
            try:
                scene.exit()  # e.g. the table stops its computer players' threads
            except Exception:  # the scene that failed may fail again here; go on regardless
                log.exception("a scene failed to close")
        try:
            self.ctx.stack.scenes.clear()
            self.ctx.navigator.reset("menu", fade=False)
            button = continue_label(self.ctx, self.ctx.saved_game())  # as the menu will read
            title, body = "notice.crash.title", "notice.crash.body"
            show_notice(self.ctx, title, body, file=str(report or "-"), button=button)
            self.ctx.stack.apply_pending()  # now: an empty stack would end the game
        except Exception:
            log.exception("cannot show the error notice")
            return False
        return True

    def close(self) -> None:
        if self.persist:
            self.ctx.settings_store.save(self.ctx.settings)
        pygame.display.quit()


def display_window() -> pygame.Window:
    """The window ``pygame.display`` opened, for what only a Window can set (minimum size)."""
    with warnings.catch_warnings():
        # pygame-ce deprecates this for drawing through the Window; we only set its limits.
        warnings.simplefilter("ignore", DeprecationWarning)
        return pygame.Window.from_display_module()


def fit_window(size: tuple[int, int], desktops: list[tuple[int, int]]) -> tuple[int, int]:
    """The window size from the settings, no larger than the largest display.

    A settings file may ask for any size up to 16384 pixels square; a window that large
    stalls the game for a minute and takes gigabytes. Without a known display (some
    drivers report none) a 4K screen is the bound.
    """
    bound = max(desktops, key=lambda d: d[0] * d[1]) if desktops else FALLBACK_DISPLAY
    if bound[0] <= 0 or bound[1] <= 0:
        bound = FALLBACK_DISPLAY
    return (min(size[0], bound[0]), min(size[1], bound[1]))


def user_folders() -> tuple[Path, Path]:
    """The player's data folder (settings, stats, saves) and log folder, from platformdirs."""
    import platformdirs

    return (
        platformdirs.user_data_path("rondo-desktop"),
        platformdirs.user_log_path("rondo-desktop"),
    )


def run_game() -> int:
    """Open the game window on the player's own folders, with logging to a rotating file."""
    data_dir, log_dir = user_folders()
    configure_logging(log_dir)
    return App(data_dir, log_dir=log_dir).run()
