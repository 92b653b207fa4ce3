"""Readable everywhere in Arabic: every scene a player meets, of every game, at 1280x720 and
1920x1080, with every line of text measured against its box (tests/app/text_fit.py): inside
its widget, its layout region or its dialog's panel, inside the window, not clipped, never
shrunk below MIN_TEXT_PX, and clear of the other lines.

Each case renders one scene through the screenshot module and then the overlays reached from
it (the pause menu over the table, the confirm dialogs, every file notice, every page of How
to play), measuring each. A case names the scene classes it shows and checks that it drew
them; ``test_every_scene_class_is_measured`` finds every Scene subclass in the package and
checks a case shows it (or a subclass of it), so a new scene cannot go unmeasured.
"""

from __future__ import annotations

import importlib
import pkgutil
import re
import string
from collections.abc import Callable, Iterator
from concurrent.futures import Future
from dataclasses import dataclass
from pathlib import Path

import pytest

import rondo_desktop
from rondo_desktop.app.app import App
from rondo_desktop.app.catalogs import ar
from rondo_desktop.app.recent import RecentGames
from rondo_desktop.app.scene import Scene
from rondo_desktop.app.scenes.dialog import NoticeDialog, ask
from rondo_desktop.games import names
from rondo_desktop.screenshot import render
from tests.app.text_fit import Measured, measure, problems

SIZES = ((1280, 720), (1920, 1080))
FRAMES, STEP = 8, 0.1  # an overlay's appear animation and a fade are over by then
# Placeholders of notices, filled as a player might see them: long file and folder names.
PARAMS = {
    "file": "stats.json.bad-20261201-031500",
    "folder": "/home/player/.local/share/rondo-desktop",
}

SHOW_NOTICE = re.compile(r'show_notice\(\s*[\w.]+,\s*"([a-z_.]+)",\s*"([a-z_.]+)"')
ASK = re.compile(r"\bask\(\s*[\w.]+," + r'\s*"([a-z_.]+)",' * 4)
ANNOUNCE = re.compile(r'announce\(\s*"([a-z_.]+)"')
MOST_SEATS = {"ronda": 4, "allegra": 6}
Extra = Callable[[App, str], Iterator[str]]


@dataclass(frozen=True)
class Case:
    scene: str  # the screenshot scene drawn first
    game: str
    shows: tuple[str, ...]  # the scene classes it draws, as "module.Class" under rondo_desktop
    extras: tuple[Extra, ...] = ()  # overlays and pages reached from it, each measured
    label: str = ""  # names the case when another case starts from the same scene

    @property
    def ident(self) -> str:
        return f"{self.game}-{self.label or self.scene}"


def _key(cls: type) -> str:
    return f"{cls.__module__.removeprefix('rondo_desktop.')}.{cls.__qualname__}"


def _settle(app: App) -> None:
    for _ in range(FRAMES):
        app.step(STEP)


def _over(app: App, scene: Scene) -> None:
    app.ctx.stack.push(scene)
    _settle(app)


NAMED = {"name", "names", "player", "winner"}  # a seat's name: a long Arabic one


def _filled(text: str) -> dict[str, object]:
    """A value for each placeholder of ``text``: a file, a folder, a name, else a number."""
    fields = {name for _, name, _, _ in string.Formatter().parse(text) if name}
    return {name: PARAMS.get(name, "الحاسوب 12" if name in NAMED else 12) for name in fields}


def _sources() -> Iterator[str]:
    for path in sorted(Path(rondo_desktop.__file__).parent.rglob("*.py")):
        yield path.read_text(encoding="utf-8")


def _notice_keys() -> list[tuple[str, str]]:
    """Every notice's title and body key: each ``notice.*`` of the catalog (some keys are
    built in code) and each ``show_notice(ctx, "title", "body")`` in the source."""
    pairs = []
    for body in sorted(k for k in ar.STRINGS if k.startswith("notice.") and k.endswith(".body")):
        title = body.removesuffix(".body") + ".title"
        if title not in ar.STRINGS:  # a "stuck" notice has its "reset" title
            title = title.replace("_stuck.", "_reset.")
        pairs.append((title, body))
    for source in _sources():
        pairs += SHOW_NOTICE.findall(source)
    return list(dict.fromkeys(pairs))


def _notices(app: App, game: str) -> Iterator[str]:
    """Every notice the host can show (file trouble, saves, the crash report), one by one."""
    ctx = app.ctx
    for title, body in _notice_keys():
        text = ctx.t(body, **_filled(ar.STRINGS[body]))
        _over(app, NoticeDialog(ctx, ctx.t(title), text))
        yield body
        ctx.stack.pop()
        app.step(STEP)


def _confirms(app: App, game: str) -> Iterator[str]:
    """Every question the app asks (``ask(ctx, title, body, yes, no, ...)`` in the source:
    Replace the saved game?, Reset the statistics?, Close the table?)."""
    ctx = app.ctx
    asked = [found for source in _sources() for found in ASK.findall(source)]
    assert asked, "no question found: has ask() changed its shape?"
    for title, body, yes, no in dict.fromkeys(asked):
        ask(ctx, title, body, yes, no, lambda: None, **_filled(ar.STRINGS[body]))
        _settle(app)
        yield body
        ctx.stack.pop()
        app.step(STEP)


def _pause(app: App, game: str) -> Iterator[str]:
    ctx = app.ctx
    _over(app, ctx.navigator.scene("pause", table=ctx.stack.scenes[-1]))
    yield "pause"
    ctx.stack.pop()
    app.step(STEP)


def _picker(app: App, game: str) -> Iterator[str]:
    """Rondo's joker: the letter picker over the holder."""
    from rondo_desktop.games.rondo.table.picker import LetterPicker

    ctx = app.ctx
    table = ctx.stack.scenes[-1]
    _over(app, LetterPicker(ctx, table, "ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÜ", None))  # type: ignore[arg-type]
    yield "the joker's letter"
    ctx.stack.pop()
    app.step(STEP)


def _announced(game: str) -> list[str]:
    """The keys of the turn line's announcements: the host's banners and network notices,
    and every key the game's code announces (found in its source, so a new one is in)."""
    keys = [k for k in ar.STRINGS if k.startswith(("table.banner.", "table.net."))]
    source = Path(rondo_desktop.__file__).parent / "games" / game
    for path in sorted(source.rglob("*.py")):
        keys += ANNOUNCE.findall(path.read_text(encoding="utf-8"))
    return keys


def _banners(app: App, game: str) -> Iterator[str]:
    """Each line the turn line can announce, long names filled in."""
    ctx, table = app.ctx, app.ctx.stack.scenes[-1]
    for key in _announced(game):
        text = ctx.t(key)  # the text in Arabic, to see its placeholders
        table.banner = (ctx.t(key, **_filled(text)), 1000.0)  # type: ignore[attr-defined]
        app.step(STEP)
        yield key
    table.banner = None  # type: ignore[attr-defined]


def _handover(app: App, game: str) -> Iterator[str]:
    """ "Pass the screen to ...", as friends sharing the screen see it between turns."""
    table = app.ctx.stack.scenes[-1]
    table.handover_shown = lambda: True  # type: ignore[method-assign]
    yield "handover"
    del table.handover_shown


def _summary(app: App, game: str) -> Iterator[str]:
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


def _full_setup(app: App, game: str) -> Iterator[str]:
    """New game with every seat the game allows (a seat added until the button goes)."""
    setup = app.ctx.stack.scenes[-1]
    for _ in range(8):
        add = setup.focus.by_name("add_seat")  # type: ignore[attr-defined]
        if add is None or not add.visible or not add.enabled:
            break
        add.on_click()
        app.step(STEP)
    _settle(app)
    yield f"{len(setup.seats)} seats"  # type: ignore[attr-defined]


def _most_seats(app: App, game: str) -> Iterator[str]:
    """Ronda at four (two teams) and Allegra at six: the table, its summary, the results."""
    ctx = app.ctx
    table = ctx.stack.scenes[-1]
    make = importlib.import_module(f"rondo_desktop.games.{game}.screenshots").seeded_session
    seats = MOST_SEATS[game]
    full = type(table)(ctx, make(ctx, 7, finish=False, seats=seats), table.cards, speed=1.0)  # type: ignore[attr-defined,call-arg]
    _over(app, full)
    yield f"the table at {seats}"
    for label in _summary(app, game):
        yield f"the table at {seats} + {label}"
    ctx.stack.pop()
    app.step(STEP)
    finished = make(ctx, 7, finish=True, seats=seats)
    _over(app, _class(RESULTS[game])(ctx, finished, table.cards))  # type: ignore[attr-defined]
    yield f"the results at {seats}"
    ctx.stack.pop()
    app.step(STEP)


def _class(key: str) -> type:
    """The class named by a case's key ("games.ronda.table.results.RondaResults")."""
    module, name = key.rsplit(".", 1)
    return getattr(importlib.import_module(f"rondo_desktop.{module}"), name)  # type: ignore[no-any-return]


def _stats_after(app: App, game: str) -> Iterator[str]:
    """The statistics once the game on the results is counted: every panel filled."""
    ctx = app.ctx
    _over(app, ctx.navigator.scene("stats", game=game))
    yield "stats with a game"
    ctx.stack.pop()


def _pages(app: App, game: str) -> Iterator[str]:
    """How to play, every page after the first (the case's own scene)."""
    ctx = app.ctx
    book = ctx.stack.scenes[-1]
    for page in range(1, len(book.pages)):  # type: ignore[attr-defined]
        _over(app, ctx.navigator.scene("rules", game=game, page=page))
        yield f"page {page + 1}"
        ctx.stack.pop()


def _recent(app: App, game: str) -> Iterator[str]:
    """Recent games: empty, then with a finished game of each kind."""
    ctx = app.ctx
    _over(app, ctx.navigator.scene("recent"))
    yield "recent, empty"
    ctx.stack.pop()
    store = RecentGames(ctx.data_dir)
    summary = {"names": ["ليلى", "الحاسوب 1", "الحاسوب 2"], "scores": [61, 47, 30], "winners": [0]}
    for name in names():
        store.add(name, {"options": {"seed": 7}}, summary)
    _over(app, ctx.navigator.scene("recent"))
    yield "recent"
    ctx.stack.pop()


def _loading(app: App, game: str) -> Iterator[str]:
    """The spinner over a long save being replayed (work that never ends, here)."""
    ctx = app.ctx
    message = ctx.t("loading.moves", count=12345)
    _over(app, ctx.navigator.scene("loading", work=Future(), done=print, message=message))
    yield "loading"
    ctx.stack.pop()


APP = "app.scenes"
HOST_CASES = [
    Case(
        "menu",
        "rondo",
        (
            f"{APP}.menu.MenuScene",
            f"{APP}.dialog.NoticeDialog",
            f"{APP}.dialog.ConfirmDialog",
            f"{APP}.recent.RecentScene",
            f"{APP}.loading.LoadingScene",
        ),
        (_confirms, _notices, _recent, _loading),
    ),
    Case("settings", "rondo", (f"{APP}.settings.SettingsScene",)),
]
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


def _game_cases(game: str) -> list[Case]:
    cases = [
        Case("setup", game, (f"{APP}.setup.SetupScene",), (_full_setup,)),
        Case("stats", game, (f"{APP}.stats.StatsScene",)),
        Case("rules", game, (f"games.{game}.rules.RulesScene",), (_pages,)),
        Case(
            "table",
            game,
            (TABLES[game], "app.table.pause.PauseScene"),
            (_pause, _banners, _handover) + ((_summary, _most_seats) if game != "rondo" else ()),
        ),
        Case("results", game, (RESULTS[game],)),
        Case("results", game, (f"{APP}.stats.StatsScene",), (_stats_after,), "stats-filled"),
        Case("host", game, (f"{APP}.host.HostScene",)),
        Case("join", game, (f"{APP}.join.JoinScene",)),
        Case("lobby", game, (f"{APP}.lobby.LobbyScene",)),
    ]
    if game == "rondo":
        cases.append(Case("review", game, ("games.rondo.table.review_scene.ReviewScene",)))
        cases[3] = Case(
            "table",
            game,
            (*cases[3].shows, "games.rondo.table.picker.LetterPicker"),
            (*cases[3].extras, _picker),
        )
    return cases


CASES = HOST_CASES + [case for game in ("rondo", "ronda", "allegra") for case in _game_cases(game)]
# Found by this test and being fixed on another branch of the same issue; strict, so the
# merge that fixes it fails here until its entry is removed.
PENDING = {
    "rondo-stats-filled": "issue 18 item 2 (branch ar-stats) mirrors the statistics' best "
    "word panel: its word and points still follow the heading's left-to-right end and run "
    "over the mirrored heading",
}
FAST = {("menu", "rondo"), ("table", "ronda")}  # the fast lane's sample, at 1280x720


def _run(case: Case, size: tuple[int, int], tmp_path: Path) -> tuple[list[str], set[str]]:
    """Render the case; every problem found (each told with the screen it was on) and the
    scene classes drawn."""
    found: list[str] = []
    drawn: set[str] = set()

    def note(label: str, measured: Measured) -> None:
        drawn.update(_key(type(scene)) for scene in measured.scenes)
        found.extend(f"{label}: {problem}" for problem in problems(measured))

    def inspect(app: App) -> None:
        note(case.scene, measure(app))
        for extra in case.extras:
            for label in extra(app, case.game):
                note(f"{case.scene} + {label}", measure(app))

    out = tmp_path / f"{case.game}-{case.scene}-{size[0]}.png"
    render(case.scene, out, size, "ar", inspect=inspect, game=case.game)
    return found, drawn


def _params() -> list[object]:
    params: list[object] = []
    for case in CASES:
        for size in SIZES:
            fast = (case.scene, case.game) in FAST and size == SIZES[0]
            marks: list[pytest.MarkDecorator] = [] if fast else [pytest.mark.slow]
            if case.ident in PENDING:
                marks.append(pytest.mark.xfail(strict=True, reason=PENDING[case.ident]))
            ident = f"{case.ident}-{size[0]}x{size[1]}"
            params.append(pytest.param(case, size, marks=marks, id=ident))
    return params


@pytest.mark.parametrize(("case", "size"), _params())
def test_every_arabic_line_fits_its_box(case: Case, size: tuple[int, int], tmp_path: Path) -> None:
    found, drawn = _run(case, size, tmp_path)
    assert set(case.shows) <= drawn, "the case did not draw the scenes it names"
    assert found == [], "\n".join(found)


def _scene_classes() -> set[type]:
    """Every Scene subclass in the package (each module imported: none acts on import but
    ``__main__``, which runs the program and holds no scene)."""
    for module in pkgutil.walk_packages(rondo_desktop.__path__, "rondo_desktop."):
        if not module.name.endswith(".__main__"):
            importlib.import_module(module.name)
    found: set[type] = set()
    todo = [Scene]
    while todo:
        for sub in todo.pop().__subclasses__():
            if sub.__module__.startswith("rondo_desktop.") and sub not in found:
                found.add(sub)
                todo.append(sub)
    return found


def test_every_scene_class_is_measured() -> None:
    shown = {name for case in CASES for name in case.shows}
    classes = {_key(cls): cls for cls in _scene_classes()}
    assert shown <= set(classes), "a case names a scene class that is not there"
    unmeasured = [
        name
        for name, cls in classes.items()
        if not any(issubclass(classes[other], cls) for other in shown)
    ]
    assert unmeasured == [], f"scenes no case renders in Arabic: {unmeasured}"
