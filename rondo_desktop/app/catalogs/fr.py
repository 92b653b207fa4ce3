"""Français.

Written with ordinary spaces; ``typeset`` then gives every line French typography: a no-break
space before « : » and inside « guillemets », a narrow no-break space before ; ! ?, so the
line wrapper never leaves a colon or a question mark alone at the start of a line (and the
source holds no invisible look-alike spaces). The player is addressed as « vous ».
"""

# The French spacing: the plain-space form written below -> what the player sees.
_SPACES = {
    " :": "\u00a0:",
    " ;": "\u202f;",
    " !": "\u202f!",
    " ?": "\u202f?",
    " »": "\u00a0»",
    "« ": "«\u00a0",
}


def typeset(text: str) -> str:
    """French spacing for one catalog line: "Indice : X" keeps its colon with "Indice"."""
    for plain, french in _SPACES.items():
        text = text.replace(plain, french)
    return text


_PLAIN: dict[str, str] = {
    "app.title": "Rondo Desktop",
    "game.rondo.name": "Rondo",
    "game.rondo.tagline": "Le jeu de cartes et de mots pour 2 à 6 joueurs",
    # The host's lines of several games (the setup built from a game's fields).
    "setup.title_game": "Nouvelle partie : {game}",
    "setup.language.de": "Deutsch",
    "setup.language.en": "English",
    "setup.language.es": "Español",
    "setup.summary.players": "{players} joueurs",
    "setup.summary.words": "mots en {value}",
    # Menu principal
    "menu.continue": "Continuer",
    "menu.continue_game": "Reprendre {game}",
    "menu.new_game": "Nouvelle partie",
    "menu.how_to_play": "Règles du jeu",
    "menu.statistics": "Statistiques",
    "menu.settings": "Options",
    "menu.quit": "Quitter",
    "menu.version": "Version {version}",
    "menu.replace_save.title": "Commencer une nouvelle partie ?",
    "menu.replace_save.body": (
        "La partie sauvegardée sera remplacée par la nouvelle : « Continuer » reprendra alors "
        "la nouvelle partie. La partie sauvegardée n’est pas effacée ; elle est conservée en "
        "copie dans le dossier de données du jeu."
    ),
    "menu.replace_save.yes": "Nouvelle partie",
    "menu.replace_save.no": "Annuler",
    "hints.menu": "↑ ↓ choisir  ·  Entrée valider  ·  F11 plein écran",
    "hints.menu_games": "← → jeu  ·  ↑ ↓ choisir  ·  Entrée valider  ·  F11 plein écran",
    "hints.form": "Tab ou ↑ ↓ naviguer  ·  ← → changer  ·  Entrée valider  ·  Échap retour",
    "hints.rules": "← → tourner la page  ·  Échap retour",
    # Commun
    "common.ok": "OK",
    "common.back": "Retour",
    "common.on": "Oui",
    "common.off": "Non",
    "common.back_to_menu": "Retour au menu",
    "confirm.cancel": "Annuler",
    # Nouvelle partie
    "setup.title": "Nouvelle partie",
    "setup.players": "Joueurs",
    "setup.game": "Partie",
    "setup.seat.person": "Humain",
    "setup.seat.computer": "Ordinateur · {strength}",
    "strength.beginner": "Débutant",
    "strength.medium": "Moyen",
    "strength.hard": "Difficile",
    "strength.expert": "Expert",
    "setup.player_name": "Joueur {n}",
    "setup.computer_name": "Ordinateur {n}",
    "setup.add_seat": "+ Ajouter un joueur",
    "setup.lexicon": "Dictionnaire",
    "setup.turn_time": "Sablier par tour",
    "setup.turn.none": "Sans sablier",
    "setup.turn.time": "{minutes}:{seconds} min",
    "setup.seed": "Numéro de donne (facultatif)",
    "setup.seed.random": "donne au hasard",
    "setup.seed.digits_only": (
        "Chiffres uniquement : un numéro de donne est un nombre entier, comme 42"
    ),
    "setup.turn.seconds": "{seconds} s",
    "setup.turn.minutes": "{minutes} min",
    "setup.start": "Commencer",
    # Inside a French sentence a language's name is written in lower case.
    "setup.summary.language.en": "anglais",
    "setup.summary.language.de": "allemand",
    "setup.summary.language.es": "espagnol",
    # Options
    "settings.title": "Options",
    "settings.language": "Langue",
    "settings.sound_volume": "Effets sonores",
    "settings.animation_speed": "Vitesse des animations",
    "settings.fullscreen": "Plein écran",
    "settings.colour_scheme": "Couleurs",
    "settings.speed.0_5": "Lente",
    "settings.speed.0_75": "Tranquille",
    "settings.speed.1_0": "Normale",
    "settings.speed.1_5": "Vive",
    "settings.speed.2_0": "Rapide",
    "settings.speed.3_0": "Très rapide",
    "settings.default_turn": "Sablier des nouvelles parties",
    "settings.computer_speed": "Vitesse des ordinateurs",
    "settings.computer_speed.slow": "Lente",
    "settings.computer_speed.normal": "Normale",
    "settings.computer_speed.fast": "Rapide",
    "settings.computer_speed.instant": "Immédiate",
    "settings.card_size": "Taille des cartes",
    "settings.card_size.small": "Petite",
    "settings.card_size.normal": "Normale",
    "settings.card_size.large": "Grande",
    "settings.reset_stats": "Réinitialiser les statistiques…",
    "settings.reset_stats.title": "Réinitialiser les statistiques ?",
    "settings.reset_stats.body": (
        "Vos parties, vos victoires, votre meilleur mot et votre meilleur score repartent de "
        "zéro. Le fichier de statistiques actuel est conservé à côté du nouveau, sous un autre "
        "nom : rien n’est effacé."
    ),
    "settings.reset_stats.confirm": "Réinitialiser",
    "settings.reset_stats.done_title": "Statistiques réinitialisées",
    "settings.reset_stats.done": (
        "Les statistiques repartent de zéro. Les anciennes sont conservées sous le nom {file} "
        "dans le dossier de données."
    ),
    "settings.reset_stats.empty": "Il n’y avait pas encore de statistiques : rien à réinitialiser.",
    "settings.reset_stats.failed_title": "Statistiques non réinitialisées",
    "settings.reset_stats.failed": (
        "Le fichier de statistiques n’a pas pu être mis de côté ; il a donc été laissé tel quel."
    ),
    "scheme.felt": "Tapis vert",
    "scheme.burgundy": "Bordeaux",
    "scheme.contrast": "Contraste élevé",
    # Statistiques
    "stats.title": "Statistiques",
    "stats.by_opponent": "Parties par adversaire",
    "stats.col.opponent": "Adversaire",
    "stats.col.played": "Jouées",
    "stats.col.won": "Gagnées",
    "stats.col.rate": "% gagnées",
    "stats.opponent.beginner": "Ordinateur débutant",
    "stats.opponent.medium": "Ordinateur moyen",
    "stats.opponent.hard": "Ordinateur difficile",
    "stats.opponent.expert": "Ordinateur expert",
    "stats.opponent.person": "Humains",
    "stats.all_games": "Toutes les parties",
    "stats.best_word": "Meilleur mot",
    "stats.best_score": "Meilleur score final",
    "stats.win_rate": "Parties gagnées",
    "stats.none_yet": "Aucune partie pour l’instant",
    "stats.points": "{points} points",
    "stats.points_bonus": "{value} + bonus {bonus} = {points} points",
    "stats.points.one": "{points} point",
    "stats.won_of": "{won} sur {played}",
    # Cartes
    "card.joker": "JOKER",
    "card.delete": "GOMME",
    # Règles du jeu
    "rules.title": "Règles du jeu",
    "rules.prev": "‹ Précédente",
    "rules.next": "Suivante ›",
    "rules.done": "Terminé",
    "rules.page_of": "Page {page} sur {pages}",
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
    # Avis
    "notice.crash.title": "Un problème est survenu",
    "notice.crash.body": (
        "Désolé, le jeu a rencontré une erreur. Votre partie est sauvegardée telle qu’elle "
        "était après le dernier tour complet : choisissez « Continuer » pour la reprendre. Un "
        "rapport pour les développeurs a été écrit dans {file}."
    ),
    "table.you": "Vous",
    "notice.save_damaged.title": "La partie sauvegardée n’a pas pu être lue",
    "notice.save_damaged.body": (
        "Elle a été mise de côté sous le nom {file}, et une nouvelle partie peut commencer. "
        "Vos options et vos statistiques sont intactes."
    ),
    "notice.no_table.title": "Pas encore tout à fait",
    "notice.no_table.body": (
        "La table de jeu n’est pas encore construite. Vos choix ont été enregistrés et vous "
        "attendront quand elle arrivera, dans la prochaine version."
    ),
    "notice.settings_reset.title": "Options réinitialisées",
    "notice.settings_reset.body": (
        "Votre fichier d’options n’a pas pu être lu : les options par défaut sont utilisées. "
        "L’ancien fichier a été conservé sous le nom {file} dans le dossier de données du jeu."
    ),
    "notice.stats_reset.title": "Statistiques réinitialisées",
    "notice.stats_reset.body": (
        "Votre fichier de statistiques n’a pas pu être lu : les statistiques repartent de "
        "zéro. L’ancien fichier a été conservé sous le nom {file} dans le dossier de données "
        "du jeu."
    ),
    "notice.save_unreadable.title": "Impossible d’ouvrir la partie sauvegardée",
    "notice.save_unreadable.body": (
        "Le fichier {file} n’a pas pu être lu pour l’instant, peut-être parce qu’un autre "
        "programme l’utilise. Il a été laissé tel quel : réessayez « Continuer » plus tard. Si "
        "vous commencez plutôt une nouvelle partie, l’ancienne sauvegarde est conservée sous "
        "un autre nom dans le dossier de données du jeu."
    ),
    "notice.settings_unreadable.title": "Les options n’ont pas pu être lues",
    "notice.settings_unreadable.body": (
        "Votre fichier d’options {file} n’a pas pu être lu pour l’instant : les options par "
        "défaut sont utilisées jusqu’au prochain lancement du jeu. Le fichier n’a pas été "
        "modifié, et les changements faits maintenant ne sont pas enregistrés."
    ),
    "notice.save_stuck.body": (
        "Elle n’a pas pu être mise de côté non plus (le dossier de données du jeu ne le permet "
        "pas) : elle reste donc sous le nom {file}. Vos options et vos statistiques sont "
        "intactes."
    ),
    "notice.save_kept.title": "Votre partie sauvegardée a été conservée",
    "notice.save_kept.body": (
        "La nouvelle partie avait besoin de la place de la partie sauvegardée qui s’y "
        "trouvait : celle-ci a été conservée sous le nom {file} dans le dossier de données du "
        "jeu. Rien n’a été effacé."
    ),
    "notice.game_unsaved.title": "Cette partie ne sera pas sauvegardée",
    "notice.game_unsaved.body": (
        "La partie sauvegardée {file} n’a pas pu être déplacée : elle reste intacte, et cette "
        "nouvelle partie n’est pas sauvegardée. Vous pouvez la jouer jusqu’au bout, mais pas "
        "la reprendre plus tard."
    ),
    "notice.save_failed.title": "La partie n’a pas pu être sauvegardée",
    "notice.save_failed.body": (
        "La sauvegarde de cette partie a échoué ({reason}). Vous pouvez continuer à jouer, "
        "mais si vous quittez maintenant, la partie ne pourra pas être reprise. Vérifiez que "
        "le dossier {folder} est accessible en écriture."
    ),
    "notice.read_only.title": "Rien ne peut être enregistré",
    "notice.read_only.body": (
        "Le dossier de données du jeu {folder} n’est pas accessible en écriture. Vous pouvez "
        "jouer, mais vos options, vos statistiques et vos parties ne seront pas conservées "
        "quand vous quitterez."
    ),
    "notice.settings_stuck.body": (
        "Votre fichier d’options n’a pas pu être lu, ni mis de côté : il reste donc sous le "
        "nom {file}. Les options par défaut sont utilisées, et rien n’est écrit par-dessus."
    ),
    "notice.stats_stuck.body": (
        "Votre fichier de statistiques n’a pas pu être lu, ni mis de côté : il reste donc sous "
        "le nom {file}. Les statistiques affichent zéro, et rien n’est écrit par-dessus."
    ),
    "notice.settings_newer.title": "Options d’une version plus récente",
    "notice.settings_newer.body": (
        "Votre fichier d’options {file} a été écrit par une version plus récente de Rondo "
        "Desktop. Cette version utilise pour l’instant ses options par défaut et laisse le "
        "fichier tel quel."
    ),
    "notice.stats_newer.title": "Statistiques d’une version plus récente",
    "notice.stats_newer.body": (
        "Votre fichier de statistiques {file} a été écrit par une version plus récente de "
        "Rondo Desktop. Cette version le laisse tel quel : les parties jouées maintenant n’y "
        "sont pas comptées."
    ),
    "notice.settings_repaired.title": "Certaines options ont été réinitialisées",
    "notice.settings_repaired.body": (
        "Certaines valeurs de votre fichier d’options étaient inutilisables et ont repris leur "
        "valeur par défaut ; les autres ont été conservées. Le fichier d’origine est conservé "
        "sous le nom {file} dans le dossier de données du jeu."
    ),
    "notice.stats_repaired.title": "Certaines statistiques ont été réinitialisées",
    "notice.stats_repaired.body": (
        "Certains nombres de votre fichier de statistiques ne pouvaient pas être justes et ont "
        "été remis à zéro ; les autres ont été conservés. Le fichier d’origine est conservé "
        "sous le nom {file} dans le dossier de données du jeu."
    ),
    "loading.title": "Chargement de votre partie",
    "loading.moves": "{count} coups à rejouer",
    "loading.moves.one": "{count} coup à rejouer",
    "notice.stats_unreadable.title": "Les statistiques n’ont pas pu être lues",
    "notice.stats_unreadable.body": (
        "Votre fichier de statistiques {file} n’a pas pu être lu pour l’instant : elles "
        "affichent zéro en attendant. Le fichier a été laissé tel quel ; une partie qui se "
        "termine pendant qu’il est illisible n’est pas comptée."
    ),
    # La table de jeu
    "hints.table": (
        "Glissez ou cliquez les cartes  ·  tapez un mot  ·  Entrée jouer  ·  "
        "Retour arrière annuler  ·  Échap pause"
    ),
    "hints.table_exchange": (
        "← → ou 1–9, 0 choisir une carte  ·  Espace marquer  ·  Entrée échanger  ·  "
        "Retour arrière annuler  ·  Échap pause"
    ),
    "hints.results": "Entrée rejouer  ·  Échap menu",
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
    "table.scoreboard": "Scores",
    "table.log": "Coups",
    "table.pile": "{count} cartes",
    "table.pile.one": "{count} carte",
    "table.timer": "{minutes}:{seconds}",
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
    "table.handover.title": "Passez l’écran à {name}",
    "table.handover.body": "Les autres détournent le regard : la main suivante est secrète.",
    "table.handover.ready": "Je suis {name} : montrer mes cartes",
    "table.banner.dealing": "Distribution des cartes…",
    "table.banner.redeal": "Personne ne peut poser un mot de 3 lettres : nouvelle donne",
    "table.banner.starts": "{name} a le meilleur mot de départ et commence",
    "table.banner.your_turn": "À vous de jouer",
    "table.banner.thinking": "{name} réfléchit…",
    # "À {name}" rather than "Au tour de {name}": no "de Ada" for "d’Ada".
    "table.banner.turn_of": "À {name} de jouer",
    "table.banner.game_over": "Fin de la partie",
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
    "table.banner.starts_you": "Vous avez le meilleur mot de départ et commencez",
    "log.redeal": "Personne n’avait de mot : nouvelle donne.",
    "log.game_over": "Fin de la partie. Victoire : {names}.",
    # Menu de pause
    "pause.title": "Pause",
    "pause.resume": "Reprendre",
    "pause.settings": "Options",
    "pause.rules": "Règles du jeu",
    "pause.save_quit": "Sauvegarder et revenir au menu",
    # Résultats
    "results.you_win": "Vous avez gagné !",
    "results.wins": "{name} gagne",
    "results.shared": "{names} se partagent la victoire",
    "results.col.words": "Mots",
    "results.col.bonus": "Bonus",
    "results.col.exchanges": "Échanges",
    "results.col.hand": "Main",
    "results.col.total": "Total",
    "results.words": "Mots joués",
    "results.col.hints": "Aides",
    "results.more_words": "+{count} autres",
    "results.more_words.one": "+{count} autre",
    "results.no_words": "aucun mot",
    "results.chart": "Les scores au fil de la partie",
    "results.turns": "{count} tours",
    "results.turns.one": "{count} tour",
    "results.hands": "{count} donnes",
    "results.hands.one": "{count} donne",
    "results.best_word": "Meilleur mot de la partie",
    "results.best_by": "par {name}, {points} points",
    "results.best_by_bonus": "par {name} : cartes {value} + bonus {bonus} = {points} points",
    "results.best_by.one": "par {name}, {points} point",
    "results.best_by_you": "par vous, {points} points",
    "results.best_by_you.one": "par vous, {points} point",
    "results.best_by_bonus_you": "par vous : cartes {value} + bonus {bonus} = {points} points",
    "results.no_best": "Aucun mot n’a été joué.",
    "results.seat_best": "Meilleur mot : {word} ({points})",
    "results.play_again": "Rejouer",
    "results.menu": "Menu",
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

STRINGS: dict[str, str] = {key: typeset(text) for key, text in _PLAIN.items()}
