"""Ronda's table driven by posted pygame events: playing by click, drag and keys, the run a
hovered card would take (as the engine takes it), hot-seat hands, saving and Continue, and a
whole match through the real scene to its results and statistics."""

from __future__ import annotations

import json
import math
from typing import Any

import pygame
import pytest

from rondo_desktop.app.saves import autosave_path
from rondo_desktop.games.ronda.engine import PlayCard
from rondo_desktop.games.ronda.engine.events import Captured
from rondo_desktop.games.ronda.spec import full_state
from rondo_desktop.games.ronda.table.results import RondaResults
from rondo_desktop.games.ronda.table.scene import RondaTable
from tests.games.ronda.table.helpers import settle, sit_down


def move(driver: Any, pos: tuple[int, int]) -> None:
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    driver.frames(1)


def press(driver: Any, pos: tuple[int, int], down: bool) -> None:
    kind = pygame.MOUSEBUTTONDOWN if down else pygame.MOUSEBUTTONUP
    pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
    driver.frames(1)


def my_turn(driver: Any, *kinds: str, seed: int = 7) -> RondaTable:
    table = sit_down(driver, *kinds, seed=seed)
    settle(driver, table)
    assert table.can_play()
    return table


def test_a_click_plays_the_card(make_app) -> None:
    driver = make_app()
    table = my_turn(driver, "person", "medium")
    played = len(table.session.game.history)
    card = table.dealer.shown.hand[1]
    centre = table.hand_rects()[1].center
    move(driver, centre)
    press(driver, centre, True)
    press(driver, centre, False)
    assert len(table.session.game.history) == played + 1
    assert table.session.game.history[-1] == PlayCard(card)


def test_dragging_a_card_onto_the_table_plays_it_and_dropping_it_back_does_not(make_app) -> None:
    driver = make_app()
    table = my_turn(driver, "person", "medium")
    played = len(table.session.game.history)
    start = table.hand_rects()[0].center
    press(driver, start, True)
    move(driver, (start[0] + 40, start[1] + 10))  # a drag that ends back at the hand
    assert table.dragging
    press(driver, (start[0] + 40, start[1] + 10), False)
    assert len(table.session.game.history) == played
    card = table.dealer.shown.hand[0]
    press(driver, start, True)
    target = table.place.rect("table_area").center
    move(driver, target)
    press(driver, target, False)
    assert table.session.game.history[-1] == PlayCard(card)


def test_keys_choose_and_enter_plays(make_app) -> None:
    driver = make_app()
    table = my_turn(driver, "person", "medium")
    card = table.dealer.shown.hand[2]
    driver.type("3")
    assert table.focused_card() == card
    driver.key(pygame.K_LEFT)
    driver.key(pygame.K_RIGHT)
    assert table.focused_card() == card
    driver.key(pygame.K_RETURN)
    assert table.session.game.history[-1] == PlayCard(card)


def test_the_hovered_cards_run_is_what_the_engine_takes(make_app) -> None:
    """For every card of the hand, the lit table cards are exactly those the engine's play of
    it captures (played on a copy of the game)."""
    driver = make_app()
    checked = captures = 0
    for seed in range(3, 12):
        table = my_turn(driver, "person", "medium", seed=seed)
        for index, card in enumerate(list(table.dealer.shown.hand)):
            move(driver, table.geometry.hand_rects(len(table.dealer.shown.hand))[index].center)
            assert table.focused_card() == card
            twin = table.session.game.clone()
            events = twin.apply(PlayCard(card))
            taken = {c for e in events if isinstance(e, Captured) for c in e.taken}
            assert table.highlighted() == frozenset(taken)
            line = table.status_line()
            assert line is not None and (line[1] == "good") == (bool(taken) or "+" in line[0])
            checked += 1
            captures += bool(taken)
    assert checked >= 20 and captures >= 1


def test_hot_seat_hides_each_hand_until_its_owner_has_the_screen(make_app) -> None:
    driver = make_app()
    table = sit_down(driver, "person", "person")
    session = table.session
    for _turn in range(4):
        settle_handover(driver, table)
        assert table.handover_shown() and not table.dealer.shown.hand_open
        seat = session.current_seat
        driver.key(pygame.K_RETURN)  # "I am ...: show my cards"
        driver.frames(2)
        assert table.bottom_seat == seat and table.dealer.shown.hand_open
        assert table.dealer.shown.hand == sorted_hand(session, seat)
        driver.type("1")
        driver.key(pygame.K_RETURN)
        assert not table.dealer.shown.hand_open  # the next person must not see it


def settle_handover(driver: Any, table: RondaTable) -> None:
    for _ in range(400):
        if table.handover_shown():
            return
        if table.dealer.summary is not None:
            table.dismiss_summary()
        driver.frames(1, 0.05)


def sorted_hand(session: Any, seat: int) -> list[str]:
    return list(session.game.observation(seat).hand)


def test_every_play_is_saved_and_continue_resumes_the_exact_position(make_app, data_dir) -> None:
    driver = make_app()
    table = my_turn(driver, "person", "medium")
    for _ in range(5):
        settle(driver, table)
        driver.type("1")
        driver.key(pygame.K_RETURN)
    settle(driver, table)
    path = autosave_path(data_dir, "menu", "ronda")
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["envelope"] == 2 and saved["game"] == "ronda"
    before = full_state(table.session.game)
    table.save_and_close()
    again = make_app()
    again.app.ctx.hooks.continue_game(again.app.ctx, game="ronda")
    again.frames(2)
    resumed = again.top
    assert isinstance(resumed, RondaTable)
    assert full_state(resumed.session.game) == before
    assert [s.name for s in resumed.session.seats] == [s.name for s in table.session.seats]
    # The move log comes back too: the card played last decides an este.
    assert resumed.session.log == table.session.log
    assert resumed.dealer.shown.log_count == len(resumed.session.log)


@pytest.mark.slow
def test_a_person_plays_a_whole_match_to_the_results_which_count_it(make_app) -> None:
    driver = make_app()
    table = sit_down(driver, "person", "medium", seed=5, target="21")
    table.speed, table.fast = math.inf, True
    for _ in range(5000):
        if not isinstance(driver.top, RondaTable):
            break
        if table.can_play():
            table.play(0)
        driver.frames(1, 0.05)
    results = driver.top
    assert isinstance(results, RondaResults)
    stats = driver.app.ctx.stats_store.for_game("ronda").load()
    assert stats.games_played == 1
    won = 0 in table.session.winners()
    assert stats.games_won == int(won)
    assert stats.best_score == table.session.final_scores()[0]
    assert stats.best_hand is not None  # Ronda's own: the best hand by kind


@pytest.mark.slow
def test_a_computer_match_plays_through_the_real_scene_at_maximum_speed(make_app) -> None:
    driver = make_app(speed=math.inf)
    table = sit_down(driver, "medium", "beginner", "medium", "beginner")
    for _ in range(3000):
        if not isinstance(driver.top, RondaTable):
            break
        driver.frames(1, 0.05)
    assert isinstance(driver.top, RondaResults)
    game = table.session.game
    assert game.is_over and max(game.totals) >= game.options.target
    assert table.dealer.shown.totals == list(game.totals)


def test_a_save_that_cannot_be_replayed_is_set_aside_never_deleted(make_app, data_dir) -> None:
    path = autosave_path(data_dir, "menu", "ronda")
    bad = {
        "envelope": 2,
        "game": "ronda",
        "format": "ronda-game",
        "version": 1,
        "options": {"seats": 2, "seed": 7, "target": 41},
        "actions": [{"type": "play", "card": "8o"}],  # no 8s in the Spanish pack
        "meta": {"seats": [{"kind": "person", "name": "A", "strength": None}] * 2},
    }
    path.write_text(json.dumps(bad), encoding="utf-8")
    driver = make_app()
    driver.app.ctx.hooks.continue_game(driver.app.ctx, game="ronda")
    driver.frames(2)
    assert not isinstance(driver.top, RondaTable)
    assert not path.exists()
    kept = list(data_dir.glob("autosave-ronda.json.*"))
    assert len(kept) == 1 and json.loads(kept[0].read_text(encoding="utf-8")) == bad
