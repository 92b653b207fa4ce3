"""Deutsch: was Rondas Varianten tun, für alle, die sie nicht kennen: die Zeile unter den
Optionen der Einstellungen und die Seiten der Spielanleitung zu dritt und zu den Varianten."""

STRINGS: dict[str, str] = {
    "setup.help.ronda.target": (
        "Wie viele Punkte die Partie gewinnen: 41 im üblichen Spiel; weniger machen sie kürzer."
    ),
    "setup.help.ronda.instant_win": (
        "Sofort: Eine Seite, die das Ziel erreicht, gewinnt auf der Stelle, auch mitten im "
        "Spiel, statt erst beim Zählen am Ende des Spiels."
    ),
    "setup.help.ronda.capture_este": (
        "Nur durch Stechen: Ein Este zählt nur, wenn deine Karte die gerade gespielte sticht; "
        "die 3. und 4. Karte des Rangs nehmen den ganzen Stapel des Este."
    ),
    "setup.help.ronda.aces_high": (
        "Welche Ronda oder Tringa den Topf bekommt: wie üblich die 12 am höchsten, oder das "
        "Ass (1) über der 12."
    ),
    "setup.help.ronda.dealer_last_card": (
        "Der Geber muss mit der letzten Karte des Spiels stechen: mit einer 12 +5 für seine "
        "Seite; mit einer 1 oder ohne Stich +5 für die Gegner."
    ),
    "setup.help.ronda.este_chain_four_only": (
        "Nur zu viert: Zu zweit oder zu dritt bringt ein Este weiter 1 Punkt, die 3. und 4. "
        "Karte der Kette aber nichts."
    ),
    "setup.help.ronda.first_deal_four": (
        "Zu viert: Beim ersten Geben bekommt jeder 4 Karten und der Tisch keine; danach "
        "werden je 3 gegeben."
    ),
    "ronda.rules.three.title": "Zu dritt",
    "ronda.rules.three.body": (
        "Auch zu dritt lässt sich spielen, jeder für sich: drei Stapel, drei Punktestände, "
        "keine Partner. Dafür in den Einstellungen einen dritten Platz hinzufügen.\n\n"
        "Ein Spiel dauert dann 4 Runden zu je 3 Karten; der Tisch bekommt wie üblich zu "
        "Beginn seine 4 Karten. Beim Zählen bringt jede Karte über 13 im Stapel 1 Punkt, es "
        "können also mehrere punkten.\n\n"
        "Rondas, Tringas, Este und Missa gelten wie zu zweit."
    ),
    "ronda.rules.three.caption": "Jeder für sich: Karten über 13 zählen.",
    "ronda.rules.three.pile": "{cards}: +{points}",  # a seat's pile and what it scores
    "ronda.rules.three.pile_none": "{cards}: 0",
    "ronda.rules.variants.in_setup": "In den Einstellungen wählen:",
    "ronda.rules.variants.title": "Varianten: Ziel und Geben",
    "ronda.rules.variants.body": (
        "Die Einstellungen bieten Regeln, die manche Runden anders spielen. Jede ist aus, bis "
        "du sie einschaltest; die Zeile unter dem Formular nennt die eingeschalteten.\n\n"
        "Spielen bis 21, 25, 31 oder 61 statt 41 Punkte. Das Ziel gewinnt sofort: Wer es "
        "erreicht, gewinnt auf der Stelle, auch mitten im Spiel.\n\n"
        "Erstes Geben, nur zu viert: je 4 Karten und keine auf den Tisch; danach je 3. Zwei "
        "Paare sind 2 Rondas; bei vier Gleichen wird neu gegeben.\n\n"
        "Asse am höchsten: Zwischen Rondas oder Tringas schlägt die 1 die 12. Halten alle "
        "vier eine Ronda, gewinnt die niedrigste."
    ),
    "ronda.rules.variants_este.title": "Varianten: Este und letzte Karte",
    "ronda.rules.variants_este.body": (
        "Este nur durch Stechen: Der Punkt zählt nur, wenn deine Karte die gerade gespielte "
        "sticht; in einer Folge mitgenommen zählt sie nicht. Die dritte Karte des Rangs "
        "nimmt den ganzen Stapel des Este für 5, die vierte holt ihn zurück für 10.\n\n"
        "Este-Kette nur zu viert: Zu zweit oder zu dritt bringt ein Este weiter 1 Punkt, die "
        "dritte und vierte Karte aber nichts.\n\n"
        "Letzte Karte des Gebers: Der Geber muss mit der letzten Karte des Spiels stechen. "
        "Mit einer 12 bekommt seine Seite 5 Punkte; mit einer 1 oder ohne Stich die Gegner."
    ),
}
