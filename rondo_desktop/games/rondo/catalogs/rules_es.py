"""Español: cómo se juega a Rondo (títulos, textos y pies de imagen de las páginas)."""

STRINGS: dict[str, str] = {
    "rules.example.word": "CASA",
    "rules.example.changed": "MASA",
    "rules.example.longer": "CASAS",
    "rules.example.hand": "ERTNS?-",
    "rules.example.start_words": "SOL MAR PEZ",
    "rules.cards.title": "Las cartas",
    "rules.cards.body": (
        "Rondo se juega con 110 cartas: 94 letras, 6 comodines y 10 cartas de borrar.\n\n"
        "Cada carta de letra muestra su valor: cuanto más rara es la letra, más vale.\n\n"
        "Un comodín vale por cualquier letra que elijas al jugarlo y la conserva mientras esté "
        "a la vista. Vale -3.\n\n"
        "Una carta de borrar tapa una letra al principio o al final de la palabra. Vale -2.\n\n"
        "Forma palabras en el atril, suma más puntos que nadie y gana."
    ),
    "rules.cards.common": "Letra frecuente",
    "rules.cards.rare": "Letra rara",
    "rules.cards.joker": "Cualquier letra",
    "rules.cards.delete": "Tapa una letra del extremo",
    "rules.holder.title": "El atril",
    "rules.holder.body": (
        "Las palabras se forman en un atril extensible. Empieza con 3 casillas y puede crecer "
        "una casilla por turno, por la izquierda o por la derecha, hasta 9. Nunca se "
        "encoge.\n\n"
        "Cada casilla guarda un montón de cartas; solo se ve la de arriba. Las cartas se "
        "quedan en el atril hasta el final.\n\n"
        "Las cartas visibles siempre son: cartas de borrar, luego al menos 3 letras seguidas, "
        "luego cartas de borrar. Esas letras forman la palabra actual."
    ),
    "rules.holder.caption": "La palabra es {word}: las cartas de borrar no cuentan.",
    "rules.holder.word": "la palabra",
    "rules.turn.title": "Tu turno",
    "rules.turn.body": (
        "Tienes 7 cartas. En tu turno corre el reloj de arena (2 minutos, salvo que la "
        "partida diga otra cosa).\n\n"
        "Mientras queden cartas en el mazo, puedes cambiar tantas veces como quieras: pon las "
        "cartas que quieras bajo el mazo, como mucho tantas como tenga, y roba otras tantas "
        "de arriba. Cada carta cambiada cuesta 2 puntos.\n\n"
        "Después juega una palabra nueva o pasa. Si se acaba el tiempo, pasas.\n\n"
        "Tras una palabra, completa tu mano hasta 7 cartas. Si pasas, roba 1 carta de "
        "castigo y completa hasta 7 si tienes menos."
    ),
    "rules.turn.timer": "El reloj de arena",
    "rules.turn.hand": "Tu mano",
    "rules.build.title": "Formar una palabra nueva",
    "rules.build.body": (
        "Coloca cartas de tu mano en el atril, como mucho una nueva por casilla. Una letra o "
        "un comodín puede tapar cualquier carta visible o llenar una casilla nueva en un "
        "extremo. Una carta de borrar tapa una letra al principio o al final. Ninguna carta "
        "puede tapar la misma letra.\n\n"
        "La nueva palabra debe estar en el diccionario, ser distinta de la anterior, tener "
        "como mucho una letra más y conservar visible al menos una de sus letras.\n\n"
        "Un solo comodín o una sola carta de borrar valen si forman una palabra nueva."
    ),
    "rules.build.cover": "Tapa una letra: una palabra nueva",
    "rules.build.delete": "Una carta de borrar acorta la palabra",
    "rules.scoring.title": "Puntuación",
    "rules.scoring.body": (
        "Una jugada suma el valor de todas las cartas visibles en el atril después de jugar: "
        "cada letra de la palabra, también las que reutilizas, los comodines a -3 y las "
        "cartas de borrar visibles a -2.\n\n"
        "Bonificación: jugar 3 cartas o más da 3 puntos por cada carta a partir de la tercera "
        "(3 cartas +3, 4 cartas +6, 5 cartas +9, ...).\n\n"
        "Cada carta cambiada cuesta 2 puntos. Al final, cada carta que quede en tu mano resta "
        "su valor."
    ),
    "rules.scoring.sum": "Cartas: {values} = {total}",
    "rules.scoring.bonus": "Bonificación por {cards} cartas nuevas: +{bonus}",
    "rules.scoring.total": "Resultado: {total} puntos",
    "rules.scoring.penalty": "Las cartas que te queden en la mano al final restan.",
    "rules.start_end.title": "Inicio y final",
    "rules.start_end.body": (
        "Cada jugador recibe 7 cartas y busca en su mano una palabra de exactamente 3 letras. "
        "Empieza la palabra más valiosa (un empate se sortea; si nadie tiene palabra, se "
        "reparte de nuevo): va al atril y suma su valor, sin bonificación. Antes no se puede "
        "cambiar ni pasar; si se acaba el tiempo, se coloca la mejor palabra inicial. Después "
        "se sigue por turnos.\n\n"
        "La partida termina cuando el mazo está vacío y, además, alguien se queda sin cartas "
        "o todos han pasado seguidos desde que se vació el mazo.\n\n"
        "Tu puntuación final es todo lo que ganaste y pagaste, menos las cartas que te queden "
        "en la mano. Gana la puntuación más alta; un empate comparte la victoria."
    ),
    "rules.start.points": "{points} puntos",
    "rules.start.caption": "Empieza la palabra de tres letras más valiosa.",
}
