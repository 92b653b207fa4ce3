"""Deutsch: Rondos Spielanalyse, ihre Zusammenfassung bei den Ergebnissen und der Trainer-Hinweis
am Tisch, in ``de`` eingefügt."""

STRINGS: dict[str, str] = {
    # Die Spielanalyse
    "hints.review": "← → Zug  ·  Pos1 Ende erster, letzter  ·  Klick in die Kurve  ·  Esc zurück",
    "review.title": "Spielanalyse",
    "review.seat": "Spieler {number}",
    "review.turn": "Zug {turn} · {name}",
    "review.played": "{word} gelegt: {points} Punkte",
    "review.played.one": "{word} gelegt: {points} Punkt",
    "review.exchanged": "{count} Karten getauscht (−{cost})",
    "review.exchanged.one": "{count} Karte getauscht (−{cost})",
    "review.passed": "Gepasst",
    # The viewer's own move (the heading names the seat "You").
    "review.played_you": "Du hast {word} gelegt: {points} Punkte",
    "review.played_you.one": "Du hast {word} gelegt: {points} Punkt",
    "review.exchanged_you": "Du hast {count} Karten getauscht (−{cost})",
    "review.exchanged_you.one": "Du hast {count} Karte getauscht (−{cost})",
    "review.passed_you": "Du hast gepasst",
    "review.verdict.best": "Der beste Zug",
    "review.verdict.good": "Gut",
    "review.verdict.slip": "Ein Ausrutscher",
    "review.verdict.blunder": "Ein grober Fehler",
    "review.missed": "{points} Punkte verschenkt",
    "review.missed.one": "{points} Punkt verschenkt",
    "review.missed_worse": "{points} Punkte verschenkt; mit Karten und Halter etwa {loss}.",
    "review.missed_worse.one": "{points} Punkt verschenkt; mit Karten und Halter etwa {loss}.",
    "review.missed_kept": (
        "{points} Punkte weniger als der beste Zug, doch bessere Restkarten und Halter"
    ),
    "review.missed_kept.one": (
        "{points} Punkt weniger als der beste Zug, doch bessere Restkarten und Halter"
    ),
    "review.missed_none": "Nichts verschenkt",
    "review.equity": "Die meisten Punkte, doch Restkarten und Halter kosten etwa {points} Punkte.",
    "review.equity.one": (
        "Die meisten Punkte, doch Restkarten und Halter kosten etwa {points} Punkt."
    ),
    "review.equity_good": (
        "Die meisten Punkte; mit Restkarten und Halter war ein anderer Zug etwas besser."
    ),
    "review.exchange_offer": "{word} für {points} Punkte war möglich; neue Karten waren mehr wert.",
    "review.exchange_offer.one": (
        "{word} für {points} Punkt war möglich; neue Karten waren mehr wert."
    ),
    "review.turn_missed": "Zug samt Tausch: {points} Punkte verschenkt",
    "review.turn_missed.one": "Zug samt Tausch: {points} Punkt verschenkt",
    "review.best": "Am besten: {word} für {points} Punkte",
    "review.best.one": "Am besten: {word} für {points} Punkt",
    "review.best_none": "Kein Wort war möglich.",
    "review.hidden_judgement": "Die besten Züge zeigt die Analyse, wenn das Spiel vorbei ist.",
    "review.holder_before": "Der Halter vor dem Zug",
    "review.hand": "Handkarten · {name}",
    "review.hand_hidden": "Diese Karten bleiben verdeckt, bis das Spiel vorbei ist.",
    "review.options": "Die besten Züge",
    "review.option": "{rank}. {word}  {points}",
    "review.option_played": "{option}  ← gespielt",
    "review.step": "{index} / {count}",
    "review.moves": "{count} Züge",
    "review.moves.one": "{count} Zug",
    "review.analysing": "Das Spiel wird analysiert …",
    "review.progress": "{done} von {total} Zügen bewertet",
    "review.failed": "Dieses Spiel lässt sich nicht analysieren.",
    "review.failed_why": (
        "Die Züge ließen sich nicht nachspielen. Einzelheiten stehen in der Protokolldatei."
    ),
    "review.no_moves": "Nichts zu analysieren: Das Spiel endete mit dem Startwort.",
    # Die Ergebnisse
    "results.review": "Zug für Zug",
    "results.review.tab": "Überblick",
    "results.review.heading": "Analyse im Überblick",
    "results.show": "{tab} ›",
    "results.review.seat": "{accuracy} % gute Züge · {points} Punkte verschenkt",
    "results.review.seat.one": "{accuracy} % gute Züge · {points} Punkt verschenkt",
    "results.review.no_misses": "Keine Punkte verschenkt.",
    "results.review.miss": "{played} ({word} +{points})",
    "results.review.pass": "Passen",
    "results.review.exchange": "Tausch",
    "results.review.no_word": "kein Wort",
    "results.review.misses": "Größte Verluste: {misses}",
    "results.review.seat_head": "{name}:  {summary}",
    "results.review.miss_join": "  ·  ",
    "results.review.best": (
        "Bestes mögliches Wort: {word} für {points} Punkte — {name} hätte es legen können"
    ),
    "results.review.best.one": (
        "Bestes mögliches Wort: {word} für {points} Punkt — {name} hätte es legen können"
    ),
    "results.review.best_played": (
        "Bestes mögliches Wort: {word} für {points} Punkte — {name} hat es gelegt"
    ),
    "results.review.best_played.one": (
        "Bestes mögliches Wort: {word} für {points} Punkt — {name} hat es gelegt"
    ),
    "results.review.best_none": "In diesem Spiel war kein Wort möglich.",
    # Der Trainer am Tisch
    "coach.note": "{word} {points} — am besten war {best} {best_points}",
    "coach.best": "{word} {points} — der beste Zug",
    "coach.exchange": "Tausch — am besten war {best} {best_points}",
    "coach.pass": "Passen — am besten war {best} {best_points}",
    "coach.no_play": "Kein Wort war möglich",
    # Statistics
    "stats.rondo.hints": "Tipps genutzt",
    "stats.rondo.coached": "Spiele mit Tipps",
}
