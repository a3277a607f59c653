"""Hidden checks of tictactoe/alphabeta: the value, and which leaves are scored in what
order (the checks record every call of game.score), on named trees that catch the classic
slips and on a hundred random trees per run. A tree is written as nested lists, a number
for a finished game; its nodes are named by where they are: ``"r"`` is the root,
``"r[1][0]"`` the first child of its second child."""
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


def as_dict(nested, name="r", tree=None):
    """The tree ``nested`` (nested lists of numbers) as node name -> children or score."""
    tree = {} if tree is None else tree
    if isinstance(nested, list):
        tree[name] = [f"{name}[{i}]" for i in range(len(nested))]
        for i, below in enumerate(nested):
            as_dict(below, f"{name}[{i}]", tree)
    else:
        tree[name] = nested
    return tree


def random_tree(rng, depth=4, leaves=20):
    """A random tree of at most ``depth`` levels and ``leaves`` finished games: one to three
    children a node, finished games at every level, scores from -5 to 5 (equal scores are
    common, so alpha == beta happens)."""
    while True:
        def grow(level):
            if level == depth or (level > 0 and rng.random() < 0.25):
                return rng.randint(-5, 5)
            return [grow(level + 1) for _ in range(rng.randint(1 if level else 2, 3))]

        nested = grow(0)
        if str(nested).count(",") < leaves:
            return nested


def _check(nested, maximizing=True, order=True):
    tree, game = as_dict(nested), Game(as_dict(nested))
    what = f"r = {nested}; alphabeta('r', -inf, inf, {maximizing}, game)"
    got = h.call("alphabeta", "r", -INF, INF, maximizing, game, label=what, copy_args=False)
    expected_order = []
    h.expect(what, got, reference("r", -INF, INF, maximizing, tree, expected_order))
    if order and game.scored != expected_order:
        got_order = game.scored
        first = next((i for i, (a, b) in enumerate(zip(got_order, expected_order, strict=False)) if a != b),
                     min(len(got_order), len(expected_order)))
        h.fail("check.evaluation_order", what, len(got_order), len(expected_order), first + 1,
               got_order[first] if first < len(got_order) else "(none)",
               expected_order[first] if first < len(expected_order) else "(none)")


TEXTBOOK = [[3, 12, 8], [2, 4, 6], [14, 5, 2]]


def random_trees(count):
    """``count`` random trees, each with the side to move at its root, smallest first (the
    first tree a slip fails on is a small one)."""
    rng = h.rng()
    trees = [(random_tree(rng), rng.random() < 0.5) for _ in range(count)]
    return sorted(trees, key=lambda pair: len(str(pair[0])))


def values():
    _check(TEXTBOOK, order=False)
    for nested, maximizing in random_trees(40):
        _check(nested, maximizing, order=False)


def prunes_textbook():
    _check(TEXTBOOK)


def cut_on_equal():
    # after r[0] the root is sure of 3; r[1][0] is 3 too, so alpha >= beta: r[1][1] is cut
    _check([[3, 5], [3, 9]])
    _check([[3, 1], [3, 0]], maximizing=False)


def deep_cutoff():
    # r[1][0][0][0] = 3 is below the 5 the root is sure of: the bound comes from two levels
    # up, so r[1][0][0][1] is cut
    _check([[5, 6], [[[3, 9], 7], 8]])
    _check([[-5, -6], [[[-3, -9], -7], -8]], maximizing=False)


def prunes_random_trees():
    for nested, maximizing in random_trees(100):
        _check(nested, maximizing)


CHECKS = [("values", values), ("prunes_textbook", prunes_textbook),
          ("cut_on_equal", cut_on_equal), ("deep_cutoff", deep_cutoff),
          ("prunes_random_trees", prunes_random_trees)]


def run_checks(seconds=2.0):
    return h.run(CHECKS, ["alphabeta"], seconds)
