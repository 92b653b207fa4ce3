"""Deutsch."""

STRINGS: dict[str, str] = {
    "app.title": "Rondo Desktop",
    "game.rondo.name": "Rondo",
    "game.rondo.tagline": "Das Wort-Kartenspiel für 2 bis 6 Personen",
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
        "Dein gespeichertes Spiel wird durch das neue ersetzt: „Weiterspielen“ setzt dann das "
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
    "setup.add_seat": "+ Platz hinzufügen",
    "setup.lexicon": "Wörterbuch",
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
    "setup.summary.words": "Wörter: {value}",
    "setup.language.de": "Deutsch",
    "setup.language.en": "English",
    "setup.language.es": "Español",
    "setup.summary.language.en": "Englisch",
    "setup.summary.language.de": "Deutsch",
    "setup.summary.language.es": "Spanisch",
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
    "stats.best_word": "Bestes Wort",
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
    "rules.example.word": "HAUS",
    "rules.example.changed": "MAUS",
    "rules.example.longer": "HAUSE",
    "rules.example.hand": "ERTNS?-",
    "rules.example.start_words": "OHR TAL ZUG",
    "rules.cards.title": "Die Karten",
    "rules.cards.body": (
        "Rondo wird mit 110 Karten gespielt: 94 Buchstaben, 6 Joker und 10 Löscher.\n\n"
        "Jede Buchstabenkarte zeigt ihren Wert: Je seltener der Buchstabe, desto mehr ist er "
        "wert.\n\n"
        "Ein Joker steht für einen beliebigen Buchstaben, den man beim Ausspielen wählt, und "
        "behält ihn, solange er sichtbar ist. Er zählt -3.\n\n"
        "Ein Löscher verdeckt einen Buchstaben am Anfang oder am Ende des Wortes. Er zählt "
        "-2.\n\n"
        "Baut Wörter im Kartenhalter, sammelt die meisten Punkte und gewinnt."
    ),
    "rules.cards.common": "Häufiger Buchstabe",
    "rules.cards.rare": "Seltener Buchstabe",
    "rules.cards.joker": "Beliebiger Buchstabe",
    "rules.cards.delete": "Verdeckt ein Wortende",
    "rules.holder.title": "Der Kartenhalter",
    "rules.holder.body": (
        "Wörter entstehen in einem ausziehbaren Kartenhalter. Er beginnt mit 3 Fächern und "
        "kann pro Zug um ein Fach wachsen, links oder rechts, bis zu 9 Fächern. Er wird nie "
        "kürzer.\n\n"
        "Jedes Fach hält einen Kartenstapel; nur die oberste Karte ist sichtbar. Karten "
        "bleiben bis zum Spielende im Halter.\n\n"
        "Die sichtbaren Karten lauten immer: Löscher, dann mindestens 3 Buchstaben am Stück, "
        "dann Löscher. Diese Buchstabenreihe ist das aktuelle Wort."
    ),
    "rules.holder.caption": "Das Wort ist {word}: Löscher an den Enden zählen nicht mit.",
    "rules.holder.word": "das Wort",
    "rules.turn.title": "Ein Zug",
    "rules.turn.body": (
        "Jeder hält 7 Karten. Wer am Zug ist, hat die Sanduhr (2 Minuten, wenn nicht anders "
        "eingestellt).\n\n"
        "Solange der Nachziehstapel Karten hat, darf man beliebig oft tauschen: beliebig "
        "viele Karten unter den Stapel legen, höchstens so viele, wie er hat, und ebenso viele "
        "von oben ziehen. Jede getauschte Karte kostet 2 Punkte.\n\n"
        "Dann legt man ein neues Wort oder passt. Wer die Zeit überschreitet, passt.\n\n"
        "Nach einem Wort füllt man auf 7 Karten auf. Nach dem Passen zieht man 1 Strafkarte "
        "und füllt dann auf 7 auf, falls man weniger hat."
    ),
    "rules.turn.timer": "Die Sanduhr",
    "rules.turn.hand": "Deine Handkarten",
    "rules.build.title": "Ein neues Wort bauen",
    "rules.build.body": (
        "Lege Karten aus der Hand in den Halter, höchstens eine neue Karte pro Fach. Ein "
        "Buchstabe oder Joker darf jede sichtbare Karte verdecken oder ein neues Fach an einem "
        "Ende füllen. Ein Löscher verdeckt einen Buchstaben am Wortanfang oder Wortende. Kein "
        "Buchstabe darf denselben Buchstaben verdecken.\n\n"
        "Das neue Wort muss im Wörterbuch stehen, sich vom vorigen Wort unterscheiden, "
        "höchstens einen Buchstaben länger sein und mindestens einen seiner Buchstaben "
        "sichtbar behalten.\n\n"
        "Ein einzelner Joker oder Löscher genügt, wenn dabei ein neues Wort entsteht."
    ),
    "rules.build.cover": "Einen Buchstaben verdecken: ein neues Wort",
    "rules.build.delete": "Ein Löscher verkürzt das Wort",
    "rules.scoring.title": "Punkte",
    "rules.scoring.body": (
        "Ein Zug zählt die Werte aller sichtbaren Karten im Halter nach dem Legen: jeden "
        "Buchstaben des Wortes, auch die übernommenen, Joker mit -3 und sichtbare Löscher "
        "mit -2.\n\n"
        "Bonus: Wer 3 oder mehr Karten legt, erhält 3 Punkte für jede Karte ab der dritten "
        "(3 Karten +3, 4 Karten +6, 5 Karten +9, ...).\n\n"
        "Jede getauschte Karte kostet 2 Punkte. Am Ende kostet jede Karte auf der Hand ihren "
        "Wert."
    ),
    "rules.scoring.sum": "Karten: {values} = {total}",
    "rules.scoring.bonus": "Bonus für {cards} neue Karten: +{bonus}",
    "rules.scoring.total": "Ergebnis: {total} Punkte",
    "rules.scoring.penalty": "Karten, die am Ende auf der Hand bleiben, zählen minus.",
    "rules.start_end.title": "Beginn und Ende",
    "rules.start_end.body": (
        "Jeder erhält 7 Karten und sucht auf der Hand ein Wort aus genau 3 Buchstaben. Das "
        "wertvollste Wort beginnt (bei Gleichstand entscheidet das Los; hat niemand ein Wort, "
        "wird neu gegeben): Es kommt in den Halter und zählt seinen Wert, ohne Bonus. Tauschen "
        "oder Passen gibt es davor nicht; läuft die Sanduhr ab, wird das beste Startwort "
        "gelegt. Danach geht es reihum weiter.\n\n"
        "Das Spiel endet, wenn der Nachziehstapel leer ist und entweder jemand keine Karten "
        "mehr hat oder alle nacheinander gepasst haben, seit der Stapel leer ist.\n\n"
        "Der Endstand ist alles Erzielte und Bezahlte, abzüglich der Karten auf der Hand. Der "
        "höchste Stand gewinnt; Gleichstand teilt den Sieg."
    ),
    "rules.start.points": "{points} Punkte",
    "rules.start.caption": "Das wertvollste Wort aus drei Buchstaben beginnt.",
    "notice.crash.title": "Etwas ist schiefgegangen",
    "notice.crash.body": (
        "Entschuldigung, das Spiel ist auf einen Fehler gestoßen. Dein Spiel ist so gespeichert, "
        "wie es nach dem letzten vollständigen Zug war: Mit „Weiterspielen“ geht es weiter. Ein "
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
        "„Weiterspielen“. Beginnst du stattdessen ein neues Spiel, wird der alte Spielstand "
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
    "hints.table_exchange": (
        "← → oder 1–9, 0 Karte wählen  ·  Leertaste markieren  ·  Enter tauschen  ·  "
        "Rücktaste abbrechen  ·  Esc Pause"
    ),
    "hints.results": "Enter nochmal spielen  ·  Esc Menü",
    "table.play": "Legen",
    "table.exchange": "Tauschen…",
    "table.exchange_cancel": "Tausch abbrechen",
    "table.exchange_confirm": "{count} tauschen ({points})",
    "table.pass": "Passen",
    "table.pass_confirm": "Wirklich passen?",
    "table.pass_warning": "Passen kostet eine Strafkarte: „{confirm}“ klicken, sonst {undo}.",
    "table.hint": "Tipp",
    "table.undo": "Rückgängig",
    "table.sort": "Sortieren",
    "table.last_move": "Letzter Zug",
    "table.lay_start": "{word} legen · {points}",
    "table.scoreboard": "Punkte",
    "table.log": "Spielzüge",
    "table.pile": "{count} Karten",
    "table.pile.one": "{count} Karte",
    "table.timer": "{minutes}:{seconds}",
    "table.you_score": "{points} Punkte",
    "table.you_score.one": "{points} Punkt",
    "table.typed": "Getippt: {word}",
    "table.typed_more": "{word}… weiter tippen",
    "table.typed.no_play": "Mit deinen Karten geht {word} hier nicht.",
    "table.prompt": "Karten auf den Halter ziehen, Karte und Feld anklicken oder ein Wort tippen.",
    "table.prompt_start": "Du beginnst: Lege dein bestes Wort mit 3 Buchstaben ({points} Punkte).",
    "table.prompt_start.one": (
        "Du beginnst: Lege dein bestes Wort mit 3 Buchstaben ({points} Punkt)."
    ),
    "table.preview": "{word}  ·  {points} Punkte",
    "table.preview.one": "{word}  ·  {points} Punkt",
    "table.preview_bonus": "{word}  ·  {points} Punkte (mit {bonus} Bonus)",
    "table.preview_bonus.one": "{word}  ·  {points} Punkt (mit {bonus} Bonus)",
    "table.exchange_choose": "Klicke die Karten zum Tauschen an. Jede kostet 2 Punkte.",
    "table.exchange_cost": "{count} Karten tauschen? Das kostet {cost} Punkte.",
    "table.exchange_cost.one": "{count} Karte tauschen? Das kostet {cost} Punkte.",
    "table.hint_best": "Tipp: {word} für {points} Punkte.",
    "table.hint_best.one": "Tipp: {word} für {points} Punkt.",
    "table.hint_none": "Kein Wort möglich: Karten tauschen oder passen.",
    "table.hint_none_pass": "Kein Wort möglich: Du kannst nur passen.",
    "table.joker.title": "Welchen Buchstaben zeigt der Joker?",
    "table.joker.cancel": "Abbrechen",
    "table.handover.title": "Gib den Bildschirm an {name} weiter",
    "table.handover.body": "Die anderen schauen weg: Die nächste Hand ist geheim.",
    "table.handover.ready": "Ich bin {name}: Karten zeigen",
    "table.banner.dealing": "Die Karten werden gegeben…",
    "table.banner.redeal": "Niemand hat ein Wort mit 3 Buchstaben: neu geben",
    "table.banner.starts": "{name} hat das beste Startwort und beginnt",
    "table.banner.your_turn": "Du bist dran",
    "table.banner.thinking": "{name} überlegt…",
    "table.banner.turn_of": "{name} ist dran",
    "table.banner.game_over": "Spielende",
    "table.bubble.start_word": "{word} · {points}",
    "table.bubble.start_value": "Wort · {points}",
    "table.bubble.no_word": "Kein Wort",
    "table.bubble.played": "{word} +{points}",
    "table.bubble.exchanged": "{count} getauscht ({points})",
    "table.bubble.passed": "Passe",
    "table.bubble.timeout": "Zeit um!",
    "table.bubble.penalty": "Restkarten: {points}",
    "table.bubble.penalty_card": "+1 Strafkarte",
    "table.bubble.by_seat": "{name} · {text}",
    "table.replay.before": "Vorher: {caption}",
    "table.replay.after": "Nachher: {caption}",
    # Das Spielprotokoll
    "log.start_seat": "{name} beginnt.",
    "log.played": "{name} legt {word}: {points} Punkte.",
    "log.start_word_timeout": (
        "Die Zeit für {name} ist um: Das Startwort {word} wird gelegt, {points} Punkte."
    ),
    "log.played.one": "{name} legt {word}: {points} Punkt.",
    "log.start_word_timeout.one": (
        "Die Zeit für {name} ist um: Das Startwort {word} wird gelegt, {points} Punkt."
    ),
    "log.exchanged": "{name} tauscht {count} Karten ({points}).",
    "log.exchanged.one": "{name} tauscht {count} Karte ({points}).",
    "log.passed": "{name} passt.",
    "log.timeout": "{name}: Die Zeit ist abgelaufen.",
    "log.penalty": "{name} zahlt {points} für die Restkarten.",
    "log.hint": "{name} nutzt einen Tipp.",
    "log.start_seat_you": "Du beginnst.",
    "log.played_you": "Du legst {word}: {points} Punkte.",
    "log.played_you.one": "Du legst {word}: {points} Punkt.",
    "log.start_word_timeout_you": (
        "Deine Zeit ist um: Das Startwort {word} wird gelegt, {points} Punkte."
    ),
    "log.start_word_timeout_you.one": (
        "Deine Zeit ist um: Das Startwort {word} wird gelegt, {points} Punkt."
    ),
    "log.exchanged_you": "Du tauschst {count} Karten ({points}).",
    "log.exchanged_you.one": "Du tauschst {count} Karte ({points}).",
    "log.passed_you": "Du passt.",
    "log.timeout_you": "Deine Zeit ist abgelaufen.",
    "log.penalty_you": "Du zahlst {points} für die Restkarten.",
    "log.hint_you": "Du nutzt einen Tipp.",
    "table.banner.starts_you": "Du hast das beste Startwort und beginnst",
    "log.redeal": "Niemand hatte ein Wort: neu gegeben.",
    "log.game_over": "Spielende. Gewonnen: {names}.",
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
    "results.col.words": "Wörter",
    "results.col.bonus": "Bonus",
    "results.col.exchanges": "Tausch",
    "results.col.hand": "Hand",
    "results.col.total": "Gesamt",
    "results.words": "Gelegte Wörter",
    "results.col.hints": "Tipps",
    "results.more_words": "+{count} weitere",
    "results.more_words.one": "+{count} weiteres",
    "results.no_words": "keine Wörter",
    "results.chart": "Punkte im Spielverlauf",
    "results.turns": "{count} Züge",
    "results.turns.one": "{count} Zug",
    "results.hands": "{count} Runden",
    "results.hands.one": "{count} Runde",
    "results.best_word": "Bestes Wort des Spiels",
    "results.best_by": "von {name}, {points} Punkte",
    "results.best_by_bonus": "von {name}: Karten {value} + Bonus {bonus} = {points} Punkte",
    "results.best_by.one": "von {name}, {points} Punkt",
    "results.best_by_you": "von dir, {points} Punkte",
    "results.best_by_you.one": "von dir, {points} Punkt",
    "results.best_by_bonus_you": "von dir: Karten {value} + Bonus {bonus} = {points} Punkte",
    "results.no_best": "Es wurde kein Wort gelegt.",
    "results.seat_best": "Bestes Wort: {word} ({points})",
    "results.play_again": "Nochmal spielen",
    "results.menu": "Menü",
    # Warum ein Zug abgelehnt wird
    "rule.empty_play": "Lege mindestens eine Karte in den Halter.",
    "rule.card_not_in_hand": "Die Karte {card} hast du nicht auf der Hand.",
    "rule.joker_letter": "Wähle, welchen Buchstaben der Joker zeigt.",
    "rule.slot_out_of_range": "Der Halter hat kein Feld {slot}.",
    "rule.one_card_per_slot": "Auf jedes Feld darf nur eine neue Karte.",
    "rule.too_many_new_slots": "Der Halter wächst pro Zug nur um ein Feld, an einem Ende.",
    "rule.holder_full": "Der Halter hat schon 9 Felder; er kann nicht wachsen.",
    "rule.delete_on_new_slot": (
        "Ein Löscher füllt kein neues Feld; er deckt einen Endbuchstaben ab."
    ),
    "rule.delete_covers_letters": "Ein Löscher deckt nur Buchstaben ab, keinen anderen Löscher.",
    "rule.same_letter_cover": (
        "Eine Karte darf nicht den gleichen Buchstaben abdecken ({letter} auf {letter})."
    ),
    "rule.shape": "Löscher stehen nur an den Enden des Wortes, nie zwischen Buchstaben.",
    "rule.too_short": "Das Wort braucht mindestens 3 Buchstaben.",
    "rule.too_long": "Das neue Wort darf höchstens einen Buchstaben länger sein als {previous}.",
    "rule.nothing_reused": "Mindestens ein Buchstabe von {previous} muss sichtbar bleiben.",
    "rule.same_word": "Das neue Wort muss sich von {previous} unterscheiden.",
    "rule.not_a_word": "{word} steht nicht in der Wortliste.",
    "rule.start_word_length": "Das Startwort hat genau 3 Buchstaben, eine Karte pro Feld.",
    "rule.start_word_not_best": (
        "Das Startwort muss {best} Punkte wert sein: dein bestes Wort mit 3 Buchstaben."
    ),
    "rule.not_your_turn": "Du bist nicht dran.",
    "rule.game_over": "Das Spiel ist vorbei.",
    "rule.start_phase": "Das Spiel beginnt mit dem Startwort; sonst geht noch nichts.",
    "rule.exchange_nothing": "Wähle mindestens eine Karte zum Tauschen.",
    "rule.exchange_pile_short": (
        "Der Stapel ist zu klein: Du kannst jetzt höchstens {pile} tauschen."
    ),
}
