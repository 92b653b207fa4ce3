"""The table as a newcomer follows it: what the words say, where the bubbles go, the hand at
any size, the last move shown again, the move log, the pass confirmation, the start word."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from rondo_desktop.games.rondo.engine import Phase
from rondo_desktop.games.rondo.engine.events import Played
from rondo_desktop.games.rondo.table.scene import TableScene
from rondo_desktop.games.rondo.table.session import GameSession

from .helpers import (
    MAX,
    at_the_table,
    person_vs_computers,
    play_greedily_until,
    press,
    sit_down,
    to_person_turn,
)


def to_empty_pile(session: GameSession) -> None:
    """Play greedily for every seat until the person moves with the draw pile empty."""

    def ready(s: GameSession) -> bool:
        return s.is_human_turn and s.phase is Phase.TURN and not s.game.pile_size

    if not play_greedily_until(session, ready, 600):
        raise AssertionError("the pile never ran empty on the person's turn")


# -- 15: the words --------------------------------------------------------------------


def test_exchanging_one_card_is_logged_in_the_singular(make_app, data_dir: Path) -> None:
    driver, _, scene = at_the_table(make_app, data_dir)
    press(driver, "exchange")
    driver.click(scene.hand[0].rect().center)
    press(driver, "exchange")
    driver.frames(3)
    lines = scene.painter._log_lines()
    assert "You exchange 1 card (-2)." in lines, lines
    assert not any("1 cards" in line for line in lines)


def test_with_the_pile_empty_no_exchange_is_offered(make_app, data_dir: Path) -> None:
    driver = make_app()
    session = person_vs_computers(data_dir, seed=4)
    to_empty_pile(session)
    scene = sit_down(driver, session)
    assert not session.can_exchange()  # the engine says so
    assert not driver.top.focus.by_name("exchange").enabled
    session.hint = lambda: None  # a hand that makes no word: what does the hint advise?
    press(driver, "hint")
    assert scene.message == (driver.app.ctx.t("table.hint_none_pass"), "bad")
    assert "exchange" not in scene.message[0].lower()


def test_undo_is_not_called_back_in_german(make_app, data_dir: Path) -> None:
    driver = make_app(language="de")
    session = person_vs_computers(data_dir)
    to_person_turn(session)
    sit_down(driver, session)
    assert driver.top.focus.by_name("undo").text == "Rückgängig"


# -- 18: the hand at any size -----------------------------------------------------------


def wait_for_my_turn(driver, scene: TableScene, frames: int = 400) -> None:
    for _ in range(frames):
        if scene.can_stage:
            return
        driver.frames(1)
    raise AssertionError("the person's turn never came")


@pytest.mark.slow
def test_every_card_stays_readable_however_many_penalty_cards(make_app, data_dir: Path) -> None:
    driver, _, scene = at_the_table(make_app, data_dir, seed=6)
    window = driver.app.screen.get_rect()
    design = scene.place.px(150)
    seen = set()
    while len(seen) < 7:
        wait_for_my_turn(driver, scene)
        driver.frames(5)
        loose = [c for c in scene.hand if c.slot is None]
        seen.add(len(loose))
        rects = [c.rect() for c in loose]
        for i, rect in enumerate(rects):
            assert window.contains(rect), (len(rects), rect)
            # The whole face shows: no neighbour covers the letter or the corner value.
            assert rect.collidelist(rects[:i] + rects[i + 1 :]) == -1, (len(rects), i)
            assert rect.height >= design * 0.55, (len(rects), rect.height)
        press(driver, "pass")
        press(driver, "pass")
    assert max(seen) >= 13


# -- 14 and 19: what just happened, where it can be read ---------------------------------


def play_by_typing(driver, session: GameSession) -> None:
    best = session.legal_plays()[0]
    driver.type(best.word.lower())
    driver.key(pygame.K_RETURN)


def changed_slots(before, after) -> frozenset[int]:
    """The slots of ``after`` that got a card since ``before`` (stacks only ever grow)."""
    if before is None:
        return frozenset(range(len(after)))
    for offset in (0, 1):
        aligned = all(
            0 <= i + offset < len(after) and after[i + offset][: len(stack)] == stack
            for i, stack in enumerate(before)
        )
        if aligned:
            old = {i + offset: stack for i, stack in enumerate(before)}
            return frozenset(i for i, stack in enumerate(after) if old.get(i) != stack)
    raise AssertionError(f"{after} does not grow from {before}")


@pytest.mark.parametrize("size", [(1280, 720), (1024, 768)])
@pytest.mark.slow
def test_bubbles_and_points_cover_neither_the_banner_nor_the_instructions(
    make_app, data_dir: Path, size: tuple[int, int]
) -> None:
    driver = make_app(size=size)
    session = person_vs_computers(data_dir)
    to_person_turn(session)
    scene = sit_down(driver, session, speed=1.0)
    driver.frames(120)
    banner = scene.place.rect("turn_banner")
    instructions = scene.place.rect("preview")
    press(driver, "exchange")  # the person's own bubble: "You · Exchanged 2 (-4)"
    driver.click(scene.hand[0].rect().center)
    driver.click(scene.hand[1].rect().center)
    press(driver, "exchange")
    seen: set[int] = set()
    for _ in range(900):
        driver.frames(1)
        if scene.can_stage and len(seen) == 1:
            play_by_typing(driver, session)  # and the computers answer with words
        for bubble, text, rect, _px in scene.painter.bubble_layout():
            assert not rect.colliderect(banner), text
            assert not rect.colliderect(instructions), text
            if bubble is not None:
                seen.add(bubble.seat)
        for popup in scene.dealer.popups:
            size = driver.app.ctx.text.render(popup.text, "heavy", scene.place.px(44), (0, 0, 0))
            assert not scene.painter.popup_rect(popup, size.get_size()).colliderect(banner)
        if seen == {0, 1, 2}:
            break
    assert seen == {0, 1, 2}, seen


@pytest.mark.slow
def test_the_last_word_is_marked_named_and_can_be_shown_again(make_app, data_dir: Path) -> None:
    driver, session, scene = at_the_table(make_app, data_dir, speed=1.0)
    driver.frames(120)
    holders = [session.game.holder.stacks]
    play_by_typing(driver, session)
    marked_seen = named_seen = False
    for _ in range(900):
        driver.frames(1)
        if session.game.holder.stacks != holders[-1]:
            holders.append(session.game.holder.stacks)
        last = scene.dealer.last
        if last is not None and scene.fresh_slots() and not scene.dealer.busy:
            index = holders.index(last.after)
            assert scene.fresh_slots() == changed_slots(holders[index - 1], last.after)
            marked_seen = True
        for _bubble, text, rect, _px in scene.painter.bubble_layout():
            if last is not None and f"{last.word} +{last.points}" in text:
                assert scene.seat_name(last.seat) in text
                rail = scene.holder_geometry(settled=True).rail
                assert rail.bottom <= rect.top and rect.bottom <= scene.place.rect("preview").top
                named_seen = True
        if scene.can_stage and len(holders) >= 3:
            break
    assert marked_seen and named_seen
    driver.frames(180)
    assert not scene.fresh_slots(), "the marks fade after a moment"
    before, after = holders[-2], holders[-1]
    press(driver, "last_move")
    t = driver.app.ctx.t

    def caption() -> str:
        return " ".join(text for _b, text, _r, _px in scene.painter.bubble_layout())

    assert scene.replay_view() == (before, frozenset())  # first the holder before the word
    driver.frames(80)  # 1.3 s: long enough to see how it was, and said so
    assert scene.replay_view() == (before, frozenset())
    assert caption().startswith(t("table.replay.before", caption="").strip())
    driver.frames(30)
    assert scene.replay_view() == (after, changed_slots(before, after))  # then the word, marked
    assert caption().startswith(t("table.replay.after", caption="").strip())
    driver.frames(180)
    assert scene.replay_view() is None
    assert not caption().startswith(t("table.replay.after", caption="").strip())


def test_a_word_is_named_only_once_its_cards_have_landed(make_app, data_dir: Path) -> None:
    driver = make_app()
    session = person_vs_computers(data_dir)
    to_person_turn(session)
    scene = sit_down(driver, session, speed=1.0)
    driver.frames(120)
    play_by_typing(driver, session)
    flights = 0
    for _ in range(900):
        driver.frames(1)
        landing = scene.dealer.landing
        if landing is not None:
            flights += 1
            named = f"{landing.word} +{landing.points}"
            texts = [text for _b, text, _r, _px in scene.painter.bubble_layout()]
            assert not any(named in text for text in texts), "named while its cards fly"
        if scene.can_stage and flights:
            break
    assert flights, "no word was seen flying"


# -- 20: the move log, the pass confirmation, a new game over a saved one ----------------


def contrast(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    def luminance(colour: tuple[int, int, int]) -> float:
        def channel(value: int) -> float:
            v = value / 255
            return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

        r, g, b_ = (channel(v) for v in colour)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b_

    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def test_the_move_log_is_large_and_dark_enough_to_read(make_app) -> None:
    from rondo_desktop.app.table.seats import log_colour, log_px
    from rondo_desktop.app.theme import THEMES

    driver = make_app()
    place = driver.app.ctx.layouts.get("table").fit(driver.app.ctx.window_size)
    assert log_px(place) >= place.px(16)
    for theme in THEMES.values():
        for age in range(40):
            assert contrast(log_colour(theme, age), theme.panel) >= 7.0, (theme.key, age)


def test_the_move_log_scrolls_with_the_wheel_and_the_keys(make_app, data_dir: Path) -> None:
    driver = make_app()
    session = person_vs_computers(data_dir)
    to_person_turn(session, min_turn=12)
    scene = sit_down(driver, session)
    driver.frames(2)
    newest = scene.painter.log_shown
    assert newest and scene.painter._log_lines()[-1] == newest[-1]
    log = scene.place.rect("log")
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=log.center, rel=(0, 0), buttons=(0, 0, 0))
    )
    for _ in range(3):
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1))
    driver.frames(2)
    assert scene.log_scroll == 3
    older = scene.painter.log_shown
    assert newest[-1] not in older and older[0] not in newest  # earlier moves came into view
    driver.key(pygame.K_HOME)
    assert scene.painter.log_shown[0] == scene.painter._log_lines()[0]  # the very first move
    driver.key(pygame.K_PAGEDOWN)
    driver.key(pygame.K_END)
    assert scene.log_scroll == 0 and scene.painter.log_shown == newest


@pytest.mark.slow
def test_really_pass_waits_for_an_answer(make_app, data_dir: Path) -> None:
    driver, session, scene = at_the_table(make_app, data_dir, turn_seconds=None)
    warning = (scene.pass_warning(), "bad")
    press(driver, "pass")
    driver.frames(600)  # ten seconds of hesitation
    assert scene.status_line() == warning
    assert driver.top.focus.by_name("pass").text == driver.app.ctx.t("table.pass_confirm")
    driver.key(pygame.K_BACKSPACE)  # Undo: no, play on
    assert scene.status_line() != warning and not scene.pass_armed
    assert session.current_seat == 0
    press(driver, "pass")
    driver.frames(600)
    press(driver, "pass")
    assert any(e.key == "log.passed" and e.seat == 0 for e in session.log)


@pytest.mark.parametrize("language", ["en", "de", "es", "fr"])
def test_the_pass_warning_names_the_button_as_it_reads(make_app, data_dir, language) -> None:
    driver = make_app(language=language, size=(800, 600))
    session = person_vs_computers(data_dir, turn_seconds=None)
    to_person_turn(session)
    scene = sit_down(driver, session)
    press(driver, "pass")
    button = driver.top.focus.by_name("pass").text
    assert button == driver.app.ctx.t("table.pass_confirm")
    line = scene.status_line()
    assert line is not None and button in line[0]  # not "click Pass again"
    assert driver.app.ctx.t("table.undo") in line[0]
    # ... and on one line in the smallest window, as _draw_status has room for it.
    room = scene.place.rect("preview").width - 40
    assert driver.app.ctx.text.width(line[0], "ui_bold", 12) <= room


def test_enter_answers_really_pass(make_app, data_dir: Path) -> None:
    driver = make_app()
    session = person_vs_computers(data_dir, turn_seconds=None)
    to_person_turn(session)
    scene = sit_down(driver, session)
    press(driver, "pass")  # clicked: the button is not keyboard-focused
    assert scene.pass_armed
    driver.key(pygame.K_RETURN)
    driver.frames(3)
    assert any(e.key == "log.passed" and e.seat == 0 for e in session.log)
    assert not any(e.key == "log.played" and e.seat == 0 for e in session.log[-3:])


def test_a_new_game_over_a_saved_one_asks_first(make_app, data_dir: Path, hooks) -> None:
    from rondo_desktop.app.scenes.dialog import ConfirmDialog
    from rondo_desktop.app.scenes.menu import MenuScene
    from rondo_desktop.app.scenes.setup import SetupScene

    (data_dir / "autosave-rondo.json").write_text("{}", encoding="utf-8")
    driver = make_app(hooks=hooks)
    press(driver, "new_game")
    assert isinstance(driver.top, ConfirmDialog)
    assert "replaced" in driver.top.message and "not deleted" in driver.top.message
    assert driver.focused_name() == "no"  # Enter keeps the saved game
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, MenuScene)
    press(driver, "new_game")
    press(driver, "yes")
    driver.frames(30)
    assert isinstance(driver.top, SetupScene)


def test_a_new_game_keeps_the_saved_one_aside(make_app, data_dir: Path) -> None:
    from rondo_desktop.app.game_setup import GameSetup, SeatSetup
    from rondo_desktop.app.saves import autosave_path
    from rondo_desktop.games.rondo.table.hooks import TableHooks

    old = person_vs_computers(data_dir)
    to_person_turn(old, min_turn=3)  # autosaved
    saved = autosave_path(data_dir).read_bytes()
    driver = make_app()
    setup = GameSetup((SeatSetup("person", ""), SeatSetup("computer", "", "medium")), "en", None)
    TableHooks(speed=MAX).start_game(driver.app.ctx, setup)
    driver.frames(5)
    kept = list(data_dir.glob("autosave-rondo.json.kept-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == saved


# -- 21: the start word in one click ------------------------------------------------------


def test_the_best_start_word_is_laid_with_one_click(make_app, data_dir: Path) -> None:
    tried = 0
    for seed in range(1, 30):
        session = person_vs_computers(data_dir, seed=seed)
        if session.current_seat != 0 or session.phase is not Phase.START:
            continue
        tried += 1
        value = session.game.observation(0).start_value
        words = {o.word for o in session.game.finder.start_words(session.game.hand(0))}
        driver = make_app()
        scene = sit_down(driver, session)
        button = driver.top.focus.by_name("start_word")
        assert button.visible and button.enabled
        word = next(w for w in words if button.text == f"Lay {w} · {value}")
        assert not button.rect.colliderect(scene.place.rect("preview"))
        press(driver, "start_word")
        assert session.phase is Phase.TURN
        start = next(e for e in session.game.log if isinstance(e, Played) and e.start)
        assert (start.seat, start.word, start.points) == (0, word, value)
        driver.frames(3)
        assert not driver.top.focus.by_name("start_word").visible  # the start is over
        if tried == 2:
            break
    assert tried
