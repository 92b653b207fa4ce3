"""Screens reached from a scene, above all at a game's table (its pause menu, banners,
handover box, summaries, the most seats), for tests/app/test_arabic_fits.py: each extra
shows one or more overlays or states over the scene on top, yields a label while each is
shown (the test measures it then), and takes it away again."""

from __future__ import annotations

import importlib
import re
import string
from collections.abc import Iterator
from pathlib import Path

import rondo_desktop
from rondo_desktop.app.app import App
from rondo_desktop.app.catalogs import ar
from rondo_desktop.app.scene import Scene

FRAMES, STEP = 8, 0.1  # an overlay's appear animation and a fade are over by then
# Placeholders of notices, filled as a player might see them: long file and folder names.
PARAMS = {
    "file": "stats.json.bad-20261201-031500",
    "folder": "/home/player/.local/share/rondo-desktop",
}
ANNOUNCE = re.compile(r'announce\(\s*"([a-z_.]+)"')
MOST_SEATS = {"ronda": 4, "allegra": 6}


def settle(app: App) -> None:
    for _ in range(FRAMES):
        app.step(STEP)


def over(app: App, scene: Scene) -> None:
    app.ctx.stack.push(scene)
    settle(app)


NAMED = {"name", "names", "player", "winner"}  # a seat's name: a long Arabic one


def filled(text: str) -> dict[str, object]:
    """A value for each placeholder of ``text``: a file, a folder, a name, else a number."""
    fields = {name for _, name, _, _ in string.Formatter().parse(text) if name}
    return {name: PARAMS.get(name, "الحاسوب 12" if name in NAMED else 12) for name in fields}


def pause(app: App, game: str) -> Iterator[str]:
    ctx = app.ctx
    over(app, ctx.navigator.scene("pause", table=ctx.stack.scenes[-1]))
    yield "pause"
    ctx.stack.pop()
    app.step(STEP)


def picker(app: App, game: str) -> Iterator[str]:
    """Rondo's joker: the letter picker over the holder."""
    from rondo_desktop.games.rondo.table.picker import LetterPicker

    ctx = app.ctx
    table = ctx.stack.scenes[-1]
    over(app, LetterPicker(ctx, table, "ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÜ", None))  # type: ignore[arg-type]
    yield "the joker's letter"
    ctx.stack.pop()
    app.step(STEP)


def announced(game: str) -> list[str]:
    """The keys of the turn line's announcements: the host's banners and network notices,
    and every key the game's code announces (found in its source, so a new one is in)."""
    keys = [k for k in ar.STRINGS if k.startswith(("table.banner.", "table.net."))]
    source = Path(rondo_desktop.__file__).parent / "games" / game
    for path in sorted(source.rglob("*.py")):
        keys += ANNOUNCE.findall(path.read_text(encoding="utf-8"))
    return keys


def banners(app: App, game: str) -> Iterator[str]:
    """Each line the turn line can announce, long names filled in."""
    ctx, table = app.ctx, app.ctx.stack.scenes[-1]
    for key in announced(game):
        text = ctx.t(key)  # the text in Arabic, to see its placeholders
        table.banner = (ctx.t(key, **filled(text)), 1000.0)  # type: ignore[attr-defined]
        app.step(STEP)
        yield key
    table.banner = None  # type: ignore[attr-defined]


def handover(app: App, game: str) -> Iterator[str]:
    """ "Pass the screen to ...", as friends sharing the screen see it between turns."""
    table = app.ctx.stack.scenes[-1]
    table.handover_shown = lambda: True  # type: ignore[method-assign]
    yield "handover"
    del table.handover_shown


def summary(app: App, game: str) -> Iterator[str]:
    """Ronda's hand summary and Allegra's round summary over the table."""
    table = app.ctx.stack.scenes[-1]
    seats = len(table.session.seats)  # type: ignore[attr-defined]
    if game == "ronda":
        from rondo_desktop.games.ronda.engine.game import KINDS
        from rondo_desktop.games.ronda.table.shown import HandSummary

        points = {kind: (12, 3) for kind in KINDS}
        taken = (("1o", "2c", "12e"), ("7b", "10o"))
        summary: object = HandSummary(0, points, (25, 15), (37, 29), taken, False)
    else:
        from rondo_desktop.games.allegra.table.shown import RoundSummary

        scores = tuple(range(94, 94 - seats * 7, -7))
        doubled = (True,) + (False,) * (seats - 1)
        summary = RoundSummary(0, 0, scores, doubled, scores, False)
    table.dealer.summary = summary  # type: ignore[attr-defined]
    app.step(STEP)
    yield "summary"
    table.dealer.summary = None  # type: ignore[attr-defined]


def full_setup(app: App, game: str) -> Iterator[str]:
    """New game with every seat the game allows (a seat added until the button goes)."""
    setup = app.ctx.stack.scenes[-1]
    for _ in range(8):
        add = setup.focus.by_name("add_seat")  # type: ignore[attr-defined]
        if add is None or not add.visible or not add.enabled:
            break
        add.on_click()
        app.step(STEP)
    settle(app)
    yield f"{len(setup.seats)} seats"  # type: ignore[attr-defined]


def most_seats(app: App, game: str) -> Iterator[str]:
    """Ronda at four (two teams) and Allegra at six: the table, its summary, the results."""
    ctx = app.ctx
    table = ctx.stack.scenes[-1]
    make = importlib.import_module(f"rondo_desktop.games.{game}.screenshots").seeded_session
    seats = MOST_SEATS[game]
    full = type(table)(ctx, make(ctx, 7, finish=False, seats=seats), table.cards, speed=1.0)  # type: ignore[attr-defined,call-arg]
    over(app, full)
    yield f"the table at {seats}"
    for label in summary(app, game):
        yield f"the table at {seats} + {label}"
    ctx.stack.pop()
    app.step(STEP)
    finished = make(ctx, 7, finish=True, seats=seats)
    over(app, scene_class(RESULTS[game])(ctx, finished, table.cards))  # type: ignore[attr-defined]
    yield f"the results at {seats}"
    ctx.stack.pop()
    app.step(STEP)


def scene_class(key: str) -> type:
    """The class named by a case's key ("games.ronda.table.results.RondaResults")."""
    module, name = key.rsplit(".", 1)
    return getattr(importlib.import_module(f"rondo_desktop.{module}"), name)  # type: ignore[no-any-return]


TABLES = {
    "rondo": "games.rondo.table.scene.TableScene",
    "ronda": "games.ronda.table.scene.RondaTable",
    "allegra": "games.allegra.table.scene.AllegraTable",
}
RESULTS = {
    "rondo": "games.rondo.table.results.ResultsScene",
    "ronda": "games.ronda.table.results.RondaResults",
    "allegra": "games.allegra.table.results.AllegraResults",
}
