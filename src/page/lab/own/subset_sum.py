# «LabOwnSubsetAbout»
ITEMS = [3, 34, 4, 12, 5, 2]
TARGET = 9
ROWS = 1
COLS = len(ITEMS)
NAMES = ITEMS
# «LabOwnSubsetValues»
VALUES = ["«LabOwnOut»", "«LabOwnIn»"]


class SubsetSum(Backtrack):
    def __init__(self):
        Backtrack.__init__(self)
        self.total = 0

    def moves(self, level):
        # «LabOwnSubsetMoves»
        return [1, 2]

    def valid(self, level, move):
        # «LabOwnSubsetValid»
        total = self.total + (ITEMS[level] if move == 2 else 0)
        if total > TARGET:
            return False, "«LabReasonTooMuch»"
        if level == len(ITEMS) - 1 and total != TARGET:
            return False, "«LabReasonTooLittle»"
        return True

    def record(self, level, move):
        # «LabOwnRecord»
        if move == 2:
            self.total += ITEMS[level]

    def undo(self, level, move):
        if move == 2:
            self.total -= ITEMS[level]

    def done(self, level):
        # «LabDone»
        return level == len(ITEMS)


puzzle = SubsetSum()
