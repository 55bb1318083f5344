//! The native command line `btlab`: solve, trace, bench, generate and
//! convert puzzles; write the page's language tables; serve the page
//! and its classes.
//! Scripts depend on its flags, output and exit codes: 0 on success (also
//! with 0 solutions), 2 on bad input with one line on stderr.

mod bench;
mod make;
mod print;
mod serve;
mod texts;
mod trace;

use std::io::Read;
use std::process::ExitCode;
use std::time::Instant;

use clap::{Args, Parser, Subcommand};
use serde_json::json;

use crate::format::{is_janko, parse_puzzle, read_janko};
use crate::puzzles::AnyPuzzle;
use crate::solve::{refusal, solve, solve_shared};
use crate::strategy::Strategy;

/// Solve logic puzzles by backtracking, and watch the search.
#[derive(Parser, Debug)]
#[command(name = "btlab", version, about)]
pub struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Solve a puzzle and print the solution(s) and the counters.
    Solve(SolveArgs),
    /// Print every step of the search, one event per line, indented by depth.
    Trace(TraceArgs),
    /// Measure the fast solvers.
    #[command(subcommand)]
    Bench(BenchCommand),
    /// Make a puzzle with exactly one solution from a seed.
    Generate(make::GenerateArgs),
    /// Write a puzzle in another format (JSON, janko.at, a Tatham game ID).
    Convert(ConvertArgs),
    /// Write the page's English, German and Dutch texts, one JSON file a language.
    Texts {
        /// The folder to write them into.
        #[arg(long)]
        out: String,
    },
    /// Serve the built page and the class relay (Ctrl-C stops it).
    Serve(serve::ServeArgs),
}

#[derive(Args, Debug)]
struct ConvertArgs {
    /// The format to write.
    #[arg(long, value_enum)]
    to: make::Format,
    /// The puzzle of a janko.at page of several (from 1).
    #[arg(long, default_value_t = 1)]
    block: usize,
    /// A file with a puzzle in any format it reads, or - for standard input.
    puzzle: String,
}

#[derive(Subcommand, Debug)]
enum BenchCommand {
    /// Solve every puzzle of a benchmark file (81 characters a line, # comments) for at least 2 s.
    Sudoku {
        /// The benchmark file.
        file: String,
        /// Solutions to look for per puzzle (2 proves uniqueness).
        #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u64).range(1..))]
        limit: u64,
        /// Print one JSON object.
        #[arg(long)]
        json: bool,
    },
    /// Count all solutions of N-Queens.
    Queens {
        /// N.
        n: usize,
        /// Threads to count on.
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..=256))]
        threads: u64,
        /// Print one JSON object.
        #[arg(long)]
        json: bool,
    },
    /// Find one solution of N-Queens for large N (up to 100000): the random
    /// strategy (fewest free squares first) with restarts.
    QueensOne {
        /// N.
        n: usize,
        /// Seed of the first search; restart k uses seed + k.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// Also print the board: the column (0-based) of each row's queen.
        #[arg(long)]
        board: bool,
        /// Print one JSON object.
        #[arg(long)]
        json: bool,
    },
    /// The course's claims on N-Queens: the queens placed to the first
    /// solution with the columns in order and shuffled, and to all
    /// solutions (small boards), in the course's own search.
    QueensOrder {
        /// N.
        n: usize,
        /// How many seeds of the shuffled order.
        #[arg(long, default_value_t = 20)]
        seeds: u64,
        /// The most queens one search may place.
        #[arg(long, default_value_t = 100_000_000)]
        budget: u64,
        /// Print one JSON object.
        #[arg(long)]
        json: bool,
    },
}

/// How to search: shared by solve and trace.
#[derive(Args, Debug)]
struct StrategyArgs {
    /// The search strategy.
    #[arg(long, short, value_parser = Strategy::NAMES)]
    strategy: Option<String>,
    /// Seed of the random strategy.
    #[arg(long, default_value_t = 0)]
    seed: u64,
}

impl StrategyArgs {
    fn strategy(&self, default: &str) -> Strategy {
        let name = self.strategy.as_deref().unwrap_or(default);
        let strategy: Strategy = name.parse().expect("clap checked the name");
        strategy.with_seed(self.seed)
    }
}

#[derive(Args, Debug)]
struct SolveArgs {
    #[command(flatten)]
    how: StrategyArgs,
    /// Search the whole tree: find every solution.
    #[arg(long, conflicts_with = "limit")]
    all: bool,
    /// Stop after this many solutions (2 proves uniqueness).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..))]
    limit: u64,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
    /// With --all: share the search among this many threads (classic,
    /// propagate, dutch, mrv), as the page shares a run among its workers.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..=256))]
    threads: u16,
    /// The puzzle of a janko.at page of several (from 1).
    #[arg(long, default_value_t = 1)]
    block: usize,
    /// A file with a puzzle (a Sudoku line, a JSON document, a janko.at
    /// page, a Tatham game ID), or - for standard input.
    puzzle: String,
}

#[derive(Args, Debug)]
struct TraceArgs {
    #[command(flatten)]
    how: StrategyArgs,
    /// Stop after this many steps.
    #[arg(long)]
    steps: Option<u64>,
    /// Go on past the first solution, to the end of the tree.
    #[arg(long)]
    all: bool,
    /// The puzzle of a janko.at page of several (from 1).
    #[arg(long, default_value_t = 1)]
    block: usize,
    /// A file with a puzzle (a Sudoku line, a JSON document, a janko.at
    /// page, a Tatham game ID), or - for standard input.
    puzzle: String,
}

/// Runs the command line; the caller exits with the code returned.
pub fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("btlab: error: {message}");
            ExitCode::from(2)
        }
    }
}

fn run(cli: Cli) -> Result<(), String> {
    match cli.command {
        Command::Solve(args) => {
            let puzzle = read_puzzle(&args.puzzle, args.block)?;
            let limit = (!args.all).then_some(args.limit);
            if let Some(why) = refusal(&puzzle, args.how.strategy("fast"), limit) {
                return Err(why);
            }
            if let AnyPuzzle::Queens(q) = &puzzle {
                if q.is_unstepped() {
                    return Err(format!(
                        "{} queens: a solution past 255 columns is printed by \
                         `btlab bench queens-one {} --board`",
                        q.n(),
                        q.n()
                    ));
                }
            }
            solve_command(&puzzle, &args);
            Ok(())
        }
        Command::Bench(BenchCommand::Sudoku { file, limit, json }) => {
            bench::sudoku(&file, limit, json)
        }
        Command::Bench(BenchCommand::Queens { n, threads, json }) => {
            bench::queens(n, threads as usize, json)
        }
        Command::Bench(BenchCommand::QueensOne {
            n,
            seed,
            board,
            json,
        }) => bench::queens_one(n, seed, board, json),
        Command::Bench(BenchCommand::QueensOrder {
            n,
            seeds,
            budget,
            json,
        }) => bench::queens_order(n, seeds, budget, json),
        Command::Trace(args) => {
            let puzzle = read_puzzle(&args.puzzle, args.block)?;
            let strategy = args.how.strategy("classic");
            trace::trace(&puzzle, strategy, args.steps, args.all)
        }
        Command::Generate(args) => make::generate_command(&args),
        Command::Texts { out } => texts::write_tables(&out),
        Command::Serve(args) => serve::serve(args),
        Command::Convert(args) => {
            let puzzle = read_puzzle(&args.puzzle, args.block)?;
            make::convert_command(&puzzle, args.to)
        }
    }
}

/// Reads and parses the puzzle at `path` (`-` is standard input); of a
/// janko.at page of several, block number `block` (from 1).
fn read_puzzle(path: &str, block: usize) -> Result<AnyPuzzle, String> {
    let text = if path == "-" {
        let mut s = String::new();
        std::io::stdin()
            .read_to_string(&mut s)
            .map_err(|e| format!("cannot read standard input: {e}"))?;
        s
    } else {
        std::fs::read_to_string(path).map_err(|e| format!("cannot read '{path}': {e}"))?
    };
    if block != 1 || is_janko(&text) {
        let mut all = read_janko(&text).map_err(|e| format!("{path}: {e}"))?;
        let count = all.len();
        if block == 0 || block > count {
            return Err(format!(
                "{path}: --block {block}: the page holds {count} puzzle(s)"
            ));
        }
        return Ok(all.swap_remove(block - 1).puzzle);
    }
    parse_puzzle(&text).map_err(|e| format!("{path}: {e}"))
}

fn solve_command(puzzle: &AnyPuzzle, args: &SolveArgs) {
    let strategy = args.how.strategy("fast");
    let limit = (!args.all).then_some(args.limit);
    let keep = if args.json { 1 } else { print::MAX_PRINTED };
    let started = Instant::now();
    let threads = usize::from(args.threads);
    let shared = (threads > 1 && limit.is_none())
        .then(|| solve_shared(puzzle, strategy, threads, keep))
        .flatten();
    let report = shared.unwrap_or_else(|| solve(puzzle, strategy, limit, keep));
    let elapsed = started.elapsed();
    let s = report.stats;
    if args.json {
        let solution = report
            .solutions
            .first()
            .map(|v| print::solution_numbers(puzzle, v));
        let out = json!({
            "strategy": strategy.name(),
            "solutions": s.solutions,
            "attempts": s.attempts,
            "rejections": s.rejections,
            "placements": s.placements,
            "backtracks": s.backtracks,
            "max_depth": s.max_depth,
            "elapsed_ms": elapsed.as_secs_f64() * 1000.0,
            "complete": report.complete,
            "solution": solution,
        });
        println!("{out}");
        return;
    }
    for (i, values) in report.solutions.iter().enumerate() {
        if report.solutions.len() > 1 {
            println!("solution #{}", i + 1);
        }
        println!("{}", print::grid(puzzle, values));
    }
    if s.solutions as usize > report.solutions.len() {
        println!(
            "... {} more solutions not printed",
            print::thousands(s.solutions - report.solutions.len() as u64)
        );
    }
    let ending = if report.complete {
        "the whole tree searched"
    } else {
        "search stopped at the limit"
    };
    println!(
        "{} solution{} ({ending})",
        print::thousands(s.solutions),
        if s.solutions == 1 { "" } else { "s" }
    );
    if strategy.steps() {
        println!(
            "{} attempts in {:.2} seconds ({} rejections, {} placements, {} backtracks, max depth {})",
            print::thousands(s.attempts),
            elapsed.as_secs_f64(),
            print::thousands(s.rejections),
            print::thousands(s.placements),
            print::thousands(s.backtracks),
            s.max_depth
        );
    } else {
        println!("fast solver in {:.3} seconds", elapsed.as_secs_f64());
    }
}
