"""Games to review: dealt with the shipped German word list, moves picked by the test."""

from __future__ import annotations

from tests.games.rondo.conftest import _no_real_home

__all__ = ["_no_real_home"]
