"""Ronda's own texts in every language the app speaks: the menu's line, the setup's rows, the
statistics, How to play (``texts_*``), the table (``table_*``) and what the variants do
(``variants_*``: the setup's help line and How to play's variant pages).

The app's translation layer merges them with its own (``rondo_desktop.app.i18n``), reaching
them through the registry (``rondo_desktop.games.game_texts``), so the host never names the
game. French lines are written with plain spaces; the host gives them French typography.
"""

from __future__ import annotations

from collections.abc import Mapping

from rondo_desktop.games.ronda.catalogs import (
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
    variants_ar,
    variants_de,
    variants_en,
    variants_es,
    variants_fr,
)

CATALOGS: Mapping[str, Mapping[str, str]] = {
    "en": {**texts_en.STRINGS, **table_en.STRINGS, **variants_en.STRINGS},
    "de": {**texts_de.STRINGS, **table_de.STRINGS, **variants_de.STRINGS},
    "es": {**texts_es.STRINGS, **table_es.STRINGS, **variants_es.STRINGS},
    "fr": {**texts_fr.STRINGS, **table_fr.STRINGS, **variants_fr.STRINGS},
    "ar": {**texts_ar.STRINGS, **table_ar.STRINGS, **variants_ar.STRINGS},
}
