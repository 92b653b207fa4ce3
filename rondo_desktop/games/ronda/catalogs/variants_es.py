"""Español: lo que hacen las variantes de la Ronda, para quien no las conoce: la línea bajo
las opciones de la partida nueva y las páginas de Cómo jugar sobre tres jugadores y las
variantes."""

STRINGS: dict[str, str] = {
    "setup.help.ronda.target": (
        "Cuántos puntos ganan la partida: 41 en el juego habitual; menos la hacen más corta."
    ),
    "setup.help.ronda.instant_win": (
        "En el acto: el bando que alcanza la meta gana enseguida, incluso en mitad de una "
        "mano, en vez de al contar la mano."
    ),
    "setup.help.ronda.capture_este": (
        "Solo capturando: un este exige que tu carta capture la carta recién jugada; la 3.ª "
        "y la 4.ª carta de ese rango se llevan todo el montón del este."
    ),
    "setup.help.ronda.aces_high": (
        "Qué ronda o tringa se lleva el bote: el 12 es la más alta, como siempre, o el as (1) "
        "por encima del 12."
    ),
    "setup.help.ronda.dealer_last_card": (
        "El que reparte debe capturar con la última carta de la mano: con un 12, +5 para su "
        "bando; con un 1 o sin capturar, +5 para los rivales."
    ),
    "setup.help.ronda.este_chain_four_only": (
        "Solo con 4 jugadores: con 2 o 3 un este sigue valiendo 1, pero la 3.ª y la 4.ª "
        "carta de la cadena no valen nada."
    ),
    "setup.help.ronda.first_deal_four": (
        "Con 4 jugadores: el primer reparto da 4 cartas a cada uno y ninguna a la mesa; los "
        "siguientes son de 3."
    ),
    "ronda.rules.three.title": "Tres jugadores",
    "ronda.rules.three.body": (
        "También se puede jugar de a tres, cada uno por su cuenta: tres montones, tres "
        "puntuaciones, sin compañeros. Para jugar de a tres, añade un tercer puesto en la "
        "partida nueva.\n\n"
        "La mano dura entonces 4 repartos de 3 cartas; la mesa recibe sus 4 cartas al "
        "principio, como siempre. Al contar, cada carta por encima de 13 en un montón vale "
        "1 punto, así que pueden puntuar varios.\n\n"
        "Las rondas, tringas, este y missa son como con dos."
    ),
    "ronda.rules.three.caption": "Cada uno por su cuenta: cuentan las cartas por encima de 13.",
    "ronda.rules.three.pile": "{cards}: +{points}",  # a seat's pile and what it scores
    "ronda.rules.three.pile_none": "{cards}: 0",
    "ronda.rules.variants.in_setup": "En la partida nueva, elige:",
    "ronda.rules.variants.title": "Variantes: meta y reparto",
    "ronda.rules.variants.body": (
        "La partida nueva ofrece reglas que algunas mesas juegan de otro modo. Todas están "
        "desactivadas hasta que las activas, y la línea bajo el formulario nombra las "
        "activas.\n\n"
        "Jugar a 21, 25, 31 o 61 puntos en vez de 41. La meta gana en el acto: el bando que "
        "la alcanza gana enseguida, incluso en mitad de una mano.\n\n"
        "Primer reparto, solo con 4 jugadores: 4 cartas a cada uno y ninguna en la mesa; "
        "luego de 3. Dos parejas son 2 rondas; con cuatro iguales se reparte de nuevo.\n\n"
        "El as es la más alta: entre rondas o tringas, el 1 gana al 12. Si los cuatro tienen "
        "ronda, gana la más baja."
    ),
    "ronda.rules.variants_este.title": "Variantes: este y última carta",
    "ronda.rules.variants_este.body": (
        "Este solo capturando: el punto exige que tu carta capture la carta recién jugada; "
        "llevársela dentro de una escalera no cuenta. La tercera carta de ese rango se lleva "
        "todo el montón del este por 5, la cuarta lo recupera por 10.\n\n"
        "Cadena de este solo con 4: con 2 o 3 jugadores un este sigue valiendo 1, pero la "
        "tercera y la cuarta carta no valen nada.\n\n"
        "Última carta del que reparte: debe capturar con la última carta de la mano. Con un "
        "12 su bando gana 5; con un 1, o sin capturar, los ganan los rivales."
    ),
}
