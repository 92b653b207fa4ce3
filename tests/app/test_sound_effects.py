"""The synthesised sound effects, the knock among them: every effect is a short wave within
[-1, 1], and the knock is two raps, the second softer."""

from __future__ import annotations

import numpy as np
import pytest

from rondo_desktop.app.sound import EFFECTS, RATE, synthesise


@pytest.mark.parametrize("name", EFFECTS)
def test_every_effect_is_a_short_wave_within_range(name: str) -> None:
    wave = synthesise(name)
    assert 0 < wave.shape[0] < RATE  # under a second
    assert float(np.abs(wave).max()) <= 1.0


def test_the_knock_is_two_raps_the_second_softer() -> None:
    wave = np.abs(synthesise("knock"))
    window = int(0.02 * RATE)
    loudness = [float(wave[k : k + window].max()) for k in range(0, wave.shape[0], window)]
    first = loudness[0]
    second = loudness[round(0.13 / 0.02)]
    between = loudness[round(0.09 / 0.02)]
    assert first > 0.5 and 0.3 * first < second < first
    assert between < 0.25 * second  # silence between the raps: two knocks, not a drone
