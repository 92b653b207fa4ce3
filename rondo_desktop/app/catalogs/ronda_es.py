"""Español: Ronda (se une a ``es``). Ronda, tringa, este y missa se dicen como los dicen
los jugadores."""

STRINGS: dict[str, str] = {
    "game.ronda.tagline": "El juego de pesca marroquí para 2 o 4 jugadores",
    "setup.ronda.target": "Jugar a",
    "setup.ronda.target.41": "41 puntos",
    "setup.ronda.target.21": "21 puntos",
    "setup.ronda.target.25": "25 puntos",
    "setup.ronda.target.31": "31 puntos",
    "setup.ronda.target.61": "61 puntos",
    "setup.ronda.summary.target": "a {value}",
    "setup.ronda.instant_win": "Gana en cuanto llega",
    "setup.ronda.capture_este": "Este solo capturando",
    "setup.ronda.este_chain_four_only": "Este solo con 4 jugadores",
    "setup.ronda.aces_high": "Los ases, lo más alto",
    "setup.ronda.dealer_last_card": "Última carta del que da",
    "setup.ronda.off": "No",
    "setup.ronda.on": "Sí",
    "ronda.card": "{rank} de {suit}",
    "ronda.suit.o": "oros",
    "ronda.suit.c": "copas",
    "ronda.suit.e": "espadas",
    "ronda.suit.b": "bastos",
    "log.ronda.deals": "Mano {hand}: reparte {name}.",
    "log.ronda.deals_you": "Mano {hand}: repartes tú.",
    "log.ronda.last_cards": "Últimas cartas: el mazo está vacío.",
    "log.ronda.captures": "{name} juega el {card} y se lleva {cards}.",
    "log.ronda.captures_you": "Juegas el {card} y te llevas {cards}.",
    "log.ronda.lays": "{name} deja el {card}.",
    "log.ronda.lays_you": "Dejas el {card}.",
    "log.ronda.pot": "{name} gana el bote de {kind}: +{points}.",
    "log.ronda.pot_you": "Ganas el bote de {kind}: +{points}.",
    "log.ronda.pot_split": "Rondas empatadas reparten el bote de {points}.",
    "log.ronda.este": "{name}: este +{points}.",
    "log.ronda.este_you": "Tú: este +{points}.",
    "log.ronda.missa": "{name}: missa +{points}.",
    "log.ronda.missa_you": "Tú: missa +{points}.",
    "log.ronda.swept": "Las {count} cartas que quedan en la mesa son para {side}.",
    "log.ronda.swept.one": "La carta que queda en la mesa es para {side}.",
    "log.ronda.hand_over": "Fin de la mano: {totals}.",
    "log.ronda.won": "La partida es para {side}.",
    "table.ronda.last_cards": "¡Últimas cartas!",
    "table.ronda.last_cards_call": "Últimas cartas",
    "table.ronda.este": "Este +{points}",
    "table.ronda.este_chain": "Cadena de este +{points}",
    "table.ronda.missa": "Missa +{points}",
    "table.ronda.new_hand": "Mano {n}",
    "table.ronda.holds_ronda": "¡Ronda!",
    "table.ronda.holds_tringa": "¡Tringa!",
    "table.ronda.pot": "+{points}",
    "table.ronda.would_take": "El {card} se lleva {count} cartas",
    "table.ronda.would_take.one": "El {card} se lleva {count} carta",
    "table.ronda.would_lay": "El {card} se queda en la mesa",
    "table.ronda.refused": "Ahora no: {reason}",
    "table.ronda.stock": "Quedan {count} cartas",
    "table.ronda.stock.one": "Queda {count} carta",
    "table.ronda.pile": "{count} cartas",
    "table.ronda.pile.one": "{count} carta",
    "table.ronda.last_capture": "última baza",
    "table.ronda.race": "Carrera a {target}",
    "table.ronda.this_hand": "Mano {n}",
    "table.ronda.kind.ronda": "Ronda/tringa",
    "table.ronda.kind.este": "Este",
    "table.ronda.kind.missa": "Missa",
    "table.ronda.kind.cards": "Cartas",
    "table.ronda.kind.dealer": "Última carta",
    "table.ronda.kind.piles": "Llevadas",
    "table.ronda.kind.total": "Mano · partida",
    "table.ronda.summary_title": "Fin de la mano {n}",
    "table.ronda.summary_total": "+{hand} · {total}",
    "table.ronda.summary_cards": "{name} se llevó {count} cartas",
    "table.ronda.summary_cards.one": "{name} se llevó {count} carta",
    "table.ronda.summary_next": "Intro o clic: siguiente mano",
    "table.ronda.summary_results": "Intro o clic: los resultados",
    "hints.ronda_table": (
        "Haz clic en una carta o arrástrala para jugarla  ·  1-3 o ← → eligen, Intro juega  ·  "
        "Esc pausa"
    ),
    "results.ronda.partner": "con {name}",
    "results.ronda.hands": "Manos",
    "results.ronda.hand": "Mano {n}",
    "results.ronda.best_hand": "Mejor mano",
    "results.ronda.best_line": "{name}, mano {n}: +{points}",
    "ronda_rules.deal.title": "La baraja y el reparto",
    "ronda_rules.deal.body": (
        "La ronda se juega con la baraja española de 40 cartas: oros, copas, espadas y "
        "bastos, del 1 al 7 y las figuras 10, 11 y 12. No hay ochos ni nueves, así que el 7 "
        "y el 10 son vecinos. Cada uno recibe 3 cartas y 4 van boca arriba a la mesa; cuando "
        "todas las manos están vacías se reparten 3 más, hasta acabar el mazo. Gana quien "
        "llegue antes a 41."
    ),
    "ronda_rules.capture.title": "Llevarse escaleras",
    "ronda_rules.capture.body": (
        "Se juega una carta por turno. Si en la mesa hay una carta de su valor, te la llevas "
        "junto con cada carta que sigue la escalera hacia arriba: un 6 sobre 6 7 10 12 se "
        "lleva el 6, el 7 y el 10. Si no, tu carta se queda en la mesa. Al señalar una carta, "
        "la mesa ilumina la escalera que se llevaría."
    ),
    "ronda_rules.este.title": "Este y missa",
    "ronda_rules.este.body": (
        "Si juegas el mismo valor que la carta anterior, haces este: 1 punto, luego 5 por la "
        "tercera carta de la cadena y 10 por la cuarta. Una captura que deja la mesa vacía "
        "es una missa: 1 punto (no con la última carta de la mano)."
    ),
    "ronda_rules.score.title": "Ronda, tringa y las cartas",
    "ronda_rules.score.body": (
        "Una pareja entre las 3 cartas que te dan es una ronda (1 punto); un trío, una "
        "tringa (5). La mejor combinación del reparto se lleva todos esos puntos. Al final "
        "de la mano, quien capturó por última vez se lleva las cartas de la mesa, y cada "
        "carta por encima de 20 vale un punto."
    ),
}
