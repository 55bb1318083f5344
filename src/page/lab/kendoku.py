def holds(op, target, values):
    # «LabKendokuHolds»
    if op == "+":
        return sum(values) == target
    if op == "*":
        product = 1
        for v in values:
            product *= v
        return product == target
    if op == "-":
        return len(values) == 2 and abs(values[0] - values[1]) == target
    if op == "/":
        small, big = min(values), max(values)
        return len(values) == 2 and small * target == big
    if op == "=":
        return values == [target]
    return any(holds(o, target, values) for o in "+-*/")


class Kendoku(Backtrack):
    def __init__(self, n, cages):
        Backtrack.__init__(self)
        self.n = n
        # «LabKendokuSets»
        self.rows = [set() for _ in range(n)]
        self.cols = [set() for _ in range(n)]
        self.grid = [0] * (n * n)
        self.cage = {}
        for cage in cages:
            for cell in cage[2]:
                self.cage[cell] = cage

    def getSets(self, level):
        r, c = divmod(level, self.n)
        return self.rows[r], self.cols[c]

    def moves(self, level):
        # «LabKendokuMoves»
        target, op, cells = self.cage[level]
        if op == "=":
            return [target]
        row, col = self.getSets(level)
        return [v for v in range(1, self.n + 1) if v not in row and v not in col]

    def valid(self, level, move):
        # «LabKendokuValid»
        row, col = self.getSets(level)
        if move in row:
            return False, "«LabReasonRow»"
        if move in col:
            return False, "«LabReasonColumn»"
        target, op, cells = self.cage[level]
        if level == max(cells):
            values = [self.grid[c] for c in cells if c != level] + [move]
            if not holds(op, target, values):
                return False, "«LabReasonCage»"
        return True

    def record(self, level, move):
        # «LabRecordUndo»
        for s in self.getSets(level):
            s.add(move)
        self.grid[level] = move

    def undo(self, level, move):
        for s in self.getSets(level):
            s.remove(move)
        self.grid[level] = 0

    def done(self, level):
        # «LabDone»
        return level == self.n * self.n


puzzle = Kendoku(N, CAGES)
