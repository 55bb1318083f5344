//! Cutting the rest of a run into pieces that several workers can search
//! at once: subtrees, each named by the path to its node, in the order
//! the search meets them.
//!
//! The rest of a run from any step is the subtrees of the candidates its
//! open levels have still to try (and of the node it is about to enter),
//! plus the few events above them. Those subtrees are found by walking the
//! search on a copy and passing over every node it enters. The shallowest
//! of them, which are likely the biggest, are then cut into their
//! children in the same way, a level at a time, until there are enough
//! pieces for each worker to get many: then a worker that drew the small
//! ones takes more, and all of them finish at about the same time.

use crate::engine::{descend, Event, Move, PieceCounts};
use crate::solve::Stepper;

/// Pieces per worker, at least: enough that the last ones dealt are small
/// beside the whole. (Cut a level at a time, the article's exhaustive run
/// comes in 293 pieces for two workers, the largest 3.8% of the run.)
pub const PIECES_PER_WORKER: usize = 64;
/// The most nodes cut into their children in one [`cut_into_pieces`].
const MOST_CUTS: usize = 4096;

/// The nodes whose subtrees make up the rest of the run of `search` from
/// where it is, in the order the search meets them: at least `want` of
/// them where the tree has enough nodes above its `cells`-th level.
/// `start` is a copy of the search before its first step (each piece is
/// searched from there). Every event of the rest of the run is in one of
/// the pieces or above all of them.
pub fn cut_into_pieces(
    search: &dyn Stepper,
    start: &dyn Stepper,
    cells: usize,
    want: usize,
) -> Vec<Vec<Move>> {
    let mut here = search.snapshot();
    let mut pieces = nodes_entered(here.as_mut(), None);
    let mut cuts = 0;
    while pieces.len() < want && cuts < MOST_CUTS {
        // Every piece of the shallowest depth with levels below it, cut
        // into its children: a whole level at a time, so that no piece is
        // left much bigger than the others for want of its turn.
        let Some(depth) = pieces.iter().map(Vec::len).filter(|&d| d < cells).min() else {
            break;
        };
        let mut finer = Vec::with_capacity(pieces.len() * 2);
        for piece in pieces {
            if piece.len() != depth || cuts >= MOST_CUTS {
                finer.push(piece);
                continue;
            }
            cuts += 1;
            let mut below = start.snapshot();
            if descend(below.as_mut(), &piece).is_err() {
                finer.push(piece);
                continue;
            }
            finer.extend(nodes_entered(below.as_mut(), Some(depth)));
        }
        pieces = finer;
    }
    pieces
}

/// Walks `search` on from where it is, passing over every node it enters
/// (counting nothing for them), and lists those nodes. With `within`, the
/// search is at a node of that depth, which the walk enters and lists
/// the children of, stopping where it leaves it; without, the walk goes
/// to the end of the run, and lists the node the search is about to
/// enter, if it is.
fn nodes_entered(search: &mut dyn Stepper, within: Option<usize>) -> Vec<Vec<Move>> {
    let nothing = PieceCounts::default();
    let mut nodes = Vec::new();
    let mut entering = within.is_some();
    loop {
        if search.at_node() && !entering {
            nodes.push(search.path().to_vec());
            search.skip_subtree(&nothing);
        }
        entering = false;
        let event = search.step();
        match event {
            Event::Exhausted => break,
            Event::Undo { level, .. } if within.is_some_and(|depth| usize::from(level) < depth) => {
                break
            }
            _ => {}
        }
    }
    nodes
}
