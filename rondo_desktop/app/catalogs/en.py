"""English: the host's own lines, the reference catalog: every other language has exactly
these keys. A game's own lines are in its package (``games/<name>/catalogs/``)."""

STRINGS: dict[str, str] = {
    "app.title": "Rondo Desktop",
    # Main menu
    "menu.continue": "Continue",
    "menu.continue_game": "Continue {game}",
    "menu.new_game": "New game",
    "menu.how_to_play": "How to play",
    "menu.statistics": "Statistics",
    "menu.settings": "Settings",
    "menu.quit": "Quit",
    "menu.version": "Version {version}",
    "menu.replace_save.title": "Start a new game?",
    "menu.replace_save.body": (
        "Your saved game will be replaced by the new one: {button} will then resume the new "
        "game. The saved game is not deleted; it is kept as a copy in the game's data folder."
    ),
    "menu.replace_save.yes": "New game",
    "menu.replace_save.no": "Cancel",
    "hints.menu": "↑ ↓ choose  ·  Enter select  ·  F11 full screen",
    "hints.menu_games": "← → game  ·  ↑ ↓ choose  ·  Enter select  ·  F11 full screen",
    "hints.form": "Tab or arrows move  ·  ← → change  ·  Enter select  ·  Esc back",
    "hints.rules": "← → turn the page  ·  Esc back",
    # Common
    "common.ok": "OK",
    "common.back": "Back",
    "common.on": "On",
    "common.off": "Off",
    "common.back_to_menu": "Back to the menu",
    # Joining names ("Ann & Cid") and list items ("a.json, b.json"): Arabic has its own.
    "common.and": "{first} & {second}",
    "common.list_separator": ", ",
    "common.percent": "{n} %",
    "confirm.cancel": "Cancel",
    # New game
    "setup.title": "New game",
    "setup.title_game": "New game: {game}",
    "setup.players": "Players",
    "setup.game": "Game",
    "setup.seat.person": "Person",
    "setup.seat.computer": "Computer · {strength}",
    "strength.beginner": "Beginner",
    "strength.medium": "Medium",
    "strength.hard": "Hard",
    "strength.expert": "Expert",
    "setup.player_name": "Player {n}",
    "setup.computer_name": "Computer {n}",
    "setup.team": "Team {n}",
    "setup.add_seat": "+ Add a seat",
    "setup.turn_time": "Sand timer per turn",
    "setup.turn.none": "No timer",
    "setup.turn.time": "{minutes}:{seconds} min",
    "setup.seed": "Deal number (optional)",
    "setup.seed.random": "random deal",
    "setup.seed.digits_only": "Digits only: a deal number is a whole number like 42",
    "setup.turn.seconds": "{seconds} s",
    "setup.turn.minutes": "{minutes} min",
    "setup.start": "Start game",
    "setup.summary.players": "{players} players",
    # Settings
    "settings.title": "Settings",
    "settings.language": "Language",
    "settings.sound_volume": "Sound effects",
    "settings.animation_speed": "Animation speed",
    "settings.fullscreen": "Full screen",
    "settings.colour_scheme": "Colour scheme",
    "settings.speed.0_5": "Slow",
    "settings.speed.0_75": "Relaxed",
    "settings.speed.1_0": "Normal",
    "settings.speed.1_5": "Brisk",
    "settings.speed.2_0": "Fast",
    "settings.speed.3_0": "Very fast",
    "settings.default_turn": "Sand timer for new games",
    "settings.computer_speed": "Computer speed",
    "settings.computer_speed.slow": "Slow",
    "settings.computer_speed.normal": "Normal",
    "settings.computer_speed.fast": "Fast",
    "settings.computer_speed.instant": "At once",
    "settings.card_size": "Card size",
    "settings.card_size.small": "Small",
    "settings.card_size.normal": "Normal",
    "settings.card_size.large": "Large",
    "settings.reset_stats": "Reset statistics…",
    "settings.reset_stats.title": "Reset the statistics?",
    "settings.reset_stats.body": (
        "Your games, wins, best word and best score start again from zero. The current statistics "
        "file is kept beside the new one, renamed, so nothing is deleted."
    ),
    "settings.reset_stats.confirm": "Reset",
    "settings.reset_stats.done_title": "Statistics reset",
    "settings.reset_stats.done": (
        "The statistics start afresh. The old ones were kept as {file} in the data folder."
    ),
    "settings.reset_stats.empty": "There were no statistics yet: nothing to reset.",
    "settings.reset_stats.failed_title": "Statistics not reset",
    "settings.reset_stats.failed": (
        "The statistics file could not be set aside, so it was left as it is."
    ),
    "scheme.felt": "Green felt",
    "scheme.burgundy": "Burgundy",
    "scheme.contrast": "High contrast",
    # Statistics
    "stats.title": "Statistics",
    "stats.by_opponent": "Games by opponent",
    "stats.col.opponent": "Opponent",
    "stats.col.played": "Played",
    "stats.col.won": "Won",
    "stats.col.rate": "Win rate",
    "stats.opponent.beginner": "Beginner computer",
    "stats.opponent.medium": "Medium computer",
    "stats.opponent.hard": "Hard computer",
    "stats.opponent.expert": "Expert computer",
    "stats.opponent.person": "People",
    "stats.all_games": "All games",
    "stats.best_score": "Best final score",
    "stats.win_rate": "Games won",
    "stats.none_yet": "No games yet",
    "stats.points": "{points} points",
    "stats.points_bonus": "{value} + bonus {bonus} = {points} points",
    "stats.points.one": "{points} point",
    "stats.won_of": "{won} of {played}",
    # Cards
    "card.joker": "JOKER",
    "card.delete": "DELETE",
    # How to play
    "rules.title": "How to play",
    "rules.prev": "‹ Previous",
    "rules.next": "Next ›",
    "rules.done": "Done",
    "rules.page_of": "Page {page} of {pages}",
    # Notices
    "notice.crash.title": "Something went wrong",
    "notice.crash.body": (
        "Sorry, the game ran into an error. Your game is saved as it was after the last "
        "complete turn: choose {button} to go on. A report for the developers was written to "
        "{file}."
    ),
    "table.you": "You",
    "notice.save_damaged.title": "The saved game could not be read",
    "notice.save_damaged.body": (
        "It was set aside as {file}, and a new game can begin. "
        "Your settings and statistics are safe."
    ),
    "notice.no_table.title": "Not quite yet",
    "notice.no_table.body": (
        "The table is not built yet. Your choices have been saved and will be waiting for "
        "you when it arrives in the next version."
    ),
    "notice.settings_reset.title": "Settings were reset",
    "notice.settings_reset.body": (
        "Your settings file could not be read, so the default settings are used. The old "
        "file was kept as {file} in the game's data folder."
    ),
    "notice.stats_reset.title": "Statistics were reset",
    "notice.stats_reset.body": (
        "Your statistics file could not be read, so the statistics start again from zero. "
        "The old file was kept as {file} in the game's data folder."
    ),
    "notice.save_unreadable.title": "Could not open the saved game",
    "notice.save_unreadable.body": (
        "The file {file} could not be read just now, perhaps because another program is using "
        "it. It was left as it is: try {button} again later. If you start a new game instead, "
        "the old save is kept under a new name in the game's data folder."
    ),
    "notice.settings_unreadable.title": "Settings could not be read",
    "notice.settings_unreadable.body": (
        "Your settings file {file} could not be read just now, so the default settings are "
        "used until the game is restarted. The file was left untouched, and changes made now "
        "are not saved."
    ),
    "notice.save_stuck.body": (
        "It could not be moved aside either (the game's data folder does not allow it), so "
        "it was left as {file}. Your settings and statistics are safe."
    ),
    "notice.save_kept.title": "Your saved game was kept",
    "notice.save_kept.body": (
        "The new game needed the place of the saved game that was there, so that game was "
        "kept as {file} in the game's data folder. Nothing was deleted."
    ),
    "notice.game_unsaved.title": "This game will not be saved",
    "notice.game_unsaved.body": (
        "The saved game {file} could not be moved out of the way, so it stays untouched and "
        "this new game is not saved. You can play it to the end, but not continue it later."
    ),
    "notice.save_failed.title": "The game could not be saved",
    "notice.save_failed.body": (
        "Saving this game failed ({reason}). You can play on, but if you quit now, the game "
        "cannot be continued. Check that the folder {folder} can be written."
    ),
    "notice.read_only.title": "Nothing can be saved",
    "notice.read_only.body": (
        "The game's data folder {folder} cannot be written. You can play, but your settings, "
        "statistics and games will not be kept when you quit."
    ),
    "notice.settings_stuck.body": (
        "Your settings file could not be read, and it could not be moved aside either, so it "
        "was left as {file}. The default settings are used, and nothing is written over it."
    ),
    "notice.stats_stuck.body": (
        "Your statistics file could not be read, and it could not be moved aside either, so "
        "it was left as {file}. The statistics show zero, and nothing is written over it."
    ),
    "notice.settings_newer.title": "Settings from a newer version",
    "notice.settings_newer.body": (
        "Your settings file {file} was written by a newer version of Rondo Desktop. This "
        "version uses its default settings for now and leaves the file as it is."
    ),
    "notice.stats_newer.title": "Statistics from a newer version",
    "notice.stats_newer.body": (
        "Your statistics file {file} was written by a newer version of Rondo Desktop. This "
        "version leaves it as it is: games played now are not counted in it."
    ),
    "notice.settings_repaired.title": "Some settings were reset",
    "notice.settings_repaired.body": (
        "Some values in your settings file could not be used and were set back to their "
        "defaults; the others were kept. The file as it was is kept as {file} in the game's "
        "data folder."
    ),
    "notice.stats_repaired.title": "Some statistics were reset",
    "notice.stats_repaired.body": (
        "Some numbers in your statistics file could not be right and were set back to zero; "
        "the others were kept. The file as it was is kept as {file} in the game's data folder."
    ),
    "loading.title": "Loading your game",
    "loading.moves": "{count} moves to replay",
    "loading.moves.one": "{count} move to replay",
    "notice.recent_reset.title": "A recent game could not be read",
    "notice.recent_reset.body": (
        "A game in your list of recent games could not be read, so it is left out of the "
        "list. The file was kept as {file} in the recent folder of the game's data folder."
    ),
    "notice.recent_stuck.body": (
        "A game in your list of recent games could not be read, and it could not be moved "
        "aside either, so it was left as {file}. It is left out of the list."
    ),
    "notice.stats_unreadable.title": "Statistics could not be read",
    "notice.stats_unreadable.body": (
        "Your statistics file {file} could not be read just now, so they show zero for the "
        "moment. The file was left as it is; a game that ends while it cannot be read is not "
        "counted."
    ),
    # The game table
    "hints.table": (
        "Drag or click cards onto the holder  ·  type a word  ·  Enter play  ·  "
        "Backspace undo  ·  Esc pause"
    ),
    "hints.results": "Enter play again  ·  Esc menu",
    "hints.results_network": "Enter or Esc menu",
    "table.scoreboard": "Scores",
    "table.log": "Moves",
    "table.timer": "{minutes}:{seconds}",
    "table.handover.title": "Pass the screen to {name}",
    "table.handover.body": "The others look away: the next hand is private.",
    "table.handover.ready": "I am {name}: show my cards",
    "table.banner.dealing": "Dealing the cards…",
    "table.banner.starts": "{name} has the best start word and begins",
    "table.banner.your_turn": "Your turn",
    "table.banner.thinking": "{name} is thinking…",
    "table.banner.turn_of": "{name}'s turn",
    "table.banner.game_over": "Game over",
    "table.banner.starts_you": "You have the best start word and begin",
    # Pause menu
    "pause.title": "Paused",
    "pause.resume": "Resume",
    "pause.settings": "Settings",
    "pause.rules": "How to play",
    "pause.save_quit": "Save and quit to menu",
    # A table at a network host (issue 17)
    "hints.net.esc": "Esc menu",
    "table.net.disconnected": "Disconnected",
    "table.net.computer_playing": "Computer playing",
    "table.net.reconnecting": "Reconnecting…",
    "table.net.lost": "Connection lost",
    "table.net.reconnecting.body": (
        "Your seat is kept for you. The game goes on as soon as the link to the host is back."
    ),
    "table.net.lost.body": (
        "Leave the table from the menu (Esc). Your seat stays yours: join the table again"
        " later to take it back."
    ),
    "table.net.time_up": "Time's up! The timer moved for {name}",
    "table.net.time_up_you": "Time's up! The timer moved for you",
    "table.net.unreadable": "The host sent something this version cannot show",
    "pause.net.title": "Menu",
    "pause.net.back": "Back to the table",
    "pause.net.leave": "Leave table",
    "pause.net.body": (
        "The game goes on while this menu is open. If you leave, your seat stays yours: "
        "join the table again to take it back."
    ),
    # Results
    "results.you_win": "You win!",
    "results.wins": "{name} wins",
    "results.shared": "{names} share the win",
    "results.col.total": "Total",
    # A score table's row: the seat's place, then its name (the place read first).
    "results.ranked": "{rank}. {name}",
    # A name before what it did ("You: HAUS 40 · KATZE 33").
    "results.seat_label": "{name}:",
    "results.chart": "Scores over the game",
    "results.turns": "{count} turns",
    "results.turns.one": "{count} turn",
    "results.hands": "{count} hands",
    "results.hands.one": "{count} hand",
    "results.play_again": "Play again",
    "results.menu": "Menu",
    # Recent games and coaching
    "menu.recent": "Recent games",
    "recent.title": "Recent games",
    "hints.recent": "↑ ↓ choose  ·  Enter review  ·  Esc back",
    "recent.open": "Review",
    "recent.empty": (
        "No finished games yet. The last 20 games played to the end ({games}) are kept here, "
        "each ready to be reviewed move by move."
    ),
    # Between two games' names in the line above.
    "recent.games_sep": ", ",
    "recent.you_won": "You won",
    "recent.won": "{name} won",
    "recent.shared": "{names} shared the win",
    "recent.count": "{shown} of {count}",
    "recent.cannot.title": "Cannot open this game",
    "recent.no_review": "This version cannot review games of {game}.",
    "pause.review": "Review the game so far",
    "settings.coaching": "Coaching while playing",
    # Network play: Host a table, Join a table, the lobby, the link's errors
    "menu.host": "Host a table",
    "menu.join": "Join a table",
    "hints.lobby": "Tab or arrows move  ·  Enter select  ·  Esc leave",
    "host.title": "Host a table",
    "host.seats": "Seats",
    "host.table": "Table",
    "host.seat.you": "You",
    "host.seat.friend": "A friend",
    "host.seat.friend_note": "joins over the network",
    "host.you_default": "Player",
    "host.table_of": "{name}'s table",
    "host.game": "Game",
    "host.grace": "A dropped seat waits",
    "host.stand_in": "Then plays for it",
    "host.open": "Open the table",
    "host.again": "Host again",
    "host.saved_row": "Table to host",
    "host.new_table": "A new table",
    "host.saved": "{game} {code} · {count} moves",
    "host.saved.one": "{game} {code} · {count} move",
    "host.no_game": "No game can be played over the network in this version.",
    "join.title": "Join a table",
    "join.nearby": "On this network",
    "join.by_address": "By address",
    "join.searching": "Looking for tables on this network…",
    "join.pick": "Choose a host, then type the table's code (or none: the first free seat).",
    "join.no_search": "This computer cannot look for tables: type the host's address.",
    "join.rejoin": "Rejoin your seat at {code} · {game}",
    "join.found": "{name} · {address}",
    "join.found_tls": "{name} · {address} · secure",
    "join.found_other_version": "{name} · {address} · another version",
    "join.name": "Your name",
    "join.address": "Host's address",
    "join.address.placeholder": "192.168.1.20 or wss://…",
    "join.code": "Table code",
    "join.code.placeholder": "K7Q-4M2 (optional)",
    "join.join": "Join",
    "join.no_address": "Type the host's address, or choose a host found on this network.",
    "join.bad_address": "That is not an address: type e.g. 192.168.1.20:47100 or wss://host:47100.",
    "join.tokens_reset.title": "Seats to rejoin forgotten",
    "join.tokens_reset.body": (
        "The list of your seats at network tables could not be read. It was set aside as "
        "{file} in the network folder of the game's data folder; ask the host for the code to "
        "join again."
    ),
    "lobby.title": "Table",
    "lobby.code": "Table code",
    "lobby.addresses": "Address for your friends",
    "lobby.game_line": "{game} · {timer}",
    "lobby.timer": "sand timer {time}",
    "lobby.free_seat": "Free seat: waiting for a friend",
    "lobby.tag.you": "You",
    "lobby.tag.ready": "Ready",
    "lobby.tag.not_ready": "Not ready",
    "lobby.tag.disconnected": "Disconnected",
    "lobby.tag.stand_in": "Computer playing",
    "lobby.ready": "Ready to play",
    "lobby.start": "Start the game",
    "lobby.leave": "Leave",
    "lobby.status.connecting": "Taking a seat at the table…",
    "lobby.status.reconnecting": "Connection lost: trying again…",
    "lobby.status.wait_host": (
        "You have a seat. Press Ready: the host starts the game once everyone is ready."
    ),
    "lobby.status.wait_friends": "Waiting for friends: give them the code and the address.",
    "lobby.status.can_start": "Everyone is ready: start the game.",
    "lobby.status.wait_ready": ("Every seat is taken: waiting for everyone to press Ready."),
    "lobby.status.auto": "The game starts as soon as every seat is taken.",
    "lobby.close.title": "Close the table?",
    "lobby.close.body": (
        "Your friends at it lose their seats: the table ends when you leave, because it is "
        "hosted on this computer."
    ),
    "lobby.close.yes": "Close the table",
    "lobby.no_host": "This version of the game cannot host tables.",
    "lobby.host_failed": "The table could not be hosted on this computer (see the log).",
    "lobby.no_table": "This version of the game cannot show a network table.",
    "lobby.no_free_table": "No table at this address has a free seat.",
    "lobby.refused.full": "Every seat at this table is taken.",
    "lobby.refused.table": "No table with this code at this address.",
    "lobby.refused.token": "That seat is not yours any more: join with the table's code.",
    "lobby.refused.seats": "The host refused these seats for this game.",
    "lobby.refused.game": "The host cannot play this game.",
    "lobby.refused.busy": "The host has too many tables open.",
    "lobby.refused.not_full": "Not every seat is taken yet.",
    "lobby.refused.timer": "The host cannot run a sand timer for this game.",
    "lobby.refused.options": "The host refused the game's options.",
    "lobby.refused.other": "The host refused (see the log).",
    "link.error.unreachable": (
        "No host answers at this address. Is the address right, and the host running?"
    ),
    "link.error.not_a_host": (
        "Something answers at this address, but it is not a Rondo Desktop host."
    ),
    "link.error.tls": "The secure connection failed: the host's certificate is not trusted.",
    "link.error.version": (
        "The host runs another version of Rondo Desktop: update both to the same version."
    ),
    "link.error.lost": "The connection to the host was lost and did not come back.",
    "link.error.refused": "The host refused the connection.",
    "settings.digits": "Digits in Arabic",
    "settings.digits.western": "Western 123",
    "settings.digits.eastern": "Eastern ١٢٣",
    "net.name.placeholder": "Your name",
    "net.name_needed.title": "Your name",
    "net.name_needed": "Type your name: the others at the table tell the seats apart by it.",
    # Network play fixes (review 17)
    "lobby.status.starting": "Starting the table…",
    "lobby.autosave_set_aside": (
        "This table's autosave is damaged and cannot be hosted again. It was set aside as "
        "{file} in the data folder; nothing was deleted."
    ),
    "link.error.closed": "The host closed the table.",
    "host.tables_set_aside.title": "A hosted table was set aside",
    "host.tables_set_aside.body": (
        "The autosave of a table you hosted could not be read. It was kept as {file} in the "
        "game's data folder. Nothing was deleted."
    ),
    "table.net.closed": "The host closed the table",
    "table.net.closed.body": "The game cannot go on. Press Enter or Esc to go back to the menu.",
    "table.net.refused.stale": "The game had moved on: your move came too late",
    "table.net.refused.not_your_turn": "It is not your turn",
    "table.net.refused.rate": "Too many messages: wait a moment",
    "table.net.refused.token": "The host no longer knows this seat as yours",
    "table.net.refused.illegal": "The host did not allow that move",
    "table.net.refused.not_playing": "The game has not started or is already over",
    "table.net.refused.other": "The host refused the move (see the log)",
    "pause.net.host.body": (
        "The game goes on while this menu is open. You host this table: if you leave, the "
        "game ends for everyone."
    ),
    "pause.net.close.title": "End the game for everyone?",
    "pause.net.close.body": (
        "The table is hosted on this computer. If you leave, it closes and your friends' game"
        " ends too."
    ),
    "pause.net.close.yes": "Leave and end the game",
}
