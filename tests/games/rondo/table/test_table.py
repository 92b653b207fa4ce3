"""The table scene driven like a player would: clicks, typing, the sand timer, a saved game."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pygame
import pytest

from rondo_desktop.games.rondo.engine import JOKER, Phase
from rondo_desktop.games.rondo.engine.events import Drew, Passed
from rondo_desktop.games.rondo.table.results import ResultsScene
from rondo_desktop.games.rondo.table.scene import TableScene

from .helpers import (
    an_illegal_placement,
    at_the_table,
    click_card_then_slot,
    computers_only,
    person_vs_computers,
    restore_autosave,
    sit_down,
    slot_centre,
    to_person_turn,
)


def test_a_turn_built_by_clicks_shows_the_preview_and_scores(make_app, data_dir: Path) -> None:
    driver, session, scene = at_the_table(make_app, data_dir)
    best = session.legal_plays()[0]
    before = session.game.scores[0]
    for placement in best.placements:
        click_card_then_slot(driver, scene, placement)
    line = scene.status_line()
    assert line is not None and best.word in line[0] and str(best.score) in line[0]
    driver.click(driver.top.focus.by_name("play").rect.center)
    assert session.game.scores[0] == before + best.score
    assert any(e.key == "log.played" and e.params["word"] == best.word for e in session.log)
    scene.draw(driver.app.screen)


def test_an_illegal_play_is_refused_with_its_reason_and_changes_nothing(
    make_app, data_dir: Path
) -> None:
    driver, session, scene = at_the_table(make_app, data_dir)
    holder = session.game.holder
    assert holder is not None
    placement, error = an_illegal_placement(session)
    hand, row, scores = session.game.hand(0), holder.row, session.game.scores
    click_card_then_slot(driver, scene, placement)
    expected = driver.app.ctx.t(f"rule.{error.rule.value}", **error.params)
    assert scene.status_line() == (expected, "bad")  # the preview already says why
    driver.click(driver.top.focus.by_name("play").rect.center)
    assert scene.message == (expected, "bad")
    assert session.game.hand(0) == hand and session.game.holder.row == row
    assert session.game.scores == scores
    assert scene.placements() == (placement,), "the refused card stays, to be fixed"


def test_typing_a_word_lays_it_out_and_enter_plays_it(make_app, data_dir: Path) -> None:
    driver, session, scene = at_the_table(make_app, data_dir)
    best = session.legal_plays()[0]
    driver.type(best.word.lower())
    staged = set(scene.placements())
    assert any(set(o.placements) == staged for o in session.plays_for_word(best.word))
    before = len([e for e in session.log if e.key == "log.played"])
    driver.key(pygame.K_RETURN)
    assert len([e for e in session.log if e.key == "log.played"]) > before


def test_a_computer_only_game_plays_to_the_results_at_top_speed(make_app) -> None:
    driver = make_app()
    session = computers_only()
    sit_down(driver, session)
    for _ in range(3000):
        driver.frames(1)
        if isinstance(driver.top, ResultsScene):
            break
    assert isinstance(driver.top, ResultsScene)
    assert session.is_over
    driver.frames(2)


def test_running_out_of_sand_is_a_pass_with_a_penalty_card(make_app, data_dir: Path) -> None:
    driver, session, _ = at_the_table(make_app, data_dir, speed=4.0, turn_seconds=30)
    hand_before = len(session.game.hand(0))
    driver.frames(31, dt=1.0)
    log = session.game.log
    timeout = next(i for i, e in enumerate(log) if isinstance(e, Passed) and e.timeout)
    assert log[timeout].seat == 0
    penalty = log[timeout + 1]
    assert isinstance(penalty, Drew) and penalty.reason == "penalty" and penalty.seat == 0
    assert len(session.game.hand(0)) == hand_before + 1
    assert any(e.key == "log.timeout" for e in session.log)


def test_a_saved_game_resumes_exactly_where_it_stopped(make_app, data_dir: Path) -> None:
    driver = make_app()
    session = person_vs_computers(data_dir)
    to_person_turn(session, min_turn=4)
    restored = restore_autosave(data_dir)
    scene = sit_down(driver, restored, speed=1.0)
    shown = scene.dealer.shown
    assert Counter(c.card for c in scene.hand) == Counter(session.game.hand(0))
    assert shown.holder.stacks == list(session.game.holder.stacks)
    assert shown.scores == list(session.game.scores)
    assert restored.game.turn == session.game.turn
    scene.draw(driver.app.screen)


def drag(driver, start: tuple[int, int], end: tuple[int, int], steps: int = 6) -> None:
    """Press, move in steps (past the drag threshold), release: a real mouse drag."""
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    driver.frames(1)
    for i in range(1, steps + 1):
        pos = (
            start[0] + (end[0] - start[0]) * i // steps,
            start[1] + (end[1] - start[1]) * i // steps,
        )
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
        )
        driver.frames(1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    driver.frames(2)


@pytest.mark.slow
def test_a_card_dragged_onto_a_slot_is_placed_and_played(make_app, data_dir: Path) -> None:
    driver, session, scene = at_the_table(make_app, data_dir)
    best = next(o for o in session.legal_plays() if all(p.card != JOKER for p in o.placements))
    before = session.game.scores[0]
    for placement in best.placements:
        card = next(c for c in scene.hand if c.slot is None and c.card == placement.card)
        drag(driver, card.rect().center, slot_centre(scene, placement.slot))
        assert card.slot == placement.slot, f"{placement} was not placed by dragging"
    driver.click(driver.top.focus.by_name("play").rect.center)
    assert session.game.scores[0] == before + best.score


def test_exchange_marks_cards_shows_the_cost_and_swaps_them(make_app, data_dir: Path) -> None:
    driver, session, scene = at_the_table(make_app, data_dir)
    before_score, before_pile = session.game.scores[0], session.game.pile_size
    exchange = driver.top.focus.by_name("exchange")
    driver.click(exchange.rect.center)
    assert scene.exchange_mode
    chosen = scene.hand[:2]
    for card in chosen:
        driver.click(card.rect().center)
    assert all(card.marked for card in chosen)
    line = scene.status_line()
    # The cost as a reader says it: "It costs 4 points", not "for -4 points".
    assert line is not None and line[0] == driver.app.ctx.t("table.exchange_cost", count=2, cost=4)
    assert "4" in line[0] and "-4" not in line[0] and "−4" not in line[0]
    driver.click(exchange.rect.center)  # confirm
    assert session.game.scores[0] == before_score - 4  # 2 points a card
    assert session.game.pile_size == before_pile
    assert session.current_seat == 0 and not scene.exchange_mode  # the turn goes on


def _shown_scores(driver, scene: TableScene, frames: int) -> list[int]:
    """The person's score as the scoreboard shows it, frame by frame, whenever it changes."""
    shown: list[int] = []
    for _ in range(frames):
        driver.frames(1)
        points = scene.dealer.shown.scores[0]
        if not shown or points != shown[-1]:
            shown.append(points)
    return shown


@pytest.mark.slow
def test_the_score_shown_while_a_play_lands_never_runs_ahead_of_the_game(
    make_app, data_dir: Path
) -> None:
    driver, session, scene = at_the_table(make_app, data_dir, speed=1.0)
    driver.frames(120)  # the deal and the start are shown
    best = session.legal_plays()[0]
    before = session.game.scores[0]
    for placement in best.placements:
        click_card_then_slot(driver, scene, placement)
    driver.click(driver.top.focus.by_name("play").rect.center)
    after = before + best.score
    assert session.game.scores[0] == after
    # Four seconds: the play lands and scores, the refill flies, the computer moves.
    assert _shown_scores(driver, scene, 240) == [before, after]


def test_an_exchange_is_charged_on_the_scoreboard_once(make_app, data_dir: Path) -> None:
    driver, session, scene = at_the_table(make_app, data_dir, speed=1.0)
    driver.frames(120)
    before = session.game.scores[0]
    exchange = driver.top.focus.by_name("exchange")
    driver.click(exchange.rect.center)
    for card in scene.hand[:3]:
        driver.click(card.rect().center)
    driver.click(exchange.rect.center)
    assert session.game.scores[0] == before - 6
    # Charged as the cards leave the hand (maybe within the frame of the click), and once.
    assert _shown_scores(driver, scene, 120) in ([before, before - 6], [before - 6])


@pytest.mark.slow
def test_the_banner_says_thinking_only_while_the_computer_is(make_app, data_dir: Path) -> None:
    driver, session, scene = at_the_table(make_app, data_dir, speed=1.0)
    driver.frames(120)
    best = session.legal_plays()[0]
    for placement in best.placements:
        click_card_then_slot(driver, scene, placement)
    driver.click(driver.top.focus.by_name("play").rect.center)
    name = scene.seat_name(1)
    thinking = driver.app.ctx.t("table.banner.thinking", name=name)
    seen = {"thinking": 0, "shown after": 0}
    for _ in range(600):  # ten seconds: the computer thinks, moves, and its move is shown
        driver.frames(1)
        if scene.dealer.shown.current != 1:
            continue
        if session.current_seat == 1:
            seen["thinking"] += 1
            assert scene.banner_text() == thinking
        else:  # the computer has moved; the table is still showing its move
            seen["shown after"] += 1
            assert scene.banner_text() == driver.app.ctx.t("table.banner.turn_of", name=name)
    assert seen["thinking"] and seen["shown after"], seen


@pytest.mark.slow
def test_when_your_own_move_ends_the_game_the_results_follow(make_app, data_dir: Path) -> None:
    ended_by_you = 0
    for seed in range(1, 9):
        driver = make_app()
        session = person_vs_computers(data_dir, seed=seed)
        scene = sit_down(driver, session)
        for _ in range(3000):
            if isinstance(driver.top, ResultsScene) or session.is_over:
                break
            if session.is_human_turn and session.can_act and not scene.busy:
                plays = session.legal_plays()
                if plays:
                    session.play(plays[-1].placements)  # the cheapest: the hand lasts longer
                else:
                    session.pass_turn()
                ended_by_you += session.is_over
            driver.frames(1)
        driver.frames(30)
        assert session.is_over
        assert isinstance(driver.top, ResultsScene), seed
    assert ended_by_you  # the case this is about: the game ended on your move


def test_a_typed_start_word_of_the_wrong_value_shows_the_rule_it_breaks(
    make_app, data_dir: Path
) -> None:
    tried = 0
    for seed in range(1, 40):
        session = person_vs_computers(data_dir, seed=seed)
        if session.current_seat != 0 or session.phase is not Phase.START:
            continue
        seen = session.game.observation(0)
        cheaper = [
            o for o in session.game.finder.start_words(seen.hand) if o.score != seen.start_value
        ]
        if not cheaper:
            continue
        tried += 1
        driver = make_app()
        scene = sit_down(driver, session)
        driver.type(cheaper[0].word.lower())
        line = scene.status_line()
        rule = driver.app.ctx.t("rule.start_word_not_best", best=seen.start_value)
        assert line == (rule, "bad"), line
        if tried == 3:
            break
    assert tried


def test_the_log_speaks_to_you_in_the_second_person(make_app, data_dir: Path) -> None:
    driver, session, scene = at_the_table(make_app, data_dir)
    session.pass_turn()
    driver.frames(5)
    t = driver.app.ctx.t
    lines = scene.painter._log_lines()
    assert t("log.passed_you") in lines
    assert t("log.passed", name=t("table.you")) not in lines  # not "You passes."
    computer = scene.seat_name(1)
    assert scene.about_seat("log.passed", name=computer) == t("log.passed", name=computer)
    assert scene.about_seat("log.played", name=t("table.you"), word="WOLF", points=13) == t(
        "log.played_you", word="WOLF", points=13
    )


def test_play_shines_only_when_the_staged_word_can_be_played(make_app, data_dir: Path) -> None:
    driver, session, scene = at_the_table(make_app, data_dir)
    play = driver.top.focus.by_name("play")
    theme = driver.app.ctx.theme
    assert not play.enabled and play.colours(theme)[0] != theme.primary  # nothing staged
    refused, _ = an_illegal_placement(session)
    click_card_then_slot(driver, scene, refused)
    driver.frames(1)
    # Play still says why on a click, but it does not shine in the action colour.
    assert play.enabled and play.colours(theme)[0] != theme.primary
    driver.key(pygame.K_BACKSPACE)
    driver.type(session.legal_plays()[0].word.lower())
    driver.frames(1)
    assert play.enabled and play.colours(theme)[0] == theme.primary
