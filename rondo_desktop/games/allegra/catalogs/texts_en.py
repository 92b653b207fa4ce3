"""English: Allegra's own texts besides the table's (its menu line, setup rows, statistics and
rule pages), kept apart from the app's catalog so that each changes on its own."""

STRINGS: dict[str, str] = {
    "game.allegra.tagline": "Keep your cards low, share your columns, for 2 to 6 players",
    # The setup screen's rows (every variant has its texts; three have a row).
    "setup.allegra.knock_at_two": "Knocking",
    "setup.allegra.knock_at_two.off": "From 3 players",
    "setup.allegra.knock_at_two.on": "With 2 players too",
    "setup.summary.allegra.knock_at_two": "knocking with 2",
    "setup.allegra.own_grid_end": "The round ends when",
    "setup.allegra.own_grid_end.off": "An area is face up",
    "setup.allegra.own_grid_end.on": "A grid of 12 is face up",
    "setup.summary.allegra.own_grid_end": "ends on the own grid",
    "setup.allegra.own_grid_reveal": "Opening reveals",
    "setup.allegra.own_grid_reveal.off": "Anywhere in the area",
    "setup.allegra.own_grid_reveal.on": "In the own grid only",
    "setup.summary.allegra.own_grid_reveal": "reveals in the own grid",
    "setup.allegra.no_final_triples": "Triples after the reveal",
    "setup.allegra.no_final_triples.off": "Leave the game",
    "setup.allegra.no_final_triples.on": "Stay and score",
    "setup.summary.allegra.no_final_triples": "no triples after the reveal",
    "setup.allegra.knock_after_discard": "Knocking after",
    "setup.allegra.knock_after_discard.off": "A deck draw",
    "setup.allegra.knock_after_discard.on": "Any draw",
    "setup.summary.allegra.knock_after_discard": "knocking after any draw",
    "setup.allegra.strict_doubling": "A closer tied for lowest",
    "setup.allegra.strict_doubling.off": "Is not doubled",
    "setup.allegra.strict_doubling.on": "Is doubled",
    "setup.summary.allegra.strict_doubling": "ties doubled",
    "setup.summary.allegra.variant": "{value}",
    # Statistics.
    "stats.allegra.best_round": "Best round",
    "stats.allegra.rounds_panel": "Your rounds",
    "stats.allegra.best_total": "Lowest total",
    "stats.allegra.closed": "Rounds closed",
    "stats.allegra.doubled": "Doubled",
    "stats.allegra.triples": "Triples",
    # How to play.
    "allegra.rules.you": "You",
    "allegra.rules.left": "Left neighbour",
    "allegra.rules.right": "Right neighbour",
    "allegra.rules.left_short": "Left",
    "allegra.rules.right_short": "Right",
    "allegra.rules.opponent": "Opponent",
    "allegra.rules.goal.title": "The goal and the cards",
    "allegra.rules.goal.body": (
        "Allegra lasts three rounds, and the lowest total wins.\n\n"
        "The deck has 120 cards valued from −1 to 11; the middle values are the most common. "
        "The colours run from cool blue for the low cards, which are good for you, to hot "
        "magenta for the high ones; the value is always printed on the card.\n\n"
        "In every round you try to end up with low cards in your area, and to clear cards "
        "away in threes."
    ),
    "allegra.rules.goal.count": "{count}×",
    "allegra.rules.goal.deck": "{cards} cards, the middle values most common",
    "allegra.rules.area.title": "Your grid and the shared columns",
    "allegra.rules.area.body": (
        "Everyone gets a grid of 3 rows and 4 columns, dealt face down. At the start of a "
        "round each player turns two cards of their area face up.\n\n"
        "Your area is five columns wide: your own grid and the rightmost column of your "
        "left-hand neighbour, which lies next to your first column. In the same way your own "
        "rightmost column belongs to your right-hand neighbour's area.\n\n"
        "So a card in a shared column counts for two players, and what you do there touches "
        "your neighbour too."
    ),
    "allegra.rules.area.yours": "Your area: five columns",
    "allegra.rules.area.theirs": "Your last column is in your right neighbour's area too",
    "allegra.rules.turn.title": "A turn",
    "allegra.rules.turn.body": (
        "On your turn, do one of these:\n\n"
        "Take the top card of the discard pile and swap it for any card of your area, face "
        "up or face down. The card you take out goes face up onto the discard pile.\n\n"
        "Or draw the top card of the deck; everyone sees it. Swap it in the same way, or put "
        "it onto the discard pile and turn one face-down card of your area face up.\n\n"
        "A card you place always lies face up, in your grid or in your neighbour's column."
    ),
    "allegra.rules.turn.discard": "Discard",
    "allegra.rules.turn.deck": "Deck",
    "allegra.rules.turn.area": "Your area",
    "allegra.rules.turn.turned": "Turned up",
    "allegra.rules.turn.take": "Take the {card} and swap it in: the {out} goes onto the discard.",
    "allegra.rules.turn.swap": "Or draw the {card} and swap it in, here for a face-down {out}.",
    "allegra.rules.turn.flip": "Or put the {card} you drew on the discard and turn a card up.",
    "allegra.rules.triples.title": "Triples",
    "allegra.rules.triples.body": (
        "Three face-up cards of one value side by side in a row of your area, or the three "
        "cards of a column, leave the game at once. A row may run through your neighbour's "
        "column, and four or five equal cards in a row all leave. All three must lie in one "
        "area: two of yours and one of your right-hand neighbour's grid are no triple.\n\n"
        "They do not go onto the discard pile: they are out for the rest of the round, and "
        "their places stay empty. A gap breaks a row.\n\n"
        "Triples are looked for after every card placed or turned, in every player's area, "
        "so a move can also clear a neighbour's cards."
    ),
    "allegra.rules.triples.before": "Before",
    "allegra.rules.triples.after": "After",
    "allegra.rules.triples.neighbour": "Neighbour's column",
    "allegra.rules.triples.gaps": "{count} cards leave, the gaps stay",
    "allegra.rules.knock.title": "Knocking",
    "allegra.rules.knock.body": (
        "With three or more players, when someone draws from the deck, any other player may "
        "knock: they want that card. The player who drew may ignore the knocks, or accept "
        "one knocker. Then, step by step:\n\n"
        "1. The knocker swaps the card in and takes the card it replaces into their hand.\n"
        "2. The player who drew takes any card of the knocker's area, even the new one.\n"
        "3. They swap it into their own area; the card it replaces goes onto the discard "
        "pile.\n"
        "4. The knocker fills the hole with the card from their hand.\n\n"
        "Triples are checked after every step. Then the turn is over."
    ),
    "allegra.rules.knock.step1": "The knocker puts the {card} in and takes the card it replaces.",
    "allegra.rules.knock.step2": "You take any card of the knocker's area: a hole is left.",
    "allegra.rules.knock.step3": "You swap it in; your card goes to the discard.",
    "allegra.rules.knock.step4": "The knocker fills the hole with the card in their hand.",
    "allegra.rules.knock.knocker": "Knocker",
    "allegra.rules.knock.active": "You",
    "allegra.rules.end.title": "The end of a round",
    "allegra.rules.end.body": (
        "As soon as a player's area has no face-down card left, the round comes to its end; "
        "that player closed it. Everyone else plays one more turn. Then all cards are turned "
        "face up, triples leave once more, and everyone adds up the cards in their area, the "
        "neighbour's column included.\n\n"
        "If the closer's score is above zero and not the lowest at the table, it is "
        "doubled. A tie for the lowest counts as the lowest: no doubling."
    ),
    "allegra.rules.end.closer": "{name} (closed)",
    "allegra.rules.end.doubled": "{score} is not the lowest ({low}): doubled to {final}",
    "allegra.rules.end.not_doubled": "{score} ties the lowest ({low}): not doubled",
    "allegra.rules.scoring.title": "Three rounds",
    "allegra.rules.scoring.body": (
        "A game has three rounds, and each round the next player on the left starts. Your "
        "round scores add up; after the third round the lowest total wins. Players tied for "
        "the lowest share the win.\n\n"
        "Cards cleared in triples score nothing. A card in a shared column counts for both "
        "players whose areas it belongs to."
    ),
    "allegra.rules.scoring.round": "Round {round}",
    "allegra.rules.scoring.total": "Total",
    "allegra.rules.scoring.wins": "The lowest total wins: {names}, {total}",
    "allegra.rules.two.title": "Two players",
    "allegra.rules.two.body": (
        "With two players you share a column each way: your area is your grid and your "
        "opponent's rightmost column, and theirs takes in yours.\n\n"
        "A shared card adds the same to both totals, so it never changes the difference "
        "between you. It still counts for triples, and for who is lowest when a round is "
        "closed.\n\n"
        "Two players do not knock."
    ),
    "allegra.rules.two.caption": "Both shared columns count for both of you",
    # What each variant on the setup screen does (the line under the options).
    "setup.help.allegra.knock_at_two": (
        "Knocking is for 3 or more players. With this on, two players may knock for the card "
        "the other draws from the deck."
    ),
    "setup.help.allegra.no_final_triples": (
        "At the end of a round every card is turned up and triples leave the game once more. "
        "With this on, they stay and score."
    ),
    "setup.help.allegra.own_grid_end": (
        "A round ends when someone's whole area of 15 cards is face up. With this on, their own"
        " 12 cards are enough."
    ),
    "setup.help.allegra.knock_after_discard": (
        "You may knock only for a card drawn from the deck. With this on, also for the card "
        "someone takes from the discard pile."
    ),
    "setup.help.allegra.own_grid_reveal": (
        "The two opening cards may be turned anywhere in your area. With this on, only in your "
        "own grid of 12."
    ),
    "setup.help.allegra.strict_doubling": (
        "The closer is doubled unless lowest; a tie for lowest counts as lowest. With this on, "
        "a tie is doubled too."
    ),
}
