# A search written as recursive functions (the course's
# `solution_count(queens)`, its Sudoku solved by copies), watched. The
# worker puts `@_lab_watch` on every function of the learner's file; the
# first function found calling itself is the search, its first argument
# the partial solution. Each call of it is a node of the tree, named by
# the value it adds to its parent's partial solution; a check that returns
# False on a call's partial solution says why that call went no deeper.
# Once the program has run, the tree is replayed to the page's search as
# the five methods (`_LabReplay`), so that the run on the board has its
# counters, tree and rewind.


class LabTrace(BaseException):
    """Why the search cannot be shown: `function|problem|a|b`."""


class _LabTraceFull(BaseException):
    """The program is stopped: out of time, or of calls kept."""


# The most calls of the search kept (each is a node of the tree).
_LAB_MOST_CALLS = 300000

_lab_search = None  # the search function's name, once it called itself
_lab_calls = []  # the watched calls under way: [name, first argument, node, copy]
_lab_frames = []  # the search's calls under way: [node, partial, copy]
_lab_over = False  # the search's first call has returned
_lab_copy_root = []  # that call's partial solution, as it was given
_lab_cut = False  # the program was stopped before its search ended
# The tree, a list per field; node 0 is the search's first call.
_lab_parent = []
_lab_at = []  # the row or square its value went to (-1 for node 0)
_lab_value = []  # the value, as the program wrote it
_lab_kids = []
_lab_end = []  # "" under way, "in", "solution", "refused", "dead"
_lab_why = []  # the last check that returned False on its partial


def _lab_copy(partial):
    if isinstance(partial, (list, tuple)):
        return [_lab_copy(x) if isinstance(x, (list, tuple)) else x for x in partial]
    return partial


def _lab_node(parent, at, value):
    _lab_parent.append(parent)
    _lab_at.append(at)
    _lab_value.append(value)
    _lab_kids.append([])
    _lab_end.append("")
    _lab_why.append(None)
    node = len(_lab_parent) - 1
    if parent >= 0:
        _lab_kids[parent].append(node)
    return node


def _lab_step(before, after):
    """Where `after` goes one value beyond `before`, and the value: a list
    one longer (a queen's column added), or a grid or vector with one zero
    filled. None if it is neither."""
    if not isinstance(after, list) or not isinstance(before, list):
        return None
    flat = not after or not isinstance(after[0], list)
    if flat and len(after) == len(before) + 1:
        return (len(before), after[-1]) if after[:-1] == before else None
    if len(after) != len(before):
        return None
    found = None
    width = 1 if flat else len(after[0])
    for i in range(len(after)):
        rows = [(after[i], before[i])] if flat else list(zip(after[i], before[i]))
        if not flat and len(after[i]) != len(before[i]):
            return None
        for j in range(len(rows)):
            a, b = rows[j]
            if a != b:
                if found is not None or b != 0:
                    return None
                found = (i * width + j, a)
    return found


def _lab_enter(call):
    """The node of `call` ([name, first argument, node]) if it is a call
    of the search: the search is the first function called while a call
    of it is under way, and that call is the tree's root."""
    global _lab_search, _lab_copy_root
    name, partial = call[0], call[1]
    if _lab_over or partial is None:
        return None
    if _lab_search is None:
        for outer in _lab_calls[:-1]:
            if outer[0] == name:
                _lab_search = name
                outer[2] = _lab_node(-1, -1, None)
                # As it was given: the program may have changed it since.
                _lab_copy_root = outer[3] if outer[3] is not None else _lab_copy(outer[1])
                _lab_frames.append([outer[2], outer[1], _lab_copy_root])
                break
        else:
            return None
    if name != _lab_search:
        return None
    parent = _lab_frames[-1]
    copied = _lab_copy(partial)
    step = _lab_step(parent[2], copied)
    if step is None:
        raise LabTrace(name + "|shape")
    node = _lab_node(parent[0], step[0], step[1])
    if node >= _LAB_MOST_CALLS or (node & 255 == 0 and _late()):
        # The replay stops at this call, and says why.
        _lab_end[node] = "cut"
        raise _LabTraceFull()
    _lab_frames.append([node, partial, copied])
    return node


def _lab_leave(node, result):
    global _lab_over
    _lab_frames.pop()
    if _lab_kids[node]:
        _lab_end[node] = "in"
    elif result:
        _lab_end[node] = "solution"
    elif _lab_why[node] is not None:
        _lab_end[node] = "refused"
    else:
        _lab_end[node] = "dead"
    if node == 0:
        _lab_over = True


def _lab_short(value):
    text = repr(value)
    return text if len(text) <= 40 else text[:39] + "…"


def _lab_checked(name, args, result):
    """A check that returned False on the partial solution of the search's
    call under way: why that call goes no deeper (the last one said)."""
    if result is False and _lab_frames and args and args[0] is _lab_frames[-1][1]:
        _lab_why[_lab_frames[-1][0]] = "%s(%s)" % (name, _lab_short(args[0]))


def _lab_watch(function, search=False):
    name = function.__name__

    def watched(*args, **kwargs):
        first = args[0] if args else None
        # [name, first argument, node, that argument as given (a function
        # that calls itself: its first call may become the tree's root)]
        call = [name, first, None, _lab_copy(first) if search and not _lab_search else None]
        _lab_calls.append(call)
        try:
            call[2] = _lab_enter(call)
            result = function(*args, **kwargs)
            if call[2] is not None:
                _lab_leave(call[2], result)
            else:
                _lab_checked(name, args, result)
            return result
        finally:
            _lab_calls.pop()

    return watched


def _lab_watch_search(function):
    """`_lab_watch` for a function that calls itself."""
    return _lab_watch(function, True)


def _lab_trace_run(source):
    """Runs the learner's watched file: a program stopped for its time or
    its calls leaves the tree it made."""
    global _lab_cut
    try:
        exec(compile(source, "lab.py", "exec"), globals())
    except _LabTraceFull:
        _lab_cut = True


def _lab_depths():
    depth = [0] * len(_lab_parent)
    for node in range(1, len(_lab_parent)):
        depth[node] = depth[_lab_parent[node]] + 1
    return depth


def _lab_traced(queens, cells, givens):
    """The search's function and the square each level fills, a line
    each, for the page's board: N-Queens (`queens`: a level per row, a
    queen's column from 0 in the program, from 1 on the page) or a grid of
    `cells` squares with `givens` (their numbers, apart by spaces, 0 for
    an empty square). The tree is replayed as `puzzle`."""
    global puzzle
    if _lab_stack:
        _lab_stack_finish(cells, givens)
    if _lab_search is None:
        raise LabTrace("|uncalled")
    name = _lab_search
    depth = _lab_depths()
    if queens and not _lab_stack:
        if _lab_copy_root != []:
            raise LabTrace(name + "|shape")
        top = max(_lab_value[1:] + [0])
        if top >= cells or min(_lab_value[1:] + [0]) < 0:
            raise LabTrace("%s|size|%d|%d" % (name, top + 1, cells))
        levels = list(range(cells))
        page = [0] + [v + 1 for v in _lab_value[1:]]
    else:
        root = _lab_root_squares()
        if len(root) != cells:
            raise LabTrace("%s|size|%d|%d" % (name, len(root), cells))
        wanted = [int(g) for g in givens.split()]
        for square in range(cells):
            if root[square] != wanted[square]:
                raise LabTrace("%s|given|%d|%d" % (name, square, root[square]))
        levels = []
        for node in range(1, len(_lab_parent)):
            d = depth[node] - 1
            if d == len(levels):
                levels.append(_lab_at[node])
            elif levels[d] != _lab_at[node]:
                raise LabTrace("%s|order|%d|%d" % (name, levels[d], _lab_at[node]))
        page = _lab_value
    puzzle = _LabReplay(name, page)
    _lab_ready()
    return "%s\n%s" % (name, " ".join(str(s) for s in levels))


def _lab_root_squares():
    """The root's partial solution as a list of squares, row by row."""
    root = _lab_copy_root
    if root and isinstance(root[0], list):
        return [x for row in root for x in row]
    return root


class _LabReplay:
    """The tree of the learner's recursive search, as the five methods:
    `moves` gives the values its calls tried, in their order; `valid` says
    False (with the check) for a call a check refused; `done` is True in a
    call that returned a solution."""

    def __init__(self, name, values):
        self.name = name
        self.values = values
        self.path = [0]
        self.vector = []
        self.level = 0

    def _kid(self, move):
        for kid in _lab_kids[self.path[-1]]:
            if self.values[kid] == move:
                return kid
        return -1

    def moves(self, level):
        return [self.values[kid] for kid in _lab_kids[self.path[-1]]]

    def valid(self, level, move):
        kid = self._kid(move)
        if _lab_end[kid] == "cut":
            raise LabTrace("%s|cut|%d" % (self.name, len(_lab_parent) - 1))
        if _lab_end[kid] == "refused":
            return False, _lab_why[kid]
        return True

    def record(self, level, move):
        self.path.append(self._kid(move))

    def undo(self, level, move):
        self.path.pop()

    def done(self, level):
        return _lab_end[self.path[-1]] == "solution"

