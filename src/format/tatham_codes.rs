//! The encodings inside Simon Tatham's game descriptions, exactly as his
//! programs read them: a grid of numbers with runs of empty cells as
//! letters (Solo, Towers); regions as the walls between cells (Solo's
//! jigsaw, Keen's cages: each decoder with its own quirk for a long run);
//! Tents' trees. Every reader reports the character at fault.

use super::{FormatError, GameIdProblem};

/// Reads the description from a position, knowing where it is in the ID.
pub(super) struct Reader<'a> {
    chars: Vec<char>,
    pos: usize,
    /// Where the description starts in the whole ID (for messages).
    offset: usize,
    _text: &'a str,
}

impl<'a> Reader<'a> {
    /// A reader of `text`, which starts at character `offset` of the ID.
    pub fn new(text: &'a str, offset: usize) -> Self {
        Reader {
            chars: text.chars().collect(),
            pos: 0,
            offset,
            _text: text,
        }
    }

    /// The next character, not taken.
    pub fn peek(&self) -> Option<char> {
        self.chars.get(self.pos).copied()
    }

    /// Takes the next character.
    pub fn next(&mut self) -> Option<char> {
        let c = self.peek();
        self.pos += usize::from(c.is_some());
        c
    }

    /// Takes `c` if it comes next.
    pub fn eat(&mut self, c: char) -> bool {
        let yes = self.peek() == Some(c);
        self.pos += usize::from(yes);
        yes
    }

    /// A decimal number (digits as long as they go; none reads 0, as C's
    /// `atoi` does).
    pub fn number(&mut self) -> u64 {
        let mut n: u64 = 0;
        while let Some(d) = self.peek().and_then(|c| c.to_digit(10)) {
            n = n.saturating_mul(10).saturating_add(u64::from(d));
            self.pos += 1;
        }
        n
    }

    /// Whether everything was read.
    pub fn done(&self) -> bool {
        self.pos >= self.chars.len()
    }

    /// A problem at the character just read (or at the end).
    pub fn fail_here(&self, problem: GameIdProblem) -> FormatError {
        self.fail_at(self.pos.saturating_sub(1), problem)
    }

    /// A problem at the next character (or at the end).
    pub fn fail_next(&self, problem: GameIdProblem) -> FormatError {
        self.fail_at(self.pos, problem)
    }

    fn fail_at(&self, pos: usize, problem: GameIdProblem) -> FormatError {
        FormatError::GameId {
            at: self.offset + pos + 1,
            found: self.chars.get(pos).copied(),
            problem,
        }
    }
}

/// A grid of `area` cells, values `1..=max`: `a`-`z` are 1 to 26 empty
/// cells, numbers are values, `_` separates two numbers. Stops at `,`.
pub(super) fn read_grid(r: &mut Reader, area: usize, max: u64) -> Result<Vec<u8>, FormatError> {
    let mut out = Vec::with_capacity(area);
    while let Some(c) = r.peek() {
        match c {
            ',' => break,
            'a'..='z' => {
                r.next();
                let run = (c as usize) - ('a' as usize) + 1;
                if out.len() + run > area {
                    return Err(r.fail_here(GameIdProblem::GridOverflow));
                }
                out.extend(std::iter::repeat_n(0, run));
            }
            '_' => {
                r.next();
            }
            '1'..='9' => {
                let n = r.number();
                if n > max {
                    return Err(r.fail_here(GameIdProblem::NumberRange { number: n, max }));
                }
                if out.len() == area {
                    return Err(r.fail_here(GameIdProblem::GridOverflow));
                }
                out.push(n as u8);
            }
            _ => {
                r.next();
                return Err(r.fail_here(GameIdProblem::GridCharacter));
            }
        }
    }
    if out.len() < area {
        return Err(r.fail_next(GameIdProblem::GridShort {
            got: out.len(),
            area,
        }));
    }
    Ok(out)
}

/// Writes a grid as [`read_grid`] reads it (runs of more than 26 split).
pub(super) fn write_grid(values: &[u8]) -> String {
    let mut out = String::new();
    let mut run = 0;
    let mut after_number = false;
    for &v in values.iter().chain(std::iter::once(&u8::MAX)) {
        if v == 0 {
            run += 1;
            continue;
        }
        while run > 0 {
            let step = run.min(26);
            out.push((b'a' + step as u8 - 1) as char);
            run -= step;
            after_number = false;
        }
        if v == u8::MAX {
            break;
        }
        if after_number {
            out.push('_');
        }
        out.push_str(&v.to_string());
        after_number = true;
    }
    out
}

/// Which program's reading of a long run of cells in one region.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Walls {
    /// Solo: `z` is 26 joined pairs and no wall.
    Solo,
    /// Keen: `y` is 25 joined pairs and no wall (`z`: 26 and a wall);
    /// a letter may be followed by a count of repeats.
    Keen,
}

/// The pair of cells on either side of wall `pos` of an `n` x `n` grid:
/// first the walls between neighbours in a row, row by row; then those
/// between neighbours in a column, column by column.
fn wall(pos: usize, n: usize) -> (usize, usize) {
    let across = n * (n - 1);
    if pos < across {
        let (y, x) = (pos / (n - 1), pos % (n - 1));
        (y * n + x, y * n + x + 1)
    } else {
        let p = pos - across;
        let (x, y) = (p / (n - 1), p % (n - 1));
        (y * n + x, (y + 1) * n + x)
    }
}

/// Reads regions of an `n` x `n` grid from its walls; returns each
/// cell's region (numbered by their first cell). Stops at `,`.
pub(super) fn read_regions(
    r: &mut Reader,
    n: usize,
    style: Walls,
) -> Result<Vec<usize>, FormatError> {
    let walls = 2 * n * (n - 1);
    let mut parent: Vec<usize> = (0..n * n).collect();
    fn root(parent: &mut [usize], mut c: usize) -> usize {
        while parent[c] != c {
            parent[c] = parent[parent[c]];
            c = parent[c];
        }
        c
    }
    let mut pos = 0;
    let (mut repeat_char, mut repeats) = (' ', 0u64);
    loop {
        let c = if repeats > 0 {
            repeats -= 1;
            repeat_char
        } else {
            match r.peek() {
                None | Some(',') => break,
                Some(c @ ('_' | 'a'..='z')) => {
                    r.next();
                    if style == Walls::Keen && r.peek().is_some_and(|d| d.is_ascii_digit()) {
                        repeats = r.number().saturating_sub(1);
                        repeat_char = c;
                    }
                    c
                }
                Some(_) => {
                    r.next();
                    return Err(r.fail_here(GameIdProblem::WallsCharacter));
                }
            }
        };
        let joined = if c == '_' {
            0
        } else {
            c as usize - 'a' as usize + 1
        };
        for _ in 0..joined {
            if pos >= walls {
                return Err(r.fail_here(GameIdProblem::WallsOverflow));
            }
            let (a, b) = wall(pos, n);
            let (ra, rb) = (root(&mut parent, a), root(&mut parent, b));
            parent[ra.max(rb)] = ra.min(rb);
            pos += 1;
        }
        let no_wall = match style {
            Walls::Solo => joined == 26,
            Walls::Keen => joined == 25,
        };
        if !no_wall {
            pos += 1; // the wall itself
            if pos > walls + 1 {
                return Err(r.fail_here(GameIdProblem::WallsOverflow));
            }
        }
    }
    if pos != walls + 1 {
        return Err(r.fail_next(GameIdProblem::WallsShort));
    }
    Ok((0..n * n).map(|c| root(&mut parent, c)).collect())
}

/// Writes regions (one id per cell of an `n` x `n` grid) as walls, in a
/// form both programs read back the same (a run never reaches the
/// letter each treats specially).
pub(super) fn write_regions(region: &[usize], n: usize, style: Walls) -> String {
    let walls = 2 * n * (n - 1);
    let longest = match style {
        Walls::Solo => 26,
        Walls::Keen => 25,
    };
    let mut out = String::new();
    let mut run = 0;
    for pos in 0..=walls {
        let is_wall = pos == walls || {
            let (a, b) = wall(pos, n);
            region[a] != region[b]
        };
        if !is_wall {
            run += 1;
            continue;
        }
        while run >= longest {
            out.push((b'a' + longest as u8 - 1) as char);
            run -= longest;
        }
        out.push(if run == 0 {
            '_'
        } else {
            (b'a' + run as u8 - 1) as char
        });
        run = 0;
    }
    match style {
        Walls::Solo => out,
        Walls::Keen => repeats(&out),
    }
}

/// Keen's shorthand: three or more of one letter in a row are the letter
/// and their count (`___` is `_3`).
fn repeats(walls: &str) -> String {
    let chars: Vec<char> = walls.chars().collect();
    let mut out = String::new();
    let mut i = 0;
    while i < chars.len() {
        let run = chars[i..].iter().take_while(|&&c| c == chars[i]).count();
        if run >= 3 {
            out.push(chars[i]);
            out.push_str(&run.to_string());
        } else {
            out.extend(std::iter::repeat_n(chars[i], run));
        }
        i += run;
    }
    out
}

/// Reads Tents' trees on a `w` x `h` grid: `_` a tree, `a`-`y` that many
/// empty squares then a tree, `z` 25 empty squares; the last tree stands
/// just past the grid. `!` and `-` (a given tent, given grass) are
/// refused. Stops at `,`.
pub(super) fn read_trees(r: &mut Reader, squares: usize) -> Result<Vec<usize>, FormatError> {
    let mut trees = Vec::new();
    let mut pos = 0;
    while let Some(c) = r.peek() {
        if c == ',' {
            break;
        }
        r.next();
        match c {
            '_' | 'a'..='y' => {
                pos += if c == '_' {
                    0
                } else {
                    c as usize - 'a' as usize + 1
                };
                if pos > squares {
                    return Err(r.fail_here(GameIdProblem::TreesOverflow));
                }
                trees.push(pos);
                pos += 1;
            }
            'z' => pos += 25,
            '!' | '-' => return Err(r.fail_here(GameIdProblem::GivenTents)),
            _ => return Err(r.fail_here(GameIdProblem::TreesCharacter)),
        }
    }
    if pos != squares + 1 || trees.last() != Some(&squares) {
        return Err(r.fail_next(GameIdProblem::TreesShort { squares }));
    }
    trees.pop();
    Ok(trees)
}

/// Writes trees as [`read_trees`] reads them.
pub(super) fn write_trees(is_tree: &[bool]) -> String {
    let mut out = String::new();
    let mut gap = 0;
    for &tree in is_tree.iter().chain(std::iter::once(&true)) {
        if tree {
            out.push(if gap == 0 {
                '_'
            } else {
                (b'a' + gap as u8 - 1) as char
            });
            gap = 0;
        } else {
            gap += 1;
            if gap > 25 {
                out.push('z');
                gap -= 25;
            }
        }
    }
    out
}
