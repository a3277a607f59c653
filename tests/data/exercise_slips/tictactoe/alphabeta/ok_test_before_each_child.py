"""Right: the test alpha >= beta at the top of the loop, before each next child."""
import math


def alphabeta(node, alpha, beta, maximizing, game):
    children = game.children(node)
    if len(children) == 0:
        return game.score(node)
    best = -math.inf if maximizing else math.inf
    for child in children:
        if alpha >= beta:
            break
        value = alphabeta(child, alpha, beta, not maximizing, game)
        if maximizing:
            best = max(best, value)
            alpha = max(alpha, best)
        else:
            best = min(best, value)
            beta = min(beta, best)
    return best
