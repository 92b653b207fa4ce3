"""The bidi preparation of an Arabic line: a sign stays at its number's start, a formatted
value (a name, a Rondo word) keeps its place in the sentence, and a wrapped line with no Arabic
still reads right to left like its paragraph. Read on the screen, from left to right."""

from __future__ import annotations

import pygame

from rondo_desktop.app.i18n import Translator
from rondo_desktop.app.rtl import BIDI_CONTROLS, end_caret, without_controls
from rondo_desktop.app.text import TextRenderer

INK = (20, 20, 20)


def seen(text: TextRenderer, line: str) -> str:
    """The line's runs as they stand on the screen, from left to right (an Arabic run's
    words as typed)."""
    runs = text.runs(text.shown(line))
    if runs is None:
        return text.plain(text.shown(line))
    return "".join(run.text for run in runs)


def test_a_sign_before_western_digits_stays_on_the_numbers_left(text: TextRenderer) -> None:
    t = Translator("ar").t
    joker = seen(text, t("rules.cards.body"))
    assert "-3" in joker and "3-" not in joker and "-2" in joker
    assert "+3" in seen(text, t("rules.scoring.bonus", cards=3, bonus=3))
    assert seen(text, t("table.ronda.este", points=1)).startswith("+1 ")
    assert "−1" in seen(text, t("log.allegra.places", name="Sam", value="−1"))
    assert "(−2)" in seen(text, t("review.exchanged", count=3, cost=2))
    # A range is no sign: Ronda's keys "1-3" are read from the right, 1 then 3.
    assert "3-1" in seen(text, Translator("ar").t("hints.ronda_table"))
    # A dash after a word is no sign.
    assert text.runs("FAX-3") is None and seen(text, "ضع FAX-3")[:5] == "FAX-3"


def test_with_eastern_digits_the_sign_is_read_first_at_the_numbers_right(
    text: TextRenderer,
) -> None:
    text.configure(rtl=True, eastern_digits=True)
    t = Translator("ar").t
    assert "٣-" in seen(text, t("rules.cards.body"))
    assert seen(text, t("table.ronda.este", points=1)).startswith("\u0661+ ")
    assert "\u0661−" in seen(text, t("log.allegra.places", name="Sam", value="−1"))


def test_a_number_after_a_latin_word_keeps_its_place_in_the_sentence(
    text: TextRenderer,
) -> None:
    t = Translator("ar").t
    # Read from the right: the word, the dash, the points.
    preview = seen(text, t("table.preview", word="CHINTZ", points=24))
    assert preview.index("نقطة") < preview.index("24") < preview.index("–")
    assert preview.index("–") < preview.index("CHINTZ")
    # Read from the right: Ann, "lays", FAX, 18 points: 18 is not between FAX and "lays".
    played = seen(text, t("log.played", name="Ann", word="FAX", points=18))
    assert played.index("18") < played.index("FAX") < played.index("يضع") < played.index("Ann")
    # A left-to-right language's lines are formatted as they always were.
    english = Translator("en").t("log.played", name="Ann", word="FAX", points=18)
    assert english == without_controls(english) and "Ann" in english


def test_isolates_are_never_drawn_nor_measured(text: TextRenderer) -> None:
    t = Translator("ar").t
    line = t("log.played", name="Ann", word="FAX", points=18)
    assert "\u2068" in line  # isolated for the bidi algorithm ...
    assert not set(seen(text, line)) & BIDI_CONTROLS  # ... and taken out before drawing
    assert text.width(line, "ui", 20) == text.render(line, "ui", 20, INK).get_width()
    alone = t("results.seat_label", name="Sam")  # no Arabic: drawn plainly, without them
    assert text.render(alone, "ui", 20, INK).get_width() == text.width("Sam:", "ui", 20)
    # The caret is counted in the characters drawn.
    assert end_caret("\u2068Sam\u2069", True) == end_caret("Sam", True) == 3
    assert 0 <= text.caret_x(line, "ui", 20) <= text.width(line, "ui", 20)
    # Names built from a number, which are kept in saves and statistics, hold no control.
    assert t("setup.computer_name", n=1) == without_controls(t("setup.computer_name", n=1))


def test_a_wrapped_line_without_arabic_reads_right_to_left_wherever_it_is_drawn(
    text: TextRenderer,
) -> None:
    # Allegra's log: "تضع البطاقة 11." broken before "11.": its period stays at its left.
    line = Translator("ar").t("log.allegra.places_you", value="11")
    width = text.width(line, "ui", 18) - text.width(" 11.", "ui", 18) + 2
    last = text.wrap(line, "ui", 18, width)[-1]
    assert seen(text, last) == ".11"
    drawn = text.render(last, "ui", 18, INK)  # as the move log draws it: ctx.text.blit
    paragraph = text.render("11.", "ui", 18, INK, in_rtl_paragraph=True)
    assert pygame.image.tobytes(drawn, "RGBA") == pygame.image.tobytes(paragraph, "RGBA")
    # In a left-to-right interface nothing is added.
    text.configure(rtl=False, eastern_digits=False)
    assert text.wrap("Ann lays FAX for 18 points.", "ui", 18, 60)[-1] == "points."


def test_eastern_digits_keep_versions_western_and_write_the_arabic_percent(
    text: TextRenderer,
) -> None:
    t = Translator("ar").t
    text.configure(rtl=True, eastern_digits=True)
    # A version's zeros beside its dots read as a row of dots: it is kept as typed.
    assert "0.2.0" in text.shown(t("menu.version", version="0.2.0"))
    assert text.shown(t("common.percent", n=80)) == "\u0668\u0660\u066a"  # ٨٠٪
    review = text.shown(t("results.review.seat", accuracy=80, points=12))
    assert "\u0668\u0660\u066a" in review and "%" not in review
    # "Deck · 50" in Eastern digits read as 500: the count follows a colon, no dot beside it.
    assert "·" not in t("table.allegra.deck", count=50)
    text.configure(rtl=True, eastern_digits=False)
    # Western digits in Arabic are read as Arabic numbers: the sign after the number as read,
    # at its left, as the Eastern ٪ is.
    assert "%80" in seen(text, t("results.review.seat", accuracy=80, points=12))
    assert seen(text, t("common.percent", n=80)) == "80%"  # a line with no Arabic: as typed
    assert Translator("en").t("common.percent", n=80) == "80 %"  # as English always read


def test_arabic_letters_stand_as_large_to_the_eye_as_latin_ones(text: TextRenderer) -> None:
    """At the same size Noto Sans Arabic's letter bodies stood well below Lato's x-height
    (the log and hints read ~15 px at 1280x720): the Arabic face is drawn larger."""

    def ink(font: pygame.font.Font, letters: list[str] | str) -> float:
        heights = [font.render(c, True, INK).get_bounding_rect().height for c in letters]
        return sum(heights) / len(heights)

    # Letter bodies without ascenders or tails: medial seen and meem, heh (at 1.0: 0.78 of x).
    bodies = ["\u0640\u0633\u0640", "\u0640\u0645\u0640", "\u0647"]
    for px in (15, 20, 40, 80):
        ratio = ink(text.arabic_font("ui", px), bodies) / ink(text.font("ui", px), "xaeo")
        assert ratio >= 0.84, px


def test_the_sand_timer_and_numbers_keep_their_digits_order_with_eastern_digits(
    text: TextRenderer,
) -> None:
    text.configure(rtl=True, eastern_digits=True)
    t = Translator("ar").t
    # "1:59" from its minutes and its (isolated) seconds: 1 on the left, as without isolates.
    assert seen(text, t("table.timer", minutes=1, seconds="59")) == "\u0661:\u0669\u0665"
    assert seen(text, t("table.timer", minutes=0, seconds="07")) == "\u0660:\u0667\u0660"
    # An Arabic run holds its digits as HarfBuzz draws them right to left: 17 as "71".
    assert "\u0667\u0661" in seen(text, "لديك 17 نقطة")
    assert "\u0663\u0662\u0661" in seen(text, "لديك \u2068123\u2069 نقطة")


def test_signed_numbers_in_a_list_stay_beside_their_own_counts(text: TextRenderer) -> None:
    # Read from the right: 3 cards +3, 4 cards +6, 5 cards +9 (a mark before "+3" made the
    # 4 after it read left to right with it: "4 ،+3").
    line = seen(text, "(3 بطاقات +3، 4 بطاقات +6، 5 بطاقات +9، ...).")
    assert line.index("+9") < line.index(" 5 ") < line.index("+6") < line.index(" 4 ")
    assert line.index(" 4 ") < line.index("+3") < line.index(" 3)")
    assert seen(text, "قيمها من −1 إلى 11").index("11") < seen(text, "قيمها من −1 إلى 11").index(
        "−1"
    )
