"""Allegra's engine in English: the game's name, the phases and why an action is refused
(``rule.allegra.<code>``, the same codes as ``engine/errors.py``'s MESSAGES)."""

STRINGS: dict[str, str] = {
    "game.allegra.name": "Allegra",
    "allegra.phase.reveal": "Opening reveals",
    "allegra.phase.take": "Take or draw",
    "allegra.phase.knock": "Knock?",
    "allegra.phase.accept": "Accept a knock?",
    "allegra.phase.place": "Swap the card",
    "allegra.phase.draw": "Swap, or discard and flip",
    "allegra.phase.knock_place": "The knocker places the card",
    "allegra.phase.knock_take": "Take a card from the knocker",
    "allegra.phase.knock_give": "Place the card you took",
    "allegra.phase.over": "Game over",
    "rule.allegra.game_over": "The game is over.",
    "rule.allegra.not_your_turn": "It is not your turn: seat {seat} decides now.",
    "rule.allegra.not_an_action": "That is not a move of Allegra.",
    "rule.allegra.phase_reveal": "First turn two face-down cards of your area face up.",
    "rule.allegra.phase_take": "Take the top card of the discard pile or draw from the deck.",
    "rule.allegra.phase_knock": "Say whether you knock for the drawn card.",
    "rule.allegra.phase_accept": "Ignore the knocks or give the card to one player who knocked.",
    "rule.allegra.phase_place": "Swap the card you took with a card of your area.",
    "rule.allegra.phase_draw": (
        "Swap the drawn card into your area, or discard it and turn a card face up."
    ),
    "rule.allegra.phase_knock_place": "Put the card you knocked for into your area.",
    "rule.allegra.phase_knock_take": "Take one card out of the knocker's area.",
    "rule.allegra.phase_knock_give": "Put the card you took into your area.",
    "rule.allegra.no_cell": "There is no such place on the table.",
    "rule.allegra.not_in_area": (
        "That card is not in your area (your grid and your left neighbour's column)."
    ),
    "rule.allegra.not_in_knocker_area": "That card is not in the knocker's area.",
    "rule.allegra.not_own_grid": "In this game you turn up cards of your own grid only.",
    "rule.allegra.gap": (
        "That place is empty: a removed card leaves a gap for the rest of the round."
    ),
    "rule.allegra.already_face_up": "That card is face up already.",
    "rule.allegra.flip_face_down": "Turn a face-down card face up.",
    "rule.allegra.must_flip": "Also turn one of the face-down cards of your area face up.",
    "rule.allegra.nothing_to_swap": "Your area has no card to swap with the discard.",
    "rule.allegra.cannot_knock": "Your area has no card the drawn card could replace.",
    "rule.allegra.not_a_knocker": "Seat {seat} did not knock.",
    "rule.allegra.bad_source": "Take from the deck or from the discard pile.",
}
