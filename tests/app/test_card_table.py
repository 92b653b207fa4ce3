"""Every game's table (app/table): a toy game that is not Rondo plays on it, so Ronda's and
Allegra's tables can too: the handover between persons, pause, the switch to the results,
maximum speed, saving on close, and the painter of what every table shows."""

from __future__ import annotations

import ast
import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pygame

from rondo_desktop.app.anim.clock import TurnClock
from rondo_desktop.app.anim.flights import CardAnimator
from rondo_desktop.app.game_setup import SeatSetup
from rondo_desktop.app.scene import Scene
from rondo_desktop.app.table.painter import TablePainterBase
from rondo_desktop.app.table.scene import CardTableScene

ROOT = Path(__file__).resolve().parents[2] / "rondo_desktop"


def test_the_shared_table_and_animation_import_no_game() -> None:
    """The host's table and animation pieces know no game: they import nothing under games/
    but the protocol every game answers (games/spec.py)."""
    offenders = []
    for folder in (ROOT / "app" / "table", ROOT / "app" / "anim"):
        for path in folder.glob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                names = []
                if isinstance(node, ast.Import):
                    names = [alias.name for alias in node.names]
                elif isinstance(node, ast.ImportFrom):
                    names = [node.module or ""]
                offenders += [
                    f"{path.name}: {n}"
                    for n in names
                    if ".games" in n and n != "rondo_desktop.games.spec"
                ]
    assert offenders == []


@dataclass
class ToyShown:
    scores: list[int]
    counts: list[int]
    current: int | None
    log_count: int = 0
    hand_open: bool = False


@dataclass
class ToySession:
    """Two persons on one screen take three turns each; each turn scores a point."""

    seats: tuple[SeatSetup, ...] = (SeatSetup("person", "Ann"), SeatSetup("person", "Bo"))
    clock: TurnClock = field(default_factory=lambda: TurnClock(60))
    log: list[Any] = field(default_factory=list)
    think_seconds: float = 0.8
    viewer: int | None = None
    handover_pending: bool = True
    current_seat: int = 0
    turns: int = 0
    paused: bool = False
    saved: int = 0
    closed: bool = False
    events: list[str] = field(default_factory=list)

    @property
    def is_over(self) -> bool:
        return self.turns >= 6

    @property
    def can_act(self) -> bool:
        return not self.is_over and not self.paused and not self.handover_pending

    @property
    def is_thinking(self) -> bool:
        return False

    def confirm_handover(self) -> None:
        self.handover_pending = False
        self.viewer = self.current_seat

    def move(self) -> None:
        seat = self.current_seat
        self.turns += 1
        self.current_seat = 1 - seat
        self.events += [f"moved:{seat}"]
        self.events += ["over"] if self.is_over else [f"turn:{self.current_seat}"]
        self.handover_pending = not self.is_over

    def update(self, dt: float, animating: bool = False) -> None:
        if not self.paused:
            self.clock.tick(dt)

    def take_events(self) -> list[str]:
        events, self.events = self.events, []
        return events

    def pause(self) -> None:
        self.paused = True

    def resume(self) -> None:
        self.paused = False

    def autosave(self) -> None:
        self.saved += 1

    def close(self) -> None:
        self.closed = True


class ToyDealer(CardAnimator[str]):
    def __init__(self, table: ToyTable) -> None:
        super().__init__(table.tweens, table.speed)
        self.table = table
        self.shown = ToyShown([0, 0], [5, 5], 0)

    def show(self, event: str) -> None:
        what, _, seat = event.partition(":")
        if what == "moved":
            self.shown.scores[int(seat)] += 1
            self.shown.hand_open = False  # the hand closes when its owner's turn is over
            self.say(int(seat), "moved")
            self.fly("", (100, 100), (600, 300), (40, 40), 0.0, lambda: None)
        elif what == "turn":
            self.shown.current = int(seat)
            self.wait = self.seconds(0.3)
        else:
            self.table.game_over()


class Named(Scene):
    def __init__(self, ctx: Any, name: str) -> None:
        super().__init__(ctx)
        self.name = name


class ToyTable(CardTableScene[ToySession, ToyDealer]):
    def __init__(self, ctx: Any, session: ToySession, speed: float | None = None) -> None:
        super().__init__(ctx, session, speed)
        self.dealer = ToyDealer(self)
        self.painter = TablePainterBase(self)
        self.owners: list[int | None] = []

    def seat_rects(self) -> dict[int, pygame.Rect]:
        return {1: self.place.rect("opponent_1")}

    def status_line(self) -> tuple[str, str] | None:
        return None

    def hand_changed_owner(self) -> None:
        self.owners.append(self.viewer_seen)

    def results_scene(self) -> Scene:
        return Named(self.ctx, "toy_results")

    def rules_scene(self) -> Scene:
        return Named(self.ctx, "toy_rules")

    def draw(self, surface: pygame.Surface) -> None:
        self.painter.draw(surface)


def sit_down(driver: Any, speed: float | None = 4.0) -> tuple[ToyTable, ToySession]:
    session = ToySession()
    table = ToyTable(driver.app.ctx, session, speed)
    driver.app.ctx.stack.reset(table, fade=False)
    driver.frames(3)
    return table, session


def test_a_toy_game_hands_the_screen_over_pauses_and_ends_in_its_results(make_app) -> None:
    driver = make_app()
    table, session = sit_down(driver)
    assert driver.top is table
    assert table.handover_shown() and table.banner_text() == "Ann's turn"
    driver.key(pygame.K_ESCAPE)  # Esc on the handover screen pauses the game
    assert driver.top.name == "pause" and session.paused
    driver.key(pygame.K_ESCAPE)
    assert driver.top is table and not session.paused
    for turn in range(6):
        person = turn % 2
        assert table.handover_shown() and not table.dealer.shown.hand_open
        driver.key(pygame.K_RETURN)  # "I am Ann: show my cards"
        assert not table.handover_shown() and table.dealer.shown.hand_open
        assert table.owners[-1] == person and table.banner_text() == "Your turn"
        session.move()
        driver.frames(60, 0.05)  # the dealer shows the move and the next turn
    assert table.dealer.shown.scores == [3, 3]
    assert table.owners == [0, None, 1, None, 0, None, 1, None, 0, None, 1, None]
    assert driver.top.name == "toy_results" and table.finished


def test_pause_opens_the_games_rules_and_saves_and_quits_to_the_menu(make_app) -> None:
    driver = make_app()
    _table, session = sit_down(driver)
    driver.key(pygame.K_RETURN)
    driver.key(pygame.K_ESCAPE)
    driver.click(driver.widget("rules").rect.center)
    assert driver.top.name == "toy_rules"
    driver.app.ctx.stack.pop()
    driver.frames(2)
    driver.click(driver.widget("quit").rect.center)
    assert driver.top.name == "menu"
    assert session.saved == 1 and session.closed


def test_at_maximum_speed_nothing_waits_and_computers_do_not_pause_to_think(make_app) -> None:
    driver = make_app()
    table, session = sit_down(driver, speed=math.inf)
    assert table.fast and session.think_seconds == 0.0
    driver.key(pygame.K_RETURN)
    session.move()
    driver.frames(1)
    assert table.dealer.shown.current == 1 and not table.dealer.busy  # shown at once


def test_the_window_closing_saves_the_game(make_app) -> None:
    driver = make_app()
    table, session = sit_down(driver)
    table.quitting()
    assert session.saved == 1 and session.closed


def test_the_move_log_scrolls_with_the_keys_only_as_far_as_it_goes(make_app) -> None:
    driver = make_app()
    table, _session = sit_down(driver)
    driver.key(pygame.K_RETURN)
    table.dealer.shown.log_count = 12
    driver.key(pygame.K_PAGEUP)
    assert table.log_scroll == 3
    driver.key(pygame.K_HOME)
    assert table.log_scroll == 11  # the oldest entry stays in view
    driver.key(pygame.K_END)
    assert table.log_scroll == 0
