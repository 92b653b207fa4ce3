"""English: How to play Rondo (the pages' titles, texts and pictures' captions)."""

STRINGS: dict[str, str] = {
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
}
