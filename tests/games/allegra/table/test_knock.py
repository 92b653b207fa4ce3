"""The knock at Allegra's table between people sharing one screen: the knocker raps (sound and
ripple), the active player chooses a knocker with a button, and the exchange is played out by
clicks step by step (K places X, A takes Z, A places Z, K fills the hole); a game saved in the
middle of it continues exactly there."""

from __future__ import annotations

from typing import Any

from rondo_desktop.games.allegra.engine import events as ev
from rondo_desktop.games.allegra.spec import full_state
from rondo_desktop.games.allegra.table.controls import legal_cells, value_text
from rondo_desktop.games.allegra.table.scene import AllegraTable
from tests.games.allegra.table.helpers import centre, phase, settle, sit_down


def _click_cell(driver: Any, table: AllegraTable) -> None:
    cell = sorted(legal_cells(table))[0]
    driver.click(centre(table.geometry.cell_rect(cell)))
    settle(driver, table)


def _to_the_knock(driver: Any, table: AllegraTable, sounds: list[str]) -> tuple[int, int]:
    """Reveals by clicks, a deck draw by D, a knock by the next person's button: (A, K)."""
    settle(driver, table)
    while phase(table) == "reveal":
        _click_cell(driver, table)
    active = table.session.current_seat
    driver.type("d")
    settle(driver, table)
    assert phase(table) == "knock"
    knocker = table.session.current_seat
    assert knocker != active and table.session.viewer == knocker  # the screen was handed over
    driver.click(centre(driver.widget("knock").rect))
    driver.frames(3)
    assert "knock" in sounds and any(seat == knocker for seat, _age in table.ripples)
    settle(driver, table)
    while phase(table) == "knock":  # the third person lets it go, with N
        driver.type("n")
        settle(driver, table)
    assert phase(table) == "accept" and table.session.viewer == active
    driver.click(centre(driver.widget(f"give_{knocker}").rect))
    settle(driver, table)
    assert phase(table) == "knock_place" and table.session.viewer == knocker
    return active, knocker


def _recording(table: AllegraTable) -> list[str]:
    sounds: list[str] = []
    table.play_sound = sounds.append  # type: ignore[method-assign]
    return sounds


def test_a_knock_between_people_is_played_out_step_by_step(make_app) -> None:
    driver = make_app()
    table = sit_down(driver, "person", "person", "person", seed=3)
    _active, knocker = _to_the_knock(driver, table, _recording(table))
    _click_cell(driver, table)  # K places X
    assert table.dealer.shown.knock_hand is not None and table.dealer.shown.knock_hand[0] == knocker
    assert phase(table) == "knock_take"
    _click_cell(driver, table)  # A takes Z out of K's area: a hole
    assert table.dealer.shown.holes and phase(table) == "knock_give"
    z = table.session.game.knock_card
    assert z is not None and f" {value_text(z)} " in table.status_line()[0]  # "Place the 4 ..."
    _click_cell(driver, table)  # A places Z; K fills the hole by itself
    kinds = [type(e) for e in table.session.game.log]
    tail = [k for k in kinds if k in (ev.KnockPlaced, ev.KnockTaken, ev.Placed, ev.HoleFilled)]
    assert tail[-4:] == [ev.KnockPlaced, ev.KnockTaken, ev.Placed, ev.HoleFilled]
    assert not table.dealer.shown.holes and table.dealer.shown.knock is None


def test_quitting_mid_knock_and_continuing_resumes_the_exchange(make_app) -> None:
    driver = make_app()
    table = sit_down(driver, "person", "person", "person", seed=3)
    active, knocker = _to_the_knock(driver, table, _recording(table))
    _click_cell(driver, table)  # K places X and holds Y
    assert phase(table) == "knock_take"
    before = full_state(table.session.game)
    table.save_and_close()
    again = make_app()
    again.app.ctx.hooks.continue_game(again.app.ctx, game="allegra")
    again.frames(2)
    resumed = again.top
    assert isinstance(resumed, AllegraTable)
    assert full_state(resumed.session.game) == before
    settle(again, resumed)
    assert resumed.session.viewer == active and phase(resumed) == "knock_take"
    assert resumed.dealer.shown.knock == (active, knocker)
    filled = sum(isinstance(e, ev.HoleFilled) for e in resumed.session.game.log)
    _click_cell(again, resumed)  # A takes Z
    _click_cell(again, resumed)  # A places it; K fills the hole
    assert sum(isinstance(e, ev.HoleFilled) for e in resumed.session.game.log) == filled + 1
