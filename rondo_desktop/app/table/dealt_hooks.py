"""How the menus hand a game dealt when it is made (Ronda, Allegra) to its table: deal a new
one, or continue the saved one.

The host's :class:`~rondo_desktop.app.table.hooks.GameTableHooks` takes care of the player's
files (the slot made room in, Continue with migration and envelope, saves it cannot restore
set aside with a notice); such a game names only its session class (a
:class:`~rondo_desktop.app.session.dealt.DealtSession`) and its table scene.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any, ClassVar, Protocol, TypeVar

from rondo_desktop.app.session.dealt import DealtSession
from rondo_desktop.app.session.remote import no_computers, remote_session_class
from rondo_desktop.app.table.hooks import GameTableHooks

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext
    from rondo_desktop.app.game_setup import GameSetup
    from rondo_desktop.app.scene import Scene
    from rondo_desktop.app.session.remote_start import RemoteStart

DealtT = TypeVar("DealtT", bound=DealtSession[Any, Any, Any, Any])


class TableScene(Protocol):
    """A game's table scene class, as the hooks build it."""

    def __call__(
        self,
        ctx: AppContext,
        session: Any,
        cards: Any,
        *,
        speed: float | None,
        quit_when_over: bool,
    ) -> Scene: ...


class DealtTableHooks(GameTableHooks[DealtT]):
    """Starts and resumes the games of ``session_class``; ``speed`` overrides the
    animation-speed setting. ``cards`` is the game's card painter, handed to its table."""

    session_class: ClassVar[type[DealtSession[Any, Any, Any, Any]]]

    def __init__(
        self, cards: object, *, speed: float | None = None, quit_when_over: bool = False
    ) -> None:
        super().__init__(speed=speed, quit_when_over=quit_when_over)
        self.cards = cards

    def table_class(self) -> TableScene:
        """The game's table scene class (imported when first asked: the table is heavy)."""
        raise NotImplementedError

    def new_session(
        self, ctx: AppContext, setup: GameSetup, seed: int, options: dict[str, Any]
    ) -> DealtT:
        spec, seats = ctx.spec(self.game), setup.seats
        session = self.session_class.start(
            spec, seats, seed, setup.turn_seconds, dict(setup.options), **options
        )
        session.autosave()  # Continue offers the game from its deal
        return session  # type: ignore[return-value]

    def restore_session(
        self, ctx: AppContext, data: dict[str, Any], options: dict[str, Any]
    ) -> DealtT:
        spec = ctx.spec(self.game)
        return self.session_class.from_save(spec, json.dumps(data), **options)  # type: ignore[return-value]

    def table_scene(self, ctx: AppContext, session: DealtT) -> Scene:
        table = self.table_class()
        return table(ctx, session, self.cards, speed=self.speed, quit_when_over=self.quit_when_over)

    def remote_table_scene(self, ctx: AppContext, remote: RemoteStart) -> Scene:
        """The game's table at a network host: its session class on the shadow game, the
        opening still to be shown at a new game, the move log of every event so far."""
        session_class = remote_session_class(self.session_class)
        session = session_class(
            remote.spec,
            remote.game,
            remote.seats,
            remote.clock.seconds,
            player_factory=no_computers,
            threaded=False,
            events=remote.events if remote.fresh else (),
        )
        session.attach(remote)
        session.log_events(remote.events)
        return self.table_scene(ctx, session)  # type: ignore[arg-type]
