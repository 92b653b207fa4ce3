"""How the menus hand a Ronda match to the table: the host's dealt-game hooks with Ronda's
session and table."""

from __future__ import annotations

from rondo_desktop.app.table.dealt_hooks import DealtTableHooks, TableScene
from rondo_desktop.games.ronda import NAME
from rondo_desktop.games.ronda.engine import RondaError
from rondo_desktop.games.ronda.table.session import RondaSession


class RondaHooks(DealtTableHooks[RondaSession]):
    """Starts and resumes Ronda matches."""

    game = NAME
    refusals = (RondaError,)
    session_class = RondaSession

    def table_class(self) -> TableScene:
        from rondo_desktop.games.ronda.table.scene import RondaTable

        return RondaTable
