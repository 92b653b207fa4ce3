"""Allegras Engine auf Deutsch: der Name, die Phasen und warum ein Zug nicht geht."""

STRINGS: dict[str, str] = {
    "game.allegra.name": "Allegra",
    "allegra.phase.reveal": "Karten aufdecken",
    "allegra.phase.take": "Nehmen oder ziehen",
    "allegra.phase.knock": "Klopfen?",
    "allegra.phase.accept": "Ein Klopfen annehmen?",
    "allegra.phase.place": "Karte tauschen",
    "allegra.phase.draw": "Tauschen oder ablegen und aufdecken",
    "allegra.phase.knock_place": "Wer geklopft hat, legt die Karte",
    "allegra.phase.knock_take": "Eine Karte vom Klopfenden nehmen",
    "allegra.phase.knock_give": "Die genommene Karte legen",
    "allegra.phase.over": "Spielende",
    "rule.allegra.game_over": "Das Spiel ist vorbei.",
    "rule.allegra.not_your_turn": "Du bist nicht dran: Platz {seat} entscheidet gerade.",
    "rule.allegra.not_an_action": "Das ist kein Zug in Allegra.",
    "rule.allegra.phase_reveal": "Decke zuerst zwei verdeckte Karten deiner Auslage auf.",
    "rule.allegra.phase_take": (
        "Nimm die oberste Karte des Ablagestapels oder ziehe vom Nachziehstapel."
    ),
    "rule.allegra.phase_knock": "Sag, ob du für die gezogene Karte klopfst.",
    "rule.allegra.phase_accept": (
        "Übergehe das Klopfen oder gib die Karte einem, der geklopft hat."
    ),
    "rule.allegra.phase_place": "Tausche die genommene Karte gegen eine Karte deiner Auslage.",
    "rule.allegra.phase_draw": (
        "Tausche die gezogene Karte in deine Auslage oder lege sie ab und decke eine Karte auf."
    ),
    "rule.allegra.phase_knock_place": "Lege die Karte, für die du geklopft hast, in deine Auslage.",
    "rule.allegra.phase_knock_take": "Nimm eine Karte aus der Auslage dessen, der geklopft hat.",
    "rule.allegra.phase_knock_give": "Lege die genommene Karte in deine Auslage.",
    "rule.allegra.no_cell": "Diesen Platz gibt es auf dem Tisch nicht.",
    "rule.allegra.not_in_area": (
        "Diese Karte liegt nicht in deiner Auslage (dein Raster und die Spalte deines linken "
        "Nachbarn)."
    ),
    "rule.allegra.not_in_knocker_area": "Diese Karte liegt nicht in der Auslage des Klopfenden.",
    "rule.allegra.not_own_grid": "In diesem Spiel deckst du nur Karten deines eigenen Rasters auf.",
    "rule.allegra.gap": (
        "Dieser Platz ist leer: Eine entfernte Karte hinterlässt bis zum Rundenende eine Lücke."
    ),
    "rule.allegra.already_face_up": "Diese Karte liegt schon offen.",
    "rule.allegra.flip_face_down": "Decke eine verdeckte Karte auf.",
    "rule.allegra.must_flip": "Decke außerdem eine verdeckte Karte deiner Auslage auf.",
    "rule.allegra.nothing_to_swap": "In deiner Auslage liegt keine Karte zum Tauschen.",
    "rule.allegra.cannot_knock": (
        "In deiner Auslage liegt keine Karte, die die gezogene ersetzen könnte."
    ),
    "rule.allegra.not_a_knocker": "Platz {seat} hat nicht geklopft.",
    "rule.allegra.bad_source": "Nimm vom Nachziehstapel oder vom Ablagestapel.",
}
