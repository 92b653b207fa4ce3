"""El motor de Allegra en español: el nombre, las fases y por qué no se permite una jugada."""

STRINGS: dict[str, str] = {
    "game.allegra.name": "Allegra",
    "allegra.phase.reveal": "Destapar cartas",
    "allegra.phase.take": "Tomar o robar",
    "allegra.phase.knock": "¿Golpear la mesa?",
    "allegra.phase.accept": "¿Aceptar un golpe?",
    "allegra.phase.place": "Cambiar la carta",
    "allegra.phase.draw": "Cambiar, o descartar y destapar",
    "allegra.phase.knock_place": "Quien golpeó coloca la carta",
    "allegra.phase.knock_take": "Tomar una carta de quien golpeó",
    "allegra.phase.knock_give": "Colocar la carta tomada",
    "allegra.phase.over": "Fin de la partida",
    "rule.allegra.game_over": "La partida ha terminado.",
    "rule.allegra.not_your_turn": "No es tu turno: ahora decide el puesto {seat}.",
    "rule.allegra.not_an_action": "Eso no es una jugada de Allegra.",
    "rule.allegra.phase_reveal": "Primero destapa dos cartas tapadas de tu zona.",
    "rule.allegra.phase_take": "Toma la carta de arriba del descarte o roba del mazo.",
    "rule.allegra.phase_knock": "Di si golpeas la mesa por la carta robada.",
    "rule.allegra.phase_accept": (
        "Ignora los golpes o da la carta a uno de los que golpearon la mesa."
    ),
    "rule.allegra.phase_place": "Cambia la carta que tomaste por una carta de tu zona.",
    "rule.allegra.phase_draw": (
        "Cambia la carta robada por una de tu zona, o descártala y destapa una carta."
    ),
    "rule.allegra.phase_knock_place": "Coloca en tu zona la carta por la que golpeaste.",
    "rule.allegra.phase_knock_take": "Toma una carta de la zona de quien golpeó.",
    "rule.allegra.phase_knock_give": "Coloca en tu zona la carta que tomaste.",
    "rule.allegra.no_cell": "Ese lugar no existe en la mesa.",
    "rule.allegra.not_in_area": (
        "Esa carta no está en tu zona (tu cuadrícula y la columna de tu vecino de la izquierda)."
    ),
    "rule.allegra.not_in_knocker_area": "Esa carta no está en la zona de quien golpeó.",
    "rule.allegra.not_own_grid": "En esta partida solo destapas cartas de tu propia cuadrícula.",
    "rule.allegra.gap": (
        "Ese lugar está vacío: una carta retirada deja un hueco hasta el final de la ronda."
    ),
    "rule.allegra.already_face_up": "Esa carta ya está destapada.",
    "rule.allegra.flip_face_down": "Destapa una carta que esté tapada.",
    "rule.allegra.must_flip": "Destapa además una de las cartas tapadas de tu zona.",
    "rule.allegra.nothing_to_swap": "Tu zona no tiene ninguna carta para cambiar por el descarte.",
    "rule.allegra.cannot_knock": (
        "Tu zona no tiene ninguna carta que la carta robada pueda sustituir."
    ),
    "rule.allegra.not_a_knocker": "El puesto {seat} no golpeó la mesa.",
    "rule.allegra.bad_source": "Toma del mazo o del descarte.",
}
