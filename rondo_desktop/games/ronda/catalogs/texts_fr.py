"""Français : les textes propres à la Ronda (ligne du menu, réglages, statistiques, règles).

Écrit avec des espaces ordinaires : ``fr.py`` le reprend en tête de ses lignes et leur donne
la typographie française (``typeset``). Un test vérifie qu'il a les mêmes clés et les mêmes
``{paramètres}`` que l'anglais. Les mots du jeu, ronda, tringa, este et missa, restent tels
que les joueurs les disent.
"""

STRINGS: dict[str, str] = {
    "game.ronda.name": "Ronda",
    "game.ronda.tagline": "Le jeu de pêche marocain pour 2 à 4 joueurs",
    # Les lignes des réglages.
    "setup.ronda.target": "Jouer en",
    "setup.ronda.target.41": "41 points",
    "setup.ronda.target.21": "21 points",
    "setup.ronda.target.25": "25 points",
    "setup.ronda.target.31": "31 points",
    "setup.ronda.target.61": "61 points",
    "setup.summary.ronda.target": "en {value}",
    "setup.summary.ronda.variant": "{value}",
    "setup.ronda.instant_win": "Le but gagne",
    "setup.ronda.instant_win.off": "En fin de donne",
    "setup.ronda.instant_win.on": "Tout de suite",
    "setup.summary.ronda.instant_win": "victoire immédiate",
    "setup.ronda.capture_este": "Este",
    "setup.ronda.capture_este.off": "Même rang que la précédente",
    "setup.ronda.capture_este.on": "Seulement en ramassant",
    "setup.summary.ronda.capture_este": "este en ramassant",
    "setup.ronda.aces_high": "Rang des rondas",
    "setup.ronda.aces_high.off": "Le 12 est la plus forte",
    "setup.ronda.aces_high.on": "L’as est la plus forte",
    "setup.summary.ronda.aces_high": "as fort",
    "setup.ronda.dealer_last_card": "Dernière carte du donneur",
    "setup.ronda.dealer_last_card.off": "Comme toute carte",
    "setup.ronda.dealer_last_card.on": "Doit ramasser : ±5",
    "setup.summary.ronda.dealer_last_card": "dernière carte du donneur",
    "setup.ronda.este_chain_four_only": "Chaîne d’este (3e, 4e carte)",
    "setup.ronda.este_chain_four_only.off": "À 2 et à 4 joueurs",
    "setup.ronda.este_chain_four_only.on": "À 4 joueurs seulement",
    "setup.summary.ronda.este_chain_four_only": "chaîne d’este à 4 seulement",
    "setup.ronda.first_deal_four": "Première donne (4 joueurs)",
    "setup.ronda.first_deal_four.off": "3 chacun, 4 sur la table",
    "setup.ronda.first_deal_four.on": "4 chacun, rien sur la table",
    "setup.summary.ronda.first_deal_four": "première donne de 4",
    # Statistiques.
    "stats.ronda.best_hand": "Meilleure donne",
    "stats.ronda.most_in_match": "Record en une partie",
    "stats.ronda.estes": "Estes",
    "stats.ronda.missas": "Missas",
    "stats.ronda.kind.ronda": "Ronda, tringa",
    "stats.ronda.kind.este": "Este",
    "stats.ronda.kind.missa": "Missa",
    "stats.ronda.kind.cards": "Cartes",
    "stats.ronda.kind.dealer": "Carte du donneur",
    # Comment jouer.
    "ronda.rules.you": "Vous",
    "ronda.rules.opponent": "Adversaire",
    "ronda.rules.partner": "Partenaire",
    "ronda.rules.table": "La table",
    "ronda.rules.pack.title": "Le jeu de cartes",
    "ronda.rules.pack.body": (
        "La ronda se joue avec le jeu espagnol de 40 cartes : quatre couleurs (deniers, "
        "coupes, épées et bâtons), chacune avec les rangs 1 à 7 et trois figures, 10 (sota), "
        "11 (caballo) et 12 (rey).\n\n"
        "Il n’y a ni 8 ni 9 : le 7 et le 10 sont donc voisins, et dans une suite le 10 vient "
        "juste après le 7. Le 12 est le plus fort ; rien ne le suit.\n\n"
        "Les couleurs ne comptent jamais, seuls les rangs comptent. À deux, on joue l’un "
        "contre l’autre ; à quatre, deux contre deux ; à trois, chacun pour soi (voir les "
        "dernières pages)."
    ),
    "ronda.rules.pack.suits": "Deniers · coupes · épées · bâtons",
    "ronda.rules.pack.neighbours": "Le {low} et le {high} sont voisins",
    "ronda.rules.deal.title": "La distribution",
    "ronda.rules.deal.body": (
        "Chacun reçoit 3 cartes, et 4 cartes sont posées face visible sur la table. La table "
        "ne commence jamais avec deux cartes du même rang ni avec quatre à la suite (comme "
        "6 7 10 11) : une telle carte retourne dans le talon et une autre est posée.\n\n"
        "Quand toutes les mains sont vides, chacun reçoit 3 nouvelles cartes ; rien ne va "
        "plus sur la table. À 2 joueurs une donne compte 6 distributions, à 4 joueurs 3. Le "
        "joueur qui suit le donneur commence toujours."
    ),
    "ronda.rules.deal.stock": "{count} au talon",
    "ronda.rules.capture.title": "Ramasser",
    "ronda.rules.capture.body": (
        "À votre tour, vous jouez une carte de votre main ; n’importe laquelle. Si la table "
        "porte une carte de même rang, vous la ramassez avec la suite sans trou qui la suit : "
        "le rang au-dessus, puis le suivant, tant qu’ils sont sur la table. Les suites ne "
        "font que monter.\n\n"
        "Si rien ne correspond, votre carte reste sur la table. Les cartes ramassées vont sur "
        "votre pile. La table ne porte jamais deux cartes du même rang."
    ),
    "ronda.rules.capture.you_play": "Vous jouez un {card}",
    "ronda.rules.capture.takes": "Il ramasse {cards} : {count} cartes avec la vôtre",
    "ronda.rules.capture.stays": "Le {cards} reste : il n’y a pas de {missing}",
    "ronda.rules.este.title": "Este",
    "ronda.rules.este.body": (
        "Jouez le même rang que la carte jouée juste avant la vôtre et vous marquez un este : "
        "1 point, que votre carte ramasse ou non.\n\n"
        "La carte suivante de ce rang vaut 5, et la quatrième 10. Chaque distribution "
        "commence une nouvelle chaîne, et les cartes posées sur la table au début ne "
        "comptent jamais comme jouées."
    ),
    "ronda.rules.este.takes": "ramasse",
    "ronda.rules.este.lays": "pose",
    "ronda.rules.este.chain": "La chaîne rapporte {points}",
    "ronda.rules.missa.title": "Missa",
    "ronda.rules.missa.body": (
        "Un ramassage qui vide la table est une missa : 1 point, en plus de l’este que la "
        "même carte peut marquer.\n\n"
        "La toute dernière carte d’une donne ne marque jamais de missa, mais peut encore "
        "marquer un este. Après une missa, le joueur suivant pose simplement une carte sur "
        "la table vide."
    ),
    "ronda.rules.missa.scores": "Table vidée : missa +{points}",
    "ronda.rules.missa.none": "Table vidée, mais pas de missa",
    "ronda.rules.missa.any_card": "En cours de donne",
    "ronda.rules.missa.last_card": "Avec la toute dernière carte",
    "ronda.rules.combos.title": "Ronda et tringa",
    "ronda.rules.combos.body": (
        "Juste après chaque distribution, on regarde les 3 nouvelles cartes de chacun : une "
        "paire est une ronda (1 point), un brelan une tringa (5 points). Le jeu les compte "
        "pour vous et dit à tous qui en a une, mais pas son rang.\n\n"
        "Toutes les rondas et tringas d’une distribution forment un pot, et la meilleure le "
        "prend entier : une tringa bat toute ronda ; entre deux de même sorte, le rang le "
        "plus haut gagne, 12 en haut, 1 en bas. Des adversaires à égalité se partagent le "
        "pot, sans demi-points."
    ),
    "ronda.rules.combos.ronda": "{who} : ronda de {rank}",
    "ronda.rules.combos.tringa": "{who} : tringa de {rank}",
    "ronda.rules.combos.pot": "Le pot de {pot} va à l’adversaire",
    "ronda.rules.combos.pot_you": "Le pot de {pot} est pour vous",
    "ronda.rules.count.title": "Compter les cartes",
    "ronda.rules.count.body": (
        "Quand la dernière carte de la donne a été jouée, les cartes restées sur la table "
        "vont à celui qui a ramassé le dernier (ce n’est pas une missa).\n\n"
        "Puis chaque camp compte sa pile : chaque carte au-delà de 20 vaut 1 point. Il y a "
        "40 cartes, donc un seul camp peut marquer, et à 20 partout personne ne marque."
    ),
    "ronda.rules.count.cards": "{count} cartes",
    "ronda.rules.count.cards.one": "{count} carte",
    "ronda.rules.count.note": "{cards} − 20 = {points} points ; l’autre camp ne marque rien.",
    "ronda.rules.match.title": "La partie",
    "ronda.rules.match.body": (
        "Les points s’additionnent de donne en donne. La partie se décide à la fin d’une "
        "donne : dès qu’un camp a 41 points ou plus, le total le plus haut gagne. Des camps à "
        "égalité à 41 ou plus jouent une donne de plus.\n\n"
        "Dans les réglages, vous pouvez jouer en 21, 25, 31 ou 61, ou faire gagner le but "
        "tout de suite, même au milieu d’une donne."
    ),
    "ronda.rules.match.won": "{a} à {b} : le total le plus haut gagne",
    "ronda.rules.match.level": "{a} à {b} : égalité, encore une donne",
    "ronda.rules.partners.title": "À quatre",
    "ronda.rules.partners.body": (
        "À quatre, les partenaires sont assis face à face et jouent comme un seul camp : une "
        "pile, un score. On joue à tour de rôle autour de la table, donc le joueur suivant "
        "est toujours un adversaire.\n\n"
        "Une donne compte 3 distributions. Les rondas et tringas des quatre forment un pot ; "
        "des partenaires à égalité pour la meilleure le prennent entier. L’este et la missa "
        "vont au camp de celui qui a joué la carte."
    ),
    "ronda.rules.partners.caption": (
        "Les partenaires sont face à face et partagent pile et score."
    ),
}
