"""Hidden checks of tictactoe/alphabeta: the value, and which leaves are scored in what
order (the checks record every call of game.children and game.score)."""
import random

import exercise_harness as h

INF = float("inf")


class Game:
    """A game tree from a dict: node -> list of children, or a number for a finished game."""

    def __init__(self, tree):
        self._tree = tree
        self.scored = []

    def children(self, node):
        entry = self._tree[node]
        return list(entry) if isinstance(entry, list) else []

    def score(self, node):
        entry = self._tree[node]
        if isinstance(entry, list):
            raise ValueError(f"{node!r} is not a finished game")
        self.scored.append(node)
        return entry


def reference(node, alpha, beta, maximizing, tree, scored):
    entry = tree[node]
    if not isinstance(entry, list):
        scored.append(node)
        return entry
    best = -INF if maximizing else INF
    for child in entry:
        value = reference(child, alpha, beta, not maximizing, tree, scored)
        if maximizing:
            best, alpha = max(best, value), max(alpha, value)
        else:
            best, beta = min(best, value), min(beta, value)
        if alpha >= beta:
            break
    return best


def textbook():
    tree = {"A": ["B", "C", "D"], "B": ["B1", "B2", "B3"], "C": ["C1", "C2", "C3"],
            "D": ["D1", "D2", "D3"], "B1": 3, "B2": 12, "B3": 8, "C1": 2, "C2": 4, "C3": 6,
            "D1": 14, "D2": 5, "D3": 2}
    return tree, "A"


def random_tree(seed, depth, branching):
    rng = random.Random(seed)
    tree = {}

    def grow(name, level):
        if level == depth:
            tree[name] = rng.randint(-9, 9)
            return
        names = [f"{name}{i}" for i in range(rng.randint(2, branching))]
        tree[name] = names
        for child in names:
            grow(child, level + 1)

    grow("r", 0)
    return tree, "r"


def _check(tree, root, maximizing=True, order=True):
    game = Game(tree)
    what = f"alphabeta({root!r}, -inf, inf, {maximizing}, game)"
    got = h.call("alphabeta", root, -INF, INF, maximizing, game, label=what, copy_args=False)
    expected_order = []
    h.expect(what, got, reference(root, -INF, INF, maximizing, tree, expected_order))
    if order and game.scored != expected_order:
        got_order = game.scored
        first = next((i for i, (a, b) in enumerate(zip(got_order, expected_order)) if a != b),
                     min(len(got_order), len(expected_order)))
        h.fail("check.evaluation_order", what, len(got_order), len(expected_order), first + 1,
               got_order[first] if first < len(got_order) else "(none)",
               expected_order[first] if first < len(expected_order) else "(none)")


def values():
    _check(*textbook(), order=False)
    for seed in range(4):
        _check(*random_tree(seed, 3, 3), order=False)
    _check(*random_tree(7, 4, 3), maximizing=False, order=False)


def prunes_textbook():
    _check(*textbook())


def prunes_deeper():
    for seed in (11, 12, 13):
        _check(*random_tree(seed, 4, 3))
    _check(*random_tree(14, 4, 3), maximizing=False)


CHECKS = [("values", values), ("prunes_textbook", prunes_textbook),
          ("prunes_deeper", prunes_deeper)]


def run_checks(seconds=2.0):
    return h.run(CHECKS, ["alphabeta"], seconds)
