"""Español: la mesa de Allegra (su registro, avisos, botones, línea de ayuda, hoja de
puntos, resumen de la ronda, resultados y teclas), añadida a ``es``."""

STRINGS: dict[str, str] = {
    "log.allegra.round": "Ronda {n}: empieza {name}.",
    "log.allegra.round_you": "Ronda {n}: empiezas tú.",
    "log.allegra.reveals": "{name} descubre {a_value}.",
    "log.allegra.reveals_you": "Descubres {a_value}.",
    "log.allegra.takes_deck": "{name} roba {a_value} del mazo.",
    "log.allegra.takes_deck_you": "Robas {a_value} del mazo.",
    "log.allegra.takes_discard": "{name} coge el {value} de los descartes.",
    "log.allegra.takes_discard_you": "Coges el {value} de los descartes.",
    "log.allegra.knocks": "¡{name} golpea la mesa!",
    "log.allegra.knocks_you": "¡Golpeas la mesa!",
    "log.allegra.gives": "{name} da la carta a {knocker}.",
    "log.allegra.gives_you": "Das la carta a {knocker}.",
    "log.allegra.gives_to_you": "{name} te da la carta.",
    "log.allegra.knock_takes_to_you": "{name} coge {a_value} de tu área.",
    "log.allegra.ignores": "{name} no hace caso de los golpes.",
    "log.allegra.ignores_you": "No haces caso de los golpes.",
    "log.allegra.places": "{name} coloca el {value}.",
    "log.allegra.places_you": "Colocas el {value}.",
    "log.allegra.knock_takes": "{name} coge {a_value} del área de {knocker}.",
    "log.allegra.knock_takes_you": "Coges {a_value} del área de {knocker}.",
    "log.allegra.fills": "{name} llena el hueco con el {value}.",
    "log.allegra.fills_you": "Llenas el hueco con el {value}.",
    "log.allegra.discards": "{name} descarta el {value}.",
    "log.allegra.discards_you": "Descartas el {value}.",
    "log.allegra.triple": "Trío de {value}: {count} cartas salen de la mesa.",
    "log.allegra.puts_own": "{name} pone el {value} en su propia cuadrícula y cambia {out}.",
    "log.allegra.puts_own_you": "Pones el {value} en tu cuadrícula y cambias {out}.",
    "log.allegra.puts_shared": "{name} pone el {value} en la columna de {owner} y cambia {out}.",
    "log.allegra.puts_shared_you": "Pones el {value} en la columna de {owner} y cambias {out}.",
    "log.allegra.puts_shared_to_you": "{name} pone el {value} en tu columna y cambia {out}.",
    "table.allegra.out_up": "el {value}",
    "table.allegra.out_down": "un {value} boca abajo",
    "log.allegra.triple_grid": "Trío de {value}: {count} cartas salen de la cuadrícula de {owner}.",
    "log.allegra.triple_grid_to_you": "Trío de {value}: {count} cartas salen de tu cuadrícula.",
    "log.allegra.triple_area": "Trío de {value}: {count} cartas salen de la zona de {owner}.",
    "log.allegra.triple_area_to_you": "Trío de {value}: {count} cartas salen de tu zona.",
    "table.allegra.a_value": "un {value}",
    "table.allegra.an_value": "un {value}",
    "table.allegra.an_values": "–",  # no value changes the article here
    "log.allegra.reshuffled": "Los descartes forman un mazo nuevo de {count} cartas.",
    "log.allegra.reshuffled.one": "Los descartes forman un mazo nuevo de {count} carta.",
    "log.allegra.closes": "{name} ya no tiene cartas boca abajo: los demás juegan una vez más.",
    "log.allegra.closes_you": "Ya no tienes cartas boca abajo: los demás juegan una vez más.",
    "log.allegra.round_over": "Fin de la ronda {n}: {totals}.",
    "table.allegra.round_score": "{name} {score}",
    "table.allegra.round_scores_sep": " – ",
    "log.allegra.final_reveal": "Termina la ronda: se descubren las cartas boca abajo: {values}.",
    "log.allegra.final_reveal.one": (
        "Termina la ronda: se descubre la última carta boca abajo: {values}."
    ),
    "table.allegra.final_reveal": "Se descubren todas las cartas",
    "table.allegra.not_a_triple": (
        "No es un trío: las tres cartas iguales no están en una misma zona"
    ),
    "log.allegra.time_up": "Se acabó la arena: el reloj elige por {name}.",
    "log.allegra.time_up_you": "Se acabó tu arena: el reloj elige por ti.",
    "table.allegra.time_up": "¡Se acabó el tiempo! El reloj juega por {name}",
    "table.allegra.time_up_you": "¡Se acabó el tiempo! El reloj ha jugado por ti",
    "table.allegra.knocked_tag": "¡Golpea!",
    "table.allegra.round": "Ronda {n}",
    "table.allegra.closing": "{name} cierra la ronda: un turno más para cada uno",
    "table.allegra.closing_you": "Cierras la ronda: un turno más para cada uno",
    "table.allegra.knock_bubble": "¡Toc, toc!",
    "table.allegra.no_knock_bubble": "Paso",
    "table.allegra.ignores_bubble": "No hace caso",
    "table.allegra.gives_bubble": "Se la da a {name}",
    "table.allegra.gives_bubble_to_you": "Te la da",
    "table.allegra.exchange": "{name} cede la carta: empieza el intercambio",
    "table.allegra.exchange_you": "Cedes la carta: empieza el intercambio",
    "table.allegra.triple": "¡Trío! {count} cartas de {value} salen de la mesa",
    "table.allegra.reshuffled": "Mazo nuevo: {count} cartas",
    "table.allegra.reshuffled.one": "Mazo nuevo: {count} carta",
    "table.allegra.deck": "Mazo · {count}",
    "table.allegra.discard": "Descartes · {count}",
    "table.allegra.hand_empty": "En la mano: nada",
    "table.allegra.held_deck": "{name} ha robado",
    "table.allegra.held_deck_you": "Has robado",
    "table.allegra.held_discard": "{name} ha cogido",
    "table.allegra.held_discard_you": "Has cogido",
    "table.allegra.held_knock": "{name} ha cogido a cambio",
    "table.allegra.held_knock_you": "Has cogido a cambio",
    "table.allegra.closer_tag": "{name} (cerró)",
    "table.allegra.closer_tag_you": "Tú (cerraste)",
    "table.allegra.knock_button": "Golpear (K)",
    "table.allegra.no_knock_button": "No golpear (N)",
    "table.allegra.give_button": "Dársela a {name} ({n})",
    "table.allegra.ignore_button": "No hacer caso (I)",
    "table.allegra.give_short": "{name} ({n})",
    "table.allegra.ignore_short": "Ignorar (I)",
    "table.allegra.hint.reveal": (
        "Descubre dos cartas de tu área: haz clic en una carta boca abajo."
    ),
    "table.allegra.hint.take": "Roba del mazo (D) o coge el {value} de los descartes (T).",
    "table.allegra.hint.take_deck": "Roba del mazo (D).",
    "table.allegra.hint.draw": (
        "Has robado el {value}: haz clic en una carta de tu área para cambiarla, "
        "o en los descartes (T) para tirarla y descubrir una carta."
    ),
    "table.allegra.hint.flip": (
        "Haz clic en una carta boca abajo de tu área para descubrirla (Esc: quedarte la carta)."
    ),
    "table.allegra.hint.place": (
        "Haz clic en una carta de tu área para poner el {value} en su lugar."
    ),
    "table.allegra.area_shows": "muestra {total}",
    "table.allegra.banner.knock_you": "{name} ha robado el {value}: ¿golpeas para pedirlo?",
    "table.allegra.banner.knock": "{name} ha robado el {value}: ¿quién golpea?",
    "table.allegra.banner.waiting_you": "Tu {value}: ¿golpea alguien por él?",
    "table.allegra.banner.accept_you": "Golpean por tu {value}: ¿lo cedes o los ignoras?",
    "table.allegra.hint.knock": (
        "{name} ha robado el {value}. Golpea para pedirlo (K) o déjalo (N)."
    ),
    "table.allegra.hint.accept": (
        "Golpean por tu {value}: dáselo a quien golpeó (y cógele la carta que quieras) "
        "o no hagas caso (I)."
    ),
    "table.allegra.hint.knock_place": (
        "Recibes el {value}: haz clic en una carta de tu área para ponerlo (te quedas la "
        "carta que sale)."
    ),
    "table.allegra.hint.knock_take": (
        "Coge a cambio cualquier carta del área de {name}: haz clic en ella."
    ),
    "table.allegra.hint.knock_give": (
        "Coloca el {value} en tu área: la carta que sale va a los descartes."
    ),
    "table.allegra.pad_title": "Puntos (gana el más bajo)",
    "table.allegra.pad_title_short": "Puntos",  # where the whole title does not fit
    "table.allegra.summary_title": "Ronda {n} de {rounds}",
    "table.allegra.summary_round": "Esta ronda",
    "table.allegra.summary_total": "Total",
    "table.allegra.summary_doubled": "{raw} × 2 = {score} (doblado)",
    "table.allegra.summary_doubled_why": "{raw} no es la más baja ({low})",
    "table.allegra.pad_doubled": "(×2)",
    "table.allegra.summary_next": "Intro o clic: la ronda siguiente",
    "table.allegra.summary_results": "Intro o clic: los resultados",
    "hints.allegra_table": (
        "Clic, o flechas + Intro · D mazo · T descartes · K golpear · N no golpear · "
        "I no hacer caso · Esc pausa"
    ),
    "hints.allegra_table_no_knock": "Clic, o flechas + Intro · D mazo · T descartes · Esc pausa",
    "results.allegra.round_1": "Rda. 1",
    "results.allegra.round_2": "Rda. 2",
    "results.allegra.round_3": "Rda. 3",
    "results.allegra.rounds": "{count} rondas",
    "results.allegra.rounds.one": "{count} ronda",
    "results.allegra.closed": "cerró la ronda {rounds}",
    "results.allegra.doubled": "doblado en {rounds}",
    "results.allegra.rounds_title": "Las rondas",
    "results.allegra.round_no_closer": "Ronda {n}: terminó sin que nadie cerrara",
    "results.allegra.round_doubled": "Ronda {n}: {name} cerró y se le dobló",
    "results.allegra.round_closed": "Ronda {n}: cerró {name}",
    "results.allegra.round_doubled_you": "Ronda {n}: cerraste y se te dobló",
    "results.allegra.round_closed_you": "Ronda {n}: cerraste tú",
    "results.allegra.best_round": "Mejor ronda",
    "results.allegra.best_line": "{name}: {score} en la ronda {n}",
}
