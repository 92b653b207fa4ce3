"""Notice dialogs keep their title and body inside the panel, and the panel inside the window."""

from __future__ import annotations

import pygame
import pytest

from rondo_desktop.app.i18n import CATALOGS
from rondo_desktop.app.scenes.dialog import NoticeDialog
from rondo_desktop.app.settings import MIN_WINDOW
from tests.lanes import sampled

# As quarantine() names a damaged save: the longest word a notice body shows.
FILE = "autosave.json.corrupt-20250101-000000"
# What the notices about a folder that cannot be written fill in.
PARAMS = {
    "file": FILE,
    "folder": "/home/somebody/.local/share/rondo-desktop",
    "reason": "Read-only file system",
    "button": "Continue Allegra",  # the menu's Continue button, as quoted by the notices
}
NOTICES = sorted(
    key.removesuffix(".body")
    for key in CATALOGS["en"]
    if key.startswith("notice.") and key.endswith(".body")
)
# A file that could not be moved aside shares the title of one that was.
TITLE_OF = {
    "notice.save_stuck": "notice.save_damaged",
    "notice.settings_stuck": "notice.settings_reset",
    "notice.stats_stuck": "notice.stats_reset",
    "notice.recent_stuck": "notice.recent_reset",
}
SIZES = [(1280, 720), MIN_WINDOW]


def _open(make_app, size: tuple[int, int], lang: str, title: str, body: str) -> NoticeDialog:
    driver = make_app(size=size, language=lang)
    driver.app.ctx.stack.push(NoticeDialog(driver.app.ctx, title, body))
    driver.settle()  # past the appear animation, so the panel is where the layout says
    dialog = driver.top
    assert isinstance(dialog, NoticeDialog)
    return dialog


def _assert_inside(dialog: NoticeDialog, size: tuple[int, int]) -> None:
    text, panel = dialog.ctx.text, dialog.panel
    assert pygame.Rect((0, 0), size).contains(panel), f"panel {panel} leaves the {size} window"
    for rect, lines, role, px in (
        (dialog.title_rect, dialog.title_lines(), "display", dialog.title_px),
        (dialog.body_rect, dialog.body_lines(), "ui", dialog.body_px),
    ):
        assert panel.contains(rect), f"{rect} leaves the panel {panel}"
        for line in lines:
            # The width of the surface actually blitted, not an estimate.
            drawn = text.render(line, role, px, dialog.ctx.theme.ink).get_width()
            assert drawn <= rect.width, f"{line!r} is {drawn}px in a {rect.width}px panel"
    (ok,) = dialog.focus.widgets
    assert panel.contains(ok.rect)
    # Title, body and button stacked without overlapping.
    assert dialog.title_rect.bottom <= dialog.body_rect.top <= dialog.body_rect.bottom
    assert dialog.body_rect.bottom <= ok.rect.top


# The fast lane: the smallest window in German and French, the longest texts.
@pytest.mark.parametrize("size", sampled(SIZES, {MIN_WINDOW}))
@pytest.mark.parametrize("lang", sampled(sorted(CATALOGS), {"de", "fr"}))
@pytest.mark.parametrize("notice", NOTICES)
def test_every_notice_fits_its_panel(make_app, notice: str, lang: str, size) -> None:
    catalog = CATALOGS[lang]
    body = catalog[f"{notice}.body"].format(**PARAMS)
    dialog = _open(make_app, size, lang, catalog[f"{TITLE_OF.get(notice, notice)}.title"], body)
    _assert_inside(dialog, size)


@pytest.mark.parametrize("size", SIZES)
def test_a_title_too_long_for_one_line_wraps_at_full_size(make_app, size) -> None:
    # The reported case: this German title ran off the right edge of the panel at 1280x720.
    dialog = _open(
        make_app,
        size,
        "de",
        CATALOGS["de"]["notice.save_damaged.title"],
        CATALOGS["de"]["notice.save_damaged.body"].format(file=FILE),
    )
    _assert_inside(dialog, size)
    full_px = round(34 * dialog.scale)
    assert dialog.title_px == full_px  # wrapped, not shrunk
    one_line = dialog.ctx.text.width(dialog.title, "display", full_px)
    if one_line > dialog.title_rect.width:
        assert len(dialog.title_lines()) > 1


@pytest.mark.parametrize("size", SIZES)
def test_a_word_wider_than_the_panel_shrinks_the_font(make_app, size) -> None:
    word = "Donaudampfschifffahrtsgesellschaftskapitänsmützenabzeichen"
    dialog = _open(make_app, size, "de", word, "Kurz.")
    _assert_inside(dialog, size)
    assert dialog.title_px < round(34 * dialog.scale)
    assert dialog.body_px == round(20 * dialog.scale)  # only the title had to give way


def test_text_too_long_for_the_window_shrinks_until_the_panel_fits(make_app) -> None:
    title = " ".join([CATALOGS["de"]["notice.save_damaged.title"]] * 3)
    body = " ".join([CATALOGS["de"]["notice.save_unreadable.body"].format(**PARAMS)] * 5)
    dialog = _open(make_app, MIN_WINDOW, "de", title, body)
    _assert_inside(dialog, MIN_WINDOW)
    assert dialog.body_px < round(20 * dialog.scale)
