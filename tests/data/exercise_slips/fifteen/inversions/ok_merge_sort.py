"""Right: counts the inversions while merge-sorting a copy (n log n)."""


def sort_count(tiles):
    if len(tiles) < 2:
        return tiles, 0
    left, a = sort_count(tiles[:len(tiles) // 2])
    right, b = sort_count(tiles[len(tiles) // 2:])
    merged, count, i, j = [], a + b, 0, 0
    while i < len(left) and j < len(right):
        if left[i] <= right[j]:
            merged.append(left[i])
            i += 1
        else:
            merged.append(right[j])
            count += len(left) - i
            j += 1
    return merged + left[i:] + right[j:], count


def count_inversions(board):
    return sort_count([t for t in board if t != max(board)])[1]
