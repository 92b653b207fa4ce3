"""The game table: a session that runs a game for the screen, and the scenes that show it."""
