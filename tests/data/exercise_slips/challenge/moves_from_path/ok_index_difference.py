"""Correct: the difference of the blank's flat indexes says the way."""


def moves_from_path(path):
    width = len(path[0][0])
    flat = [[t for row in rows for t in row].index(0) for rows in path]
    words = {-width: "Down", width: "Up", -1: "Right", 1: "Left"}
    return [words[b - a] for a, b in zip(flat, flat[1:])]
