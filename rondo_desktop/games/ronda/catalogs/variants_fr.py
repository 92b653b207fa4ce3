"""Français : ce que font les variantes de la Ronda, pour qui ne les connaît pas : la ligne
sous les options de la nouvelle partie et les pages de Comment jouer sur le jeu à trois et
les variantes."""

STRINGS: dict[str, str] = {
    "setup.help.ronda.target": (
        "Combien de points gagnent la partie : 41 dans le jeu habituel ; moins la raccourcit."
    ),
    "setup.help.ronda.instant_win": (
        "Tout de suite : le camp qui atteint le but gagne aussitôt, même au milieu d’une "
        "donne, au lieu du décompte de la donne."
    ),
    "setup.help.ronda.capture_este": (
        "Seulement en ramassant : un este exige que ta carte ramasse la carte tout juste "
        "jouée ; les 3e et 4e cartes de ce rang prennent toute la pile de l’este."
    ),
    "setup.help.ronda.aces_high": (
        "Quelle ronda ou tringa prend le pot : le 12 est la plus forte comme d’habitude, ou "
        "l’as (1) passe au-dessus du 12."
    ),
    "setup.help.ronda.dealer_last_card": (
        "Le donneur doit ramasser avec la dernière carte de la donne : avec un 12, +5 pour "
        "son camp ; avec un 1 ou sans ramasser, +5 pour les adversaires."
    ),
    "setup.help.ronda.este_chain_four_only": (
        "À 4 joueurs seulement : à 2 ou à 3, un este vaut toujours 1, mais les 3e et 4e "
        "cartes de la chaîne ne valent rien."
    ),
    "setup.help.ronda.first_deal_four": (
        "À 4 joueurs : la première distribution donne 4 cartes à chacun et aucune à la "
        "table ; les suivantes en donnent 3."
    ),
    "ronda.rules.three.title": "À trois",
    "ronda.rules.three.body": (
        "On peut aussi jouer à trois, chacun pour soi : trois piles, trois scores, pas de "
        "partenaires. Pour jouer à trois, ajoute une troisième place dans la nouvelle "
        "partie.\n\n"
        "Une donne compte alors 4 distributions de 3 cartes ; la table reçoit ses 4 cartes "
        "au début, comme d’habitude. Au décompte, chaque carte au-delà de 13 dans une pile "
        "vaut 1 point, donc plusieurs joueurs peuvent marquer.\n\n"
        "Rondas, tringas, este et missa se jouent comme à deux."
    ),
    "ronda.rules.three.caption": "Chacun pour soi : les cartes au-delà de 13 comptent.",
    "ronda.rules.three.pile": "{cards} : +{points}",  # a seat's pile and what it scores
    "ronda.rules.three.pile_none": "{cards} : 0",
    "ronda.rules.variants.in_setup": "Dans la nouvelle partie, choisir :",
    "ronda.rules.variants.title": "Variantes : but et distribution",
    "ronda.rules.variants.body": (
        "La nouvelle partie propose des règles que certaines tables jouent autrement. Chacune "
        "reste désactivée tant que tu ne l’actives pas, et la ligne sous le formulaire nomme "
        "celles qui sont actives.\n\n"
        "Jouer en 21, 25, 31 ou 61 points au lieu de 41. Le but gagne tout de suite : le camp "
        "qui l’atteint gagne aussitôt, même au milieu d’une donne.\n\n"
        "Première distribution, à 4 joueurs seulement : 4 cartes chacun et aucune sur la "
        "table ; ensuite 3. Deux paires font 2 rondas ; avec quatre pareilles, on redistribue."
        "\n\n"
        "L’as est la plus forte : entre rondas ou tringas, le 1 bat le 12. Si les quatre "
        "joueurs ont une ronda, la plus faible gagne."
    ),
    "ronda.rules.variants_este.title": "Variantes : este et dernière carte",
    "ronda.rules.variants_este.body": (
        "Este seulement en ramassant : le point exige que ta carte ramasse la carte tout "
        "juste jouée ; la prendre dans une suite ne compte pas. La troisième carte de ce rang "
        "prend toute la pile de l’este pour 5, la quatrième la reprend pour 10.\n\n"
        "Chaîne d’este à 4 seulement : à 2 ou à 3 joueurs, un este vaut toujours 1, mais les "
        "troisième et quatrième cartes ne valent rien.\n\n"
        "Dernière carte du donneur : il doit ramasser avec la dernière carte de la donne. "
        "Avec un 12, son camp marque 5 ; avec un 1, ou sans ramasser, ce sont les "
        "adversaires."
    ),
}
