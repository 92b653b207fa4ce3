"""Deutsch: Rondos eigene Texte (Menüzeile, Wortliste beim neuen Spiel, Statistik,
Ergebnis)."""

STRINGS: dict[str, str] = {
    "game.rondo.name": "Rondo",
    "game.rondo.tagline": "Das Wort-Kartenspiel für 2 bis 6 Personen",
    "setup.lexicon": "Wörterbuch",
    "setup.help.rondo.language": (
        "Das Wörterbuch, das entscheidet, welche Wörter gelten: für dich und für die Computer."
    ),
    "setup.summary.words": "Wörter: {value}",
    "setup.language.de": "Deutsch",
    "setup.language.en": "English",
    "setup.language.es": "Español",
    "setup.summary.language.en": "Englisch",
    "setup.summary.language.de": "Deutsch",
    "setup.summary.language.es": "Spanisch",
    "stats.best_word": "Bestes Wort",
    # Ergebnis
    "results.col.words": "Wörter",
    "results.col.bonus": "Bonus",
    "results.col.exchanges": "Tausch",
    "results.col.hand": "Hand",
    "results.words": "Gelegte Wörter",
    "results.col.hints": "Tipps",
    "results.more_words": "+{count} weitere",
    "results.more_words.one": "+{count} weiteres",
    "results.no_words": "keine Wörter",
    "results.best_word": "Bestes Wort des Spiels",
    "results.best_by": "von {name}, {points} Punkte",
    "results.best_by_bonus": "von {name}: Karten {value} + Bonus {bonus} = {points} Punkte",
    "results.best_by.one": "von {name}, {points} Punkt",
    "results.best_by_you": "von dir, {points} Punkte",
    "results.best_by_you.one": "von dir, {points} Punkt",
    "results.best_by_bonus_you": "von dir: Karten {value} + Bonus {bonus} = {points} Punkte",
    "results.no_best": "Es wurde kein Wort gelegt.",
    "results.seat_best": "Bestes Wort: {word} ({points})",
}
