"""Scenes open each other by name: ``ctx.navigator.open("settings")``,
``ctx.navigator.open("rules", game="rondo")``.

One table of names to scene factories, written out here (PyInstaller cannot see scenes found
by scanning a folder), so a scene never imports another scene's class to show it, and a
game's own scenes (its How to play) are reached through its UI without the host naming it.
A game's table may register its own names with ``register``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from rondo_desktop.app.scenes.host import HostScene
from rondo_desktop.app.scenes.join import JoinScene
from rondo_desktop.app.scenes.loading import LoadingScene
from rondo_desktop.app.scenes.lobby import LobbyScene
from rondo_desktop.app.scenes.menu import MenuScene
from rondo_desktop.app.scenes.recent import RecentScene
from rondo_desktop.app.scenes.settings import SettingsScene
from rondo_desktop.app.scenes.setup import SetupScene
from rondo_desktop.app.scenes.stats import StatsScene
from rondo_desktop.app.table.pause import PauseScene

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext
    from rondo_desktop.app.scene import Scene

SceneFactory = Callable[..., "Scene"]


class NoSuchScene(LookupError):
    """No scene of that name (or the game named has no such scene)."""


def _game(ctx: AppContext, game: str | None) -> str:
    """The game a per-game scene is about: the one named, else the first with a table."""
    if game is not None:
        return game
    playable = ctx.playable_games()
    if not playable:
        raise NoSuchScene("no game has a table")
    return playable[0]


def _rules(ctx: AppContext, game: str | None = None, page: int = 0) -> Scene:
    name = _game(ctx, game)
    ui = ctx.game_ui(name)
    if ui is None:
        raise NoSuchScene(f"the game {name!r} has no How to play")
    return ui.rules_scene(ctx, page)


def _setup(ctx: AppContext, game: str | None = None) -> Scene:
    return SetupScene(ctx, _game(ctx, game))


def _stats(ctx: AppContext, game: str | None = None) -> Scene:
    # The chosen game's tab first; the others a click away.
    return StatsScene(ctx, game=game or "")


def host_scenes() -> dict[str, SceneFactory]:
    """The host's scenes by name; each factory takes the context and the scene's parameters."""
    return {
        "menu": MenuScene,
        "setup": _setup,
        "settings": SettingsScene,
        "stats": _stats,
        "recent": RecentScene,  # the last finished games, each opening in its review
        "rules": _rules,
        "pause": PauseScene,  # a table's pause menu: open("pause", table=...)
        "loading": LoadingScene,
        # Network play: host a table, join one, and the lobby both lead to.
        "host": HostScene,
        "join": JoinScene,
        "lobby": LobbyScene,  # a spinner over work: open("loading", work=, done=, message=)
    }


class Navigator:
    """Builds scenes by name and puts them on the context's stack."""

    def __init__(self, ctx: AppContext, factories: dict[str, SceneFactory] | None = None) -> None:
        self.ctx = ctx
        self._factories = host_scenes() if factories is None else dict(factories)

    def register(self, name: str, factory: SceneFactory) -> None:
        """Add (or replace) the scene ``name``: ``factory(ctx, **params)`` builds it."""
        self._factories[name] = factory

    def names(self) -> tuple[str, ...]:
        return tuple(self._factories)

    def scene(self, name: str, **params: Any) -> Scene:
        """A new scene ``name`` built with ``params`` (not on the stack yet)."""
        factory = self._factories.get(name)
        if factory is None:
            raise NoSuchScene(f"no scene {name!r}; the scenes are {', '.join(self._factories)}")
        return factory(self.ctx, **params)

    def open(self, name: str, *, fade: bool = True, **params: Any) -> None:
        """Show the scene ``name`` over the current one (Back returns)."""
        self.ctx.stack.push(self.scene(name, **params), fade=fade)

    def replace(self, name: str, *, fade: bool = True, **params: Any) -> None:
        """Show the scene ``name`` instead of the current one."""
        self.ctx.stack.replace(self.scene(name, **params), fade=fade)

    def reset(self, name: str = "menu", *, fade: bool = True, **params: Any) -> None:
        """Clear the stack down to the scene ``name`` (the main menu by default)."""
        self.ctx.stack.reset(self.scene(name, **params), fade=fade)
