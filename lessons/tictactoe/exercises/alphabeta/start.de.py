"""Alpha-Beta auf einem beliebigen Spielbaum.

game.children(node): die Stellungen nach jedem Zug ([], wenn das Spiel vorbei ist)
game.score(node):    der Wert eines beendeten Spiels
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
        return best
    best = float("inf")
    for child in children:
        value = alphabeta(child, alpha, beta, True, game)
        best = min(best, value)
    return best
