//! What a fast solver did, to compare two solvers guess for guess.

use btlab::fast::{AnySolver, FastHalt};

/// Every solution in the order found, the guesses made after each chunk,
/// and how the search stopped.
pub type Trace = (Vec<Vec<u8>>, Vec<u64>, FastHalt);

/// Runs `solver` in chunks of `chunk` guesses (resuming must lose
/// nothing) until it stops, finds `limit` solutions, or has made more
/// than `guesses` guesses.
pub fn trace(mut solver: Box<dyn AnySolver>, limit: u64, guesses: u64, chunk: u64) -> Trace {
    let (mut found, mut nodes) = (Vec::new(), Vec::new());
    loop {
        let halt = solver.run_dyn(Some(limit), chunk, &mut |v| found.push(v.to_vec()));
        nodes.push(solver.nodes());
        if halt != FastHalt::Budget || solver.nodes() > guesses {
            return (found, nodes, halt);
        }
    }
}
