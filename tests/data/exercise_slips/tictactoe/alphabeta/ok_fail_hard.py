"""Right: "fail-hard" alpha-beta, which gives back the bound (alpha or beta) instead of the
best value; the root's value is the same."""


def alphabeta(node, alpha, beta, maximizing, game):
    children = game.children(node)
    if not children:
        return game.score(node)
    for child in children:
        value = alphabeta(child, alpha, beta, not maximizing, game)
        if maximizing:
            alpha = max(alpha, value)
        else:
            beta = min(beta, value)
        if alpha >= beta:
            break
    return alpha if maximizing else beta
