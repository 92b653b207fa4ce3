"""Deutsch: Allegras eigene Texte außer denen des Tisches (Menüzeile, Einstellungen,
Statistik, Spielanleitung)."""

STRINGS: dict[str, str] = {
    "game.allegra.tagline": "Niedrige Karten, geteilte Spalten – für 2 bis 6 Personen",
    # Die Zeilen der Einstellungen (jede Variante hat Texte, drei haben eine Zeile).
    "setup.allegra.knock_at_two": "Klopfen",
    "setup.allegra.knock_at_two.off": "Ab 3 Personen",
    "setup.allegra.knock_at_two.on": "Auch zu zweit",
    "setup.summary.allegra.knock_at_two": "Klopfen zu zweit",
    "setup.allegra.own_grid_end": "Die Runde endet, wenn",
    "setup.allegra.own_grid_end.off": "Eine Auslage offen liegt",
    "setup.allegra.own_grid_end.on": "Ein 12er-Raster offen liegt",
    "setup.summary.allegra.own_grid_end": "Ende am eigenen Raster",
    "setup.allegra.own_grid_reveal": "Erstes Aufdecken",
    "setup.allegra.own_grid_reveal.off": "Überall in der Auslage",
    "setup.allegra.own_grid_reveal.on": "Nur im eigenen Raster",
    "setup.summary.allegra.own_grid_reveal": "Aufdecken im eigenen Raster",
    "setup.allegra.no_final_triples": "Drillinge nach dem Aufdecken",
    "setup.allegra.no_final_triples.off": "Gehen aus dem Spiel",
    "setup.allegra.no_final_triples.on": "Bleiben und zählen",
    "setup.summary.allegra.no_final_triples": "keine Drillinge am Ende",
    "setup.allegra.knock_after_discard": "Klopfen nach",
    "setup.allegra.knock_after_discard.off": "Ziehen vom Stapel",
    "setup.allegra.knock_after_discard.on": "Jedem Ziehen",
    "setup.summary.allegra.knock_after_discard": "Klopfen nach jedem Ziehen",
    "setup.allegra.strict_doubling": "Gleichstand mit der niedrigsten",
    "setup.allegra.strict_doubling.off": "Wird nicht verdoppelt",
    "setup.allegra.strict_doubling.on": "Wird verdoppelt",
    "setup.summary.allegra.strict_doubling": "Gleichstand verdoppelt",
    "setup.summary.allegra.variant": "{value}",
    # Statistik.
    "stats.allegra.best_round": "Beste Runde",
    "stats.allegra.rounds_panel": "Deine Runden",
    "stats.allegra.best_total": "Niedrigste Summe",
    "stats.allegra.closed": "Beendet",
    "stats.allegra.doubled": "Verdoppelt",
    "stats.allegra.triples": "Drillinge",
    # Spielanleitung.
    "allegra.rules.you": "Du",
    "allegra.rules.left": "Links von dir",
    "allegra.rules.right": "Rechts von dir",
    "allegra.rules.left_short": "Links",
    "allegra.rules.right_short": "Rechts",
    "allegra.rules.opponent": "Gegenüber",
    "allegra.rules.goal.title": "Ziel und Karten",
    "allegra.rules.goal.body": (
        "Allegra geht über drei Runden, und die niedrigste Summe gewinnt.\n\n"
        "Das Spiel hat 120 Karten mit den Werten −1 bis 11; die mittleren Werte sind am "
        "häufigsten. Die Farben reichen von kühlem Blau für die niedrigen Karten, die gut für "
        "dich sind, bis zu heißem Magenta für die hohen; der Wert steht immer auf der Karte.\n\n"
        "In jeder Runde willst du möglichst niedrige Karten in deiner Auslage haben und "
        "Karten zu dritt loswerden."
    ),
    "allegra.rules.goal.count": "{count}×",
    "allegra.rules.goal.deck": "{cards} Karten, die mittleren Werte am häufigsten",
    "allegra.rules.area.title": "Dein Raster und die geteilten Spalten",
    "allegra.rules.area.body": (
        "Alle bekommen ein Raster aus 3 Reihen und 4 Spalten, verdeckt ausgeteilt. Zu Beginn "
        "einer Runde deckt jede Person zwei Karten ihrer Auslage auf.\n\n"
        "Deine Auslage ist fünf Spalten breit: dein eigenes Raster und die rechte Spalte der "
        "Person links von dir, die neben deiner ersten Spalte liegt. Ebenso gehört deine "
        "eigene rechte Spalte zur Auslage der Person rechts von dir.\n\n"
        "Eine Karte in einer geteilten Spalte zählt also für zwei, und was du dort tust, "
        "trifft auch deine Nachbarn."
    ),
    "allegra.rules.area.yours": "Deine Auslage: fünf Spalten",
    "allegra.rules.area.theirs": "Deine letzte Spalte gehört auch zur Auslage rechts von dir",
    "allegra.rules.turn.title": "Ein Zug",
    "allegra.rules.turn.body": (
        "Wenn du dran bist, tust du eines davon:\n\n"
        "Nimm die oberste Karte des Ablagestapels und tausche sie gegen eine beliebige Karte "
        "deiner Auslage, offen oder verdeckt. Die herausgenommene Karte kommt offen auf den "
        "Ablagestapel.\n\n"
        "Oder zieh die oberste Karte vom Nachziehstapel; alle sehen sie. Tausche sie ebenso "
        "ein, oder lege sie ab und decke eine verdeckte Karte deiner Auslage auf.\n\n"
        "Eine Karte, die du einsetzt, liegt immer offen, in deinem Raster oder in der "
        "Nachbarspalte."
    ),
    "allegra.rules.turn.discard": "Ablage",
    "allegra.rules.turn.deck": "Stapel",
    "allegra.rules.turn.area": "Deine Auslage",
    "allegra.rules.turn.turned": "Aufgedeckt",
    "allegra.rules.turn.take": (
        "Nimm die {card} und tausche sie ein: Die {out} kommt auf die Ablage."
    ),
    "allegra.rules.turn.swap": (
        "Oder zieh die {card} und tausche sie ein, hier gegen eine verdeckte {out}."
    ),
    "allegra.rules.turn.flip": "Oder leg die gezogene {card} ab und decke eine Karte auf.",
    "allegra.rules.triples.title": "Drillinge",
    "allegra.rules.triples.body": (
        "Drei offene Karten mit gleichem Wert nebeneinander in einer Reihe deiner Auslage "
        "oder die drei Karten einer Spalte verlassen sofort das Spiel. Eine Reihe darf durch "
        "die Nachbarspalte laufen, und vier oder fünf gleiche Karten in einer Reihe "
        "gehen alle. Alle drei müssen in einer Auslage liegen: zwei deiner Karten und eine "
        "aus dem Raster deines rechten Nachbarn sind kein Drilling.\n\n"
        "Sie kommen nicht auf die Ablage: Sie sind für den Rest der Runde draußen, und ihre "
        "Plätze bleiben leer. Eine Lücke unterbricht die Reihe.\n\n"
        "Nach jeder eingesetzten oder aufgedeckten Karte wird in allen Auslagen nach "
        "Drillingen gesucht; ein Zug kann also auch Karten deiner Nachbarn abräumen."
    ),
    "allegra.rules.triples.before": "Vorher",
    "allegra.rules.triples.after": "Nachher",
    "allegra.rules.triples.neighbour": "Nachbarspalte",
    "allegra.rules.triples.gaps": "{count} Karten gehen, die Lücken bleiben",
    "allegra.rules.knock.title": "Klopfen",
    "allegra.rules.knock.body": (
        "Ab drei Personen darf, wenn jemand vom Nachziehstapel zieht, jede andere Person "
        "klopfen: Sie will diese Karte. Wer gezogen hat, darf das Klopfen übergehen oder "
        "eine klopfende Person annehmen. Dann, Schritt für Schritt:\n\n"
        "1. Wer klopft, setzt die Karte ein und nimmt die ersetzte Karte auf die Hand.\n"
        "2. Wer gezogen hat, nimmt eine beliebige Karte aus der Auslage der klopfenden "
        "Person, auch die neue.\n"
        "3. Diese tauscht sie in die eigene Auslage ein; die ersetzte Karte kommt auf die "
        "Ablage.\n"
        "4. Wer geklopft hat, füllt die Lücke mit der Karte von der Hand.\n\n"
        "Nach jedem Schritt wird auf Drillinge geprüft. Dann ist der Zug vorbei."
    ),
    "allegra.rules.knock.step1": "Wer klopft, setzt die {card} ein und nimmt die ersetzte Karte.",
    "allegra.rules.knock.step2": (
        "Du nimmst irgendeine Karte aus der Auslage der klopfenden Person: Eine Lücke bleibt."
    ),
    "allegra.rules.knock.step3": "Du tauschst sie ein; deine Karte kommt auf die Ablage.",
    "allegra.rules.knock.step4": "Wer klopft, füllt die Lücke mit der Karte von der Hand.",
    "allegra.rules.knock.knocker": "Wer klopft",
    "allegra.rules.knock.active": "Du",
    "allegra.rules.end.title": "Das Ende einer Runde",
    "allegra.rules.end.body": (
        "Sobald in einer Auslage keine verdeckte Karte mehr liegt, geht die Runde zu Ende; "
        "diese Person hat sie beendet. Alle anderen spielen noch einen Zug. Dann werden alle "
        "Karten aufgedeckt, Drillinge gehen noch einmal, und alle zählen die Karten ihrer "
        "Auslage zusammen, die Nachbarspalte eingeschlossen.\n\n"
        "Ist die Summe der Person, die beendet hat, größer als null und nicht die "
        "niedrigste am Tisch, wird sie verdoppelt. Gleichstand mit der niedrigsten gilt als "
        "niedrigste: keine Verdopplung."
    ),
    "allegra.rules.end.closer": "{name} (beendet)",
    "allegra.rules.end.doubled": "{score} ist nicht die niedrigste ({low}): verdoppelt auf {final}",
    "allegra.rules.end.not_doubled": (
        "{score} ist gleichauf mit der niedrigsten ({low}): nicht verdoppelt"
    ),
    "allegra.rules.scoring.title": "Drei Runden",
    "allegra.rules.scoring.body": (
        "Eine Partie hat drei Runden; jede Runde beginnt die nächste Person links. Deine "
        "Rundenergebnisse werden addiert, und nach der dritten Runde gewinnt die niedrigste "
        "Summe. Bei Gleichstand teilen sich alle mit der niedrigsten Summe den Sieg.\n\n"
        "Karten aus Drillingen zählen nichts. Eine Karte in einer geteilten Spalte zählt für "
        "beide, zu deren Auslage sie gehört."
    ),
    "allegra.rules.scoring.round": "Runde {round}",
    "allegra.rules.scoring.total": "Summe",
    "allegra.rules.scoring.wins": "Die niedrigste Summe gewinnt: {names}, {total}",
    "allegra.rules.two.title": "Zu zweit",
    "allegra.rules.two.body": (
        "Zu zweit teilt ihr je eine Spalte: Deine Auslage ist dein Raster und die rechte "
        "Spalte deines Gegenübers, und dessen Auslage schließt deine ein.\n\n"
        "Eine geteilte Karte zählt für beide Summen gleich, sie ändert also nie den Abstand "
        "zwischen euch. Für Drillinge zählt sie trotzdem, und dafür, wer am niedrigsten "
        "liegt, wenn eine Runde beendet wird.\n\n"
        "Zu zweit wird nicht geklopft."
    ),
    "allegra.rules.two.caption": "Beide geteilten Spalten zählen für euch beide",
    # What each variant on the setup screen does (the line under the options).
    "setup.help.allegra.knock_at_two": (
        "Klopfen gibt es ab 3 Spielern. Eingeschaltet darf auch zu zweit um die Karte geklopft "
        "werden, die der andere vom Stapel zieht."
    ),
    "setup.help.allegra.no_final_triples": (
        "Am Rundenende werden alle Karten aufgedeckt und Drillinge verlassen noch einmal das "
        "Spiel. Eingeschaltet bleiben sie liegen und zählen."
    ),
    "setup.help.allegra.own_grid_end": (
        "Eine Runde endet, wenn jemandes ganzer Bereich aus 15 Karten offen liegt. "
        "Eingeschaltet genügen die eigenen 12 Karten."
    ),
    "setup.help.allegra.knock_after_discard": (
        "Geklopft wird nur um eine Karte vom Nachziehstapel. Eingeschaltet auch um die Karte, "
        "die jemand vom Ablagestapel nimmt."
    ),
    "setup.help.allegra.own_grid_reveal": (
        "Die zwei ersten Karten dürfen überall im eigenen Bereich aufgedeckt werden. "
        "Eingeschaltet nur im eigenen Raster aus 12 Karten."
    ),
    "setup.help.allegra.strict_doubling": (
        "Wer die Runde beendet, zählt doppelt, außer er hat am wenigsten; Gleichstand gilt als "
        "am wenigsten. Eingeschaltet zählt auch Gleichstand doppelt."
    ),
}
