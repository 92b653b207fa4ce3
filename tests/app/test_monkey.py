"""Random keyboard and mouse input on every scene: no exception, the game always valid.

A sample for CI; ``uv run python tests/benchmarks/monkey.py`` runs the full 100,000 frames.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.app.monkey import STARTS, run_monkey

FRAMES = {"table": 1500}  # the table has the most to break; other scenes get fewer frames
DEFAULT_FRAMES = 500


@pytest.mark.parametrize("start", sorted(STARTS))
@pytest.mark.slow
def test_a_monkey_breaks_nothing(start: str, data_dir: Path) -> None:
    report = run_monkey(data_dir, start, FRAMES.get(start, DEFAULT_FRAMES), seed=len(start))
    assert report.frames == FRAMES.get(start, DEFAULT_FRAMES)
    if start == "table":
        assert report.actions_checked > 0  # the game moved on under the monkey's hands
