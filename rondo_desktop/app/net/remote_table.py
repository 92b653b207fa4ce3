"""Sit down at a network table: the game's own table scene, played over the link.

The lobby calls :func:`open_remote_table` once the host's first ``state`` has come (it puts it
back on the link, with everything after it). The table is the game's own, built by its UI
(``GameUI.remote_table_scene``, asked through ``remote_table_scene_of``) on a shadow game, so
a game's table needs nothing of its own to be played over the network.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from rondo_desktop.app.net.tokens import SeatTokens
from rondo_desktop.app.session.remote import RemoteSession
from rondo_desktop.app.session.remote_start import (
    REMOTE,
    LinkLike,
    RemoteRefused,
    can_play_remotely,
    remote_start,
)
from rondo_desktop.games.spec import remote_table_scene_of

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext
    from rondo_desktop.app.scene import Scene

log = logging.getLogger(__name__)

__all__ = ["RemoteRefused", "open_remote_table"]


def open_remote_table(ctx: AppContext, link: LinkLike) -> Scene:
    """The table of the game ``link`` holds a seat at, from the first ``state`` among the
    messages waiting on the link (the ones after it are the table's to read); the caller puts
    it on the stack. :class:`RemoteRefused` (a ValueError) when this app cannot show it: no
    seat, a game it does not know or cannot play over the network, no state yet, or a state
    it cannot read."""
    seated = link.seat
    game = seated.get("game") if seated is not None else None
    if not isinstance(game, str) or game not in ctx.games.names():
        raise RemoteRefused(f"this app has no game {game!r}")
    spec, ui = ctx.spec(game), ctx.game_ui(game)
    build = remote_table_scene_of(ui)
    if build is None or not can_play_remotely(spec):
        raise RemoteRefused(f"{game} cannot be played at a network table in this version")
    t = ctx.t

    def name_of(seat: int, kind: str) -> str:
        if kind == "person":
            return t("table.you")  # the person at the screen, as a local table calls them
        if kind == REMOTE:
            return t("setup.player_name", n=seat + 1)
        return t("setup.computer_name", n=seat + 1)

    start = remote_start(spec, link, link.poll(), name_of)
    if start is None:
        raise RemoteRefused("the host has sent no state of the game yet")
    ctx.chosen_game = game  # the menu keeps it chosen after the game
    scene: Scene = build(ctx, start)
    session = getattr(scene, "session", None)
    if isinstance(session, RemoteSession):  # forgets the token once the seat is gone
        session.tokens = SeatTokens(ctx.data_dir)
    return scene
