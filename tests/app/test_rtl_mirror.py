"""Right to left: the screens mirrored for a language written so (Arabic).

Arabic's catalogs are not in yet, so these tests mirror English: ``RTL_LANGUAGES`` is swapped
for ``{"en"}``, which shows the English lines on the mirrored screens.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from rondo_desktop.app import i18n
from rondo_desktop.app.app import App
from rondo_desktop.app.intents import Intent, Kind
from rondo_desktop.app.layout import LayoutLibrary, mirror_align
from rondo_desktop.app.settings import MIN_WINDOW
from rondo_desktop.app.text import TextRenderer
from rondo_desktop.app.widgets import FocusGroup, Slider, Stepper, Toggle
from rondo_desktop.paths import asset_path
from rondo_desktop.screenshot import render, scenes
from tests.app.test_window_shapes import _check

SIZE = (1280, 720)
LAYOUTS = sorted(path.stem for path in asset_path("layouts").glob("*.tmx"))
# The objects whose place and order mean something on the table: never mirrored.
KEPT = {
    "table": {"holder", "hand"},
    "ronda-table": {"seat_left", "pile_left", "seat_across", "pile_right", "seat_right"},
    "ronda-table-square": {"seat_left", "pile_left", "seat_across", "pile_right", "seat_right"},
    "allegra-table": {"grids"},
}


@pytest.fixture
def mirrored_english(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(i18n, "RTL_LANGUAGES", frozenset({"en"}))
    yield


def test_arabic_is_written_right_to_left_and_the_others_are_not() -> None:
    assert i18n.is_rtl("ar")
    assert not any(i18n.is_rtl(language) for language in ("en", "de", "es", "fr"))


def test_the_context_says_rtl_for_a_right_to_left_language(
    make_app, mirrored_english: None
) -> None:
    app = make_app(language="en").app
    assert app.ctx.rtl and app.ctx.layouts.rtl
    app.ctx.change_settings(persist=False, language="de")
    assert not app.ctx.rtl and not app.ctx.layouts.rtl


@pytest.mark.parametrize("name", LAYOUTS)
def test_every_region_is_mirrored_unless_it_keeps_left_to_right(name: str) -> None:
    library = LayoutLibrary()
    layout = library.get(name)
    for size in (SIZE, (900, 900)):
        ltr, rtl = layout.fit(size), layout.fit(size, rtl=True)
        for region in layout.regions:
            a, b = ltr.rect(region), rtl.rect(region)
            expected = a.copy()
            if region not in KEPT.get(name, set()):
                expected.x = size[0] - a.right
            assert b == expected, f"{name}:{region} at {size}: {b} not {expected}"


def test_the_physical_objects_keep_left_to_right_in_the_files() -> None:
    library = LayoutLibrary()
    for name, kept in KEPT.items():
        layout = library.get(name)
        marked = {r for r, region in layout.regions.items() if region.properties.get("keep_ltr")}
        assert marked == kept, name


def test_alignments_swap_sides() -> None:
    assert mirror_align("midleft") == "midright"
    assert mirror_align("topright") == "topleft"
    assert mirror_align("left") == "right"
    assert mirror_align("center") == "center"
    assert mirror_align("midleft", rtl=False) == "midleft"


def _mirrored_row(widget, width: int = 400) -> None:
    widget.rect = pygame.Rect(100, 10, width, 40)
    FocusGroup([widget], rtl=True)
    widget.focused = True


def test_a_mirrored_slider_fills_from_the_right_and_left_turns_it_up() -> None:
    values: list[float] = []
    slider = Slider("Sound", 0.5, values.append, step=0.1)
    _mirrored_row(slider)
    assert slider.control_rect.left == slider.rect.left  # the control at the row's left end
    slider.handle(Intent(Kind.LEFT))
    assert values == [0.6]
    track = slider._track()
    slider.handle(Intent(Kind.POINTER_DOWN, pos=(track.right - 1, track.centery)))
    slider.handle(Intent(Kind.POINTER_UP, pos=(track.right - 1, track.centery)))
    assert values[-1] == 0.0  # the right end of a mirrored track is empty


def test_a_mirrored_stepper_goes_on_with_left_and_back_with_its_right_arrow() -> None:
    chosen: list[str] = []
    stepper = Stepper("Size", [("a", "A"), ("b", "B"), ("c", "C")], "b", chosen.append)
    _mirrored_row(stepper)
    stepper.handle(Intent(Kind.LEFT))
    assert chosen == ["c"]
    _, right = stepper._arrows()
    stepper.handle(Intent(Kind.POINTER_DOWN, pos=right.center))
    assert chosen == ["c", "b"]


def test_a_mirrored_toggle_turns_on_with_left() -> None:
    changes: list[bool] = []
    toggle = Toggle("Full screen", False, changes.append)
    _mirrored_row(toggle)
    toggle.handle(Intent(Kind.RIGHT))
    assert changes == []
    toggle.handle(Intent(Kind.LEFT))
    assert changes == [True]


def _rects(tmp_path: Path, scene: str, game: str) -> dict[str, pygame.Rect]:
    found: dict[str, pygame.Rect] = {}

    def grab(app: App) -> None:
        top = app.ctx.stack.scenes[-1]
        for index, widget in enumerate(top.focus.widgets):  # type: ignore[attr-defined]
            found[widget.name or f"#{index}"] = widget.rect.copy()

    render(scene, tmp_path / f"{scene}.png", SIZE, "en", inspect=grab, game=game)
    return found


@pytest.mark.parametrize(
    ("scene", "game"), [("menu", "rondo"), ("settings", "rondo"), ("setup", "ronda")]
)
def test_the_widgets_of_a_mirrored_screen_are_the_mirror_of_its_left_to_right_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, scene: str, game: str
) -> None:
    ltr = _rects(tmp_path, scene, game)
    monkeypatch.setattr(i18n, "RTL_LANGUAGES", frozenset({"en"}))
    rtl = _rects(tmp_path, scene, game)
    assert ltr.keys() == rtl.keys()
    for name, rect in ltr.items():
        mirrored = rtl[name]
        assert abs(mirrored.left - (SIZE[0] - rect.right)) <= 1, (name, rect, mirrored)
        assert (mirrored.top, mirrored.size) == (rect.top, rect.size), name


def _text_inside_widgets(app: App) -> None:
    """Every line a widget draws stays inside the widget's own rect."""
    text, top = app.ctx.text, app.ctx.stack.scenes[-1]
    real = text.blit
    spills: list[str] = []
    for widget in top.focus.widgets:  # type: ignore[attr-defined]
        if not (widget.visible and widget.in_window):
            continue
        box = widget.rect.inflate(4, 4)

        def blit(surface, line, *args, box=box, **kwargs):  # type: ignore[no-untyped-def]
            rect = real(surface, line, *args, **kwargs)
            if not box.contains(rect):
                spills.append(f"{line!r} {rect} outside {box}")
            return rect

        text.blit = blit  # type: ignore[method-assign]
        widget.draw(app.screen, app.ctx)
        text.blit = real  # type: ignore[method-assign]
    assert spills == []


@pytest.mark.parametrize(
    ("scene", "game"), [("settings", "rondo"), ("setup", "ronda"), ("setup", "rondo")]
)
def test_no_text_leaves_its_widget_on_a_mirrored_screen(
    tmp_path: Path, mirrored_english: None, scene: str, game: str
) -> None:
    render(scene, tmp_path / "shot.png", SIZE, "en", inspect=_text_inside_widgets, game=game)


@pytest.mark.parametrize("name", LAYOUTS)
def test_what_keeps_its_place_runs_into_nothing_that_moved(name: str) -> None:
    layout = LayoutLibrary().get(name)
    for size in ((1280, 720), (1024, 768), (900, 900), (800, 600)):
        ltr, rtl = layout.fit(size), layout.fit(size, rtl=True)

        def clashes(place) -> set[frozenset[str]]:  # type: ignore[no-untyped-def]
            rects = {
                r: place.rect(r) for r in layout.regions if layout.regions[r].layer != "message"
            }
            return {
                frozenset((a, b))
                for a in rects
                for b in rects
                if a < b
                and rects[a].colliderect(rects[b])
                and not (rects[a].contains(rects[b]) or rects[b].contains(rects[a]))
            }

        assert clashes(rtl) <= clashes(ltr), f"{name} at {size}"


def test_a_mirrored_rule_book_turns_on_with_left(make_app, mirrored_english: None) -> None:
    driver = make_app(language="en")
    ctx = driver.app.ctx
    ctx.navigator.open("rules", game="ronda")
    driver.settle()
    book = driver.top
    assert book.place.rect("next").right < book.place.rect("prev").left  # Next at the left
    driver.key(pygame.K_LEFT)
    assert book.page == 1
    driver.key(pygame.K_RIGHT)
    assert book.page == 0


def _table_texts(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game: str
) -> tuple[dict[str, pygame.Rect], list[tuple[str, pygame.Rect]]]:
    """The table's regions and every line drawn on it, in every frame (the games paint their
    panels into layers kept until they change)."""
    found: dict[str, pygame.Rect] = {}
    drawn: dict[tuple[str, tuple[int, int, int, int]], pygame.Rect] = {}
    real = TextRenderer.blit

    def blit(self, surface, line, *args, **kwargs):  # type: ignore[no-untyped-def]
        rect = real(self, surface, line, *args, **kwargs)
        drawn[(line, tuple(rect))] = rect
        return rect

    def grab(app: App) -> None:
        place = app.ctx.stack.scenes[-1].place  # type: ignore[attr-defined]
        found.update({name: place.rect(name) for name in place.layout.regions})

    monkeypatch.setattr(TextRenderer, "blit", blit)
    render("table", tmp_path / "table.png", SIZE, "en", inspect=grab, game=game)
    return found, [(line, rect) for (line, _), rect in drawn.items()]


@pytest.mark.parametrize("game", ["rondo", "ronda", "allegra"])
def test_a_mirrored_tables_panels_read_from_the_right(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, mirrored_english: None, game: str
) -> None:
    regions, drawn = _table_texts(tmp_path, monkeypatch, game)
    window = pygame.Rect((0, 0), SIZE)
    assert all(window.contains(rect) for _, rect in drawn), "a line leaves the window"
    log, board = regions["log"], regions["scoreboard"]
    assert log.left > SIZE[0] // 2 and board.left > SIZE[0] // 2  # the panels moved right
    lines = [rect for _, rect in drawn if log.contains(rect)]
    assert len(lines) > 3
    # Every line of the log (its title too) ends at the same right margin.
    assert len({rect.right for rect in lines}) == 1, lines
    names = [
        rect for line, rect in drawn if board.contains(rect) and line in ("You", "Computer 1", "C1")
    ]
    assert names and all(rect.right > board.centerx for rect in names)


def test_a_mirrored_ronda_hand_pad_runs_its_columns_right_to_left(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, mirrored_english: None
) -> None:
    regions, drawn = _table_texts(tmp_path, monkeypatch, "ronda")
    pad = regions["hand_pad"]
    spots = {line: rect for line, rect in drawn if pad.contains(rect)}
    assert spots["You"].left > spots["Them"].right  # the first side's column at the right
    assert spots["Este"].left > spots["You"].right  # the kinds' names right of the numbers
    assert spots["Este"].right == spots["Missa"].right  # aligned to the right


def test_a_mirrored_allegra_pad_puts_the_total_at_the_left(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, mirrored_english: None
) -> None:
    regions, drawn = _table_texts(tmp_path, monkeypatch, "allegra")
    board = regions["scoreboard"]
    heads = {line: rect for line, rect in drawn if board.contains(rect) and len(line) == 1}
    assert heads["\N{GREEK CAPITAL LETTER SIGMA}"].right < heads["3"].left
    assert heads["3"].right < heads["2"].left < heads["1"].left


# Each game's screens (the host's shared ones once, with Rondo). Not Ronda's and Allegra's
# setup: their options list scrolls at 800x600, and the window check counts the options
# scrolled out of view (left to right too); the mirrored setup is measured above.
MIRRORED_SCENES = [("rondo", scene) for scene in scenes()] + [
    (game, scene)
    for game in ("ronda", "allegra")
    for scene in ("rules", "stats", "table", "results")
]


@pytest.mark.parametrize(("game", "scene"), MIRRORED_SCENES)
def test_every_mirrored_scene_keeps_inside_the_window_without_overlaps(
    tmp_path: Path, mirrored_english: None, game: str, scene: str
) -> None:
    # The same checks as every window shape's (regions and widgets inside, none overlapping,
    # text readable), at the smallest window, mirrored.
    render(
        scene,
        tmp_path / "shot.png",
        MIN_WINDOW,
        "en",
        inspect=lambda app: _check(app, MIN_WINDOW),
        game=game,
    )
