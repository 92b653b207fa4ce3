"""The text layer draws whatever it is given and never raises: lines of nothing but bidi
controls (a name typed with an RLM, a file edited by hand), lone surrogates, combining marks
alone, zero-width characters, very long words; in both directions and both digit styles. What
it measures is what it draws, and the caret stays on the line."""

from __future__ import annotations

import random
import unicodedata

import pygame
import pytest

from rondo_desktop.app import text as text_module
from rondo_desktop.app.rtl import BIDI_CONTROLS, in_arabic_face, needs_layout, visual_runs
from rondo_desktop.app.text import TextRenderer

INK = (20, 20, 20)
PX = 24
# The bidi formatting characters, written out: LRM, RLM, ALM, LRE, RLE, PDF, LRO, RLO, LRI,
# RLI, FSI, PDI.
CONTROLS = "\u200e\u200f\u061c\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
ODD = [
    "",
    " ",
    "\t",
    *CONTROLS,  # each alone
    CONTROLS,  # all in a row
    "أ\u200fب",  # an RLM inside an Arabic name
    "\u200eم.",
    "\u202eabc",
    "abc\u202b",
    "أحمد\u202eabc",
    "\u2066أحمد\u2069 Sam",
    "\u2068\u200f\u2066ب\u2068\u061c",
    "\u2067" * 130 + "أ",
    "\ud800",  # a lone surrogate
    "أ\ud800ب",
    "a\x00b",  # NUL
    "\u0301",  # combining marks alone
    "\u064b",
    "\u0651\u064b",
    "\u200d",  # zero-width characters that are not bidi controls
    "\u200c",
    "\u200b",
    "\u00ad",
    "\ufeff",
    "\u200dأ",
    "أ" * 300,  # very long words
    "W" * 300,
    "(أحمد",
    "أحمد 12.5% (x)",
    "K7Q-4M2 في",
    "🙂أ",
]
CONFIGS = [(rtl, eastern) for rtl in (True, False) for eastern in (False, True)]


@pytest.fixture
def text() -> TextRenderer:
    pygame.font.init()
    return TextRenderer()


@pytest.mark.parametrize(("rtl", "eastern"), CONFIGS)
def test_odd_lines_are_drawn_measured_and_never_raise(
    text: TextRenderer, rtl: bool, eastern: bool
) -> None:
    text.configure(rtl=rtl, eastern_digits=eastern)
    for line in ODD:
        for role in ("ui", "italic"):
            _check_line(text, line, role)


def _check_line(text: TextRenderer, line: str, role: str) -> None:
    drawn = text.render(line, role, PX, INK)
    assert drawn.get_width() == text.width(line, role, PX), repr(line)
    assert drawn.get_height() >= text.font(role, PX).get_height(), repr(line)  # line-tall
    assert 0 <= text.caret_x(line, role, PX) <= drawn.get_width(), repr(line)
    text.render(line, role, PX, INK, in_rtl_paragraph=True)
    text.render_printed(line, role, PX, INK)
    text.as_in_rtl_sentence(line)
    assert text.line_height(role, PX, line) > 0
    assert text.fit_px(line, role, PX, 80) <= PX
    canvas = pygame.Surface((120, 600), pygame.SRCALPHA)
    assert text.blit_wrapped(canvas, line, role, PX, INK, canvas.get_rect()) > 0
    text.blit(canvas, line, role, PX, INK, (60, 10), "midtop")


def test_an_rlm_inside_a_name_is_not_drawn(text: TextRenderer) -> None:
    """UAX #9 rule X9: the controls steer the order and are then removed, so "أ" RLM "ب"
    is drawn as "أب" is: the letters joined, no gap, no box."""
    text.configure(rtl=True, eastern_digits=False)
    with_mark = text.render("أ\u200fب", "ui", PX, INK)
    plain = text.render("أب", "ui", PX, INK)
    assert pygame.image.tobytes(with_mark, "RGBA") == pygame.image.tobytes(plain, "RGBA")


def test_a_line_of_controls_alone_is_an_empty_line_as_tall_as_the_text(
    text: TextRenderer,
) -> None:
    for rtl in (True, False):
        text.configure(rtl=rtl, eastern_digits=False)
        for line in (*CONTROLS, CONTROLS, "\u202e\u202c"):
            drawn = text.render(line, "ui", PX, INK)
            assert drawn.get_width() == 0 and drawn.get_height() > 0
            assert text.width(line, "ui", PX) == 0 and text.caret_x(line, "ui", PX) == 0


def test_random_mixes_of_letters_digits_brackets_and_controls(text: TextRenderer) -> None:
    alphabet = "abcأحمدب 12()[].:،ًّـ" + CONTROLS + "\u200d"
    rnd = random.Random(18)
    for _ in range(400):
        line = "".join(rnd.choice(alphabet) for _ in range(rnd.randint(0, 12)))
        rtl = rnd.random() < 0.5
        text.configure(rtl=rtl, eastern_digits=rnd.random() < 0.5)
        runs = visual_runs(line, rtl)
        assert all(run.text for run in runs), repr(line)  # no empty run to render
        drawn = "".join(run.text for run in runs)
        assert not set(drawn) & BIDI_CONTROLS
        assert len(drawn) == len(line) - sum(ch in BIDI_CONTROLS for ch in line)
        surface = text.render(line, "ui", PX, INK)
        assert surface.get_width() == text.width(line, "ui", PX), repr(line)
        assert 0 <= text.caret_x(line, "ui", PX) <= surface.get_width(), repr(line)
        text.wrap(line, "ui", PX, 50)


def test_the_caret_of_a_slanted_role_is_measured_in_the_face_drawn(text: TextRenderer) -> None:
    """A line with Arabic draws its Latin upright (LATIN_AMONG_ARABIC): the caret after a
    Latin name ending the line stands at the line's right end, not where the slanted face
    would put it."""
    text.configure(rtl=False, eastern_digits=False)
    line = "أحمد Samuel"
    assert text.caret_x(line, "italic", 40) == text.width(line, "italic", 40)
    assert text.caret_x(line, "italic", 40) == text.render(line, "italic", 40, INK).get_width()


def test_needs_layout_answers_as_it_did_for_every_character() -> None:
    """The regex that passes Latin lines at once keeps the answer of the rule it speeds up:
    a character of the Arabic face, or a right-to-left letter (bidi class R). Checked up to
    U+1FFFF, past the last right-to-left block (beyond: CJK, tags and private use)."""
    differ = [
        hex(code)
        for code in range(0x20000)
        if needs_layout(chr(code))
        != (in_arabic_face(chr(code)) or unicodedata.bidirectional(chr(code)) == "R")
    ]
    assert not differ
    assert not needs_layout("Grüße, Ñandú: 12 € (Zoë)") and needs_layout("Anna فازت")


def test_widths_are_kept_and_follow_a_change_of_digits(
    text: TextRenderer, monkeypatch: pytest.MonkeyPatch
) -> None:
    measured: list[str] = []
    measure = TextRenderer._measure

    def counting(self: TextRenderer, shown: str, role: str, px: int) -> int:
        measured.append(shown)
        return measure(self, shown, role, px)

    monkeypatch.setattr(TextRenderer, "_measure", counting)
    text.configure(rtl=True, eastern_digits=False)
    line = "النقاط 120"
    fitted = text.fit_px(line, "ui", 30, 100)  # the first frame tries size after size
    before = len(measured)
    assert 12 < fitted < 30 and before == 30 - fitted + 1
    for _ in range(3):  # the next frames fit the same label: measured once, then kept
        assert text.fit_px(line, "ui", 30, 100) == fitted
    text.width(line, "ui", 30)
    assert len(measured) == before
    text.configure(rtl=True, eastern_digits=True)
    assert text.width(line, "ui", 30) == text.render(line, "ui", 30, INK).get_width()
    assert measured[-1] == "النقاط ١٢٠"


def test_runs_used_again_are_kept_longest(monkeypatch: pytest.MonkeyPatch) -> None:
    """The runs cache drops the line used least recently, not the oldest: a label drawn
    every frame keeps its runs while one-off lines come and go."""
    pygame.font.init()
    text = TextRenderer(max_surfaces=2)
    text.configure(rtl=True, eastern_digits=False)
    laid_out: list[str] = []
    real = text_module.visual_runs

    def counting(line: str, rtl: bool) -> tuple:
        laid_out.append(line)
        return real(line, rtl)

    monkeypatch.setattr(text_module, "visual_runs", counting)
    for line in ("أ", "ب", "أ", "ت", "أ"):
        text.runs(line)
    assert laid_out == ["أ", "ب", "ت"]
