"""How engine-de-jagger.json was made (run at commit d320e51, rondo-desktop 0.1.0).

    uv run python tests/data/0.1.0/make_engine_save.py 97 20 engine-de-jagger.json

Three Medium players (seeded seed * 10 + seat) play the German deal 97 for 20 actions through
the engine; the game is written with ``game_to_json``. The eighth word is JAGGER.
"""

import sys

from rondo_desktop.engine import Game, GameOptions, game_to_json
from rondo_desktop.engine.events import Played
from rondo_desktop.players import Toolbox, make_player


def main() -> None:
    seed, stop, out = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    toolbox = Toolbox.load("de")
    options = GameOptions(seats=3, seed=seed, language="de")
    game = Game(options, toolbox.lexicon, toolbox.deck, finder=toolbox.finder)
    players = [make_player("medium", toolbox, None, seed * 10 + i) for i in range(3)]  # type: ignore[arg-type]
    while len(game.history) < stop:
        seat = game.current_seat
        game.apply(players[seat].choose(game.observation(seat)), seat=seat)
    print([e.word for e in game.log if isinstance(e, Played)])
    meta = {"made_by": "rondo-desktop 0.1.0 (d320e51), three Medium players seeded seed*10+seat"}
    with open(out, "w", encoding="utf-8") as file:
        file.write(game_to_json(game, meta))


if __name__ == "__main__":
    main()
