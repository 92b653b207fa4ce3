"""How the menus hand an Allegra game to the table: the host's dealt-game hooks with
Allegra's session and table."""

from __future__ import annotations

from rondo_desktop.app.table.dealt_hooks import DealtTableHooks, TableScene
from rondo_desktop.games.allegra import NAME
from rondo_desktop.games.allegra.table.session import AllegraSession


class AllegraHooks(DealtTableHooks[AllegraSession]):
    """Starts and resumes Allegra games."""

    game = NAME
    session_class = AllegraSession

    def table_class(self) -> TableScene:
        from rondo_desktop.games.allegra.table.scene import AllegraTable

        return AllegraTable
