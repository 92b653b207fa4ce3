"""Français : l’analyse de partie de Rondo, son résumé aux résultats et le conseil à la table,
ajoutés à ``fr``."""

STRINGS: dict[str, str] = {
    # L'analyse
    "hints.review": (
        "← → coup  ·  Début Fin premier, dernier  ·  clic sur la courbe  ·  Échap retour"
    ),
    "review.title": "Analyse de la partie",
    "review.seat": "Joueur {number}",
    "review.turn": "Tour {turn} · {name}",
    "review.played": "{word} posé : {points} points",
    "review.played.one": "{word} posé : {points} point",
    "review.exchanged": "{count} cartes échangées (−{cost})",
    "review.exchanged.one": "{count} carte échangée (−{cost})",
    "review.passed": "Passe",
    # The viewer's own move (the heading names the seat "You").
    "review.played_you": "Vous avez posé {word} : {points} points",
    "review.played_you.one": "Vous avez posé {word} : {points} point",
    "review.exchanged_you": "Vous avez échangé {count} cartes (−{cost})",
    "review.exchanged_you.one": "Vous avez échangé {count} carte (−{cost})",
    "review.passed_you": "Vous avez passé",
    "review.verdict.best": "Le meilleur coup",
    "review.verdict.good": "Bon coup",
    "review.verdict.slip": "Une imprécision",
    "review.verdict.blunder": "Une grosse erreur",
    "review.missed": "{points} points manqués",
    "review.missed.one": "{points} point manqué",
    "review.missed_worse": "{points} points manqués ; avec cartes et chevalet, environ {loss}.",
    "review.missed_worse.one": "{points} point manqué ; avec cartes et chevalet, environ {loss}.",
    "review.missed_kept": (
        "{points} points de moins que le meilleur coup, mais meilleures cartes et chevalet"
    ),
    "review.missed_kept.one": (
        "{points} point de moins que le meilleur coup, mais meilleures cartes et chevalet"
    ),
    "review.missed_none": "Aucun point manqué",
    "review.equity": (
        "Le plus de points, mais cartes gardées et chevalet laissé coûtent environ {points} points."
    ),
    "review.equity.one": (
        "Le plus de points, mais cartes gardées et chevalet laissé coûtent environ {points} point."
    ),
    "review.equity_good": (
        "Le plus de points, mais cartes gardées et chevalet laissé rendent un autre coup "
        "un peu meilleur."
    ),
    "review.exchange_offer": (
        "{word} pour {points} points était possible ; de nouvelles cartes valaient plus."
    ),
    "review.exchange_offer.one": (
        "{word} pour {points} point était possible ; de nouvelles cartes valaient plus."
    ),
    "review.turn_missed": "Tour avec échange : {points} points manqués",
    "review.turn_missed.one": "Tour avec échange : {points} point manqué",
    "review.best": "Le meilleur : {word} pour {points} points",
    "review.best.one": "Le meilleur : {word} pour {points} point",
    "review.best_none": "Aucun mot n’était possible.",
    "review.hidden_judgement": "Les meilleurs coups s’affichent une fois la partie finie.",
    "review.holder_before": "Le chevalet avant le coup",
    "review.hand": "Cartes en main · {name}",
    "review.hand_hidden": "Ces cartes restent cachées jusqu’à la fin de la partie.",
    "review.options": "Les meilleurs coups",
    "review.option": "{rank}. {word}  {points}",
    "review.option_played": "{option}  ← joué",
    "review.step": "{index} / {count}",
    "review.moves": "{count} coups",
    "review.moves.one": "{count} coup",
    "review.analysing": "Analyse de la partie…",
    "review.progress": "{done} coups jugés sur {total}",
    "review.failed": "Cette partie ne peut pas être analysée.",
    "review.failed_why": (
        "Ses coups n’ont pas pu être rejoués. Les détails sont dans le fichier journal."
    ),
    "review.no_moves": "Rien à analyser : la partie s’est arrêtée au mot de départ.",
    # Les résultats
    "results.review": "Coup par coup",
    "results.review.tab": "Résumé",
    "results.review.heading": "L’analyse en bref",
    "results.show": "{tab} ›",
    "results.review.seat": "{accuracy} % de bons coups · {points} points manqués",
    "results.review.seat.one": "{accuracy} % de bons coups · {points} point manqué",
    "results.review.no_misses": "Aucun point manqué.",
    "results.review.miss": "{played} ({word} +{points})",
    "results.review.pass": "passe",
    "results.review.exchange": "échange",
    "results.review.no_word": "aucun mot",
    "results.review.misses": "Plus grosses pertes : {misses}",
    "results.review.seat_head": "{name} :  {summary}",
    "results.review.miss_join": "  ·  ",
    "results.review.best": (
        "Meilleur mot possible : {word} pour {points} points — {name} pouvait le jouer"
    ),
    "results.review.best.one": (
        "Meilleur mot possible : {word} pour {points} point — {name} pouvait le jouer"
    ),
    "results.review.best_played": (
        "Meilleur mot possible : {word} pour {points} points — {name} l’a joué"
    ),
    "results.review.best_played.one": (
        "Meilleur mot possible : {word} pour {points} point — {name} l’a joué"
    ),
    "results.review.best_none": "Aucun mot n’était possible dans cette partie.",
    # Les conseils à la table
    "coach.note": "{word} {points} — le meilleur était {best} {best_points}",
    "coach.best": "{word} {points} — le meilleur coup",
    "coach.exchange": "Échange — le meilleur était {best} {best_points}",
    "coach.pass": "Passe — le meilleur était {best} {best_points}",
    "coach.no_play": "Aucun mot n’était possible",
    # Statistics
    "stats.rondo.hints": "indices utilisés",
    "stats.rondo.coached": "parties avec conseils",
}
