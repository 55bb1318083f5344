# The article's skeleton. The page runs the search itself and calls the
# five methods of your puzzle; solve() is the same loop in Python, for
# running this file in a normal Python.
class Backtrack:
    def __init__(self):
        self.level = 0
        self.vector = []
        self.attempts = 0
        self.solutions = 0

    def solve(self, level=0):
        if self.done(level):
            self.solutions += 1
            print("solution", self.solutions, self.vector)
            return
        for move in self.moves(level):
            self.attempts += 1
            answer = self.valid(level, move)
            if isinstance(answer, tuple):
                answer = answer[0]
            if answer:
                self.level = level
                self.vector.append(move)
                self.record(level, move)
                self.solve(level + 1)
                self.undo(level, move)
                self.vector.pop()
