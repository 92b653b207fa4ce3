"""Deutsch: Rondos Spielanleitung (Seitentitel, Texte und Bildunterschriften)."""

STRINGS: dict[str, str] = {
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
}
