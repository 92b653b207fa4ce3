"""العربية: Rondo's own texts (its menu line, the word list on the setup screen, its
statistics and its results). Rondo's words and letters stay Latin: they are the game's cards,
from a German, English or Spanish word list. A plural form that would say the same as the
general one (0, and 11 and up: "11 نقطة") is left to the general form."""

STRINGS: dict[str, str] = {
    "game.rondo.name": "روندو",
    "game.rondo.tagline": "لعبة بطاقات الكلمات من لاعبَين إلى 6 لاعبين",
    # New game
    "setup.lexicon": "قائمة الكلمات",
    "setup.help.rondo.language": "القاموس الذي يقرّر أي الكلمات تُقبل، لك وللاعبي الحاسوب.",
    "setup.summary.words": "كلمات {value}",
    "setup.language.de": "Deutsch",
    "setup.language.en": "English",
    "setup.language.es": "Español",
    # A word list's language as it reads inside the summary sentence above.
    "setup.summary.language.en": "إنجليزية",
    "setup.summary.language.de": "ألمانية",
    "setup.summary.language.es": "إسبانية",
    # Statistics
    "stats.best_word": "أفضل كلمة",
    # Results
    "results.col.words": "الكلمات",
    "results.col.bonus": "مكافأة",
    "results.col.exchanges": "التبديلات",
    "results.col.hand": "اليد",
    "results.words": "الكلمات الملعوبة",
    "results.col.hints": "التلميحات",
    "results.more_words": "+{count} أخرى",
    "results.more_words.one": "+{count} أخرى",
    "results.no_words": "لا كلمات",
    "results.best_word": "أفضل كلمة في اللعبة",
    "results.best_by": "لعبها {name}، {points} نقطة",
    "results.best_by.one": "لعبها {name}، نقطة واحدة",
    "results.best_by.two": "لعبها {name}، نقطتان",
    "results.best_by.few": "لعبها {name}، {points} نقاط",
    "results.best_by_bonus": "لعبها {name}: البطاقات {value} + المكافأة {bonus} = {points}",
    "results.best_by_you": "لعبتَها أنت، {points} نقطة",
    "results.best_by_you.one": "لعبتَها أنت، نقطة واحدة",
    "results.best_by_you.two": "لعبتَها أنت، نقطتان",
    "results.best_by_you.few": "لعبتَها أنت، {points} نقاط",
    "results.best_by_bonus_you": "لعبتَها أنت: البطاقات {value} + المكافأة {bonus} = {points}",
    "results.no_best": "لم تُلعب أي كلمة.",
    "results.seat_best": "أفضل كلمة: {word} ({points})",
}
