"""The game-tree viewer: the minimax tree of any two-player zero-sum game's position (Qt)."""
