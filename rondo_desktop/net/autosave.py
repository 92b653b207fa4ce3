"""A hosted table on disk, so a host that quits or crashes can host the game again.

The file holds the game's own save (``spec.to_json``: the engine restores the exact position)
in an envelope with what the table adds: its seats, the players' names and seat tokens (so each
player rejoins their own seat) and the number of actions so far. Written atomically after every
action.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rondo_desktop.trace import write_atomically

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
        )
    except (ValueError, KeyError, TypeError, AttributeError) as error:
        if isinstance(error, AutosaveRefused):
            raise
        raise AutosaveRefused(f"{path} is damaged: {error}") from None


def write_table_save(folder: Path, save: TableSave) -> Path:
    path = folder / f"table-{save.table}.json"
    write_atomically(path, save.to_json())
    return path
