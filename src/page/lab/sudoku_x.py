class SudokuX(Backtrack):
    def __init__(self, grid):
        Backtrack.__init__(self)
        self.grid = grid
        # «LabSudokuXSets»
        self.rows = [set() for _ in range(9)]
        self.cols = [set() for _ in range(9)]
        self.boxes = [set() for _ in range(9)]
        self.diagonals = [set(), set()]

    def getSets(self, level):
        # «LabSudokuXGetSets»
        r, c = divmod(level, 9)
        sets = [self.rows[r], self.cols[c], self.boxes[(r // 3) * 3 + c // 3]]
        if r == c:
            sets.append(self.diagonals[0])
        if r + c == 8:
            sets.append(self.diagonals[1])
        return sets

    def moves(self, level):
        # «LabSudokuMoves»
        if self.grid[level]:
            return [self.grid[level]]
        sets = self.getSets(level)
        return [v for v in range(1, 10) if all(v not in s for s in sets)]

    def valid(self, level, move):
        # «LabSudokuXValid»
        sets = self.getSets(level)
        if move in sets[0]:
            return False, "«LabReasonRow»"
        if move in sets[1]:
            return False, "«LabReasonColumn»"
        if move in sets[2]:
            return False, "«LabReasonBox»"
        for s in sets[3:]:
            if move in s:
                return False, "«LabReasonDiagonal»"
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


puzzle = SudokuX(GRID)
