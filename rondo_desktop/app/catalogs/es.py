"""Español."""

STRINGS: dict[str, str] = {
    "app.title": "Rondo Desktop",
    "game.rondo.name": "Rondo",
    "game.rondo.tagline": "El juego de cartas y palabras para 2 a 6 jugadores",
    "menu.continue": "Continuar",
    "menu.continue_game": "Continuar {game}",
    "menu.new_game": "Nueva partida",
    "menu.how_to_play": "Cómo se juega",
    "menu.statistics": "Estadísticas",
    "menu.settings": "Ajustes",
    "menu.quit": "Salir",
    "menu.version": "Versión {version}",
    "menu.replace_save.title": "¿Empezar una partida nueva?",
    "menu.replace_save.body": (
        "La partida guardada será sustituida por la nueva: Continuar reanudará entonces la "
        "nueva. La partida guardada no se borra; queda como copia en la carpeta de datos del "
        "juego."
    ),
    "menu.replace_save.yes": "Partida nueva",
    "menu.replace_save.no": "Cancelar",
    "hints.menu": "↑ ↓ elegir  ·  Intro aceptar  ·  F11 pantalla completa",
    "hints.menu_games": "← → juego  ·  ↑ ↓ elegir  ·  Intro aceptar  ·  F11 pantalla completa",
    "hints.form": "Tab o flechas mover  ·  ← → cambiar  ·  Intro elegir  ·  Esc volver",
    "hints.rules": "← → pasar página  ·  Esc volver",
    "common.ok": "Aceptar",
    "common.back": "Volver",
    "common.on": "Sí",
    "common.off": "No",
    "common.back_to_menu": "Volver al menú",
    "confirm.cancel": "Cancelar",
    "setup.title": "Nueva partida",
    "setup.title_game": "Nueva partida: {game}",
    "setup.players": "Jugadores",
    "setup.game": "Partida",
    "setup.seat.person": "Persona",
    "setup.seat.computer": "Ordenador · {strength}",
    "strength.beginner": "Principiante",
    "strength.medium": "Medio",
    "strength.hard": "Difícil",
    "strength.expert": "Experto",
    "setup.player_name": "Jugador {n}",
    "setup.computer_name": "Ordenador {n}",
    "setup.add_seat": "+ Añadir asiento",
    "setup.lexicon": "Diccionario",
    "setup.turn_time": "Reloj de arena por turno",
    "setup.turn.none": "Sin reloj",
    "setup.turn.time": "{minutes}:{seconds} min",
    "setup.seed": "Número de reparto (opcional)",
    "setup.seed.random": "reparto al azar",
    "setup.seed.digits_only": "Solo cifras: un número de reparto es un entero como 42",
    "setup.turn.seconds": "{seconds} s",
    "setup.turn.minutes": "{minutes} min",
    "setup.start": "Empezar",
    "setup.summary.players": "{players} jugadores",
    "setup.summary.words": "palabras en {value}",
    "setup.language.de": "Deutsch",
    "setup.language.en": "English",
    "setup.language.es": "Español",
    # Inside a Spanish sentence a language's name is written in lower case.
    "setup.summary.language.en": "inglés",
    "setup.summary.language.de": "alemán",
    "setup.summary.language.es": "español",
    "settings.title": "Ajustes",
    "settings.language": "Idioma",
    "settings.sound_volume": "Efectos de sonido",
    "settings.animation_speed": "Velocidad de animación",
    "settings.fullscreen": "Pantalla completa",
    "settings.colour_scheme": "Colores",
    "settings.speed.0_5": "Lenta",
    "settings.speed.0_75": "Tranquila",
    "settings.speed.1_0": "Normal",
    "settings.speed.1_5": "Ágil",
    "settings.speed.2_0": "Rápida",
    "settings.speed.3_0": "Muy rápida",
    "settings.default_turn": "Reloj en partidas nuevas",
    "settings.computer_speed": "Velocidad del ordenador",
    "settings.computer_speed.slow": "Lenta",
    "settings.computer_speed.normal": "Normal",
    "settings.computer_speed.fast": "Rápida",
    "settings.computer_speed.instant": "Al instante",
    "settings.card_size": "Tamaño de las cartas",
    "settings.card_size.small": "Pequeño",
    "settings.card_size.normal": "Normal",
    "settings.card_size.large": "Grande",
    "settings.reset_stats": "Reiniciar estadísticas…",
    "settings.reset_stats.title": "¿Reiniciar las estadísticas?",
    "settings.reset_stats.body": (
        "Tus partidas, victorias, tu mejor palabra y tu mejor puntuación vuelven a empezar desde "
        "cero. El archivo de estadísticas actual se guarda con otro nombre junto al nuevo, así que "
        "no se borra nada."
    ),
    "settings.reset_stats.confirm": "Reiniciar",
    "settings.reset_stats.done_title": "Estadísticas reiniciadas",
    "settings.reset_stats.done": (
        "Las estadísticas empiezan de nuevo. Las anteriores se guardaron como {file} en la carpeta "
        "de datos."
    ),
    "settings.reset_stats.empty": "Aún no había estadísticas: nada que reiniciar.",
    "settings.reset_stats.failed_title": "Estadísticas sin reiniciar",
    "settings.reset_stats.failed": (
        "No se pudo apartar el archivo de estadísticas, así que se ha dejado como estaba."
    ),
    "scheme.felt": "Tapete verde",
    "scheme.burgundy": "Burdeos",
    "scheme.contrast": "Alto contraste",
    "stats.title": "Estadísticas",
    "stats.by_opponent": "Partidas por rival",
    "stats.col.opponent": "Rival",
    "stats.col.played": "Jugadas",
    "stats.col.won": "Ganadas",
    "stats.col.rate": "% ganadas",
    "stats.opponent.beginner": "Ordenador principiante",
    "stats.opponent.medium": "Ordenador medio",
    "stats.opponent.hard": "Ordenador difícil",
    "stats.opponent.expert": "Ordenador experto",
    "stats.opponent.person": "Personas",
    "stats.all_games": "Todas las partidas",
    "stats.best_word": "Mejor palabra",
    "stats.best_score": "Mejor puntuación final",
    "stats.win_rate": "Partidas ganadas",
    "stats.none_yet": "Aún no hay partidas",
    "stats.points": "{points} puntos",
    "stats.points_bonus": "{value} + bonificación {bonus} = {points} puntos",
    "stats.points.one": "{points} punto",
    "stats.won_of": "{won} de {played}",
    "card.joker": "COMODÍN",
    "card.delete": "BORRAR",
    "rules.title": "Cómo se juega",
    "rules.prev": "‹ Anterior",
    "rules.next": "Siguiente ›",
    "rules.done": "Terminar",
    "rules.page_of": "Página {page} de {pages}",
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
    "notice.crash.title": "Algo salió mal",
    "notice.crash.body": (
        "Lo sentimos, el juego encontró un error. Tu partida está guardada tal como quedó tras "
        "el último turno completo: elige Continuar para seguir. Se escribió un informe para los "
        "desarrolladores en {file}."
    ),
    "table.you": "Tú",
    "notice.save_damaged.title": "No se pudo leer la partida guardada",
    "notice.save_damaged.body": (
        "Se apartó como {file} y puede empezar una partida nueva. "
        "Tus ajustes y estadísticas están a salvo."
    ),
    "notice.no_table.title": "Todavía no",
    "notice.no_table.body": (
        "La mesa de juego aún no está construida. Tu elección se ha guardado y te estará "
        "esperando cuando llegue en la próxima versión."
    ),
    "notice.settings_reset.title": "Ajustes restablecidos",
    "notice.settings_reset.body": (
        "No se pudo leer tu archivo de ajustes, así que se usan los ajustes por defecto. El "
        "archivo antiguo se guardó como {file} en la carpeta de datos del juego."
    ),
    "notice.stats_reset.title": "Estadísticas restablecidas",
    "notice.stats_reset.body": (
        "No se pudo leer tu archivo de estadísticas, así que empiezan de cero. El archivo "
        "antiguo se guardó como {file} en la carpeta de datos del juego."
    ),
    "notice.save_unreadable.title": "No se pudo abrir la partida",
    "notice.save_unreadable.body": (
        "El archivo {file} no se pudo leer ahora, quizá porque otro programa lo está usando. "
        "Se ha dejado tal como está: vuelve a probar Continuar más tarde. Si empiezas una "
        "partida nueva, la guardada se conserva con otro nombre en la carpeta de datos del "
        "juego."
    ),
    "notice.settings_unreadable.title": "No se pudieron leer los ajustes",
    "notice.settings_unreadable.body": (
        "Tu archivo de ajustes {file} no se pudo leer ahora, así que se usan los ajustes por "
        "defecto hasta que reinicies el juego. El archivo se ha dejado tal como está y los "
        "cambios de ahora no se guardarán encima."
    ),
    "notice.save_stuck.body": (
        "Tampoco se pudo apartar (la carpeta de datos del juego no lo permite), así que "
        "sigue como {file}. Tus ajustes y estadísticas están a salvo."
    ),
    "notice.save_kept.title": "Tu partida guardada se conservó",
    "notice.save_kept.body": (
        "La partida nueva necesitaba el sitio de la partida guardada que había allí, así que "
        "esa partida se conservó como {file} en la carpeta de datos del juego. No se borró nada."
    ),
    "notice.game_unsaved.title": "Esta partida no se guardará",
    "notice.game_unsaved.body": (
        "La partida guardada {file} no se pudo apartar, así que queda intacta y esta partida "
        "nueva no se guarda. Puedes jugarla hasta el final, pero no continuarla más tarde."
    ),
    "notice.save_failed.title": "No se pudo guardar la partida",
    "notice.save_failed.body": (
        "Falló el guardado de esta partida ({reason}). Puedes seguir jugando, pero si sales "
        "ahora no podrás continuarla. Comprueba que se puede escribir en la carpeta {folder}."
    ),
    "notice.read_only.title": "No se puede guardar nada",
    "notice.read_only.body": (
        "No se puede escribir en la carpeta de datos del juego {folder}. Puedes jugar, pero "
        "tus ajustes, estadísticas y partidas no se conservarán al salir."
    ),
    "notice.settings_stuck.body": (
        "No se pudo leer tu archivo de ajustes y tampoco se pudo apartar, así que sigue como "
        "{file}. Se usan los ajustes por defecto y no se escribe nada encima."
    ),
    "notice.stats_stuck.body": (
        "No se pudo leer tu archivo de estadísticas y tampoco se pudo apartar, así que sigue "
        "como {file}. Las estadísticas muestran cero y no se escribe nada encima."
    ),
    "notice.settings_newer.title": "Ajustes de una versión más nueva",
    "notice.settings_newer.body": (
        "Tu archivo de ajustes {file} lo escribió una versión más nueva de Rondo Desktop. "
        "Esta versión usa por ahora los ajustes por defecto y deja el archivo tal como está."
    ),
    "notice.stats_newer.title": "Estadísticas de una versión más nueva",
    "notice.stats_newer.body": (
        "Tu archivo de estadísticas {file} lo escribió una versión más nueva de Rondo Desktop. "
        "Esta versión lo deja tal como está: las partidas jugadas ahora no se cuentan en él."
    ),
    "notice.settings_repaired.title": "Algunos ajustes se restablecieron",
    "notice.settings_repaired.body": (
        "Algunos valores de tu archivo de ajustes no servían y volvieron a su valor por "
        "defecto; los demás se conservaron. El archivo tal como estaba se guardó como {file} "
        "en la carpeta de datos del juego."
    ),
    "notice.stats_repaired.title": "Algunas estadísticas se restablecieron",
    "notice.stats_repaired.body": (
        "Algunos números de tu archivo de estadísticas no podían ser correctos y volvieron a "
        "cero; los demás se conservaron. El archivo tal como estaba se guardó como {file} en "
        "la carpeta de datos del juego."
    ),
    "loading.title": "Cargando tu partida",
    "loading.moves": "{count} jugadas por repetir",
    "loading.moves.one": "{count} jugada por repetir",
    "notice.stats_unreadable.title": "No se pudieron leer las estadísticas",
    "notice.stats_unreadable.body": (
        "Tu archivo de estadísticas {file} no se pudo leer ahora, así que por el momento se "
        "muestran a cero. El archivo se ha dejado tal como está; una partida que termine "
        "mientras no se pueda leer no se contará."
    ),
    # La mesa de juego
    "hints.table": (
        "Arrastra o pulsa cartas  ·  escribe una palabra  ·  Intro jugar  ·  "
        "Retroceso deshacer  ·  Esc pausa"
    ),
    "hints.table_exchange": (
        "← → o 1–9, 0 elegir carta  ·  Espacio marcar  ·  Intro cambiar  ·  "
        "Retroceso cancelar  ·  Esc pausa"
    ),
    "hints.results": "Intro jugar otra vez  ·  Esc menú",
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
    "table.scoreboard": "Puntos",
    "table.log": "Jugadas",
    "table.pile": "{count} cartas",
    "table.pile.one": "{count} carta",
    "table.timer": "{minutes}:{seconds}",
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
    "table.handover.title": "Pasa la pantalla a {name}",
    "table.handover.body": "Los demás no miran: la siguiente mano es secreta.",
    "table.handover.ready": "Soy {name}: ver mis cartas",
    "table.banner.dealing": "Repartiendo las cartas…",
    "table.banner.redeal": "Nadie tiene una palabra de 3 letras: se reparte de nuevo",
    "table.banner.starts": "{name} tiene la mejor palabra inicial y empieza",
    "table.banner.your_turn": "Te toca",
    "table.banner.thinking": "{name} está pensando…",
    "table.banner.turn_of": "Turno de {name}",
    "table.banner.game_over": "Fin de la partida",
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
    "table.banner.starts_you": "Tienes la mejor palabra inicial y empiezas",
    "log.redeal": "Nadie tenía palabra: nuevo reparto.",
    "log.game_over": "Fin de la partida. Gana: {names}.",
    # Menú de pausa
    "pause.title": "Pausa",
    "pause.resume": "Continuar",
    "pause.settings": "Ajustes",
    "pause.rules": "Cómo se juega",
    "pause.save_quit": "Guardar y volver al menú",
    # Resultados
    "results.you_win": "¡Has ganado!",
    "results.wins": "Gana {name}",
    "results.shared": "{names} comparten la victoria",
    "results.col.words": "Palabras",
    "results.col.bonus": "Bonificación",
    "results.col.exchanges": "Cambios",
    "results.col.hand": "Mano",
    "results.col.total": "Total",
    "results.words": "Palabras jugadas",
    "results.col.hints": "Pistas",
    "results.more_words": "+{count} más",
    "results.more_words.one": "+{count} más",
    "results.no_words": "sin palabras",
    "results.chart": "Puntos a lo largo de la partida",
    "results.turns": "{count} turnos",
    "results.turns.one": "{count} turno",
    "results.hands": "{count} manos",
    "results.hands.one": "{count} mano",
    "results.best_word": "Mejor palabra de la partida",
    "results.best_by": "de {name}, {points} puntos",
    "results.best_by_bonus": "de {name}: cartas {value} + bonificación {bonus} = {points} puntos",
    "results.best_by.one": "de {name}, {points} punto",
    "results.best_by_you": "tuya, {points} puntos",
    "results.best_by_you.one": "tuya, {points} punto",
    "results.best_by_bonus_you": "tuya: cartas {value} + bonificación {bonus} = {points} puntos",
    "results.no_best": "No se jugó ninguna palabra.",
    "results.seat_best": "Mejor palabra: {word} ({points})",
    "results.play_again": "Jugar otra vez",
    "results.menu": "Menú",
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
