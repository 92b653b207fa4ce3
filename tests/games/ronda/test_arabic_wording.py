"""Ronda's words in Arabic as the trial's player expected them: the three of a kind is a
ترينكة, an este line says what happened, no card is "0 ورقة" and a hand is always an يد."""

from __future__ import annotations

from rondo_desktop.app.i18n import CATALOGS, Translator
from rondo_desktop.app.rtl import without_controls


def test_tringa_is_written_trinka_everywhere() -> None:
    arabic = CATALOGS["ar"]
    assert not [key for key, line in arabic.items() if "تريلا" in line]
    assert arabic["ronda.holding.tringa"] == "ترينكة"
    # How to play keeps the name the player knows from elsewhere beside it.
    assert "ترينكة (tringa)" in arabic["ronda.rules.combos.body"]


def test_an_este_line_is_plain_words() -> None:
    line = Translator("ar").t("log.ronda.este", name="أنت", rank=5, link=2, points=5)
    assert "×" not in line
    assert without_controls(line) == "أنت: إستي، الورقة 5 للمرة 2 على التوالي، 5 نقاط."


def test_no_cards_is_said_in_words() -> None:
    t = Translator("ar").t
    assert t("table.ronda.pile", count=0) == "لا أوراق"
    assert t("ronda.rules.count.cards", count=0) == "لا أوراق"
    assert t("table.pile", count=0) == "لا بطاقات"  # Rondo's pile
    assert t("table.ronda.pile", count=11) == "11 ورقة"


def test_the_results_chart_counts_hands_as_the_hands_table_names_them() -> None:
    t = Translator("ar").t
    assert t("results.ronda.hand", n=4).startswith("اليد")
    assert t("results.hands", count=4) == "4 أيدٍ"
    assert t("results.hands", count=2) == "يدان"
    assert "جولة" not in t("results.hands", count=12)
