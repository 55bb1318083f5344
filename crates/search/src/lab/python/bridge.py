# The page's side of the Lab, run before the learner's code: the five
# calls the page's search makes, each checking what the learner's method
# returned, and the time check the page writes into every `while` loop.
import random as _random_module
import sys
from lab_js import late as _late


class _Random:
    """`random` as the learner imports it: the page seeds it, and it has
    `shuffle`, which MicroPython's lacks."""

    def __getattr__(self, name):
        return getattr(_random_module, name)

    def shuffle(self, items):
        for i in range(len(items) - 1, 0, -1):
            j = _random_module.randrange(i + 1)
            items[i], items[j] = items[j], items[i]


random = _Random()
sys.modules["random"] = random


def input(prompt=""):
    """`input` as a program asks at a console: the Lab has no console to
    type into, so it prints the question and answers with an empty line,
    as a reader pressing Enter (the Dutch program then shows only its
    end result, as the page shows the search itself)."""
    print(prompt)
    return ""


class _LabAbsentModule:
    """A module the page's Python does not have, imported by the
    learner's code (the Dutch program imports pytest and never uses it):
    the import goes through, and its first use raises the error."""

    def __init__(self, name):
        self.__name__ = name

    def __getattr__(self, attr):
        if attr.startswith("__"):
            raise AttributeError(attr)
        raise ModuleNotFoundError("No module named '%s'" % self.__name__)


class _LabAbsentFinder:
    """Last on CPython's import path: any module no other finder has."""

    def find_spec(self, name, path=None, target=None):
        import importlib.util
        return importlib.util.spec_from_loader(name, self)

    def create_module(self, spec):
        return _LabAbsentModule(spec.name)

    def exec_module(self, module):
        pass


if hasattr(sys, "meta_path"):
    sys.meta_path.append(_LabAbsentFinder())


class LabWrongType(Exception):
    pass


class LabTimedOut(Exception):
    pass


class LabMissing(Exception):
    pass


_ticks = 0


def _t():
    global _ticks
    _ticks += 1
    if _ticks & 1023 == 0 and _late():
        raise LabTimedOut()
    return True


def _type(value):
    return type(value).__name__


def _lab_moves(level):
    puzzle.level = level
    values = puzzle.moves(level)
    if not isinstance(values, (list, tuple, range)):
        raise LabWrongType("list of int|" + _type(values))
    out = []
    for v in values:
        if not isinstance(v, int) or isinstance(v, bool):
            raise LabWrongType("list of int|list of " + _type(v))
        out.append(str(v))
    return " ".join(out)


def _lab_valid(level, move):
    puzzle.level = level
    answer = puzzle.valid(level, move)
    if answer is True or answer is False:
        return answer
    if (isinstance(answer, tuple) and len(answer) == 2
            and isinstance(answer[0], bool) and isinstance(answer[1], str)):
        return True if answer[0] else answer[1]
    raise LabWrongType("bool or (bool, str)|" + _type(answer))


# Whether the puzzle is the article's (`from backtrack import Backtrack`):
# its `done` is asked after `record`, and its own `record` and `undo` keep
# `vector`. Set once by `_lab_ready`, read on every call.
_lab_after = False


def _lab_record(level, move):
    puzzle.level = level
    if not _lab_after:
        puzzle.vector.append(move)
    puzzle.record(level, move)


def _lab_undo(level, move):
    puzzle.level = level
    puzzle.undo(level, move)
    if puzzle.vector and not _lab_after:
        puzzle.vector.pop()


def _lab_done(level):
    if _lab_after:
        # The page asks on entering `level`; the article, right after
        # recording the level before (nothing is recorded before level 0).
        if level == 0:
            return False
        level -= 1
    puzzle.level = level
    answer = puzzle.done(level)
    if answer is True or answer is False:
        return answer
    raise LabWrongType("bool|" + _type(answer))


def _lab_ready():
    """Checks that the learner's code made `puzzle`, with the five methods."""
    global _lab_after
    p = globals().get("puzzle")
    if p is None:
        # The article's programs make their puzzle without naming it.
        p = globals().get("_lab_article")
        globals()["puzzle"] = p
    if p is None:
        raise LabMissing("puzzle")
    for name in ("moves", "valid", "record", "undo", "done"):
        if not hasattr(p, name):
            raise LabMissing(name)
    _lab_after = getattr(p, "_lab_done_after_record", False)
    if not hasattr(p, "vector"):
        p.vector = []
    if not hasattr(p, "level"):
        p.level = 0


def _lab_int(name, value):
    if not isinstance(value, int) or isinstance(value, bool):
        raise LabWrongType(name + ":int|" + _type(value))
    return value


def _lab_declared():
    """The board a puzzle of the learner's own declares, as four lines for
    the page: `ROWS COLS`, the square of each level, the words of the
    values and the squares' names (words apart by a unit separator); an
    article's program adds a fifth, `after` (`done` after `record`)."""
    g = globals()
    if _lab_after:
        return _lab_declared_by_article(g["puzzle"])
    for name in ("ROWS", "COLS", "VALUES"):
        if name not in g:
            raise LabMissing(name)
    rows = _lab_int("ROWS", g["ROWS"])
    cols = _lab_int("COLS", g["COLS"])
    levels = g.get("LEVELS")
    if levels is None:
        levels = range(max(0, min(rows * cols, 400)))
    for name, items in (("VALUES", g["VALUES"]), ("LEVELS", levels), ("NAMES", g.get("NAMES", []))):
        if not isinstance(items, (list, tuple, range)):
            raise LabWrongType(name + ":list|" + _type(items))
    unit = "\x1f"
    words = lambda items: unit.join(str(v).replace(unit, " ").replace("\n", " ") for v in items)
    squares = " ".join(str(_lab_int("LEVELS", s)) for s in levels)
    return "%d %d\n%s\n%s\n%s" % (rows, cols, squares, words(g["VALUES"]), words(g.get("NAMES", [])))


def _lab_declared_by_article(p):
    """The board of an article's puzzle: `vector` as a square of side
    `size` (or, of 54 squares, the star), a level per square, the moves
    `values` (1 to `size` if not set), the cages of a Kendoku."""
    if not hasattr(p, "size"):
        raise LabMissing("size")
    size = _lab_int("size", p.size)
    values = getattr(p, "values", range(1, size + 1))
    if _type(values) in ("set", "frozenset"):
        # A set of the values (the Kendoku article's): in their order.
        values = sorted(values)
    if not isinstance(values, (list, tuple, range)):
        raise LabWrongType("values:list|" + _type(values))
    words = "\x1f".join(str(v) for v in values)
    # A vector of 54 squares is the six-pointed star's (as the article
    # says its program solves): six large triangles of nine.
    try:
        star = len(p.vector) == 54 and size * size != 54
    except (AttributeError, TypeError):
        star = False
    rows, cols = (6, 9) if star else (size, size)
    squares = " ".join(str(s) for s in range(max(0, min(rows * cols, 400))))
    cages = _lab_cages_by_article(p)
    shape = "star" if star else ""
    return "%d %d\n%s\n%s\n\nafter\n%s\n%s" % (rows, cols, squares, words, cages, shape)


def _lab_cages_by_article(p):
    """The cages of the Kendoku article's program, to draw: its `kendoku`,
    each `(value, op, members)`, or the dictionary of them it makes
    (`{"value", "op", "members"}` by key), on a line of the bridge's text
    (a unit separator between cages, a record separator between a cage's
    fields). Empty without cages; a cage that does not read so is left out
    (the search is the program's own: the drawing only follows it)."""
    cages = getattr(p, "kendoku", None)
    if cages is None:
        return ""
    if isinstance(cages, dict):
        cages = list(cages.values())
    out = []
    try:
        for cage in cages:
            try:
                if isinstance(cage, dict):
                    cage = (cage["value"], cage["op"], cage["members"])
                value, op, members = cage
                cells = " ".join(str(int(m)) for m in members)
                out.append("%d\x1e%s\x1e%s" % (int(value), str(op).strip(), cells))
            except (TypeError, ValueError, KeyError):
                continue
    except TypeError:
        return ""
    return "\x1f".join(out)
