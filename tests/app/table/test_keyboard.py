"""The table with the keyboard alone: Enter presses the button Tab chose, and the cards of an
exchange are chosen with the arrows, the number keys and Space."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pygame

from rondo_desktop.engine.events import Exchanged

from .helpers import at_the_table


def tab_to(driver, name: str) -> None:
    for _ in range(12):
        driver.key(pygame.K_TAB)
        if driver.focused_name() == name:
            return
    raise AssertionError(f"Tab never reached {name!r}")


def test_enter_presses_the_button_tab_chose(make_app, data_dir: Path) -> None:
    driver, session, scene = at_the_table(make_app, data_dir)
    tab_to(driver, "pass")
    driver.key(pygame.K_RETURN)
    assert driver.widget("pass").text == driver.app.ctx.t("table.pass_confirm")
    driver.key(pygame.K_RETURN)  # "Really pass?": yes
    driver.frames(3)
    assert any(e.key == "log.passed" and e.seat == 0 for e in session.log)
    scene.draw(driver.app.screen)


def test_a_typed_word_or_a_click_leaves_enter_to_play(make_app, data_dir: Path) -> None:
    driver, session, _ = at_the_table(make_app, data_dir)
    tab_to(driver, "hint")
    driver.type(session.legal_plays()[0].word.lower())  # typing takes the focus off Hint
    driver.key(pygame.K_RETURN)
    assert any(e.key == "log.played" and e.seat == 0 for e in session.log)
    assert not any(e.key == "log.hint" for e in session.log)


def test_cards_are_chosen_for_an_exchange_with_the_keys(make_app, data_dir: Path) -> None:
    driver, session, scene = at_the_table(make_app, data_dir)
    tab_to(driver, "exchange")
    driver.key(pygame.K_RETURN)
    assert scene.exchange_mode and scene.hints_key == "hints.table_exchange"
    loose = list(scene.hand)
    driver.key(pygame.K_RIGHT)  # the first card
    assert scene.card_focus is loose[0] and driver.focused_name() == ""
    driver.key(pygame.K_SPACE)
    driver.type("3")  # the third card
    assert scene.card_focus is loose[2]
    driver.key(pygame.K_SPACE)
    driver.key(pygame.K_LEFT)
    driver.key(pygame.K_SPACE)  # the second, marked
    driver.key(pygame.K_SPACE)  # and unmarked again
    assert [c.marked for c in loose[:3]] == [True, False, True]
    scene.draw(driver.app.screen)  # the focus ring, the key hints
    chosen = Counter([loose[0].card, loose[2].card])
    driver.key(pygame.K_RETURN)
    exchanged = [e for e in session.game.log if isinstance(e, Exchanged)]
    assert exchanged and Counter(exchanged[-1].cards) == chosen
    assert not scene.exchange_mode and scene.card_focus is None
