# A Kendoku written the way the Kendoku article writes its program: a
# subclass of the skeleton's Backtrack, the cages as a tuple of
# (value, op, members) with the members as square numbers, a product by
# functools.reduce, a set for every row and column, a cage checked once
# its last square is filled, and the search started by the constructor at
# the bottom. The native tests run it in CPython.
from backtrack import Backtrack
from functools import reduce
from operator import mul


class Cages(Backtrack):
    size = 4
    kendoku = (
        (3, "+", (0, 1)),
        (12, "x", (2, 3)),
        (1, "-", (4, 8)),
        (4, "/", (5, 6)),
        (6, "+", (7, 11, 15)),
        (8, "+", (9, 12, 13)),
        (2, "/", (10, 14)),
    )
    values = set(range(1, size + 1))
    found = 0

    def __init__(self, test: bool = False, showAttempts: bool = False):
        self.vector = [None] * (self.size * self.size)
        self.rows = [set() for _ in range(self.size)]
        self.cols = [set() for _ in range(self.size)]
        # Each cage under its last square: checked when that is filled.
        self.last = {max(c[2]): c for c in self.kendoku}
        super().__init__(test, showAttempts)

    def moves(self, level: int):
        row, col = divmod(level, self.size)
        return sorted(self.values - self.rows[row] - self.cols[col])

    def valid(self, level: int, move: int) -> bool:
        cage = self.last.get(level)
        if cage is None:
            return True
        value, op, members = cage
        got = [self.vector[m] for m in members if m != level] + [move]
        if op == "+":
            return sum(got) == value
        if op == "x":
            return reduce(mul, got, 1) == value
        a, b = got
        if op == "-":
            return abs(a - b) == value
        return max(a, b) == value * min(a, b)

    def record(self, level: int, move: int):
        row, col = divmod(level, self.size)
        self.vector[level] = move
        self.rows[row].add(move)
        self.cols[col].add(move)

    def undo(self, level: int, move: int):
        row, col = divmod(level, self.size)
        self.vector[level] = None
        self.rows[row].discard(move)
        self.cols[col].discard(move)

    def done(self, level: int):
        if level == self.size * self.size - 1:
            self.found += 1
            print("Solution", self.found, self.vector)
            return True
        return False


if __name__ == "__main__":
    Cages(test=False, showAttempts=True)
