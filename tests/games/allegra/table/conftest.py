"""Allegra's table tests run under the app's fixtures: headless pygame, a data folder that is
never the real home, the ``make_app`` driver."""

from __future__ import annotations

from tests.app.conftest import _no_real_home, data_dir, hooks, make_app

__all__ = ["_no_real_home", "data_dir", "hooks", "make_app"]
