"""Typing words at the table and refused plays: what the player reads and what stays put."""

from __future__ import annotations

from pathlib import Path

import pygame

from rondo_desktop.games.rondo.table.keys import TYPING_PAUSE

from .helpers import a_non_word, an_illegal_placement, at_the_table


def test_a_typed_word_not_in_the_list_says_so(make_app, data_dir: Path) -> None:
    driver, session, scene = at_the_table(make_app, data_dir)
    word = a_non_word(session)
    for letter in word.lower():
        driver.type(letter)
    t = driver.app.ctx.t
    assert scene.typed == word
    assert scene.status_line() == (t("rule.not_a_word", word=word), "bad")
    assert not scene.staged()


def test_a_typed_word_the_cards_cannot_make_says_that(make_app, data_dir: Path) -> None:
    driver, session, scene = at_the_table(make_app, data_dir)
    makeable = {o.word for o in session.legal_plays()}
    word = next(w for w in ("JAZZ", "QUIZ", "FUZZ", "JINX") if w not in makeable)
    assert session.is_word(word)
    driver.type(word.lower())
    assert scene.status_line() == (driver.app.ctx.t("table.typed.no_play", word=word), "bad")


def two_typed_words(session) -> tuple[str, str]:
    """Two words the hand can make where the second is no continuation of the first."""
    words = sorted({o.word for o in session.legal_plays()}, key=len)
    for first in words:
        for second in words:
            joined = first + second[0]
            if second != first and not (session.is_word(joined) or session.begins_word(joined)):
                return first, second
    raise AssertionError("no two words to type")


def test_a_new_word_typed_after_a_laid_out_one_replaces_it(make_app, data_dir: Path) -> None:
    driver, session, scene = at_the_table(make_app, data_dir)
    first, second = two_typed_words(session)
    driver.type(first.lower())
    assert scene.typed == first and scene.staged()
    for letter in second.lower():
        driver.type(letter)
    assert scene.typed == second  # not first + second
    staged = set(scene.placements())
    assert any(set(o.placements) == staged for o in session.plays_for_word(second))
    # Backspace still edits the typed word, letter by letter.
    driver.key(pygame.K_BACKSPACE)
    assert scene.typed == second[:-1]
    driver.type(second[-1].lower())
    assert scene.typed == second


def test_a_word_typed_after_a_refused_one_replaces_it(make_app, data_dir: Path) -> None:
    driver, session, scene = at_the_table(make_app, data_dir)
    _, word = two_typed_words(session)
    refused = a_non_word(session)
    driver.type(refused.lower())
    driver.key(pygame.K_RETURN)  # Enter on it: refused, and done with
    assert scene.message == (driver.app.ctx.t("rule.not_a_word", word=refused), "bad")
    driver.type(word.lower())
    assert scene.typed == word and scene.staged()
    # A refused word the player paused over is done with too.
    for _ in range(len(word)):
        driver.key(pygame.K_BACKSPACE)
    driver.type(refused.lower())
    driver.frames(round(TYPING_PAUSE * 60) + 5)
    driver.type(word.lower())
    assert scene.typed == word


def test_a_refused_play_keeps_its_cards_in_the_holder_to_fix_one(make_app, data_dir: Path) -> None:
    driver, session, scene = at_the_table(make_app, data_dir, speed=2.0)
    placement, error = an_illegal_placement(session)
    hand_card = next(c for c in scene.hand if c.card == placement.card)
    hand_card.slot = placement.slot
    driver.key(pygame.K_RETURN)
    driver.frames(60)  # the refusal's shake is over
    expected = driver.app.ctx.t(f"rule.{error.rule.value}", **error.params)
    assert scene.status_line() == (expected, "bad")
    assert scene.placements() == (placement,), "the refused card stays on its slot"
    driver.key(pygame.K_BACKSPACE)  # and the player takes it back to fix it
    assert not scene.staged()
