# The article's skeleton for a normal Python, put before a program that
# imports it (`from backtrack import Backtrack`), so that the file runs as
# it does beside the article's own backtrack.py: the constructor searches
# every solution, asks `done(level)` right after `record(level, move)`,
# and with `showAttempts` prints the attempts and the seconds at the end.
import sys
import time


class Backtrack:
    def __init__(self, test=False, showAttempts=False):
        self.test = test
        self.showAttempts = showAttempts
        self.attempts = 0
        started = time.time()
        self.search(0)
        if showAttempts:
            seconds = time.time() - started
            print(f"{self.attempts:_} attempts in {seconds:.2f} seconds")

    def search(self, level):
        for move in self.moves(level):
            self.attempts += 1
            answer = self.valid(level, move)
            if isinstance(answer, tuple):
                answer = answer[0]
            if answer:
                self.record(level, move)
                if not self.done(level):
                    self.search(level + 1)
                self.undo(level, move)


class _BacktrackModule:
    Backtrack = Backtrack


sys.modules["backtrack"] = _BacktrackModule
