def _lab_course_names():
    # The course text's names for the page's board (BOARD_SIZE, PUZZLE).
    g = globals()
    if "GRID" in g:
        s = int(len(GRID) ** 0.5 + 0.5)
        g["PUZZLE"] = [list(GRID[r * s:(r + 1) * s]) for r in range(s)]
    elif "N" in g and "CAGES" not in g:
        g["BOARD_SIZE"] = N
