"""Français : les textes propres d’Allegra, hors ceux de la table (ligne du menu, réglages,
statistiques, règles). Écrits avec des espaces simples : l’application ajoute la typographie
française."""

STRINGS: dict[str, str] = {
    "game.allegra.tagline": "Des cartes basses et des colonnes partagées, de 2 à 6 joueurs",
    # Les lignes des réglages (chaque variante a ses textes ; trois ont une ligne).
    "setup.allegra.knock_at_two": "Frapper",
    "setup.allegra.knock_at_two.off": "Dès 3 joueurs",
    "setup.allegra.knock_at_two.on": "Aussi à deux",
    "setup.summary.allegra.knock_at_two": "frapper à deux",
    "setup.allegra.own_grid_end": "La manche finit quand",
    "setup.allegra.own_grid_end.off": "Une zone est visible",
    "setup.allegra.own_grid_end.on": "Une grille de 12 est visible",
    "setup.summary.allegra.own_grid_end": "fin sur la grille",
    "setup.allegra.own_grid_reveal": "Cartes retournées au début",
    "setup.allegra.own_grid_reveal.off": "Partout dans la zone",
    "setup.allegra.own_grid_reveal.on": "Dans sa grille seulement",
    "setup.summary.allegra.own_grid_reveal": "début dans sa grille",
    "setup.allegra.no_final_triples": "Brelans après le retournement",
    "setup.allegra.no_final_triples.off": "Quittent le jeu",
    "setup.allegra.no_final_triples.on": "Restent et comptent",
    "setup.summary.allegra.no_final_triples": "pas de brelans à la fin",
    "setup.allegra.knock_after_discard": "Frapper après",
    "setup.allegra.knock_after_discard.off": "Une carte de la pioche",
    "setup.allegra.knock_after_discard.on": "Toute carte prise",
    "setup.summary.allegra.knock_after_discard": "frapper après toute prise",
    "setup.allegra.strict_doubling": "Égalité avec le plus bas",
    "setup.allegra.strict_doubling.off": "Pas doublé",
    "setup.allegra.strict_doubling.on": "Doublé",
    "setup.summary.allegra.strict_doubling": "égalités doublées",
    "setup.summary.allegra.variant": "{value}",
    # Statistiques.
    "stats.allegra.best_round": "Meilleure manche",
    "stats.allegra.rounds_panel": "Vos manches",
    "stats.allegra.best_total": "Total le plus bas",
    "stats.allegra.closed": "Fermées",
    "stats.allegra.doubled": "Doublées",
    "stats.allegra.triples": "Brelans",
    # Comment jouer.
    "allegra.rules.you": "Vous",
    "allegra.rules.left": "Voisin de gauche",
    "allegra.rules.right": "Voisin de droite",
    "allegra.rules.left_short": "Gauche",
    "allegra.rules.right_short": "Droite",
    "allegra.rules.opponent": "Adversaire",
    "allegra.rules.goal.title": "Le but et les cartes",
    "allegra.rules.goal.body": (
        "Allegra se joue en trois manches, et le total le plus bas gagne.\n\n"
        "Le paquet compte 120 cartes de −1 à 11 ; les valeurs du milieu sont les plus "
        "fréquentes. Les couleurs vont du bleu froid des petites cartes, qui vous arrangent, "
        "au magenta brûlant des grandes ; la valeur est toujours imprimée sur la carte.\n\n"
        "À chaque manche, vous cherchez à garder des cartes basses dans votre zone et à vous "
        "débarrasser de cartes par trois."
    ),
    "allegra.rules.goal.count": "{count}×",
    "allegra.rules.goal.deck": "{cards} cartes, les valeurs du milieu sont les plus fréquentes",
    "allegra.rules.area.title": "Votre grille et les colonnes partagées",
    "allegra.rules.area.body": (
        "Chacun reçoit une grille de 3 rangées et 4 colonnes, face cachée. Au début d’une "
        "manche, chacun retourne deux cartes de sa zone.\n\n"
        "Votre zone a cinq colonnes : votre grille et la colonne de droite de votre voisin de "
        "gauche, posée contre votre première colonne. De même, votre propre colonne de droite "
        "fait partie de la zone de votre voisin de droite.\n\n"
        "Une carte d’une colonne partagée compte donc pour deux joueurs, et ce que vous y "
        "faites touche aussi votre voisin."
    ),
    "allegra.rules.area.yours": "Votre zone : cinq colonnes",
    "allegra.rules.area.theirs": (
        "Votre dernière colonne est aussi dans la zone de votre voisin de droite"
    ),
    "allegra.rules.turn.title": "Un tour",
    "allegra.rules.turn.body": (
        "À votre tour, faites l’une de ces actions :\n\n"
        "Prenez la carte du dessus de la défausse et échangez-la contre n’importe quelle carte "
        "de votre zone, visible ou cachée. La carte retirée va face visible sur la défausse.\n\n"
        "Ou piochez la carte du dessus de la pioche ; tout le monde la voit. Échangez-la de la "
        "même façon, ou défaussez-la et retournez une carte cachée de votre zone.\n\n"
        "Une carte que vous posez est toujours face visible, dans votre grille ou dans la "
        "colonne de votre voisin."
    ),
    "allegra.rules.turn.discard": "Défausse",
    "allegra.rules.turn.deck": "Pioche",
    "allegra.rules.turn.area": "Votre zone",
    "allegra.rules.turn.turned": "Retournée",
    "allegra.rules.turn.take": "Prenez le {card} et échangez-le : le {out} va sur la défausse.",
    "allegra.rules.turn.swap": "Ou piochez le {card} et échangez-le, ici contre un {out} caché.",
    "allegra.rules.turn.flip": "Ou défaussez le {card} pioché et retournez une carte.",
    "allegra.rules.triples.title": "Les brelans",
    "allegra.rules.triples.body": (
        "Trois cartes visibles de même valeur côte à côte dans une rangée de votre zone, ou "
        "les trois cartes d’une colonne, quittent aussitôt le jeu. Une rangée peut passer par "
        "la colonne de votre voisin, et quatre ou cinq cartes égales d’affilée partent toutes. "
        "Les trois doivent être dans une même zone : deux des vôtres et une de la grille de "
        "votre voisin de droite ne font pas un brelan.\n\n"
        "Elles ne vont pas sur la défausse : elles sont hors jeu jusqu’à la fin de la manche, "
        "et leurs places restent vides. Un trou coupe la rangée.\n\n"
        "Après chaque carte posée ou retournée, on cherche des brelans dans toutes les zones : "
        "un coup peut donc aussi retirer des cartes à un voisin."
    ),
    "allegra.rules.triples.before": "Avant",
    "allegra.rules.triples.after": "Après",
    "allegra.rules.triples.neighbour": "Colonne du voisin",
    "allegra.rules.triples.gaps": "{count} cartes partent, les trous restent",
    "allegra.rules.knock.title": "Frapper",
    "allegra.rules.knock.body": (
        "À trois joueurs ou plus, quand quelqu’un pioche, n’importe quel autre joueur peut "
        "frapper sur la table : il veut cette carte. Celui qui a pioché peut ignorer les "
        "coups, ou accepter un de ceux qui ont frappé. Alors, étape par étape :\n\n"
        "1. Celui qui frappe pose la carte et prend en main la carte qu’elle remplace.\n"
        "2. Celui qui a pioché prend n’importe quelle carte de la zone de celui qui frappe, "
        "même la nouvelle.\n"
        "3. Il l’échange contre une carte de sa propre zone, qui va sur la défausse.\n"
        "4. Celui qui frappe bouche le trou avec la carte qu’il a en main.\n\n"
        "On cherche des brelans après chaque étape. Puis le tour est fini."
    ),
    "allegra.rules.knock.step1": "Celui qui frappe pose le {card} et prend la carte remplacée.",
    "allegra.rules.knock.step2": (
        "Vous prenez n’importe quelle carte de sa zone : il reste un trou."
    ),
    "allegra.rules.knock.step3": "Vous l’échangez ; votre carte va sur la défausse.",
    "allegra.rules.knock.step4": "Celui qui frappe bouche le trou avec la carte de sa main.",
    "allegra.rules.knock.knocker": "Celui qui frappe",
    "allegra.rules.knock.active": "Vous",
    "allegra.rules.end.title": "La fin d’une manche",
    "allegra.rules.end.body": (
        "Dès que la zone d’un joueur n’a plus de carte cachée, la manche touche à sa fin : ce "
        "joueur l’a fermée. Tous les autres jouent encore un tour. Puis toutes les cartes "
        "sont retournées, les brelans partent encore une fois, et chacun additionne les "
        "cartes de sa zone, colonne du voisin comprise.\n\n"
        "Si le score de celui qui a fermé est supérieur à zéro et n’est pas le plus bas de la "
        "table, il est doublé. Une égalité avec le plus bas compte comme le plus bas : pas "
        "de doublement."
    ),
    "allegra.rules.end.closer": "{name} (ferme)",
    "allegra.rules.end.doubled": "{score} n’est pas le plus bas ({low}) : doublé à {final}",
    "allegra.rules.end.not_doubled": "{score} égale le plus bas ({low}) : pas doublé",
    "allegra.rules.scoring.title": "Trois manches",
    "allegra.rules.scoring.body": (
        "Une partie compte trois manches, et à chaque manche le joueur suivant à gauche "
        "commence. Vos scores de manche s’additionnent ; après la troisième manche, le total "
        "le plus bas gagne. Les joueurs à égalité pour le plus bas partagent la victoire.\n\n"
        "Les cartes retirées en brelans ne comptent pas. Une carte d’une colonne partagée "
        "compte pour les deux joueurs dont elle fait partie de la zone."
    ),
    "allegra.rules.scoring.round": "Manche {round}",
    "allegra.rules.scoring.total": "Total",
    "allegra.rules.scoring.wins": "Le total le plus bas gagne : {names}, {total}",
    "allegra.rules.two.title": "À deux joueurs",
    "allegra.rules.two.body": (
        "À deux, chacun partage une colonne avec l’autre : votre zone est votre grille plus "
        "la colonne de droite de votre adversaire, et la sienne comprend la vôtre.\n\n"
        "Une carte partagée ajoute autant aux deux totaux : elle ne change jamais l’écart "
        "entre vous. Elle compte pourtant pour les brelans, et pour savoir qui est le plus "
        "bas quand une manche est fermée.\n\n"
        "À deux, on ne frappe pas."
    ),
    "allegra.rules.two.caption": "Les deux colonnes partagées comptent pour vous deux",
    # What each variant on the setup screen does (the line under the options).
    "setup.help.allegra.knock_at_two": (
        "On frappe à partir de 3 joueurs. Activé, à deux aussi on peut frapper pour la carte "
        "que l’autre pioche."
    ),
    "setup.help.allegra.no_final_triples": (
        "En fin de manche, toutes les cartes sont retournées et les triples quittent encore le "
        "jeu. Activé, ils restent et comptent."
    ),
    "setup.help.allegra.own_grid_end": (
        "Une manche se termine quand toute la zone de 15 cartes d’un joueur est face visible. "
        "Activé, ses 12 propres cartes suffisent."
    ),
    "setup.help.allegra.knock_after_discard": (
        "On ne frappe que pour une carte piochée. Activé, aussi pour la carte que quelqu’un "
        "prend dans la défausse."
    ),
    "setup.help.allegra.own_grid_reveal": (
        "Les deux premières cartes se retournent n’importe où dans votre zone. Activé, "
        "seulement dans votre propre grille de 12."
    ),
    "setup.help.allegra.strict_doubling": (
        "Celui qui clôt la manche compte double sauf s’il a le moins ; une égalité compte comme"
        " le moins. Activé, l’égalité compte double aussi."
    ),
}
