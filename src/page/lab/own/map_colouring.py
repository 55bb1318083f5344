# «LabOwnMapAbout»
ROWS = 1
COLS = 7
NAMES = ["WA", "NT", "SA", "Q", "NSW", "V", "T"]
VALUES = ["R", "G", "B"]
# «LabOwnMapBorders»
BORDERS = [(0, 1), (0, 2), (1, 2), (1, 3), (2, 3), (2, 4), (2, 5), (3, 4), (4, 5)]


class MapColouring(Backtrack):
    def __init__(self):
        Backtrack.__init__(self)
        # «LabOwnMapColour»
        self.colour = [0] * len(NAMES)

    def moves(self, level):
        # «LabOwnMovesAll»
        return list(range(1, len(VALUES) + 1))

    def valid(self, level, move):
        # «LabOwnMapValid»
        for a, b in BORDERS:
            other = b if a == level else a if b == level else None
            if other is not None and self.colour[other] == move:
                return False, NAMES[other] + " «LabReasonNeighbour»"
        return True

    def record(self, level, move):
        # «LabOwnRecord»
        self.colour[level] = move

    def undo(self, level, move):
        self.colour[level] = 0

    def done(self, level):
        # «LabDone»
        return level == len(NAMES)


puzzle = MapColouring()
