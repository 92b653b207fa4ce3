"""Français : les textes propres à Rondo (ligne du menu, liste de mots de la nouvelle partie,
statistiques, résultats). Écrit avec des espaces ordinaires : l’application leur donne la
typographie française (``fr.typeset``)."""

STRINGS: dict[str, str] = {
    "game.rondo.name": "Rondo",
    "game.rondo.tagline": "Le jeu de cartes et de mots pour 2 à 6 joueurs",
    # Nouvelle partie
    "setup.lexicon": "Dictionnaire",
    "setup.help.rondo.language": (
        "Le dictionnaire qui décide quels mots comptent, pour toi et pour les ordinateurs."
    ),
    "setup.summary.words": "mots en {value}",
    "setup.language.de": "Deutsch",
    "setup.language.en": "English",
    "setup.language.es": "Español",
    # Inside a French sentence a language's name is written in lower case.
    "setup.summary.language.en": "anglais",
    "setup.summary.language.de": "allemand",
    "setup.summary.language.es": "espagnol",
    # Statistiques
    "stats.best_word": "Meilleur mot",
    # Résultats
    "results.col.words": "Mots",
    "results.col.bonus": "Bonus",
    "results.col.exchanges": "Échanges",
    "results.col.hand": "Main",
    "results.words": "Mots joués",
    "results.col.hints": "Aides",
    "results.more_words": "+{count} autres",
    "results.more_words.one": "+{count} autre",
    "results.no_words": "aucun mot",
    "results.best_word": "Meilleur mot de la partie",
    "results.best_by": "par {name}, {points} points",
    "results.best_by_bonus": "par {name} : cartes {value} + bonus {bonus} = {points} points",
    "results.best_by.one": "par {name}, {points} point",
    "results.best_by_you": "par vous, {points} points",
    "results.best_by_you.one": "par vous, {points} point",
    "results.best_by_bonus_you": "par vous : cartes {value} + bonus {bonus} = {points} points",
    "results.no_best": "Aucun mot n’a été joué.",
    "results.seat_best": "Meilleur mot : {word} ({points})",
}
