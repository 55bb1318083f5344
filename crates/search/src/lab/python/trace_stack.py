# A search written as a loop over a stack of grids (the Dutch program:
# `while gridindx < 9**2`, a copy of the grid pushed before each
# candidate is placed, a grid popped to go back), watched. No function
# calls itself, so the search is read from a check: the first function
# called with a square and a value (two whole numbers) that returns True
# or False (`isvalidcandidate(positie, poging)`). Each such call is a try
# of that value in that square. True: the loop places it and goes one
# level deeper. False: it is refused. A try in a square already filled
# on the open path means the loop took grids from its stack back to that
# square's level. The tree is the recursive watcher's (`_lab_node`),
# replayed by `_LabReplay` in the same way.

_lab_stack = False  # the run is a loop over a stack (set by the worker)
_lab_stack_grids = []  # the program's flat lists of numbers at its first try


def _lab_whole(x):
    return isinstance(x, int) and not isinstance(x, bool)


def _lab_watch_check(function):
    """Watches `function` as the check of a loop over a stack."""
    name = function.__name__

    def watched(*args, **kwargs):
        result = function(*args, **kwargs)
        if (len(args) >= 2 and (result is True or result is False)
                and _lab_whole(args[0]) and _lab_whole(args[1])):
            _lab_stack_try(name, args[0], args[1], result)
        return result

    return watched


def _lab_stack_start(name):
    """The first try: the tree's root, and the program's grids as they
    are now (its grid of givens is among them)."""
    global _lab_search, _lab_stack_grids
    _lab_search = name
    _lab_node(-1, -1, None)
    _lab_frames.append([0, None, None])
    _lab_stack_grids = [
        list(v) for v in globals().values()
        if isinstance(v, list) and v and all(_lab_whole(x) for x in v)
    ]


def _lab_stack_try(name, square, value, ok):
    if _lab_search is None:
        _lab_stack_start(name)
    elif name != _lab_search:
        return
    for depth in range(1, len(_lab_frames)):
        if _lab_at[_lab_frames[depth][0]] == square:
            # The loop took the grids above that level off its stack.
            while len(_lab_frames) > depth:
                _lab_leave(_lab_frames[-1][0], False)
            break
    node = _lab_node(_lab_frames[-1][0], square, value)
    if node >= _LAB_MOST_CALLS or (node & 255 == 0 and _late()):
        _lab_end[node] = "cut"
        raise _LabTraceFull()
    if ok:
        _lab_frames.append([node, None, None])
    else:
        _lab_end[node] = "refused"
        _lab_why[node] = "%s(%s, %s)" % (name, square, _lab_short(value))


def _lab_stack_finish(cells, givens):
    """After the run: the path the loop ended on is a solution if it
    fills every square; the root's grid is the program's list of `cells`
    numbers (else the page's `givens`, each try in a given's square
    checked against it)."""
    global _lab_copy_root
    if _lab_search is None:
        raise LabTrace("|nocheck")
    solved = len(_lab_frames) - 1 == cells and not _lab_cut
    while _lab_frames:
        _lab_leave(_lab_frames[-1][0], solved)
        solved = False
    found = [g for g in _lab_stack_grids if len(g) == cells]
    if found:
        _lab_copy_root = found[0]
        return
    for grid in _lab_stack_grids:
        side = int(len(grid) ** 0.5 + 0.5)
        if len(grid) > 1 and side * side == len(grid):
            raise LabTrace("%s|size|%d|%d" % (_lab_search, len(grid), cells))
    wanted = [int(g) for g in givens.split()]
    for node in range(1, len(_lab_parent)):
        at = _lab_at[node]
        if 0 <= at < cells and wanted[at] and _lab_value[node] != wanted[at]:
            raise LabTrace("%s|given|%d|%d" % (_lab_search, at, _lab_value[node]))
    _lab_copy_root = wanted
