"""Ronda's table: the Spanish pack drawn in code, and (next) the scenes that show the game."""
