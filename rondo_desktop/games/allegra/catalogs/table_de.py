"""Deutsch: Allegras Tisch (Protokoll, Ansagen, Knöpfe, Hinweiszeile, Punkteblock,
Rundenabschluss, Ergebnisse und Tastenhinweise), in ``de`` eingefügt."""

STRINGS: dict[str, str] = {
    "log.allegra.round": "Runde {n}: {name} beginnt.",
    "log.allegra.round_you": "Runde {n}: Du beginnst.",
    "log.allegra.reveals": "{name} deckt {a_value} auf.",
    "log.allegra.reveals_you": "Du deckst {a_value} auf.",
    "log.allegra.takes_deck": "{name} zieht {a_value} vom Stapel.",
    "log.allegra.takes_deck_you": "Du ziehst {a_value} vom Stapel.",
    "log.allegra.takes_discard": "{name} nimmt die {value} vom Ablagestapel.",
    "log.allegra.takes_discard_you": "Du nimmst die {value} vom Ablagestapel.",
    "log.allegra.knocks": "{name} klopft!",
    "log.allegra.knocks_you": "Du klopfst!",
    "log.allegra.gives": "{name} gibt die Karte an {knocker}.",
    "log.allegra.gives_you": "Du gibst die Karte an {knocker}.",
    "log.allegra.gives_to_you": "{name} gibt dir die Karte.",
    "log.allegra.knock_takes_to_you": "{name} nimmt {a_value} aus deiner Auslage.",
    "log.allegra.ignores": "{name} überhört das Klopfen.",
    "log.allegra.ignores_you": "Du überhörst das Klopfen.",
    "log.allegra.places": "{name} legt die {value} aus.",
    "log.allegra.places_you": "Du legst die {value} aus.",
    "log.allegra.knock_takes": "{name} nimmt {a_value} aus der Auslage von {knocker}.",
    "log.allegra.knock_takes_you": "Du nimmst {a_value} aus der Auslage von {knocker}.",
    "log.allegra.fills": "{name} füllt die Lücke mit der {value}.",
    "log.allegra.fills_you": "Du füllst die Lücke mit der {value}.",
    "log.allegra.discards": "{name} legt die {value} ab.",
    "log.allegra.discards_you": "Du legst die {value} ab.",
    "log.allegra.triple": "Drilling aus {value}: {count} Karten verlassen den Tisch.",
    "log.allegra.puts_own": "{name} legt die {value} ins eigene Raster und tauscht {out} aus.",
    "log.allegra.puts_own_you": "Du legst die {value} in dein Raster und tauschst {out} aus.",
    "log.allegra.puts_shared": (
        "{name} legt die {value} in die Spalte von {owner} und tauscht {out} aus."
    ),
    "log.allegra.puts_shared_you": (
        "Du legst die {value} in die Spalte von {owner} und tauschst {out} aus."
    ),
    "log.allegra.puts_shared_to_you": (
        "{name} legt die {value} in deine Spalte und tauscht {out} aus."
    ),
    "table.allegra.out_up": "die {value}",
    "table.allegra.out_down": "eine verdeckte {value}",
    "log.allegra.triple_grid": (
        "Drilling aus {value}: {count} Karten verlassen das Raster von {owner}."
    ),
    "log.allegra.triple_grid_to_you": "Drilling aus {value}: {count} Karten verlassen dein Raster.",
    "log.allegra.triple_area": (
        "Drilling aus {value}: {count} Karten verlassen die Auslage von {owner}."
    ),
    "log.allegra.triple_area_to_you": (
        "Drilling aus {value}: {count} Karten verlassen deine Auslage."
    ),
    "table.allegra.a_value": "eine {value}",
    "table.allegra.an_value": "eine {value}",
    "table.allegra.an_values": "–",  # no value changes the article here
    "log.allegra.reshuffled": "Der Ablagestapel wird zum neuen Stapel mit {count} Karten.",
    "log.allegra.reshuffled.one": "Der Ablagestapel wird zum neuen Stapel mit {count} Karte.",
    "log.allegra.closes": (
        "{name} hat keine verdeckte Karte mehr: alle anderen sind noch einmal dran."
    ),
    "log.allegra.closes_you": (
        "Du hast keine verdeckte Karte mehr: alle anderen sind noch einmal dran."
    ),
    "log.allegra.round_over": "Runde {n} ist vorbei: {totals}.",
    "table.allegra.round_score": "{name} {score}",
    "table.allegra.round_scores_sep": " – ",
    "log.allegra.final_reveal": (
        "Die Runde endet: die verdeckten Karten werden aufgedeckt: {values}."
    ),
    "log.allegra.final_reveal.one": (
        "Die Runde endet: die letzte verdeckte Karte wird aufgedeckt: {values}."
    ),
    "table.allegra.final_reveal": "Alle Karten werden aufgedeckt",
    "table.allegra.not_a_triple": (
        "Kein Drilling: die drei gleichen Karten liegen nicht in einer Auslage"
    ),
    "log.allegra.time_up": "Die Sanduhr ist abgelaufen: der Zeitmesser wählt für {name}.",
    "log.allegra.time_up_you": "Deine Sanduhr ist abgelaufen: der Zeitmesser wählt für dich.",
    "table.allegra.time_up": "Zeit abgelaufen! Der Zeitmesser zieht für {name}",
    "table.allegra.time_up_you": "Zeit abgelaufen! Der Zeitmesser hat für dich gezogen",
    "table.allegra.knocked_tag": "Klopft!",
    "table.allegra.round": "Runde {n}",
    "table.allegra.closing": "{name} beendet die Runde: jeder ist noch einmal dran",
    "table.allegra.closing_you": "Du beendest die Runde: jeder ist noch einmal dran",
    "table.allegra.knock_bubble": "Klopf!",
    "table.allegra.no_knock_bubble": "Nein",
    "table.allegra.ignores_bubble": "Überhört das Klopfen",
    "table.allegra.gives_bubble": "Gibt sie an {name}",
    "table.allegra.gives_bubble_to_you": "Gibt sie dir",
    "table.allegra.exchange": "{name} gibt die Karte her: der Tausch beginnt",
    "table.allegra.exchange_you": "Du gibst die Karte her: der Tausch beginnt",
    "table.allegra.triple": "Drilling! {count} Karten mit {value} verlassen den Tisch",
    "table.allegra.reshuffled": "Neuer Stapel: {count} Karten",
    "table.allegra.reshuffled.one": "Neuer Stapel: {count} Karte",
    "table.allegra.deck": "Stapel · {count}",
    "table.allegra.discard": "Ablage · {count}",
    "table.allegra.hand_empty": "Auf der Hand: nichts",
    "table.allegra.held_deck": "{name} hat gezogen",
    "table.allegra.held_deck_you": "Du hast gezogen",
    "table.allegra.held_discard": "{name} hat genommen",
    "table.allegra.held_discard_you": "Du hast genommen",
    "table.allegra.held_knock": "{name} hat im Tausch genommen",
    "table.allegra.held_knock_you": "Du hast im Tausch genommen",
    "table.allegra.closer_tag": "{name} (beendet)",
    "table.allegra.closer_tag_you": "Du (beendet)",
    "table.allegra.knock_button": "Klopfen (K)",
    "table.allegra.no_knock_button": "Nicht klopfen (N)",
    "table.allegra.give_button": "An {name} geben ({n})",
    "table.allegra.ignore_button": "Überhören (I)",
    "table.allegra.give_short": "{name} ({n})",
    "table.allegra.ignore_short": "Nein (I)",
    "table.allegra.hint.reveal": (
        "Decke zwei Karten deiner Auslage auf: klicke eine verdeckte Karte an."
    ),
    "table.allegra.hint.take": "Ziehe vom Stapel (D) oder nimm die {value} vom Ablagestapel (T).",
    "table.allegra.hint.take_deck": "Ziehe vom Stapel (D).",
    "table.allegra.hint.draw": (
        "Du hast die {value} gezogen: klicke eine Karte deiner Auslage an, um sie zu tauschen, "
        "oder den Ablagestapel (T), um sie abzulegen und eine Karte aufzudecken."
    ),
    "table.allegra.hint.flip": (
        "Klicke eine verdeckte Karte deiner Auslage an, um sie aufzudecken (Esc: Karte behalten)."
    ),
    "table.allegra.hint.place": (
        "Klicke eine Karte deiner Auslage an, um die {value} einzutauschen."
    ),
    "table.allegra.area_shows": "zeigt {total}",
    "table.allegra.banner.knock_you": "{name} hat die {value} gezogen – klopfen?",
    "table.allegra.banner.knock": "{name} hat die {value} gezogen: wer klopft?",
    "table.allegra.banner.waiting_you": "Deine {value}: klopft jemand?",
    "table.allegra.banner.accept_you": "Es klopft für deine {value}: hergeben oder überhören?",
    "table.allegra.hint.knock": (
        "{name} hat die {value} gezogen. Klopfe, wenn du sie haben möchtest (K), "
        "oder verzichte (N)."
    ),
    "table.allegra.hint.accept": (
        "Es klopft für deine {value}: gib sie einem Klopfenden (dann nimmst du eine beliebige "
        "Karte von ihm) oder überhöre es (I)."
    ),
    "table.allegra.hint.knock_place": (
        "Du bekommst die {value}: klicke eine Karte deiner Auslage an, um sie hineinzulegen "
        "(die ersetzte Karte behältst du)."
    ),
    "table.allegra.hint.knock_take": (
        "Nimm im Tausch eine beliebige Karte aus der Auslage von {name}: klicke sie an."
    ),
    "table.allegra.hint.knock_give": (
        "Lege die {value} in deine Auslage: die ersetzte Karte kommt auf den Ablagestapel."
    ),
    "table.allegra.pad_title": "Punkte (wenig gewinnt)",
    "table.allegra.pad_title_short": "Punkte",  # where the whole title does not fit
    "table.allegra.summary_title": "Runde {n} von {rounds}",
    "table.allegra.summary_round": "Diese Runde",
    "table.allegra.summary_total": "Gesamt",
    "table.allegra.summary_doubled": "{raw} × 2 = {score} (verdoppelt)",
    "table.allegra.summary_doubled_why": "{raw} ist nicht die niedrigste ({low})",
    "table.allegra.pad_doubled": "(×2)",
    "table.allegra.summary_next": "Eingabe oder Klick: nächste Runde",
    "table.allegra.summary_results": "Eingabe oder Klick: zum Ergebnis",
    "hints.allegra_table": (
        "Klicken oder Pfeile + Eingabe · D Stapel · T Ablage · K klopfen · N nicht klopfen · "
        "I überhören · Esc Pause"
    ),
    "hints.allegra_table_no_knock": (
        "Klicken oder Pfeile + Eingabe · D Stapel · T Ablage · Esc Pause"
    ),
    "results.allegra.round_1": "Rd. 1",
    "results.allegra.round_2": "Rd. 2",
    "results.allegra.round_3": "Rd. 3",
    "results.allegra.rounds": "{count} Runden",
    "results.allegra.rounds.one": "{count} Runde",
    "results.allegra.closed": "beendete Runde {rounds}",
    "results.allegra.doubled": "verdoppelt in {rounds}",
    "results.allegra.rounds_title": "Die Runden",
    "results.allegra.round_no_closer": "Runde {n}: ohne Beender zu Ende",
    "results.allegra.round_doubled": "Runde {n}: {name} beendete und wurde verdoppelt",
    "results.allegra.round_closed": "Runde {n}: {name} beendete",
    "results.allegra.round_doubled_you": "Runde {n}: du hast beendet und wurdest verdoppelt",
    "results.allegra.round_closed_you": "Runde {n}: du hast beendet",
    "results.allegra.best_round": "Beste Runde",
    "results.allegra.best_line": "{name}: {score} in Runde {n}",
}
