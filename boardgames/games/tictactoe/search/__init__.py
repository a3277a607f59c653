"""Game-tree searches for the m,n,k-games: minimax, alpha-beta (with and without a
transposition table), the solved 3x3 table, and iterative deepening for larger boards."""
