"""Deutsch: Ronda (in ``de`` eingefügt). Ronda, Tringa, Este und Missa bleiben, wie die
Spieler sie sagen."""

STRINGS: dict[str, str] = {
    "game.ronda.tagline": "Das marokkanische Fischspiel für 2 oder 4 Spieler",
    "setup.ronda.target": "Spielen bis",
    "setup.ronda.target.41": "41 Punkte",
    "setup.ronda.target.21": "21 Punkte",
    "setup.ronda.target.25": "25 Punkte",
    "setup.ronda.target.31": "31 Punkte",
    "setup.ronda.target.61": "61 Punkte",
    "setup.ronda.summary.target": "bis {value}",
    "setup.ronda.instant_win": "Sofort gewonnen beim Erreichen",
    "setup.ronda.capture_este": "Este nur durch Stechen",
    "setup.ronda.este_chain_four_only": "Este nur zu viert",
    "setup.ronda.aces_high": "Asse am höchsten",
    "setup.ronda.dealer_last_card": "Letzte Karte des Gebers",
    "setup.ronda.off": "Aus",
    "setup.ronda.on": "An",
    "ronda.card": "{suit}-{rank}",
    "ronda.suit.o": "Münzen",
    "ronda.suit.c": "Kelche",
    "ronda.suit.e": "Schwerter",
    "ronda.suit.b": "Stäbe",
    "log.ronda.deals": "Runde {hand}: {name} gibt.",
    "log.ronda.deals_you": "Runde {hand}: Du gibst.",
    "log.ronda.last_cards": "Letzte Karten: der Stapel ist leer.",
    "log.ronda.captures": "{name} spielt {card} und nimmt {cards}.",
    "log.ronda.captures_you": "Du spielst {card} und nimmst {cards}.",
    "log.ronda.lays": "{name} legt {card}.",
    "log.ronda.lays_you": "Du legst {card}.",
    "log.ronda.pot": "{name} gewinnt den {kind}-Topf: +{points}.",
    "log.ronda.pot_you": "Du gewinnst den {kind}-Topf: +{points}.",
    "log.ronda.pot_split": "Gleiche Rondas teilen den Topf von {points}.",
    "log.ronda.este": "{name}: Este +{points}.",
    "log.ronda.este_you": "Du: Este +{points}.",
    "log.ronda.missa": "{name}: Missa +{points}.",
    "log.ronda.missa_you": "Du: Missa +{points}.",
    "log.ronda.swept": "Die {count} übrigen Karten gehen an {side}.",
    "log.ronda.swept.one": "Die übrige Karte geht an {side}.",
    "log.ronda.hand_over": "Ende der Runde: {totals}.",
    "log.ronda.won": "Die Partie geht an {side}.",
    "table.ronda.last_cards": "Letzte Karten!",
    "table.ronda.last_cards_call": "Letzte Karten",
    "table.ronda.este": "Este +{points}",
    "table.ronda.este_chain": "Este-Kette +{points}",
    "table.ronda.missa": "Missa +{points}",
    "table.ronda.new_hand": "Runde {n}",
    "table.ronda.holds_ronda": "Ronda!",
    "table.ronda.holds_tringa": "Tringa!",
    "table.ronda.pot": "+{points}",
    "table.ronda.would_take": "{card} nimmt {count} Karten",
    "table.ronda.would_take.one": "{card} nimmt {count} Karte",
    "table.ronda.would_lay": "{card} bleibt auf dem Tisch liegen",
    "table.ronda.refused": "Jetzt nicht: {reason}",
    "table.ronda.stock": "Noch {count} Karten",
    "table.ronda.stock.one": "Noch {count} Karte",
    "table.ronda.pile": "{count} Karten",
    "table.ronda.pile.one": "{count} Karte",
    "table.ronda.last_capture": "zuletzt gestochen",
    "table.ronda.race": "Wettlauf bis {target}",
    "table.ronda.this_hand": "Runde {n}",
    "table.ronda.kind.ronda": "Ronda/Tringa",
    "table.ronda.kind.este": "Este",
    "table.ronda.kind.missa": "Missa",
    "table.ronda.kind.cards": "Karten",
    "table.ronda.kind.dealer": "Letzte Karte",
    "table.ronda.kind.piles": "Genommen",
    "table.ronda.kind.total": "Runde · Partie",
    "table.ronda.summary_title": "Ende der Runde {n}",
    "table.ronda.summary_total": "+{hand} · {total}",
    "table.ronda.summary_cards": "{name}: {count} Karten genommen",
    "table.ronda.summary_cards.one": "{name}: {count} Karte genommen",
    "table.ronda.summary_next": "Enter oder Klick: nächste Runde",
    "table.ronda.summary_results": "Enter oder Klick: zum Ergebnis",
    "hints.ronda_table": (
        "Karte anklicken oder ziehen zum Spielen  ·  1-3 oder ← → wählen, Enter spielt  ·  "
        "Esc pausiert"
    ),
    "results.ronda.partner": "mit {name}",
    "results.ronda.hands": "Runden",
    "results.ronda.hand": "Runde {n}",
    "results.ronda.best_hand": "Beste Runde",
    "results.ronda.best_line": "{name}, Runde {n}: +{points}",
    "ronda_rules.deal.title": "Die Karten und das Geben",
    "ronda_rules.deal.body": (
        "Ronda wird mit dem spanischen Blatt aus 40 Karten gespielt: Münzen, Kelche, "
        "Schwerter und Stäbe, die Werte 1 bis 7 und die Bilder 10, 11 und 12. Es gibt keine "
        "8 und 9, darum sind 7 und 10 Nachbarn. Jeder bekommt 3 Karten, 4 liegen offen auf "
        "dem Tisch; sind alle Hände leer, gibt es wieder 3, bis der Stapel aufgebraucht ist. "
        "Wer zuerst 41 Punkte hat, gewinnt."
    ),
    "ronda_rules.capture.title": "Reihen stechen",
    "ronda_rules.capture.body": (
        "Du spielst eine Karte pro Zug. Liegt eine Karte gleichen Werts auf dem Tisch, nimmst "
        "du sie und jede Karte, die die Reihe aufwärts fortsetzt: eine 6 auf 6 7 10 12 nimmt "
        "6, 7 und 10. Sonst bleibt deine Karte liegen. Zeigst du auf eine Karte, leuchtet "
        "die Reihe auf, die sie nehmen würde."
    ),
    "ronda_rules.este.title": "Este und Missa",
    "ronda_rules.este.body": (
        "Spielst du denselben Wert wie die Karte davor, ist das ein Este: 1 Punkt, dann 5 "
        "für die dritte Karte der Kette und 10 für die vierte. Wer beim Stechen den Tisch "
        "leer räumt, macht eine Missa: 1 Punkt (nicht mit der allerletzten Karte der Runde)."
    ),
    "ronda_rules.score.title": "Ronda, Tringa und die Karten",
    "ronda_rules.score.body": (
        "Ein Paar unter den 3 ausgeteilten Karten ist eine Ronda (1 Punkt), ein Drilling "
        "eine Tringa (5). Der beste Besitz einer Austeilung bekommt alle diese Punkte. Am "
        "Ende der Runde nimmt, wer zuletzt gestochen hat, die übrigen Tischkarten, und jede "
        "genommene Karte über 20 zählt einen Punkt."
    ),
}
