//! Pairing trees with tents: a matching in which every tree gets its own
//! square from its options. Tents asks for the first such pairing, so
//! that one placement of tents counts as one solution, however many ways
//! it pairs up.

/// The first pairing, trees in order, each taking the first of its
/// options (`(label, square)`, in order) with which the trees after it
/// can still all be paired. The labels chosen, one per tree; `None` when
/// the trees cannot all be paired.
pub fn first_pairing(options: &[Vec<(u8, usize)>], squares: usize) -> Option<Vec<u8>> {
    let mut taken = vec![false; squares];
    let mut chosen = Vec::with_capacity(options.len());
    for (tree, opts) in options.iter().enumerate() {
        let pick = opts.iter().find(|&&(_, sq)| {
            !taken[sq] && {
                taken[sq] = true;
                let rest = can_pair(&options[tree + 1..], &taken);
                taken[sq] = false;
                rest
            }
        })?;
        taken[pick.1] = true;
        chosen.push(pick.0);
    }
    Some(chosen)
}

/// Whether every tree of `options` can get its own square among those not
/// `taken` (augmenting paths, Kuhn's algorithm).
fn can_pair(options: &[Vec<(u8, usize)>], taken: &[bool]) -> bool {
    let mut owner: Vec<Option<usize>> = vec![None; taken.len()];
    for tree in 0..options.len() {
        let mut visited = vec![false; taken.len()];
        if !augment(tree, options, taken, &mut owner, &mut visited) {
            return false;
        }
    }
    true
}

fn augment(
    tree: usize,
    options: &[Vec<(u8, usize)>],
    taken: &[bool],
    owner: &mut [Option<usize>],
    visited: &mut [bool],
) -> bool {
    for &(_, sq) in &options[tree] {
        if taken[sq] || std::mem::replace(&mut visited[sq], true) {
            continue;
        }
        let free = match owner[sq] {
            None => true,
            Some(other) => augment(other, options, taken, owner, visited),
        };
        if free {
            owner[sq] = Some(tree);
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::first_pairing;

    #[test]
    fn the_first_pairing_leaves_room_for_the_rest() {
        // Tree 0 could take square 1 or 2; tree 1 only square 1.
        let options = vec![vec![(1, 1), (2, 2)], vec![(3, 1)]];
        assert_eq!(first_pairing(&options, 3), Some(vec![2, 3]));
        // Both only square 1: no pairing.
        assert_eq!(first_pairing(&[vec![(1, 1)], vec![(1, 1)]], 2), None);
    }
}
