# «LabOwnDeclare»
ROWS = 4
COLS = 4
VALUES = [1, 2, 3, 4]
# «LabOwnLevels»
LEVELS = list(range(ROWS * COLS))


class LatinSquare(Backtrack):
    def __init__(self):
        Backtrack.__init__(self)
        # «LabOwnGrid»
        self.grid = [0] * (ROWS * COLS)

    def moves(self, level):
        # «LabOwnMovesAll»
        return list(range(1, len(VALUES) + 1))

    def valid(self, level, move):
        # «LabOwnLatinValid»
        row, col = divmod(LEVELS[level], COLS)
        for c in range(COLS):
            if self.grid[row * COLS + c] == move:
                return False, "«LabReasonRow»"
        for r in range(ROWS):
            if self.grid[r * COLS + col] == move:
                return False, "«LabReasonColumn»"
        return True

    def record(self, level, move):
        # «LabOwnRecord»
        self.grid[LEVELS[level]] = move

    def undo(self, level, move):
        self.grid[LEVELS[level]] = 0

    def done(self, level):
        # «LabDone»
        return level == len(LEVELS)


puzzle = LatinSquare()
