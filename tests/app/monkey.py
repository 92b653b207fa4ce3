"""A monkey at the keyboard and mouse: random input on every scene, checked every frame.

Used by ``tests/app/test_monkey.py`` (a sample in CI) and ``tests/benchmarks/monkey.py`` (the
full 100,000 frames). The monkey presses keys, types letters, clicks, drags and scrolls at
random; after every frame the app must still be running a scene, and a game on the table must
keep the engine's invariants.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import pygame

from rondo_desktop.app.app import App
from rondo_desktop.app.game_setup import GameSetup, SeatSetup
from rondo_desktop.app.scenes.menu import MenuScene
from rondo_desktop.app.scenes.settings import SettingsScene
from rondo_desktop.app.scenes.stats import StatsScene
from rondo_desktop.games.rondo.rules import RulesScene

KEYS = [
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_RETURN,
    pygame.K_SPACE,
    pygame.K_ESCAPE,
    pygame.K_TAB,
    pygame.K_BACKSPACE,
    pygame.K_DELETE,
    pygame.K_PAGEUP,
    pygame.K_PAGEDOWN,
    pygame.K_HOME,
    pygame.K_END,
]
LETTERS = "ABCDEHILMNORSTUaeinrstäöüß?-1 "


@dataclass
class MonkeyReport:
    frames: int = 0
    scenes: set[str] = field(default_factory=set)
    actions_checked: int = 0
    games_finished: int = 0


def _post(event_type: int, **attrs: object) -> None:
    pygame.event.post(pygame.event.Event(event_type, **attrs))


def random_input(rng: random.Random, size: tuple[int, int], held: list[bool]) -> None:
    """Post one burst of random input, as a restless player would."""
    roll = rng.random()
    pos = (rng.randrange(size[0]), rng.randrange(size[1]))
    if roll < 0.25:
        key = rng.choice(KEYS)
        mod = pygame.KMOD_SHIFT if rng.random() < 0.1 else 0
        _post(pygame.KEYDOWN, key=key, mod=mod, unicode="")
        _post(pygame.KEYUP, key=key, mod=mod)
    elif roll < 0.4:
        _post(pygame.TEXTINPUT, text=rng.choice(LETTERS))
    elif roll < 0.65:
        _post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(int(held[0]), 0, 0))
    elif roll < 0.8:
        _post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
        held[0] = True
    elif roll < 0.95:
        _post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
        held[0] = False
    else:
        _post(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False)


def _check_table(app: App, report: MonkeyReport, seen: dict[int, int]) -> None:
    """Each game on the table (Rondo's or Ronda's) held to its engine's invariants, through
    its spec, whenever something new happened in it."""
    for scene in app.ctx.stack.scenes:
        session = getattr(scene, "session", None)
        if session is None:
            continue
        game = session.game
        if seen.get(id(game)) == len(game.log):
            continue
        seen[id(game)] = len(game.log)
        session.spec.check_invariants(game)
        report.actions_checked += 1
        if game.is_over:
            report.games_finished += 1


def table_setup() -> GameSetup:
    return GameSetup(
        (
            SeatSetup("person", "Monkey"),
            SeatSetup("computer", "", "medium"),
            SeatSetup("computer", "", "beginner"),
        ),
        {"language": "de"},
        30,
    )


STARTS: dict[str, Callable[[App], None]] = {
    "menu": lambda app: None,
    "setup": lambda app: app.ctx.navigator.open("setup", fade=False),
    "settings": lambda app: app.ctx.stack.push(SettingsScene(app.ctx)),
    "rules": lambda app: app.ctx.stack.push(RulesScene(app.ctx)),
    "stats": lambda app: app.ctx.stack.push(StatsScene(app.ctx)),
    "table": lambda app: app.ctx.hooks.start_game(app.ctx, table_setup()),
}


def run_monkey(data_dir: Path, start: str, frames: int, seed: int) -> MonkeyReport:
    """Random input for ``frames`` frames, starting on the scene ``start``."""
    rng = random.Random(seed)
    # The app's own hooks: the monkey may start any game from the menu.
    app = App(data_dir, speed=8.0, size=(1280, 720), language="de")
    report = MonkeyReport()
    seen: dict[int, int] = {}
    held = [False]
    STARTS[start](app)
    for _ in range(frames):
        for _ in range(rng.randint(0, 3)):
            random_input(rng, app.ctx.window_size, held)
        app.step(1 / 30)
        report.frames += 1
        top = app.ctx.stack.top
        assert top is not None, "the monkey emptied the scene stack"
        report.scenes.add(top.name)
        _check_table(app, report, seen)
        if not app.running:  # the monkey found Quit: start again from the menu
            app.running = True
            app.ctx.stack.reset(MenuScene(app.ctx), fade=False)
    for scene in app.ctx.stack.scenes:
        scene.exit()
    return report
