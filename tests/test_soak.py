"""A sample of the soak test (``tests/benchmarks/soak.py`` runs 10,000 games)."""

from __future__ import annotations

import pytest

from tests.benchmarks.soak import plan, soak


@pytest.mark.slow
def test_a_sample_of_mixed_games_keeps_every_invariant() -> None:
    games = plan(12, seed=7)
    assert {g.language for g in games} == {"de", "en", "es"}
    assert len({len(g.strengths) for g in games}) >= 3  # a mix of table sizes
    played, actions, failures = soak(games, jobs=1)
    assert failures == []
    assert played == 12 and actions > 12 * 10
