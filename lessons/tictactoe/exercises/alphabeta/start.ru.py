"""Альфа-бета на любом дереве игры.

game.children(node): позиции после каждого хода ([], когда игра окончена)
game.score(node):    значение законченной игры
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
