"""Rondo's own texts in every language the app speaks: the menu's line, the word list on the
setup screen, the statistics and results (``texts_*``), the table with its move log and why a
move is refused (``table_*``), How to play (``rules_*``) and the game review with coaching
(``review_*``).

The app's translation layer merges them with its own (``rondo_desktop.app.i18n``), reaching
them through the registry (``rondo_desktop.games.game_texts``), so the host never names the
game. French lines are written with plain spaces; the host gives them French typography.
"""

from __future__ import annotations

from collections.abc import Mapping

from rondo_desktop.games.rondo.catalogs import (
    review_ar,
    review_de,
    review_en,
    review_es,
    review_fr,
    rules_ar,
    rules_de,
    rules_en,
    rules_es,
    rules_fr,
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
    "en": {**texts_en.STRINGS, **table_en.STRINGS, **rules_en.STRINGS, **review_en.STRINGS},
    "de": {**texts_de.STRINGS, **table_de.STRINGS, **rules_de.STRINGS, **review_de.STRINGS},
    "es": {**texts_es.STRINGS, **table_es.STRINGS, **rules_es.STRINGS, **review_es.STRINGS},
    "fr": {**texts_fr.STRINGS, **table_fr.STRINGS, **rules_fr.STRINGS, **review_fr.STRINGS},
    "ar": {**texts_ar.STRINGS, **table_ar.STRINGS, **rules_ar.STRINGS, **review_ar.STRINGS},
}
