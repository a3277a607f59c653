"""Slip: the cut-off test comes before the child's value is kept, so the value that caused
the cut is lost and the node reports a better value than it has."""
# Caught by: values: re:r = \[.*\]; alphabeta\('r', -inf, inf, (True|False), game\) gave
# Caught by: prunes_random_trees:

INF = float("inf")


def alphabeta(node, alpha, beta, maximizing, game):
    children = game.children(node)
    if not children:
        return game.score(node)
    best = -INF if maximizing else INF
    for child in children:
        value = alphabeta(child, alpha, beta, not maximizing, game)
        if maximizing:
            alpha = max(alpha, value)
            if alpha >= beta:
                break
            best = max(best, value)
        else:
            beta = min(beta, value)
            if alpha >= beta:
                break
            best = min(best, value)
    return best
