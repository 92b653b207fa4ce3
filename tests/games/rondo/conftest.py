"""Rondo's table and rule-page tests run under the app's fixtures: headless pygame, a data
folder that is never the real home, the ``make_app`` driver. They live in ``tests/app`` so that
every game's screen tests share one set; the engine and player tests get the isolation too."""

from __future__ import annotations

from tests.app.conftest import _no_real_home, data_dir, hooks, make_app

__all__ = ["_no_real_home", "data_dir", "hooks", "make_app"]
