"""The table with the keyboard alone: Enter presses the button Tab chose, and the cards of an
exchange are chosen with the arrows, the number keys and Space."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pygame

from rondo_desktop.games.rondo.engine import Phase
from rondo_desktop.games.rondo.engine.events import Exchanged

from .helpers import at_the_table, person_vs_computers, sit_down, to_person_turn


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


def test_number_keys_reach_every_card_of_a_long_hand() -> None:
    from rondo_desktop.games.rondo.table.keys import digit_card_index

    assert digit_card_index("1", None, 13) == 0
    assert digit_card_index("0", None, 13) == 9  # 0: the tenth card
    assert digit_card_index("0", None, 9) is None  # no tenth card
    assert digit_card_index("1", 0, 13) == 10  # the same key again: ten cards on
    assert digit_card_index("1", 10, 13) == 0  # and round again
    assert digit_card_index("3", 10, 13) == 2
    assert digit_card_index("3", 2, 13) == 12
    assert digit_card_index("4", 3, 13) == 3  # no 14th card: stays on the 4th


def long_hand(session, cards: int) -> None:
    """Pass at the person's turns (a penalty card each) until the hand holds ``cards``."""
    for _ in range(400):
        if session.is_human_turn and session.phase is Phase.TURN:
            if len(session.game.hand(0)) >= cards:
                session.take_events()
                return
            session.pass_turn()
        else:
            session.update(0.0)
    raise AssertionError("the hand never grew")


def test_a_marked_card_stays_in_its_row_with_its_badge_inside(make_app, data_dir: Path) -> None:
    driver = make_app(size=(1024, 768))
    session = person_vs_computers(data_dir)
    to_person_turn(session)
    long_hand(session, 11)
    scene = sit_down(driver, session)
    tab_to(driver, "exchange")
    driver.key(pygame.K_RETURN)
    assert scene.exchange_mode
    loose = [c for c in scene.hand if c.slot is None]
    assert len(loose) >= 11
    driver.type("0")
    assert scene.card_focus is loose[9]  # the tenth card, by key
    driver.type("1")
    driver.type("1")
    assert scene.card_focus is loose[10]  # the eleventh: 1 again
    driver.key(pygame.K_SPACE)
    driver.frames(20, dt=0.05)
    marked = loose[10]
    assert marked.marked
    rect = marked.rect()
    others = [c.rect() for c in loose if c is not marked]
    assert not any(r.colliderect(rect.inflate(-2, -2)) for r in others), "it covers a card"
    from rondo_desktop.games.rondo.table.painter import exchange_badge_rect

    badge = exchange_badge_rect(rect, (24, 16))
    assert rect.contains(badge)
    assert not scene.place.rect("you").colliderect(rect)
