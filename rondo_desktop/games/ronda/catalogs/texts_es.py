"""Español: los textos propios de Ronda (línea del menú, opciones, estadísticas, reglas).

Las palabras del juego, ronda, tringa, este y missa, se quedan como las dicen los jugadores.
"""

STRINGS: dict[str, str] = {
    "game.ronda.name": "Ronda",
    "game.ronda.tagline": "El juego de pesca marroquí para 2 a 4 jugadores",
    # Las filas de la configuración.
    "setup.ronda.target": "Jugar a",
    "setup.ronda.target.41": "41 puntos",
    "setup.ronda.target.21": "21 puntos",
    "setup.ronda.target.25": "25 puntos",
    "setup.ronda.target.31": "31 puntos",
    "setup.ronda.target.61": "61 puntos",
    "setup.summary.ronda.target": "a {value}",
    "setup.summary.ronda.variant": "{value}",
    "setup.ronda.instant_win": "La meta gana",
    "setup.ronda.instant_win.off": "Al final de la mano",
    "setup.ronda.instant_win.on": "En el acto",
    "setup.summary.ronda.instant_win": "victoria inmediata",
    "setup.ronda.capture_este": "Este",
    "setup.ronda.capture_este.off": "Mismo rango que antes",
    "setup.ronda.capture_este.on": "Solo capturando",
    "setup.summary.ronda.capture_este": "este solo capturando",
    "setup.ronda.aces_high": "Orden de las rondas",
    "setup.ronda.aces_high.off": "El 12 es la más alta",
    "setup.ronda.aces_high.on": "El as es la más alta",
    "setup.summary.ronda.aces_high": "as alto",
    "setup.ronda.dealer_last_card": "Última carta del que reparte",
    "setup.ronda.dealer_last_card.off": "Como cualquier carta",
    "setup.ronda.dealer_last_card.on": "Debe capturar: ±5",
    "setup.summary.ronda.dealer_last_card": "última carta del que reparte",
    "setup.ronda.este_chain_four_only": "Cadena de este (3.ª, 4.ª carta)",
    "setup.ronda.este_chain_four_only.off": "Con 2 y con 4 jugadores",
    "setup.ronda.este_chain_four_only.on": "Solo con 4 jugadores",
    "setup.summary.ronda.este_chain_four_only": "cadena de este solo con 4",
    "setup.ronda.first_deal_four": "Primer reparto (4 jugadores)",
    "setup.ronda.first_deal_four.off": "3 por jugador, 4 en la mesa",
    "setup.ronda.first_deal_four.on": "4 por jugador, ninguna en la mesa",
    "setup.summary.ronda.first_deal_four": "primer reparto de 4",
    # Estadísticas.
    "stats.ronda.best_hand": "Mejor mano",
    "stats.ronda.most_in_match": "Récord en una partida",
    "stats.ronda.estes": "Estes",
    "stats.ronda.missas": "Missas",
    "stats.ronda.kind.ronda": "Ronda, tringa",
    "stats.ronda.kind.este": "Este",
    "stats.ronda.kind.missa": "Missa",
    "stats.ronda.kind.cards": "Cartas",
    "stats.ronda.kind.dealer": "Carta del que reparte",
    # Cómo se juega.
    "ronda.rules.you": "Tú",
    "ronda.rules.opponent": "Rival",
    "ronda.rules.partner": "Compañero",
    "ronda.rules.table": "La mesa",
    "ronda.rules.pack.title": "La baraja",
    "ronda.rules.pack.body": (
        "La ronda se juega con la baraja española de 40 cartas: cuatro palos (oros, copas, "
        "espadas y bastos), cada uno con los rangos del 1 al 7 y tres figuras, 10 (sota), "
        "11 (caballo) y 12 (rey).\n\n"
        "No hay ochos ni nueves, así que el 7 y el 10 son vecinos: en una escalera, el 10 va "
        "justo después del 7. El 12 es el más alto; después no viene nada.\n\n"
        "Los palos no cuentan nunca, solo los rangos. Dos jugadores juegan uno contra otro; "
        "cuatro, dos contra dos; tres, cada uno por su cuenta (ver las últimas páginas)."
    ),
    "ronda.rules.pack.suits": "Oros · copas · espadas · bastos",
    "ronda.rules.pack.neighbours": "El {low} y el {high} son vecinos",
    "ronda.rules.deal.title": "El reparto",
    "ronda.rules.deal.body": (
        "Cada jugador recibe 3 cartas y se ponen 4 cartas boca arriba en la mesa. La mesa "
        "nunca empieza con dos cartas del mismo rango ni con cuatro seguidas (como "
        "6 7 10 11): esa carta vuelve al mazo y se pone otra.\n\n"
        "Cuando todas las manos están vacías, todos reciben 3 cartas nuevas; a la mesa ya no "
        "va ninguna. Con 2 jugadores una mano dura 6 repartos, con 4 jugadores 3. Siempre "
        "empieza el jugador que sigue al que reparte."
    ),
    "ronda.rules.deal.stock": "{count} en el mazo",
    "ronda.rules.capture.title": "Capturar",
    "ronda.rules.capture.body": (
        "En tu turno juegas una carta de tu mano; vale cualquiera. Si en la mesa hay una "
        "carta de su rango, te la llevas junto con la escalera sin huecos que sigue: el "
        "rango siguiente, y el siguiente, mientras estén en la mesa. Las escaleras solo "
        "suben.\n\n"
        "Si no coincide ninguna, tu carta se queda en la mesa. Las cartas capturadas van a tu "
        "montón. En la mesa nunca hay dos cartas del mismo rango."
    ),
    "ronda.rules.capture.you_play": "Juegas un {card}",
    "ronda.rules.capture.takes": "Se lleva {cards}: {count} cartas con la tuya",
    "ronda.rules.capture.stays": "El {cards} se queda: no hay {missing}",
    "ronda.rules.este.title": "Este",
    "ronda.rules.este.body": (
        "Si juegas el mismo rango que la carta jugada justo antes que la tuya, haces un este: "
        "1 punto, capture tu carta o no.\n\n"
        "La siguiente carta de ese rango vale 5 y la cuarta 10. Cada reparto empieza una "
        "cadena nueva, y las cartas puestas en la mesa al principio nunca cuentan como "
        "jugadas."
    ),
    "ronda.rules.este.takes": "captura",
    "ronda.rules.este.lays": "deja",
    "ronda.rules.este.chain": "La cadena paga {points}",
    "ronda.rules.missa.title": "Missa",
    "ronda.rules.missa.body": (
        "Una captura que deja la mesa vacía es una missa: 1 punto, además del este que pueda "
        "hacer la misma carta.\n\n"
        "La última carta de la mano nunca hace missa, aunque sí puede hacer este. Después de "
        "una missa, el siguiente jugador simplemente deja una carta en la mesa vacía."
    ),
    "ronda.rules.missa.scores": "Mesa vacía: missa +{points}",
    "ronda.rules.missa.none": "Mesa vacía, pero sin missa",
    "ronda.rules.missa.any_card": "Durante la mano",
    "ronda.rules.missa.last_card": "Con la última carta de la mano",
    "ronda.rules.combos.title": "Ronda y tringa",
    "ronda.rules.combos.body": (
        "Justo después de cada reparto se miran las 3 cartas nuevas de cada jugador: una "
        "pareja es una ronda (1 punto) y un trío una tringa (5 puntos). El juego las cuenta "
        "por ti y dice a todos quién tiene una, pero no su rango.\n\n"
        "Todas las rondas y tringas de un reparto forman un bote, y la mejor se lo lleva "
        "entero: una tringa gana a cualquier ronda; entre dos iguales gana el rango más "
        "alto, el 12 arriba y el 1 abajo. Rivales con la misma ronda reparten el bote, sin "
        "medios puntos."
    ),
    "ronda.rules.combos.ronda": "{who}: ronda de {rank}",
    "ronda.rules.combos.tringa": "{who}: tringa de {rank}",
    "ronda.rules.combos.pot": "El bote de {pot} es para el rival",
    "ronda.rules.combos.pot_you": "El bote de {pot} es para ti",
    "ronda.rules.count.title": "Contar las cartas",
    "ronda.rules.count.body": (
        "Cuando se ha jugado la última carta de la mano, las cartas que quedan en la mesa son "
        "para quien capturó el último (eso no es missa).\n\n"
        "Luego cada bando cuenta su montón: cada carta por encima de 20 vale 1 punto. Hay "
        "40 cartas, así que solo un bando puede puntuar, y con 20 cada uno nadie puntúa."
    ),
    "ronda.rules.count.cards": "{count} cartas",
    "ronda.rules.count.cards.one": "{count} carta",
    "ronda.rules.count.note": "{cards} − 20 = {points} puntos; el otro bando no suma nada.",
    "ronda.rules.match.title": "La partida",
    "ronda.rules.match.body": (
        "Los puntos se suman mano tras mano. La partida se decide al final de una mano: en "
        "cuanto un bando tiene 41 puntos o más, gana el total más alto. Si están empatados "
        "en 41 o más, se juega otra mano.\n\n"
        "En la configuración puedes jugar a 21, 25, 31 o 61, o hacer que la meta gane en el "
        "acto, incluso en mitad de una mano."
    ),
    "ronda.rules.match.won": "{a} a {b}: gana el total más alto",
    "ronda.rules.match.level": "{a} a {b}: empate, otra mano",
    "ronda.rules.partners.title": "Cuatro jugadores",
    "ronda.rules.partners.body": (
        "Con cuatro jugadores, los compañeros se sientan uno frente al otro y juegan como un "
        "solo bando: un montón, una puntuación. Se juega por turnos alrededor de la mesa, así "
        "que el siguiente siempre es un rival.\n\n"
        "Una mano dura 3 repartos. Las rondas y tringas de los cuatro forman un bote; si dos "
        "compañeros empatan con la mejor, su bando se lo lleva entero. El este y la missa son "
        "para el bando de quien jugó la carta."
    ),
    "ronda.rules.partners.caption": (
        "Los compañeros se sientan enfrente y comparten montón y puntos."
    ),
}
