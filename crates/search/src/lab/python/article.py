# The article's skeleton as its programs import it: `from backtrack import
# Backtrack`, a constructor with `test` and `showAttempts` that starts the
# search, and `done(level)` asked right after `record(level, move)`. On the
# page the constructor starts nothing: it hands the puzzle to the page's
# search, which asks `done` after each `record` (the bridge's `_lab_done`)
# and prints the attempts at the run's end when `showAttempts` is set.
import sys

_lab_builtin_set = set


class set(_lab_builtin_set):
    """`set` as CPython has it: MicroPython's `union`, `intersection` and
    `difference` take one other set, CPython's any number (the article
    writes `set().union(*self.getSets(level))`)."""

    def union(self, *others):
        out = _lab_builtin_set(self)
        for other in others:
            out.update(other)
        return out

    def intersection(self, *others):
        out = _lab_builtin_set(self)
        for other in others:
            out = out & _lab_builtin_set(other)
        return out

    def difference(self, *others):
        out = _lab_builtin_set(self)
        for other in others:
            out = out - _lab_builtin_set(other)
        return out


class _LabArticleBacktrack:
    """The article's `Backtrack`, for the page's search to drive."""

    # The bridge asks `done(level)` after `record(level, move)`, as the
    # article's search does, and leaves `vector` to the learner's code.
    _lab_done_after_record = True

    def __init__(self, test=False, showAttempts=False):
        global _lab_article
        self.test = test
        self.showAttempts = showAttempts
        self.attempts = 0
        self.level = 0
        if not hasattr(self, "vector"):
            self.vector = []
        _lab_article = self


class _LabArticleModule:
    """The module `backtrack`, as the article's files import it."""

    Backtrack = _LabArticleBacktrack


_lab_article = None
sys.modules["backtrack"] = _LabArticleModule


def _lab_thousands(n):
    """`n` with `_` between thousands, as the article prints it."""
    digits = str(n)
    groups = []
    while len(digits) > 3:
        groups.insert(0, digits[-3:])
        digits = digits[:-3]
    return "_".join([digits] + groups)


def _lab_finished(attempts, ms):
    """The run reached its end: "N attempts in T seconds", as the
    article's skeleton prints it when `showAttempts` is set."""
    p = _lab_article
    if p is not None and p.showAttempts and not getattr(p, "_lab_said", False):
        p._lab_said = True
        print("%s attempts in %.2f seconds" % (_lab_thousands(attempts), ms / 1000))
