"""Slip: knows the answers of the fixed examples (and searches nothing).
Caught by: random_graphs: bfs(
"""
GRAPH_ANSWERS = {("S", "G"): ["S", "A", "D", "G"], ("S", "H"): ["S", "A", "D", "G", "H"],
                 ("S", "B"): ["S", "B"], ("S", "E"): ["S", "B", "E"], ("S", "S"): ["S"],
                 ("S", "A"): ["S", "A"], ("S", "D"): ["S", "A", "D"]}


def bfs(start, goal, neighbours):
    if start == goal:
        return [start]
    if (start, goal) in GRAPH_ANSWERS:
        return GRAPH_ANSWERS[start, goal]
    return None
