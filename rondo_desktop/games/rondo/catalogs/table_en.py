"""English: Rondo's table (its buttons, prompts, banners, bubbles, the move log and why a
move is refused), merged into ``en``."""

STRINGS: dict[str, str] = {
    # The game table
    "hints.table_exchange": (
        "← → or 1–9, 0 choose a card  ·  Space mark  ·  Enter exchange  ·  "
        "Backspace cancel  ·  Esc pause"
    ),
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
    "table.pile": "{count} cards",
    "table.pile.one": "{count} card",
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
    "table.banner.redeal": "Nobody can lay a 3-letter word: a new deal",
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
    "log.redeal": "Nobody had a word: new deal.",
    "log.game_over": "Game over. Winner: {names}.",
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
