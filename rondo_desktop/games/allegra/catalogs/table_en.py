"""English: Allegra's table (its log, calls, buttons, hint line, score pad, round summary,
results and key hints), merged into ``en``."""

STRINGS: dict[str, str] = {
    "log.allegra.round": "Round {n}: {name} begins.",
    "log.allegra.round_you": "Round {n}: you begin.",
    "log.allegra.reveals": "{name} turns up a {value}.",
    "log.allegra.reveals_you": "You turn up a {value}.",
    "log.allegra.takes_deck": "{name} draws a {value} from the deck.",
    "log.allegra.takes_deck_you": "You draw a {value} from the deck.",
    "log.allegra.takes_discard": "{name} takes the {value} from the discard pile.",
    "log.allegra.takes_discard_you": "You take the {value} from the discard pile.",
    "log.allegra.knocks": "{name} knocks!",
    "log.allegra.knocks_you": "You knock!",
    "log.allegra.gives": "{name} gives the card to {knocker}.",
    "log.allegra.gives_you": "You give the card to {knocker}.",
    "log.allegra.gives_to_you": "{name} gives the card to you.",
    "log.allegra.knock_takes_to_you": "{name} takes a {value} from your area.",
    "log.allegra.ignores": "{name} ignores the knocks.",
    "log.allegra.ignores_you": "You ignore the knocks.",
    "log.allegra.places": "{name} places the {value}.",
    "log.allegra.places_you": "You place the {value}.",
    "log.allegra.knock_takes": "{name} takes a {value} from {knocker}'s area.",
    "log.allegra.knock_takes_you": "You take a {value} from {knocker}'s area.",
    "log.allegra.fills": "{name} fills the hole with the {value}.",
    "log.allegra.fills_you": "You fill the hole with the {value}.",
    "log.allegra.discards": "{name} discards the {value}.",
    "log.allegra.discards_you": "You discard the {value}.",
    "log.allegra.triple": "Triple of {value}: {count} cards leave the table.",
    "log.allegra.reshuffled": "The discard pile becomes a new deck of {count} cards.",
    "log.allegra.reshuffled.one": "The discard pile becomes a new deck of {count} card.",
    "log.allegra.closes": "{name} has no face-down card left: everyone else plays once more.",
    "log.allegra.closes_you": "You have no face-down card left: everyone else plays once more.",
    "log.allegra.round_over": "Round {n} is over: {totals}.",
    "table.allegra.knocked_tag": "Knock!",
    "table.allegra.round": "Round {n}",
    "table.allegra.closing": "{name} closes the round: one more turn each",
    "table.allegra.knock_bubble": "Knock!",
    "table.allegra.no_knock_bubble": "No",
    "table.allegra.ignores_bubble": "Ignores the knocks",
    "table.allegra.gives_bubble": "Gives it to {name}",
    "table.allegra.exchange": "{name} gives the card away: the exchange begins",
    "table.allegra.triple": "Triple! {count} cards of {value} leave the table",
    "table.allegra.reshuffled": "New deck: {count} cards",
    "table.allegra.reshuffled.one": "New deck: {count} card",
    "table.allegra.deck": "Deck · {count}",
    "table.allegra.discard": "Discard · {count}",
    "table.allegra.hand_empty": "In hand: nothing",
    "table.allegra.held_deck": "{name} drew",
    "table.allegra.held_discard": "{name} took",
    "table.allegra.held_knock": "{name} took in exchange",
    "table.allegra.closer_tag": "{name} (closed)",
    "table.allegra.knock_button": "Knock (K)",
    "table.allegra.no_knock_button": "No knock (N)",
    "table.allegra.give_button": "Give to {name} ({n})",
    "table.allegra.ignore_button": "Ignore knocks (I)",
    "table.allegra.give_short": "{name} ({n})",
    "table.allegra.ignore_short": "Ignore (I)",
    "table.allegra.hint.reveal": "Turn up two cards of your area: click a face-down card.",
    "table.allegra.hint.take": (
        "Draw from the deck (D) or take the {value} from the discard pile (T)."
    ),
    "table.allegra.hint.take_deck": "Draw from the deck (D).",
    "table.allegra.hint.draw": (
        "You drew the {value}: click a card of your area to swap it in, "
        "or the discard pile (T) to throw it away and turn a card up."
    ),
    "table.allegra.hint.flip": (
        "Click a face-down card of your area to turn it up (Esc: keep the card)."
    ),
    "table.allegra.hint.place": "Click a card of your area to swap the {value} in.",
    "table.allegra.banner.knock_you": "{name} drew the {value} – knock for it?",
    "table.allegra.banner.knock": "{name}: knock for the {value}?",
    "table.allegra.hint.knock": (
        "{name} drew the {value}. Knock to ask for it (K), or let it go (N)."
    ),
    "table.allegra.hint.accept": (
        "Knocks for your {value}: give it to a knocker (then take any card of theirs) "
        "or ignore them (I)."
    ),
    "table.allegra.hint.knock_place": (
        "You get the {value}: click a card of your area to put it in (you keep the card it "
        "replaces)."
    ),
    "table.allegra.hint.knock_take": "Take any card of {name}'s area in exchange: click it.",
    "table.allegra.hint.knock_give": (
        "Place the {value} in your area: the card it replaces goes to the discard pile."
    ),
    "table.allegra.pad_title": "Scores (lowest wins)",
    "table.allegra.summary_title": "Round {n} of {rounds}",
    "table.allegra.summary_round": "This round",
    "table.allegra.summary_total": "Total",
    "table.allegra.summary_doubled": "{raw} × 2 = {score} (doubled)",
    "table.allegra.summary_next": "Enter or click: the next round",
    "table.allegra.summary_results": "Enter or click: the results",
    "hints.allegra_table": (
        "Click, or arrows + Enter · D deck · T discard · K knock · N no knock · I ignore · "
        "Esc pause"
    ),
    "results.allegra.round_1": "Rd 1",
    "results.allegra.round_2": "Rd 2",
    "results.allegra.round_3": "Rd 3",
    "results.allegra.rounds": "{count} rounds",
    "results.allegra.rounds.one": "{count} round",
    "results.allegra.closed": "closed round {rounds}",
    "results.allegra.doubled": "doubled in {rounds}",
    "results.allegra.rounds_title": "The rounds",
    "results.allegra.round_no_closer": "Round {n}: ended without a closer",
    "results.allegra.round_doubled": "Round {n}: {name} closed and was doubled",
    "results.allegra.round_closed": "Round {n}: {name} closed",
    "results.allegra.round_doubled_you": "Round {n}: you closed and were doubled",
    "results.allegra.round_closed_you": "Round {n}: you closed",
    "results.allegra.best_round": "Best round",
    "results.allegra.best_line": "{name}: {score} in round {n}",
}
