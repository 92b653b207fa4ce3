"""Español: el análisis de partida de Rondo, su resumen en los resultados y el consejo en la
mesa, incorporados a ``es``."""

STRINGS: dict[str, str] = {
    # El análisis
    "hints.review": (
        "← → jugada  ·  Inicio Fin primera, última  ·  clic en la gráfica  ·  Esc volver"
    ),
    "review.title": "Análisis de la partida",
    "review.seat": "Jugador {number}",
    "review.turn": "Turno {turn} · {name}",
    "review.played": "Jugó {word}: {points} puntos",
    "review.played.one": "Jugó {word}: {points} punto",
    "review.exchanged": "Cambió {count} cartas (−{cost})",
    "review.exchanged.one": "Cambió {count} carta (−{cost})",
    "review.passed": "Pasó",
    # The viewer's own move (the heading names the seat "You").
    "review.played_you": "Jugaste {word}: {points} puntos",
    "review.played_you.one": "Jugaste {word}: {points} punto",
    "review.exchanged_you": "Cambiaste {count} cartas (−{cost})",
    "review.exchanged_you.one": "Cambiaste {count} carta (−{cost})",
    "review.passed_you": "Pasaste",
    "review.verdict.best": "La mejor jugada",
    "review.verdict.good": "Buena",
    "review.verdict.slip": "Un descuido",
    "review.verdict.blunder": "Un error grave",
    "review.missed": "{points} puntos perdidos",
    "review.missed.one": "{points} punto perdido",
    "review.missed_worse": "{points} puntos perdidos; con cartas y atril, unos {loss}.",
    "review.missed_worse.one": "{points} punto perdido; con cartas y atril, unos {loss}.",
    "review.missed_kept": (
        "{points} puntos menos que la mejor jugada, pero mejores cartas y atril"
    ),
    "review.missed_kept.one": (
        "{points} punto menos que la mejor jugada, pero mejores cartas y atril"
    ),
    "review.missed_none": "Ningún punto perdido",
    "review.equity": (
        "Los máximos puntos, pero las cartas que quedan y el atril cuestan unos {points} puntos."
    ),
    "review.equity.one": (
        "Los máximos puntos, pero las cartas que quedan y el atril cuestan {points} punto."
    ),
    "review.equity_good": (
        "Los máximos puntos, pero por las cartas que quedan y el atril otra jugada era algo mejor."
    ),
    "review.exchange_offer": "Había {word} por {points} puntos; las cartas nuevas valían más.",
    "review.exchange_offer.one": "Había {word} por {points} punto; las cartas nuevas valían más.",
    "review.turn_missed": "Turno con cambio: {points} puntos perdidos",
    "review.turn_missed.one": "Turno con cambio: {points} punto perdido",
    "review.best": "La mejor: {word}, {points} puntos",
    "review.best.one": "La mejor: {word}, {points} punto",
    "review.best_none": "No se podía formar ninguna palabra.",
    "review.hidden_judgement": "Las mejores jugadas se muestran cuando termina la partida.",
    "review.holder_before": "El atril antes de la jugada",
    "review.hand": "Cartas en la mano · {name}",
    "review.hand_hidden": "Estas cartas siguen ocultas hasta que termine la partida.",
    "review.options": "Las mejores jugadas",
    "review.option": "{rank}. {word}  {points}",
    "review.option_played": "{option}  ← jugada",
    "review.step": "{index} / {count}",
    "review.moves": "{count} jugadas",
    "review.moves.one": "{count} jugada",
    "review.analysing": "Analizando la partida…",
    "review.progress": "{done} de {total} jugadas evaluadas",
    "review.failed": "Esta partida no se puede analizar.",
    "review.failed_why": (
        "No se pudieron repetir sus jugadas. Los detalles están en el archivo de registro."
    ),
    "review.no_moves": "Nada que analizar: la partida terminó con la palabra inicial.",
    # Los resultados
    "results.review": "Jugada a jugada",
    "results.review.tab": "Resumen",
    "results.review.heading": "Resumen del análisis",
    "results.show": "{tab} ›",
    "results.review.seat": "{accuracy} % de buenas jugadas · {points} puntos perdidos",
    "results.review.seat.one": "{accuracy} % de buenas jugadas · {points} punto perdido",
    "results.review.no_misses": "Ningún punto perdido.",
    "results.review.miss": "{played} ({word} +{points})",
    "results.review.pass": "pasar",
    "results.review.exchange": "cambio",
    "results.review.no_word": "ninguna palabra",
    "results.review.misses": "Mayores pérdidas: {misses}",
    "results.review.seat_head": "{name}:  {summary}",
    "results.review.miss_join": "  ·  ",
    "results.review.best": "Mejor palabra posible: {word}, {points} puntos — {name} podía jugarla",
    "results.review.best.one": (
        "Mejor palabra posible: {word}, {points} punto — {name} podía jugarla"
    ),
    "results.review.best_played": (
        "Mejor palabra posible: {word}, {points} puntos — {name} la jugó"
    ),
    "results.review.best_played.one": (
        "Mejor palabra posible: {word}, {points} punto — {name} la jugó"
    ),
    "results.review.best_none": "En esta partida no se podía formar ninguna palabra.",
    # Los consejos en la mesa
    "coach.note": "{word} {points} — la mejor era {best} {best_points}",
    "coach.best": "{word} {points} — la mejor jugada",
    "coach.exchange": "Cambio — la mejor era {best} {best_points}",
    "coach.pass": "Pasar — la mejor era {best} {best_points}",
    "coach.no_play": "No se podía formar ninguna palabra",
    # Statistics
    "stats.rondo.hints": "pistas usadas",
    "stats.rondo.coached": "partidas con consejos",
}
