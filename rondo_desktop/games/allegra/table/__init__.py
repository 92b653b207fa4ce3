"""Allegra's table: the number cards drawn in code, and the scenes that show the game."""
