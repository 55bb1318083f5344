class Sudoku(Backtrack):
    def __init__(self, grid):
        Backtrack.__init__(self)
        self.grid = grid
        # «LabSudokuSets»
        self.rows = [set() for _ in range(9)]
        self.cols = [set() for _ in range(9)]
        self.boxes = [set() for _ in range(9)]

    def getSets(self, level):
        r, c = divmod(level, 9)
        return self.rows[r], self.cols[c], self.boxes[(r // 3) * 3 + c // 3]

    def moves(self, level):
        # «LabSudokuMoves»
        if self.grid[level]:
            return [self.grid[level]]
        row, col, box = self.getSets(level)
        return [v for v in range(1, 10) if v not in row and v not in col and v not in box]

    def valid(self, level, move):
        # «LabSudokuValid»
        row, col, box = self.getSets(level)
        if move in row:
            return False, "«LabReasonRow»"
        if move in col:
            return False, "«LabReasonColumn»"
        if move in box:
            return False, "«LabReasonBox»"
        return True

    def record(self, level, move):
        # «LabRecordUndo»
        for s in self.getSets(level):
            s.add(move)

    def undo(self, level, move):
        for s in self.getSets(level):
            s.remove(move)

    def done(self, level):
        # «LabDone»
        return level == 81


puzzle = Sudoku(GRID)
