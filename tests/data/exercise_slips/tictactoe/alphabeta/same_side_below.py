"""Slip: the children are searched for the same side (`maximizing` passed on unchanged)."""
# Caught by: values: r = [[3, 12, 8], [2, 4, 6], [14, 5, 2]]
# Caught by: prunes_textbook:


def alphabeta(node, alpha, beta, maximizing, game):
    children = game.children(node)
    if not children:
        return game.score(node)
    best = float("-inf") if maximizing else float("inf")
    for child in children:
        value = alphabeta(child, alpha, beta, maximizing, game)
        if maximizing:
            best = max(best, value)
            alpha = max(alpha, value)
        else:
            best = min(best, value)
            beta = min(beta, value)
        if alpha >= beta:
            break
    return best
