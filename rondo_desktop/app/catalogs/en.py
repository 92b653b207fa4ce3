"""English: the reference catalog. Every other language has exactly these keys."""

STRINGS: dict[str, str] = {
    "app.title": "Rondo Desktop",
    "game.rondo.name": "Rondo",
    "game.rondo.tagline": "The word card game for 2 to 6 players",
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
        "Your saved game will be replaced by the new one: Continue will then resume the new "
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
    "setup.add_seat": "+ Add a seat",
    "setup.lexicon": "Word list",
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
    "setup.summary.words": "{value} words",
    "setup.language.de": "Deutsch",
    "setup.language.en": "English",
    "setup.language.es": "Español",
    # A word list's language as it reads inside the summary sentence above.
    "setup.summary.language.en": "English",
    "setup.summary.language.de": "German",
    "setup.summary.language.es": "Spanish",
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
    "stats.best_word": "Best word",
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
    "rules.example.word": "HOME",
    "rules.example.changed": "COME",
    "rules.example.longer": "HOMES",
    "rules.example.hand": "ERTNS?-",
    "rules.example.start_words": "OWL FIG ZOO",
    "rules.cards.title": "The cards",
    "rules.cards.body": (
        "Rondo is played with 110 cards: 94 letters, 6 jokers and 10 delete cards.\n\n"
        "Each letter card shows its value: the rarer the letter, the more it is worth.\n\n"
        "A joker stands for any letter you choose when you play it, and keeps that letter "
        "while it is visible. It is worth -3.\n\n"
        "A delete card covers a letter at the start or the end of the word. It is worth -2.\n\n"
        "Build words in the holder, score the most points, and win."
    ),
    "rules.cards.common": "Common letter",
    "rules.cards.rare": "Rare letter",
    "rules.cards.joker": "Any letter",
    "rules.cards.delete": "Covers an end letter",
    "rules.holder.title": "The holder",
    "rules.holder.body": (
        "Words are built in an expandable card holder. It starts with 3 slots and can grow "
        "by one slot per turn, at the left or the right end, up to 9 slots. It never "
        "shrinks.\n\n"
        "Each slot holds a stack of cards; only the top card is visible. Cards stay in the "
        "holder for the rest of the game.\n\n"
        "The visible cards always read: delete cards, then at least 3 letters in a row, then "
        "delete cards. That run of letters is the current word."
    ),
    "rules.holder.caption": "The word is {word}: delete cards at the ends do not count.",
    "rules.holder.word": "the word",
    "rules.turn.title": "Your turn",
    "rules.turn.body": (
        "You hold 7 cards. When it is your turn, the sand timer runs (2 minutes unless the "
        "game was set up otherwise).\n\n"
        "While the draw pile has cards, you may exchange as often as you like: put any "
        "number of cards under the pile, at most as many as it holds, and draw as many from "
        "its top. Each exchanged card costs 2 points.\n\n"
        "Then play a new word or pass. Running out of time is a pass.\n\n"
        "After a word, refill your hand to 7 cards. After a pass, draw 1 penalty card, then "
        "refill to 7 if you have fewer."
    ),
    "rules.turn.timer": "The sand timer",
    "rules.turn.hand": "Your hand",
    "rules.build.title": "Building a new word",
    "rules.build.body": (
        "Put cards from your hand into the holder, at most one new card per slot. A letter or "
        "joker may cover any visible card or fill one new slot at either end. A delete card "
        "covers a letter at the start or the end of the word. A card may not cover the same "
        "letter.\n\n"
        "The new word must be in the word list and differ from the previous word, be at most "
        "one letter longer than it, and keep at least one of its letters visible.\n\n"
        "A single joker or delete card is a valid play if it makes a new word."
    ),
    "rules.build.cover": "Cover a letter to make a new word",
    "rules.build.delete": "A delete card shortens the word",
    "rules.scoring.title": "Scoring",
    "rules.scoring.body": (
        "A play scores the values of all visible cards in the holder after the play: every "
        "letter of the word, including the ones you re-used, jokers at -3 and visible delete "
        "cards at -2.\n\n"
        "Bonus: a play of 3 or more cards earns 3 points for every card beyond the second "
        "(3 cards +3, 4 cards +6, 5 cards +9, ...).\n\n"
        "Each exchanged card costs 2 points. At the end, every card left in your hand costs "
        "its value."
    ),
    "rules.scoring.sum": "Cards: {values} = {total}",
    "rules.scoring.bonus": "Bonus for {cards} new cards: +{bonus}",
    "rules.scoring.total": "Score: {total} points",
    "rules.scoring.penalty": "Cards left in your hand at the end count against you.",
    "rules.start_end.title": "Start and end",
    "rules.start_end.body": (
        "Everyone is dealt 7 cards and looks for a word of exactly 3 letters in their hand. "
        "The most valuable word starts (a tie is drawn by lot; if nobody has a word, the "
        "cards are dealt again): it goes into the holder and scores its value, with no bonus. "
        "There is no exchange or pass before it; if the sand runs out, the best start word is "
        "laid. Play then goes on in seating order.\n\n"
        "The game ends when the draw pile is empty and either a player has no cards left, or "
        "every player has passed in a row since the pile ran out.\n\n"
        "Your final score is everything you scored and paid, minus the cards left in your "
        "hand. The highest score wins; equal scores share the win."
    ),
    "rules.start.points": "{points} points",
    "rules.start.caption": "The most valuable three-letter word starts.",
    # Notices
    "notice.crash.title": "Something went wrong",
    "notice.crash.body": (
        "Sorry, the game ran into an error. Your game is saved as it was after the last "
        "complete turn: choose Continue to go on. A report for the developers was written to "
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
        "it. It was left as it is: try Continue again later. If you start a new game instead, "
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
    "hints.table_exchange": (
        "← → or 1–9, 0 choose a card  ·  Space mark  ·  Enter exchange  ·  "
        "Backspace cancel  ·  Esc pause"
    ),
    "hints.results": "Enter play again  ·  Esc menu",
    "table.play": "Play",
    "table.exchange": "Exchange…",
    "table.exchange_cancel": "Cancel exchange",
    "table.exchange_confirm": "Exchange {count} ({points})",
    "table.pass": "Pass",
    "table.pass_confirm": "Really pass?",
    "table.pass_warning": (
        "Passing draws a penalty card: “{confirm}” or Enter passes, {undo} plays on."
    ),
    "table.hint": "Hint",
    "table.undo": "Undo",
    "table.sort": "Sort hand",
    "table.last_move": "Last move",
    "table.lay_start": "Lay {word} · {points}",
    "table.scoreboard": "Scores",
    "table.log": "Moves",
    "table.pile": "{count} cards",
    "table.pile.one": "{count} card",
    "table.timer": "{minutes}:{seconds}",
    "table.you_score": "{points} points",
    "table.you_score.one": "{points} point",
    "table.typed": "Typed: {word}",
    "table.typed_more": "{word}… keep typing the word",
    "table.typed.no_play": "Your cards cannot make {word} here.",
    "table.prompt": "Drag cards onto the holder, click a card then a slot, or type a word.",
    "table.prompt_start": "You start: lay your best 3-letter word, worth {points} points.",
    "table.prompt_start.one": "You start: lay your best 3-letter word, worth {points} point.",
    "table.preview": "{word}  ·  {points} points",
    "table.preview.one": "{word}  ·  {points} point",
    "table.preview_bonus": "{word}  ·  {points} points (with a bonus of {bonus})",
    "table.preview_bonus.one": "{word}  ·  {points} point (with a bonus of {bonus})",
    "table.exchange_choose": "Click the cards to exchange. Each costs 2 points.",
    "table.exchange_cost": "Exchange {count} cards? It costs {cost} points.",
    "table.exchange_cost.one": "Exchange {count} card? It costs {cost} points.",
    "table.hint_best": "Hint: {word} for {points} points.",
    "table.hint_best.one": "Hint: {word} for {points} point.",
    "table.hint_none": "No word is possible: exchange cards or pass.",
    "table.hint_none_pass": "No word is possible: you can only pass.",
    "table.joker.title": "Which letter does the joker show?",
    "table.joker.cancel": "Cancel",
    "table.handover.title": "Pass the screen to {name}",
    "table.handover.body": "The others look away: the next hand is private.",
    "table.handover.ready": "I am {name}: show my cards",
    "table.banner.dealing": "Dealing the cards…",
    "table.banner.redeal": "Nobody can lay a 3-letter word: a new deal",
    "table.banner.starts": "{name} has the best start word and begins",
    "table.banner.your_turn": "Your turn",
    "table.banner.thinking": "{name} is thinking…",
    "table.banner.turn_of": "{name}'s turn",
    "table.banner.game_over": "Game over",
    "table.bubble.start_word": "{word} · {points}",
    "table.bubble.start_value": "Word · {points}",
    "table.bubble.no_word": "No word",
    "table.bubble.played": "{word} +{points}",
    "table.bubble.exchanged": "Exchanged {count} ({points})",
    "table.bubble.passed": "Pass",
    "table.bubble.timeout": "Time is up!",
    "table.bubble.penalty": "Cards left: {points}",
    "table.bubble.penalty_card": "+1 penalty card",
    "table.bubble.by_seat": "{name} · {text}",
    "table.replay.before": "Before: {caption}",
    "table.replay.after": "After: {caption}",
    # The move log
    "log.start_seat": "{name} starts.",
    "log.played": "{name} lays {word}: {points} points.",
    "log.start_word_timeout": (
        "Time is up for {name}: the start word {word} is laid, {points} points."
    ),
    "log.played.one": "{name} lays {word}: {points} point.",
    "log.start_word_timeout.one": (
        "Time is up for {name}: the start word {word} is laid, {points} point."
    ),
    "log.exchanged": "{name} exchanges {count} cards ({points}).",
    "log.exchanged.one": "{name} exchanges {count} card ({points}).",
    "log.passed": "{name} passes.",
    "log.timeout": "{name} runs out of time.",
    "log.penalty": "{name} pays {points} for the cards left.",
    "log.hint": "{name} uses a hint.",
    "log.start_seat_you": "You start.",
    "log.played_you": "You lay {word}: {points} points.",
    "log.played_you.one": "You lay {word}: {points} point.",
    "log.start_word_timeout_you": (
        "Your time is up: the start word {word} is laid, {points} points."
    ),
    "log.start_word_timeout_you.one": (
        "Your time is up: the start word {word} is laid, {points} point."
    ),
    "log.exchanged_you": "You exchange {count} cards ({points}).",
    "log.exchanged_you.one": "You exchange {count} card ({points}).",
    "log.passed_you": "You pass.",
    "log.timeout_you": "You run out of time.",
    "log.penalty_you": "You pay {points} for the cards left.",
    "log.hint_you": "You use a hint.",
    "table.banner.starts_you": "You have the best start word and begin",
    "log.redeal": "Nobody had a word: new deal.",
    "log.game_over": "Game over. Winner: {names}.",
    # Pause menu
    "pause.title": "Paused",
    "pause.resume": "Resume",
    "pause.settings": "Settings",
    "pause.rules": "How to play",
    "pause.save_quit": "Save and quit to menu",
    # Results
    "results.you_win": "You win!",
    "results.wins": "{name} wins",
    "results.shared": "{names} share the win",
    "results.col.words": "Words",
    "results.col.bonus": "Bonus",
    "results.col.exchanges": "Exchanges",
    "results.col.hand": "Hand",
    "results.col.total": "Total",
    "results.words": "Words played",
    "results.col.hints": "Hints",
    "results.more_words": "+{count} more",
    "results.more_words.one": "+{count} more",
    "results.no_words": "no words",
    "results.chart": "Scores over the game",
    "results.turns": "{count} turns",
    "results.turns.one": "{count} turn",
    "results.hands": "{count} hands",
    "results.hands.one": "{count} hand",
    "results.best_word": "Best word of the game",
    "results.best_by": "by {name}, {points} points",
    "results.best_by_bonus": "by {name}: cards {value} + bonus {bonus} = {points} points",
    "results.best_by.one": "by {name}, {points} point",
    "results.best_by_you": "by you, {points} points",
    "results.best_by_you.one": "by you, {points} point",
    "results.best_by_bonus_you": "by you: cards {value} + bonus {bonus} = {points} points",
    "results.no_best": "No word was played.",
    "results.seat_best": "Best word: {word} ({points})",
    "results.play_again": "Play again",
    "results.menu": "Menu",
    # Why a move is refused (the engine's rule codes)
    "rule.empty_play": "Put at least one card into the holder.",
    "rule.card_not_in_hand": "You do not have the card {card} in your hand.",
    "rule.joker_letter": "Choose which letter the joker shows.",
    "rule.slot_out_of_range": "There is no slot {slot} in the holder.",
    "rule.one_card_per_slot": "Only one new card may go on each slot.",
    "rule.too_many_new_slots": "The holder grows by one slot per turn, at one end.",
    "rule.holder_full": "The holder already has 9 slots; it cannot grow.",
    "rule.delete_on_new_slot": (
        "A delete card cannot fill a new slot; it covers a letter at an end."
    ),
    "rule.delete_covers_letters": "A delete card can only cover a letter, not another delete card.",
    "rule.same_letter_cover": "A card may not cover the same letter ({letter} over {letter}).",
    "rule.shape": "Delete cards may only stand at the ends of the word, never between letters.",
    "rule.too_short": "The word must have at least 3 letters.",
    "rule.too_long": "The new word may be at most one letter longer than {previous}.",
    "rule.nothing_reused": "Keep at least one letter of {previous} visible in the new word.",
    "rule.same_word": "The new word must differ from {previous}.",
    "rule.not_a_word": "{word} is not in the word list.",
    "rule.start_word_length": "The start word has exactly 3 letters, one card on each slot.",
    "rule.start_word_not_best": (
        "The start word must be worth {best} points: your best 3-letter word."
    ),
    "rule.not_your_turn": "It is not your turn.",
    "rule.game_over": "The game is over.",
    "rule.start_phase": "The game begins with the start word; nothing else is possible yet.",
    "rule.exchange_nothing": "Choose at least one card to exchange.",
    "rule.exchange_pile_short": "The draw pile is too small: you can exchange at most {pile} now.",
}
