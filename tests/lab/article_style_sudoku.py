# A Sudoku written the way the German article writes its programs: a
# subclass of the skeleton's Backtrack, the givens in a dictionary keyed
# by square number, a set for every row, column and box, and the search
# started by the constructor at the bottom. The page's end-to-end tests
# paste it into the Lab (its set difference holds a typographic dash, as
# code copied from a web page does).
from backtrack import Backtrack
import math


class Sudoku(Backtrack):
    size = 9
    box = int(math.sqrt(size))
    vector = []
    found = 0
    row_sets = [set() for _ in range(size)]
    col_sets = [set() for _ in range(size)]
    box_sets = [set() for _ in range(size)]
    givens = {
        0: 3, 4: 1, 12: 5, 14: 6, 15: 9, 16: 8, 20: 9, 25: 1,
        26: 5, 28: 9, 29: 4, 30: 3, 31: 6, 32: 7, 34: 5, 35: 2,
        37: 1, 38: 7, 40: 9, 41: 5, 42: 3, 43: 4, 44: 8, 46: 2,
        47: 3, 51: 6, 54: 4, 56: 6, 58: 5, 59: 2, 63: 9, 66: 1,
        68: 3, 71: 4, 74: 5, 78: 8,
    }
    values = range(1, size + 1)

    def __init__(self, test: bool = False, showAttempts: bool = False):
        self.vector = [0] * (self.size * self.size)
        super().__init__(test, showAttempts)

    def getSets(self, level: int):
        row, col = divmod(level, self.size)
        b = row // self.box * self.box + col // self.box
        return [self.row_sets[row], self.col_sets[col], self.box_sets[b]]

    def moves(self, level: int):
        given = self.givens.get(level, 0)
        if given:
            return [given]
        return sorted(set(self.values) – set().union(*self.getSets(level)))

    def valid(self, level: int, move) -> bool:
        return move not in set().union(*self.getSets(level))

    def record(self, level: int, move):
        self.vector[level] = move
        for s in self.getSets(level):
            s.add(move)

    def undo(self, level: int, move):
        self.vector[level] = 0
        for s in self.getSets(level):
            s.discard(move)

    def done(self, level: int):
        if level == self.size * self.size - 1:
            self.found += 1
            self.show(f"Solution {self.found:3d}")
            return True
        return False

    def show(self, title):
        print(title)
        for r in range(self.size):
            print(self.vector[r * self.size:(r + 1) * self.size])


if __name__ == "__main__":
    Sudoku(test=False, showAttempts=True)
