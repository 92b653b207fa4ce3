"""Français : la table de Rondo (boutons, consignes, bandeaux, bulles, journal des coups et
pourquoi un coup est refusé), ajoutée à ``fr``, qui lui donne la typographie française."""

STRINGS: dict[str, str] = {
    # La table de jeu
    "hints.table_exchange": (
        "← → ou 1–9, 0 choisir une carte  ·  Espace marquer  ·  Entrée échanger  ·  "
        "Retour arrière annuler  ·  Échap pause"
    ),
    "table.play": "Jouer",
    "table.exchange": "Échanger…",
    "table.exchange_cancel": "Annuler l’échange",
    "table.exchange_confirm": "Échanger {count} ({points})",
    "table.pass": "Passer",
    "table.pass_confirm": "Vraiment passer ?",
    "table.pass_warning": (
        "Passer coûte une carte de pénalité : « {confirm} » ou Entrée, sinon {undo}."
    ),
    # "Indice" does not fit the narrow button at 800x600; "Aide" does, and says what it gives.
    "table.hint": "Aide",
    "table.undo": "Annuler",
    "table.sort": "Trier",
    "table.last_move": "Dernier coup",
    "table.lay_start": "Poser {word} · {points}",
    "table.pile": "{count} cartes",
    "table.pile.one": "{count} carte",
    "table.you_score": "{points} points",
    "table.you_score.one": "{points} point",
    "table.typed": "Tapé : {word}",
    "table.typed_more": "{word}… continuez à taper le mot",
    "table.typed.no_play": "Vos cartes ne permettent pas de former {word} ici.",
    "table.prompt": (
        "Glissez des cartes sur le chevalet, cliquez une carte puis une case, ou tapez un mot."
    ),
    "table.prompt_start": (
        "Vous commencez : posez votre meilleur mot de 3 lettres, qui vaut {points} points."
    ),
    "table.prompt_start.one": (
        "Vous commencez : posez votre meilleur mot de 3 lettres, qui vaut {points} point."
    ),
    "table.preview": "{word}  ·  {points} points",
    "table.preview.one": "{word}  ·  {points} point",
    "table.preview_bonus": "{word}  ·  {points} points (dont {bonus} de bonus)",
    "table.preview_bonus.one": "{word}  ·  {points} point (dont {bonus} de bonus)",
    "table.exchange_choose": "Cliquez sur les cartes à échanger. Chacune coûte 2 points.",
    "table.exchange_cost": "Échanger {count} cartes ? Cela coûte {cost} points.",
    "table.exchange_cost.one": "Échanger {count} carte ? Cela coûte {cost} points.",
    "table.hint_best": "Suggestion : {word} pour {points} points.",
    "table.hint_best.one": "Suggestion : {word} pour {points} point.",
    "table.hint_none": "Aucun mot possible : échangez des cartes ou passez.",
    "table.hint_none_pass": "Aucun mot possible : vous ne pouvez que passer.",
    "table.joker.title": "Quelle lettre pour le joker ?",
    "table.joker.cancel": "Annuler",
    "table.banner.redeal": "Personne ne peut poser un mot de 3 lettres : nouvelle donne",
    "table.bubble.start_word": "{word} · {points}",
    "table.bubble.start_value": "Mot · {points}",
    "table.bubble.no_word": "Pas de mot",
    "table.bubble.played": "{word} +{points}",
    "table.bubble.exchanged": "Échange {count} ({points})",
    "table.bubble.passed": "Passe",
    "table.bubble.timeout": "Temps écoulé !",
    "table.bubble.penalty": "Cartes restantes : {points}",
    "table.bubble.penalty_card": "+1 carte de pénalité",
    "table.bubble.by_seat": "{name} · {text}",
    "table.replay.before": "Avant : {caption}",
    "table.replay.after": "Après : {caption}",
    # Le journal des coups
    "log.start_seat": "{name} commence.",
    "log.played": "{name} pose {word} : {points} points.",
    "log.start_word_timeout": (
        "Temps écoulé pour {name} : le mot de départ {word} est posé, {points} points."
    ),
    "log.played.one": "{name} pose {word} : {points} point.",
    "log.start_word_timeout.one": (
        "Temps écoulé pour {name} : le mot de départ {word} est posé, {points} point."
    ),
    "log.exchanged": "{name} échange {count} cartes ({points}).",
    "log.exchanged.one": "{name} échange {count} carte ({points}).",
    "log.passed": "{name} passe.",
    "log.timeout": "Temps écoulé pour {name}.",
    "log.penalty": "{name} paie {points} pour les cartes restantes.",
    "log.hint": "{name} demande de l’aide.",
    "log.start_seat_you": "Vous commencez.",
    "log.played_you": "Vous posez {word} : {points} points.",
    "log.played_you.one": "Vous posez {word} : {points} point.",
    "log.start_word_timeout_you": (
        "Votre temps est écoulé : le mot de départ {word} est posé, {points} points."
    ),
    "log.start_word_timeout_you.one": (
        "Votre temps est écoulé : le mot de départ {word} est posé, {points} point."
    ),
    "log.exchanged_you": "Vous échangez {count} cartes ({points}).",
    "log.exchanged_you.one": "Vous échangez {count} carte ({points}).",
    "log.passed_you": "Vous passez.",
    "log.timeout_you": "Votre temps est écoulé.",
    "log.penalty_you": "Vous payez {points} pour les cartes restantes.",
    "log.hint_you": "Vous demandez de l’aide.",
    "log.redeal": "Personne n’avait de mot : nouvelle donne.",
    "log.game_over": "Fin de la partie. Victoire : {names}.",
    # Pourquoi un coup est refusé (les codes de règle du moteur)
    "rule.empty_play": "Posez au moins une carte sur le chevalet.",
    "rule.card_not_in_hand": "Vous n’avez pas la carte {card} en main.",
    "rule.joker_letter": "Choisissez la lettre que représente le joker.",
    "rule.slot_out_of_range": "Le chevalet n’a pas de case {slot}.",
    "rule.one_card_per_slot": "Une seule nouvelle carte peut aller sur chaque case.",
    "rule.too_many_new_slots": "Le chevalet s’allonge d’une case par tour, à une extrémité.",
    "rule.holder_full": "Le chevalet a déjà 9 cases ; il ne peut plus s’allonger.",
    "rule.delete_on_new_slot": (
        "Une gomme ne peut pas occuper une nouvelle case ; elle couvre une lettre en bout de mot."
    ),
    "rule.delete_covers_letters": "Une gomme ne couvre qu’une lettre, pas une autre gomme.",
    "rule.same_letter_cover": (
        "Une carte ne peut pas couvrir la même lettre ({letter} sur {letter})."
    ),
    "rule.shape": "Les gommes ne vont qu’aux extrémités du mot, jamais entre deux lettres.",
    "rule.too_short": "Le mot doit avoir au moins 3 lettres.",
    "rule.too_long": "Le nouveau mot peut avoir au plus une lettre de plus que {previous}.",
    "rule.nothing_reused": "Gardez au moins une lettre de {previous} visible dans le nouveau mot.",
    "rule.same_word": "Le nouveau mot doit être différent de {previous}.",
    "rule.not_a_word": "{word} n’est pas dans le dictionnaire.",
    "rule.start_word_length": "Le mot de départ a exactement 3 lettres, une carte par case.",
    "rule.start_word_not_best": (
        "Le mot de départ doit valoir {best} points : votre meilleur mot de 3 lettres."
    ),
    "rule.not_your_turn": "Ce n’est pas votre tour.",
    "rule.game_over": "La partie est terminée.",
    "rule.start_phase": (
        "La partie commence par le mot de départ ; rien d’autre n’est encore possible."
    ),
    "rule.exchange_nothing": "Choisissez au moins une carte à échanger.",
    "rule.exchange_pile_short": (
        "La pioche est trop petite : vous pouvez en échanger au plus {pile} maintenant."
    ),
}
