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
    # Ergebnis
    "results.you_win": "Du hast gewonnen!",
    "results.wins": "{name} gewinnt",
    "results.shared": "{names} teilen sich den Sieg",
    "results.col.total": "Gesamt",
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
        "Noch keine beendeten Spiele. Hier liegen die letzten 20 zu Ende gespielten Spiele, "
        "jedes bereit für die Analyse Zug um Zug."
    ),
    "recent.you_won": "Du hast gewonnen",
    "recent.won": "{name} hat gewonnen",
    "recent.shared": "{names} teilen sich den Sieg",
    "recent.count": "{shown} von {count}",
    "recent.cannot.title": "Spiel lässt sich nicht öffnen",
    "recent.no_review": "Diese Version kann Spiele von {game} nicht analysieren.",
    "pause.review": "Bisheriges Spiel analysieren",
    "settings.coaching": "Zugbewertung während des Spiels",
    "settings.digits": "Ziffern auf Arabisch",
    "settings.digits.western": "Westlich 123",
    "settings.digits.eastern": "Östlich ١٢٣",
}
