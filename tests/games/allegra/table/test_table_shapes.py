"""Allegra's table and results at every window shape: the layout fills the window, nothing
overlaps that should not, and no text is drawn below the smallest readable size."""

from __future__ import annotations

from pathlib import Path

import pytest

from rondo_desktop.screenshot import render
from tests.app.test_window_shapes import SIZES, _check
from tests.lanes import sampled


@pytest.mark.parametrize(
    "size", sampled(SIZES, {(800, 600), (900, 900)}), ids=lambda s: f"{s[0]}x{s[1]}"
)
@pytest.mark.parametrize("scene", ["table", "results"])
@pytest.mark.parametrize("lang", ["de", "fr"])
def test_allegras_scenes_fill_every_window_shape(
    tmp_path: Path, scene: str, size: tuple[int, int], lang: str
) -> None:
    def check(app: object) -> None:
        _check(app, size)  # type: ignore[arg-type]

    render(scene, tmp_path / "shot.png", size, lang, game="allegra", inspect=check)
