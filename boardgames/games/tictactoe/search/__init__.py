"""Game-tree searches of the m,n,k-games: the course's plain minimax, the solved 3x3
table, the minimax tree viewer's model, and the bitboard search space on which the core
alpha-beta (:mod:`boardgames.core.alphabeta`) plays every board."""
