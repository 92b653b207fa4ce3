"""Text the code puts together from pieces ("1. Sam", "Sam:", "Ann & Cid", "1, 3") comes from
the catalogs, and in a right-to-left interface it reads from the right even when every piece
is Latin: the rank at the name's right, the colon at its left.

Like test_rtl_results.py, English stands in for Arabic, mirrored (``RTL_LANGUAGES`` = {"en"}).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from rondo_desktop.app import i18n
from rondo_desktop.app.app import App
from rondo_desktop.app.i18n import Translator, join_list, join_names
from rondo_desktop.app.rtl import without_controls
from rondo_desktop.app.text import TextRenderer
from rondo_desktop.screenshot import render

SIZE = (1280, 720)
RANKED = re.compile(r"(\d+)\. (.+)")


@pytest.fixture
def mirrored_english(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(i18n, "RTL_LANGUAGES", frozenset({"en"}))
    yield


def _drawn(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game: str, words_tab: bool = False
) -> list[str]:
    """Each line drawn on the results, as it is put on the screen."""
    drawn: list[str] = []
    real = TextRenderer.blit

    def blit(self, surface, line, *args, **kwargs):  # type: ignore[no-untyped-def]
        drawn.append(line)
        return real(self, surface, line, *args, **kwargs)

    def grab(app: App) -> None:
        scene = app.ctx.stack.scenes[-1]
        drawn.clear()
        if words_tab:
            scene.focus.by_name("tab").on_click()  # type: ignore[attr-defined]
        for _ in range(20):
            app.step(0.05)

    monkeypatch.setattr(TextRenderer, "blit", blit)
    render("results", tmp_path / "results.png", SIZE, "en", inspect=grab, game=game)
    return drawn


@pytest.mark.parametrize("game", ["rondo", "ronda", "allegra"])
def test_a_mirrored_score_table_puts_the_rank_at_the_names_right(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, mirrored_english: None, game: str
) -> None:
    drawn = _drawn(tmp_path, monkeypatch, game)
    # Read from the right: "1.", then the name; never "1. You" left to right.
    assert {"You .1", "You .2"} & set(drawn), drawn
    assert any(re.fullmatch(r"Computer \d \.\d", line) for line in drawn), drawn
    assert not [line for line in drawn if RANKED.fullmatch(line)]


def test_the_score_table_left_to_right_is_as_it_was(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    drawn = _drawn(tmp_path, monkeypatch, "rondo")
    assert {"1. Computer 1", "2. You"} <= set(drawn)


def test_a_mirrored_rondo_words_panel_puts_the_colon_after_the_name_at_its_left(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, mirrored_english: None
) -> None:
    drawn = _drawn(tmp_path, monkeypatch, "rondo", words_tab=True)
    assert {":You", ":Computer 1"} <= set(drawn)
    assert "You:" not in drawn


def test_names_and_lists_are_joined_as_each_language_joins_them() -> None:
    english, arabic = Translator("en").t, Translator("ar").t
    assert join_names(english, ["Ann", "Cid", "Bo"]) == "Ann & Cid & Bo"
    assert join_names(Translator("fr").t, ["Ann", "Cid"]) == "Ann et Cid"
    # Each name is isolated for the bidi algorithm (FSI..PDI), nothing else is added.
    joined = join_names(arabic, ["أنت", "الحاسوب 1"])
    assert joined == "\u2068" + "أنت" + "\u2069 و\u2068" + "الحاسوب 1" + "\u2069"
    assert without_controls(joined) == "أنت والحاسوب 1"
    assert join_names(arabic, ["Sam"]) == "Sam" and join_names(arabic, []) == ""
    assert join_list(english, ["1", "3"]) == "1, 3"
    assert join_list(arabic, ["1", "3"]) == "1، 3"


def test_a_shared_win_in_arabic_names_the_winners_with_and() -> None:
    arabic = Translator("ar").t
    title = arabic("results.shared", names=join_names(arabic, ["أنت", "Sam"]))
    assert "&" not in title and "أنت وSam" in without_controls(title)


def test_a_latin_line_read_right_to_left_keeps_the_latin_lines_box() -> None:
    """In an Arabic interface "1. Sam" is drawn "Sam .1", as high as the Latin lines beside
    it (a laid-out line's taller box would push it below their baseline); a line with Arabic,
    and any line left to right, is drawn as it always was."""
    pygame.font.init()
    text = TextRenderer()
    text.configure(rtl=True, eastern_digits=False)
    surface = pygame.Surface((400, 100), pygame.SRCALPHA)
    line = text.as_in_rtl_sentence("1. Sam")
    assert line == "Sam .1"
    ranked = text.blit(surface, line, "ui_bold", 24, (0, 0, 0), (0, 0))
    assert ranked.height == text.render("Sam", "ui_bold", 24, (0, 0, 0)).get_height()
    assert text.as_in_rtl_sentence("2. أنت") == "2. أنت"  # laid out when drawn, as always
    text.configure(rtl=False, eastern_digits=False)
    assert text.as_in_rtl_sentence("1. Sam") == "1. Sam"
