//! `btlab generate` and `btlab convert`: making puzzles from a seed, and
//! writing any puzzle in another format.

use clap::{Args, ValueEnum};

use crate::format::{to_fpuzzles, to_game_id, to_janko, to_json, WriteProblem};
use crate::generate::{generate, measure, Difficulty, Kind, SudokuShape};
use crate::puzzles::AnyPuzzle;

/// The formats a puzzle can be written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// The JSON document.
    Json,
    /// A janko.at block.
    Janko,
    /// A Tatham game ID.
    Tatham,
    /// An f-puzzles link (SudokuPad opens it too).
    Fpuzzles,
}

/// Writes `puzzle` in `format`.
pub fn write(puzzle: &AnyPuzzle, format: Format) -> Result<String, WriteProblem> {
    match format {
        Format::Json => Ok(to_json(puzzle) + "\n"),
        Format::Janko => to_janko(puzzle),
        Format::Tatham => to_game_id(puzzle).map(|id| id + "\n"),
        Format::Fpuzzles => to_fpuzzles(puzzle).map(|link| link + "\n"),
    }
}

/// The kinds `generate` makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum GenKind {
    /// Sudoku (boxes of the usual shape, or `--box`, `--jigsaw`, `--diagonals`).
    Sudoku,
    /// The six-pointed star Sudoku.
    Star,
    /// Killer Sudoku (cages with sums, no givens; boxes of the usual shape).
    Killer,
    /// Kendoku (KenKen).
    Kendoku,
    /// Skyscrapers.
    Skyscrapers,
    /// Tents.
    Tents,
}

/// The arguments of `btlab generate`.
#[derive(Args, Debug)]
pub struct GenerateArgs {
    /// What to make.
    #[arg(value_enum)]
    kind: GenKind,
    /// The side (Sudoku 4 to 16, default 9; Kendoku and Skyscrapers 3 to
    /// 9, default 6; Tents rows and columns, default 8).
    #[arg(long)]
    size: Option<usize>,
    /// Tents: rows, when not `--size`.
    #[arg(long)]
    rows: Option<usize>,
    /// Tents: columns, when not `--size`.
    #[arg(long)]
    cols: Option<usize>,
    /// Sudoku: the box shape, ROWSxCOLS (`2x3`: boxes 2 tall, 3 wide).
    #[arg(long = "box")]
    boxes: Option<String>,
    /// Sudoku: random jigsaw regions instead of boxes.
    #[arg(long)]
    jigsaw: bool,
    /// Sudoku: both main diagonals too.
    #[arg(long)]
    diagonals: bool,
    /// The seed: the same seed makes the same puzzle.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// How hard, as the search measures it.
    #[arg(long, default_value = "medium", value_parser = ["easy", "medium", "hard"])]
    difficulty: String,
    /// The format to write it in.
    #[arg(long, value_enum, default_value_t = Format::Json)]
    to: Format,
}

/// What `args` ask to make.
fn kind(args: &GenerateArgs) -> Result<Kind, String> {
    Ok(match args.kind {
        GenKind::Star => Kind::Sudoku(SudokuShape::Star),
        GenKind::Killer => Kind::Killer(args.size.unwrap_or(9)),
        GenKind::Sudoku => {
            let side = args.size.unwrap_or(9);
            if args.jigsaw {
                Kind::Sudoku(SudokuShape::Jigsaw {
                    side,
                    diagonals: args.diagonals,
                })
            } else if let Some(b) = &args.boxes {
                let (r, c) = b
                    .split_once('x')
                    .and_then(|(r, c)| Some((r.parse().ok()?, c.parse().ok()?)))
                    .ok_or_else(|| format!("--box {b}: give ROWSxCOLS, such as 2x3"))?;
                Kind::sudoku(side, r, c, args.diagonals)
            } else {
                Kind::Sudoku(SudokuShape::boxes(side, args.diagonals).ok_or_else(|| {
                    format!("a {side}x{side} Sudoku has no usual box: give --box or --jigsaw")
                })?)
            }
        }
        GenKind::Kendoku => Kind::Kendoku(args.size.unwrap_or(6)),
        GenKind::Skyscrapers => Kind::Skyscrapers(args.size.unwrap_or(6)),
        GenKind::Tents => {
            let n = args.size.unwrap_or(8);
            Kind::Tents(args.rows.unwrap_or(n), args.cols.unwrap_or(n))
        }
    })
}

/// `btlab generate`: the puzzle on standard output, what the search
/// measured of it on standard error.
pub fn generate_command(args: &GenerateArgs) -> Result<(), String> {
    let wanted: Difficulty = args.difficulty.parse()?;
    let made = generate(kind(args)?, args.seed, wanted)?;
    let text = write(&made.puzzle, args.to).map_err(|e| e.to_string())?;
    print!("{text}");
    let attempts = made.attempts.map_or_else(
        || {
            format!(
                "over {}",
                crate::format::thousands(crate::generate::CLASSIC_BUDGET)
            )
        },
        crate::format::thousands,
    );
    eprintln!(
        "{} puzzle, seed {}: {} ({} guesses by fast, {attempts} attempts by classic; {} tries)",
        made.puzzle.kind(),
        args.seed,
        made.difficulty.name(),
        made.guesses,
        made.tries
    );
    Ok(())
}

/// `btlab convert`: the puzzle in another format, with how hard it is.
pub fn convert_command(puzzle: &AnyPuzzle, to: Format) -> Result<(), String> {
    print!("{}", write(puzzle, to).map_err(|e| e.to_string())?);
    let (solutions, guesses, _) = measure(puzzle);
    if solutions != 1 {
        eprintln!(
            "note: this puzzle has {} solution(s)",
            if solutions > 1 {
                "2 or more".to_string()
            } else {
                "0".to_string()
            }
        );
    } else {
        eprintln!("{} guesses by fast to prove it unique", guesses);
    }
    Ok(())
}
