"""Whose each text is: the host's own lines in ``app/catalogs``, each game's in its package. A
game may use the host's keys; the host never uses a game's, and no key means two things."""

from __future__ import annotations

import pytest

from rondo_desktop import games
from rondo_desktop.app.i18n import CATALOGS, FINISH, HOST_CATALOGS
from tests.app.catalog_owners import (
    HOST,
    game_keys_named,
    keys_by_owner,
    modules,
)

LANGUAGES = sorted(CATALOGS)
OWNERS = [HOST, *(name for name, _ in games.KNOWN_TEXTS)]


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_key_is_defined_twice_with_different_text(language: str) -> None:
    # The merge lets one catalog hide another's line: the player would read the wrong one.
    seen: dict[str, tuple[str, str]] = {}
    for owner, texts in keys_by_owner(language).items():
        for key, text in texts.items():
            first = seen.setdefault(key, (owner, text))
            assert first[1] == text, f"{language}:{key} is {first[0]}'s and {owner}'s"


# The plural forms some languages add to a counted line beside "one" (Arabic: CLDR's zero,
# two, few and many), on the lines English says in the singular too.
EXTRA_PLURALS = ("zero", "two", "few", "many")


def said_lines(keys: set[str], english: set[str]) -> set[str]:
    """``keys`` without a language's own extra plural forms of English's counted lines."""
    return {
        key
        for key in keys
        if not (
            key.rpartition(".")[2] in EXTRA_PLURALS and f"{key.rpartition('.')[0]}.one" in english
        )
    }


@pytest.mark.parametrize("owner", OWNERS)
def test_each_owner_says_each_of_its_lines_in_every_language(owner: str) -> None:
    english = set(keys_by_owner("en")[owner])
    assert english, f"{owner} has no texts"
    for language in LANGUAGES:
        said = said_lines(set(keys_by_owner(language)[owner]), english)
        assert said == english, f"{owner} in {language}"


def test_a_languages_own_plural_forms_count_as_the_line_they_belong_to() -> None:
    english = {"table.pile", "table.pile.one", "table.play"}
    arabic = english | {"table.pile.two", "table.pile.few", "table.pile.many", "table.pile.zero"}
    assert said_lines(arabic, english) == english
    assert said_lines(english | {"table.play.two"}, english) != english


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_players_catalog_is_the_host_and_every_games_texts(language: str) -> None:
    finish = FINISH.get(language, str)
    merged: dict[str, str] = {}
    for owner, texts in keys_by_owner(language).items():
        merged |= {key: text if owner == HOST else finish(text) for key, text in texts.items()}
    assert CATALOGS[language] == merged


def test_rondos_lines_are_in_its_own_catalogs_not_the_hosts() -> None:
    rondo = keys_by_owner()["rondo"]
    for key in ("game.rondo.name", "table.pass", "log.played_you", "rule.not_a_word"):
        assert key in rondo and key not in HOST_CATALOGS["en"], key
    for key in ("rules.cards.title", "setup.language.de", "results.best_by_bonus"):
        assert key in rondo and key not in HOST_CATALOGS["en"], key
    # Lines the host's own screens say stay the host's, though Rondo says them too.
    for key in ("table.you", "card.joker", "hints.table", "rules.title", "results.col.total"):
        assert key in HOST_CATALOGS["en"] and key not in rondo, key


def test_no_host_module_uses_a_key_only_a_game_defines() -> None:
    owners = keys_by_owner()
    found = {
        str(path): named
        for path in modules(HOST)
        if (named := game_keys_named(path.read_text(encoding="utf-8"), owners))
    }
    assert not found, found


@pytest.mark.parametrize(
    "source",
    [
        'ctx.t("table.pass")',
        'TITLE = "rules.cards.title"',
        'ctx.t(f"log.ronda.{kind}")',
        'ctx.t("table.ronda." + code)',
        'ctx.t(f"setup.ronda.{option}")',
    ],
)
def test_a_host_module_naming_a_games_key_is_caught(source: str) -> None:
    assert game_keys_named(source, keys_by_owner())


@pytest.mark.parametrize(
    "source",
    [
        'ctx.t("table.you")',
        'ctx.t(f"strength.{name}")',
        'ctx.t(f"notice.{kind}_reset.title")',
        'name = f"game.{game}"',  # every game's keys start so: the host's generic menu card
        'ctx.t(f"{self.text_prefix}.{key}.title")',
    ],
)
def test_a_host_module_using_host_keys_or_generic_plumbing_passes(source: str) -> None:
    assert not game_keys_named(source, keys_by_owner())
