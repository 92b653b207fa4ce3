"""What the lobby says to the host and makes of its answers (no pygame: the lobby scene draws
it, tests drive it with a stand-in link).

It opens the table (hosting), finds one with a free seat (no code typed) or joins the one
named (with the seat's token when taking it again); keeps the token of the seat it gets, the
owner's token of the table it opened and the host's last ``lobby``; says ready, start and
leave. The first ``state`` means the game is on: it and everything after it are put back on
the link for the table, and ``playing`` turns true.
"""

from __future__ import annotations

import logging
from typing import Any

from rondo_desktop.app.net.addresses import is_code, normalise_code
from rondo_desktop.app.net.link import LinkLike
from rondo_desktop.app.net.tokens import SeatTokens, seat_token_of

log = logging.getLogger(__name__)

# The host's refusals the lobby explains in the player's language ("lobby.refused.<code>");
# any other is "lobby.refused.other", its English reason in the log.
EXPLAINED = ("full", "table", "token", "seats", "game", "busy", "not_full", "options", "timer")


def wire_code(typed: str) -> str:
    """A table code as typed, as the host knows it (another host's id as typed)."""
    return normalise_code(typed) if is_code(typed) else typed.strip()


class LobbyTalk:
    def __init__(
        self,
        link: LinkLike,
        tokens: SeatTokens,
        *,
        table: str = "",
        token: str | None = None,
        opening: dict[str, Any] | None = None,
    ) -> None:
        self.link = link
        self.tokens = tokens
        self.table = wire_code(table)
        self.owner: str | None = None  # the opener's token: it may start the game
        self.seat: int | None = None
        self.lobby: dict[str, Any] | None = None
        self.problem = ""  # a translation key: why this lobby cannot go on
        self.playing = False
        if opening is not None:
            link.send(opening)
        elif self.table:
            link.send({"type": "join", "table": self.table, "token": token})
        else:
            link.send({"type": "list"})

    # -- what the host says ----------------------------------------------------------------

    def update(self) -> None:
        if self.playing:
            return
        messages = self.link.poll()
        for index, message in enumerate(messages):
            if message.get("type") == "state":
                self.link.put_back(messages[index:])  # the table reads them from the start
                self.playing = True
                return
            self._receive(message)
        if self.link.status == "closed" and self.link.error and not self.problem:
            self.problem = f"link.error.{self.link.error}"

    def _receive(self, message: dict[str, Any]) -> None:
        kind = message.get("type")
        if kind == "opened":
            table = message.get("table")
            self.table = str(table.get("table") if isinstance(table, dict) else table)
            owner = message.get("owner")
            self.owner = owner if isinstance(owner, str) else None
            self.link.send({"type": "join", "table": self.table, "token": None})
        elif kind == "tables":
            self._take_a_free_table(message.get("tables"))
        elif kind == "seated":
            self._seated(message)
        elif kind == "lobby" and message.get("table") == self.table:
            self.lobby = message
        elif kind == "refused":
            self._refused(message)
        elif kind == "closed":  # the host closed the table: that seat is gone
            self.tokens.forget(self.link.url, self.table)
            self.problem = "link.error.closed"

    def _take_a_free_table(self, tables: object) -> None:
        rows = tables if isinstance(tables, list) else []
        for row in rows:
            if isinstance(row, dict) and row.get("free") and not row.get("started"):
                self.table = str(row.get("table"))
                self.link.send({"type": "join", "table": self.table, "token": None})
                return
        self.problem = "lobby.no_free_table"

    def _seated(self, message: dict[str, Any]) -> None:
        seat = message.get("seat")
        self.seat = seat if isinstance(seat, int) else None
        self.table = str(message.get("table", self.table))
        record = seat_token_of(message, self.link.url, self.link.name)
        if record is not None:
            self.tokens.keep(record)

    def _refused(self, message: dict[str, Any]) -> None:
        code, of = message.get("code"), message.get("of")
        log.warning("the host refused %s: %s (%s)", of, message.get("reason"), code)
        if of == "join" and code in ("token", "table"):  # that seat (or table) is gone
            self.tokens.forget(self.link.url, self.table)
        if of in ("open", "join", "list") or self.seat is None:
            self.problem = f"lobby.refused.{code if code in EXPLAINED else 'other'}"

    # -- what the lobby shows --------------------------------------------------------------

    @property
    def seats(self) -> list[dict[str, Any]]:
        rows = self.lobby.get("seats") if self.lobby else None
        return [row for row in rows if isinstance(row, dict)] if isinstance(rows, list) else []

    @property
    def every_seat_taken(self) -> bool:
        return bool(self.seats) and all(row.get("taken", True) for row in self.seats)

    @property
    def others_ready(self) -> bool:
        """Every seat but this one has said Ready (a computer always has; the opener's Start
        is its own Ready)."""
        return all(row.get("ready", True) for s, row in enumerate(self.seats) if s != self.seat)

    @property
    def can_start(self) -> bool:
        return (
            self.owner is not None
            and self.seat is not None
            and self.every_seat_taken
            and self.others_ready
        )

    @property
    def ready(self) -> bool:
        seats = self.seats
        if self.seat is None or not 0 <= self.seat < len(seats):
            return False
        return bool(seats[self.seat].get("ready"))

    # -- what the player says --------------------------------------------------------------

    def _token(self) -> str | None:
        seat = self.link.seat
        token = seat.get("token") if seat else None
        return token if isinstance(token, str) else None

    def say_ready(self, ready: bool) -> None:
        token = self._token()
        if token is not None:
            self.link.send({"type": "ready", "table": self.table, "token": token, "ready": ready})

    def start(self) -> None:
        if self.can_start:
            self.link.send({"type": "start", "table": self.table, "owner": self.owner})

    def leave(self) -> None:
        """Give the seat up (before the start: it is free again for someone else)."""
        token = self._token()
        if token is not None and not self.playing:
            self.link.send({"type": "leave", "table": self.table, "token": token})
            self.tokens.forget(self.link.url, self.table)
