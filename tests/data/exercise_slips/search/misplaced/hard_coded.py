"""Slip: knows the answers of the fixed examples, and says 0 elsewhere (which never
overestimates).
Caught by: random_arrangements: misplaced('
"""
KNOWN = {"123456780": 0, "123456708": 1, "123405786": 2, "518342760": 7, "867254301": 7,
         "012345678": 8, "876543210": 8}


def misplaced(state):
    return KNOWN.get(state, 0)
