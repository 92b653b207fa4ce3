"""A game's own table session, played at a table the network host runs.

:class:`RemoteSession` is mixed in front of the game's session class at run time
(:func:`remote_session_class`), so the game's table scene, dealer, painter, log lines and
results run unchanged on a shadow game (``spec.shadow_from_observation``). What changes:

- ``act`` checks the move on a copy of the shadow (the game's own refusal, in its words),
  sends it to the host and waits for the answer (``can_act`` is False meanwhile);
- ``update`` reads the host's messages, one ``state`` at a time and only while the screen is
  not animating, so every move is seen before the next: each rebuilds the shadow, adds its
  events to those to animate and to the move log, sets the sand as the host has it (display
  only: the host plays a time-out) and notes which seats' persons are connected;
- ``over`` replaces the shadow by the host's final game, so the results, statistics, recent
  games and review are a local game's; the host keeps the game, so nothing is autosaved;
- the game never pauses (the others play on) and no computer thinks here.

No pygame here and no game's modules.
"""

from __future__ import annotations

import json
import logging
from collections import deque
from dataclasses import replace
from typing import Any

from rondo_desktop.app.net.link import table_gone
from rondo_desktop.app.net.tokens import SeatTokens
from rondo_desktop.app.session.remote_start import (
    REMOTE,
    HostClock,
    RemoteRefused,
    RemoteStart,
    SeatLink,
    decode_events,
    host_clock,
    row_names,
    seat_links,
    shadow_of,
)
from rondo_desktop.app.session.saving import seats_to_meta
from rondo_desktop.app.session.session import TableSession

log = logging.getLogger(__name__)

__all__ = ["RemoteSession", "RemoteStart", "remote_session_class"]

# The host's refusals of a move the table says in the player's language
# ("table.net.refused.<code>"); any other is "table.net.refused.other".
REFUSALS = ("stale", "not_your_turn", "rate", "token", "illegal", "not_playing")


def remote_session_class(cls: type[TableSession[Any, Any, Any, Any]]) -> type[RemoteSession]:
    """The game's session class ``cls`` played at a network table."""
    remote = type(f"Remote{cls.__name__}", (RemoteSession, cls), {})
    assert issubclass(remote, RemoteSession)
    return remote


def no_computers(seat: int, strength: str) -> Any:
    """The player factory of a network table: the host's computers play there, not here."""

    def never(observation: Any, time_left: float | None) -> Any:
        raise RuntimeError("a network table's computers play on the host")

    return never


class RemoteSession(TableSession[Any, Any, Any, Any]):
    """The mixin; build the session with the game's own constructor (the UI knows it, with
    ``player_factory=no_computers`` and no data folder), then :meth:`attach` the start."""

    is_remote = True
    final_save: dict[str, Any] | None = None  # the host's final game, once it has come
    tokens: SeatTokens | None = None  # where the seat's token is kept (the table sets it)

    def attach(self, start: RemoteStart) -> None:
        """Sit down at the host's table: the link, the seat, what the first state said."""
        self.spec = start.spec  # the app's spec of the game (Rondo's session names its own)
        self.link = start.link
        self.table_id = str(start.seated.get("table", ""))
        self.token = str(start.seated.get("token", ""))
        self.my_seat = start.seat
        self.move = start.move
        self.links: list[SeatLink] = list(start.links)
        self.waiting = False  # an act was sent; the host's answer has not come
        self.notices: list[tuple[str, dict[str, Any]]] = []  # (key, values) for the table
        self.final_save = None
        self.left = False
        self.host_closed = False  # the host closed the table: nothing to reconnect to
        self._rng = start.rng
        self._inbox: deque[dict[str, Any]] = deque(start.pending)
        self._known: list[Any] = list(start.events)  # every event this seat was sent
        self._host_current = start.current_seat
        self._acted_at = -1
        self.viewer = self.my_seat
        self.handover_pending = False
        self._set_clock(start.clock, new_turn=True)

    # -- who is who ----------------------------------------------------------------------

    @property
    def bottom_seat(self) -> int:
        return self.my_seat

    @property
    def hot_seat(self) -> bool:
        return False

    @property
    def link_state(self) -> str:
        """ "ok", "reconnecting" (the link is trying again, the seat is kept), "closed" (the
        host closed the table) or "lost"."""
        if self.host_closed or self.link.error == "closed":
            return "closed"
        if self.left:
            return "lost"
        status = self.link.status
        if status == "connected":
            return "ok"
        return "lost" if status == "closed" else "reconnecting"

    @property
    def hosting(self) -> bool:
        """This app hosts the table: leaving it ends the game for everyone."""
        return bool(getattr(self.link, "hosted_here", False))

    @property
    def is_over(self) -> bool:
        """Over once the host's final game has come: the results read that one."""
        return self.final_save is not None

    @property
    def can_act(self) -> bool:
        return (
            not self.game.is_over
            and not self.waiting
            and not self.closed
            and self.current_seat == self.my_seat
            and self.link_state == "ok"
        )

    @property
    def is_thinking(self) -> bool:
        """Someone else is choosing a move (a person elsewhere, or the host's computer)."""
        return not self.game.is_over and self.current_seat != self.my_seat

    @property
    def results_ready(self) -> bool:
        """The host's final game has come: the results may read it."""
        return self.final_save is not None

    def seat_mark(self, seat: int) -> str:
        """ "disconnected", "stand_in" (the host's computer plays it) or ""."""
        if seat == self.my_seat or seat >= len(self.links) or self.seats[seat].kind != REMOTE:
            return ""
        return self.links[seat].mark

    # -- acting --------------------------------------------------------------------------

    def act(self, action: Any) -> list[Any]:
        """Send the person's move; raises the game's own refusal first (nothing is sent)."""
        if not self.can_act:
            raise self.out_of_turn()
        self.game.clone().apply(action)  # the engine's refusal, exactly as at a local table
        self.link.send(
            {
                "type": "act",
                "table": self.table_id,
                "token": self.token,
                "move": self.move,
                "action": self.spec.action_to_json(action),
            }
        )
        self.waiting, self._acted_at = True, self.move
        return []

    def leave(self) -> None:
        """Leave the table: the seat stays this person's to join again with its token."""
        if not self.left:
            self.left = True
            self.link.send({"type": "leave", "table": self.table_id, "token": self.token})
        self.close()

    # -- time ----------------------------------------------------------------------------

    def update(self, dt: float, animating: bool = False) -> None:
        if self.closed:
            return
        arrived = self.link.poll()
        self._inbox.extend(arrived)
        self._note_links(arrived)
        if self.link_state == "ok" and not self.game.is_over:
            self.clock.tick(dt)  # shown only: the host plays the time-out
        while self._inbox and not animating:
            if self._handle(self._inbox.popleft()):
                return  # one move at a time: it is shown before the next is read

    def _note_links(self, messages: list[dict[str, Any]]) -> None:
        """Who is connected, as the newest message says: at once, even while the moves
        before it are still being shown."""
        for message in reversed(messages):
            if message.get("type") in ("state", "lobby") and isinstance(message.get("seats"), list):
                self.links = seat_links(message["seats"], len(self.seats))
                self._rename(message["seats"])
                return

    def _rename(self, rows: list[Any]) -> None:
        """A remote seat taken (or taken again) since: its person's name, as the host says."""
        latest = row_names(rows, len(self.seats))
        self.seats = tuple(
            replace(s, name=name) if s.kind == REMOTE and name and name != s.name else s
            for s, name in zip(self.seats, latest, strict=True)
        )

    def _handle(self, message: dict[str, Any]) -> bool:
        """One message from the host; True when it brought something to show."""
        kind = message.get("type")
        try:
            if kind == "state":
                return self._on_state(message)
            if kind == "over":
                self._on_over(message)
            elif kind == "refused":
                self._on_refused(message)
            elif kind == "closed":
                self._table_gone()
            elif kind == "timeout":
                self._on_timeout(message)
            elif kind == "seated":  # the seat taken again after a drop
                # An act sent as the link dropped may be lost: the state that follows says
                # whose turn it is, and the person may act again.
                self.waiting = False
        except RemoteRefused as error:
            log.error("a message from the host cannot be shown: %s", error)
            self.notices.append(("table.net.unreadable", {}))
        return False

    def _on_state(self, message: dict[str, Any]) -> bool:
        events = message.get("events")
        first = message.get("events_from")
        first = first if isinstance(first, int) and not isinstance(first, bool) else None
        raw = events if isinstance(events, list) else []
        if first is not None and first > len(self._known):
            log.warning("events %d to %d never came", len(self._known), first)
        skip = 0 if first is None else max(0, len(self._known) - first)
        fresh = decode_events(self.spec, raw[skip:])
        self._known.extend(fresh)
        self.game = shadow_of(self.spec, message, self._known, self._rng)
        move = message.get("move")
        if isinstance(move, int) and not isinstance(move, bool):
            self.move = move
        if self.move != self._acted_at:
            self.waiting = False
        current = message.get("current_seat")
        new_turn = current != self._host_current
        self._host_current = current if isinstance(current, int) else None
        self._set_clock(host_clock(message.get("clock")), new_turn)
        if fresh:
            self._events.extend(fresh)
            self.log_events(fresh)
        return bool(fresh)

    def _on_over(self, message: dict[str, Any]) -> None:
        save = message.get("save")
        if not isinstance(save, dict):
            log.error("the host's last message holds no final game")
            self.notices.append(("table.net.unreadable", {}))
            return
        try:
            game = self.spec.from_json(json.dumps(save))
        except (ValueError, TypeError, KeyError) as error:
            log.error("the host's final game cannot be read: %s", error)
            self.notices.append(("table.net.unreadable", {}))
            return
        self.game, self.final_save = game, save
        self.waiting = False
        self.forget_seat()  # the game is over: no seat to take again

    def _on_refused(self, message: dict[str, Any]) -> None:
        code = message.get("code")
        log.warning("the host refused %s: %s (%s)", message.get("of"), message.get("reason"), code)
        if table_gone(message):  # a rejoin, and the table is no more
            self._table_gone()
        elif message.get("of") == "act" or self.waiting:
            self.waiting = False
            # Said by its code in the player's language; the host's English is for the log.
            known = code if code in REFUSALS else "other"
            self.notices.append((f"table.net.refused.{known}", {}))

    def _table_gone(self) -> None:
        """The host closed the table (or has it no more): the seat's token is forgotten and
        the table says so, offering the menu; nothing reconnects."""
        self.host_closed, self.waiting = True, False
        self.forget_seat()

    def forget_seat(self) -> None:
        """The seat cannot be taken again: the Join screen stops offering it."""
        if self.tokens is not None:
            self.tokens.forget(self.link.url, self.table_id)

    def _on_timeout(self, message: dict[str, Any]) -> None:
        seat = message.get("seat")
        if isinstance(seat, int) and 0 <= seat < len(self.seats):
            self.notices.append(("table.net.time_up", {"seat": seat}))

    def _set_clock(self, clock: HostClock, new_turn: bool) -> None:
        self.clock.seconds = clock.seconds
        if clock.seconds is None:
            self.clock.remaining = 0.0
            return
        if new_turn or clock.remaining > self.clock.remaining + 1.0:
            self.clock.turn_over()  # the hourglass turns for the new turn
        self.clock.remaining = clock.remaining

    def take_notices(self) -> list[tuple[str, dict[str, Any]]]:
        notices, self.notices = self.notices, []
        return notices

    # -- what a network table does not do -------------------------------------------------

    def pause(self) -> None:
        """The others play on: the pause menu does not stop the game."""

    def resume(self) -> None:
        """Nothing was paused."""

    def autosave(self) -> None:
        """The host keeps the game."""

    def close(self) -> None:
        super().close()
        self.link.close()

    def to_dict(self) -> dict[str, Any]:
        """The game as a local save writes it (recent games, the review, a crash report):
        the other people at the table are persons there."""
        seats = [s if s.kind != REMOTE else type(s)("person", s.name) for s in self.seats]
        meta = {
            "seats": seats_to_meta(seats),
            "turn_seconds": self.clock.seconds,
            **self.game_meta(),
            "clock_remaining": round(self.clock.remaining, 2),
        }
        return self.save_data(meta)
