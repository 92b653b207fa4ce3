"""Readable everywhere in Arabic: every scene a player meets, of every game, at 1280x720 and
1920x1080, with every line of text measured against its box (tests/app/text_fit.py): inside
its widget, its layout region or its dialog's panel, inside the window, not clipped, never
shrunk below MIN_TEXT_PX, and clear of the other lines.

Each case renders one scene through the screenshot module and then the overlays reached from
it (the pause menu over the table, the confirm dialogs, every file notice, every page of How
to play), measuring each. A case names the scene classes it shows and checks that it drew
them; ``test_every_scene_class_is_measured`` finds every Scene subclass in the package and
checks a case shows it (or a subclass of it), so a new scene cannot go unmeasured.

Beyond each scene as the screenshot shows it (tests/app/text_fit_more.py): Rondo's message
line (every refusal, "Really pass?", the exchange's prompts) and Rondo at six seats; the
longest names at every game's table and results; a network table's seat marks and its
Reconnecting/lost/closed notices; the lobby and Join full of the longest names (and the
lobby's set-aside autosave); Eastern digits on a sample. The fast lane measures three cases
at 1280x720; the whole matrix (89 cases) takes about 3 1/4 minutes with ``-n 2``.
"""

from __future__ import annotations

import importlib
import pkgutil
import re
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
from tests.app.text_fit_more import (
    join_names,
    lobby_names,
    long_names,
    network,
    rondo_lines,
    rondo_six,
)
from tests.app.text_fit_table import (
    RESULTS,
    STEP,
    TABLES,
    banners,
    filled,
    full_setup,
    handover,
    most_seats,
    over,
    pause,
    picker,
    settle,
    summary,
)

SIZES = ((1280, 720), (1920, 1080))

SHOW_NOTICE = re.compile(r'show_notice\(\s*[\w.]+,\s*"([a-z_.]+)",\s*"([a-z_.]+)"')
ASK = re.compile(r"\bask\(\s*[\w.]+," + r'\s*"([a-z_.]+)",' * 4)
Extra = Callable[[App, str], Iterator[str]]


@dataclass(frozen=True)
class Case:
    scene: str  # the screenshot scene drawn first
    game: str
    shows: tuple[str, ...]  # the scene classes it draws, as "module.Class" under rondo_desktop
    extras: tuple[Extra, ...] = ()  # overlays and pages reached from it, each measured
    label: str = ""  # names the case when another case starts from the same scene
    digits: str = "western"  # how Arabic writes numbers ("eastern": the Arabic-Indic ones)

    @property
    def ident(self) -> str:
        return f"{self.game}-{self.label or self.scene}"


def _key(cls: type) -> str:
    return f"{cls.__module__.removeprefix('rondo_desktop.')}.{cls.__qualname__}"


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
        text = ctx.t(body, **filled(ar.STRINGS[body]))
        over(app, NoticeDialog(ctx, ctx.t(title), text))
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
        ask(ctx, title, body, yes, no, lambda: None, **filled(ar.STRINGS[body]))
        settle(app)
        yield body
        ctx.stack.pop()
        app.step(STEP)


def _stats_after(app: App, game: str) -> Iterator[str]:
    """The statistics once the game on the results is counted: every panel filled."""
    ctx = app.ctx
    over(app, ctx.navigator.scene("stats", game=game))
    yield "stats with a game"
    ctx.stack.pop()


def _pages(app: App, game: str) -> Iterator[str]:
    """How to play, every page after the first (the case's own scene)."""
    ctx = app.ctx
    book = ctx.stack.scenes[-1]
    for page in range(1, len(book.pages)):  # type: ignore[attr-defined]
        over(app, ctx.navigator.scene("rules", game=game, page=page))
        yield f"page {page + 1}"
        ctx.stack.pop()


def _recent(app: App, game: str) -> Iterator[str]:
    """Recent games: empty, then with a finished game of each kind."""
    ctx = app.ctx
    over(app, ctx.navigator.scene("recent"))
    yield "recent, empty"
    ctx.stack.pop()
    store = RecentGames(ctx.data_dir)
    summary = {"names": ["ليلى", "الحاسوب 1", "الحاسوب 2"], "scores": [61, 47, 30], "winners": [0]}
    for name in names():
        store.add(name, {"options": {"seed": 7}}, summary)
    over(app, ctx.navigator.scene("recent"))
    yield "recent"
    ctx.stack.pop()


def _loading(app: App, game: str) -> Iterator[str]:
    """The spinner over a long save being replayed (work that never ends, here)."""
    ctx = app.ctx
    message = ctx.t("loading.moves", count=12345)
    over(app, ctx.navigator.scene("loading", work=Future(), done=print, message=message))
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


def _game_cases(game: str) -> list[Case]:
    cases = [
        Case("setup", game, (f"{APP}.setup.SetupScene",), (full_setup,)),
        Case("stats", game, (f"{APP}.stats.StatsScene",)),
        Case("rules", game, (f"games.{game}.rules.RulesScene",), (_pages,)),
        Case(
            "table",
            game,
            (TABLES[game], "app.table.pause.PauseScene"),
            (pause, banners, handover) + ((summary, most_seats) if game != "rondo" else ()),
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
            (*cases[3].extras, picker),
        )
    return cases


def _more_cases(game: str) -> list[Case]:
    """The longest names at the table and results; a network table's marks and notices and
    a full lobby (the games with one); Rondo's message lines and six seats."""
    table = (TABLES[game],)
    cases = [Case("table", game, table, (long_names,), "long-names")]
    if game == "rondo":
        cases.append(Case("table", game, table, (rondo_lines,), "table-lines"))
        cases.append(Case("table", game, table, (rondo_six,), "six-seats"))
    else:
        cases.append(Case("table", game, table, (network,), "network"))
        cases.append(
            Case("lobby", game, (f"{APP}.lobby.LobbyScene",), (lobby_names,), "lobby-names")
        )
    return cases


# Eastern (Arabic-Indic) digits on a sample of the scenes that show numbers.
EASTERN = [
    Case("table", "rondo", (TABLES["rondo"],), label="table-eastern", digits="eastern"),
    Case("results", "ronda", (RESULTS["ronda"],), label="results-eastern", digits="eastern"),
    Case("table", "allegra", (TABLES["allegra"],), (summary,), "table-eastern", "eastern"),
    Case(
        "setup", "allegra", (f"{APP}.setup.SetupScene",), (full_setup,), "setup-eastern", "eastern"
    ),
]
GAMES = ("rondo", "ronda", "allegra")
CASES = (
    HOST_CASES
    + [case for game in GAMES for case in _game_cases(game) + _more_cases(game)]
    + [Case("join", "ronda", (f"{APP}.join.JoinScene",), (join_names,), "join-names")]
    + EASTERN
)
FAST = {"rondo-menu", "ronda-table", "allegra-lobby-names"}  # the fast lane's, at 1280x720


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

    out = tmp_path / f"{case.ident}-{size[0]}.png"
    render(case.scene, out, size, "ar", inspect=inspect, game=case.game, digits=case.digits)
    return found, drawn


def _params() -> list[object]:
    params: list[object] = []
    for case in CASES:
        for size in SIZES:
            fast = case.ident in FAST and size == SIZES[0]
            marks: list[pytest.MarkDecorator] = [] if fast else [pytest.mark.slow]
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
