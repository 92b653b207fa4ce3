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
    # The host's lines of several games (the setup built from a game's fields).
    "setup.title_game": "Nouvelle partie : {game}",
    "setup.summary.players": "{players} joueurs",
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
        "La partie sauvegardée sera remplacée par la nouvelle : « {button} » reprendra alors "
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
    "common.and": "{first} et {second}",
    "common.list_separator": ", ",
    "common.percent": "{n} %",
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
    "setup.team": "Équipe {n}",
    "setup.add_seat": "+ Ajouter un joueur",
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
    # Avis
    "notice.crash.title": "Un problème est survenu",
    "notice.crash.body": (
        "Désolé, le jeu a rencontré une erreur. Votre partie est sauvegardée telle qu’elle "
        "était après le dernier tour complet : choisissez « {button} » pour la reprendre. Un "
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
        "programme l’utilise. Il a été laissé tel quel : réessayez « {button} » plus tard. Si "
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
    "notice.recent_reset.title": "Une partie récente n’a pas pu être lue",
    "notice.recent_reset.body": (
        "Une partie de votre liste de parties récentes n’a pas pu être lue : elle n’apparaît "
        "plus dans la liste. Le fichier a été conservé sous le nom {file} dans le dossier "
        "recent du dossier de données du jeu."
    ),
    "notice.recent_stuck.body": (
        "Une partie de votre liste de parties récentes n’a pas pu être lue ni mise de côté : "
        "le fichier est resté sous le nom {file}. Elle n’apparaît pas dans la liste."
    ),
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
    "hints.results": "Entrée rejouer  ·  Échap menu",
    "hints.results_network": "Entrée ou Échap menu",
    "table.scoreboard": "Scores",
    "table.log": "Coups",
    "table.timer": "{minutes}:{seconds}",
    "table.handover.title": "Passez l’écran à {name}",
    "table.handover.body": "Les autres détournent le regard : la main suivante est secrète.",
    "table.handover.ready": "Je suis {name} : montrer mes cartes",
    "table.banner.dealing": "Distribution des cartes…",
    "table.banner.starts": "{name} a le meilleur mot de départ et commence",
    "table.banner.your_turn": "À vous de jouer",
    "table.banner.thinking": "{name} réfléchit…",
    # "À {name}" rather than "Au tour de {name}": no "de Ada" for "d’Ada".
    "table.banner.turn_of": "À {name} de jouer",
    "table.banner.game_over": "Fin de la partie",
    "table.banner.starts_you": "Vous avez le meilleur mot de départ et commencez",
    # Menu de pause
    "pause.title": "Pause",
    "pause.resume": "Reprendre",
    "pause.settings": "Options",
    "pause.rules": "Règles du jeu",
    "pause.save_quit": "Sauvegarder et revenir au menu",
    # A table at a network host (issue 17)
    "hints.net.esc": "Échap menu",
    "table.net.disconnected": "Déconnecté",
    "table.net.computer_playing": "L’ordinateur joue",
    "table.net.reconnecting": "Reconnexion…",
    "table.net.lost": "Connexion perdue",
    "table.net.reconnecting.body": (
        "Votre place vous attend. La partie reprend dès que la connexion avec l’hôte est rétablie."
    ),
    "table.net.lost.body": (
        "Quittez la table depuis le menu (Échap). Votre place reste la vôtre : rejoignez "
        "la table plus tard pour la reprendre."
    ),
    "table.net.time_up": "Temps écoulé ! Le minuteur joue pour {name}",
    "table.net.time_up_you": "Temps écoulé ! Le minuteur a joué pour vous",
    "table.net.unreadable": "L’hôte a envoyé quelque chose que cette version ne peut pas afficher",
    "pause.net.title": "Menu",
    "pause.net.back": "Retour à la table",
    "pause.net.leave": "Quitter la table",
    "pause.net.body": (
        "La partie continue pendant que ce menu est ouvert. Si vous partez, votre place "
        "reste la vôtre : rejoignez la table pour la reprendre."
    ),
    # Résultats
    "results.you_win": "Vous avez gagné !",
    "results.wins": "{name} gagne",
    "results.shared": "{names} se partagent la victoire",
    "results.col.total": "Total",
    "results.ranked": "{rank}. {name}",
    "results.seat_label": "{name} :",
    "results.chart": "Les scores au fil de la partie",
    "results.turns": "{count} tours",
    "results.turns.one": "{count} tour",
    "results.hands": "{count} donnes",
    "results.hands.one": "{count} donne",
    "results.play_again": "Rejouer",
    "results.menu": "Menu",
    # Recent games and coaching
    "menu.recent": "Parties récentes",
    "recent.title": "Parties récentes",
    "hints.recent": "↑ ↓ choisir  ·  Entrée analyser  ·  Échap retour",
    "recent.open": "Analyser",
    "recent.empty": (
        "Aucune partie terminée pour l’instant. Les 20 dernières parties jouées jusqu’au bout "
        "({games}) sont gardées ici, prêtes à être analysées coup par coup."
    ),
    "recent.games_sep": ", ",
    "recent.you_won": "Vous avez gagné",
    "recent.won": "{name} a gagné",
    "recent.shared": "{names} se partagent la victoire",
    "recent.count": "{shown} sur {count}",
    "recent.cannot.title": "Impossible d’ouvrir cette partie",
    "recent.no_review": "Cette version ne sait pas analyser les parties de {game}.",
    "pause.review": "Analyser la partie jusqu’ici",
    "settings.coaching": "Conseils pendant la partie",
    # Network play: Host a table, Join a table, the lobby, the link's errors
    "menu.host": "Ouvrir une table",
    "menu.join": "Rejoindre une table",
    "hints.lobby": "Tab ou ↑ ↓ naviguer  ·  Entrée valider  ·  Échap partir",
    "host.title": "Ouvrir une table",
    "host.seats": "Places",
    "host.table": "La table",
    "host.seat.you": "Vous",
    "host.seat.friend": "Un ami",
    "host.seat.friend_note": "rejoint par le réseau",
    "host.you_default": "Joueur",
    "host.table_of": "Table de {name}",
    "host.game": "Jeu",
    "host.grace": "Une place déconnectée attend",
    "host.stand_in": "Puis joue à sa place",
    "host.open": "Ouvrir la table",
    "host.again": "Rouvrir",
    "host.saved_row": "Table à ouvrir",
    "host.new_table": "Une nouvelle table",
    "host.saved": "{game} {code} · {count} coups",
    "host.saved.one": "{game} {code} · {count} coup",
    "host.no_game": "Dans cette version, aucun jeu ne se joue en réseau.",
    "join.title": "Rejoindre une table",
    "join.nearby": "Sur ce réseau",
    "join.by_address": "Par adresse",
    "join.searching": "Recherche de tables sur ce réseau…",
    "join.pick": (
        "Choisissez un hôte, puis tapez le code de la table (ou aucun : la première place libre)."
    ),
    "join.no_search": "Cet ordinateur ne peut pas chercher de tables : tapez l’adresse de l’hôte.",
    "join.rejoin": "Reprendre votre place à {code} · {game}",
    "join.found": "{name} · {address}",
    "join.found_tls": "{name} · {address} · sécurisé",
    "join.found_other_version": "{name} · {address} · autre version",
    "join.name": "Votre nom",
    "join.address": "Adresse de l’hôte",
    "join.address.placeholder": "192.168.1.20 ou wss://…",
    "join.code": "Code de la table",
    "join.code.placeholder": "K7Q-4M2 (facultatif)",
    "join.join": "Rejoindre",
    "join.no_address": "Tapez l’adresse de l’hôte ou choisissez un hôte trouvé sur ce réseau.",
    "join.bad_address": "Ce n’est pas une adresse : tapez par ex. celle de l’hôte, 192.168.1.20.",
    "join.tokens_reset.title": "Places oubliées",
    "join.tokens_reset.body": (
        "La liste de vos places aux tables en réseau était illisible. Elle a été mise de côté "
        "sous le nom {file} dans le dossier network du dossier de données du jeu ; demandez "
        "le code à l’hôte pour revenir."
    ),
    "lobby.title": "Table de jeu",
    "lobby.code": "Code de la table",
    "lobby.addresses": "Adresse pour vos amis",
    "lobby.game_line": "{game} · {timer}",
    "lobby.timer": "sablier {time}",
    "lobby.free_seat": "Place libre : un ami est attendu",
    "lobby.tag.you": "Vous",
    "lobby.tag.ready": "Prêt",
    "lobby.tag.not_ready": "Pas prêt",
    "lobby.tag.disconnected": "Déconnecté",
    "lobby.tag.stand_in": "L’ordinateur joue",
    "lobby.ready": "Prêt à jouer",
    "lobby.start": "Commencer la partie",
    "lobby.leave": "Partir",
    "lobby.status.connecting": "Installation à la table…",
    "lobby.status.reconnecting": "Connexion perdue : nouvel essai…",
    "lobby.status.wait_host": (
        "Vous avez une place. Appuyez sur Prêt : l’hôte commence quand tout le monde est prêt."
    ),
    "lobby.status.wait_friends": "En attente des amis : donnez-leur le code et l’adresse.",
    "lobby.status.can_start": "Tout le monde est prêt : lancez la partie.",
    "lobby.status.wait_ready": (
        "Toutes les places sont prises : en attente que chacun appuie sur Prêt."
    ),
    "lobby.status.auto": "La partie commence dès que toutes les places sont prises.",
    "lobby.close.title": "Fermer la table ?",
    "lobby.close.body": (
        "Vos amis perdent leur place : la table s’arrête quand vous partez, car elle est "
        "ouverte sur cet ordinateur."
    ),
    "lobby.close.yes": "Fermer la table",
    "lobby.no_host": "Cette version du jeu ne peut pas ouvrir de table.",
    "lobby.host_failed": "La table n’a pas pu être ouverte sur cet ordinateur (voir le journal).",
    "lobby.no_table": "Cette version du jeu ne peut pas afficher une table en réseau.",
    "lobby.no_free_table": "Aucune table à cette adresse n’a de place libre.",
    "lobby.refused.full": "Toutes les places de cette table sont prises.",
    "lobby.refused.table": "Aucune table avec ce code à cette adresse.",
    "lobby.refused.token": "Cette place n’est plus la vôtre : rejoignez avec le code de la table.",
    "lobby.refused.seats": "L’hôte a refusé ces places pour ce jeu.",
    "lobby.refused.game": "L’hôte ne peut pas jouer à ce jeu.",
    "lobby.refused.busy": "L’hôte a trop de tables ouvertes.",
    "lobby.refused.not_full": "Toutes les places ne sont pas encore prises.",
    "lobby.refused.timer": "L’hôte ne peut pas tenir le sablier pour ce jeu.",
    "lobby.refused.options": "L’hôte a refusé les options du jeu.",
    "lobby.refused.other": "L’hôte a refusé (voir le journal).",
    "link.error.unreachable": (
        "Aucun hôte ne répond à cette adresse. L’adresse est-elle juste, l’hôte lancé ?"
    ),
    "link.error.not_a_host": (
        "Quelque chose répond à cette adresse, mais ce n’est pas un hôte Rondo Desktop."
    ),
    "link.error.tls": (
        "La connexion sécurisée a échoué : le certificat de l’hôte n’est pas reconnu."
    ),
    "link.error.version": (
        "L’hôte a une autre version de Rondo Desktop : mettez les deux à la même version."
    ),
    "link.error.lost": "La connexion à l’hôte a été perdue et n’est pas revenue.",
    "link.error.refused": "L’hôte a refusé la connexion.",
    "settings.digits": "Chiffres en arabe",
    "settings.digits.western": "Occidentaux 123",
    "settings.digits.eastern": "Orientaux ١٢٣",
    "net.name.placeholder": "Votre nom",
    "net.name_needed.title": "Votre nom",
    "net.name_needed": (
        "Saisissez votre nom : les autres joueurs de la table reconnaissent ainsi votre place."
    ),
    # Network play fixes (review 17)
    "lobby.status.starting": "Ouverture de la table…",
    "lobby.autosave_set_aside": (
        "La sauvegarde automatique de cette table est endommagée et ne peut pas être "
        "rouverte. Elle a été mise de côté sous le nom {file} dans le dossier de données ; "
        "rien n’a été supprimé."
    ),
    "link.error.closed": "L’hôte a fermé la table.",
    "host.tables_set_aside.title": "Une table a été mise de côté",
    "host.tables_set_aside.body": (
        "La sauvegarde automatique d’une table que vous avez ouverte n’a pas pu être lue. "
        "Elle est conservée sous le nom {file} dans le dossier de données du jeu. Rien n’a "
        "été supprimé."
    ),
    "table.net.closed": "L’hôte a fermé la table",
    "table.net.closed.body": (
        "La partie ne peut pas continuer. Appuyez sur Entrée ou Échap pour revenir au menu."
    ),
    "table.net.refused.stale": "La partie avait avancé : votre coup est arrivé trop tard",
    "table.net.refused.not_your_turn": "Ce n’est pas votre tour",
    "table.net.refused.rate": "Trop de messages : patientez un instant",
    "table.net.refused.token": "L’hôte ne reconnaît plus cette place comme la vôtre",
    "table.net.refused.illegal": "L’hôte n’a pas accepté ce coup",
    "table.net.refused.not_playing": "La partie n’a pas commencé ou est déjà terminée",
    "table.net.refused.other": "L’hôte a refusé le coup (voir le journal)",
    "pause.net.host.body": (
        "La partie continue pendant que ce menu est ouvert. C’est vous qui hébergez la table "
        ": si vous partez, la partie s’arrête pour tout le monde."
    ),
    "pause.net.close.title": "Arrêter la partie pour tous ?",
    "pause.net.close.body": (
        "La table est hébergée sur cet ordinateur. Si vous partez, elle se ferme et la partie"
        " de vos amis s’arrête aussi."
    ),
    "pause.net.close.yes": "Partir et arrêter la partie",
}

STRINGS: dict[str, str] = {key: typeset(text) for key, text in _PLAIN.items()}
