"""The fast lane: ``uv run pytest -m "not slow"`` runs a sample of each long sweep, and the
whole run (``uv run pytest``, as CI does) runs all of it."""

from __future__ import annotations

from collections.abc import Container, Iterable
from typing import Any

import pytest


def sampled(values: Iterable[Any], fast: Container[Any]) -> list[Any]:
    """``values`` for ``parametrize``: those in ``fast`` run in both lanes, the others are
    marked ``slow``."""
    return [v if v in fast else pytest.param(v, marks=pytest.mark.slow) for v in values]
