"""Print a greeting and a small table."""

name = "class"
print("Hello, " + name + "!")
for i in range(1, 4):
    print(i, i * i)
