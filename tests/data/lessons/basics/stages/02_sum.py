"""Print a greeting and a small table, then add up the numbers."""

name = "class"
print("Hello, " + name + "!")
n = int(input("How many? "))
total = 0
for i in range(1, n + 1):
    print(i, i * i)
    total = total + i
print("Sum:", total)
