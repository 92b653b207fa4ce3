"""The host's lobby rules that need no game to be played."""

from __future__ import annotations

import asyncio
import dataclasses
import json
from pathlib import Path

import pytest

from rondo_desktop import games
from rondo_desktop.net.autosave import AutosaveRefused, read_table_save
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


def test_an_autosave_of_before_the_lobby_reads_with_the_old_defaults(tmp_path: Path) -> None:
    old = {
        "format": "rondo-desktop-table",
        "version": 1,
        "table": "b1b123",
        "game": "ronda",
        "seats": ["remote", "medium"],
        "options": {},
        "names": ["Ann", "medium"],
        "tokens": ["t", None],
        "moves": 3,
        "save": "{}",
    }
    path = tmp_path / "table-b1b123.json"
    path.write_text(json.dumps(old))
    saved = read_table_save(path)
    assert (saved.title, saved.turn_seconds, saved.grace, saved.over) == ("", None, None, False)
    path.write_text(json.dumps({**old, "turn_seconds": "soon"}))
    with pytest.raises(AutosaveRefused):
        read_table_save(path)
