"""Alpha-beta on any game tree.

game.children(node): the positions after each move ([] when the game is over)
game.score(node):    the value of a finished game
"""


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
            if alpha >= beta:
                break            # the minimizing player never lets the game come here
        return best
    best = float("inf")
    for child in children:
        value = alphabeta(child, alpha, beta, True, game)
        best = min(best, value)
        beta = min(beta, value)
        if alpha >= beta:
            break
    return best
