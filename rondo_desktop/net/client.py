"""The scripted client: a computer player seated at a remote seat of a hosted table.

It says hello, takes the first free remote seat (of the table named, or of the first table with
one) -- or its own seat again with its token -- and plays with the game's ``make_player`` on the
observation each ``state`` message carries, read back by ``spec.observation_from_json``. It
knows only what the host sends that seat; its thinking runs in an executor, so the connection
keeps being served while it thinks.
"""

from __future__ import annotations

import asyncio
import json
import random
import ssl
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

from rondo_desktop import games
from rondo_desktop.games.spec import Player
from rondo_desktop.net.protocol import (
    PROTOCOL_VERSION,
    TRANSPORT_MAX_BYTES,
    encode,
    normal_code,
)
from rondo_desktop.net.table import AnySpec

RATE_PAUSE = 0.2  # seconds a client waits after the host's "too many messages"


class JoinRefused(Exception):
    """The host said no (a refusal's reason), or the client cannot play what it was given."""


@dataclass(frozen=True)
class BotOptions:
    name: str
    strength: str
    table: str | None = None  # None: the first table with a free remote seat
    token: str | None = None  # a seat token: join that seat again
    seed: int | None = None  # the bot's own seed (None: random)


Receiver = Callable[[str | bytes], None]


def _ignore(raw: str | bytes) -> None:
    return None


async def _expect(
    websocket: ClientConnection, kind: str, on_receive: Receiver = _ignore
) -> dict[str, Any]:
    """The next message, which must be ``kind`` (a refusal raises JoinRefused)."""
    while True:
        raw = await websocket.recv()
        on_receive(raw)
        message = json.loads(raw)
        if message.get("type") == "refused":
            raise JoinRefused(message.get("reason", "refused"))
        if message.get("type") == kind:
            return dict(message)


async def _choose_table(
    websocket: ClientConnection,
    options: BotOptions,
    registry: games.GameRegistry,
    on_receive: Receiver,
) -> str:
    await websocket.send(encode({"type": "list"}))
    tables = (await _expect(websocket, "tables", on_receive))["tables"]
    for table in tables:
        named = options.table
        wanted = table["table"] in (named, normal_code(named)) if named else table["free"]
        if not wanted:
            continue
        game = table["game"]
        strengths = registry.get(game).strengths if game in registry.names() else ()
        if options.strength not in strengths:
            raise JoinRefused(f"{game} has no computer {options.strength!r}: {strengths}")
        return str(table["table"])
    if options.table:
        raise JoinRefused(f"no table {options.table!r} on this host")
    raise JoinRefused("no table on this host has a free seat")


def _bot_player(
    spec: AnySpec, seated: dict[str, Any], strength: str, seed: int
) -> Player[Any, Any]:
    # make_player takes a game state for what it reads there (the seed, a word list's
    # language): the bot deals its own game from the table's public options for that. It
    # never sees the host's deal; it plays on the observations it is sent.
    stand_in = spec.new_game(int(seated["seats"]), seed, seated["options"])
    return spec.make_player(stand_in, int(seated["seat"]), strength)


def client_tls(url: str, ca: Path | None) -> ssl.SSLContext | None:
    """The TLS context for ``url``: None for ws://; for wss:// the system's authorities and,
    with ``ca``, that one too (a host's self-signed certificate). OSError, ssl.SSLError."""
    if not url.startswith("wss://"):
        return None
    context = ssl.create_default_context()
    if ca is not None:
        context.load_verify_locations(cafile=ca)
    return context


async def play_bot(
    url: str,
    options: BotOptions,
    on_seated: Callable[[dict[str, Any]], None] = lambda seated: None,
    registry: games.GameRegistry | None = None,
    on_receive: Receiver = _ignore,
    tls: ssl.SSLContext | None = None,
) -> dict[str, Any]:
    """Play one seat to the end of the game; returns the host's ``over`` message.

    ``on_seated`` gets the ``seated`` message (its token lets the seat be taken again) and
    ``on_receive`` every message exactly as it arrived (the peeking test records them).

    Raises JoinRefused, OSError (unreachable) or a websockets error (not a WebSocket host).
    """
    registry = registry if registry is not None else games.registry()
    seed = random.randrange(2**31) if options.seed is None else options.seed
    secure: dict[str, Any] = {} if tls is None else {"ssl": tls}  # wss:// and no tls: the default
    async with connect(url, proxy=None, max_size=TRANSPORT_MAX_BYTES, **secure) as websocket:
        hello = {"type": "hello", "version": PROTOCOL_VERSION, "name": options.name}
        await websocket.send(encode(hello))
        await _expect(websocket, "welcome", on_receive)
        table = options.table if options.token else None
        table = table or await _choose_table(websocket, options, registry, on_receive)
        await websocket.send(encode({"type": "join", "table": table, "token": options.token}))
        seated = await _expect(websocket, "seated", on_receive)
        on_seated(seated)
        # A bot is ready as soon as it sits: the opener of a manual table waits for Ready.
        ready = {"type": "ready", "table": seated["table"], "token": seated["token"]}
        await websocket.send(encode({**ready, "ready": True}))
        spec = registry.get(seated["game"])
        loop = asyncio.get_running_loop()
        player = await loop.run_in_executor(None, _bot_player, spec, seated, options.strength, seed)
        return await _play(websocket, spec, seated, player, on_receive)


async def _play(
    websocket: ClientConnection,
    spec: AnySpec,
    seated: dict[str, Any],
    player: Player[Any, Any],
    on_receive: Receiver,
) -> dict[str, Any]:
    assert spec.observation_from_json is not None
    seat, acted = seated["seat"], -1
    last_act: str | None = None
    loop = asyncio.get_running_loop()
    async for raw in websocket:
        on_receive(raw)
        message = json.loads(raw)
        kind = message.get("type")
        if kind == "over":
            return dict(message)
        if kind == "closed":  # the host stopped or the table expired: nothing to wait for
            raise JoinRefused(f"the host closed the table ({message.get('reason')})")
        if kind == "refused" and message.get("code") == "rate" and last_act is not None:
            await asyncio.sleep(RATE_PAUSE)  # too fast for the host: the same act again
            await websocket.send(last_act)
            continue
        if kind == "refused" and message.get("code") not in ("stale", "not_your_turn"):
            raise JoinRefused(message.get("reason", "refused"))
        if kind != "state" or message["current_seat"] != seat or message["move"] <= acted:
            continue
        try:
            observation = spec.observation_from_json(message["observation"])
        except (KeyError, ValueError, TypeError) as error:
            reason = f"the host sent an observation this client cannot read: {error}"
            raise JoinRefused(reason) from None
        action = await loop.run_in_executor(None, player.choose, observation)
        acted = message["move"]
        act = {
            "type": "act",
            "table": seated["table"],
            "token": seated["token"],
            "move": acted,
            "action": spec.action_to_json(action),
        }
        last_act = encode(act)
        await websocket.send(last_act)
    raise JoinRefused("the host closed the connection before the game was over")
