"""A hosted table on disk, so a host that quits or crashes can host the game again.

The file holds the game's own save (``spec.to_json``: the engine restores the exact position)
in an envelope with what the table adds: its seats, the players' names and seat tokens (so each
player rejoins their own seat), the opener's token and how the game starts, and the number of
actions so far. Written atomically after every action, flushed to the disk (the app's storage
writer), so a crash leaves the old file or the new one.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rondo_desktop.app.storage import write_text_atomic

if TYPE_CHECKING:
    from rondo_desktop.net.table import Table

FORMAT = "rondo-desktop-table"
VERSION = 1


@dataclass(frozen=True)
class TableSave:
    table: str
    game: str
    seats: tuple[str, ...]  # "remote" or a computer strength, per seat
    options: dict[str, str]  # the spec's choices the game was dealt with
    names: tuple[str, ...]
    tokens: tuple[str | None, ...]
    moves: int
    save: str  # the game's own save text
    # Added with the lobby (older files lack them: the defaults are what those tables had)
    title: str = ""
    host: str = ""  # the hosting person's name: each app words the title from it
    turn_seconds: int | None = None
    grace: float | None = None  # None: the host's
    stand_in: str | None = None  # None: the host's
    over: bool = False  # the game ended: nothing to host again
    # Added with hosting again (older files: None, the table then starts when it is full)
    start: str = "auto"  # "manual": the opener's Start begins the game
    started: bool | None = None
    owner: str | None = None  # the opener's token, so its Start works on the table again

    def to_json(self) -> str:
        return json.dumps(
            {
                "format": FORMAT,
                "version": VERSION,
                "table": self.table,
                "game": self.game,
                "seats": list(self.seats),
                "options": self.options,
                "names": list(self.names),
                "tokens": list(self.tokens),
                "moves": self.moves,
                "save": self.save,
                "title": self.title,
                "host": self.host,
                "turn_seconds": self.turn_seconds,
                "grace": self.grace,
                "stand_in": self.stand_in,
                "over": self.over,
                "start": self.start,
                "started": self.started,
                "owner": self.owner,
            }
        )


class AutosaveRefused(ValueError):
    """A file that is not a hosted table's autosave."""


def read_table_save(path: Path) -> TableSave:
    """The autosave at ``path``; :class:`AutosaveRefused` (or OSError) when it cannot be."""
    try:
        data: Any = json.loads(path.read_text(encoding="utf-8"))
        if data.get("format") != FORMAT or data.get("version") != VERSION:
            raise AutosaveRefused(f"{path} is not a hosted table's autosave")
        seats = tuple(str(kind) for kind in data["seats"])
        tokens = tuple(None if t is None else str(t) for t in data["tokens"])
        names = tuple(str(name) for name in data["names"])
        if not len(seats) == len(tokens) == len(names):
            raise AutosaveRefused(f"{path}: the seats, names and tokens do not match")
        options = {str(name): str(value) for name, value in data["options"].items()}
        return TableSave(
            str(data["table"]),
            str(data["game"]),
            seats,
            options,
            names,
            tokens,
            int(data["moves"]),
            str(data["save"]),
            **_lobby_fields(data),
        )
    except (ValueError, KeyError, TypeError, AttributeError) as error:
        if isinstance(error, AutosaveRefused):
            raise
        raise AutosaveRefused(f"{path} is damaged: {error}") from None


def _lobby_fields(data: dict[str, Any]) -> dict[str, Any]:
    """The fields added with the lobby, read as an older file's defaults when missing."""
    seconds, grace, stand_in = data.get("turn_seconds"), data.get("grace"), data.get("stand_in")
    started, owner = data.get("started"), data.get("owner")
    return {
        "title": str(data.get("title", "")),
        "host": str(data.get("host", "")),
        "turn_seconds": None if seconds is None else int(seconds),
        "grace": None if grace is None else float(grace),
        "stand_in": None if stand_in is None else str(stand_in),
        "over": data.get("over") is True,
        "start": "manual" if data.get("start") == "manual" else "auto",
        "started": None if started is None else started is True,
        "owner": None if owner is None else str(owner),
    }


def write_table_save(folder: Path, save: TableSave) -> Path:
    path = folder / f"table-{save.table}.json"
    write_text_atomic(path, save.to_json())
    return path


def table_save(table: Table) -> TableSave:
    """What the autosave of ``table`` holds now."""
    settings, kinds, remote = table.settings, table.kinds, table.remote
    return TableSave(
        table=table.id,
        game=table.spec.name,
        seats=kinds,
        options=table.options,
        names=tuple(remote[s].name if s in remote else k for s, k in enumerate(kinds)),
        tokens=tuple(remote[s].token if s in remote else None for s in range(len(kinds))),
        moves=table.moves,
        save=table.spec.to_json(table.state),
        title=settings.title,
        host=settings.host,
        turn_seconds=settings.turn_seconds,
        grace=settings.grace,
        stand_in=settings.stand_in,
        over=bool(table.state.is_over),
        start="manual" if settings.manual_start else "auto",
        started=table.started,
        owner=table.owner,
    )
