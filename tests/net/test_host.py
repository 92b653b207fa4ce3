"""The host's lobby rules that need no game to be played."""

from __future__ import annotations

import asyncio
import dataclasses
from pathlib import Path

import pytest

from rondo_desktop import games
from rondo_desktop.net.autosave import read_table_save
from rondo_desktop.net.protocol import ProtocolError, encode
from rondo_desktop.net.table import TableSettings
from tests.net.hosting import hosting, next_of, raw_client


async def _open_a_game_without_wire_data() -> None:
    registry = games.GameRegistry()
    registry.register(dataclasses.replace(games.get("ronda"), observation_to_json=None))
    async with hosting(registry=registry) as hosted:
        await hosted.host.open_table("ronda", ["remote", "remote"])


def test_a_game_without_wire_data_is_not_hosted() -> None:
    with pytest.raises(ProtocolError) as refused:
        asyncio.run(_open_a_game_without_wire_data())
    assert refused.value.code == "game"


async def _join_and_read_the_autosave(folder: Path) -> tuple[str, str]:
    async with hosting(TableSettings(autosave=folder)) as hosted:
        table = await hosted.host.open_table("allegra", ["remote", "remote", "beginner"])
        async with raw_client(hosted.url, "Ann") as ann:
            await ann.send(encode({"type": "join", "table": table.id}))
            seated = await next_of(ann, "seated")
        saved = read_table_save(folder / f"table-{table.id}.json")
        assert saved.moves == 0 and saved.names[seated["seat"]] == "Ann"
        return seated["token"], str(saved.tokens[seated["seat"]])


def test_a_seat_taken_is_autosaved_before_the_first_move(tmp_path: Path) -> None:
    token, saved = asyncio.run(_join_and_read_the_autosave(tmp_path))
    assert token == saved
