"""Slip: the cut-off test comes before the child's value is kept, so the value that caused
the cut is lost and the node reports a better value than it has."""
# fails: values prunes_random_trees
# names-re: alphabeta\('r', -inf, inf, (True|False), game\) with r = \[.*\] gave

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
