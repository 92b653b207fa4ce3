"""A name too long for its room ends in "…" (app/elide.py)."""

from __future__ import annotations

from rondo_desktop.app.elide import ELLIPSIS, LRM, elide
from rondo_desktop.app.text import TextRenderer


def test_a_name_that_fits_is_whole(text: TextRenderer) -> None:
    assert elide(text, "Ana", "ui", 16, 200) == "Ana"


def test_a_long_name_is_cut_to_its_room_with_an_ellipsis(text: TextRenderer) -> None:
    name = "Maximiliane Wilhelmina Montgomery-Wolffe"
    cut = elide(text, name, "ui", 16, 120)
    assert cut.endswith(ELLIPSIS + LRM)  # held to the Latin name's end in an Arabic line
    assert name.startswith(cut.removesuffix(ELLIPSIS + LRM))
    assert text.width(cut, "ui", 16) <= 120


def test_the_sentence_around_the_name_stays_whole(text: TextRenderer) -> None:
    name = "عبد الرحمن بن عبد العزيز بن محمد الهاشمي"
    cut = elide(text, name, "ui", 16, 140, lambda n: f"1. {n}")
    assert cut.startswith("1. ") and cut.endswith(ELLIPSIS)  # Arabic: no left-to-right mark
    assert text.width(cut, "ui", 16) <= 140


def test_a_name_kept_shorter_than_typed_says_so() -> None:
    from rondo_desktop.app.elide import shortened

    assert shortened("Ana", 16) == "Ana"
    assert shortened("Maximiliane Wilhelmina", 16) == "Maximiliane Wilh" + ELLIPSIS + LRM
    assert shortened("عبد الرحمن بن عبد العزيز", 16) == "عبد الرحمن بن عب" + ELLIPSIS
