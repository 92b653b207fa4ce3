"""Every registered game, for the conformance suite: one spec per game, shared by its tests."""

from __future__ import annotations

from typing import Any

import pytest

from rondo_desktop import games
from rondo_desktop.games.spec import GameSpec


@pytest.fixture(scope="session", params=games.names())
def spec(request: pytest.FixtureRequest) -> GameSpec[Any, Any, Any]:
    # One registry for the whole run: a game's data (Rondo's word lists) loads once.
    return _registry.get(request.param)


_registry = games.registry()
