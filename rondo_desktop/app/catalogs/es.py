"""Español."""

STRINGS: dict[str, str] = {
    "app.title": "Rondo Desktop",
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
        "La partida guardada será sustituida por la nueva: {button} reanudará entonces la "
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
    "common.and": "{first} y {second}",
    "common.list_separator": ", ",
    "common.percent": "{n} %",
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
    "setup.team": "Equipo {n}",
    "setup.add_seat": "+ Añadir asiento",
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
    "notice.crash.title": "Algo salió mal",
    "notice.crash.body": (
        "Lo sentimos, el juego encontró un error. Tu partida está guardada tal como quedó tras "
        "el último turno completo: elige {button} para seguir. Se escribió un informe para los "
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
        "Se ha dejado tal como está: vuelve a probar {button} más tarde. Si empiezas una "
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
    "notice.recent_reset.title": "No se pudo leer una partida reciente",
    "notice.recent_reset.body": (
        "Una partida de tu lista de partidas recientes no se pudo leer, así que no aparece en "
        "la lista. El archivo se guardó como {file} en la carpeta recent de la carpeta de "
        "datos del juego."
    ),
    "notice.recent_stuck.body": (
        "Una partida de tu lista de partidas recientes no se pudo leer ni apartar, así que se "
        "quedó como {file}. No aparece en la lista."
    ),
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
    "hints.results": "Intro jugar otra vez  ·  Esc menú",
    "hints.results_network": "Intro o Esc menú",
    "table.scoreboard": "Puntos",
    "table.log": "Jugadas",
    "table.timer": "{minutes}:{seconds}",
    "table.handover.title": "Pasa la pantalla a {name}",
    "table.handover.body": "Los demás no miran: la siguiente mano es secreta.",
    "table.handover.ready": "Soy {name}: ver mis cartas",
    "table.banner.dealing": "Repartiendo las cartas…",
    "table.banner.starts": "{name} tiene la mejor palabra inicial y empieza",
    "table.banner.your_turn": "Te toca",
    "table.banner.thinking": "{name} está pensando…",
    "table.banner.turn_of": "Turno de {name}",
    "table.banner.game_over": "Fin de la partida",
    "table.banner.starts_you": "Tienes la mejor palabra inicial y empiezas",
    # Menú de pausa
    "pause.title": "Pausa",
    "pause.resume": "Continuar",
    "pause.settings": "Ajustes",
    "pause.rules": "Cómo se juega",
    "pause.save_quit": "Guardar y volver al menú",
    # A table at a network host (issue 17)
    "hints.net.esc": "Esc menú",
    "table.net.disconnected": "Desconectado",
    "table.net.computer_playing": "Juega el ordenador",
    "table.net.reconnecting": "Reconectando…",
    "table.net.lost": "Conexión perdida",
    "table.net.reconnecting.body": (
        "Tu asiento te espera. La partida sigue en cuanto vuelva la conexión con el anfitrión."
    ),
    "table.net.lost.body": (
        "Deja la mesa desde el menú (Esc). Tu asiento sigue siendo tuyo: vuelve a unirte "
        "a la mesa más tarde para recuperarlo."
    ),
    "table.net.time_up": "¡Se acabó el tiempo! El reloj juega por {name}",
    "table.net.time_up_you": "¡Se acabó el tiempo! El reloj ha jugado por ti",
    "table.net.unreadable": "El anfitrión envió algo que esta versión no puede mostrar",
    "pause.net.title": "Menú",
    "pause.net.back": "Volver a la mesa",
    "pause.net.leave": "Dejar la mesa",
    "pause.net.body": (
        "La partida sigue mientras este menú está abierto. Si te vas, tu asiento sigue "
        "siendo tuyo: vuelve a unirte a la mesa para recuperarlo."
    ),
    # Resultados
    "results.you_win": "¡Has ganado!",
    "results.wins": "Gana {name}",
    "results.shared": "{names} comparten la victoria",
    "results.col.total": "Total",
    "results.ranked": "{rank}.º {name}",
    "results.seat_label": "{name}:",
    "results.chart": "Puntos a lo largo de la partida",
    "results.turns": "{count} turnos",
    "results.turns.one": "{count} turno",
    "results.hands": "{count} manos",
    "results.hands.one": "{count} mano",
    "results.play_again": "Jugar otra vez",
    "results.menu": "Menú",
    # Recent games and coaching
    "menu.recent": "Partidas recientes",
    "recent.title": "Partidas recientes",
    "hints.recent": "↑ ↓ elegir  ·  Intro analizar  ·  Esc volver",
    "recent.open": "Analizar",
    "recent.empty": (
        "Todavía no hay partidas terminadas. Aquí se guardan las últimas 20 partidas jugadas "
        "hasta el final ({games}), listas para analizarlas jugada a jugada."
    ),
    "recent.games_sep": ", ",
    "recent.you_won": "Ganaste",
    "recent.won": "Ganó {name}",
    "recent.shared": "{names} compartieron la victoria",
    "recent.count": "{shown} de {count}",
    "recent.cannot.title": "No se puede abrir esta partida",
    "recent.no_review": "Esta versión no puede analizar partidas de {game}.",
    "pause.review": "Analizar la partida hasta ahora",
    "settings.coaching": "Consejos durante la partida",
    # Network play: Host a table, Join a table, the lobby, the link's errors
    "menu.host": "Abrir una mesa",
    "menu.join": "Unirse a una mesa",
    "hints.lobby": "Tab o flechas mover  ·  Intro elegir  ·  Esc salir",
    "host.title": "Abrir una mesa",
    "host.seats": "Puestos",
    "host.table": "Mesa",
    "host.seat.you": "Tú",
    "host.seat.friend": "Un amigo",
    "host.seat.friend_note": "se une por la red",
    "host.you_default": "Jugador",
    "host.table_of": "Mesa de {name}",
    "host.game": "Juego",
    "host.grace": "Un puesto desconectado espera",
    "host.stand_in": "Luego juega por él",
    "host.open": "Abrir la mesa",
    "host.again": "Abrir de nuevo",
    "host.saved_row": "Mesa que abrir",
    "host.new_table": "Una mesa nueva",
    "host.saved": "{game} {code} · {count} jugadas",
    "host.saved.one": "{game} {code} · {count} jugada",
    "host.no_game": "En esta versión ningún juego se puede jugar por la red.",
    "join.title": "Unirse a una mesa",
    "join.nearby": "En esta red",
    "join.by_address": "Por dirección",
    "join.searching": "Buscando mesas en esta red…",
    "join.pick": (
        "Elige un anfitrión y escribe el código de la mesa (o ninguno: el primer puesto libre)."
    ),
    "join.no_search": "Este ordenador no puede buscar mesas: escribe la dirección del anfitrión.",
    "join.rejoin": "Vuelve a tu puesto en {code} · {game}",
    "join.found": "{name} · {address}",
    "join.found_tls": "{name} · {address} · segura",
    "join.found_other_version": "{name} · {address} · otra versión",
    "join.name": "Tu nombre",
    "join.address": "Dirección del anfitrión",
    "join.address.placeholder": "192.168.1.20 o wss://…",
    "join.code": "Código de la mesa",
    "join.code.placeholder": "K7Q-4M2 (opcional)",
    "join.join": "Unirse",
    "join.no_address": "Escribe la dirección del anfitrión o elige uno encontrado en esta red.",
    "join.bad_address": (
        "Eso no es una dirección: escribe p. ej. 192.168.1.20:47100 o wss://host:47100."
    ),
    "join.tokens_reset.title": "Puestos olvidados",
    "join.tokens_reset.body": (
        "No se pudo leer la lista de tus puestos en mesas de red. Se ha apartado como {file} "
        "en la carpeta network de la carpeta de datos del juego; pide al anfitrión el código "
        "para volver a unirte."
    ),
    "lobby.title": "Mesa",
    "lobby.code": "Código de la mesa",
    "lobby.addresses": "Dirección para tus amigos",
    "lobby.game_line": "{game} · {timer}",
    "lobby.timer": "reloj de arena {time}",
    "lobby.free_seat": "Puesto libre: esperando a un amigo",
    "lobby.tag.you": "Tú",
    "lobby.tag.ready": "Listo",
    "lobby.tag.not_ready": "No listo",
    "lobby.tag.disconnected": "Desconectado",
    "lobby.tag.stand_in": "Juega el ordenador",
    "lobby.ready": "Listo para jugar",
    "lobby.start": "Empezar la partida",
    "lobby.leave": "Salir",
    "lobby.status.connecting": "Tomando asiento en la mesa…",
    "lobby.status.reconnecting": "Conexión perdida: volviendo a intentarlo…",
    "lobby.status.wait_host": (
        "Tienes un puesto. Pulsa Listo: el anfitrión empieza cuando todos estén listos."
    ),
    "lobby.status.wait_friends": "Esperando a los amigos: dales el código y la dirección.",
    "lobby.status.can_start": "Todos están listos: empieza la partida.",
    "lobby.status.wait_ready": (
        "Todos los puestos están ocupados: esperando a que todos pulsen Listo."
    ),
    "lobby.status.auto": "La partida empieza en cuanto todos los puestos estén ocupados.",
    "lobby.close.title": "¿Cerrar la mesa?",
    "lobby.close.body": (
        "Tus amigos pierden sus puestos: la mesa se acaba cuando te vas, porque está abierta "
        "en este ordenador."
    ),
    "lobby.close.yes": "Cerrar la mesa",
    "lobby.no_host": "Esta versión del juego no puede abrir mesas.",
    "lobby.host_failed": "No se pudo abrir la mesa en este ordenador (ver el registro).",
    "lobby.no_table": "Esta versión del juego no puede mostrar una mesa de red.",
    "lobby.no_free_table": "Ninguna mesa en esta dirección tiene un puesto libre.",
    "lobby.refused.full": "Todos los puestos de esta mesa están ocupados.",
    "lobby.refused.table": "No hay ninguna mesa con este código en esta dirección.",
    "lobby.refused.token": "Ese puesto ya no es tuyo: únete con el código de la mesa.",
    "lobby.refused.seats": "El anfitrión rechazó estos puestos para este juego.",
    "lobby.refused.game": "El anfitrión no puede jugar a este juego.",
    "lobby.refused.busy": "El anfitrión tiene demasiadas mesas abiertas.",
    "lobby.refused.not_full": "Todavía no están ocupados todos los puestos.",
    "lobby.refused.timer": "El anfitrión no puede llevar el reloj de arena en este juego.",
    "lobby.refused.options": "El anfitrión rechazó las opciones del juego.",
    "lobby.refused.other": "El anfitrión se negó (ver el registro).",
    "link.error.unreachable": (
        "Ningún anfitrión responde en esta dirección. ¿Es correcta y está el anfitrión en marcha?"
    ),
    "link.error.not_a_host": (
        "Algo responde en esta dirección, pero no es un anfitrión de Rondo Desktop."
    ),
    "link.error.tls": "La conexión segura falló: el certificado del anfitrión no es de confianza.",
    "link.error.version": (
        "El anfitrión usa otra versión de Rondo Desktop: poned las dos en la misma."
    ),
    "link.error.lost": "Se perdió la conexión con el anfitrión y no volvió.",
    "link.error.refused": "El anfitrión rechazó la conexión.",
    "settings.digits": "Cifras en árabe",
    "settings.digits.western": "Occidentales 123",
    "settings.digits.eastern": "Orientales ١٢٣",
    "net.name.placeholder": "Tu nombre",
    "net.name_needed.title": "Tu nombre",
    "net.name_needed": "Escribe tu nombre: así los demás de la mesa distinguen tu puesto.",
    # Network play fixes (review 17)
    "lobby.status.starting": "Abriendo la mesa…",
    "lobby.autosave_set_aside": (
        "El guardado automático de esta mesa está dañado y no se puede volver a abrir. Se "
        "apartó como {file} en la carpeta de datos; no se borró nada."
    ),
    "link.error.closed": "El anfitrión cerró la mesa.",
    "host.tables_set_aside.title": "Se apartó una mesa",
    "host.tables_set_aside.body": (
        "No se pudo leer el guardado automático de una mesa que abriste. Se conserva como "
        "{file} en la carpeta de datos del juego. No se borró nada."
    ),
    "table.net.closed": "El anfitrión cerró la mesa",
    "table.net.closed.body": (
        "La partida no puede continuar. Pulsa Enter o Esc para volver al menú."
    ),
    "table.net.refused.stale": "La partida ya había avanzado: tu jugada llegó tarde",
    "table.net.refused.not_your_turn": "No es tu turno",
    "table.net.refused.rate": "Demasiados mensajes: espera un momento",
    "table.net.refused.token": "El anfitrión ya no reconoce este puesto como tuyo",
    "table.net.refused.illegal": "El anfitrión no permitió esa jugada",
    "table.net.refused.not_playing": "La partida aún no ha empezado o ya terminó",
    "table.net.refused.other": "El anfitrión rechazó la jugada (consulta el registro)",
    "pause.net.host.body": (
        "La partida sigue mientras este menú está abierto. Eres el anfitrión: si te vas, la "
        "partida termina para todos."
    ),
    "pause.net.close.title": "¿Terminar la partida para todos?",
    "pause.net.close.body": (
        "La mesa se aloja en este ordenador. Si te vas, se cierra y la partida de tus amigos "
        "también termina."
    ),
    "pause.net.close.yes": "Salir y terminar la partida",
}
