"""What every game's table shares: the scene's flow, the pause, the painting around the middle."""
