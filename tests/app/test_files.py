"""Statistics, saves, layouts, translations, the locale default."""

from __future__ import annotations

import json
import string
from pathlib import Path

import pygame
import pytest

from rondo_desktop.app.fonts import ARABIC_FONT_FILES, FONT_FILES
from rondo_desktop.app.i18n import (
    CATALOGS,
    PLURAL_PARAMS,
    Translator,
    plural_categories,
    system_language,
)
from rondo_desktop.app.layout import LayoutError, LayoutLibrary, load_layout
from rondo_desktop.app.rtl import eastern_digits, in_arabic_face
from rondo_desktop.app.saves import has_saved_game
from rondo_desktop.app.stats import StatsStore
from rondo_desktop.games.rondo.stats import OPPONENT_KINDS, RondoEntry, RondoStats
from rondo_desktop.games.stats import GameEntry
from rondo_desktop.paths import asset_path
from tests.app.catalog_owners import HOST, game_names, keys_by_owner, keys_used

LAYOUTS = sorted(asset_path("layouts").glob("*.tmx"))
REQUIRED_REGIONS = {
    "menu": {"cards", "title", "tagline", "buttons", "panel", "version"},
    "setup": {"title", "seats", "options", "back", "start", "message"},
    "settings": {"title", "panel", "rows", "back"},
    "rules": {"title", "page_title", "body", "picture", "prev", "next", "dots", "close"},
    "stats": {"title", "table", "best_word", "best_score", "totals", "back"},
    "table": {
        "holder",
        "hand",
        "pile",
        "scoreboard",
        "timer",
        "log",
        "turn_banner",
        "preview",
        "button_play",
        "button_exchange",
        "button_pass",
        "button_hint",
        "button_undo",
        "button_sort",
        "message",
        *(f"opponent_{i}" for i in range(1, 6)),
    },
    "results": {"title", "scores", "chart", "best_word", "menu", "play_again", "message"},
}


def test_every_scene_has_a_layout() -> None:
    assert {p.stem for p in LAYOUTS} >= set(REQUIRED_REGIONS)


# Other designs of a screen for other window shapes (a base layout's ``variants``).
VARIANTS = {
    "menu-square": "menu",
    "rules-square": "rules",
    "ronda-table-square": "ronda-table",
}


@pytest.mark.parametrize("path", LAYOUTS, ids=[p.stem for p in LAYOUTS])
def test_every_layout_loads_into_plain_rects(path: Path) -> None:
    layout = load_layout(path)
    base = VARIANTS.get(path.stem)
    design_w, design_h = layout.design_size
    if base is None:
        assert layout.design_size == (1280, 720)
    else:  # the same regions as the screen's main design, so the scene can draw either
        assert set(layout.regions) == set(load_layout(path.with_name(f"{base}.tmx")).regions)
    assert REQUIRED_REGIONS.get(base or path.stem, set()) <= set(layout.regions)
    for region in layout.regions.values():
        assert region.width > 0 and region.height > 0
        assert region.x >= 0 and region.x + region.width <= design_w, region.name
        assert region.y >= 0 and region.y + region.height <= design_h, region.name
        assert type(region).__module__ == "rondo_desktop.app.layout"
    for size in ((1280, 720), (1920, 1080), (800, 600), (2560, 1080)):
        placed = layout.fit(size)
        for name in layout.regions:
            rect = placed.rect(name)
            assert isinstance(rect, pygame.Rect)
            assert pygame.Rect((0, 0), size).contains(rect), (name, size, rect)
    if base is None:
        assert layout.fit((1920, 1080)).rect(next(iter(layout.regions))).width == round(
            next(iter(layout.regions.values())).width * 1.5
        )


def test_every_variant_is_named_by_its_base_layout() -> None:
    library = LayoutLibrary()
    for variant, base in VARIANTS.items():
        assert variant in str(library.get(base).properties.get("variants", ""))


def test_a_broken_layout_names_the_file(tmp_path: Path) -> None:
    bad = tmp_path / "bad.tmx"
    bad.write_text("<map><objectgroup><object x='1'", encoding="utf-8")
    with pytest.raises(LayoutError, match=r"bad\.tmx"):
        load_layout(bad)


def test_layout_library_caches() -> None:
    library = LayoutLibrary()
    assert library.get("menu") is library.get("menu")


def _placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def _plural_base(language: str, key: str, reference: dict[str, str]) -> str | None:
    """The counted key a language's plural form belongs to (``key.two`` -> ``key``), None when
    ``key`` is not one: a form of a category the language's rule has, on a key whose English
    has a singular (``.one``) or that takes ``count`` or ``points``."""
    base, _, category = key.rpartition(".")
    if not base or category not in plural_categories(language) or base not in reference:
        return None
    counted = f"{base}.one" in reference or _placeholders(reference[base]) & set(PLURAL_PARAMS)
    return base if counted else None


def test_every_key_is_translated_in_every_language() -> None:
    reference = dict(CATALOGS["en"])  # the app's English with every game's
    for language, catalog in CATALOGS.items():
        missing = set(reference) - set(catalog)
        plurals = {k for k in catalog if _plural_base(language, k, reference)}
        extra = set(catalog) - set(reference) - plurals
        assert not missing, f"{language} lacks {sorted(missing)}"
        assert not extra, f"{language} has unknown keys {sorted(extra)}"
        for key, text in catalog.items():
            assert text.strip(), f"{language}:{key} is empty"
            base = _plural_base(language, key, reference)
            if base is None:
                assert _placeholders(text) == _placeholders(reference[key]), f"{language}:{key}"
            else:
                # A plural form may say its number in words ("بطاقتان"), nothing else.
                expected = _placeholders(reference[base])
                assert expected - set(PLURAL_PARAMS) <= _placeholders(text) <= expected, (
                    f"{language}:{key}"
                )


def test_a_plural_form_is_only_allowed_where_the_rule_and_the_key_have_it() -> None:
    reference = {"cards": "{count} cards", "cards.one": "{count} card", "title": "Rondo"}
    assert _plural_base("ar", "cards.two", reference) == "cards"
    assert _plural_base("ar", "cards.many", reference) == "cards"
    assert _plural_base("de", "cards.two", reference) is None  # German has no dual
    assert _plural_base("ar", "title.two", reference) is None  # nothing counted
    assert _plural_base("ar", "cards.dual", reference) is None


@pytest.mark.parametrize("owner", [HOST, *game_names()])
def test_every_key_used_in_the_code_exists(owner: str) -> None:
    # The host's code may ask only for the host's texts, a game's for the host's and its own:
    # a host module asking for a game's line would show a raw key once that game is gone.
    texts = keys_by_owner()
    allowed = set(texts[HOST]) | set(texts.get(owner, {}))
    used = keys_used(owner)
    assert used, f"the pattern found no keys in {owner}'s code"
    assert used <= allowed, f"{owner} uses {sorted(used - allowed)}"


def test_the_fonts_have_every_character_the_catalogs_use() -> None:
    # Arabic letters (and Eastern digits, which any line may show) are drawn in the role's
    # Arabic face, everything else in its Latin face.
    pygame.font.init()
    characters = {ch for catalog in CATALOGS.values() for text in catalog.values() for ch in text}
    characters |= set(eastern_digits("0123456789")) | {"،", "؟"}  # ، ؟
    characters.discard("\n")
    for role in FONT_FILES:
        for filename, wanted in (
            (FONT_FILES[role], sorted(ch for ch in characters if not in_arabic_face(ch))),
            (ARABIC_FONT_FILES[role], sorted(ch for ch in characters if in_arabic_face(ch))),
        ):
            font = pygame.font.Font(str(asset_path("fonts", filename)), 20)
            metrics = font.metrics("".join(wanted))
            missing = [ch for ch, metric in zip(wanted, metrics, strict=True) if metric is None]
            assert not missing, f"{filename} ({role}) lacks {missing}"


def test_translator_formats_and_falls_back() -> None:
    assert Translator("de").t("menu.version", version="1.2") == "Version 1.2"
    assert Translator("xx").language == "en"
    assert Translator("es").t("no.such.key") == "no.such.key"


@pytest.mark.parametrize(
    ("env", "expected"),
    [
        ({"LANG": "de_DE.UTF-8"}, "de"),
        ({"LC_ALL": "es_ES.UTF-8", "LANG": "de_DE"}, "es"),
        ({"LANGUAGE": "it:es", "LANG": "it_IT"}, "es"),
        ({"LANGUAGE": "fr:es", "LANG": "de_DE"}, "fr"),
        ({"LANG": "fr_FR.UTF-8"}, "fr"),
        ({"LC_ALL": "fr_CA.UTF-8", "LANG": "en_US"}, "fr"),
        ({"LANG": "French_France.1252"}, "fr"),
        ({"LANG": "Français_Belgique"}, "fr"),
        ({"LANG": "C"}, "en"),
        ({"LANG": "ja_JP.UTF-8"}, "en"),
        ({}, "en"),
    ],
)
def test_default_language_follows_the_locale(env: dict[str, str], expected: str) -> None:
    assert system_language(env) == expected


def test_record_game_counts_each_opponent_kind_once(tmp_path: Path) -> None:
    store = StatsStore(tmp_path)
    store.record_game(RondoEntry(("hard", "hard", "medium"), True, 88, "haus", 12))
    stats = store.record_game(RondoEntry(("person",), False, 40, "QUARZ", 30))
    assert stats.by_opponent["hard"].played == 1 and stats.by_opponent["hard"].won == 1
    assert stats.by_opponent["medium"].won == 1
    assert stats.by_opponent["person"].played == 1 and stats.by_opponent["person"].won == 0
    assert (stats.games_played, stats.games_won, stats.best_score) == (2, 1, 88)
    assert (stats.best_word, stats.best_word_points) == ("QUARZ", 30)
    assert StatsStore(tmp_path).load() == stats
    with pytest.raises(ValueError):
        store.record_game(GameEntry(("wizard",), True, 1))


def test_corrupt_stats_are_moved_aside(tmp_path: Path) -> None:
    (tmp_path / "stats.json").write_text("{]", encoding="utf-8")
    store = StatsStore(tmp_path)
    assert store.load() == RondoStats()
    assert store.quarantined_to is not None and store.quarantined_to.exists()
    (tmp_path / "stats.json").write_text(
        json.dumps(
            {
                "by_opponent": {"hard": {"played": 1, "won": 5}},
                "best_word": "<script>",
                "games_played": -3,
            }
        ),
        encoding="utf-8",
    )
    stats = StatsStore(tmp_path).load()
    assert stats.by_opponent["hard"].played == 0  # won > played is nonsense
    assert stats.best_word is None and stats.games_played == 0
    assert set(stats.by_opponent) == set(OPPONENT_KINDS)


def test_stats_scene_shows_a_notice_for_a_corrupt_file(make_app, data_dir: Path) -> None:
    from rondo_desktop.app.scenes.dialog import NoticeDialog

    (data_dir / "stats.json").write_text("nope", encoding="utf-8")
    driver = make_app()
    driver.click(driver.widget("stats").rect.center)
    assert isinstance(driver.top, NoticeDialog)
    assert "stats.json.corrupt-" in driver.top.message


def test_has_saved_game(tmp_path: Path) -> None:
    assert not has_saved_game(tmp_path)
    (tmp_path / "autosave.json").write_text("{}", encoding="utf-8")
    assert has_saved_game(tmp_path)
