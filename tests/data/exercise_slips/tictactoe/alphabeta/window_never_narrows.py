"""Slip: compares the best value with the bound it was called with, but never narrows alpha
or beta for the next child (hint 3): nothing is ever cut below the root's window."""
# Caught by: prunes_textbook: r = [[3, 12, 8], [2, 4, 6], [14, 5, 2]]
# Caught by: prunes_random_trees:


def alphabeta(node, alpha, beta, maximizing, game):
    children = game.children(node)
    if not children:
        return game.score(node)
    if maximizing:
        best = float("-inf")
        for child in children:
            best = max(best, alphabeta(child, alpha, beta, False, game))
            if best >= beta:
                break
        return best
    best = float("inf")
    for child in children:
        best = min(best, alphabeta(child, alpha, beta, True, game))
        if best <= alpha:
            break
    return best
