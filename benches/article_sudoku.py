"""The classic article's Sudoku program, in CPython: the peer for the
`classic --all` benchmark (btlab must be at least 100x faster).

The five methods moves / valid / record / undo / done over row, column and
box sets that hold only the values placed so far; a given enters its sets
when its own cell is reached. Prints attempts, solutions and seconds as one
JSON object, so that the counts can be compared with `btlab solve --json`.

    python3 benches/article_sudoku.py PUZZLE_FILE
"""
import json
import sys
import time


class Sudoku:
    def __init__(self, line):
        self.grid = [0 if ch in ".0-" else int(ch) for ch in line.strip()]
        self.rows = [set() for _ in range(9)]
        self.cols = [set() for _ in range(9)]
        self.boxes = [set() for _ in range(9)]
        self.attempts = 0
        self.solutions = 0

    def sets(self, level):
        r, c = divmod(level, 9)
        return self.rows[r], self.cols[c], self.boxes[(r // 3) * 3 + c // 3]

    def moves(self, level):
        if self.grid[level]:
            return [self.grid[level]]
        row, col, box = self.sets(level)
        return [v for v in range(1, 10) if v not in row and v not in col and v not in box]

    def valid(self, level, move):
        row, col, box = self.sets(level)
        return move not in row and move not in col and move not in box

    def record(self, level, move):
        for s in self.sets(level):
            s.add(move)

    def undo(self, level, move):
        for s in self.sets(level):
            s.remove(move)

    def done(self, level):
        return level == 81

    def solve(self, level=0):
        if self.done(level):
            self.solutions += 1
            return
        for move in self.moves(level):
            self.attempts += 1
            if self.valid(level, move):
                self.record(level, move)
                self.solve(level + 1)
                self.undo(level, move)


def main():
    line = open(sys.argv[1]).read().split()[0]
    puzzle = Sudoku(line)
    started = time.perf_counter()
    puzzle.solve()
    elapsed = time.perf_counter() - started
    print(json.dumps({"attempts": puzzle.attempts, "solutions": puzzle.solutions,
                      "elapsed_ms": elapsed * 1000}))


if __name__ == "__main__":
    main()
