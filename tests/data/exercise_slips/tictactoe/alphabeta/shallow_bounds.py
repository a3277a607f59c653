"""Slip: each child gets only its parent's bound, the other one reset to infinity, so a
bound never reaches two levels down (deep cut-offs are missed)."""
# Caught by: deep_cutoff: r = [[5, 6], [[[3, 9], 7], 8]]
# Caught by: prunes_random_trees:

INF = float("inf")


def alphabeta(node, alpha, beta, maximizing, game):
    children = game.children(node)
    if not children:
        return game.score(node)
    if maximizing:
        best = -INF
        for child in children:
            value = alphabeta(child, alpha, INF, False, game)
            best = max(best, value)
            alpha = max(alpha, value)
            if alpha >= beta:
                break
        return best
    best = INF
    for child in children:
        value = alphabeta(child, -INF, beta, True, game)
        best = min(best, value)
        beta = min(beta, value)
        if alpha >= beta:
            break
    return best
