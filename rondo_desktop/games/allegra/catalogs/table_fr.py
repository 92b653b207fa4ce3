"""Français : la table d’Allegra (journal, annonces, boutons, ligne d’aide, feuille de
marque, bilan de la manche, résultats et touches), ajoutée à ``fr``. Espaces simples : l'hôte
pose la typographie française."""

STRINGS: dict[str, str] = {
    "log.allegra.round": "Manche {n} : {name} commence.",
    "log.allegra.round_you": "Manche {n} : vous commencez.",
    "log.allegra.reveals": "{name} retourne {a_value}.",
    "log.allegra.reveals_you": "Vous retournez {a_value}.",
    "log.allegra.takes_deck": "{name} pioche {a_value}.",
    "log.allegra.takes_deck_you": "Vous piochez {a_value}.",
    "log.allegra.takes_discard": "{name} prend le {value} de la défausse.",
    "log.allegra.takes_discard_you": "Vous prenez le {value} de la défausse.",
    "log.allegra.knocks": "{name} frappe sur la table !",
    "log.allegra.knocks_you": "Vous frappez sur la table !",
    "log.allegra.gives": "{name} donne la carte à {knocker}.",
    "log.allegra.gives_you": "Vous donnez la carte à {knocker}.",
    "log.allegra.gives_to_you": "{name} vous donne la carte.",
    "log.allegra.knock_takes_to_you": "{name} prend {a_value} dans votre zone.",
    "log.allegra.ignores": "{name} ignore les coups.",
    "log.allegra.ignores_you": "Vous ignorez les coups.",
    "log.allegra.places": "{name} pose le {value}.",
    "log.allegra.places_you": "Vous posez le {value}.",
    "log.allegra.knock_takes": "{name} prend {a_value} dans la zone de {knocker}.",
    "log.allegra.knock_takes_you": "Vous prenez {a_value} dans la zone de {knocker}.",
    "log.allegra.fills": "{name} comble le trou avec le {value}.",
    "log.allegra.fills_you": "Vous comblez le trou avec le {value}.",
    "log.allegra.discards": "{name} défausse le {value}.",
    "log.allegra.discards_you": "Vous défaussez le {value}.",
    "log.allegra.triple": "Brelan de {value} : {count} cartes quittent la table.",
    "log.allegra.puts_own": "{name} met le {value} dans sa propre grille à la place {out}.",
    "log.allegra.puts_own_you": "Vous mettez le {value} dans votre grille à la place {out}.",
    "log.allegra.puts_shared": "{name} met le {value} dans la colonne de {owner} à la place {out}.",
    "log.allegra.puts_shared_you": (
        "Vous mettez le {value} dans la colonne de {owner} à la place {out}."
    ),
    "log.allegra.puts_shared_to_you": "{name} met le {value} dans votre colonne à la place {out}.",
    "table.allegra.out_up": "du {value}",
    "table.allegra.out_down": "d’un {value} caché",
    "log.allegra.triple_grid": "Brelan de {value} : {count} cartes quittent la grille de {owner}.",
    "log.allegra.triple_grid_to_you": "Brelan de {value} : {count} cartes quittent votre grille.",
    "log.allegra.triple_area": "Brelan de {value} : {count} cartes quittent la zone de {owner}.",
    "log.allegra.triple_area_to_you": "Brelan de {value} : {count} cartes quittent votre zone.",
    "table.allegra.a_value": "un {value}",
    "table.allegra.an_value": "un {value}",
    "table.allegra.an_values": "–",  # no value changes the article here
    "log.allegra.reshuffled": "La défausse devient une nouvelle pioche de {count} cartes.",
    "log.allegra.reshuffled.one": "La défausse devient une nouvelle pioche de {count} carte.",
    "log.allegra.closes": "{name} n’a plus de carte cachée : les autres jouent encore une fois.",
    "log.allegra.closes_you": (
        "Vous n’avez plus de carte cachée : les autres jouent encore une fois."
    ),
    "log.allegra.round_over": "Fin de la manche {n} : {totals}.",
    "table.allegra.round_score": "{name} {score}",
    "table.allegra.round_scores_sep": " – ",
    "log.allegra.final_reveal": (
        "La manche se termine : les cartes face cachée sont retournées : {values}."
    ),
    "log.allegra.final_reveal.one": (
        "La manche se termine : la dernière carte face cachée est retournée : {values}."
    ),
    "table.allegra.final_reveal": "Toutes les cartes sont retournées",
    "table.allegra.not_a_triple": (
        "Pas de brelan : les trois cartes égales ne sont pas dans une même zone"
    ),
    "log.allegra.time_up": "Le sablier est écoulé : le minuteur choisit pour {name}.",
    "log.allegra.time_up_you": "Votre sablier est écoulé : le minuteur choisit pour vous.",
    "table.allegra.time_up": "Temps écoulé ! Le minuteur joue pour {name}",
    "table.allegra.time_up_you": "Temps écoulé ! Le minuteur a joué pour vous",
    "table.allegra.knocked_tag": "Frappe !",
    "table.allegra.round": "Manche {n}",
    "table.allegra.closing": "{name} clôt la manche : encore un tour chacun",
    "table.allegra.closing_you": "Vous clôturez la manche : encore un tour chacun",
    "table.allegra.knock_bubble": "Toc toc !",
    "table.allegra.no_knock_bubble": "Non",
    "table.allegra.ignores_bubble": "Ignore les coups",
    "table.allegra.gives_bubble": "La donne à {name}",
    "table.allegra.gives_bubble_to_you": "Vous la donne",
    "table.allegra.exchange": "{name} cède la carte : l’échange commence",
    "table.allegra.exchange_you": "Vous cédez la carte : l’échange commence",
    "table.allegra.triple": "Brelan ! {count} cartes de {value} quittent la table",
    "table.allegra.reshuffled": "Nouvelle pioche : {count} cartes",
    "table.allegra.reshuffled.one": "Nouvelle pioche : {count} carte",
    "table.allegra.deck": "Pioche · {count}",
    "table.allegra.discard": "Défausse · {count}",
    "table.allegra.hand_empty": "En main : rien",
    "table.allegra.held_deck": "{name} a pioché",
    "table.allegra.held_deck_you": "Vous avez pioché",
    "table.allegra.held_discard": "{name} a pris",
    "table.allegra.held_discard_you": "Vous avez pris",
    "table.allegra.held_knock": "{name} a pris en échange",
    "table.allegra.held_knock_you": "Vous avez pris en échange",
    "table.allegra.closer_tag": "{name} (a clos)",
    "table.allegra.closer_tag_you": "Vous (avez clos)",
    "table.allegra.knock_button": "Frapper (K)",
    "table.allegra.no_knock_button": "Ne pas frapper (N)",
    "table.allegra.give_button": "La donner à {name} ({n})",
    "table.allegra.ignore_button": "Ignorer (I)",
    "table.allegra.give_short": "{name} ({n})",
    "table.allegra.ignore_short": "Non (I)",
    "table.allegra.hint.reveal": (
        "Retournez deux cartes de votre zone : cliquez sur une carte cachée."
    ),
    "table.allegra.hint.take": "Piochez (D) ou prenez le {value} de la défausse (T).",
    "table.allegra.hint.take_deck": "Piochez (D).",
    "table.allegra.hint.draw": (
        "Vous avez pioché le {value} : cliquez sur une carte de votre zone pour l’échanger, "
        "ou sur la défausse (T) pour la jeter et retourner une carte."
    ),
    "table.allegra.hint.flip": (
        "Cliquez sur une carte cachée de votre zone pour la retourner (Échap : garder la carte)."
    ),
    "table.allegra.hint.place": "Cliquez sur une carte de votre zone pour y mettre le {value}.",
    "table.allegra.area_shows": "affiche {total}",
    "table.allegra.banner.knock_you": "{name} a pioché le {value} : frapper pour l’avoir ?",
    "table.allegra.banner.knock": "{name} a pioché le {value} : qui frappe ?",
    "table.allegra.banner.waiting_you": "Votre {value} : quelqu’un frappe-t-il ?",
    "table.allegra.banner.accept_you": "On frappe pour votre {value} : le céder ou ignorer ?",
    "table.allegra.hint.knock": (
        "{name} a pioché le {value}. Frappez pour le demander (K) ou laissez-le (N)."
    ),
    "table.allegra.hint.accept": (
        "On frappe pour votre {value} : donnez-le à qui a frappé (puis prenez-lui la carte de "
        "votre choix) ou ignorez (I)."
    ),
    "table.allegra.hint.knock_place": (
        "Vous recevez le {value} : cliquez sur une carte de votre zone pour l’y poser (vous "
        "gardez la carte remplacée)."
    ),
    "table.allegra.hint.knock_take": (
        "Prenez en échange n’importe quelle carte de la zone de {name} : cliquez dessus."
    ),
    "table.allegra.hint.knock_give": (
        "Posez le {value} dans votre zone : la carte remplacée va à la défausse."
    ),
    "table.allegra.pad_title": "Points (le plus bas gagne)",
    "table.allegra.pad_title_short": "Points",  # where the whole title does not fit
    "table.allegra.summary_title": "Manche {n} sur {rounds}",
    "table.allegra.summary_round": "Cette manche",
    "table.allegra.summary_total": "Total",
    "table.allegra.summary_doubled": "{raw} × 2 = {score} (doublé)",
    "table.allegra.summary_doubled_why": "{raw} n’est pas le plus bas ({low})",
    "table.allegra.pad_doubled": "(×2)",
    "table.allegra.summary_next": "Entrée ou clic : manche suivante",
    "table.allegra.summary_results": "Entrée ou clic : les résultats",
    "hints.allegra_table": (
        "Clic, ou flèches + Entrée · D pioche · T défausse · K frapper · N ne pas frapper · "
        "I ignorer · Échap pause"
    ),
    "hints.allegra_table_no_knock": (
        "Clic, ou flèches + Entrée · D pioche · T défausse · Échap pause"
    ),
    "results.allegra.round_1": "M1",
    "results.allegra.round_2": "M2",
    "results.allegra.round_3": "M3",
    "results.allegra.rounds": "{count} manches",
    "results.allegra.rounds.one": "{count} manche",
    "results.allegra.closed": "a clos la manche {rounds}",
    "results.allegra.doubled": "doublé en {rounds}",
    "results.allegra.rounds_title": "Les manches",
    "results.allegra.round_no_closer": "Manche {n} : finie sans que personne la close",
    "results.allegra.round_doubled": "Manche {n} : {name} l’a close et a été doublé",
    "results.allegra.round_closed": "Manche {n} : {name} l’a close",
    "results.allegra.round_doubled_you": "Manche {n} : vous l’avez close et avez été doublé",
    "results.allegra.round_closed_you": "Manche {n} : vous l’avez close",
    "results.allegra.best_round": "Meilleure manche",
    "results.allegra.best_line": "{name} : {score} à la manche {n}",
}
