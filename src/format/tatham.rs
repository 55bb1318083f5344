//! Simon Tatham's game IDs (`params:description`, what his "Game ID"
//! dialog shows) for Solo (Sudoku: boxes `CxR`, jigsaw `Nj`, X `x`), Keen
//! (Kendoku), Towers (Skyscrapers, givens included) and Tents, read and
//! written as his programs do (solo.c, keen.c, towers.c, tents.c: their
//! `decode_params`, `validate_desc` and `new_game`). Only the parameters
//! that shape the puzzle count; difficulty and symmetry are ignored, as
//! his programs ignore them in a game ID. Errors name the character.

use super::tatham_codes::{read_grid, read_regions, read_trees, Reader, Walls};
use super::tatham_write::{keen_id, solo_id, tents_id, towers_id};
use super::{FormatError, GameIdProblem, Site, WriteProblem};
use crate::puzzles::{
    cells_by_cage, sum_cage, AnyPuzzle, Cage, Clues, Kendoku, Layout, Op, Skyscrapers, Sudoku,
    Tents,
};

/// The four games.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Game {
    /// Sudoku.
    Solo,
    /// Kendoku.
    Keen,
    /// Skyscrapers.
    Towers,
    /// Tents.
    Tents,
}

/// Whether `text` looks like a game ID: one word holding a `:` (or a
/// random seed's `#`), starting with a digit (or a game's name and `:`).
pub fn is_game_id(text: &str) -> bool {
    let t = text.trim();
    // The cheap tests first: a pasted grid of megabytes is turned away
    // by the start and a byte search, before a scan by characters.
    !t.is_empty()
        && (t.starts_with(|c: char| c.is_ascii_digit()) || game_prefix(t).is_some())
        && (t.contains(':') || t.contains('#'))
        && !t.contains(char::is_whitespace)
}

fn game_prefix(t: &str) -> Option<(Game, &str)> {
    let (name, rest) = t.split_once(':')?;
    let game = match name.to_ascii_lowercase().as_str() {
        "solo" | "sudoku" => Game::Solo,
        "keen" | "kenken" | "kendoku" => Game::Keen,
        "towers" | "skyscrapers" => Game::Towers,
        "tents" => Game::Tents,
        _ => return None,
    };
    Some((game, rest))
}

/// The game an ID is for, from its parameters and description: `WxH`
/// with counts after the trees is Tents; `CxR` or `Nj` is Solo; a bare
/// size is Towers when its clues are split by `/`, Keen otherwise.
fn guess(params: &str, desc: &str) -> Game {
    let digits_x = params.split_once('x').is_some_and(|(a, b)| {
        !a.is_empty()
            && a.chars().all(|c| c.is_ascii_digit())
            && b.starts_with(|c: char| c.is_ascii_digit())
    });
    let counts_after = desc
        .split_once(',')
        .is_some_and(|(_, rest)| rest.chars().all(|c| c.is_ascii_digit() || c == ','));
    if digits_x && counts_after {
        Game::Tents
    } else if digits_x || params.contains('j') {
        Game::Solo
    } else if desc.contains('/') {
        Game::Towers
    } else {
        Game::Keen
    }
}

/// Reads a game ID (optionally `solo:`, `keen:`, `towers:` or `tents:`
/// first, to say which game).
pub fn read_game_id(text: &str) -> Result<AnyPuzzle, FormatError> {
    let t = text.trim();
    let (game, id, skipped) = match game_prefix(t) {
        Some((game, rest)) => (Some(game), rest, t.len() - rest.len()),
        None => (None, t, 0),
    };
    if let Some(hash) = id.find('#').filter(|&h| id.find(':').is_none_or(|c| h < c)) {
        return Err(FormatError::GameId {
            at: skipped + hash + 1,
            found: Some('#'),
            problem: GameIdProblem::Seed,
        });
    }
    let Some((params, desc)) = id.split_once(':') else {
        return Err(FormatError::GameId {
            at: skipped + id.chars().count() + 1,
            found: None,
            problem: GameIdProblem::NoColon,
        });
    };
    let offset = skipped + params.chars().count() + 1;
    let game = game.unwrap_or_else(|| guess(params, desc));
    let fail_params = |problem| FormatError::GameId {
        at: skipped + 1,
        found: params.chars().next(),
        problem,
    };
    let mut r = Reader::new(desc, offset);
    let puzzle = match game {
        Game::Solo => solo(params, &mut r).map_err(|e| e.unwrap_or_else(fail_params))?,
        Game::Keen => keen(size(params, 3, 9).map_err(fail_params)?, &mut r)?,
        Game::Towers => towers(size(params, 3, 9).map_err(fail_params)?, &mut r)?,
        Game::Tents => tents(params, &mut r).map_err(|e| e.unwrap_or_else(fail_params))?,
    };
    if !r.done() {
        return Err(r.fail_next(GameIdProblem::TrailingData));
    }
    Ok(puzzle)
}

/// A problem with the parameters (`Err`), or one in the description (`Ok`).
type Either = Result<FormatError, GameIdProblem>;

/// The leading size of Keen's and Towers' parameters (`6`, `6dh`).
fn size(params: &str, lo: usize, hi: usize) -> Result<usize, GameIdProblem> {
    let n: String = params.chars().take_while(char::is_ascii_digit).collect();
    let n: usize = n.parse().map_err(|_| GameIdProblem::NoSize { lo, hi })?;
    if !(lo..=hi).contains(&n) {
        return Err(GameIdProblem::SizeRange { lo, hi, got: n });
    }
    Ok(n)
}

fn solo(params: &str, r: &mut Reader) -> Result<AnyPuzzle, Either> {
    let mut chars = params.chars().peekable();
    let number = |chars: &mut std::iter::Peekable<std::str::Chars>| {
        let mut n = 0usize;
        while let Some(d) = chars.peek().and_then(|c| c.to_digit(10)) {
            n = n.saturating_mul(10).saturating_add(d as usize);
            chars.next();
        }
        n
    };
    // As solo.c reads them: `C` alone is C x C; `j` makes one region
    // per C x R cells (R = 1: a jigsaw).
    let mut c = number(&mut chars);
    let mut rr = c;
    let mut rows_seen = false;
    if chars.peek() == Some(&'x') {
        chars.next();
        rr = number(&mut chars);
        rows_seen = true;
    }
    let (mut x, mut killer) = (false, false);
    for ch in chars {
        match ch {
            'j' => {
                if rows_seen {
                    c = c.saturating_mul(rr);
                }
                rr = 1;
            }
            'x' => x = true,
            'k' => killer = true,
            _ => {}
        }
    }
    let jigsaw = rr == 1;
    // Saturating: a size of twenty digits is refused, not wrapped.
    let side = c.saturating_mul(rr);
    if c < 1 || rr < 1 || !(4..=16).contains(&side) {
        return Err(Err(GameIdProblem::SudokuSide { got: side }));
    }
    let givens = read_grid(r, side * side, side as u64).map_err(Ok)?;
    let mut layout = Layout {
        diagonals: x,
        ..Layout::default()
    };
    if jigsaw {
        if !r.eat(',') {
            return Err(Ok(r.fail_next(GameIdProblem::NoJigsawRegions)));
        }
        layout.regions = Some(read_regions(r, side, Walls::Solo).map_err(Ok)?);
    } else {
        // C x R: blocks R cells wide and C tall.
        layout.boxes = Some((c, rr));
    }
    if killer {
        layout.cages = killer_cages(r, side).map_err(Ok)?;
    }
    Sudoku::with_layout(givens, layout)
        .map(AnyPuzzle::Sudoku)
        .map_err(|e| Ok(r.fail_next(GameIdProblem::Invalid(e))))
}

/// A Killer's cages as solo.c writes them after the grid: `,` and the
/// cages' walls, `,` and a grid holding each cage's sum in its first cell.
fn killer_cages(r: &mut Reader, side: usize) -> Result<Vec<Cage>, FormatError> {
    if !r.eat(',') {
        return Err(r.fail_next(GameIdProblem::NoKillerCages));
    }
    let cage_of = read_regions(r, side, Walls::Solo)?;
    if !r.eat(',') {
        return Err(r.fail_next(GameIdProblem::NoKillerSums));
    }
    let sums = read_grid(r, side * side, (side * side * side).min(255) as u64)?;
    // Each cage's sum stands in its first cell.
    let cages = cells_by_cage(&cage_of).into_iter().map(|cells| {
        let first = usize::from(cells[0]);
        sum_cage(u32::from(sums[first]), cells)
    });
    Ok(cages.collect())
}

fn keen(n: usize, r: &mut Reader) -> Result<AnyPuzzle, FormatError> {
    let region = read_regions(r, n, Walls::Keen)?;
    if !r.eat(',') {
        return Err(r.fail_next(GameIdProblem::NoCommaAfterCages));
    }
    let mut cages = Vec::new();
    for first in 0..n * n {
        if region[first] != first {
            continue;
        }
        let cells: Vec<u16> = (0..n * n)
            .filter(|&c| region[c] == first)
            .map(|c| c as u16)
            .collect();
        let op = match r.next() {
            Some('a') => Op::Add,
            Some('s') => Op::Sub,
            Some('m') => Op::Mul,
            Some('d') => Op::Div,
            Some(_) => return Err(r.fail_here(GameIdProblem::ClueType)),
            None => return Err(r.fail_next(GameIdProblem::FewCageClues)),
        };
        if matches!(op, Op::Sub | Op::Div) && cells.len() != 2 {
            return Err(r.fail_here(GameIdProblem::SubtractionDivisionCells));
        }
        let target = r.number().min(u64::from(u32::MAX)) as u32;
        let op = if cells.len() == 1 { Op::Given } else { op };
        cages.push(Cage { target, op, cells });
    }
    if r.peek().is_some() {
        return Err(r.fail_next(GameIdProblem::ManyCageClues));
    }
    Kendoku::new(n, cages)
        .map(AnyPuzzle::Kendoku)
        .map_err(|e| r.fail_next(GameIdProblem::Invalid(e)))
}

fn towers(n: usize, r: &mut Reader) -> Result<AnyPuzzle, FormatError> {
    let mut clues = Vec::with_capacity(4 * n);
    for i in 0..4 * n {
        if i > 0 && !r.eat('/') {
            return Err(match r.peek() {
                None | Some(',') => r.fail_next(GameIdProblem::FewClues {
                    got: i,
                    needed: 4 * n,
                }),
                Some(_) => r.fail_next(GameIdProblem::NoSlash),
            });
        }
        let mut v = 0;
        if r.peek().is_some_and(|c| c.is_ascii_digit()) {
            v = r.number();
            if v == 0 || v as usize > n {
                return Err(r.fail_here(GameIdProblem::ClueRange { max: n }));
            }
        }
        clues.push(v as u8);
    }
    let mut givens = Vec::new();
    if r.eat(',') {
        givens = read_grid(r, n * n, n as u64)?;
    }
    let side = |k: usize| clues[k * n..(k + 1) * n].to_vec();
    let clues = Clues {
        top: side(0),
        bottom: side(1),
        left: side(2),
        right: side(3),
    };
    Skyscrapers::new(n, n, clues, givens, false)
        .map(AnyPuzzle::Skyscrapers)
        .map_err(|e| r.fail_next(GameIdProblem::Invalid(e)))
}

fn tents(params: &str, r: &mut Reader) -> Result<AnyPuzzle, Either> {
    let (w, rest) = params.split_once('x').unwrap_or((params, ""));
    let w: usize = w.parse().map_err(|_| Err(GameIdProblem::TentsParameters))?;
    let h: String = rest.chars().take_while(char::is_ascii_digit).collect();
    let h: usize = if h.is_empty() {
        w
    } else {
        h.parse().map_err(|_| Err(GameIdProblem::Height))?
    };
    if !(4..=25).contains(&w) || !(4..=25).contains(&h) {
        return Err(Err(GameIdProblem::TentsSize {
            width: w,
            height: h,
        }));
    }
    let trees = read_trees(r, w * h).map_err(Ok)?;
    let mut numbers = Vec::with_capacity(w + h);
    for _ in 0..w + h {
        if !r.eat(',') {
            return Err(Ok(r.fail_next(GameIdProblem::FewNumbers {
                got: numbers.len(),
                needed: w + h,
            })));
        }
        if r.peek().is_some_and(|c| !c.is_ascii_digit() && c != ',') {
            r.next();
            return Err(Ok(r.fail_here(GameIdProblem::NumbersCharacter)));
        }
        numbers.push(r.number().min(255) as u8);
    }
    let (cols, rows) = numbers.split_at(w);
    Tents::new(h, w, trees, rows.to_vec(), cols.to_vec())
        .map(AnyPuzzle::Tents)
        .map_err(|e| Ok(r.fail_next(GameIdProblem::Invalid(e))))
}

/// Writes a puzzle as a game ID, if its kind has one: a Sudoku of boxes
/// or jigsaw regions, with or without diagonals (Solo), a Kendoku whose
/// cages all show their operation (Keen), a Skyscrapers without gaps or
/// diagonals (Towers), Tents.
pub fn to_game_id(puzzle: &AnyPuzzle) -> Result<String, WriteProblem> {
    match puzzle {
        AnyPuzzle::Sudoku(s) => solo_id(s),
        AnyPuzzle::Kendoku(k) => keen_id(k),
        AnyPuzzle::Skyscrapers(s) => towers_id(s),
        AnyPuzzle::Tents(t) => Ok(tents_id(t)),
        AnyPuzzle::Queens(_) | AnyPuzzle::Star(_) => Err(WriteProblem::NoSuchKind(Site::Tatham)),
        #[cfg(not(target_arch = "wasm32"))]
        AnyPuzzle::LatinSquare(_) => Err(WriteProblem::NoSuchKind(Site::Tatham)),
    }
}
