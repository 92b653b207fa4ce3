"""Deutsch: Rondas eigene Texte (Menüzeile, Einstellungen, Statistik, Spielanleitung).

Die Wörter des Spiels, Ronda, Tringa, Este und Missa, bleiben, wie die Spielenden sie sagen.
"""

STRINGS: dict[str, str] = {
    "game.ronda.name": "Ronda",
    "game.ronda.tagline": "Das marokkanische Fischspiel für 2 bis 4 Personen",
    # Die Zeilen der Einstellungen.
    "setup.ronda.target": "Spielen bis",
    "setup.ronda.target.41": "41 Punkte",
    "setup.ronda.target.21": "21 Punkte",
    "setup.ronda.target.25": "25 Punkte",
    "setup.ronda.target.31": "31 Punkte",
    "setup.ronda.target.61": "61 Punkte",
    "setup.summary.ronda.target": "bis {value}",
    "setup.summary.ronda.variant": "{value}",
    "setup.ronda.instant_win": "Das Ziel gewinnt",
    "setup.ronda.instant_win.off": "Am Ende des Spiels",
    "setup.ronda.instant_win.on": "Sofort",
    "setup.summary.ronda.instant_win": "Sofortsieg",
    "setup.ronda.capture_este": "Este",
    "setup.ronda.capture_este.off": "Gleicher Rang wie zuvor",
    "setup.ronda.capture_este.on": "Nur durch Stechen",
    "setup.summary.ronda.capture_este": "Este nur durch Stechen",
    "setup.ronda.aces_high": "Rang der Rondas",
    "setup.ronda.aces_high.off": "12 am höchsten",
    "setup.ronda.aces_high.on": "Asse am höchsten",
    "setup.summary.ronda.aces_high": "Asse hoch",
    "setup.ronda.dealer_last_card": "Letzte Karte des Gebers",
    "setup.ronda.dealer_last_card.off": "Wie jede Karte",
    "setup.ronda.dealer_last_card.on": "Muss stechen: ±5",
    "setup.summary.ronda.dealer_last_card": "letzte Karte des Gebers",
    "setup.ronda.este_chain_four_only": "Este-Kette (3., 4. Karte)",
    "setup.ronda.este_chain_four_only.off": "Zu zweit und zu viert",
    "setup.ronda.este_chain_four_only.on": "Nur zu viert",
    "setup.summary.ronda.este_chain_four_only": "Este-Kette nur zu viert",
    "setup.ronda.first_deal_four": "Erstes Geben (4 Spieler)",
    "setup.ronda.first_deal_four.off": "Je 3, 4 auf den Tisch",
    "setup.ronda.first_deal_four.on": "Je 4, keine auf den Tisch",
    "setup.summary.ronda.first_deal_four": "erstes Geben je 4",
    # Statistik.
    "stats.ronda.best_hand": "Bestes Spiel",
    "stats.ronda.most_in_match": "Meiste in einer Partie",
    "stats.ronda.estes": "Estes",
    "stats.ronda.missas": "Missas",
    "stats.ronda.kind.ronda": "Ronda, Tringa",
    "stats.ronda.kind.este": "Este",
    "stats.ronda.kind.missa": "Missa",
    "stats.ronda.kind.cards": "Karten",
    "stats.ronda.kind.dealer": "Geberkarte",
    # Spielanleitung.
    "ronda.rules.you": "Du",
    "ronda.rules.opponent": "Gegner",
    "ronda.rules.partner": "Partner",
    "ronda.rules.table": "Der Tisch",
    "ronda.rules.pack.title": "Die Karten",
    "ronda.rules.pack.body": (
        "Ronda wird mit dem spanischen Blatt zu 40 Karten gespielt: vier Farben (Münzen, "
        "Kelche, Schwerter und Stäbe), jede mit den Rängen 1 bis 7 und drei Bildkarten, "
        "10 (Sota), 11 (Caballo) und 12 (Rey).\n\n"
        "Es gibt keine 8 und keine 9, deshalb sind 7 und 10 Nachbarn: In einer Folge kommt "
        "die 10 direkt nach der 7. Die 12 ist die höchste; nach ihr kommt nichts.\n\n"
        "Die Farben zählen nie, nur die Ränge. Zu zweit spielt jeder gegen jeden, zu viert "
        "zwei gegen zwei, zu dritt jeder für sich (siehe die letzten Seiten)."
    ),
    "ronda.rules.pack.suits": "Münzen · Kelche · Schwerter · Stäbe",
    "ronda.rules.pack.neighbours": "{low} und {high} sind Nachbarn",
    "ronda.rules.deal.title": "Das Geben",
    "ronda.rules.deal.body": (
        "Alle bekommen 3 Karten, und 4 Karten werden offen auf den Tisch gelegt. Der Tisch "
        "beginnt nie mit zwei Karten eines Rangs und nie mit vier in einer Folge (wie "
        "6 7 10 11): Eine solche Karte kommt zurück in den Stapel, und eine andere wird "
        "gelegt.\n\n"
        "Sind alle Hände leer, bekommen alle 3 neue Karten; auf den Tisch kommt nichts mehr. "
        "Zu zweit dauert ein Spiel 6 Runden, zu viert 3. Es beginnt immer, wer nach dem "
        "Geber sitzt."
    ),
    "ronda.rules.deal.stock": "{count} im Stapel",
    "ronda.rules.capture.title": "Stechen",
    "ronda.rules.capture.body": (
        "Wer am Zug ist, spielt eine Karte aus der Hand; jede ist erlaubt. Liegt auf dem "
        "Tisch eine Karte gleichen Rangs, nimmst du sie und die lückenlose Folge darüber: "
        "den nächsthöheren Rang und den nächsten, solange jeder auf dem Tisch liegt. Folgen "
        "gehen nur aufwärts.\n\n"
        "Passt keine Karte, bleibt deine auf dem Tisch liegen. Gestochene Karten kommen auf "
        "deinen Stapel. Auf dem Tisch liegen nie zwei Karten eines Rangs."
    ),
    "ronda.rules.capture.you_play": "Du spielst eine {card}",
    "ronda.rules.capture.takes": "Sie nimmt {cards}: {count} Karten mit deiner",
    "ronda.rules.capture.stays": "Die {cards} bleibt: Es gibt keine {missing}",
    "ronda.rules.este.title": "Este",
    "ronda.rules.este.body": (
        "Spielst du denselben Rang wie die Karte direkt vor deiner, ist das ein Este: "
        "1 Punkt, ob deine Karte sticht oder nicht.\n\n"
        "Die nächste Karte dieses Rangs bringt 5 Punkte, die vierte 10. Jede neue Runde "
        "beginnt eine neue Kette, und die Karten, die zu Beginn auf dem Tisch liegen, "
        "gelten nie als gespielt."
    ),
    "ronda.rules.este.takes": "sticht",
    "ronda.rules.este.lays": "legt",
    "ronda.rules.este.chain": "Die Kette bringt {points}",
    "ronda.rules.missa.title": "Missa",
    "ronda.rules.missa.body": (
        "Ein Stich, der den Tisch leert, ist eine Missa: 1 Punkt, zusätzlich zu einem Este, "
        "den dieselbe Karte bringen kann.\n\n"
        "Die allerletzte Karte eines Spiels bringt nie eine Missa, wohl aber einen Este. "
        "Nach einer Missa legt der Nächste einfach eine Karte auf den leeren Tisch."
    ),
    "ronda.rules.missa.scores": "Tisch leer: Missa +{points}",
    "ronda.rules.missa.none": "Tisch leer, aber keine Missa",
    "ronda.rules.missa.any_card": "Während des Spiels",
    "ronda.rules.missa.last_card": "Mit der allerletzten Karte",
    "ronda.rules.combos.title": "Ronda und Tringa",
    "ronda.rules.combos.body": (
        "Gleich nach jedem Geben werden die 3 neuen Karten aller angesehen: Ein Paar ist eine "
        "Ronda (1 Punkt), ein Drilling eine Tringa (5 Punkte). Das Spiel zählt sie für dich "
        "und sagt allen, wer eine hat, aber nicht den Rang.\n\n"
        "Alle Rondas und Tringas einer Runde bilden einen Topf, und die beste gewinnt ihn "
        "ganz: Eine Tringa schlägt jede Ronda; bei gleicher Art gewinnt der höhere Rang, "
        "12 hoch, 1 niedrig. Gegner mit gleicher Ronda teilen den Topf, halbe Punkte "
        "entfallen."
    ),
    "ronda.rules.combos.ronda": "{who}: Ronda mit {rank}",
    "ronda.rules.combos.tringa": "{who}: Tringa mit {rank}",
    "ronda.rules.combos.pot": "Der Topf von {pot} geht an den Gegner",
    "ronda.rules.combos.pot_you": "Der Topf von {pot} geht an dich",
    "ronda.rules.count.title": "Karten zählen",
    "ronda.rules.count.body": (
        "Ist die letzte Karte eines Spiels gespielt, bekommt die Karten, die noch auf dem "
        "Tisch liegen, wer zuletzt gestochen hat (das ist keine Missa).\n\n"
        "Dann zählt jede Seite ihren Stapel: Jede Karte über 20 bringt 1 Punkt. Es gibt "
        "40 Karten, also punktet höchstens eine Seite, und bei 20 zu 20 keine."
    ),
    "ronda.rules.count.cards": "{count} Karten",
    "ronda.rules.count.cards.one": "{count} Karte",
    "ronda.rules.count.note": "{cards} − 20 = {points} Punkte; die andere Seite bekommt keine.",
    "ronda.rules.match.title": "Die Partie",
    "ronda.rules.match.body": (
        "Die Punkte aller Spiele werden zusammengezählt. Entschieden wird am Ende eines "
        "Spiels: Sobald eine Seite 41 Punkte oder mehr hat, gewinnt die höhere Summe. Steht "
        "es bei 41 oder mehr unentschieden, folgt ein weiteres Spiel.\n\n"
        "In den Einstellungen kannst du stattdessen bis 21, 25, 31 oder 61 spielen oder das "
        "Ziel sofort gewinnen lassen, auch mitten im Spiel."
    ),
    "ronda.rules.match.won": "{a} zu {b}: Die höhere Summe gewinnt",
    "ronda.rules.match.level": "{a} zu {b}: Gleichstand, noch ein Spiel",
    "ronda.rules.partners.title": "Zu viert",
    "ronda.rules.partners.body": (
        "Zu viert sitzen sich Partner gegenüber und spielen als eine Seite: ein Stapel, ein "
        "Punktestand. Gespielt wird reihum, also ist der Nächste immer ein Gegner.\n\n"
        "Ein Spiel dauert 3 Runden. Die Rondas und Tringas aller vier bilden einen Topf; "
        "gleichauf liegende Partner bekommen ihn ganz. Este und Missa zählen für die Seite, "
        "die die Karte gespielt hat."
    ),
    "ronda.rules.partners.caption": ("Partner sitzen sich gegenüber und teilen Stapel und Punkte."),
}
