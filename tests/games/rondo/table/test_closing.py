"""Closing the window keeps the game exactly like "Save and quit": the sand left and the cards
placed but not yet played come back with Continue."""

from __future__ import annotations

import json
from pathlib import Path

import pygame

from rondo_desktop.app.saves import autosave_path

from .helpers import (
    click_card_then_slot,
    person_vs_computers,
    restore_autosave,
    sit_down,
    to_person_turn,
)


def a_turn_half_built(driver, data_dir: Path):
    """The person's turn, 12 seconds of sand gone and two cards of a word placed."""
    session = person_vs_computers(data_dir, turn_seconds=120)
    to_person_turn(session)
    scene = sit_down(driver, session, speed=1.0)
    driver.frames(12, dt=1.0)
    assert 107 <= session.clock.remaining <= 109
    best = next(o for o in session.legal_plays() if len(o.placements) >= 2)
    for placement in best.placements[:2]:
        click_card_then_slot(driver, scene, placement)
    return session, best.placements[:2]


def comes_back(driver, data_dir: Path, remaining: float, placed) -> None:
    restored = restore_autosave(data_dir)
    assert abs(restored.clock.remaining - remaining) < 0.5  # not a fresh 2:00
    scene = sit_down(driver, restored, speed=1.0)
    driver.frames(3)
    assert sorted(scene.placements()) == sorted(placed)


def test_closing_the_window_saves_the_sand_and_the_placed_cards(make_app, data_dir: Path) -> None:
    driver = make_app()
    session, placed = a_turn_half_built(driver, data_dir)
    remaining = session.clock.remaining
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    driver.frames(1)
    assert not driver.app.running
    saved = json.loads(autosave_path(data_dir).read_text(encoding="utf-8"))
    assert saved["meta"]["staged"]
    comes_back(make_app(), data_dir, remaining, placed)


def test_save_and_quit_keeps_the_sand_and_the_placed_cards(make_app, data_dir: Path) -> None:
    driver = make_app()
    session, placed = a_turn_half_built(driver, data_dir)
    remaining = session.clock.remaining
    driver.key(pygame.K_ESCAPE)
    assert driver.top.name == "pause"
    driver.click(driver.widget("quit").rect.center)
    assert driver.top.name == "menu"
    comes_back(driver, data_dir, remaining, placed)


def test_a_save_with_odd_placed_cards_still_resumes_without_them(data_dir: Path) -> None:
    session = person_vs_computers(data_dir)
    to_person_turn(session)
    session.autosave()
    path = autosave_path(data_dir)
    data = json.loads(path.read_text(encoding="utf-8"))
    for odd in ([[0, "Q", None]] * 12, [[99, "A", None]], "AB", [[0, "?", "XY"]], None):
        data["meta"]["staged"] = odd
        path.write_text(json.dumps(data), encoding="utf-8")
        assert restore_autosave(data_dir).staged == ()
    del data["meta"]["staged"]  # a save from before this version
    path.write_text(json.dumps(data), encoding="utf-8")
    assert restore_autosave(data_dir).staged == ()


def test_a_hint_stays_in_the_move_log_after_continue(make_app, data_dir: Path) -> None:
    driver = make_app()
    session = person_vs_computers(data_dir)
    to_person_turn(session, min_turn=2)
    scene = sit_down(driver, session)
    driver.click(driver.widget("hint").rect.center)
    driver.key(pygame.K_RETURN)  # plays the hinted word; the turn passes on and is saved
    driver.frames(2)
    lines = scene.painter._log_lines()
    you_hinted = driver.app.ctx.t("log.hint_you")
    assert you_hinted in lines
    before = len(session.log)
    restored = restore_autosave(data_dir)
    again = sit_down(make_app(), restored)
    assert [e.key for e in restored.log[:before]] == [e.key for e in session.log[:before]]
    assert again.painter._log_lines().count(you_hinted) == 1


def test_a_hint_in_a_save_that_records_only_its_turn_is_logged_at_that_turn(
    data_dir: Path,
) -> None:
    session = person_vs_computers(data_dir)
    to_person_turn(session, min_turn=2)
    turn = session.game.turn
    session.hint()
    session.pass_turn()
    session.update(0.0)
    path = autosave_path(data_dir)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["meta"]["hints"] == [turn]
    del data["meta"]["hint_actions"]  # as saved before hints had their place in the log
    path.write_text(json.dumps(data), encoding="utf-8")
    keys = [e.key for e in restore_autosave(data_dir).log]
    assert keys.count("log.hint") == 1
    assert keys[keys.index("log.hint") + 1] == "log.passed"
