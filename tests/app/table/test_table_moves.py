"""The table as a newcomer follows it: what the words say, where the bubbles go, the hand at
any size, the last move shown again, the move log, the pass confirmation, the start word."""

from __future__ import annotations

import math
from pathlib import Path

import pygame

from rondo_desktop.app.table.greedy import choose
from rondo_desktop.app.table.scene import TableScene
from rondo_desktop.app.table.session import GameSession
from rondo_desktop.engine import Pass, Phase
from rondo_desktop.players.base import Toolbox

from .helpers import person_vs_computers, to_person_turn, tools

MAX = math.inf


def sit_down(driver, session: GameSession, speed: float = MAX) -> TableScene:
    scene = TableScene(driver.app.ctx, session, speed=speed)
    driver.app.ctx.stack.push(scene)
    driver.frames(2)
    assert driver.top is scene
    return scene


def to_empty_pile(session: GameSession) -> None:
    """Play greedily for every seat until the person moves with the draw pile empty."""
    lexicon, deck, finder = tools()
    toolbox = Toolbox(deck, lexicon, finder)
    for _ in range(600):
        if session.is_over:
            break
        if session.is_human_turn and session.phase is Phase.TURN and not session.game.pile_size:
            session.take_events()
            return
        if session.is_human_turn:
            action = choose(toolbox, session.game.observation(session.current_seat))
            if isinstance(action, Pass):
                session.pass_turn()
            else:
                session.play(action.placements)
        else:
            session.update(0.0)
    raise AssertionError("the pile never ran empty on the person's turn")


def press(driver, name: str) -> None:
    driver.click(driver.top.focus.by_name(name).rect.center)


# -- 15: the words --------------------------------------------------------------------


def test_exchanging_one_card_is_logged_in_the_singular(make_app, data_dir: Path) -> None:
    driver = make_app()
    session = person_vs_computers(data_dir)
    to_person_turn(session)
    scene = sit_down(driver, session)
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


def test_every_card_stays_readable_however_many_penalty_cards(make_app, data_dir: Path) -> None:
    driver = make_app()
    session = person_vs_computers(data_dir, seed=6)
    to_person_turn(session)
    scene = sit_down(driver, session)
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


def test_bubbles_and_points_cover_neither_the_banner_nor_the_instructions(
    make_app, data_dir: Path
) -> None:
    driver = make_app()
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


def test_the_last_word_is_marked_named_and_can_be_shown_again(make_app, data_dir: Path) -> None:
    driver = make_app()
    session = person_vs_computers(data_dir)
    to_person_turn(session)
    scene = sit_down(driver, session, speed=1.0)
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
    assert scene.replay_view() == (before, frozenset())  # first the holder before the word
    driver.frames(75)
    assert scene.replay_view() == (after, changed_slots(before, after))  # then the word, marked
    driver.frames(180)
    assert scene.replay_view() is None
