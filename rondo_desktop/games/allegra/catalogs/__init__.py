"""Allegra's own texts in every language the app speaks: the engine's rule messages and
words (``engine_*``), the menu's line, setup, statistics and How to play (``texts_*``) and the
table (``table_*``).

The app's translation layer merges them with its own (``rondo_desktop.app.i18n``), reaching
them through the registry (``rondo_desktop.games.game_texts``), so the host never names the
game. French lines are written with plain spaces; the host gives them French typography.
"""

from __future__ import annotations

from collections.abc import Mapping

from rondo_desktop.games.allegra.catalogs import (
    engine_ar,
    engine_de,
    engine_en,
    engine_es,
    engine_fr,
    table_ar,
    table_de,
    table_en,
    table_es,
    table_fr,
    texts_ar,
    texts_de,
    texts_en,
    texts_es,
    texts_fr,
)

CATALOGS: Mapping[str, Mapping[str, str]] = {
    "en": {**engine_en.STRINGS, **texts_en.STRINGS, **table_en.STRINGS},
    "de": {**engine_de.STRINGS, **texts_de.STRINGS, **table_de.STRINGS},
    "es": {**engine_es.STRINGS, **texts_es.STRINGS, **table_es.STRINGS},
    "fr": {**engine_fr.STRINGS, **texts_fr.STRINGS, **table_fr.STRINGS},
    "ar": {**engine_ar.STRINGS, **texts_ar.STRINGS, **table_ar.STRINGS},
}
