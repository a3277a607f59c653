"""Hidden checks of search/manhattan: exact values on named examples and on random
arrangements of the digits, and never more than the true distance (known for every
solvable position: breadth-first search from the goal) on random positions at every
distance (see boardgames.exercises.search_checks.estimate_checks)."""
import exercise_harness as h

from boardgames.exercises import search_checks as sc

CHECKS = sc.estimate_checks("manhattan", sc.manhattan, {
    "goal_is_zero": [sc.GOAL],
    # one and two moves from the goal: counting the blank says 2 and 4
    "counts_the_blank": ["123456708", "123405786"],
    # the blank far from its place; every tile away from home; a tile t at index t
    "examples": ["518342760", "867254301", "012345678", "876543210", "812345670"]})


def run_checks(seconds=2.0):
    return h.run(CHECKS, ["manhattan"], max(seconds, 5.0))
