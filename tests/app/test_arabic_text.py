"""Arabic text: shaped, in bidi order, wrapped and aligned from the right, counted in the six
CLDR plural forms, written in Western or Eastern digits, in a font the bundle carries."""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

import pygame
import pytest
from bidi import get_display

from rondo_desktop.app.fonts import ARABIC_FONT_FILES, FONT_FILES
from rondo_desktop.app.i18n import Translator, plural_form
from rondo_desktop.app.rtl import Run, eastern_digits, needs_layout, visual_order, visual_runs
from rondo_desktop.app.scenes.settings import SettingsScene
from rondo_desktop.app.settings import SettingsStore
from rondo_desktop.app.text import TextRenderer
from rondo_desktop.paths import asset_path, assets_dir

CARD = "بطاقة"  # "card"
PLAYS = "يلعب"  # "plays": four letters that all join, one connected word
# "Anna won with 12 points (QUETZALE)." -- a Latin name, a number and a Rondo word inside.
MIXED = "فازت Anna بـ 12 نقطة (QUETZALE)."
PARAGRAPH = (
    "في روندا يأخذ اللاعب الورقة المطابقة لورقته من الطاولة، ومعها كل ورقة تليها في "
    "التسلسل. إذا لعب Karim الورقة 7 بعد ورقة خصمه مباشرة فهي إستي (este) وتحسب نقطة واحدة."
)
INK = (20, 20, 20)


def test_an_arabic_word_is_shaped_its_letters_joined(text: TextRenderer) -> None:
    font = text.arabic_font("ui", 40)
    alone = sum(font.size(letter)[0] for letter in CARD)  # each letter in its isolated form
    assert text.width(CARD, "ui", 40) < alone * 0.8
    # Joined letters touch: the word's ink has no gap a column wide, the isolated letters do.
    joined = text.render(PLAYS, "ui", 40, INK)
    assert _gaps(joined) == 0
    assert _gaps(font.render(" ".join(PLAYS), True, INK)) >= len(PLAYS) - 1


def _gaps(surface: pygame.Surface) -> int:
    """The runs of blank columns between the first and the last inked column."""
    ink = surface.get_bounding_rect()
    blank = [
        all(surface.get_at((x, y)).a == 0 for y in range(surface.get_height()))
        for x in range(ink.left, ink.right)
    ]
    return sum(1 for i, empty in enumerate(blank) if empty and (i == 0 or not blank[i - 1]))


def test_a_mixed_line_is_in_bidi_order_with_its_brackets_mirrored() -> None:
    # Read right to left: the Arabic, then Anna, 12 and (QUETZALE) left to right in it.
    seen = visual_order(MIXED, rtl_base=True)
    assert seen == ".(QUETZALE) ةطقن 12 ـب Anna تزاف"
    # The order is python-bidi's; only the brackets, which it leaves alone, are mirrored.
    assert seen.translate(str.maketrans("()", ")(")) == get_display(MIXED, base_dir="R")


def test_a_mixed_line_is_cut_into_runs_by_face_arabic_runs_in_typing_order() -> None:
    runs = visual_runs(MIXED, rtl_base=True)
    assert runs == (
        Run(".(QUETZALE) ", False),
        Run("نقطة", True),
        Run(" 12 ", False),
        Run("بـ", True),
        Run(" Anna ", False),
        Run("فازت", True),
    )
    # An Arabic interface puts a line's leading Latin name at the right; English at the left.
    assert visual_runs("Anna فازت", rtl_base=True)[-1] == Run(" Anna", False)
    assert visual_runs("Anna فازت", rtl_base=False)[0] == Run("Anna ", False)


def test_a_mixed_line_is_drawn_with_the_name_where_the_bidi_order_puts_it(
    text: TextRenderer,
) -> None:
    line = text.render("Anna فازت", "ui", 30, INK)
    name = text.font("ui", 30).size("Anna")[0]
    # The name's ink fills the right of the line, the Arabic word its left.
    right = line.subsurface(pygame.Rect(line.get_width() - name, 0, name, line.get_height()))
    assert right.get_bounding_rect().width > name * 0.8
    assert text.width("Anna فازت", "ui", 30) == line.get_width()


def test_latin_lines_are_drawn_as_before(text: TextRenderer) -> None:
    assert not needs_layout("QUETZALE 34 (Anna)")
    plain = text.font("ui", 24).render("QUETZALE 34 (Anna)", True, INK)
    assert text.render("QUETZALE 34 (Anna)", "ui", 24, INK).get_size() == plain.get_size()


def test_a_paragraph_wraps_by_words_in_typing_order_within_its_width(text: TextRenderer) -> None:
    lines = text.wrap(PARAGRAPH, "ui", 22, 420)
    assert len(lines) >= 3
    assert " ".join(lines) == PARAGRAPH  # logical order kept, nothing lost
    for line in lines:
        assert text.width(line, "ui", 22) <= 420, line
        assert text.render(line, "ui", 22, INK).get_width() <= 420, line


def test_wrapped_arabic_starts_at_the_right_of_its_box(text: TextRenderer) -> None:
    surface = pygame.Surface((600, 300), pygame.SRCALPHA)
    box = pygame.Rect(50, 10, 500, 280)
    text.blit_wrapped(surface, PARAGRAPH, "ui", 22, INK, box)
    step = int(text.font("ui", 22).get_linesize() * 1.25)
    last_top = box.top + step * (len(text.wrap(PARAGRAPH, "ui", 22, box.width)) - 1)
    last = surface.subsurface(pygame.Rect(0, last_top, 600, step)).get_bounding_rect()
    assert box.right - 3 <= last.right <= box.right  # the short last line hangs at the right
    assert last.left > box.left + 100
    text.configure(rtl=False, eastern_digits=False)
    surface.fill((0, 0, 0, 0))
    text.blit_wrapped(surface, PARAGRAPH, "ui", 22, INK, box)
    last = surface.subsurface(pygame.Rect(0, last_top, 600, step)).get_bounding_rect()
    assert box.left <= last.left <= box.left + 3  # on a left-to-right page, at the left


@pytest.mark.parametrize(
    ("number", "category"),
    [
        (0, "zero"),
        (1, "one"),
        (2, "two"),
        (3, "few"),
        (10, "few"),
        (11, "many"),
        (99, "many"),
        (100, "other"),
        (101, "other"),
        (102, "other"),
        (103, "few"),
        (111, "many"),
        (1000, "other"),
        (-2, "two"),
    ],
)
def test_arabic_counts_in_the_six_cldr_categories(number: int, category: str) -> None:
    assert plural_form("ar", number) == category


def test_the_translator_picks_each_arabic_form_and_falls_back_to_the_general_one() -> None:
    translator = Translator("en")
    translator.language = "ar"  # with a catalog of its own, before Arabic ships
    translator._catalog = {
        "cards": "{count} بطاقة",
        "cards.one": "بطاقة واحدة",
        "cards.two": "بطاقتان",
        "cards.few": "{count} بطاقات",
    }
    said = [translator.t("cards", count=n) for n in (1, 2, 3, 11, 100, 0)]
    assert said == ["بطاقة واحدة", "بطاقتان", "3 بطاقات", "11 بطاقة", "100 بطاقة", "0 بطاقة"]


def test_eastern_digits_are_drawn_but_not_printed_on_cards(text: TextRenderer) -> None:
    assert eastern_digits("Anna 12 – 41") == "Anna ١٢ – ٤١"
    text.configure(rtl=True, eastern_digits=True)
    assert text.shown("الجولة 3 من 5") == "الجولة ٣ من \u0665"
    assert text.width("12", "ui", 30) == text.arabic_font("ui", 30).size("\u0661\u0662")[0]
    printed = text.render_printed("12", "heavy", 30, INK)
    assert printed.get_size() == text.font("heavy", 30).render("12", True, INK).get_size()
    text.configure(rtl=True, eastern_digits=False)
    assert text.shown("12") == "12"


def test_a_table_code_and_an_address_keep_their_digits_as_typed(text: TextRenderer) -> None:
    # "Code K7Q-4M2 at 192.168.1.20:47100 or ws://127.0.0.1:47100, sand timer 2 min"
    line = "الرمز K7Q-4M2 على 192.168.1.20:47100 أو ws://127.0.0.1:47100، الساعة الرملية 2 د"
    shown = "الرمز K7Q-4M2 على 192.168.1.20:47100 أو ws://127.0.0.1:47100، الساعة الرملية ٢ د"
    assert eastern_digits(line) == shown
    assert eastern_digits("F11 ملء الشاشة · 3 من 5") == "F11 ملء الشاشة · ٣ من \u0665"
    text.configure(rtl=True, eastern_digits=True)
    # Read left to right inside the line, as on the host's screen.
    assert "K7Q-4M2" in visual_order(text.shown("رمز الطاولة K7Q-4M2"), True)
    assert "ws://127.0.0.1:47100" in visual_order(text.shown("العنوان ws://127.0.0.1:47100"), True)


def test_the_digits_setting_is_kept_and_a_bad_value_is_western(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"schema_version": 2, "digits": "eastern"}), "utf-8")
    assert SettingsStore(tmp_path).load().digits == "eastern"
    path.write_text(json.dumps({"schema_version": 2, "digits": "roman"}), "utf-8")
    assert SettingsStore(tmp_path).load().digits == "western"


def test_the_digits_row_sits_under_the_language_and_saves(make_app, data_dir: Path) -> None:
    driver = make_app()
    driver.click(driver.widget("settings").rect.center)
    assert isinstance(driver.top, SettingsScene)
    names = [widget.name for widget in driver.top.focus.widgets]
    assert names[:2] == ["language", "digits"]
    assert driver.widget("digits").value == "western"
    driver.key(pygame.K_DOWN)
    driver.key(pygame.K_RIGHT)
    assert driver.app.ctx.settings.digits == "eastern"
    # Only an Arabic interface writes Eastern digits: English keeps 0-9.
    assert not driver.app.ctx.text.eastern_digits
    driver.key(pygame.K_UP)
    driver.key(pygame.K_LEFT)  # en wraps round to the last language, العربية
    assert driver.widget("language").value == "ar"
    assert driver.app.ctx.text.rtl and driver.app.ctx.text.eastern_digits
    assert driver.widget("back").text == "رجوع"
    driver.key(pygame.K_ESCAPE)
    saved = json.loads((data_dir / "settings.json").read_text(encoding="utf-8"))
    assert saved["digits"] == "eastern"


def test_the_arabic_faces_are_found_in_a_frozen_bundle(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A PyInstaller bundle unpacks assets/ under sys._MEIPASS; the spec copies the whole folder.
    fonts = tmp_path / "assets" / "fonts"
    fonts.mkdir(parents=True)
    for name in {*ARABIC_FONT_FILES.values(), *FONT_FILES.values()}:
        shutil.copy(asset_path("fonts", name), fonts / name)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assets_dir.cache_clear()
    try:
        assert asset_path("fonts", ARABIC_FONT_FILES["ui"]) == fonts / ARABIC_FONT_FILES["ui"]
        pygame.font.init()
        renderer = TextRenderer()
        assert renderer.render(CARD, "display", 30, INK).get_bounding_rect().width > 0
    finally:
        monkeypatch.undo()
        assets_dir.cache_clear()
    spec = (Path(__file__).parents[2] / "build_scripts" / "rondo-desktop.spec").read_text("utf-8")
    assert '(os.path.join(ROOT, "assets"), "assets")' in spec


def test_a_latin_line_wrapped_from_an_arabic_paragraph_still_reads_right_to_left(
    text: TextRenderer,
) -> None:
    # "(the king, rey)." broken before "rey).": that last line is drawn as the paragraph
    # reads, its closing bracket mirrored at the left; alone, the same words are drawn as typed.
    paragraph = "الري " * 6 + "(الري، rey)."
    width = text.width(paragraph, "ui", 22) - text.width("rey).", "ui", 22)
    # It carries a right-to-left mark: wherever it is drawn, it reads as its paragraph.
    last = text.wrap(paragraph, "ui", 22, width)[-1]
    assert last == "\u200frey)."
    assert text.runs(last) == (Run(".(rey", False),)
    surface = pygame.Surface((width + 40, 200), pygame.SRCALPHA)
    text.blit_wrapped(surface, paragraph, "ui", 22, INK, pygame.Rect(20, 0, width, 200))
    assert text.runs("rey).", in_rtl_paragraph=True) == (Run(".(rey", False),)
    assert text.runs("rey).") is None
