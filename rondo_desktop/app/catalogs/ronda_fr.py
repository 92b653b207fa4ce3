"""Français : Ronda (ajouté à ``fr``, qui lui donne la typographie française). Ronda,
tringa, este et missa restent tels que les joueurs les disent ; le joueur est vouvoyé."""

STRINGS: dict[str, str] = {
    "game.ronda.tagline": "Le jeu de pêche marocain à 2 ou 4 joueurs",
    "setup.ronda.target": "Partie en",
    "setup.ronda.target.41": "41 points",
    "setup.ronda.target.21": "21 points",
    "setup.ronda.target.25": "25 points",
    "setup.ronda.target.31": "31 points",
    "setup.ronda.target.61": "61 points",
    "setup.ronda.summary.target": "en {value}",
    "setup.ronda.instant_win": "Victoire dès le score atteint",
    "setup.ronda.capture_este": "Este seulement en ramassant",
    "setup.ronda.este_chain_four_only": "Este seulement à 4 joueurs",
    "setup.ronda.aces_high": "As les plus forts",
    "setup.ronda.dealer_last_card": "Dernière carte du donneur",
    "setup.ronda.off": "Non",
    "setup.ronda.on": "Oui",
    "ronda.card": "{rank} {suit}",
    "ronda.suit.o": "de deniers",
    "ronda.suit.c": "de coupes",
    "ronda.suit.e": "d’épées",
    "ronda.suit.b": "de bâtons",
    "log.ronda.deals": "Donne {hand} : {name} distribue.",
    "log.ronda.deals_you": "Donne {hand} : vous distribuez.",
    "log.ronda.last_cards": "Dernières cartes : la pioche est vide.",
    "log.ronda.captures": "{name} joue le {card} et ramasse {cards}.",
    "log.ronda.captures_you": "Vous jouez le {card} et ramassez {cards}.",
    "log.ronda.lays": "{name} pose le {card}.",
    "log.ronda.lays_you": "Vous posez le {card}.",
    "log.ronda.pot": "{name} remporte le pot de {kind} : +{points}.",
    "log.ronda.pot_you": "Vous remportez le pot de {kind} : +{points}.",
    "log.ronda.pot_split": "Des rondas à égalité partagent le pot de {points}.",
    "log.ronda.este": "{name} : este +{points}.",
    "log.ronda.este_you": "Vous : este +{points}.",
    "log.ronda.missa": "{name} : missa +{points}.",
    "log.ronda.missa_you": "Vous : missa +{points}.",
    "log.ronda.swept": "Les {count} cartes restées sur la table vont à {side}.",
    "log.ronda.swept.one": "La carte restée sur la table va à {side}.",
    "log.ronda.hand_over": "Fin de la donne : {totals}.",
    "log.ronda.won": "La partie revient à {side}.",
    "table.ronda.last_cards": "Dernières cartes !",
    "table.ronda.last_cards_call": "Dernières cartes",
    "table.ronda.este": "Este +{points}",
    "table.ronda.este_chain": "Chaîne d’este +{points}",
    "table.ronda.missa": "Missa +{points}",
    "table.ronda.new_hand": "Donne {n}",
    "table.ronda.holds_ronda": "Ronda !",
    "table.ronda.holds_tringa": "Tringa !",
    "table.ronda.pot": "+{points}",
    "table.ronda.would_take": "Le {card} ramasse {count} cartes",
    "table.ronda.would_take.one": "Le {card} ramasse {count} carte",
    "table.ronda.would_lay": "Le {card} reste sur la table",
    "table.ronda.refused": "Pas maintenant : {reason}",
    "table.ronda.stock": "{count} cartes restantes",
    "table.ronda.stock.one": "{count} carte restante",
    "table.ronda.pile": "{count} cartes",
    "table.ronda.pile.one": "{count} carte",
    "table.ronda.last_capture": "dernier ramassage",
    "table.ronda.race": "Course à {target}",
    "table.ronda.this_hand": "Donne {n}",
    "table.ronda.kind.ronda": "Ronda/tringa",
    "table.ronda.kind.este": "Este",
    "table.ronda.kind.missa": "Missa",
    "table.ronda.kind.cards": "Cartes",
    "table.ronda.kind.dealer": "Dernière carte",
    "table.ronda.kind.piles": "Ramassées",
    "table.ronda.kind.total": "Donne · partie",
    "table.ronda.summary_title": "Fin de la donne {n}",
    "table.ronda.summary_total": "+{hand} · {total}",
    "table.ronda.summary_cards": "{name} a ramassé {count} cartes",
    "table.ronda.summary_cards.one": "{name} a ramassé {count} carte",
    "table.ronda.summary_next": "Entrée ou clic : donne suivante",
    "table.ronda.summary_results": "Entrée ou clic : les résultats",
    "hints.ronda_table": (
        "Cliquez sur une carte ou faites-la glisser pour la jouer  ·  1-3 ou ← → choisissent, "
        "Entrée joue  ·  Échap met en pause"
    ),
    "results.ronda.partner": "avec {name}",
    "results.ronda.hands": "Donnes",
    "results.ronda.hand": "Donne {n}",
    "results.ronda.best_hand": "Meilleure donne",
    "results.ronda.best_line": "{name}, donne {n} : +{points}",
    "ronda_rules.deal.title": "Les cartes et la donne",
    "ronda_rules.deal.body": (
        "La ronda se joue avec le jeu espagnol de 40 cartes : deniers, coupes, épées et "
        "bâtons, de 1 à 7 et les figures 10, 11 et 12. Il n’y a ni 8 ni 9 : le 7 et le 10 "
        "sont donc voisins. Chacun reçoit 3 cartes et 4 sont posées face visible sur la "
        "table ; quand toutes les mains sont vides, on en redonne 3, jusqu’à épuiser la "
        "pioche. Le premier camp à 41 points gagne."
    ),
    "ronda_rules.capture.title": "Ramasser des suites",
    "ronda_rules.capture.body": (
        "Vous jouez une carte par tour. Si la table porte une carte de même valeur, vous la "
        "ramassez avec chaque carte qui prolonge la suite vers le haut : un 6 sur 6 7 10 12 "
        "ramasse le 6, le 7 et le 10. Sinon votre carte reste sur la table. Désignez une "
        "carte et la table éclaire la suite qu’elle ramasserait."
    ),
    "ronda_rules.este.title": "Este et missa",
    "ronda_rules.este.body": (
        "Jouer la même valeur que la carte précédente, c’est un este : 1 point, puis 5 pour "
        "la troisième carte de la chaîne et 10 pour la quatrième. Un ramassage qui vide la "
        "table est une missa : 1 point (pas avec la toute dernière carte de la donne)."
    ),
    "ronda_rules.score.title": "Ronda, tringa et les cartes",
    "ronda_rules.score.body": (
        "Une paire parmi les 3 cartes reçues est une ronda (1 point), un brelan une tringa "
        "(5). La meilleure combinaison de la distribution remporte tous ces points. À la fin "
        "de la donne, le dernier à avoir ramassé prend les cartes restées sur la table, et "
        "chaque carte ramassée au-delà de 20 rapporte un point."
    ),
}
