"""Español: la mesa de Rondo (botones, avisos, rótulos, bocadillos, registro de jugadas y
por qué se rechaza una jugada), unida a ``es``."""

STRINGS: dict[str, str] = {
    # La mesa de juego
    "hints.table_exchange": (
        "← → o 1–9, 0 elegir carta  ·  Espacio marcar  ·  Intro cambiar  ·  "
        "Retroceso cancelar  ·  Esc pausa"
    ),
    "table.play": "Jugar",
    "table.exchange": "Cambiar…",
    "table.exchange_cancel": "Cancelar cambio",
    "table.exchange_confirm": "Cambiar {count} ({points})",
    "table.pass": "Pasar",
    "table.pass_confirm": "¿Pasar de verdad?",
    "table.pass_warning": (
        "Pasar roba una carta de castigo: pulsa «{confirm}» o {undo} para seguir."
    ),
    "table.hint": "Pista",
    "table.undo": "Deshacer",
    "table.sort": "Ordenar",
    "table.last_move": "Última jugada",
    "table.lay_start": "Poner {word} · {points}",
    "table.pile": "{count} cartas",
    "table.pile.one": "{count} carta",
    "table.you_score": "{points} puntos",
    "table.you_score.one": "{points} punto",
    "table.typed": "Escrito: {word}",
    "table.typed_more": "{word}… sigue escribiendo",
    "table.typed.no_play": "Con tus cartas no se puede formar {word} aquí.",
    "table.prompt": (
        "Arrastra cartas al atril, pulsa una carta y una casilla, o escribe una palabra."
    ),
    "table.prompt_start": "Empiezas tú: pon tu mejor palabra de 3 letras ({points} puntos).",
    "table.prompt_start.one": "Empiezas tú: pon tu mejor palabra de 3 letras ({points} punto).",
    "table.preview": "{word}  ·  {points} puntos",
    "table.preview.one": "{word}  ·  {points} punto",
    "table.preview_bonus": "{word}  ·  {points} puntos (con {bonus} de bonificación)",
    "table.preview_bonus.one": "{word}  ·  {points} punto (con {bonus} de bonificación)",
    "table.exchange_choose": "Pulsa las cartas que quieres cambiar. Cada una cuesta 2 puntos.",
    "table.exchange_cost": "¿Cambiar {count} cartas? Cuesta {cost} puntos.",
    "table.exchange_cost.one": "¿Cambiar {count} carta? Cuesta {cost} puntos.",
    "table.hint_best": "Pista: {word} por {points} puntos.",
    "table.hint_best.one": "Pista: {word} por {points} punto.",
    "table.hint_none": "No hay palabra posible: cambia cartas o pasa.",
    "table.hint_none_pass": "No hay palabra posible: solo puedes pasar.",
    "table.joker.title": "¿Qué letra muestra el comodín?",
    "table.joker.cancel": "Cancelar",
    "table.banner.redeal": "Nadie tiene una palabra de 3 letras: se reparte de nuevo",
    "table.bubble.start_word": "{word} · {points}",
    "table.bubble.start_value": "Palabra · {points}",
    "table.bubble.no_word": "Sin palabra",
    "table.bubble.played": "{word} +{points}",
    "table.bubble.exchanged": "Cambia {count} ({points})",
    "table.bubble.passed": "Paso",
    "table.bubble.timeout": "¡Se acabó el tiempo!",
    "table.bubble.penalty": "Cartas en mano: {points}",
    "table.bubble.penalty_card": "+1 carta de castigo",
    "table.bubble.by_seat": "{name} · {text}",
    "table.replay.before": "Antes: {caption}",
    "table.replay.after": "Después: {caption}",
    # El registro de jugadas
    "log.start_seat": "Empieza {name}.",
    "log.played": "{name} pone {word}: {points} puntos.",
    "log.start_word_timeout": (
        "Se acabó el tiempo de {name}: se pone la palabra inicial {word}, {points} puntos."
    ),
    "log.played.one": "{name} pone {word}: {points} punto.",
    "log.start_word_timeout.one": (
        "Se acabó el tiempo de {name}: se pone la palabra inicial {word}, {points} punto."
    ),
    "log.exchanged": "{name} cambia {count} cartas ({points}).",
    "log.exchanged.one": "{name} cambia {count} carta ({points}).",
    "log.passed": "{name} pasa.",
    "log.timeout": "A {name} se le acaba el tiempo.",
    "log.penalty": "{name} paga {points} por las cartas en mano.",
    "log.hint": "{name} usa una pista.",
    "log.start_seat_you": "Empiezas tú.",
    "log.played_you": "Pones {word}: {points} puntos.",
    "log.played_you.one": "Pones {word}: {points} punto.",
    "log.start_word_timeout_you": (
        "Se acabó tu tiempo: se pone la palabra inicial {word}, {points} puntos."
    ),
    "log.start_word_timeout_you.one": (
        "Se acabó tu tiempo: se pone la palabra inicial {word}, {points} punto."
    ),
    "log.exchanged_you": "Cambias {count} cartas ({points}).",
    "log.exchanged_you.one": "Cambias {count} carta ({points}).",
    "log.passed_you": "Pasas.",
    "log.timeout_you": "Se te acaba el tiempo.",
    "log.penalty_you": "Pagas {points} por las cartas en mano.",
    "log.hint_you": "Usas una pista.",
    "log.redeal": "Nadie tenía palabra: nuevo reparto.",
    "log.game_over": "Fin de la partida. Gana: {names}.",
    # Por qué se rechaza una jugada
    "rule.empty_play": "Pon al menos una carta en el atril.",
    "rule.card_not_in_hand": "No tienes la carta {card} en la mano.",
    "rule.joker_letter": "Elige qué letra muestra el comodín.",
    "rule.slot_out_of_range": "El atril no tiene la casilla {slot}.",
    "rule.one_card_per_slot": "Solo puede ir una carta nueva en cada casilla.",
    "rule.too_many_new_slots": "El atril crece una casilla por turno, por un extremo.",
    "rule.holder_full": "El atril ya tiene 9 casillas; no puede crecer.",
    "rule.delete_on_new_slot": (
        "Una carta de borrar no llena una casilla nueva; tapa una letra de un extremo."
    ),
    "rule.delete_covers_letters": "Una carta de borrar solo tapa letras, no otra carta de borrar.",
    "rule.same_letter_cover": "Una carta no puede tapar la misma letra ({letter} sobre {letter}).",
    "rule.shape": (
        "Las cartas de borrar solo van en los extremos de la palabra, nunca entre letras."
    ),
    "rule.too_short": "La palabra debe tener al menos 3 letras.",
    "rule.too_long": "La nueva palabra puede tener como mucho una letra más que {previous}.",
    "rule.nothing_reused": "Deja visible al menos una letra de {previous} en la nueva palabra.",
    "rule.same_word": "La nueva palabra debe ser distinta de {previous}.",
    "rule.not_a_word": "{word} no está en la lista de palabras.",
    "rule.start_word_length": (
        "La palabra inicial tiene exactamente 3 letras, una carta por casilla."
    ),
    "rule.start_word_not_best": (
        "La palabra inicial debe valer {best} puntos: tu mejor palabra de 3 letras."
    ),
    "rule.not_your_turn": "No es tu turno.",
    "rule.game_over": "La partida ha terminado.",
    "rule.start_phase": (
        "La partida empieza con la palabra inicial; todavía no se puede hacer otra cosa."
    ),
    "rule.exchange_nothing": "Elige al menos una carta para cambiar.",
    "rule.exchange_pile_short": (
        "El mazo es demasiado pequeño: ahora puedes cambiar como mucho {pile}."
    ),
}
