"""Every registered game, for the conformance suite: one spec per game, shared by its tests."""

from __future__ import annotations

from typing import Any

import pytest

from rondo_desktop import games
from rondo_desktop.games.spec import GameSpec


@pytest.fixture(scope="session")
def registry() -> games.GameRegistry:
    # One registry for the whole run: a game's data (Rondo's word lists) loads once.
    return games.registry()


@pytest.fixture(scope="session", params=games.names())
def spec(request: pytest.FixtureRequest, registry: games.GameRegistry) -> GameSpec[Any, Any, Any]:
    return registry.get(request.param)
