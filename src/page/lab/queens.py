class Queens(Backtrack):
    def __init__(self, n):
        Backtrack.__init__(self)
        self.n = n

    def moves(self, level):
        # «LabQueensMoves»
        return list(range(1, self.n + 1))

    def valid(self, level, move):
        # «LabQueensValid»
        for row in range(level):
            col = self.vector[row]
            if col == move or abs(col - move) == level - row:
                return False
        return True

    def record(self, level, move):
        # «LabQueensRecord»
        pass

    def undo(self, level, move):
        pass

    def done(self, level):
        # «LabDone»
        return level == self.n


puzzle = Queens(N)
