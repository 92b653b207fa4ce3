"""The notices that tell the player to press Continue quote the button as the menu reads it
("Reprendre Allegra" with several games, not a bare « Continuer »), in every language."""

from __future__ import annotations

from typing import Any

import pytest

from rondo_desktop.app.i18n import CATALOGS
from rondo_desktop.app.scenes.dialog import ConfirmDialog
from rondo_desktop.app.scenes.menu import continue_label


@pytest.mark.parametrize("language", sorted(CATALOGS))
def test_the_new_game_warning_quotes_the_continue_button(
    make_app: Any, language: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    driver = make_app(language=language)
    ctx = driver.app.ctx
    monkeypatch.setattr(ctx, "saved_game", lambda: "allegra")
    monkeypatch.setattr(ctx, "has_saved_game", lambda game=None: True)
    ctx.navigator.reset("menu", fade=False)
    driver.frames(2)
    button = driver.widget("continue").text
    driver.click(driver.widget("new_game").rect.center)
    dialog = driver.top
    assert isinstance(dialog, ConfirmDialog)
    assert button in dialog.message, (button, dialog.message)


@pytest.mark.parametrize("language", sorted(CATALOGS))
@pytest.mark.parametrize(
    "key", ["menu.replace_save.body", "notice.crash.body", "notice.save_unreadable.body"]
)
def test_every_notice_naming_continue_takes_the_buttons_label(
    make_app: Any, language: str, key: str
) -> None:
    ctx = make_app(language=language).app.ctx
    label = continue_label(ctx, "allegra")
    assert label in ctx.t(key, button=label, file="f")
    assert "{button}" in CATALOGS[language][key]
