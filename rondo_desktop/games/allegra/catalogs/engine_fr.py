"""Le moteur d’Allegra en français : le nom, les phases et pourquoi un coup est refusé
(espaces simples ; l'hôte applique la typographie française)."""

STRINGS: dict[str, str] = {
    "game.allegra.name": "Allegra",
    "allegra.phase.reveal": "Cartes à retourner",
    "allegra.phase.take": "Prendre ou piocher",
    "allegra.phase.knock": "Frapper ?",
    "allegra.phase.accept": "Accepter un coup frappé ?",
    "allegra.phase.place": "Échanger la carte",
    "allegra.phase.draw": "Échanger, ou défausser et retourner",
    "allegra.phase.knock_place": "Celui qui a frappé place la carte",
    "allegra.phase.knock_take": "Prendre une carte à celui qui a frappé",
    "allegra.phase.knock_give": "Placer la carte prise",
    "allegra.phase.over": "Fin de la partie",
    "rule.allegra.game_over": "La partie est terminée.",
    "rule.allegra.not_your_turn": "Ce n’est pas votre tour : la place {seat} décide.",
    "rule.allegra.not_an_action": "Ce n’est pas un coup d’Allegra.",
    "rule.allegra.phase_reveal": "Retournez d’abord deux cartes cachées de votre zone.",
    "rule.allegra.phase_take": "Prenez la carte du dessus de la défausse ou piochez.",
    "rule.allegra.phase_knock": "Dites si vous frappez pour la carte piochée.",
    "rule.allegra.phase_accept": (
        "Ignorez les coups frappés ou donnez la carte à l’un de ceux qui ont frappé."
    ),
    "rule.allegra.phase_place": "Échangez la carte prise contre une carte de votre zone.",
    "rule.allegra.phase_draw": (
        "Échangez la carte piochée contre une carte de votre zone, ou défaussez-la et "
        "retournez une carte."
    ),
    "rule.allegra.phase_knock_place": (
        "Placez dans votre zone la carte pour laquelle vous avez frappé."
    ),
    "rule.allegra.phase_knock_take": "Prenez une carte dans la zone de celui qui a frappé.",
    "rule.allegra.phase_knock_give": "Placez dans votre zone la carte que vous avez prise.",
    "rule.allegra.no_cell": "Cet emplacement n’existe pas sur la table.",
    "rule.allegra.not_in_area": (
        "Cette carte n’est pas dans votre zone (votre grille et la colonne de votre voisin de "
        "gauche)."
    ),
    "rule.allegra.not_in_knocker_area": "Cette carte n’est pas dans la zone de celui qui a frappé.",
    "rule.allegra.not_own_grid": (
        "Dans cette partie, vous ne retournez que des cartes de votre propre grille."
    ),
    "rule.allegra.gap": (
        "Cet emplacement est vide : une carte retirée laisse un trou jusqu’à la fin de la manche."
    ),
    "rule.allegra.already_face_up": "Cette carte est déjà face visible.",
    "rule.allegra.flip_face_down": "Retournez une carte face cachée.",
    "rule.allegra.must_flip": "Retournez aussi une des cartes cachées de votre zone.",
    "rule.allegra.nothing_to_swap": "Votre zone n’a aucune carte à échanger contre la défausse.",
    "rule.allegra.cannot_knock": (
        "Votre zone n’a aucune carte que la carte piochée pourrait remplacer."
    ),
    "rule.allegra.not_a_knocker": "La place {seat} n’a pas frappé.",
    "rule.allegra.bad_source": "Prenez dans la pioche ou dans la défausse.",
}
