"""Fixtures for the computer players: one German toolbox and the shipped values per session."""

from __future__ import annotations

import pytest

from rondo_desktop.games.rondo.players import LeaveModel, Toolbox, load_leaves


@pytest.fixture(scope="session")
def toolbox() -> Toolbox:
    return Toolbox.load("de")


@pytest.fixture(scope="session")
def leaves(toolbox: Toolbox) -> LeaveModel:
    return load_leaves("de", toolbox.deck)
