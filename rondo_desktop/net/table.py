"""One hosted table: the spec's engine is the only judge; remote seats send intents.

A seat is ``remote`` (a person or a scripted client joins it and gets a seat token) or a
computer strength (its player thinks on the host, in an executor, so one slow move never
stalls the event loop or another table). After every action each connected remote seat gets
its own observation (``spec.observation_to_json``) and whose turn it is, nothing else.

A remote seat whose connection drops waits ``grace`` seconds; then the host's ``stand_in``
computer plays it until the same token joins again. After every action the game is written to
the autosave folder (when there is one) so the table can be hosted again from there.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from rondo_desktop.games.spec import GameSpec, Player
from rondo_desktop.net.autosave import TableSave, write_table_save
from rondo_desktop.net.protocol import ProtocolError

REMOTE = "remote"
DEFAULT_GRACE = 60.0
LOG = logging.getLogger(__name__)

AnySpec = GameSpec[Any, Any, Any]


class Peer(Protocol):
    """A client's connection as a table sees it: ``push`` queues a message, never waits."""

    def push(self, message: dict[str, Any]) -> None: ...


@dataclass
class RemoteSeat:
    token: str | None = None  # None until someone takes the seat
    name: str = ""
    peer: Peer | None = None  # None while nobody is connected to it
    stand_in: bool = False  # the grace ran out: the host's computer plays it
    grace: asyncio.TimerHandle | None = field(default=None, repr=False)


@dataclass(frozen=True)
class TableSettings:
    grace: float = DEFAULT_GRACE
    stand_in: str = ""  # the computer that plays a dropped seat ("": the game's weakest)
    autosave: Path | None = None


def final_scores(spec: AnySpec, state: Any) -> list[float]:
    """The finished game's scores: the game's own (``match_figures``) or its returns."""
    if spec.match_figures is not None:
        return list(spec.match_figures(state).scores)
    return list(state.returns())


class Table:
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
        self._players: dict[int, Player[Any, Any]] = {}
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self._reported = False

    # -- the lobby's view ---------------------------------------------------------------------

    @property
    def started(self) -> bool:
        return all(seat.token is not None for seat in self.remote.values())

    @property
    def free_seat(self) -> int | None:
        return next((s for s, seat in self.remote.items() if seat.token is None), None)

    def seats_public(self) -> list[dict[str, Any]]:
        """Who sits where, as everyone may see it (never a token)."""
        rows: list[dict[str, Any]] = []
        for seat, kind in enumerate(self.kinds):
            remote = self.remote.get(seat)
            if remote is None:
                rows.append({"kind": kind, "name": kind, "connected": True, "stand_in": False})
            else:
                rows.append(
                    {
                        "kind": REMOTE,
                        "name": remote.name,
                        "taken": remote.token is not None,
                        "connected": remote.peer is not None,
                        "stand_in": remote.stand_in,
                    }
                )
        return rows

    def summary(self) -> dict[str, Any]:
        return {
            "table": self.id,
            "game": self.spec.name,
            "seats": self.seats_public(),
            "free": self.free_seat is not None,
            "started": self.started,
            "over": bool(self.state.is_over),
        }

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
        peer.push(self._seated_message(seat, remote.token))
        if self.started:
            if token is None:  # the last free seat taken: the game starts for everyone
                self._push_states()
            else:
                peer.push(self._state_message(seat))
            self._wake.set()
        return seat, remote.token

    def seat_of(self, token: str) -> int | None:
        for seat, remote in self.remote.items():
            # bytes: compare_digest refuses str that is not ASCII, and a token may be anything
            known = remote.token
            if known is not None and secrets.compare_digest(known.encode(), token.encode()):
                return seat
        return None

    def leave(self, peer: Peer) -> None:
        """``peer`` dropped: its seats wait the grace period, then a computer plays them."""
        for seat, remote in self.remote.items():
            if remote.peer is peer:
                remote.peer = None
                loop = asyncio.get_running_loop()
                remote.grace = loop.call_later(self.settings.grace, self._grace_over, seat)

    def _grace_over(self, seat: int) -> None:
        remote = self.remote[seat]
        remote.grace = None
        if remote.peer is None:
            remote.stand_in = True
            self._wake.set()

    def wait_for_everyone(self) -> None:
        """A table hosted again from its autosave: every remote seat starts out dropped."""
        loop = asyncio.get_running_loop()
        for seat, remote in self.remote.items():
            if remote.token is not None and remote.peer is None:
                remote.grace = loop.call_later(self.settings.grace, self._grace_over, seat)

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
            self.state.apply(action, seat=seat)
        except Exception as error:  # the engine's refusal, passed on
            raise ProtocolError("illegal", str(error) or type(error).__name__) from None
        self._after_action()

    def _after_action(self) -> None:
        self.moves += 1
        self._autosave()
        self._push_states()
        if self.state.is_over:
            self._finish()
        else:
            self._wake.set()

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
        self._task = asyncio.create_task(self._drive(), name=f"table {self.id}")
        self._wake.set()

    async def close(self) -> None:
        for remote in self.remote.values():
            if remote.grace is not None:
                remote.grace.cancel()
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)

    async def _drive(self) -> None:
        """Plays the computer seats' turns whenever the game waits for one of them."""
        while not self.state.is_over:
            await self._wake.wait()
            self._wake.clear()
            try:
                await self._play_computer_turns()
            except Exception:  # a bug of a player or engine: say so, keep the host serving
                LOG.exception("table %s: a computer seat failed", self.id)
                return

    async def _play_computer_turns(self) -> None:
        loop = asyncio.get_running_loop()
        while self.started and not self.state.is_over:
            seat, moves = self.state.current_seat, self.moves
            strength = self._computer_strength(seat)
            if strength is None:
                return
            player = await self._computer(seat, strength)
            observation = self.state.observation(seat)
            action = await loop.run_in_executor(self.executor, player.choose, observation)
            if self.moves != moves or self._computer_strength(seat) is None:
                continue  # the seat's person came back (and maybe played) meanwhile
            self.state.apply(action, seat=seat)
            self._after_action()

    # -- what the seats are told --------------------------------------------------------------

    def _seated_message(self, seat: int, token: str) -> dict[str, Any]:
        return {
            "type": "seated",
            "table": self.id,
            "game": self.spec.name,
            "seat": seat,
            "token": token,
            "seats": len(self.kinds),
            "options": self.options,
        }

    def _state_message(self, seat: int) -> dict[str, Any]:
        assert self.spec.observation_to_json is not None
        over = bool(self.state.is_over)
        return {
            "type": "state",
            "table": self.id,
            "seat": seat,
            "move": self.moves,
            "current_seat": None if over else self.state.current_seat,
            "is_over": over,
            "observation": self.spec.observation_to_json(self.state.observation(seat)),
            "seats": self.seats_public(),
        }

    def _push_states(self) -> None:
        for seat, remote in self.remote.items():
            if remote.peer is not None:
                remote.peer.push(self._state_message(seat))

    def result(self) -> dict[str, Any]:
        return {
            "table": self.id,
            "game": self.spec.name,
            "seats": [row["name"] for row in self.seats_public()],
            "kinds": list(self.kinds),
            "scores": final_scores(self.spec, self.state),
        }

    def _finish(self) -> None:
        if self._reported:
            return
        self._reported = True
        result = self.result()
        for remote in self.remote.values():
            if remote.peer is not None:
                remote.peer.push({"type": "over", **result})
        self.on_over(result)

    def _autosave(self) -> None:
        folder = self.settings.autosave
        if folder is None:
            return
        save = TableSave(
            table=self.id,
            game=self.spec.name,
            seats=self.kinds,
            options=self.options,
            names=tuple(
                self.remote[s].name if s in self.remote else k for s, k in enumerate(self.kinds)
            ),
            tokens=tuple(
                self.remote[s].token if s in self.remote else None for s in range(len(self.kinds))
            ),
            moves=self.moves,
            save=self.spec.to_json(self.state),
        )
        try:
            write_table_save(folder, save)
        except OSError as error:  # a full disk must not stop the game; the host is told
            LOG.warning("table %s: cannot autosave: %s", self.id, error)
