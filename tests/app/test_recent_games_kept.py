"""Which games Recent games keeps is decided in one place (``AppContext.recent_games``): the
menu offers the list, the results record into it and the empty list names the same games."""

from __future__ import annotations

from typing import Any

import pytest

from rondo_desktop.app.scenes.menu import MenuScene
from rondo_desktop.app.scenes.recent import RecentScene


def test_the_games_kept_are_the_playable_games_with_a_review(make_app: Any) -> None:
    ctx = make_app().app.ctx
    assert ctx.recent_games() == ("rondo",)
    assert RecentScene(ctx).kept_games() == ctx.t("game.rondo.name")


def test_the_menu_and_the_list_follow_the_one_answer(
    make_app: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    driver = make_app()
    ctx = driver.app.ctx
    monkeypatch.setattr(type(ctx), "recent_games", lambda self: ())
    assert "recent" not in [w.name for w in MenuScene(ctx).focus.widgets]
    assert RecentScene(ctx).kept_games() == ""
