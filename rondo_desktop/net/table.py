"""One hosted table: the spec's engine is the only judge; remote seats send intents.

A seat is ``remote`` (a person or a scripted client joins it and gets a seat token) or a
computer strength (its player thinks on the host, in an executor, so one slow move never
stalls the event loop or another table; a computer that fails plays its first legal action).
After every action each connected remote seat gets its own observation, whose turn it is, the
events it has not had (as it may see them), the seats and the sand clock
(``messages.state_message``).

A remote seat whose connection drops waits ``grace`` seconds; then the host's ``stand_in``
computer plays it until the same token joins again. After every action the game is written to
the autosave folder (when there is one) so the table can be hosted again from there.

Before the game the table is a lobby: people take seats, say they are ready, leave again; it
starts when every remote seat is taken ("auto") or when its opener says so ("manual"). With a
sand timer the host plays the game's ``timeout_action`` for a person whose turn ran out.
How a table ends (an idle lobby expiring, a finished one kept for its grace): :mod:`.ending`.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Executor
from typing import Any

from rondo_desktop.games.spec import Player
from rondo_desktop.net import messages
from rondo_desktop.net.autosave import table_save, write_table_save
from rondo_desktop.net.clock import TurnClock
from rondo_desktop.net.ending import TableEnd
from rondo_desktop.net.events import EventLog
from rondo_desktop.net.messages import REMOTE
from rondo_desktop.net.protocol import ProtocolError
from rondo_desktop.net.seats import (
    DEFAULT_GRACE,
    AnySpec,
    Peer,
    RemoteSeat,
    TableSettings,
    final_scores,
)

__all__ = ["DEFAULT_GRACE", "REMOTE", "AnySpec", "Peer", "Table", "TableSettings"]
__all__ += ["final_scores"]  # the tests' and the app's results read it here
LOG = logging.getLogger(__name__)


class Table(TableEnd):
    """One game hosted for remote and computer seats."""

    def __init__(
        self,
        table_id: str,
        spec: AnySpec,
        seats: Sequence[str],
        state: Any,
        options: Mapping[str, str],
        *,
        executor: Executor,
        settings: TableSettings,
        on_over: Callable[[dict[str, Any]], None] = lambda result: None,
        on_gone: Callable[[], None] = lambda: None,
    ) -> None:
        if spec.observation_to_json is None:
            raise ValueError(f"the game {spec.name!r} cannot be played over the network")
        self.id = table_id
        self.spec = spec
        self.kinds = tuple(seats)
        self.state = state
        self.options = dict(options)  # the spec's choices: a remote bot builds its player by them
        self.moves = 0  # actions applied: an act must name it, so a replayed one is refused
        self.remote = {seat: RemoteSeat() for seat, kind in enumerate(seats) if kind == REMOTE}
        self.executor = executor
        self.settings = settings
        self.on_over = on_over
        self.on_gone = on_gone  # the table is closed: the host forgets it
        self.closed = False
        self._expiry: asyncio.TimerHandle | None = None  # an idle lobby's, an over table's end
        self.owner = secrets.token_urlsafe(24)  # the opener's: it alone may start the game
        self.events = EventLog(spec, state)
        self.clock = TurnClock(settings.turn_seconds, self._time_out)
        self._started = False
        self._players: dict[int, Player[Any, Any]] = {}
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self._reported = False

    # -- the lobby's view ---------------------------------------------------------------------

    @property
    def started(self) -> bool:
        return self._started

    @property
    def full(self) -> bool:
        return all(seat.token is not None for seat in self.remote.values())

    @property
    def free_seat(self) -> int | None:
        return next((s for s, seat in self.remote.items() if seat.token is None), None)

    def seats_public(self) -> list[dict[str, Any]]:
        return messages.seats_public(self)

    def summary(self) -> dict[str, Any]:
        return messages.summary(self)

    def _tell(self, message_of: Callable[[int], dict[str, Any]]) -> None:
        """Push to every seat with someone connected its message (``message_of(seat)``)."""
        for seat, remote in self.remote.items():
            if remote.peer is not None:
                remote.peer.push(message_of(seat))

    def _push_lobby(self) -> None:
        lobby = messages.lobby_message(self)
        self._tell(lambda seat: lobby)

    # -- seats ----------------------------------------------------------------------------------

    def join(self, peer: Peer, name: str, token: str | None) -> tuple[int, str]:
        """Seat ``peer``: its own seat again with ``token``, else the first free remote seat."""
        if token is not None:
            seat = self.seat_of(token)
            if seat is None:
                raise ProtocolError("token", "this token holds no seat at this table")
        else:
            if any(remote.peer is peer for remote in self.remote.values()):
                # One connection, one seat: a client may not collect the table's hands.
                raise ProtocolError("seated", "this connection has a seat at this table already")
            free = self.free_seat
            if free is None:
                raise ProtocolError("full", "this table has no free seat")
            seat = free
            self.remote[seat].token = secrets.token_urlsafe(24)
            self.remote[seat].name = name
            self._autosave()  # a host that dies now still knows whose seat this is
        remote = self.remote[seat]
        if remote.grace is not None:
            remote.grace.cancel()
        remote.peer, remote.grace, remote.stand_in = peer, None, False
        assert remote.token is not None
        self.events.restart(seat)  # its first state carries every event from the first
        peer.push(messages.seated_message(self, seat, remote.token))
        self._push_lobby()
        if not self.started:
            if self.full and not self.settings.manual_start:
                self._begin()  # the last free seat taken: the game starts for everyone
        else:
            if not self.clock.armed:
                self._arm_clock()  # the seat's person is back at its turn: the sand runs again
            peer.push(messages.state_message(self, seat))
            if self.state.is_over:  # back within the end's grace: the end again
                peer.push(messages.over_message(self, self.result()))
            self._wake.set()
        self._watch_idle()
        return seat, remote.token

    def seat_of(self, token: str) -> int | None:
        for seat, remote in self.remote.items():
            # bytes: compare_digest refuses str that is not ASCII, and a token may be anything
            known = remote.token
            if known is not None and secrets.compare_digest(known.encode(), token.encode()):
                return seat
        return None

    def _own_seat(self, peer: Peer, token: str) -> int:
        seat = self.seat_of(token)
        if seat is None:
            raise ProtocolError("token", "this token holds no seat at this table")
        if self.remote[seat].peer is not peer:
            raise ProtocolError("token", "join the table with this token first")
        return seat

    def set_ready(self, peer: Peer, token: str, ready: bool) -> None:
        self.remote[self._own_seat(peer, token)].ready = ready
        self._push_lobby()

    def start_by(self, owner: str) -> None:
        """The opener's start: refused unless every remote seat is taken."""
        if not secrets.compare_digest(owner.encode(), self.owner.encode()):
            raise ProtocolError("owner", "only who opened this table may start it")
        if self.started:
            raise ProtocolError("started", "the game has started already")
        if not self.full:
            raise ProtocolError("not_full", "every seat must be taken before the start")
        self._begin()

    def _begin(self) -> None:
        self._started = True
        self._autosave()  # begun: a table to host again if this host dies before a move
        self._push_lobby()
        self._arm_clock()
        self._push_states()
        self._wake.set()

    def leave_seat(self, peer: Peer, token: str) -> None:
        """A person leaves: before the start the seat is free again, after it is a drop."""
        seat = self._own_seat(peer, token)
        remote = self.remote[seat]
        if self.started:
            self._drop(seat)
        else:
            if remote.grace is not None:
                remote.grace.cancel()
            self.remote[seat] = RemoteSeat()
            self._autosave()
        peer.push(messages.lobby_message(self))  # the leaver sees its seat given up
        self._push_lobby()
        self._watch_idle()

    def leave(self, peer: Peer) -> None:
        """``peer`` dropped: its seats wait the grace period, then a computer plays them."""
        dropped = [seat for seat, remote in self.remote.items() if remote.peer is peer]
        for seat in dropped:
            self._drop(seat)
        if dropped:
            self._push_lobby()
            self._watch_idle()

    def _drop(self, seat: int) -> None:
        remote = self.remote[seat]
        remote.peer = None
        if self.state.is_over:
            return  # nothing left to play for it
        loop = asyncio.get_running_loop()
        remote.grace = loop.call_later(self.settings.grace, self._grace_over, seat)

    def _grace_over(self, seat: int) -> None:
        remote = self.remote[seat]
        remote.grace = None
        if remote.peer is None:
            remote.stand_in = True
            if self.clock.turn is not None and self.clock.turn[0] == seat:
                self.clock.disarm()  # the stand-in takes its own time, as every computer
            self._push_lobby()
            self._wake.set()

    def wait_for_everyone(self, started: bool | None = None) -> None:
        """A table hosted again from its autosave: every remote seat starts out dropped.
        ``started``: as saved (None, an older file: when every seat was taken)."""
        loop = asyncio.get_running_loop()
        self._started = self.full if started is None else started and self.full
        for seat, remote in self.remote.items():
            if remote.token is not None and remote.peer is None:
                remote.grace = loop.call_later(self.settings.grace, self._grace_over, seat)
        self.clock.disarm()  # the sand runs again when someone is back (join)
        self._watch_idle()

    # -- actions ------------------------------------------------------------------------------

    def act(self, peer: Peer, token: str, move: int, action_json: Any) -> None:
        """A remote seat's action: refused (ProtocolError) unless it is that seat's, its turn,
        the current move and legal by the engine."""
        seat = self.seat_of(token)
        if seat is None:
            raise ProtocolError("token", "this token holds no seat at this table")
        if self.remote[seat].peer is not peer:
            raise ProtocolError("token", "join the table with this token before acting")
        if not self.started or self.state.is_over:
            raise ProtocolError("not_playing", "the game has not started or is over")
        if self.state.current_seat != seat:
            raise ProtocolError("not_your_turn", "it is not this seat's turn")
        if move != self.moves:
            raise ProtocolError(
                "stale", f"this act is for move {move}; the game is at {self.moves}"
            )
        # The games' errors share no base class the host may name; whatever the engine raises
        # while reading or judging the action is its reason for refusing it.
        try:
            action = self.spec.action_from_json(action_json)
            events = self.state.apply(action, seat=seat)
        except Exception as error:  # the engine's refusal, passed on
            raise ProtocolError("illegal", str(error) or type(error).__name__) from None
        self._after_action(events)

    def _after_action(self, events: Sequence[Any]) -> None:
        self.events.extend(events)
        self.moves += 1
        self._autosave()
        self._arm_clock()
        self._push_states()
        if self.state.is_over:
            self._finish()
        self._wake.set()  # over: the computers' task sees it and ends

    def _arm_clock(self) -> None:
        """The sand for the turn now, when a person plays it (a computer takes its own time)."""
        state = self.state
        playing = self.started and not state.is_over and self.spec.timeout_action is not None
        if playing and self._computer_strength(state.current_seat) is None:
            self.clock.arm(state.current_seat, self.moves)
        else:
            self.clock.disarm()

    def _time_out(self, seat: int, move: int) -> None:
        """The sand ran out: the host plays the game's time-out move for the seat."""
        state, timeout_action = self.state, self.spec.timeout_action
        if move != self.moves or state.is_over or state.current_seat != seat:
            return
        if timeout_action is None or self._computer_strength(seat) is not None:
            return
        try:
            events = state.apply(timeout_action(state), seat=seat)
        except Exception:  # a bug of the game's: the seat keeps its turn, the host serves on
            LOG.exception("table %s: the time-out move failed", self.id)
            return
        notice = {"type": "timeout", "table": self.id, "seat": seat}
        self._tell(lambda to: notice)
        self._after_action(events)

    def _computer_strength(self, seat: int) -> str | None:
        """The strength of the computer that plays ``seat`` now, or None when a person does."""
        remote = self.remote.get(seat)
        if remote is None:
            return self.kinds[seat]
        return self._stand_in_strength() if remote.stand_in else None

    async def _computer(self, seat: int, strength: str) -> Player[Any, Any]:
        player = self._players.get(seat)
        if player is None:
            # Building a player may load the game's data (a word list): not on the loop.
            loop = asyncio.get_running_loop()
            make = self.spec.make_player
            player = await loop.run_in_executor(self.executor, make, self.state, seat, strength)
            self._players[seat] = player
        return player

    def _stand_in_strength(self) -> str:
        chosen = self.settings.stand_in
        return chosen if chosen in self.spec.strengths else self.spec.strengths[0]

    def start(self) -> None:
        """Runs the table's computer seats; a table with no seat to wait for begins at once."""
        self._task = asyncio.create_task(self._drive(), name=f"table {self.id}")
        if self.full and not self.settings.manual_start:
            self._begin()
        self._wake.set()
        self._watch_idle()

    async def _drive(self) -> None:
        """Plays the computer seats' turns whenever the game waits for one of them."""
        while not self.state.is_over:
            await self._wake.wait()
            self._wake.clear()
            try:
                await self._play_computer_turns()
            except Exception:  # not even a first legal action: the game cannot go on
                LOG.exception("table %s: the game cannot go on", self.id)
                self.shut("failed")
                return

    async def _play_computer_turns(self) -> None:
        while self.started and not self.state.is_over:
            seat, moves = self.state.current_seat, self.moves
            strength = self._computer_strength(seat)
            if strength is None:
                return
            observation = self.state.observation(seat)
            action = await self._choose(seat, strength, observation)
            if self.moves != moves or self._computer_strength(seat) is None:
                continue  # the seat's person came back (and maybe played) meanwhile
            try:
                events = self.state.apply(action, seat=seat)
            except Exception:  # the player chose what the engine refuses: a bug of its
                LOG.exception("table %s: seat %d chose an illegal action", self.id, seat)
                events = self.state.apply(self.spec.legal_actions(observation)[0], seat=seat)
            self._after_action(events)

    async def _choose(self, seat: int, strength: str, observation: Any) -> Any:
        """The computer's action; when it fails (a bug), logged, the first legal action, so
        the table never stalls on it."""
        try:
            player = await self._computer(seat, strength)
            loop = asyncio.get_running_loop()
            return await loop.run_in_executor(self.executor, player.choose, observation)
        except Exception:
            LOG.exception("table %s: the computer at seat %d failed", self.id, seat)
            return self.spec.legal_actions(observation)[0]

    # -- what the seats are told --------------------------------------------------------------

    def _push_states(self) -> None:
        self._tell(lambda seat: messages.state_message(self, seat))

    def _autosave(self) -> None:
        folder = self.settings.autosave
        if folder is None:
            return
        save = table_save(self)
        try:
            write_table_save(folder, save)
        except OSError as error:  # a full disk must not stop the game; the host is told
            LOG.warning("table %s: cannot autosave: %s", self.id, error)
