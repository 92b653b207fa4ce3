"""English: Rondo's own texts (its menu line, the word list on the setup screen, its
statistics and its results), kept apart from the app's catalog."""

STRINGS: dict[str, str] = {
    "game.rondo.name": "Rondo",
    "game.rondo.tagline": "The word card game for 2 to 6 players",
    # New game
    "setup.lexicon": "Word list",
    "setup.help.rondo.language": (
        "The dictionary that decides which words count, for you and for the computer players."
    ),
    "setup.summary.words": "{value} words",
    "setup.language.de": "Deutsch",
    "setup.language.en": "English",
    "setup.language.es": "Español",
    # A word list's language as it reads inside the summary sentence above.
    "setup.summary.language.en": "English",
    "setup.summary.language.de": "German",
    "setup.summary.language.es": "Spanish",
    # Statistics
    "stats.best_word": "Best word",
    # Results
    "results.col.words": "Words",
    "results.col.bonus": "Bonus",
    "results.col.exchanges": "Exchanges",
    "results.col.hand": "Hand",
    "results.words": "Words played",
    "results.col.hints": "Hints",
    "results.more_words": "+{count} more",
    "results.more_words.one": "+{count} more",
    "results.no_words": "no words",
    "results.best_word": "Best word of the game",
    "results.best_by": "by {name}, {points} points",
    "results.best_by_bonus": "by {name}: cards {value} + bonus {bonus} = {points} points",
    "results.best_by.one": "by {name}, {points} point",
    "results.best_by_you": "by you, {points} points",
    "results.best_by_you.one": "by you, {points} point",
    "results.best_by_bonus_you": "by you: cards {value} + bonus {bonus} = {points} points",
    "results.no_best": "No word was played.",
    "results.seat_best": "Best word: {word} ({points})",
}
