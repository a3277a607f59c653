"""Фишки не на своих местах в игре в восемь (строка из 9 цифр, "0" — пустая)."""

GOAL = "123456780"


def misplaced(state):
    count = 0
    for i in range(9):
        if state[i] != GOAL[i]:
            count += 1
    return count
