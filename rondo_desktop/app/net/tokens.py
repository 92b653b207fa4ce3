"""The seats a player holds at network tables: ``<data dir>/network/seats.json``.

A host gives each person a seat token when they sit down; with it they take the same seat
again after a drop, a crash or a restart of either computer (the Join screen offers "Rejoin
your seat at K7Q-4M2"). The file is written atomically; a file that cannot be read is set
aside (never deleted) and the list starts empty, with ``set_aside`` saying where it went so
the screen can tell the player.
"""

from __future__ import annotations

import logging
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from rondo_desktop.app.storage import bounded_int, load_json_object, write_json_atomic

log = logging.getLogger(__name__)

SCHEMA_VERSION = 1
MAX_SEATS = 20  # the newest kept: a player holds a few seats at most
MAX_TEXT = 300  # any text field longer than this is not ours


@dataclass(frozen=True)
class SeatToken:
    """One seat held: where (the host's address, the table's code), which seat, its token."""

    url: str
    table: str
    seat: int
    token: str
    name: str  # the name the player sat down with
    game: str
    time: float  # when it was last taken (seconds since the epoch)

    def at(self, url: str, table: str) -> bool:
        """This is the seat at ``table`` of the host at ``url``."""
        return self.url == url and self.table == table

    @classmethod
    def from_json(cls, data: Any) -> SeatToken | None:
        """The record in ``data``; None for anything that is not one."""
        if not isinstance(data, dict):
            return None
        texts = [data.get(key) for key in ("url", "table", "token", "name", "game")]
        if not all(isinstance(text, str) and 0 < len(text) <= MAX_TEXT for text in texts[:3]):
            return None
        if not all(isinstance(text, str) and len(text) <= MAX_TEXT for text in texts[3:]):
            return None
        seat = bounded_int(data.get("seat"), 0, 63)
        when = data.get("time")
        if seat is None or isinstance(when, bool) or not isinstance(when, int | float):
            return None
        url, table, token, name, game = (str(text) for text in texts)
        return cls(url, table, seat, token, name, game, float(when))


class SeatTokens:
    """The seats.json of one data folder."""

    def __init__(self, data_dir: Path) -> None:
        self.path = data_dir / "network" / "seats.json"
        self.set_aside: Path | None = None  # where a bad file went, for the player's notice

    def all(self) -> list[SeatToken]:
        """Every seat held, the newest first."""
        result = load_json_object(self.path)
        if result.quarantined_to is not None:
            self.set_aside = result.quarantined_to
        data = result.data or {}
        rows = data.get("seats")
        seats = [SeatToken.from_json(row) for row in rows] if isinstance(rows, list) else []
        kept = [seat for seat in seats if seat is not None]
        return sorted(kept, key=lambda seat: seat.time, reverse=True)

    def find(self, url: str, table: str) -> SeatToken | None:
        """The seat held at ``table`` of the host at ``url`` (two hosts may each have a
        table of the same code: one's token is never sent to the other)."""
        return next((seat for seat in self.all() if seat.at(url, table)), None)

    def find_own(self, table: str) -> SeatToken | None:
        """The seat held at ``table`` of this computer's own host, on whichever port it
        listened then (a table hosted again may get another port when its old one is taken)."""
        return next(
            (seat for seat in self.all() if seat.table == table and is_loopback(seat.url)), None
        )

    def keep(self, seat: SeatToken) -> None:
        """Remember ``seat`` (replacing the one held at the same table before)."""
        others = [old for old in self.all() if not old.at(seat.url, seat.table)]
        self._write([seat, *others][:MAX_SEATS])

    def forget(self, url: str, table: str) -> None:
        """The seat at ``table`` of the host at ``url`` is no longer held: left before the
        start, the game over, or the host says the table does not exist."""
        seats = self.all()
        kept = [seat for seat in seats if not seat.at(url, table)]
        if len(kept) != len(seats):
            self._write(kept)

    def _write(self, seats: list[SeatToken]) -> None:
        data = {"schema_version": SCHEMA_VERSION, "seats": [asdict(seat) for seat in seats]}
        try:
            write_json_atomic(self.path, data)
        except OSError as error:  # a full disk costs the rejoin, never the game
            log.error("cannot keep the seat tokens in %s: %s", self.path, error)


def is_loopback(url: str) -> bool:
    """``url`` is of a host on this computer."""
    host = urlsplit(url).hostname or ""
    return host in ("localhost", "::1") or host.startswith("127.")


def seat_token_of(seated: dict[str, Any], url: str, name: str) -> SeatToken | None:
    """The record of a host's ``seated`` message (None when it is not one we can keep)."""
    return SeatToken.from_json(
        {
            "url": url,
            "table": seated.get("table"),
            "seat": seated.get("seat"),
            "token": seated.get("token"),
            "name": name,
            "game": seated.get("game", ""),
            "time": time.time(),
        }
    )
