"""Where the game finds its bundled assets.

This is the only module that knows the three ways the game can be laid out on disk: a source
checkout (``assets/`` next to the package), an installed wheel (``rondo_desktop/assets``, put
there by the build backend) and a PyInstaller bundle (``assets/`` under ``sys._MEIPASS``).
It imports nothing heavy, so the pure engine may use it too.
"""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path


@cache
def assets_dir() -> Path:
    """The folder holding fonts, layouts, lexicons, decks, sounds and images."""
    candidates: list[Path] = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:
        candidates.append(Path(bundle) / "assets")
    package = Path(__file__).resolve().parent
    candidates.append(package / "assets")  # installed wheel
    candidates.append(package.parent / "assets")  # source checkout
    for candidate in candidates:
        if candidate.is_dir():
            return candidate
    searched = ", ".join(str(c) for c in candidates)
    raise FileNotFoundError(f"Rondo Desktop cannot find its assets folder (looked in {searched})")


def asset_path(*parts: str) -> Path:
    """A path below the assets folder, e.g. ``asset_path("decks", "de.json")``."""
    return assets_dir().joinpath(*parts)
