"""Español: los textos propios de Allegra, salvo los de la mesa (línea del menú, ajustes,
estadísticas y reglas)."""

STRINGS: dict[str, str] = {
    "game.allegra.tagline": "Cartas bajas y columnas compartidas, de 2 a 6 jugadores",
    # Las filas de los ajustes (cada variante tiene textos; tres tienen fila).
    "setup.allegra.knock_at_two": "Golpear la mesa",
    "setup.allegra.knock_at_two.off": "Desde 3 jugadores",
    "setup.allegra.knock_at_two.on": "También entre dos",
    "setup.summary.allegra.knock_at_two": "golpes entre dos",
    "setup.allegra.own_grid_end": "La ronda termina cuando",
    "setup.allegra.own_grid_end.off": "Una zona está descubierta",
    "setup.allegra.own_grid_end.on": "Su cuadrícula está descubierta",
    "setup.summary.allegra.own_grid_end": "fin con la cuadrícula propia",
    "setup.allegra.own_grid_reveal": "Cartas iniciales",
    "setup.allegra.own_grid_reveal.off": "En cualquier lugar de la zona",
    "setup.allegra.own_grid_reveal.on": "Solo en la cuadrícula propia",
    "setup.summary.allegra.own_grid_reveal": "inicio en la cuadrícula propia",
    "setup.allegra.no_final_triples": "Tríos tras descubrir",
    "setup.allegra.no_final_triples.off": "Salen del juego",
    "setup.allegra.no_final_triples.on": "Se quedan y cuentan",
    "setup.summary.allegra.no_final_triples": "sin tríos al final",
    "setup.allegra.knock_after_discard": "Golpear tras",
    "setup.allegra.knock_after_discard.off": "Robar del mazo",
    "setup.allegra.knock_after_discard.on": "Cualquier robo",
    "setup.summary.allegra.knock_after_discard": "golpes tras cualquier robo",
    "setup.allegra.strict_doubling": "Empate con la más baja",
    "setup.allegra.strict_doubling.off": "No se duplica",
    "setup.allegra.strict_doubling.on": "Se duplica",
    "setup.summary.allegra.strict_doubling": "empates duplicados",
    "setup.summary.allegra.variant": "{value}",
    # Estadísticas.
    "stats.allegra.best_round": "Mejor ronda",
    "stats.allegra.rounds_panel": "Tus rondas",
    "stats.allegra.best_total": "Total más bajo",
    "stats.allegra.closed": "Cerradas",
    "stats.allegra.doubled": "Duplicadas",
    "stats.allegra.triples": "Tríos",
    # Cómo se juega.
    "allegra.rules.you": "Tú",
    "allegra.rules.left": "Vecino izquierdo",
    "allegra.rules.right": "Vecino derecho",
    "allegra.rules.left_short": "Izquierda",
    "allegra.rules.right_short": "Derecha",
    "allegra.rules.opponent": "Rival",
    "allegra.rules.goal.title": "El objetivo y las cartas",
    "allegra.rules.goal.body": (
        "Allegra dura tres rondas, y gana el total más bajo.\n\n"
        "La baraja tiene 120 cartas con valores de −1 a 11; los valores del medio son los más "
        "frecuentes. Los colores van del azul frío de las cartas bajas, que te convienen, al "
        "magenta ardiente de las altas; el valor siempre está impreso en la carta.\n\n"
        "En cada ronda intentas quedarte con cartas bajas en tu zona y quitarte cartas de "
        "tres en tres."
    ),
    "allegra.rules.goal.count": "{count}×",
    "allegra.rules.goal.deck": "{cards} cartas, los valores del medio son los más frecuentes",
    "allegra.rules.area.title": "Tu cuadrícula y las columnas compartidas",
    "allegra.rules.area.body": (
        "Cada jugador recibe una cuadrícula de 3 filas y 4 columnas, boca abajo. Al empezar "
        "la ronda, cada uno descubre dos cartas de su zona.\n\n"
        "Tu zona tiene cinco columnas: tu propia cuadrícula y la columna derecha de tu vecino "
        "de la izquierda, que queda junto a tu primera columna. Del mismo modo, tu columna "
        "derecha forma parte de la zona de tu vecino de la derecha.\n\n"
        "Así, una carta de una columna compartida cuenta para dos jugadores, y lo que hagas "
        "allí también afecta a tu vecino."
    ),
    "allegra.rules.area.yours": "Tu zona: cinco columnas",
    "allegra.rules.area.theirs": "Tu última columna también está en la zona de tu vecino derecho",
    "allegra.rules.turn.title": "Un turno",
    "allegra.rules.turn.body": (
        "En tu turno, haz una de estas cosas:\n\n"
        "Toma la carta de arriba del descarte y cámbiala por cualquier carta de tu zona, boca "
        "arriba o boca abajo. La carta que sacas va boca arriba al descarte.\n\n"
        "O roba la carta de arriba del mazo; todos la ven. Cámbiala del mismo modo, o "
        "descártala y da la vuelta a una carta boca abajo de tu zona.\n\n"
        "Una carta que colocas queda siempre boca arriba, en tu cuadrícula o en la columna "
        "de tu vecino."
    ),
    "allegra.rules.turn.discard": "Descarte",
    "allegra.rules.turn.deck": "Mazo",
    "allegra.rules.turn.area": "Tu zona",
    "allegra.rules.turn.turned": "Descubierta",
    "allegra.rules.turn.take": "Toma el {card} y cámbialo: el {out} va al descarte.",
    "allegra.rules.turn.swap": "O roba el {card} y cámbialo, aquí por un {out} boca abajo.",
    "allegra.rules.turn.flip": "O descarta el {card} que robaste y descubre una carta.",
    "allegra.rules.triples.title": "Tríos",
    "allegra.rules.triples.body": (
        "Tres cartas boca arriba del mismo valor, seguidas en una fila de tu zona, o las tres "
        "cartas de una columna salen del juego al instante. Una fila puede pasar por la "
        "columna de tu vecino, y cuatro o cinco cartas iguales seguidas salen todas. Las tres "
        "deben estar en una misma zona: dos tuyas y una de la cuadrícula de tu vecino de la "
        "derecha no son un trío.\n\n"
        "No van al descarte: quedan fuera el resto de la ronda, y sus huecos siguen vacíos. "
        "Un hueco corta la fila.\n\n"
        "Después de cada carta colocada o descubierta se buscan tríos en las zonas de todos, "
        "así que una jugada también puede quitar cartas a un vecino."
    ),
    "allegra.rules.triples.before": "Antes",
    "allegra.rules.triples.after": "Después",
    "allegra.rules.triples.neighbour": "Columna del vecino",
    "allegra.rules.triples.gaps": "Salen {count} cartas, los huecos quedan",
    "allegra.rules.knock.title": "Golpear la mesa",
    "allegra.rules.knock.body": (
        "Con tres jugadores o más, cuando alguien roba del mazo, cualquier otro puede golpear "
        "la mesa: quiere esa carta. Quien robó puede no hacer caso, o aceptar a uno de los "
        "que golpearon. Entonces, paso a paso:\n\n"
        "1. Quien golpeó coloca la carta y se lleva a la mano la carta que sustituye.\n"
        "2. Quien robó toma cualquier carta de la zona de quien golpeó, incluso la nueva.\n"
        "3. La cambia por una carta de su propia zona, que va al descarte.\n"
        "4. Quien golpeó llena el hueco con la carta de su mano.\n\n"
        "Después de cada paso se buscan tríos. Luego termina el turno."
    ),
    "allegra.rules.knock.step1": "Quien golpeó coloca el {card} y se lleva la carta que sustituye.",
    "allegra.rules.knock.step2": "Tomas cualquier carta de su zona: queda un hueco.",
    "allegra.rules.knock.step3": "La cambias por una tuya, que va al descarte.",
    "allegra.rules.knock.step4": "Quien golpeó llena el hueco con la carta de su mano.",
    "allegra.rules.knock.knocker": "Quien golpeó",
    "allegra.rules.knock.active": "Tú",
    "allegra.rules.end.title": "El final de una ronda",
    "allegra.rules.end.body": (
        "En cuanto la zona de un jugador no tiene ninguna carta boca abajo, la ronda llega a "
        "su fin: ese jugador la ha cerrado. Los demás juegan un turno más. Luego se descubren "
        "todas las cartas, los tríos salen una vez más y cada uno suma las cartas de su zona, "
        "con la columna del vecino.\n\n"
        "Si la puntuación de quien cerró es mayor que cero y no es la más baja de la mesa, "
        "se duplica. Empatar con la más baja cuenta como la más baja: no se duplica."
    ),
    "allegra.rules.end.closer": "{name} (cierra)",
    "allegra.rules.end.doubled": "{score} no es la más baja ({low}): se duplica a {final}",
    "allegra.rules.end.not_doubled": "{score} empata con la más baja ({low}): no se duplica",
    "allegra.rules.scoring.title": "Tres rondas",
    "allegra.rules.scoring.body": (
        "Una partida tiene tres rondas, y cada ronda empieza el siguiente jugador a la "
        "izquierda. Tus puntuaciones se suman; tras la tercera ronda gana el total más bajo. "
        "Los empatados en el más bajo comparten la victoria.\n\n"
        "Las cartas quitadas en tríos no cuentan. Una carta de una columna compartida cuenta "
        "para los dos jugadores a cuyas zonas pertenece."
    ),
    "allegra.rules.scoring.round": "Ronda {round}",
    "allegra.rules.scoring.total": "Total",
    "allegra.rules.scoring.wins": "Gana el total más bajo: {names}, {total}",
    "allegra.rules.two.title": "Dos jugadores",
    "allegra.rules.two.body": (
        "Entre dos, cada uno comparte una columna con el otro: tu zona es tu cuadrícula y la "
        "columna derecha de tu rival, y la suya incluye la tuya.\n\n"
        "Una carta compartida suma lo mismo a los dos totales, así que nunca cambia la "
        "diferencia entre vosotros. Aun así cuenta para los tríos y para saber quién es el "
        "más bajo cuando se cierra una ronda.\n\n"
        "Entre dos no se golpea la mesa."
    ),
    "allegra.rules.two.caption": "Las dos columnas compartidas cuentan para ambos",
    # What each variant on the setup screen does (the line under the options).
    "setup.help.allegra.knock_at_two": (
        "Se golpea la mesa a partir de 3 jugadores. Activado, también a dos se puede golpear "
        "por la carta que el otro roba del mazo."
    ),
    "setup.help.allegra.no_final_triples": (
        "Al final de la ronda se descubren todas las cartas y los tríos vuelven a salir del "
        "juego. Activado, se quedan y puntúan."
    ),
    "setup.help.allegra.own_grid_end": (
        "Una ronda termina cuando toda el área de 15 cartas de alguien está boca arriba. "
        "Activado, bastan sus 12 cartas propias."
    ),
    "setup.help.allegra.knock_after_discard": (
        "Solo se golpea por una carta robada del mazo. Activado, también por la que alguien "
        "toma del descarte."
    ),
    "setup.help.allegra.own_grid_reveal": (
        "Las dos primeras cartas se descubren en cualquier lugar de tu área. Activado, solo en "
        "tu propia cuadrícula de 12."
    ),
    "setup.help.allegra.strict_doubling": (
        "Quien cierra la ronda puntúa doble salvo que tenga lo mínimo; un empate cuenta como "
        "mínimo. Activado, el empate también dobla."
    ),
}
