"""Translation: every string a player reads comes from ``Translator.t(key, **params)``.

Catalogs are plain Python dicts: the host's own lines (menus, setup, settings, statistics,
notices, the lines every game's table shares) in ``rondo_desktop/app/catalogs/``, each game's
in its own package (``games/rondo/catalogs/``, ``games/ronda/catalogs/``, reached through
``games.game_texts``), all imported explicitly, so a PyInstaller bundle has them without
data-file rules. A game may use the host's keys; the host never uses a game's (a test reads
the code for it). English is the reference catalog; a test fails when another language lacks
a key or uses different ``{placeholders}``.

Plurals: a line that names a number of things has its general (plural) form under its key and
its singular under ``key.one`` ("{count} cards" / "{count} card"). ``t`` picks the form from the
number it is given (``count``, else ``points``), so callers never build plurals themselves.
English, German and Spanish share the rule "one for exactly 1, other for the rest"; French
(CLDR) says "one" for 0 and 1 too: "0 point", "1 carte", "2 cartes". Arabic (CLDR) has six
categories: zero (0), one (1), two (2), few (3-10, and 103-110 ...), many (11-99, 111-199 ...)
and other (100, 101, 102, ...): "بطاقة واحدة", "بطاقتان", "3 بطاقات", "11 بطاقة", "100 بطاقة".
A language's ``key.<category>`` is used when its catalog has it, else the key (other).
"""

from __future__ import annotations

import locale
import logging
import os
from collections.abc import Callable, Mapping

from rondo_desktop.app.catalogs import ar, de, en, es, fr
from rondo_desktop.app.rtl import isolate
from rondo_desktop.games import game_texts

log = logging.getLogger(__name__)

# The host's own lines; each game adds its texts from its package (through the registry).
HOST_CATALOGS: Mapping[str, Mapping[str, str]] = {
    "en": en.STRINGS,
    "de": de.STRINGS,
    "es": es.STRINGS,
    "fr": fr.STRINGS,
    "ar": ar.STRINGS,
}
# What a language does to every line it is given (French typography), the games' lines too.
FINISH: Mapping[str, Callable[[str], str]] = {"fr": fr.typeset}


def _catalog(language: str, host: Mapping[str, str]) -> dict[str, str]:
    finish = FINISH.get(language, str)
    return {**{k: finish(v) for k, v in game_texts(language).items()}, **host}


CATALOGS: Mapping[str, Mapping[str, str]] = {
    language: _catalog(language, host) for language, host in HOST_CATALOGS.items()
}
# Each language's name written in that language, so a player who cannot read the current UI
# language still finds their own.
LANGUAGE_NAMES: Mapping[str, str] = {
    "en": "English",
    "de": "Deutsch",
    "es": "Español",
    "fr": "Français",
    "ar": "العربية",
}

# Windows names its locales in words ("French_France.1252"); some systems in the language's own.
_LOCALE_WORDS = {
    "german": "de",
    "deutsch": "de",
    "spanish": "es",
    "español": "es",
    "espanol": "es",
    "english": "en",
    "french": "fr",
    "français": "fr",
    "francais": "fr",
    "arabic": "ar",
    "العربية": "ar",
}
# The languages whose "one" form also takes 0 (CLDR: French says "0 point").
_ZERO_IS_ONE = frozenset({"fr"})
# The languages written right to left: their screens are mirrored (``AppContext.rtl``, the
# layouts' ``Placement.rtl``). A test may swap in another set to see a mirrored English.
RTL_LANGUAGES: frozenset[str] = frozenset({"ar"})


def is_rtl(language: str) -> bool:
    """Whether ``language`` is written right to left (its screens are mirrored)."""
    return language in RTL_LANGUAGES


# The plural categories besides "other" each language's rule has (CLDR); "one" for the rest.
PLURAL_CATEGORIES: Mapping[str, tuple[str, ...]] = {"ar": ("zero", "one", "two", "few", "many")}


def language_from_locale_name(name: str | None) -> str | None:
    """'de_DE.UTF-8' -> 'de', 'French_France' -> 'fr'; None when not a language we ship."""
    if not name:
        return None
    lowered = name.strip().lower()
    code = lowered.replace("-", "_").split("_")[0].split(".")[0]
    if code in CATALOGS:
        return code
    return _LOCALE_WORDS.get(code)


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The UI language the system asks for, as far as we ship it; English otherwise."""
    env = os.environ if environ is None else environ
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        for part in env.get(variable, "").split(":"):
            if part in ("C", "POSIX"):
                continue
            found = language_from_locale_name(part)
            if found:
                return found
    if environ is None:
        try:
            found = language_from_locale_name(locale.getlocale()[0])
        except ValueError:
            found = None
        if found:
            return found
    return "en"


# The parameters whose number decides a line's plural form, in order of precedence.
PLURAL_PARAMS = ("count", "points")


def plural_categories(language: str) -> tuple[str, ...]:
    """The categories a catalog of this language may add to a counted key (``key.one``...)."""
    return PLURAL_CATEGORIES.get(language, ("one",))


def plural_form(language: str, number: int) -> str:
    """The CLDR plural category of an integer: "one" or "other" (-1 is one; in fr, 0 too);
    in Arabic also "zero", "two", "few" and "many"."""
    if language == "ar":
        return _arabic_plural(abs(number))
    if language in _ZERO_IS_ONE:
        return "one" if abs(number) <= 1 else "other"
    return "one" if abs(number) == 1 else "other"


def _arabic_plural(number: int) -> str:
    """CLDR's Arabic rule: 0 zero, 1 one, 2 two, n % 100 in 3..10 few, in 11..99 many."""
    if number <= 2:
        return ("zero", "one", "two")[number]
    if 3 <= number % 100 <= 10:
        return "few"
    if 11 <= number % 100 <= 99:
        return "many"
    return "other"


def plural_number(params: Mapping[str, object]) -> int | None:
    """The number that decides the plural form of a line with these parameters."""
    for name in PLURAL_PARAMS:
        value = params.get(name)
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    return None


class Translator:
    def __init__(self, language: str) -> None:
        self.language = language if language in CATALOGS else "en"
        self._catalog = CATALOGS[self.language]

    @property
    def rtl(self) -> bool:
        """Whether the lines shown are written right to left (the language they are in, so a
        language without its catalogs yet, shown in English, stays left to right)."""
        return is_rtl(self.language)

    def t(self, key: str, **params: object) -> str:
        number = plural_number(params)
        if number is not None and plural_form(self.language, number) != "other":
            key_form = f"{key}.{plural_form(self.language, number)}"
            if key_form in self._catalog:
                key = key_form
        text = self._catalog.get(key)
        if text is None:
            # A missing key is a bug the catalog test catches; at run time the player still
            # gets English rather than a crash.
            log.warning("missing %s translation for %r", self.language, key)
            text = CATALOGS["en"].get(key, key)
        if params:
            if self.rtl:
                params = isolated(params)
            try:
                return text.format(**params)
            except (KeyError, IndexError, ValueError):
                log.warning("bad placeholders in %s:%s", self.language, key)
        return text


def isolated(params: Mapping[str, object]) -> dict[str, object]:
    """The parameters of a right-to-left line with each text value (a name, a Rondo word, a
    line built before) isolated for the bidi algorithm (:func:`~.rtl.isolate`): "{word} ·
    {points} نقطة" then keeps "CHINTZ" and "24" apart, each in its place in the sentence. The
    text layer takes the isolates out before drawing. Numbers are formatted as they are (their
    signs are seen to when drawn), so a name built from one ("الحاسوب 1") holds no control."""
    return {name: isolate(v) if isinstance(v, str) else v for name, v in params.items()}


def join_names(t: Callable[..., str], names: list[str] | tuple[str, ...]) -> str:
    """Names joined as the language joins them ("Ann & Cid", Arabic "أنت والحاسوب 1"), one
    pair at a time: a catalog line, not an ampersand glued in by code."""
    if not names:
        return ""
    joined = names[0]
    for name in names[1:]:
        joined = t("common.and", first=joined, second=name)
    return joined


def join_list(t: Callable[..., str], items: list[str] | tuple[str, ...]) -> str:
    """Items of a list with the language's comma between them (Arabic's is "، ")."""
    return t("common.list_separator").join(items)
