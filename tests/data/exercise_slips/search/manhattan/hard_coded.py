"""Slip: knows the answers of the fixed examples, and says 0 elsewhere (which never
overestimates).
Caught by: random_arrangements: manhattan('
"""
KNOWN = {"123456780": 0, "123456708": 1, "123405786": 2, "518342760": 14,
         "867254301": 21, "012345678": 12, "876543210": 16, "812345670": 14}


def manhattan(state):
    return KNOWN.get(state, 0)
