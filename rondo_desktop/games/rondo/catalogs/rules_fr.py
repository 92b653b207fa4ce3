"""Français : les règles du jeu de Rondo (titres, textes et légendes des pages), avec des
espaces ordinaires : ``fr`` leur donne la typographie française."""

STRINGS: dict[str, str] = {
    "rules.example.word": "MAIN",
    "rules.example.changed": "PAIN",
    "rules.example.longer": "MAINS",
    "rules.example.hand": "ERTNS?-",
    "rules.example.start_words": "ROI SEL JEU",
    "rules.cards.title": "Les cartes",
    "rules.cards.body": (
        "Rondo se joue avec 110 cartes : 94 lettres, 6 jokers et 10 gommes.\n\n"
        "Chaque lettre porte sa valeur : plus la lettre est rare, plus elle rapporte.\n\n"
        "Un joker remplace la lettre de votre choix au moment où vous le jouez, et la garde "
        "tant qu’il reste visible. Il vaut -3.\n\n"
        "Une gomme couvre une lettre au début ou à la fin du mot. Elle vaut -2.\n\n"
        "Formez des mots sur le chevalet, marquez le plus de points et gagnez."
    ),
    "rules.cards.common": "Lettre courante",
    "rules.cards.rare": "Lettre rare",
    "rules.cards.joker": "Lettre au choix",
    "rules.cards.delete": "Couvre un bout du mot",
    "rules.holder.title": "Le chevalet",
    "rules.holder.body": (
        "Les mots se forment sur un chevalet extensible. Il commence avec 3 cases et peut "
        "gagner une case par tour, à gauche ou à droite, jusqu’à 9 cases. Il ne raccourcit "
        "jamais.\n\n"
        "Chaque case contient une pile de cartes ; seule celle du dessus est visible. Les "
        "cartes restent sur le chevalet jusqu’à la fin de la partie.\n\n"
        "Les cartes visibles se lisent toujours ainsi : des gommes, puis au moins 3 lettres à "
        "la suite, puis des gommes. Cette suite de lettres est le mot en cours."
    ),
    "rules.holder.caption": "Le mot est {word} : les gommes autour ne comptent pas.",
    "rules.holder.word": "le mot",
    "rules.turn.title": "Votre tour",
    "rules.turn.body": (
        "Vous avez 7 cartes en main. À votre tour, le sablier s’écoule (2 minutes, sauf si "
        "la partie a été réglée autrement).\n\n"
        "Tant que la pioche contient des cartes, vous pouvez échanger autant de fois que vous "
        "le voulez : glissez sous la pioche le nombre de cartes de votre choix, au plus autant "
        "qu’elle en contient, et piochez-en le même nombre sur le dessus. Chaque carte "
        "échangée coûte 2 points.\n\n"
        "Ensuite, posez un nouveau mot ou passez. Laisser filer le temps revient à passer.\n\n"
        "Après un mot, complétez votre main à 7 cartes. Après avoir passé, piochez 1 carte de "
        "pénalité, puis complétez à 7 si vous en avez moins."
    ),
    "rules.turn.timer": "Le sablier",
    "rules.turn.hand": "Votre main",
    "rules.build.title": "Former un nouveau mot",
    "rules.build.body": (
        "Posez des cartes de votre main sur le chevalet, au plus une nouvelle carte par case. "
        "Une lettre ou un joker peut couvrir n’importe quelle carte visible ou occuper une "
        "nouvelle case à l’une des extrémités. Une gomme couvre une lettre au début ou à la "
        "fin du mot. Une carte ne peut pas couvrir la même lettre.\n\n"
        "Le nouveau mot doit figurer dans le dictionnaire, être différent du mot précédent, "
        "avoir au plus une lettre de plus que lui et garder au moins une de ses lettres "
        "visible.\n\n"
        "Poser un seul joker ou une seule gomme suffit si cela forme un nouveau mot."
    ),
    "rules.build.cover": "Couvrez une lettre : un nouveau mot",
    "rules.build.delete": "Une gomme raccourcit le mot",
    "rules.scoring.title": "Les points",
    "rules.scoring.body": (
        "Un coup rapporte la valeur de toutes les cartes visibles sur le chevalet une fois le "
        "mot posé : chaque lettre du mot, y compris celles que vous réutilisez, les jokers à -3 et "
        "les gommes visibles à -2.\n\n"
        "Bonus : un coup de 3 cartes ou plus rapporte 3 points par carte au-delà de la "
        "deuxième (3 cartes +3, 4 cartes +6, 5 cartes +9…).\n\n"
        "Chaque carte échangée coûte 2 points. À la fin, chaque carte restée en main coûte sa "
        "valeur."
    ),
    "rules.scoring.sum": "Cartes : {values} = {total}",
    "rules.scoring.bonus": "Bonus pour {cards} nouvelles cartes : +{bonus}",
    "rules.scoring.total": "Score : {total} points",
    "rules.scoring.penalty": "Les cartes restées en main à la fin comptent contre vous.",
    "rules.start_end.title": "Début et fin",
    "rules.start_end.body": (
        "Chacun reçoit 7 cartes et cherche dans sa main un mot d’exactement 3 lettres. Le mot "
        "qui vaut le plus commence (une égalité se règle par tirage au sort ; si personne n’a "
        "de mot, on redistribue) : il est posé sur le chevalet et rapporte sa valeur, sans "
        "bonus. Avant lui, on ne peut ni échanger ni passer ; si le sablier s’écoule, le "
        "meilleur mot de départ est posé. Le jeu continue ensuite dans l’ordre de la table.\n\n"
        "La partie se termine quand la pioche est vide et que, soit un joueur n’a plus de "
        "cartes, soit tous les joueurs ont passé à la suite depuis que la pioche est "
        "épuisée.\n\n"
        "Votre score final est la somme de tout ce que vous avez marqué et payé, moins les "
        "cartes restées en main. Le score le plus élevé l’emporte ; à égalité, la victoire est "
        "partagée."
    ),
    "rules.start.points": "{points} points",
    "rules.start.caption": "Le mot de trois lettres qui vaut le plus commence.",
}
