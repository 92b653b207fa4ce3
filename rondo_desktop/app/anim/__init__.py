"""Animation pieces every game's table can use: tweens, the turn clock and the sand timer."""
