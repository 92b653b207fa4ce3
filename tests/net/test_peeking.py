"""No peeking, byte by byte: every message a client receives during a whole Rondo game.

The host's state is recorded after every action. For each ``state`` message the client got,
the same position with everything that seat cannot see dealt again (``redeal_hidden``) must
give the very same message, its events (masked for the seat) included: then no byte of it can
tell the other hand or the pile's order. Only ``over`` holds the whole game, once it is over.
"""

from __future__ import annotations

import asyncio
import json
import random
from typing import Any

import pytest

from rondo_desktop import games
from rondo_desktop.net.client import BotOptions, play_bot
from rondo_desktop.net.table import Table
from tests.net.hosting import hosting

ALLOWED = {"welcome", "tables", "seated", "lobby", "state", "over", "refused"}


async def _record_a_game(monkeypatch: pytest.MonkeyPatch) -> tuple[list[Any], dict[int, Any], int]:
    snapshots: dict[int, Any] = {}
    after_action = Table._after_action

    def recording(table: Table, events: Any) -> None:
        snapshots[table.moves + 1] = table.state.clone()
        after_action(table, events)

    monkeypatch.setattr(Table, "_after_action", recording)
    received: list[str | bytes] = []
    seated: dict[str, Any] = {}
    async with hosting() as hosted:
        table = await hosted.host.open_table("rondo", ["remote", "remote"], seed=31)
        snapshots[0] = table.state.clone()
        spy = BotOptions("Spy", "beginner", seed=1)
        watched = play_bot(hosted.url, spy, seated.update, on_receive=received.append)
        other = play_bot(hosted.url, BotOptions("Other", "beginner", seed=2))
        await asyncio.wait_for(asyncio.gather(watched, other), 60)
    return received, snapshots, int(seated["seat"])


def masked_events(spec: Any, position: Any, seat: int) -> list[Any]:
    """Every event of ``position`` as ``seat`` may see it ([] for a game that sends none)."""
    if spec.game_events is None or spec.event_seen_by is None or spec.event_to_json is None:
        return []
    return [spec.event_to_json(spec.event_seen_by(e, seat)) for e in spec.game_events(position)]


def test_no_byte_a_client_receives_tells_the_other_hand(monkeypatch: pytest.MonkeyPatch) -> None:
    received, snapshots, seat = asyncio.run(_record_a_game(monkeypatch))
    rondo = games.get("rondo")
    assert rondo.observation_to_json is not None
    rng = random.Random(4)
    states = checked = noticed = 0
    for raw in received:
        message = json.loads(raw)
        assert message["type"] in ALLOWED
        if message["type"] == "over":  # the whole game, once it is over (results, review)
            assert message["save"] == json.loads(rondo.to_json(snapshots[len(snapshots) - 1]))
            continue
        if message["type"] != "state":
            assert "observation" not in message and "hand" not in json.dumps(message)
            continue
        states += 1
        position = snapshots[message["move"]]
        assert message["observation"] == rondo.observation_to_json(position.observation(seat))
        assert message["events"] == masked_events(rondo, position, seat)[message["events_from"] :]
        redealt = rondo.redeal_hidden(position, seat, rng)
        if redealt is None:  # the start phase: nothing is dealt again there
            continue
        checked += 1
        again = {
            **message,
            "observation": rondo.observation_to_json(redealt.observation(seat)),
            "current_seat": None if redealt.is_over else redealt.current_seat,
            # A redealt position has no history (Rondo's is imagined from the observation):
            # the events are the game's so far, masked for the seat as checked above.
            "events": message["events"],
        }
        assert json.dumps(again) == json.dumps(message)  # the same bytes, whatever the deal
        noticed += redealt.hand(1 - seat) != position.hand(1 - seat)
    assert states == len(snapshots) and checked > 10 and noticed > 0
