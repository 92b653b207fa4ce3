"""What the catalogs say, checked as a reader would: plurals, full stops, one word per meaning."""

from __future__ import annotations

import re
import string

import pytest

from rondo_desktop import games
from rondo_desktop.app.i18n import CATALOGS, Translator
from rondo_desktop.app.rtl import without_controls

LANGUAGES = sorted(CATALOGS)
# A colon as each language writes it: French puts a no-break space before it.
COLON = {"fr": "\u00a0:"}


@pytest.mark.parametrize(
    ("language", "one", "two"),
    [
        ("en", "Ada exchanges 1 card (-2).", "Ada exchanges 2 cards (-4)."),
        ("de", "Ada tauscht 1 Karte (-2).", "Ada tauscht 2 Karten (-4)."),
        ("es", "Ada cambia 1 carta (-2).", "Ada cambia 2 cartas (-4)."),
        ("fr", "Ada échange 1 carte (-2).", "Ada échange 2 cartes (-4)."),
    ],
)
def test_a_count_of_one_takes_the_singular(language: str, one: str, two: str) -> None:
    t = Translator(language).t
    assert t("log.exchanged", name="Ada", count=1, points=-2) == one
    assert t("log.exchanged", name="Ada", count=2, points=-4) == two


@pytest.mark.parametrize("language", LANGUAGES)
def test_one_point_and_one_card_are_singular_everywhere_they_are_counted(language: str) -> None:
    t = Translator(language).t
    for key in ("table.pile", "table.exchange_cost", "log.exchanged_you", "results.turns"):
        params = {"count": 1, "points": -2, "cost": 2}
        one, three = t(key, **params), t(key, **{**params, "count": 3})
        assert one != three.replace("3", "1"), key
    for key in ("table.you_score", "stats.points", "log.played", "table.preview"):
        params = {"name": "Ada", "word": "OX"}
        assert t(key, points=1, **params) != t(key, points=5, **params).replace("5", "1"), key
        assert t(key, points=-1, **params) == t(key, points=1, **params).replace("1", "-1")


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_exchange_question_gives_its_cost_as_a_positive_number(language: str) -> None:
    t = Translator(language).t
    for count in (1, 2, 3):
        line = t("table.exchange_cost", count=count, cost=2 * count)
        assert f"{2 * count} " in line and "-" not in line and "−" not in line, line


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_seat_lays_its_word_in_the_same_words(language: str) -> None:
    def t(key: str, **params: object) -> str:  # as read: without the Arabic lines' isolates
        return without_controls(Translator(language).t(key, **params))

    # The start word and every later word read alike, the lone player in the second person.
    said = f"RACE{COLON.get(language, ':')} 12"
    ann = t("log.played", name="Ann", word="RACE", points=12)
    assert ann.startswith("Ann ") and said in ann
    you = t("log.played_you", word="RACE", points=12)
    assert said in you and "Ann" not in you
    timed_out = t("log.start_word_timeout", name="Ann", word="RACE", points=12)
    assert "RACE" in timed_out and timed_out != ann


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_singular_has_its_general_form(language: str) -> None:
    catalog = CATALOGS[language]
    for key in catalog:
        if key.endswith(".one"):
            assert key.removesuffix(".one") in catalog, f"{language}:{key}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_sentences_end_with_a_stop_and_headlines_do_not(language: str) -> None:
    """Log lines, refusals and the instructions under the holder are sentences; banners,
    bubbles and buttons are headlines. Mixing the two looks careless."""
    catalog = CATALOGS[language]
    sentences = ("log.", "rule.", "table.prompt", "table.hint_", "table.typed.no_play")
    headlines = ("table.banner.", "table.bubble.", "menu.", "pause.", "results.col.")
    for key, text in catalog.items():
        if key.startswith(sentences) or key.endswith(".body"):
            assert text.rstrip()[-1] in ".!?", f"{language}:{key} has no full stop: {text!r}"
        if key.startswith(headlines) and not key.endswith((".body", ".version")):
            assert not text.endswith("."), f"{language}:{key} ends with a stop: {text!r}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_undo_and_back_are_different_words(language: str) -> None:
    t = Translator(language).t
    assert t("table.undo") != t("common.back")
    assert t("table.undo").lower() not in t("common.back").lower()


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_previous_page_and_back_to_the_menu_are_different_words(language: str) -> None:
    # How to play shows both buttons at once: two "Zurück" left German players guessing.
    t = Translator(language).t
    prev = t("rules.prev").strip("‹› ").lower()
    assert prev != t("common.back").lower()
    assert t("common.back").lower() not in prev


@pytest.mark.parametrize(
    ("language", "word"),
    [("en", "speed"), ("de", "tempo"), ("es", "velocidad"), ("fr", "vitesse")],
)
def test_the_computer_row_says_it_is_their_pace_not_a_difficulty(language: str, word: str) -> None:
    assert word in Translator(language).t("settings.computer_speed").lower()


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_results_bonus_column_uses_the_word_used_elsewhere(language: str) -> None:
    t = Translator(language).t
    # Arabic's heading takes the article (المكافأة) that a sentence's "a bonus of 3" does not.
    term = t("results.col.bonus").lower().removeprefix("ال" if language == "ar" else "")
    assert term in t("results.best_by_bonus", name="A", value=1, bonus=3, points=4).lower()
    assert term in t("stats.points_bonus", value=1, bonus=3, points=4).lower()


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_win_rate_heading_is_not_another_word_for_won(language: str) -> None:
    t = Translator(language).t
    won, rate = t("stats.col.won").lower(), t("stats.col.rate").lower()
    # "Ganadas" and "Victorias" both say "won"; a rate says so ("rate", "Quote", "%", نسبة).
    assert won != rate and any(mark in rate for mark in ("rate", "quote", "%", "نسبة"))


@pytest.mark.parametrize("language", ["es", "fr"])
def test_word_list_names_are_lower_case_inside_a_spanish_or_french_sentence(language: str) -> None:
    t = Translator(language).t
    # The summary names a word list, not an interface language: there is no French word list.
    for code in games.get("rondo").options["language"]:  # Rondo's word lists
        name = t(f"setup.summary.language.{code}")
        assert name == name.lower() and name != f"setup.summary.language.{code}"
    assert Translator("es").t("setup.summary.language.es") == "español"
    assert Translator("fr").t("setup.summary.language.en") == "anglais"


@pytest.mark.parametrize(
    ("language", "zero"),
    [("en", "0 cards"), ("de", "0 Karten"), ("es", "0 cartas"), ("fr", "0 carte")],
)
def test_french_counts_zero_in_the_singular_and_the_others_in_the_plural(
    language: str, zero: str
) -> None:
    t = Translator(language).t
    assert t("table.pile", count=0) == zero
    if language == "fr":
        assert t("stats.points", points=0) == "0 point"
        assert t("table.pile", count=2) == "2 cartes"
        assert t("log.played_you", word="OX", points=-1) == "Vous posez OX\u00a0: -1 point."


# Words a language shares with English, so a line may read the same in both: names of things
# kept in English (JOKER, Bonus), units (min, s) and words spelt alike (Total, Expert, Menu).
SHARED_WORDS: dict[str, frozenset[str]] = {
    "de": frozenset(
        {"joker", "ok", "version", "bonus", "hand", "normal", "computer", "min", "s", "partner"}
        | {"team", "orange"}  # the setup's "Team 1", Ronda's orange team
    ),
    "es": frozenset({"total", "normal", "min", "s"}),
    "ar": frozenset(),  # Arabic shares no word with English
    "fr": frozenset(
        {"joker", "ok", "version", "bonus", "total", "menu", "point", "points", "scores"}
        | {"expert", "min", "s", "orange"}
    ),
}
# The games' names, and Ronda's terms, kept in every language as players say them.
PROPER_NAMES = frozenset(
    {"rondo", "ronda", "rondas", "tringa", "tringas", "este", "estes", "missa", "missas"}
    | {"allegra"}
)
# Card notation, not words: the example hand of the How-to-play pages.
NOTATION = frozenset({"rules.example.hand"})
# Rondo's example words are made of the game's Latin letter cards (English ones, in Arabic).
NOTATION |= {f"rules.example.{name}" for name in ("word", "changed", "longer", "start_words")}
# The product's name (the host's), and each of Rondo's word lists by its language's own name
# (Deutsch, English, Español).
OWN_NAMES = frozenset({"app.title", *(f"setup.language.{code}" for code in ("de", "en", "es"))})


def _words(text: str) -> set[str]:
    plain = "".join(literal for literal, *_ in string.Formatter().parse(text))
    return {word.lower() for word in re.findall(r"[^\W\d_]+", plain)}


@pytest.mark.parametrize("language", [code for code in LANGUAGES if code != "en"])
def test_no_line_is_an_english_copy_unless_its_words_are_shared(language: str) -> None:
    english = CATALOGS["en"]
    allowed = SHARED_WORDS[language] | PROPER_NAMES
    for key, text in CATALOGS[language].items():
        if text == english.get(key) and key not in NOTATION | OWN_NAMES:
            assert _words(text) <= allowed, f"{language}:{key} is still English: {text!r}"


def test_french_lines_are_typeset_the_french_way() -> None:
    """A no-break space before : and inside « », a narrow one before ; ! ?, the apostrophe ’
    and the ellipsis …, in every French line."""
    for key, text in CATALOGS["fr"].items():
        where = f"fr:{key} {text!r}"
        assert "'" not in text and "..." not in text, where
        for mark in ";!?»":
            assert f" {mark}" not in text, where
        assert " :" not in text and "« " not in text, where
        for match in re.finditer(r"[;!?]", text):
            if key != "rules.example.hand":  # ERTNS?- : the joker's sign in a hand's notation
                assert text[match.start() - 1] == "\u202f", where
        for match in re.finditer(r":", text):
            # {minutes}:{seconds} is a clock, and wss:// an address: no colon in a sentence.
            clock = text[match.start() - 1 : match.start() + 2] == "}:{"
            if not clock and text[match.start() : match.start() + 3] != "://":
                assert text[match.start() - 1] == "\u00a0", where
        assert text.count("«") == text.count("»") == text.count("«\u00a0"), where


def test_french_punctuation_never_starts_a_wrapped_line() -> None:
    import pygame

    from rondo_desktop.app.text import TextRenderer

    pygame.font.init()
    text = TextRenderer()
    sentence = Translator("fr").t("table.exchange_cost", count=3, cost=6)
    for width in range(60, text.width(sentence, "ui", 18) + 1, 4):
        for line in text.wrap(sentence, "ui", 18, width):
            assert not line.startswith(("?", "\u202f?", ":", "\u00a0:")), (width, line)


@pytest.mark.parametrize("language", LANGUAGES)
def test_one_more_word_and_one_move_to_replay_are_singular(language: str) -> None:
    # "+1 autres" and "1 coups à rejouer" once read as badly as "1 moves to replay".
    t = Translator(language).t
    for key in ("results.more_words", "loading.moves"):
        assert f"{key}.one" in CATALOGS[language], f"{language}:{key}"
        if language == "ar":  # one may be said in words (نقلة واحدة)
            assert t(key, count=3).startswith(("+3", "3"))
            continue
        assert t(key, count=2).startswith(("+2", "2")) and t(key, count=1).count("1") == 1
    if language == "fr":
        assert t("results.more_words", count=1) == "+1 autre"
        assert t("loading.moves", count=3) == "3 coups à rejouer"
