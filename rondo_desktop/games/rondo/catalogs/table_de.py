"""Deutsch: Rondos Tisch (Knöpfe, Hinweise, Ansagen, Sprechblasen, Spielprotokoll und
warum ein Zug abgelehnt wird), in ``de`` eingefügt."""

STRINGS: dict[str, str] = {
    # Der Spieltisch
    "hints.table_exchange": (
        "← → oder 1–9, 0 Karte wählen  ·  Leertaste markieren  ·  Enter tauschen  ·  "
        "Rücktaste abbrechen  ·  Esc Pause"
    ),
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
    "table.pile": "{count} Karten",
    "table.pile.one": "{count} Karte",
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
    "table.banner.redeal": "Niemand hat ein Wort mit 3 Buchstaben: neu geben",
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
    "log.redeal": "Niemand hatte ein Wort: neu gegeben.",
    "log.game_over": "Spielende. Gewonnen: {names}.",
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
