"""Dividing by zero stops the program with a traceback."""

numbers = [3, 2, 1, 0]
for n in numbers:
    print(12 // n)
