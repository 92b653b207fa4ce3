"""Deutsch."""

STRINGS: dict[str, str] = {
    "app.title": "Rondo Desktop",
    "menu.continue": "Weiterspielen",
    "menu.continue_game": "{game} weiterspielen",
    "menu.new_game": "Neues Spiel",
    "menu.how_to_play": "Spielanleitung",
    "menu.statistics": "Statistik",
    "menu.settings": "Einstellungen",
    "menu.quit": "Beenden",
    "menu.version": "Version {version}",
    "menu.replace_save.title": "Neues Spiel beginnen?",
    "menu.replace_save.body": (
        "Dein gespeichertes Spiel wird durch das neue ersetzt: „{button}“ setzt dann das "
        "neue fort. Das gespeicherte Spiel wird nicht gelöscht; es bleibt als Kopie im "
        "Datenordner des Spiels."
    ),
    "menu.replace_save.yes": "Neues Spiel",
    "menu.replace_save.no": "Abbrechen",
    "hints.menu": "↑ ↓ wählen  ·  Enter bestätigen  ·  F11 Vollbild",
    "hints.menu_games": "← → Spiel  ·  ↑ ↓ wählen  ·  Enter bestätigen  ·  F11 Vollbild",
    "hints.form": "Tab oder Pfeile bewegen  ·  ← → ändern  ·  Enter wählen  ·  Esc zurück",
    "hints.rules": "← → umblättern  ·  Esc zurück",
    "common.ok": "OK",
    "common.back": "Zurück",
    "common.on": "An",
    "common.off": "Aus",
    "common.back_to_menu": "Zurück zum Menü",
    "common.and": "{first} und {second}",
    "common.list_separator": ", ",
    "common.percent": "{n} %",
    "confirm.cancel": "Abbrechen",
    "setup.title": "Neues Spiel",
    "setup.title_game": "Neues Spiel: {game}",
    "setup.players": "Mitspielende",
    "setup.game": "Spiel",
    "setup.seat.person": "Mensch",
    "setup.seat.computer": "Computer · {strength}",
    "strength.beginner": "Anfänger",
    "strength.medium": "Mittel",
    "strength.hard": "Schwer",
    "strength.expert": "Profi",
    "setup.player_name": "Spieler {n}",
    "setup.computer_name": "Computer {n}",
    "setup.team": "Team {n}",
    "setup.add_seat": "+ Platz hinzufügen",
    "setup.turn_time": "Sanduhr pro Zug",
    "setup.turn.none": "Ohne Sanduhr",
    "setup.turn.time": "{minutes}:{seconds} min",
    "setup.seed": "Spielnummer (optional)",
    "setup.seed.random": "zufällig gemischt",
    "setup.seed.digits_only": "Nur Ziffern: Eine Spielnummer ist eine ganze Zahl wie 42",
    "setup.turn.seconds": "{seconds} s",
    "setup.turn.minutes": "{minutes} Min.",
    "setup.start": "Spiel starten",
    "setup.summary.players": "{players} Mitspielende",
    "settings.title": "Einstellungen",
    "settings.language": "Sprache",
    "settings.sound_volume": "Geräusche",
    "settings.animation_speed": "Animationstempo",
    "settings.fullscreen": "Vollbild",
    "settings.colour_scheme": "Farbschema",
    "settings.speed.0_5": "Langsam",
    "settings.speed.0_75": "Gemütlich",
    "settings.speed.1_0": "Normal",
    "settings.speed.1_5": "Zügig",
    "settings.speed.2_0": "Schnell",
    "settings.speed.3_0": "Sehr schnell",
    "settings.default_turn": "Sanduhr für neue Spiele",
    "settings.computer_speed": "Tempo der Computer",
    "settings.computer_speed.slow": "Langsam",
    "settings.computer_speed.normal": "Normal",
    "settings.computer_speed.fast": "Schnell",
    "settings.computer_speed.instant": "Sofort",
    "settings.card_size": "Kartengröße",
    "settings.card_size.small": "Klein",
    "settings.card_size.normal": "Normal",
    "settings.card_size.large": "Groß",
    "settings.reset_stats": "Statistik zurücksetzen …",
    "settings.reset_stats.title": "Statistik zurücksetzen?",
    "settings.reset_stats.body": (
        "Deine Partien, Siege, dein bestes Wort und dein Höchststand beginnen wieder bei null. Die "
        "bisherige Statistikdatei bleibt umbenannt neben der neuen liegen, es wird also nichts "
        "gelöscht."
    ),
    "settings.reset_stats.confirm": "Zurücksetzen",
    "settings.reset_stats.done_title": "Statistik zurückgesetzt",
    "settings.reset_stats.done": (
        "Die Statistik beginnt neu. Die alte liegt als {file} im Datenordner."
    ),
    "settings.reset_stats.empty": "Es gab noch keine Statistik, also nichts zurückzusetzen.",
    "settings.reset_stats.failed_title": "Statistik nicht zurückgesetzt",
    "settings.reset_stats.failed": (
        "Die Statistikdatei ließ sich nicht beiseitelegen; sie bleibt, wie sie ist."
    ),
    "scheme.felt": "Grüner Filz",
    "scheme.burgundy": "Bordeaux",
    "scheme.contrast": "Hoher Kontrast",
    "stats.title": "Statistik",
    "stats.by_opponent": "Partien nach Gegner",
    "stats.col.opponent": "Gegner",
    "stats.col.played": "Gespielt",
    "stats.col.won": "Gewonnen",
    "stats.col.rate": "Quote",
    "stats.opponent.beginner": "Computer · Anfänger",
    "stats.opponent.medium": "Computer · Mittel",
    "stats.opponent.hard": "Computer · Schwer",
    "stats.opponent.expert": "Computer · Profi",
    "stats.opponent.person": "Menschen",
    "stats.all_games": "Alle Partien",
    "stats.best_score": "Bester Endstand",
    "stats.win_rate": "Gewonnene Partien",
    "stats.none_yet": "Noch keine Partien",
    "stats.points": "{points} Punkte",
    "stats.points_bonus": "{value} + Bonus {bonus} = {points} Punkte",
    "stats.points.one": "{points} Punkt",
    "stats.won_of": "{won} von {played}",
    "card.joker": "JOKER",
    "card.delete": "LÖSCHER",
    "rules.title": "Spielanleitung",
    "rules.prev": "‹ Vorherige",
    "rules.next": "Weiter ›",
    "rules.done": "Fertig",
    "rules.page_of": "Seite {page} von {pages}",
    "notice.crash.title": "Etwas ist schiefgegangen",
    "notice.crash.body": (
        "Entschuldigung, das Spiel ist auf einen Fehler gestoßen. Dein Spiel ist so gespeichert, "
        "wie es nach dem letzten vollständigen Zug war: Mit „{button}“ geht es weiter. Ein "
        "Bericht für die Entwickler liegt in {file}."
    ),
    "table.you": "Du",
    "notice.save_damaged.title": "Das gespeicherte Spiel ließ sich nicht lesen",
    "notice.save_damaged.body": (
        "Es wurde als {file} beiseitegelegt; ein neues Spiel kann beginnen. "
        "Einstellungen und Statistik sind unversehrt."
    ),
    "notice.no_table.title": "Noch nicht ganz",
    "notice.no_table.body": (
        "Der Spieltisch ist noch nicht gebaut. Deine Auswahl ist gespeichert und wartet auf "
        "dich, wenn er in der nächsten Version kommt."
    ),
    "notice.settings_reset.title": "Einstellungen zurückgesetzt",
    "notice.settings_reset.body": (
        "Deine Einstellungsdatei war nicht lesbar, daher gelten die Standardeinstellungen. "
        "Die alte Datei liegt als {file} im Datenordner des Spiels."
    ),
    "notice.stats_reset.title": "Statistik zurückgesetzt",
    "notice.stats_reset.body": (
        "Deine Statistikdatei war nicht lesbar, daher beginnt die Statistik von vorn. Die "
        "alte Datei liegt als {file} im Datenordner des Spiels."
    ),
    "notice.save_unreadable.title": "Spielstand nicht lesbar",
    "notice.save_unreadable.body": (
        "Die Datei {file} war gerade nicht lesbar, vielleicht weil ein anderes Programm sie "
        "benutzt. Sie bleibt unverändert liegen: Versuche es später noch einmal mit "
        "„{button}“. Beginnst du stattdessen ein neues Spiel, wird der alte Spielstand "
        "unter neuem Namen im Datenordner des Spiels aufbewahrt."
    ),
    "notice.settings_unreadable.title": "Einstellungen nicht lesbar",
    "notice.settings_unreadable.body": (
        "Deine Einstellungsdatei {file} war gerade nicht lesbar, daher gelten bis zum nächsten "
        "Start die Standardeinstellungen. Die Datei bleibt unverändert; Änderungen werden "
        "jetzt nicht darübergeschrieben."
    ),
    "notice.save_stuck.body": (
        "Sie ließ sich auch nicht beiseitelegen (der Datenordner des Spiels erlaubt es nicht) "
        "und liegt weiter als {file} da. Einstellungen und Statistik sind unversehrt."
    ),
    "notice.save_kept.title": "Dein Spielstand wurde aufbewahrt",
    "notice.save_kept.body": (
        "Das neue Spiel brauchte den Platz des Spielstands, der dort lag; dieser wurde als "
        "{file} im Datenordner des Spiels aufbewahrt. Gelöscht wurde nichts."
    ),
    "notice.game_unsaved.title": "Dieses Spiel wird nicht gespeichert",
    "notice.game_unsaved.body": (
        "Der Spielstand {file} ließ sich nicht beiseitelegen. Er bleibt unangetastet, und "
        "dieses neue Spiel wird nicht gespeichert: Du kannst es zu Ende spielen, aber nicht "
        "später fortsetzen."
    ),
    "notice.save_failed.title": "Das Spiel ließ sich nicht speichern",
    "notice.save_failed.body": (
        "Das Speichern ist fehlgeschlagen ({reason}). Du kannst weiterspielen, aber wenn du "
        "jetzt aufhörst, lässt sich das Spiel nicht fortsetzen. Prüfe, ob in den Ordner "
        "{folder} geschrieben werden darf."
    ),
    "notice.read_only.title": "Nichts kann gespeichert werden",
    "notice.read_only.body": (
        "In den Datenordner des Spiels {folder} kann nicht geschrieben werden. Du kannst "
        "spielen, aber Einstellungen, Statistik und Spielstände bleiben nach dem Beenden "
        "nicht erhalten."
    ),
    "notice.settings_stuck.body": (
        "Deine Einstellungsdatei war nicht lesbar und ließ sich auch nicht beiseitelegen; sie "
        "liegt weiter als {file} da. Es gelten die Standardeinstellungen, und die Datei wird "
        "nicht überschrieben."
    ),
    "notice.stats_stuck.body": (
        "Deine Statistikdatei war nicht lesbar und ließ sich auch nicht beiseitelegen; sie "
        "liegt weiter als {file} da. Die Statistik zeigt null, und die Datei wird nicht "
        "überschrieben."
    ),
    "notice.settings_newer.title": "Einstellungen einer neueren Version",
    "notice.settings_newer.body": (
        "Deine Einstellungsdatei {file} stammt von einer neueren Version von Rondo Desktop. "
        "Diese Version nutzt vorerst die Standardeinstellungen und lässt die Datei, wie sie ist."
    ),
    "notice.stats_newer.title": "Statistik einer neueren Version",
    "notice.stats_newer.body": (
        "Deine Statistikdatei {file} stammt von einer neueren Version von Rondo Desktop. Diese "
        "Version lässt sie, wie sie ist: Jetzt gespielte Spiele werden darin nicht gezählt."
    ),
    "notice.settings_repaired.title": "Einige Einstellungen zurückgesetzt",
    "notice.settings_repaired.body": (
        "Einige Werte in deiner Einstellungsdatei waren unbrauchbar und wurden auf ihren "
        "Standard gesetzt; die übrigen bleiben. Die Datei, wie sie war, liegt als {file} im "
        "Datenordner des Spiels."
    ),
    "notice.stats_repaired.title": "Einige Statistikwerte zurückgesetzt",
    "notice.stats_repaired.body": (
        "Einige Zahlen in deiner Statistikdatei konnten nicht stimmen und wurden auf null "
        "gesetzt; die übrigen bleiben. Die Datei, wie sie war, liegt als {file} im "
        "Datenordner des Spiels."
    ),
    "loading.title": "Dein Spiel wird geladen",
    "loading.moves": "{count} Züge werden nachgespielt",
    "loading.moves.one": "{count} Zug wird nachgespielt",
    "notice.recent_reset.title": "Ein letztes Spiel war nicht lesbar",
    "notice.recent_reset.body": (
        "Ein Spiel aus deiner Liste der letzten Spiele war nicht lesbar und fehlt daher in "
        "der Liste. Die Datei liegt als {file} im Ordner „recent“ im Datenordner des Spiels."
    ),
    "notice.recent_stuck.body": (
        "Ein Spiel aus deiner Liste der letzten Spiele war nicht lesbar und ließ sich auch "
        "nicht beiseitelegen; die Datei bleibt als {file} liegen. Sie fehlt in der Liste."
    ),
    "notice.stats_unreadable.title": "Statistik nicht lesbar",
    "notice.stats_unreadable.body": (
        "Deine Statistikdatei {file} war gerade nicht lesbar, daher steht hier vorerst null. "
        "Die Datei bleibt unverändert; ein Spiel, das endet, solange sie nicht lesbar ist, "
        "wird nicht mitgezählt."
    ),
    # Der Spieltisch
    "hints.table": (
        "Karten ziehen oder anklicken  ·  Wort tippen  ·  Enter legen  ·  "
        "Rücktaste rückgängig  ·  Esc Pause"
    ),
    "hints.results": "Enter nochmal spielen  ·  Esc Menü",
    "hints.results_network": "Enter oder Esc Menü",
    "table.scoreboard": "Punkte",
    "table.log": "Spielzüge",
    "table.timer": "{minutes}:{seconds}",
    "table.handover.title": "Gib den Bildschirm an {name} weiter",
    "table.handover.body": "Die anderen schauen weg: Die nächste Hand ist geheim.",
    "table.handover.ready": "Ich bin {name}: Karten zeigen",
    "table.banner.dealing": "Die Karten werden gegeben…",
    "table.banner.starts": "{name} hat das beste Startwort und beginnt",
    "table.banner.your_turn": "Du bist dran",
    "table.banner.thinking": "{name} überlegt…",
    "table.banner.turn_of": "{name} ist dran",
    "table.banner.game_over": "Spielende",
    "table.banner.starts_you": "Du hast das beste Startwort und beginnst",
    # Pausenmenü
    "pause.title": "Pause",
    "pause.resume": "Weiterspielen",
    "pause.settings": "Einstellungen",
    "pause.rules": "Spielregeln",
    "pause.save_quit": "Speichern und zum Menü",
    # A table at a network host (issue 17)
    "hints.net.esc": "Esc Menü",
    "table.net.disconnected": "Nicht verbunden",
    "table.net.computer_playing": "Computer spielt",
    "table.net.reconnecting": "Verbindung wird wiederhergestellt…",
    "table.net.lost": "Verbindung verloren",
    "table.net.reconnecting.body": (
        "Dein Platz bleibt für dich frei. Das Spiel geht weiter, sobald die Verbindung "
        "zum Gastgeber wieder steht."
    ),
    "table.net.lost.body": (
        "Verlasse den Tisch über das Menü (Esc). Dein Platz bleibt deiner: Tritt dem "
        "Tisch später wieder bei, um ihn zurückzubekommen."
    ),
    "table.net.time_up": "Zeit abgelaufen! Der Zeitmesser zieht für {name}",
    "table.net.time_up_you": "Zeit abgelaufen! Der Zeitmesser hat für dich gezogen",
    "table.net.unreadable": (
        "Der Gastgeber hat etwas geschickt, das diese Version nicht zeigen kann"
    ),
    "pause.net.title": "Menü",
    "pause.net.back": "Zurück zum Tisch",
    "pause.net.leave": "Tisch verlassen",
    "pause.net.body": (
        "Das Spiel läuft weiter, während dieses Menü offen ist. Wenn du gehst, bleibt "
        "dein Platz deiner: Tritt dem Tisch wieder bei, um ihn zurückzubekommen."
    ),
    # Ergebnis
    "results.you_win": "Du hast gewonnen!",
    "results.wins": "{name} gewinnt",
    "results.shared": "{names} teilen sich den Sieg",
    "results.col.total": "Gesamt",
    "results.ranked": "{rank}. {name}",
    "results.seat_label": "{name}:",
    "results.chart": "Punkte im Spielverlauf",
    "results.turns": "{count} Züge",
    "results.turns.one": "{count} Zug",
    "results.hands": "{count} Runden",
    "results.hands.one": "{count} Runde",
    "results.play_again": "Nochmal spielen",
    "results.menu": "Menü",
    # Recent games and coaching
    "menu.recent": "Letzte Spiele",
    "recent.title": "Letzte Spiele",
    "hints.recent": "↑ ↓ auswählen  ·  Enter analysieren  ·  Esc zurück",
    "recent.open": "Analysieren",
    "recent.empty": (
        "Noch keine beendeten Spiele. Hier liegen die letzten 20 zu Ende gespielten Spiele "
        "({games}), jedes bereit für die Analyse Zug um Zug."
    ),
    "recent.games_sep": ", ",
    "recent.you_won": "Du hast gewonnen",
    "recent.won": "{name} hat gewonnen",
    "recent.shared": "{names} teilen sich den Sieg",
    "recent.count": "{shown} von {count}",
    "recent.cannot.title": "Spiel lässt sich nicht öffnen",
    "recent.no_review": "Diese Version kann Spiele von {game} nicht analysieren.",
    "pause.review": "Bisheriges Spiel analysieren",
    "settings.coaching": "Zugbewertung während des Spiels",
    # Network play: Host a table, Join a table, the lobby, the link's errors
    "menu.host": "Tisch eröffnen",
    "menu.join": "An einen Tisch setzen",
    "hints.lobby": "Tab oder Pfeile bewegen  ·  Enter wählen  ·  Esc verlassen",
    "host.title": "Tisch eröffnen",
    "host.seats": "Plätze",
    "host.table": "Tisch",
    "host.seat.you": "Du",
    "host.seat.friend": "Jemand übers Netz",
    "host.seat.friend_note": "setzt sich über das Netzwerk dazu",
    "host.you_default": "Spieler",
    "host.table_of": "Tisch von {name}",
    "host.game": "Spiel",
    "host.grace": "Ein getrennter Platz wartet",
    "host.stand_in": "Danach spielt für ihn",
    "host.open": "Tisch eröffnen",
    "host.again": "Wieder eröffnen",
    "host.saved_row": "Welcher Tisch",
    "host.new_table": "Ein neuer Tisch",
    "host.saved": "{game} {code} · {count} Züge",
    "host.saved.one": "{game} {code} · {count} Zug",
    "host.no_game": "In dieser Version lässt sich kein Spiel über das Netzwerk spielen.",
    "join.title": "An einen Tisch setzen",
    "join.nearby": "In diesem Netzwerk",
    "join.by_address": "Per Adresse",
    "join.searching": "Suche nach Tischen in diesem Netzwerk …",
    "join.pick": (
        "Wähle einen Gastgeber und tippe den Tischcode (oder keinen: der erste freie Platz)."
    ),
    "join.no_search": (
        "Dieser Computer kann nicht nach Tischen suchen: tippe die Adresse des Gastgebers."
    ),
    "join.rejoin": "Zurück an deinen Platz bei {code} · {game}",
    "join.found": "{name} · {address}",
    "join.found_tls": "{name} · {address} · sicher",
    "join.found_other_version": "{name} · {address} · andere Version",
    "join.name": "Dein Name",
    "join.address": "Adresse des Gastgebers",
    "join.address.placeholder": "192.168.1.20 oder wss://…",
    "join.code": "Tischcode",
    "join.code.placeholder": "K7Q-4M2 (freiwillig)",
    "join.join": "Hinsetzen",
    "join.no_address": "Tippe die Adresse des Gastgebers oder wähle einen gefundenen Gastgeber.",
    "join.bad_address": (
        "Das ist keine Adresse: tippe z. B. 192.168.1.20:47100 oder wss://host:47100."
    ),
    "join.tokens_reset.title": "Plätze vergessen",
    "join.tokens_reset.body": (
        "Die Liste deiner Plätze an Netzwerktischen war nicht lesbar. Sie liegt jetzt als "
        "{file} im Ordner network des Datenordners; frag den Gastgeber nach dem Code, um dich "
        "wieder zu setzen."
    ),
    "lobby.title": "Tisch",
    "lobby.code": "Tischcode",
    "lobby.addresses": "Adresse für deine Freunde",
    "lobby.game_line": "{game} · {timer}",
    "lobby.timer": "Sanduhr {time}",
    "lobby.free_seat": "Freier Platz: wartet auf jemanden",
    "lobby.tag.you": "Du",
    "lobby.tag.ready": "Bereit",
    "lobby.tag.not_ready": "Nicht bereit",
    "lobby.tag.disconnected": "Getrennt",
    "lobby.tag.stand_in": "Computer spielt",
    "lobby.ready": "Bereit zum Spielen",
    "lobby.start": "Spiel beginnen",
    "lobby.leave": "Verlassen",
    "lobby.status.connecting": "Setze mich an den Tisch …",
    "lobby.status.reconnecting": "Verbindung verloren: neuer Versuch …",
    "lobby.status.wait_host": (
        "Du hast einen Platz. Drücke Bereit: Der Gastgeber beginnt, sobald alle bereit sind."
    ),
    "lobby.status.wait_friends": "Warte auf Freunde: gib ihnen den Code und die Adresse.",
    "lobby.status.can_start": "Alle sind bereit: Beginne das Spiel.",
    "lobby.status.wait_ready": ("Alle Plätze sind besetzt: Warte, bis alle Bereit gedrückt haben."),
    "lobby.status.auto": "Das Spiel beginnt, sobald alle Plätze besetzt sind.",
    "lobby.close.title": "Tisch schließen?",
    "lobby.close.body": (
        "Deine Freunde verlieren ihre Plätze: Der Tisch endet, wenn du gehst, denn er läuft "
        "auf diesem Computer."
    ),
    "lobby.close.yes": "Tisch schließen",
    "lobby.no_host": "Diese Version des Spiels kann keine Tische eröffnen.",
    "lobby.host_failed": (
        "Der Tisch ließ sich auf diesem Computer nicht eröffnen (siehe Protokoll)."
    ),
    "lobby.no_table": "Diese Version des Spiels kann keinen Netzwerktisch zeigen.",
    "lobby.no_free_table": "Kein Tisch unter dieser Adresse hat einen freien Platz.",
    "lobby.refused.full": "Alle Plätze an diesem Tisch sind besetzt.",
    "lobby.refused.table": "Unter dieser Adresse gibt es keinen Tisch mit diesem Code.",
    "lobby.refused.token": "Dieser Platz gehört dir nicht mehr: setz dich mit dem Tischcode.",
    "lobby.refused.seats": "Der Gastgeber lehnt diese Plätze für dieses Spiel ab.",
    "lobby.refused.game": "Der Gastgeber kann dieses Spiel nicht spielen.",
    "lobby.refused.busy": "Der Gastgeber hat zu viele Tische offen.",
    "lobby.refused.not_full": "Noch sind nicht alle Plätze besetzt.",
    "lobby.refused.timer": "Der Gastgeber kann für dieses Spiel keine Sanduhr laufen lassen.",
    "lobby.refused.options": "Der Gastgeber lehnt die Einstellungen des Spiels ab.",
    "lobby.refused.other": "Der Gastgeber lehnt ab (siehe Protokoll).",
    "link.error.unreachable": (
        "Unter dieser Adresse antwortet kein Gastgeber. Stimmt die Adresse, läuft der Gastgeber?"
    ),
    "link.error.not_a_host": (
        "Unter dieser Adresse antwortet etwas, aber kein Rondo-Desktop-Gastgeber."
    ),
    "link.error.tls": (
        "Die sichere Verbindung scheiterte: dem Zertifikat des Gastgebers wird nicht vertraut."
    ),
    "link.error.version": (
        "Der Gastgeber hat eine andere Version von Rondo Desktop: bringt beide auf dieselbe."
    ),
    "link.error.lost": "Die Verbindung zum Gastgeber ging verloren und kam nicht wieder.",
    "link.error.refused": "Der Gastgeber hat die Verbindung abgelehnt.",
    "settings.digits": "Ziffern auf Arabisch",
    "settings.digits.western": "Westlich 123",
    "settings.digits.eastern": "Östlich ١٢٣",
    "net.name.placeholder": "Dein Name",
    "net.name_needed.title": "Dein Name",
    "net.name_needed": "Gib deinen Namen ein: Daran erkennen die anderen am Tisch deinen Platz.",
    # Network play fixes (review 17)
    "lobby.status.starting": "Der Tisch wird eröffnet…",
    "lobby.autosave_set_aside": (
        "Die automatische Sicherung dieses Tisches ist beschädigt und kann nicht erneut "
        "eröffnet werden. Sie wurde als {file} im Datenordner beiseitegelegt; nichts wurde "
        "gelöscht."
    ),
    "link.error.closed": "Der Gastgeber hat den Tisch geschlossen.",
    "host.tables_set_aside.title": "Ein Tisch wurde beiseitegelegt",
    "host.tables_set_aside.body": (
        "Die automatische Sicherung eines Tisches, den du eröffnet hast, ließ sich nicht "
        "lesen. Sie liegt jetzt als {file} im Datenordner des Spiels. Nichts wurde gelöscht."
    ),
    "table.net.closed": "Der Gastgeber hat den Tisch geschlossen",
    "table.net.closed.body": (
        "Das Spiel kann nicht weitergehen. Mit Enter oder Esc geht es zurück zum Menü."
    ),
    "table.net.refused.stale": "Das Spiel war schon weiter: dein Zug kam zu spät",
    "table.net.refused.not_your_turn": "Du bist nicht am Zug",
    "table.net.refused.rate": "Zu viele Nachrichten: warte einen Moment",
    "table.net.refused.token": "Der Gastgeber kennt diesen Platz nicht mehr als deinen",
    "table.net.refused.illegal": "Der Gastgeber hat diesen Zug nicht zugelassen",
    "table.net.refused.not_playing": "Das Spiel hat noch nicht begonnen oder ist schon vorbei",
    "table.net.refused.other": "Der Gastgeber hat den Zug abgelehnt (siehe Protokoll)",
    "pause.net.host.body": (
        "Das Spiel läuft weiter, während dieses Menü offen ist. Du bist Gastgeber: Wenn du "
        "gehst, endet das Spiel für alle."
    ),
    "pause.net.close.title": "Das Spiel für alle beenden?",
    "pause.net.close.body": (
        "Der Tisch läuft auf diesem Computer. Wenn du gehst, wird er geschlossen und auch das"
        " Spiel deiner Freunde endet."
    ),
    "pause.net.close.yes": "Gehen und Spiel beenden",
}
