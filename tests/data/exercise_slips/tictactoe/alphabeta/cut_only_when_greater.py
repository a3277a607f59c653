"""Slip: stops at `alpha > beta` instead of `alpha >= beta`, so equal values are looked at
for nothing."""
# Caught by: cut_on_equal: r = [[3, 5], [3, 9]]
# Caught by: prunes_random_trees:


def alphabeta(node, alpha, beta, maximizing, game):
    children = game.children(node)
    if not children:
        return game.score(node)
    if maximizing:
        best = float("-inf")
        for child in children:
            value = alphabeta(child, alpha, beta, False, game)
            best = max(best, value)
            alpha = max(alpha, value)
            if alpha > beta:
                break
        return best
    best = float("inf")
    for child in children:
        value = alphabeta(child, alpha, beta, True, game)
        best = min(best, value)
        beta = min(beta, value)
        if alpha > beta:
            break
    return best
