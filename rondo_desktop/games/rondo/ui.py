"""Rondo's side of the app: what the host's menus, setup screen, ``play`` and ``screenshot``
reach through :class:`~rondo_desktop.games.spec.GameUI` (``rondo_spec().ui()`` builds it).

New and saved games go to the table hooks (:mod:`rondo_desktop.games.rondo.table.hooks`),
built on first use with the run's speed; the rule pages, the menu's fan, the game review and
the screenshot positions are imported only when asked for.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from rondo_desktop.app.game_setup import checked
from rondo_desktop.games.rondo import NAME
from rondo_desktop.games.rondo.picture import FanPicture

if TYPE_CHECKING:
    import pygame

    from rondo_desktop.app.context import AppContext
    from rondo_desktop.app.game_setup import GameSetup
    from rondo_desktop.app.scene import Scene
    from rondo_desktop.app.session.remote_start import RemoteStart
    from rondo_desktop.games.rondo.table.hooks import TableHooks
    from rondo_desktop.games.spec import Slot


class RondoUI:
    """Rondo's :class:`~rondo_desktop.games.spec.GameUI`, one per app run."""

    def __init__(self) -> None:
        self._hooks: TableHooks | None = None
        self._fan = FanPicture()

    def hooks(self, ctx: AppContext) -> TableHooks:
        """The table hooks of this run (they remember a save that could not be read)."""
        if self._hooks is None:
            from rondo_desktop.games.rondo.table.hooks import TableHooks

            self._hooks = TableHooks(speed=ctx.speed, quit_when_over=ctx.quit_when_over)
        return self._hooks

    def start_game(self, ctx: AppContext, setup: GameSetup, *, slot: Slot = "menu") -> None:
        self.hooks(ctx).start_game(ctx, checked(setup, ctx.spec(NAME)), slot=slot)

    def continue_game(self, ctx: AppContext, *, slot: Slot = "menu") -> None:
        self.hooks(ctx).continue_game(ctx, slot=slot)

    def rules_scene(self, ctx: AppContext, page: int = 0) -> Scene:
        from rondo_desktop.games.rondo.rules import PAGES, RulesScene

        return RulesScene(ctx, max(0, min(len(PAGES) - 1, page)))

    def draw_picture(
        self, ctx: AppContext, surface: pygame.Surface, area: pygame.Rect, seconds: float
    ) -> None:
        self._fan.draw(ctx, surface, area, seconds)

    def review_scene(
        self,
        ctx: AppContext,
        save_data: Mapping[str, Any],
        *,
        names: Sequence[str] | None = None,
        persons: Sequence[int] | None = None,
        back_to: str | None = None,
    ) -> Scene:
        """The game in ``save_data`` reviewed move by move (worked out while it shows)."""
        from rondo_desktop.games.rondo.table.review_job import ReviewJob
        from rondo_desktop.games.rondo.table.review_scene import ReviewScene

        job = ReviewJob(save_data)
        return ReviewScene(ctx, job, names=names, persons=persons, back_to=back_to)

    def remote_table_scene(self, ctx: AppContext, remote: RemoteStart) -> Scene:
        """Rondo's own table at a network host, on the shadow game (``spec.RemoteTableUI``):
        a new game's deal still to be shown, the move log from the game's history."""
        from rondo_desktop.app.session.remote import no_computers, remote_session_class
        from rondo_desktop.games.rondo.table.session import GameSession

        # Rondo's session takes its own arguments (no spec: it is Rondo's).
        session_class: Any = remote_session_class(GameSession)
        session = session_class(
            remote.game,
            remote.seats,
            remote.clock.seconds,
            no_computers,
            fresh=remote.fresh,
            threaded=False,
        )
        session.attach(remote)
        return self.hooks(ctx).table_scene(ctx, session)

    def screenshot_scene(self, ctx: AppContext, scene: str, seed: int) -> Scene:
        from rondo_desktop.games.rondo.screenshots import screenshot_scene

        return screenshot_scene(ctx, scene, seed)


def rondo_ui() -> RondoUI:
    return RondoUI()
