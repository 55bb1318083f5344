# «LabOwnMagicAbout»
ROWS = 3
COLS = 3
VALUES = list(range(1, 10))
TARGET = 15
# «LabOwnMagicLines»
LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]]


class MagicSquare(Backtrack):
    def __init__(self):
        Backtrack.__init__(self)
        # «LabOwnGrid»
        self.grid = [0] * 9
        self.used = set()

    def moves(self, level):
        # «LabOwnMagicMoves»
        return [v for v in VALUES if v not in self.used]

    def valid(self, level, move):
        # «LabOwnMagicValid»
        self.grid[level] = move
        for line in LINES:
            if level in line and all(self.grid[s] for s in line):
                if sum(self.grid[s] for s in line) != TARGET:
                    self.grid[level] = 0
                    return False, "«LabReasonSum»"
        self.grid[level] = 0
        return True

    def record(self, level, move):
        # «LabOwnRecord»
        self.grid[level] = move
        self.used.add(move)

    def undo(self, level, move):
        self.grid[level] = 0
        self.used.discard(move)

    def done(self, level):
        # «LabDone»
        return level == ROWS * COLS


puzzle = MagicSquare()
