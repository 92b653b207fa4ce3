"""Español: los textos propios de Rondo (línea del menú, lista de palabras de la partida
nueva, estadísticas, resultados)."""

STRINGS: dict[str, str] = {
    "game.rondo.name": "Rondo",
    "game.rondo.tagline": "El juego de cartas y palabras para 2 a 6 jugadores",
    "setup.lexicon": "Diccionario",
    "setup.help.rondo.language": (
        "El diccionario que decide qué palabras valen, para ti y para los jugadores del ordenador."
    ),
    "setup.summary.words": "palabras en {value}",
    "setup.language.de": "Deutsch",
    "setup.language.en": "English",
    "setup.language.es": "Español",
    # Inside a Spanish sentence a language's name is written in lower case.
    "setup.summary.language.en": "inglés",
    "setup.summary.language.de": "alemán",
    "setup.summary.language.es": "español",
    "stats.best_word": "Mejor palabra",
    # Resultados
    "results.col.words": "Palabras",
    "results.col.bonus": "Bonificación",
    "results.col.exchanges": "Cambios",
    "results.col.hand": "Mano",
    "results.words": "Palabras jugadas",
    "results.col.hints": "Pistas",
    "results.more_words": "+{count} más",
    "results.more_words.one": "+{count} más",
    "results.no_words": "sin palabras",
    "results.best_word": "Mejor palabra de la partida",
    "results.best_by": "de {name}, {points} puntos",
    "results.best_by_bonus": "de {name}: cartas {value} + bonificación {bonus} = {points} puntos",
    "results.best_by.one": "de {name}, {points} punto",
    "results.best_by_you": "tuya, {points} puntos",
    "results.best_by_you.one": "tuya, {points} punto",
    "results.best_by_bonus_you": "tuya: cartas {value} + bonificación {bonus} = {points} puntos",
    "results.no_best": "No se jugó ninguna palabra.",
    "results.seat_best": "Mejor palabra: {word} ({points})",
}
